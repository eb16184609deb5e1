"""Shared pieces of the K-5 Earth science generators (weather, climate, hazards, landforms, erosion,
rock record, living Earth, resources, spheres): picking wrong answers from the model, matching items
whose pairs cannot be mixed up, children's names, and short informational passages.

Every random choice comes from ``ctx.rng``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong, matching_draft
from educontent.generation.kit.types import FB, MT, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

T = TypeVar("T")


def cap(text: str) -> str:
    """``text`` with its first letter capitalised."""
    return text[:1].upper() + text[1:]


def child(ctx: GenerationContext) -> str:
    """A child's name for a short school scene."""
    names = roster("roster-1")
    return names[ctx.rng.randrange(len(names))]


def pick(ctx: GenerationContext, items: Sequence[T]) -> T:
    if not items:
        raise NoSuchForm("nothing in the model for this grade")
    return items[ctx.rng.randrange(len(items))]


def wrongs(
    ctx: GenerationContext, pool: Iterable[T], text: Callable[[T], str], misconception: str,
    reason: Callable[[T], str], limit: int = 4,
) -> tuple[Wrong, ...]:  # fmt: skip
    """Up to ``limit`` wrong answers drawn from ``pool`` (distinct texts)."""
    seen: dict[str, T] = {}
    for entry in pool:
        seen.setdefault(text(entry).lower(), entry)
    chosen = ctx.rng.sample(list(seen.values()), min(limit, len(seen)))
    return tuple(Wrong(text(e), misconception, reason(e)) for e in chosen)


def pairs_count(ctx: GenerationContext) -> int:
    """Matching: three pairs at easy, four at medium, five at hard."""
    return 3 + ctx.level.rank


def distinct_pairs(
    ctx: GenerationContext,
    entries: Sequence[T],
    left: Callable[[T], str],
    rights: Callable[[T], Sequence[str]],
) -> list[tuple[str, str]]:
    """Pairs (left, one of its rights) with distinct rights, chosen so that no left also fits another
    pair's right: a matching item with exactly one way to match (three to five pairs by level; drawn
    again when an order of the entries gives too few)."""
    best: list[tuple[str, str]] = []
    for _ in range(10):
        pairs: list[tuple[str, str]] = []
        used: list[T] = []
        for entry in ctx.rng.sample(list(entries), len(entries)):
            if any(p[1] in rights(entry) for p in pairs):
                continue
            options = [r for r in rights(entry) if all(r not in rights(u) for u in used)]
            if not options:
                continue
            pairs.append((left(entry), options[ctx.rng.randrange(len(options))]))
            used.append(entry)
            if len(pairs) == pairs_count(ctx):
                return pairs
        best = max(best, pairs, key=len)
    if len(best) < 3:
        raise NoSuchForm("too few pairs that cannot be mixed up")
    return best


def match_draft(
    ctx: GenerationContext, pairs: Sequence[tuple[str, str]], *, prompt: str, why: str, key: str,
    standard: str | None = None,
) -> Draft:  # fmt: skip
    return matching_draft(
        ctx, pairs, prompt=prompt, instructions="Draw a line to match each one.", why=why,
        key=f"{key}|" + "|".join(sorted(p[0] for p in pairs)), standard=standard,
    )  # fmt: skip


def claim_or_match(
    ctx: GenerationContext,
    claim: Callable[[], Claim],
    match: Callable[[], Draft],
    passage: Passage | None = None,
) -> Draft:
    """The matching item when the skill asks for one, otherwise the claim in the asked form (a claim
    with no such form, say no sentence for a true-false item, is drawn again)."""
    if ctx.content_type is MT:
        return match()
    for _ in range(20):
        drawn = claim()
        if drawn.sentence or ctx.content_type not in (TF, FB):
            return claim_draft(ctx, drawn, passage=passage)
    raise NoSuchForm(f"no claim with a {ctx.content_type.value} form")


def informational(title: str, paragraphs: Sequence[str], key_terms: Sequence[str] = ()) -> Passage:
    return Passage(
        title=title,
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=list(paragraphs))],
        key_terms=list(key_terms) or None,
        genre="informational",
    )


def named(entries: Sequence[dict[str, Any]], field: str, value: Any) -> dict[str, Any]:
    """The entry whose ``field`` is ``value``."""
    return next(e for e in entries if e[field] == value)
