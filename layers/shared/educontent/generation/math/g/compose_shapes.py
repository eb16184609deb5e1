"""Composing shapes (kindergarten and grade 1): smaller shapes fitted together with no gaps or
overlaps: how many pieces make the bigger shape, and what shape they make. Wrong names for the
whole are data (``g-compose-shapes.json``).

Standards: K.G.B.6, 1.G.A.2."""

from __future__ import annotations

import math
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.flat_shapes import composed
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import plural, with_article
from educontent.generation.kit.levels import banded
from educontent.generation.kit.picture_forms import Mistake, standard
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.g._shapes import SIDES, describe
from educontent.generation.numbers.words import number_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _hex(k: int) -> tuple[float, float]:
    a = math.radians(60 * (k % 6))
    return (round(150 + 120 * math.cos(a), 1), round(150 + 120 * math.sin(a), 1))


_C = (150.0, 150.0)
_TRI_TOP, _TRI_RIGHT, _TRI_LEFT = (150.0, 30.0), (270.0, 237.8), (30.0, 237.8)


def _mid(p: tuple[float, float], q: tuple[float, float]) -> tuple[float, float]:
    return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)


@cache
def _compositions() -> dict[tuple[str, str], list[list[tuple[float, float]]]]:
    """(whole, piece) -> the pieces (corner lists in a 0-300 box) that fit together into the whole."""
    return {
        ("hexagon", "triangle"): [[_C, _hex(k), _hex(k + 1)] for k in range(6)],
        ("hexagon", "trapezoid"): [
            [_hex(0), _hex(1), _hex(2), _hex(3)],
            [_hex(3), _hex(4), _hex(5), _hex(0)],
        ],
        ("hexagon", "rhombus"): [[_C, _hex(2 * k), _hex(2 * k + 1), _hex(2 * k + 2)] for k in range(3)],
        ("trapezoid", "triangle"): [[_C, _hex(k), _hex(k + 1)] for k in range(3)],
        ("rhombus", "triangle"): [[_C, _hex(0), _hex(1)], [_C, _hex(1), _hex(2)]],
        ("triangle", "triangle"): [
            [_TRI_TOP, _mid(_TRI_TOP, _TRI_RIGHT), _mid(_TRI_TOP, _TRI_LEFT)],
            [_mid(_TRI_TOP, _TRI_RIGHT), _TRI_RIGHT, _mid(_TRI_RIGHT, _TRI_LEFT)],
            [_mid(_TRI_TOP, _TRI_LEFT), _mid(_TRI_RIGHT, _TRI_LEFT), _TRI_LEFT],
            [_mid(_TRI_TOP, _TRI_RIGHT), _mid(_TRI_RIGHT, _TRI_LEFT), _mid(_TRI_TOP, _TRI_LEFT)],
        ],
        ("rectangle", "square"): [
            [(0, 90), (120, 90), (120, 210), (0, 210)],
            [(120, 90), (240, 90), (240, 210), (120, 210)],
        ],
        ("long rectangle", "square"): [
            [(x, 110), (x + 80, 110), (x + 80, 190), (x, 190)] for x in (0, 80, 160)
        ],
        ("square", "triangle"): [[(30, 30), (270, 30), (270, 270)], [(30, 30), (270, 270), (30, 270)]],
        ("big square", "square"): [
            [(x, y), (x + 110, y), (x + 110, y + 110), (x, y + 110)] for y in (40, 150) for x in (40, 150)
        ],
        ("rectangle", "triangle"): [[(0, 90), (280, 90), (280, 230)], [(0, 90), (280, 230), (0, 230)]],
        ("square", "rectangle"): [
            [(40, 40), (260, 40), (260, 150), (40, 150)],
            [(40, 150), (260, 150), (260, 260), (40, 260)],
        ],
    }


class ComposeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["how-many", "name"]] = Field(min_length=1)


_BANDS = (
    "more pieces to count and fit together: easy shapes made of 2 or 3 pieces, medium 2 to 4, hard 3 to 6"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=ComposeParams, levels=Levels("steps", _BANDS))
def compose_shapes(ctx: GenerationContext) -> Draft:
    p: ComposeParams = ctx.params
    rng = ctx.rng
    by_count = sorted(_compositions().items(), key=lambda item: len(item[1]))
    (whole_key, piece), pieces = banded(rng, by_count, ctx.level)
    whole = whole_key.split()[-1]
    count = len(pieces)
    pieces_word = plural(piece)
    svg = composed(
        pieces,
        title="Shapes put together",
        desc=f"{number_words(count).capitalize()} smaller shapes fitted together with no gaps or overlaps into one bigger shape.",
    )
    ask = pick(rng, p.ask)
    wrong: list[Mistake]
    if ask == "how-many":
        prompt = f"How many {pieces_word} make this {whole}?"
        answer: int | str = count
        explanation = f"Count the small {pieces_word} inside the {whole}, touching each one once: there are {count}. {count} {pieces_word} make {with_article(whole)}."
        wrong = [
            (count + 1, "counted-one-twice", "One piece was counted twice."),
            (count - 1, "missed-a-piece", "One piece was not counted."),
            (SIDES.get(whole, 4), "counted-the-sides", "Count the pieces, not the sides of the big shape."),
        ]
        fill = f"The number of {pieces_word} that make this {whole} is ___."
    else:
        prompt = f"These {count} {pieces_word} fit together with no gaps. What shape do they make?"
        answer = whole
        explanation = f"Look only at the outside edge of the big shape. It is {describe(whole)}, so the {pieces_word} make {with_article(whole)}."
        confused = load_bank("math", "g-compose-shapes")["wholeConfused"][whole]
        wrong = [w for w in confused if w[0] != piece] + [
            (
                piece,
                "named-a-piece",
                f"Each piece is {with_article(piece)}, but together they make a new shape.",
            )
        ]
        fill = f"The {count} {pieces_word} make a ___."
    form, key = "number" if isinstance(answer, int) else "text", f"compose:{whole_key}:{piece}:{ask}"
    q = mistake_question(prompt, answer, explanation, wrong, fill_text=fill, answer_format=form, key=key)
    std = standard(ctx, "K.G.B.6", "1.G.A.2")
    return pictured(ctx, q, "shape", svg, visual("represent", 2), std, "Look at how the shapes fit together.")
