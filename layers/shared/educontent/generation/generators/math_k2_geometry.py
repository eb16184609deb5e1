"""Geometry for kindergarten to grade 2 (``math.k2.*``): naming flat shapes in any size and turn,
sides and corners, solid shapes, positions, defining attributes, building and composing shapes,
equal shares (halves, thirds, fourths) and rectangles cut into rows and columns of squares."""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg as svglib
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    NAMES,
    finish,
    level_top,
    matching_draft,
    pick,
    picture_choices_draft,
    standard,
    two_names,
    wrongs,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, PictureForm
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_BASIC = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}

SIDES = {
    "triangle": 3,
    "right triangle": 3,
    "square": 4,
    "rectangle": 4,
    "trapezoid": 4,
    "rhombus": 4,
    "pentagon": 5,
    "hexagon": 6,
}
FAMILY = {3: "triangle", 4: "quadrilateral", 5: "pentagon", 6: "hexagon"}
NUMBER_WORDS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

# wrong names for each shape: (name, misconception, reason)
CONFUSED = {
    "circle": (
        (
            "oval",
            "named-a-similar-curved-shape",
            "An oval is stretched; a circle is round the same all the way.",
        ),
        ("sphere", "named-a-solid-shape", "A sphere is solid, like a ball; this shape is flat."),
    ),
    "triangle": (
        ("square", "counted-the-sides-wrong", "Count the sides: a triangle has 3."),
        ("cone", "named-a-solid-shape", "A cone is solid; this shape is flat."),
        ("pentagon", "counted-the-sides-wrong", "A pentagon has 5 sides."),
    ),
    "square": (
        ("triangle", "counted-the-sides-wrong", "A triangle has 3 sides."),
        ("cube", "named-a-solid-shape", "A cube is solid; this shape is flat."),
        ("pentagon", "counted-the-sides-wrong", "A pentagon has 5 sides."),
        ("hexagon", "counted-the-sides-wrong", "A hexagon has 6 sides."),
    ),
    "rectangle": (
        (
            "square",
            "thought-all-sides-are-equal",
            "A square has 4 equal sides; these sides are not all equal.",
        ),
        ("hexagon", "counted-the-sides-wrong", "A hexagon has 6 sides."),
        ("triangle", "counted-the-sides-wrong", "A triangle has 3 sides."),
    ),
    "hexagon": (
        ("pentagon", "counted-the-sides-wrong", "A pentagon has 5 sides; count again."),
        ("circle", "named-a-round-shape", "A circle has no straight sides."),
        ("octagon", "counted-the-sides-wrong", "An octagon has 8 sides."),
    ),
    "pentagon": (
        ("hexagon", "counted-the-sides-wrong", "A hexagon has 6 sides; count again."),
        ("square", "counted-the-sides-wrong", "A square has 4 sides."),
        ("triangle", "counted-the-sides-wrong", "A triangle has 3 sides."),
    ),
    "trapezoid": (
        ("triangle", "counted-the-sides-wrong", "A triangle has 3 sides."),
        (
            "rectangle",
            "thought-the-corners-are-square",
            "A rectangle has 4 square corners; this shape does not.",
        ),
        ("hexagon", "counted-the-sides-wrong", "A hexagon has 6 sides."),
    ),
    "rhombus": (
        ("square", "thought-the-corners-are-square", "A square has square corners; this shape does not."),
        ("triangle", "counted-the-sides-wrong", "A triangle has 3 sides."),
        ("hexagon", "counted-the-sides-wrong", "A hexagon has 6 sides."),
    ),
}
DESCRIBE = {
    "circle": "round, with no sides and no corners",
    "triangle": "a closed shape with 3 straight sides and 3 corners",
    "right triangle": "a closed shape with 3 straight sides and 3 corners",
    "square": "a closed shape with 4 equal sides and 4 square corners",
    "rectangle": "a closed shape with 4 sides and 4 square corners",
    "trapezoid": "a closed shape with 4 sides, two of them going the same way",
    "rhombus": "a closed shape with 4 equal sides",
    "pentagon": "a closed shape with 5 straight sides and 5 corners",
    "hexagon": "a closed shape with 6 straight sides and 6 corners",
}


def _flat(ctx: GenerationContext, name: str) -> str:
    rng = ctx.rng
    turn = rng.randrange(0, 360, 15)
    size = rng.randint(70, 125)
    if name == "circle":
        return draw.flat_shape("circle", 0, size, "A flat shape", "A round flat shape.")
    return draw.flat_shape(
        name,
        turn,
        size,
        "A flat shape",
        "A flat shape drawn with straight sides, turned and sized at random.",
    )


class ShapeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    shapes: list[
        Literal[
            "circle",
            "triangle",
            "right triangle",
            "square",
            "rectangle",
            "trapezoid",
            "rhombus",
            "pentagon",
            "hexagon",
        ]
    ] = Field(min_length=2)
    ask: list[Literal["name", "family", "which", "sides", "corners", "angles"]] = Field(min_length=1)


@generator("math.k2.shape-name", content_types=_BASIC | {CT.DIAGRAM}, params=ShapeParams)
def shape_name(ctx: GenerationContext) -> Draft:
    p: ShapeParams = ctx.params
    rng = ctx.rng
    ask = pick(rng, p.ask)
    if ask == "which" and ctx.content_type is not CT.MULTIPLE_CHOICE:
        ask = "name"
    pool = (
        [s for s in p.shapes if s != "circle"]
        if ask in ("sides", "corners", "angles", "family")
        else p.shapes
    )
    name = pick(rng, pool)
    shown_name = "triangle" if name == "right triangle" else name
    if ask == "which":
        target = shown_name
        options: list[tuple[str | None, Misconception | None]] = [(_flat(ctx, name), None)]
        excluded = {
            name,
            "triangle" if name == "right triangle" else name,
            "right triangle" if name == "triangle" else name,
        }
        if shown_name in ("rectangle", "rhombus"):
            excluded.add("square")  # a square is also a rectangle and a rhombus
        others = [s for s in p.shapes if s not in excluded]
        rng.shuffle(others)
        for other in others[:3]:
            label = "triangle" if other == "right triangle" else other
            options.append(
                (
                    _flat(ctx, other),
                    Misconception(
                        label,
                        f"picked-a-{label.replace(' ', '-')}",
                        f"That shape is a {label}, not a {target}.",
                    ),
                )
            )
        return picture_choices_draft(
            ctx,
            f"Which shape is a {target}?",
            options,
            explanation=f"A {target} is {DESCRIBE[name]}. Its size and how it is turned do not matter.",
            features=Features(task="identify", steps=1, magnitude=1, representation="visual"),
            key=f"shape:which:{name}:{','.join(others[:3])}",
            std=standard(ctx, "K.G.A.2", "2.G.A.1", "K.G.B.4"),
        )
    svg = _flat(ctx, name)
    n = SIDES.get(name, 0)
    if ask in ("name", "family"):
        answer = FAMILY[n] if ask == "family" else shown_name
        if ask == "family":
            wrong = [
                (FAMILY[k], "counted-the-sides-wrong", f"A {FAMILY[k]} has {k} sides; count again.")
                for k in (n - 1, n + 1)
                if k in FAMILY
            ]
            wrong.append(("circle", "named-a-round-shape", "A circle has no straight sides."))
        else:
            wrong = list(CONFUSED.get(shown_name, ()))
        prompt = "What is the name of this shape?"
        explanation = (
            (f"Count the straight sides: {n}. A shape with {n} sides is a {FAMILY[n]}. " if n else "")
            + f"This shape is {DESCRIBE[name]}, so it is a{'n' if answer[0] in 'aeiou' else ''} {answer}. Turning it or changing its size does not change its name."
        )
        fill = "This shape is a ___."
        value: int | str = answer
        fmt = "text"
        task = "identify"
    else:
        word = {"sides": "sides", "corners": "corners (vertices)", "angles": "angles"}[ask]
        answer = str(n)
        value = n
        prompt = f"How many {word} does this shape have?"
        explanation = f"Touch each {ask[:-1]} once as you count: there are {n}. A {shown_name} has {n} sides, {n} corners and {n} angles."
        wrong = [
            (n + 1, "counted-one-twice", "One was counted twice; start at one and go around once."),
            (n - 1, "missed-one", "One was not counted."),
            (2 * n, "counted-sides-and-corners", f"Count only the {ask}."),
        ]
        fill = f"This shape has ___ {ask}."
        fmt = "number"
        task = "identify"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=value,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *wrong),
        fill_text=fill,
        answer_format=fmt,  # type: ignore[arg-type]
        diagram=DiagramForm("shape", svg, prompt),
        features=Features(task=task, steps=1, magnitude=1, representation="visual"),
        key=f"shape:{ask}:{name}:{svg[-120:]}",
        standard=standard(ctx, "K.G.B.4", "2.G.A.1")
        if ask in ("sides", "corners", "angles", "family")
        else standard(ctx, "K.G.A.2", "2.G.A.1"),
        instructions="Look at the shape.",
    )
    return finish(q, ctx, svg)


# ---- solid shapes --------------------------------------------------------------------------------

SOLIDS = ("cube", "rectangular prism", "sphere", "cylinder", "cone")
FLATS = ("circle", "square", "triangle", "rectangle", "hexagon")
SOLID_CONFUSED = {
    "cube": (
        ("square", "named-the-flat-face", "A square is flat; a cube is solid with 6 square faces."),
        ("cylinder", "named-another-solid", "A cylinder has round ends."),
    ),
    "rectangular prism": (
        ("rectangle", "named-the-flat-face", "A rectangle is flat; this shape is solid."),
        ("cube", "thought-all-faces-are-squares", "A cube's faces are all squares; these are not."),
    ),
    "sphere": (
        ("circle", "named-the-flat-shape", "A circle is flat; a sphere is solid, like a ball."),
        ("cylinder", "named-another-solid", "A cylinder has flat ends."),
    ),
    "cylinder": (
        ("circle", "named-the-flat-face", "A circle is flat; a cylinder is solid with two circle faces."),
        ("cone", "named-another-solid", "A cone has only one flat face and a point."),
    ),
    "cone": (
        ("triangle", "named-the-flat-outline", "A triangle is flat; a cone is solid."),
        ("cylinder", "named-another-solid", "A cylinder has two flat faces and no point."),
    ),
}
SOLID_OBJECTS = {
    "sphere": ("a ball", "an orange", "a globe"),
    "cylinder": ("a soup can", "a drum", "a candle"),
    "cube": ("a number cube", "an ice cube", "a toy block"),
    "cone": ("a party hat", "an ice cream cone", "a traffic cone"),
    "rectangular prism": ("a cereal box", "a brick", "a tissue box"),
}
FACES = {"cube": 6, "rectangular prism": 6, "cylinder": 2, "cone": 1, "sphere": 0}
CORNERS = {"cube": 8, "rectangular prism": 8}
ROLLS = ("sphere", "cylinder", "cone")


def _listing(names: list[str]) -> str:
    items = [f"a {n}" for n in names]
    text = ", ".join(items[:-1]) + " and " + items[-1]
    return text[0].upper() + text[1:]


class SolidParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["name", "flat-or-solid", "pick-solid", "faces", "corners", "roll"]] = Field(
        min_length=1
    )


@generator("math.k2.solids", content_types=_BASIC | {CT.DIAGRAM, CT.MATCHING}, params=SolidParams)
def solids(ctx: GenerationContext) -> Draft:
    p: SolidParams = ctx.params
    rng = ctx.rng
    if ctx.content_type is CT.MATCHING:
        names = rng.sample(SOLIDS, 4)
        pairs = [(pick(rng, SOLID_OBJECTS[s]), s) for s in names]
        return matching_draft(
            ctx,
            "Match each object to the solid shape it looks like.",
            pairs,
            explanation=" ".join(f"{o.capitalize()} is shaped like a {s}." for o, s in pairs),
            features=Features(task="identify", steps=1, magnitude=1, representation="text"),
            key=f"solidmatch:{'|'.join(o for o, _ in pairs)}",
            std=standard(ctx, "K.G.A.3", "K.G.A.1"),
        )
    ask = pick(rng, p.ask)
    svg = None
    diagram = None
    if ask == "name":
        name = pick(rng, SOLIDS)
        svg = draw.solid(
            name, "A solid shape", "A line drawing of a solid shape; dashed lines are edges at the back."
        )
        answer = name
        prompt = "What is the name of this solid shape?"
        explanation = (
            f"This shape is solid, not flat. It is a {name}"
            + {
                "cube": ": 6 square faces, all the same size.",
                "rectangular prism": ": 6 rectangle faces, like a box.",
                "sphere": ": round all over, like a ball.",
                "cylinder": ": two circle faces and a curved side, like a can.",
                "cone": ": one circle face and a point, like a party hat.",
            }[name]
        )
        wrong = list(SOLID_CONFUSED[name])
        fill = "This solid shape is a ___."
        value: int | str = answer
        diagram = DiagramForm("shape", svg, prompt)
        std = standard(ctx, "K.G.A.2", "K.G.A.3")
        key = f"solid:name:{name}"
    elif ask == "flat-or-solid":
        name = pick(rng, SOLIDS + FLATS)
        answer = "solid" if name in SOLIDS else "flat"
        prompt = f"Is a {name} a flat shape or a solid shape?"
        explanation = f"A {name} is {answer}: " + (
            "it has depth and you can hold it, like a ball or a box."
            if answer == "solid"
            else "it lies flat, like a drawing on paper."
        )
        wrong = [
            (
                "flat" if answer == "solid" else "solid",
                "mixed-up-flat-and-solid",
                "Flat shapes lie in a plane; solid shapes take up space.",
            )
        ]
        fill = f"A {name} is a ___ shape."
        value = answer
        std = standard(ctx, "K.G.A.3")
        key = f"solid:fos:{name}"
    elif ask == "pick-solid":
        name = pick(rng, SOLIDS)
        flats = rng.sample(FLATS, 3)
        answer = name
        prompt = f"Which one is a solid shape? {', '.join(sorted([name, *flats]))}"
        explanation = f"A {name} is solid: it takes up space. " + _listing(flats) + " are flat."
        wrong = [(f, "picked-a-flat-shape", f"A {f} is flat.") for f in flats]
        fill = "A ___ is a solid shape."
        value = answer
        std = standard(ctx, "K.G.A.3")
        key = f"solid:pick:{name}:{','.join(flats)}"
    elif ask in ("faces", "corners"):
        pool = tuple(CORNERS) if ask == "corners" else SOLIDS
        name = pick(rng, pool)
        svg = draw.solid(
            name, "A solid shape", f"A line drawing of a {name}; dashed lines are edges at the back."
        )
        n = FACES[name] if ask == "faces" else CORNERS[name]
        answer = str(n)
        value = n
        prompt = f"How many {'flat faces' if ask == 'faces' else 'corners (vertices)'} does a {name} have?"
        if ask == "faces":
            explanation = {
                "cube": "A cube has 6 square faces: top, bottom, front, back, left and right. Some are hidden at the back.",
                "rectangular prism": "A rectangular prism has 6 flat faces: top, bottom, front, back, left and right.",
                "cylinder": "A cylinder has 2 flat faces, the circles at the top and bottom, and one curved side.",
                "cone": "A cone has 1 flat face, the circle at the bottom, and a point at the top.",
                "sphere": "A sphere is curved all over, so it has 0 flat faces.",
            }[name]
            wrong = [
                (3, "counted-only-the-faces-you-can-see", "Some faces are hidden at the back."),
                (n + 1, "counted-one-twice", "One face was counted twice."),
                (8, "counted-the-corners", "Faces are the flat sides, not the corners."),
                (12, "counted-the-edges", "Faces are the flat sides, not the edges."),
            ]
        else:
            explanation = f"A {name} has 4 corners on the top and 4 on the bottom: 4 + 4 = 8."
            wrong = [
                (4, "counted-only-the-top", "There are 4 more corners on the bottom."),
                (6, "counted-the-faces", "Corners are where edges meet, not faces."),
                (7, "missed-a-hidden-corner", "One corner is at the back."),
            ]
        fill = f"A {name} has ___ {'flat faces' if ask == 'faces' else 'corners'}."
        diagram = DiagramForm("shape", svg, prompt)
        std = standard(ctx, "2.G.A.1", "K.G.B.4")
        key = f"solid:{ask}:{name}"
    else:  # roll
        name = pick(rng, ROLLS)
        others = rng.sample(("cube", "rectangular prism", "square", "triangle"), 3)
        answer = name
        prompt = f"Which shape can roll? {', '.join(sorted([name, *others]))}"
        explanation = (
            f"A {name} has a curved surface, so it can roll. "
            + _listing(others)
            + " have only flat faces or sides, so they cannot roll."
        )
        wrong = [
            (o, "picked-a-shape-with-only-flat-sides", f"A {o} has no curved part, so it cannot roll.")
            for o in others
        ]
        fill = "A ___ can roll."
        value = answer
        std = standard(ctx, "K.G.B.4")
        key = f"solid:roll:{name}:{','.join(others)}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=value,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *wrong),
        fill_text=fill,
        answer_format="number" if isinstance(value, int) else "text",
        diagram=diagram,
        features=Features(task="identify", steps=1, magnitude=1, representation="visual" if svg else "text"),
        key=key,
        standard=std,
        instructions="Think about flat and solid shapes.",
    )
    return finish(q, ctx, svg)


# ---- positions -----------------------------------------------------------------------------------

POSITION_WORDS = {"above": "above", "below": "below", "left": "beside", "right": "beside"}


@generator("math.k2.positions", content_types=_BASIC | {CT.DIAGRAM})
def positions(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    mover, anchor = rng.sample(("circle", "triangle", "square", "rectangle"), 2)
    where = pick(rng, ("above", "below", "left", "right"))
    svg = draw.position_scene(mover, anchor, where, title="Two shapes", desc=f"A {mover} and a {anchor}.")
    word = POSITION_WORDS[where]
    answer = word
    opposite = {"above": "below", "below": "above", "beside": "above"}[word]
    third = {"above": "beside", "below": "beside", "beside": "below"}[word]
    prompt = f"Where is the {mover}? Use above, below or beside."
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=(
            f"Look at the {anchor} first. The {mover} is "
            + {
                "above": "higher up, over it",
                "below": "lower down, under it",
                "beside": "next to it, at the same height",
            }[word]
            + f", so the {mover} is {word} the {anchor}."
        ),
        misconceptions=wrongs(
            answer,
            (opposite, f"mixed-up-{word}-and-{opposite}", f"{opposite.capitalize()} means the other way."),
            (third, "used-the-wrong-position-word", f"The {mover} is not {third} the {anchor}."),
        ),
        fill_text=f"The {mover} is ___ the {anchor}.",
        answer_format="text",
        acceptable=("next to",) if word == "beside" else (),
        diagram=DiagramForm("shape", svg, prompt),
        features=Features(task="identify", steps=1, magnitude=1, representation="visual"),
        key=f"pos:{mover}:{anchor}:{where}",
        standard=standard(ctx, "K.G.A.1"),
        instructions="Describe where the shape is.",
    )
    return finish(q, ctx, svg)


# ---- composing shapes ----------------------------------------------------------------------------


def _hex(k: int) -> tuple[float, float]:
    a = math.radians(60 * (k % 6))
    return (round(150 + 120 * math.cos(a), 1), round(150 + 120 * math.sin(a), 1))


_C = (150.0, 150.0)
_TRI_TOP, _TRI_RIGHT, _TRI_LEFT = (150.0, 30.0), (270.0, 237.8), (30.0, 237.8)


def _mid(p: tuple[float, float], q: tuple[float, float]) -> tuple[float, float]:
    return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)


COMPOSITIONS = {
    ("hexagon", "triangle"): [[_C, _hex(k), _hex(k + 1)] for k in range(6)],
    ("hexagon", "trapezoid"): [[_hex(0), _hex(1), _hex(2), _hex(3)], [_hex(3), _hex(4), _hex(5), _hex(0)]],
    ("hexagon", "rhombus"): [[_C, _hex(2 * k), _hex(2 * k + 1), _hex(2 * k + 2)] for k in range(3)],
    ("trapezoid", "triangle"): [[_C, _hex(k), _hex(k + 1)] for k in range(3)],
    ("rhombus", "triangle"): [[_C, _hex(0), _hex(1)], [_C, _hex(1), _hex(2)]],
    ("triangle", "triangle"): [
        [_TRI_TOP, _mid(_TRI_TOP, _TRI_RIGHT), _mid(_TRI_TOP, _TRI_LEFT)],
        [_mid(_TRI_TOP, _TRI_RIGHT), _TRI_RIGHT, _mid(_TRI_RIGHT, _TRI_LEFT)],
        [_mid(_TRI_TOP, _TRI_LEFT), _mid(_TRI_RIGHT, _TRI_LEFT), _TRI_LEFT],
        [_mid(_TRI_TOP, _TRI_RIGHT), _mid(_TRI_RIGHT, _TRI_LEFT), _mid(_TRI_TOP, _TRI_LEFT)],
    ],
    ("rectangle", "square"): [
        [(0, 90), (120, 90), (120, 210), (0, 210)],
        [(120, 90), (240, 90), (240, 210), (120, 210)],
    ],
    ("long rectangle", "square"): [[(x, 110), (x + 80, 110), (x + 80, 190), (x, 190)] for x in (0, 80, 160)],
    ("square", "triangle"): [[(30, 30), (270, 30), (270, 270)], [(30, 30), (270, 270), (30, 270)]],
    ("big square", "square"): [
        [(x, y), (x + 110, y), (x + 110, y + 110), (x, y + 110)] for y in (40, 150) for x in (40, 150)
    ],
    ("rectangle", "triangle"): [[(0, 90), (280, 90), (280, 230)], [(0, 90), (280, 230), (0, 230)]],
    ("square", "rectangle"): [
        [(40, 40), (260, 40), (260, 150), (40, 150)],
        [(40, 150), (260, 150), (260, 260), (40, 260)],
    ],
}
WHOLE_CONFUSED = {
    "hexagon": (
        ("pentagon", "counted-the-outside-sides-wrong", "Count the sides around the outside: 6."),
        ("circle", "named-a-round-shape", "The outside has straight sides."),
    ),
    "trapezoid": (
        ("rectangle", "thought-the-corners-are-square", "The corners are not square corners."),
        ("hexagon", "counted-the-inside-lines", "Count only the sides around the outside: 4."),
    ),
    "rhombus": (
        ("square", "thought-the-corners-are-square", "The corners are not square corners."),
        ("hexagon", "counted-the-inside-lines", "Count only the sides around the outside: 4."),
    ),
    "triangle": (
        ("square", "counted-the-inside-lines", "Count only the sides around the outside: 3."),
        ("hexagon", "counted-the-inside-lines", "Count only the sides around the outside: 3."),
    ),
    "rectangle": (
        ("square", "thought-all-sides-are-equal", "Two sides are longer than the other two."),
        ("hexagon", "counted-the-inside-lines", "Count only the sides around the outside: 4."),
    ),
    "square": (
        ("triangle", "counted-the-sides-wrong", "Count the sides around the outside: 4."),
        ("hexagon", "counted-the-inside-lines", "Count only the sides around the outside: 4."),
    ),
}


class ComposeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["how-many", "name"]] = Field(min_length=1)


@generator("math.k2.compose", content_types=_BASIC | {CT.DIAGRAM}, params=ComposeParams)
def compose(ctx: GenerationContext) -> Draft:
    p: ComposeParams = ctx.params
    rng = ctx.rng
    (whole_key, piece), pieces = pick(rng, tuple(COMPOSITIONS.items()))
    whole = whole_key.split()[-1]
    count = len(pieces)
    pieces_word = "rhombuses" if piece == "rhombus" else f"{piece}s"
    svg = draw.composed(
        pieces,
        title="Shapes put together",
        desc=f"{NUMBER_WORDS[count].capitalize()} smaller shapes fitted together with no gaps or overlaps into one bigger shape.",
    )
    ask = pick(rng, p.ask)
    if ask == "how-many":
        prompt = f"How many {pieces_word} make this {whole}?"
        answer: int | str = count
        explanation = f"Count the small {pieces_word} inside the {whole}, touching each one once: there are {count}. {count} {pieces_word} make a {whole}."
        wrong = [
            (count + 1, "counted-one-twice", "One piece was counted twice."),
            (count - 1, "missed-a-piece", "One piece was not counted."),
            (SIDES.get(whole, 4), "counted-the-sides", "Count the pieces, not the sides of the big shape."),
        ]
        fill = f"___ {pieces_word} make this {whole}."
    else:
        prompt = f"These {count} {pieces_word} fit together with no gaps. What shape do they make?"
        answer = whole
        explanation = f"Look only at the outside edge of the big shape. It is {DESCRIBE[whole]}, so the {pieces_word} make a {whole}."
        wrong = [w for w in WHOLE_CONFUSED[whole] if w[0] != piece] + [
            (piece, "named-a-piece", f"Each piece is a {piece}, but together they make a new shape.")
        ]
        fill = f"The {count} {pieces_word} make a ___."
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *wrong),
        fill_text=fill,
        answer_format="number" if isinstance(answer, int) else "text",
        diagram=DiagramForm("shape", svg, prompt),
        features=Features(task="represent", steps=2, magnitude=1, representation="visual"),
        key=f"compose:{whole_key}:{piece}:{ask}",
        standard=standard(ctx, "K.G.B.6", "1.G.A.2"),
        instructions="Look at how the shapes fit together.",
    )
    return finish(q, ctx, svg)


# ---- equal shares --------------------------------------------------------------------------------

SHARE_NAMES = {2: ("half", "halves"), 3: ("third", "thirds"), 4: ("fourth", "fourths")}
R_W, R_H = 300, 200


def _strips(widths: list[float], vertical: bool = True) -> list[list[tuple[float, float]]]:
    out = []
    pos = 0.0
    for w in widths:
        if vertical:
            out.append([(pos, 0), (pos + w, 0), (pos + w, R_H), (pos, R_H)])
        else:
            out.append([(0, pos), (R_W, pos), (R_W, pos + w), (0, pos + w)])
        pos += w
    return out


def _rect_cuts(parts: int, equal: bool, rng_pick: int) -> list[list[tuple[float, float]]]:
    """Ways to cut the 300 x 200 rectangle into ``parts`` shares (equal or not)."""
    if equal:
        options = {
            2: [
                _strips([150, 150]),
                _strips([100, 100], False),
                [[(0, 0), (300, 0), (300, 200)], [(0, 0), (300, 200), (0, 200)]],
            ],
            3: [_strips([100, 100, 100])],
            4: [
                _strips([75, 75, 75, 75]),
                _strips([50, 50, 50, 50], False),
                [
                    [(0, 0), (150, 0), (150, 100), (0, 100)],
                    [(150, 0), (300, 0), (300, 100), (150, 100)],
                    [(0, 100), (150, 100), (150, 200), (0, 200)],
                    [(150, 100), (300, 100), (300, 200), (150, 200)],
                ],
                [
                    [(0, 0), (300, 0), (150, 100)],
                    [(300, 0), (300, 200), (150, 100)],
                    [(300, 200), (0, 200), (150, 100)],
                    [(0, 200), (0, 0), (150, 100)],
                ],
            ],
        }[parts]
    else:
        options = {
            2: [
                _strips([100, 200]),
                _strips([60, 140], False),
                [[(0, 0), (150, 0), (0, 200)], [(150, 0), (300, 0), (300, 200), (0, 200)]],
            ],
            3: [_strips([60, 120, 120]), _strips([40, 60, 100], False), _strips([150, 75, 75])],
            4: [_strips([50, 100, 75, 75]), _strips([30, 50, 50, 70], False), _strips([150, 50, 50, 50])],
        }[parts]
    return options[rng_pick % len(options)]


def _circle_cuts(parts: int, equal: bool, rng_pick: int) -> list[int]:
    if equal:
        return [360 // parts] * parts
    options = {
        2: [[240, 120], [200, 160]],
        3: [[180, 90, 90], [150, 120, 90]],
        4: [[180, 60, 60, 60], [120, 90, 60, 90]],
    }[parts]
    return options[rng_pick % len(options)]


def _share_picture(ctx: GenerationContext, shape: str, parts: int, equal: bool, shaded: int) -> str:
    rng = ctx.rng
    choice = rng.randrange(12)
    if shape == "circle":
        return draw.shares_circle(
            _circle_cuts(parts, equal, choice),
            shaded,
            title="A circle cut into shares",
            desc=f"A circle cut into {parts} shares; {shaded} shaded.",
        )
    return draw.shares_rectangle(
        _rect_cuts(parts, equal, choice),
        shaded,
        title="A rectangle cut into shares",
        desc=f"A rectangle cut into {parts} shares; {shaded} shaded.",
    )


def share_name(k: int, parts: int) -> str:
    one, many = SHARE_NAMES[parts]
    return f"{NUMBER_WORDS[k]} {one if k == 1 else many}"


class SharesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    parts: list[Literal[2, 3, 4]] = Field(default_factory=lambda: [2, 4], min_length=1)
    shapes: list[Literal["circle", "rectangle"]] = Field(
        default_factory=lambda: ["circle", "rectangle"], min_length=1
    )
    ask: list[Literal["name", "shaded", "whole", "equal", "bigger"]] = Field(min_length=1)


@generator("math.k2.shares", content_types=_BASIC | {CT.DIAGRAM}, params=SharesParams)
def shares(ctx: GenerationContext) -> Draft:
    p: SharesParams = ctx.params
    rng = ctx.rng
    ask = pick(rng, p.ask)
    parts = pick(rng, p.parts)
    shape = pick(rng, p.shapes)
    one, many = SHARE_NAMES[parts]
    std = standard(ctx, "1.G.A.3", "2.G.A.3")
    if ask == "equal" and ctx.content_type is CT.MULTIPLE_CHOICE:
        options: list[tuple[str | None, Misconception | None]] = [
            (_share_picture(ctx, shape, parts, True, 0), None)
        ]
        for k in range(3):
            other_parts = parts if k < 2 else (parts + 1 if parts < 4 else 2)
            equal = k == 2
            options.append(
                (
                    _share_picture(ctx, shape, other_parts, equal, 0),
                    Misconception(
                        f"shape {k}",
                        "picked-unequal-shares" if not equal else "counted-the-shares-wrong",
                        "These shares are not the same size."
                        if not equal
                        else f"This shape has {other_parts} shares, not {parts}.",
                    ),
                )
            )
        return picture_choices_draft(
            ctx,
            f"Which shape is cut into {parts} equal shares ({many})?",
            options,
            explanation=f"Look for {parts} shares that are all the same size. Equal shares can have different shapes, but they must be the same size.",
            features=Features(task="identify", steps=2, magnitude=1, representation="visual"),
            key=f"shares:pick:{shape}:{parts}:{rng.random():.3f}",
            std=std,
        )
    if ask == "bigger":
        a, b = two_names(rng)
        food = pick(rng, ("sandwich", "pizza", "pancake", "paper square", "granola bar"))
        few, lots = sorted(rng.sample(list(p.parts) if len(p.parts) > 1 else [2, 4], 2))
        answer = f"{a}'s pieces"
        prompt = (
            f"{a} cuts a {food} into {SHARE_NAMES[few][1]}. {b} cuts the same size {food} into {SHARE_NAMES[lots][1]}. "
            f"Whose pieces are bigger?"
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            explanation=(
                f"Both {food}s are the same size. Cutting into more equal shares makes each share smaller, so "
                f"{SHARE_NAMES[few][1]} ({few} shares) are bigger than {SHARE_NAMES[lots][1]} ({lots} shares)."
            ),
            misconceptions=wrongs(
                answer,
                (
                    f"{b}'s pieces",
                    "thought-more-pieces-are-bigger",
                    "More shares of the same whole are smaller.",
                ),
                (
                    "They are the same size",
                    "thought-all-shares-match",
                    "The wholes are the same, but the number of shares is different.",
                ),
            ),
            fill_text=f"{prompt} ___ are bigger.",
            answer_format="text",
            features=Features(task="reason", steps=2, magnitude=1, representation="text"),
            key=f"shares:bigger:{food}:{few}:{lots}:{a}",
            standard=std,
            instructions="Think about the size of equal shares.",
        )
        return finish(q, ctx)
    if ask == "whole":
        answer_n = parts
        svg = _share_picture(ctx, shape, parts, True, 0)
        prompt = (
            f"The {shape} is cut into equal shares called {many}. How many {many} make the whole {shape}?"
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(answer_n),
            answer_value=answer_n,
            explanation=f"Count the equal shares: there are {parts}. The whole is {parts} {many}"
            + (" (two halves)." if parts == 2 else "."),
            misconceptions=wrongs(
                str(answer_n),
                (1, "thought-one-share-is-the-whole", f"One share is one {one}, not the whole."),
                (parts - 1, "counted-the-cut-lines", "Count the shares, not the cuts."),
                (parts + 1, "counted-one-twice", "One share was counted twice."),
            ),
            fill_text=f"The whole {shape} is ___ {many}.",
            diagram=DiagramForm("shape", svg, prompt),
            features=Features(task="represent", steps=1, magnitude=1, representation="visual"),
            key=f"shares:whole:{shape}:{parts}:{svg[-200:]}",
            standard=std,
            instructions="Think about equal shares.",
        )
        return finish(q, ctx, svg)
    if ask == "equal":
        equal = rng.random() < 0.5
        svg = _share_picture(ctx, shape, parts, equal, 0)
        answer = "equal" if equal else "not equal"
        prompt = f"The {shape} is cut into {parts} shares. Are the shares equal or not equal?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            explanation=(
                f"Compare the sizes of the {parts} shares. "
                + (
                    "They are all the same size, so they are equal shares."
                    if equal
                    else "Some shares are bigger than others, so they are not equal shares."
                )
            ),
            misconceptions=wrongs(
                answer,
                (
                    "not equal" if equal else "equal",
                    "judged-by-the-number-of-pieces",
                    "Equal shares must be the same size; check each one.",
                ),
            ),
            fill_text=f"The {parts} shares of the {shape} are ___.",
            answer_format="text",
            diagram=DiagramForm("shape", svg, prompt),
            features=Features(task="compare", steps=1, magnitude=1, representation="visual"),
            key=f"shares:equal:{shape}:{parts}:{svg[-200:]}",
            standard=std,
            instructions="Look at the sizes of the shares.",
        )
        return finish(q, ctx, svg)
    # name or shaded
    shaded = 1 if ask == "name" or parts == 2 else pick(rng, (1, parts - 1))
    svg = _share_picture(ctx, shape, parts, True, shaded)
    answer = share_name(shaded, parts)
    if ask == "name":
        prompt = f"The {shape} is cut into {parts} equal shares. What is one share called?"
        fill = "One share is ___ of the whole."
        explanation = (
            f"There are {parts} equal shares, so each share is one {one}"
            + (" (also called one quarter)." if parts == 4 else ".")
            + f" {parts} {many} make the whole."
        )
    else:
        prompt = f"What part of the {shape} is shaded?"
        fill = f"The shaded part is ___ of the {shape}."
        explanation = f"The {shape} has {parts} equal shares and {shaded} {'is' if shaded == 1 else 'are'} shaded, so {answer} is shaded."
    others = [k for k in (2, 3, 4) if k != parts]
    wrong = []
    if shaded == 1 and parts - 1 >= 2 and ask == "shaded":
        wrong.append(
            (
                share_name(1, parts - 1),
                "compared-shaded-to-unshaded",
                f"Compare the shaded share with all {parts} shares, not with the unshaded ones.",
            )
        )
    if ask == "shaded" and parts - shaded >= 1 and parts - shaded != shaded:
        wrong.append(
            (
                share_name(parts - shaded, parts),
                "named-the-unshaded-part",
                "That is the part that is not shaded.",
            )
        )
    wrong += [
        (share_name(1, k), "counted-the-shares-wrong", f"Count the shares again: there are {parts}.")
        for k in others
    ]
    acceptable = ()
    if parts == 4:
        acceptable = (answer.replace("fourth", "quarter"),)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explanation,
        misconceptions=wrongs(answer, *wrong),
        fill_text=fill,
        answer_format="text",
        acceptable=acceptable,
        diagram=DiagramForm("shape", svg, prompt),
        features=Features(task="represent", steps=1, magnitude=1, representation="visual"),
        key=f"shares:{ask}:{shape}:{parts}:{shaded}:{svg[-200:]}",
        standard=std,
        instructions="Think about equal shares.",
    )
    return finish(q, ctx, svg)


# ---- rectangles cut into squares -----------------------------------------------------------------


class PartitionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=5, ge=2, le=6)


@generator(
    "math.k2.partition-rectangle",
    content_types=_BASIC | {CT.DIAGRAM, CT.PICTURE_COUNTING},
    params=PartitionParams,
)
def partition_rectangle(ctx: GenerationContext) -> Draft:
    p: PartitionParams = ctx.params
    rng = ctx.rng
    top = level_top(ctx, 3, p.max)
    rows = rng.randint(2, top)
    cols = rng.randint(2, top)
    total = rows * cols
    svg = svglib.rectangle(
        "",
        "",
        title="A rectangle cut into squares",
        desc="A rectangle cut into rows and columns of same-size squares.",
        grid=(cols, rows),
    )
    prompt = f"The rectangle is cut into {rows} rows and {cols} columns of same-size squares. How many squares are there?"
    row_sum = " + ".join([str(cols)] * rows)
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(total),
        answer_value=total,
        explanation=f"Each row has {cols} squares and there are {rows} rows. Add the rows: {row_sum} = {total}.",
        misconceptions=wrongs(
            str(total),
            (rows + cols, "added-rows-and-columns", "This adds the number of rows and columns."),
            (total - cols, "missed-a-row", "One row was not counted."),
            (
                (rows + 1) * (cols + 1),
                "counted-the-corners",
                "Count the squares, not the points where lines meet.",
            ),
            (total + 1, "counting-slip", "Count the squares again."),
        ),
        fill_text=f"{row_sum} = ___",
        picture=PictureForm("square", total, "array", svg),
        diagram=DiagramForm("array", svg, "How many same-size squares are in the rectangle?"),
        features=Features(task="represent", steps=2, magnitude=len(str(total)), representation="visual"),
        key=f"partition:{rows}:{cols}",
        standard=standard(ctx, "2.G.A.2"),
        instructions="Count the squares.",
    )
    return finish(q, ctx, svg)


# ---- attributes, building shapes -----------------------------------------------------------------

DEFINING = {
    "triangle": "has 3 straight sides and 3 corners",
    "square": "has 4 equal sides and 4 square corners",
    "rectangle": "has 4 straight sides and 4 square corners",
    "hexagon": "has 6 straight sides and 6 corners",
    "circle": "is round and closed with no corners",
}
NOT_DEFINING = (
    ("is grey", "thought-color-matters", "Color does not decide a shape's name."),
    ("points up", "thought-direction-matters", "Turning a shape does not change its name."),
    ("is big", "thought-size-matters", "A shape can be any size."),
    ("is small", "thought-size-matters", "A shape can be any size."),
)
BUILD = {"triangle": 3, "square": 4, "rectangle": 4, "pentagon": 5, "hexagon": 6}


class AttributeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["defining", "build", "from-attributes"]] = Field(min_length=1)


@generator("math.k2.shape-attributes", content_types=_BASIC, params=AttributeParams)
def shape_attributes(ctx: GenerationContext) -> Draft:
    p: AttributeParams = ctx.params
    rng = ctx.rng
    ask = pick(rng, p.ask)
    if ask == "defining":
        shape = pick(rng, tuple(DEFINING))
        answer = DEFINING[shape]
        wrong = list(rng.sample(NOT_DEFINING, 3))
        other = pick(
            rng, [s for s in DEFINING if s != shape and not (shape == "square" and s == "rectangle")]
        )
        wrong.append(
            (DEFINING[other], "mixed-up-the-shapes", f"That is true of every {other}, not every {shape}.")
        )
        q = MathQuestion(
            prompt=f"Which is true about every {shape}?",
            answer_display=answer,
            explanation=(
                f"What makes a shape a {shape} is its sides and corners: every {shape} {answer}. "
                "Color, size and which way it is turned can change without changing the shape's name."
            ),
            misconceptions=wrongs(answer, *wrong),
            fill_text=f"Every {shape} ___.",
            answer_format="text",
            features=Features(task="reason", steps=1, magnitude=1, representation="text"),
            key=f"defining:{shape}:{','.join(w[0] for w in wrong)}",
            standard=standard(ctx, "1.G.A.1"),
            instructions="Think about what makes the shape.",
        )
        return finish(q, ctx)
    if ask == "build":
        shape = pick(rng, tuple(BUILD))
        n = BUILD[shape]
        who = pick(rng, NAMES)
        part = pick(rng, ("straws", "clay balls"))
        prompt = (
            f"{who} builds a {shape} with straws for the sides and clay balls for the corners. "
            f"How many {part} does {who} need?"
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(n),
            answer_value=n,
            explanation=f"A {shape} has {n} sides and {n} corners, so {who} needs {n} straws and {n} clay balls.",
            misconceptions=wrongs(
                str(n),
                (2 * n, "counted-sides-and-corners", f"Count only the {part}."),
                (n + 1, "counted-one-twice", "One was counted twice."),
                (n - 1, "missed-one", "One side or corner was missed."),
            ),
            fill_text=f"{prompt} ___",
            features=Features(task="represent", steps=1, magnitude=1, representation="text"),
            key=f"build:{shape}:{part}",
            standard=standard(ctx, "K.G.B.5"),
            instructions="Think about sides and corners.",
        )
        return finish(q, ctx)
    n = rng.randint(3, 6)
    answer = FAMILY[n]
    prompt = f"I am a flat shape with {n} straight sides and {n} angles. What shape am I?"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=f"A shape with {n} sides and {n} angles is a{'n' if answer[0] in 'aeiou' else ''} {answer}.",
        misconceptions=wrongs(
            answer,
            *(
                (FAMILY[k], "counted-the-sides-wrong", f"A {FAMILY[k]} has {k} sides.")
                for k in (n - 1, n + 1)
                if k in FAMILY
            ),
            ("circle", "named-a-round-shape", "A circle has no straight sides."),
            ("cube", "named-a-solid-shape", "A cube is solid, not flat."),
        ),
        fill_text=f"A flat shape with {n} sides and {n} angles is a ___.",
        answer_format="text",
        features=Features(task="identify", steps=1, magnitude=1, representation="text"),
        key=f"fromattr:{n}",
        standard=standard(ctx, "2.G.A.1"),
        instructions="Think about sides and angles.",
    )
    return finish(q, ctx)
