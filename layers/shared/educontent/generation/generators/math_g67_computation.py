"""Grade 6 computation (6.NS.A-B): dividing fractions (symbols, stories, fraction-bar models),
multi-digit division, the four operations with decimals, greatest common factors, least
common multiples and factoring sums with the distributive property."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.draw import svg
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    digits,
    dx,
    emit,
    fx,
    lcm,
    name,
    pick,
    question,
    wrongs,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType


def _commas(n: int) -> str:
    return f"{n:,}" if abs(n) >= 10000 else str(n)


# ---- dividing fractions -----------------------------------------------------------------------------


def _fraction(rng: random.Random, dens: tuple[int, ...], proper: bool = True) -> Fraction:
    d = pick(rng, dens)
    return F(rng.randint(1, d - 1), d) if proper else F(rng.randint(d + 1, 3 * d), d)


def _division_pair(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction]:
    while True:
        if lvl == 0:
            if rng.random() < 0.5:
                a, b = F(rng.randint(1, 6)), F(1, pick(rng, (2, 3, 4, 5, 6, 8)))
            else:
                a, b = F(1, pick(rng, (2, 3, 4))), F(1, pick(rng, (6, 8, 12)))
        elif lvl == 1:
            a, b = _fraction(rng, (2, 3, 4, 5, 6, 8)), _fraction(rng, (2, 3, 4, 5, 6, 8))
        else:
            a, b = _fraction(rng, (2, 3, 4, 5), proper=False), _fraction(rng, (2, 3, 4, 6, 8))
        if a != b and (a / b).denominator <= 12:
            return a, b


def _divide_explain(a: Fraction, b: Fraction) -> str:
    q = a / b
    recip = 1 / b
    return (
        f"To divide by {fx(b)}, multiply by its reciprocal {fx(recip, mixed=False)}: "
        f"{fx(a, mixed=False)} × {fx(recip, mixed=False)} = {fx(a * recip, mixed=False)}"
        + (f" = {fx(q)}" if fx(q) != fx(q, mixed=False) else "")
        + f". Check: {fx(q)} × {fx(b)} = {fx(a)}."
    )


def _division_wrongs(a: Fraction, b: Fraction, answer: str) -> tuple:
    q = a / b
    return wrongs(
        answer,
        [
            (
                fx(a * b),
                "multiplied-without-the-reciprocal",
                "Dividing by a fraction means multiplying by its reciprocal (flip the divisor).",
            ),
            (
                fx(1 / q),
                "flipped-the-wrong-fraction",
                "Flip the divisor (the second fraction), not the first one.",
            ),
            (
                fx(F(a.numerator * b.numerator, a.denominator + b.denominator))
                if a.denominator != 1
                else fx(a + b),
                "combined-numerators-and-denominators",
                "Fractions are not divided by combining tops and bottoms; multiply by the reciprocal.",
            ),
        ],
        fallback=q,
    )


def _divide_fractions(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _division_pair(rng, lvl)
    q = a / b
    answer = fx(q)
    return question(
        prompt=f"What is {fx(a)} ÷ {fx(b)}?",
        fill=f"{fx(a)} ÷ {fx(b)} = ___",
        answer=answer,
        answer_format="fraction",
        acceptable=acceptable_forms(q),
        explanation=_divide_explain(a, b),
        wrong=_division_wrongs(a, b, answer),
        arithmetic=ArithmeticForm(a, b, "÷", f"{fx(a)} ÷ {fx(b)} = ___", operand_displays=(fx(a), fx(b))),
        task="compute",
        steps=2,
        magnitude=1,
        key=f"fdiv:{a}:{b}",
    )


_FRACTION_STORIES = (
    (
        "There are {a} cups of rice. Each serving is {b} cup.",
        "How many servings are there?",
        "So there are ___ servings.",
        True,
    ),
    (
        "A ribbon is {a} yards long. It is cut into pieces that are each {b} yard long.",
        "How many pieces are there?",
        "So there are ___ pieces.",
        True,
    ),
    (
        "A rectangle has an area of {a} square yards and a width of {b} yard.",
        "How long is the rectangle in yards?",
        "So the rectangle is ___ yards long.",
        False,
    ),
    (
        "{b} of a bag of soil weighs {a} pounds.",
        "How many pounds does a whole bag weigh?",
        "So a whole bag weighs ___ pounds.",
        False,
    ),
)


def _fraction_story(rng: random.Random, lvl: int) -> MathQuestion:
    setup, ask, tail_, whole = pick(rng, _FRACTION_STORIES)
    a, b = _division_pair(rng, lvl)
    if setup.startswith("{b}") and b >= 1:
        b = _fraction(rng, (2, 3, 4, 5, 6, 8))
    if whole:
        a = b * rng.randint(2, (6, 9, 12)[lvl])
    q = a / b
    stem = setup.format(a=fx(a), b=fx(b))
    stem = stem[0].upper() + stem[1:]
    answer = fx(q)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail_}",
        answer=answer,
        answer_format="fraction",
        acceptable=acceptable_forms(q),
        explanation=(
            f"Divide {fx(a)} by {fx(b)} to find how many {fx(b)}s fit in {fx(a)}"
            + (" (the amount for 1 whole bag)" if setup.startswith("{b}") else "")
            + ". "
            + _divide_explain(a, b)
        ),
        wrong=_division_wrongs(a, b, answer),
        task="word-problem",
        steps=2,
        magnitude=1,
        key=f"fstory:{setup[:12]}:{a}:{b}",
    )


def _fraction_model(rng: random.Random, lvl: int) -> MathQuestion:
    d = pick(rng, (2, 3, 4, 5, 6) if lvl < 2 else (3, 4, 6, 8))
    c = 1 if lvl == 0 else rng.randint(1, max(1, d - 1))
    bars = rng.randint(1, 3)
    m = rng.randint(max(c + 1, (bars - 1) * d + 1), bars * d)
    if lvl == 0:
        m -= m % c
    a, b = F(m, d), F(c, d)
    q = a / b
    picture = svg.fraction_bar(
        d,
        m,
        bars=bars,
        title="Fraction bars",
        desc=f"{bars} bar{'s' if bars > 1 else ''}, each one whole cut into {d} equal parts. {m} parts are shaded.",
    )
    ask = f"Each bar is 1 whole. The shaded parts show {fx(a)}. How many groups of {fx(b)} are in {fx(a)}?"
    answer = fx(q)
    return question(
        prompt=ask,
        fill=f"Each bar is 1 whole. The shaded parts show {fx(a)}. The number of groups of {fx(b)} in {fx(a)} is ___.",
        answer=answer,
        answer_format="fraction",
        acceptable=acceptable_forms(q),
        explanation=(
            f"Each part is 1/{d}. {fx(a)} is {m} parts and one group of {fx(b)} is {c} part{'s' if c > 1 else ''}. "
            f"{m} ÷ {c} = {fx(q)}, so {fx(a)} ÷ {fx(b)} = {answer}."
        ),
        wrong=_division_wrongs(a, b, answer),
        diagram=DiagramForm("fraction-bar", picture, question=ask),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"fmodel:{m}:{d}:{c}:{bars}",
    )


FractionMode = Literal["compute", "story", "model"]


class FractionDivisionParams(ModeParams):
    mode: FractionMode


@generator(
    "math.g67.fraction-division",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=FractionDivisionParams,
)
def fraction_division(ctx: GenerationContext) -> Draft:
    builder = {"compute": _divide_fractions, "story": _fraction_story, "model": _fraction_model}[
        ctx.params.mode
    ]
    return emit(ctx, builder(ctx.rng, ctx.level.rank))


# ---- multi-digit division ----------------------------------------------------------------------------


def _drop_zero(n: int) -> int | None:
    text = str(n)
    inner = text[1:]
    if "0" not in inner:
        return None
    i = text.index("0", 1)
    rest = text[:i] + text[i + 1 :]
    return int(rest) if rest else None


def _long_division(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    if lvl == 0:
        b, q = rng.randint(3, 9), rng.randint(101, 999)
    elif lvl == 1:
        b, q = rng.randint(12, 49), rng.randint(21, 399)
    else:
        b, q = rng.randint(13, 99), rng.randint(102, 999)
    if rng.random() < 0.3 and q >= 100:
        q = q - (q // 10 % 10) * 10  # a zero in the tens place of the quotient
    r = rng.randint(1, b - 1) if kind == "remainder" else 0
    a = b * q + r
    if kind == "remainder":
        answer = f"{q} R {r}"
        cands = [
            (
                f"{q - 1} R {r + b}",
                "remainder-too-big",
                f"A remainder must be less than the divisor {b}; one more group fits.",
            ),
            (
                str(q),
                "ignored-the-remainder",
                f"{q} × {b} = {b * q}, which is {r} less than {_commas(a)}; write the remainder.",
            ),
            (f"{q} R {b - r}", "subtracted-the-remainder-wrong", f"{_commas(a)} - {b * q} = {r}."),
            (
                f"{_drop_zero(q)} R {r}" if _drop_zero(q) else f"{q + 10} R {r}",
                "lost-a-zero-in-the-quotient" if _drop_zero(q) else "place-value-slip",
                "Each step of long division puts a digit in the quotient, even when it is 0."
                if _drop_zero(q)
                else "A digit of the quotient is in the wrong place.",
            ),
        ]
        value: str | int = answer
        explain = f"Divide: {b} goes into {_commas(a)} {q} times, because {q} × {b} = {_commas(b * q)}. Subtract: {_commas(a)} - {_commas(b * q)} = {r}, which is less than {b}. So {_commas(a)} ÷ {b} = {q} R {r}."
        acceptable = (f"{q}R{r}", f"{q} r {r}", f"{q} remainder {r}", fx(F(a, b)))
    else:
        answer = str(q)
        z = _drop_zero(q)
        cands = [
            (
                str(z) if z else "",
                "lost-a-zero-in-the-quotient",
                "When a step gives 0, write 0 in the quotient to hold the place.",
            ),
            (
                str(q + 10),
                "place-value-slip",
                "A digit of the quotient is in the wrong place; check with multiplication.",
            ),
            (str(q - 1), "estimation-slip", f"Check: {q - 1} × {b} = {(q - 1) * b}, not {a}."),
            (str(q * 10), "extra-zero", "There is one digit too many in the quotient."),
        ]
        value = q
        explain = (
            f"Use long division: {_commas(a)} ÷ {b} = {q}. Check by multiplying: {q} × {b} = {_commas(a)}."
        )
        acceptable = ()
    if kind == "story":
        who = name(rng)[0]
        setup, ask, tail_ = pick(
            rng,
            (
                (
                    "A school has {a} chairs to set up in rows of {b}.",
                    "How many rows can be made?",
                    "So ___ rows can be made.",
                ),
                (
                    "{name} packs {a} eggs into cartons of {b}.",
                    "How many cartons are filled?",
                    "So ___ cartons are filled.",
                ),
                (
                    "A library shares {a} new books equally among {b} classrooms.",
                    "How many books does each classroom get?",
                    "So each classroom gets ___ books.",
                ),
                (
                    "A farm ships {a} apples in boxes of {b}.",
                    "How many boxes are needed?",
                    "So ___ boxes are needed.",
                ),
            ),
        )
        stem = setup.format(a=_commas(a), b=b, name=who)
        prompt, fill = f"{stem} {ask}", f"{stem} {tail_}"
        task = "word-problem"
    else:
        prompt, fill, task = f"What is {_commas(a)} ÷ {b}?", f"{_commas(a)} ÷ {b} = ___", "compute"
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        value=value,
        answer_format="text" if kind == "remainder" else "number",
        acceptable=acceptable,
        explanation=explain,
        wrong=wrongs(
            answer, cands, by_value=kind != "remainder", fallback=F(q) if kind != "remainder" else None
        ),
        arithmetic=ArithmeticForm(a, b, "÷", f"{_commas(a)} ÷ {b} = ___"),
        task=task,
        steps=3,
        magnitude=digits(a),
        key=f"ldiv:{a}:{b}:{kind}",
    )


class LongDivisionParams(ModeParams):
    mode: Literal["exact", "remainder", "story"]


@generator(
    "math.g67.long-division",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=LongDivisionParams,
)
def long_division(ctx: GenerationContext) -> Draft:
    q = _long_division(ctx.rng, ctx.level.rank, ctx.params.mode)
    return emit(ctx, q)


# ---- decimals ---------------------------------------------------------------------------------------------


def _dec(rng: random.Random, places: int, low: int, high: int) -> Fraction:
    """A decimal with exactly ``places`` places (last digit not 0) between low and high."""
    scale = 10**places
    while True:
        n = rng.randint(low * scale, high * scale)
        if places == 0 or n % 10:
            return F(n, scale)


def _places(v: Fraction) -> int:
    text = dx(v)
    return len(text.split(".")[1]) if "." in text else 0


def _as_whole_digits(v: Fraction) -> int:
    return int(dx(v).replace(".", "").replace("-", ""))


def _misaligned_sum(a: Fraction, b: Fraction, sign: int) -> Fraction:
    """Digits lined up on the right instead of at the decimal point."""
    p = max(_places(a), _places(b))
    total = _as_whole_digits(a) + sign * _as_whole_digits(b)
    return F(total, 10**p)


def _decimal_op(rng: random.Random, lvl: int, op: str) -> MathQuestion:
    if op in ("add", "subtract"):
        pa, pb = ((1, 1), (1, 2), (2, 3))[lvl] if rng.random() < 0.7 else ((1, 0), (2, 1), (3, 0))[lvl]
        a, b = _dec(rng, pa, 1, (20, 60, 200)[lvl]), _dec(rng, pb, 1, (20, 60, 200)[lvl])
        if op == "subtract" and a < b:
            a, b = b, a
        if op == "subtract" and a == b:
            a += 1
        result = a + b if op == "add" else a - b
        symbol = "+" if op == "add" else "-"
        cands = [
            (
                dx(_misaligned_sum(a, b, 1 if op == "add" else -1)) if _places(a) != _places(b) else "",
                "lined-up-the-last-digits",
                "Line up the decimal points, not the last digits.",
            ),
            (
                dx(result * 10),
                "misplaced-the-decimal-point",
                "The decimal point in the answer lines up with the decimal points above it.",
            ),
            (
                dx(a - b if op == "add" else a + b),
                "used-the-wrong-operation",
                "Check the sign: " + ("add." if op == "add" else "subtract."),
            ),
            (
                dx(result + F(1, 10 ** max(_places(a), _places(b), 1))),
                "regrouping-slip",
                "A regrouping step was missed or done twice.",
            ),
        ]
        explain = f"Line up the decimal points and {'add' if op == 'add' else 'subtract'} place by place (write zeros to fill empty places): {dx(a)} {symbol} {dx(b)} = {dx(result)}."
    elif op == "multiply":
        if lvl == 0:
            a, b = _dec(rng, 1, 0, 9), F(rng.randint(2, 9))
        elif lvl == 1:
            a, b = _dec(rng, 1, 1, 20), _dec(rng, 1, 0, 9)
        else:
            a, b = _dec(rng, 2, 1, 20), _dec(rng, 1, 1, 30)
        result = a * b
        symbol = "×"
        pa, pb = _places(a), _places(b)
        cands = [
            (
                dx(result * 10),
                "misplaced-the-decimal-point",
                f"Count decimal places: {pa} + {pb} = {pa + pb} places in the product.",
            ),
            (
                dx(result / 10),
                "misplaced-the-decimal-point",
                f"Count decimal places: {pa} + {pb} = {pa + pb} places in the product.",
            ),
            (dx(a + b), "added-instead-of-multiplied", "The sign says multiply."),
        ]
        explain = (
            f"Multiply as whole numbers: {_as_whole_digits(a)} × {_as_whole_digits(b)} = {_as_whole_digits(a) * _as_whole_digits(b)}. "
            f"The factors have {pa} + {pb} = {pa + pb} decimal places, so the product is {dx(result)}."
        )
    else:
        if lvl == 0:
            b = F(rng.randint(2, 9))
            result = _dec(rng, 1, 1, 12)
        elif lvl == 1:
            b = _dec(rng, 1, 0, 2)
            result = F(rng.randint(2, 40))
        else:
            b = _dec(rng, pick(rng, (1, 2)), 0, 3)
            result = _dec(rng, 1, 1, 30)
        a = b * result
        symbol = "÷"
        cands = [
            (
                dx(result * 10),
                "forgot-to-move-the-decimal-in-the-dividend",
                "Move the decimal point in both numbers by the same number of places.",
            ),
            (
                dx(result / 10),
                "moved-the-decimal-too-far",
                "Move the decimal point in both numbers by the same number of places.",
            ),
            (dx(a * b), "multiplied-instead-of-divided", "The sign says divide."),
        ]
        shift = _places(b)
        explain = (
            f"Move both decimal points {shift} place{'s' if shift > 1 else ''} right: {dx(a)} ÷ {dx(b)} = {dx(a * 10**shift)} ÷ {dx(b * 10**shift)}. "
            if shift
            else ""
        ) + f"Divide: {dx(a)} ÷ {dx(b)} = {dx(result)}. Check: {dx(result)} × {dx(b)} = {dx(a)}."
    answer = dx(result)
    return question(
        prompt=f"What is {dx(a)} {symbol} {dx(b)}?",
        fill=f"{dx(a)} {symbol} {dx(b)} = ___",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=result, fallback_fmt=dx),
        arithmetic=ArithmeticForm(
            a, b, symbol, f"{dx(a)} {symbol} {dx(b)} = ___", operand_displays=(dx(a), dx(b))
        ),  # type: ignore[arg-type]
        task="compute",
        steps=2,
        magnitude=digits(a, b, result),
        key=f"dec:{op}:{a}:{b}",
    )


def _decimal_story(rng: random.Random, lvl: int) -> MathQuestion:
    who = name(rng)[0]
    kind = pick(rng, ("buy", "change", "share", "cut"))
    if kind == "buy":
        n = rng.randint(2, (5, 9, 12)[lvl])
        p = _dec(rng, 2, 0, (5, 10, 20)[lvl]) if lvl else _dec(rng, 1, 0, 5)
        result, expr = n * p, f"{n} × {dx(p)}"
        stem = f"{who} buys {n} notebooks that cost {dx(p)} dollars each. How many dollars does {who} spend?"
        tail_ = f"{who} spends ___ dollars."
        cands = [
            (dx(n + p), "added-instead-of-multiplied", "Each notebook costs the same, so multiply."),
            (dx(result * 10), "misplaced-the-decimal-point", "Count the decimal places in the factors."),
        ]
    elif kind == "change":
        pay = F(pick(rng, (10, 20, 50)))
        cost = _dec(rng, 2, 1, int(pay) - 1)
        result, expr = pay - cost, f"{dx(pay)} - {dx(cost)}"
        stem = f"{who} pays for a {dx(cost)}-dollar book with a {dx(pay)}-dollar bill. How many dollars of change does {who} get?"
        tail_ = f"{who} gets ___ dollars of change."
        cands = [
            (dx(pay + cost), "added-instead-of-subtracted", "Change is what is left, so subtract."),
            (
                dx(_misaligned_sum(pay, cost, -1)) if _misaligned_sum(pay, cost, -1) > 0 else "",
                "lined-up-the-last-digits",
                "Write the bill as with two decimal places and line up the decimal points.",
            ),
        ]
    elif kind == "share":
        n = rng.randint(2, (4, 6, 8)[lvl])
        each = _dec(rng, 2, 1, (10, 20, 40)[lvl])
        total = each * n
        result, expr = each, f"{dx(total)} ÷ {n}"
        stem = (
            f"{n} friends share a bill of {dx(total)} dollars equally. How many dollars does each friend pay?"
        )
        tail_ = "Each friend pays ___ dollars."
        cands = [
            (dx(total * n), "multiplied-instead-of-divided", "Sharing equally means dividing."),
            (
                dx(each * 10),
                "misplaced-the-decimal-point",
                "Check: the answer times the number of friends should be the bill.",
            ),
        ]
    else:
        piece = _dec(rng, pick(rng, (1, 2)), 0, 3)
        count = rng.randint(2, (6, 12, 20)[lvl])
        length = piece * count
        result, expr = F(count), f"{dx(length)} ÷ {dx(piece)}"
        stem = f"A rope is {dx(length)} meters long. It is cut into pieces that are each {dx(piece)} meters long. How many pieces are there?"
        tail_ = "There are ___ pieces."
        cands = [
            (dx(length * piece), "multiplied-instead-of-divided", "To find how many pieces fit, divide."),
            (
                dx(result * 10),
                "misplaced-the-decimal-point",
                "Move the decimal point in both numbers by the same number of places.",
            ),
        ]
    answer = dx(result)
    return question(
        prompt=stem,
        fill=stem.rsplit(". ", 1)[0] + ". " + tail_ if stem.count(". ") else f"{stem} {tail_}",
        answer=answer,
        explanation=f"Write the number sentence {expr} and compute with the decimal points lined up: {expr} = {answer}.",
        wrong=wrongs(answer, cands, fallback=result, fallback_fmt=dx),
        task="word-problem",
        steps=2,
        magnitude=digits(result),
        key=f"decstory:{kind}:{expr}",
    )


class DecimalParams(ModeParams):
    mode: Literal["add", "subtract", "add-subtract", "multiply", "divide", "story"]


@generator(
    "math.g67.decimals",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=DecimalParams,
)
def decimals(ctx: GenerationContext) -> Draft:
    mode, rng = ctx.params.mode, ctx.rng
    if mode == "story":
        q = _decimal_story(rng, ctx.level.rank)
    else:
        op = pick(rng, ("add", "subtract")) if mode == "add-subtract" else mode
        q = _decimal_op(rng, ctx.level.rank, op)
    return emit(ctx, q)


# ---- factors and multiples ----------------------------------------------------------------------------------


def _factor_pair(rng: random.Random, lvl: int) -> tuple[int, int]:
    top = (30, 60, 100)[lvl]
    while True:
        g = rng.randint(2, (8, 12, 25)[lvl])
        a, b = g * rng.randint(1, top // g), g * rng.randint(1, top // g)
        if a != b and gcd(a, b) > 1 and max(a, b) <= top and min(a, b) > 1:
            return a, b


def _gcf(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _factor_pair(rng, lvl)
    g = gcd(a, b)
    smaller = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            str(smaller) if smaller else "",
            "found-a-common-factor-not-the-greatest",
            f"{smaller} is a common factor, but {g} is greater.",
        ),
        (
            str(lcm(a, b)),
            "found-the-least-common-multiple",
            "This is the least common multiple; a factor divides both numbers.",
        ),
        (
            str(min(a, b)) if min(a, b) != g else "",
            "used-the-smaller-number",
            f"{min(a, b)} does not divide {max(a, b)}.",
        ),
        (str(a * b), "multiplied-the-numbers", "The product is a common multiple, not a common factor."),
    ]
    answer = str(g)
    return question(
        prompt=f"What is the greatest common factor of {a} and {b}?",
        fill=f"The greatest common factor of {a} and {b} is ___.",
        answer=answer,
        explanation=(
            f"List factors. {a}: {', '.join(str(d) for d in range(1, a + 1) if a % d == 0)}. "
            f"{b}: {', '.join(str(d) for d in range(1, b + 1) if b % d == 0)}. The greatest factor in both lists is {g}."
        ),
        wrong=wrongs(answer, cands, fallback=F(g)),
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"gcf:{min(a, b)}:{max(a, b)}",
    )


def _lcm(rng: random.Random, lvl: int) -> MathQuestion:
    while True:
        a, b = rng.randint(2, (8, 12, 12)[lvl]), rng.randint(2, (8, 12, 12)[lvl])
        if a != b and (lvl == 0 or gcd(a, b) > 1 or rng.random() < 0.3):
            break
    m = lcm(a, b)
    cands = [
        (
            str(a * b) if a * b != m else str(2 * m),
            "multiplied-the-numbers" if a * b != m else "found-a-common-multiple-not-the-least",
            "The product is a common multiple, but a smaller one exists."
            if a * b != m
            else f"{2 * m} is a common multiple, but {m} is smaller.",
        ),
        (
            str(gcd(a, b)),
            "found-the-greatest-common-factor",
            "This is the greatest common factor; a multiple is a number both divide into.",
        ),
        (
            str(max(a, b)) if max(a, b) % min(a, b) else str(m + max(a, b)),
            "used-the-larger-number" if max(a, b) % min(a, b) else "skipped-a-multiple",
            f"{max(a, b)} is not a multiple of {min(a, b)}."
            if max(a, b) % min(a, b)
            else "Check the lists of multiples again.",
        ),
    ]
    answer = str(m)
    k = max(m // a, m // b)
    return question(
        prompt=f"What is the least common multiple of {a} and {b}?",
        fill=f"The least common multiple of {a} and {b} is ___.",
        answer=answer,
        explanation=(
            f"List multiples. {a}: {', '.join(str(a * i) for i in range(1, min(m // a, k) + 1))}. "
            f"{b}: {', '.join(str(b * i) for i in range(1, min(m // b, k) + 1))}. The first number in both lists is {m}."
        ),
        wrong=wrongs(answer, cands, fallback=F(m)),
        task="compute",
        steps=2,
        magnitude=digits(m),
        key=f"lcm:{min(a, b)}:{max(a, b)}",
    )


def _distribute(rng: random.Random, lvl: int) -> MathQuestion:
    a, b = _factor_pair(rng, lvl)
    g = gcd(a, b)
    answer = f"{g}({a // g} + {b // g})"
    smaller = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            f"{smaller}({a // smaller} + {b // smaller})" if smaller else "",
            "used-a-smaller-common-factor",
            f"{smaller} is a common factor, but the greatest common factor is {g}.",
        ),
        (f"{g}({a // g} + {b})", "divided-only-one-term", f"Both {a} and {b} must be divided by {g}."),
        (f"{g}({a - g} + {b - g})", "subtracted-the-factor", f"Divide each number by {g}; do not subtract."),
        (f"{g}({a // g} × {b // g})", "changed-the-operation", "The sum stays a sum inside the parentheses."),
    ]
    return question(
        prompt=f"Use the greatest common factor to write {a} + {b} as a product, like 3(2 + 5).",
        fill=f"Using the greatest common factor, {a} + {b} = ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(f"{g} × ({a // g} + {b // g})", f"{g}({b // g} + {a // g})", answer.replace(" ", "")),
        explanation=f"The greatest common factor of {a} and {b} is {g}. {a} = {g} × {a // g} and {b} = {g} × {b // g}, so {a} + {b} = {answer}. Check: {g} × {a // g + b // g} = {a + b}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="represent",
        steps=3,
        magnitude=digits(a, b),
        key=f"distribute:{a}:{b}",
    )


_FACTOR_STORIES = (
    (
        "Hot dogs come in packs of {a} and buns come in packs of {b}. {name} wants the same number of hot dogs and buns.",
        "What is the least number of hot dogs {name} can buy?",
        "So {name} should buy ___ hot dogs.",
        "lcm",
    ),
    (
        "{name} has {a} pencils and {b} erasers to make gift bags that are all the same, with nothing left over.",
        "What is the greatest number of gift bags {name} can make?",
        "So {name} can make ___ gift bags.",
        "gcf",
    ),
    (
        "One light blinks every {a} seconds and another blinks every {b} seconds. They blink together now.",
        "In how many seconds will they next blink together?",
        "They will next blink together in ___ seconds.",
        "lcm",
    ),
    (
        "A gardener plants {a} tomato plants and {b} pepper plants in rows. Each row has one kind of plant and every row has the same number of plants.",
        "What is the greatest number of plants that can be in each row?",
        "So each row can have ___ plants.",
        "gcf",
    ),
)


def _factor_story(rng: random.Random, lvl: int) -> MathQuestion:
    setup, ask, tail_, kind = pick(rng, _FACTOR_STORIES)
    if kind == "gcf":
        a, b = _factor_pair(rng, lvl)
        ans, other = gcd(a, b), lcm(a, b)
    else:
        while True:
            a, b = rng.randint(3, (8, 12, 12)[lvl]), rng.randint(3, (8, 12, 12)[lvl])
            if (a != b and lcm(a, b) != a * b) or (lvl == 0 and a != b):
                break
        ans, other = lcm(a, b), gcd(a, b)
    who = name(rng)[0]
    stem = setup.format(a=a, b=b, name=who)
    answer = str(ans)
    cands = [
        (
            str(other),
            "used-gcf-instead-of-lcm" if kind == "lcm" else "used-lcm-instead-of-gcf",
            "This story needs the "
            + ("least common multiple." if kind == "lcm" else "greatest common factor."),
        ),
        (
            str(a * b) if a * b != ans else "",
            "multiplied-the-numbers",
            "The product works, but it is not the " + ("least" if kind == "lcm" else "greatest") + " answer.",
        ),
        (str(min(a, b)) if min(a, b) != ans else "", "used-one-of-the-numbers", "Both numbers must be used."),
    ]
    return question(
        prompt=f"{stem} {ask.format(name=who)}",
        fill=f"{stem} {tail_.format(name=who)}",
        answer=answer,
        explanation=(
            f"This asks for the {'least common multiple' if kind == 'lcm' else 'greatest common factor'} of {a} and {b}. "
            + (
                f"Multiples of {a} and {b} first meet at {ans}."
                if kind == "lcm"
                else f"The greatest number that divides both {a} and {b} is {ans}."
            )
        ),
        wrong=wrongs(answer, cands, fallback=F(ans)),
        task="word-problem",
        steps=2,
        magnitude=digits(a, b, ans),
        key=f"factor-story:{kind}:{setup[:10]}:{a}:{b}",
    )


class FactorParams(ModeParams):
    mode: Literal["gcf", "lcm", "distribute", "story"]


@generator(
    "math.g67.factors",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=FactorParams,
)
def factors(ctx: GenerationContext) -> Draft:
    builder = {"gcf": _gcf, "lcm": _lcm, "distribute": _distribute, "story": _factor_story}[ctx.params.mode]
    return emit(ctx, builder(ctx.rng, ctx.level.rank))
