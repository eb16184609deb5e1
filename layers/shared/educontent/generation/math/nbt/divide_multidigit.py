"""Division of up to four-digit numbers by one-digit divisors, with and without remainders: place
by place, checking by multiplying, area models and sharing stories (4.NBT.B.6)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import area_model
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw, pick_size
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    render,
)
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import AR, DG, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import distinct
from educontent.generation.math.nbt._places import expanded, join, place_count
from educontent.generation.numbers.fractions import quotient_remainder as qr
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


class DivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    dividend_digits: list[Literal[2, 3, 4]] = Field(min_length=1)
    remainder: Literal["never", "always", "any"] = "any"
    mode: Literal["compute", "check", "area-model", "story"] = "compute"


@dataclass
class _Division:
    n: int
    d: int
    q: int
    r: int
    prompt: str
    fill: str
    answer_display: str
    answer_value: int | str
    explain: str
    wrongs: list[Misconception]
    arith: ArithmeticForm | None
    diagram: DiagramForm | None = None
    task: str = "compute"


_BANDS = "the dividend's digits (easy the fewer of the skill's, hard the more), the dividend within them and the divisor (easy 2-6, medium 3-8, hard 6-9): easy the lower 60 %, medium the middle 60 %, hard the upper half; hard quotients often have a 0 inside"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA, AR, DG}, params=DivideParams, levels=Levels("size", _BANDS))
def divide(ctx: GenerationContext) -> Draft:
    p: DivideParams = ctx.params
    rng = ctx.rng
    n, d, q, r = _numbers(rng, p, ctx.level)
    work = _division(n, d, q, r)
    if p.mode == "check":
        _check(work)
    elif p.mode == "area-model":
        _area_model(work)
    elif p.mode == "story":
        stories = load_bank("math", "nbt-divide-multidigit")["stories"]
        work.prompt = pick(rng, stories).format(n=c(n), d=d, name=pick(rng, roster("roster-2")))
        work.fill = f"{work.prompt} {c(n)} ÷ {d} = ___"
        work.arith = None
        work.task = "word-problem"
    q_obj = MathQuestion(
        prompt=work.prompt,
        answer_display=work.answer_display,
        answer_value=work.answer_value,
        explanation=work.explain,
        misconceptions=distinct(work.wrongs, work.answer_display),
        fill_text=work.fill,
        arithmetic=work.arith,
        diagram=work.diagram,
        answer_format="number" if not r or p.mode == "check" else "text",
        features=Features(
            work.task,  # type: ignore[arg-type]
            len(str(n)),
            len(str(n)),
            "visual" if work.diagram else ("text" if work.task == "word-problem" else "symbolic"),
        ),
        key=f"dv:{p.mode}:{n}:{d}:{work.prompt[:5]}",
        instructions="Divide. Show your steps.",
    )
    return render(q_obj, ctx.content_type, rng)


def _numbers(rng: random.Random, p: DivideParams, level: DifficultyLevel) -> tuple[int, int, int, int]:
    """Dividend, divisor, quotient and remainder from the level's bands; hard items prefer a 0 inside
    the quotient."""
    digits = pick_size(rng, sorted(set(p.dividend_digits)), level)
    d = draw(rng, 2, 9, level)
    no_remainder = p.remainder == "never" or p.mode in ("area-model", "story")
    for _ in range(50):
        n = draw(rng, max(10 ** (digits - 1), d * 2), 10**digits - 1, level)
        q, r = divmod(n, d)
        if no_remainder:
            n -= r
            q, r = divmod(n, d)
        elif p.remainder == "always" and r == 0:
            n += 1
            q, r = divmod(n, d)
        if 10 ** (digits - 1) <= n < 10**digits and (
            level is not DifficultyLevel.HARD or "0" in str(q)[1:] or rng.random() < 0.6
        ):
            break
    return n, d, q, r


def _division(n: int, d: int, q: int, r: int) -> _Division:
    """``n ÷ d`` computed: the answer, the place-by-place explanation and the usual slips."""
    display = qr(q, r)
    explain = (
        f"{_long_division_steps(n, d)} So {c(n)} ÷ {d} = {display}. "
        f"Check: {c(q)} × {d}{f' + {r}' if r else ''} = {c(n)}."
    )
    wrongs = [
        M(c(q), "dropped-the-remainder", f"{c(q)} × {d} = {c(q * d)}, so {r} are left over.") if r else None,
        M(
            qr(q - 1, r + d),
            "remainder-too-big",
            f"The remainder {r + d} is not less than {d}; one more group fits.",
        )
        if q > 1
        else None,
        M(qr(q + 1, 0), "rounded-up", f"{c(q + 1)} × {d} = {c((q + 1) * d)}, which is more than {c(n)}."),
        M(
            qr(int(str(q).replace("0", "")), r),
            "forgot-a-zero-in-the-quotient",
            "When a place cannot be divided, write 0 in the quotient.",
        )
        if "0" in str(q)
        else None,
        M(qr(q + 10, r), "subtraction-slip", "Check each subtraction step."),
        M(
            qr(q, (r + 1) % d) if d > 2 else qr(q - 1, r),
            "remainder-slip",
            f"Check: {c(q)} × {d} + {r} = {c(n)}.",
        ),
    ]
    fill = f"{c(n)} ÷ {d} = ___"
    return _Division(
        n,
        d,
        q,
        r,
        prompt=f"What is {c(n)} ÷ {d}?",
        fill=fill,
        answer_display=display,
        answer_value=q if not r else display,
        explain=explain,
        wrongs=[m for m in wrongs if m is not None],
        arith=ArithmeticForm(n, d, "÷", fill),
    )


def _check(work: _Division) -> None:
    """Ask for the multiply-and-add check of the division instead of the quotient."""
    n, d, q, r = work.n, work.d, work.q, work.r
    work.answer_display, work.answer_value = c(n), n
    work.fill = f"To check {c(n)} ÷ {d} = {qr(q, r)}, multiply and add: {c(q)} × {d} + {r} = ___"
    work.prompt = f"{work.fill.replace(' = ___', '')}. What number do you get?"
    work.explain = f"{c(q)} × {d} = {c(q * d)}. Then {c(q * d)} + {r} = {c(n)}, which is the number divided, so the division is right."
    work.wrongs = [
        M(c(q * d), "forgot-to-add-the-remainder", "The remainder must be added back."),
        M(
            c(q * d - r) if q * d > r else c(q * d + r + 1),
            "subtracted-the-remainder",
            "Add the remainder; do not take it away.",
        ),
        M(c(q * (d + r)), "added-before-multiplying", "Multiply first, then add the remainder."),
    ]
    work.arith = None
    work.task = "reason"


def _area_model(work: _Division) -> None:
    n, d, q = work.n, work.d, work.q
    q_parts = expanded(q)
    areas = [d * x for x in q_parts]
    work.diagram = DiagramForm(
        "array",
        area_model(
            ["?"] * len(q_parts),
            [str(d)],
            [[c(x) for x in areas]],
            title=f"Area model for {c(n)} ÷ {d}",
            desc=f"A rectangle with area {c(n)} and one side {d}, split into parts with areas {join(areas)}.",
        ),
    )
    work.prompt = f"The area model shows {c(n)} ÷ {d} with parts of area {join(areas)}. What is {c(n)} ÷ {d}?"
    work.explain = (
        "Divide each part by "
        + str(d)
        + ": "
        + ", ".join(f"{c(x)} ÷ {d} = {c(x // d)}" for x in areas)
        + f". Add the side lengths: {join(q_parts)} = {c(q)}. So {c(n)} ÷ {d} = {c(q)}."
    )
    work.task = "represent"


def _long_division_steps(n: int, d: int) -> str:
    """Place-by-place division, in words a child can follow."""
    s = str(n)
    steps = []
    carry = 0
    started = False
    for i, ch in enumerate(s):
        current = carry * 10 + int(ch)
        qd = current // d
        place = len(s) - 1 - i
        if qd or started:
            started = True
            steps.append(
                f"{place_count(current, place)} ÷ {d} = {place_count(qd, place)}"
                + (f" with {current - qd * d} left" if current - qd * d else "")
            )
        carry = current - qd * d
    return "Divide place by place: " + "; ".join(steps) + "."
