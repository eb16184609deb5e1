"""Earth's surface for the K-5 Earth science items (earth-k5): a map model of land and water with
lettered features, a map in four lettered regions with earthquake dots and volcano triangles, and a
model of Earth's four spheres with one arrow. Black strokes on white with grey fills; each function
returns the SVG document as a string."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, box, ellipse, poly

MAP_PLACES: dict[str, tuple[float, float]] = {
    "mountains": (110, 90),
    "hills": (110, 250),
    "valley": (260, 90),
    "lake": (270, 220),
    "plain": (270, 320),
    "river": (400, 150),
    "ocean": (560, 200),
    "island": (570, 90),
}
"""Where each map feature is drawn; its letter sits beside it."""

REGION_WIDTH, REGION_LEFT, REGION_TOP, REGION_HEIGHT = 150, 30, 50, 260


def _feature(name: str) -> list[str]:
    x, y = MAP_PLACES[name]
    if name == "mountains":
        return [poly(f"{x - 60},{y + 35} {x - 25},{y - 35} {x + 10},{y + 35}", LIGHT),
                poly(f"{x - 10},{y + 35} {x + 25},{y - 20} {x + 60},{y + 35}", LIGHT)]  # fmt: skip
    if name == "hills":
        return [f'<path d="M{x - 70},{y + 20} Q{x - 40},{y - 30} {x - 10},{y + 20} Q{x + 25},{y - 25} {x + 60},{y + 20} Z" '
                f'fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>']  # fmt: skip
    if name == "valley":
        return [
            f'<path d="M{x - 60},{y - 30} L{x},{y + 30} L{x + 60},{y - 30}" fill="none" stroke="{INK}" stroke-width="3"/>'
        ]
    if name == "lake":
        return [ellipse(x, y, 55, 30, SHADE)]
    if name == "plain":
        return [svg.line(x - 70, y, x + 70, y, 2)] + [
            svg.line(x + dx, y, x + dx + 4, y - 8, 1) for dx in range(-60, 61, 20)
        ]
    if name == "river":
        return [f'<path d="M{x - 80},{y - 60} C{x - 20},{y - 20} {x - 40},{y + 40} {x + 60},{y + 60}" fill="none" '
                f'stroke="{SHADE}" stroke-width="10"/>']  # fmt: skip
    if name == "ocean":
        return [
            f'<rect x="{x - 60}" y="30" width="170" height="320" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        ]
    return [ellipse(x, y, 30, 18, "#fff")]  # island, drawn on the ocean


def map_model(letters: Mapping[str, str], title: str, desc: str) -> str:
    """The features named in ``letters`` (feature -> its letter) on one map; the ocean is drawn first so
    an island can sit on it."""
    body = [svg.rect(10, 30, 530, 320, "#fff")]
    for name in sorted(letters, key=lambda n: (n != "ocean", n)):
        body.extend(_feature(name))
    for name, letter in letters.items():
        x, y = MAP_PLACES[name]
        body.append(
            f'<circle cx="{x:.1f}" cy="{y - 52:.1f}" r="13" fill="#fff" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(svg.text(x, y - 47, letter, 15, weight="bold"))
    return svg.document(680, 370, title, desc, [b for b in body if b])


def region_map(dots: Sequence[Sequence[tuple[float, float]]], volcanoes: Sequence[Sequence[tuple[float, float]]],
               title: str, desc: str) -> str:  # fmt: skip
    """Four regions side by side, lettered A-D; region i holds an earthquake dot at each of ``dots[i]``
    and a volcano triangle at each of ``volcanoes[i]`` (positions inside the region, from its corner)."""
    body = []
    for i, letter in enumerate("ABCD"[: len(dots)]):
        left = REGION_LEFT + i * REGION_WIDTH
        body.append(
            svg.rect(left, REGION_TOP, REGION_WIDTH, REGION_HEIGHT, "#fff", extra=f' id="region-{letter}"')
        )
        body.append(svg.text(left + REGION_WIDTH / 2, REGION_TOP - 12, f"Region {letter}", 15, weight="bold"))
        for x, y in dots[i]:
            body.append(svg.dot(left + x, REGION_TOP + y, 5))
        for x, y in volcanoes[i]:
            cx, cy = left + x, REGION_TOP + y
            body.append(poly(f"{cx - 8},{cy + 7} {cx},{cy - 8} {cx + 8},{cy + 7}", "#fff"))
    key_y = REGION_TOP + REGION_HEIGHT + 30
    body += [svg.dot(REGION_LEFT + 10, key_y - 5, 5), svg.text(REGION_LEFT + 22, key_y, "earthquake", 13, anchor="start"),
             poly(f"{REGION_LEFT + 152},{key_y + 2} {REGION_LEFT + 160},{key_y - 13} {REGION_LEFT + 168},{key_y + 2}", "#fff"),
             svg.text(REGION_LEFT + 176, key_y, "volcano", 13, anchor="start")]  # fmt: skip
    width = REGION_LEFT * 2 + REGION_WIDTH * len(dots)
    return svg.document(width, key_y + 20, title, desc, body)


SPHERE_BOXES = {
    "atmosphere": (300, 60),
    "geosphere": (120, 200),
    "hydrosphere": (480, 200),
    "biosphere": (300, 330),
}


def spheres_model(start: str, end: str, title: str, desc: str) -> str:
    """The four spheres as boxes and one arrow marked "?" from ``start`` to ``end``."""
    body = [box(x, y, 150, 50, name.capitalize(), LIGHT) for name, (x, y) in SPHERE_BOXES.items()]
    (x1, y1), (x2, y2) = SPHERE_BOXES[start], SPHERE_BOXES[end]
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    pad = 60 if abs(dx) > abs(dy) else 40
    ax1, ay1, ax2, ay2 = x1 + ux * pad, y1 + uy * pad, x2 - ux * pad, y2 - uy * pad
    body.append(arrow(ax1, ay1, ax2, ay2, 3))
    mx, my = (ax1 + ax2) / 2, (ay1 + ay2) / 2
    body.append(f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="14" fill="#fff" stroke="{INK}" stroke-width="2"/>')
    body.append(svg.text(mx, my + 6, "?", 18, weight="bold"))
    return svg.document(600, 380, title, desc, body)
