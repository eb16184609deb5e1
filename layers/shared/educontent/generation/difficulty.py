"""Difficulty metadata computed from properties of the item (docs/generation.md gives the rule).

- ``dok`` and ``bloom`` follow the item's task kind: recalling a fact, applying a procedure,
  reading a representation, reasoning over several steps.
- ``gradeEquivalent`` is the skill's grade moved by the level and by how large the numbers are
  for that grade.
- ``complexityScore`` adds up steps, number size, representation and level, capped at 100.
"""

from __future__ import annotations

from functools import cache
from typing import Literal, NamedTuple

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.items import Bloom, Difficulty

TaskKind = Literal[
    "recall", "identify", "compute", "represent", "word-problem", "compare", "reason", "explain"
]

_DOK: dict[str, int] = {
    "recall": 1,
    "identify": 1,
    "compute": 1,
    "represent": 2,
    "word-problem": 2,
    "compare": 2,
    "reason": 3,
    "explain": 3,
}
_BLOOM: dict[str, Bloom] = {
    "recall": "remember",
    "identify": "remember",
    "compute": "apply",
    "represent": "understand",
    "word-problem": "apply",
    "compare": "analyze",
    "reason": "analyze",
    "explain": "evaluate",
}
_LEVEL_SHIFT = {DifficultyLevel.EASY: -0.3, DifficultyLevel.MEDIUM: 0.0, DifficultyLevel.HARD: 0.4}
_REPRESENTATION_POINTS = {"symbolic": 0, "text": 4, "visual": 6, "table": 8, "passage": 10}


class Features(NamedTuple):
    """What the generator knows about one item, from which its difficulty is computed (a tuple:
    cheap to make, hashable for the difficulty cache)."""

    task: TaskKind = "compute"
    steps: int = 1
    magnitude: int = 1  # digits of the largest number, or words/lines for text items
    representation: Literal["symbolic", "text", "visual", "table", "passage"] = "symbolic"


@cache
def compute_difficulty(features: Features, level: DifficultyLevel, grade: int) -> Difficulty:
    """Pure in its (hashable) arguments, so results are shared; ``Difficulty`` is immutable."""
    dok = _DOK[features.task]
    if features.steps >= 3 and dok < 3:
        dok += 1
    size_shift = max(-0.5, min(0.5, (features.magnitude - (1 + grade / 2)) * 0.15))
    grade_equivalent = round(max(0.0, min(9.0, grade + _LEVEL_SHIFT[level] + size_shift)), 1)
    score = (
        12 * min(features.steps, 5)
        + 5 * min(features.magnitude, 8)
        + _REPRESENTATION_POINTS[features.representation]
        + 10 * level.rank
        + 3 * grade
        + 4 * dok
    )
    # Values are computed here within their bounds; construct without re-validating (hot path).
    return Difficulty.model_construct(
        level=level,
        dok=dok,
        bloom=_BLOOM[features.task],
        grade_equivalent=grade_equivalent,
        complexity_score=float(min(100, score)),
    )
