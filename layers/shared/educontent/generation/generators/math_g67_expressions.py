"""Expressions (6.EE.A, 6.EE.B.6, 7.EE.A): exponents and the order of operations, writing
expressions from words and stories, naming parts of expressions, evaluating expressions and
formulas, the distributive property, factoring, combining like terms, equivalent expressions,
and rewriting expressions in context."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    digits,
    dx,
    emit,
    fx,
    linear,
    name,
    nonzero,
    pick,
    question,
    sup,
    terminates,
    wrongs,
)
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
VARS = ("x", "y", "n", "a", "b", "m", "k", "t")


def _num(v: Fraction) -> str:
    return dx(v) if terminates(v) and v.denominator != 1 else fx(v, mixed=False)


# ---- exponents and order of operations ------------------------------------------------------------------


def _power(rng: random.Random, lvl: int) -> MathQuestion:
    if lvl == 0:
        base, exp = F(rng.randint(2, 10)), rng.randint(2, 3)
    elif lvl == 1:
        base, exp = pick(
            rng,
            (
                (F(rng.randint(2, 6)), rng.randint(3, 5)),
                (F(10), rng.randint(2, 6)),
                (F(rng.randint(11, 15)), 2),
            ),
        )
    else:
        base, exp = pick(
            rng,
            (
                (F(1, rng.randint(2, 5)), rng.randint(2, 3)),
                (F(rng.randint(2, 4), 5), 2),
                (F(rng.randint(1, 9), 10), 2),
                (F(rng.randint(11, 19), 10), 2),
            ),
        )
    value = base**exp
    shown_base = _num(base)
    shown = (
        f"({shown_base}){sup(exp)}"
        if base.denominator != 1 and not terminates(base)
        else f"{shown_base}{sup(exp)}"
    )
    answer = _num(value)
    cands = [
        (
            _num(base * exp),
            "multiplied-base-by-exponent",
            f"{shown} means {exp} factors of {shown_base} multiplied together, not {shown_base} × {exp}.",
        ),
        (
            _num(F(exp) ** int(base)) if base.denominator == 1 and base <= 6 and base != exp else "",
            "swapped-base-and-exponent",
            "The big number is the base; the small raised number tells how many times to use it.",
        ),
        (_num(base + exp), "added-base-and-exponent", "An exponent means repeated multiplication."),
        (_num(base ** (exp - 1)), "one-factor-too-few", f"Use {shown_base} as a factor {exp} times."),
    ]
    factors = " × ".join(
        [shown_base if base.denominator == 1 or terminates(base) else f"({shown_base})"] * exp
    )
    return question(
        prompt=f"What is {shown}?",
        fill=f"{shown} = ___",
        answer=answer,
        acceptable=(fx(value, mixed=False), dx(value)) if terminates(value) else (fx(value, mixed=False),),
        explanation=f"{shown} means {factors} = {answer}.",
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=_num),
        task="compute",
        steps=2,
        magnitude=digits(value),
        key=f"power:{base}:{exp}",
        standard="6.EE.A.1",
    )


def _write_power(rng: random.Random, lvl: int) -> MathQuestion:
    base = rng.randint(2, (9, 12, 20)[lvl])
    count = rng.randint(2, (4, 6, 7)[lvl])
    while count == base:
        count = rng.randint(2, (4, 6, 7)[lvl])
    product = " × ".join([str(base)] * count)
    answer = f"{base}{sup(count)}"
    cands = [
        (
            f"{count}{sup(base)}",
            "swapped-base-and-exponent",
            f"The base is the repeated factor, {base}; the exponent counts the factors, {count}.",
        ),
        (
            f"{base} × {count}",
            "wrote-a-product",
            "An exponent shows repeated multiplication; it is not the same as multiplying by the count.",
        ),
        (
            f"{base}{sup(count - 1)}",
            "counted-the-multiplication-signs",
            f"Count the factors, not the × signs: there are {count} factors.",
        ),
    ]
    return question(
        prompt=f"Write {product} using an exponent.",
        fill=f"{product} written with an exponent is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(f"{base}^{count}",),
        explanation=f"The factor {base} is used {count} times, so {product} = {answer}. The base is {base} and the exponent is {count}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="represent",
        magnitude=digits(base),
        key=f"write-power:{base}:{count}",
        standard="6.EE.A.1",
    )


def _order_of_operations(rng: random.Random, lvl: int) -> MathQuestion:
    a, b, c, d = rng.randint(2, 9), rng.randint(2, 9), rng.randint(2, 6), rng.randint(1, 9)
    kind = pick(rng, ("add-times", "square-times", "paren-minus", "square-minus", "paren-square"))
    if lvl == 0:
        kind = pick(rng, ("add-times", "paren-minus"))
    if kind == "add-times":
        text, value = f"{a} + {b} × {c}", a + b * c
        l2r, doubled = (a + b) * c, None
        steps = f"Multiply first: {b} × {c} = {b * c}. Then add: {a} + {b * c} = {value}."
    elif kind == "square-times":
        text, value = f"{a} + {b}{sup(2)} × {c}", a + b * b * c
        l2r, doubled = (a + b) ** 2 * c, a + 2 * b * c
        steps = f"Exponent first: {b}{sup(2)} = {b * b}. Multiply: {b * b} × {c} = {b * b * c}. Add: {a} + {b * b * c} = {value}."
    elif kind == "paren-minus":
        a = max(a, 2)
        text, value = f"{a} × ({b} + {c}) - {d}", a * (b + c) - d
        l2r, doubled = a * b + c - d, None
        steps = f"Parentheses first: {b} + {c} = {b + c}. Multiply: {a} × {b + c} = {a * (b + c)}. Subtract: {a * (b + c)} - {d} = {value}."
    elif kind == "square-minus":
        a = max(a, 4)
        b, c = rng.randint(1, 3), rng.randint(1, 4)
        text, value = f"{a}{sup(2)} - {b} × {c}", a * a - b * c
        l2r, doubled = (a * a - b) * c, 2 * a - b * c
        steps = f"Exponent first: {a}{sup(2)} = {a * a}. Multiply: {b} × {c} = {b * c}. Subtract: {a * a} - {b * c} = {value}."
    else:
        s = a + b
        c = pick(rng, [k for k in (2, 3, 4, 5, 6, 9) if (s * s) % k == 0] or [1])
        text, value = f"({a} + {b}){sup(2)} ÷ {c}", F(s * s, c)
        l2r, doubled = F(a + b * b, c), F(2 * s, c)
        steps = f"Parentheses first: {a} + {b} = {s}. Exponent: {s}{sup(2)} = {s * s}. Divide: {s * s} ÷ {c} = {fx(value)}."
    value = F(value)
    answer = fx(value)
    cands = [
        (
            fx(F(l2r)),
            "worked-left-to-right",
            "Follow the order of operations: parentheses, exponents, then multiply and divide, then add and subtract.",
        ),
        (
            fx(F(doubled)) if doubled is not None else "",
            "doubled-instead-of-squaring",
            "A square means multiply the number by itself, not by 2.",
        ),
        (fx(value + 10), "arithmetic-slip", "Check each step of the work."),
    ]
    return question(
        prompt=f"What is the value of {text}?",
        fill=f"{text} = ___",
        answer=answer,
        explanation=steps,
        wrong=wrongs(answer, cands, fallback=value),
        task="compute",
        steps=3,
        magnitude=digits(value),
        key=f"order:{text}",
        standard="6.EE.A.1",
    )


class ExponentParams(ModeParams):
    mode: Literal["power", "write-power", "order-of-operations"]


@generator(
    "math.g67.exponents",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=ExponentParams,
)
def exponents(ctx: GenerationContext) -> Draft:
    builder = {"power": _power, "write-power": _write_power, "order-of-operations": _order_of_operations}[
        ctx.params.mode
    ]
    return emit(ctx, builder(ctx.rng, ctx.level.rank))


# ---- words and stories to expressions ------------------------------------------------------------------------


def _words(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, VARS)
    n, m = rng.randint(2, 12), rng.randint(2, 9)
    kinds = ["more", "less", "product", "divided", "subtracted"] + (
        ["times-sum", "twice-less", "quotient"] if lvl else []
    )
    kind = pick(rng, kinds)
    if kind == "more":
        phrase, answer = f"{n} more than {v}", f"{v} + {n}"
        cands = [
            (f"{v} - {n}", "used-subtraction", '"More than" means add.'),
            (f"{n}{v}", "multiplied", '"More than" means add, not multiply.'),
            (f"{v} + {n + 1}", "changed-the-number", f"Use the number {n}."),
        ]
        alt = (f"{n} + {v}", f"{v}+{n}")
    elif kind == "less":
        phrase, answer = f"{n} less than {v}", f"{v} - {n}"
        cands = [
            (f"{n} - {v}", "reversed-the-order", f'"{n} less than {v}" starts with {v} and takes {n} away.'),
            (f"{v} + {n}", "used-addition", '"Less than" means subtract.'),
            (f"{n}{v}", "multiplied", '"Less than" means subtract.'),
        ]
        alt = (f"{v}-{n}",)
    elif kind == "product":
        phrase, answer = f"the product of {n} and {v}", f"{n}{v}"
        cands = [
            (f"{n} + {v}", "added", "A product is the answer to a multiplication."),
            (f"{v} ÷ {n}", "divided", "A product is the answer to a multiplication."),
            (f"{v} - {n}", "subtracted", "A product is the answer to a multiplication."),
        ]
        alt = (f"{n} × {v}", f"{v} × {n}", f"{n}*{v}")
    elif kind == "divided":
        phrase, answer = f"{v} divided by {n}", f"{v} ÷ {n}"
        cands = [
            (f"{n} ÷ {v}", "reversed-the-order", f"Start with {v}, then divide by {n}."),
            (f"{n}{v}", "multiplied", '"Divided by" means divide.'),
            (f"{v} - {n}", "subtracted", '"Divided by" means divide.'),
        ]
        alt = (f"{v}/{n}",)
    elif kind == "subtracted":
        phrase, answer = f"{n} subtracted from {v}", f"{v} - {n}"
        cands = [
            (f"{n} - {v}", "reversed-the-order", f'"Subtracted from {v}" means start with {v}.'),
            (f"{v} + {n}", "used-addition", '"Subtracted" means take away.'),
            (f"{n}{v}", "multiplied", '"Subtracted" means take away.'),
        ]
        alt = (f"{v}-{n}",)
    elif kind == "times-sum":
        phrase, answer = f"{m} times the sum of {v} and {n}", f"{m}({v} + {n})"
        cands = [
            (
                f"{m}{v} + {n}",
                "left-out-the-parentheses",
                f"The sum of {v} and {n} is found first, so it needs parentheses.",
            ),
            (f"{m} + {v} + {n}", "added-instead-of-multiplied", '"Times" means multiply.'),
            (f"{m}({v} - {n})", "used-subtraction", "A sum means add."),
        ]
        alt = (f"{m} × ({v} + {n})", f"{m}{v} + {m * n}")
    elif kind == "twice-less":
        phrase, answer = f"{n} less than twice {v}", f"2{v} - {n}"
        cands = [
            (f"{n} - 2{v}", "reversed-the-order", f"Start with twice {v}, then take {n} away."),
            (f"2({v} - {n})", "subtracted-first", f"Double {v} first, then subtract {n}."),
            (f"2{v} + {n}", "used-addition", '"Less than" means subtract.'),
        ]
        alt = (f"2 × {v} - {n}",)
    else:
        phrase, answer = f"the quotient of {n} and {v}", f"{n} ÷ {v}"
        cands = [
            (f"{v} ÷ {n}", "reversed-the-order", f"The quotient of {n} and {v} starts with {n}."),
            (f"{n}{v}", "multiplied", "A quotient is the answer to a division."),
            (f"{n} - {v}", "subtracted", "A quotient is the answer to a division."),
        ]
        alt = (f"{n}/{v}",)
    return question(
        prompt=f'Write an expression for "{phrase}".',
        fill=f'"{phrase.capitalize()}" written as an expression is ___.',
        answer=answer,
        answer_format="expression",
        acceptable=alt,
        explanation=f'Read the words in order of what is done: "{phrase}" is {answer}.',
        wrong=wrongs(answer, cands, by_value=False),
        task="represent",
        magnitude=digits(n),
        key=f"words:{kind}:{v}:{n}:{m}",
        standard="6.EE.A.2a",
    )


def _story_expression(rng: random.Random, lvl: int) -> MathQuestion:
    who, _, poss = name(rng)
    a, b = rng.randint(3, 15), rng.randint(2, 9)
    while a == b:
        b = rng.randint(2, 9)
    kind = pick(rng, ("tickets", "stickers", "pizza", "plan", "age"))
    if kind == "tickets":
        stem = f"Tickets to a show cost {a} dollars each. Let t be the number of tickets bought."
        ask, answer, alt = (
            "Write an expression for the total cost in dollars.",
            f"{a}t",
            (f"{a} × t", f"t × {a}"),
        )
        cands = [
            (f"{a} + t", "added-instead-of-multiplied", "Each ticket adds the same cost, so multiply."),
            (f"t ÷ {a}", "divided", "The total grows with each ticket: multiply."),
            (f"{a}t + {a}", "counted-an-extra-ticket", "There are t tickets, not t + 1."),
        ]
    elif kind == "stickers":
        stem = f"{who} has {a} more stickers than Jo. Let s be the number of stickers Jo has."
        ask, answer, alt = (
            f"Write an expression for the number of stickers {who} has.",
            f"s + {a}",
            (f"{a} + s",),
        )
        cands = [
            (f"s - {a}", "subtracted", f"{who} has more, so add."),
            (f"{a}s", "multiplied", f"{a} more means add {a}, not multiply."),
            (f"{a} - s", "reversed-the-subtraction", f"{who} has more than Jo."),
        ]
    elif kind == "pizza":
        stem = f"A pizza is cut into p slices that are shared equally by {b} friends."
        ask, answer, alt = (
            "Write an expression for the number of slices each friend gets.",
            f"p ÷ {b}",
            (f"p/{b}",),
        )
        cands = [
            (f"{b} ÷ p", "divided-the-wrong-way", f"The slices p are shared among {b} friends: p ÷ {b}."),
            (f"p - {b}", "subtracted", "Sharing equally means divide."),
            (f"{b}p", "multiplied", "Sharing equally means divide."),
        ]
    elif kind == "plan":
        stem = f"A phone plan costs {a} dollars each month plus {b} dollars for each gigabyte of data. Let g be the number of gigabytes used."
        ask, answer, alt = (
            "Write an expression for the monthly cost in dollars.",
            f"{a} + {b}g",
            (f"{b}g + {a}",),
        )
        cands = [
            (
                f"{a}g + {b}",
                "switched-the-numbers",
                f"The {b} dollars is charged for each gigabyte, so it multiplies g.",
            ),
            (
                f"{a + b}g",
                "combined-unlike-amounts",
                f"The {a} dollars is charged once, not for each gigabyte.",
            ),
            (f"{a} + {b} + g", "added-instead-of-multiplied", f"Each gigabyte costs {b} dollars: {b}g."),
        ]
    else:
        stem = f"{who} is {b} years younger than {poss} cousin. Let c be the cousin's age in years."
        ask, answer, alt = f"Write an expression for {who}'s age in years.", f"c - {b}", ()
        cands = [
            (f"{b} - c", "reversed-the-order", "Start with the cousin's age and take away the difference."),
            (f"c + {b}", "added", "Younger means a smaller number, so subtract."),
            (f"{b}c", "multiplied", f"{b} years younger means subtract {b}."),
        ]
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} An expression for this is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=alt,
        explanation=f"The variable stands for the unknown number. {ask[:-1].replace('Write an expression for', 'The expression for')}: {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="word-problem",
        steps=2,
        magnitude=digits(a, b),
        key=f"story-expr:{kind}:{a}:{b}",
        standard="6.EE.B.6",
    )


# ---- parts, evaluating, formulas ----------------------------------------------------------------------------------


def _parts(rng: random.Random, lvl: int) -> MathQuestion:
    count = rng.randint(2, 3) if lvl == 0 else rng.randint(3, 4)
    letters = rng.sample(("x", "y", "a", "b", "m", "n"), count - 1)
    coefs = [rng.randint(2, 12) for _ in letters]
    const = rng.randint(1, 20)
    terms = [(c, v) for c, v in zip(coefs, letters, strict=True)] + [(const, "")]
    expr = linear(terms)
    ask = pick(rng, ("terms", "coefficient", "constant"))
    if ask == "terms":
        value = count
        prompt, fill = f"How many terms are in {expr}?", f"The expression {expr} has ___ terms."
        cands = [
            (str(count - 1), "counted-only-terms-with-variables", "A number by itself is a term too."),
            (
                str(2 * count - 1),
                "counted-every-number-and-letter",
                "A term like 5x is one term: a number and a variable multiplied.",
            ),
            (str(count + 1), "counted-the-plus-signs-and-terms", "Terms are the parts joined by + or -."),
        ]
        explain = f"Terms are the parts that are added: {', '.join(linear([t]) for t in terms)}. That is {count} terms."
    elif ask == "coefficient":
        i = rng.randrange(len(letters))
        value = coefs[i]
        prompt, fill = (
            f"In {expr}, what is the coefficient of {letters[i]}?",
            f"In {expr}, the coefficient of {letters[i]} is ___.",
        )
        others = [c for j, c in enumerate(coefs) if j != i]
        cands = [
            (
                str(others[0]) if others else str(const + 1),
                "used-another-coefficient",
                f"The coefficient of {letters[i]} is the number right in front of {letters[i]}.",
            ),
            (str(const), "used-the-constant", "The constant term has no variable."),
            ("1", "thought-the-coefficient-is-1", f"The number multiplying {letters[i]} is {value}."),
        ]
        explain = f"A coefficient is the number multiplying a variable. In the term {coefs[i]}{letters[i]}, the coefficient is {value}."
    else:
        value = const
        prompt, fill = f"In {expr}, what is the constant term?", f"In {expr}, the constant term is ___."
        cands = [
            (str(coefs[0]), "chose-a-coefficient", "A constant has no variable."),
            (
                "0",
                "thought-there-is-no-constant",
                f"The term {const} has no variable, so it is the constant.",
            ),
            (str(sum(coefs) + const), "added-all-the-numbers", "The constant is one term, not a sum."),
        ]
        explain = f"The constant term is the number with no variable: {const}."
    answer = str(value)
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=F(value)),
        task="identify",
        magnitude=digits(*coefs, const),
        key=f"parts:{expr}:{ask}:{prompt[-3:]}",
        standard="6.EE.A.2b",
    )


def _evaluate(rng: random.Random, lvl: int) -> MathQuestion:
    x, y = rng.randint(2, 9), rng.randint(2, 9)
    a, b = rng.randint(2, 9), rng.randint(1, 12)
    kind = pick(
        rng,
        ("ax+b", "ax-by", "x2+b", "a(x+b)")
        if lvl < 2
        else ("ax+b", "ax-by", "x2+b", "a(x+b)", "3x2-x", "x/a+b"),
    )
    if lvl == 0:
        kind = pick(rng, ("ax+b", "a(x+b)"))
    values = {"x": x}
    if kind == "ax+b":
        expr, value = f"{a}x + {b}", a * x + b
        concat = F(int(f"{a}{x}") + b)
        cands = [
            (
                fx(concat),
                "wrote-the-digits-side-by-side",
                f"{a}x means {a} × x, not the digits {a} and {x} together.",
            ),
            (fx(F(a * (x + b))), "added-before-multiplying", "Multiply before adding."),
            (fx(F(a + x + b)), "added-the-coefficient", f"{a}x means {a} times x."),
        ]
    elif kind == "ax-by":
        values["y"] = y
        expr, value = f"{a}x - {b}y", a * x - b * y
        cands = [
            (fx(F(a * x + b * y)), "added-instead-of-subtracted", "Keep the minus sign."),
            (fx(F(a * y - b * x)), "swapped-the-values", f"x = {x} and y = {y}."),
            (
                fx(F(int(f"{a}{x}") - int(f"{b}{y}"))),
                "wrote-the-digits-side-by-side",
                "A number next to a variable means multiply.",
            ),
        ]
    elif kind == "x2+b":
        expr, value = f"x{sup(2)} + {b}", x * x + b
        cands = [
            (fx(F(2 * x + b)), "doubled-instead-of-squaring", f"x{sup(2)} means x × x, not 2 × x."),
            (fx(F((x + b) ** 2)), "added-before-squaring", "Square first, then add."),
            (fx(F(x + b)), "ignored-the-exponent", f"x{sup(2)} = {x} × {x}."),
        ]
    elif kind == "a(x+b)":
        expr, value = f"{a}(x + {b})", a * (x + b)
        cands = [
            (
                fx(F(a * x + b)),
                "multiplied-only-the-first-term",
                "The whole sum in parentheses is multiplied.",
            ),
            (fx(F(a + x + b)), "added-instead-of-multiplied", "A number in front of parentheses multiplies."),
            (
                fx(F(int(f"{a}{x + b}"))),
                "wrote-the-digits-side-by-side",
                "A number next to parentheses means multiply.",
            ),
        ]
    elif kind == "3x2-x":
        expr, value = f"3x{sup(2)} - x", 3 * x * x - x
        cands = [
            (fx(F((3 * x) ** 2 - x)), "squared-the-coefficient-too", f"Only x is squared: 3 × {x}{sup(2)}."),
            (fx(F(6 * x - x)), "doubled-instead-of-squaring", f"x{sup(2)} means x × x."),
            (fx(F(3 * x * x + x)), "added-instead-of-subtracted", "Keep the minus sign."),
        ]
    else:
        x = a * rng.randint(2, 9)
        values["x"] = x
        expr, value = f"x ÷ {a} + {b}", F(x, a) + b
        cands = [
            (fx(F(x, a + b)), "added-before-dividing", "Divide before adding."),
            (fx(F(x * a + b)), "multiplied-instead-of-divided", "The sign says divide."),
            (fx(F(x - a + b)), "subtracted-instead-of-divided", "The sign says divide."),
        ]
    value = F(value)
    when = " and ".join(f"{k} = {v}" for k, v in values.items())
    answer = fx(value)
    return question(
        prompt=f"Evaluate {expr} when {when}.",
        fill=f"When {when}, {expr} = ___",
        answer=answer,
        explanation=f"Replace each variable with its value ({when}), then follow the order of operations: {expr} = {answer}.",
        wrong=wrongs(answer, cands, signed=True, fallback=value),
        task="compute",
        steps=2,
        magnitude=digits(value),
        key=f"evaluate:{expr}:{when}",
        standard="6.EE.A.2c",
    )


_FORMULAS = (
    (
        "A = s²",
        "the area A of a square with side length s",
        ("s",),
        "square centimeters",
        lambda v: v["s"] ** 2,
    ),
    ("V = s³", "the volume V of a cube with edge length s", ("s",), "cubic inches", lambda v: v["s"] ** 3),
    (
        "P = 2l + 2w",
        "the perimeter P of a rectangle with length l and width w",
        ("l", "w"),
        "meters",
        lambda v: 2 * v["l"] + 2 * v["w"],
    ),
    (
        "A = bh ÷ 2",
        "the area A of a triangle with base b and height h",
        ("b", "h"),
        "square feet",
        lambda v: v["b"] * v["h"] / 2,
    ),
    (
        "d = rt",
        "the distance d traveled at speed r for time t",
        ("r", "t"),
        "miles",
        lambda v: v["r"] * v["t"],
    ),
    (
        "V = lwh",
        "the volume V of a box with length l, width w and height h",
        ("l", "w", "h"),
        "cubic feet",
        lambda v: v["l"] * v["w"] * v["h"],
    ),
    (
        "F = 9C ÷ 5 + 32",
        "the temperature F in degrees Fahrenheit for a temperature C in degrees Celsius",
        ("C",),
        "degrees Fahrenheit",
        lambda v: 9 * v["C"] / 5 + 32,
    ),
)


def _formula(rng: random.Random, lvl: int) -> MathQuestion:
    formula, meaning, names, unit, rule = pick(rng, _FORMULAS)
    values: dict[str, Fraction] = {}
    for n in names:
        if n == "C":
            values[n] = F(5 * rng.randint(-4, 8))
        elif lvl == 2 and formula not in ("V = s³",):
            values[n] = F(rng.randint(3, 25), 2)
        else:
            values[n] = F(rng.randint(2, (9, 15, 15)[lvl]))
    value = F(rule(values))
    when = " and ".join(f"{n} = {_num(v)}" for n, v in values.items())
    answer = _num(value)
    lead = formula.split(" = ")[0]
    cands = []
    if "²" in formula or "³" in formula:
        p = 2 if "²" in formula else 3
        cands.append(
            (
                _num(values["s"] * p),
                "multiplied-by-the-exponent",
                f"s{sup(p)} means s used as a factor {p} times.",
            )
        )
    if formula.startswith("P"):
        cands.append(
            (
                _num(values["l"] + values["w"]),
                "added-only-once",
                "The perimeter goes around all 4 sides: 2l + 2w.",
            )
        )
        cands.append(
            (
                _num(values["l"] * values["w"]),
                "found-the-area",
                "The formula adds the sides; it does not multiply them.",
            )
        )
    if formula.startswith("A = bh"):
        cands.append(
            (
                _num(values["b"] * values["h"]),
                "forgot-to-divide-by-2",
                "A triangle is half of a rectangle: divide by 2.",
            )
        )
    if formula.startswith("F"):
        cands.append(
            (_num(9 * values["C"] / 5), "forgot-to-add-32", "Add 32 after multiplying and dividing.")
        )
        cands.append(
            (
                _num(9 * (values["C"] + 32) / 5),
                "added-before-multiplying",
                "Multiply and divide before adding 32.",
            )
        )
    cands.append((_num(sum(values.values())), "added-the-values", "Follow the operations in the formula."))
    return question(
        prompt=f"The formula {formula} gives {meaning}. What is {lead} when {when}?",
        fill=f"The formula {formula} gives {meaning}. When {when}, {lead} = ___.",
        answer=answer,
        unit=None,
        acceptable=(fx(value), fx(value, mixed=False)),
        explanation=f"Substitute {when} into {formula}, then compute: {lead} = {answer}. (The answer is measured in {unit}.)",
        wrong=wrongs(answer, cands, signed=True, fallback=value, fallback_fmt=_num),
        task="word-problem",
        steps=2,
        magnitude=digits(value),
        key=f"formula:{formula}:{when}",
        standard="6.EE.A.2c",
    )


# ---- equivalent expressions ---------------------------------------------------------------------------------------


Coefficients = Literal["whole", "signed", "rational"]


def _coef(rng: random.Random, kind: str, low: int = 2, high: int = 9) -> Fraction:
    if kind == "whole":
        return F(rng.randint(low, high))
    if kind == "signed":
        return F(nonzero(rng, -high, high)) if rng.random() < 0.7 else F(rng.randint(low, high))
    return pick(
        rng,
        (
            F(nonzero(rng, -high, high)),
            F(pick(rng, (1, -1, 3, -3)), pick(rng, (2, 4))),
            F(nonzero(rng, -9, 9), 10),
        ),
    )


def _paren(outer: Fraction) -> str:
    text = _num(outer)
    if outer.denominator != 1 and not terminates(outer):
        return f"({text})"
    return text


def _wrap(text: str) -> str:
    return f"({text})" if text.startswith("-") else text


def _expand(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    while True:
        k = _coef(rng, kind)
        if kind == "rational" and k.denominator != 1:
            den = k.denominator
            p, q = F(den * rng.randint(1, 4) * pick(rng, (1, -1))), F(den * nonzero(rng, -5, 5))
        else:
            p = F(rng.randint(1, 6)) if kind == "whole" else F(nonzero(rng, -6, 6))
            q = F(rng.randint(1, 12)) if kind == "whole" else F(nonzero(rng, -12, 12))
        if abs(k) != 1 and p != 0:
            break
    inside = linear([(p, v), (q, "")], decimal=True)
    shown = f"{_paren(k)}({inside})"
    answer = linear([(k * p, v), (k * q, "")], decimal=True)
    cands = [
        (
            linear([(k * p, v), (q, "")], decimal=True),
            "multiplied-only-the-first-term",
            f"Multiply every term inside the parentheses by {_num(k)}.",
        ),
        (
            linear([(k * p, v), (-k * q, "")], decimal=True),
            "sign-error-on-the-second-term",
            f"{_num(k)} × {_num(q)} = {_num(k * q)}.",
        ),
        (
            linear([(p, v), (k * q, "")], decimal=True),
            "multiplied-only-the-last-term",
            f"Multiply every term inside the parentheses by {_num(k)}.",
        ),
        (
            linear([(k + p, v), (k + q, "")], decimal=True),
            "added-instead-of-multiplied",
            "The distributive property multiplies each term.",
        ),
    ]
    return question(
        prompt=f"Use the distributive property to write {shown} without parentheses.",
        fill=f"{shown} = ___",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""), linear([(k * q, ""), (k * p, v)], decimal=True)),
        explanation=f"Multiply {_num(k)} by each term inside: {_num(k)} × {_wrap(linear([(p, v)], decimal=True))} = {linear([(k * p, v)], decimal=True)} and {_num(k)} × {_wrap(_num(q))} = {_num(k * q)}. So {shown} = {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=2,
        magnitude=digits(k * p, k * q),
        key=f"expand:{k}:{p}:{q}:{v}",
        standard="6.EE.A.3" if kind == "whole" else "7.EE.A.1",
    )


def _factor(rng: random.Random, lvl: int, kind: str) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    while True:
        g = rng.randint(2, (6, 9, 12)[lvl])
        p = rng.randint(1, 9)
        q = rng.randint(1, 12) * (pick(rng, (1, -1)) if kind != "whole" else 1)
        if gcd(p, abs(q)) == 1 and p != 0:
            break
    A, B = g * p, g * q
    expr = linear([(A, v), (B, "")])
    answer = f"{g}({linear([(p, v), (q, '')])})"
    d = next((d for d in range(2, g) if g % d == 0), None)
    cands = [
        (
            f"{d}({linear([(A // d, v), (B // d, '')])})" if d else "",
            "used-a-common-factor-that-is-not-greatest",
            f"{d} is a common factor, but {g} is the greatest.",
        ),
        (f"{g}({linear([(p, v), (B, '')])})", "divided-only-one-term", f"Divide both terms by {g}."),
        (
            f"{g}({linear([(p, v), (-q, '')])})",
            "changed-a-sign",
            "The signs inside stay the same as in the original terms.",
        ),
        (
            f"{g}{v}({p} + {q})" if q > 0 else f"{g}({linear([(p + 1, v), (q, '')])})",
            "factored-out-the-variable-too" if q > 0 else "divided-wrong",
            f"The constant {B} has no {v}, so {v} is not a common factor." if q > 0 else f"{A} ÷ {g} = {p}.",
        ),
    ]
    return question(
        prompt=f"Factor {expr} using the greatest common factor.",
        fill=f"Factored with the greatest common factor, {expr} = ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"The greatest common factor of {A} and {abs(B)} is {g}. {A}{v} ÷ {g} = {linear([(p, v)])} and {B} ÷ {g} = {q}. So {expr} = {answer}. Check by distributing: {answer} = {expr}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=2,
        magnitude=digits(A, B),
        key=f"factor:{A}:{B}:{v}",
        standard="6.EE.A.3" if kind == "whole" else "7.EE.A.1",
    )


def _like_terms(rng: random.Random, lvl: int) -> MathQuestion:
    if lvl == 0:
        v = pick(rng, ("x", "y", "n"))
        a, b, c = rng.randint(2, 9), rng.randint(1, 9), rng.randint(1, 12)
        shown = f"{a}{v} + {c} + {linear([(b, v)])}"
        answer = linear([(a + b, v), (c, "")])
        cands = [
            (
                f"{a + b + c}{v}",
                "combined-unlike-terms",
                f"{c} has no {v}, so it cannot be added to the {v}-terms.",
            ),
            (
                linear([(a * b, v), (c, "")]),
                "multiplied-the-coefficients",
                f"{a}{v} + {b}{v} = {a + b}{v}: add the coefficients.",
            ),
            (
                linear([(a + b, v + "²"), (c, "")]),
                "added-the-exponents",
                f"Adding {v}-terms does not change the power of {v}.",
            ),
        ]
    else:
        u, w = rng.sample(("x", "y", "a", "b", "m", "n"), 2)
        a, b, c, d = rng.randint(2, 9), rng.randint(2, 9), rng.randint(1, 8), rng.randint(1, 9)
        shown = f"{a}{u} + {b}{w} - {c}{u} + {d}{w}"
        answer = linear([(a - c, u), (b + d, w)])
        cands = [
            (linear([(a + c, u), (b + d, w)]), "ignored-the-minus-sign", f"The term -{c}{u} is subtracted."),
            (
                linear([(a + b - c + d, u + w)]),
                "combined-unlike-terms",
                f"{u}-terms and {w}-terms are not like terms.",
            ),
            (
                linear([(a - c, u), (b - d, w)]),
                "subtracted-the-wrong-terms",
                f"Only the {u}-term is subtracted.",
            ),
        ]
    return question(
        prompt=f"Combine like terms: {shown}.",
        fill=f"{shown} = ___",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Like terms have the same variable part. Add or subtract their coefficients: {shown} = {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=2,
        magnitude=1,
        key=f"like:{shown}",
        standard="6.EE.A.3",
    )


def _equivalent(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    a, b = rng.randint(2, 9), rng.randint(1, 9)
    kind = pick(rng, ("distribute", "repeat", "combine", "two-vars"))
    if kind == "distribute":
        start, answer = f"{a}({v} + {b})", f"{a}{v} + {a * b}"
        cands = [
            (f"{a}{v} + {b}", "multiplied-only-the-first-term", f"{a} multiplies both {v} and {b}."),
            (f"{a + b}{v}", "combined-unlike-terms", f"{a}{v} and {a * b} are not like terms."),
            (f"{v} + {a * b}", "multiplied-only-the-last-term", f"{a} multiplies both {v} and {b}."),
        ]
    elif kind == "repeat":
        k = rng.randint(3, 5)
        start, answer = " + ".join([v] * k), f"{k}{v}"
        cands = [
            (
                f"{v}{sup(k)}",
                "used-an-exponent",
                "Adding a number to itself is multiplying by the count, not raising to a power.",
            ),
            (f"{v} + {k}", "added-the-count", f"{k} copies of {v} is {k} × {v}."),
            (f"{k - 1}{v}", "counted-the-plus-signs", f"There are {k} terms."),
        ]
    elif kind == "combine":
        start, answer = f"{a}{v} + {b}{v}", f"{a + b}{v}"
        cands = [
            (f"{a * b}{v}", "multiplied-the-coefficients", "Add the coefficients of like terms."),
            (f"{a + b}{v}{sup(2)}", "added-the-exponents", f"{v} + {v} terms stay {v}-terms."),
            (f"{a}{v} + {b}", "dropped-a-variable", f"Both terms have {v}."),
        ]
    else:
        w = "y" if v != "y" else "x"
        start, answer = f"{a}({v} + {w})", f"{a}{v} + {a}{w}"
        cands = [
            (f"{a}{v} + {w}", "multiplied-only-the-first-term", f"{a} multiplies both {v} and {w}."),
            (f"{a}{v}{w}", "multiplied-the-terms", "The terms inside are added, not multiplied."),
            (f"{v} + {a}{w}", "multiplied-only-the-last-term", f"{a} multiplies both {v} and {w}."),
        ]
    return question(
        prompt=f"Which expression is equivalent to {start}?",
        fill=f"{start} is equivalent to ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Equivalent expressions have the same value for every value of the variable. Use the properties of operations: {start} = {answer}. Check with {v} = 2: both give the same number.",
        wrong=wrongs(answer, cands, by_value=False),
        task="reason",
        steps=2,
        magnitude=1,
        key=f"equiv:{start}",
        standard="6.EE.A.4",
    )


def _add_expressions(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "y", "n", "a"))
    decimal = lvl == 2
    if decimal:
        a, b, c, d = (F(nonzero(rng, -90, 90), 10) for _ in range(4))
    else:
        a, b, c, d = (F(nonzero(rng, -12, 12)) for _ in range(4))
    subtract = rng.random() < 0.5
    first = linear([(a, v), (b, "")], decimal=True)
    second = linear([(c, v), (d, "")], decimal=True)
    sign = -1 if subtract else 1
    shown = f"({first}) {'-' if subtract else '+'} ({second})"
    answer = linear([(a + sign * c, v), (b + sign * d, "")], decimal=True)
    cands = [
        (
            linear([(a - c, v), (b + d, "")], decimal=True)
            if subtract
            else linear([(a - c, v), (b - d, "")], decimal=True),
            "subtracted-only-the-first-term" if subtract else "subtracted-instead-of-added",
            "Subtracting a sum means subtracting every term in it."
            if subtract
            else "The expressions are added.",
        ),
        (
            linear([(a + c, v), (b + d, "")], decimal=True)
            if subtract
            else linear([(a + c, v), (b - d, "")], decimal=True),
            "added-instead-of-subtracted" if subtract else "sign-error",
            "Subtract each term of the second expression."
            if subtract
            else "Add the constants with their signs.",
        ),
        (
            linear([(a + sign * c + b + sign * d, v)], decimal=True),
            "combined-unlike-terms",
            f"Terms with {v} and constant terms are not like terms.",
        ),
        (
            linear([(-(a + sign * c), v), (b + sign * d, "")], decimal=True),
            "sign-error-on-the-variable-term",
            f"Check the sign of the {v}-term: {_num(a)} {'-' if subtract else '+'} ({_num(c)}) = {_num(a + sign * c)}.",
        ),
        (
            linear([(a + sign * c, v), (-(b + sign * d), "")], decimal=True)
            if b + sign * d
            else linear([(a + sign * c, v), (b, "")], decimal=True),
            "sign-error-on-the-constant",
            f"Check the sign of the constant: {_num(b)} {'-' if subtract else '+'} ({_num(d)}) = {_num(b + sign * d)}.",
        ),
    ]
    return question(
        prompt=f"Simplify {shown}.",
        fill=f"{shown} = ___",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=(
            ("Subtracting an expression means adding the opposite of each of its terms. " if subtract else "")
            + f"Combine the {v}-terms: {_num(a)} {'-' if subtract else '+'} ({_num(c)}) = {_num(a + sign * c)}. "
            + f"Combine the constants: {_num(b)} {'-' if subtract else '+'} ({_num(d)}) = {_num(b + sign * d)}. So the result is {answer}."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=3,
        magnitude=1,
        key=f"addexpr:{shown}",
        standard="7.EE.A.1",
    )


def _rewrite(rng: random.Random, lvl: int) -> MathQuestion:
    p = pick(rng, (5, 6, 8, 10, 15, 20, 25, 30, 40) if lvl else (10, 20, 25, 50))
    up = rng.random() < 0.5
    thing, letter = pick(
        rng,
        (
            ("price of a bike", "p"),
            ("number of club members", "m"),
            ("length of a video", "t"),
            ("cost of a meal", "c"),
        ),
    )
    m = F(100 + p, 100) if up else F(100 - p, 100)
    answer = f"{dx(m)}{letter}"
    change = F(p, 100)
    cands = [
        (
            f"{letter} + {p}" if up else f"{letter} - {p}",
            "used-the-percent-as-a-number",
            f"{p}% of {letter} is {dx(change)}{letter}, not {p}.",
        ),
        (
            f"{dx(change)}{letter}",
            "wrote-only-the-change",
            f"{dx(change)}{letter} is only the {'increase' if up else 'decrease'}; the new amount is {letter} {'+' if up else '-'} {dx(change)}{letter}.",
        ),
        (
            f"{dx(F(100 - p, 100) if up else F(100 + p, 100))}{letter}",
            "changed-the-wrong-way",
            f"An {'increase' if up else 'decrease'} makes the amount {'bigger' if up else 'smaller'}.",
        ),
        (
            f"{dx(1 + F(p, 10))}{letter}" if up else f"{dx(1 - F(p, 10))}{letter}" if p < 10 else "",
            "misplaced-the-decimal-point",
            f"{p}% = {dx(change)}.",
        ),
    ]
    stem = f"The {thing} is {letter}. It {'increases' if up else 'decreases'} by {p}%."
    return question(
        prompt=f"{stem} Which expression gives the new amount?",
        fill=f"{stem} The new amount is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(f"{letter} {'+' if up else '-'} {dx(change)}{letter}", f"{dx(m)} × {letter}"),
        explanation=f"The change is {p}% of {letter} = {dx(change)}{letter}. New amount: {letter} {'+' if up else '-'} {dx(change)}{letter} = (1 {'+' if up else '-'} {dx(change)}){letter} = {answer}. Writing it as {answer} shows the new amount is {dx(m)} times the old one.",
        wrong=wrongs(answer, cands, by_value=False),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"rewrite:{thing}:{p}:{up}",
        standard="7.EE.A.2",
    )


ExpressionMode = Literal[
    "words",
    "story",
    "parts",
    "evaluate",
    "formula",
    "expand",
    "factor",
    "like-terms",
    "equivalent",
    "add-expressions",
    "rewrite",
]


class ExpressionParams(ModeParams):
    mode: ExpressionMode
    coefficients: Coefficients = "whole"


@generator(
    "math.g67.expressions",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=ExpressionParams,
)
def expressions(ctx: GenerationContext) -> Draft:
    p: ExpressionParams = ctx.params
    rng, lvl = ctx.rng, ctx.level.rank
    if p.mode == "expand":
        q = _expand(rng, lvl, p.coefficients)
    elif p.mode == "factor":
        q = _factor(rng, lvl, p.coefficients)
    else:
        q = {
            "words": _words,
            "story": _story_expression,
            "parts": _parts,
            "evaluate": _evaluate,
            "formula": _formula,
            "like-terms": _like_terms,
            "equivalent": _equivalent,
            "add-expressions": _add_expressions,
            "rewrite": _rewrite,
        }[p.mode](rng, lvl)
    return emit(ctx, q)
