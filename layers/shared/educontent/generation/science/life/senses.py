"""Senses and behavior from the organisms model (``model-organisms.json``: ``senses``,
``parentCare``, ``youngSignals``): how an animal takes in information with a sense organ, its brain
makes sense of it and it responds (4-LS1-2: which organ, what it most likely does, what decides,
the steps in order, the missing part of a model), and how parents and their young act in ways that
help the young survive (1-LS1-2).

Wrong answers are organs of another sense, responses to something else, another part of the body
doing the brain's job, or what other parents and young do, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.draw.science_cycles import sequence
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong, ordering_draft, short_text_features, skill_code
from educontent.generation.kit.types import DG, FB, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.life.k5_kit import a, cap, picture_choice, serve

Ask = Literal["organ", "response", "brain", "care", "signal"]
BRAIN_STEPS = ("Nerves carry a message to the brain.", "The brain makes sense of the message.")


class SensesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(min_length=1, description="What written items ask.")


def _rows(ctx: GenerationContext, key: str) -> list[dict]:
    found = in_grade(model("organisms")[key], ctx.grade)
    if not found:
        raise NoSuchForm(f"no {key} at this grade")
    return found


def _its(s: dict) -> str:
    return "their" if s["animal"] == "person" else "its"


def _organ_claim(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "senses")
    s = pick(ctx.rng, rows)
    organs = sorted({r["organ"] for r in rows if r["sense"] != s["sense"]})
    wrong = tuple(
        Wrong(
            o,
            "sense-organ-mix-up",
            f"Noticing {s['notices']} is {s['sense']}; it is not done with the {o}.",
        )
        for o in organs
    )
    return Claim(f"{cap(a(s['animal']))} notices {s['notices']}. Which body part does it use to notice this?", s["organ"], wrong,
                 f"This is {s['sense']}: {a(s['animal'])} uses {_its(s)} {s['organ']} to notice {s['notices']}.",
                 f"organ|{s['animal']}", f"{cap(a(s['animal']))} uses {_its(s)} {{}} to notice {s['notices']}.")  # fmt: skip


def _response_claim(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "senses")
    s = pick(ctx.rng, rows)
    first = s["response"].split()[0]
    wrong = tuple(Wrong(r["response"], "response-to-something-else", f"That is how {a(r['animal'])} responds to {r['notices']}.")
                  for r in rows if r["sense"] != s["sense"] and r["response"].split()[0] != first)  # fmt: skip
    return Claim(f"{cap(a(s['animal']))} notices {s['notices']}. What does it most likely do next?", s["response"], wrong,
                 f"Its brain makes sense of what it noticed, and the {s['animal']} {s['response']}.", f"response|{s['animal']}",
                 f"When {a(s['animal'])} notices {s['notices']}, it most likely {{}}.", task="reason")  # fmt: skip


def _brain_claim(ctx: GenerationContext) -> Claim:
    s = pick(ctx.rng, _rows(ctx, "senses"))
    wrong = (
        Wrong("the heart", "heart-thinks", "The heart pumps blood; it does not make sense of messages."),
        Wrong(
            "the stomach",
            "stomach-thinks",
            "The stomach breaks down food; it does not make sense of messages.",
        ),
        Wrong(
            f"the {s['organ']}",
            "sense-organ-decides",
            f"The {s['organ']} {'take' if s['plural'] else 'takes'} in the information, but the brain makes sense of it.",
        ),
    )
    return Claim(f"{cap(a(s['animal']))} notices {s['notices']}. Which body part makes sense of this and decides what to do?",
                 "the brain", wrong, "Sense organs send messages along nerves to the brain, which makes sense of them and decides how to respond.",
                 f"brain|{s['animal']}", f"When {a(s['animal'])} notices {s['notices']}, {{}} makes sense of it.", task="reason")  # fmt: skip


def _care_claim(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "parentCare")
    c = pick(ctx.rng, rows)
    wrong = tuple(
        Wrong(r["does"], "care-mix-up", f"That is how {a(r['parent'])} cares for its young.")
        for r in rows
        if r["parent"] != c["parent"]
    )
    return Claim(f"How does {a(c['parent'])} help its young survive?", c["does"], wrong, f"{cap(a(c['parent']))} {c['does']}.",
                 f"care|{c['parent']}", f"{cap(a(c['parent']))} helps its young survive: it {{}}.")  # fmt: skip


def _signal_claim(ctx: GenerationContext) -> Claim:
    rows = _rows(ctx, "youngSignals")
    y = pick(ctx.rng, rows)
    wrong = tuple(
        Wrong(r["why"], "signal-mix-up", f"That is why {a(r['young'])} {r['does']}.")
        for r in rows
        if r["kind"] != y["kind"]
    )
    return Claim(f"{cap(a(y['young']))} {y['does']}. Why?", y["why"], wrong, f"{cap(a(y['young']))} {y['does']} {y['why']}.",
                 f"signal|{y['young']}", f"{cap(a(y['young']))} {y['does']} {{}}.", task="reason")  # fmt: skip


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "organ": _organ_claim, "response": _response_claim, "brain": _brain_claim, "care": _care_claim, "signal": _signal_claim,
}  # fmt: skip


def _steps(s: dict) -> list[str]:
    takes = "sense" if s["plural"] else "senses"
    return [
        f"The {s['animal']}'s {s['organ']} {takes} {s['notices']}.",
        *BRAIN_STEPS,
        f"The {s['animal']} {s['response']}.",
    ]


def _ordering(ctx: GenerationContext) -> Draft:
    s = pick(ctx.rng, _rows(ctx, "senses"))
    steps = _steps(s)
    if ctx.level.rank == 0:
        steps = [steps[0], steps[2], steps[3]]
    return ordering_draft(
        ctx.rng, steps, instructions="Put the steps in order.", prompt=f"Put in order what happens when {a(s['animal'])} notices {s['notices']}.",
        order_by="first to last", why="A sense organ takes in information, nerves carry it to the brain, the brain makes sense of it, and then the animal responds.",
        features=short_text_features("represent", len(steps)), key=f"order|{s['animal']}|{len(steps)}", standard=skill_code(ctx, None),
    )  # fmt: skip


def _diagram(ctx: GenerationContext) -> Draft:
    rows = _rows(ctx, "senses")
    s = pick(ctx.rng, rows)
    parts = [s["notices"], s["organ"], "brain", s["response"]]
    k = ctx.rng.randrange(1, 4) if ctx.level.rank < 2 else ctx.rng.randrange(4)
    shown = ["?" if i == k else p for i, p in enumerate(parts)]
    slots = {0: "notices", 1: "organ", 3: "response"}
    if k == 2:
        wrong = [["heart", "heart-thinks", "The heart pumps blood; it does not make sense of messages."],
                 ["stomach", "stomach-thinks", "The stomach breaks down food."], ["lungs", "lungs-think", "The lungs take in air."]]  # fmt: skip
    else:
        others = sorted({r[slots[k]] for r in rows if r["sense"] != s["sense"]})
        wrong = [
            [
                o,
                "model-part-mix-up",
                f"That does not fit this model of how the {s['animal']} senses and responds.",
            ]
            for o in others
        ]
    title = f"How {a(s['animal'])} senses and responds"
    desc = (
        f"{title}: four boxes joined by arrows from left to right (what it notices, the sense organ, the brain, what it does): "
        + "; ".join(shown)
        + "."
    )
    return picture_choice(
        ctx, "Which part is missing from this model?", sequence(shown, title, desc), parts[k],
        f"The {s['animal']}'s {s['organ']} {'notice' if s['plural'] else 'notices'} {s['notices']}, the brain makes sense of it, and the {s['animal']} {s['response']}.",
        wrong, f"diagram|{s['animal']}|{k}", kind="model", steps=2,
    )  # fmt: skip


_BANDS = "ordering: 3 steps at easy (sense, brain, response), 4 at medium and hard (nerves too); diagrams: the missing part is never the first box below hard"


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {OR: _ordering, DG: _diagram}


@generator(content_types={OR, DG, MC, TF, FB, SA}, params=SensesParams, levels=Levels("steps", _BANDS))
def senses(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
