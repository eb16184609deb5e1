"""Grades 3-4 perimeter: adding the sides of polygons, rectangles, unknown side lengths (3.MD.D.8,
4.MD.A.3), and rectangles with the same perimeter and different areas or the same area and
different perimeters (3.MD.D.8)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import TaskKind
from educontent.generation.draw.grids import rect_figure
from educontent.generation.draw.polygons import labelled_polygon
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import features, finish, mis, table
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.math.md._rectangles import UNIT_WORDS, UNITS, missing_length, place, said, sides
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


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

# prompt, answer, wrong answers, explanation, fill-blank text, key, svg
_Drawn = tuple[str, int, list[Misconception], str, str, str, str]


def _all_sides(shape: str, sides_: list[int], unit: str, points: list[tuple[int, int]]) -> _Drawn:
    total = sum(sides_)
    labels = [f"{s} {unit}" for s in sides_]
    svg = labelled_polygon(
        points,
        labels,
        title=f"A {shape}",
        desc=f"A {shape} with sides of " + ", ".join(said(s, unit) for s in sides_) + ".",
    )
    prompt = (
        f"A {shape} has sides of "
        + ", ".join(f"{said(s, unit)}" for s in sides_)
        + ". What is its perimeter?"
    )
    wrong = [
        mis(str(total - sides_[-1]), "left-out-a-side", "Add every side once, all the way around."),
        mis(str(total + sides_[0]), "counted-a-side-twice", "Each side is added only once."),
        mis(
            str(sides_[0] * sides_[1]), "multiplied-sides", "Perimeter is the distance around: add the sides."
        ),
    ]
    explanation = "Add all the sides: " + " + ".join(map(str, sides_)) + f" = {said(total, unit)}."
    return (
        prompt,
        total,
        wrong,
        explanation,
        f"The perimeter of the {shape} is ___.",
        f"poly:{sides_}:{unit}",
        svg,
    )


def _missing_side(
    shape: str, sides_: list[int], unit: str, points: list[tuple[int, int]], miss: int
) -> _Drawn:
    total = sum(sides_)
    labels = [f"{s} {unit}" if i != miss else "?" for i, s in enumerate(sides_)]
    known = [s for i, s in enumerate(sides_) if i != miss]
    svg = labelled_polygon(
        points,
        labels,
        title=f"A {shape} with a missing side",
        desc=f"A {shape} with a perimeter of {said(total, unit)}. Its sides are "
        + ", ".join(said(s, unit) if i != miss else "?" for i, s in enumerate(sides_))
        + ".",
    )
    known_text = ", ".join(f"{said(s, unit)}" for s in known)
    prompt = f"A {shape} has a perimeter of {said(total, unit)}. Its other sides are {known_text}. How long is the missing side?"
    answer = sides_[miss]
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
        f"Subtract from the perimeter: {total} - {sum(known)} = {said(answer, unit)}."
    )
    fill = f"A {shape} with a perimeter of {said(total, unit)} has sides of {known_text}. The missing side is ___."
    return prompt, answer, wrong, explanation, fill, f"polymiss:{sides_}:{miss}:{unit}", svg


def _polygon(ctx: GenerationContext, unit: str, top: int) -> Draft:
    p: PerimeterParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    n = pick(rng, (3, 4) if rank == 0 else (3, 4, 5, 6))
    shape, pts = SHAPES[n]
    sides_ = [draw(rng, 2, top, ctx.level) for _ in range(n)]
    points = [(x + 40, y + 30) for x, y in pts]
    if p.mode == "polygon":
        asked = _all_sides(shape, sides_, unit, points)
    else:
        asked = _missing_side(shape, sides_, unit, points, rng.randrange(n))
    return _figure_draft(
        ctx, unit, asked, "compute" if p.mode == "polygon" else "word-problem", 2, sum(sides_)
    )


def _figure_draft(
    ctx: GenerationContext, unit: str, asked: _Drawn, task: TaskKind, steps: int, total: int
) -> Draft:
    """A question about the drawn figure, whose size is ``total`` (also asked in the diagram form)."""
    prompt, answer, wrong, explanation, fill, key, svg = asked
    asked = Asked(prompt, str(answer), explanation, wrong, fill, key, answer)
    return drawn(
        ctx,
        asked,
        "shape",
        svg,
        features(task, steps, len(str(total)), "visual"),
        prompt,
        unit=UNIT_WORDS[unit],
    )


def _rectangle_wrong(mode: str, length: int, width: int, total: int) -> list[Misconception]:
    if mode == "rectangle":
        return [
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
    return [
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


def _rectangle(ctx: GenerationContext, unit: str, top: int) -> Draft:
    p: PerimeterParams = ctx.params
    length, width = sides(ctx.rng, top, ctx.level.rank)
    total = 2 * (length + width)
    _thing, Thing = place(ctx.rng)
    if p.mode == "rectangle":
        svg = rect_figure(
            length,
            width,
            (f"{length} {unit}", f"{width} {unit}", "", ""),
            title="A rectangle",
            desc=f"A rectangle {said(length, unit)} long and {said(width, unit)} wide.",
        )
        prompt = f"{Thing} is a rectangle {said(length, unit)} long and {said(width, unit)} wide. What is its perimeter?"
        fill = f"{Thing} that is {said(length, unit)} long and {said(width, unit)} wide has a perimeter that is ___."
        answer = total
        explanation = f"Perimeter = {length} + {width} + {length} + {width} = 2 × ({length} + {width}) = {said(total, unit)}."
        key = f"rect:{length}:{width}:{unit}"
    else:
        svg = missing_length(
            length,
            width,
            unit,
            f"Perimeter = {total} {unit}",
            f"a perimeter of {said(total, unit)}",
            "the other",
        )
        prompt = f"{Thing} is a rectangle with a perimeter of {said(total, unit)}. Its width is {said(width, unit)}. What is its length?"
        fill = f"{Thing} is a rectangle with a perimeter of {said(total, unit)} and a width of {said(width, unit)}. Its length is ___."
        answer = length
        explanation = f"Two widths are {width} + {width} = {2 * width}. {total} - {2 * width} = {total - 2 * width} is two lengths, so one length is {total - 2 * width} ÷ 2 = {said(length, unit)}."
        key = f"rectmiss:{length}:{width}:{unit}"
    asked = (prompt, answer, _rectangle_wrong(p.mode, length, width, total), explanation, fill, key, svg)
    return _figure_draft(ctx, unit, asked, "word-problem", 2 if p.mode == "rectangle" else 3, total)


def _others(names: str, best: int, misconception: str, reason: str) -> list[Misconception]:
    """Every rectangle but the answer, chosen for the same reason."""
    return [mis("rectangle " + names[i], misconception, reason) for i in range(len(names)) if i != best]


def _rows(names: str, rects: list[tuple[int, int]], values: list[int]) -> list[list[str | int]]:
    return [[n, a, b, v] for n, (a, b), v in zip(names, rects, values, strict=True)]


def _same_perimeter(
    names: str, rects: list[tuple[int, int]], areas: list[int]
) -> tuple[int, list[Misconception], str]:
    best = max(range(len(rects)), key=lambda i: areas[i])
    worst = min(range(len(rects)), key=lambda i: areas[i])
    longest = max(range(len(rects)), key=lambda i: rects[i][0])
    wrong = [
        mis("rectangle " + names[worst], "chose-the-smallest-area", "That rectangle has the least area."),
        mis(
            "rectangle " + names[longest],
            "chose-the-longest-rectangle",
            "The longest rectangle is not the one with the most space inside.",
        ),
    ]
    wrong += _others(
        names,
        best,
        "thought-same-perimeter-means-same-area",
        "The same perimeter can enclose different areas.",
    )
    found = "; ".join(f"{n}: {a} × {b} = {a * b}" for n, (a, b) in zip(names, rects, strict=True))
    return best, wrong, f"Find each area: {found}"


def _same_area(
    names: str, rects: list[tuple[int, int]], perims: list[int]
) -> tuple[int, list[Misconception], str]:
    best = min(range(len(rects)), key=lambda i: perims[i])
    worst = max(range(len(rects)), key=lambda i: perims[i])
    wrong = [
        mis(
            "rectangle " + names[worst],
            "chose-the-greatest-perimeter",
            "That rectangle has the greatest perimeter.",
        ),
    ]
    wrong += _others(
        names, best, "thought-same-area-means-same-perimeter", "The same area can have different perimeters."
    )
    found = "; ".join(f"{n}: 2 × ({a} + {b}) = {2 * (a + b)}" for n, (a, b) in zip(names, rects, strict=True))
    return best, wrong, f"Find each perimeter: {found}"


def _same(ctx: GenerationContext) -> Draft:
    p: PerimeterParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "same-perimeter":
        half = rng.randint((6, 8, 10)[rank], (8, 10, 14)[rank])
        widths = sorted(rng.sample(range(1, half // 2 + 1), min(3, half // 2)))
        rects = [(half - w, w) for w in widths]
    else:
        target = pick(rng, ((12, 16, 18, 20), (16, 18, 20, 24, 30), (24, 30, 36))[rank])
        pairs = [(target // w, w) for w in range(1, int(target**0.5) + 1) if target % w == 0]
        rects = (
            [pairs[0], *pairs[-2:]] if len(pairs) >= 3 else pairs
        )  # the long thin one and two squarer ones
    order = list(range(len(rects)))
    rng.shuffle(order)
    rects = [rects[i] for i in order]
    names = "ABCD"[: len(rects)]
    areas = [a * b for a, b in rects]
    perims = [2 * (a + b) for a, b in rects]
    if p.mode == "same-perimeter":
        best, wrong, found = _same_perimeter(names, rects, areas)
        kept, same, unit, most = perims, "perimeter", "units", "greatest area"
    else:
        best, wrong, found = _same_area(names, rects, perims)
        kept, same, unit, most = areas, "area", "square units", "smallest perimeter"
    explanation = f"{found}. Each {same} is {kept[0]}. The {most} is rectangle {names[best]}."
    answer = "rectangle " + names[best]
    columns = ["Rectangle", "Length (units)", "Width (units)", f"{same.capitalize()} ({unit})"]
    rows = _rows(names, rects, kept)
    prompt_q = f"They all have the same {same}. Which rectangle has the {most}?"
    fill = f"The rectangles all have the same {same}. The one with the {most} is ___."
    listing = "; ".join(
        f"rectangle {n} is {measured(a, 'units')} by {measured(b, 'units')}"
        for n, (a, b) in zip(names, rects, strict=True)
    )
    prompt = f"Look at these rectangles: {listing}. {prompt_q}"
    fill = f"Look at these rectangles: {listing}. {fill}"
    q = Asked(prompt, answer, explanation, wrong, fill, f"{p.mode}:{rects}").question(
        table=table("Rectangles", columns, rows, prompt_q),
        answer_format="text",
        features=features("compare", 3, 2, "table"),
    )
    return finish(ctx, q)


_BANDS = "side lengths (2 to the skill's largest side): easy the lower 60 %, medium the middle 60 %, hard the upper half; polygons with 5 or 6 sides from medium; rectangles compared: half-perimeters 6-8, 8-10, 10-14 or areas 12-20, 16-30, 24-36"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, DT}, params=PerimeterParams, levels=Levels("size", _BANDS))
def perimeter(ctx: GenerationContext) -> Draft:
    p: PerimeterParams = ctx.params
    rng = ctx.rng
    unit = pick(rng, UNITS)
    top = max(3, p.max_side)
    if p.mode in ("same-perimeter", "same-area"):
        return _same(ctx)
    if p.mode in ("polygon", "missing-side"):
        return _polygon(ctx, unit, top)
    return _rectangle(ctx, unit, top)
