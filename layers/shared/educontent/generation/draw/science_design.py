"""Engineering design pictures (black strokes on white, grey fills): a bar chart of test results
with the designs' names beside their bars, labelled sketches of simple objects whose shape helps
them work, and the design process as a loop. Each function returns the SVG document."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw import svg
from educontent.generation.draw.science_charts import LIGHT, box, circle, ellipse, label, poly


def result_bars(names: Sequence[str], values: Sequence[int], *, axis: str, title: str, desc: str) -> str:
    """Horizontal bars, one a design, its name on the left and its value at the bar's end; ``axis``
    names what is measured (with its unit) under the bars."""
    top = max(max(values), 1)
    left, length, row = 200, 300, 44
    body = []
    for i, (name, value) in enumerate(zip(names, values, strict=True)):
        y = 20 + i * row
        width = length * value / top
        body.append(label(left / 2, y + 20, name, 13, width=26))
        body.append(svg.rect(left, y + 6, max(width, 1), 26, fill=LIGHT))
        body.append(svg.text(left + width + 8, y + 24, f"{value:,}", 13, anchor="start"))
    bottom = 20 + len(names) * row + 8
    body.append(svg.line(left, 14, left, bottom))
    body.append(svg.text(left + length / 2, bottom + 22, axis, 13))
    return svg.document(left + length + 90, bottom + 36, title, desc, body)


Point = tuple[float, float]
Drawing = tuple[list[str], dict[str, Point]]
"""The shapes of a sketch and the point each part's label points at."""


def _pet_bowl() -> Drawing:
    body = [
        svg.rect(170, 250, 180, 20, fill=SHADE_FILL),
        poly("190,250 330,250 312,196 208,196"),
        ellipse(260, 196, 52, 8),
    ]
    return body, {"wide base": (260, 262), "rim": (300, 196), "low sides": (200, 224)}


def _house() -> Drawing:
    body = [
        svg.rect(185, 170, 150, 110),
        poly("165,170 260,96 355,170", fill=SHADE_FILL),
        svg.rect(245, 220, 30, 60),
    ]
    return body, {"sloped roof": (305, 135), "walls": (195, 200), "door": (260, 245)}


def _boat() -> Drawing:
    body = [
        poly("160,130 360,130 420,130 350,220 190,220"),
        svg.line(120, 200, 440, 200, 1),
    ]
    return body, {"high sides": (175, 160), "wide bottom": (270, 220), "pointed front": (400, 140)}


def _bird_feeder() -> Drawing:
    body = [
        svg.rect(255, 172, 10, 130),
        poly("226,240 294,240 260,206", fill=SHADE_FILL),
        svg.rect(200, 160, 120, 12),
        svg.rect(215, 110, 90, 50),
        poly("198,110 260,74 322,110", fill=SHADE_FILL),
        svg.line(186, 150, 215, 150, 3),
    ]
    return body, {"roof": (295, 95), "perch": (192, 150), "seed tray": (315, 166), "pole cover": (275, 228)}


def _ramp() -> Drawing:
    body = [
        poly("150,280 390,280 150,150", fill=SHADE_FILL),
        poly("150,150 390,280 390,270 150,138"),
        svg.rect(120, 150, 30, 130),
        circle(180, 150, 10),
    ]
    return body, {"high start": (135, 200), "smooth slope": (270, 222), "raised edges": (330, 242)}


def _funnel() -> Drawing:
    body = [poly("190,120 330,120 275,215 245,215"), svg.rect(245, 215, 30, 50), svg.rect(222, 268, 76, 50)]
    return body, {"wide top": (300, 120), "sloped sides": (218, 166), "narrow spout": (260, 240)}


def _scoop() -> Drawing:
    body = [
        poly("160,170 300,170 292,206 262,228 198,228 168,206", fill=SHADE_FILL),
        svg.rect(300, 180, 110, 16),
    ]
    return body, {"curved bowl": (230, 222), "handle": (380, 188), "thin edge": (163, 172)}


def _shade() -> Drawing:
    body = [
        poly("160,120 360,120 350,142 170,142", fill=SHADE_FILL),
        svg.line(172, 142, 172, 282, 4),
        svg.line(348, 142, 348, 282, 4),
        svg.line(160, 122, 120, 282, 1),
        svg.line(360, 122, 400, 282, 1),
        svg.rect(185, 262, 150, 20),
    ]
    return body, {"cloth top": (260, 130), "poles": (348, 215), "ropes": (136, 218)}


def _umbrella() -> Drawing:
    body = [
        poly("150,170 260,90 370,170", fill=SHADE_FILL),
        svg.line(260, 90, 205, 170, 1),
        svg.line(260, 90, 315, 170, 1),
        svg.line(260, 90, 260, 270, 3),
        '<path d="M260,270 q0,22 -22,22 q-14,0 -14,-14" fill="none" stroke="#000" stroke-width="3"/>',
    ]
    return body, {"wide top": (330, 150), "ribs": (220, 150), "curved handle": (238, 290)}


def _wagon() -> Drawing:
    body = [
        svg.rect(180, 170, 170, 60),
        circle(210, 250, 20),
        circle(320, 250, 20),
        svg.line(180, 200, 145, 150, 4),
    ]
    return body, {"round wheels": (320, 250), "long handle": (155, 164), "raised sides": (350, 185)}


def _slide() -> Drawing:
    body = [
        svg.line(170, 110, 170, 290, 3),
        svg.line(200, 110, 200, 290, 3),
        *(svg.line(170, y, 200, y, 2) for y in range(130, 290, 30)),
        poly("200,110 390,280 390,290 200,124", fill=SHADE_FILL),
        svg.line(200, 100, 390, 268, 2),
    ]
    return body, {"ladder": (185, 220), "smooth slope": (300, 205), "side rails": (330, 214)}


SHADE_FILL = LIGHT
SKETCHES = {
    "pet-bowl": _pet_bowl,
    "house": _house,
    "boat": _boat,
    "bird-feeder": _bird_feeder,
    "ramp": _ramp,
    "funnel": _funnel,
    "scoop": _scoop,
    "shade": _shade,
    "umbrella": _umbrella,
    "wagon": _wagon,
    "slide": _slide,
}
"""The drawing of each sketch of the design model (``sketches[].id``)."""


def _spread(ys: list[float], gap: float = 46) -> list[float]:
    """The label heights in order, pushed apart so boxes do not overlap."""
    out: list[float] = []
    for y in sorted(ys):
        out.append(max(y, out[-1] + gap) if out else max(y, 40))
    return out


def sketch(kind: str, labels: dict[str, str], *, title: str, desc: str) -> str:
    """The sketch ``kind`` with each part's label (``labels``: part -> the text shown, ``?`` for
    the one asked about) in a box at the side, a line to the part."""
    shapes, anchors = SKETCHES[kind]()
    body = list(shapes)
    sides: dict[bool, list[tuple[float, str]]] = {True: [], False: []}
    for part, (x, y) in anchors.items():
        sides[x < 260].append((y, part))
    for left, parts in sides.items():
        parts.sort()
        for (_, part), y in zip(parts, _spread([y for y, _ in parts]), strict=True):
            bx = 70 if left else 470
            ax, ay = anchors[part]
            text = labels[part]
            body.append(svg.line(bx + (60 if left else -60), y, ax, ay, 1))
            body.append(box(bx, y, 120, 34, text, fill=LIGHT if text == "?" else "#fff"))
            body.append(circle(ax, ay, 3, fill="#000", width=1))
    return svg.document(540, 330, title, desc, body)
