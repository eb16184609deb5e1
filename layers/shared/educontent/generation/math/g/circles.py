"""Circles (grade 7, 7.G.B.4): circumference and area from a radius or diameter, and the radius from
a circumference or an area, exact in terms of pi or with 3.14 for pi."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal, NamedTuple

from educontent.generation.draw.circles import circle_with_radius
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_list, digits
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import pi_acceptable, pi_str, pi_times
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Measure(NamedTuple):
    coef: Fraction  # the answer is coef × pi
    wrong: list[Wrong]
    explanation: str
    unit: str


def _circumference(rad: Fraction, d: int, by_d: bool, u: str, exact: bool) -> _Measure:
    coef = 2 * rad
    answer = pi_times(coef, exact)
    wrong: list[Wrong] = [
        (
            pi_times(rad * rad, exact),
            "found-the-area",
            "That uses the area formula πr², not the circumference.",
        ),
        (fmt(coef), "left-out-pi", "The circumference is π times the diameter; π was left out."),
    ]
    if by_d:
        wrong.append(
            (
                pi_times(2 * coef, exact),
                "doubled-the-diameter",
                "The diameter is already twice the radius; it was doubled again.",
            )
        )
    else:
        wrong.append(
            (pi_times(rad, exact), "forgot-to-double-the-radius", "C = 2πr: the radius must be doubled.")
        )
    step = f"The diameter is {fmt(coef)} {u}. " if not by_d else ""
    explanation = (
        f"{step}Circumference = π × diameter = π × {fmt(coef)} = {pi_str(coef)} {u}."
        if exact
        else f"{step}Circumference = π × diameter ≈ 3.14 × {fmt(coef)} = {answer} {u}."
    )
    return _Measure(coef, wrong, explanation, u)


def _area(rad: Fraction, d: int, by_d: bool, u: str, exact: bool) -> _Measure:
    coef = rad * rad
    answer = pi_times(coef, exact)
    wrong: list[Wrong] = [
        (pi_times(2 * rad, exact), "found-the-circumference", "That is the circumference 2πr, not the area."),
        (fmt(coef), "left-out-pi", "The area is π times r²; π was left out."),
    ]
    if by_d:
        wrong.append(
            (
                pi_times(Fraction(d * d), exact),
                "used-the-diameter-as-the-radius",
                "The radius is half the diameter; the diameter was squared instead.",
            )
        )
    else:
        wrong.append(
            (pi_times(4 * coef, exact), "squared-the-diameter", "The radius, not the diameter, is squared.")
        )
        wrong.append(
            (pi_times(2 * coef, exact), "doubled-before-multiplying", "Area is πr²; nothing is doubled.")
        )
    step = f"The radius is half of {d}: {fmt(rad)} {u}. " if by_d else ""
    explanation = (
        f"{step}Area = π × r² = π × {fmt(rad)} × {fmt(rad)} = {pi_str(coef)} {u}²."
        if exact
        else f"{step}Area = π × r² ≈ 3.14 × {fmt(rad)} × {fmt(rad)} = 3.14 × {fmt(coef)} = {answer} {u}²."
    )
    return _Measure(coef, wrong, explanation, f"{u}²")


def _from_radius(ctx: GenerationContext, mode: str, obj: str, u: str, r: int) -> Draft:
    """The circumference or the area of a circle whose radius or diameter is given."""
    rng, lv = ctx.rng, ctx.level.rank
    p = ctx.params
    exact = p.pi == "exact"
    pre = "" if exact else "Use 3.14 for π. "
    by_d = rng.random() < (0.2, 0.5, 0.6)[lv]
    d = 2 * r
    if by_d and lv == 2 and exact and mode == "area" and rng.random() < 0.4:
        d = 2 * r + 1  # odd diameter: a fractional coefficient of pi
    given, v = ("diameter", d) if by_d else ("radius", r)
    rad = Fraction(d, 2) if by_d else Fraction(r)
    setup = f"{obj} has {with_article(given)} of {v} {u}."
    svg = circle_with_radius(
        f"{v} {u}",
        diameter=by_d,
        title=f"A circle with its {given} marked",
        desc=f"A circle with {with_article(given)} of {v} {u}.",
    )
    coef, wrong, explanation, unit = (_circumference if mode == "circumference" else _area)(
        rad, d, by_d, u, exact
    )
    ask = f"What is its {mode}?{' Give the answer in terms of π.' if exact else ''}"
    blank = f"Its {mode}{', in terms of π,' if exact else ''} is ___."
    found = Found(f"{pre}{setup}", ask, blank, pi_times(coef, exact), explanation, wrong, unit)
    return shape_draft(
        ctx,
        found,
        svg,
        fmt="expression" if exact else "number",
        task="compute" if obj == "A circle" else "word-problem",
        steps=1 + int(by_d) + int(not exact),
        mag=digits(coef * (1 if exact else 314)),
        key=f"{mode}:{given}:{v}:{p.pi}:{obj}",
        acceptable=pi_acceptable(coef) if exact else (),
    )


def _radius(ctx: GenerationContext, mode: str, obj: str, u: str, r: int) -> Draft:
    """The radius of a circle whose circumference or area is given."""
    p = ctx.params
    exact = p.pi == "exact"
    pre = "" if exact else "Use 3.14 for π. "
    if mode == "radius-from-circumference":
        c = 2 * r
        shown = pi_times(c, exact)
        setup = f"{obj} has a circumference of {shown} {u}."
        wrong: list[Wrong] = [
            (str(c), "gave-the-diameter", f"{c} {u} is the diameter; the radius is half of it."),
            (str(2 * c), "doubled-instead-of-halving", "The diameter is found first, then halved."),
        ]
        explanation = (
            f"Circumference = π × diameter, so the diameter is {shown} ÷ {'π' if exact else '3.14'} = {c} {u}. "
            f"The radius is half the diameter: {c} ÷ 2 = {r} {u}."
        )
    else:
        a = r * r
        shown = pi_times(a, exact)
        setup = f"{obj} has an area of {shown} {u}²."
        wrong = [
            (str(a), "did-not-take-the-square-root", f"{a} is r², not r."),
            (
                fmt(Fraction(a, 2)),
                "halved-instead-of-square-root",
                "Area is π × r × r, so take the square root, not half.",
            ),
            (str(2 * r), "gave-the-diameter", "That is the diameter, twice the radius."),
        ]
        explanation = (
            f"Area = π × r², so r² = {shown} ÷ {'π' if exact else '3.14'} = {a}. "
            f"Which number times itself is {a}? {r} × {r} = {a}, so the radius is {r} {u}."
        )
    svg = circle_with_radius(
        "r = ?",
        diameter=False,
        title="A circle with an unknown radius",
        desc=f"A circle whose radius is marked with a question mark; {setup[0].lower()}{setup[1:]}",
    )
    found = Found(f"{pre}{setup}", "What is its radius?", "Its radius is ___.", str(r), explanation, wrong, u)
    return shape_draft(
        ctx, found, svg, task="reason", steps=2, mag=digits(r * r), key=f"{mode}:{r}:{p.pi}:{obj}"
    )


_MODES = {
    "circumference": _from_radius,
    "area": _from_radius,
    "radius-from-circumference": _radius,
    "radius-from-area": _radius,
}
CircleParams = params_model("CircleParams", modes=listed(_MODES), pi=(Literal["exact", "3.14"], "exact"))


_BANDS = "radius easy 2-9, medium 5-15, hard 8-25 (each level from halfway up the level below's range to its own top); harder levels give the diameter more often, and hard areas may have an odd diameter"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN | {DG}, params=CircleParams)
def circles(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    obj = pick(rng, bank_list("g-circles", "objects"))
    u = pick(rng, ("cm", "m", "in", "ft"))
    r = tiered(rng, 2, (9, 15, 25), lv)
    return _MODES[mode](ctx, mode, obj, u, r)
