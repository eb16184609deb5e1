"""Grade 5 dividing up to four-digit dividends by two-digit divisors with partial quotients on an
area model, with or without remainders (5.NBT.B.6)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.grids import area_model
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.question_builders import arith, clean, diagram, features, finish, mis, name
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.numbers.decimals import commas
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class DivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    remainders: bool = False
    story: bool = False
    max_dividend: int = Field(default=9999, ge=100)


def _wrong(q_: int, r: int, d: int, n: int, remainders: bool) -> list[Misconception]:
    return [
        mis(
            f"{q_ + 1} R {r}" if remainders else str(q_ + 1),
            "estimated-a-quotient-too-big",
            f"Check: {q_ + 1} × {d} is more than {commas(n)}.",
        ),
        mis(
            f"{q_ - 1} R {r + d}" if remainders else str(q_ - 1),
            "remainder-bigger-than-divisor" if remainders else "estimated-a-quotient-too-small",
            "The remainder must be less than the divisor."
            if remainders
            else f"Check: {q_ - 1} × {d} leaves too much over.",
        ),
        mis(
            str(q_) if remainders else str(q_ * 10),
            "ignored-the-remainder" if remainders else "placed-a-digit-wrong",
            "Say what is left over." if remainders else "Check the place of each digit in the quotient.",
        ),
        mis(
            f"{q_} R {d - r}" if remainders else str(q_ + 10),
            "subtracted-the-remainder-wrong" if remainders else "partial-quotient-slip",
            "Multiply back and subtract carefully." if remainders else "Add the partial quotients carefully.",
        ),
    ]


_BANDS = (
    "the two-digit divisor (easy 11-25, medium 20-60, hard 40-99) and the dividend (up to 999, 4,999, 9,999)"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR, DG}, params=DivideParams, levels=Levels("size", _BANDS))
def divide_two_digit(ctx: GenerationContext) -> Draft:
    p: DivideParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    d = rng.randint((11, 20, 40)[rank], (25, 60, 99)[rank])
    top = min(p.max_dividend, (999, 4999, 9999)[rank])
    q_ = rng.randint(max(2, 100 // d), max(3, top // d))
    r = rng.randint(1, d - 1) if p.remainders else 0
    n = q_ * d + r
    if n > p.max_dividend:
        q_ = (p.max_dividend - r) // d
        n = q_ * d + r
    answer = f"{q_} R {r}" if p.remainders else str(q_)
    parts = [x for x in (q_ - q_ % 100, q_ % 100 - q_ % 10, q_ % 10) if x]
    svg = area_model(
        str(d),
        ["?"] * len(parts) + ([f"R {r}"] if r else []),
        [commas(x * d) for x in parts] + ([str(r)] if r else []),
        [3.0] * len(parts) + ([1.2] if r else []),
        title="An area model for division",
        desc=f"An area model for {commas(n)} ÷ {d}: a rectangle {d} tall split into parts with areas "
        + ", ".join(commas(x * d) for x in parts)
        + (f", with {r} left over" if r else "")
        + ". The width of each part is unknown.",
    )
    explanation = (
        "Use partial quotients: "
        + "; ".join(f"{x} × {d} = {commas(x * d)}" for x in parts)
        + f". Add the partial quotients: {' + '.join(map(str, parts))} = {q_}"
        + (f", with {commas(n)} - {commas(q_ * d)} = {r} left over." if r else ".")
        + f" Check: {q_} × {d}{f' + {r}' if r else ''} = {commas(n)}."
    )
    if p.story:
        thing = pick(rng, load_bank("math", "nbt-divide-two-digit")["things"])
        prompt = f"{name(rng)} packs {commas(n)} {thing} into bags of {d}. How many full bags are there" + (
            " and how many are left over?" if r else "?"
        )
        fill = f"{commas(n)} {thing} are packed into bags of {d}. The number of full bags" + (
            " and left over is ___." if r else " is ___."
        )
        task = "word-problem"
    else:
        prompt = f"What is {commas(n)} ÷ {d}?" + (" Write the remainder as R." if r else "")
        fill = f"{commas(n)} ÷ {d} = ___."
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer if r else q_,
        explanation=explanation,
        misconceptions=clean(answer, _wrong(q_, r, d, n, p.remainders)),
        fill_text=fill,
        arithmetic=None if r else arith(n, "÷", d, f"{n} ÷ {d} = ___"),
        diagram=diagram(
            "array",
            svg,
            f"The area model shows {commas(n)} ÷ {d}. What is the quotient"
            + (" and remainder?" if r else "?"),
        ),
        answer_format="text" if r else "number",
        features=features(task, len(parts) + 1, len(str(n)), "symbolic"),  # type: ignore[arg-type]
        key=f"div:{n}:{d}",
    )
    return finish(ctx, q)
