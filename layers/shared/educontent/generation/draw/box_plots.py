"""Box plots for the grade 6-7 generators: a five-number summary over a number line (``whisker``,
``box``, ``median``, ``tick-label``)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from educontent.generation.draw.figures import label
from educontent.generation.draw.svg import INK, SHADE, document, line


def box_plot(
    lo: int,
    hi: int,
    step: int,
    five: Sequence[Fraction | int],
    *,
    title: str,
    desc: str,
    label_every: int = 1,
) -> str:
    """A box plot of the five-number summary ``five`` over a number line."""
    width, left, right, y = 560, 40, 520, 120
    scale = (right - left) / (hi - lo)
    flo = float(lo)

    def px(v: Fraction | int) -> float:
        return left + (float(v) - flo) * scale

    body = [line(left - 10, y, right + 10, y)]
    for i, value in enumerate(range(lo, hi + 1, step)):
        body.append(line(px(value), y - 6, px(value), y + 6, 1.5))
        if i % label_every == 0:
            body.append(label(px(value), y + 24, str(value), cls="tick-label"))
    mn, q1, med, q3, mx = five
    mid = 60
    body.append(
        f'<line class="whisker" x1="{px(mn):.1f}" y1="{mid}" x2="{px(q1):.1f}" y2="{mid}" stroke="{INK}" stroke-width="2"/>'
    )
    body.append(
        f'<line class="whisker" x1="{px(q3):.1f}" y1="{mid}" x2="{px(mx):.1f}" y2="{mid}" stroke="{INK}" stroke-width="2"/>'
    )
    for v in (mn, mx):
        body.append(line(px(v), mid - 12, px(v), mid + 12, 2))
    body.append(
        f'<rect class="box" x="{px(q1):.1f}" y="{mid - 22}" width="{px(q3) - px(q1):.1f}" height="44" '
        f'fill="{SHADE}" fill-opacity="0.5" stroke="{INK}" stroke-width="2"/>'
    )
    body.append(
        f'<line class="median" x1="{px(med):.1f}" y1="{mid - 22}" x2="{px(med):.1f}" y2="{mid + 22}" stroke="{INK}" stroke-width="3"/>'
    )
    return document(width, y + 40, title, desc, body)
