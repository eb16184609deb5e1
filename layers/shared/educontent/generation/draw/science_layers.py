"""Earth's layers as a cut-away: rings from the surface to the center (not to scale, so the thin
crust shows), each named by a label to the right with a line to its ring, one label possibly a
question mark. Black strokes and grey fills; returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import LIGHT, SHADE, circle

RADII = (150, 132, 78, 38)
FILLS = ("#fff", LIGHT, SHADE, "#fff")
ANGLES = (-50, -25, 10, 40)


def cross_section(labels: Sequence[str], title: str, desc: str) -> str:
    """Up to four rings, outermost first, labelled ``labels`` (outside in)."""
    cx, cy = 180, 180
    body = [circle(cx, cy, r, fill) for r, fill in zip(RADII, FILLS, strict=False)]
    count = len(labels)
    for i, text in enumerate(labels):
        outer = RADII[i]
        inner = RADII[i + 1] if i + 1 < count else 0
        mid = (outer + inner) / 2
        y = 60 + i * 70
        angle = math.radians(ANGLES[i])
        x0, y0 = cx + mid * math.cos(angle), cy + mid * math.sin(angle)
        if not inner:
            x0, y0 = cx, cy
        body.append(svg.line(x0, y0, 380, y, 1.5))
        body.append(svg.text(388, y + 5, text, 16, anchor="start", weight="bold"))
    return svg.document(560, 360, title, desc, body)
