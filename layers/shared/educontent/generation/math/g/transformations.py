"""Transformations on the coordinate plane (grade 8, 8.G.A.1 - 8.G.A.4): the image of a vertex after a
translation, reflection, rotation, dilation or a sequence of two moves, and which lengths and angles a
transformation keeps."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.draw.graphs import plane
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, build, std
from educontent.generation.kit.geo_found import Found, found_draft
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import point
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Point = tuple[Fraction, Fraction]
NAMES = ("A", "B", "C")
RULES = {
    "translate": "(x, y) → (x + a, y + b): right/left changes x, up/down changes y",
    "reflect": "across the x-axis (x, y) → (x, -y); across the y-axis (x, y) → (-x, y)",
    "rotate": "90° counterclockwise (x, y) → (-y, x); 90° clockwise (x, y) → (y, -x); 180° (x, y) → (-x, -y)",
    "dilate": "(x, y) → (kx, ky) for scale factor k",
}
TransformParams = params_model("TransformParams", modes=listed(RULES, ("preserved", "sequence")))


class _Image(NamedTuple):
    """Where a vertex goes, the question's lead and the wrong images a child might give."""

    nx: Fraction
    ny: Fraction
    wrong: list[Wrong]
    explanation: str
    lead: str
    key: str
    standard: str | None
    diagram: DiagramForm


def _apply(kind: str, x: Fraction, y: Fraction, arg: object) -> Point:
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
            parts.append(f"{count_of(abs(dx), 'unit')} {'right' if dx > 0 else 'left'}")
        if dy:
            parts.append(f"{count_of(abs(dy), 'unit')} {'up' if dy > 0 else 'down'}")
        return "translated " + " and ".join(parts)
    if kind == "reflect":
        return f"reflected across the {arg}-axis"
    if kind == "rotate":
        return {
            90: "rotated 90° counterclockwise about the origin",
            -90: "rotated 90° clockwise about the origin",
            180: "rotated 180° about the origin",
        }[arg]  # type: ignore[index]
    return f"dilated by a scale factor of {fmt(arg)} with the origin as the center"  # type: ignore[arg-type]


def _triangle(rng: random.Random) -> list[Point]:
    """Three vertices, not in a line and none at the origin."""
    lim = 4
    while True:
        pts = [(Fraction(rng.randint(-lim, lim)), Fraction(rng.randint(-lim, lim))) for _ in range(3)]
        (ax, ay), (bx, by), (cx, cy) = pts
        if (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) != 0 and all(x or y for x, y in pts):
            return pts


def _figure(pts: list[Point]) -> tuple[str, DiagramForm]:
    listing = ", ".join(f"{n}{point(x, y)}" for n, (x, y) in zip(NAMES, pts, strict=True))
    svg = plane(
        (-8, 8),
        (-8, 8),
        polygons=[pts],
        points=[(x, y, n) for n, (x, y) in zip(NAMES, pts, strict=True)],
        title="Triangle ABC on a coordinate grid",
        desc=f"Triangle ABC with vertices {listing}.",
        label_every=2,
    )
    return listing, DiagramForm("coordinate-plane", svg)


def _preserved(ctx: GenerationContext, diagram: DiagramForm) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    kind = pick(
        rng, ("translate", "reflect", "rotate") if lv < 2 else ("translate", "reflect", "rotate", "dilate")
    )
    arg: object = {  # every entry is drawn, whichever is used
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
        answer, unit = fmt(ans), "units"
        wrong = [
            (
                fmt(ans * 2) if kind != "dilate" else str(length),
                "thought-lengths-change" if kind != "dilate" else "thought-dilations-keep-lengths",
                "Translations, reflections and rotations keep lengths the same."
                if kind != "dilate"
                else f"A dilation multiplies every length by {fmt(k)}.",  # type: ignore[arg-type]
            ),
            (fmt(ans + 1), "measuring-slip", "The image is an exact copy (or exact scale copy)."),
            (str(angle), "mixed-up-length-and-angle", f"{angle}° is the angle, not the length."),
        ]
        explanation = f"{'A dilation by ' + fmt(k) + ' multiplies lengths by ' + fmt(k) + ': ' + str(length) + ' × ' + fmt(k) + ' = ' + fmt(ans) if kind == 'dilate' else 'This move is rigid: it keeps every length the same, so A′B′ = ' + str(length)} units."  # type: ignore[arg-type]
        q, fill_end = "How long is A′B′?", "The length of A′B′ is ___."
    else:
        answer, unit = f"{angle}°", None
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
    return found_draft(
        ctx,
        Found(lead, q, fill_end, answer, explanation, wrong, unit),
        diagram=diagram,
        task="reason",
        steps=1,
        mag=2,
        key=f"pres:{lead}:{ask_len}",
        acceptable=(str(angle),) if not ask_len else (),
        standard=std(ctx, "8.G.A.1a" if ask_len else "8.G.A.1b", "8.G.A.1"),
    )


def _sequence(
    ctx: GenerationContext, pts: list[Point], target: int, listing: str, diagram: DiagramForm
) -> _Image:
    rng = ctx.rng
    x, y = pts[target]
    name = NAMES[target]
    steps = [
        ("reflect", pick(rng, ("x", "y"))),
        ("translate", (rng.randint(-4, 4) or 2, rng.randint(-4, 4) or -3)),
    ]
    if ctx.level.rank == 2:
        steps[0] = ("rotate", pick(rng, (90, -90, 180)))
    rng.shuffle(steps)
    nx, ny = x, y
    for kind, arg in steps:
        nx, ny = _apply(kind, nx, ny, arg)
    # misconceptions: the steps in the other order, only the first step, the first step wrongly done
    ox, oy = x, y
    for kind, arg in reversed(steps):
        ox, oy = _apply(kind, ox, oy, arg)
    fx, fy = _apply(steps[0][0], x, y, steps[0][1])
    wrong = [
        (point(ox, oy), "did-the-steps-in-the-wrong-order", "Do the first move first, then the second."),
        (point(fx, fy), "stopped-after-one-step", "Both moves must be done."),
        (point(ny, nx), "swapped-the-coordinates", "Write x first, then y."),
        (point(-nx, ny), "sign-slip", "Check each move."),
        (point(nx + 1, ny), "counting-slip", "Count the grid units for each move carefully."),
        (point(nx, ny - 1), "counting-slip", "Count the grid units for each move carefully."),
    ]
    explanation = f"Start with {name}{point(x, y)}. After it is {_phrase(*steps[0])}: {point(fx, fy)}. Then after it is {_phrase(*steps[1])}: {point(nx, ny)}."
    lead = f"Triangle ABC has vertices {listing}. It is {_phrase(*steps[0])}, then {_phrase(*steps[1])}."
    key = f"seq:{listing}:{steps}:{name}"
    return _Image(nx, ny, wrong, explanation, lead, key, std(ctx, "8.G.A.2", "8.G.A.3"), diagram)


def _moves(
    rng: random.Random, mode: str, x: Fraction, y: Fraction, lv: int
) -> tuple[object, list[tuple[Point, str, str]]]:
    """The move (translation, reflection or rotation) and the wrong images of (x, y): easy
    translations go right and up and turns are half turns; hard translations go one way across and
    the other way up or down, and turns may go either way."""
    if mode == "translate":
        arg = (rng.randint(-5, 5) or 3, rng.randint(-5, 5) or -2)
        if lv == 0:
            arg = (rng.randint(1, 5), rng.randint(1, 5))
        elif lv == 2:
            arg = (rng.randint(1, 5) * pick(rng, (1, -1)), 0)
            arg = (arg[0], -rng.randint(1, 5) if arg[0] > 0 else rng.randint(1, 5))
        return arg, [
            (
                (x + arg[1], y + arg[0]),
                "mixed-up-left-right-and-up-down",
                "Left and right change x; up and down change y.",
            ),
            ((x - arg[0], y - arg[1]), "moved-the-wrong-way", "Right and up add; left and down subtract."),
            ((x + arg[0], y - arg[1]), "moved-the-wrong-way", "Up adds to y and down subtracts."),
        ]
    if mode == "reflect":
        arg = pick(rng, ("x", "y"))
        return arg, [
            (
                _apply("reflect", x, y, "y" if arg == "x" else "x"),
                "reflected-across-the-other-axis",
                f"Reflecting across the {arg}-axis changes the sign of {'y' if arg == 'x' else 'x'}.",
            ),
            ((-x, -y), "changed-both-signs", "A reflection across one axis changes only one coordinate."),
            ((y, x), "swapped-the-coordinates", "Reflecting across an axis does not swap x and y."),
        ]
    arg = pick(rng, ((180,), (90, 180), (90, -90, 180))[lv])
    others = [a for a in (90, -90, 180) if a != arg]
    turn = "Check the direction and size of the turn."
    return arg, [
        (_apply("rotate", x, y, others[0]), "turned-the-wrong-amount-or-way", turn),
        (_apply("rotate", x, y, others[1]), "turned-the-wrong-amount-or-way", turn),
        ((y, x), "swapped-without-changing-signs", "A 90° turn swaps the coordinates and changes one sign."),
    ]


def _single(
    ctx: GenerationContext, mode: str, pts: list[Point], target: int, listing: str, diagram: DiagramForm
) -> _Image:
    rng, lv = ctx.rng, ctx.level.rank
    x, y = pts[target]
    name = NAMES[target]
    if mode != "dilate":
        arg, wrongs_raw = _moves(rng, mode, x, y, lv)
    else:
        arg = Fraction(pick(rng, (2, 3))) if lv < 2 or rng.random() < 0.5 else Fraction(1, 2)
        if arg == Fraction(1, 2):  # a bigger triangle, so the image stays on the grid
            pts = [(2 * a, 2 * b) for a, b in pts]
            x, y = pts[target]
            listing, diagram = _figure(pts)
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
    explanation = f"Use the rule {RULES[mode]}. {name}{point(x, y)} → {name}′{point(nx, ny)}."
    lead = f"Triangle ABC has vertices {listing}. It is {_phrase(mode, arg)}."
    key = f"{mode}:{listing}:{arg}:{name}"
    code = std(ctx, "8.G.A.3", "8.G.A.4" if mode == "dilate" else "8.G.A.3")
    return _Image(nx, ny, wrong, explanation, lead, key, code, diagram)


_BANDS = "easy: a vertex in the first quadrant, translations right and up, half turns, dilations by 2 or 3; medium: any vertex and direction, quarter turns; hard: a vertex with a negative coordinate, translations across one way and up or down the other, turns either way, dilations by 1/2, a rotation in a sequence and dilations among the moves that keep lengths"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=TransformParams, levels=Levels("form", _BANDS))
def transformations(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    mode = pick(rng, ctx.params.modes)
    pts = _triangle(rng)
    listing, diagram = _figure(pts)
    if mode == "preserved":
        return _preserved(ctx, diagram)
    # easy: a vertex in the first quadrant where there is one; hard: one with a negative coordinate
    fits = [i for i, (x, y) in enumerate(pts) if ((x > 0 and y > 0), True, (x < 0 or y < 0))[ctx.level.rank]]
    target = pick(rng, tuple(fits) or (0, 1, 2))
    if mode == "sequence":
        image = _sequence(ctx, pts, target, listing, diagram)
    else:
        image = _single(ctx, mode, pts, target, listing, diagram)
    name = NAMES[target]
    answer = point(image.nx, image.ny)
    return build(
        ctx,
        prompt=f"{image.lead} What are the coordinates of {name}′?",
        answer=answer,
        explanation=image.explanation,
        wrong=image.wrong,
        fill=f"{image.lead} The coordinates of {name}′ are ___.",
        fmt="expression",
        diagram=image.diagram,
        task="represent",
        steps=2 if mode == "sequence" else 1,
        mag=1,
        key=image.key,
        acceptable=(answer.replace(" ", ""),),
        standard=image.standard,
    )
