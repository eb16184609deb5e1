"""A circle with its radius or diameter drawn and labelled."""

from __future__ import annotations

from educontent.generation.draw.graphs import dot
from educontent.generation.draw.svg import INK, document, line, text


def circle_with_radius(label: str, *, diameter: bool, title: str, desc: str) -> str:
    """A circle with its centre, and a radius (or with ``diameter`` a diameter) labelled ``label``."""
    cx, cy, r = 160, 140, 100
    body = [
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="{INK}" stroke-width="3"/>',
        dot(cx, cy, 4),
    ]
    if diameter:
        body.append(line(cx - r, cy, cx + r, cy, 2))
        body.append(text(cx, cy - 10, label, size=15))
    else:
        body.append(line(cx, cy, cx + r, cy, 2))
        body.append(text(cx + r / 2, cy - 10, label, size=15))
    return document(320, 280, title, desc, body)
