"""Angle pairs (grade 7, 7.G.B.5): complementary, supplementary, vertical and adjacent angles, angles
on a line and around a point, and equations for an unknown angle."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.draw.constructions import rays
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, build, digits
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Unknown(NamedTuple):
    """An unknown angle: the question, its answer in degrees and the figure."""

    prompt: str
    fill: str
    ans: int
    wrong: list[Wrong]
    explanation: str
    svg: str
    key: str
    steps: int
    arithmetic: ArithmeticForm | None = None


def deg(n: int | Fraction) -> str:
    return f"{fmt(n)}°"


def _angle(rng: random.Random, lv: int, low: int, high: int) -> int:
    step = (5, 1, 1)[lv]
    return rng.randrange(low + (-low) % step, high + 1, step)


def _pair(rng: random.Random, lv: int, mode: str) -> _Unknown:
    """Complementary or supplementary angles: one is given."""
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
    svg = rays(
        [0, a, total],
        [(a / 2, f"{a}°"), ((a + total) / 2, "B")],
        title=f"Two {mode} angles",
        desc=f"Two angles side by side that together make {total}°; angle A is {a}° and angle B is unknown.",
        right_angle_at=None,
    )
    return _Unknown(
        f"{setup} What is the measure of angle B?",
        f"{setup} Angle B measures ___.",
        ans,
        wrong,
        f"{mode.capitalize()} angles add to {total}°. So angle B = {total}° - {a}° = {ans}°.",
        svg,
        f"{mode}:{a}",
        1,
        ArithmeticForm(total, a, "-", f"{total} - {a} = ___"),
    )


def _vertical(rng: random.Random, lv: int, mode: str) -> _Unknown:
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
            (deg(abs(90 - a)), "used-complementary", "Vertical angles are equal; nothing adds to 90° here."),
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
        explanation = (
            f"Adjacent angles along a straight line add to 180°. So the angle measures 180° - {a}° = {ans}°."
        )
    svg = rays(
        [],
        [(a / 2, f"{a}°"), ((a / 2 + 180) if asked_vertical else (a + 180) / 2, "?")],
        full_lines=[0, a],
        title="Two crossing lines",
        desc=f"Two lines cross; one angle is {a}° and the angle marked ? is {which}.",
    )
    return _Unknown(
        f"{setup} What is the measure of {which}?",
        f"{setup} {which[0].upper()}{which[1:]} measures ___.",
        ans,
        wrong,
        explanation,
        svg,
        f"vert:{a}:{asked_vertical}",
        1,
    )


def _on_a_line(rng: random.Random, lv: int, mode: str) -> _Unknown:
    a = _angle(rng, lv, 15, 100)
    c = _angle(rng, lv, 15, 165 - a)
    ans = 180 - a - c
    setup = f"Three angles sit side by side on a straight line. Two of them measure {a}° and {c}°."
    wrong = [
        (deg(360 - a - c), "used-360", "Angles along a straight line add to 180°, not 360°."),
        (deg(a + c), "added-the-known-angles", "The known angles were added but not taken from 180°."),
        (deg(180 - a), "left-out-one-angle", "Both known angles must be taken away from 180°."),
    ]
    svg = rays(
        [0, a, a + ans, 180],
        [(a / 2, f"{a}°"), (a + ans / 2, "?"), (a + ans + c / 2, f"{c}°")],
        title="Three angles on a straight line",
        desc=f"A straight line with two rays from one point, making angles of {a}°, an unknown angle, and {c}°.",
    )
    return _Unknown(
        f"{setup} What is the measure of the third angle?",
        f"{setup} The third angle measures ___.",
        ans,
        wrong,
        f"Angles on a straight line add to 180°. {a}° + {c}° = {a + c}°, and 180° - {a + c}° = {ans}°.",
        svg,
        f"line:{a}:{c}",
        2,
    )


def _around_point(rng: random.Random, lv: int, mode: str) -> _Unknown:
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
        (deg(a + b + c), "added-the-known-angles", "The known angles were added but not taken from 360°."),
        (deg(360 - a - b), "left-out-one-angle", "All three known angles must be taken away from 360°."),
    ]
    svg = rays(
        [0, a, a + b, a + b + c],
        [(a / 2, f"{a}°"), (a + b / 2, f"{b}°"), (a + b + c / 2, f"{c}°"), (a + b + c + ans / 2, "?")],
        title="Four angles around a point",
        desc=f"Four rays from one point making angles of {a}°, {b}°, {c}° and one unknown angle.",
    )
    return _Unknown(
        f"{setup} What is the measure of the fourth angle?",
        f"{setup} The fourth angle measures ___.",
        ans,
        wrong,
        f"Angles around a point add to 360°. {a}° + {b}° + {c}° = {a + b + c}°, and 360° - {a + b + c}° = {ans}°.",
        svg,
        f"point:{a}:{b}:{c}",
        2,
    )


def _vertical_equation(rng: random.Random, x: int, m: int) -> tuple[str, list[Wrong], str, str, int, int]:
    """Two vertical angles (mx + q)° and (m2 x + q2)°: the setup, wrong answers, explanation,
    figure, x and the size of the angle."""
    x = min(x, 140 // m)
    m2 = rng.randint(1, m - 1)
    angle = rng.randint(max(20, m * x + 1), 160)
    q = angle - m * x
    q2 = angle - m2 * x
    e1, e2 = f"{m}x + {q}", f"{m2}x + {q2}" if m2 > 1 else f"x + {q2}"
    wrong = [
        (str(angle), "found-the-angle-not-x", f"{angle}° is the angle; the question asks for x."),
        (
            fmt(Fraction(q2 + q, m + m2)),
            "added-instead-of-setting-equal",
            "Vertical angles are equal, so set the expressions equal.",
        ),
        (
            fmt(Fraction(180 - q - q2, m + m2)),
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
    return f"Two vertical angles measure ({e1})° and ({e2})°.", wrong, explanation, svg, x, angle


def _pair_equation(
    rng: random.Random, kind: str, x: int, m: int
) -> tuple[str, list[Wrong], str, str, int, int]:
    """Complementary or supplementary angles (mx + q)° and a given angle."""
    total = 180 if kind == "supplementary" else 90
    angle = m * x
    while angle >= total - 10:
        x -= 1
        angle = m * x
    q = rng.randint(1, max(1, min(30, total - 10 - angle)))
    angle += q
    rest = total - angle
    e1 = f"{m}x + {q}"
    other = 90 if total == 180 else 180
    wrong = [
        (str(angle), "found-the-angle-not-x", f"{angle}° is the angle; the question asks for x."),
        (
            fmt(Fraction(total - rest, m)),
            "forgot-the-constant",
            f"The {q} must be taken away before dividing by {m}.",
        ),
        (fmt(Fraction(other - rest - q, m)), f"used-{other}", f"{kind.capitalize()} angles add to {total}°."),
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
    setup = f"Two angles are {kind}. One measures ({e1})° and the other measures {rest}°."
    return setup, wrong, explanation, svg, x, total


def _equation(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    kind = pick(
        rng, ("supplementary", "complementary", "vertical") if lv else ("supplementary", "complementary")
    )
    x = rng.randint((3, 8, 15)[lv], (15, 25, 35)[lv])
    m = rng.randint((2, 2, 3)[lv], (3, 5, 6)[lv])
    if kind == "vertical":
        setup, wrong, explanation, svg, ans, size = _vertical_equation(rng, x, m)
    else:
        setup, wrong, explanation, svg, ans, size = _pair_equation(rng, kind, x, m)
    wrong = [w for w in wrong if not w[0].startswith("-")]
    found = Found(setup, "What is the value of x?", "The value of x is ___.", str(ans), explanation, wrong)
    return shape_draft(ctx, found, svg, task="reason", steps=3, mag=digits(size), key=f"eq:{kind}:{setup}")


_UNKNOWN: dict[str, Callable[[random.Random, int, str], _Unknown]] = {
    "complementary": _pair,
    "supplementary": _pair,
    "vertical": _vertical,
    "on-a-line": _on_a_line,
    "around-point": _around_point,
}
AngleParams = params_model("AngleParams", modes=listed(_UNKNOWN, ("equation",)))


_BANDS = "easy: angles in multiples of 5°, equations for supplementary or complementary angles with x from 3 to 15 and a coefficient of 2-3; medium: any whole-degree angle, vertical-angle equations too, x 8-25, coefficients to 5; hard: x 15-35 and coefficients 3-6 (x smaller where the angles must fit in 90° or 180°)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=AngleParams, levels=Levels("form", _BANDS))
def angle_pairs(ctx: GenerationContext) -> Draft:
    mode = pick(ctx.rng, ctx.params.modes)
    if mode == "equation":
        return _equation(ctx)
    q = _UNKNOWN[mode](ctx.rng, ctx.level.rank, mode)
    return build(
        ctx,
        prompt=q.prompt,
        answer=deg(q.ans),
        value=q.ans,
        explanation=q.explanation,
        wrong=q.wrong,
        fill=q.fill,
        diagram=DiagramForm("shape", q.svg),
        arithmetic=q.arithmetic,
        task="compute",
        steps=q.steps,
        mag=3,
        key=q.key,
        acceptable=(str(q.ans), f"{q.ans} degrees"),
    )
