"""Checkers for ``math.g34.multistep``, ``remainders``, ``patterns``, ``mult-compare`` and
``factors``: each reads the story, table, sequence or number the item shows and recomputes the
answer."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g34_util import (
    evaluate,
    expect_number,
    expect_text,
    expect_truth,
    given,
    holds,
    is_tf,
    main_text,
    search,
)

# ---- multistep ----------------------------------------------------------------------------------

_STORY_RULES = (
    ("loose", lambda n: n[0] * n[1] + n[2]),
    ("The class uses", lambda n: n[0] * n[1] - n[2]),
    ("puts the rest into", lambda n: Fraction(n[0] - n[1], n[2])),
    ("pages are left", lambda n: n[0] - n[1] * n[2]),
    ("packed into bags of", lambda n: Fraction(n[0] + n[1], n[2])),
    ("notebooks that cost", lambda n: n[0] - n[1] * n[2]),
    ("How many more", lambda n: n[0] * n[1] - n[2] * n[3]),
    ("shares them equally among", lambda n: Fraction(n[0] * n[1] + n[2] * n[3], n[4])),
)


def _story_answer(story: str) -> Fraction:
    numbers = [int(x) for x in re.findall(r"\d+", story)]
    for phrase, rule in _STORY_RULES:
        if phrase in story:
            value = Fraction(rule(numbers))
            assert value.denominator == 1 and value >= 0, (story, value)
            return value
    raise AssertionError(f"unknown story {story!r}")


def _table_answer(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    if item["type"] == "data-table":
        prices = {str(row[0]): int(row[1]) for row in item["content"]["rows"]}
    else:
        prices = {
            m.group(1).lower(): int(m.group(2))
            for m in re.finditer(r"([A-Z][a-z]+) cost (\d+) dollars each", text)
        }
    bought = search(r"buys (\d+) (\w+)(?: and (\d+) (\w+))?", text)
    cost = int(bought.group(1)) * prices[bought.group(2)]
    if bought.group(3):
        cost += int(bought.group(3)) * prices[bought.group(4)]
    money = re.search(r"(?:has|pays with) (\d+) dollars", text)
    return Fraction(int(money.group(1)) - cost if money else cost)


@checks("math.g34.multistep")
def check_multistep(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params.get("mode", "solve")
    text = main_text(item)
    if mode == "table":
        expect_number(item, _table_answer(item))
        return
    if mode == "solve":
        expect_number(item, _story_answer(text.split(" Answer:")[0]))
        return
    letter = params.get("letter", "n")
    if is_tf(item):
        story, rest = text.split(" The equation ", 1)
        equation = rest.split(" can be used", 1)[0]
        lhs, rhs = equation.split(" = ", 1)
        expect_truth(item, lhs == letter and evaluate(rhs) == _story_answer(story))
        return
    story = text.split(" Let ", 1)[0]
    expected = _story_answer(story)
    lhs, rhs = given(item).split(" = ", 1)
    assert lhs == letter and evaluate(rhs) == expected, (given(item), expected)
    for i, choice in enumerate(item["content"]["choices"]):
        if i != item["answer"]["value"]:
            assert evaluate(choice["text"].split(" = ", 1)[1]) != expected, choice


# ---- remainders ---------------------------------------------------------------------------------


@checks("math.g34.remainders")
def check_remainders(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    n, d = (int(x) for x in re.findall(r"\d+", text)[:2])
    q, r = divmod(n, d)
    assert r > 0
    if "needed" in text:
        expected = q + 1
    elif "completely" in text or "whole" in text:
        expected = q
    else:
        assert "left over" in text
        expected = r
    expect_number(item, expected)


# ---- patterns -----------------------------------------------------------------------------------


def _next(values: list[int]) -> int:
    diffs = {b - a for a, b in itertools.pairwise(values)}
    if len(diffs) == 1:
        return values[-1] + diffs.pop()
    ratios = {Fraction(b, a) for a, b in itertools.pairwise(values)}
    assert len(ratios) == 1, values
    value = values[-1] * ratios.pop()
    assert value.denominator == 1
    return int(value)


def _apply(rule: str, value: int) -> int:
    m = search(r"(add|subtract|multiply by) (\d+)", rule.lower())
    a = int(m.group(2))
    return {"add": value + a, "subtract": value - a, "multiply by": value * a}[m.group(1)]


def _seq(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


@checks("math.g34.patterns")
def check_patterns(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if item["type"] == "data-table":
        rows = item["content"]["rows"]
        if len(rows) == 2:
            m = search(r"The rule is (.+)\. Step 1 is (\d+)\. What number is at step (\d+)\?", text)
            value = int(m.group(2))
            for _ in range(int(m.group(3)) - 1):
                value = _apply(m.group(1), value)
            assert rows[0] == [1, int(m.group(2))]
            expect_number(item, value)
        else:
            known = [int(r[1]) for r in rows if r[1] != "?"]
            assert [r[0] for r in rows] == list(range(1, len(rows) + 1)) and rows[-1][1] == "?"
            expect_number(item, _next(known))
        return
    if "comes next" in text or "The next number in the pattern" in text:
        if is_tf(item):
            m = search(r"pattern ([\d, ]+) is (\d+)\.", text)
            expect_truth(item, _next(_seq(m.group(1))) == int(m.group(2)))
        else:
            m = search(r"pattern\?? ([\d, ]+?)(?:, \.\.\.| is ___)", text)
            expect_number(item, _next(_seq(m.group(1))))
        return
    if "rule for" in text:
        m = search(r"pattern[?:]? ([\d, ]+?)(?: is: (.+)\.|$| is: ___)", text)
        values = _seq(m.group(1))

        def fits(rule: str) -> bool:
            return all(_apply(rule, a) == b for a, b in itertools.pairwise(values))

        if is_tf(item):
            expect_truth(item, fits(m.group(2)))
            return
        assert fits(given(item)), (values, given(item))
        if item["answer"]["type"] == "multiple-choice-index":
            for i, choice in enumerate(item["content"]["choices"]):
                assert i == item["answer"]["value"] or not fits(choice["text"]), choice
        return
    if "A pattern starts at" in text and ("What is true" in text or "numbers in the pattern are" in text):
        m = search(r"starts at (\d+) and the rule is add (\d+)", text)
        start, step = int(m.group(1)), int(m.group(2))
        parities = {(start + step * i) % 2 for i in range(10)}
        expected = (
            "odd and even in turn" if len(parities) == 2 else ("all even" if parities == {0} else "all odd")
        )
        if is_tf(item):
            claim = search(r"numbers in the pattern are (.+)\.$", text).group(1)
            expect_truth(item, claim == expected)
        else:
            expect_text(item, expected)
        return
    if "A pattern starts at" in text:
        m = search(
            r"starts at (\d+)\.? (?:and )?[Tt]he rule is (.+?)\. (?:What is the|The) (\d+)[a-z]{2} number",
            text,
        )
        value = int(m.group(1))
        for _ in range(int(m.group(3)) - 1):
            value = _apply(m.group(2), value)
        if is_tf(item):
            expect_truth(item, int(search(r"number is (\d+)\.", text).group(1)) == value)
        else:
            expect_number(item, value)
        return
    if "odd or even" in text or (" number." in text and re.match(r"\d+ [×+] \d+ is an", text)):
        m = search(r"(\d+ [×+] \d+)", text)
        expected = "even" if evaluate(m.group(1)) % 2 == 0 else "odd"
        if is_tf(item):
            expect_truth(item, search(r"is an (\w+) number", text).group(1) == expected)
        else:
            expect_text(item, expected)
        return
    m = search(r"repeat(?:s:|ing pattern) ([a-z, ]+?), \.\.\..*?(\d+)[a-z]{2} shape", text)
    shapes = m.group(1).split(", ")
    unit = shapes[: len(shapes) // 2]
    assert unit * 2 == shapes
    expected = unit[(int(m.group(2)) - 1) % len(unit)]
    if is_tf(item):
        expect_truth(item, search(r"shape is an? (\w+)\.$", text).group(1) == expected)
    else:
        expect_text(item, expected)


# ---- multiplicative comparison ------------------------------------------------------------------


@checks("math.g34.mult-compare")
def check_mult_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "How many times as many as" in text or re.search(r"\d+ is (___|\d+) times as many as \d+\.$", text):
        if is_tf(item):
            m = search(r"(\d+) is (\d+) times as many as (\d+)\.", text)
            expect_truth(item, int(m.group(2)) * int(m.group(3)) == int(m.group(1)))
            return
        m = re.search(r"How many times as many as (\d+) is (\d+)\?", text) or search(
            r"(\d+) is ___ times as many as (\d+)", text
        )
        big, small = (
            (int(m.group(2)), int(m.group(1)))
            if "How many" in m.group(0)
            else (int(m.group(1)), int(m.group(2)))
        )
        assert big % small == 0
        expect_number(item, big // small)
        return
    if "'" in text:
        m = search(r"'(\d+) is (\d+) times as many as (\d+)'", text)
        c, a, b = (int(x) for x in m.groups())

        def right(eq: str) -> bool:
            lhs, rhs = eq.split(" = ")
            return int(lhs) == c and "×" in rhs and holds(eq) and sorted(_seq(rhs)) == sorted([a, b])

        if is_tf(item):
            expect_truth(item, right(search(r"equation (.+)\.$", text).group(1)))
            return
        assert right(given(item))
        for i, choice in enumerate(item["content"]["choices"]):
            assert i == item["answer"]["value"] or not right(choice["text"])
        return
    if "more" in text and "than" in text and "times as many" in text:
        m = search(
            r"(\w+) has (\d+) \w+\. (\w+) has (\d+) times as many \w+ as \w+\. (\w+) has (\d+) more \w+ than",
            text,
        )
        who = search(r"How many \w+ does (\w+) have\?", text).group(1)
        base, times, more = int(m.group(2)), int(m.group(4)), int(m.group(6))
        expected = base * times if who == m.group(3) else base + more
        assert who in (m.group(3), m.group(5))
        expect_number(item, expected)
        return
    m = re.search(r"has (\d+) \w+\. \w+ has (\d+) times as many", text)
    if m:
        expect_number(item, int(m.group(1)) * int(m.group(2)))
        return
    m = re.search(r"has (\d+) \w+\. That is (\d+) times as many", text)
    if m:
        assert int(m.group(1)) % int(m.group(2)) == 0
        expect_number(item, int(m.group(1)) // int(m.group(2)))
        return
    m = search(r"is (\d+) inches long\. A red ribbon is (\d+) inches long", text)
    assert int(m.group(1)) % int(m.group(2)) == 0
    expect_number(item, int(m.group(1)) // int(m.group(2)))


# ---- factors, multiples, primes -----------------------------------------------------------------


def _divisors(n: int) -> list[int]:
    return [k for k in range(1, n + 1) if n % k == 0]


def _pairs_ok(text: str, n: int) -> bool:
    pairs = {tuple(sorted((int(x), int(y)))) for x, y in re.findall(r"(\d+) × (\d+)", text)}
    return pairs == {(k, n // k) for k in _divisors(n) if k * k <= n}


@checks("math.g34.factors")
def check_factors(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "factor pairs of" in text:
        n = int(search(r"factor pairs of (\d+)", text).group(1))
        if is_tf(item):
            expect_truth(item, _pairs_ok(search(r" are (.+)\.$", text).group(1), n))
            return
        assert _pairs_ok(given(item), n), given(item)
        if item["answer"]["type"] == "multiple-choice-index":
            for i, choice in enumerate(item["content"]["choices"]):
                assert i == item["answer"]["value"] or not _pairs_ok(choice["text"], n)
        return
    if "make a factor pair" in text or re.match(r"\d+ = \d+ × (___|\d+)$", text):
        if is_tf(item):
            expect_truth(item, holds(text))
            return
        m = re.search(r"(\d+) and what number make a factor pair of (\d+)", text)
        x, n = (
            (int(m.group(1)), int(m.group(2)))
            if m
            else (int(text.split(" × ")[0].split(" = ")[1]), int(text.split(" = ")[0]))
        )
        assert n % x == 0
        expect_number(item, n // x)
        return
    if "factors" in text:
        n = int(search(r"(?:does |^)(\d+) ha", text).group(1))
        count = len(_divisors(n))
        if is_tf(item):
            expect_truth(item, int(search(r"has (\d+) factors", text).group(1)) == count)
        else:
            expect_number(item, count)
        return
    if "multiple" in text:
        if is_tf(item):
            m = search(r"^(\d+) is a multiple of (\d+)\.$", text)
            expect_truth(item, int(m.group(1)) % int(m.group(2)) == 0)
            return
        m = re.search(r"^(\d+) is a multiple of", text)
        if m:
            n = int(m.group(1))

            def ok(choice: str) -> bool:
                return n % int(choice) == 0
        else:
            d = int(search(r"multiple of (\d+)", text).group(1))

            def ok(choice: str) -> bool:
                return int(choice) % d == 0

        assert ok(given(item))
        if item["answer"]["type"] == "multiple-choice-index":
            for i, choice in enumerate(item["content"]["choices"]):
                assert i == item["answer"]["value"] or not ok(choice["text"])
        return
    n = int(search(r"^(?:Is )?(\d+) (?:is|prime)", text).group(1))
    divisors = _divisors(n)
    expected = "neither prime nor composite" if n == 1 else ("prime" if len(divisors) == 2 else "composite")
    if is_tf(item):
        expect_truth(item, search(r"^\d+ is (.+)\.$", text).group(1) == expected)
    else:
        expect_text(item, expected)
