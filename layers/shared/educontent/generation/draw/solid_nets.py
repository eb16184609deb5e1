"""Nets of solids for surface-area items: a cube, a rectangular prism (six rectangles in a cross),
a square pyramid (a square with four triangles) and a triangular prism with right-triangle ends.
Faces are polygons of ``draw.figures.figure``; one face (or the two ends) is shaded."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from educontent.generation.draw import figures

Point = tuple[float, float]
TITLES = {
    "cube": "A net of a cube",
    "prism": "A net of a rectangular prism",
    "pyramid": "A net of a square pyramid",
    "triangular-prism": "A net of a triangular prism",
}


def _rect(x: float, y: float, w: float, h: float) -> list[Point]:
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def net(solid: str, dims: Mapping[str, Fraction], labels: Mapping[str, str], *, desc: str) -> str:
    """The net of ``solid`` with edges ``dims`` (cube and prism: l, w, h; pyramid: s, t; triangular
    prism: a, b, c, L), each edge labelled with ``labels[key]``."""
    if solid in ("cube", "prism"):
        return _box_net(solid, dims, labels, desc)
    if solid == "pyramid":
        return _pyramid_net(dims, labels, desc)
    return _triangular_prism_net(dims, labels, desc)


def _box_net(solid: str, dims: Mapping[str, Fraction], labels: Mapping[str, str], desc: str) -> str:
    l, w, h = (float(dims[k]) for k in ("l", "w", "h"))  # noqa: E741
    s = min(300 / (l + 2 * w), 290 / (2 * w + 2 * h))
    L, W, H = l * s, w * s, h * s
    x0, y0 = 30 + W, 26.0
    polys = [
        _rect(x0, y0, L, W),
        _rect(x0, y0 + W, L, H),
        _rect(x0, y0 + W + H, L, W),
        _rect(x0, y0 + 2 * W + H, L, H),
        _rect(x0 - W, y0 + W, W, H),
        _rect(x0 + L, y0 + W, W, H),
    ]
    marks = [
        (x0 + L / 2, y0 - 8, labels["l"]),
        (x0 - 30, y0 + W / 2 + 5, labels["w"]),
        (x0 + L + W + 32, y0 + W + H / 2 + 5, labels["h"]),
    ]
    if solid == "cube":
        marks = marks[:1]
    return figures.figure(
        polys,
        marks,
        title=TITLES[solid],
        desc=desc,
        width=int(x0 + L + W + 75),
        height=int(y0 + 2 * W + 2 * H + 20),
        shaded=[1],
    )


def _pyramid_net(dims: Mapping[str, Fraction], labels: Mapping[str, str], desc: str) -> str:
    sv, tv = float(dims["s"]), float(dims["t"])
    k = 300 / (sv + 2 * tv)
    S, Tt = sv * k, tv * k
    x0, y0 = 20 + Tt, 20 + Tt
    polys = [
        _rect(x0, y0, S, S),
        [(x0, y0), (x0 + S, y0), (x0 + S / 2, y0 - Tt)],
        [(x0 + S, y0), (x0 + S, y0 + S), (x0 + S + Tt, y0 + S / 2)],
        [(x0, y0 + S), (x0 + S, y0 + S), (x0 + S / 2, y0 + S + Tt)],
        [(x0, y0), (x0, y0 + S), (x0 - Tt, y0 + S / 2)],
    ]
    marks = [(x0 + S / 2, y0 + S / 2 + 5, labels["s"]), (x0 + S / 2 + 30, y0 - Tt / 2 + 5, labels["t"])]
    return figures.figure(
        polys,
        marks,
        dashed=[((x0 + S / 2, y0), (x0 + S / 2, y0 - Tt))],
        title=TITLES["pyramid"],
        desc=desc,
        width=int(x0 + S + Tt + 20),
        height=int(y0 + S + Tt + 20),
        shaded=[0],
    )


def _triangular_prism_net(dims: Mapping[str, Fraction], labels: Mapping[str, str], desc: str) -> str:
    a, b, c, length = (float(dims[k]) for k in ("a", "b", "c", "L"))
    k = min(360 / (a + b + c), 300 / (length + 2 * b))
    A, B, C, LL = a * k, b * k, c * k, length * k
    x0, y0 = 20.0, 20 + B
    polys = [
        _rect(x0, y0, A, LL),
        _rect(x0 + A, y0, B, LL),
        _rect(x0 + A + B, y0, C, LL),
        [(x0, y0), (x0 + A, y0), (x0 + A, y0 - B)],
        [(x0, y0 + LL), (x0 + A, y0 + LL), (x0 + A, y0 + LL + B)],
    ]
    marks = [
        (x0 + A / 2, y0 + LL / 2 + 5, labels["a"]),
        (x0 + A + B / 2, y0 + LL / 2 + 5, labels["b"]),
        (x0 + A + B + C / 2, y0 + LL / 2 + 5, labels["c"]),
        (x0 + A + B + C + 34, y0 + LL / 2 + 5, labels["L"]),
    ]
    return figures.figure(
        polys,
        marks,
        title=TITLES["triangular-prism"],
        desc=desc,
        width=int(x0 + A + B + C + 80),
        height=int(y0 + LL + B + 20),
        shaded=[3, 4],
    )
