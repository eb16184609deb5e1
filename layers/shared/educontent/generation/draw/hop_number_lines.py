"""Number lines with jumps: ticks, labels (every n, or exactly the ones given), dots at points and
arcs with arrow heads for each jump (counting on or back, jumps of ten)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from xml.sax.saxutils import escape

from educontent.generation.draw import svg
from educontent.generation.draw.svg import INK, document, line, text


def number_line(
    start: int,
    end: int,
    *,
    tick: int = 1,
    label_every: int = 1,
    labels: dict[int, str] | None = None,
    points: Sequence[tuple[int, str]] = (),
    jumps: Sequence[tuple[int, int, str]] = (),
    title: str,
    desc: str,
) -> str:
    """A number line from ``start`` to ``end`` with a tick every ``tick``, numbers every
    ``label_every`` (or exactly ``labels``), dots at ``points`` and arcs for ``jumps``."""
    frozen = None if labels is None else tuple(sorted(labels.items()))
    return _number_line(start, end, tick, label_every, frozen, tuple(points), tuple(jumps), title, desc)


@lru_cache(maxsize=1024)
def _number_line(
    start: int,
    end: int,
    tick: int,
    label_every: int,
    frozen: tuple[tuple[int, str], ...] | None,
    points: tuple[tuple[int, str], ...],
    jumps: tuple[tuple[int, int, str], ...],
    title: str,
    desc: str,
) -> str:
    labels = None if frozen is None else dict(frozen)
    width, left, right, y = 600, 30, 570, 110
    scale = (right - left) / (end - start)

    def px(v: float) -> float:
        return left + (v - start) * scale

    body = [line(left - 12, y, right + 12, y), _arrow(left - 12, y, -1), _arrow(right + 12, y, 1)]
    v = start
    while v <= end:
        x = px(v)
        body.append(
            f'<line class="tick" x1="{x:.1f}" y1="{y - 8}" x2="{x:.1f}" y2="{y + 8}" stroke="{INK}" stroke-width="2"/>'
        )
        label = labels.get(v) if labels is not None else (str(v) if (v - start) % label_every == 0 else None)
        if label:
            body.append(
                f'<text class="label" x="{x:.1f}" y="{y + 30}" font-size="13" text-anchor="middle" '
                f'{svg.FONT} fill="{INK}">{escape(label)}</text>'
            )
        v += tick
    for a, b, label in jumps:
        x1, x2 = px(a), px(b)
        mid = (x1 + x2) / 2
        height = min(60, 18 + abs(x2 - x1) / 4)
        body.append(
            f'<path class="jump" d="M{x1:.1f},{y - 4} Q{mid:.1f},{y - 4 - 2 * height:.1f} {x2:.1f},{y - 4}" '
            f'fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        direction = 1 if b > a else -1
        body.append(
            f'<path d="M{x2 - 7 * direction:.1f},{y - 14} L{x2:.1f},{y - 4} L{x2 + 3 * direction:.1f},{y - 16}" '
            f'fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(text(mid, y - 10 - height, label, size=13, weight="bold"))
    for value, name in points:
        body.append(f'<circle class="point" cx="{px(value):.1f}" cy="{y}" r="6" fill="{INK}"/>')
        if name:
            body.append(text(px(value), y - 16, name, weight="bold"))
    return document(width, 150, title, desc, body)


def _arrow(x: float, y: float, direction: int) -> str:
    tip = x + 8 * direction
    return f'<path d="M{x:.1f},{y - 6} L{tip:.1f},{y} L{x:.1f},{y + 6}" fill="none" stroke="{INK}" stroke-width="2"/>'
