"""What a caller chooses about a worksheet: its title, whether it has an answer key, its paper size."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from educontent.catalog.index import get_catalog
from educontent.generation.engine import Batch

AnswerKeyMode = Literal["separate", "none"]
Paper = Literal["letter", "a4"]

PAPER_MM: dict[Paper, tuple[float, float]] = {"letter": (215.9, 279.4), "a4": (210.0, 297.0)}
"""Width and height of each paper size in millimetres (portrait)."""

DEFAULT_TITLE = "Practice worksheet"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]+")
"""Control characters in a caller's title print as spaces (an escape sequence never reaches a page)."""
TITLE_MAX = 120
"""A title longer than this is cut (with an ellipsis): it must fit the head of a page."""


@dataclass(frozen=True)
class WorksheetOptions:
    """``title`` is the caller's text (printed escaped); ``None`` means a title built from the batch."""

    title: str | None = None
    answer_key: AnswerKeyMode = "separate"
    paper: Paper = "letter"


def worksheet_title(batch: Batch, options: WorksheetOptions) -> str:
    """The caller's title (trimmed), else the skill's name, else a general title for several skills."""
    title = " ".join(_CONTROL.sub(" ", options.title).split()) if options.title is not None else ""
    if title:
        return title if len(title) <= TITLE_MAX else title[: TITLE_MAX - 1].rstrip() + "…"
    if len(batch.skills_used) == 1:
        record = get_catalog().skill_records.get(batch.skills_used[0])
        if record is not None:
            return record.name
    return DEFAULT_TITLE
