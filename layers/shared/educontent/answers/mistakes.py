"""Recognising misconceptions in free responses to math items (placeholder: the "mistakes" helper
replaces this module; keep the signature)."""

from __future__ import annotations

from educontent.answers.schemas import MisconceptionMatch
from educontent.generation.items import ContentItem


def recognise(item: ContentItem, understood: str) -> MisconceptionMatch | None:
    """The misconception a wrong free response shows, if one is recognised (none yet)."""
    del item, understood
    return None
