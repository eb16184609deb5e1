"""Two-step and multistep word problems with whole numbers: each kind draws its numbers here; the
story, the solving expression, the wrong expressions and the explanation are templates in
``catalog_data/content/math/oa-multistep.json`` (``problems``)."""

from __future__ import annotations

import ast
import operator
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.levels import Banded
from educontent.generation.kit.people import roster
from educontent.generation.math.oa._equal_groups import things


@dataclass(frozen=True)
class Problem:
    text: str
    answer: int
    expr: str
    wrongs: tuple[tuple[str, Fraction, str, str], ...]  # (expression, value, misconception, reason)
    explanation: str
    steps: int


def _loose(rng: Banded, large: bool) -> dict[str, int]:
    R = rng.randint
    a, b, c = (R(10, 40), R(6, 25), R(10, 99)) if large else (R(2, 9), R(2, 9), R(1, 20))
    return {"a": a, "b": b, "c": c, "ab": a * b, "answer": a * b + c}


def _uses(rng: Banded, large: bool) -> dict[str, int]:
    R = rng.randint
    a, b = (R(10, 30), R(6, 25)) if large else (R(2, 9), R(2, 9))
    c = R(1, a * b - 1)
    return {"a": a, "b": b, "c": c, "ab": a * b, "answer": a * b - c}


def _rest(rng: Banded, large: bool) -> dict[str, int]:
    R = rng.randint
    c, q, b = (R(3, 9), R(12, 120), R(10, 99)) if large else (R(2, 9), R(2, 9), R(1, 20))
    a = b + c * q
    return {"a": a, "b": b, "c": c, "rest": a - b, "answer": q}


# (range of x, range of y, range of the extra): on small problems, then on large ones
_PAGES = (((2, 9), (2, 9), (1, 60)), ((10, 30), (5, 20), (10, 300)))
_MONEY = (((2, 5), (2, 9), (1, 30)), ((3, 9), (12, 60), (5, 200)))


def _spent(rng: Banded, ranges: tuple[tuple[int, int], ...]) -> tuple[int, int, int]:
    """(x, y, start): ``x × y`` is taken from ``start``, which is more than ``x × y`` and not twice it."""
    x, y = rng.randint(*ranges[0]), rng.randint(*ranges[1])
    if x * y == x + y:
        y += 1
    start = x * y + rng.randint(*ranges[2])
    if start == 2 * x * y:
        start += 1
    return x, y, start


def _pages(rng: Banded, large: bool) -> dict[str, int]:
    a, b, c = _spent(rng, _PAGES[int(large)])
    return {"a": a, "b": b, "c": c, "ab": a * b, "answer": c - a * b}


def _bags(rng: Banded, large: bool) -> dict[str, int]:
    R = rng.randint
    c, q = (R(3, 9), R(20, 150)) if large else (R(2, 9), R(2, 9))
    s = c * q
    a = R(2, s - 2)  # the bank says "There are {a} red {things} and {b} blue {things}": never 1
    return {"a": a, "b": s - a, "c": c, "total": s, "answer": q}


def _money(rng: Banded, large: bool) -> dict[str, int]:
    b, c, a = _spent(rng, _MONEY[int(large)])
    return {"a": a, "b": b, "c": c, "bc": b * c, "answer": a - b * c}


def _more(rng: Banded, large: bool) -> dict[str, int]:
    R = rng.randint
    a, b = R(5, 20), R(25, 60)
    c, d = R(3, a), R(6, b)
    if a * b == c * d:
        c = max(2, c - 1)
    return {"a": a, "b": b, "c": c, "d": d, "ab": a * b, "cd": c * d, "answer": a * b - c * d}


def _share(rng: Banded, large: bool) -> dict[str, int]:
    """``(a × b + c × d) ÷ e`` with a whole-number answer."""
    R = rng.randint
    e = R(3, 9)
    for _ in range(30):
        a, b, c, d = R(3, 12), R(20, 90), R(2, 12), R(20, 90)
        if (a * b + c * d) % e == 0 and b != d:
            break
    else:
        b, d = e * R(3, 5), e * R(6, 10)
    total = a * b + c * d
    return {
        "a": a,
        "b": b,
        "c": c,
        "d": d,
        "e": e,
        "ab": a * b,
        "cd": c * d,
        "total": total,
        "answer": total // e,
    }


_KINDS: dict[str, Callable[[Banded, bool], dict[str, int]]] = {
    "loose": _loose,
    "uses": _uses,
    "rest": _rest,
    "pages": _pages,
    "bags": _bags,
    "money": _money,
    "more": _more,
    "share": _share,
}
SMALL_KINDS = ["loose", "uses", "rest", "pages", "bags", "money"]
LARGE_KINDS = [*SMALL_KINDS, "more", "share"]


def problem(rng: random.Random, large: bool, kinds: list[str], level: DifficultyLevel) -> Problem:
    n1, n2 = pick_two(rng, roster("roster-2"))
    counted = pick(rng, things())
    kind = pick(rng, kinds)
    values = _KINDS[kind](Banded(rng, level), large)
    template = load_bank("math", "oa-multistep")["problems"][kind]

    def fill(text: str) -> str:
        return text.format(n1=n1, n2=n2, things=counted, **values)

    return Problem(
        fill(template["text"]),
        values["answer"],
        fill(template["expression"]),
        tuple(
            (shown, evaluate(shown), wrong["misconception"], fill(wrong["reason"]))
            for wrong in template["wrongs"]
            for shown in (fill(wrong["expression"]),)
        ),
        fill(template["explanation"]),
        template["steps"],
    )


# the expressions' signs as Python writes them, and what each operation does
_ASCII = str.maketrans("×÷−", "*/-")
_OPERATIONS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
}


def evaluate(expression: str) -> Fraction:
    """The exact value of ``expression`` (whole numbers, + − × ÷ and brackets, usual precedence)."""
    return _value(ast.parse(expression.translate(_ASCII), mode="eval").body)


def _value(node: ast.expr) -> Fraction:
    if isinstance(node, ast.BinOp):
        return _OPERATIONS[type(node.op)](_value(node.left), _value(node.right))
    assert isinstance(node, ast.Constant) and type(node.value) is int, ast.dump(node)
    return Fraction(node.value)
