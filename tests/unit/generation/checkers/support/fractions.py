"""Helpers for the checkers of whole numbers, fractions and decimals as grade 3-4 items write them:
an exact evaluator for the arithmetic in items (whole numbers with thousands commas, ``a/b``, mixed
numbers, decimals, ``× ÷ + −``, brackets, ``= < >`` chains), readers for the item's text, answer and
diagram description, and checks that the marked answer (and no other choice) is right. Nothing here
imports generator code."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct

_TOKEN = re.compile(r"\s*(\d+/\d+|\d+(?:\.\d+)?|[-+×÷*()])")
_MIXED = re.compile(r"(?<![\d/.])(\d+) (\d+)/(\d+)")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def normalise(text: str) -> str:
    text = text.replace("−", "-").replace("\u2212", "-")
    text = _THOUSANDS.sub("", text)
    return _MIXED.sub(lambda m: f"({m.group(1)} + {m.group(2)}/{m.group(3)})", text)


def num(text: str) -> Fraction:
    """One number as written: ``1,200``, ``3/4``, ``2 1/4``, ``0.35``."""
    return evaluate(text)


def evaluate(expr: str) -> Fraction:
    """The exact value of an arithmetic expression as items write it."""
    text = normalise(expr).strip()
    tokens: list[str] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip() == "":
                break
            raise AssertionError(f"cannot read {expr!r} at {text[pos:]!r}")
        tokens.append(m.group(1))
        pos = m.end()
    value, rest = _sum(tokens)
    assert not rest, f"unread {rest} in {expr!r}"
    return value


def _sum(tokens: list[str]) -> tuple[Fraction, list[str]]:
    value, tokens = _product(tokens)
    while tokens and tokens[0] in "+-":
        op, (right, tokens) = tokens[0], _product(tokens[1:])
        value = value + right if op == "+" else value - right
    return value, tokens


def _product(tokens: list[str]) -> tuple[Fraction, list[str]]:
    value, tokens = _atom(tokens)
    while tokens and tokens[0] in ("×", "÷", "*"):
        op, (right, tokens) = tokens[0], _atom(tokens[1:])
        value = value / right if op == "÷" else value * right
    return value, tokens


def _atom(tokens: list[str]) -> tuple[Fraction, list[str]]:
    assert tokens, "expression ends early"
    head = tokens[0]
    if head == "(":
        value, rest = _sum(tokens[1:])
        assert rest and rest[0] == ")", "unclosed bracket"
        return value, rest[1:]
    if head == "-":
        value, rest = _atom(tokens[1:])
        return -value, rest
    return Fraction(head), tokens[1:]


_REL = re.compile(r"\s(=|<|>)\s")


def holds(statement: str) -> bool:
    """Whether ``a = b``, ``a < b``, ``a > b`` (or a chain of them) is true."""
    parts = _REL.split(statement.strip())
    assert len(parts) >= 3, f"no relation in {statement!r}"
    values = [evaluate(p) for p in parts[0::2]]
    for left, op, right in zip(values, parts[1::2], values[1:], strict=False):
        ok = left == right if op == "=" else (left < right if op == "<" else left > right)
        if not ok:
            return False
    return True


def main_text(item: dict[str, Any]) -> str:
    c = item["content"]
    for key in ("question", "text", "statement", "prompt", "expression"):
        if c.get(key):
            return c[key]
    raise AssertionError("item has no text")


def given(item: dict[str, Any]) -> str:
    """The answer the item marks as right, as text (the chosen choice for multiple choice)."""
    answer = item["answer"]
    if answer["type"] == "multiple-choice-index":
        check_choices_distinct(item)
        choices = item["content"]["choices"]
        assert 0 <= answer["value"] < len(choices)
        return choices[answer["value"]]["text"]
    assert answer["type"] == "exact", answer["type"]
    return str(answer["value"])


def desc(item: dict[str, Any]) -> str:
    svg = (item.get("visuals") or {}).get("diagramSvg")
    assert svg, "item has no diagram"
    root = ET.fromstring(svg)
    node = root.find("{http://www.w3.org/2000/svg}desc")
    assert node is not None and node.text
    return node.text


def expect_number(item: dict[str, Any], expected: Fraction | int) -> None:
    """The marked answer equals ``expected``; for multiple choice no other choice does."""
    expected = Fraction(expected)
    assert num(given(item)) == expected, (given(item), expected, main_text(item))
    if item["answer"]["type"] == "multiple-choice-index":
        for i, choice in enumerate(item["content"]["choices"]):
            if i != item["answer"]["value"]:
                assert num(choice["text"]) != expected, ("a wrong choice is also right", choice)


def expect_text(item: dict[str, Any], expected: str) -> None:
    got = given(item).strip().lower()
    assert got == expected.strip().lower(), (got, expected, main_text(item))


def is_tf(item: dict[str, Any]) -> bool:
    return item["content"]["type"] == "true-false"


def expect_truth(item: dict[str, Any], truth: bool) -> None:
    assert item["answer"]["value"] is truth, (item["content"]["statement"], truth)


def search(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not found in {text!r}"
    return m


WHOLE = r"(\d{1,3}(?:,\d{3})+|\d+)"
"""A whole number as items write it, with or without thousands commas (one group)."""
FRACTION = r"\d+ \d+/\d+|\d+/\d+"
"""A fraction or a mixed number as items write it."""


def whole(text: str) -> int:
    """``12,400`` -> 12400."""
    return int(text.replace(",", ""))


def whole_numbers(text: str) -> list[int]:
    """Every run of digits in ``text``, in order."""
    return [int(x) for x in re.findall(r"\d+", text)]


def relation(x: Fraction, y: Fraction) -> str:
    """The symbol that makes ``x _ y`` true."""
    return "=" if x == y else (">" if x > y else "<")


def others_differ(item: dict[str, Any], ok: Any) -> None:
    """No choice but the marked one passes ``ok``."""
    if item["answer"]["type"] == "multiple-choice-index":
        for i, choice in enumerate(item["content"]["choices"]):
            assert i == item["answer"]["value"] or not ok(choice["text"]), choice


def equation_answer(item: dict[str, Any], equation: str) -> None:
    """``equation`` has one ___; the marked answer makes it true and no other choice does."""
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    others_differ(item, lambda t: holds(equation.replace("___", t)))


def settle_true_false(item: dict[str, Any], statement: str | None = None) -> bool:
    """For a true/false item, check that its answer is the truth of ``statement`` (by default the
    item's statement) and say it is settled (True); any other item is left to the caller (False)."""
    if not is_tf(item):
        return False
    expect_truth(item, holds(item["content"]["statement"] if statement is None else statement))
    return True


def fill_blank(item: dict[str, Any], equation: str) -> str:
    """The marked answer, having checked that it makes ``equation`` (with one ___) true."""
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    return answer


def expect_filled(item: dict[str, Any], equation: str) -> None:
    """The marked answer makes ``equation`` true, and no other choice holds its value."""
    expect_number(item, num(fill_blank(item, equation)))


def expect_solution(item: dict[str, Any], equation: str) -> None:
    """The marked answer makes ``equation`` true and no other choice does (nor holds its value)."""
    equation_answer(item, equation)
    expect_number(item, num(given(item)))


def expect_or_claim(item: dict[str, Any], expected: Fraction | int | str, claimed: Callable[[], Any]) -> None:
    """The answer is ``expected`` (a number, or a word for a text answer); for a true/false item, the
    statement is true exactly when what it claims (``claimed()``, read only then) equals it."""
    if is_tf(item):
        expect_truth(item, claimed() == expected)
    elif isinstance(expected, str):
        expect_text(item, expected)
    else:
        expect_number(item, expected)


def operands(text: str, op: str, second: str = WHOLE) -> tuple[int, int]:
    """The whole numbers of ``a <op> b`` in ``text`` (``b`` matching ``second``), or else the first
    two whole numbers it shows."""
    m = re.search(rf"{WHOLE} {op} {second}", text)
    if m:
        return whole(m.group(1)), whole(m.group(2))
    a, b = (whole(x) for x in re.findall(WHOLE, text)[:2])
    return a, b


def expect_only(item: dict[str, Any], ok: Any) -> None:
    """The marked answer passes ``ok`` and no other choice does."""
    assert ok(given(item)), given(item)
    others_differ(item, ok)


def settle_arithmetic(item: dict[str, Any]) -> bool:
    """For an ``arithmetic`` item, check that its answer is what its expression leaves blank (the
    result of its operator on the two operands it shows, their displays where it has them, or the
    missing operand) and no other choice is; say it is settled (True), any other item is left to the
    caller (False)."""
    if item["type"] != "arithmetic":
        return False
    c = item["content"]
    shown = c.get("operandDisplays") or [str(c["operand1"]), str(c["operand2"])]
    values = [num(s) for s in shown]
    assert values == [Fraction(c[k]).limit_denominator(1000) for k in ("operand1", "operand2")], shown
    missing = c.get("missingOperand") or "result"
    expected = {"operand1": values[0], "operand2": values[1]}.get(missing)
    if expected is None:
        expected = evaluate(f"{shown[0]} {c['operator']} {shown[1]}")
    assert holds(c["expression"].replace("___", str(expected))), c["expression"]
    expect_number(item, expected)
    return True
