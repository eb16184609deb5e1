"""Line plots: a fraction scale with an X above it for each data value."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from educontent.generation.draw.svg import document, line, text
from educontent.generation.numbers import fmt


def line_plot(
    start: Fraction,
    end: Fraction,
    step: Fraction,
    counts: dict[Fraction, int],
    label: str,
    *,
    title: str,
    desc: str,
) -> str:
    """A line plot: a scale from ``start`` to ``end`` every ``step``, with an X for each data value."""
    den = step.denominator
    k0, k1 = int(start * den), int(end * den)
    by_k = {int(v * den): n for v, n in counts.items()}
    return document(600, 294, title, desc, [_plot_axis(k0, k1, den, label), *_plot_marks(k0, k1, by_k)])


@lru_cache(maxsize=256)
def _plot_axis(k0: int, k1: int, den: int, label: str) -> str:
    left, right, y = 40, 560, 230
    gap = (right - left) / (k1 - k0)
    body = [line(left - 15, y, right + 15, y, 2)]
    for i, k in enumerate(range(k0, k1 + 1)):
        x = left + i * gap
        body.append(line(x, y - 7, x, y + 7, 2))
        body.append(text(x, y + 26, fmt(Fraction(k, den), mixed=True), size=12))
    body.append(text((left + right) / 2, y + 52, label, size=13))
    return "".join(body)


def _plot_marks(k0: int, k1: int, by_k: dict[int, int]) -> list[str]:
    left, right, y = 40, 560, 230
    gap = (right - left) / (k1 - k0)
    return [
        _x_mark(left + (k - k0) * gap, y - 14 - j * 22) for k, n in sorted(by_k.items()) for j in range(n)
    ]


@lru_cache(maxsize=1024)
def _x_mark(x: float, y: float) -> str:
    return text(x, y, "X", size=18, weight="bold")
