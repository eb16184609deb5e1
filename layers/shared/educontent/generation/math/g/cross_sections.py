"""Cross sections of solids (grade 7, 7.G.A.3): the shape of the slice when prisms, pyramids,
cylinders, cones and spheres are cut by a plane, and the area of a slice of a rectangular prism."""

from __future__ import annotations

from educontent.generation.draw.solids_3d import box, solid, square_pyramid
from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_rows, build, digits
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shape_draft import Found, shape_draft
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SectionParams = params_model("SectionParams", modes=listed(("prism", "pyramid", "round", "area")))


def _area(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    u = pick(rng, ("cm", "in", "m", "ft"))
    ln, w, h = rng.sample(range((2, 4, 7)[lv], (9, 13, 20)[lv]), 3)
    which = pick(rng, ("base", "front face", "side face"))
    faces = [("base", ln * w), ("front face", ln * h), ("side face", w * h)]
    area = dict(faces)[which]
    setup = (
        f"A right rectangular prism is {ln} {u} long, {w} {u} wide, and {h} {u} tall. "
        f"It is sliced by a plane parallel to its {which}."
    )
    wrong: list[Wrong] = [
        (str(v), "used-the-wrong-face", f"{v} {u}² is the area of a slice parallel to the {f}.")
        for f, v in faces
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
    svg = box(
        ln,
        w,
        h,
        u,
        title="A right rectangular prism",
        desc=f"A box {ln} {u} long, {w} {u} wide and {h} {u} tall.",
    )
    asks = ("What is the area of the cross section?", "The area of the cross section is ___.")
    found = Found(setup, *asks, str(area), explanation, wrong, f"{u}²")
    return shape_draft(
        ctx, found, svg, task="compute", steps=2, mag=digits(area), key=f"area:{ln}:{w}:{h}:{which}"
    )


def _drawing(solid_text: str, cut: str) -> str:
    kind = solid_text.split(" ")[-1]
    svg_kind = {"cylinder": "cylinder", "cone": "cone", "sphere": "sphere"}.get(kind, "box")
    if "triangular prism" in solid_text:
        svg_kind = "tri-prism"
    if svg_kind == "box" and "pyramid" in solid_text:
        return square_pyramid(f"Slicing {solid_text}", f"A drawing of {solid_text}, which is sliced {cut}.")
    return solid(
        svg_kind,
        {},
        title=f"Slicing {solid_text}",
        desc=f"A drawing of a solid like {solid_text}, which is sliced {cut}.",
    )


_BANDS = "easy: slices parallel to a base or a face, prisms with edges 2-8; medium: any slice, edges 4-12; hard: slices that are not parallel to a face (through a vertex, edges or a corner), edges 7-19"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("form", _BANDS), content_types=WRITTEN | {DG}, params=SectionParams)
def cross_sections(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    if mode == "area":
        return _area(ctx)
    rows = bank_rows("g-cross-sections", mode, "solid", "cut", "shape", "why")
    # easy: slices parallel to a base or face; hard: slices that are not (through a vertex, an edge, a corner)
    level_rows = [r for r in rows if ("parallel" in r[1], True, "parallel" not in r[1])[lv]]
    solid_text, cut, answer, why = pick(rng, level_rows or rows)
    setup = f"Picture {solid_text}. It is sliced {cut}."
    wrong = [
        (shape, name, f"{reason} {why}")
        for shape, name, reason in bank_rows("g-cross-sections", "shapes", "shape", "misconception", "reason")
        if shape != answer
    ]
    rng.shuffle(wrong)
    return build(
        ctx,
        prompt=f"{setup} What shape is the cross section?",
        answer=answer,
        explanation=f"{why} So the cross section is {answer}.",
        wrong=wrong,
        fill=f"{setup} The cross section is ___.",
        fmt="text",
        diagram=DiagramForm("shape", _drawing(solid_text, cut)),
        task="identify" if lv == 0 else "reason",
        steps=1 + lv // 2,
        mag=1,
        key=f"sec:{solid_text}:{cut}",
        acceptable=(answer[2:],),
    )
