"""Checker for ``math.rp.unit_rates``: unit prices, speeds, distances, times and fraction rates
recomputed from the numbers in the question or the table."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    main_text,
    num,
    nums,
    same_number,
    tail,
    verify,
)


def _unit_price(item: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "data-table":
        (n1, p1), (n2, gap) = c["rows"]
        assert gap == "?"
        expected = num(p1) / int(n1) * int(n2)
    else:
        text = main_text(item)
        m = re.match(r"(\d+) (.+?) cost (\$[\d.]+)\.", text)
        assert m, text
        each = num(m.group(3)) / int(m.group(1))
        more = re.search(r"how much do (\d+) .+ cost\?", text) or re.search(
            r"same price, (\d+) .+ cost (?:___|\$[\d.]+)\.$", text
        )
        expected = each * int(more.group(1)) if more else each
        if not more:
            assert "one" in text, text
    verify(item, same_number(expected), claim=tail(r"costs? (\$[\d.]+)\.$"))


def _speed(item: dict[str, Any]) -> None:
    text = main_text(item)
    m = re.search(r"travels (\d+) (\w+) in (\d+) hours", text)
    assert m, text
    speed = Fraction(int(m.group(1)), int(m.group(3)))
    far = re.search(r"travel in (\d+) hours\?", text) or re.search(r"in (\d+) hours the \w+ travels", text)
    long_ = re.search(r"to travel (\d+) \w+\.?\??$", text)
    if far:
        expected, claim = speed * int(far.group(1)), tail(rf"travels ({NUM}) \w+\.$")
    elif long_:
        expected, claim = (
            Fraction(int(long_.group(1))) / speed,
            tail(rf"it takes the \w+ ({NUM}) hours? to travel"),
        )
    else:
        assert re.search(r"'s speed(\?| is)", text), text
        expected, claim = speed, tail(rf"'s speed is ({NUM}) ")
    verify(item, same_number(expected), claim=claim)


def _fraction_rate(item: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "arithmetic":
        a, b = (num(s) for s in c["operandDisplays"])
        assert c["operator"] == "÷"
    else:
        a, b = nums(main_text(item))[:2]
    verify(item, same_number(a / b), claim=tail(r"The unit rate is (.+?) [a-z]"))


_RATES = {"unit-price": _unit_price, "speed": _speed, "fraction-rate": _fraction_rate}


@checks("math.rp.unit_rates")
def check_rates(item: dict[str, Any], params: dict[str, Any]) -> None:
    _RATES[params["mode"]](item)
