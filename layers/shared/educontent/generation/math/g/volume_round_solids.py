"""Volumes of cylinders, cones and spheres (grade 8, 8.G.C.9), exact in terms of pi or with 3.14 for
pi, and the height of a cylinder from its volume."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Literal, NamedTuple

from educontent.generation.draw.solids_3d import solid
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, build, digits, std
from educontent.generation.kit.grammar import article
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import pi_acceptable, pi_str, pi_times
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Solid(NamedTuple):
    """A round solid of radius r (given as a diameter when ``by_d``) and height h."""

    r: int
    h: int
    by_d: bool
    exact: bool
    u: str
    size: str  # "a radius of 3 cm"

    def slip(
        self,
        as_diameter: Fraction,
        other: Fraction,
        name: str = "forgot-to-square-the-radius",
        reason: str = "Square the radius.",
    ) -> Wrong:
        """The wrong answer from taking the diameter for the radius when the diameter is given
        (``as_diameter``), else the one named ``name`` (``other``)."""
        if self.by_d:
            return (
                pi_times(as_diameter, self.exact),
                "used-the-diameter-as-radius",
                "The radius is half the diameter.",
            )
        return pi_times(other, self.exact), name, reason


class _Volume(NamedTuple):
    coef: Fraction  # the volume is coef × pi
    lead: str
    wrong: list[Wrong]
    formula: str
    with_height: bool


def _cylinder(s: _Solid) -> _Volume:
    r, h, exact = s.r, s.h, s.exact
    coef = Fraction(r * r * h)
    wrong = [
        (
            pi_times(Fraction(2 * r * h), exact),
            "used-2r-instead-of-r-squared",
            "The base area is πr², not 2πr.",
        ),
        (pi_times(coef / 3, exact), "used-the-cone-formula", "Only a cone has the 1/3."),
        s.slip(Fraction(4 * r * r * h), Fraction(r * h)),
    ]
    formula = f"V = πr²h = π × {r}² × {h} = {pi_str(coef)}" + (
        "" if exact else f" ≈ 3.14 × {coef} = {pi_times(coef, exact)}"
    )
    return _Volume(coef, f"A cylinder has {s.size} and a height of {h} {s.u}.", wrong, formula, True)


def _cone(s: _Solid) -> _Volume:
    r, h, exact = s.r, s.h, s.exact
    coef = Fraction(r * r * h, 3)
    wrong = [
        (
            pi_times(Fraction(r * r * h), exact),
            "forgot-the-one-third",
            "A cone holds 1/3 as much as a cylinder with the same base and height.",
        ),
        (pi_times(Fraction(2 * r * h, 3), exact), "used-2r-instead-of-r-squared", "The base area is πr²."),
        s.slip(Fraction(4 * r * r * h, 3), Fraction(r * h, 3)),
    ]
    formula = f"V = (1/3)πr²h = (1/3) × π × {r}² × {h} = {pi_str(coef)}" + (
        "" if exact else f" ≈ 3.14 × {fmt(coef)} = {pi_times(coef, exact)}"
    )
    return _Volume(coef, f"A cone has {s.size} and a height of {h} {s.u}.", wrong, formula, True)


def _sphere(s: _Solid) -> _Volume:
    r, exact = s.r, s.exact
    coef = Fraction(4 * r**3, 3)
    wrong = [
        (
            pi_times(Fraction(4 * r * r), exact),
            "used-the-surface-area-formula",
            "4πr² is the surface area; volume uses r³.",
        ),
        (pi_times(Fraction(r**3), exact), "forgot-the-four-thirds", "V = (4/3)πr³."),
        s.slip(
            Fraction(4 * (2 * r) ** 3, 3),
            Fraction(4 * r**2, 3),
            "squared-instead-of-cubing",
            "Cube the radius: r × r × r.",
        ),
    ]
    formula = f"V = (4/3)πr³ = (4/3) × π × {r}³ = {pi_str(coef)}" + (
        "" if exact else f" ≈ 3.14 × {fmt(coef)} = {pi_times(coef, exact)}"
    )
    return _Volume(coef, f"A sphere has {s.size}.", wrong, formula, False)


_SOLIDS: dict[str, Callable[[_Solid], _Volume]] = {"cylinder": _cylinder, "cone": _cone, "sphere": _sphere}
VolumeParams = params_model(
    "VolumeParams", modes=listed(_SOLIDS, ("missing-height",)), pi=(Literal["exact", "3.14"], "exact")
)


def _missing_height(ctx: GenerationContext, r: int, h: int, u: str, exact: bool) -> Draft:
    pre = "" if exact else "Use 3.14 for π. "
    coef_v = Fraction(r * r * h)
    shown = pi_times(coef_v, exact)
    lead = f"{pre}A cylinder has a volume of {shown} {u}³ and a radius of {r} {u}."
    wrong = [
        (fmt(coef_v / r), "divided-by-the-radius-once", f"Divide by r² = {r * r}, not by {r}."),
        (fmt(coef_v), "forgot-to-divide", "Volume = πr²h, so h = V ÷ (πr²)."),
        (
            fmt(coef_v / (2 * r)) if (coef_v / (2 * r)) != h else str(h + 1),
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
    found = Found(lead, "What is its height?", "Its height is ___.", str(h), explanation, wrong, u)
    key = f"miss:{r}:{h}:{ctx.params.pi}"
    return shape_draft(
        ctx, found, svg, task="reason", steps=3, mag=digits(coef_v), key=key, standard=std(ctx, "8.G.C.9")
    )


_BANDS = "radius easy 1-5, medium 3-8, hard 4-12; height easy 2-10, medium 6-15, hard 8-20 (each level from halfway up the level below's range to its own top), given as a diameter more often on harder levels"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("size", _BANDS), content_types=WRITTEN | {DG}, params=VolumeParams)
def volume_round_solids(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    p = ctx.params
    mode = pick(rng, p.modes)
    exact = p.pi == "exact"
    u = pick(rng, ("cm", "m", "in", "ft"))
    r = tiered(rng, 1, (5, 8, 12), lv)
    h = tiered(rng, 2, (10, 15, 20), lv)
    by_d = mode != "missing-height" and rng.random() < (0.2, 0.4, 0.5)[lv]
    if mode == "cone" and not exact and (r * r * h) % 3:
        h += 3 - (r * r * h) % 3
    if mode == "sphere" and not exact and r % 3:
        r += 3 - r % 3
    if mode == "missing-height":
        return _missing_height(ctx, r, h, u, exact)
    size = f"a diameter of {2 * r} {u}" if by_d else f"a radius of {r} {u}"
    coef, lead, wrong, formula, with_height = _SOLIDS[mode](_Solid(r, h, by_d, exact, u, size))
    labels = {"d": f"{2 * r} {u}"} if by_d else {"r": f"{r} {u}"}
    if with_height:
        labels["h"] = f"{h} {u}"
    pre = "" if exact else "Use 3.14 for π. "
    step = f"The radius is half of {2 * r}, so r = {r}. " if by_d else ""
    return build(
        ctx,
        prompt=f"{pre}{lead} What is its volume?{' Give the answer in terms of π.' if exact else ''}",
        answer=pi_times(coef, exact),
        unit=f"{u}³",
        explanation=f"{step}{formula} {u}³.",
        wrong=wrong,
        fill=f"{pre}{lead} Its volume{', in terms of π,' if exact else ''} is ___.",
        fmt="expression" if exact else "number",
        diagram=DiagramForm(
            "shape", solid(mode, labels, title=f"{article(mode).capitalize()} {mode}", desc=lead)
        ),
        task="compute",
        steps=2 + int(by_d),
        mag=digits(coef),
        key=f"{mode}:{r}:{h}:{by_d}:{p.pi}",
        acceptable=pi_acceptable(coef) if exact else (),
        standard=std(ctx, "8.G.C.9"),
    )
