"""Library skills that also read engine-built passages (``PassageParams.built``).

A curated library set holds about fifteen passages, so a skill that reads only its sets shows the same
few texts again and again. A skill whose questions the story and article engine can also ask names
those engine kinds in ``built``; with the fixed probability ``share`` an item is then drawn from a
freshly built story or article and asked with the engine's own question builders
(``world.story_asks``, ``world.article_asks``; built poems ask ``world.poems``' rhyme and
repeated-line questions), whose answers are true by construction. The item
practises the skill's standard, as its library items do. A skill that compares two texts names pair
kinds in ``pairs`` (``world.pair_asks``): its built items show two built articles on one subject or two
built stories with one lesson, as passage-based items with a paired passage.
A skill about arguments names argument kinds in ``arguments`` (``world.argument_asks``): its built items
read an opinion passage built from the argument world (a claim, reasons and evidence, an unsupported
reason, a sentence off the point), and its true-false items judge one sentence of that world.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.types import MC, OR, PB, SA, TF
from educontent.generation.reading.comprehension.world import (
    accounts,
    argument_asks,
    article_asks,
    form_asks,
    narrator_asks,
    pair_asks,
    picture_asks,
    poems,
    story_asks,
    view_asks,
)
from educontent.generation.reading.comprehension.world.asking import BuiltParams, Kind
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

ORDER = "order"
"""The kind that makes ordering items: the story's events or the article's life-cycle stages."""


class BuiltShare(BaseModel):
    """Which engine question kinds a library skill also asks, and how often."""

    model_config = ConfigDict(extra="forbid")

    stories: list[str] = Field(
        default_factory=list, description="Story kinds asked about built stories ('order': events to order)."
    )
    articles: list[str] = Field(
        default_factory=list, description="Article kinds asked about built articles ('order': stages)."
    )
    poems: list[str] = Field(
        default_factory=list, description="Poem kinds asked about built poems ('rhyme', 'repeated-line')."
    )
    pairs: list[str] = Field(
        default_factory=list,
        description="Pair kinds ('pair-articles', 'pair-stories'): two built texts shown in one passage-based item.",
    )
    forms: list[str] = Field(
        default_factory=list,
        description="Form kinds (world.form_asks): a built story told as a story, a play or in chapters.",
    )
    narrators: list[str] = Field(
        default_factory=list, description="Narrator kinds asked about built first- or third-person stories."
    )
    accounts: list[str] = Field(
        default_factory=list, description="Account kinds: one built event told firsthand and secondhand."
    )
    views: list[str] = Field(
        default_factory=list,
        description="Point-of-view kinds asked about built stories told with their characters' views (world/view_asks.py).",
    )
    arguments: list[str] = Field(
        default_factory=list,
        description="Argument kinds asked about built opinion passages (world.argument_asks); also true-false.",
    )
    pictures: list[str] = Field(
        default_factory=list,
        description="Picture kinds ('picture-*' of stories, 'diagram-*' of articles): a built passage with a captioned picture.",
    )
    share: float = Field(default=0.4, gt=0, lt=1, description="Share of items asked about a built passage.")


_SOURCES: tuple[tuple[str, str, dict[str, Kind], Callable[[GenerationContext], Draft]], ...] = (
    ("stories", "fiction", story_asks.KINDS, story_asks.item),
    ("articles", "informational", article_asks.KINDS, article_asks.item),
    ("poems", "poem", poems.KINDS, poems.item),
    ("pairs", "", {}, pair_asks.item),
    ("forms", "fiction", form_asks.KINDS, form_asks.item),
    ("narrators", "fiction", narrator_asks.KINDS, narrator_asks.item),
    ("accounts", "informational", accounts.KINDS, accounts.item),
    ("views", "fiction", view_asks.KINDS, view_asks.item),
    ("arguments", "opinion", argument_asks.KINDS, argument_asks.item),
    ("pictures", "fiction", picture_asks.STORY_KINDS, picture_asks.story_item),
    ("pictures", "informational", picture_asks.ARTICLE_KINDS, picture_asks.article_item),
)


def _fits(content_type: str, kinds: list[str], table: dict[str, Kind]) -> bool:
    """Whether ``kinds`` can make an item of ``content_type`` about a built passage."""
    if not table:  # two texts: only a passage-based item shows both
        return content_type == PB and any(k in pair_asks.GENRES for k in kinds)
    if content_type == TF:  # an argument's claim and one of its sentences, judged
        return table is argument_asks.KINDS and any(k in table for k in kinds)
    if content_type == OR:
        return ORDER in kinds
    if content_type == SA:
        return any(k in table and table[k].words for k in kinds)
    return content_type in (PB, MC) and any(k in table for k in kinds)


def built_draft(ctx: GenerationContext, standard_of: Callable[[str, str], str | None]) -> Draft | None:
    """An item about a built passage (with probability ``share``, when the skill's engine kinds fit the
    content type and the drawn passage can be asked one of them), or None: the item comes from the
    library. ``standard_of(genre, kind)`` is the skill's standard for a question of that kind about a
    text of that genre."""
    built: BuiltShare | None = ctx.params.built
    if built is None:
        return None
    sources = [
        (genre, kinds, make)
        for name, genre, table, make in _SOURCES
        if _fits(ctx.content_type, kinds := getattr(built, name), table)
    ]
    if not sources or ctx.rng.random() >= built.share:
        return None
    genre, kinds, make = pick(ctx.rng, sources)
    asks = [k for k in kinds if k != ORDER] or kinds
    codes = {k: code for k in kinds if (code := standard_of(genre or pair_asks.GENRES[k], k)) is not None}
    try:
        return make(replace(ctx, params=BuiltParams(asks=asks, kind_standards=codes)))
    except NoSuchForm:  # the drawn passage cannot be asked these kinds (no glossary, no setting)
        return None
