"""What a caller sends as a response and what checking it answers (docs/answers.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict

from educontent.core.models import ApiModel

ResponseValue = str | int | float | bool | list[str | int | float]
"""A caller's response, as JSON."""

Verdict = Literal["correct", "incorrect", "not-simplified", "needs-review"]


class ResponseShapeError(ValueError):
    """The response has the wrong JSON shape for the item (a list for a number, a number for a
    matching item, a list of the wrong length). The route turns it into a 422 problem."""


class MisconceptionMatch(ApiModel):
    """The misconception a wrong answer matches."""

    model_config = ConfigDict(use_attribute_docstrings=True)  # the notes below each field describe it
    id: str
    """A misconception id, as items' distractors name them and `GET /misconceptions` lists them."""
    explanation: str
    """For the learner or teacher: what went wrong, in a sentence or two."""


class CheckOutcome(ApiModel):
    """What checking one response found (docs/answers.md)."""

    model_config = ConfigDict(use_attribute_docstrings=True)
    correct: bool | None
    """Whether the response is right; `null` only for an open-ended item (a person decides: verdict `needs-review`)."""
    verdict: Verdict
    """`correct`, `incorrect`, `not-simplified` (the right value, not in the form the item asks for) or `needs-review`."""
    expected: str
    """The expected answer as displayed (the item's `answer.display`)."""
    understood: str | None
    """The response as understood, normalised (`3/4`, `B`, `12.5 cm`); `null` when it could not be read."""
    feedback: str | None
    """When not correct: one or two sentences a teacher would say; `null` when correct."""
    misconception: MisconceptionMatch | None
    """When wrong, the misconception the response matches, if it matches a known one."""


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
