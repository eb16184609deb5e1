"""Fractions as decimals (7.NS.A.2d): terminating decimals by division and repeating decimals with
the repeating block written out; and where the negative sign of a quotient may go (7.NS.A.2b)."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.answer_forms import question, written, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.numbers.rationals import digits, dx, terminates

F = Fraction
Candidates = list[tuple[str, str, str]]


def _repeating(p: int, q: int) -> str:
    """``p/q`` (0 < p/q) in decimal with the repeating block written out, then ``...``."""
    whole, rest = divmod(p, q)
    seen: dict[int, int] = {}
    out = []
    while rest and rest not in seen:
        seen[rest] = len(out)
        rest *= 10
        out.append(str(rest // q))
        rest %= q
    if not rest:
        return f"{whole}." + "".join(out) if out else str(whole)
    start = seen[rest]
    prefix, block = "".join(out[:start]), "".join(out[start:])
    reps = max(2, -(-(6 - len(prefix)) // len(block)))
    return f"{whole}.{prefix}{block * reps}..."


def _fraction(rng: random.Random, lvl: int, repeating: bool) -> tuple[int, int]:
    """A numerator and denominator in lowest terms whose decimal repeats (or terminates)."""
    if repeating:
        q = pick(rng, ((3, 9, 6), (3, 6, 9, 11, 12), (7, 11, 12, 15, 18, 22))[lvl])
    else:
        q = pick(rng, ((2, 4, 5, 10), (4, 5, 8, 20, 25), (8, 16, 20, 25, 40))[lvl])
    p = rng.randint(1, (q - 1) if lvl < 2 else 2 * q)
    while F(p, q).denominator != q or (repeating and terminates(F(p, q))) or p % q == 0:
        p = rng.randint(1, (q - 1) if lvl < 2 else 2 * q)
    return p, q


def _as_repeating(p: int, q: int, shown: str) -> tuple[str, Candidates, str]:
    answer = _repeating(p, q)
    flip = F(q, p)
    cands = [
        (
            answer[: answer.index(".") + 3],
            "stopped-dividing-too-soon",
            "The division never ends; the digits repeat forever, shown by the dots.",
        ),
        (
            dx(flip) if terminates(flip) else _repeating(q, p),
            "divided-the-wrong-way",
            f"{p}/{q} means {p} ÷ {q}.",
        ),
        (
            f"{p}.{q}",
            "wrote-the-numerator-and-denominator",
            "A fraction bar means divide, not a decimal point.",
        ),
    ]
    explain = f"Divide {p} ÷ {q} with long division. The remainders start repeating, so the digits repeat: {shown} = {answer}"
    explain += " The decimal form of a fraction either ends (terminates) or repeats."
    return answer, cands, explain


def _as_terminating(
    p: int, q: int, shown: str, value: Fraction, negative: bool
) -> tuple[str, Candidates, str]:
    sign = "-" if negative else ""
    answer = dx(value)
    flip = F(q, p)
    cands = [
        (
            f"{sign}{p}.{q}",
            "wrote-the-numerator-and-denominator",
            "A fraction bar means divide, not a decimal point.",
        ),
        (
            sign + dx(flip) if terminates(flip) else "",
            "divided-the-wrong-way",
            f"{p}/{q} means {p} ÷ {q}.",
        ),
        (
            dx(-value),
            "dropped-the-sign" if negative else "added-a-sign",
            "Keep the sign of the fraction.",
        ),
        (
            sign + dx(F(p, q) * 10),
            "misplaced-the-decimal-point",
            "Check: the decimal should be close to the fraction's size.",
        ),
    ]
    explain = (
        f"Divide the numerator by the denominator: {p} ÷ {q} = {dx(F(p, q))}"
        + (", and keep the negative sign" if negative else "")
        + f". So {shown} = {answer}. The division ends, so the decimal terminates."
    )
    return answer, cands, explain


def to_decimal(rng: random.Random, lvl: int, repeating: bool) -> MathQuestion:
    p, q = _fraction(rng, lvl, repeating)
    negative = lvl > 0 and not repeating and rng.random() < 0.4
    sign = "-" if negative else ""
    value = F(-p if negative else p, q)
    shown = f"{sign}{p}/{q}"
    if repeating:
        answer, cands, explain = _as_repeating(p, q, shown)
        arithmetic = None
    else:
        answer, cands, explain = _as_terminating(p, q, shown, value, negative)
        arithmetic = ArithmeticForm(F(p) if not negative else F(-p), q, "÷", f"{sign}{p} ÷ {q} = ___")
    return question(
        prompt=f"Write {shown} as a decimal.",
        fill=f"{shown} = ___",
        answer=answer,
        answer_format="number" if not repeating else "text",
        acceptable=() if repeating else (dx(value),),
        explanation=explain,
        wrong=wrongs(answer, cands, by_value=not repeating, signed=True),
        arithmetic=arithmetic,
        task="compute",
        steps=2,
        magnitude=digits(p, q),
        key=f"todec:{value}:{repeating}",
        standard="7.NS.A.2d",
    )


def quotient_signs(rng: random.Random, lvl: int) -> MathQuestion:
    p, q = rng.randint(1, 9), rng.randint(2, 9)
    while p == q:
        q = rng.randint(2, 9)
    start = f"-({p}/{q})"
    answer = pick(rng, (f"(-{p})/{q}", f"{p}/(-{q})"))
    cands = [
        (
            f"(-{p})/(-{q})",
            "two-negatives-make-a-negative",
            f"(-{p})/(-{q}) has two negatives, so it is positive {p}/{q}.",
        ),
        (f"{q}/(-{p})", "flipped-the-fraction", "Moving the negative sign does not flip the fraction."),
        (f"{p}/{q}", "dropped-the-sign", "The value is negative."),
    ]
    return written(
        prompt=f"Which expression is equal to {start}?",
        fill=f"{start} = ___",
        answer=answer,
        acceptable=(f"-{p}/{q}", dx(F(-p, q)) if terminates(F(p, q)) else answer),
        explanation=f"A quotient with one negative sign is negative, wherever the sign is: -({p}/{q}) = (-{p})/{q} = {p}/(-{q}). With two negative signs the quotient is positive.",
        candidates=cands,
        task="reason",
        magnitude=1,
        key=f"qsign:{p}:{q}:{answer}",
        standard="7.NS.A.2b",
    )
