"""Rational and irrational numbers (grade 8, 8.NS.A.1): classifying numbers, picking the irrational (or
rational) one, whether a fraction's decimal terminates or repeats, and writing a repeating decimal as
a fraction."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, build_ask, std
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.ns._square_roots import NON_SQUARES
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.powers import terminates
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _rational_number(rng: random.Random, lv: int) -> tuple[str, str]:
    """A rational number as written, and why it is rational."""
    kind = pick(
        rng,
        ("square-root", "fraction", "terminating", "repeating", "integer", "cube-root")
        if lv
        else ("square-root", "fraction", "terminating", "integer"),
    )
    if kind == "square-root":
        k = rng.randint(2, 15)
        return f"√{k * k}", f"√{k * k} = {k}, a whole number, so it is rational."
    if kind == "cube-root":
        k = rng.randint(2, 6)
        return f"∛{k**3}", f"∛{k**3} = {k}, a whole number, so it is rational."
    if kind == "fraction":
        a, b = rng.randint(1, 20), rng.randint(2, 13)
        return f"{a}/{b}", f"{a}/{b} is a fraction of two integers, so it is rational."
    if kind == "terminating":
        v = Fraction(rng.randint(1, 999), 100)
        return fmt_decimal(v), f"{fmt_decimal(v)} ends, so it can be written as a fraction: it is rational."
    if kind == "integer":
        k = -rng.randint(1, 40)
        return str(k), f"{k} = {k}/1, so it is rational."
    block = str(rng.randint(1, 9)) if rng.random() < 0.5 else str(rng.randint(12, 98))
    shown = f"0.{block * (4 // len(block))}… (the {block} repeats forever)"
    return shown, "A decimal that repeats forever can be written as a fraction, so it is rational."


def _irrational_number(rng: random.Random, lv: int) -> tuple[str, str]:
    """An irrational number as written, and why it is irrational."""
    kind = pick(rng, ("square-root", "pi", "growing", "cube-root") if lv else ("square-root", "pi"))
    if kind == "square-root":
        n = pick(rng, NON_SQUARES)
        return f"√{n}", f"{n} is not a perfect square, so √{n} never ends or repeats: it is irrational."
    if kind == "pi":
        k = rng.randint(1, 5)
        return (
            "π" if k == 1 else f"{k}π"
        ), "π never ends or repeats, and a whole number times π is irrational too."
    if kind == "cube-root":
        n = pick(rng, [n for n in range(2, 60) if round(n ** (1 / 3)) ** 3 != n])
        return f"∛{n}", f"{n} is not a perfect cube, so ∛{n} is irrational."
    d = str(rng.randint(1, 9))
    return (
        f"0.{d}0{d}00{d}000{d}… (the run of zeros keeps growing)",
        "The digits never fall into a repeating block, so the number is irrational.",
    )


def _classify(ctx: GenerationContext) -> Draft:
    is_irr = ctx.rng.random() < 0.5
    shown, why = (_irrational_number if is_irr else _rational_number)(ctx.rng, ctx.level.rank)
    asked = Ask(
        f"Is the number {shown} rational or irrational?",
        f"The number {shown} is ___.",
        "irrational" if is_irr else "rational",
        f"A rational number can be written as a fraction of two integers; its decimal ends or repeats. {why}",
        [("rational" if is_irr else "irrational", "mixed-up-rational-and-irrational", why)],
        f"cls:{shown}",
        fmt="text",
        task="identify",
    )
    return build_ask(ctx, asked, mag=2)


def _pick_one(ctx: GenerationContext) -> Draft:
    """The one irrational number among rational ones (or at the hardest level sometimes the reverse)."""
    rng, lv = ctx.rng, ctx.level.rank
    want_irr = lv < 2 or rng.random() < 0.6
    target, why = (_irrational_number if want_irr else _rational_number)(rng, max(lv, 1))
    others: list[Wrong] = []
    seen = {target}
    while len(others) < 3:
        s, r = (_rational_number if want_irr else _irrational_number)(rng, max(lv, 1))
        if s not in seen:
            seen.add(s)
            others.append((s, "misjudged-the-number", r))
    word = "irrational" if want_irr else "rational"
    listing = ", ".join(sorted(seen))
    asked = Ask(
        f"Which of these numbers is {word}: {listing}?",
        f"Of the numbers {listing}, the one that is {word} is ___.",
        target,
        f"{why} Each of the other numbers is {'rational' if want_irr else 'irrational'}.",
        others,
        f"pick:{listing}",
        fmt="text",
        task="compare",
        steps=2,
    )
    return build_ask(ctx, asked, mag=2)


def _prime_factors(n: int) -> list[int]:
    out, d = [], 2
    while n > 1:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
    return out


def _repeat_text(f: Fraction) -> str:
    whole, rest = divmod(f.numerator, f.denominator)
    digs = []
    for _ in range(6):
        rest *= 10
        digs.append(str(rest // f.denominator))
        rest %= f.denominator
    return f"{whole}.{''.join(digs)}…"


def _terminate_or_repeat(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    while True:
        a, b = (
            rng.randint(1, 30),
            banded_value(rng, (3, 4, 6, 7, 8, 9, 11, 12, 15, 16, 20, 25, 40), ctx.level),
        )
        f = Fraction(a, b)
        if f.denominator > 1:
            break
    ends = terminates(f)
    answer = "terminating" if ends else "repeating"
    factors = _prime_factors(f.denominator)
    why = f"In simplest form the denominator is {f.denominator} = {' × '.join(map(str, factors))}, " + (
        "which has only 2s and 5s, so the decimal ends."
        if ends
        else "which has a factor other than 2 and 5, so the decimal repeats."
    )
    asked = Ask(
        f"Is the decimal form of {a}/{b} terminating or repeating?",
        f"The decimal form of {a}/{b} is ___.",
        answer,
        why + f" ({a}/{b} = {fmt_decimal(f) if ends else _repeat_text(f)})",
        [("repeating" if ends else "terminating", "looked-at-the-wrong-denominator", why)],
        f"term:{a}:{b}",
        fmt="text",
        task="reason",
        steps=2,
    )
    return build_ask(ctx, asked, mag=2)


def _slips(prefix: str, block: str) -> list[tuple[Fraction, str, str]]:
    """Wrong fractions for 0.(prefix)(block)(block)…"""
    digits_all = int(prefix + block)
    k = len(block)
    terminating = "The digits go on forever, so it is not just the digits over a power of 10."
    if prefix:
        return [
            (Fraction(digits_all, 10 ** (len(prefix) + k)), "treated-it-as-terminating", terminating),
            (
                Fraction(digits_all, 10 ** (len(prefix) + k) - 1),
                "treated-all-digits-as-repeating",
                f"Only the {block} repeats; the {prefix} does not.",
            ),
            (
                Fraction(digits_all - int(prefix), 10 ** (len(prefix) + k) - 1),
                "used-99-instead-of-90",
                "With one digit before the repeat, the denominator is 90, not 99.",
            ),
        ]
    return [
        (Fraction(digits_all, 10**k), "treated-it-as-terminating", terminating),
        (
            Fraction(digits_all, 9 * 10**k),
            "put-too-many-zeros",
            f"The denominator is {10**k - 1}, one 9 for each repeating digit.",
        ),
        (
            Fraction(1, digits_all) if digits_all > 1 else Fraction(digits_all, 10**k + 1),
            "flipped-the-fraction",
            "The repeating block goes on top of the fraction.",
        ),
    ]


def _repeating_to_fraction(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    if lv == 0 or (lv == 1 and rng.random() < 0.5):
        block = str(rng.randint(1, 8))
        prefix = ""
    elif lv == 1:
        block = pick(rng, [str(n) for n in range(10, 99) if n % 11])
        prefix = ""
    else:
        prefix = str(rng.randint(1, 9))
        block = str(pick(rng, [d for d in range(1, 9) if str(d) != prefix]))
    value = Fraction(
        int(prefix + block) - (int(prefix) if prefix else 0), 10 ** len(prefix) * (10 ** len(block) - 1)
    )
    shown = f"0.{prefix}{block * (4 // len(block))}…"
    note = f"(only the {block} repeats forever)" if prefix else f"(the {block} repeats forever)"
    wrong = [(fmt(v), name, reason) for v, name, reason in _slips(prefix, block) if v != value]
    k = len(block)
    if prefix:
        steps_text = (
            f"Let x = {shown}. Then 10x = {prefix}.{block * 4}… and 100x = {prefix}{block}.{block * 4}…. "
            f"Subtract: 100x - 10x = {prefix}{block} - {prefix}, so 90x = {int(prefix + block) - int(prefix)} and x = {fmt(value)}."
        )
    else:
        steps_text = (
            f"Let x = {shown}. Multiply by {10**k}: {10**k}x = {block}.{block * (4 // k)}…. Subtract x: "
            f"{10**k - 1}x = {block}, so x = {block}/{10**k - 1} = {fmt(value)}."
        )
    asked = Ask(
        f"Write the repeating decimal {shown} {note} as a fraction in simplest form.",
        f"The repeating decimal {shown} {note} written as a fraction in simplest form is ___.",
        fmt(value),
        steps_text,
        wrong,
        f"rep:{prefix}:{block}",
        fmt="fraction",
        steps=3,
    )
    return build_ask(ctx, asked, mag=3, standard=std(ctx, "8.NS.A.1"))


_MODES = {
    "classify": _classify,
    "pick-irrational": _pick_one,
    "repeating-to-fraction": _repeating_to_fraction,
    "terminate-or-repeat": _terminate_or_repeat,
}
RationalParams = many_of(_MODES, name="RationalParams")


_BANDS = "easy: square roots of squares, fractions, terminating decimals and π; medium: also repeating decimals, cube roots and never-repeating patterns, two-digit repeating blocks; hard: a digit before the repeat, sometimes the one rational number to find; denominators to judge grow"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=RationalParams, levels=Levels("form", _BANDS))
def rational_irrational(ctx: GenerationContext) -> Draft:
    mode = pick(ctx.rng, ctx.params.modes)
    return _MODES[mode](ctx)
