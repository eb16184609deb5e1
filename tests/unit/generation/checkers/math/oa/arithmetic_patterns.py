"""Checker for ``math.oa.arithmetic_patterns``: sequences are continued from their differences or
ratios, rules are applied, parity and repeating shapes are recomputed."""

from __future__ import annotations

import itertools
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    evaluate,
    expect_number,
    expect_only,
    expect_or_claim,
    expect_text,
    expect_truth,
    is_tf,
    main_text,
    search,
    whole_numbers,
)


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


@checks("math.oa.arithmetic_patterns")
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
            expect_truth(item, _next(whole_numbers(m.group(1))) == int(m.group(2)))
        else:
            m = search(r"pattern\?? ([\d, ]+?)(?:, \.\.\.| is ___)", text)
            expect_number(item, _next(whole_numbers(m.group(1))))
        return
    if "rule for" in text:
        m = search(r"pattern[?:]? ([\d, ]+?)(?: is: (.+)\.|$| is: ___)", text)
        values = whole_numbers(m.group(1))

        def fits(rule: str) -> bool:
            return all(_apply(rule, a) == b for a, b in itertools.pairwise(values))

        if is_tf(item):
            expect_truth(item, fits(m.group(2)))
            return
        expect_only(item, fits)
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
        expect_or_claim(item, value, lambda: int(search(r"number is (\d+)\.", text).group(1)))
        return
    if "odd or even" in text or (" number." in text and re.match(r"\d+ [×+] \d+ is an", text)):
        m = search(r"(\d+ [×+] \d+)", text)
        expected = "even" if evaluate(m.group(1)) % 2 == 0 else "odd"
        expect_or_claim(item, expected, lambda: search(r"is an (\w+) number", text).group(1))
        return
    m = search(r"repeat(?:s:|ing pattern) ([a-z, ]+?), \.\.\..*?(\d+)[a-z]{2} shape", text)
    shapes = m.group(1).split(", ")
    unit = shapes[: len(shapes) // 2]
    assert unit * 2 == shapes
    expected = unit[(int(m.group(2)) - 1) % len(unit)]
    expect_or_claim(item, expected, lambda: search(r"shape is an? (\w+)\.$", text).group(1))
