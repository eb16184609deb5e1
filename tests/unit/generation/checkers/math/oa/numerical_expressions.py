"""Checker for numerical expressions: expressions are evaluated with our own exact parser; phrases
in words are turned into their value; interpretations compare the two expressions shown."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import NUM, evaluate, verify, view

PHRASES = (
    (r"add (\d+) and (\d+), then multiply by (\d+)", lambda a, b, c: (a + b) * c),
    (r"subtract (\d+) from (\d+), then multiply by (\d+)", lambda b, a, c: (a - b) * c),
    (r"multiply (\d+) by (\d+), then add (\d+)", lambda a, b, c: a * b + c),
    (r"add (\d+) and (\d+), then divide by (\d+)", lambda a, b, c: Fraction(a + b, c)),
    (r"(\d+) times the sum of (\d+) and (\d+)", lambda c, a, b: c * (a + b)),
    (r"double the difference of (\d+) and (\d+)", lambda a, b: 2 * (a - b)),
)


def _check_expression_value(item: dict[str, Any], v: Any, expected: Fraction) -> None:
    if v.kind == "multiple-choice":
        values = [evaluate(c["text"]) for c in item["content"]["choices"]]
        assert values.count(expected) == 1, (values, expected)
    same = evaluate(v.claimed) == expected
    if v.kind == "true-false":
        assert item["answer"]["value"] is same
    else:
        assert same, (v.claimed, expected)


@checks("math.oa.numerical_expressions")
def check_expression(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    t = v.text
    if mode in ("evaluate", "nested"):
        m = re.search(r"value of (.+)\?", t)
        expr = m.group(1) if m else t.split(" = ")[0]
        verify(item, v, evaluate(expr))
    elif mode == "write":
        phrase = re.search(r"“(.+)”", t).group(1)  # type: ignore[union-attr]
        for pattern, fn in PHRASES:
            if m := re.fullmatch(pattern, phrase):
                _check_expression_value(item, v, Fraction(fn(*(int(g) for g in m.groups()))))
                return
        raise AssertionError(phrase)
    else:
        m = re.search(
            r"(\d+) × \(("
            + NUM
            + r") ([+-]) ("
            + NUM
            + r")\) (?:as|is as large as) ("
            + NUM
            + r") ([+-]) ("
            + NUM
            + ")",
            t,
        )
        assert m, t
        assert m.group(2, 3, 4) == m.group(5, 6, 7)
        verify(item, v, int(m.group(1)))
