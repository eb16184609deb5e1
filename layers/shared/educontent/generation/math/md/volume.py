"""Grade 5 volume: counting unit cubes, V = l × w × h and V = B × h, a missing edge, solids made of
two prisms, and story problems (5.MD.C.3-5)."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.prisms import prism, two_prisms
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm, Misconception
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.question_builders import arith, features, mis
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.md._rectangles import UNIT_WORDS, said
from educontent.generation.math.md._units import measured, there_are
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@dataclass
class _Asked:
    prompt: str
    fill: str
    svg: str
    answer: int
    unit: str
    wrong: list[Misconception]
    explanation: str
    kind: str
    key: str
    arithmetic: ArithmeticForm | None = None


@dataclass(frozen=True)
class _Box:
    mode: str
    ln: int
    w: int
    h: int
    unit: str
    top: int

    @property
    def vol(self) -> int:
        return self.ln * self.w * self.h

    @property
    def cu(self) -> str:
        return f"cubic {UNIT_WORDS[self.unit]}"

    @property
    def surface(self) -> int:
        return 2 * (self.ln * self.w + self.ln * self.h + self.w * self.h)


def _count_cubes(ctx: GenerationContext, b: _Box) -> _Asked:
    ln, w, h, vol = b.ln, b.w, b.h, b.vol
    svg = prism(
        ln,
        w,
        h,
        None,
        grid=True,
        title="A prism made of unit cubes",
        desc=f"A rectangular prism packed with unit cubes with no gaps: {measured(ln, 'cubes')} long, {measured(w, 'cubes')} wide and {measured(h, 'cubes')} tall.",
    )
    visible = ln * h + ln * w + w * h - ln - w - h + 1
    wrong = [
        mis(
            str(visible),
            "counted-only-the-cubes-you-can-see",
            "Some cubes are hidden inside and behind; count layers instead.",
        ),
        mis(str(ln * w), "counted-one-layer", f"{there_are(h, 'layer')} of {measured(ln * w, 'cubes')}."),
        mis(str(ln + w + h), "added-the-edges", "Multiply the cubes in one layer by the number of layers."),
        mis(str(b.surface), "counted-the-faces", "Volume counts cubes, not the squares on the outside."),
    ]
    return _Asked(
        "The prism is packed with unit cubes with no gaps. Each cube is 1 cubic unit. What is the volume of the prism?",
        "The volume of the prism packed with unit cubes is ___.",
        svg,
        vol,
        "cubic units",
        wrong,
        f"One layer has {ln} × {w} = {measured(ln * w, 'cubes')}. {there_are(h, 'layer')}: {ln * w} × {h} = {measured(vol, 'cubic units')}.",
        "represent",
        f"cubes:{ln}:{w}:{h}",
    )


def _formula(ctx: GenerationContext, b: _Box) -> _Asked:
    """V = l × w × h, for a prism ("formula") or a box in a story ("word")."""
    ln, w, h, unit, vol, cu = b.ln, b.w, b.h, b.unit, b.vol, b.cu
    if b.mode == "word":
        thing = pick(ctx.rng, load_bank("math", "md-volume")["boxes"])
        prompt = f"A {thing} is shaped like a rectangular prism {said(ln, unit)} long, {said(w, unit)} wide and {said(h, unit)} tall. What is its volume?"
        fill = f"A {thing} that is {said(ln, unit)} long, {said(w, unit)} wide and {said(h, unit)} tall has a volume that is ___."
    else:
        prompt = f"What is the volume of a rectangular prism {said(ln, unit)} long, {said(w, unit)} wide and {said(h, unit)} tall?"
        fill = f"The volume of a rectangular prism {said(ln, unit)} long, {said(w, unit)} wide and {said(h, unit)} tall is ___."
    svg = prism(
        ln,
        w,
        h,
        (f"{ln} {unit}", f"{w} {unit}", f"{h} {unit}"),
        grid=False,
        title="A rectangular prism",
        desc=f"A rectangular prism {said(ln, unit)} long, {said(w, unit)} wide and {said(h, unit)} tall.",
    )
    wrong = [
        mis(str(ln + w + h), "added-the-edges", "Volume = length × width × height."),
        mis(str(ln * w), "found-the-base-area-only", f"Multiply the base area by the height {h}."),
        mis(
            str(b.surface),
            "found-the-surface-area",
            "Volume counts the cubes inside, not the outside squares.",
        ),
    ]
    explanation = (
        f"V = l × w × h = {ln} × {w} × {h}. First {ln} × {w} = {ln * w}, then {ln * w} × {h} = {vol} {cu}."
    )
    kind = "word-problem" if b.mode == "word" else "compute"
    return _Asked(
        prompt,
        fill,
        svg,
        vol,
        cu,
        wrong,
        explanation,
        kind,
        f"{b.mode}:{ln}:{w}:{h}:{unit}",
        arith(ln, "×", w, f"{ln} × {w} × {h} = ___", c=h),
    )


def _base_area(ctx: GenerationContext, b: _Box) -> _Asked:
    h, unit, vol, cu = b.h, b.unit, b.vol, b.cu
    base = b.ln * b.w
    svg = prism(
        b.ln,
        b.w,
        h,
        ("", "", f"{h} {unit}"),
        grid=False,
        title="A prism with its base area",
        desc=f"A rectangular prism with a base area of {base} square {UNIT_WORDS[unit]} and a height of {said(h, unit)}.",
    )
    wrong = [
        mis(str(base + h), "added-base-and-height", "V = base area × height."),
        mis(str(base), "gave-the-base-area", f"The base is one layer; {there_are(h, 'layer').lower()}."),
        mis(str(base * (h + 1)), "one-layer-too-many", f"{there_are(h, 'layer')}, not {h + 1}."),
    ]
    return _Asked(
        f"A rectangular prism has a base with an area of {base} square {UNIT_WORDS[unit]} and a height of {said(h, unit)}. What is its volume?",
        f"A prism with a base area of {base} square {UNIT_WORDS[unit]} and a height of {said(h, unit)} has a volume that is ___.",
        svg,
        vol,
        cu,
        wrong,
        f"V = B × h = {base} × {h} = {vol} {cu}.",
        "compute",
        f"base:{base}:{h}:{unit}",
        arith(base, "×", h, f"{base} × {h} = ___"),
    )


def _missing_edge(ctx: GenerationContext, b: _Box) -> _Asked:
    ln, w, h, unit, vol, cu = b.ln, b.w, b.h, b.unit, b.vol, b.cu
    svg = prism(
        ln,
        w,
        h,
        (f"{ln} {unit}", f"{w} {unit}", "?"),
        grid=False,
        title="A prism with a missing edge",
        desc=f"A rectangular prism with a volume of {vol} {cu}. It is {said(ln, unit)} long and {said(w, unit)} wide; the height is marked with a question mark.",
    )
    wrong = [
        mis(str(vol - ln * w), "subtracted-the-base", "Divide the volume by the base area."),
        mis(str(vol // ln), "divided-by-one-edge-only", f"Divide by both: {ln} × {w} = {ln * w}."),
        mis(str(h + 1), "division-slip", f"Check: {ln} × {w} × {h + 1} is not {vol}."),
    ]
    return _Asked(
        f"A rectangular prism has a volume of {vol} {cu}. It is {said(ln, unit)} long and {said(w, unit)} wide. How tall is it?",
        f"A prism with a volume of {vol} {cu}, {said(ln, unit)} long and {said(w, unit)} wide, has a height that is ___.",
        svg,
        h,
        UNIT_WORDS[unit],
        wrong,
        f"The base area is {ln} × {w} = {ln * w}. Height = volume ÷ base area = {vol} ÷ {ln * w} = {said(h, unit)}.",
        "word-problem",
        f"edge:{ln}:{w}:{h}:{unit}",
        arith(vol, "÷", ln * w, f"{vol} ÷ {ln * w} = ___"),
    )


def _composite(ctx: GenerationContext, b: _Box) -> _Asked:
    rng, top = ctx.rng, b.top
    ln, w, h, unit, vol, cu = b.ln, b.w, b.h, b.unit, b.vol, b.cu
    l2, w2, h2 = (
        draw(rng, 2, top, ctx.level),
        draw(rng, 2, max(3, min(top, 6)), ctx.level),
        draw(rng, 2, max(3, min(top, 6)), ctx.level),
    )
    v2 = l2 * w2 * h2
    answer = vol + v2
    prompt = (
        f"A solid is made of two rectangular prisms that do not overlap. Prism A is {said(ln, unit)} by {said(w, unit)} by {said(h, unit)}. "
        f"Prism B is {said(l2, unit)} by {said(w2, unit)} by {said(h2, unit)}. What is the volume of the whole solid?"
    )
    fill = (
        f"Prism A is {said(ln, unit)} by {said(w, unit)} by {said(h, unit)} and prism B is {said(l2, unit)} by {said(w2, unit)} by {said(h2, unit)}. "
        "The volume of the solid made of both is ___."
    )
    svg = two_prisms(
        (ln, w, h),
        (l2, w2, h2),
        [f"{ln} {unit}", f"{w} {unit}", f"{h} {unit}", f"{l2} {unit}", f"{w2} {unit}", f"{h2} {unit}"],
        title="A solid made of two prisms",
        desc=f"Two rectangular prisms side by side. Prism A: {said(ln, unit)} long, {said(w, unit)} wide, {said(h, unit)} tall. "
        f"Prism B: {said(l2, unit)} long, {said(w2, unit)} wide, {said(h2, unit)} tall.",
    )
    wrong = [
        mis(str(vol), "used-only-one-prism", "Add the volumes of both prisms."),
        mis(
            str((ln + l2) * max(w, w2) * max(h, h2)),
            "treated-it-as-one-box",
            "The prisms have different sizes: find each volume, then add.",
        ),
        mis(
            str(ln + w + h + l2 + w2 + h2),
            "added-the-edges",
            "Volume = length × width × height for each prism.",
        ),
    ]
    explanation = f"Prism A: {ln} × {w} × {h} = {vol}. Prism B: {l2} × {w2} × {h2} = {v2}. Add: {vol} + {v2} = {answer} {cu}."
    return _Asked(
        prompt,
        fill,
        svg,
        answer,
        cu,
        wrong,
        explanation,
        "word-problem",
        f"comp:{ln}:{w}:{h}:{l2}:{w2}:{h2}:{unit}",
    )


MODES = {
    "count-cubes": _count_cubes,
    "formula": _formula,
    "base-area": _base_area,
    "missing-edge": _missing_edge,
    "composite": _composite,
    "word": _formula,
}
VolumeParams = params_model(
    "VolumeParams", mode=chosen(MODES), max_edge=(int, Field(default=10, ge=3, le=30))
)


_BANDS = "edge lengths (length 2 to the skill's largest edge, width 2-8, height 2-7; counted cubes 2-6 by 1-4 by 1-5): easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=VolumeParams, levels=Levels("size", _BANDS))
def volume(ctx: GenerationContext) -> Draft:
    p: VolumeParams = ctx.params
    rng = ctx.rng
    level, top = ctx.level, max(3, p.max_edge)
    ln, w, h = (
        draw(rng, 2, top, level),
        draw(rng, 2, max(3, min(top, 8)), level),
        draw(rng, 2, max(3, min(top, 7)), level),
    )
    if p.mode == "count-cubes":
        ln, w, h = draw(rng, 2, 6, level), draw(rng, 1, 4, level), draw(rng, 1, 5, level)
    unit = pick(rng, ("cm", "in", "ft", "m"))
    a = MODES[p.mode](ctx, _Box(p.mode, ln, w, h, unit, top))
    asked = Asked(a.prompt, str(a.answer), a.explanation, a.wrong, a.fill, a.key, a.answer)
    rated = features(a.kind, 2 if p.mode in ("count-cubes", "base-area") else 3, len(str(a.answer)), "visual")
    beside = a.prompt if p.mode != "count-cubes" else None
    return drawn(ctx, asked, "shape", a.svg, rated, beside, unit=a.unit, arithmetic=a.arithmetic)
