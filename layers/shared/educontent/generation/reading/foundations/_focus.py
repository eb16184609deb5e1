"""The one dispatch of the foundations generators that ask several kinds of question: the skill's
``focus`` names a table of builders by content type (one builder, or several to pick from)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

Builder = Callable[[GenerationContext], Draft]


def focus_draft(
    ctx: GenerationContext, focus: Mapping[str, Mapping[str, Builder | Sequence[Builder]]]
) -> Draft:
    """The draft of the skill's focus in the requested content type; ``NoSuchForm`` when that focus
    has no such form (the engine then draws another type)."""
    table = focus[ctx.params.focus]
    if ctx.content_type not in table:
        raise NoSuchForm(f"{ctx.params.focus} has no {ctx.content_type} form")
    built = table[ctx.content_type]
    builder: Builder = pick(ctx.rng, built) if isinstance(built, Sequence) else built
    return builder(ctx)
