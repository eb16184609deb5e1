"""Checker for ``math.g.match_pairs``: each matching set's pairs judged by an independent rule."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    LOOKS_LIKE,
    SHARE_COUNT,
    check_matching,
    words_to_number,
)

SHAPE_HAS = {
    "triangle": "3 straight sides",
    "square": "4 equal sides",
    "pentagon": "5 straight sides",
    "hexagon": "6 straight sides",
    "circle": "no straight sides",
}


COIN_CENTS = {"penny": 1, "nickel": 5, "dime": 10, "quarter": 25, "dollar bill": 100}


def _tens_ones_value(text: str) -> int:
    m = re.fullmatch(r"(\d+) tens? and (\d+) ones?", text)
    return 10 * int(m.group(1)) + int(m.group(2))


def _time_words(text: str) -> str:
    if m := re.fullmatch(r"(\d+) o'clock", text):
        return f"{m.group(1)}:00"
    m = re.fullmatch(r"half past (\d+)", text)
    return f"{m.group(1)}:30"


@checks("math.g.match_pairs")
def check_match_pairs(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = params["set"]
    rules = {
        "dots": lambda left, right: len(left) == int(right) and set(left) == {"●"},
        "tens-ones": lambda left, right: _tens_ones_value(left) == int(right),
        "shape-sides": lambda left, right: SHAPE_HAS[left] == right,
        "solid-objects": lambda left, right: LOOKS_LIKE[left] == right,
        "share-names": _share_name_fits,
        "coins": lambda left, right: COIN_CENTS[left] == int(right.rstrip("¢")),
        "times": lambda left, right: _time_words(left) == right,
    }
    check_matching(item, rules[kind])
    assert words_to_number("one") == 1  # the shared reader is importable and sane


def _share_name_fits(left: str, right: str) -> bool:
    """``2 of 3 equal shares`` is ``two thirds``: the count in words, the size by its name."""
    taken, _, whole, *_ = left.split()
    count, size = right.split()
    return words_to_number(count) == int(taken) and SHARE_COUNT[size] == int(whole)
