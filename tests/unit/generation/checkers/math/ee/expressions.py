"""Checker for ``math.ee.expressions``: every expression answer is tested for equivalence with an
expression rebuilt from the question (exact evaluation at several values), plus the form the
question asks for (no parentheses, greatest common factor, ...)."""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    equivalent,
    evaluate,
    find,
    main_text,
    num,
    verify,
    verify_number,
)


def _safe_equivalent(a: str, b: str) -> bool:
    try:
        return equivalent(a, b)
    except (AssertionError, ZeroDivisionError, IndexError):
        return False


def _terms(text: str) -> list[str]:
    """Top-level terms of a sum (signs kept)."""
    out, depth, current = [], 0, ""
    for i, ch in enumerate(text.replace(" ", "")):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch in "+-" and depth == 0 and i > 0:
            out.append(current)
            current = ch
        else:
            current += ch
    out.append(current)
    return [t for t in out if t]


def _expression_claim(statement: str) -> str:
    for pattern in (
        r" is equivalent to (.+)\.$",
        r" written as an expression is (.+)\.$",
        r"An expression for this is (.+)\.$",
        r"The new amount is (.+)\.$",
        r"factor, .+? = (.+)\.$",
        r"^.+? = (.+)$",
    ):
        m = re.search(pattern, statement)
        if m:
            return m.group(1)
    raise AssertionError(f"no claim in {statement!r}")


PHRASES = (
    (rf"^({NUM}) more than ([a-z])$", lambda n, v: f"{v} + {n}"),
    (rf"^({NUM}) less than twice ([a-z])$", lambda n, v: f"2{v} - {n}"),
    (rf"^({NUM}) less than ([a-z])$", lambda n, v: f"{v} - {n}"),
    (rf"^the product of ({NUM}) and ([a-z])$", lambda n, v: f"{n}{v}"),
    (rf"^([a-z]) divided by ({NUM})$", lambda v, n: f"{v} / {n}"),
    (rf"^({NUM}) subtracted from ([a-z])$", lambda n, v: f"{v} - {n}"),
    (rf"^the quotient of ({NUM}) and ([a-z])$", lambda n, v: f"{n} / {v}"),
)


def _phrase(text: str) -> str:
    phrase = find(r'"(.+?)"', text).group(1)
    phrase = phrase[0].lower() + phrase[1:]
    m = re.fullmatch(rf"({NUM}) times the sum of ([a-z]) and ({NUM})", phrase)
    if m:
        return f"{m.group(1)}({m.group(2)} + {m.group(3)})"
    for pattern, build in PHRASES:
        m = re.fullmatch(pattern, phrase)
        if m:
            return build(m.group(1), m.group(2))
    raise AssertionError(f"unknown phrase {phrase!r}")


def _story(text: str) -> str:
    rules = (
        (rf"Tickets to a show cost ({NUM}) dollars each\. Let t", lambda m: f"{m.group(1)}t"),
        (rf"has ({NUM}) more stickers than Jo\. Let s", lambda m: f"s + {m.group(1)}"),
        (rf"shared equally by ({NUM}) friends", lambda m: f"p / {m.group(1)}"),
        (
            rf"costs ({NUM}) dollars each month plus ({NUM}) dollars for each gigabyte",
            lambda m: f"{m.group(1)} + {m.group(2)}g",
        ),
        (rf"is ({NUM}) years younger than", lambda m: f"c - {m.group(1)}"),
    )
    for pattern, build in rules:
        m = re.search(pattern, text)
        if m:
            return build(m)
    raise AssertionError(f"unknown story {text!r}")


def _parts(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    expr = find(r"(?:[Ii]n|expression) ([0-9a-z +\-]+?)(?:\?|,| has| is)", text).group(1)
    terms = _terms(expr)
    if "How many terms" in text or " terms." in text or "number of terms" in text:
        return Fraction(len(terms))
    m = re.search(r"coefficient of ([a-z])", text)
    if m:
        term = next(t for t in terms if t.endswith(m.group(1)))
        return num(term[:-1].lstrip("+") or "1")
    assert "constant term" in text
    return num(next(t for t in terms if not re.search(r"[a-z]", t)).lstrip("+"))


def _values(clause: str) -> dict[str, Fraction]:
    return {k: num(v) for k, v in re.findall(rf"([A-Za-z]) = ({NUM})", clause)}


@checks("math.ee.expressions")
def check_expressions(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    mode = params["mode"]
    if mode == "parts":
        verify_number(item, _parts(item))
        return
    if mode == "evaluate":
        m = re.search(r"Evaluate (.+) when (.+)\.$", text) or find(r"When (.+?), (.+) = ", text)
        expr, clause = (m.group(1), m.group(2)) if text.startswith("Evaluate") else (m.group(2), m.group(1))
        verify_number(item, evaluate(expr, _values(clause)))
        return
    if mode == "formula":
        m = find(r"The formula ([A-Za-z]) = (.+?) gives", text)
        clause = find(r"[Ww]hen (.+?)(?:\?|, [A-Za-z] = )", text).group(1)
        verify_number(item, evaluate(m.group(2), _values(clause)))
        return
    if mode == "words":
        target = _phrase(text)
        verify(item, lambda a: _safe_equivalent(a, target), claim=_expression_claim)
        return
    if mode == "story":
        target = _story(text)
        verify(item, lambda a: _safe_equivalent(a, target), claim=_expression_claim)
        return
    if mode == "rewrite":
        m = find(rf"is ([a-z])\. It (increases|decreases) by ({NUM})%", text)
        letter, p = m.group(1), num(m.group(3))
        factor = (100 + p) / 100 if m.group(2) == "increases" else (100 - p) / 100
        target = f"({factor.numerator}/{factor.denominator}){letter}"
        verify(item, lambda a: _safe_equivalent(a, target), claim=_expression_claim)
        return
    original = (
        re.search(r"write (.+) without parentheses", text)
        or re.search(r"Factor (.+) using", text)
        or re.search(r"greatest common factor, (.+) = ", text)
        or re.search(r"Combine like terms: (.+)\.$", text)
        or re.search(r"Simplify (.+)\.$", text)
        or re.search(r"equivalent to (.+)\?$", text)
        or re.search(r"^(.+) is equivalent to ", text)
        or find(r"^(.+?) = ", text)
    ).group(1)

    def right(answer: str) -> bool:
        if not _safe_equivalent(answer, original):
            return False
        if mode in ("expand", "add-expressions"):
            return "(" not in answer.replace("(1/", "").replace("(-", "") and len(_terms(answer)) <= 2
        if mode == "factor":
            f = re.fullmatch(r"\s*(\d+)\((.+)\)\s*", answer)
            if not f:
                return False
            b = evaluate(original, {v: Fraction(0) for v in "xyna"})
            a = evaluate(original, {v: Fraction(1) for v in "xyna"}) - b
            return int(f.group(1)) == gcd(int(a), int(abs(b)))
        if mode == "like-terms":
            kinds = {re.sub(r"[-+0-9.]", "", t) for t in _terms(original)}
            return len(_terms(answer)) <= len(kinds)
        assert mode == "equivalent"
        return answer.replace(" ", "") != original.replace(" ", "")

    verify(item, right, claim=_expression_claim)
