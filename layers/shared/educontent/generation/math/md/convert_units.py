"""Grades 4-5 converting measurements within one system: how many smaller units in a larger one and
back, mixed units, two-column conversion tables and comparing measurements in different units
(4.MD.A.1, 5.MD.A.1)."""

from __future__ import annotations

import random
from fractions import Fraction
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import features, finish, mis, table
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.math.md._units import in_number, measured, unit_word
from educontent.generation.numbers.decimals import measure as show
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

PairName = Literal[
    "km-m", "m-cm", "cm-mm", "m-mm", "kg-g", "l-ml", "ft-in", "yd-ft", "yd-in", "lb-oz",
    "gal-qt", "qt-pt", "pt-c", "hr-min", "min-sec", "day-hr",
]  # fmt: skip


class ConvertParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pairs: list[PairName] = Field(min_length=1)
    mode: Literal["convert", "table", "compare", "mixed"] = "convert"
    direction: Literal["to-smaller", "to-larger", "both"] = "to-smaller"
    decimals: bool = Field(
        default=False, description="Allow answers that are decimals (metric) or fractions."
    )


Pair = tuple[str, str, str, str, int, bool]


@cache
def _pair(key: str) -> Pair:
    """(larger unit plural, singular, smaller unit plural, singular, factor, metric?)."""
    u = load_bank("math", "md-convert-units")["pairs"][key]
    return u["larger"], u["largerOne"], u["smaller"], u["smallerOne"], u["factor"], u["metric"]


def _mixed(ctx: GenerationContext, pair: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    big, big1, small, small1, factor, _metric = _pair(pair)
    n = draw(rng, 1, 12, level_of(rank))
    extra = rng.randint(1, factor - 1)
    answer = n * factor + extra
    text_in = f"{n} {unit_word(big, big1, n)} {extra} {unit_word(small, small1, extra)}"
    wrong = [
        mis(
            str(n + extra),
            "added-without-converting",
            f"The {big} must be changed to {small} before adding.",
        ),
        mis(str(n * 10 + extra), "used-ten-as-the-factor", f"1 {big1} is {measured(factor, small)}, not 10."),
        mis(
            str(n * factor),
            "forgot-the-extra-part",
            f"The {extra} extra {in_number(extra, small)} must be added on.",
        ),
    ]
    explanation = (
        f"1 {big1} = {measured(factor, small)}, so {n} {unit_word(big, big1, n)} = {n} × {factor} = {measured(n * factor, small)}. "
        f"Add the extra {extra}: {n * factor} + {extra} = {measured(answer, small)}."
    )
    q = answer_question(
        f"How many {small} are in {text_in}?",
        answer,
        explanation,
        wrong,
        unit=small,
        fill_text=f"{text_in} = ___.",
        features=features("compute", 2, len(str(answer)), "text"),
        key=f"mixed:{pair}:{n}:{extra}",
    )
    return finish(ctx, q)


# value, answer, source text, target unit, wrong answers, explanation, prompt
Converted = tuple[Fraction, Fraction, str, str, list[Misconception], str, str]


def _to_smaller(rng: random.Random, rank: int, decimals: bool, pair: str) -> Converted:
    big, big1, small, _small1, factor, metric = _pair(pair)
    if decimals and metric and rank > 0:
        value = Fraction(rng.randint(11, 99), 10) if rank == 1 else Fraction(rng.randint(101, 999), 100)
        if factor == 10:
            value = Fraction(rng.randint(11, 99), 10)
    elif decimals and not metric and rank > 0:
        value = Fraction(draw(rng, 2, 25, level_of(rank)) * 2 + 1, 2)
        if factor % 2:
            value = Fraction(draw(rng, 2, 12, level_of(rank)))
    else:
        value = Fraction(draw(rng, 2, 25 if factor < 100 else 60, level_of(rank)))
    answer = value * factor
    source, target = f"{show(value, metric)} {unit_word(big, big1, value)}", small
    wrong_factor = 10 if factor != 10 else 100
    wrong = [
        mis(
            show(value / factor, metric),
            "divided-instead-of-multiplied",
            f"Changing to a smaller unit gives more units, so multiply by {factor}.",
        ),
        mis(
            show(value * wrong_factor, metric),
            "used-the-wrong-factor",
            f"1 {big1} = {measured(factor, small)}.",
        ),
        mis(
            show(value + factor, metric),
            "added-the-factor",
            f"Each {big1} is {measured(factor, small)}, so multiply, do not add.",
        ),
    ]
    explanation = f"1 {big1} = {measured(factor, small)}. A smaller unit needs more of them, so multiply: {show(value, metric)} × {factor} = {measured(show(answer, metric), small)}."
    prompt = f"How many {small} are in {source}?"
    return value, answer, source, target, wrong, explanation, prompt


def _to_larger(rng: random.Random, rank: int, decimals: bool, pair: str) -> Converted:
    big, big1, small, small1, factor, metric = _pair(pair)
    if decimals and metric:
        value = Fraction(rng.randint((1, 10, 100)[rank], (9, 99, 999)[rank]))
        if value % factor == 0:
            value += 1
    elif decimals:
        half = factor // 2 if factor % 2 == 0 else 0
        quarter = factor // 4 if factor % 4 == 0 else 0
        choice = quarter if (quarter and rank == 2) else half
        value = Fraction(draw(rng, 1, 9, level_of(rank)) * factor + (choice if choice else 0))
    else:
        value = Fraction(factor * draw(rng, 2, 20, level_of(rank)))
    answer = value / factor
    source, target = f"{show(value, metric)} {unit_word(small, small1, value)}", big
    wrong = [
        mis(
            show(value * factor, metric),
            "multiplied-instead-of-divided",
            f"Changing to a larger unit gives fewer units, so divide by {factor}.",
        ),
        mis(
            show(value / (10 if factor != 10 else 100), metric),
            "used-the-wrong-factor",
            f"1 {big1} = {measured(factor, small)}.",
        ),
        mis(
            show(value - factor if value > factor else value + factor, metric),
            "subtracted-the-factor",
            f"Divide by {factor}; do not add or subtract it.",
        ),
    ]
    explanation = f"1 {big1} = {measured(factor, small)}. A larger unit needs fewer of them, so divide: {show(value, metric)} ÷ {factor} = {measured(show(answer, metric), big)}."
    prompt = f"How many {big} is {source}?"
    return value, answer, source, target, wrong, explanation, prompt


_BANDS = "how many of the larger unit (2-25, or 2-60 for factors of 100 or more; table starts 1-10): easy the lower 60 %, medium the middle 60 %, hard the upper half; to larger units with metric decimals: easy 1-9, medium 10-99, hard 100-999 of the smaller unit; decimals: tenths, then hundredths; customary amounts with a half (from medium) from the same bands"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DT}, params=ConvertParams, levels=Levels("size", _BANDS))
def convert_units(ctx: GenerationContext) -> Draft:
    p: ConvertParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    pair = pick(rng, p.pairs)
    metric = _pair(pair)[5]
    if p.mode == "table":
        return _convert_table(ctx, pair)
    if p.mode == "compare":
        return _convert_compare(ctx, pair)
    if p.mode == "mixed":
        return _mixed(ctx, pair)
    to_smaller = p.direction == "to-smaller" or (p.direction == "both" and rng.random() < 0.5)
    convert = _to_smaller if to_smaller else _to_larger
    value, answer, source, target, wrong, explanation, prompt = convert(rng, rank, p.decimals, pair)
    whole = answer.denominator == 1
    fill, key = f"{source} = ___.", f"convert:{pair}:{value}:{to_smaller}"
    asked = Asked(prompt, show(answer, metric), explanation, wrong, fill, key, int(answer) if whole else None)
    q = asked.question(
        unit=target,
        answer_format="number" if whole or metric else "fraction",
        features=features("compute", 1 + int(not whole), len(str(int(answer))), "text"),
    )
    return finish(ctx, q)


def _convert_table(ctx: GenerationContext, pair: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    big, big1, small, _small1, factor, _metric = _pair(pair)
    start = draw(rng, 1, 10, level_of(rank))
    rows_n = 4
    values = [start + i * (1 if rank < 2 else rng.randint(1, 3)) for i in range(rows_n)]
    values = sorted(set(values))
    miss_row = rng.randrange(1, len(values))
    miss_big = rank == 2 and rng.random() < 0.5
    rows: list[list[str | int]] = [[v, v * factor] for v in values]
    answer = values[miss_row] * factor if not miss_big else values[miss_row]
    rows[miss_row][1 if not miss_big else 0] = "?"
    if miss_big:
        asked = f"How many {big} equal {measured(values[miss_row] * factor, small)}?"
        wrong = [
            mis(
                str(values[miss_row] * factor * factor),
                "multiplied-instead-of-divided",
                "Going to the larger unit means dividing.",
            ),
            mis(
                str(answer + 1), "continued-the-wrong-pattern", "Use the conversion, not only the row above."
            ),
            mis(str(values[miss_row] * factor + factor), "added-the-factor", f"Divide by {factor}."),
        ]
        expl = f"1 {big1} = {measured(factor, small)}, so divide: {values[miss_row] * factor} ÷ {factor} = {answer}."
        unit = big
        fill = f"{measured(values[miss_row] * factor, small)} = ___."
    else:
        asked = f"How many {small} equal {values[miss_row]} {unit_word(big, big1, values[miss_row])}?"
        wrong = [
            mis(
                str(values[miss_row] + factor),
                "added-the-factor",
                f"Each {big1} is {measured(factor, small)}, so multiply.",
            ),
            mis(
                str(values[miss_row] * 10 if factor != 10 else values[miss_row] * 100),
                "used-the-wrong-factor",
                f"1 {big1} = {measured(factor, small)}.",
            ),
            mis(
                str(answer + factor),
                "continued-the-wrong-pattern",
                "Use the number in the row, not the next row.",
            ),
        ]
        expl = f"1 {big1} = {measured(factor, small)}, so multiply: {values[miss_row]} × {factor} = {answer}."
        unit = small
        fill = f"{values[miss_row]} {unit_word(big, big1, values[miss_row])} = ___."
    q = answer_question(
        asked,
        answer,
        expl,
        wrong,
        unit=unit,
        fill_text=fill,
        table=table(
            f"{big.capitalize()} and {small}",
            [big.capitalize(), small.capitalize()],
            rows,
            "The table shows equal measurements. What number goes where the ? is?",
        ),
        features=features("represent", 1, len(str(answer)), "table"),
        key=f"table:{pair}:{values}:{miss_row}:{miss_big}",
    )
    return finish(ctx, q)


def _convert_compare(ctx: GenerationContext, pair: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    big, big1, small, small1, factor, _metric = _pair(pair)
    n = draw(rng, 2, 15, level_of(rank))
    # a number of small units close to n big units, but not equal
    offset = rng.choice([-1, 1]) * rng.randint(1, max(1, factor // (2 if rank < 2 else 4)))
    m = n * factor + offset
    if m <= 0:
        m = n * factor + abs(offset)
    a_text = measured(n, big)
    b_text = f"{m} {unit_word(small, small1, m)}"
    big_wins = n * factor > m
    answer = a_text if big_wins else b_text
    other = b_text if big_wins else a_text
    first, second = (a_text, b_text) if rng.random() < 0.5 else (b_text, a_text)
    wrong = [
        mis(
            other,
            "compared-the-numbers-not-the-units" if not big_wins else "converted-the-wrong-way",
            "Change both to the same unit before comparing.",
        ),
        mis(
            "neither (they are equal)",
            "thought-they-are-equal",
            f"{measured(n, big)} = {measured(n * factor, small)}, which is not {m}.",
        ),
    ]
    explanation = (
        f"Change to the same unit: 1 {big1} = {measured(factor, small)}, so {measured(n, big)} = {n} × {factor} = {measured(n * factor, small)}. "
        f"Compare {n * factor} and {m}: {answer} is greater."
    )
    q = answer_question(
        f"Which measurement is greater: {first} or {second}?",
        answer,
        explanation,
        wrong,
        fill_text=f"Of {first} and {second}, the greater measurement is ___.",
        answer_format="text",
        features=features("compare", 2, len(str(m)), "text"),
        key=f"compare:{pair}:{n}:{m}",
    )
    return finish(ctx, q)
