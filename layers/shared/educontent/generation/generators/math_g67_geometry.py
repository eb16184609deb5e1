"""Grade 6 geometry (6.G.A): areas of triangles, parallelograms, trapezoids and composite
figures; volumes of prisms with fractional edges (formula and unit cubes); polygons on the
coordinate plane (side lengths, perimeter, area, missing vertices); surface area from nets."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g67_svg as draw
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    digits,
    dx,
    emit,
    fx,
    pick,
    question,
    terminates,
    wrongs,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
UNITS = (("cm", "centimeters"), ("m", "meters"), ("in", "inches"), ("ft", "feet"), ("yd", "yards"))


def _n(v: Fraction) -> str:
    return dx(v) if v.denominator != 1 and terminates(v) else fx(v)


def _dim(rng: random.Random, lvl: int, low: int = 2, high: int = 12) -> Fraction:
    if lvl < 2 or rng.random() < 0.5:
        return F(rng.randint(low, high + (0, 6, 8)[lvl]))
    return F(rng.randint(2 * low + 1, 2 * high), 2)


# ---- areas ---------------------------------------------------------------------------------------------------


def _fit(width: Fraction, height: Fraction, box_w: float = 300, box_h: float = 200) -> float:
    return min(box_w / float(width), box_h / float(height))


def _area(rng: random.Random, lvl: int, shape: str, story: bool) -> MathQuestion:
    short, unit = pick(rng, UNITS[1:2] + UNITS[3:] if story else UNITS)
    sq = f"square {unit}"
    ox, oy = 50.0, 40.0
    if shape == "right-triangle":
        a, b = _dim(rng, lvl), _dim(rng, lvl)
        area = a * b / 2
        s = _fit(a, b)
        W, H = float(a) * s, float(b) * s
        polys = [[(ox, oy), (ox, oy + H), (ox + W, oy + H)]]
        labels = [(ox + W / 2, oy + H + 24, f"{_n(a)} {short}"), (ox - 10, oy + H / 2, f"{_n(b)} {short}")]
        svg = draw.figure(
            polys,
            labels,
            right_angles=[(ox, oy + H, 1, -1)],
            title="A right triangle",
            desc=f"A right triangle with legs {_n(a)} {short} and {_n(b)} {short}.",
        )
        what = ("triangular sail", "sail") if story else ("right triangle", "right triangle")
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
        explain = f"A right triangle is half of a {_n(a)} by {_n(b)} rectangle. Area = {_n(a)} × {_n(b)} ÷ 2 = {_n(area)} {sq}."
    elif shape == "triangle":
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
        svg = draw.figure(
            polys,
            labels,
            dashed=[((px, oy), (px, oy + H))],
            right_angles=[(px, oy + H, 1, -1)],
            title="A triangle",
            desc=f"A triangle with base {_n(b)} {short} and height {_n(h)} {short} (dashed); a slanted side is {_n(side)} {short}.",
        )
        what = ("triangular garden bed", "garden bed") if story else ("triangle", "triangle")
        givens = (
            f"a base of {_n(b)} {short}, a height of {_n(h)} {short} and a slanted side of {_n(side)} {short}"
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
    elif shape == "parallelogram":
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
        svg = draw.figure(
            polys,
            labels,
            dashed=[((ox + off, oy), (ox + off, oy + H))],
            right_angles=[(ox + off, oy + H, 1, -1)],
            title="A parallelogram",
            desc=f"A parallelogram with base {_n(b)} {short} and height {_n(h)} {short} (dashed); a slanted side is {_n(side)} {short}.",
        )
        what = ("patio shaped like a parallelogram", "patio") if story else ("parallelogram", "parallelogram")
        givens = (
            f"a base of {_n(b)} {short}, a height of {_n(h)} {short} and a slanted side of {_n(side)} {short}"
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
    elif shape == "trapezoid":
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
        svg = draw.figure(
            polys,
            labels,
            dashed=[((left, oy), (left, oy + H))],
            right_angles=[(left, oy + H, 1, -1)],
            title="A trapezoid",
            desc=f"A trapezoid with parallel sides {_n(b1)} {short} and {_n(b2)} {short} and height {_n(h)} {short} (dashed).",
        )
        what = ("garden shaped like a trapezoid", "garden") if story else ("trapezoid", "trapezoid")
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
    elif shape == "composite":
        W, H = F(rng.randint(8, 16 + 4 * lvl)), F(rng.randint(6, 12 + 3 * lvl))
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
        svg = draw.figure(
            polys,
            labels,
            title="An L-shaped figure",
            desc=f"An L-shaped figure: a {_n(W)} {short} by {_n(H)} {short} rectangle with a {_n(w)} {short} by {_n(h)} {short} corner cut out.",
        )
        what = ("L-shaped room", "room") if story else ("L-shaped figure", "figure")
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
    else:  # house: rectangle with a triangle on top
        w, h, r = F(rng.randint(6, 14 + 2 * lvl)), _dim(rng, lvl, 3, 9), F(rng.randint(2, 6))
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
        svg = draw.figure(
            polys,
            labels,
            dashed=[((ox + PW / 2, oy), (ox + PW / 2, oy + PR)), ((ox, oy + PR), (ox + PW, oy + PR))],
            title="A house-shaped pentagon",
            desc=f"A pentagon made of a rectangle {_n(w)} {short} wide and {_n(h)} {short} tall with a triangle on top {_n(r)} {short} tall.",
        )
        what = (
            ("birdhouse front shaped like a house", "birdhouse front") if story else ("pentagon", "pentagon")
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
    answer = _n(area)
    article = "An" if what[0][0] in "aeiou" or what[0].startswith("L-") else "A"
    ask = f"What is the area of the {what[1]}?"
    stem = (
        f"{article} {what[0]} has {givens}."
        if story
        else f"The figure shows {article.lower()} {what[0]} with {givens}."
    )
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} Its area is ___.",
        answer=answer,
        unit=sq,
        acceptable=acceptable_forms(area),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=area, fallback_fmt=_n),
        diagram=DiagramForm("shape", svg, question=ask),
        task="word-problem" if story else "compute",
        steps=2 if shape in ("right-triangle", "triangle", "parallelogram") else 3,
        magnitude=digits(area),
        key=f"area:{shape}:{svg[-120:]}",
        standard="6.G.A.1",
    )


class AreaParams(ModeParams):
    shape: Literal["right-triangle", "triangle", "parallelogram", "trapezoid", "composite", "house"]
    story: bool = False


@generator(
    "math.g67.area",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=AreaParams,
)
def area(ctx: GenerationContext) -> Draft:
    q = _area(ctx.rng, ctx.level.rank, ctx.params.shape, ctx.params.story)
    return emit(ctx, q)


# ---- volume -----------------------------------------------------------------------------------------------------


def _edge(rng: random.Random, lvl: int, den: int) -> Fraction:
    return F(rng.randint(2, (4, 6, 8)[lvl] * den), den) if den > 1 else F(rng.randint(2, 9))


def _volume(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    short, unit = pick(rng, UNITS[2:] + UNITS[:1])
    cu = f"cubic {unit}"
    if kind == "unit-cubes":
        k = pick(rng, (2, 2, 3, 4) if lvl else (2,))
        counts = [rng.randint(1, (4, 6, 8)[lvl]) for _ in range(3)]
        counts = [max(c, 2) for c in counts]
        length, width, height = (F(c, k) for c in counts)
        n = counts[0] * counts[1] * counts[2]
        volume = length * width * height
        svg = draw.box3d(
            f"{fx(length)} {short}",
            f"{fx(width)} {short}",
            f"{fx(height)} {short}",
            cubes=tuple(counts),
            title="A prism packed with small cubes",
            desc=f"A rectangular prism {fx(length)} {short} long, {fx(width)} {short} wide and {fx(height)} {short} tall, packed with cubes that have edges of 1/{k} {short}.",
        )  # type: ignore[arg-type]
        ask = f"How many cubes with edge length 1/{k} {short} fill the prism?"
        stem = f"A rectangular prism is {fx(length)} {short} long, {fx(width)} {short} wide and {fx(height)} {short} tall."
        value = F(n)
        answer = str(n)
        cands = [
            (
                fx(volume),
                "gave-the-volume-not-the-count",
                f"Each small cube is 1/{k} × 1/{k} × 1/{k} = 1/{k**3} {cu}; count how many fit.",
            ),
            (str(counts[0] * counts[1]), "counted-one-layer", f"There are {counts[2]} layers."),
            (
                str(counts[0] + counts[1] + counts[2]),
                "added-the-edge-counts",
                "Multiply the number of cubes along each edge.",
            ),
        ]
        explain = f"Along each edge: {fx(length)} ÷ 1/{k} = {counts[0]}, {fx(width)} ÷ 1/{k} = {counts[1]}, {fx(height)} ÷ 1/{k} = {counts[2]}. Cubes: {counts[0]} × {counts[1]} × {counts[2]} = {n}. Each has volume 1/{k**3} {cu}, so the volume is {n}/{k**3} = {fx(volume)} {cu}, the same as {fx(length)} × {fx(width)} × {fx(height)}."
        unit_shown = None
        code_steps = 3
    else:
        den = pick(rng, ((2,), (2, 4), (2, 3, 4))[lvl])
        length, width, height = _edge(rng, lvl, den), _edge(rng, lvl, 1), _edge(rng, lvl, den)
        if kind == "base-height":
            base = length * width
            volume = base * height
            stem = f"A fish tank has a base with an area of {fx(base)} square {unit} and a height of {fx(height)} {unit}."
            ask = "What is the volume of the tank?"
            cands = [
                (fx(base + height), "added-instead-of-multiplied", "Volume = base area × height."),
                (fx(base * height / 2), "halved-the-product", "A prism's volume is the whole base × height."),
                (fx(base), "used-only-the-base", "Multiply by the height too."),
            ]
            explain = f"V = B × h = {fx(base)} × {fx(height)} = {fx(volume)} {cu}."
            svg = None
        else:
            volume = length * width * height
            stem = f"A rectangular prism is {fx(length)} {short} long, {fx(width)} {short} wide and {fx(height)} {short} tall."
            ask = "What is the volume of the prism?"
            cands = [
                (fx(length + width + height), "added-the-edges", "Volume = length × width × height."),
                (fx(length * width), "forgot-the-height", "Multiply by the height too."),
                (
                    fx(2 * (length * width + length * height + width * height)),
                    "found-the-surface-area",
                    "Surface area covers the outside; volume fills the inside.",
                ),
            ]
            explain = f"V = l × w × h = {fx(length)} × {fx(width)} × {fx(height)} = {fx(volume)} {cu}."
            svg = draw.box3d(
                f"{fx(length)} {short}",
                f"{fx(width)} {short}",
                f"{fx(height)} {short}",
                title="A rectangular prism",
                desc=f"A rectangular prism {fx(length)} {short} long, {fx(width)} {short} wide and {fx(height)} {short} tall.",
            )
        value = volume
        answer = fx(volume)
        unit_shown = cu
        code_steps = 2
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {'The number of cubes is ___.' if kind == 'unit-cubes' else 'The volume is ___.'}",
        answer=answer,
        unit=unit_shown,
        answer_format="fraction" if value.denominator != 1 else "number",
        acceptable=acceptable_forms(value),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=value),
        diagram=DiagramForm("shape", svg, question=ask) if svg else None,
        task="word-problem" if kind == "base-height" else "compute",
        steps=code_steps,
        magnitude=digits(value),
        key=f"volume:{kind}:{stem}",
        standard="6.G.A.2",
    )


class VolumeParams(ModeParams):
    mode: Literal["formula", "unit-cubes", "base-height"]


@generator(
    "math.g67.volume",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=VolumeParams,
)
def volume(ctx: GenerationContext) -> Draft:
    q = _volume(ctx.rng, ctx.level.rank, ctx.params.mode)
    return emit(ctx, q)


# ---- polygons on the coordinate plane ---------------------------------------------------------------------------


def _paren(v: int) -> str:
    return f"({v})" if v < 0 else str(v)


def _pt(x: int, y: int) -> str:
    return f"({x}, {y})"


def _rectangle(rng: random.Random, lvl: int) -> list[tuple[int, int]]:
    low = 0 if lvl == 0 else -8
    while True:
        x1, y1 = rng.randint(low, 6), rng.randint(low, 6)
        x2, y2 = x1 + rng.randint(2, min(12, 8 - x1)), y1 + rng.randint(2, min(12, 8 - y1))
        if (x2 - x1) != (y2 - y1) and (lvl == 0 or x1 < 0 or y1 < 0):
            return [(x1, y2), (x2, y2), (x2, y1), (x1, y1)]


def _coordinate_polygon(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    verts = _rectangle(rng, lvl)
    names = ("A", "B", "C", "D")
    (x1, y2), (x2, _), (_, y1), _ = verts
    w, h = x2 - x1, y2 - y1
    listed = ", ".join(f"{n}{_pt(*v)}" for n, v in zip(names, verts, strict=True))
    hidden = ""
    if kind == "missing-vertex":
        hide = rng.randrange(4)
        hidden = names[hide]
        shown = [v for i, v in enumerate(verts) if i != hide]
        shown_names = [n for i, n in enumerate(names) if i != hide]
        listed = ", ".join(f"{n}{_pt(*v)}" for n, v in zip(shown_names, shown, strict=True))
        target = verts[hide]
        answer = _pt(*target)
        stem = f"Rectangle ABCD has vertices {listed}."
        ask = f"What are the coordinates of vertex {names[hide]}?"
        fill_tail = f"Vertex {names[hide]} is at ___."
        tx, ty = target
        opposite = verts[(hide + 2) % 4]
        cands = [
            (_pt(ty, tx), "swapped-x-and-y", "Write the x-coordinate first."),
            (
                _pt(-tx, ty),
                "wrong-sign-for-x",
                "Opposite sides of a rectangle line up: use the x-coordinate of the vertex above or below.",
            ),
            (_pt(tx, -ty), "wrong-sign-for-y", "Use the y-coordinate of the vertex beside it."),
            (
                _pt(*opposite),
                "copied-the-opposite-vertex",
                "The missing vertex is not one of the given vertices.",
            ),
            (_pt(tx + 1, ty), "counted-one-too-far", "Line the vertex up exactly with its neighbours."),
        ]
        explain = f"In a rectangle, {names[hide]} shares its x-coordinate with one neighbour and its y-coordinate with the other. So {names[hide]} is {answer}."
        value = None
        by_value = False
        unit = None
    else:
        stem = f"Rectangle ABCD has vertices {listed}. Each grid unit is 1 unit long."
        if kind == "side-length":
            side = pick(rng, (("A", "B", w), ("B", "C", h)))
            p, q, length = side
            ask = f"How long is side {p}{q}?"
            fill_tail = f"Side {p}{q} is ___ units long."
            value = F(length)
            a, b = (x1, x2) if p == "A" else (y1, y2)
            cands = [
                (
                    str(abs(abs(a) - abs(b))),
                    "subtracted-absolute-values",
                    "When the points are on opposite sides of an axis, the distance goes through 0.",
                ),
                (str(length + 1), "counted-grid-points-not-units", "Count the spaces between grid lines."),
                (str(abs(a + b)), "added-the-coordinates", "Subtract the coordinates that change."),
            ]
            explain = f"{p} and {q} share a coordinate, so subtract the other ones: |{b} - {_paren(a)}| = {length} units."
        elif kind == "perimeter":
            ask = "What is the perimeter of the rectangle?"
            fill_tail = "The perimeter is ___ units."
            value = F(2 * (w + h))
            cands = [
                (str(w * h), "found-the-area", "Perimeter is the distance around the rectangle."),
                (str(w + h), "added-only-two-sides", "A rectangle has four sides."),
                (str(2 * (w + h) + 4), "counted-grid-points", "Count units (spaces), not grid points."),
            ]
            explain = f"Width: |{x2} - {_paren(x1)}| = {w}. Height: |{y2} - {_paren(y1)}| = {h}. Perimeter = 2 × ({w} + {h}) = {2 * (w + h)} units."
        else:
            ask = "What is the area of the rectangle?"
            fill_tail = "The area is ___ square units."
            value = F(w * h)
            cands = [
                (str(2 * (w + h)), "found-the-perimeter", "Area counts the unit squares inside."),
                (str((w + 1) * (h + 1)), "counted-grid-points", "Count squares, not points."),
                (str(w + h), "added-the-sides", "Area = width × height."),
            ]
            explain = f"Width: |{x2} - {_paren(x1)}| = {w}. Height: |{y2} - {_paren(y1)}| = {h}. Area = {w} × {h} = {w * h} square units."
        answer = fx(value)
        by_value = True
        unit = None
    svg = draw.plane(
        title="A rectangle on a coordinate plane",
        desc="A coordinate plane from -9 to 9 with the labelled vertices of a rectangle"
        + (" (one vertex is missing)." if kind == "missing-vertex" else "."),
        xlo=-9,
        xhi=9,
        ylo=-9,
        yhi=9,
        label_every=2,
        points=[(x, y, n) for (x, y), n in zip(verts, names, strict=True) if n != hidden],
        polygon=verts if kind != "missing-vertex" else (),
    )
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_tail}",
        answer=answer,
        unit=unit,
        answer_format="text" if kind == "missing-vertex" else "number",
        explanation=explain,
        wrong=wrongs(
            answer,
            cands,
            by_value=by_value,
            signed=not by_value,
            fallback=value if value is not None else None,
        ),
        diagram=DiagramForm("coordinate-plane", svg, question=f"{stem} {ask}"),
        task="represent" if kind == "missing-vertex" else "compute",
        steps=2,
        magnitude=digits(w, h),
        key=f"coord-poly:{kind}:{verts}:{ask}",
        standard="6.G.A.3",
    )


class CoordinatePolygonParams(ModeParams):
    mode: Literal["side-length", "perimeter", "area", "missing-vertex"]


@generator(
    "math.g67.coordinate-polygons",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=CoordinatePolygonParams,
)
def coordinate_polygons(ctx: GenerationContext) -> Draft:
    q = _coordinate_polygon(ctx.rng, ctx.level.rank, ctx.params.mode)
    return emit(ctx, q)


# ---- surface area from nets ---------------------------------------------------------------------------------------


def _rect(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def _surface(rng: random.Random, lvl: int, solid: str, story: bool) -> MathQuestion:
    short, unit = pick(rng, (UNITS[0], UNITS[2]) if story else UNITS)
    sq = f"square {unit}"
    if solid == "cube":
        s = F(rng.randint(2, (6, 10, 15)[lvl]))
        dims = {"l": s, "w": s, "h": s}
        sa = 6 * s * s
        desc = f"A net of a cube made of 6 squares, each {fx(s)} {short} on a side."
        givens = f"a cube with edges of {fx(s)} {short}"
        cands = [
            (fx(s**3), "found-the-volume", "Surface area adds the areas of the 6 faces."),
            (fx(4 * s * s), "counted-four-faces", "A cube has 6 faces."),
            (fx(6 * s), "added-edges-not-areas", f"Each face is a square with area {fx(s)} × {fx(s)}."),
        ]
        explain = f"A cube has 6 square faces. Each face: {fx(s)} × {fx(s)} = {fx(s * s)}. Surface area: 6 × {fx(s * s)} = {fx(sa)} {sq}."
    elif solid == "prism":
        ln, w, h = (
            F(rng.randint(3, (8, 12, 15)[lvl])),
            F(rng.randint(2, (5, 8, 10)[lvl])),
            F(rng.randint(2, (6, 9, 12)[lvl])),
        )
        sa = 2 * (ln * w + ln * h + w * h)
        dims = {"l": ln, "w": w, "h": h}
        desc = f"A net of a rectangular prism {fx(ln)} {short} long, {fx(w)} {short} wide and {fx(h)} {short} tall: 6 rectangles."
        givens = (
            f"a box {fx(ln)} {short} long, {fx(w)} {short} wide and {fx(h)} {short} tall"
            if story
            else f"a rectangular prism {fx(ln)} {short} long, {fx(w)} {short} wide and {fx(h)} {short} tall"
        )
        cands = [
            (
                fx(ln * w * h),
                "found-the-volume",
                "Surface area adds the areas of the faces; volume fills the inside.",
            ),
            (
                fx(ln * w + ln * h + w * h),
                "counted-only-three-faces",
                "Each face has a matching face on the opposite side: double it.",
            ),
            (fx(2 * (ln + w + h)), "added-edges-not-areas", "Find the area of each rectangle in the net."),
        ]
        explain = f"The net has 3 pairs of rectangles: {fx(ln)} × {fx(w)} = {fx(ln * w)}, {fx(ln)} × {fx(h)} = {fx(ln * h)}, {fx(w)} × {fx(h)} = {fx(w * h)}. Surface area = 2 × ({fx(ln * w)} + {fx(ln * h)} + {fx(w * h)}) = {fx(sa)} {sq}."
    elif solid == "pyramid":
        s, t = F(rng.randint(2, (6, 10, 14)[lvl])), F(rng.randint(3, (8, 12, 16)[lvl]))
        sa = s * s + 4 * s * t / 2
        dims = {"s": s, "t": t}
        desc = f"A net of a square pyramid: a square {fx(s)} {short} on a side with 4 triangles, each with base {fx(s)} {short} and height {fx(t)} {short}."
        givens = f"a square pyramid with a base {fx(s)} {short} on each side and triangular faces {fx(t)} {short} tall"
        cands = [
            (fx(s * s + 4 * s * t), "did-not-halve-the-triangles", "Each triangle is half of base × height."),
            (fx(4 * s * t / 2), "forgot-the-base", "The square base is part of the net too."),
            (fx(s * s + s * t / 2), "counted-one-triangle", "There are 4 triangles."),
        ]
        explain = f"Square: {fx(s)} × {fx(s)} = {fx(s * s)}. Each triangle: {fx(s)} × {fx(t)} ÷ 2 = {fx(s * t / 2)}; 4 triangles: {fx(2 * s * t)}. Total: {fx(sa)} {sq}."
    else:  # triangular prism with a right-triangle end
        k = rng.randint(1, (1, 2, 3)[lvl])
        a, b, c = pick(rng, ((3, 4, 5), (6, 8, 10), (5, 12, 13)))
        a, b, c = F(a * k), F(b * k), F(c * k)
        L = F(rng.randint(4, (10, 15, 20)[lvl]))
        sa = a * b + (a + b + c) * L
        dims = {"a": a, "b": b, "c": c, "L": L}
        desc = f"A net of a triangular prism: 2 right triangles with legs {fx(a)} {short} and {fx(b)} {short} (longest side {fx(c)} {short}), and 3 rectangles {fx(L)} {short} long with widths {fx(a)}, {fx(b)} and {fx(c)} {short}."
        givens = f"a triangular prism {fx(L)} {short} long whose ends are right triangles with legs {fx(a)} {short} and {fx(b)} {short} and longest side {fx(c)} {short}"
        cands = [
            (
                fx(a * b / 2 + (a + b + c) * L),
                "counted-one-triangle",
                "There is a triangle at each end: 2 triangles.",
            ),
            (
                fx(2 * a * b + (a + b + c) * L),
                "did-not-halve-the-triangles",
                "Each triangle's area is half of leg × leg.",
            ),
            (fx(a * b / 2 * L), "found-the-volume", "Surface area adds the face areas."),
        ]
        explain = f"Triangles: 2 × ({fx(a)} × {fx(b)} ÷ 2) = {fx(a * b)}. Rectangles: {fx(L)} × ({fx(a)} + {fx(b)} + {fx(c)}) = {fx((a + b + c) * L)}. Total: {fx(sa)} {sq}."
    svg = _net_svg(solid, desc, dims, short)
    answer = fx(sa)
    thing = "How much wrapping paper covers the box exactly" if story else "What is the surface area"
    stem = f"The net shows {givens}."
    ask = f"{thing}{'' if story else ' of the figure'}?"
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} The surface area is ___.",
        answer=answer,
        unit=sq,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=sa),
        diagram=DiagramForm("shape", svg, question=f"{stem} {ask}"),
        task="word-problem" if story else "compute",
        steps=3,
        magnitude=digits(sa),
        key=f"surface:{solid}:{desc}",
        standard="6.G.A.4",
    )


def _net_svg(solid: str, desc: str, dims: dict[str, Fraction], short: str) -> str:
    title = {
        "cube": "A net of a cube",
        "prism": "A net of a rectangular prism",
        "pyramid": "A net of a square pyramid",
        "triangular-prism": "A net of a triangular prism",
    }[solid]

    def lab(key: str) -> str:
        return f"{fx(dims[key])} {short}"

    if solid in ("cube", "prism"):
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
        labels = [
            (x0 + L / 2, y0 - 8, lab("l")),
            (x0 - 30, y0 + W / 2 + 5, lab("w")),
            (x0 + L + W + 32, y0 + W + H / 2 + 5, lab("h")),
        ]
        if solid == "cube":
            labels = labels[:1]
        return draw.figure(
            polys,
            labels,
            title=title,
            desc=desc,
            width=int(x0 + L + W + 75),
            height=int(y0 + 2 * W + 2 * H + 20),
            shaded=[1],
        )
    if solid == "pyramid":
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
        labels = [(x0 + S / 2, y0 + S / 2 + 5, lab("s")), (x0 + S / 2 + 30, y0 - Tt / 2 + 5, lab("t"))]
        return draw.figure(
            polys,
            labels,
            dashed=[((x0 + S / 2, y0), (x0 + S / 2, y0 - Tt))],
            title=title,
            desc=desc,
            width=int(x0 + S + Tt + 20),
            height=int(y0 + S + Tt + 20),
            shaded=[0],
        )
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
    labels = [
        (x0 + A / 2, y0 + LL / 2 + 5, lab("a")),
        (x0 + A + B / 2, y0 + LL / 2 + 5, lab("b")),
        (x0 + A + B + C / 2, y0 + LL / 2 + 5, lab("c")),
        (x0 + A + B + C + 34, y0 + LL / 2 + 5, lab("L")),
    ]
    return draw.figure(
        polys,
        labels,
        title=title,
        desc=desc,
        width=int(x0 + A + B + C + 80),
        height=int(y0 + LL + B + 20),
        shaded=[3, 4],
    )


class SurfaceParams(ModeParams):
    solid: Literal["cube", "prism", "pyramid", "triangular-prism"]
    story: bool = False


@generator(
    "math.g67.surface-area",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=SurfaceParams,
)
def surface_area(ctx: GenerationContext) -> Draft:
    q = _surface(ctx.rng, ctx.level.rank, ctx.params.solid, ctx.params.story)
    return emit(ctx, q)
