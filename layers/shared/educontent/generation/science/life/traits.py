"""Traits from the organisms model (``model-organisms.json``: ``young``, ``families``,
``traitExamples`` and each organism's ``baby``): how young animals and plants are like their parents
but not exactly like them and what the young are called (1-LS3-1); a table of one family's young
whose trait varies, drawn from the parents' values (3-LS3-1); whether a trait is inherited or shaped
by the environment (3-LS3-2).

Wrong answers are the other side (a difference offered as a likeness, an inherited trait offered as
an environmental one), other young names, or a misconception about inheritance, each with its reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DT, FB, MC, MT, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import a, cap, matched, serve

Ask = Literal["alike", "different", "young-name", "cause"]


class TraitsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(min_length=1, description="What written items ask.")


CAUSES = {"inherited": "inherited from its parents", "environment": "caused by its environment"}


def _young(ctx: GenerationContext) -> dict:
    found = in_grade(model("organisms")["young"], ctx.grade)
    if not found:
        raise NoSuchForm("no young at this grade")
    return reviewed(pick(ctx.rng, found))


def _alike_claim(ctx: GenerationContext) -> Claim:
    y = _young(ctx)
    lead = f"{cap(a(y['young']))} is a young {y['animal']}."
    wrong = (
        Wrong(y["different"], "difference-as-likeness", f"That is a way the {y['young']} is different from its parents."),
        Wrong("It looks exactly like its parents in every way.", "young-are-copies", "Young living things look like their parents, but not exactly."),
        Wrong("It looks like a different kind of living thing.", "young-are-another-kind", f"{cap(a(y['young']))} is the same kind of living thing as its parents."),
    )  # fmt: skip
    return Claim(f"{lead} How is it like its parents?", y["alike"], wrong, f"{y['alike']} {y['different']}",
                 f"alike|{y['animal']}", f"Here is one way {a(y['young'])}, a young {y['animal']}, is like its parents. {{}}")  # fmt: skip


def _different_claim(ctx: GenerationContext) -> Claim:
    y = _young(ctx)
    lead = f"{cap(a(y['young']))} is a young {y['animal']}."
    wrong = (
        Wrong(y["alike"], "likeness-as-difference", f"That is a way the {y['young']} is like its parents."),
        Wrong("It is a different kind of living thing from its parents.", "young-are-another-kind", f"{cap(a(y['young']))} is the same kind of living thing as its parents."),
        Wrong("It will never look like its parents.", "young-never-change", f"As it grows, {a(y['young'])} looks more and more like its parents."),
    )  # fmt: skip
    return Claim(f"{lead} How is it different from its parents?", y["different"], wrong, f"{y['different']} {y['alike']}",
                 f"different|{y['animal']}", f"Here is one way {a(y['young'])}, a young {y['animal']}, is different from its parents. {{}}")  # fmt: skip


def _name_claim(ctx: GenerationContext) -> Claim:
    animals = [o for o in in_grade(model("organisms")["organisms"], ctx.grade) if o.get("baby")]
    o = reviewed(pick(ctx.rng, animals))
    names = sorted({e["baby"] for e in animals} - {o["baby"]})
    wrong = tuple(
        Wrong(a(n), "young-name-mix-up", f"A young {o['name']} is called {a(o['baby'])}, not {a(n)}.")
        for n in names
    )
    return Claim(f"What is a young {o['name']} called?", a(o["baby"]), wrong, f"A young {o['name']} is called {a(o['baby'])}.",
                 f"young-name|{o['name']}", f"A young {o['name']} is called {{}}.")  # fmt: skip


def _cause_claim(ctx: GenerationContext) -> Claim:
    t = reviewed(pick(ctx.rng, in_grade(model("organisms")["traitExamples"], ctx.grade)))
    why = {
        "inherited": "Parents pass this trait to their young; the surroundings do not change it.",
        "environment": "This came from the living thing's surroundings or what happened to it, not from its parents.",
    }[t["cause"]]
    other = "environment" if t["cause"] == "inherited" else "inherited"
    reason = {
        "inherited": "Nothing in the surroundings made this; it came from the parents.",
        "environment": "The parents did not pass this on; something in the surroundings caused it.",
    }[t["cause"]]
    wrong = (
        Wrong(CAUSES[other], f"{t['cause']}-seen-as-{other}", reason),
        Wrong("chosen by the living thing", "traits-are-chosen", "Living things do not choose their traits."),
    )
    return Claim(f"Look at this example: {t['text']}. Is the trait in it mostly inherited or caused by the environment?",
                 CAUSES[t["cause"]], wrong, why, f"cause|{t['text']}", f"In this example, the trait is mostly {{}}: {t['text']}.", task="reason")  # fmt: skip


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "alike": _alike_claim, "different": _different_claim, "young-name": _name_claim, "cause": _cause_claim,
}  # fmt: skip


def _litter(ctx: GenerationContext) -> Draft:
    """One family: the parents' values of a trait and each young's value, drawn from the parents'."""
    families = in_grade(model("organisms")["families"], ctx.grade)
    if not families:
        raise NoSuchForm("no families at this grade")
    f = pick(ctx.rng, families)
    mother, father = pick_two(ctx.rng, f["values"])
    count = 4 + ctx.level.rank + ctx.rng.randint(0, 1)
    values = [pick(ctx.rng, [mother, father]) for _ in range(count)]
    if len(set(values)) < 2:
        values[ctx.rng.randrange(count)] = father if values[0] == mother else mother
    young, trait = f["young"], f["trait"]
    first, second = ("Parent plant 1", "Parent plant 2") if "plant" in f["animal"] else ("Mother", "Father")
    rows = [
        [first, mother],
        [second, father],
        *([f"{cap(young)} {i + 1}", v] for i, v in enumerate(values)),
    ]
    counts = Counter(values)
    if ctx.level.rank == 0:
        parent, value = pick(ctx.rng, [(first.lower(), mother), (second.lower(), father)])
        question = f"How many of the {plural(young)} have the same {trait} as their {parent}?"
        answer: Any = counts[value]
        why = f"Count the {plural(young)} whose {trait} is {value}: {answer}."
    elif ctx.level.rank == 1:
        answer = abs(counts[mother] - counts[father])
        question = f"How many more {plural(young)} have the {trait} of one parent than the {trait} of the other parent?"
        why = (
            f"{counts[mother]} have {mother} and {counts[father]} have {father}: the difference is {answer}."
        )
    else:
        if counts[mother] == counts[father]:
            raise NoSuchForm("no most common value")
        answer = max((mother, father), key=lambda v: counts[v])
        question = f"Which {trait} is most common among the {plural(young)}?"
        why = f"{counts[answer]} of the {count} {plural(young)} have {answer}; the rest have the other parent's {trait}."
    return table_draft(
        ctx, title=f"A family of {plural(f['animal'])}: {trait}", columns=["Family member", cap(trait)], rows=rows, question=question,
        value=answer, display=str(answer), why=why + f" Each young got its {trait} from one of its parents, so the young vary.",
        key=f"litter|{rows}|{question}", steps=2 + ctx.level.rank,
    )  # fmt: skip


def _matching(ctx: GenerationContext) -> Draft:
    animals = [reviewed(o) for o in in_grade(model("organisms")["organisms"], ctx.grade) if o.get("baby")]
    babies = {o["name"]: o["baby"] for o in animals}
    return matched(ctx, [(o["name"], o["baby"]) for o in animals], fits=lambda n, b: babies[n] == b,
                   prompt="Match each animal to the name of its young.", why="Each animal is matched to what its young are called.",
                   key="match|young")  # fmt: skip


_BANDS = (
    "family tables: 4 or 5 young at easy (how many are like one parent), 5 or 6 at medium (a difference of two counts), "
    "6 or 7 at hard (the most common value); matching: 3, 4 or 5 pairs"
)


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {DT: _litter, MT: _matching}


@generator(content_types={DT, MC, TF, FB, SA, MT}, params=TraitsParams, levels=Levels("steps", _BANDS))
def traits(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
