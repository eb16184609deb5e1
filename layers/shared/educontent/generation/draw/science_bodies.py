"""Labelled figures of living things and their parts: a plant, a flower, a cactus, a fish, a bird
(duck), a turtle, a person with organs, an animal cell and a plant cell. Each figure is drawn in a
600 x 440 box and knows where each of its parts is, so leader lines can join a label to its part."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, circle, ellipse, label, poly

Figure = tuple[list[str], dict[str, tuple[float, float]]]
"""The SVG elements of a drawing and, for each part name, the (x, y) of that part."""


def _blossom(y: float, spread: float, petal: float, centre: float) -> list[str]:
    """Four white petals around a shaded centre at (300, ``y``)."""
    petals = [
        ellipse(300 + spread * math.cos(a), y + spread * math.sin(a), petal, petal, "#fff")
        for a in (0, 1.57, 3.14, 4.71)
    ]
    return [*petals, circle(300, y, centre, SHADE)]


def _roots(*ends: tuple[float, float]) -> list[str]:
    """Roots from the foot of the stem at (300, 330) to each end."""
    return [svg.line(300, 330, x, y, 2) for x, y in ends]


def _plant() -> Figure:
    body = [
        svg.line(300, 330, 300, 140, 5),
        ellipse(255, 220, 42, 16, SHADE),
        ellipse(345, 190, 42, 16, SHADE),
        circle(300, 120, 24, LIGHT),
        *_blossom(120, 26, 13, 12),
        svg.line(180, 330, 420, 330, 3),
        *_roots((260, 390), (340, 392), (300, 400)),
        svg.line(280, 360, 250, 372, 2),
    ]
    return body, {"flower": (300, 96), "leaf": (345, 190), "stem": (300, 280), "roots": (320, 378)}


def _animal_cell() -> Figure:
    body = [
        ellipse(300, 230, 190, 130, "#fff"),
        circle(300, 220, 48, LIGHT),
        circle(305, 215, 14, SHADE),
        ellipse(190, 200, 30, 14, SHADE),
        ellipse(400, 290, 30, 14, SHADE),
        circle(210, 290, 10, "#fff"),
    ]
    return body, {
        "cell membrane": (300, 100),
        "nucleus": (300, 250),
        "mitochondrion": (190, 200),
        "cytoplasm": (390, 200),
    }


def _plant_cell() -> Figure:
    body = [
        '<rect x="110" y="90" width="380" height="270" rx="6" fill="#fff" stroke="#000" stroke-width="5"/>',
        '<rect x="122" y="102" width="356" height="246" rx="4" fill="#fff" stroke="#000" stroke-width="1.5"/>',
        '<rect x="240" y="150" width="170" height="150" rx="30" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        circle(175, 160, 32, SHADE),
        ellipse(170, 300, 26, 12, SHADE),
        ellipse(440, 140, 26, 12, SHADE),
        ellipse(440, 320, 26, 12, "#fff"),
    ]
    return body, {
        "cell wall": (300, 92),
        "vacuole": (325, 225),
        "nucleus": (175, 160),
        "chloroplast": (170, 300),
    }


def _fish() -> Figure:
    body = [
        ellipse(290, 220, 150, 70, LIGHT),
        '<polygon points="440,220 520,160 520,280" fill="#9a9a9a" stroke="#000" stroke-width="2"/>',
        '<polygon points="270,152 320,110 340,155" fill="#fff" stroke="#000" stroke-width="2"/>',
        '<polygon points="280,270 320,310 330,272" fill="#fff" stroke="#000" stroke-width="2"/>',
        circle(190, 205, 9, INK),
        '<path d="M225,185 Q240,220 225,255" fill="none" stroke="#000" stroke-width="3"/>',
    ]
    return body, {"gills": (230, 220), "fin": (305, 135), "tail": (495, 220), "eye": (190, 205)}


def _bird() -> Figure:
    """A duck seen from the side, facing left, with webbed feet."""
    body = [
        poly("195,180 240,180 255,225 205,235", LIGHT),
        poly("440,235 484,203 478,254", SHADE),
        ellipse(320, 245, 125, 68, LIGHT),
        f'<ellipse cx="335" cy="232" rx="72" ry="30" transform="rotate(-8 335 232)" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>',
        circle(215, 165, 42, LIGHT),
        circle(203, 155, 6, INK),
        poly("176,160 118,172 176,184", SHADE),
        svg.line(300, 310, 300, 352, 3),
        svg.line(345, 308, 345, 352, 3),
        poly("300,350 268,368 312,368", SHADE),
        poly("345,350 313,368 357,368", SHADE),
    ]
    return body, {
        "beak": (140, 172),
        "eye": (203, 155),
        "wing": (335, 232),
        "tail": (470, 225),
        "feet": (290, 366),
        "feathers": (400, 275),
    }


def _cactus() -> Figure:
    spines = [
        (265, 130, 251, 123),
        (335, 150, 349, 143),
        (265, 250, 251, 257),
        (335, 280, 349, 287),
        (200, 160, 187, 153),
        (400, 130, 413, 123),
        (230, 150, 243, 143),
        (370, 125, 357, 118),
    ]
    body = [
        '<rect x="200" y="198" width="80" height="32" rx="14" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="200" y="140" width="32" height="90" rx="16" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="320" y="168" width="80" height="32" rx="14" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="368" y="110" width="32" height="90" rx="16" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="265" y="90" width="70" height="240" rx="35" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        *(svg.line(x1, y1, x2, y2, 1.5) for x1, y1, x2, y2 in spines),
        *_blossom(80, 14, 9, 8),
        svg.line(150, 330, 450, 330, 3),
        *_roots((175, 352), (425, 354), (230, 346), (370, 347), (300, 362)),
    ]
    return body, {"spines": (349, 143), "stem": (300, 230), "roots": (205, 347), "flower": (300, 72)}


def _turtle() -> Figure:
    """A turtle seen from the side, facing left."""
    body = [
        poly("180,244 118,236 118,254 186,262", LIGHT),
        '<rect x="210" y="262" width="28" height="44" rx="9" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        '<rect x="358" y="262" width="28" height="44" rx="9" fill="#e6e6e6" stroke="#000" stroke-width="2"/>',
        poly("415,256 462,266 415,272", LIGHT),
        ellipse(300, 262, 125, 16, LIGHT),
        f'<path d="M178,262 Q300,90 422,262 Z" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        svg.line(240, 200, 255, 262, 1.5),
        svg.line(300, 178, 300, 262, 1.5),
        svg.line(360, 200, 345, 262, 1.5),
        svg.line(215, 230, 385, 230, 1.5),
        circle(112, 244, 24, LIGHT),
        circle(102, 238, 4, INK),
    ]
    return body, {"shell": (300, 205), "head": (112, 250), "legs": (224, 300), "tail": (450, 266)}


def _human() -> Figure:
    """A person seen from the front with some organs drawn inside."""
    body = [
        '<rect x="285" y="130" width="30" height="24" fill="#fff" stroke="#000" stroke-width="2"/>',
        '<rect x="215" y="150" width="170" height="235" rx="40" fill="#fff" stroke="#000" stroke-width="2"/>',
        circle(300, 88, 46, "#fff"),
        ellipse(300, 76, 32, 22, LIGHT),
        svg.line(300, 56, 300, 96, 1),
        ellipse(262, 218, 28, 46, LIGHT),
        ellipse(338, 218, 28, 46, LIGHT),
        f'<path d="M308,252 C282,234 290,212 308,225 C326,212 334,234 308,252 Z" fill="{SHADE}" stroke="{INK}" '
        'stroke-width="2"/>',
        f'<ellipse cx="322" cy="298" rx="36" ry="20" transform="rotate(-15 322 298)" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>',
        '<path d="M255,330 q10,-12 20,0 t20,0 t20,0 t20,0 t20,0 M255,350 q10,-12 20,0 t20,0 t20,0 t20,0 t20,0" '
        'fill="none" stroke="#000" stroke-width="2"/>',
    ]
    return body, {
        "brain": (300, 70),
        "lungs": (262, 200),
        "heart": (308, 236),
        "stomach": (330, 298),
        "intestines": (300, 345),
    }


def _flower() -> Figure:
    """A flower seen from the side with the front petals taken away."""
    body = [
        svg.line(300, 410, 300, 255, 5),
        ellipse(300, 168, 30, 78, "#fff"),
        f'<ellipse cx="245" cy="185" rx="26" ry="70" transform="rotate(-30 245 185)" fill="#fff" stroke="{INK}" '
        'stroke-width="2"/>',
        f'<ellipse cx="355" cy="185" rx="26" ry="70" transform="rotate(30 355 185)" fill="#fff" stroke="{INK}" '
        'stroke-width="2"/>',
        poly("300,258 246,240 268,268", SHADE),
        poly("300,258 354,240 332,268", SHADE),
        svg.line(292, 245, 262, 152, 2),
        svg.line(308, 245, 338, 152, 2),
        ellipse(262, 146, 10, 6, SHADE),
        ellipse(338, 146, 10, 6, SHADE),
        svg.line(300, 240, 300, 132, 6),
        ellipse(300, 240, 17, 15, LIGHT),
        circle(300, 126, 9, SHADE),
    ]
    return body, {"petal": (222, 150), "stamen": (338, 146), "pistil": (300, 126), "sepal": (256, 248)}


FIGURES: dict[str, Callable[[], Figure]] = {
    "plant": _plant,
    "animal-cell": _animal_cell,
    "plant-cell": _plant_cell,
    "fish": _fish,
    "bird": _bird,
    "cactus": _cactus,
    "turtle": _turtle,
    "human-body": _human,
    "flower": _flower,
}


def figure(name: str) -> Figure:
    """A fresh copy of figure ``name``'s elements and its part anchors."""
    if name not in FIGURES:
        raise ValueError(f"unknown figure {name!r}")
    return FIGURES[name]()


def labelled_figure(name: str, parts: Sequence[str], title: str, desc: str) -> str:
    """Figure ``name`` with ``parts`` labelled in the corners and at the sides, each label joined to
    its part by a leader line."""
    body, anchors = figure(name)
    slots = [(70, 70), (530, 70), (70, 400), (530, 400), (70, 235), (530, 235)]
    for part, (lx, ly) in zip(parts, slots, strict=False):
        ax, ay = anchors[part]
        body.append(svg.line(lx + (40 if lx < 300 else -40), ly - 5, ax, ay, 1.5))
        body.append(label(lx, ly, part, 15, width=14, weight="bold"))
    return svg.document(600, 440, title, desc, body)
