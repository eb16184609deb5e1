"""Area of rectangles with whole-number sides: counting unit squares, length × width, a missing
side, and a rectangle split in two (the distributive property)."""

from __future__ import annotations

from dataclasses import dataclass

from educontent.generation.draw.grids import rect_figure, split_rectangle
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.question_builders import arith, diagram, features, finish, mis
from educontent.generation.math.md._rectangles import UNIT_WORDS, missing_length, place, said
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext


@dataclass(frozen=True)
class Rectangle:
    mode: str
    unit: str
    length: int
    width: int

    @property
    def square_unit(self) -> str:
        return f"square {UNIT_WORDS[self.unit]}"


def count(ctx: GenerationContext, r: Rectangle) -> Draft:
    length, width = r.length, r.width
    product, perimeter = length * width, 2 * (length + width)
    svg = rect_figure(
        length,
        width,
        ("", "", "", ""),
        grid=True,
        title="A rectangle covered with unit squares",
        desc=f"A rectangle covered with unit squares, with no gaps or overlaps: {width} rows of {length} squares.",
    )
    wrong = [
        mis(
            str(perimeter),
            "counted-the-outside-edges",
            "Area counts the squares inside, not the unit lengths around the edge.",
        ),
        mis(str(length + width), "added-the-sides", "Count every square: rows × squares in each row."),
        mis(str(product - length), "missed-a-row", "Count every row of squares."),
    ]
    q = answer_question(
        "The rectangle is covered with unit squares. Each square is 1 square unit. What is the area of the rectangle?",
        product,
        f"There are {width} rows with {length} squares in each row. Count them or multiply: {width} × {length} = {product} square units.",
        wrong,
        unit=r.square_unit,
        fill_text="The area of the rectangle covered with unit squares is ___.",
        arithmetic=arith(width, "×", length, f"{width} × {length} = ___"),
        diagram=diagram("array", svg),
        features=features("represent", 1, len(str(product)), "visual"),
        key=f"count:{length}:{width}",
    )
    return finish(ctx, q)


def multiply(ctx: GenerationContext, r: Rectangle) -> Draft:
    """Length × width, as a plain rectangle ("multiply") or a place in a story ("word")."""
    length, width, unit, mode = r.length, r.width, r.unit, r.mode
    product, perimeter, sq = length * width, 2 * (length + width), r.square_unit
    thing, Thing = place(ctx.rng)
    if mode == "word":
        prompt = f"{Thing} is a rectangle {said(length, unit)} long and {said(width, unit)} wide. What is its area?"
        fill = f"{Thing} that is {said(length, unit)} long and {said(width, unit)} wide has an area of ___."
        desc = f"A rectangle ({thing}) {said(length, unit)} long and {said(width, unit)} wide."
    else:
        prompt = (
            f"What is the area of a rectangle that is {said(length, unit)} long and {said(width, unit)} wide?"
        )
        fill = f"The area of a rectangle {said(length, unit)} long and {said(width, unit)} wide is ___."
        desc = f"A rectangle {said(length, unit)} long and {said(width, unit)} wide."
    fill = fill.replace(" has an area of ___.", " has an area that is ___.")
    labels = (f"{length} {unit}", f"{width} {unit}", "", "")
    svg = rect_figure(length, width, labels, grid=ctx.level.rank == 0, title="A rectangle", desc=desc)
    wrong = [
        mis(
            str(perimeter),
            "found-the-perimeter",
            "Perimeter is the distance around; area is the space inside (length × width).",
        ),
        mis(str(length + width), "added-the-sides", "Area is found by multiplying length and width."),
        mis(str(product + length), "one-row-too-many", "Multiply the two side lengths exactly."),
    ]
    q = answer_question(
        prompt,
        product,
        f"Area of a rectangle = length × width = {length} × {width} = {product} {sq}.",
        wrong,
        unit=sq,
        fill_text=fill,
        arithmetic=arith(length, "×", width, f"{length} × {width} = ___"),
        diagram=diagram("shape", svg),
        features=features("word-problem" if mode == "word" else "compute", 1, len(str(product)), "visual"),
        key=f"{mode}:{length}:{width}:{unit}",
        instructions="Find the area.",
    )
    return finish(ctx, q)


def missing_side(ctx: GenerationContext, r: Rectangle) -> Draft:
    length, width, unit = r.length, r.width, r.unit
    product, sq = length * width, r.square_unit
    _thing, Thing = place(ctx.rng)
    prompt = f"{Thing} is a rectangle with an area of {product} {sq}. One side is {said(width, unit)} long. How long is the other side?"
    fill = (
        f"{Thing} has an area of {product} {sq} and one side {said(width, unit)} long. The other side is ___."
    )
    inside = (
        f"Area = {product} {'square units' if unit == 'units' else f'square {unit}'}"  # labelled as drawn
    )
    svg = missing_length(length, width, unit, inside, f"an area of {product} {sq}")
    wrong = [
        mis(
            str(product - width),
            "subtracted-instead-of-divided",
            "Area = length × width, so divide the area by the known side.",
        ),
        mis(str(product * width), "multiplied-instead-of-divided", "Divide the area by the known side."),
        mis(str(length + 1), "fact-slip", f"Check: {length + 1} × {width} is not {product}."),
    ]
    q = answer_question(
        prompt,
        length,
        f"Area = length × width, so {width} × ? = {product}. Divide: {product} ÷ {width} = {said(length, unit)}.",
        wrong,
        unit=UNIT_WORDS[unit],
        fill_text=fill,
        arithmetic=arith(product, "÷", width, f"{product} ÷ {width} = ___"),
        diagram=diagram("shape", svg, prompt),
        features=features("word-problem", 2, len(str(product)), "visual"),
        key=f"missing:{length}:{width}:{unit}",
    )
    return finish(ctx, q)


def distributive(ctx: GenerationContext, r: Rectangle) -> Draft:
    """Height a, widths b + c (the drawn length and width are not used)."""
    rng, rank = ctx.rng, ctx.level.rank
    a = rng.randint(2, (5, 7, 9)[rank])
    b = rng.randint(2, (5, 8, 10)[rank])
    c = rng.randint(1, (3, 5, 8)[rank])
    total = a * (b + c)
    svg = split_rectangle(
        a,
        [b, c],
        [str(b), str(c)],
        str(a),
        tiled=rank == 0,
        title="A rectangle split into two parts",
        desc=f"A rectangle {measured(a, 'units')} tall split into two rectangles, "
        f"{measured(b, 'units')} wide and {measured(c, 'units')} wide.",
    )
    prompt = (
        f"A rectangle is {measured(a, 'units')} tall and ({b} + {c}) units wide. "
        f"It is split into {with_article(f'{a} by {b}')} part and {with_article(f'{a} by {c}')} part. "
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
    q = answer_question(
        prompt,
        total,
        explanation,
        wrong,
        unit="square units",
        fill_text=f"{a} × ({b} + {c}) = {a} × {b} + {a} × {c}, so the area of the {a} by {b + c} rectangle is ___.",
        diagram=diagram("shape", svg, prompt),
        features=features("represent", 3, len(str(total)), "visual"),
        key=f"dist:{a}:{b}:{c}",
    )
    return finish(ctx, q)
