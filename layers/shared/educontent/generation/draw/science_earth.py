"""Earth and space models: the moon at eight numbered places around Earth with sunlight from the
left, a stack of rock layers lettered from the top, and two tectonic plates seen from above with
arrows for their motion. Each function returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, circle

PLATE_ARROWS = {"divergent": ("←", "→"), "convergent": ("→", "←"), "transform": ("↑", "↓")}
"""How each plate of a boundary is shown moving (plate 1, plate 2)."""

LAYER_FILLS = (LIGHT, "#fff", SHADE, "#d0d0d0", "#f2f2f2")


def moon_orbit(labels: Sequence[int], title: str, desc: str) -> str:
    """Sunlight from the left, Earth in the middle and the moon at eight places on its path, going
    counterclockwise; place k (45·k degrees counterclockwise from the sun's side) is numbered
    ``labels[k]``. The half of each moon facing the sun is lit."""
    cx, cy, r = 330, 210, 140
    body = [circle(cx, cy, 34, LIGHT), svg.text(cx, cy + 5, "Earth", 13)]
    for y in (90, 170, 250, 330):
        body.append(arrow(20, y, 90, y, 2))
    body.append(svg.text(55, 60, "Sunlight", 14, weight="bold"))
    body.append(
        f'<path d="M{cx + 60},{cy + 75} A100,100 0 0 0 {cx + 75},{cy - 60}" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="5 4"/>'
    )
    body.append(arrow(cx + 80, cy - 50, cx + 74, cy - 62, 1.5))
    for k in range(8):
        angle = math.pi + k * math.pi / 4  # screen coordinates: left is the sun, counterclockwise on screen
        mx, my = cx + r * math.cos(angle), cy - r * math.sin(angle)
        body.append(circle(mx, my, 16, "#fff"))
        body.append(
            f'<path d="M{mx:.1f},{my - 16:.1f} A16,16 0 0 1 {mx:.1f},{my + 16:.1f} Z" fill="{SHADE}" stroke="none"/>'
        )
        body.append(
            svg.text(
                mx + 26 * math.cos(angle), my - 26 * math.sin(angle) + 5, str(labels[k]), 14, weight="bold"
            )
        )
    return svg.document(520, 420, title, desc, body)


def rock_layers(letters: Sequence[str], names: Sequence[str], title: str, desc: str) -> str:
    """Layers drawn from the top down, each with its letter on the left and its name on the right."""
    body = []
    top = 40
    h = 60
    for i, name in enumerate(names):
        y = top + i * h
        fill = LAYER_FILLS[i % 5]
        body.append(
            f'<rect x="120" y="{y}" width="300" height="{h}" fill="{fill}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(svg.text(100, y + h / 2 + 5, letters[i], 16, weight="bold"))
        body.append(svg.text(430, y + h / 2 + 5, name, 13, anchor="start"))
    height = top + len(names) * h + 30
    return svg.document(720, height, title, desc, body)


def plates(boundary: str, title: str, desc: str) -> str:
    """Plate 1 (light) and plate 2 (grey) side by side, an arrow on each for a ``boundary`` of
    that type (see ``PLATE_ARROWS``)."""
    left, right = PLATE_ARROWS[boundary]
    body = [
        f'<rect x="60" y="90" width="230" height="120" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        f'<rect x="310" y="90" width="230" height="120" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.text(175, 80, "Plate 1", 14, weight="bold"),
        svg.text(425, 80, "Plate 2", 14, weight="bold"),
        svg.text(175, 165, left, 48),
        svg.text(425, 165, right, 48),
    ]
    return svg.document(600, 240, title, desc, body)
