"""Number lines with curved, labelled jumps from one value to another."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw.svg import INK, arrowhead, document, line, text


def jump_line(
    start: int,
    end: int,
    step: int,
    jumps: Sequence[tuple[int, int, str]],
    unit: str,
    *,
    title: str,
    desc: str,
) -> str:
    """A number line with curved jumps from one value to another, each with a label above."""
    left, right, y = 40, 540, 150
    span = end - start

    def px(v: int) -> float:
        return left + (v - start) / span * (right - left)

    body = [line(left - 12, y, right + 12, y, 2)]
    for v in range(start, end + 1, step):
        body.append(line(px(v), y - 7, px(v), y + 7, 2))
        body.append(text(px(v), y + 26, str(v), size=11))
    for i, (a, b, label) in enumerate(jumps):
        x1, x2 = px(a), px(b)
        lift = 50 + 22 * (i % 2)
        mid = (x1 + x2) / 2
        body.append(
            f'<path d="M{x1:.1f},{y - 4} Q{mid:.1f},{y - 2 * lift:.1f} {x2:.1f},{y - 4}" fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(arrowhead(x2, y - 4, math.pi / 2 + (0.6 if b > a else -0.6), 9))
        body.append(text(mid, y - lift - 8, label, size=13, weight="bold"))
    body.append(text((left + right) / 2, y + 50, unit, size=13))
    return document(580, y + 62, title, desc, body)
