"""Wrong answers for math questions: keep the misconceptions whose value really differs from the
answer (one per display), read numbers as items write them, and render a question for the
requested content type."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from fractions import Fraction

from educontent.generation.kit.math_forms import MathQuestion, Misconception, render
from educontent.generation.registry import Draft, GenerationContext


def wrong_answers(
    correct: object, candidates: Iterable[Misconception], value: Callable[[str], object]
) -> tuple[Misconception, ...]:
    """Misconceptions whose value differs from ``correct``, one per display, in order."""
    out: list[Misconception] = []
    seen: set[str] = set()
    for m in candidates:
        if m.display in seen:
            continue
        try:
            v = value(m.display)
        except (ValueError, ZeroDivisionError):
            continue
        if v is None or v == correct:
            continue
        seen.add(m.display)
        out.append(m)
    return tuple(out)


def distinct(candidates: Iterable[Misconception], answer: str = "") -> tuple[Misconception, ...]:
    """The misconceptions in order, one per display, without the answer's display."""
    out: list[Misconception] = []
    seen = {answer}
    for m in candidates:
        if m.display not in seen:
            seen.add(m.display)
            out.append(m)
    return tuple(out)


def parse_value(text: str) -> Fraction:
    """A number as written here: ``12``, ``1,200``, ``3/4``, ``2 1/4``, ``0.35``."""
    text = text.strip().replace(",", "")
    if " " in text:
        whole, part = text.split(" ", 1)
        return Fraction(int(whole)) + Fraction(part)
    return Fraction(text)


def non_negative(text: str) -> Fraction | None:
    """The value of ``text``, or None when it is negative (not a choice a child is offered)."""
    value = parse_value(text)
    return None if value < 0 else value


def emit(q: MathQuestion, ctx: GenerationContext) -> Draft:
    """``q`` rendered as the context's content type with the context's rng."""
    return render(q, ctx.content_type, ctx.rng)
