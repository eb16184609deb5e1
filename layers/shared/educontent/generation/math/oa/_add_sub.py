"""Adding and subtracting small numbers, shared by the operations generators: counting on and
back in words, and the usual wrong sums and differences."""

from __future__ import annotations

from educontent.generation.kit.picture_forms import Mistake


def count_on(a: int, b: int) -> str:
    """Counting on from ``a`` by ``b`` in words (empty when ``b`` is more than 5)."""
    if b == 0:
        return f"Adding 0 does not change the number: {a} + 0 = {a}."
    if b > 5:
        return ""
    said = ", ".join(str(a + k) for k in range(1, b + 1))
    return f"Start at {a} and count on {b}: {said}."


def count_back(a: int, b: int) -> str:
    """Counting back from ``a`` by ``b`` in words (empty when ``b`` is more than 5)."""
    if b == 0:
        return f"Taking away 0 leaves the same number: {a} - 0 = {a}."
    if b > 5:
        return ""
    said = ", ".join(str(a - k) for k in range(1, b + 1))
    return f"Start at {a} and count back {b}: {said}."


def add_mistakes(a: int, b: int) -> list[Mistake]:
    """Wrong answers to ``a + b``."""
    s = a + b
    return [
        (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
        (
            s - 1,
            "counted-on-from-the-wrong-number",
            "Counting on started at the first number, so one was lost.",
        ),
        (s + 1, "counted-one-too-many", "One extra was counted."),
        (max(a, b), "counted-only-one-group", "Only one of the numbers was counted."),
    ]


def sub_mistakes(a: int, b: int) -> list[Mistake]:
    """Wrong answers to ``a - b``."""
    d = a - b
    return [
        (a + b, "added-instead-of-subtracted", "This is the sum, not the difference."),
        (d + 1, "counted-back-one-too-few", "Counting back stopped one step early."),
        (d - 1, "counted-back-one-too-many", "Counting back went one step too far."),
        (a, "forgot-to-take-away", "Nothing was taken away."),
    ]
