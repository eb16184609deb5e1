"""What a caller sends as a response and what checking it answers (docs/answers.md)."""

from __future__ import annotations

from typing import Literal

from educontent.core.models import ApiModel

ResponseValue = str | int | float | bool | list[str | int | float]
"""A caller's response, as JSON."""

Verdict = Literal["correct", "incorrect", "not-simplified", "needs-review"]


class ResponseShapeError(ValueError):
    """The response has the wrong JSON shape for the item (a list for a number, a number for a
    matching item, a list of the wrong length). The route turns it into a 422 problem."""


class MisconceptionMatch(ApiModel):
    id: str
    """A misconception id (the same ids as ``Distractor.misconception`` in items)."""
    explanation: str
    """Short, for the learner or teacher: why this answer is tempting, what went wrong."""


class CheckOutcome(ApiModel):
    correct: bool | None
    """None only when the item is open-ended (a person decides: verdict ``needs-review``)."""
    verdict: Verdict
    expected: str
    """The expected answer as displayed (``item.answer.display``, with its unit if any)."""
    understood: str | None
    """The response as understood, normalised (``3/4``, ``B``, ``12.5 cm``); None if unreadable."""
    feedback: str | None
    """When not correct: one or two sentences a teacher would say."""
    misconception: MisconceptionMatch | None


def outcome(
    verdict: Verdict,
    expected: str,
    understood: str | None,
    feedback: str | None = None,
    misconception: MisconceptionMatch | None = None,
) -> CheckOutcome:
    """A ``CheckOutcome`` whose ``correct`` follows from its verdict (no feedback when correct)."""
    correct = None if verdict == "needs-review" else verdict == "correct"
    return CheckOutcome(
        correct=correct,
        verdict=verdict,
        expected=expected,
        understood=understood,
        feedback=None if correct else feedback,
        misconception=None if correct else misconception,
    )
