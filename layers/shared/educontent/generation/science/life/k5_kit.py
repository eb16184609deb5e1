"""What the K-5 life science generators (``science.life``: organisms, life cycles, food chains,
plant growth, traits, fossils, survival, senses) share: names with their article and plural, lists
in words, informational passages made of model sentences, the written forms of a claim and matching
sets of a level's size.

Every random choice comes from ``ctx.rng``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from educontent.core.catalog_records import ContentType
from educontent.generation.difficulty import TaskKind
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import plural, with_article
from educontent.generation.kit.text_forms import distinct_pairs, matching_draft, skill_code
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def a(entry: Mapping[str, Any] | str) -> str:
    """``a rabbit``, ``an owl``."""
    return with_article(entry if isinstance(entry, str) else entry["name"])


def many(entry: Mapping[str, Any]) -> str:
    """The plural of an entry's name (its ``plural`` when the model gives one)."""
    return entry.get("plural") or plural(entry["name"])


def listed(words: Sequence[str], joiner: str = "and") -> str:
    """``grass``, ``grass and clover``, ``grass, clover, and leaves``."""
    if len(words) <= 2:
        return f" {joiner} ".join(words)
    return f"{', '.join(words[:-1])}, {joiner} {words[-1]}"


def passage(title: str, paragraphs: Sequence[Sequence[str]]) -> Passage:
    """An informational passage of paragraphs, each a list of sentences."""
    texts = [" ".join(sentences) for sentences in paragraphs if sentences]
    return Passage(
        title=title,
        text="\n\n".join(texts),  # the title is the passage's own field, not its first line
        sections=[PassageSection(paragraphs=texts)],
        genre="informational",
    )


def pairs_count(ctx: GenerationContext) -> int:
    """Three pairs to match at easy, four at medium, five at hard."""
    return 3 + ctx.level.rank


def matched(
    ctx: GenerationContext,
    candidates: Sequence[tuple[str, str]],
    *,
    fits: Callable[[str, str], bool] | None = None,
    prompt: str,
    why: str,
    key: str,
    standard: str | None = None,
) -> Draft:
    """A matching item of ``pairs_count`` pairs drawn from ``candidates`` (no left or right twice, and,
    with ``fits``, no left that also fits another pair's right)."""
    pairs: list[tuple[str, str]] = []
    for left, right in distinct_pairs(ctx.rng, [list(p) for p in candidates], len(candidates)):
        clash = fits is not None and any(fits(left, r) or fits(lf, right) for lf, r in pairs)
        if len(pairs) < pairs_count(ctx) and not clash:
            pairs.append((left, right))
    if len(pairs) < 3:
        raise NoSuchForm("too few distinct pairs to match")
    return matching_draft(
        ctx,
        pairs,
        prompt=prompt,
        instructions="Draw a line to match each one on the left with one on the right.",
        why=why,
        key=f"{key}|" + "|".join(sorted(left for left, _ in pairs)),
        standard=standard,
        task="identify",
    )


ClaimMaker = Callable[[GenerationContext], Claim]
TRIES = 40


def attempt(ctx: GenerationContext, build: Callable[[GenerationContext], Draft]) -> Draft:
    """``build``'s draft, drawn again (with the same random source, so still seeded) while what it drew
    has no form of the content type, up to ``TRIES`` times."""
    for _ in range(TRIES - 1):
        try:
            return build(ctx)
        except NoSuchForm:
            continue
    return build(ctx)


def serve(
    ctx: GenerationContext,
    forms: Mapping[ContentType, Callable[[GenerationContext], Draft]],
    claims: Mapping[str, ClaimMaker],
) -> Draft:
    """A generator's item: made by its builder of ``ctx.content_type`` when it has one (a table, an
    ordering, a diagram...), otherwise the written form of a claim of one of the skill's asks."""
    build = forms.get(ctx.content_type)
    if build is not None:
        return attempt(ctx, build)
    asks = [k for k in ctx.params.asks if k in claims]
    return written(ctx, lambda c: claims[pick(c.rng, asks)](c))


def written(ctx: GenerationContext, make: ClaimMaker) -> Draft:
    """The item of ``ctx.content_type`` of a claim ``make`` draws (drawn again when a claim has no such
    form)."""
    return attempt(ctx, lambda c: claim_draft(c, make(c)))


def picture_choice(
    ctx: GenerationContext,
    question: str,
    drawing: str,
    answer: str,
    why: str,
    wrong: Sequence[Sequence[str]],
    key: str,
    *,
    kind: str = "model",
    task: TaskKind = "represent",
    steps: int = 2,
) -> Draft:
    """A multiple-choice question about a drawing (a life cycle, a food chain, rock layers, a model of
    the senses): ``wrong`` as ``[text, misconception, reason]``, offered in a random order."""
    draft = diagram_draft(
        question,
        drawing,
        answer,
        why,
        ctx.rng.sample(list(wrong), len(wrong)),
        ctx.rng,
        key,
        kind=kind,
        task=task,
        steps=steps,
    )
    draft.standard = skill_code(ctx, None)
    return draft
