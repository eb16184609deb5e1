"""Grade 5 numerical expressions with parentheses, brackets and braces: evaluating them, writing an
expression for a calculation described in words, and interpreting an expression without computing
it (5.OA.A.1-2)."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import TaskKind
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import AnswerFormat
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.decimals import commas, exact_value
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _left_to_right(tokens: list[str]) -> Fraction:
    """The value when every grouping symbol is ignored and operations are done left to right."""
    nums = [Fraction(t) for t in tokens if t[0].isdigit()]
    ops = [t for t in tokens if t in "+-×÷"]
    value = nums[0]
    for op, n in zip(ops, nums[1:], strict=True):
        value = {"+": value + n, "-": value - n, "×": value * n, "÷": value / n if n else value}[op]
    return value


def _tokens(expr: str) -> list[str]:
    for symbol in "()[]{}":
        expr = expr.replace(symbol, " ")
    return [t for t in expr.split() if t]


def _evaluate_kind(kind: int, a: int, b: int, c: int, d: int) -> tuple[str, Fraction, str]:
    """One of the five "evaluate" expressions, its value and worked steps."""
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
    inner = c - min(c, d) + 1
    return (
        f"{a} + {b} × ({c} - {min(c, d) - 1})",
        Fraction(a + b * inner),
        (
            f"Parentheses first: {c} - {min(c, d) - 1} = {inner}. Multiply before adding: {b} × {inner} = "
            f"{b * inner}. Then {a} + {b * inner} = {a + b * inner}."
        ),
    )


def _expression(rng: random.Random, mode: str, rank: int) -> tuple[str, Fraction, str]:
    """An expression, its value and worked steps."""
    lo, hi = (2, 3, 6)[rank], (9, 12, 20)[rank]
    a, b, c, d = (rng.randint(lo, hi) for _ in range(4))
    if mode == "evaluate":
        return _evaluate_kind(rng.randrange(5), a, b, c, d)
    kind = rng.randrange(4)
    if kind == 0:
        inner = b * c
        return f"[{a} + ({b} × {c})] - {d}", Fraction(a + inner - d), ""
    if kind == 1:
        return f"{a} × [{b} + ({c} - {min(c, d) - 1})]", Fraction(a * (b + c - min(c, d) + 1)), ""
    if kind == 2:
        return f"{{{a} + [{b} × ({c} + {d})]}} - {a}", Fraction(b * (c + d)), ""
    return f"2 × {{[{a} + {b}] × {c}}}", Fraction(2 * (a + b) * c), ""


NESTED_STEPS = "Work from the inside out: first the parentheses ( ), then the brackets [ ], then the braces { }, then what is left."


def _evaluate(ctx: GenerationContext, mode: str) -> Asked:
    rng, rank = ctx.rng, ctx.level.rank
    for _ in range(50):
        expr, _claimed, steps = _expression(rng, mode, rank)
        value = exact_value(expr)
        if value >= 0 and value.denominator == 1:
            break
    if mode == "nested":
        steps = NESTED_STEPS + f" The value is {value}."
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
    prompt = f"What is the value of {expr}?"
    return Asked(prompt, answer, steps, wrong, f"{expr} = ___.", f"expr:{expr}", int(value), len(answer))


def _write(ctx: GenerationContext, mode: str) -> Asked:
    rng, rank = ctx.rng, ctx.level.rank
    bank = load_bank("math", "oa-numerical-expressions")
    for _ in range(30):
        phrase = pick(rng, bank["phrases"][: (3, 5, 6)[rank]])
        words, form = phrase["words"], phrase["expression"]
        a, b, c = draw(rng, 5, 20, ctx.level), draw(rng, 2, 9, ctx.level), draw(rng, 2, 9, ctx.level)
        if a <= b:
            a, b = b + a, b
        if "divide" in words and (a + b) % c:
            continue
        break
    answer = form.format(a=a, b=b, c=c)
    words = words.format(a=a, b=b, c=c)
    value = exact_value(answer)
    wrong = []
    for candidate in bank["wrongExpressions"]:
        text = candidate["expression"].format(a=a, b=b, c=c)
        if text != answer and exact_value(text) != value:
            wrong.append(mis(text, candidate["misconception"], candidate["reason"]))
    rng.shuffle(wrong)
    prompt = f"Which expression means “{words}”?"
    explanation = (
        f"Write the first step inside parentheses when it must happen first, then the next step: {answer}."
    )
    fill = f"An expression for “{words}” is ___."
    return Asked(prompt, answer, explanation, wrong, fill, f"write:{answer}", magnitude=2)


def _interpret(ctx: GenerationContext, mode: str) -> Asked:
    """How many times as large, without computing."""
    rng, rank = ctx.rng, ctx.level.rank
    k = rng.randint((2, 3, 5)[rank], (5, 9, 12)[rank])
    x, y = rng.randint((100, 1000, 10000)[rank], (999, 9999, 99999)[rank]), rng.randint(10, 999)
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
    prompt = f"Without calculating, how many times as large is {k} × ({inner}) as {inner}?"
    explanation = f"{k} × ({inner}) means {k} groups of ({inner}), so it is {k} times as large, whatever the sum or difference is."
    fill = f"Without calculating, the number of times {k} × ({inner}) is as large as {inner} is ___."
    return Asked(prompt, str(k), explanation, wrong, fill, f"interp:{k}:{inner}", k, 3)


# mode -> (builder, answer format, task, steps, representation)
_MODES: dict[str, tuple[Callable[[GenerationContext, str], Asked], AnswerFormat, TaskKind, int, str]] = {
    "evaluate": (_evaluate, "number", "compute", 3, "symbolic"),
    "nested": (_evaluate, "number", "compute", 3, "symbolic"),
    "write": (_write, "expression", "represent", 2, "text"),
    "interpret": (_interpret, "number", "reason", 1, "symbolic"),
}


class ExpressionParams(one_of(_MODES)):
    """Which expression question to ask (a key of ``_MODES``)."""


_BANDS = "the numbers in the expression: easy 2-9, medium 3-12, hard 6-20 (written from words: the first number easy 5-14, medium 8-17, hard 13-20, with more kinds of phrase past easy); the large number interpreted: easy 3 digits, medium 4, hard 5"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=ExpressionParams, levels=Levels("size", _BANDS))
def numerical_expressions(ctx: GenerationContext) -> Draft:
    p: ExpressionParams = ctx.params
    build, form, task, steps, representation = _MODES[p.mode]
    a = build(ctx, p.mode)
    return finish(
        ctx, a.question(answer_format=form, features=features(task, steps, a.magnitude, representation))
    )
