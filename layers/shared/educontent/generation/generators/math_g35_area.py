"""Grades 3-5 area, perimeter, partitioned shapes and volume: counting unit squares (3.MD.C.5-6),
multiplying side lengths and the distributive property (3.MD.C.7), rectilinear figures (3.MD.C.7d),
perimeter and unknown sides (3.MD.D.8, 4.MD.A.3), equal parts as unit fractions of the area
(3.G.A.2), rectangles with fraction sides (5.NF.B.4b) and volume with unit cubes and formulas
(5.MD.C.3-5)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g35_svg as draw
from educontent.generation.generators._g35_common import (
    arith,
    clean,
    diagram,
    features,
    finish,
    fr,
    mis,
    pick,
    table,
)
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}
UNITS = ("cm", "m", "in", "ft")
UNIT_WORDS = {"cm": "centimeters", "m": "meters", "in": "inches", "ft": "feet", "units": "units"}
PLACES = (
    ("garden", "A garden"),
    ("rug", "A rug"),
    ("poster", "A poster"),
    ("table top", "A table top"),
    ("playground", "A playground"),
    ("patio", "A patio"),
    ("classroom floor", "A classroom floor"),
    ("quilt", "A quilt"),
)


class AreaParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal[
        "count",
        "count-shape",
        "multiply",
        "word",
        "missing-side",
        "distributive",
        "rectilinear",
        "fraction-sides",
    ]
    max_side: int = Field(default=10, ge=3, le=100)


def _sq(unit: str) -> str:
    return "square units" if unit == "units" else f"square {unit}"


def _sides(rng: object, top: int, rank: int) -> tuple[int, int]:
    hi = max(3, round(top * (0.5, 0.8, 1.0)[rank]))
    a = rng.randint(2, hi)  # type: ignore[attr-defined]
    b = rng.randint(2, hi)  # type: ignore[attr-defined]
    if a == b and rng.random() < 0.7:  # type: ignore[attr-defined]
        b = a + 1
    return max(a, b), min(a, b)


@generator("math.g35.area", content_types=BASIC | {T.DIAGRAM, T.ARITHMETIC}, params=AreaParams)
def area(ctx: GenerationContext) -> Draft:
    p: AreaParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    mode = p.mode
    if mode == "count-shape":
        return _count_shape(ctx)
    if mode == "fraction-sides":
        return _fraction_sides(ctx)
    if mode == "rectilinear":
        return _rectilinear(ctx)
    unit = "units" if mode in ("count", "distributive") else pick(rng, UNITS)
    length, width = _sides(rng, p.max_side, rank)
    product = length * width
    perimeter = 2 * (length + width)
    u = unit if unit != "units" else "units"
    sq = _sq(unit)
    if mode == "count":
        svg = draw.rect_figure(
            length,
            width,
            ("", "", "", ""),
            grid=True,
            title="A rectangle covered with unit squares",
            desc=f"A rectangle covered with unit squares, with no gaps or overlaps: {width} rows of {length} squares.",
        )
        prompt = "The rectangle is covered with unit squares. Each square is 1 square unit. What is the area of the rectangle?"
        answer = product
        wrong = [
            mis(
                str(perimeter),
                "counted-the-outside-edges",
                "Area counts the squares inside, not the unit lengths around the edge.",
            ),
            mis(str(length + width), "added-the-sides", "Count every square: rows × squares in each row."),
            mis(str(product - length), "missed-a-row", "Count every row of squares."),
        ]
        explanation = f"There are {width} rows with {length} squares in each row. Count them or multiply: {width} × {length} = {product} square units."
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer),
            answer_value=answer,
            unit=sq,
            explanation=explanation,
            misconceptions=clean(str(answer), wrong),
            fill_text="The area of the rectangle covered with unit squares is ___.",
            arithmetic=arith(width, "×", length, f"{width} × {length} = ___"),
            diagram=diagram("array", svg),
            features=features("represent", 1, len(str(answer)), "visual"),
            key=f"count:{length}:{width}",
        )
        return finish(ctx, q)
    labels = (f"{length} {u}", f"{width} {u}", "", "")
    if mode == "multiply" or mode == "word":
        thing, Thing = pick(rng, PLACES)
        if mode == "word":
            prompt = f"{Thing} is a rectangle {length} {UNIT_WORDS[unit]} long and {width} {UNIT_WORDS[unit]} wide. What is its area?"
            fill = f"{Thing} that is {length} {UNIT_WORDS[unit]} long and {width} {UNIT_WORDS[unit]} wide has an area of ___."
            desc = f"A rectangle ({thing}) {length} {u} long and {width} {u} wide."
        else:
            prompt = f"What is the area of a rectangle that is {length} {u} long and {width} {u} wide?"
            fill = f"The area of a rectangle {length} {u} long and {width} {u} wide is ___."
            desc = f"A rectangle {length} {u} long and {width} {u} wide."
        fill = fill.replace(" has an area of ___.", " has an area that is ___.")
        svg = draw.rect_figure(length, width, labels, grid=rank == 0, title="A rectangle", desc=desc)
        answer = product
        wrong = [
            mis(
                str(perimeter),
                "found-the-perimeter",
                "Perimeter is the distance around; area is the space inside (length × width).",
            ),
            mis(str(length + width), "added-the-sides", "Area is found by multiplying length and width."),
            mis(str(product + length), "one-row-too-many", "Multiply the two side lengths exactly."),
        ]
        explanation = f"Area of a rectangle = length × width = {length} × {width} = {product} {sq}."
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer),
            answer_value=answer,
            unit=sq,
            explanation=explanation,
            misconceptions=clean(str(answer), wrong),
            fill_text=fill,
            arithmetic=arith(length, "×", width, f"{length} × {width} = ___"),
            diagram=diagram("shape", svg),
            features=features(
                "word-problem" if mode == "word" else "compute", 1, len(str(product)), "visual"
            ),
            key=f"{mode}:{length}:{width}:{unit}",
            instructions="Find the area.",
        )
        return finish(ctx, q)
    if mode == "missing-side":
        thing, Thing = pick(rng, PLACES)
        prompt = f"{Thing} is a rectangle with an area of {product} {sq}. One side is {width} {UNIT_WORDS[unit]} long. How long is the other side?"
        fill = f"{Thing} has an area of {product} {sq} and one side {width} {UNIT_WORDS[unit]} long. The other side is ___."
        svg = draw.rect_figure(
            length,
            width,
            ("?", f"{width} {u}", "", ""),
            center=f"Area = {product} {sq}",
            title="A rectangle with a missing side",
            desc=f"A rectangle with an area of {product} {sq}. One side is {width} {u}; the other side is marked with a question mark.",
        )
        answer = length
        wrong = [
            mis(
                str(product - width),
                "subtracted-instead-of-divided",
                "Area = length × width, so divide the area by the known side.",
            ),
            mis(str(product * width), "multiplied-instead-of-divided", "Divide the area by the known side."),
            mis(str(length + 1), "fact-slip", f"Check: {length + 1} × {width} is not {product}."),
        ]
        explanation = f"Area = length × width, so {width} × ? = {product}. Divide: {product} ÷ {width} = {length} {UNIT_WORDS[unit]}."
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer),
            answer_value=answer,
            unit=UNIT_WORDS[unit],
            explanation=explanation,
            misconceptions=clean(str(answer), wrong),
            fill_text=fill,
            arithmetic=arith(product, "÷", width, f"{product} ÷ {width} = ___"),
            diagram=diagram("shape", svg, prompt),
            features=features("word-problem", 2, len(str(product)), "visual"),
            key=f"missing:{length}:{width}:{unit}",
        )
        return finish(ctx, q)
    # distributive: height a, widths b + c
    a = rng.randint(2, (5, 7, 9)[rank])
    b = rng.randint(2, (5, 8, 10)[rank])
    c = rng.randint(1, (3, 5, 8)[rank])
    total = a * (b + c)
    svg = draw.split_rectangle(
        a,
        [b, c],
        [str(b), str(c)],
        str(a),
        tiled=rank == 0,
        title="A rectangle split into two parts",
        desc=f"A rectangle {a} units tall split into two rectangles, {b} units wide and {c} units wide.",
    )
    prompt = (
        f"A rectangle is {a} units tall and {b} + {c} units wide. It is split into a {a} by {b} part and a {a} by {c} part. "
        "What is the area of the whole rectangle?"
    )
    wrong = [
        mis(
            str(a * b + c),
            "forgot-to-multiply-the-second-part",
            f"The second part is {a} × {c}, not just {c}.",
        ),
        mis(str(a * b), "used-only-one-part", "Add the areas of both parts."),
        mis(str(a + b + c), "added-the-sides", "Multiply to find each area, then add."),
    ]
    explanation = f"Find each part and add: {a} × {b} = {a * b} and {a} × {c} = {a * c}. {a * b} + {a * c} = {total}, the same as {a} × {b + c} = {total} square units."
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(total),
        answer_value=total,
        unit="square units",
        explanation=explanation,
        misconceptions=clean(str(total), wrong),
        fill_text=f"{a} × ({b} + {c}) = {a} × {b} + {a} × {c}, so the area of the {a} by {b + c} rectangle is ___.",
        diagram=diagram("shape", svg, prompt),
        features=features("represent", 3, len(str(total)), "visual"),
        key=f"dist:{a}:{b}:{c}",
    )
    return finish(ctx, q)


def _count_shape(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    cols, rows = (5, 6, 8)[rank], (4, 5, 6)[rank]
    target = rng.randint((5, 8, 12)[rank], (8, 14, 22)[rank])
    cells = [(rng.randrange(cols), rng.randrange(rows))]
    chosen = set(cells)
    while len(cells) < target:
        c, r = cells[rng.randrange(len(cells))]
        dc, dr = pick(rng, ((1, 0), (-1, 0), (0, 1), (0, -1)))
        n = (c + dc, r + dr)
        if 0 <= n[0] < cols and 0 <= n[1] < rows and n not in chosen:
            chosen.add(n)
            cells.append(n)
    cells.sort()
    count = len(cells)
    improvised = pick(rng, ("square centimeters", "square inches", "square units"))
    svg = draw.grid_cells(
        cols,
        rows,
        cells,
        title="A shape on a grid",
        desc=f"A grey shape drawn on a grid of unit squares ({cols} by {rows}). Each small square is 1 {improvised[:-1]}.",
    )
    edges = sum(
        1 for c, r in cells for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (c + dc, r + dr) not in chosen
    )
    wrong = [
        mis(
            str(edges),
            "counted-the-edges",
            "Area counts the squares inside the shape, not the sides around it.",
        ),
        mis(str(count - 1), "missed-a-square", "Count every grey square once; mark them as you count."),
        mis(str(count + 1), "counted-a-square-twice", "Count every grey square only once."),
        mis(str(cols * rows), "counted-the-whole-grid", "Count only the grey squares."),
    ]
    q = MathQuestion(
        prompt=f"Each small square is 1 {improvised[:-1]}. What is the area of the grey shape?",
        answer_display=str(count),
        answer_value=count,
        unit=improvised,
        explanation=f"Count the grey unit squares row by row: there are {count}, so the area is {count} {improvised}.",
        misconceptions=clean(str(count), wrong),
        fill_text="The area of the grey shape is ___.",
        diagram=diagram("shape", svg),
        features=features("represent", 1, len(str(count)), "visual"),
        key=f"shape:{cells}",
    )
    return finish(ctx, q)


def _rectilinear(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    unit = pick(rng, ("cm", "m", "ft", "in"))
    W = rng.randint(5, (8, 12, 16)[rank])
    H = rng.randint(4, (7, 10, 14)[rank])
    w2 = rng.randint(1, W - 2)
    h2 = rng.randint(1, H - 2)
    total = W * H - w2 * h2
    s = min(280 / W, 250 / H)
    x0, y0 = 50.0, 40.0
    pts = [(0, 0), (W - w2, 0), (W - w2, h2), (W, h2), (W, H), (0, H)]
    points = [(x0 + x * s, y0 + y * s) for x, y in pts]
    lengths = [W - w2, h2, w2, H - h2, W, H]
    labels = [f"{n} {unit}" for n in lengths]
    if rank == 2:
        labels[2] = ""
        labels[3] = ""
    svg = draw.labelled_polygon(
        points,
        labels,
        right_angles=(0, 1, 3, 4, 5),
        title="A figure made of rectangles",
        desc="A figure with square corners made of two rectangles joined together. Side lengths, going around from the top left: "
        + ", ".join(lab or "not labelled" for lab in labels)
        + ".",
        size=(int(x0 + W * s + 90), int(y0 + H * s + 50)),
    )
    sq = f"square {unit}"
    wrong = [
        mis(
            str(W * H),
            "did-not-take-away-the-corner",
            "The corner piece is missing, so its area is not part of the figure.",
        ),
        mis(
            str(sum(lengths)),
            "found-the-perimeter",
            "Area is the space inside: split the figure into rectangles and add their areas.",
        ),
        mis(
            str(W * H - w2 * h2 + (W - w2) * h2),
            "counted-a-part-twice",
            "The two rectangles must not overlap.",
        ),
        mis(
            str(W * h2 + (W - w2) * (H - h2)),
            "used-the-wrong-lengths",
            "Use matching sides for each rectangle.",
        ),
    ]
    explanation = (
        f"Split the figure into two rectangles. The bottom part is {W} × {H - h2} = {W * (H - h2)} {sq}; "
        f"the top part is {W - w2} × {h2} = {(W - w2) * h2} {sq}. Add: {W * (H - h2)} + {(W - w2) * h2} = {total} {sq}."
    )
    q = MathQuestion(
        prompt="The figure has square corners. What is its area?",
        answer_display=str(total),
        answer_value=total,
        unit=sq,
        explanation=explanation,
        misconceptions=clean(str(total), wrong),
        fill_text="The area of the figure is ___.",
        diagram=diagram("shape", svg),
        features=features("reason", 3, len(str(total)), "visual"),
        key=f"rectilinear:{W}:{H}:{w2}:{h2}:{unit}",
    )
    return finish(ctx, q)


def _fraction_sides(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    dens = ((2, 3, 4), (2, 3, 4, 5, 6), (3, 4, 5, 6, 8))[rank]
    b, d = pick(rng, dens), pick(rng, dens)
    a, c = rng.randint(1, b - 1), rng.randint(1, d - 1)
    x, y = Fraction(a, b), Fraction(c, d)
    unit = pick(rng, ("m", "ft", "yd"))
    answer = x * y
    svg = draw.fraction_area(
        b,
        d,
        a,
        c,
        title="A rectangle inside a unit square",
        desc=f"A square 1 {unit} on each side cut into {b} columns and {d} rows of equal tiles. "
        f"The shaded rectangle is {a}/{b} {unit} long and {c}/{d} {unit} wide, covering {a * c} of the {b * d} tiles.",
    )
    ans = fr(answer)
    wrong = [
        mis(fr(x + y), "added-the-side-lengths", "Area is length × width, not length + width."),
        mis(
            f"{a * c}/{b + d}",
            "added-the-denominators",
            f"The square is cut into {b} × {d} = {b * d} tiles, so the denominator is {b * d}.",
        ),
        mis(
            fr(Fraction(a * d, b * c)) if a * d != b * c else fr(Fraction(a * c, b * d) * 2),
            "cross-multiplied",
            "Multiply numerator by numerator and denominator by denominator.",
        ),
    ]
    explanation = (
        f"Each tile is 1/{b} by 1/{d}, so {b * d} tiles fill the unit square and each tile is 1/{b * d} square {unit}. "
        f"The rectangle covers {a} × {c} = {a * c} tiles: {a}/{b} × {c}/{d} = {a * c}/{b * d}"
        + (f" = {ans}" if Fraction(a * c, b * d).denominator != b * d else "")
        + f" square {unit}."
    )
    q = MathQuestion(
        prompt=f"A rectangle is {a}/{b} {unit} long and {c}/{d} {unit} wide. What is its area?",
        answer_display=ans,
        answer_value=ans,
        unit=f"square {unit}",
        explanation=explanation,
        misconceptions=clean(ans, wrong),
        fill_text=f"A rectangle {a}/{b} {unit} long and {c}/{d} {unit} wide has an area that is ___.",
        arithmetic=arith(x, "×", y, f"{a}/{b} × {c}/{d} = ___", displays=(f"{a}/{b}", f"{c}/{d}")),
        diagram=diagram("fraction-bar", svg),
        answer_format="fraction",
        features=features("represent", 2, 2, "visual"),
        key=f"fracside:{a}/{b}:{c}/{d}:{unit}",
    )
    return finish(ctx, q)


# ---- perimeter ----------------------------------------------------------------------------------


class PerimeterParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["polygon", "rectangle", "missing-side", "rect-missing", "same-perimeter", "same-area"]
    max_side: int = Field(default=12, ge=3, le=100)


SHAPES = {
    3: ("triangle", [(150, 20), (290, 260), (20, 240)]),
    4: ("quadrilateral", [(40, 40), (260, 20), (300, 230), (20, 260)]),
    5: ("pentagon", [(160, 10), (300, 110), (250, 270), (70, 270), (20, 110)]),
    6: ("hexagon", [(90, 20), (230, 20), (300, 140), (230, 260), (90, 260), (20, 140)]),
}


@generator("math.g35.perimeter", content_types=BASIC | {T.DIAGRAM, T.DATA_TABLE}, params=PerimeterParams)
def perimeter(ctx: GenerationContext) -> Draft:
    p: PerimeterParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    unit = pick(rng, UNITS)
    top = max(3, round(p.max_side * (0.5, 0.8, 1.0)[rank]))
    if p.mode in ("same-perimeter", "same-area"):
        return _same(ctx)
    if p.mode in ("polygon", "missing-side"):
        n = pick(rng, (3, 4) if rank == 0 else (3, 4, 5, 6))
        shape, pts = SHAPES[n]
        sides = [rng.randint(2, top) for _ in range(n)]
        total = sum(sides)
        points = [(x + 40, y + 30) for x, y in pts]
        if p.mode == "polygon":
            labels = [f"{s} {unit}" for s in sides]
            svg = draw.labelled_polygon(
                points,
                labels,
                title=f"A {shape}",
                desc=f"A {shape} with sides of " + ", ".join(labels) + ".",
            )
            prompt = (
                f"A {shape} has sides of "
                + ", ".join(f"{s} {unit}" for s in sides)
                + ". What is its perimeter?"
            )
            answer = total
            wrong = [
                mis(str(total - sides[-1]), "left-out-a-side", "Add every side once, all the way around."),
                mis(str(total + sides[0]), "counted-a-side-twice", "Each side is added only once."),
                mis(
                    str(sides[0] * sides[1]),
                    "multiplied-sides",
                    "Perimeter is the distance around: add the sides.",
                ),
            ]
            explanation = "Add all the sides: " + " + ".join(map(str, sides)) + f" = {total} {unit}."
            fill = f"The perimeter of the {shape} is ___."
            ans_unit = unit
            key = f"poly:{sides}:{unit}"
        else:
            miss = rng.randrange(n)
            labels = [f"{s} {unit}" if i != miss else "?" for i, s in enumerate(sides)]
            known = [s for i, s in enumerate(sides) if i != miss]
            svg = draw.labelled_polygon(
                points,
                labels,
                title=f"A {shape} with a missing side",
                desc=f"A {shape} with a perimeter of {total} {unit}. Its sides are "
                + ", ".join(labels)
                + ".",
            )
            prompt = (
                f"A {shape} has a perimeter of {total} {unit}. Its other sides are "
                + ", ".join(f"{s} {unit}" for s in known)
                + ". How long is the missing side?"
            )
            answer = sides[miss]
            wrong = [
                mis(
                    str(total + sum(known)),
                    "added-instead-of-subtracted",
                    "Take the known sides away from the perimeter.",
                ),
                mis(
                    str(sum(known)),
                    "gave-the-known-sides",
                    "That is the sum of the known sides; subtract it from the perimeter.",
                ),
                mis(str(answer + 1), "subtraction-slip", "Check by adding all the sides."),
            ]
            explanation = (
                f"Add the known sides: {' + '.join(map(str, known))} = {sum(known)}. "
                f"Subtract from the perimeter: {total} - {sum(known)} = {answer} {unit}."
            )
            fill = (
                f"A {shape} with a perimeter of {total} {unit} has sides of "
                + ", ".join(f"{s} {unit}" for s in known)
                + ". The missing side is ___."
            )
            ans_unit = unit
            key = f"polymiss:{sides}:{miss}:{unit}"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer),
            answer_value=answer,
            unit=ans_unit,
            explanation=explanation,
            misconceptions=clean(str(answer), wrong),
            fill_text=fill,
            diagram=diagram("shape", svg, prompt),
            features=features(
                "compute" if p.mode == "polygon" else "word-problem", 2, len(str(total)), "visual"
            ),
            key=key,
        )
        return finish(ctx, q)
    length, width = _sides(rng, top, 2)
    total = 2 * (length + width)
    _thing, Thing = pick(rng, PLACES)
    if p.mode == "rectangle":
        svg = draw.rect_figure(
            length,
            width,
            (f"{length} {unit}", f"{width} {unit}", "", ""),
            title="A rectangle",
            desc=f"A rectangle {length} {unit} long and {width} {unit} wide.",
        )
        prompt = (
            f"{Thing} is a rectangle {length} {unit} long and {width} {unit} wide. What is its perimeter?"
        )
        fill = f"{Thing} that is {length} {unit} long and {width} {unit} wide has a perimeter that is ___."
        answer = total
        wrong = [
            mis(
                str(length + width),
                "added-only-two-sides",
                "A rectangle has four sides: add both lengths and both widths.",
            ),
            mis(
                str(length * width),
                "found-the-area",
                "Perimeter is the distance around, not the space inside.",
            ),
            mis(str(2 * length + width), "left-out-a-side", "Add all four sides."),
        ]
        explanation = f"Perimeter = {length} + {width} + {length} + {width} = 2 × ({length} + {width}) = {total} {unit}."
        key = f"rect:{length}:{width}:{unit}"
    else:
        svg = draw.rect_figure(
            length,
            width,
            ("?", f"{width} {unit}", "", ""),
            center=f"Perimeter = {total} {unit}",
            title="A rectangle with a missing side",
            desc=f"A rectangle with a perimeter of {total} {unit}. One side is {width} {unit}; the other is marked with a question mark.",
        )
        prompt = f"{Thing} is a rectangle with a perimeter of {total} {unit}. Its width is {width} {unit}. What is its length?"
        fill = f"{Thing} is a rectangle with a perimeter of {total} {unit} and a width of {width} {unit}. Its length is ___."
        answer = length
        wrong = [
            mis(
                str(total - width),
                "subtracted-one-width",
                "There are two widths to take away, and what is left is two lengths.",
            ),
            mis(
                str(total - 2 * width),
                "forgot-to-halve",
                "What is left after taking away both widths is two lengths, so halve it.",
            ),
            mis(
                str(total // width if total % width == 0 else total // 2),
                "divided-by-the-width",
                "Perimeter is found by adding sides, not multiplying.",
            ),
        ]
        explanation = f"Two widths are {width} + {width} = {2 * width}. {total} - {2 * width} = {total - 2 * width} is two lengths, so one length is {total - 2 * width} ÷ 2 = {length} {unit}."
        key = f"rectmiss:{length}:{width}:{unit}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit=unit,
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=fill,
        diagram=diagram("shape", svg, prompt),
        features=features("word-problem", 2 if p.mode == "rectangle" else 3, len(str(total)), "visual"),
        key=key,
    )
    return finish(ctx, q)


def _same(ctx: GenerationContext) -> Draft:
    p: PerimeterParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    letters = "ABCD"
    if p.mode == "same-perimeter":
        half = rng.randint(6, (8, 10, 14)[rank])
        widths = sorted(rng.sample(range(1, half // 2 + 1), min(3, half // 2)))
        rects = [(half - w, w) for w in widths]
    else:
        target = pick(rng, (12, 16, 18, 20, 24, 30, 36) if rank else (12, 16, 18, 20))
        pairs = [(target // w, w) for w in range(1, int(target**0.5) + 1) if target % w == 0]
        rects = pairs[-3:] if len(pairs) >= 3 else pairs
    order = list(range(len(rects)))
    rng.shuffle(order)
    rects = [rects[i] for i in order]
    names = letters[: len(rects)]
    areas = [a * b for a, b in rects]
    perims = [2 * (a + b) for a, b in rects]
    if p.mode == "same-perimeter":
        best = max(range(len(rects)), key=lambda i: areas[i])
        worst = min(range(len(rects)), key=lambda i: areas[i])
        longest = max(range(len(rects)), key=lambda i: rects[i][0])
        prompt_q = "They all have the same perimeter. Which rectangle has the greatest area?"
        fill = "The rectangles all have the same perimeter. The one with the greatest area is ___."
        wrong = [
            mis("rectangle " + names[worst], "chose-the-smallest-area", "That rectangle has the least area."),
            mis(
                "rectangle " + names[longest],
                "chose-the-longest-rectangle",
                "The longest rectangle is not the one with the most space inside.",
            ),
        ]
        wrong += [
            mis(
                "rectangle " + names[i],
                "thought-same-perimeter-means-same-area",
                "The same perimeter can enclose different areas.",
            )
            for i in range(len(rects))
            if i != best
        ]
        explanation = (
            "Find each area: "
            + "; ".join(f"{n}: {a} × {b} = {a * b}" for n, (a, b) in zip(names, rects, strict=True))
            + f". Each perimeter is {perims[0]}. The greatest area is rectangle {names[best]}."
        )
        answer = "rectangle " + names[best]
        columns = ["Rectangle", "Length (units)", "Width (units)", "Perimeter (units)"]
        rows = [[n, a, b, pr] for n, (a, b), pr in zip(names, rects, perims, strict=True)]
    else:
        best = min(range(len(rects)), key=lambda i: perims[i])
        worst = max(range(len(rects)), key=lambda i: perims[i])
        prompt_q = "They all have the same area. Which rectangle has the smallest perimeter?"
        fill = "The rectangles all have the same area. The one with the smallest perimeter is ___."
        wrong = [
            mis(
                "rectangle " + names[worst],
                "chose-the-greatest-perimeter",
                "That rectangle has the greatest perimeter.",
            ),
        ]
        wrong += [
            mis(
                "rectangle " + names[i],
                "thought-same-area-means-same-perimeter",
                "The same area can have different perimeters.",
            )
            for i in range(len(rects))
            if i != best
        ]
        explanation = (
            "Find each perimeter: "
            + "; ".join(
                f"{n}: 2 × ({a} + {b}) = {2 * (a + b)}" for n, (a, b) in zip(names, rects, strict=True)
            )
            + f". Each area is {areas[0]}. The smallest perimeter is rectangle {names[best]}."
        )
        answer = "rectangle " + names[best]
        columns = ["Rectangle", "Length (units)", "Width (units)", "Area (square units)"]
        rows = [[n, a, b, ar] for n, (a, b), ar in zip(names, rects, areas, strict=True)]
    listing = "; ".join(
        f"rectangle {n} is {a} units by {b} units" for n, (a, b) in zip(names, rects, strict=True)
    )
    prompt = f"Look at these rectangles: {listing}. {prompt_q}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=f"Look at these rectangles: {listing}. {fill}",
        table=table("Rectangles", columns, rows, prompt_q),
        answer_format="text",
        features=features("compare", 3, 2, "table"),
        key=f"{p.mode}:{rects}",
    )
    return finish(ctx, q)


# ---- partitioned shapes -------------------------------------------------------------------------


class PartitionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["unit-fraction", "part-area"]


@generator("math.g35.partition", content_types=BASIC | {T.DIAGRAM}, params=PartitionParams)
def partition(ctx: GenerationContext) -> Draft:
    p: PartitionParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    parts = pick(rng, ((2, 3, 4), (3, 4, 6, 8), (4, 6, 8, 10, 12))[rank])
    shape = pick(rng, ("strips", "grid", "circle") if parts <= 8 else ("strips", "grid"))
    if shape == "grid" and (parts % 2 or parts < 4):
        shape = "strips"
    word = "circle" if shape == "circle" else "rectangle"
    svg = draw.partitioned(
        shape,
        parts,
        1,
        title=f"A {word} cut into equal parts",
        desc=f"A {word} cut into {parts} equal parts. One part is shaded.",
    )
    if p.mode == "unit-fraction":
        ans = f"1/{parts}"
        wrong = [
            mis(
                f"1/{parts - 1}",
                "counted-the-unshaded-parts",
                f"The whole has {parts} equal parts, so each is 1/{parts}.",
            ),
            mis(f"{parts - 1}/{parts}", "named-the-unshaded-part", "The question is about the shaded part."),
            mis(f"1/{parts + 1}", "counted-lines-not-parts", "Count the parts, not the cut lines."),
            mis(str(parts), "wrote-the-number-of-parts", "A part of a whole is a fraction less than 1."),
        ]
        q = MathQuestion(
            prompt=f"The {word} is cut into equal parts. What fraction of the whole area is the shaded part?",
            answer_display=ans,
            answer_value=ans,
            explanation=f"The {word} has {parts} equal parts, and each part is the same size. One part is 1/{parts} of the whole area.",
            misconceptions=clean(ans, wrong),
            fill_text=f"The {word} is cut into equal parts. The fraction of the area that is shaded is ___.",
            diagram=diagram("fraction-bar", svg),
            answer_format="fraction",
            features=features("represent", 1, 1, "visual"),
            key=f"unit:{shape}:{parts}",
        )
        return finish(ctx, q)
    each = rng.randint(2, (5, 8, 12)[rank])
    whole = each * parts
    wrong = [
        mis(
            str(whole - parts), "subtracted-instead-of-divided", "Equal parts share the area equally: divide."
        ),
        mis(
            str(whole * parts),
            "multiplied-instead-of-divided",
            "Each part is smaller than the whole: divide.",
        ),
        mis(str(each + 1), "division-slip", f"Check: {each + 1} × {parts} is not {whole}."),
    ]
    q = MathQuestion(
        prompt=f"The {word} has an area of {whole} square units. It is cut into {parts} equal parts. What is the area of each part?",
        answer_display=str(each),
        answer_value=each,
        unit="square units",
        explanation=f"Each part is 1/{parts} of the whole: {whole} ÷ {parts} = {each} square units.",
        misconceptions=clean(str(each), wrong),
        fill_text=f"A {word} with an area of {whole} square units is cut into {parts} equal parts. Each part has an area that is ___.",
        diagram=diagram(
            "shape",
            svg,
            f"The {word} has an area of {whole} square units. It is cut into {parts} equal parts. What is the area of the shaded part?",
        ),
        features=features("compute", 2, len(str(whole)), "visual"),
        key=f"part:{shape}:{parts}:{whole}",
    )
    return finish(ctx, q)


# ---- volume -------------------------------------------------------------------------------------


class VolumeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["count-cubes", "formula", "base-area", "missing-edge", "composite", "word"]
    max_edge: int = Field(default=10, ge=3, le=30)


BOXES = ("toy box", "fish tank", "storage bin", "sandbox", "shoe box", "planter", "gift box")


@generator("math.g35.volume", content_types=BASIC | {T.DIAGRAM, T.ARITHMETIC}, params=VolumeParams)
def volume(ctx: GenerationContext) -> Draft:
    p: VolumeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    top = max(3, round(p.max_edge * (0.5, 0.75, 1.0)[rank]))
    ln, w, h = (
        rng.randint(2, top),
        rng.randint(2, max(2, min(top, 6 + rank))),
        rng.randint(2, max(2, min(top, 5 + rank))),
    )
    if p.mode == "count-cubes":
        ln, w, h = (
            rng.randint(2, (4, 5, 6)[rank]),
            rng.randint(1, (3, 4, 4)[rank]),
            rng.randint(1, (3, 4, 5)[rank]),
        )
    vol = ln * w * h
    unit = pick(rng, ("cm", "in", "ft", "m"))
    cu = f"cubic {unit}"
    arithmetic = None
    if p.mode == "count-cubes":
        svg = draw.prism(
            ln,
            w,
            h,
            None,
            grid=True,
            title="A prism made of unit cubes",
            desc=f"A rectangular prism packed with unit cubes with no gaps: {ln} cubes long, {w} cubes wide and {h} cubes tall.",
        )
        prompt = "The prism is packed with unit cubes with no gaps. Each cube is 1 cubic unit. What is the volume of the prism?"
        fill = "The volume of the prism packed with unit cubes is ___."
        answer = vol
        ans_unit = "cubic units"
        visible = ln * h + ln * w + w * h - ln - w - h + 1
        wrong = [
            mis(
                str(visible),
                "counted-only-the-cubes-you-can-see",
                "Some cubes are hidden inside and behind; count layers instead.",
            ),
            mis(str(ln * w), "counted-one-layer", f"There are {h} layers of {ln * w} cubes."),
            mis(
                str(ln + w + h), "added-the-edges", "Multiply the cubes in one layer by the number of layers."
            ),
            mis(
                str(2 * (ln * w + ln * h + w * h)),
                "counted-the-faces",
                "Volume counts cubes, not the squares on the outside.",
            ),
        ]
        explanation = f"One layer has {ln} × {w} = {ln * w} cubes. There are {h} layers: {ln * w} × {h} = {vol} cubic units."
        kind = "represent"
        key = f"cubes:{ln}:{w}:{h}"
    elif p.mode in ("formula", "word"):
        if p.mode == "word":
            thing = pick(rng, BOXES)
            prompt = f"A {thing} is shaped like a rectangular prism {ln} {unit} long, {w} {unit} wide and {h} {unit} tall. What is its volume?"
            fill = f"A {thing} that is {ln} {unit} long, {w} {unit} wide and {h} {unit} tall has a volume that is ___."
        else:
            prompt = f"What is the volume of a rectangular prism {ln} {unit} long, {w} {unit} wide and {h} {unit} tall?"
            fill = f"The volume of a rectangular prism {ln} {unit} long, {w} {unit} wide and {h} {unit} tall is ___."
        svg = draw.prism(
            ln,
            w,
            h,
            (f"{ln} {unit}", f"{w} {unit}", f"{h} {unit}"),
            grid=False,
            title="A rectangular prism",
            desc=f"A rectangular prism {ln} {unit} long, {w} {unit} wide and {h} {unit} tall.",
        )
        answer, ans_unit = vol, cu
        wrong = [
            mis(str(ln + w + h), "added-the-edges", "Volume = length × width × height."),
            mis(str(ln * w), "found-the-base-area-only", f"Multiply the base area by the height {h}."),
            mis(
                str(2 * (ln * w + ln * h + w * h)),
                "found-the-surface-area",
                "Volume counts the cubes inside, not the outside squares.",
            ),
        ]
        explanation = f"V = l × w × h = {ln} × {w} × {h}. First {ln} × {w} = {ln * w}, then {ln * w} × {h} = {vol} {cu}."
        arithmetic = arith(ln, "×", w, f"{ln} × {w} × {h} = ___", c=h)
        kind = "word-problem" if p.mode == "word" else "compute"
        key = f"{p.mode}:{ln}:{w}:{h}:{unit}"
    elif p.mode == "base-area":
        base = ln * w
        prompt = f"A rectangular prism has a base with an area of {base} square {unit} and a height of {h} {unit}. What is its volume?"
        fill = f"A prism with a base area of {base} square {unit} and a height of {h} {unit} has a volume that is ___."
        svg = draw.prism(
            ln,
            w,
            h,
            ("", "", f"{h} {unit}"),
            grid=False,
            title="A prism with its base area",
            desc=f"A rectangular prism with a base area of {base} square {unit} and a height of {h} {unit}.",
        )
        answer, ans_unit = vol, cu
        wrong = [
            mis(str(base + h), "added-base-and-height", "V = base area × height."),
            mis(str(base), "gave-the-base-area", f"The base is one layer; there are {h} layers."),
            mis(str(base * (h + 1)), "one-layer-too-many", f"There are {h} layers, not {h + 1}."),
        ]
        explanation = f"V = B × h = {base} × {h} = {vol} {cu}."
        arithmetic = arith(base, "×", h, f"{base} × {h} = ___")
        kind = "compute"
        key = f"base:{base}:{h}:{unit}"
    elif p.mode == "missing-edge":
        prompt = f"A rectangular prism has a volume of {vol} {cu}. It is {ln} {unit} long and {w} {unit} wide. How tall is it?"
        fill = f"A prism with a volume of {vol} {cu}, {ln} {unit} long and {w} {unit} wide, has a height that is ___."
        svg = draw.prism(
            ln,
            w,
            h,
            (f"{ln} {unit}", f"{w} {unit}", "?"),
            grid=False,
            title="A prism with a missing edge",
            desc=f"A rectangular prism with a volume of {vol} {cu}. It is {ln} {unit} long and {w} {unit} wide; the height is marked with a question mark.",
        )
        answer, ans_unit = h, unit
        wrong = [
            mis(str(vol - ln * w), "subtracted-the-base", "Divide the volume by the base area."),
            mis(str(vol // ln), "divided-by-one-edge-only", f"Divide by both: {ln} × {w} = {ln * w}."),
            mis(str(h + 1), "division-slip", f"Check: {ln} × {w} × {h + 1} is not {vol}."),
        ]
        explanation = f"The base area is {ln} × {w} = {ln * w}. Height = volume ÷ base area = {vol} ÷ {ln * w} = {h} {unit}."
        arithmetic = arith(vol, "÷", ln * w, f"{vol} ÷ {ln * w} = ___")
        kind = "word-problem"
        key = f"edge:{ln}:{w}:{h}:{unit}"
    else:  # composite
        l2, w2, h2 = (
            rng.randint(2, top),
            rng.randint(2, max(2, min(top, 6))),
            rng.randint(2, max(2, min(top, 6))),
        )
        v2 = l2 * w2 * h2
        answer, ans_unit = vol + v2, cu
        prompt = (
            f"A solid is made of two rectangular prisms that do not overlap. Prism A is {ln} {unit} by {w} {unit} by {h} {unit}. "
            f"Prism B is {l2} {unit} by {w2} {unit} by {h2} {unit}. What is the volume of the whole solid?"
        )
        fill = (
            f"Prism A is {ln} {unit} by {w} {unit} by {h} {unit} and prism B is {l2} {unit} by {w2} {unit} by {h2} {unit}. "
            "The volume of the solid made of both is ___."
        )
        svg = draw.two_prisms(
            (ln, w, h),
            (l2, w2, h2),
            [f"{ln} {unit}", f"{w} {unit}", f"{h} {unit}", f"{l2} {unit}", f"{w2} {unit}", f"{h2} {unit}"],
            title="A solid made of two prisms",
            desc=f"Two rectangular prisms side by side. Prism A: {ln} {unit} long, {w} {unit} wide, {h} {unit} tall. "
            f"Prism B: {l2} {unit} long, {w2} {unit} wide, {h2} {unit} tall.",
        )
        wrong = [
            mis(str(vol), "used-only-one-prism", "Add the volumes of both prisms."),
            mis(
                str((ln + l2) * max(w, w2) * max(h, h2)),
                "treated-it-as-one-box",
                "The prisms have different sizes: find each volume, then add.",
            ),
            mis(
                str(ln + w + h + l2 + w2 + h2),
                "added-the-edges",
                "Volume = length × width × height for each prism.",
            ),
        ]
        explanation = f"Prism A: {ln} × {w} × {h} = {vol}. Prism B: {l2} × {w2} × {h2} = {v2}. Add: {vol} + {v2} = {answer} {cu}."
        kind = "word-problem"
        key = f"comp:{ln}:{w}:{h}:{l2}:{w2}:{h2}:{unit}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit=ans_unit,
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=fill,
        arithmetic=arithmetic,
        diagram=diagram("shape", svg, prompt if p.mode != "count-cubes" else None),
        features=features(
            kind, 2 if p.mode in ("count-cubes", "base-area") else 3, len(str(answer)), "visual"
        ),  # type: ignore[arg-type]
        key=key,
    )
    return finish(ctx, q)
