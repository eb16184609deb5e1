"""Checker for decimal forms: expanded forms are evaluated, number words read back with our own
reader."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, evaluate, verify, view
from tests.unit.generation.checkers.support.number_words import DECADES, SMALL

WORD_VALUES = {**SMALL, **DECADES}


def read_whole(text: str) -> int:
    total = 0
    for part in text.replace("-", " ").split():
        if part == "hundred":
            total *= 100
        else:
            total += WORD_VALUES[part]
    return total


def read_words(text: str) -> Fraction:
    """'forty-two and seven hundredths' -> 42.07 exactly."""
    text = text.strip().rstrip(".")
    whole_words, _, rest = text.rpartition(" and ") if " and " in text else ("", "", text)
    m = re.fullmatch(r"(.+) (tenth|hundredth|thousandth)s?", rest)
    assert m, text
    scale = {"tenth": 10, "hundredth": 100, "thousandth": 1000}[m.group(2)]
    return Fraction(read_whole(whole_words) if whole_words else 0) + Fraction(read_whole(m.group(1)), scale)


@checks("math.nbt.decimal_forms")
def check_decimal_forms(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode == "expanded":
        number = parse_number(re.search(r"expanded form of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        if v.kind == "multiple-choice":
            values = [evaluate(c["text"]) for c in item["content"]["choices"]]
            assert values.count(number) == 1
        same = evaluate(v.claimed) == number
        if v.kind == "true-false":
            assert item["answer"]["value"] is same
        else:
            assert same
    elif mode == "to-words":
        number = parse_number(re.search(r"(" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        try:
            same = read_words(v.claimed) == number
        except (AssertionError, KeyError):
            same = False
        if v.kind == "true-false":
            assert item["answer"]["value"] is same
        else:
            assert same, (v.claimed, number)
    else:
        phrase = re.search(r"“(.+)”", v.text).group(1)  # type: ignore[union-attr]
        verify(item, v, read_words(phrase))
