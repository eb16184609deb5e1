"""Percent change (7.RP.A.3): the percent increase or decrease from two amounts, an amount after
a percent change, and percent error."""

from __future__ import annotations

import random
from fractions import Fraction as F
from math import gcd
from typing import Any

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.numbers.percents import pct, pct_or_blank
from educontent.generation.numbers.rationals import digits, dx, fx

BANK = "rp-percents"


def _change_pair(rng: random.Random, lvl: int) -> tuple[int, int]:
    p = pick(
        rng, ((10, 20, 25, 50), (10, 20, 25, 30, 40, 50, 60, 75), (5, 15, 35, 45, 12, 24, 36, 80, 150))[lvl]
    )
    step = 100 // gcd(p, 100)
    a = step * rng.randint(max(1, (0, 100, 300)[lvl] // step), max(1, (200, 400, 1000)[lvl] // step))
    return a, p


def _compared_slips(
    a: int, other: int, diff: int, names: tuple[str, str, str], reasons: tuple[str, str, str]
) -> list[tuple[str, str, str]]:
    """The usual slips when ``other`` is compared with the original ``a`` (``diff`` apart): dividing
    by ``other``, giving ``diff`` itself as the percent, and ``other`` as a percent of ``a``."""
    shown = (pct_or_blank(F(100 * diff, other)), pct(F(diff)), pct_or_blank(F(100 * other, a)))
    return list(zip(shown, names, reasons, strict=True))


def _percent_question(p: int, candidates: list[tuple[str, str, str]], **parts: Any) -> MathQuestion:
    """A three-step word problem answered by the percent ``p`` (also accepted as the number and as
    "p percent"), with slips added to the wrong ``candidates``."""
    answer = pct(F(p))
    return question(
        answer=answer,
        acceptable=(str(p), f"{p} percent"),
        wrong=wrongs(answer, candidates, fallback=F(p), fallback_fmt=pct),
        task="word-problem",
        steps=3,
        **parts,
    )


def percent_change(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    up = rng.random() < 0.5 or p >= 100
    b = a + a * p // 100 if up else a - a * p // 100
    template, unit = pick(rng, bank_rows(BANK, "changes", "stem", "unit"))
    stem = template.format(a=a, b=b)
    word = "increase" if up else "decrease"
    answer = pct(F(p))
    diff = abs(b - a)
    cands = _compared_slips(
        a,
        b,
        diff,
        ("divided-by-the-new-amount", "used-the-change-as-the-percent", "found-new-as-percent-of-old"),
        (
            f"Percent change compares the change with the original amount, {a}, not the new amount.",
            f"The change is {count_of(diff, unit)}; divide it by {a} to write it as a percent.",
            f"This is the new amount as a percent of the old one, not the percent {word}.",
        ),
    )
    return _percent_question(
        p,
        cands,
        prompt=f"{stem} What is the percent {word}?",
        fill=f"{stem} The percent {word} is ___.",
        explanation=(
            f"Find the change: {max(a, b)} - {min(a, b)} = {diff}. Divide by the original amount: {diff} ÷ {a} = {dx(F(diff, a))}. "
            f"Write it as a percent: {dx(F(diff, a))} = {answer} {word}."
        ),
        magnitude=digits(a, b),
        key=f"pchange:{template[:12]}:{a}:{b}",
    )


def apply_change(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    up = rng.random() < 0.5 or p >= 100
    change = F(a * p, 100)
    new = a + change if up else a - change
    template, ask, fill_ = pick(rng, bank_rows(BANK, "applyStories", "stem", "ask", "fill"))
    stem = template.format(a=a, p=p, dir="increased" if up else "decreased")
    answer = fx(new)
    cands = [
        (
            fx(change),
            "found-only-the-change",
            f"{fx(change)} is the amount of the change; {'add it to' if up else 'subtract it from'} {a}.",
        ),
        (
            fx(a + p if up else a - p),
            "added-the-percent-as-a-number",
            f"{p}% of {a} is not {p}; find {p}/100 × {a}.",
        ),
        (
            fx(a - change if up else a + change),
            "changed-the-wrong-way",
            f"The amount {'increased' if up else 'decreased'}, so {'add' if up else 'subtract'}.",
        ),
    ]
    return exact_question(
        new,
        cands,
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_}",
        explanation=(
            f"Find the change: {p}% of {a} = {p}/100 × {a} = {fx(change)}. "
            f"{'Add' if up else 'Subtract'}: {a} {'+' if up else '-'} {fx(change)} = {answer}. "
            f"(Or multiply by {dx(F(100 + p if up else 100 - p, 100))}: {a} × {dx(F(100 + p if up else 100 - p, 100))} = {answer}.)"
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(a, new),
        key=f"apply:{template[:10]}:{a}:{p}:{up}",
    )


def percent_error(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    p = min(p, 50)
    a = a if (a * p) % 100 == 0 else a * 4
    diff = a * p // 100
    e = a + diff if rng.random() < 0.5 else a - diff
    template, unit = pick(rng, bank_rows(BANK, "estimates", "stem", "unit"))
    stem = template.format(name=pick(rng, people("roster-4")).name, e=e, a=a)
    answer = pct(F(p))
    cands = _compared_slips(
        a,
        e,
        diff,
        ("divided-by-the-estimate", "used-the-error-as-the-percent", "found-estimate-as-percent-of-actual"),
        (
            f"Percent error compares the error with the actual value, {a}.",
            f"The error is {count_of(diff, unit)}; divide by {a} to get a percent.",
            "This compares the estimate with the actual value instead of the error.",
        ),
    )
    return _percent_question(
        p,
        cands,
        prompt=f"{stem} What is the percent error?",
        fill=f"{stem} The percent error is ___.",
        explanation=(
            f"Error = |{e} - {a}| = {diff}. Percent error = error ÷ actual × 100% = {diff} ÷ {a} × 100% = {answer}."
        ),
        magnitude=digits(a),
        key=f"perror:{template[:10]}:{e}:{a}",
    )
