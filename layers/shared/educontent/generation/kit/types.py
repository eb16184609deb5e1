"""Short names for the twelve content types, and the sets generators commonly declare."""

from __future__ import annotations

from educontent.core.catalog_records import ContentType

MC = ContentType.MULTIPLE_CHOICE
FB = ContentType.FILL_BLANK
TF = ContentType.TRUE_FALSE
SA = ContentType.SHORT_ANSWER
AR = ContentType.ARITHMETIC
DG = ContentType.DIAGRAM
MT = ContentType.MATCHING
OR = ContentType.ORDERING
WP = ContentType.WORD_PUZZLE
PC = ContentType.PICTURE_COUNTING
DT = ContentType.DATA_TABLE
PB = ContentType.PASSAGE_BASED

WRITTEN = frozenset({MC, FB, TF, SA})
"""The four forms every question can take: choose, fill in, judge, write."""
