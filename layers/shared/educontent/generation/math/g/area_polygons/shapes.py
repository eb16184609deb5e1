"""The figures of the area items: each builder draws its measurements, the labelled figure, the
wrong answers a child is likely to give and the worked explanation."""

from __future__ import annotations

import random
from fractions import Fraction
from fractions import Fraction as F
from typing import NamedTuple

from educontent.generation.draw import figures
from educontent.generation.kit.grammar import with_article
from educontent.generation.numbers.percents import decimal_or_mixed as _n

OX, OY = 50.0, 40.0  # top-left corner of every figure


class Figure(NamedTuple):
    area: Fraction
    svg: str
    givens: str  # the measurements, as the sentence gives them
    cands: list[tuple[str, str, str]]  # wrong answers: display, misconception, reason
    explain: str


def _dim(rng: random.Random, lvl: int, low: int = 2, high: int = 12) -> Fraction:
    """A length from ``low`` to ``high`` on easy; from a third of the way up to ``high`` + 6 on medium;
    on hard from half way up to ``high`` + 8, or half the time a number of halves."""
    floor = low + (high - low) * (0, 2, 3)[lvl] // 6
    if lvl < 2 or rng.random() < 0.5:
        return F(rng.randint(floor, high + (0, 6, 8)[lvl]))
    return F(rng.randint(2 * floor + 1, 2 * high), 2)


def _fit(width: Fraction, height: Fraction, box_w: float = 300, box_h: float = 200) -> float:
    return min(box_w / float(width), box_h / float(height))


def right_triangle(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    ox, oy = OX, OY
    a, b = _dim(rng, lvl), _dim(rng, lvl)
    area = a * b / 2
    s = _fit(a, b)
    W, H = float(a) * s, float(b) * s
    polys = [[(ox, oy), (ox, oy + H), (ox + W, oy + H)]]
    labels = [(ox + W / 2, oy + H + 24, f"{_n(a)} {short}"), (ox - 10, oy + H / 2, f"{_n(b)} {short}")]
    svg = figures.figure(
        polys,
        labels,
        right_angles=[(ox, oy + H, 1, -1)],
        title="A right triangle",
        desc=f"A right triangle with legs {_n(a)} {short} and {_n(b)} {short}.",
    )
    givens = f"legs of {_n(a)} {short} and {_n(b)} {short}"
    cands = [
        (
            _n(a * b),
            "forgot-to-halve",
            "A right triangle is half of a rectangle: multiply the legs, then divide by 2.",
        ),
        (_n(a + b), "added-the-sides", "Area counts square units: multiply, then halve."),
        (_n(a * b / 4), "halved-twice", "Divide by 2 only once."),
    ]
    explain = f"A right triangle is half of {with_article(f'{_n(a)} by {_n(b)}')} rectangle. Area = {_n(a)} × {_n(b)} ÷ 2 = {_n(area)} {sq}."
    return Figure(area, svg, givens, cands, explain)


def _slanted(base: Fraction, height: Fraction, side: Fraction, short: str) -> str:
    """The givens sentence of a figure with a base, a dashed height and a slanted side."""
    return f"a base of {_n(base)} {short}, a height of {_n(height)} {short} and a slanted side of {_n(side)} {short}"


def triangle(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    ox, oy = OX, OY
    b, h = _dim(rng, lvl, 4, 14), _dim(rng, lvl, 3, 10)
    side = h + rng.randint(1, 4)
    area = b * h / 2
    s = _fit(b, h)
    W, H = float(b) * s, float(h) * s
    px = ox + W * 0.3
    polys = [[(ox, oy + H), (ox + W, oy + H), (px, oy)]]
    labels = [
        (ox + W / 2, oy + H + 24, f"{_n(b)} {short}"),
        (px + 30, oy + H / 2, f"{_n(h)} {short}"),
        (ox + (px - ox) / 2 - 30, oy + H / 2, f"{_n(side)} {short}"),
    ]
    svg = figures.figure(
        polys,
        labels,
        dashed=[((px, oy), (px, oy + H))],
        right_angles=[(px, oy + H, 1, -1)],
        title="A triangle",
        desc=f"A triangle with base {_n(b)} {short} and height {_n(h)} {short} (dashed); a slanted side is {_n(side)} {short}.",
    )
    cands = [
        (_n(b * h), "forgot-to-halve", "A triangle's area is half of base × height."),
        (
            _n(b * side / 2),
            "used-the-slanted-side",
            "The height is the dashed line that meets the base at a right angle, not the slanted side.",
        ),
        (_n(b + h + side), "found-the-perimeter-like-sum", "Area is base × height ÷ 2."),
    ]
    explain = f"Area of a triangle = base × height ÷ 2 = {_n(b)} × {_n(h)} ÷ 2 = {_n(area)} {sq}. The slanted side is not needed."
    return Figure(area, svg, _slanted(b, h, side, short), cands, explain)


def parallelogram(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    ox, oy = OX, OY
    b, h = _dim(rng, lvl, 4, 14), _dim(rng, lvl, 3, 9)
    side = h + rng.randint(1, 3)
    area = b * h
    s = _fit(b * F(13, 10), h)
    W, H = float(b) * s, float(h) * s
    off = W * 0.3
    polys = [[(ox + off, oy), (ox + off + W, oy), (ox + W, oy + H), (ox, oy + H)]]
    labels = [
        (ox + W / 2, oy + H + 24, f"{_n(b)} {short}"),
        (ox + off + 30, oy + H / 2, f"{_n(h)} {short}"),
        (ox + off / 2 - 30, oy + H / 2, f"{_n(side)} {short}"),
    ]
    svg = figures.figure(
        polys,
        labels,
        dashed=[((ox + off, oy), (ox + off, oy + H))],
        right_angles=[(ox + off, oy + H, 1, -1)],
        title="A parallelogram",
        desc=f"A parallelogram with base {_n(b)} {short} and height {_n(h)} {short} (dashed); a slanted side is {_n(side)} {short}.",
    )
    cands = [
        (
            _n(b * side),
            "used-the-slanted-side",
            "Use the height (the dashed line at a right angle to the base), not the slanted side.",
        ),
        (
            _n(b * h / 2),
            "halved-like-a-triangle",
            "A parallelogram can be rearranged into a rectangle: base × height, no halving.",
        ),
        (
            _n(2 * (b + side)),
            "found-the-perimeter",
            "Perimeter is the distance around; area counts square units.",
        ),
    ]
    explain = f"Cut the triangle off one end and move it to the other end to make a rectangle. Area = base × height = {_n(b)} × {_n(h)} = {_n(area)} {sq}."
    return Figure(area, svg, _slanted(b, h, side, short), cands, explain)


def trapezoid(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    ox, oy = OX, OY
    b1 = _dim(rng, lvl, 3, 10)
    b2 = b1 + rng.randint(2, 8)
    h = _dim(rng, lvl, 2, 9)
    area = (b1 + b2) * h / 2
    s = _fit(b2, h)
    W2, W1, H = float(b2) * s, float(b1) * s, float(h) * s
    left = ox + (W2 - W1) / 2
    polys = [[(left, oy), (left + W1, oy), (ox + W2, oy + H), (ox, oy + H)]]
    labels = [
        (left + W1 / 2, oy - 8, f"{_n(b1)} {short}"),
        (ox + W2 / 2, oy + H + 24, f"{_n(b2)} {short}"),
        (left + 8 + 22, oy + H / 2, f"{_n(h)} {short}"),
    ]
    svg = figures.figure(
        polys,
        labels,
        dashed=[((left, oy), (left, oy + H))],
        right_angles=[(left, oy + H, 1, -1)],
        title="A trapezoid",
        desc=f"A trapezoid with parallel sides {_n(b1)} {short} and {_n(b2)} {short} and height {_n(h)} {short} (dashed).",
    )
    givens = f"parallel sides of {_n(b1)} {short} and {_n(b2)} {short} and a height of {_n(h)} {short}"
    cands = [
        (
            _n((b1 + b2) * h),
            "forgot-to-halve",
            "Two copies of the trapezoid make a parallelogram; one trapezoid is half of it.",
        ),
        (
            _n(b1 * b2 * h / 2),
            "multiplied-the-bases",
            "Add the two parallel sides, then multiply by the height and halve.",
        ),
        (_n(b2 * h), "used-only-the-long-base", "Both parallel sides count: average them."),
    ]
    explain = f"Area = (sum of parallel sides) × height ÷ 2 = ({_n(b1)} + {_n(b2)}) × {_n(h)} ÷ 2 = {_n(area)} {sq}. (Or split it into a rectangle and two triangles.)"
    return Figure(area, svg, givens, cands, explain)


def composite(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    ox, oy = OX, OY
    W, H = F(rng.randint(8 + 2 * lvl, 16 + 4 * lvl)), F(rng.randint(6 + 2 * lvl, 12 + 3 * lvl))
    w, h = F(rng.randint(2, int(W) - 3)), F(rng.randint(2, int(H) - 3))
    area = W * H - w * h
    s = _fit(W, H)
    PW, PH, pw, ph = float(W) * s, float(H) * s, float(w) * s, float(h) * s
    polys = [
        [
            (ox, oy),
            (ox + PW - pw, oy),
            (ox + PW - pw, oy + ph),
            (ox + PW, oy + ph),
            (ox + PW, oy + PH),
            (ox, oy + PH),
        ]
    ]
    labels = [
        (ox + (PW - pw) / 2, oy - 8, f"{_n(W - w)} {short}"),
        (ox + PW - pw - 30, oy + ph / 2 + 5, f"{_n(h)} {short}"),
        (ox + PW - pw / 2, oy + ph - 8, f"{_n(w)} {short}"),
        (ox + PW + 32, oy + ph + (PH - ph) / 2, f"{_n(H - h)} {short}"),
        (ox + PW / 2, oy + PH + 24, f"{_n(W)} {short}"),
        (ox - 28, oy + PH / 2, f"{_n(H)} {short}"),
    ]
    svg = figures.figure(
        polys,
        labels,
        title="An L-shaped figure",
        desc=f"An L-shaped figure: {with_article(f'{_n(W)} {short}')} by {_n(H)} {short} rectangle with {with_article(f'{_n(w)} {short}')} by {_n(h)} {short} corner cut out.",
    )
    givens = f"an outer rectangle {_n(W)} {short} by {_n(H)} {short} with a corner {_n(w)} {short} by {_n(h)} {short} cut out"
    cands = [
        (_n(W * H), "forgot-to-remove-the-corner", f"Subtract the missing {_n(w)} by {_n(h)} corner."),
        (_n(2 * (W + H)), "found-the-perimeter", "Area counts square units inside the figure."),
        (
            _n(W * H - w - h),
            "subtracted-lengths-not-area",
            f"The cut-out corner has area {_n(w)} × {_n(h)} = {_n(w * h)}.",
        ),
    ]
    explain = f"Area = big rectangle - cut-out corner = {_n(W)} × {_n(H)} - {_n(w)} × {_n(h)} = {_n(W * H)} - {_n(w * h)} = {_n(area)} {sq}. (Or split the figure into two rectangles and add.)"
    return Figure(area, svg, givens, cands, explain)


def house(rng: random.Random, lvl: int, short: str, sq: str) -> Figure:
    """A rectangle with a triangle on top."""
    ox, oy = OX, OY
    w, h, r = F(rng.randint(6 + 2 * lvl, 14 + 2 * lvl)), _dim(rng, lvl, 3, 9), F(rng.randint(2, 6))
    if (w * r) % 2:
        w += 1
    area = w * h + w * r / 2
    s = _fit(w, h + r)
    PW, PH, PR = float(w) * s, float(h) * s, float(r) * s
    polys = [
        [
            (ox, oy + PR),
            (ox + PW / 2, oy),
            (ox + PW, oy + PR),
            (ox + PW, oy + PR + PH),
            (ox, oy + PR + PH),
        ]
    ]
    labels = [
        (ox + PW / 2, oy + PR + PH + 24, f"{_n(w)} {short}"),
        (ox - 28, oy + PR + PH / 2, f"{_n(h)} {short}"),
        (ox + PW / 2 + 30, oy + PR / 2 + 5, f"{_n(r)} {short}"),
    ]
    svg = figures.figure(
        polys,
        labels,
        dashed=[((ox + PW / 2, oy), (ox + PW / 2, oy + PR)), ((ox, oy + PR), (ox + PW, oy + PR))],
        title="A house-shaped pentagon",
        desc=f"A pentagon made of a rectangle {_n(w)} {short} wide and {_n(h)} {short} tall with a triangle on top {_n(r)} {short} tall.",
    )
    givens = f"a rectangle {_n(w)} {short} wide and {_n(h)} {short} tall with a triangle on top that is {_n(r)} {short} tall"
    cands = [
        (
            _n(w * (h + r)),
            "did-not-halve-the-triangle",
            "The roof is a triangle: its area is half of base × height.",
        ),
        (_n(w * h), "forgot-the-triangle", "Add the triangle on top."),
        (_n(w * h + w * r / 4), "halved-twice", f"The triangle's area is {_n(w)} × {_n(r)} ÷ 2."),
    ]
    explain = f"Split the pentagon into a rectangle and a triangle. Rectangle: {_n(w)} × {_n(h)} = {_n(w * h)}. Triangle: {_n(w)} × {_n(r)} ÷ 2 = {_n(w * r / 2)}. Total: {_n(area)} {sq}."
    return Figure(area, svg, givens, cands, explain)
