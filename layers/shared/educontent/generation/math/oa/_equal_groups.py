"""Equal groups shared by the grade 3-4 multiplication and division generators: factors by level,
the usual wrong products and quotients, pictures of equal groups (for the content types that show
one), and the things stories count (``catalog_data/content/math/oa-equal-groups.json``)."""

from __future__ import annotations

from educontent.core.catalog_records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.draw import svg
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import Misconception, PictureForm
from educontent.generation.kit.types import AR, DG, FB, MC, PC, SA, TF
from educontent.generation.registry import GenerationContext, Levels

M = Misconception

PICTURE_TYPES = (PC, MC)
"""Only these content types show the picture of groups; others skip drawing it."""

MODEL_TYPES = {PC, DG, MC, FB, SA, AR, TF}


FACTOR_LEVELS = Levels(
    "size",
    "the two factors (number of groups and size, rows and columns, divisor and quotient): easy the "
    "lower 60 %, medium the middle 60 %, hard the upper half of 2 to the skill's largest factor "
    "(to 10: easy 2-7, medium 4-8, hard 6-10)",
)
"""What the levels of the generators that draw a ``factor_pair`` mean."""


def factor_pair(ctx: GenerationContext, max_factor: int, low: int = 2) -> tuple[int, int]:
    """Two factors from the level's band (kit.levels) of 2 (the second: ``low``) to ``max_factor``:
    up to 10, easy 2-7, medium 4-8, hard 6-10."""
    return draw(ctx.rng, 2, max_factor, ctx.level), draw(ctx.rng, low, max_factor, ctx.level)


def things() -> tuple[str, ...]:
    """Plural nouns a story counts (stickers, pencils, ...), in their data order."""
    return tuple(load_bank("math", "oa-equal-groups")["things"])


def picture_things() -> tuple[tuple[str, str], ...]:
    """(plural noun, icon category) for things that can be pictured."""
    return tuple(
        (entry["things"], entry["icon"]) for entry in load_bank("math", "oa-equal-groups")["pictureThings"]
    )


def groups_picture(
    content_type: ContentType, icon: str, count_target: int, groups: int, size: int, *, title: str, desc: str
) -> PictureForm | None:
    """``groups`` equal groups of ``size`` pictures, for the content types that show a picture."""
    if content_type not in PICTURE_TYPES:
        return None
    return PictureForm(
        icon_category=icon,
        count_target=count_target,
        arrangement="groups",
        svg=svg.picture_set(icon, groups * size, "groups", title=title, desc=desc, groups=[size] * groups),
        groups=(size,) * groups,
    )


def product_slips(g: int, s: int) -> list[Misconception]:
    """Wrong answers for ``g × s``."""
    return [
        M(
            str(g + s),
            "added-instead-of-multiplied",
            "This adds the two numbers instead of multiplying them.",
        ),
        M(str(g * (s + 1)), "one-extra-in-each-group", "This counts one extra in every group."),
        M(str((g - 1) * s), "one-group-too-few", "This leaves out one whole group."),
        M(str(g * s + 10), "fact-slip", "This is a nearby fact, not the right product."),
    ]


def quotient_slips(total: int, divisor: int, quotient: int) -> list[Misconception]:
    """Wrong answers for ``total ÷ divisor``."""
    return [
        M(str(total - divisor), "subtracted-instead-of-divided", "This takes the divisor away only once."),
        M(str(divisor), "gave-the-divisor", "This is the number you divide by, not the answer."),
        M(str(quotient + 1), "one-too-many", "One too many was counted in each share."),
        M(str(quotient - 1), "one-too-few", "One too few was counted in each share."),
        M(str(total * divisor), "multiplied-instead-of-divided", "This multiplies instead of sharing."),
    ]
