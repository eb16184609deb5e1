"""Graphs of counts for the early grades: picture graphs (one icon per count, with a key), bar
graphs with a single-unit scale, and line plots (one X per measurement)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw import svg
from educontent.generation.draw.pictures import icon
from educontent.generation.draw.svg import INK, SHADE, document, line, text


def picture_graph(
    categories: Sequence[str], counts: Sequence[int], *, category: str, title: str, desc: str
) -> str:
    """A picture graph: one row per category, one picture per count, and a key (each picture is 1)."""
    row_h, left = 40, 120
    most = max(counts, default=1)
    width = left + most * 36 + 30
    body = []
    for i, (name, count) in enumerate(zip(categories, counts, strict=True)):
        y = 20 + i * row_h
        body.append(text(left - 10, y + 24, name, size=13, anchor="end"))
        body.extend(icon(category, left + 18 + k * 36, y + 18, 14) for k in range(count))
    key_y = 20 + len(categories) * row_h + 24
    body.append(svg.icon_shape(category, 30, key_y, 10))
    body.append(text(48, key_y + 5, "= 1", size=13, anchor="start"))
    return document(int(width), key_y + 24, title, desc, body)


@lru_cache(maxsize=512)
def _bar_frame(categories: tuple[str, ...], steps: int) -> tuple[str, float]:
    """Axes, grid lines and labels of a single-unit bar graph (shared by graphs with the same frame)."""
    height, left, bottom, bar_w, gap = 220, 60, 250, 50, 30
    width = left + len(categories) * (bar_w + gap) + 30
    unit = height / steps
    body = [line(left, bottom, width - 10, bottom), line(left, bottom, left, bottom - height - 10)]
    for s in range(steps + 1):
        y = bottom - s * unit
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - 10}" y2="{y:.1f}" stroke="#ccc" stroke-width="1"/>'
        )
        body.append(text(left - 8, y + 4, str(s), size=12, anchor="end"))
    for i, name in enumerate(categories):
        x = left + gap / 2 + i * (bar_w + gap)
        body.append(text(x + bar_w / 2, bottom + 18, name, size=12))
    return "".join(body), unit


def bar_graph(categories: Sequence[str], values: Sequence[int], *, title: str, desc: str) -> str:
    """A bar graph with a single-unit scale: one grid line for every 1."""
    left, bottom, bar_w, gap = 60, 250, 50, 30
    frame, unit = _bar_frame(tuple(categories), max(values))
    bars = "".join(
        f'<rect class="bar" x="{left + gap / 2 + i * (bar_w + gap):.1f}" y="{bottom - v * unit:.1f}" width="{bar_w}" '
        f'height="{v * unit:.1f}" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        for i, v in enumerate(values)
    )
    width = left + len(categories) * (bar_w + gap) + 30
    return document(int(width), bottom + 40, title, desc, [frame, bars])


def line_plot(low: int, high: int, counts: dict[int, int], unit: str, *, title: str, desc: str) -> str:
    """A line plot: a number line from ``low`` to ``high`` with one X per measurement."""
    return _line_plot(low, high, tuple(sorted(counts.items())), unit, title, desc)


@lru_cache(maxsize=1024)
def _line_plot(
    low: int, high: int, frozen: tuple[tuple[int, int], ...], unit: str, title: str, desc: str
) -> str:
    counts = dict(frozen)
    step = 50
    base = 40 + max(counts.values(), default=1) * 20
    width = (high - low) * step + 80
    body = [line(30, base, width - 30, base)]
    for v in range(low, high + 1):
        x = 40 + (v - low) * step
        body.append(line(x, base - 6, x, base + 6))
        body.append(text(x, base + 24, str(v), size=13))
        for k in range(counts.get(v, 0)):
            body.append(
                f'<text class="mark" data-value="{v}" x="{x}" y="{base - 12 - k * 20}" font-size="18" '
                f'text-anchor="middle" {svg.FONT} fill="{INK}">X</text>'
            )
    body.append(text(width / 2, base + 46, f"Length ({unit})", size=13))
    return document(int(width), base + 56, title, desc, body)
