"""What the grade 1, 5 and 6 earth and space generators share (sky, shadows, stars, planets, space,
geologic time, rock cycle, plates, water cycle, atmosphere, resources, hazards, impact): a table of
asks, each with the content types it can make, and the params model listing a skill's asks; short
informational passages built from model sentences; numbers written for a reader.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from educontent.core.catalog_records import ContentType
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import FB, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

CLAIM_TYPES = frozenset({MC, TF, FB, SA})
"""The content types a claim with a sentence and wrong answers makes."""


@dataclass(frozen=True)
class Ask:
    """One kind of question: its builder and the content types it makes."""

    build: Callable[[GenerationContext], Draft]
    types: frozenset[ContentType]


def claim_ask(make: Callable[[GenerationContext], Claim], types: Iterable[ContentType] = CLAIM_TYPES) -> Ask:
    """An ask whose question is a ``Claim`` (rendered by ``claim_draft``)."""
    return Ask(lambda ctx: claim_draft(ctx, make(ctx)), frozenset(types))


def asks_params(table: dict[str, Ask], name: str) -> type:
    """The params model of a generator: ``asks``, one or more of the table's names."""
    return many_of(table, field="asks", name=name)


def run(ctx: GenerationContext, table: dict[str, Ask]) -> Draft:
    """The item of one of the skill's asks that makes the requested content type."""
    names = [a for a in ctx.params.asks if ctx.content_type in table[a].types]
    if not names:
        raise NoSuchForm(f"no ask of {ctx.params.asks} makes {ctx.content_type.value}")
    return table[pick(ctx.rng, names)].build(ctx)


def informational(title: str, paragraphs: Sequence[str]) -> Passage:
    """A short informational passage of plain paragraphs."""
    return Passage(
        title=title,
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=list(paragraphs))],
        genre="informational",
    )


def num(value: float) -> str:
    """A number as a reader writes it: thousands separated, no trailing ``.0``."""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,}"


def level_count(ctx: GenerationContext, easy: int, hard: int) -> int:
    """``easy`` things at easy, ``hard`` at hard, between them at medium."""
    return (easy, (easy + hard + 1) // 2, hard)[ctx.level.rank]
