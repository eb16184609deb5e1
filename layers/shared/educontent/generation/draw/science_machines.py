"""Diagrams of the simple-machines generator (``science.physical.machines``): a lever on a fulcrum
with an effort arrow and a load, a ramp with a box pushed up it, and a pulley hanging from a beam
with a load on one end of its rope and a pull on the other. Labels are passed in, so one of them can
be shown as "?". Each returns the SVG document as a string; black strokes and grey fills only."""

from __future__ import annotations

from collections.abc import Mapping

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, circle, label, poly

SLOTS = (110.0, 300.0, 490.0)
"""The x of the left end, middle and right end places along the lever's bar."""


def lever(
    order: tuple[str, str, str],
    names: Mapping[str, str],
    effort_up: bool,
    title: str,
    desc: str,
    name: str = "",
) -> str:
    """A bar with the fulcrum, the load and the effort at its left end, middle and right end in
    ``order`` (each a part: "fulcrum", "load", "effort"); ``names`` gives each part's written label.
    The effort arrow points down at the bar, or up at it when ``effort_up``; ``name`` (the machine's
    name, or "?") is written at the bottom right when given."""
    bar_y = 140
    body = [
        f'<rect x="80" y="{bar_y - 6}" width="440" height="12" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>'
    ]
    for part, x in zip(order, SLOTS, strict=True):
        if part == "fulcrum":
            body.append(poly(f"{x},{bar_y + 6} {x - 26},{bar_y + 56} {x + 26},{bar_y + 56}", SHADE))
            body.append(label(x, bar_y + 80, names[part], 15, weight="bold"))
        elif part == "load":
            body.append(
                f'<rect x="{x - 30}" y="{bar_y - 56}" width="60" height="50" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
            )
            body.append(label(x, bar_y - 70, names[part], 15, weight="bold"))
        elif effort_up:
            body.append(arrow(x, bar_y + 80, x, bar_y + 10, 4))
            body.append(label(x, bar_y + 100, names[part], 15, weight="bold"))
        else:
            body.append(arrow(x, bar_y - 80, x, bar_y - 10, 4))
            body.append(label(x, bar_y - 92, names[part], 15, weight="bold"))
    body.append(svg.line(40, bar_y + 56, 560, bar_y + 56, 2))
    if name:
        body.append(label(540, bar_y + 100, name, 16, weight="bold"))
    return svg.document(600, 260, title, desc, body)


def ramp(name: str, title: str, desc: str) -> str:
    """A sloping ramp from the floor up to a platform, a box on the slope and a push arrow up the
    slope; ``name`` is written under the ramp."""
    body = [
        svg.line(30, 210, 570, 210, 2),
        poly("90,210 420,90 420,210", LIGHT),
        f'<rect x="420" y="90" width="130" height="120" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        poly("230,159 275,143 263,111 218,127", "#fff"),
        arrow(140, 180, 205, 156, 4),
        label(140, 158, "push", 14, weight="bold"),
        label(255, 240, name, 16, weight="bold"),
    ]
    return svg.document(600, 270, title, desc, body)


def pulley(name: str, title: str, desc: str) -> str:
    """A wheel hanging from a beam with a rope over it: a load hangs on the left end, a pull arrow
    points down on the right end; ``name`` is written beside the wheel."""
    body = [
        f'<rect x="180" y="20" width="240" height="16" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.line(300, 36, 300, 60, 2),
        circle(300, 90, 40, LIGHT),
        circle(300, 90, 5, INK),
        svg.line(260, 90, 260, 190, 2),
        svg.line(340, 90, 340, 200, 2),
        f'<rect x="230" y="190" width="60" height="50" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        label(260, 262, "load", 14, weight="bold"),
        arrow(340, 200, 340, 250, 4),
        label(380, 240, "pull", 14, weight="bold"),
        label(430, 95, name, 16, weight="bold"),
    ]
    return svg.document(600, 280, title, desc, body)
