"""Grade 5 adding, subtracting, multiplying and dividing decimals to hundredths, with place-value
slips as the wrong choices and optional stories (5.NBT.B.7)."""

from __future__ import annotations

from fractions import Fraction

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import Banded
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.question_builders import arith, features, finish, mis, name
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.numbers.decimals import dec
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# (a, b, value, symbol, wrong answers, worked steps)
Worked = tuple[Fraction, Fraction, Fraction, str, list[Misconception], str]


def _hundredths(rng: Banded, lo: int, hi: int) -> Fraction:
    return Fraction(rng.randint(lo, hi), 100)


def _add_subtract(rng: Banded, rank: int, op: str, story: bool) -> Worked:
    top = (999, 2999, 9999)[rank]
    a = _hundredths(rng, 11, top)
    b = Fraction(rng.randint(1, 99), 10) if rng.random() < 0.5 else _hundredths(rng, 11, top)
    if op == "subtract" and b > a:
        a, b = b, a
    if a == b:
        a += Fraction(1, 10)
    value = a + b if op == "add" else a - b
    sym = "+" if op == "add" else "-"
    # lining up the last digits instead of the decimal points
    la, lb = dec(a).replace(".", ""), dec(b).replace(".", "")
    places = max(len(dec(a).partition(".")[2]), len(dec(b).partition(".")[2]))
    misaligned = Fraction(int(la) + int(lb) if op == "add" else abs(int(la) - int(lb)), 10**places)
    tenth_slip = "Regroup 10 hundredths as 1 tenth carefully."
    wrong = [
        mis(
            dec(misaligned),
            "lined-up-the-last-digits",
            "Line up the decimal points, so tenths are under tenths.",
        ),
        mis(dec(value + Fraction(1, 10)), "regrouping-slip", tenth_slip),
        mis(dec(a - b if op == "add" else a + b), "used-the-wrong-operation", f"The sign is {sym}."),
        mis(dec(value - Fraction(1, 10)), "regrouping-slip", tenth_slip),
        mis(dec(value + 1), "regrouping-slip", "Regroup 10 tenths as 1 one carefully."),
    ]
    steps = f"Line up the decimal points and {'add' if op == 'add' else 'subtract'} place by place: {dec(a)} {sym} {dec(b)} = {dec(value)}."
    return a, b, value, sym, wrong, steps


def _multiply(rng: Banded, rank: int, op: str, story: bool) -> Worked:
    kind = rng.randrange(3) if rank else 0
    if kind == 0:
        a, b = Fraction(rng.randint(11, (99, 999, 999)[rank]), 10), Fraction(rng.randint(2, 9))
    elif kind == 1:
        a, b = _hundredths(rng, 11, 999), Fraction(rng.randint(2, 12))
    else:
        a, b = Fraction(rng.randint(11, 99), 10), Fraction(rng.randint(2, 9), 10)
    if story and a == 1:  # a story's amount is never exactly 1 ("1 meters")
        a += Fraction(1, 10)
    value = a * b
    places = len(dec(a).partition(".")[2]) + len(dec(b).partition(".")[2])
    raw = int(dec(a).replace(".", "")) * int(dec(b).replace(".", ""))
    wrong = [
        mis(
            dec(Fraction(raw, 10 ** max(places - 1, 0))),
            "put-the-point-in-the-wrong-place",
            f"Count the decimal places in both factors: the product needs {places}.",
        ),
        mis(
            dec(Fraction(raw, 10 ** (places + 1))),
            "put-the-point-in-the-wrong-place",
            f"The product needs {places} decimal places.",
        ),
        mis(dec(a + b), "added-instead-of-multiplied", "Multiply the numbers."),
    ]
    steps = f"Multiply as whole numbers: {dec(a).replace('.', '').lstrip('0') or '0'} × {dec(b).replace('.', '').lstrip('0') or '0'} = {raw}. The factors have {places} decimal place{'s' if places != 1 else ''} in all, so {dec(a)} × {dec(b)} = {dec(value)}."
    return a, b, value, "×", wrong, steps


def _divide(rng: Banded, rank: int, op: str, story: bool) -> Worked:
    kind = rng.randrange(3) if rank else 0
    if story and kind == 2:
        kind = 0
    if kind == 0:
        b = Fraction(rng.randint(2, 9))
        value = _hundredths(rng, 11, (99, 499, 999)[rank])
        a = value * b
    elif kind == 1:
        b = (
            Fraction(pick(rng, (1, 2, 5)), 10)
            if rng.random() < 0.5
            else Fraction(pick(rng, (2, 4, 5, 25)), 100)
        )
        value = Fraction(rng.randint(2, (40, 40, 400)[rank]))  # hard: quotients in the hundreds
        a = value * b
        if a.denominator != 1 and (a * 100).denominator != 1:
            a = Fraction(round(a * 100), 100)
            value = a / b
    else:
        b = Fraction(rng.randint(2, 9), 10)
        value = Fraction(rng.randint(11, 99), 10)
        a = value * b
    if story and a == 1:  # a story's amount is never exactly 1 ("1 liters")
        value += 1
        a = value * b
    check = "Check by multiplying: quotient × divisor = dividend."
    wrong = [
        mis(dec(value * 10), "put-the-point-in-the-wrong-place", check),
        mis(dec(value / 10), "put-the-point-in-the-wrong-place", check),
        mis(dec(a * b), "multiplied-instead-of-divided", "Divide the numbers."),
    ]
    steps = f"{dec(a)} ÷ {dec(b)} = {dec(value)}. Check: {dec(value)} × {dec(b)} = {dec(a)}."
    return a, b, value, "÷", wrong, steps


OPERATIONS = {"add": _add_subtract, "subtract": _add_subtract, "multiply": _multiply, "divide": _divide}


class DecimalOpsParams(many_of(OPERATIONS, "ops")):
    story: bool = False


def _story(op: str, who: str, a: Fraction, b: Fraction, value: Fraction) -> str:
    stories = load_bank("math", "nbt-decimal-operations")
    if op == "multiply" and b.denominator != 1:
        template = stories["multiplyByDecimal"]
    elif op == "divide":
        template = stories["divideIntoGroups" if value.denominator == 1 and b < a else "divideIntoParts"]
    else:
        template = stories[op]
    return template.format(who=who, a=dec(a), b=dec(b))


_BANDS = "every number drawn from its range's band (easy the lower 60 %, medium the middle 60 %, hard the upper half), and the ranges grow: sums to 9.99, 29.99, 99.99; past easy, products and quotients of two decimals too (hard quotients by a decimal in the hundreds), and hard wrong products and quotients are decimal-point slips"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=DecimalOpsParams, levels=Levels("size", _BANDS))
def decimal_operations(ctx: GenerationContext) -> Draft:
    p: DecimalOpsParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    op = pick(rng, p.ops)
    a, b, value, sym, wrong, steps = OPERATIONS[op](Banded(rng, ctx.level), rank, op, p.story)
    if ctx.level is DifficultyLevel.HARD and sym in "×÷":  # hard: the wrong answers are point slips
        wrong = [w for w in wrong if w.name == "put-the-point-in-the-wrong-place"]
    answer = dec(value)
    expr = f"{dec(a)} {sym} {dec(b)}"
    if p.story:
        prompt = _story(op, name(rng), a, b, value)
        fill = prompt.rsplit(". ", 1)[0] + f". The answer to {expr} is ___."
    else:
        prompt = f"What is {expr}?"
        fill = f"{expr} = ___."
    task = "word-problem" if p.story else "compute"
    q = Asked(prompt, answer, steps, wrong, fill, f"decop:{expr}").question(
        arithmetic=arith(a, sym, b, f"{expr} = ___", displays=(dec(a), dec(b))),
        features=features(task, 2, len(answer), "text" if p.story else "symbolic"),
    )
    return finish(ctx, q)
