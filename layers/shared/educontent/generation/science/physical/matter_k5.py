"""Matter in grade 5 (5-PS1-1 to 5-PS1-4), from the substances and reactions models: particles too
small to see (air filling a ball, a smell spreading, water drying, a solid dissolving), mass before
and after a change (computed tables: closed containers keep the mass, an open one loses the gas),
identifying a material by its test results, and whether mixing makes a new substance."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.text_forms import Wrong, wrong_from_bank
from educontent.generation.kit.types import DG, DT, FB, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical._matter_k5 import boxes, choose, identify, mass, sort_materials
from educontent.generation.science.physical._matter_kit import route, short_name, sign_text, substances

_BANDS = (
    "particles: easy air and smells, hard dissolving; mass: easy a change of state, medium mixing two "
    "things, hard an open cup that lets a gas escape; identify: 3, 4 or 5 known materials to compare; "
    "mixing: easy yes or no, hard which observation is the evidence"
)


class MatterParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["particles", "boxes", "mass", "identify", "mixing", "choose", "sort", "signs"]] = Field(
        min_length=1
    )


def _particles(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if ctx.level.rank == 2 or rng.random() < 0.25:
        return _dissolve(ctx)
    scene = pick(rng, in_grade(model("substances")["scenes"], ctx.grade))
    kind = next(k for k in model("substances")["evidence"] if k["id"] == scene["kind"])
    question = kind["question"].format(thing=scene["thing"])
    sentence = kind["sentence"].format(thing=scene["thing"], answer="{}")
    return claim_draft(
        ctx,
        Claim(
            question=question, answer=kind["answer"], wrong=tuple(wrong_from_bank(kind["wrong"])), why=kind["why"],
            key=f"particles:{scene['id']}", sentence=sentence,
        ),
    )  # fmt: skip


def _dissolve(ctx: GenerationContext) -> Draft:
    pool = [s for s in substances(ctx.grade) if s.get("tests", {}).get("dissolves")]
    entry = reviewed(pick(ctx.rng, pool))
    name = short_name(entry)
    wrong = (
        Wrong("gone and no longer there", "dissolved-means-gone", f"The water still tastes of the {name}: it is there."),
        Wrong("changed into water", "dissolved-becomes-water", f"The {name} is still {name}; its particles spread between the water particles."),
        Wrong("hiding in a pile under the cup", "dissolved-sinks", "Nothing is left at the bottom; it spread through all the water."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"A spoonful of {name} is stirred into water until you cannot see it. Where is the {name}?",
            answer="spread through the water as particles too small to see", wrong=wrong,
            why=f"The {name} broke into particles too small to see. If the water dries up, the {name} is left behind.",
            key=f"dissolve:{entry['id']}", sentence=f"After it dissolves, the {name} is {{}}.", task="reason", steps=2,
        ),
    )  # fmt: skip


def _mixing(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    change = reviewed(
        pick(rng, [c for c in in_grade(model("reactions")["changes"], ctx.grade) if "parts" in c])
    )
    a, b = change["parts"]
    new = change["kind"] == "chemical"
    sign = pick(rng, change["signs"])
    if ctx.level.rank == 2 and new and ctx.content_type is MC:
        wrong = tuple(
            Wrong(
                sign_text(s), "physical-sign-as-evidence", "That can happen without a new substance forming."
            )
            for s in ("state", "shape", "dissolves", "mixed")
        )
        return claim_draft(
            ctx,
            Claim(
                question=f"A student mixes {a} and {b}. Which observation shows that a new substance formed?",
                answer=sign_text(sign), wrong=wrong, why=f"When {a} and {b} are mixed, {sign_text(sign)}: the sign of a new substance.",
                key=f"mix-sign:{change['id']}:{sign}", task="reason", steps=2,
            ),
        )  # fmt: skip
    answer, other = ("a new substance forms", "no new substance forms")
    if not new:
        answer, other = other, answer
    why = (
        f"When they are mixed, {sign_text(sign)}. That shows a new substance formed."
        if new
        else f"When they are mixed, {sign_text(sign)}. No new substance forms."
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"What happens when {a} and {b} are mixed?", answer=answer,
            wrong=(
                Wrong(other, "new-substance-missed" if new else "mixing-always-makes-new", why),
                Wrong("the two substances disappear", "matter-disappears", "Matter does not disappear when things are mixed."),
            ),
            why=why, key=f"mix:{change['id']}", sentence=f"When {a} and {b} are mixed, {{}}.", task="reason",
        ),
    )  # fmt: skip


def _signs(ctx: GenerationContext) -> Draft:
    """Any everyday change: which observation shows a new substance formed (chemical changes, on
    multiple choice), or whether a new substance forms (the sign given)."""
    rng = ctx.rng
    changes = [reviewed(c) for c in in_grade(model("reactions")["changes"], ctx.grade)]
    chemical = [c for c in changes if c["kind"] == "chemical"]
    if ctx.content_type is MC and (ctx.level.rank > 0 or rng.random() < 0.5):
        change = pick(rng, chemical)
        sign = pick(rng, change["signs"])
        wrong = tuple(
            Wrong(
                sign_text(s), "physical-sign-as-evidence", "That can happen without a new substance forming."
            )
            for s in ("state", "shape", "size", "dissolves", "mixed")
        )
        return claim_draft(
            ctx,
            Claim(
                question=f"Think about {change['what']}. Which observation shows that a new substance formed?",
                answer=sign_text(sign), wrong=wrong, why=f"During {change['what']}, {sign_text(sign)}: the sign of a new substance.",
                key=f"signs:{change['id']}:{sign}", task="reason", steps=2,
            ),
        )  # fmt: skip
    change = pick(rng, changes)
    new = change["kind"] == "chemical"
    sign = pick(rng, change["signs"])
    answer, other = ("a new substance forms", "no new substance forms")
    if not new:
        answer, other = other, answer
    why = f"{sign_text(sign)[0].upper()}{sign_text(sign)[1:]}: " + (
        "a sign of a new substance." if new else "the substance stays the same."
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"Think about {change['what']}. Does a new substance form?", answer=answer,
            wrong=(
                Wrong(other, "new-substance-missed" if new else "any-change-makes-new", why),
                Wrong("the matter disappears", "matter-disappears", "Matter does not disappear; it changes or stays the same."),
            ),
            why=why, key=f"signs-new:{change['id']}", sentence=f"Think about {change['what']}. In this change, {{}}.",
        ),
    )  # fmt: skip


ASKS = {
    "particles": (frozenset({MC, TF, FB}), _particles),
    "mass": (frozenset({DT, MC}), mass),
    "identify": (frozenset({DT, MC}), identify),
    "mixing": (frozenset({MC, TF, FB}), _mixing),
    "choose": (frozenset({MC, TF, FB}), choose),
    "boxes": (frozenset({DG}), boxes),
    "sort": (frozenset({MT}), sort_materials),
    "signs": (frozenset({MC, TF, FB}), _signs),
}


@generator(content_types={MC, TF, FB, DT, DG, MT}, params=MatterParams, levels=Levels("steps", _BANDS))
def matter_k5(ctx: GenerationContext) -> Draft:
    return route(ctx, ASKS, ctx.params.ask)
