"""Triangles from given measures (grade 7, 7.G.A.2): whether three sides, three angles, two sides and
the angle between them, or two angles and the side between them make no triangle, exactly one or
more than one; and the least or greatest whole-number third side."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, build, digits
from educontent.generation.kit.geo_found import Found, found_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

TriangleParams = params_model("TriangleParams", modes=listed(("count", "third-side")))


NONE, ONE, MANY = "no triangle", "exactly one triangle", "more than one triangle"


class _Case(NamedTuple):
    measures: str  # "side lengths 3 cm, 4 cm, and 5 cm"
    answer: str
    why: str
    wrong: list[Wrong]
    key: str


def _third_side(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    a = tiered(rng, 2, (8, 12, 20), lv)
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
            (str(b - a + 1), "found-the-least-length", "That is the shortest possible whole-number side."),
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
            (str(a + b - 1), "found-the-greatest-length", "That is the longest possible whole-number side."),
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


def _sides(rng: random.Random, lv: int, case: str) -> _Case:
    while True:
        s = sorted(tiered(rng, 2, (10, 15, 20), lv) for _ in range(3))
        ok = s[0] + s[1] > s[2]
        if ok == (case == "sides-ok") and len(set(s)) > 1:
            break
    order = s[:]
    rng.shuffle(order)
    measures = f"side lengths {order[0]} cm, {order[1]} cm, and {order[2]} cm."
    total = s[0] + s[1]
    if ok:
        why = f"The two shorter sides add to {s[0]} + {s[1]} = {total}, which is more than {s[2]}, so the sides meet. Three side lengths fix one triangle."
        wrong = [
            (NONE, "misused-the-triangle-rule", f"{total} is more than {s[2]}, so the sides can meet."),
            (
                MANY,
                "thought-sides-can-bend",
                "Three side lengths fix the shape, so every copy is the same triangle.",
            ),
        ]
        return _Case(measures, ONE, why, wrong, f"sides:{s}")
    why = f"The two shorter sides add to {s[0]} + {s[1]} = {total}, which is not more than {s[2]}, so they cannot meet to close a triangle."
    wrong = [
        (ONE, "ignored-the-triangle-rule", f"{total} is not more than {s[2]}, so the sides cannot meet."),
        (MANY, "ignored-the-triangle-rule", "No triangle works, so there cannot be more than one."),
    ]
    return _Case(measures, NONE, why, wrong, f"sides:{s}")


def _angles(rng: random.Random, lv: int, case: str) -> _Case:
    while True:
        x, y = rng.randint(20, 100), rng.randint(20, 100)
        z = 180 - x - y
        if case == "angles-off":
            z += pick(rng, (-20, -10, 10, 15, 20))
        if z >= 10:
            break
    measures = f"angles of {x}°, {y}°, and {z}°."
    total = x + y + z
    if total == 180:
        why = f"The angles add to {x} + {y} + {z} = 180°, so a triangle works. Angles fix the shape but not the size, so it can be drawn larger or smaller."
        wrong = [
            (ONE, "thought-angles-fix-size", "The same angles fit a small triangle and a big one."),
            (NONE, "misadded-the-angles", f"{x} + {y} + {z} = 180°, so a triangle is possible."),
        ]
        return _Case(measures, MANY, why, wrong, f"angles:{x}:{y}:{z}")
    why = f"The angles of every triangle add to 180°, but {x} + {y} + {z} = {total}°."
    wrong = [
        (ONE, "ignored-the-angle-sum", f"The angles add to {total}°, not 180°."),
        (MANY, "ignored-the-angle-sum", f"The angles add to {total}°, not 180°, so no triangle has them."),
    ]
    return _Case(measures, NONE, why, wrong, f"angles:{x}:{y}:{z}")


def _side_angle_side(rng: random.Random, lv: int, case: str) -> _Case:
    a, b, x = rng.randint(3, 15), rng.randint(3, 15), rng.randint(3, 16) * 10
    why = "Two sides and the angle between them fix where the third corner goes, so exactly one triangle can be drawn."
    wrong = [
        (
            MANY,
            "thought-measures-leave-choices",
            "With the angle between the two sides fixed, the third side has only one length.",
        ),
        (NONE, "thought-three-measures-are-not-enough", "These measures can always be drawn."),
    ]
    return _Case(
        f"sides of {a} cm and {b} cm and {with_article(f'{x}°')} angle between them.",
        ONE,
        why,
        wrong,
        f"sas:{a}:{b}:{x}",
    )


def _angle_side_angle(rng: random.Random, lv: int, case: str) -> _Case:
    x = rng.randint(3, 10) * 10
    y = rng.randint(2, 17 - x // 10) * 10
    a = rng.randint(3, 15)
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
    return _Case(
        f"angles of {x}° and {y}° and {with_article(f'{a} cm')} side between them.",
        ONE,
        why,
        wrong,
        f"asa:{x}:{y}:{a}",
    )


_CASES: dict[str, Callable[[random.Random, int, str], _Case]] = {
    "sides-ok": _sides,
    "sides-fail": _sides,
    "angles-180": _angles,
    "angles-off": _angles,
    "sas": _side_angle_side,
    "asa": _angle_side_angle,
}
_BY_LEVEL = (
    ("sides-ok", "sides-fail", "angles-180"),
    ("sides-ok", "sides-fail", "angles-180", "angles-off", "sas"),
    ("sides-ok", "sides-fail", "angles-180", "angles-off", "sas", "asa"),
)


_BANDS = "side lengths: easy 2-8 (2-10 for three sides), medium 5-12 (6-15), hard 7-20 (8-20), each level from halfway up the level below, with more kinds of given measures on harder levels"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN, params=TriangleParams)
def triangle_conditions(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    name = pick(rng, roster("roster-5"))
    if mode == "third-side":
        return _third_side(ctx)
    case = pick(rng, _BY_LEVEL[lv])
    measures, answer, why, wrong, key = _CASES[case](rng, lv, case)
    setup = f"{name} wants to draw a triangle with {measures}"
    ask = "Do these measures make no triangle, exactly one triangle, or more than one triangle?"
    return found_draft(
        ctx,
        Found(setup, ask, "These measures make ___.", answer, why, wrong),
        fmt="text",
        task="reason",
        steps=2,
        mag=2,
        key=key,
        acceptable=(answer.replace("exactly ", ""),) if answer == ONE else (),
    )
