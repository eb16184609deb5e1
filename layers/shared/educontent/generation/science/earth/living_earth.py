"""How plants, animals and people change their surroundings to get what they need (K-ESS2-2), from
``model-landforms.json``: what a living thing does to the place it lives, why it does it, and which
living thing does it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model


class LivingEarthParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


_BANDS = (
    "easy: what a living thing does to its surroundings (three pairs to match); medium: why it does it, "
    "or which living thing does it (four pairs)"
)


def _one(entry: dict) -> bool:
    """Whether the living thing is one (a beaver), not many (ants, people)."""
    return entry["who"].startswith(("a ", "an "))


def _claim(ctx: GenerationContext) -> Claim:
    entries = in_grade(model("landforms")["living_changes"], ctx.grade)
    entry = pick(ctx, entries)
    who = cap(entry["who"])
    form = ctx.rng.randrange(1 + 2 * min(ctx.level.rank, 1))
    if form == 0:
        return Claim(
            question=f"How does {entry['who']} change the place where it lives?" if _one(entry)
            else f"How do {entry['who']} change the place where they live?",
            answer=entry["change"],
            wrong=wrongs(ctx, [e for e in entries if e is not entry and _one(e) == _one(entry)], lambda e: e["change"], "living-things-mixed-up",
                         lambda e: f"{cap(e['who'])} does that." if _one(e) else f"{cap(e['who'])} do that."),
            why=f"{who} {entry['change']} {entry['need']}.",
            key=f"change|{entry['who']}",
            sentence=f"{who} {{}}.",
        )  # fmt: skip
    if form == 1:
        return Claim(
            question=f"{who} {entry['change']}. Why?",
            answer=entry["need"],
            wrong=wrongs(ctx, [e for e in entries if e is not entry], lambda e: e["need"], "needs-mixed-up",
                         lambda e: f"That is why {e['who']} {e['change']}."),
            why=f"{who} {entry['change']} {entry['need']}.",
            key=f"need|{entry['who']}",
            sentence=f"{who} {entry['change']} {{}}.",
            task="reason",
            steps=2,
        )  # fmt: skip
    single = [e for e in entries if _one(e)]
    entry = pick(ctx, single)
    return Claim(
        question=f"Which living thing {entry['change']}?",
        answer=entry["who"],
        wrong=wrongs(ctx, [e for e in single if e is not entry], lambda e: e["who"], "living-things-mixed-up",
                     lambda e: f"{cap(e['who'])} {e['change']}."),
        why=f"{cap(entry['who'])} {entry['change']} {entry['need']}.",
        key=f"who|{entry['who']}",
        steps=2,
    )  # fmt: skip


def _match(ctx: GenerationContext) -> Draft:
    entries = in_grade(model("landforms")["living_changes"], ctx.grade)
    pairs = distinct_pairs(ctx, entries, lambda e: e["who"], lambda e: [e["change"]])
    return match_draft(ctx, pairs, prompt="Match each living thing to how it changes the place where it lives.",
                       why="Plants, animals and people change their surroundings to get what they need.", key="living")  # fmt: skip


@generator(content_types={MC, TF, MT}, params=LivingEarthParams, levels=Levels("steps", _BANDS))
def living_earth(ctx: GenerationContext) -> Draft:
    return claim_or_match(ctx, lambda: _claim(ctx), lambda: _match(ctx))
