"""Scale drawings (grade 7, 7.G.A.1): actual lengths and areas from a scale drawing, lengths on the
drawing from actual lengths, and redrawing at a different scale."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from educontent.generation.draw.constructions import scale_rectangle
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_list, digits
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.levels import tiered
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

UNITS = (("cm", "m"), ("in", "ft"))


class _Scale(NamedTuple):
    """A rectangular place drawn w by h drawing units with the scale a drawing units = b actual units."""

    place: str
    du: str  # drawing unit
    au: str  # actual unit
    a: int
    b: int
    w: int
    h: int


def _new_scale(ctx: GenerationContext, place: str, du: str, au: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    s1, s2 = rng.sample([2, 3, 4, 5, 6, 8, 10, 12][: (5, 7, 8)[lv]], 2)
    step = lcm(s1, s2)
    length = step * tiered(rng, 1, (3, 4, 6), lv)
    width = step * rng.randint(1, 3)
    if width >= length:
        length += step
    w1, h1, w2 = length // s1, width // s1, Fraction(length, s2)
    name = pick(rng, roster("roster-5"))
    setup = (
        f"A scale drawing of {with_article(place)} uses the scale 1 {du} = {s1} {au}. On it, the {place} is "
        f"{w1} {du} long. {name} makes a new drawing with the scale 1 {du} = {s2} {au}."
    )
    answer = fmt(w2)
    wrong: list[Wrong] = [
        (
            fmt(Fraction(w1 * s2, s1)),
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
    svg = scale_rectangle(
        f"{w1} {du}",
        f"{h1} {du}",
        f"Scale: 1 {du} = {s1} {au}",
        title=f"Scale drawing of {with_article(place)}",
        desc=f"A rectangle {w1} {du} long and {h1} {du} wide drawn with the scale 1 {du} = {s1} {au}.",
    )
    ask = f"How long is the {place} on the new drawing?"
    found = Found(
        setup, ask, f"On the new drawing, the length of the {place} is ___.", answer, explanation, wrong, du
    )
    return shape_draft(
        ctx, found, svg, task="word-problem", steps=2, mag=digits(length), key=f"new:{s1}:{s2}:{w1}:{du}"
    )


def _drawing_length(ctx: GenerationContext, s: _Scale) -> Draft:
    place, du, au, a, b, w, h = s
    big_l, big_h = w * b // a, h * b // a
    setup = (
        f"{article(place).capitalize()} {place} is {big_l} {au} long and {big_h} {au} wide. A scale drawing of it uses the scale "
        f"{a} {du} = {b} {au}."
    )
    wrong = [
        (
            fmt(Fraction(big_l * b, a)),
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
        f"Each {b} {au} of the real {place} is drawn as {a} {du}. {big_l} ÷ {b} = {big_l // b if a == 1 else fmt(Fraction(big_l, b))}"
        + (
            f", so the length on the drawing is {w} {du}."
            if a == 1
            else f" groups of {b} {au}, and each group is {a} {du}: {fmt(Fraction(big_l, b))} × {a} = {w} {du}."
        )
    )
    svg = scale_rectangle(
        f"{big_l} {au}",
        f"{big_h} {au}",
        f"Scale: {a} {du} = {b} {au}",
        title=f"A rectangular {place}",
        desc=f"The real {place} is {big_l} {au} long and {big_h} {au} wide; the drawing scale is {a} {du} = {b} {au}.",
    )
    ask = f"How long is the {place} on the drawing?"
    found = Found(
        setup, ask, f"On the drawing, the length of the {place} is ___.", str(w), explanation, wrong, du
    )
    key = f"draw:{a}:{b}:{w}:{h}:{du}"
    return shape_draft(ctx, found, svg, task="word-problem", steps=1 + int(a > 1), mag=digits(big_l), key=key)


def _drawing(s: _Scale) -> tuple[str, str]:
    """The sentence that gives the drawing and its scale, and the drawing."""
    place, du, au, a, b, w, h = s
    setup = (
        f"A scale drawing of {with_article(place)} is a rectangle {w} {du} long and {h} {du} wide. "
        f"The scale is {a} {du} = {b} {au}."
    )
    svg = scale_rectangle(
        f"{w} {du}",
        f"{h} {du}",
        f"Scale: {a} {du} = {b} {au}",
        title=f"Scale drawing of {with_article(place)}",
        desc=f"A rectangle {w} {du} long and {h} {du} wide with the scale {a} {du} = {b} {au}.",
    )
    return setup, svg


def _actual_length(ctx: GenerationContext, s: _Scale) -> Draft:
    place, du, au, a, b, w, h = s
    setup, svg = _drawing(s)
    real_l, real_h = Fraction(w * b, a), Fraction(h * b, a)
    group = f"{w} ÷ {a} = {w // a} groups of {a} {du}, so " if a > 1 else ""
    answer = fmt(real_l)
    wrong = [
        (
            fmt(Fraction(w * a, b)),
            "divided-instead-of-multiplied",
            "The drawing length was divided by the scale instead of multiplied.",
        ),
        (
            str(w + b),
            "added-the-scale",
            "Adding the scale does not change a drawing length into a real length.",
        ),
        (fmt(real_h), "used-the-width", "That is the real width, not the length."),
        (str(w), "kept-the-drawing-length", "The real place is bigger than the drawing."),
    ]
    explanation = (
        f"Each {a} {du} on the drawing stands for {b} {au}. {group}the real length is "
        f"{w // a} × {b} = {answer} {au}."
    )
    ask, blank = f"What is the actual length of the {place}?", f"The actual length of the {place} is ___."
    found = Found(setup, ask, blank, answer, explanation, wrong, au)
    key = f"len:{a}:{b}:{w}:{h}:{du}"
    return shape_draft(
        ctx, found, svg, task="word-problem", steps=1 + int(a > 1), mag=digits(real_l), key=key
    )


def _actual_area(ctx: GenerationContext, s: _Scale) -> Draft:
    place, du, au, a, b, w, h = s
    setup, svg = _drawing(s)
    real_l, real_h = Fraction(w * b, a), Fraction(h * b, a)
    area = real_l * real_h
    answer = fmt(area)
    wrong = [
        (
            fmt(Fraction(w * h * b, a)),
            "forgot-to-square-the-scale",
            "Area needs both the length and the width scaled, so the scale counts twice.",
        ),
        (str(w * h), "found-the-drawing-area", f"{w * h} square {du} is the area on the drawing."),
        (fmt(2 * (real_l + real_h)), "found-the-perimeter", "That is the distance around, not the area."),
        (fmt(real_l + real_h), "added-the-sides", "Area multiplies length by width."),
    ]
    explanation = (
        f"Change each side to real size first. Length: {w} {du} → {fmt(real_l)} {au}. Width: {h} {du} → "
        f"{fmt(real_h)} {au}. Area = {fmt(real_l)} × {fmt(real_h)} = {answer} {au}²."
    )
    ask, blank = f"What is the actual area of the {place}?", f"The actual area of the {place} is ___."
    found = Found(setup, ask, blank, answer, explanation, wrong, f"{au}²")
    key = f"area:{a}:{b}:{w}:{h}:{du}"
    return shape_draft(ctx, found, svg, task="word-problem", steps=3, mag=digits(area), key=key)


_MODES: dict[str, Callable[[GenerationContext, _Scale], Draft]] = {
    "actual-length": _actual_length,
    "drawing-length": _drawing_length,
    "actual-area": _actual_area,
}
ScaleParams = params_model("ScaleParams", modes=listed(_MODES, ("new-scale",)))


_BANDS = "easy: scales of 1 unit to 2-5 and small drawings; medium: 1 unit to 3-12, bigger drawings, more scales to change between; hard: scales that are not per one unit (2 cm = 5 m) and the biggest drawings"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("form", _BANDS), content_types=WRITTEN | {DG}, params=ScaleParams)
def scale_drawings(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    place = pick(rng, bank_list("g-scale-drawings", "places"))
    du, au = pick(rng, UNITS)
    a = 1 if lv < 2 else pick(rng, (2, 4, 5))
    b = tiered(rng, 2, (5, 12, 15), lv)
    if a > 1 and b % a == 0:
        b += 1
    if mode == "new-scale":
        return _new_scale(ctx, place, du, au)
    w = a * tiered(rng, 2, (8, 12, 10), lv)
    h = a * rng.randint(1, max(1, w // a - 1))
    return _MODES[mode](ctx, _Scale(place, du, au, a, b, w, h))
