"""Checker for ``math.nbt.place_value_whole``: digit values, place ratios, expanded forms and
comparisons are recomputed from the number shown; number names are parsed word by word."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    expect_number,
    expect_only,
    expect_or_claim,
    expect_text,
    expect_truth,
    is_tf,
    main_text,
    search,
    settle_true_false,
    whole,
)
from tests.unit.generation.checkers.support.number_words import DECADES, SMALL


def words_to_number(text: str) -> int:
    total, current = 0, 0
    for word in re.split(r"[\s,\-]+", text.strip().lower()):
        if not word:
            continue
        if word in SMALL:
            current += SMALL[word]
        elif word in DECADES:
            current += DECADES[word]
        elif word == "hundred":
            current *= 100
        elif word in ("thousand", "million"):
            total += current * (1000 if word == "thousand" else 1_000_000)
            current = 0
        else:
            raise AssertionError(f"unknown number word {word!r}")
    return total + current


def _digit_value(number: str, digit: str) -> int:
    digits = number.replace(",", "")
    assert digits.count(digit) == 1, (number, digit)
    return int(digit) * 10 ** (len(digits) - 1 - digits.index(digit))


def _proper_expanded(text: str, n: int) -> bool:
    parts = [whole(x) for x in text.split(" + ")]
    places = [len(str(x)) - len(str(x).rstrip("0")) for x in parts]
    single = all(str(x).rstrip("0") and len(str(x).rstrip("0")) == 1 for x in parts)
    return sum(parts) == n and single and len(set(places)) == len(places)


@checks("math.nbt.place_value_whole")
def check_place_value(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    tf = is_tf(item)
    m = re.search(
        rf"value of the digit (\d) in {WHOLE}\?|In {WHOLE}, the digit (\d) has a value of (___|{WHOLE})\.",
        text,
    )
    if m:
        digit, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        expected = _digit_value(number, digit)
        expect_or_claim(item, expected, lambda: whole(m.group(5)))
        return
    m = re.search(
        rf"The (\d) in {WHOLE} is worth (___|{WHOLE}) times as much as the \d in {WHOLE}\.", text
    ) or re.search(rf"The digit (\d) is in both {WHOLE} and {WHOLE}\.", text)
    if m:
        if "is worth" in m.group(0):
            digit, first, second = m.group(1), m.group(2), m.group(5)
        else:
            digit, first, second = m.group(1), m.group(2), m.group(3)
        ratio = Fraction(_digit_value(first, digit), _digit_value(second, digit))
        expect_or_claim(item, ratio, lambda: whole(m.group(3)))
        return
    m = re.search(rf"(?:Which shows )?{WHOLE} in expanded form(?: is (.+)\.)?", text)
    if m:
        n = whole(m.group(1))
        if tf:
            expect_truth(item, _proper_expanded(m.group(2), n))
            return
        expect_only(item, lambda shown: _proper_expanded(shown, n))
        return
    m = re.search(r"What number is (.+)\?$|^([\d, +]+) = (___|[\d,]+)$", text)
    if m:
        if settle_true_false(item, text):
            return
        expect_number(item, sum(whole(x) for x in (m.group(1) or m.group(2)).split(" + ")))
        return
    m = re.search(r"Which number is ([a-z ,\-]+)\?|In digits, ([a-z ,\-]+) is (___|[\d,]+)\.", text)
    if m:
        expected = words_to_number(m.group(1) or m.group(2))
        expect_or_claim(item, expected, lambda: whole(m.group(3)))
        return
    m = re.search(rf"How is {WHOLE} written in words\?|^{WHOLE} in words is (.+)\.$", text)
    if m:
        n = whole(m.group(1) or m.group(2))
        if tf:
            expect_truth(item, words_to_number(m.group(3)) == n)
            return
        expect_only(item, lambda shown: words_to_number(shown) == n)
        return
    if settle_true_false(item, text):
        return
    m = search(rf"{WHOLE} ___ {WHOLE}", text)
    a, b = whole(m.group(1)), whole(m.group(2))
    expect_text(item, "=" if a == b else (">" if a > b else "<"))
