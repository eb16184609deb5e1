"""Checkers for the grade 3-4 base-ten generators (``math.g34.round``, ``times-tens``,
``place-value``, ``multiply``, ``divide``): numbers are read from the item's text (with thousands
commas), number names are parsed word by word, and every answer is recomputed exactly."""

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

N = r"(\d{1,3}(?:,\d{3})+|\d+)"
PLACES = {"ten thousand": 10000, "hundred thousand": 100000, "ten": 10, "hundred": 100, "thousand": 1000}


def _int(text: str) -> int:
    return int(text.replace(",", ""))


def _round(n: int, place: int) -> int:
    low = n - n % place
    return low + place if n - low >= place / 2 else low


@checks("math.g34.round")
def check_round(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    place = PLACES[search(r"nearest (ten thousand|hundred thousand|ten|hundred|thousand)", text).group(1)]
    assert place in params["places"]
    if "estimate" in text.lower():
        m = search(rf"{N} ([+−]) {N}", text)
        a, b = _int(m.group(1)), _int(m.group(3))
        expected = (
            _round(a, place) + _round(b, place) if m.group(2) == "+" else _round(a, place) - _round(b, place)
        )
        if is_tf(item):
            expect_truth(item, _int(search(rf"is about {N}\.", text).group(1)) == expected)
        else:
            expect_number(item, expected)
        return
    n = _int(search(rf"(?:Round |Point A is at |^){N}", text).group(1))
    if item["type"] == "diagram" or (params.get("mode") == "number-line" and item.get("visuals")):
        assert _int(search(rf"Point A is at {N}", desc(item)).group(1)) == n
    expected = _round(n, place)
    if is_tf(item):
        expect_truth(item, _int(search(rf"is {N}\.$", text).group(1)) == expected)
    else:
        expect_number(item, expected)


@checks("math.g34.times-tens")
def check_times_tens(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        equation = item["content"]["expression"]
        assert holds(equation.replace("___", given(item)))
        expect_number(item, num(given(item)))
        return
    text = main_text(item)
    if " tens" in text:
        m = search(r"(\d+) × (\d+) tens = (how many|___|\d+) tens", text)
        expected = int(m.group(1)) * int(m.group(2))
        if is_tf(item):
            expect_truth(item, int(m.group(3)) == expected)
        else:
            expect_number(item, expected)
        return
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    asked = re.fullmatch(r"What is (.+)\?", text)
    if asked:
        expect_number(item, evaluate(asked.group(1)))
        return
    eq = re.search(rf"(___|{N}) ([×÷]) (___|{N}) = (___|{N})$", text)
    if eq:
        assert holds(eq.group(0).replace("___", given(item)))
        expect_number(item, num(given(item)))
        return
    numbers = [_int(x) for x in re.findall(N, text)]
    expect_number(item, numbers[0] * numbers[1])


# ---- place value ---------------------------------------------------------------------------------

_UNITS = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_TENS_W = {
    w: 10 * i
    for i, w in enumerate(
        ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    )
    if w != "_"
}


def words_to_number(text: str) -> int:
    total, current = 0, 0
    for word in re.split(r"[\s,\-]+", text.strip().lower()):
        if not word:
            continue
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS_W:
            current += _TENS_W[word]
        elif word == "hundred":
            current *= 100
        elif word == "thousand":
            total += current * 1000
            current = 0
        else:
            raise AssertionError(f"unknown number word {word!r}")
    return total + current


def _digit_value(number: str, digit: str) -> int:
    digits = number.replace(",", "")
    assert digits.count(digit) == 1, (number, digit)
    return int(digit) * 10 ** (len(digits) - 1 - digits.index(digit))


def _proper_expanded(text: str, n: int) -> bool:
    parts = [_int(x) for x in text.split(" + ")]
    places = [len(str(x)) - len(str(x).rstrip("0")) for x in parts]
    single = all(str(x).rstrip("0") and len(str(x).rstrip("0")) == 1 for x in parts)
    return sum(parts) == n and single and len(set(places)) == len(places)


@checks("math.g34.place-value")
def check_place_value(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    tf = is_tf(item)
    m = re.search(
        rf"value of the digit (\d) in {N}\?|In {N}, the digit (\d) has a value of (___|{N})\.", text
    )
    if m:
        digit, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        expected = _digit_value(number, digit)
        if tf:
            expect_truth(item, _int(m.group(5)) == expected)
        else:
            expect_number(item, expected)
        return
    m = re.search(rf"The (\d) in {N} is worth (___|{N}) times as much as the \d in {N}\.", text) or re.search(
        rf"The digit (\d) is in both {N} and {N}\.", text
    )
    if m:
        if "is worth" in m.group(0):
            digit, first, second = m.group(1), m.group(2), m.group(5)
        else:
            digit, first, second = m.group(1), m.group(2), m.group(3)
        ratio = Fraction(_digit_value(first, digit), _digit_value(second, digit))
        if tf:
            expect_truth(item, _int(m.group(3)) == ratio)
        else:
            expect_number(item, ratio)
        return
    m = re.search(rf"(?:Which shows )?{N} in expanded form(?: is (.+)\.)?", text)
    if m:
        n = _int(m.group(1))
        if tf:
            expect_truth(item, _proper_expanded(m.group(2), n))
            return
        assert _proper_expanded(given(item), n), given(item)
        for i, choice in enumerate(item["content"].get("choices") or []):
            assert i == item["answer"]["value"] or not _proper_expanded(choice["text"], n)
        return
    m = re.search(r"What number is (.+)\?$|^([\d, +]+) = (___|[\d,]+)$", text)
    if m:
        if tf:
            expect_truth(item, holds(text))
            return
        expect_number(item, sum(_int(x) for x in (m.group(1) or m.group(2)).split(" + ")))
        return
    m = re.search(r"Which number is ([a-z ,\-]+)\?|In digits, ([a-z ,\-]+) is (___|[\d,]+)\.", text)
    if m:
        expected = words_to_number(m.group(1) or m.group(2))
        if tf:
            expect_truth(item, _int(m.group(3)) == expected)
        else:
            expect_number(item, expected)
        return
    m = re.search(rf"How is {N} written in words\?|^{N} in words is (.+)\.$", text)
    if m:
        n = _int(m.group(1) or m.group(2))
        if tf:
            expect_truth(item, words_to_number(m.group(3)) == n)
            return
        assert words_to_number(given(item)) == n
        for i, choice in enumerate(item["content"].get("choices") or []):
            assert i == item["answer"]["value"] or words_to_number(choice["text"]) != n
        return
    if tf:
        expect_truth(item, holds(text))
        return
    m = search(rf"{N} ___ {N}", text)
    a, b = _int(m.group(1)), _int(m.group(2))
    expect_text(item, "=" if a == b else (">" if a > b else "<"))


# ---- multiplication and division -----------------------------------------------------------------


@checks("math.g34.multiply")
def check_multiply(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        expect_number(item, c["operand1"] * c["operand2"])
        return
    text = main_text(item)
    if params.get("mode") == "partial-products":
        chain = text.split("partial product. ")[-1]
        assert chain.count(" = ") == 2
        if is_tf(item):
            expect_truth(item, holds(chain))
        else:
            assert holds(chain.replace("___", given(item))), chain
            expect_number(item, num(given(item)))
        return
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    m = re.search(rf"{N} × {N}", text)
    if m:
        a, b = _int(m.group(1)), _int(m.group(2))
    else:
        a, b = (_int(x) for x in re.findall(N, text)[:2])
    expect_number(item, a * b)


def _quotient(text: str) -> tuple[int, int]:
    m = re.fullmatch(rf"\s*{N}(?: R (\d+))?\s*", text)
    assert m, text
    return _int(m.group(1)), int(m.group(2) or 0)


def _division_ok(n: int, d: int, shown: str) -> bool:
    q, r = _quotient(shown)
    return q * d + r == n and 0 <= r < d


@checks("math.g34.divide")
def check_divide(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    if params.get("mode") == "check":
        claim = search(rf"To check {N} ÷ (\d) = ({N}(?: R \d+)?)", text)
        assert _division_ok(_int(claim.group(1)), int(claim.group(2)), claim.group(3))
        m = search(rf"{N} × (\d) \+ (\d+)(?: = (___|{N}))?", text)
        expected = _int(m.group(1)) * int(m.group(2)) + int(m.group(3))
        if is_tf(item):
            expect_truth(item, _int(m.group(4)) == expected)
        else:
            expect_number(item, expected)
        return
    m = re.search(rf"{N} ÷ (\d)", text)
    if m:
        n, d = _int(m.group(1)), int(m.group(2))
    else:
        n, d = (_int(x) for x in re.findall(N, text)[:2])
    if params.get("remainder") == "never" or params.get("mode") in ("area-model", "story"):
        assert n % d == 0
    if params.get("remainder") == "always":
        assert n % d
    if is_tf(item):
        expect_truth(item, _division_ok(n, d, search(r"= (.+)$", text).group(1)))
        return
    assert _division_ok(n, d, given(item)), (n, d, given(item))
    for i, choice in enumerate(item["content"].get("choices") or []):
        assert i == item["answer"]["value"] or not _division_ok(n, d, choice["text"]), choice


@checks("math.g34.add-sub")
def check_add_sub(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        c = item["content"]
        a, b = c["operand1"], c["operand2"]
        expected = a + b if c["operator"] == "+" else a - b
        assert num(item["content"]["expression"].split(" = ")[0]) == expected
        expect_number(item, expected)
        return
    text = main_text(item)
    if is_tf(item):
        expect_truth(item, holds(text))
        return
    m = re.search(rf"{N} ([+−]) {N}", text)
    if m:
        a, op, b = _int(m.group(1)), m.group(2), _int(m.group(3))
    else:
        a, b = (_int(x) for x in re.findall(N, text)[:2])
        op = "+" if params["operation"] == "add" else "−"
    expect_number(item, a + b if op == "+" else a - b)
