"""Senses and signals (MS-LS1-8): which receptors detect which stimulus, the path of a signal from a
sense organ to the brain and on to the muscles, and quick reflexes compared with responses that use
memories. Facts from ``model-cells.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong, matching_draft
from educontent.generation.kit.types import MT, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    CLAIM_TYPES,
    Mode,
    render,
    run_draft,
    size,
)

Ask = Literal["receptor", "match-organs", "pathway", "reflex-or-memory"]
KINDS = {"reflex": "a quick reflex", "memory": "a response that uses a stored memory"}


class SensesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _receptor(ctx: GenerationContext) -> Claim:
    receptors = in_grade(model("cells")["receptors"], ctx.grade)
    sense = pick(ctx.rng, receptors)
    wrong = tuple(
        Wrong(
            r["receptor"],
            "mixed-up-receptors",
            f"Those detect {r['stimulus']}, for the sense of {r['sense']}.",
        )
        for r in receptors
        if r is not sense
    )
    return Claim(
        question=f"Which receptors detect {sense['stimulus']}?",
        answer=sense["receptor"],
        wrong=wrong,
        why=f"For the sense of {sense['sense']}, {sense['receptor']} detect {sense['stimulus']} and start a "
        "signal that nerves carry to the brain.",
        key=f"receptor|{sense['sense']}",
        sentence=f"{{}} detect {sense['stimulus']}.",
        standard="MS-LS1-8",
    )


def _match_organs(ctx: GenerationContext) -> Draft:
    receptors = ctx.rng.sample(in_grade(model("cells")["receptors"], ctx.grade), size(ctx))
    return matching_draft(
        ctx,
        [(r["organ"], r["stimulus"]) for r in receptors],
        prompt="Match each sense organ to the stimulus its receptors detect.",
        instructions="Draw a line from each sense organ to its stimulus.",
        why="; ".join(f"the {r['organ']} detects {r['stimulus']}" for r in receptors).capitalize() + ".",
        key="match|" + ",".join(sorted(r["organ"] for r in receptors)),
        standard="MS-LS1-8",
    )


def _pathway(ctx: GenerationContext) -> Draft:
    return run_draft(
        ctx,
        [s["step"] for s in in_grade(model("cells")["pathway"], ctx.grade)],
        size(ctx, 4),
        prompt="Put the steps of a response to a stimulus in order.",
        why="Receptors detect a stimulus, sensory nerves carry the signal to the brain, the brain processes it, "
        "and motor nerves carry a signal to the muscles that respond.",
        key="pathway",
        standard="MS-LS1-8",
    )


def _reflex_or_memory(ctx: GenerationContext) -> Claim:
    case = pick(ctx.rng, in_grade(model("cells")["responses"], ctx.grade))
    answer = KINDS[case["kind"]]
    other = next(k for k in KINDS if k != case["kind"])
    reasons = {
        "reflex": "A reflex happens at once, without thinking about past experiences.",
        "memory": "This response depends on something the brain stored from an earlier experience.",
    }
    mistakes = {
        "reflex": "Nothing learned earlier is needed here: the body reacts at once.",
        "memory": "A reflex is automatic and the same every time; this response depends on a past experience.",
    }
    wrong = (
        Wrong(KINDS[other], f"mistook-{case['kind']}-for-{other}", mistakes[case["kind"]]),
        Wrong(
            "a response with no signal to the nervous system",
            "thinks-responses-need-no-nerves",
            "Every response here starts when receptors send a signal along nerves.",
        ),
    )
    scene = f"{case['event']} and {case['response']}"
    return Claim(
        question=f"{scene[0].upper()}{scene[1:]}. What kind of response is this?",
        answer=answer,
        wrong=wrong,
        why=f"This is {answer}. {reasons[case['kind']]}",
        key=f"reflex|{case['event']}",
        sentence=f"When {scene}, it is {{}}.",
        task="reason",
        standard="MS-LS1-8",
    )


MODES = {
    "receptor": Mode(CHOICE_TYPES, _receptor),
    "match-organs": Mode(frozenset({MT}), _match_organs),
    "pathway": Mode(frozenset({OR}), _pathway),
    "reflex-or-memory": Mode(CHOICE_TYPES, _reflex_or_memory),
}

_BANDS = (
    "matching: 3 pairs at easy, 4 at medium, 5 at hard; ordering: 4 steps at easy, 5 at medium, 6 at hard"
)


@generator(content_types={OR, MT} | CLAIM_TYPES, params=SensesParams, levels=Levels("steps", _BANDS))
def senses_ms(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
