"""Space models of the grade 6 earth generators: the sun, the moon and Earth in a line (an eclipse),
and Earth at two places on its orbit with its tilted axis (the seasons). Black strokes and grey
fills; each function returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, circle

RADIUS = {"the sun": 60, "Earth": 26, "the moon": 12}
LABEL = {"the sun": "Sun", "Earth": "Earth", "the moon": "Moon"}


def alignment(bodies: Sequence[str], title: str, desc: str) -> str:
    """``bodies`` (the sun, the moon, Earth in some order) from left to right on one line, with a grey
    shadow cast away from the sun by the body after it."""
    xs = (90, 330, 520)
    cy = 140
    body = []
    sun = list(bodies).index("the sun")
    direction = 1 if sun == 0 else -1
    middle = bodies[1]
    r = RADIUS[middle]
    tip = xs[2] if direction == 1 else xs[0]
    body.append(
        f'<polygon points="{xs[1]},{cy - r} {xs[1]},{cy + r} {tip + direction * 40},{cy}" fill="{LIGHT}" stroke="none"/>'
    )
    for x, name in zip(xs, bodies, strict=True):
        fill = "#fff" if name == "the sun" else SHADE if name == "the moon" else LIGHT
        body.append(circle(x, cy, RADIUS[name], fill))
        body.append(svg.text(x, cy + RADIUS[name] + 22, LABEL[name], 14, weight="bold"))
    body.append(
        arrow(xs[0] + 70 if sun == 0 else xs[2] - 70, 60, xs[1] - 40 if sun == 0 else xs[1] + 40, 60, 2)
    )
    body.append(svg.text((xs[0] + xs[1]) / 2 if sun == 0 else (xs[1] + xs[2]) / 2, 45, "sunlight", 13))
    return svg.document(620, 240, title, desc, body)


def tilted_orbit(left: str, right: str, lean: int, title: str, desc: str) -> str:
    """The sun in the middle and Earth on either side (labelled ``left`` and ``right``), each with its
    axis tilted 23 degrees, the North Pole (N) leaning toward the right (``lean`` 1) or left (-1)."""
    cx, cy = 320, 150
    body = [
        f'<ellipse cx="{cx}" cy="{cy}" rx="230" ry="70" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 5"/>'
    ]
    body.append(circle(cx, cy, 40, "#fff"))
    body.append(svg.text(cx, cy + 5, "Sun", 14, weight="bold"))
    dx, dy = lean * 45 * math.sin(math.radians(23)), -45 * math.cos(math.radians(23))
    for x, name in ((cx - 230, left), (cx + 230, right)):
        body.append(circle(x, cy, 26, LIGHT))
        body.append(
            f'<line x1="{x - dx:.1f}" y1="{cy - dy:.1f}" x2="{x + dx:.1f}" y2="{cy + dy:.1f}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(svg.text(x + dx * 1.3, cy + dy * 1.3 - 4, "N", 13, weight="bold"))
        body.append(svg.text(x, cy + 62, name, 16, weight="bold"))
    return svg.document(640, 260, title, desc, body)
