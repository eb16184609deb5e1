"""Line drawings of solids, hidden edges dashed: cylinders, cones, spheres, hemispheres, boxes,
right triangular prisms and square pyramids, with their measures labelled."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.draw.graphs import dash, dot
from educontent.generation.draw.svg import INK, document, line, text

Labels = dict[str, str]
_OUTLINE = f'fill="none" stroke="{INK}" stroke-width="2.5"'


def _base_ellipse(cx: int, bottom: int, rx: int, ry: int) -> list[str]:
    """The bottom ellipse of a cylinder or cone: the back half dashed, the front half solid."""
    return [
        f'<ellipse cx="{cx}" cy="{bottom}" rx="{rx}" ry="{ry}" {_OUTLINE} stroke-dasharray="6 4"/>',
        f'<path d="M{cx - rx},{bottom} A{rx},{ry} 0 0 0 {cx + rx},{bottom}" fill="none" stroke="{INK}" stroke-width="2.5"/>',
    ]


def _round(kind: str, labels: Labels) -> list[str]:
    """A cylinder or a cone, with its height and radius or diameter."""
    cx, top, bottom, rx, ry = 170, 50, 250, 90, 24
    body = _base_ellipse(cx, bottom, rx, ry)
    if kind == "cylinder":
        body.append(f'<ellipse cx="{cx}" cy="{top}" rx="{rx}" ry="{ry}" {_OUTLINE}/>')
        body.append(line(cx - rx, top, cx - rx, bottom, 2.5))
        body.append(line(cx + rx, top, cx + rx, bottom, 2.5))
        hx = cx + rx + 14
        body.append(dash(hx, top, hx, bottom, 1.5))
    else:
        body.append(line(cx - rx, bottom, cx, top, 2.5))
        body.append(line(cx + rx, bottom, cx, top, 2.5))
        body.append(dash(cx, top, cx, bottom, 1.5))
        hx = cx
    if "h" in labels:
        body.append(text(hx + 8, (top + bottom) / 2, labels["h"], size=14, anchor="start"))
    if "d" in labels:
        body.append(dash(cx - rx, bottom, cx + rx, bottom, 1.5))
        body.append(text(cx - rx / 2, bottom + 18, labels["d"], size=14))
    elif "r" in labels:
        body.append(dash(cx, bottom, cx + rx, bottom, 1.5))
        body.append(dot(cx, bottom, 3))
        body.append(text(cx + rx / 2, bottom + 18, labels["r"], size=14))
    return body


def _ball(kind: str, labels: Labels) -> list[str]:
    """A sphere or a hemisphere, with its radius or diameter."""
    cx, cy, r = 170, 150, 110
    body: list[str] = []
    if kind == "sphere":
        body.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" {_OUTLINE}/>')
        body.append(
            f'<path d="M{cx - r},{cy} A{r},{r * 0.25} 0 0 0 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(
            f'<path d="M{cx - r},{cy} A{r},{r * 0.25} 0 0 1 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
        )
    else:
        cy = 190
        body.append(
            f'<path d="M{cx - r},{cy} A{r},{r} 0 0 1 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{r}" ry="{r * 0.25}" {_OUTLINE}/>')
    body.append(dot(cx, cy, 3.5))
    if "d" in labels:
        body.append(dash(cx - r, cy, cx + r, cy, 1.5))
        body.append(text(cx, cy - 10, labels["d"], size=14))
    else:
        body.append(dash(cx, cy, cx + r, cy, 1.5))
        body.append(text(cx + r / 2, cy - 10, labels.get("r", ""), size=14))
    return body


def _box(kind: str, labels: Labels) -> list[str]:
    """A box (right rectangular prism) with its length, width and height."""
    x0, y0, w, h, ox, oy = 60, 110, 200, 130, 70, -50
    front = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
    body = [
        f'<polygon points="{" ".join(f"{x},{y}" for x, y in front)}" fill="#fff" stroke="{INK}" stroke-width="2.5"/>',
        line(x0, y0, x0 + ox, y0 + oy, 2.5),
        line(x0 + w, y0, x0 + w + ox, y0 + oy, 2.5),
        line(x0 + w, y0 + h, x0 + w + ox, y0 + h + oy, 2.5),
        line(x0 + ox, y0 + oy, x0 + w + ox, y0 + oy, 2.5),
        line(x0 + w + ox, y0 + oy, x0 + w + ox, y0 + h + oy, 2.5),
        dash(x0, y0 + h, x0 + ox, y0 + h + oy, 1.5),
        dash(x0 + ox, y0 + h + oy, x0 + w + ox, y0 + h + oy, 1.5),
        dash(x0 + ox, y0 + oy, x0 + ox, y0 + h + oy, 1.5),
    ]
    if "l" in labels:
        body.append(text(x0 + w / 2, y0 + h + 22, labels["l"], size=14))
    if "h" in labels:
        body.append(text(x0 - 8, y0 + h / 2 + 5, labels["h"], size=14, anchor="end"))
    if "w" in labels:
        body.append(text(x0 + w + ox / 2 + 8, y0 + h + oy / 2 + 14, labels["w"], size=14, anchor="start"))
    return body


def _tri_prism(kind: str, labels: Labels) -> list[str]:
    """A right triangular prism: b and t label the legs of the triangle, l the prism's length."""
    a, b, c = (50, 230), (170, 230), (50, 110)
    ox, oy = 150, -60
    body = [
        f'<polygon points="{a[0]},{a[1]} {b[0]},{b[1]} {c[0]},{c[1]}" fill="#fff" stroke="{INK}" stroke-width="2.5"/>'
    ]
    for p in (b, c):
        body.append(line(p[0], p[1], p[0] + ox, p[1] + oy, 2.5))
    body.append(line(b[0] + ox, b[1] + oy, c[0] + ox, c[1] + oy, 2.5))
    body.append(dash(a[0], a[1], a[0] + ox, a[1] + oy, 1.5))
    body.append(dash(a[0] + ox, a[1] + oy, b[0] + ox, b[1] + oy, 1.5))
    body.append(dash(a[0] + ox, a[1] + oy, c[0] + ox, c[1] + oy, 1.5))
    body.append(
        f'<polyline points="{a[0] + 12},{a[1]} {a[0] + 12},{a[1] - 12} {a[0]},{a[1] - 12}" fill="none" stroke="{INK}" stroke-width="1.5"/>'
    )
    if "b" in labels:
        body.append(text((a[0] + b[0]) / 2, a[1] + 22, labels["b"], size=14))
    if "t" in labels:
        body.append(text(a[0] - 8, (a[1] + c[1]) / 2 + 5, labels["t"], size=14, anchor="end"))
    if "l" in labels:
        body.append(text(b[0] + ox / 2 + 10, b[1] + oy / 2 + 16, labels["l"], size=14, anchor="start"))
    return body


_SOLIDS: dict[str, tuple[Callable[[str, Labels], list[str]], int, int]] = {
    "cylinder": (_round, 340, 300),
    "cone": (_round, 340, 300),
    "sphere": (_ball, 340, 300),
    "hemisphere": (_ball, 340, 300),
    "box": (_box, 380, 290),
    "tri-prism": (_tri_prism, 380, 280),
}


def solid(kind: str, labels: Labels, *, title: str, desc: str) -> str:
    """Line drawings of solids: ``cylinder``, ``cone``, ``sphere``, ``hemisphere``, ``box``,
    ``tri-prism``. ``labels`` keys: r, d, h, l, w, b (triangle base), t (triangle height)."""
    if kind not in _SOLIDS:
        raise ValueError(kind)
    draw, width, height = _SOLIDS[kind]
    return document(width, height, title, desc, draw(kind, labels))


def square_pyramid(title: str, desc: str) -> str:
    """A square pyramid seen from the front and a little above, hidden edges dashed."""
    base = [(70, 230), (250, 230), (310, 180), (130, 180)]
    apex = (190, 40)
    body = [
        line(base[0][0], base[0][1], base[1][0], base[1][1], 2.5),
        line(base[1][0], base[1][1], base[2][0], base[2][1], 2.5),
    ]
    body.append(
        f'<line x1="{base[2][0]}" y1="{base[2][1]}" x2="{base[3][0]}" y2="{base[3][1]}" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    body.append(
        f'<line x1="{base[3][0]}" y1="{base[3][1]}" x2="{base[0][0]}" y2="{base[0][1]}" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
    )
    for i, (x, y) in enumerate(base):
        if i == 3:
            body.append(
                f'<line x1="{x}" y1="{y}" x2="{apex[0]}" y2="{apex[1]}" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
            )
        else:
            body.append(line(x, y, apex[0], apex[1], 2.5))
    return document(380, 270, title, desc, body)


def box(length: object, width: object, height: object, unit: str, *, title: str, desc: str) -> str:
    """A box (right rectangular prism) labelled with its length, width and height in ``unit``."""
    labels = {"l": f"{length} {unit}", "w": f"{width} {unit}", "h": f"{height} {unit}"}
    return solid("box", labels, title=title, desc=desc)
