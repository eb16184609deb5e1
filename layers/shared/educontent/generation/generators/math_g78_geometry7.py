"""Grade 7 geometry (7.G): scale drawings, which measures make a triangle, cross sections of
solids, circles (exact in pi or with 3.14), angle pairs, and area, volume and surface area."""

from __future__ import annotations

import random
from fractions import Fraction
from math import lcm
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw.svg import INK, document, line
from educontent.generation.generators._g78_common import (
    NAMES,
    Wrong,
    build,
    circle_fig,
    dec,
    digits,
    num,
    pi_acceptable,
    pi_str,
    pick,
    polygon_fig,
    rays,
    rect_fig,
    solid,
    triangle,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm
from educontent.generation.registry import Draft, GenerationContext, generator

SHORT = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
}
WITH_DIAGRAM = SHORT | {ContentType.DIAGRAM}


def deg(n: int | Fraction) -> str:
    return f"{num(n)}°"


# ---- scale drawings (7.G.A.1) -------------------------------------------------------------------

ScaleMode = Literal["actual-length", "drawing-length", "actual-area", "new-scale"]


class ScaleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[ScaleMode] = Field(min_length=1)


PLACES = ("garden", "park", "playground", "classroom", "patio", "library", "parking lot", "community hall")
UNITS = (("cm", "m"), ("in", "ft"))


@generator("math.g78.scale-drawing", content_types=WITH_DIAGRAM, params=ScaleParams)
def scale_drawing(ctx: GenerationContext) -> Draft:
    p: ScaleParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    place = pick(rng, PLACES)
    du, au = pick(rng, UNITS)
    a = 1 if lv < 2 else pick(rng, (2, 4, 5))
    b = rng.randint(2, (5, 12, 15)[lv])
    if a > 1 and b % a == 0:
        b += 1
    if mode == "new-scale":
        s1, s2 = rng.sample([2, 3, 4, 5, 6, 8, 10, 12][: (5, 7, 8)[lv]], 2)
        step = lcm(s1, s2)
        length = step * rng.randint(1, (3, 4, 6)[lv])
        width = step * rng.randint(1, 3)
        if width >= length:
            length += step
        w1, h1, w2 = length // s1, width // s1, Fraction(length, s2)
        name = pick(rng, NAMES)
        setup = (
            f"A scale drawing of a {place} uses the scale 1 {du} = {s1} {au}. On it, the {place} is "
            f"{w1} {du} long. {name} makes a new drawing with the scale 1 {du} = {s2} {au}."
        )
        answer = num(w2)
        wrong: list[Wrong] = [
            (
                num(Fraction(w1 * s2, s1)),
                "flipped-the-scales",
                "The two scales were used the wrong way round.",
            ),
            (
                str(length),
                "gave-the-actual-length",
                f"{length} {au} is the real length, not a drawing length.",
            ),
            (str(w1), "kept-the-old-length", "A new scale changes the length on the drawing."),
        ]
        explanation = (
            f"First find the real length: {w1} × {s1} = {length} {au}. On the new drawing each 1 {du} stands "
            f"for {s2} {au}, so the length is {length} ÷ {s2} = {answer} {du}."
        )
        prompt = f"{setup} How long is the {place} on the new drawing?"
        fill = f"{setup} On the new drawing, the length of the {place} is ___."
        svg = rect_fig(
            f"{w1} {du}",
            f"{h1} {du}",
            f"Scale: 1 {du} = {s1} {au}",
            title=f"Scale drawing of a {place}",
            desc=f"A rectangle {w1} {du} long and {h1} {du} wide drawn with the scale 1 {du} = {s1} {au}.",
        )
        return build(
            ctx,
            prompt=prompt,
            answer=answer,
            unit=du,
            explanation=explanation,
            wrong=wrong,
            fill=fill,
            diagram=DiagramForm("shape", svg),
            task="word-problem",
            steps=2,
            mag=digits(length),
            key=f"new:{s1}:{s2}:{w1}:{du}",
        )
    w = a * rng.randint(2, (8, 12, 10)[lv])
    h = a * rng.randint(1, max(1, w // a - 1))
    if mode == "drawing-length":
        big_l, big_h = w * b // a, h * b // a
        setup = (
            f"A {place} is {big_l} {au} long and {big_h} {au} wide. A scale drawing of it uses the scale "
            f"{a} {du} = {b} {au}."
        )
        answer = str(w)
        wrong = [
            (
                num(Fraction(big_l * b, a)),
                "multiplied-instead-of-divided",
                "The real length was multiplied by the scale instead of divided.",
            ),
            (
                str(big_l - b),
                "subtracted-the-scale",
                "Subtracting does not change real lengths to drawing lengths.",
            ),
            (str(h), "used-the-width", f"{h} {du} is the width on the drawing, not the length."),
            (str(big_l), "kept-the-real-length", "The drawing is smaller than the real place."),
        ]
        explanation = (
            f"Each {b} {au} of the real {place} is drawn as {a} {du}. {big_l} ÷ {b} = {big_l // b if a == 1 else num(Fraction(big_l, b))}"
            + (
                f", so the length on the drawing is {w} {du}."
                if a == 1
                else f" groups of {b} {au}, and each group is {a} {du}: {num(Fraction(big_l, b))} × {a} = {w} {du}."
            )
        )
        prompt = f"{setup} How long is the {place} on the drawing?"
        fill = f"{setup} On the drawing, the length of the {place} is ___."
        svg = rect_fig(
            f"{big_l} {au}",
            f"{big_h} {au}",
            f"Scale: {a} {du} = {b} {au}",
            title=f"A rectangular {place}",
            desc=f"The real {place} is {big_l} {au} long and {big_h} {au} wide; the drawing scale is {a} {du} = {b} {au}.",
        )
        return build(
            ctx,
            prompt=prompt,
            answer=answer,
            unit=du,
            explanation=explanation,
            wrong=wrong,
            fill=fill,
            diagram=DiagramForm("shape", svg),
            task="word-problem",
            steps=1 + int(a > 1),
            mag=digits(big_l),
            key=f"draw:{a}:{b}:{w}:{h}:{du}",
        )
    setup = (
        f"A scale drawing of a {place} is a rectangle {w} {du} long and {h} {du} wide. "
        f"The scale is {a} {du} = {b} {au}."
    )
    real_l, real_h = Fraction(w * b, a), Fraction(h * b, a)
    svg = rect_fig(
        f"{w} {du}",
        f"{h} {du}",
        f"Scale: {a} {du} = {b} {au}",
        title=f"Scale drawing of a {place}",
        desc=f"A rectangle {w} {du} long and {h} {du} wide with the scale {a} {du} = {b} {au}.",
    )
    group = f"{w} ÷ {a} = {w // a} groups of {a} {du}, so " if a > 1 else ""
    if mode == "actual-length":
        answer = num(real_l)
        wrong = [
            (
                num(Fraction(w * a, b)),
                "divided-instead-of-multiplied",
                "The drawing length was divided by the scale instead of multiplied.",
            ),
            (
                str(w + b),
                "added-the-scale",
                "Adding the scale does not change a drawing length into a real length.",
            ),
            (num(real_h), "used-the-width", "That is the real width, not the length."),
            (str(w), "kept-the-drawing-length", "The real place is bigger than the drawing."),
        ]
        explanation = (
            f"Each {a} {du} on the drawing stands for {b} {au}. {group}the real length is "
            f"{w // a} × {b} = {answer} {au}."
        )
        return build(
            ctx,
            prompt=f"{setup} What is the actual length of the {place}?",
            answer=answer,
            unit=au,
            explanation=explanation,
            wrong=wrong,
            fill=f"{setup} The actual length of the {place} is ___.",
            diagram=DiagramForm("shape", svg),
            task="word-problem",
            steps=1 + int(a > 1),
            mag=digits(real_l),
            key=f"len:{a}:{b}:{w}:{h}:{du}",
        )
    area = real_l * real_h
    answer = num(area)
    wrong = [
        (
            num(Fraction(w * h * b, a)),
            "forgot-to-square-the-scale",
            "Area needs both the length and the width scaled, so the scale counts twice.",
        ),
        (str(w * h), "found-the-drawing-area", f"{w * h} square {du} is the area on the drawing."),
        (num(2 * (real_l + real_h)), "found-the-perimeter", "That is the distance around, not the area."),
        (num(real_l + real_h), "added-the-sides", "Area multiplies length by width."),
    ]
    explanation = (
        f"Change each side to real size first. Length: {w} {du} → {num(real_l)} {au}. Width: {h} {du} → "
        f"{num(real_h)} {au}. Area = {num(real_l)} × {num(real_h)} = {answer} {au}²."
    )
    return build(
        ctx,
        prompt=f"{setup} What is the actual area of the {place}?",
        answer=answer,
        unit=f"{au}²",
        explanation=explanation,
        wrong=wrong,
        fill=f"{setup} The actual area of the {place} is ___.",
        diagram=DiagramForm("shape", svg),
        task="word-problem",
        steps=3,
        mag=digits(area),
        key=f"area:{a}:{b}:{w}:{h}:{du}",
    )


# ---- triangles from given measures (7.G.A.2) ----------------------------------------------------


class TriangleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["count", "third-side"]] = Field(min_length=1)


NONE, ONE, MANY = "no triangle", "exactly one triangle", "more than one triangle"


@generator("math.g78.triangle-conditions", content_types=SHORT, params=TriangleParams)
def triangle_conditions(ctx: GenerationContext) -> Draft:
    p: TriangleParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    name = pick(rng, NAMES)
    if mode == "third-side":
        a = rng.randint(2, (8, 12, 20)[lv])
        b = rng.randint(a + 1, a + (6, 10, 15)[lv])
        greatest = rng.random() < 0.5
        setup = f"Two sides of a triangle are {a} cm and {b} cm long."
        word = "greatest" if greatest else "least"
        if greatest:
            answer = a + b - 1
            wrong: list[Wrong] = [
                (
                    str(a + b),
                    "allowed-the-sides-to-add-exactly",
                    f"A third side of {a + b} cm would lie flat along the other two: no triangle.",
                ),
                (
                    str(b - a + 1),
                    "found-the-least-length",
                    "That is the shortest possible whole-number side.",
                ),
                (str(b), "used-the-longer-side", "The third side may be longer than both given sides."),
            ]
            explanation = (
                f"The third side must be shorter than the sum of the other two: {a} + {b} = {a + b}. "
                f"The greatest whole number less than {a + b} is {answer}."
            )
        else:
            answer = b - a + 1
            wrong = [
                (
                    str(b - a),
                    "allowed-the-difference-exactly",
                    f"A third side of {b - a} cm would make the two short sides add to exactly {b}: no triangle.",
                ),
                (
                    str(a + b - 1),
                    "found-the-greatest-length",
                    "That is the longest possible whole-number side.",
                ),
                (str(a), "used-the-shorter-side", "The third side may be shorter than both given sides."),
            ]
            explanation = (
                f"The third side plus {a} must be more than {b}, so the third side must be more than "
                f"{b} - {a} = {b - a}. The least whole number greater than {b - a} is {answer}."
            )
        return build(
            ctx,
            prompt=f"{setup} What is the {word} whole-number length, in centimeters, that the third side can have?",
            answer=str(answer),
            unit="cm",
            explanation=explanation,
            wrong=wrong,
            fill=f"{setup} The {word} whole-number length the third side can have is ___.",
            task="reason",
            steps=2,
            mag=digits(a + b),
            key=f"third:{a}:{b}:{word}",
        )
    cases = (
        ("sides-ok", "sides-fail", "angles-180"),
        ("sides-ok", "sides-fail", "angles-180", "angles-off", "sas"),
        ("sides-ok", "sides-fail", "angles-180", "angles-off", "sas", "asa"),
    )[lv]
    case = pick(rng, cases)
    lead = f"{name} wants to draw a triangle with"
    if case in ("sides-ok", "sides-fail"):
        while True:
            s = sorted(rng.randint(2, (10, 15, 20)[lv]) for _ in range(3))
            ok = s[0] + s[1] > s[2]
            if ok == (case == "sides-ok") and len(set(s)) > 1:
                break
        order = s[:]
        rng.shuffle(order)
        setup = f"{lead} side lengths {order[0]} cm, {order[1]} cm, and {order[2]} cm."
        total = s[0] + s[1]
        if ok:
            answer = ONE
            why = f"The two shorter sides add to {s[0]} + {s[1]} = {total}, which is more than {s[2]}, so the sides meet. Three side lengths fix one triangle."
            wrong = [
                (NONE, "misused-the-triangle-rule", f"{total} is more than {s[2]}, so the sides can meet."),
                (
                    MANY,
                    "thought-sides-can-bend",
                    "Three side lengths fix the shape, so every copy is the same triangle.",
                ),
            ]
        else:
            answer = NONE
            why = f"The two shorter sides add to {s[0]} + {s[1]} = {total}, which is not more than {s[2]}, so they cannot meet to close a triangle."
            wrong = [
                (
                    ONE,
                    "ignored-the-triangle-rule",
                    f"{total} is not more than {s[2]}, so the sides cannot meet.",
                ),
                (MANY, "ignored-the-triangle-rule", "No triangle works, so there cannot be more than one."),
            ]
        key = f"sides:{s}"
    elif case in ("angles-180", "angles-off"):
        while True:
            x, y = rng.randint(20, 100), rng.randint(20, 100)
            z = 180 - x - y
            if case == "angles-off":
                z += pick(rng, (-20, -10, 10, 15, 20))
            if z >= 10:
                break
        setup = f"{lead} angles of {x}°, {y}°, and {z}°."
        total = x + y + z
        if total == 180:
            answer = MANY
            why = f"The angles add to {x} + {y} + {z} = 180°, so a triangle works. Angles fix the shape but not the size, so it can be drawn larger or smaller."
            wrong = [
                (ONE, "thought-angles-fix-size", "The same angles fit a small triangle and a big one."),
                (NONE, "misadded-the-angles", f"{x} + {y} + {z} = 180°, so a triangle is possible."),
            ]
        else:
            answer = NONE
            why = f"The angles of every triangle add to 180°, but {x} + {y} + {z} = {total}°."
            wrong = [
                (ONE, "ignored-the-angle-sum", f"The angles add to {total}°, not 180°."),
                (
                    MANY,
                    "ignored-the-angle-sum",
                    f"The angles add to {total}°, not 180°, so no triangle has them.",
                ),
            ]
        key = f"angles:{x}:{y}:{z}"
    elif case == "sas":
        a, b, x = rng.randint(3, 15), rng.randint(3, 15), rng.randint(3, 16) * 10
        setup = f"{lead} sides of {a} cm and {b} cm and a {x}° angle between them."
        answer = ONE
        why = "Two sides and the angle between them fix where the third corner goes, so exactly one triangle can be drawn."
        wrong = [
            (
                MANY,
                "thought-measures-leave-choices",
                "With the angle between the two sides fixed, the third side has only one length.",
            ),
            (NONE, "thought-three-measures-are-not-enough", "These measures can always be drawn."),
        ]
        key = f"sas:{a}:{b}:{x}"
    else:
        x = rng.randint(3, 10) * 10
        y = rng.randint(2, 17 - x // 10) * 10
        a = rng.randint(3, 15)
        setup = f"{lead} angles of {x}° and {y}° and a {a} cm side between them."
        answer = ONE
        why = f"The two angles add to {x + y}°, less than 180°, so the sides from the ends of the {a} cm side meet at exactly one point."
        wrong = [
            (
                MANY,
                "thought-measures-leave-choices",
                "The side between the angles fixes the size, so only one triangle fits.",
            ),
            (
                NONE,
                "thought-three-measures-are-not-enough",
                f"{x}° + {y}° is less than 180°, so the triangle can be drawn.",
            ),
        ]
        key = f"asa:{x}:{y}:{a}"
    return build(
        ctx,
        prompt=f"{setup} Do these measures make no triangle, exactly one triangle, or more than one triangle?",
        answer=answer,
        explanation=why,
        wrong=wrong,
        fill=f"{setup} These measures make ___.",
        fmt="text",
        task="reason",
        steps=2,
        mag=2,
        key=key,
        acceptable=(answer.replace("exactly ", ""),) if answer == ONE else (),
    )


# ---- cross sections (7.G.A.3) ------------------------------------------------------------------


class SectionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["prism", "pyramid", "round", "area"]] = Field(min_length=1)


# (solid, cut, answer, why)
SECTIONS: dict[str, tuple[tuple[str, str, str, str], ...]] = {
    "prism": (
        (
            "a right rectangular prism shaped like a shoebox",
            "by a plane parallel to its base",
            "a rectangle",
            "A slice parallel to the base is a copy of the rectangular base.",
        ),
        (
            "a right rectangular prism shaped like a shoebox",
            "by a plane parallel to a side face",
            "a rectangle",
            "A slice parallel to a side face is a copy of that rectangular face.",
        ),
        (
            "a cube",
            "by a plane parallel to a face",
            "a square",
            "Every face of a cube is a square, and a slice parallel to a face copies it.",
        ),
        (
            "a cube",
            "by a plane that cuts off one corner, crossing the three edges that meet there",
            "a triangle",
            "The plane crosses three faces near the corner, so the slice has three sides.",
        ),
        (
            "a cube",
            "straight down through two opposite edges of the top face",
            "a rectangle",
            "The slice runs down through a diagonal of the top face: its sides are that diagonal and the height, and its corners are right angles.",
        ),
        (
            "a right triangular prism",
            "by a plane parallel to its triangular bases",
            "a triangle",
            "A slice parallel to the base copies the triangular base.",
        ),
        (
            "a right triangular prism",
            "by a plane parallel to one of its rectangular faces",
            "a rectangle",
            "A slice parallel to a rectangular face copies that rectangle's shape.",
        ),
    ),
    "pyramid": (
        (
            "a right square pyramid",
            "by a plane parallel to its base",
            "a square",
            "A slice parallel to the base is a smaller copy of the square base.",
        ),
        (
            "a right square pyramid",
            "straight down through its top vertex, perpendicular to its base",
            "a triangle",
            "The slice passes through the top point and cuts the base along a line, so it has three sides.",
        ),
        (
            "a right square pyramid",
            "by a vertical plane that does not pass through its top vertex, parallel to one edge of its base",
            "a trapezoid",
            "The slice is wide at the base and narrower higher up, with its top and bottom sides parallel.",
        ),
        (
            "a right rectangular pyramid",
            "by a plane parallel to its base",
            "a rectangle",
            "A slice parallel to the base is a smaller copy of the rectangular base.",
        ),
        (
            "a triangular pyramid",
            "by a plane parallel to its base",
            "a triangle",
            "A slice parallel to the base is a smaller copy of the triangular base.",
        ),
    ),
    "round": (
        (
            "a cylinder",
            "by a plane parallel to its base",
            "a circle",
            "A slice parallel to the base copies the circular base.",
        ),
        (
            "a cylinder",
            "straight down through the centres of both bases",
            "a rectangle",
            "The slice has the height of the cylinder and the width of the diameter, with square corners.",
        ),
        (
            "a cone",
            "by a plane parallel to its base",
            "a circle",
            "A slice parallel to the base is a smaller circle.",
        ),
        (
            "a cone",
            "straight down through its top point and the centre of its base",
            "a triangle",
            "The slice goes from the tip down to a diameter of the base, so it has three sides.",
        ),
        ("a sphere", "by any flat plane", "a circle", "Every flat slice of a ball is round."),
    ),
}
SHAPES = ("a square", "a rectangle", "a triangle", "a trapezoid", "a circle")
SHAPE_SLIPS = {
    "a square": ("assumed-equal-sides", "A square needs four equal sides and four right angles."),
    "a rectangle": ("pictured-a-box-face", "A rectangle needs four sides with square corners."),
    "a triangle": ("pictured-a-pointed-slice", "A triangle needs the slice to have only three sides."),
    "a trapezoid": (
        "pictured-a-slanted-slice",
        "A trapezoid needs a slice that narrows from one side to the other.",
    ),
    "a circle": ("pictured-a-round-slice", "A circle only comes from slicing a round solid."),
}


@generator("math.g78.cross-sections", content_types=WITH_DIAGRAM, params=SectionParams)
def cross_sections(ctx: GenerationContext) -> Draft:
    p: SectionParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    if mode == "area":
        u = pick(rng, ("cm", "in", "m", "ft"))
        dims = rng.sample(range(2, (9, 13, 20)[lv]), 3)
        ln, w, h = dims
        which = pick(rng, ("base", "front face", "side face"))
        area = {"base": ln * w, "front face": ln * h, "side face": w * h}[which]
        others = [("base", ln * w), ("front face", ln * h), ("side face", w * h)]
        setup = (
            f"A right rectangular prism is {ln} {u} long, {w} {u} wide, and {h} {u} tall. "
            f"It is sliced by a plane parallel to its {which}."
        )
        wrong: list[Wrong] = [
            (str(v), "used-the-wrong-face", f"{v} {u}² is the area of a slice parallel to the {f}.")
            for f, v in others
            if f != which
        ]
        wrong += [
            (str(ln * w * h), "found-the-volume", "That is the volume of the whole prism."),
            (
                str(2 * (ln * w + ln * h + w * h)),
                "found-the-surface-area",
                "That is the total area of all six faces.",
            ),
        ]
        sides = {
            "base": ("length", ln, "width", w),
            "front face": ("length", ln, "height", h),
            "side face": ("width", w, "height", h),
        }[which]
        explanation = (
            f"A slice parallel to the {which} is a rectangle the same size as the {which}: its sides are the "
            f"{sides[0]} and the {sides[2]}. Area = {sides[1]} × {sides[3]} = {area} {u}²."
        )
        svg = solid(
            "box",
            {"l": f"{ln} {u}", "w": f"{w} {u}", "h": f"{h} {u}"},
            title="A right rectangular prism",
            desc=f"A box {ln} {u} long, {w} {u} wide and {h} {u} tall.",
        )
        return build(
            ctx,
            prompt=f"{setup} What is the area of the cross section?",
            answer=str(area),
            unit=f"{u}²",
            explanation=explanation,
            wrong=wrong,
            fill=f"{setup} The area of the cross section is ___.",
            diagram=DiagramForm("shape", svg),
            task="compute",
            steps=2,
            mag=digits(area),
            key=f"area:{ln}:{w}:{h}:{which}",
        )
    solid_text, cut, answer, why = pick(rng, SECTIONS[mode])
    setup = f"Picture {solid_text}. It is sliced {cut}."
    wrong = []
    for shape in SHAPES:
        if shape != answer:
            name, reason = SHAPE_SLIPS[shape]
            wrong.append((shape, name, f"{reason} {why}"))
    rng.shuffle(wrong)
    kind = solid_text.split(" ")[-1]
    svg_kind = {"cylinder": "cylinder", "cone": "cone", "sphere": "sphere"}.get(kind, "box")
    if "triangular prism" in solid_text:
        svg_kind = "tri-prism"
    svg = (
        solid(
            svg_kind,
            {},
            title=f"Slicing {solid_text}",
            desc=f"A drawing of a solid like {solid_text}, which is sliced {cut}.",
        )
        if svg_kind != "box" or "pyramid" not in solid_text
        else _pyramid_svg(solid_text, cut)
    )
    return build(
        ctx,
        prompt=f"{setup} What shape is the cross section?",
        answer=answer,
        explanation=f"{why} So the cross section is {answer}.",
        wrong=wrong,
        fill=f"{setup} The cross section is ___.",
        fmt="text",
        diagram=DiagramForm("shape", svg),
        task="identify" if lv == 0 else "reason",
        steps=1 + lv // 2,
        mag=1,
        key=f"sec:{solid_text}:{cut}",
        acceptable=(answer[2:],),
    )


def _pyramid_svg(solid_text: str, cut: str) -> str:
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
    return document(
        380, 270, f"Slicing {solid_text}", f"A drawing of {solid_text}, which is sliced {cut}.", body
    )


# ---- circles (7.G.B.4) -------------------------------------------------------------------------


class CircleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["circumference", "area", "radius-from-circumference", "radius-from-area"]] = Field(
        min_length=1
    )
    pi: Literal["exact", "3.14"] = "exact"


OBJECTS = (
    "A circle",
    "A round table",
    "A circular garden",
    "A round rug",
    "A circular pond",
    "A clock face",
    "A round pizza",
)
PI = Fraction(314, 100)


@generator("math.g78.circle", content_types=WITH_DIAGRAM, params=CircleParams)
def circle(ctx: GenerationContext) -> Draft:
    p: CircleParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    exact = p.pi == "exact"
    obj = pick(rng, OBJECTS)
    u = pick(rng, ("cm", "m", "in", "ft"))
    r = rng.randint(2, (9, 15, 25)[lv])
    note = " Give the answer in terms of π." if exact else " Use 3.14 for π."
    note_fill = ", in terms of π," if exact else ""
    pre = "" if exact else "Use 3.14 for π. "

    def show(c: Fraction | int) -> str:
        return pi_str(c) if exact else dec(Fraction(c) * PI)

    if mode in ("circumference", "area"):
        by_d = rng.random() < (0.2, 0.5, 0.6)[lv]
        d = 2 * r
        if by_d and lv == 2 and exact and mode == "area" and rng.random() < 0.4:
            d = 2 * r + 1  # odd diameter: a fractional coefficient of pi
        given, v = ("diameter", d) if by_d else ("radius", r)
        rad = Fraction(d, 2) if by_d else Fraction(r)
        setup = f"{obj} has a {given} of {v} {u}."
        svg = circle_fig(
            f"{v} {u}",
            diameter=by_d,
            title=f"A circle with its {given} marked",
            desc=f"A circle with a {given} of {v} {u}.",
        )
        if mode == "circumference":
            coef = 2 * rad
            answer = show(coef)
            wrong: list[Wrong] = [
                (show(rad * rad), "found-the-area", "That uses the area formula πr², not the circumference."),
                (
                    num(coef),
                    "left-out-pi",
                    "The circumference is π times the diameter; π was left out.",
                ),
            ]
            if by_d:
                wrong.append(
                    (
                        show(2 * coef),
                        "doubled-the-diameter",
                        "The diameter is already twice the radius; it was doubled again.",
                    )
                )
            else:
                wrong.append(
                    (show(rad), "forgot-to-double-the-radius", "C = 2πr: the radius must be doubled.")
                )
            step = f"The diameter is {num(coef)} {u}. " if not by_d else ""
            explanation = (
                f"{step}Circumference = π × diameter = π × {num(coef)} = {pi_str(coef)} {u}."
                if exact
                else f"{step}Circumference = π × diameter ≈ 3.14 × {num(coef)} = {answer} {u}."
            )
            unit = u
        else:
            coef = rad * rad
            answer = show(coef)
            wrong = [
                (show(2 * rad), "found-the-circumference", "That is the circumference 2πr, not the area."),
                (num(coef), "left-out-pi", "The area is π times r²; π was left out."),
            ]
            if by_d:
                wrong.append(
                    (
                        show(Fraction(d * d)),
                        "used-the-diameter-as-the-radius",
                        "The radius is half the diameter; the diameter was squared instead.",
                    )
                )
            else:
                wrong.append(
                    (show(4 * coef), "squared-the-diameter", "The radius, not the diameter, is squared.")
                )
                wrong.append(
                    (show(2 * coef), "doubled-before-multiplying", "Area is πr²; nothing is doubled.")
                )
            step = f"The radius is half of {d}: {num(rad)} {u}. " if by_d else ""
            explanation = (
                f"{step}Area = π × r² = π × {num(rad)} × {num(rad)} = {pi_str(coef)} {u}²."
                if exact
                else f"{step}Area = π × r² ≈ 3.14 × {num(rad)} × {num(rad)} = 3.14 × {num(coef)} = {answer} {u}²."
            )
            unit = f"{u}²"
        word = mode
        return build(
            ctx,
            prompt=f"{pre}{setup} What is its {word}?{note if exact else ''}",
            answer=answer,
            unit=unit,
            explanation=explanation,
            wrong=wrong,
            fill=f"{pre}{setup} Its {word}{note_fill} is ___.",
            fmt="expression" if exact else "number",
            diagram=DiagramForm("shape", svg),
            task="compute" if obj == "A circle" else "word-problem",
            steps=1 + int(by_d) + int(not exact),
            mag=digits(coef * (1 if exact else 314)),
            key=f"{mode}:{given}:{v}:{p.pi}:{obj}",
            acceptable=pi_acceptable(coef) if exact else (),
        )
    if mode == "radius-from-circumference":
        c = 2 * r
        shown = pi_str(c) if exact else dec(c * PI)
        setup = f"{obj} has a circumference of {shown} {u}."
        wrong = [
            (str(c), "gave-the-diameter", f"{c} {u} is the diameter; the radius is half of it."),
            (str(2 * c), "doubled-instead-of-halving", "The diameter is found first, then halved."),
        ]
        explanation = (
            f"Circumference = π × diameter, so the diameter is {shown} ÷ {'π' if exact else '3.14'} = {c} {u}. "
            f"The radius is half the diameter: {c} ÷ 2 = {r} {u}."
        )
    else:
        a = r * r
        shown = pi_str(a) if exact else dec(a * PI)
        setup = f"{obj} has an area of {shown} {u}²."
        wrong = [
            (str(a), "did-not-take-the-square-root", f"{a} is r², not r."),
            (
                num(Fraction(a, 2)),
                "halved-instead-of-square-root",
                "Area is π × r × r, so take the square root, not half.",
            ),
            (str(2 * r), "gave-the-diameter", "That is the diameter, twice the radius."),
        ]
        explanation = (
            f"Area = π × r², so r² = {shown} ÷ {'π' if exact else '3.14'} = {a}. "
            f"Which number times itself is {a}? {r} × {r} = {a}, so the radius is {r} {u}."
        )
    svg = circle_fig(
        "r = ?",
        diameter=False,
        title="A circle with an unknown radius",
        desc=f"A circle whose radius is marked with a question mark; {setup[0].lower()}{setup[1:]}",
    )
    return build(
        ctx,
        prompt=f"{pre}{setup} What is its radius?",
        answer=str(r),
        unit=u,
        explanation=explanation,
        wrong=wrong,
        fill=f"{pre}{setup} Its radius is ___.",
        diagram=DiagramForm("shape", svg),
        task="reason",
        steps=2,
        mag=digits(r * r),
        key=f"{mode}:{r}:{p.pi}:{obj}",
    )


# ---- angle pairs (7.G.B.5) ---------------------------------------------------------------------

AngleMode = Literal["complementary", "supplementary", "vertical", "on-a-line", "around-point", "equation"]


class AngleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[AngleMode] = Field(min_length=1)


def _angle(rng: random.Random, lv: int, low: int, high: int) -> int:
    step = (5, 1, 1)[lv]
    return rng.randrange(low + (-low) % step, high + 1, step)


@generator("math.g78.angle-pairs", content_types=WITH_DIAGRAM | {ContentType.ARITHMETIC}, params=AngleParams)
def angle_pairs(ctx: GenerationContext) -> Draft:
    p: AngleParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    arithmetic = None
    if mode in ("complementary", "supplementary"):
        total = 90 if mode == "complementary" else 180
        a = _angle(rng, lv, 10, total - 10)
        if a == 90:
            a = 95 if lv == 0 else 93
        ans = total - a
        setup = f"Angles A and B are {mode}. Angle A measures {a}°."
        other = 180 if total == 90 else 90
        wrong: list[Wrong] = [
            (
                deg(other - a) if other > a else "",
                f"used-{other}-not-{total}",
                f"{mode.capitalize()} angles add to {total}°, not {other}°.",
            ),
            (
                deg(a),
                "assumed-the-angles-are-equal",
                f"{mode.capitalize()} angles add to {total}°; they are not always equal.",
            ),
            (deg(360 - a), "used-360", "Only angles all the way around a point add to 360°."),
            (
                deg(total + a),
                "added-instead-of-subtracted",
                f"The known angle must be taken away from {total}°.",
            ),
        ]
        explanation = f"{mode.capitalize()} angles add to {total}°. So angle B = {total}° - {a}° = {ans}°."
        svg = rays(
            [0, a, total],
            [(a / 2, f"{a}°"), ((a + total) / 2, "B")],
            title=f"Two {mode} angles",
            desc=f"Two angles side by side that together make {total}°; angle A is {a}° and angle B is unknown.",
            right_angle_at=None,
        )
        arithmetic = ArithmeticForm(total, a, "-", f"{total} - {a} = ___")
        prompt = f"{setup} What is the measure of angle B?"
        fill = f"{setup} Angle B measures ___."
        key = f"{mode}:{a}"
        steps = 1
    elif mode == "vertical":
        a = _angle(rng, lv, 20, 160)
        if a == 90:
            a = 70
        asked_vertical = rng.random() < 0.5
        ans = a if asked_vertical else 180 - a
        setup = f"Two lines cross. One of the angles they make measures {a}°."
        which = "the angle vertical to it" if asked_vertical else "an angle adjacent to it"
        if asked_vertical:
            wrong = [
                (
                    deg(180 - a),
                    "confused-vertical-with-adjacent",
                    "Vertical angles are opposite each other and are equal.",
                ),
                (
                    deg(abs(90 - a)),
                    "used-complementary",
                    "Vertical angles are equal; nothing adds to 90° here.",
                ),
                (deg(360 - a), "used-360", "Vertical angles are equal, not parts of 360°."),
            ]
            explanation = f"Vertical angles sit opposite each other where two lines cross, and they are equal. So the angle measures {a}°."
        else:
            wrong = [
                (
                    deg(a),
                    "confused-adjacent-with-vertical",
                    "Only the opposite (vertical) angle is equal; an adjacent angle sits on the same line.",
                ),
                (deg(360 - a), "used-360", "Two adjacent angles on a line add to 180°, not 360°."),
                (deg(abs(90 - a)), "used-90", "Adjacent angles on a line add to 180°, not 90°."),
            ]
            explanation = f"Adjacent angles along a straight line add to 180°. So the angle measures 180° - {a}° = {ans}°."
        svg = rays(
            [],
            [(a / 2, f"{a}°"), ((a / 2 + 180) if asked_vertical else (a + 180) / 2, "?")],
            full_lines=[0, a],
            title="Two crossing lines",
            desc=f"Two lines cross; one angle is {a}° and the angle marked ? is {which}.",
        )
        prompt = f"{setup} What is the measure of {which}?"
        fill = f"{setup} {which[0].upper()}{which[1:]} measures ___."
        key = f"vert:{a}:{asked_vertical}"
        steps = 1
    elif mode == "on-a-line":
        a = _angle(rng, lv, 15, 100)
        c = _angle(rng, lv, 15, 165 - a)
        ans = 180 - a - c
        setup = f"Three angles sit side by side on a straight line. Two of them measure {a}° and {c}°."
        wrong = [
            (deg(360 - a - c), "used-360", "Angles along a straight line add to 180°, not 360°."),
            (deg(a + c), "added-the-known-angles", "The known angles were added but not taken from 180°."),
            (deg(180 - a), "left-out-one-angle", "Both known angles must be taken away from 180°."),
        ]
        explanation = (
            f"Angles on a straight line add to 180°. {a}° + {c}° = {a + c}°, and 180° - {a + c}° = {ans}°."
        )
        svg = rays(
            [0, a, a + ans, 180],
            [(a / 2, f"{a}°"), (a + ans / 2, "?"), (a + ans + c / 2, f"{c}°")],
            title="Three angles on a straight line",
            desc=f"A straight line with two rays from one point, making angles of {a}°, an unknown angle, and {c}°.",
        )
        prompt = f"{setup} What is the measure of the third angle?"
        fill = f"{setup} The third angle measures ___."
        key = f"line:{a}:{c}"
        steps = 2
    elif mode == "around-point":
        a = _angle(rng, lv, 40, 120)
        b = _angle(rng, lv, 40, 120)
        c = _angle(rng, lv, 30, 300 - a - b - 10) if 300 - a - b - 10 >= 30 else 30
        ans = 360 - a - b - c
        setup = f"Four angles fill the space around a point. Three of them measure {a}°, {b}°, and {c}°."
        wrong = [
            (
                deg(180 - a - b - c) if a + b + c < 180 else deg(a + b + c - 180),
                "used-180",
                "Angles all the way around a point add to 360°, not 180°.",
            ),
            (
                deg(a + b + c),
                "added-the-known-angles",
                "The known angles were added but not taken from 360°.",
            ),
            (deg(360 - a - b), "left-out-one-angle", "All three known angles must be taken away from 360°."),
        ]
        explanation = f"Angles around a point add to 360°. {a}° + {b}° + {c}° = {a + b + c}°, and 360° - {a + b + c}° = {ans}°."
        svg = rays(
            [0, a, a + b, a + b + c],
            [(a / 2, f"{a}°"), (a + b / 2, f"{b}°"), (a + b + c / 2, f"{c}°"), (a + b + c + ans / 2, "?")],
            title="Four angles around a point",
            desc=f"Four rays from one point making angles of {a}°, {b}°, {c}° and one unknown angle.",
        )
        prompt = f"{setup} What is the measure of the fourth angle?"
        fill = f"{setup} The fourth angle measures ___."
        key = f"point:{a}:{b}:{c}"
        steps = 2
    else:
        kind = pick(
            rng, ("supplementary", "complementary", "vertical") if lv else ("supplementary", "complementary")
        )
        x = rng.randint(3, (15, 25, 35)[lv])
        m = rng.randint(2, (3, 5, 6)[lv])
        if kind == "vertical":
            x = min(x, 140 // m)
            m2 = rng.randint(1, m - 1)
            angle = rng.randint(max(20, m * x + 1), 160)
            q = angle - m * x
            q2 = angle - m2 * x
            e1, e2 = f"{m}x + {q}", f"{m2}x + {q2}" if m2 > 1 else f"x + {q2}"
            setup = f"Two vertical angles measure ({e1})° and ({e2})°."
            ans = x
            wrong = [
                (str(angle), "found-the-angle-not-x", f"{angle}° is the angle; the question asks for x."),
                (
                    num(Fraction(q2 + q, m + m2)),
                    "added-instead-of-setting-equal",
                    "Vertical angles are equal, so set the expressions equal.",
                ),
                (
                    num(Fraction(180 - q - q2, m + m2)),
                    "treated-as-supplementary",
                    "Vertical angles are equal, they do not add to 180°.",
                ),
            ]
            explanation = (
                f"Vertical angles are equal, so {e1} = {e2}. Take {m2 if m2 > 1 else ''}x from both sides: {m - m2}x + {q} = {q2}. "
                f"Then {m - m2}x = {q2 - q}, so x = {x}."
            )
            svg = rays(
                [],
                [(angle / 2, f"({e1})°"), (angle / 2 + 180, f"({e2})°")],
                full_lines=[0, angle],
                title="Two vertical angles",
                desc=f"Two crossing lines; opposite angles are labelled ({e1})° and ({e2})°.",
            )
        else:
            total = 180 if kind == "supplementary" else 90
            angle = m * x
            while angle >= total - 10:
                x -= 1
                angle = m * x
            q = rng.randint(1, max(1, min(30, total - 10 - angle)))
            angle += q
            rest = total - angle
            e1 = f"{m}x + {q}"
            setup = f"Two angles are {kind}. One measures ({e1})° and the other measures {rest}°."
            ans = x
            other = 90 if total == 180 else 180
            wrong = [
                (str(angle), "found-the-angle-not-x", f"{angle}° is the angle; the question asks for x."),
                (
                    num(Fraction(total - rest, m)),
                    "forgot-the-constant",
                    f"The {q} must be taken away before dividing by {m}.",
                ),
                (
                    num(Fraction(other - rest - q, m)),
                    f"used-{other}",
                    f"{kind.capitalize()} angles add to {total}°.",
                ),
            ]
            explanation = (
                f"{kind.capitalize()} angles add to {total}°: {e1} + {rest} = {total}. So {m}x + {q + rest} = {total}, "
                f"{m}x = {total - q - rest}, and x = {total - q - rest} ÷ {m} = {x}."
            )
            svg = rays(
                [0, rest, total],
                [(rest / 2, f"{rest}°"), ((rest + total) / 2, f"({e1})°")],
                title=f"Two {kind} angles",
                desc=f"Two {kind} angles side by side: one is {rest}° and the other is ({e1})°.",
            )
        wrong = [w for w in wrong if not w[0].startswith("-")]
        return build(
            ctx,
            prompt=f"{setup} What is the value of x?",
            answer=str(ans),
            explanation=explanation,
            wrong=wrong,
            fill=f"{setup} The value of x is ___.",
            diagram=DiagramForm("shape", svg),
            task="reason",
            steps=3,
            mag=digits(total if kind != "vertical" else angle),
            key=f"eq:{kind}:{setup}",
        )
    return build(
        ctx,
        prompt=prompt,
        answer=deg(ans),
        value=ans,
        explanation=explanation,
        wrong=wrong,
        fill=fill,
        diagram=DiagramForm("shape", svg),
        arithmetic=arithmetic,
        task="compute",
        steps=steps,
        mag=3,
        key=key,
        acceptable=(str(ans), f"{ans} degrees"),
    )


# ---- area, volume and surface area (7.G.B.6) ---------------------------------------------------

MeasureMode = Literal[
    "triangle-area",
    "trapezoid-area",
    "composite-area",
    "prism-volume",
    "tri-prism-volume",
    "surface-area",
    "cube-surface-area",
    "missing-dimension",
]


class MeasureParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[MeasureMode] = Field(min_length=1)


@generator("math.g78.area-volume", content_types=WITH_DIAGRAM, params=MeasureParams)
def area_volume(ctx: GenerationContext) -> Draft:
    p: MeasureParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    u = pick(rng, ("cm", "m", "in", "ft"))
    top = (10, 16, 25)[lv]
    if mode == "triangle-area":
        b, h = rng.randint(3, top), rng.randint(2, top)
        if lv < 2 and b * h % 2:
            b += 1
        ans = Fraction(b * h, 2)
        setup = f"A triangle has a base of {b} {u} and a height of {h} {u}."
        wrong: list[Wrong] = [
            (
                str(b * h),
                "forgot-to-halve",
                "A triangle is half of a rectangle with the same base and height.",
            ),
            (str(b + h), "added-base-and-height", "Area multiplies the base and height."),
            (num(Fraction(b * h, 4)), "halved-twice", "Halve the product only once."),
        ]
        explanation = f"Area of a triangle = 1/2 × base × height = 1/2 × {b} × {h} = {dec(ans)} {u}²."
        svg = triangle(
            [(60, 250), (340, 250), (140, 60)],
            sides=(f"{b} {u}", "", ""),
            height=((140, 60), (140, 250), f"{h} {u}"),
            title="A triangle with its base and height",
            desc=f"A triangle with a base of {b} {u} and a dashed height of {h} {u}.",
        )
        answer, unit, what, steps, key = dec(ans), f"{u}²", "area", 2, f"tri:{b}:{h}"
    elif mode == "trapezoid-area":
        b1 = rng.randint(2, top - 2)
        b2 = rng.randint(b1 + 1, top)
        h = rng.randint(2, top)
        if lv < 2 and (b1 + b2) * h % 2:
            h += 1
        ans = Fraction((b1 + b2) * h, 2)
        setup = f"A trapezoid has parallel sides of {b1} {u} and {b2} {u} and a height of {h} {u}."
        wrong = [
            (str((b1 + b2) * h), "forgot-to-halve", "The trapezoid formula halves (b1 + b2) × h."),
            (
                num(Fraction(b1 * b2 * h, 2)),
                "multiplied-the-bases",
                "The two parallel sides are added, not multiplied.",
            ),
            (str(b2 * h), "used-one-base", "Both parallel sides count: average them first."),
        ]
        explanation = f"Area of a trapezoid = 1/2 × (b1 + b2) × h = 1/2 × ({b1} + {b2}) × {h} = 1/2 × {b1 + b2} × {h} = {dec(ans)} {u}²."
        svg = polygon_fig(
            [(60, 260), (360, 260), (280, 80), (140, 80)],
            [f"{b2} {u}", "", f"{b1} {u}", ""],
            dashed=[(140, 80, 140, 260)],
            dashed_label=(148, 175, f"{h} {u}"),
            title="A trapezoid with its parallel sides and height",
            desc=f"A trapezoid with parallel sides of {b1} {u} and {b2} {u} and a dashed height of {h} {u}.",
        )
        answer, unit, what, steps, key = dec(ans), f"{u}²", "area", 2, f"trap:{b1}:{b2}:{h}"
    elif mode == "composite-area":
        W = rng.randint(6, top + 2)
        H = rng.randint(5, top + 2)
        w = rng.randint(2, W - 2)
        h = rng.randint(2, H - 2)
        ans = Fraction(W * H - w * h)
        setup = (
            f"An L-shaped floor is made by cutting a {w} {u} by {h} {u} rectangle from one corner of a "
            f"{W} {u} by {H} {u} rectangle."
        )
        wrong = [
            (str(W * H), "forgot-to-subtract", "The cut-out corner is not part of the floor."),
            (str(W * H + w * h), "added-the-cut-out", "The corner piece is taken away, not added."),
            (str(2 * (W + H)), "found-the-perimeter", "That is the distance around, not the area."),
        ]
        explanation = f"Whole rectangle: {W} × {H} = {W * H} {u}². Cut-out: {w} × {h} = {w * h} {u}². Area = {W * H} - {w * h} = {W * H - w * h} {u}²."
        sx, sy = 280 / W, 240 / H
        pts = [
            (40, 280),
            (40 + W * sx, 280),
            (40 + W * sx, 40 + h * sy),
            (40 + (W - w) * sx, 40 + h * sy),
            (40 + (W - w) * sx, 40),
            (40, 40),
        ]
        svg = polygon_fig(
            pts,
            [f"{W} {u}", f"{H - h} {u}", f"{w} {u}", f"{h} {u}", f"{W - w} {u}", f"{H} {u}"],
            title="An L-shaped floor",
            desc=f"An L shape: a {W} {u} by {H} {u} rectangle with a {w} {u} by {h} {u} corner removed.",
        )
        answer, unit, what, steps, key = num(ans), f"{u}²", "area of the floor", 3, f"L:{W}:{H}:{w}:{h}"
    elif mode in ("prism-volume", "surface-area", "missing-dimension"):
        ln, w, h = (rng.randint(2, (8, 12, 20)[lv]) for _ in range(3))
        svg_labels = {"l": f"{ln} {u}", "w": f"{w} {u}", "h": f"{h} {u}"}
        vol, sa = ln * w * h, 2 * (ln * w + ln * h + w * h)
        if mode == "prism-volume":
            setup = f"A right rectangular prism is {ln} {u} long, {w} {u} wide, and {h} {u} tall."
            wrong = [
                (
                    str(sa),
                    "found-the-surface-area",
                    "That is the area of all the faces, not the space inside.",
                ),
                (str(ln + w + h), "added-the-dimensions", "Volume multiplies length, width and height."),
                (str(ln * w), "found-the-base-area-only", "The base area must be multiplied by the height."),
            ]
            explanation = f"Volume = length × width × height = {ln} × {w} × {h} = {vol} {u}³."
            answer, unit, what, steps, key = str(vol), f"{u}³", "volume", 2, f"vol:{ln}:{w}:{h}"
        elif mode == "surface-area":
            setup = f"A right rectangular prism is {ln} {u} long, {w} {u} wide, and {h} {u} tall."
            wrong = [
                (str(vol), "found-the-volume", "That is the volume, not the area of the faces."),
                (
                    str(sa // 2),
                    "counted-each-face-once",
                    "A box has two of each face: top and bottom, front and back, left and right.",
                ),
                (str(6 * ln * w), "used-one-face-six-times", "The faces are not all the same size."),
            ]
            explanation = (
                f"Add the areas of the six faces: 2 × ({ln} × {w}) + 2 × ({ln} × {h}) + 2 × ({w} × {h}) = "
                f"{2 * ln * w} + {2 * ln * h} + {2 * w * h} = {sa} {u}²."
            )
            answer, unit, what, steps, key = str(sa), f"{u}²", "surface area", 3, f"sa:{ln}:{w}:{h}"
        else:
            setup = (
                f"A right rectangular prism has a volume of {vol} {u}³. It is {ln} {u} long and {w} {u} wide."
            )
            wrong = [
                (
                    str(vol - ln - w),
                    "subtracted-the-dimensions",
                    "Volume is a product, so divide to undo it.",
                ),
                (num(Fraction(vol, ln)), "divided-by-one-dimension", f"Divide by both {ln} and {w}."),
                (str(ln * w), "gave-the-base-area", "That is the area of the base, not the height."),
            ]
            explanation = f"Volume = length × width × height, so height = {vol} ÷ ({ln} × {w}) = {vol} ÷ {ln * w} = {h} {u}."
            svg_labels = {"l": f"{ln} {u}", "w": f"{w} {u}", "h": "?"}
            answer, unit, what, steps, key = str(h), u, "height", 2, f"miss:{ln}:{w}:{h}"
        svg = solid(
            "box",
            svg_labels,
            title="A right rectangular prism",
            desc=f"A box labelled {ln} {u} long, {w} {u} wide and "
            + (f"{h} {u} tall." if mode != "missing-dimension" else "with an unknown height."),
        )
    elif mode == "cube-surface-area":
        s = rng.randint(2, (6, 10, 15)[lv])
        setup = f"A cube has edges that are {s} {u} long."
        wrong = [
            (str(s**3), "found-the-volume", "That is the volume of the cube."),
            (str(4 * s * s), "counted-four-faces", "A cube has six faces, not four."),
            (str(s * s), "found-one-face", "That is the area of only one face."),
        ]
        explanation = f"A cube has 6 square faces, each {s} × {s} = {s * s} {u}². Surface area = 6 × {s * s} = {6 * s * s} {u}²."
        svg = solid(
            "box",
            {"l": f"{s} {u}", "w": f"{s} {u}", "h": f"{s} {u}"},
            title="A cube",
            desc=f"A cube with {s} {u} edges.",
        )
        answer, unit, what, steps, key = str(6 * s * s), f"{u}²", "surface area", 2, f"cube:{s}"
    else:
        b, t = rng.randint(2, (8, 12, 16)[lv]), rng.randint(2, (8, 12, 16)[lv])
        ln = rng.randint(3, (10, 15, 20)[lv])
        if b * t * ln % 2:
            ln += 1
        vol = Fraction(b * t * ln, 2)
        setup = (
            f"A right triangular prism has a right-triangle base with legs of {b} {u} and {t} {u}. "
            f"The prism is {ln} {u} long."
        )
        wrong = [
            (str(b * t * ln), "forgot-to-halve", "The base is a triangle, half of a rectangle."),
            (
                num(Fraction(b * t, 2)),
                "found-the-base-area-only",
                "Multiply the base area by the length of the prism.",
            ),
            (str(b + t + ln), "added-the-dimensions", "Volume multiplies the base area by the length."),
        ]
        explanation = f"Base area = 1/2 × {b} × {t} = {num(Fraction(b * t, 2))} {u}². Volume = base area × length = {num(Fraction(b * t, 2))} × {ln} = {num(vol)} {u}³."
        svg = solid(
            "tri-prism",
            {"b": f"{b} {u}", "t": f"{t} {u}", "l": f"{ln} {u}"},
            title="A right triangular prism",
            desc=f"A triangular prism whose right-triangle base has legs {b} {u} and {t} {u}; the prism is {ln} {u} long.",
        )
        answer, unit, what, steps, key = num(vol), f"{u}³", "volume", 2, f"tprism:{b}:{t}:{ln}"
    return build(
        ctx,
        prompt=f"{setup} What is the {what}?",
        answer=answer,
        unit=unit,
        explanation=explanation,
        wrong=wrong,
        fill=f"{setup} The {what} is ___.",
        diagram=DiagramForm("shape", svg),
        task="compute",
        steps=steps,
        mag=len(answer.split(".")[0]),
        key=key,
    )
