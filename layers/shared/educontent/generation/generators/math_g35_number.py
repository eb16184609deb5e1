"""Grade 5 operations and number: expressions with parentheses, brackets and braces (5.OA.A.1-2),
two numerical patterns and their ordered pairs (5.OA.B.3), place value and powers of ten
(5.NBT.A.1-2), reading, writing, comparing and rounding decimals (5.NBT.A.3-4), multi-digit
multiplication and division (5.NBT.B.5-6) and decimal arithmetic to hundredths (5.NBT.B.7)."""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw.svg import number_line
from educontent.generation.generators import _g35_svg as draw
from educontent.generation.generators._g35_common import (
    arith,
    clean,
    diagram,
    features,
    finish,
    mis,
    name,
    pick,
    table,
)
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, Misconception
from educontent.generation.numbers import fmt_decimal
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}


def dec(value: Fraction | int) -> str:
    return fmt_decimal(Fraction(value))


def commas(n: int) -> str:
    return f"{n:,}"


# ---- expressions ------------------------------------------------------------------------------------


class ExpressionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["evaluate", "nested", "write", "interpret"]


def _left_to_right(tokens: list[str]) -> Fraction:
    """The value when every grouping symbol is ignored and operations are done left to right."""
    nums = [Fraction(t) for t in tokens if t[0].isdigit()]
    ops = [t for t in tokens if t in "+-×÷"]
    value = nums[0]
    for op, n in zip(ops, nums[1:], strict=True):
        value = {"+": value + n, "-": value - n, "×": value * n, "÷": value / n if n else value}[op]
    return value


def _tokens(expr: str) -> list[str]:
    return [
        t
        for t in expr.replace("(", " ")
        .replace(")", " ")
        .replace("[", " ")
        .replace("]", " ")
        .replace("{", " ")
        .replace("}", " ")
        .split()
        if t
    ]


def _expression(rng: random.Random, mode: str, rank: int) -> tuple[str, Fraction, str]:
    """An expression, its value and worked steps."""
    hi = (9, 12, 20)[rank]
    a, b, c, d = (rng.randint(2, hi) for _ in range(4))
    if mode == "evaluate":
        kind = rng.randrange(5)
        if kind == 0:
            return (
                f"{a} × ({b} + {c})",
                Fraction(a * (b + c)),
                f"Parentheses first: {b} + {c} = {b + c}. Then {a} × {b + c} = {a * (b + c)}.",
            )
        if kind == 1:
            return (
                f"({a} + {b}) × {c}",
                Fraction((a + b) * c),
                f"Parentheses first: {a} + {b} = {a + b}. Then {a + b} × {c} = {(a + b) * c}.",
            )
        if kind == 2:
            big = b + c + a
            return (
                f"{big} - ({b} + {c})",
                Fraction(big - b - c),
                f"Parentheses first: {b} + {c} = {b + c}. Then {big} - {b + c} = {big - b - c}.",
            )
        if kind == 3:
            total = (a + b) * c
            return (
                f"({total} - {a * c}) ÷ {c}",
                Fraction(b),
                f"Parentheses first: {total} - {a * c} = {total - a * c}. Then {total - a * c} ÷ {c} = {b}.",
            )
        return (
            f"{a} + {b} × ({c} - {min(c, d) - 1})",
            Fraction(a + b * (c - min(c, d) + 1)),
            (
                f"Parentheses first: {c} - {min(c, d) - 1} = {c - min(c, d) + 1}. Multiply before adding: {b} × {c - min(c, d) + 1} = "
                f"{b * (c - min(c, d) + 1)}. Then {a} + {b * (c - min(c, d) + 1)} = {a + b * (c - min(c, d) + 1)}."
            ),
        )
    kind = rng.randrange(4)
    if kind == 0:
        inner = b * c
        return f"[{a} + ({b} × {c})] - {d}", Fraction(a + inner - d), ""
    if kind == 1:
        return f"{a} × [{b} + ({c} - {min(c, d) - 1})]", Fraction(a * (b + c - min(c, d) + 1)), ""
    if kind == 2:
        return f"{{{a} + [{b} × ({c} + {d})]}} - {a}", Fraction(b * (c + d)), ""
    return f"2 × {{[{a} + {b}] × {c}}}", Fraction(2 * (a + b) * c), ""


def _nested_steps(expr: str) -> str:
    return "Work from the inside out: first the parentheses ( ), then the brackets [ ], then the braces { }, then what is left."


WORD_TEMPLATES = (
    ("add {a} and {b}, then multiply by {c}", "({a} + {b}) × {c}", lambda a, b, c: (a + b) * c),
    ("subtract {b} from {a}, then multiply by {c}", "({a} - {b}) × {c}", lambda a, b, c: (a - b) * c),
    ("multiply {a} by {b}, then add {c}", "{a} × {b} + {c}", lambda a, b, c: a * b + c),
    ("add {a} and {b}, then divide by {c}", "({a} + {b}) ÷ {c}", lambda a, b, c: Fraction(a + b, c)),
    ("{c} times the sum of {a} and {b}", "{c} × ({a} + {b})", lambda a, b, c: c * (a + b)),
    ("double the difference of {a} and {b}", "2 × ({a} - {b})", lambda a, b, c: 2 * (a - b)),
)


@generator("math.g35.expression", content_types=BASIC, params=ExpressionParams)
def expression(ctx: GenerationContext) -> Draft:
    p: ExpressionParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode in ("evaluate", "nested"):
        for _ in range(50):
            expr, _claimed, steps = _expression(rng, p.mode, rank)
            value = _safe_eval(expr)
            if value >= 0 and value.denominator == 1:
                break
        if p.mode == "nested":
            steps = _nested_steps(expr) + f" The value is {value}."
        answer = str(value)
        naive = _left_to_right(_tokens(expr))
        wrong = [
            mis(
                str(naive) if naive >= 0 and naive.denominator == 1 else str(value + 10),
                "ignored-the-grouping-symbols",
                "Do what is inside the grouping symbols first.",
            ),
            mis(str(value + 1), "computation-slip", "Recheck each step."),
            mis(str(value * 2) if value else "1", "did-an-operation-twice", "Use each number only once."),
        ]
        q = MathQuestion(
            prompt=f"What is the value of {expr}?",
            answer_display=answer,
            answer_value=int(value),
            explanation=steps,
            misconceptions=clean(answer, wrong),
            fill_text=f"{expr} = ___.",
            features=features("compute", 3, len(answer), "symbolic"),
            key=f"expr:{expr}",
        )
        return finish(ctx, q)
    if p.mode == "write":
        for _ in range(30):
            words, form, fn = pick(rng, WORD_TEMPLATES[: (3, 5, 6)[rank]])
            a, b, c = rng.randint(5, 20), rng.randint(2, 9), rng.randint(2, 9)
            if a <= b:
                a, b = b + a, b
            if "divide" in words and (a + b) % c:
                continue
            break
        answer = form.format(a=a, b=b, c=c)
        words = words.format(a=a, b=b, c=c)
        value = Fraction(fn(a, b, c))
        candidates = [
            (
                "{a} + {b} × {c}",
                "forgot-the-parentheses",
                "Without parentheses the multiplication would be done first.",
            ),
            ("{a} × {b} + {c}", "changed-the-operations", "Follow the words: which operation comes first?"),
            ("{a} + ({b} × {c})", "grouped-the-wrong-numbers", "Group the numbers that are combined first."),
            ("({a} + {b}) × {c}", "grouped-the-wrong-numbers", "Group the numbers that are combined first."),
            (
                "{a} - {b} × {c}",
                "forgot-the-parentheses",
                "Without parentheses the multiplication would be done first.",
            ),
            (
                "{c} × {a} + {b}",
                "forgot-the-parentheses",
                "The whole sum must be multiplied, so it needs parentheses.",
            ),
            ("2 × {a} - {b}", "forgot-the-parentheses", "Double the whole difference: use parentheses."),
            (
                "{a} + {b} ÷ {c}",
                "forgot-the-parentheses",
                "The whole sum is divided, so it needs parentheses.",
            ),
        ]
        wrong = []
        for f, n, r in candidates:
            text = f.format(a=a, b=b, c=c)
            if text != answer and _safe_eval(text) != value:
                wrong.append(mis(text, n, r))
        rng.shuffle(wrong)
        q = MathQuestion(
            prompt=f"Which expression means “{words}”?",
            answer_display=answer,
            explanation=f"Write the first step inside parentheses when it must happen first, then the next step: {answer}.",
            misconceptions=clean(answer, wrong),
            fill_text=f"An expression for “{words}” is ___.",
            answer_format="expression",
            features=features("represent", 2, 2, "text"),
            key=f"write:{answer}",
        )
        return finish(ctx, q)
    # interpret: how many times as large, without computing
    k = rng.randint(2, (5, 9, 12)[rank])
    x, y = rng.randint(100, (999, 9999, 99999)[rank]), rng.randint(10, 999)
    op = pick(rng, ("+", "-"))
    if op == "-" and y > x:
        x, y = y, x
    inner = f"{commas(x)} {op} {commas(y)}"
    value = x + y if op == "+" else x - y
    wrong = [
        mis(
            commas(value),
            "computed-the-expression",
            f"The question asks how many times as large, not the value of {inner}.",
        ),
        mis(str(k + 1), "miscounted-the-factor", f"The expression multiplies by {k}."),
        mis(
            commas(k * value),
            "computed-the-whole-expression",
            "Compare the two expressions instead of computing them.",
        ),
    ]
    q = MathQuestion(
        prompt=f"Without calculating, how many times as large is {k} × ({inner}) as {inner}?",
        answer_display=str(k),
        answer_value=k,
        explanation=f"{k} × ({inner}) means {k} groups of ({inner}), so it is {k} times as large, whatever the sum or difference is.",
        misconceptions=clean(str(k), wrong),
        fill_text=f"Without calculating, the number of times {k} × ({inner}) is as large as {inner} is ___.",
        features=features("reason", 1, 3, "symbolic"),
        key=f"interp:{k}:{inner}",
    )
    return finish(ctx, q)


def _safe_eval(expr: str) -> Fraction:
    """Evaluate +, -, ×, ÷ with grouping symbols exactly (a tiny recursive-descent parser)."""
    text = expr.replace("[", "(").replace("]", ")").replace("{", "(").replace("}", ")").replace(",", "")
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    pos = 0

    def atom() -> Fraction:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            v = total()
            pos += 1
            return v
        return Fraction(tok)

    def term() -> Fraction:
        nonlocal pos
        v = atom()
        while pos < len(tokens) and tokens[pos] in ("×", "÷"):
            op = tokens[pos]
            pos += 1
            w = atom()
            v = v * w if op == "×" else v / w
        return v

    def total() -> Fraction:
        nonlocal pos
        v = term()
        while pos < len(tokens) and tokens[pos] in ("+", "-"):
            op = tokens[pos]
            pos += 1
            w = term()
            v = v + w if op == "+" else v - w
        return v

    return total()


# ---- two numerical patterns -------------------------------------------------------------------------


class PatternParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["table", "relationship", "pairs"]


@generator("math.g35.patterns", content_types=BASIC | {T.DATA_TABLE, T.DIAGRAM}, params=PatternParams)
def patterns(ctx: GenerationContext) -> Draft:
    p: PatternParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    a = rng.randint(1, (3, 5, 8)[rank])
    k = rng.randint(2, (3, 4, 6)[rank])
    b = a * k
    rules = f"Pattern A starts at 0 and adds {a} each time. Pattern B starts at 0 and adds {b} each time."
    terms = 6
    seq_a = [a * i for i in range(terms)]
    seq_b = [b * i for i in range(terms)]
    if p.mode == "table":
        miss = rng.randrange(2, terms)
        col = rng.randrange(2)
        answer = (seq_a if col == 0 else seq_b)[miss]
        rows: list[list[str | int]] = [[i + 1, seq_a[i], seq_b[i]] for i in range(terms)]
        rows[miss][1 + col] = "?"
        step = a if col == 0 else b
        which = "A" if col == 0 else "B"
        wrong = [
            mis(str(answer + step), "skipped-a-term", "Count the terms carefully."),
            mis(str((seq_b if col == 0 else seq_a)[miss]), "used-the-other-pattern", f"Use pattern {which}."),
            mis(str(answer - step), "one-term-too-few", "Add the rule once more."),
        ]
        q = MathQuestion(
            prompt=f"{rules} What is term {miss + 1} of pattern {which}?",
            answer_display=str(answer),
            answer_value=answer,
            explanation=f"Pattern {which} adds {step} each time: "
            + ", ".join(str(x) for x in (seq_a if col == 0 else seq_b)[: miss + 1])
            + f". Term {miss + 1} is {answer}.",
            misconceptions=clean(str(answer), wrong),
            fill_text=f"{rules} Term {miss + 1} of pattern {which} is ___.",
            table=table(
                "Two patterns",
                ["Term", f"Pattern A (add {a})", f"Pattern B (add {b})"],
                rows,
                "Both patterns start at 0. What number goes where the ? is?",
            ),
            features=features("represent", 2, 2, "table"),
            key=f"ptable:{a}:{b}:{miss}:{col}",
        )
        return finish(ctx, q)
    if p.mode == "relationship":
        wrong = [
            mis(
                str(b - a),
                "subtracted-the-rules",
                f"Compare matching terms, like {seq_a[2]} and {seq_b[2]}: how many times as large?",
            ),
            mis(str(b), "gave-the-rule", "Compare the terms, not the rule alone."),
            mis(str(k + 1), "miscounted", f"Check: {seq_a[3]} × {k + 1} is not {seq_b[3]}."),
        ]
        q = MathQuestion(
            prompt=f"{rules} Each term of pattern B is how many times the matching term of pattern A?",
            answer_display=str(k),
            answer_value=k,
            explanation=f"Pattern A: {', '.join(map(str, seq_a[:5]))}. Pattern B: {', '.join(map(str, seq_b[:5]))}. "
            f"Each B term is {k} times the A term, for example {seq_a[2]} × {k} = {seq_b[2]}.",
            misconceptions=clean(str(k), wrong),
            fill_text=f"{rules} The number of times each pattern B term is as large as the matching pattern A term is ___.",
            table=table(
                "Two patterns",
                ["Term", f"Pattern A (add {a})", f"Pattern B (add {b})"],
                [[i + 1, seq_a[i], seq_b[i]] for i in range(5)],
                "Each term of pattern B is how many times the matching term of pattern A?",
            ),
            features=features("reason", 2, 2, "table"),
            key=f"prel:{a}:{b}",
        )
        return finish(ctx, q)
    shown = 3
    high = max(seq_a[shown], seq_b[shown])
    high = max(10, -(-high // 5) * 5) if high <= 50 else -(-high // 50) * 50
    svg = draw.quadrant_one(
        [(seq_a[i], seq_b[i], "") for i in range(shown)],
        high,
        title="Ordered pairs from two patterns",
        desc=f"A coordinate grid from 0 to {high}. The points plotted are "
        + ", ".join(f"({seq_a[i]}, {seq_b[i]})" for i in range(shown))
        + ": pattern A terms are the x-coordinates and pattern B terms are the y-coordinates.",
    )
    nx, ny = seq_a[shown], seq_b[shown]
    answer = f"({nx}, {ny})"
    wrong = [
        mis(
            f"({ny}, {nx})",
            "swapped-x-and-y",
            "Pattern A gives the first number (x) and pattern B the second (y).",
        ),
        mis(f"({nx}, {ny - b + a})", "used-one-rule-for-both", f"Pattern B adds {b}, not {a}."),
        mis(
            f"({nx + a}, {ny + b})",
            "skipped-a-term",
            "The next pair comes right after the last plotted point.",
        ),
    ]
    q = MathQuestion(
        prompt=f"{rules} The first terms of the patterns are paired as (A, B) and plotted. What is the next ordered pair?",
        answer_display=answer,
        explanation="The plotted pairs are "
        + ", ".join(f"({seq_a[i]}, {seq_b[i]})" for i in range(shown))
        + f". The next terms are {nx} in A and {ny} in B, so the next pair is {answer}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"{rules} Pairing the terms as (A, B), the ordered pair after "
        + ", ".join(f"({seq_a[i]}, {seq_b[i]})" for i in range(shown))
        + " is ___.",
        diagram=diagram("coordinate-plane", svg),
        answer_format="text",
        features=features("represent", 3, 2, "visual"),
        key=f"ppairs:{a}:{b}",
    )
    return finish(ctx, q)


# ---- place value and powers of ten ---------------------------------------------------------------------

PLACES = {
    3: "thousands",
    2: "hundreds",
    1: "tens",
    0: "ones",
    -1: "tenths",
    -2: "hundredths",
    -3: "thousandths",
}


class PlaceValueParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["times", "digit-value"]


def _number_with(rng: random.Random, places: dict[int, int], low: int, high: int, avoid: int = -1) -> Decimal:
    pool = [x for x in range(10) if x != avoid]
    digits = {e: pick(rng, pool) for e in range(low, high + 1)}
    digits.update(places)
    if digits[high] == 0:
        digits[high] = pick(rng, [x for x in pool if x])
    return sum((Decimal(d) * Decimal(10) ** e for e, d in digits.items()), Decimal(0))


def show_decimal(value: Decimal, places: int) -> str:
    text = f"{value:.{max(places, 0)}f}"
    whole, _, frac = text.partition(".")
    whole = f"{int(whole):,}"
    return whole + ("." + frac if frac else "")


@generator("math.g35.place-value", content_types=BASIC, params=PlaceValueParams)
def place_value(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    low = (0, -2, -3)[rank]
    high = (3, 2, 3)[rank]
    if p.mode == "times":
        e1 = rng.randint(low + 1, high)
        gap = 1 if rank < 2 else rng.randint(1, 2)
        e2 = max(low, e1 - gap)
        d = rng.randint(1, 9)
        number = _number_with(rng, {e1: d, e2: d}, low, high)
        flip = rng.random() < 0.3
        big, small = (e2, e1) if flip else (e1, e2)
        ratio = Fraction(10) ** (big - small)
        answer = dec(ratio) if ratio.denominator != 1 else str(ratio)
        text = show_decimal(number, -low)
        wrong = [
            mis("1", "same-digit-same-value", "The same digit in a different place has a different value."),
            mis(
                dec(1 / ratio) if ratio != 1 else "10",
                "reversed-the-comparison",
                "Each place to the left is worth 10 times as much.",
            ),
            mis(
                str(10 * ratio) if ratio.denominator == 1 else dec(ratio / 10),
                "counted-too-many-places",
                "Count how many places apart the digits are.",
            ),
        ]
        q = MathQuestion(
            prompt=f"In {text}, the value of the {d} in the {PLACES[big]} place is how many times the value of the {d} in the {PLACES[small]} place?",
            answer_display=answer,
            answer_value=answer,
            explanation=f"The {d} in the {PLACES[big]} place is worth {dec(Fraction(d) * Fraction(10) ** big)} and the {d} in the "
            f"{PLACES[small]} place is worth {dec(Fraction(d) * Fraction(10) ** small)}. {dec(Fraction(d) * Fraction(10) ** big)} is {answer} times "
            f"{dec(Fraction(d) * Fraction(10) ** small)}: each place is 10 times the place to its right and 1/10 of the place to its left.",
            misconceptions=clean(answer, wrong),
            fill_text=f"In {text}, the number of times the value of the {d} in the {PLACES[big]} place is the value of the {d} in the {PLACES[small]} place is ___.",
            features=features("reason", 2, len(text), "symbolic"),
            key=f"times:{text}:{big}:{small}",
        )
        return finish(ctx, q)
    e = rng.randint(low, high)
    d = rng.randint(1, 9)
    number = _number_with(rng, {e: d}, low, high, avoid=d)
    text = show_decimal(number, -low)
    value = Fraction(d) * Fraction(10) ** e
    answer = dec(value)
    wrong = [
        mis(str(d), "gave-the-digit", "The value depends on the place of the digit."),
        mis(dec(value * 10), "one-place-too-far-left", f"The digit is in the {PLACES[e]} place."),
        mis(dec(value / 10), "one-place-too-far-right", f"The digit is in the {PLACES[e]} place."),
    ]
    q = MathQuestion(
        prompt=f"What is the value of the digit {d} in {text}?",
        answer_display=answer,
        answer_value=answer,
        explanation=f"The {d} is in the {PLACES[e]} place, so its value is {d} × {dec(Fraction(10) ** e)} = {answer}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"The value of the digit {d} in {text} is ___.",
        features=features("identify", 1, len(text), "symbolic"),
        key=f"digit:{text}:{d}",
    )
    return finish(ctx, q)


SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class PowersParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["exponent", "whole", "decimal-multiply", "decimal-divide"]


@generator("math.g35.powers-of-ten", content_types=BASIC | {T.ARITHMETIC}, params=PowersParams)
def powers_of_ten(ctx: GenerationContext) -> Draft:
    p: PowersParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    k = rng.randint(1, (3, 4, 6)[rank])
    power = 10**k
    ptext = f"10{str(k).translate(SUPERSCRIPT)}"
    if p.mode == "exponent":
        answer = commas(power)
        wrong = [
            mis(
                str(10 * k),
                "multiplied-10-by-the-exponent",
                f"10{str(k).translate(SUPERSCRIPT)} means {k} tens multiplied together, not 10 × {k}.",
            ),
            mis(
                commas(power // 10) if k > 1 else "1",
                "one-zero-too-few",
                f"The exponent {k} means {k} zeros.",
            ),
            mis(commas(power * 10), "one-zero-too-many", f"The exponent {k} means {k} zeros."),
        ]
        q = MathQuestion(
            prompt=f"What is {ptext} written as a whole number?",
            answer_display=answer,
            answer_value=power,
            explanation=f"{ptext} = " + " × ".join(["10"] * k) + f" = {answer}: a 1 followed by {k} zeros.",
            misconceptions=clean(answer, wrong),
            fill_text=f"{ptext} = ___.",
            features=features("recall", 1, k + 1, "symbolic"),
            key=f"exp:{k}",
        )
        return finish(ctx, q)
    if p.mode == "whole":
        n = rng.randint(2, (99, 999, 999)[rank])
        value = Fraction(n * power)
        shown = (str(n), ptext)
        op = "×"
        expl = f"Multiplying by {ptext} moves every digit {k} place{'s' if k > 1 else ''} to the left: write {k} zero{'s' if k > 1 else ''} after {n}."
        a_num: Fraction = Fraction(n)
        wrong_vals = [
            (
                Fraction(n * 10 * k),
                "multiplied-by-10-times-the-exponent",
                f"{ptext} is {commas(power)}, not {10 * k}.",
            ),
            (value / 10, "one-zero-too-few", f"Write {k} zeros."),
            (value * 10, "one-zero-too-many", f"Write {k} zeros."),
        ]
    else:
        places = (1, 2, 2)[rank]
        a_num = Fraction(rng.randint(11, 10 ** (places + 2) - 1), 10**places)
        if a_num.denominator == 1:
            a_num += Fraction(1, 10)
        k = rng.randint(1, (2, 3, 3)[rank])
        power = 10**k
        ptext = f"10{str(k).translate(SUPERSCRIPT)}"
        shown = (dec(a_num), ptext)
        if p.mode == "decimal-multiply":
            op = "×"
            value = a_num * power
            expl = f"Multiplying by {ptext} moves the decimal point {k} place{'s' if k > 1 else ''} to the right: {dec(a_num)} × {commas(power)} = {dec(value)}."
            wrong_vals = [
                (a_num * power / 10, "moved-the-point-too-few-places", f"Move {k} places."),
                (a_num * power * 10, "moved-the-point-too-many-places", f"Move {k} places."),
                (
                    a_num / power,
                    "moved-the-point-the-wrong-way",
                    "Multiplying by 10s makes the number greater.",
                ),
            ]
        else:
            op = "÷"
            value = a_num / power
            expl = f"Dividing by {ptext} moves the decimal point {k} place{'s' if k > 1 else ''} to the left: {dec(a_num)} ÷ {commas(power)} = {dec(value)}."
            wrong_vals = [
                (value * 10, "moved-the-point-too-few-places", f"Move {k} places."),
                (value / 10, "moved-the-point-too-many-places", f"Move {k} places."),
                (a_num * power, "moved-the-point-the-wrong-way", "Dividing by 10s makes the number smaller."),
            ]
    answer = dec(value) if value.denominator != 1 else commas(int(value))
    wrong = [mis(dec(w) if w.denominator != 1 else commas(int(w)), n_, r) for w, n_, r in wrong_vals]
    q = MathQuestion(
        prompt=f"What is {shown[0]} {op} {shown[1]}?",
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        explanation=expl,
        misconceptions=clean(answer, wrong),
        fill_text=f"{shown[0]} {op} {shown[1]} = ___.",
        arithmetic=arith(a_num, op, power, f"{shown[0]} {op} {shown[1]} = ___", displays=shown),
        features=features("compute", 1, len(answer), "symbolic"),
        key=f"pow:{p.mode}:{shown}",
    )
    return finish(ctx, q)


# ---- reading, writing, comparing and rounding decimals -------------------------------------------------

ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")  # fmt: skip
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n: int) -> str:
    """0-999 in words."""
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    rest = n % 100
    return ONES[n // 100] + " hundred" + (" " + words(rest) if rest else "")


def decimal_words(whole: int, frac: int, places: int) -> str:
    unit = {1: "tenth", 2: "hundredth", 3: "thousandth"}[places]
    part = f"{words(frac)} {unit}{'s' if frac != 1 else ''}"
    return part if whole == 0 else f"{words(whole)} and {part}"


class DecimalFormParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["expanded", "to-words", "from-words"]


@generator("math.g35.decimal-forms", content_types=BASIC, params=DecimalFormParams)
def decimal_forms(ctx: GenerationContext) -> Draft:
    p: DecimalFormParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    places = (2, 3, 3)[rank] if p.mode == "expanded" else (1, 2, 3)[rank]
    whole = rng.randint(0, (9, 99, 999)[rank])
    frac = rng.randint(1, 10**places - 1)
    if frac % 10 == 0 and places > 1:
        frac += 1
    value = Fraction(whole) + Fraction(frac, 10**places)
    text = f"{whole}.{frac:0{places}d}"
    if p.mode == "expanded":
        digits = [
            (int(ch), e)
            for ch, e in zip(text.replace(".", ""), range(len(str(whole)) - 1, -places - 1, -1), strict=True)
        ]
        terms = [_term(d, e) for d, e in digits if d]
        answer = " + ".join(terms)
        wrong = [
            mis(
                " + ".join(_term(d, e - 1 if e < 0 else e) for d, e in digits if d),
                "shifted-the-decimal-places",
                "The first place after the decimal point is tenths (1/10).",
            ),
            mis(
                " + ".join(_term(d, e if e >= 0 else -e - 1) for d, e in digits if d),
                "treated-decimal-digits-as-whole-numbers",
                "Digits after the decimal point are worth less than 1.",
            ),
            mis(
                " + ".join(_term(d, e + 1) for d, e in digits if d),
                "every-place-one-too-big",
                "Start from the ones place just left of the decimal point.",
            ),
        ]
        wrong = [m for m in wrong if _safe_eval(m.display) != value]
        q = MathQuestion(
            prompt=f"Which is the expanded form of {text}?",
            answer_display=answer,
            explanation="Write each digit times its place value: " + answer + f" = {text}.",
            misconceptions=clean(answer, wrong),
            fill_text=f"The expanded form of {text} is ___.",
            answer_format="expression",
            features=features("represent", 2, len(text), "symbolic"),
            key=f"expanded:{text}",
        )
        return finish(ctx, q)
    said = decimal_words(whole, frac, places)
    if p.mode == "to-words":
        other = {1: 2, 2: 1, 3: 2}[places]
        wrong = [
            mis(
                decimal_words(whole, frac, other)
                if frac < 10**other
                else decimal_words(whole, frac, 3 if places != 3 else 2),
                "named-the-wrong-place",
                f"The last digit is in the {('tenths', 'hundredths', 'thousandths')[places - 1]} place.",
            ),
            mis(
                words(whole * 10**places + frac)
                if whole * 10**places + frac < 1000
                else f"{words(whole)} point {' '.join(ONES[int(c)] for c in f'{frac:0{places}d}')}",
                "ignored-the-decimal-point",
                "Say 'and' for the decimal point, then name the decimal part with its place.",
            ),
            mis(
                decimal_words(whole + 1, frac, places) if whole else decimal_words(1, frac, places),
                "misread-the-whole-number",
                f"The whole number part is {whole}.",
            ),
        ]
        q = MathQuestion(
            prompt=f"How do you write {text} in words?",
            answer_display=said,
            explanation=f"Read the whole number, say 'and' for the decimal point, then read {frac} and name the last place: {said}.",
            misconceptions=clean(said, wrong),
            fill_text=f"In words, {text} is ___.",
            answer_format="text",
            features=features("represent", 1, len(text), "text"),
            key=f"towords:{text}",
        )
        return finish(ctx, q)
    answer = text
    wrong = [
        mis(f"{whole}.{frac}", "left-out-placeholder-zeros", "The last digit must land in the named place."),
        mis(f"{whole}{frac:0{places}d}", "ignored-the-decimal-point", "'and' marks the decimal point."),
        mis(
            f"{whole}.0{frac:0{places}d}",
            "put-the-digits-in-the-wrong-places",
            "Count the places after the decimal point.",
        ),
        mis(
            f"{whole + 1}.{frac:0{places}d}", "misread-the-whole-number", f"The whole number part is {whole}."
        ),
    ]
    q = MathQuestion(
        prompt=f"Write “{said}” as a decimal.",
        answer_display=answer,
        answer_value=answer,
        explanation=f"The whole number is {whole}. The decimal part {('tenths', 'hundredths', 'thousandths')[places - 1]} needs {places} digit{'s' if places > 1 else ''} after the point: {answer}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"As a decimal, “{said}” is ___.",
        features=features("represent", 1, len(text), "text"),
        key=f"fromwords:{text}",
    )
    return finish(ctx, q)


def _term(d: int, e: int) -> str:
    if e >= 0:
        return f"{d} × {10**e:,}".replace(",", "")
    return f"{d} × (1/{10 ** (-e)})"


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["symbol", "greatest"]


def _close_decimals(rng: random.Random, rank: int) -> tuple[Fraction, Fraction]:
    whole = rng.randint(0, (9, 20, 99)[rank])
    p1, p2 = rng.randint(1, 3), rng.randint(1, 3)
    a = Fraction(whole) + Fraction(rng.randint(1, 10**p1 - 1), 10**p1)
    b = Fraction(whole) + Fraction(rng.randint(1, 10**p2 - 1), 10**p2)
    if rng.random() < 0.15:
        b = a
    return a, b


@generator("math.g35.compare-decimals", content_types=BASIC, params=CompareParams)
def compare_decimals(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "symbol":
        a, b = _close_decimals(rng, rank)
        sa, sb = dec(a), dec(b)
        if a == b and rng.random() < 0.5:
            sb = sb + "0"  # 0.5 and 0.50
        answer = ">" if a > b else "<" if a < b else "="
        longer = ">" if len(sa) > len(sb) else "<"
        wrong = [
            mis(
                longer if longer != answer else ("=" if answer != "=" else ">"),
                "thought-more-digits-means-greater",
                "Compare place by place from the left, not by how many digits there are.",
            ),
            mis(
                "<" if answer == ">" else ">",
                "compared-the-wrong-way",
                "The symbol opens toward the greater number.",
            ),
            mis(
                "=" if answer != "=" else "<",
                "thought-they-are-equal",
                "Compare each place: tenths, then hundredths, then thousandths.",
            ),
        ]
        explanation = f"Line up the places: {sa} and {sb}. Compare from the left; the first place that differs decides. So {sa} {answer} {sb}."
        q = MathQuestion(
            prompt=f"Which symbol makes this true: {sa} ___ {sb}? Choose >, < or =.",
            answer_display=answer,
            explanation=explanation,
            misconceptions=clean(answer, wrong),
            fill_text=f"{sa} ___ {sb}",
            answer_format="text",
            features=features("compare", 2, len(sa), "symbolic"),
            key=f"cmp:{sa}:{sb}",
        )
        return finish(ctx, q)
    whole = rng.randint(0, (5, 20, 50)[rank])
    base = [Fraction(whole) + Fraction(rng.randint(1, 999), 1000) for _ in range(4)]
    # make one with fewer digits tempting
    base[1] = Fraction(whole) + Fraction(rng.randint(1, 9), 10)
    base[2] = Fraction(whole) + Fraction(rng.randint(10, 99), 100)
    vals = sorted(set(base))
    while len(vals) < 4:
        vals = sorted(set(vals) | {vals[-1] + Fraction(1, 1000)})
    rng.shuffle(vals)
    texts = [dec(v) for v in vals]
    best = max(vals)
    answer = dec(best)
    longest = max(texts, key=len)
    wrong = [
        mis(
            longest if longest != answer else dec(min(vals)),
            "thought-more-digits-means-greater",
            "More digits after the point does not make a decimal greater.",
        ),
        mis(dec(min(vals)), "chose-the-least", "That is the least number."),
    ]
    wrong += [
        mis(
            t, "compared-only-the-last-digits", "Compare the tenths first, then hundredths, then thousandths."
        )
        for t in texts
        if t != answer
    ]
    q = MathQuestion(
        prompt="Which number is the greatest: " + ", ".join(texts) + "?",
        answer_display=answer,
        answer_value=answer,
        explanation=f"Compare the tenths first, then hundredths, then thousandths. The greatest is {answer}.",
        misconceptions=clean(answer, wrong),
        fill_text="Of " + ", ".join(texts) + ", the greatest number is ___.",
        features=features("compare", 2, 4, "symbolic"),
        key=f"greatest:{texts}",
    )
    return finish(ctx, q)


def _coarser(value: Decimal, e: int) -> str:
    if e > 0:
        return f"{value.quantize(Decimal(1).scaleb(-(e - 1)), rounding=ROUND_HALF_UP):.{e - 1}f}"
    return str(int((value / 10).quantize(Decimal(1), rounding=ROUND_HALF_UP)) * 10)


class RoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    places: list[Literal["whole", "tenth", "hundredth"]] = Field(min_length=1)


PLACE_EXP = {"whole": 0, "tenth": 1, "hundredth": 2}


@generator("math.g35.round-decimals", content_types=BASIC | {T.DIAGRAM}, params=RoundParams)
def round_decimals(ctx: GenerationContext) -> Draft:
    p: RoundParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    place = pick(rng, p.places)
    e = PLACE_EXP[place]
    digits = e + rng.randint(1, 2)
    whole = rng.randint(0, (9, 50, 200)[rank])
    frac = rng.randint(1, 10**digits - 1)
    value = Decimal(whole) + Decimal(frac) / Decimal(10**digits)
    quant = Decimal(1).scaleb(-e)
    rounded = value.quantize(quant, rounding=ROUND_HALF_UP)
    down = value.quantize(quant, rounding="ROUND_DOWN")
    text = f"{value:.{digits}f}"
    answer = f"{rounded:.{e}f}"
    up = down + quant
    if down == value:
        down, up = down - quant, down
    wrong = [
        mis(
            f"{down:.{e}f}" if down != rounded else f"{up:.{e}f}",
            "cut-off-the-digits" if down != rounded else "always-rounded-up",
            "Look at the digit to the right of the rounding place: 5 or more rounds up.",
        ),
        mis(
            f"{value.quantize(Decimal(1).scaleb(-(e + 1)), rounding=ROUND_HALF_UP):.{e + 1}f}",
            "rounded-to-the-wrong-place",
            f"Round to the nearest {place}.",
        ),
        mis(_coarser(value, e), "rounded-to-the-wrong-place", f"Round to the nearest {place}."),
        mis(f"{rounded + quant:.{e}f}", "moved-to-the-wrong-neighbour", f"{text} is closer to {answer}."),
        mis(f"{rounded - quant:.{e}f}", "moved-to-the-wrong-neighbour", f"{text} is closer to {answer}."),
    ]
    where = {"whole": "whole number", "tenth": "tenth", "hundredth": "hundredth"}[place]
    lo, hi = Fraction(str(down)), Fraction(str(up))
    svg = number_line(
        lo,
        hi,
        (hi - lo) / 10,
        labels={lo: f"{down:.{e}f}", hi: f"{up:.{e}f}"},
        points=[(Fraction(str(value)), "P")],
        title="Rounding on a number line",
        desc=f"A number line from {down:.{e}f} to {up:.{e}f} with ten equal steps. Point P marks {text}.",
    )
    place_name = {"whole": "ones", "tenth": "tenths", "hundredth": "hundredths"}[place]
    next_digit = text.replace(".", "")[len(str(whole)) + e]
    explanation = (
        f"{text} is between {down:.{e}f} and {up:.{e}f}. Look at the digit just after the {place_name} place: {next_digit}. "
        + ("It is 5 or more, so round up" if rounded > value else "It is less than 5, so round down")
        + f": {answer}."
    )
    q = MathQuestion(
        prompt=f"Round {text} to the nearest {where}.",
        answer_display=answer,
        answer_value=answer,
        explanation=explanation,
        misconceptions=clean(answer, [m for m in wrong if Decimal(m.display) != rounded]),
        fill_text=f"{text} rounded to the nearest {where} is ___.",
        diagram=diagram("number-line", svg),
        features=features("compute", 2, len(text), "symbolic"),
        key=f"round:{text}:{place}",
    )
    return finish(ctx, q)


# ---- multi-digit multiplication and division -----------------------------------------------------------


class MultiplyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    digits: list[tuple[int, int]] = Field(
        min_length=1, description="(digits of the first factor, digits of the second)."
    )
    story: bool = False


THINGS = (
    "boxes of pencils",
    "rows of seats",
    "crates of apples",
    "packs of stickers",
    "shelves of books",
    "bags of marbles",
)


@generator("math.g35.multiply-whole", content_types=BASIC | {T.ARITHMETIC, T.DIAGRAM}, params=MultiplyParams)
def multiply_whole(ctx: GenerationContext) -> Draft:
    p: MultiplyParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    da, db = p.digits[min(rank, len(p.digits) - 1)]
    a = rng.randint(10 ** (da - 1) + 1, 10**da - 1)
    b = rng.randint(10 ** (db - 1) + 1, 10**db - 1)
    product = a * b
    ones, rest = b % 10, b - b % 10
    wrong = [
        mis(
            commas(a * ones + a * (rest // 10)),
            "forgot-to-shift-the-partial-product",
            f"The tens digit of {b} is worth {rest}, so that partial product ends in 0.",
        ),
        mis(
            commas(product + 10 ** (len(str(product)) - 2)),
            "carrying-slip",
            "Add the regrouped digits carefully.",
        ),
        mis(
            commas(a * ones),
            "multiplied-by-the-ones-only",
            f"Multiply by the whole number {b}, not only its ones digit.",
        ),
        mis(commas(a + b), "added-instead-of-multiplied", "Multiply the factors."),
    ]
    parts = [int(ch) * 10 ** (len(str(b)) - 1 - i) for i, ch in enumerate(str(b)) if ch != "0"]
    explanation = (
        "Break the second factor into place values and multiply each part: "
        + " + ".join(f"{a} × {x} = {commas(a * x)}" for x in parts)
        + f". Add the partial products: {' + '.join(commas(a * x) for x in parts)} = {commas(product)}."
    )
    svg = draw.area_model(
        str(a),
        [str(x) for x in parts],
        [commas(a * x) for x in parts],
        [float(len(str(x))) for x in parts],
        title="An area model",
        desc=f"An area model for {a} × {b}: a rectangle {a} tall split into parts "
        + ", ".join(str(x) for x in parts)
        + " wide, with the partial products "
        + ", ".join(commas(a * x) for x in parts)
        + " inside.",
    )
    if p.story:
        thing = pick(rng, THINGS)
        unit = thing.split(" of ")[1]
        prompt = f"A school orders {b} {thing}. Each has {a} {unit}. How many {unit} is that in all?"
        fill = f"A school orders {b} {thing} with {a} {unit} in each. The number of {unit} in all is ___."
        task = "word-problem"
    else:
        prompt = f"What is {a} × {b}?"
        fill = f"{a} × {b} = ___."
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=commas(product),
        answer_value=product,
        explanation=explanation,
        misconceptions=clean(commas(product), wrong),
        fill_text=fill,
        arithmetic=ArithmeticForm(
            operand1=a, operand2=b, operator="×", expression=f"{a} × {b} = ___", display_format="vertical"
        ),
        diagram=diagram("array", svg, f"The area model shows {a} × {b}. What is the product?"),
        features=features(task, len(parts) + 1, len(str(product)), "symbolic"),  # type: ignore[arg-type]
        key=f"mul:{a}:{b}",
    )
    return finish(ctx, q)


class DivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    remainders: bool = False
    story: bool = False
    max_dividend: int = Field(default=9999, ge=100)


@generator("math.g35.divide-whole", content_types=BASIC | {T.ARITHMETIC, T.DIAGRAM}, params=DivideParams)
def divide_whole(ctx: GenerationContext) -> Draft:
    p: DivideParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    d = rng.randint(11, (25, 60, 99)[rank])
    top = min(p.max_dividend, (999, 4999, 9999)[rank])
    q_ = rng.randint(max(2, 100 // d), max(3, top // d))
    r = rng.randint(1, d - 1) if p.remainders else 0
    n = q_ * d + r
    if n > p.max_dividend:
        q_ = (p.max_dividend - r) // d
        n = q_ * d + r
    answer = f"{q_} R {r}" if p.remainders else str(q_)
    parts = [x for x in (q_ - q_ % 100, q_ % 100 - q_ % 10, q_ % 10) if x]
    svg = draw.area_model(
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
    wrong = [
        mis(
            f"{q_ + 1} R {r}" if p.remainders else str(q_ + 1),
            "estimated-a-quotient-too-big",
            f"Check: {q_ + 1} × {d} is more than {commas(n)}.",
        ),
        mis(
            f"{q_ - 1} R {r + d}" if p.remainders else str(q_ - 1),
            "remainder-bigger-than-divisor" if p.remainders else "estimated-a-quotient-too-small",
            "The remainder must be less than the divisor."
            if p.remainders
            else f"Check: {q_ - 1} × {d} leaves too much over.",
        ),
        mis(
            str(q_) if p.remainders else str(q_ * 10),
            "ignored-the-remainder" if p.remainders else "placed-a-digit-wrong",
            "Say what is left over." if p.remainders else "Check the place of each digit in the quotient.",
        ),
        mis(
            f"{q_} R {d - r}" if p.remainders else str(q_ + 10),
            "subtracted-the-remainder-wrong" if p.remainders else "partial-quotient-slip",
            "Multiply back and subtract carefully."
            if p.remainders
            else "Add the partial quotients carefully.",
        ),
    ]
    explanation = (
        "Use partial quotients: "
        + "; ".join(f"{x} × {d} = {commas(x * d)}" for x in parts)
        + f". Add the partial quotients: {' + '.join(map(str, parts))} = {q_}"
        + (f", with {commas(n)} - {commas(q_ * d)} = {r} left over." if r else ".")
        + f" Check: {q_} × {d}{f' + {r}' if r else ''} = {commas(n)}."
    )
    if p.story:
        thing = pick(rng, ("stickers", "beads", "cards", "seeds", "marbles"))
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
        misconceptions=clean(answer, wrong),
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


# ---- decimal arithmetic ------------------------------------------------------------------------------


class DecimalOpsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ops: list[Literal["add", "subtract", "multiply", "divide"]] = Field(min_length=1)
    story: bool = False


def _hundredths(rng: random.Random, lo: int, hi: int) -> Fraction:
    return Fraction(rng.randint(lo, hi), 100)


@generator("math.g35.decimal-ops", content_types=BASIC | {T.ARITHMETIC}, params=DecimalOpsParams)
def decimal_ops(ctx: GenerationContext) -> Draft:
    p: DecimalOpsParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    op = pick(rng, p.ops)
    top = (999, 2999, 9999)[rank]
    wrong: list[Misconception] = []
    if op in ("add", "subtract"):
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
        wrong.append(
            mis(
                dec(misaligned),
                "lined-up-the-last-digits",
                "Line up the decimal points, so tenths are under tenths.",
            )
        )
        wrong.append(
            mis(
                dec(value + Fraction(1, 10)), "regrouping-slip", "Regroup 10 hundredths as 1 tenth carefully."
            )
        )
        wrong.append(
            mis(dec(a - b if op == "add" else a + b), "used-the-wrong-operation", f"The sign is {sym}.")
        )
        wrong.append(
            mis(
                dec(value - Fraction(1, 10)), "regrouping-slip", "Regroup 10 hundredths as 1 tenth carefully."
            )
        )
        wrong.append(mis(dec(value + 1), "regrouping-slip", "Regroup 10 tenths as 1 one carefully."))
        steps = f"Line up the decimal points and {'add' if op == 'add' else 'subtract'} place by place: {dec(a)} {sym} {dec(b)} = {dec(value)}."
    elif op == "multiply":
        kind = rng.randrange(3) if rank else 0
        if kind == 0:
            a, b = Fraction(rng.randint(11, (99, 999, 999)[rank]), 10), Fraction(rng.randint(2, 9))
        elif kind == 1:
            a, b = _hundredths(rng, 11, 999), Fraction(rng.randint(2, 12))
        else:
            a, b = Fraction(rng.randint(11, 99), 10), Fraction(rng.randint(2, 9), 10)
        value = a * b
        places = len(dec(a).partition(".")[2]) + len(dec(b).partition(".")[2])
        sym = "×"
        raw = int(dec(a).replace(".", "")) * int(dec(b).replace(".", ""))
        wrong.append(
            mis(
                dec(Fraction(raw, 10 ** max(places - 1, 0))),
                "put-the-point-in-the-wrong-place",
                f"Count the decimal places in both factors: the product needs {places}.",
            )
        )
        wrong.append(
            mis(
                dec(Fraction(raw, 10 ** (places + 1))),
                "put-the-point-in-the-wrong-place",
                f"The product needs {places} decimal places.",
            )
        )
        wrong.append(mis(dec(a + b), "added-instead-of-multiplied", "Multiply the numbers."))
        steps = f"Multiply as whole numbers: {dec(a).replace('.', '').lstrip('0') or '0'} × {dec(b).replace('.', '').lstrip('0') or '0'} = {raw}. The factors have {places} decimal place{'s' if places != 1 else ''} in all, so {dec(a)} × {dec(b)} = {dec(value)}."
    else:
        kind = rng.randrange(3) if rank else 0
        if p.story and kind == 2:
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
            value = Fraction(rng.randint(2, 40))
            a = value * b
            if a.denominator != 1 and (a * 100).denominator != 1:
                a = Fraction(round(a * 100), 100)
                value = a / b
        else:
            b = Fraction(rng.randint(2, 9), 10)
            value = Fraction(rng.randint(11, 99), 10)
            a = value * b
        sym = "÷"
        wrong.append(
            mis(
                dec(value * 10),
                "put-the-point-in-the-wrong-place",
                "Check by multiplying: quotient × divisor = dividend.",
            )
        )
        wrong.append(
            mis(
                dec(value / 10),
                "put-the-point-in-the-wrong-place",
                "Check by multiplying: quotient × divisor = dividend.",
            )
        )
        wrong.append(mis(dec(a * b), "multiplied-instead-of-divided", "Divide the numbers."))
        steps = f"{dec(a)} ÷ {dec(b)} = {dec(value)}. Check: {dec(value)} × {dec(b)} = {dec(a)}."
    answer = dec(value)
    expr = f"{dec(a)} {sym} {dec(b)}"
    if p.story:
        who = name(rng)
        story = {
            "add": f"{who} buys fruit for ${dec(a)} and bread for ${dec(b)}. How many dollars is that in all?",
            "subtract": f"{who} has a ribbon {dec(a)} meters long and cuts off {dec(b)} meters. How many meters are left?",
            "multiply": f"One bottle holds {dec(a)} liters. How many liters do {dec(b)} bottles hold altogether?",
            "divide": f"{who} pours {dec(a)} liters of water equally into jars that hold {dec(b)} liters each. How many jars can be filled?"
            if value.denominator == 1 and b < a
            else f"{who} shares {dec(a)} kilograms of clay equally into {dec(b)} parts. How many kilograms are in each part?",
        }[op]
        if op == "multiply" and b.denominator != 1:
            story = f"A rope is {dec(a)} meters long. A shorter rope is {dec(b)} times as long. How many meters long is the shorter rope?"
        prompt = story
        fill = story.rsplit(". ", 1)[0] + f". The answer to {expr} is ___."
    else:
        prompt = f"What is {expr}?"
        fill = f"{expr} = ___."
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer,
        explanation=steps,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        arithmetic=arith(a, sym, b, f"{expr} = ___", displays=(dec(a), dec(b))),
        features=features(
            "word-problem" if p.story else "compute", 2, len(answer), "text" if p.story else "symbolic"
        ),
        key=f"decop:{expr}",
    )
    return finish(ctx, q)
