"""Checkers for the grade 3-4 fraction and decimal generators: fractions are read from the item's
text or from its diagram description (parts and shaded parts, points on number lines, shaded
squares) and every answer is recomputed with ``fractions.Fraction``."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g34_util import (
    desc,
    evaluate,
    expect_number,
    expect_text,
    expect_truth,
    given,
    holds,
    is_tf,
    main_text,
    num,
    search,
)

FRACTION = r"\d+ \d+/\d+|\d+/\d+"


def _others_differ(item: dict[str, Any], ok: Any) -> None:
    if item["answer"]["type"] == "multiple-choice-index":
        for i, choice in enumerate(item["content"]["choices"]):
            assert i == item["answer"]["value"] or not ok(choice["text"]), choice


def _equation_answer(item: dict[str, Any], equation: str) -> None:
    """``equation`` has one ___; the marked answer makes it true and no other choice does."""
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    _others_differ(item, lambda t: holds(equation.replace("___", t)))


def _symbol(x: Fraction, y: Fraction) -> str:
    return "=" if x == y else (">" if x > y else "<")


@checks("math.g34.fraction-models")
def check_fraction_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(
        r"parts of size 1/(\d+) make (\d+)/(\d+)|(\d+)/(\d+) is (___|\d+) parts of size 1/(\d+)", text
    )
    if m:
        a, b, unit = (
            (int(m.group(2)), int(m.group(3)), int(m.group(1)))
            if m.group(1)
            else (int(m.group(4)), int(m.group(5)), int(m.group(7)))
        )
        assert b == unit
        if is_tf(item):
            expect_truth(item, int(m.group(6)) == a)
        else:
            expect_number(item, a)
        return
    shown = search(r"cut into (\d+) equal parts with (\d+) parts? shaded", desc(item))
    b, a = int(shown.group(1)), int(shown.group(2))
    expected = Fraction(1, b) if "one part" in text else Fraction(a, b)
    if is_tf(item):
        expect_truth(item, num(search(rf"^({FRACTION}) of the", text).group(1)) == expected)
    else:
        expect_number(item, expected)


@checks("math.g34.fraction-number-line")
def check_fraction_number_line(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(r"(\d+) jumps of 1/(\d+)", text)
    if m:
        expected = Fraction(int(m.group(1)), int(m.group(2)))
        claim = re.search(rf"land on ({FRACTION})\.", text)
    else:
        shown = search(r"cut into (\d+) equal parts\. Point A is (\d+) parts?", desc(item))
        expected = Fraction(int(shown.group(2)), int(shown.group(1)))
        claim = re.search(rf"Point A is at ({FRACTION})\.", text)
    if is_tf(item):
        expect_truth(item, num(claim.group(1)) == expected)
    else:
        expect_number(item, expected)


@checks("math.g34.fraction-relations")
def check_fraction_relations(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "Point B" in text:
        m = search(r"(?:Point A is at|same point as) (\d+)/(\d+).*?cut into (\d+) equal parts", text)
        target, den = Fraction(int(m.group(1)), int(m.group(2))), int(m.group(3))

        def right(shown: str) -> bool:
            n, d = shown.split("/")
            return Fraction(int(n), int(d)) == target and int(d) == den

        if is_tf(item):
            expect_truth(item, right(search(r"Point B is at (\d+/\d+),", text).group(1)))
        else:
            assert right(given(item)), given(item)
            _others_differ(item, right)
        return
    m = re.search(
        rf"Which fraction is equivalent to ({FRACTION})\?|^({FRACTION}) is equivalent to (___|{FRACTION})\.",
        text,
    )
    if m:
        target = num(m.group(1) or m.group(2))
        if is_tf(item):
            expect_truth(item, num(m.group(3)) == target)
        else:
            assert num(given(item)) == target and given(item) != (m.group(1) or m.group(2))
            _others_differ(item, lambda t: num(t) == target)
        return
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    statement = text.split("? ")[-1]
    if "=" not in statement:
        m = search(rf"({FRACTION}) ___ ({FRACTION})", statement)
        expect_text(item, _symbol(num(m.group(1)), num(m.group(2))))
        return
    _equation_answer(item, statement)
    expect_number(item, num(given(item)))


_STORY_FRACTIONS = re.compile(FRACTION)


@checks("math.g34.fraction-add-sub")
def check_fraction_add_sub(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        x, y = (num(t) for t in c["operandDisplays"])
        assert (
            Fraction(c["operand1"]).limit_denominator(1000) == x
            and Fraction(c["operand2"]).limit_denominator(1000) == y
        )
        expect_number(item, x + y if c["operator"] == "+" else x - y)
        return
    text = main_text(item)
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    m = re.search(rf"Which sum is equal to ({FRACTION})\?", text)
    if m:
        target = num(m.group(1))

        def sums_to(t: str) -> bool:
            return evaluate(t) == target and "+" in t

        assert sums_to(given(item))
        _others_differ(item, sums_to)
        return
    m = re.search(rf"Write ({FRACTION}) as (a fraction|a mixed number)\.", text)
    if m:
        expect_number(item, num(m.group(1)))
        answer = given(item)
        assert (" " not in answer) if m.group(2) == "a fraction" else (" " in answer or num(answer) < 1)
        return
    if "Answer:" in text or re.search(r"ate|cuts off|plants|walked|pours out", text):
        story = text.split(" Answer:")[0]
        values = [num(x) for x in _STORY_FRACTIONS.findall(story)]
        if "not planted" in story:
            expected = 1 - values[0] - values[1]
        elif "in all" in story:
            expected = values[0] + values[1]
        else:
            assert "cuts off" in story or "pours out" in story, story
            expected = values[0] - values[1]
        expect_number(item, expected)
        return
    asked = re.search(r"What is (.+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        if item["type"] == "diagram":
            numbers = [int(x) for x in re.findall(r"\d+", desc(item))]
            fractions = [num(x) for x in re.findall(FRACTION, asked.group(1))]
            assert (
                Fraction(numbers[1], numbers[0]) == fractions[0]
                and Fraction(numbers[2], numbers[0]) == fractions[1]
            )
        return
    equation = text.split("true? ")[-1]
    _equation_answer(item, equation)
    expect_number(item, num(given(item)))


@checks("math.g34.fraction-times-whole")
def check_fraction_times_whole(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        x, y = (num(t) for t in c["operandDisplays"])
        expect_number(item, x * y)
        return
    text = main_text(item)
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    asked = re.search(r"What is (\d+ × \d+/\d+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        if item["type"] == "diagram":
            m = search(r"(\d+) bars, each cut into (\d+) equal parts with (\d+) parts", desc(item))
            assert Fraction(int(m.group(1)) * int(m.group(3)), int(m.group(2))) == evaluate(asked.group(1))
        return
    if "=" in text:
        equation = text.split("true? ")[-1]
        _equation_answer(item, equation)
        expect_number(item, num(given(item)))
        return
    story = text.split(" Answer:")[0]
    fraction = re.search(r"(\d+)/(\d+)", story)
    whole = [int(x) for x in re.findall(r"(?<![\d/])\d+(?![\d/])", story)]
    assert fraction and len(whole) == 1, story
    expect_number(item, Fraction(int(fraction.group(1)), int(fraction.group(2))) * whole[0])


@checks("math.g34.decimals")
def check_decimals(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    if "point A" in text or "Point A" in text:
        m = search(
            r"from ([\d.]+) to ([\d.]+) with a tick every ([\d.]+)\. Point A is (\d+) ticks to the right of ([\d.]+)\.",
            desc(item),
        )
        start, end, step, k, origin = (
            num(m.group(1)),
            num(m.group(2)),
            num(m.group(3)),
            int(m.group(4)),
            num(m.group(5)),
        )
        assert origin == start and start < start + k * step < end
        expected = start + k * step
        expect_number(item, expected)
        assert "/" not in given(item)
        return
    if "grid" in text:
        s = int(search(r"with (\d+) of the 100 squares shaded", desc(item)).group(1))
        expect_number(item, Fraction(s, 100))
        assert "/" not in given(item)
        return
    m = re.search(r"([\d.]+) ___ ([\d.]+)$", text)
    if m:
        x, y = num(m.group(1)), num(m.group(2))
        expect_text(item, _symbol(x, y))
        if item.get("visuals"):
            shaded = [int(v) for v in re.findall(r"(\d+) of 100|has (\d+)\.", desc(item)) for v in v if v]
            assert [Fraction(v, 100) for v in shaded] == [x, y]
        return
    m = re.search(rf"Write ({FRACTION}|[\d.]+) as a (decimal|fraction)\.", text)
    if m:
        expect_number(item, num(m.group(1)))
        assert ("/" in given(item)) == (m.group(2) == "fraction")
        return
    asked = re.search(r"What is (.+)\?$", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        return
    equation = text.split("true? ")[-1]
    _equation_answer(item, equation)
    expect_number(item, num(given(item)))
