"""The Pythagorean theorem (grade 8, 8.G.B.6 - 8.G.B.8): the hypotenuse or a leg of a right triangle,
a ladder against a wall, the converse, squares on the sides, the diagonal of a box and the distance
between two points."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from educontent.generation.draw.constructions import triangle
from educontent.generation.draw.graphs import plane
from educontent.generation.draw.solids_3d import box
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, digits, std
from educontent.generation.kit.grammar import article
from educontent.generation.kit.levels import banded, draw
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers.powers import point
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

TRIPLES = ((3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (9, 40, 41), (12, 35, 37))
QUADS = (
    (1, 2, 2, 3),
    (2, 3, 6, 7),
    (1, 4, 8, 9),
    (4, 4, 7, 9),
    (2, 6, 9, 11),
    (6, 6, 7, 11),
    (3, 4, 12, 13),
    (2, 5, 14, 15),
    (2, 10, 11, 15),
    (8, 9, 12, 17),
    (6, 6, 17, 19),
    (6, 10, 15, 19),
    (4, 13, 16, 21),
    (8, 11, 16, 21),
)
RIGHT = [(70, 260), (330, 260), (70, 60)]  # the right angle at the first corner


class _Side(NamedTuple):
    """A side of a right triangle to find: the question, the answer and the labels of the sides."""

    lead: str
    q: str
    fill_end: str
    ans: int
    explanation: str
    wrong: list[Wrong]
    sides: tuple[str, str, str]


# the triples and their multiples by 2 and 3 (hypotenuse under 20 before scaling), shortest hypotenuse first
SCALED = tuple(
    sorted(
        ((a * k, b * k, c * k) for a, b, c in TRIPLES for k in ((1, 2, 3) if c < 20 else (1,))),
        key=lambda t: t[2],
    )
)
# whole-number distances that fit on a -7..7 grid, shortest first
DISTANCES = ((3, 4, 5), (4, 3, 5), (6, 8, 10), (8, 6, 10), (5, 12, 13), (12, 5, 13), (9, 12, 15), (12, 9, 15))


def _hypotenuse(a: int, b: int, c: int, u: str) -> _Side:
    return _Side(
        f"A right triangle has legs of {a} {u} and {b} {u}.",
        "How long is the hypotenuse?",
        "The length of the hypotenuse is ___.",
        c,
        f"a² + b² = c²: {a}² + {b}² = {a * a} + {b * b} = {c * c}. So c = √{c * c} = {c} {u}.",
        [
            (str(a + b), "added-the-legs", "Square the legs, add, then take the square root."),
            (str(a * a + b * b), "forgot-the-square-root", f"{c * c} is c²; take its square root."),
            (
                str(abs(b - a)) if a != b else str(c + 1),
                "subtracted-the-legs",
                "For the hypotenuse, add the squares of the legs.",
            ),
        ],
        (f"{b} {u}", "?", f"{a} {u}"),
    )


def _leg(a: int, b: int, c: int, u: str) -> _Side:
    return _Side(
        f"A right triangle has a hypotenuse of {c} {u} and one leg of {a} {u}.",
        "How long is the other leg?",
        "The length of the other leg is ___.",
        b,
        f"a² + b² = c², so b² = {c}² - {a}² = {c * c} - {a * a} = {b * b}. So b = √{b * b} = {b} {u}.",
        [
            (str(c - a), "subtracted-the-sides", "Subtract the squares, then take the square root."),
            (str(c * c - a * a), "forgot-the-square-root", f"{b * b} is b²; take its square root."),
            (
                "√" + str(c * c + a * a),
                "added-the-squares",
                "The hypotenuse is the longest side: subtract to find a leg.",
            ),
        ],
        ("?", f"{c} {u}", f"{a} {u}"),
    )


def _ladder(a: int, b: int, c: int, u: str) -> _Side:
    return _Side(
        f"{article(f'{c}-foot').capitalize()} {c}-foot ladder leans against a wall. The bottom of the ladder is {a} {u} from the wall.",
        "How high up the wall does the ladder reach?",
        "The height the ladder reaches up the wall is ___.",
        b,
        f"The wall, the ground and the ladder make a right triangle with the ladder as the hypotenuse. height² = {c}² - {a}² = {c * c} - {a * a} = {b * b}, so the height is {b} {u}.",
        [
            (str(c - a), "subtracted-the-lengths", "Subtract the squares, then take the square root."),
            (str(c * c - a * a), "forgot-the-square-root", f"{b * b} is the height squared."),
            (str(c), "gave-the-ladder-length", "The ladder is the slanted side, not the height."),
        ],
        (f"{a} {u}", f"{c} {u}", "?"),
    )


_SIDES: dict[str, Callable[[int, int, int, str], _Side]] = {
    "hypotenuse": _hypotenuse,
    "leg": _leg,
    "ladder": _ladder,
}


def _side(ctx: GenerationContext, mode: str, a: int, b: int, c: int, u: str) -> Draft:
    if mode == "ladder":
        u = "ft"  # a ladder is sized in feet, and one problem keeps one unit throughout
    lead, q, fill_end, ans, explanation, wrong, sides = _SIDES[mode](a, b, c, u)
    svg = triangle(RIGHT, sides=sides, right_at=0, title="A right triangle", desc=lead)
    found = Found(lead, q, fill_end, str(ans), explanation, wrong, u)
    task = "word-problem" if mode == "ladder" else "compute"
    key = f"{mode}:{a}:{b}:{u}"
    return shape_draft(
        ctx, found, svg, task=task, steps=3, mag=digits(c * c), key=key, standard=std(ctx, "8.G.B.7")
    )


def _converse(ctx: GenerationContext, mode: str, a: int, b: int, c: int, u: str) -> Draft:
    rng = ctx.rng
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
    wrong = [("not a right triangle" if ok else "a right triangle", "checked-the-wrong-sides", why)]
    found = Found(lead, "Is it a right triangle?", "The triangle is ___.", answer, why, wrong)
    mag, key = digits(s[2] ** 2), f"conv:{shown}"
    return shape_draft(
        ctx, found, svg, fmt="text", task="reason", steps=3, mag=mag, key=key, standard=std(ctx, "8.G.B.6")
    )


def _squares(ctx: GenerationContext, mode: str, a: int, b: int, c: int, u: str) -> Draft:
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
        RIGHT, sides=(f"{b} {u}", "?", f"{a} {u}"), right_at=0, title="A right triangle", desc=lead
    )
    area = "area of the square on the hypotenuse"
    found = Found(
        lead, f"What is the {area}?", f"The {area} is ___.", str(c * c), explanation, wrong, f"{u}²"
    )
    key = f"sq:{a}:{b}"
    return shape_draft(
        ctx, found, svg, task="reason", steps=1, mag=digits(c * c), key=key, standard=std(ctx, "8.G.B.6")
    )


def _diagonal_3d(ctx: GenerationContext, mode: str, a: int, b: int, c: int, u: str) -> Draft:
    x, y, z, d = banded(ctx.rng, QUADS, ctx.level)
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
    svg = box(x, y, z, u, title="A box", desc=lead)
    diagonal = "the diagonal from a bottom corner to the opposite top corner"
    found = Found(
        lead, f"How long is {diagonal}?", f"The length of {diagonal} is ___.", str(d), explanation, wrong, u
    )
    key = f"3d:{x}:{y}:{z}"
    return shape_draft(
        ctx, found, svg, task="compute", steps=3, mag=digits(d * d), key=key, standard=std(ctx, "8.G.B.7")
    )


def _distance(ctx: GenerationContext, mode: str, a: int, b: int, c: int | None, u: str) -> Draft:
    """The distance between two points: a whole number, or with ``distance-root`` a square root."""
    rng = ctx.rng
    if mode == "distance":
        a, b, c = banded(rng, DISTANCES, ctx.level)
    else:
        a, b = draw(rng, 1, 7, ctx.level), draw(rng, 1, 7, ctx.level)  # easy 1-5, medium 2-6, hard 4-7
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
    lead = f"Point P is at {point(x1, y1)} and point Q is at {point(x2, y2)}."
    wrong = [
        (str(a + b), "added-the-differences", "Square the differences, add, then take the square root."),
        (str(dist2), "forgot-the-square-root", f"{dist2} is the distance squared."),
    ]
    summed = (x1 + x2) ** 2 + (y1 + y2) ** 2
    if summed != dist2 and math.isqrt(summed) ** 2 != summed:
        wrong.append((f"√{summed}", "added-the-coordinates", "Use the differences of the coordinates."))
    else:  # that slip would give a whole number (or the answer itself): the one-direction slip instead
        wrong.append(
            (str(max(a, b)), "used-one-difference", "The distance uses both differences, across and up.")
        )
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
    ask, blank = "What is the distance between P and Q?", "The distance between P and Q is ___."
    found = Found(lead, ask, blank, str(c) if c else f"√{dist2}", explanation, wrong, "units")
    return shape_draft(
        ctx,
        found,
        svg,
        kind="coordinate-plane",
        fmt="number" if c else "expression",
        task="compute",
        steps=3,
        mag=2,
        key=f"dist:{x1}:{y1}:{x2}:{y2}",
        acceptable=(f"sqrt({dist2})",) if not c else (),
        standard=std(ctx, "8.G.B.8"),
    )


_MODES: dict[str, Callable[[GenerationContext, str, int, int, int, str], Draft]] = {
    "hypotenuse": _side,
    "leg": _side,
    "converse": _converse,
    "squares": _squares,
    "ladder": _side,
    "diagonal-3d": _diagonal_3d,
    "distance": _distance,
    "distance-root": _distance,
}
PythagoreanParams = params_model("PythagoreanParams", modes=listed(_MODES))


_BANDS = "the Pythagorean triples and their multiples, box diagonals and grid distances in order of size: easy the smallest 60 % (hypotenuse 5 to 29), medium the middle 60 %, hard the largest half (hypotenuse 26 to 51); square-root distances with differences of 1-5, 2-6 and 4-7"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=PythagoreanParams, levels=Levels("size", _BANDS))
def pythagorean(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    mode = pick(rng, ctx.params.modes)
    u = pick(rng, ("cm", "m", "in", "ft"))
    a, b, c = banded(rng, SCALED, ctx.level)
    if rng.random() < 0.5:
        a, b = b, a
    return _MODES[mode](ctx, mode, a, b, c, u)
