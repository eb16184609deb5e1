"""Grade 8 geometry (8.G): transformations on the coordinate plane, angle facts and similar
triangles, the Pythagorean theorem, and volumes of cylinders, cones and spheres (exact in pi)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators._g78_common import (
    Wrong,
    build,
    dec,
    digits,
    num,
    parallel_fig,
    pi_acceptable,
    pi_str,
    pick,
    plane,
    point,
    solid,
    std,
    triangle,
)
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.registry import Draft, GenerationContext, generator

WITH_DIAGRAM = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.DIAGRAM,
}


# ---- transformations (8.G.A.1 - 8.G.A.4) -------------------------------------------------------


class TransformParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["translate", "reflect", "rotate", "dilate", "preserved", "sequence"]] = Field(
        min_length=1
    )


def _apply(kind: str, x: Fraction, y: Fraction, arg: object) -> tuple[Fraction, Fraction]:
    if kind == "translate":
        dx, dy = arg  # type: ignore[misc]
        return x + dx, y + dy
    if kind == "reflect":
        return (x, -y) if arg == "x" else (-x, y)
    if kind == "rotate":
        return {90: (-y, x), -90: (y, -x), 180: (-x, -y)}[arg]  # type: ignore[index]
    return x * arg, y * arg  # type: ignore[operator]


def _phrase(kind: str, arg: object) -> str:
    if kind == "translate":
        dx, dy = arg  # type: ignore[misc]
        parts = []
        if dx:
            parts.append(f"{abs(dx)} units {'right' if dx > 0 else 'left'}")
        if dy:
            parts.append(f"{abs(dy)} units {'up' if dy > 0 else 'down'}")
        return "translated " + " and ".join(parts)
    if kind == "reflect":
        return f"reflected across the {arg}-axis"
    if kind == "rotate":
        return {
            90: "rotated 90° counterclockwise about the origin",
            -90: "rotated 90° clockwise about the origin",
            180: "rotated 180° about the origin",
        }[arg]  # type: ignore[index]
    return f"dilated by a scale factor of {num(arg)} with the origin as the center"  # type: ignore[arg-type]


@generator("math.g78.transform", content_types=WITH_DIAGRAM, params=TransformParams)
def transform(ctx: GenerationContext) -> Draft:
    p: TransformParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    lim = 4
    while True:
        pts = [(Fraction(rng.randint(-lim, lim)), Fraction(rng.randint(-lim, lim))) for _ in range(3)]
        (ax, ay), (bx, by), (cx, cy) = pts
        if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) != 0 and all(x or y for x, y in pts):
            break
    names = ("A", "B", "C")
    listing = ", ".join(f"{n}{point(x, y)}" for n, (x, y) in zip(names, pts, strict=True))
    svg = plane(
        (-8, 8),
        (-8, 8),
        polygons=[pts],
        points=[(x, y, n) for n, (x, y) in zip(names, pts, strict=True)],
        title="Triangle ABC on a coordinate grid",
        desc=f"Triangle ABC with vertices {listing}.",
        label_every=2,
    )
    diagram = DiagramForm("coordinate-plane", svg)
    if mode == "preserved":
        kind = pick(
            rng,
            ("translate", "reflect", "rotate") if lv < 2 else ("translate", "reflect", "rotate", "dilate"),
        )
        arg: object = {
            "translate": (rng.randint(1, 5), -rng.randint(1, 5)),
            "reflect": pick(rng, ("x", "y")),
            "rotate": pick(rng, (90, -90, 180)),
            "dilate": Fraction(pick(rng, (2, 3))),
        }[kind]
        length, angle = rng.randint(3, 15), rng.randint(25, 110)
        ask_len = rng.random() < 0.5
        lead = f"In triangle ABC, side AB is {length} units long and angle B measures {angle}°. The triangle is {_phrase(kind, arg)} to make triangle A′B′C′."
        k = arg if kind == "dilate" else 1
        if ask_len:
            ans = Fraction(length) * k  # type: ignore[operator]
            answer, unit = num(ans), "units"
            wrong = [
                (
                    num(ans * 2) if kind != "dilate" else str(length),
                    "thought-lengths-change" if kind != "dilate" else "thought-dilations-keep-lengths",
                    "Translations, reflections and rotations keep lengths the same."
                    if kind != "dilate"
                    else f"A dilation multiplies every length by {num(k)}.",
                ),  # type: ignore[arg-type]
                (num(ans + 1), "measuring-slip", "The image is an exact copy (or exact scale copy)."),
                (str(angle), "mixed-up-length-and-angle", f"{angle}° is the angle, not the length."),
            ]
            explanation = f"{'A dilation by ' + num(k) + ' multiplies lengths by ' + num(k) + ': ' + str(length) + ' × ' + num(k) + ' = ' + num(ans) if kind == 'dilate' else 'This move is rigid: it keeps every length the same, so A′B′ = ' + str(length)} units."  # type: ignore[arg-type]
            q, fill_end = "How long is A′B′?", "The length of A′B′ is ___."
        else:
            ans, unit = Fraction(angle), None
            answer = f"{angle}°"
            wrong = [
                (
                    f"{180 - angle}°",
                    "thought-angles-flip",
                    "The image angle has the same measure as the original.",
                ),
                (
                    f"{angle * 2}°" if kind == "dilate" else f"{angle + 90}°",
                    "thought-angles-change",
                    "Rigid motions and dilations keep angle measures the same.",
                ),
                (f"{length}°", "mixed-up-length-and-angle", "That number is a length, not an angle."),
            ]
            explanation = f"Translations, reflections, rotations and dilations all keep angle measures the same, so angle B′ = {angle}°."
            q, fill_end = "What is the measure of angle B′?", "The measure of angle B′ is ___."
        return build(
            ctx,
            prompt=f"{lead} {q}",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} {fill_end}",
            unit=unit,
            diagram=diagram,
            task="reason",
            steps=1,
            mag=2,
            key=f"pres:{lead}:{ask_len}",
            acceptable=(str(angle),) if not ask_len else (),
            standard=std(ctx, "8.G.A.1a" if ask_len else "8.G.A.1b", "8.G.A.1"),
        )
    target = pick(rng, (0, 1, 2))
    x, y = pts[target]
    name = names[target]
    if mode == "sequence":
        steps_list = [
            ("reflect", pick(rng, ("x", "y"))),
            ("translate", (rng.randint(-4, 4) or 2, rng.randint(-4, 4) or -3)),
        ]
        if lv == 2:
            steps_list[0] = ("rotate", pick(rng, (90, -90, 180)))
        rng.shuffle(steps_list)
        nx, ny = x, y
        for kind, arg in steps_list:
            nx, ny = _apply(kind, nx, ny, arg)
        # misconceptions: the steps in the other order, only the first step, the first step wrongly done
        ox, oy = x, y
        for kind, arg in reversed(steps_list):
            ox, oy = _apply(kind, ox, oy, arg)
        fx, fy = _apply(steps_list[0][0], x, y, steps_list[0][1])
        wrong = [
            (point(ox, oy), "did-the-steps-in-the-wrong-order", "Do the first move first, then the second."),
            (point(fx, fy), "stopped-after-one-step", "Both moves must be done."),
            (point(ny, nx), "swapped-the-coordinates", "Write x first, then y."),
            (point(-nx, ny), "sign-slip", "Check each move."),
            (point(nx + 1, ny), "counting-slip", "Count the grid units for each move carefully."),
            (point(nx, ny - 1), "counting-slip", "Count the grid units for each move carefully."),
        ]
        desc = f"{_phrase(*steps_list[0])}, then {_phrase(*steps_list[1])}"
        explanation = f"Start with {name}{point(x, y)}. After it is {_phrase(*steps_list[0])}: {point(fx, fy)}. Then after it is {_phrase(*steps_list[1])}: {point(nx, ny)}."
        lead = f"Triangle ABC has vertices {listing}. It is {desc}."
        key = f"seq:{listing}:{steps_list}:{name}"
        code = std(ctx, "8.G.A.2", "8.G.A.3")
    else:
        if mode == "translate":
            arg = (rng.randint(-5, 5) or 3, rng.randint(-5, 5) or -2)
            wrongs_raw = [
                (
                    (x + arg[1], y + arg[0]),
                    "mixed-up-left-right-and-up-down",
                    "Left and right change x; up and down change y.",
                ),
                (
                    (x - arg[0], y - arg[1]),
                    "moved-the-wrong-way",
                    "Right and up add; left and down subtract.",
                ),
                ((x + arg[0], y - arg[1]), "moved-the-wrong-way", "Up adds to y and down subtracts."),
            ]
        elif mode == "reflect":
            arg = pick(rng, ("x", "y"))
            wrongs_raw = [
                (
                    _apply("reflect", x, y, "y" if arg == "x" else "x"),
                    "reflected-across-the-other-axis",
                    f"Reflecting across the {arg}-axis changes the sign of {'y' if arg == 'x' else 'x'}.",
                ),
                ((-x, -y), "changed-both-signs", "A reflection across one axis changes only one coordinate."),
                ((y, x), "swapped-the-coordinates", "Reflecting across an axis does not swap x and y."),
            ]
        elif mode == "rotate":
            arg = pick(rng, (90, -90, 180))
            others = [a for a in (90, -90, 180) if a != arg]
            wrongs_raw = [
                (
                    _apply("rotate", x, y, others[0]),
                    "turned-the-wrong-amount-or-way",
                    "Check the direction and size of the turn.",
                ),
                (
                    _apply("rotate", x, y, others[1]),
                    "turned-the-wrong-amount-or-way",
                    "Check the direction and size of the turn.",
                ),
                (
                    (y, x),
                    "swapped-without-changing-signs",
                    "A 90° turn swaps the coordinates and changes one sign.",
                ),
            ]
        else:
            arg = Fraction(pick(rng, (2, 3))) if lv < 2 or rng.random() < 0.5 else Fraction(1, 2)
            if arg == Fraction(1, 2):
                pts2 = [(2 * a, 2 * b) for a, b in pts]
                pts = pts2
                x, y = pts[target]
                listing = ", ".join(f"{n}{point(px, py)}" for n, (px, py) in zip(names, pts, strict=True))
                svg = plane(
                    (-8, 8),
                    (-8, 8),
                    polygons=[pts],
                    points=[(px, py, n) for n, (px, py) in zip(names, pts, strict=True)],
                    title="Triangle ABC on a coordinate grid",
                    desc=f"Triangle ABC with vertices {listing}.",
                    label_every=2,
                )
                diagram = DiagramForm("coordinate-plane", svg)
            wrongs_raw = [
                (
                    (x + arg, y + arg),
                    "added-the-scale-factor",
                    "A dilation multiplies each coordinate by the scale factor.",
                ),
                ((x * arg, y), "scaled-only-x", "Both coordinates are multiplied."),
                ((x / arg, y / arg), "divided-by-the-scale-factor", "Multiply by the scale factor."),
            ]
        nx, ny = _apply(mode, x, y, arg)
        wrong = [(point(a, b), n, r) for (a, b), n, r in wrongs_raw]
        rule_text = {
            "translate": "(x, y) → (x + a, y + b): right/left changes x, up/down changes y",
            "reflect": "across the x-axis (x, y) → (x, -y); across the y-axis (x, y) → (-x, y)",
            "rotate": "90° counterclockwise (x, y) → (-y, x); 90° clockwise (x, y) → (y, -x); 180° (x, y) → (-x, -y)",
            "dilate": "(x, y) → (kx, ky) for scale factor k",
        }[mode]
        explanation = f"Use the rule {rule_text}. {name}{point(x, y)} → {name}′{point(nx, ny)}."
        lead = f"Triangle ABC has vertices {listing}. It is {_phrase(mode, arg)}."
        key = f"{mode}:{listing}:{arg}:{name}"
        code = std(ctx, "8.G.A.3", "8.G.A.4" if mode == "dilate" else "8.G.A.3")
    return build(
        ctx,
        prompt=f"{lead} What are the coordinates of {name}′?",
        answer=point(nx, ny),
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The coordinates of {name}′ are ___.",
        fmt="expression",
        diagram=diagram,
        task="represent",
        steps=2 if mode == "sequence" else 1,
        mag=1,
        key=key,
        acceptable=(point(nx, ny).replace(" ", ""),),
        standard=code,
    )


# ---- angle facts and similar triangles (8.G.A.4, 8.G.A.5) ---------------------------------------


class AngleFactParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["triangle-sum", "exterior", "parallel", "similar-side"]] = Field(min_length=1)


@generator("math.g78.angle-facts", content_types=WITH_DIAGRAM, params=AngleFactParams)
def angle_facts(ctx: GenerationContext) -> Draft:
    p: AngleFactParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    tri_pts = [(60, 260), (340, 260), (200, 70)]
    if mode in ("triangle-sum", "exterior"):
        a = rng.randint(20, 100)
        b = rng.randint(20, 150 - a)
        if mode == "triangle-sum":
            ans = 180 - a - b
            lead = f"In triangle ABC, angle A measures {a}° and angle B measures {b}°."
            q, fill_end = "What is the measure of angle C?", "Angle C measures ___."
            wrong: list[Wrong] = [
                (f"{360 - a - b}°", "used-360", "The angles of a triangle add to 180°, not 360°."),
                (f"{a + b}°", "added-the-known-angles", "Subtract the known angles from 180°."),
                (
                    f"{90 - a if a < 90 else a - 90}°",
                    "assumed-a-right-triangle",
                    "Nothing says the triangle has a right angle.",
                ),
            ]
            explanation = f"The angles of a triangle add to 180°: {a}° + {b}° + C = 180°, so C = 180° - {a + b}° = {ans}°."
            svg = triangle(
                tri_pts,
                vertices=("A", "B", "C"),
                angles=(f"{a}°", f"{b}°", "?"),
                title="Triangle ABC",
                desc=f"Triangle ABC with angle A = {a}° and angle B = {b}°; angle C is unknown.",
            )
        else:
            ans = a + b
            lead = f"In triangle ABC, angle A measures {a}° and angle B measures {b}°. Side BC is extended past C to make an exterior angle at C."
            q, fill_end = (
                "What is the measure of the exterior angle at C?",
                "The exterior angle at C measures ___.",
            )
            wrong = [
                (
                    f"{180 - a - b}°",
                    "found-the-interior-angle",
                    "That is the inside angle at C; the exterior angle is next to it on the line.",
                ),
                (
                    f"{abs(a - b)}°",
                    "subtracted-the-angles",
                    "The exterior angle equals the sum of the two far angles.",
                ),
                (f"{360 - a - b}°", "used-360", "The exterior angle and the angle at C add to 180°."),
            ]
            explanation = f"An exterior angle equals the sum of the two interior angles that are not next to it: {a}° + {b}° = {ans}°. (Check: angle C = {180 - a - b}°, and 180° - {180 - a - b}° = {ans}°.)"
            svg = triangle(
                tri_pts,
                vertices=("A", "B", "C"),
                angles=(f"{a}°", f"{b}°", ""),
                extend=(1, 2, "?"),
                title="Triangle ABC with an exterior angle",
                desc=f"Triangle ABC with angle A = {a}° and angle B = {b}°; side BC is extended past C to form an exterior angle.",
            )
        return build(
            ctx,
            prompt=f"{lead} {q}",
            answer=f"{ans}°",
            value=ans,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} {fill_end}",
            diagram=DiagramForm("shape", svg),
            task="compute",
            steps=2,
            mag=3,
            key=f"{mode}:{a}:{b}",
            acceptable=(str(ans),),
            standard=std(ctx, "8.G.A.5"),
        )
    if mode == "parallel":
        given, asked = rng.sample(range(1, 9), 2)
        v = rng.randint(35, 145)
        if v == 90:
            v = 95
        same = given % 2 == asked % 2
        ans = v if same else 180 - v
        lead = f"Lines p and q are parallel and are cut by transversal t. Angle {given} measures {v}°."
        wrong = [
            (
                f"{180 - ans}°",
                "mixed-up-equal-and-supplementary-angles",
                "Angles in matching positions are equal; angles next to each other on a line add to 180°.",
            ),
            (f"{360 - ans}°", "used-360", "Angles on a line add to 180°."),
            (f"{abs(90 - ans)}°", "used-90", "There is no right angle here."),
        ]
        explanation = (
            f"Angles {given} and {asked} are "
            + (
                "in matching (equal) positions: corresponding, vertical or alternate angles are equal"
                if same
                else "supplementary: they fill a straight line together (or match angles that do)"
            )
            + f", so angle {asked} = {ans}°."
        )
        svg = parallel_fig(
            {given: f"{given}: {v}°"},
            title="Parallel lines cut by a transversal",
            desc=f"Parallel lines p and q cut by transversal t. Angles 1 to 4 are at the crossing with p and angles 5 to 8 at the crossing with q, each set going clockwise from the upper left. Angle {given} is {v}°.",
        )
        return build(
            ctx,
            prompt=f"{lead} What is the measure of angle {asked}?",
            answer=f"{ans}°",
            value=ans,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} Angle {asked} measures ___.",
            diagram=DiagramForm("shape", svg),
            task="reason",
            steps=2,
            mag=3,
            key=f"par:{given}:{asked}:{v}",
            acceptable=(str(ans),),
            standard=std(ctx, "8.G.A.5"),
        )
    k = pick(
        rng,
        (Fraction(2), Fraction(3), Fraction(3, 2), Fraction(1, 2), Fraction(5, 2))
        if lv
        else (Fraction(2), Fraction(3)),
    )
    ab = rng.randint(2, 9) * k.denominator
    bc = rng.randint(2, 9) * k.denominator
    de, ef = ab * k, bc * k
    lead = f"Triangle ABC is similar to triangle DEF, with A matching D, B matching E and C matching F. AB = {ab} cm, BC = {bc} cm and DE = {num(de)} cm."
    wrong = [
        (
            num(bc + de - ab),
            "added-instead-of-scaling",
            f"Similar figures scale by multiplying: DE ÷ AB = {num(k)}.",
        ),
        (
            num(bc / k),
            "divided-by-the-scale-factor",
            f"Triangle DEF is {'larger' if k > 1 else 'smaller'}, so multiply by {num(k)}.",
        ),
        (num(de), "copied-a-side", "Use the matching side BC, scaled by the same factor."),
    ]
    explanation = f"The scale factor from ABC to DEF is DE ÷ AB = {num(de)} ÷ {ab} = {num(k)}. EF matches BC, so EF = {bc} × {num(k)} = {num(ef)} cm."
    svg = triangle(
        tri_pts,
        vertices=("A", "B", "C"),
        sides=(f"{ab} cm", f"{bc} cm", ""),
        title="Triangle ABC",
        desc=f"Triangle ABC with AB = {ab} cm and BC = {bc} cm; it is similar to triangle DEF with DE = {num(de)} cm.",
    )
    return build(
        ctx,
        prompt=f"{lead} What is EF?",
        answer=num(ef),
        unit="cm",
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The length of EF is ___.",
        diagram=DiagramForm("shape", svg),
        task="compute",
        steps=2,
        mag=2,
        key=f"sim:{ab}:{bc}:{k}",
        standard=std(ctx, "8.G.A.4", "8.G.A.5"),
    )


# ---- the Pythagorean theorem (8.G.B.6 - 8.G.B.8) -----------------------------------------------


class PythagoreanParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal[
            "hypotenuse", "leg", "converse", "squares", "ladder", "diagonal-3d", "distance", "distance-root"
        ]
    ] = Field(min_length=1)


TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37))
QUADS = (
    (1, 2, 2, 3),
    (2, 3, 6, 7),
    (1, 4, 8, 9),
    (4, 4, 7, 9),
    (2, 6, 9, 11),
    (6, 6, 7, 11),
    (3, 4, 12, 13),
    (2, 10, 11, 15),
    (8, 9, 12, 17),
)


def _triple(rng: object, lv: int) -> tuple[int, int, int]:
    a, b, c = pick(rng, TRIPLES[: (2, 4, 7)[lv]])  # type: ignore[arg-type]
    k = pick(rng, (1, 2, 3) if c < 20 else (1,))  # type: ignore[arg-type]
    return a * k, b * k, c * k


@generator("math.g78.pythagorean", content_types=WITH_DIAGRAM, params=PythagoreanParams)
def pythagorean(ctx: GenerationContext) -> Draft:
    p: PythagoreanParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    u = pick(rng, ("cm", "m", "in", "ft"))
    right_pts = [(70, 260), (330, 260), (70, 60)]
    a, b, c = _triple(rng, lv)
    if rng.random() < 0.5:
        a, b = b, a
    if mode in ("hypotenuse", "leg", "ladder"):
        if mode == "hypotenuse":
            lead = f"A right triangle has legs of {a} {u} and {b} {u}."
            q, fill_end, ans = "How long is the hypotenuse?", "The length of the hypotenuse is ___.", c
            explanation = (
                f"a² + b² = c²: {a}² + {b}² = {a * a} + {b * b} = {c * c}. So c = √{c * c} = {c} {u}."
            )
            wrong = [
                (str(a + b), "added-the-legs", "Square the legs, add, then take the square root."),
                (str(a * a + b * b), "forgot-the-square-root", f"{c * c} is c²; take its square root."),
                (
                    str(abs(b - a)) if a != b else str(c + 1),
                    "subtracted-the-legs",
                    "For the hypotenuse, add the squares of the legs.",
                ),
            ]
            sides = (f"{b} {u}", "?", f"{a} {u}")
        elif mode == "leg":
            lead = f"A right triangle has a hypotenuse of {c} {u} and one leg of {a} {u}."
            q, fill_end, ans = "How long is the other leg?", "The length of the other leg is ___.", b
            explanation = (
                f"a² + b² = c², so b² = {c}² - {a}² = {c * c} - {a * a} = {b * b}. So b = √{b * b} = {b} {u}."
            )
            wrong = [
                (str(c - a), "subtracted-the-sides", "Subtract the squares, then take the square root."),
                (str(c * c - a * a), "forgot-the-square-root", f"{b * b} is b²; take its square root."),
                (
                    "√" + str(c * c + a * a),
                    "added-the-squares",
                    "The hypotenuse is the longest side: subtract to find a leg.",
                ),
            ]
            sides = ("?", f"{c} {u}", f"{a} {u}")
        else:
            lead = f"A {c}-{'foot' if u == 'ft' else 'meter' if u == 'm' else 'unit'} ladder leans against a wall. The bottom of the ladder is {a} {u} from the wall."
            q, fill_end, ans = (
                "How high up the wall does the ladder reach?",
                "The height the ladder reaches up the wall is ___.",
                b,
            )
            explanation = f"The wall, the ground and the ladder make a right triangle with the ladder as the hypotenuse. height² = {c}² - {a}² = {c * c} - {a * a} = {b * b}, so the height is {b} {u}."
            wrong = [
                (str(c - a), "subtracted-the-lengths", "Subtract the squares, then take the square root."),
                (str(c * c - a * a), "forgot-the-square-root", f"{b * b} is the height squared."),
                (str(c), "gave-the-ladder-length", "The ladder is the slanted side, not the height."),
            ]
            sides = ("?", f"{c} {u}", f"{a} {u}")
        if mode == "hypotenuse":
            svg = triangle(
                right_pts,
                sides=(f"{b} {u}", "?", f"{a} {u}"),
                right_at=0,
                title="A right triangle",
                desc=lead,
            )
        else:
            svg = triangle(
                right_pts,
                sides=(
                    "?" if mode != "ladder" else f"{a} {u}",
                    f"{c} {u}",
                    f"{a} {u}" if mode != "ladder" else "?",
                ),
                right_at=0,
                title="A right triangle",
                desc=lead,
            )
        return build(
            ctx,
            prompt=f"{lead} {q}",
            answer=str(ans),
            unit=u,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} {fill_end}",
            diagram=DiagramForm("shape", svg),
            task="word-problem" if mode == "ladder" else "compute",
            steps=3,
            mag=digits(c * c),
            key=f"{mode}:{a}:{b}:{u}",
            standard=std(ctx, "8.G.B.7"),
        )
    if mode == "converse":
        right = rng.random() < 0.5
        sides = [a, b, c] if right else [a, b, c + pick(rng, (1, -1, 2))]
        if not right and sides[0] ** 2 + sides[1] ** 2 == sides[2] ** 2:
            sides[2] += 1
        s = sorted(sides)
        ok = s[0] ** 2 + s[1] ** 2 == s[2] ** 2
        shown = list(sides)
        rng.shuffle(shown)
        lead = f"A triangle has sides of {shown[0]} {u}, {shown[1]} {u}, and {shown[2]} {u}."
        answer = "a right triangle" if ok else "not a right triangle"
        why = (
            f"Check the two shorter sides against the longest: {s[0]}² + {s[1]}² = {s[0] ** 2 + s[1] ** 2} and {s[2]}² = {s[2] ** 2}. "
            + (
                "They are equal, so by the converse of the Pythagorean theorem it is a right triangle."
                if ok
                else "They are not equal, so it is not a right triangle."
            )
        )
        svg = triangle(
            [(60, 260), (340, 260), (150, 70)],
            sides=(f"{shown[0]} {u}", f"{shown[1]} {u}", f"{shown[2]} {u}"),
            title="A triangle with three side lengths",
            desc=lead,
        )
        return build(
            ctx,
            prompt=f"{lead} Is it a right triangle?",
            answer=answer,
            explanation=why,
            wrong=[("not a right triangle" if ok else "a right triangle", "checked-the-wrong-sides", why)],
            fill=f"{lead} The triangle is ___.",
            fmt="text",
            diagram=DiagramForm("shape", svg),
            task="reason",
            steps=3,
            mag=digits(s[2] ** 2),
            key=f"conv:{shown}",
            standard=std(ctx, "8.G.B.6"),
        )
    if mode == "squares":
        lead = f"Squares are drawn on the sides of a right triangle. The squares on the two legs have areas of {a * a} {u}² and {b * b} {u}²."
        wrong = [
            (str(a + b), "added-the-side-lengths", "Add the areas, not the side lengths."),
            (
                str(abs(b * b - a * a)),
                "subtracted-the-areas",
                "The big square's area is the sum of the two smaller areas.",
            ),
            (str(c), "gave-the-side-length", f"{c} {u} is the hypotenuse; its square has area {c * c} {u}²."),
        ]
        explanation = f"The Pythagorean theorem says the area of the square on the hypotenuse equals the sum of the areas on the legs: {a * a} + {b * b} = {c * c} {u}²."
        svg = triangle(
            right_pts, sides=(f"{b} {u}", "?", f"{a} {u}"), right_at=0, title="A right triangle", desc=lead
        )
        return build(
            ctx,
            prompt=f"{lead} What is the area of the square on the hypotenuse?",
            answer=str(c * c),
            unit=f"{u}²",
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The area of the square on the hypotenuse is ___.",
            diagram=DiagramForm("shape", svg),
            task="reason",
            steps=1,
            mag=digits(c * c),
            key=f"sq:{a}:{b}",
            standard=std(ctx, "8.G.B.6"),
        )
    if mode == "diagonal-3d":
        x, y, z, d = pick(rng, QUADS[: (4, 7, 9)[lv]])
        lead = f"A box is {x} {u} long, {y} {u} wide, and {z} {u} tall."
        wrong = [
            (str(x + y + z), "added-the-edges", "Square the edges, add, then take the square root."),
            (str(d * d), "forgot-the-square-root", f"{d * d} is the diagonal squared."),
            (
                "√" + str(x * x + y * y) if (x * x + y * y) ** 0.5 % 1 else str(int((x * x + y * y) ** 0.5)),
                "found-the-base-diagonal",
                "That is the diagonal of the bottom face; the height is still missing.",
            ),
        ]
        explanation = f"First the diagonal of the bottom: {x}² + {y}² = {x * x + y * y}. Then with the height: {x * x + y * y} + {z}² = {d * d}. The box diagonal is √{d * d} = {d} {u}."
        svg = solid("box", {"l": f"{x} {u}", "w": f"{y} {u}", "h": f"{z} {u}"}, title="A box", desc=lead)
        return build(
            ctx,
            prompt=f"{lead} How long is the diagonal from a bottom corner to the opposite top corner?",
            answer=str(d),
            unit=u,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The length of the diagonal from a bottom corner to the opposite top corner is ___.",
            diagram=DiagramForm("shape", svg),
            task="compute",
            steps=3,
            mag=digits(d * d),
            key=f"3d:{x}:{y}:{z}",
            standard=std(ctx, "8.G.B.7"),
        )
    # distance between two points
    if mode == "distance":
        a, b, c = pick(rng, ((3, 4, 5), (6, 8, 10), (5, 12, 13), (4, 3, 5), (8, 6, 10)))
    else:
        a, b = rng.randint(1, 7), rng.randint(1, 7)
        while int((a * a + b * b) ** 0.5) ** 2 == a * a + b * b:
            b += 1
        c = None
    sx, sy = pick(rng, (1, -1)), pick(rng, (1, -1))
    x1, y1 = (
        rng.randint(-7, 7 - a) if sx > 0 else rng.randint(-7 + a, 7),
        rng.randint(-7, 7 - b) if sy > 0 else rng.randint(-7 + b, 7),
    )
    x2, y2 = x1 + sx * a, y1 + sy * b
    dist2 = a * a + b * b
    answer = str(c) if c else f"√{dist2}"
    lead = f"Point P is at {point(x1, y1)} and point Q is at {point(x2, y2)}."
    wrong = [
        (str(a + b), "added-the-differences", "Square the differences, add, then take the square root."),
        (str(dist2), "forgot-the-square-root", f"{dist2} is the distance squared."),
        (
            f"√{(x1 + x2) ** 2 + (y1 + y2) ** 2}" if (x1 + x2) or (y1 + y2) else "0",
            "added-the-coordinates",
            "Use the differences of the coordinates.",
        ),
    ]
    explanation = (
        f"The horizontal distance is |{x2} - {x1}| = {a} and the vertical distance is |{y2} - {y1}| = {b}. Distance² = {a}² + {b}² = {dist2}, so the distance is √{dist2}"
        + (f" = {c}." if c else ".")
    )
    svg = plane(
        (-8, 8),
        (-8, 8),
        points=[(x1, y1, "P"), (x2, y2, "Q")],
        segments=[(x1, y1, x2, y2)],
        dashed=[(x1, y1, x2, y1), (x2, y1, x2, y2)],
        title="Two points on a coordinate grid",
        desc=f"Points P{point(x1, y1)} and Q{point(x2, y2)} joined by a segment, with dashed horizontal and vertical legs.",
        label_every=2,
    )
    return build(
        ctx,
        prompt=f"{lead} What is the distance between P and Q?",
        answer=answer,
        unit="units",
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The distance between P and Q is ___.",
        fmt="number" if c else "expression",
        diagram=DiagramForm("coordinate-plane", svg),
        task="compute",
        steps=3,
        mag=2,
        key=f"dist:{x1}:{y1}:{x2}:{y2}",
        acceptable=(f"sqrt({dist2})",) if not c else (),
        standard=std(ctx, "8.G.B.8"),
    )


# ---- volume of cylinders, cones and spheres (8.G.C.9) ------------------------------------------


class VolumeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["cylinder", "cone", "sphere", "missing-height"]] = Field(min_length=1)
    pi: Literal["exact", "3.14"] = "exact"


PI = Fraction(314, 100)


@generator("math.g78.volume", content_types=WITH_DIAGRAM, params=VolumeParams)
def volume(ctx: GenerationContext) -> Draft:
    p: VolumeParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    exact = p.pi == "exact"
    u = pick(rng, ("cm", "m", "in", "ft"))
    r = rng.randint(1, (5, 8, 12)[lv])
    h = rng.randint(2, (10, 15, 20)[lv])
    by_d = mode != "missing-height" and rng.random() < (0.2, 0.4, 0.5)[lv]

    def show(c: Fraction) -> str:
        return pi_str(c) if exact else dec(c * PI)

    note = " Give the answer in terms of π." if exact else " Use 3.14 for π."
    pre = "" if exact else "Use 3.14 for π. "
    size = f"a diameter of {2 * r} {u}" if by_d else f"a radius of {r} {u}"
    labels = {"d": f"{2 * r} {u}"} if by_d else {"r": f"{r} {u}"}
    if mode == "cone" and not exact and (r * r * h) % 3:
        h += 3 - (r * r * h) % 3
    if mode == "sphere" and not exact and r % 3:
        r += 3 - r % 3
        size = f"a diameter of {2 * r} {u}" if by_d else f"a radius of {r} {u}"
        labels = {"d": f"{2 * r} {u}"} if by_d else {"r": f"{r} {u}"}
    if mode == "cylinder":
        coef = Fraction(r * r * h)
        lead = f"A cylinder has {size} and a height of {h} {u}."
        labels["h"] = f"{h} {u}"
        wrong = [
            (show(Fraction(2 * r * h)), "used-2r-instead-of-r-squared", "The base area is πr², not 2πr."),
            (show(coef / 3), "used-the-cone-formula", "Only a cone has the 1/3."),
            (
                show(Fraction(4 * r * r * h)) if by_d else show(Fraction(r * h)),
                "used-the-diameter-as-radius" if by_d else "forgot-to-square-the-radius",
                "The radius is half the diameter." if by_d else "Square the radius.",
            ),
        ]
        formula = f"V = πr²h = π × {r}² × {h} = {pi_str(coef)}" + (
            "" if exact else f" ≈ 3.14 × {coef} = {show(coef)}"
        )
        svg_kind = "cylinder"
    elif mode == "cone":
        coef = Fraction(r * r * h, 3)
        lead = f"A cone has {size} and a height of {h} {u}."
        labels["h"] = f"{h} {u}"
        wrong = [
            (
                show(Fraction(r * r * h)),
                "forgot-the-one-third",
                "A cone holds 1/3 as much as a cylinder with the same base and height.",
            ),
            (show(Fraction(2 * r * h, 3)), "used-2r-instead-of-r-squared", "The base area is πr²."),
            (
                show(Fraction(4 * r * r * h, 3)) if by_d else show(Fraction(r * h, 3)),
                "used-the-diameter-as-radius" if by_d else "forgot-to-square-the-radius",
                "The radius is half the diameter." if by_d else "Square the radius.",
            ),
        ]
        formula = f"V = (1/3)πr²h = (1/3) × π × {r}² × {h} = {pi_str(coef)}" + (
            "" if exact else f" ≈ 3.14 × {num(coef)} = {show(coef)}"
        )
        svg_kind = "cone"
    elif mode == "sphere":
        coef = Fraction(4 * r**3, 3)
        lead = f"A sphere has {size}."
        wrong = [
            (
                show(Fraction(4 * r * r)),
                "used-the-surface-area-formula",
                "4πr² is the surface area; volume uses r³.",
            ),
            (show(Fraction(r**3)), "forgot-the-four-thirds", "V = (4/3)πr³."),
            (
                show(Fraction(4 * (2 * r) ** 3, 3)) if by_d else show(Fraction(4 * r**2, 3)),
                "used-the-diameter-as-radius" if by_d else "squared-instead-of-cubing",
                "The radius is half the diameter." if by_d else "Cube the radius: r × r × r.",
            ),
        ]
        formula = f"V = (4/3)πr³ = (4/3) × π × {r}³ = {pi_str(coef)}" + (
            "" if exact else f" ≈ 3.14 × {num(coef)} = {show(coef)}"
        )
        svg_kind = "sphere"
    else:
        coef_v = Fraction(r * r * h)
        shown = show(coef_v)
        lead = f"{pre}A cylinder has a volume of {shown} {u}³ and a radius of {r} {u}."
        answer = str(h)
        wrong = [
            (num(coef_v / r), "divided-by-the-radius-once", f"Divide by r² = {r * r}, not by {r}."),
            (num(coef_v), "forgot-to-divide", "Volume = πr²h, so h = V ÷ (πr²)."),
            (
                num(coef_v / (2 * r)) if (coef_v / (2 * r)) != h else str(h + 1),
                "divided-by-2r",
                "The base area is πr², not 2πr.",
            ),
        ]
        explanation = (
            f"V = πr²h, so {shown} = π × {r * r} × h"
            + ("" if exact else " (with 3.14 for π)")
            + f". Divide both sides by {'π × ' if exact else '3.14 × '}{r * r}: h = {h} {u}."
        )
        svg = solid(
            "cylinder",
            {"r": f"{r} {u}", "h": "h = ?"},
            title="A cylinder",
            desc=f"A cylinder with a radius of {r} {u} and an unknown height.",
        )
        return build(
            ctx,
            prompt=f"{lead} What is its height?",
            answer=answer,
            unit=u,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} Its height is ___.",
            diagram=DiagramForm("shape", svg),
            task="reason",
            steps=3,
            mag=digits(coef_v),
            key=f"miss:{r}:{h}:{p.pi}",
            standard=std(ctx, "8.G.C.9"),
        )
    step = f"The radius is half of {2 * r}, so r = {r}. " if by_d else ""
    svg = solid(svg_kind, labels, title=f"A {svg_kind}", desc=lead)
    return build(
        ctx,
        prompt=f"{pre}{lead} What is its volume?{note if exact else ''}",
        answer=show(coef),
        unit=f"{u}³",
        explanation=f"{step}{formula} {u}³.",
        wrong=wrong,
        fill=f"{pre}{lead} Its volume{', in terms of π,' if exact else ''} is ___.",
        fmt="expression" if exact else "number",
        diagram=DiagramForm("shape", svg),
        task="compute",
        steps=2 + int(by_d),
        mag=digits(coef),
        key=f"{mode}:{r}:{h}:{by_d}:{p.pi}",
        acceptable=pi_acceptable(coef) if exact else (),
        standard=std(ctx, "8.G.C.9"),
    )


__all__ = ["Wrong"]
