"""Natural and synthetic materials (grade 8, MS-PS1-3), from the reactions model's materials: tell
natural from synthetic, name the natural resource a material is made from, and match materials to
their resources."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft
from educontent.generation.kit.types import FB, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical._matter_kit import distinct, route

_BANDS = (
    "easy: natural or synthetic, or one synthetic material among natural ones; medium: the resource a "
    "material comes from; hard: the same with more choices; matching 3, 4 or 5 materials by level"
)
FOSSIL = ("petroleum", "natural gas")


class MixturesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["classify", "resource", "match"]] = Field(min_length=1)


def _materials(ctx: GenerationContext) -> list[dict[str, Any]]:
    return in_grade(model("reactions")["materials"], ctx.grade)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _why(m: dict[str, Any]) -> str:
    if m["kind"] == "synthetic":
        return f"{_cap(m['name'])} is made in factories by chemical processes that change {m['resource']} into a new substance, so it is synthetic."
    return f"{_cap(m['name'])} comes from {m['resource']} and is used much as it is found, so it is natural."


def _classify(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    materials = _materials(ctx)
    if ctx.content_type is MC:
        answer = reviewed(pick(rng, [m for m in materials if m["kind"] == "synthetic"]))
        naturals = rng.sample([m for m in materials if m["kind"] == "natural"], 3)
        wrong = tuple(
            Wrong(m["name"], "natural-called-synthetic", f"{_cap(m['name'])} comes from {m['resource']} and is used much as it is found.")
            for m in naturals
        )  # fmt: skip
        return claim_draft(
            ctx,
            Claim(
                question="Which of these materials is synthetic?", answer=answer["name"], wrong=wrong, why=_why(answer),
                key=f"synthetic:{answer['id']}:" + ",".join(sorted(m["id"] for m in naturals)),
            ),
        )  # fmt: skip
    m = reviewed(pick(rng, materials))
    natural = m["kind"] == "natural"
    answer, other = ("natural", "synthetic") if natural else ("synthetic", "natural")
    reason = (
        "It is cleaned, cut or spun, but not changed into a new substance."
        if natural
        else f"It comes from {m['resource']}, but a chemical process turns that resource into a new substance."
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"Is {m['name']} a natural material or a synthetic material?",
            answer=answer, wrong=(Wrong(other, f"{answer}-called-{other}", reason),), why=_why(m),
            key=f"kind:{m['id']}", sentence=f"{_cap(m['name'])} is a {{}} material.",
        ),
    )  # fmt: skip


def _overlaps(a: str, b: str) -> bool:
    """Resources that share a word, or are both fossil fuels (never offered as wrong for each other)."""
    words = lambda text: {w for w in text.split() if len(w) > 3 and w not in ("from", "with")}  # noqa: E731
    both_fossil = any(f in a for f in FOSSIL) and any(f in b for f in FOSSIL)
    return bool(words(a) & words(b)) or both_fossil


def _resource(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    materials = _materials(ctx)
    m = reviewed(pick(rng, materials))
    same_kind = [
        o for o in materials if o["kind"] == m["kind"] and not _overlaps(o["resource"], m["resource"])
    ]
    count = 3 if ctx.level.rank < 2 else 5
    others = rng.sample(same_kind, min(count, len(same_kind)))
    wrong = distinct(
        m["resource"],
        [Wrong(o["resource"], "confuses-resources", f"That is where {o['name']} comes from, not {m['name']}.") for o in others],
    )  # fmt: skip
    verb = "made from" if m["kind"] == "synthetic" else "from"
    question = (
        f"Which natural resource is {m['name']} made from?"
        if m["kind"] == "synthetic"
        else f"Where does the natural material {m['name']} come from?"
    )
    return claim_draft(
        ctx,
        Claim(
            question=question, answer=m["resource"], wrong=wrong, why=_why(m),
            key=f"resource:{m['id']}", sentence=f"{_cap(m['name'])}, used for {m['use']}, is {verb} {{}}.",
        ),
    )  # fmt: skip


def _match(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    size = 3 + ctx.level.rank
    chosen: list[dict[str, Any]] = []
    for m in rng.sample(_materials(ctx), len(_materials(ctx))):
        if all(not _overlaps(m["resource"], c["resource"]) for c in chosen):
            chosen.append(reviewed(m))
        if len(chosen) == size:
            break
    return matching_draft(
        ctx,
        [(m["name"], m["resource"]) for m in chosen],
        prompt="Match each material to the natural resource it comes from.",
        instructions="Match each material on the left to its source on the right.",
        why=" ".join(_why(m) for m in chosen),
        key="match:" + ",".join(m["id"] for m in chosen),
    )


ASKS = {
    "classify": (frozenset({MC, TF, FB}), _classify),
    "resource": (frozenset({MC, TF, FB}), _resource),
    "match": (frozenset({MT}), _match),
}


@generator(content_types={MC, TF, FB, MT}, params=MixturesParams, levels=Levels("steps", _BANDS))
def mixtures(ctx: GenerationContext) -> Draft:
    return route(ctx, ASKS, ctx.params.ask)
