"""Number lines drawn by tick count rather than by value: a line of equal steps with labels and
points at chosen ticks, and two lines cut into different parts per whole, one above the other."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from educontent.generation.draw import svg


def ticks_line(
    ticks: int, labels: dict[int, str], points: Sequence[tuple[float, str]], *, title: str, desc: str
) -> str:
    """A number line with ``ticks`` equal steps; ``labels`` maps a tick index to its label and
    ``points`` are (tick position, name) marked with a dot. Positions are only for drawing."""
    left, right, y = 30, 530, 70
    step = (right - left) / ticks
    body = [
        svg.line(left - 10, y, right + 10, y),
        f'<path d="M{left - 10},{y - 6} L{left - 18},{y} L{left - 10},{y + 6}" fill="none" stroke="{svg.INK}" stroke-width="2"/>',
        f'<path d="M{right + 10},{y - 6} L{right + 18},{y} L{right + 10},{y + 6}" fill="none" stroke="{svg.INK}" stroke-width="2"/>',
    ]
    for i in range(ticks + 1):
        x = left + i * step
        tall = 10 if i in labels else 7
        body.append(svg.line(x, y - tall, x, y + tall, 2))
        if i in labels:
            body.append(svg.text(x, y + 28, labels[i]))
    for pos, name in points:
        x = left + pos * step
        body.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{svg.INK}"/>')
        body.append(svg.text(x, y - 16, name, weight="bold"))
    return svg.document(560, 110, title, desc, body)


def double_number_line(
    end: int,
    top_den: int,
    bottom_den: int,
    top_point: Fraction,
    bottom_point: Fraction,
    *,
    title: str,
    desc: str,
) -> str:
    """Two number lines from 0 to ``end`` cut into ``top_den`` and ``bottom_den`` parts per whole, with
    point A on the top line and point B on the bottom line."""
    left, right = 40, 520
    scale = (right - left) / end
    body: list[str] = []
    for row, (den, point, name) in enumerate(((top_den, top_point, "A"), (bottom_den, bottom_point, "B"))):
        y = 60 + row * 90
        body.append(svg.line(left, y, right, y))
        for i in range(end * den + 1):
            x = left + i * scale / den
            whole = i % den == 0
            body.append(svg.line(x, y - (10 if whole else 7), x, y + (10 if whole else 7), 2))
            if whole:
                body.append(svg.text(x, y + 28, str(i // den)))
        x = left + float(point) * scale
        body.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{svg.INK}"/>')
        body.append(svg.text(x, y - 16, name, weight="bold"))
    return svg.document(560, 220, title, desc, body)
