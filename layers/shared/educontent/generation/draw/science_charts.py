"""The pieces science diagrams are drawn with (black strokes on white, grey fills, as in
``draw/svg.py``): wrapped labels, labelled boxes, arrows with a head, circles, ellipses and
polygons; and the bar graph of an observation table's column. Each returns SVG markup."""

from __future__ import annotations

import math
from collections.abc import Sequence
from xml.sax.saxutils import escape

from educontent.generation.draw import svg

INK, SHADE = svg.INK, svg.SHADE
LIGHT = "#e6e6e6"


def label(x: float, y: float, value: str, size: int = 14, width: int = 16, weight: str = "normal") -> str:
    """Centred text, wrapped onto lines of about ``width`` characters (one <text> with <tspan>s)."""
    words, lines, current = value.split(), [], ""
    for word in words:
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    lines.append(current)
    top = y - (len(lines) - 1) * size * 0.6
    spans = "".join(
        f'<tspan x="{x:.1f}" y="{top + i * size * 1.2:.1f}">{escape(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    return f'<text font-size="{size}" text-anchor="middle" font-weight="{weight}" {svg.FONT} fill="{INK}">{spans}</text>'


def box(cx: float, cy: float, w: float, h: float, value: str, fill: str = "#fff") -> str:
    """A rounded box centred at (cx, cy) with ``value`` written inside."""
    return (
        f'<rect x="{cx - w / 2:.1f}" y="{cy - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" rx="8" fill="{fill}" '
        f'stroke="{INK}" stroke-width="2"/>' + label(cx, cy + 5, value, 13, width=max(8, int(w / 8)))
    )


def arrow(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    """A line from (x1, y1) with a filled head at (x2, y2)."""
    angle = math.atan2(y2 - y1, x2 - x1)
    left = (x2 - 10 * math.cos(angle - 0.45), y2 - 10 * math.sin(angle - 0.45))
    right = (x2 - 10 * math.cos(angle + 0.45), y2 - 10 * math.sin(angle + 0.45))
    return svg.line(x1, y1, x2, y2, width) + (
        f'<polygon points="{x2:.1f},{y2:.1f} {left[0]:.1f},{left[1]:.1f} {right[0]:.1f},{right[1]:.1f}" fill="{INK}"/>'
    )


def circle(cx: float, cy: float, r: float, fill: str = "#fff", width: float = 2) -> str:
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}" stroke="{INK}" stroke-width="{width}"/>'


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str = "#fff") -> str:
    return (
        f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="2"/>'
    )


def poly(points: str, fill: str = "#fff") -> str:
    """A polygon through ``points`` (``"x,y x,y ..."``)."""
    return f'<polygon points="{points}" fill="{fill}" stroke="{INK}" stroke-width="2"/>'


def column_bar_graph(
    column: str, names: Sequence[str], values: Sequence[int], *, scale: int, title: str, axis: str = ""
) -> str:
    """A bar graph of one column of a table (one bar per row); the description lists every bar."""
    desc = (
        f"A bar graph of {column.lower()}: "
        + ", ".join(f"{n}: {v}" for n, v in zip(names, values, strict=True))
        + "."
    )
    return svg.bar_graph(names, values, scale=scale, title=title, desc=desc, axis=axis)
