"""Rational numbers in situations: opposite quantities that make 0 (7.NS.A.1a) and multi-step
word problems with signed numbers (7.NS.A.3: temperatures, an account balance, a diver, a steady
drop). Each kind of story is a small builder."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import nonzero, person, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.math.ns.rational_operations.operations import operand
from educontent.generation.numbers.rationals import digits, dx, fx, neg, terminates

F = Fraction
Candidates = list[tuple[str, str, str]]


@dataclass(frozen=True)
class _Zero:
    prompt: str
    fill: str
    answer: str
    value: Fraction
    candidates: Candidates
    explanation: str
    arithmetic: ArithmeticForm


def _opposite_of(n: Fraction) -> _Zero:
    answer = fx(-n) if n.denominator == 1 else dx(-n)
    show_n = fx(n) if n.denominator == 1 else dx(n)
    cands = [
        (
            show_n,
            "used-the-same-number",
            f"{show_n} + {neg(n, decimal=n.denominator != 1)} is not 0; use the opposite.",
        ),
        ("0", "added-zero", f"{show_n} + 0 = {show_n}, not 0."),
        (
            fx(1 / n) if n.denominator == 1 and n.numerator not in (1, -1) else "",
            "used-the-reciprocal",
            "The reciprocal makes a product of 1, not a sum of 0.",
        ),
    ]
    explain = f"A number and its opposite add to 0. The opposite of {show_n} is {answer}: {show_n} + {neg(-n, decimal=n.denominator != 1)} = 0."
    arithmetic = ArithmeticForm(
        n, -n, "+", f"{show_n} + ___ = 0", missing="operand2", operand_displays=(show_n, answer)
    )
    return _Zero(
        f"What number can be added to {show_n} to make 0?",
        f"{show_n} + ___ = 0",
        answer,
        -n,
        cands,
        explain,
        arithmetic,
    )


def _change_back(rng: random.Random, n: Fraction) -> _Zero:
    k = abs(n.numerator) if n.denominator == 1 else rng.randint(5, 40)
    setup = pick(rng, load_bank("math", "ns-rational-operations")["zeroPairs"])
    who = person(rng).name
    stem = setup["setup"].format(amount=count_of(k, setup["unit"]), name=who)
    cands = [
        (
            str(-k),
            "gave-a-negative-amount",
            "The question asks how far; the move back is the opposite direction, which is positive here.",
        ),
        ("0", "thought-no-change-is-needed", f"-{k} + 0 is still -{k}."),
        (str(2 * k), "doubled-the-amount", f"-{k} + {2 * k} = {k}, not 0."),
    ]
    explain = f"The first change is -{k}. Opposite quantities make 0: -{k} + {k} = 0, so the answer is {k}."
    return _Zero(
        f"{stem} {setup['ask'].format(name=who)}",
        f"{stem} {setup['tail'].format(name=who)}",
        str(k),
        F(k),
        cands,
        explain,
        ArithmeticForm(-k, k, "+", f"-{k} + ___ = 0", missing="operand2"),
    )


def zero_pairs(rng: random.Random, lvl: int) -> MathQuestion:
    n = operand(rng, lvl, "integers" if lvl < 2 else "decimals")
    made = _opposite_of(n) if rng.random() < 0.5 else _change_back(rng, n)
    return question(
        prompt=made.prompt,
        fill=made.fill,
        answer=made.answer,
        explanation=made.explanation,
        wrong=wrongs(
            made.answer,
            made.candidates,
            signed=True,
            fallback=made.value,
            fallback_fmt=lambda v: fx(v) if v.denominator == 1 else dx(v),
        ),
        arithmetic=made.arithmetic,
        task="compute",
        magnitude=digits(n),
        key=f"zero:{n}:{made.prompt[:12]}",
        standard="7.NS.A.1a",
    )


# ---- word problems: each kind gives (result, stem, question, fill-in ending, explanation, wrong answers) ----

_Story = tuple[Fraction, str, str, str, str, Candidates]


def _temperature(rng: random.Random, who: str, pron: str) -> _Story:
    t = nonzero(rng, -15, 10)
    up, down = rng.randint(3, 20), rng.randint(3, 25)
    return (
        F(t + up - down),
        f"At 6 a.m. the temperature was {t}°F. By noon it rose {up}°F, and by evening it fell {down}°F.",
        "What was the temperature in the evening?",
        "The evening temperature was ___°F.",
        f"{t} + {up} - {down} = {t + up - down}. The evening temperature was {t + up - down}°F.",
        [
            (str(t - up + down), "mixed-up-rise-and-fall", "Rising adds; falling subtracts."),
            (str(up - down), "ignored-the-start", f"Start from {t}°F."),
            (str(-(t + up - down)), "wrong-sign", "Check the sign with a number line."),
        ],
    )


def _account(rng: random.Random, who: str, pron: str) -> _Story:
    start, each, days = rng.randint(10, 60), rng.randint(4, 15), rng.randint(3, 8)
    return (
        F(start - each * days),
        f"{who} has {start} dollars in an account. {pron.capitalize()} spends {each} dollars each day for {days} days.",
        "What is the balance after those days? (A negative balance means money is owed.)",
        "The balance, in dollars, is ___.",
        f"The change is {days} × (-{each}) = {-each * days}. The balance, in dollars, is {start} + ({-each * days}) = {start - each * days}.",
        [
            (str(start + each * days), "added-the-spending", "Spending makes the balance go down."),
            (
                str(each * days - start),
                "subtracted-in-the-wrong-order",
                "Start with the money in the account.",
            ),
            (str(start - each), "used-only-one-day", f"{pron.capitalize()} spends money on {days} days."),
        ],
    )


def _dive(rng: random.Random, who: str, pron: str) -> _Story:
    rate, minutes = rng.randint(2, 12), rng.randint(3, 10)
    rise = rng.randint(1, rate * minutes - 1)
    result = F(-rate * minutes + rise)
    return (
        result,
        f"A diver starts at the surface (0 meters) and goes down {rate} meters each minute for {minutes} minutes. Then the diver rises {count_of(rise, 'meter')}.",
        "What is the diver's elevation now, in meters?",
        "The diver's elevation, in meters, is ___.",
        f"Going down: {minutes} × (-{rate}) = {-rate * minutes}. Then rise: {-rate * minutes} + {rise} = {int(result)}, in meters.",
        [
            (str(rate * minutes - rise), "wrong-sign", "Below the surface is negative."),
            (str(-rate * minutes - rise), "went-down-instead-of-up", "Rising adds."),
            (
                str(-rate - minutes + rise),
                "added-instead-of-multiplied",
                f"{rate} meters each minute for {minutes} minutes is {rate} × {minutes}.",
            ),
        ],
    )


def _drop(rng: random.Random, who: str, pron: str) -> _Story:
    hours = pick(rng, (2, 4, 5, 8))
    total = rng.randint(3, 30)
    result = F(-total, hours)
    return (
        result,
        f"Over {hours} hours the temperature dropped {total} degrees at a steady rate.",
        "What was the change in temperature each hour? (Use a negative number for a drop.)",
        "The change each hour was ___ degrees.",
        f"A drop is negative: -{total} ÷ {hours} = {dx(result)} degrees each hour.",
        [
            (dx(-result), "forgot-the-negative-sign", "A drop is a negative change."),
            (
                str(-total * hours),
                "multiplied-instead-of-divided",
                "Share the total drop over the hours: divide.",
            ),
            (
                dx(F(-hours, total)) if terminates(F(hours, total)) else "",
                "divided-the-wrong-way",
                "Divide the change by the number of hours.",
            ),
        ],
    )


_KINDS = {"temperature": _temperature, "account": _account, "dive": _dive, "drop": _drop}


def rational_story(rng: random.Random, lvl: int) -> MathQuestion:
    kind = pick(rng, tuple(_KINDS))
    who, pron, _ = person(rng)
    result, stem, ask, tail, explain, cands = _KINDS[kind](rng, who, pron)
    answer = dx(result) if result.denominator != 1 else str(result)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail}",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, signed=True, fallback=result, fallback_fmt=dx),
        task="word-problem",
        steps=3,
        magnitude=digits(result),
        key=f"rstory:{kind}:{stem}",
        standard="7.NS.A.3",
    )
