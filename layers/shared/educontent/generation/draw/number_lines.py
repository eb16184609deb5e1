"""Number lines for the grade 6-7 generators: labelled points, an inequality's ray with an open or
closed boundary, jumps (arrows from one value to another) and stacked dots (a dot plot). Marks carry
a ``class`` (``tick-label``, ``pt``, ``dot``, ``ray``, ``jump`` ...) so a reader can tell them apart."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from educontent.generation.draw.figures import label
from educontent.generation.draw.svg import INK, SHADE, document, line
from educontent.generation.numbers.rationals import fx

F = Fraction


def _arrowhead(x: float, y: float, direction: int, size: float = 8) -> str:
    tip = x + size * direction
    return f'<path d="M{x:.1f},{y - 6:.1f} L{tip:.1f},{y:.1f} L{x:.1f},{y + 6:.1f}" fill="{INK}" stroke="{INK}" stroke-width="1"/>'


def number_line(
    lo: Fraction | int,
    hi: Fraction | int,
    step: Fraction | int,
    *,
    title: str,
    desc: str,
    label_every: int = 1,
    points: Sequence[tuple[Fraction | int, str]] = (),
    ray: tuple[Fraction | int, int, bool] | None = None,
    jumps: Sequence[tuple[Fraction | int, Fraction | int]] = (),
    dots: dict[Fraction, int] | None = None,
    width: int = 560,
) -> str:
    """A number line from ``lo`` to ``hi`` with a tick every ``step`` (labelled every
    ``label_every`` ticks). ``points`` are dots with a letter; ``ray`` is (boundary, direction,
    closed) for an inequality; ``jumps`` are arrows from one value to another; ``dots`` stacks dots
    over values (a dot plot)."""
    if not all(isinstance(v, int) for v in (lo, hi, step)):
        lo, hi, step = F(lo), F(hi), F(step)
    left, right = 40, width - 40
    stack = max(dots.values()) if dots else 0
    y = 60 + (16 * stack if dots else 0) + (50 if jumps else 0)
    scale = (right - left) / float(hi - lo)
    flo = float(lo)

    def px(v: Fraction | int) -> float:
        return left + (float(v) - flo) * scale

    body = [line(left - 14, y, right + 14, y), _arrowhead(left - 14, y, -1), _arrowhead(right + 14, y, 1)]
    ticks = int((hi - lo) / step)
    for i in range(ticks + 1):
        value = lo + step * i
        x = px(value)
        body.append(line(x, y - 7, x, y + 7, 1.5))
        if i % label_every == 0:
            body.append(label(x, y + 26, fx(value), cls="tick-label"))
    if dots:
        for value in sorted(dots):
            for k in range(dots[value]):
                body.append(
                    f'<circle class="dot" cx="{px(value):.1f}" cy="{y - 16 - 16 * k:.1f}" r="6" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
                )
    for start, end in jumps:
        x1, x2 = px(start), px(end)
        mid = (x1 + x2) / 2
        body.append(
            f'<path class="jump" d="M{x1:.1f},{y - 4:.1f} Q{mid:.1f},{y - 70:.1f} {x2:.1f},{y - 4:.1f}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(
            f'<path d="M{x2 - 6:.1f},{y - 16:.1f} L{x2:.1f},{y - 4:.1f} L{x2 + 6:.1f},{y - 16:.1f}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(f'<circle class="start" cx="{x1:.1f}" cy="{y}" r="5" fill="{INK}"/>')
    if ray is not None:
        value, direction, closed = ray
        x = px(value)
        end = right + 10 if direction > 0 else left - 10
        body.append(
            f'<line class="ray" x1="{x:.1f}" y1="{y}" x2="{end:.1f}" y2="{y}" stroke="{INK}" stroke-width="6"/>'
        )
        body.append(_arrowhead(end, y, 1 if direction > 0 else -1, 12))
        fill = INK if closed else "#fff"
        body.append(
            f'<circle class="boundary" cx="{x:.1f}" cy="{y}" r="8" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
        )
    for value, name in points:
        body.append(f'<circle class="pt" cx="{px(value):.1f}" cy="{y}" r="6" fill="{INK}"/>')
        body.append(label(px(value), y - 16, name, size=15, cls="pt-label", bold=True))
    return document(width, int(y + 46), title, desc, body)
