"""Checker for ``math.rp.percents``: percents, proportions, changes and money recomputed from the
numbers in the question, the table or the hundred grid."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import find, missing_in_table
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    main_text,
    num,
    shaded_cells,
    svg_root,
    verify_number,
)


def _percent_of(item: dict[str, Any]) -> Fraction:
    c = item["content"]
    if item["type"] == "arithmetic":
        p, n = c["operandDisplays"]
        assert p.endswith("%") and c["operator"] == "×"
        return num(p) * num(n) / 100
    m = find(rf"({NUM})% of (?:the )?({NUM})", main_text(item))
    return num(m.group(1)) * num(m.group(2)) / 100


def _percent_whole(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    m = re.match(rf"({NUM}) is ({NUM})% of", text)
    if m:
        part, p = num(m.group(1)), num(m.group(2))
    else:
        part = num(re.findall(NUM, text)[0])
        p = num(find(rf"That is ({NUM})%", text).group(1))
    return part * 100 / p


def _percent_rate(item: dict[str, Any]) -> Fraction:
    m = find(rf"({NUM}) out of ({NUM})", main_text(item))
    return num(m.group(1)) * 100 / num(m.group(2))


def _hundred_grid(item: dict[str, Any]) -> Fraction:
    root = svg_root(item)
    if root is None:  # true/false and fill-blank carry the picture too
        raise AssertionError("the hundred grid is missing")
    shaded, total = shaded_cells(root)
    assert total == 100
    return Fraction(100 - shaded if "not shaded" in main_text(item) else shaded)


def _proportion(item: dict[str, Any]) -> Fraction:
    if item["type"] == "data-table":
        return missing_in_table(item)
    text = main_text(item)
    m = re.search(rf"({NUM}) (.+?) (?:is|are) needed for ({NUM}) (.+?)\.", text)
    if m:
        a, b = num(m.group(1)), num(m.group(3))
        c = find(rf"(?:needed for|So) ({NUM}) ", text[m.end() :]).group(1)
        return a * num(c) / b
    m = find(rf"There are ({NUM}) \w+\. ({NUM})% of them", text)
    assert "not in that group" in text
    return num(m.group(1)) * (100 - num(m.group(2))) / 100


def _percent_change(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    m = find(rf"went from ({NUM})(?: [a-z]+)? to ({NUM})", text)
    a, b = num(m.group(1)), num(m.group(2))
    assert ("increase" in text) == (b > a) and ("decrease" in text) == (b < a), text
    return abs(b - a) * 100 / a


def _apply_change(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    a = num(re.findall(NUM, text)[0])
    m = find(rf"(increased|decreased) by ({NUM})%", text)
    p = num(m.group(2))
    return a * (100 + p) / 100 if m.group(1) == "increased" else a * (100 - p) / 100


def _discount(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    price = num(find(r"\$(\d+(?:\.\d+)?)", text).group(1))
    off = re.search(rf"on sale for ({NUM})% off", text)
    if off:
        p = num(off.group(1))
        if "sale price" in text:
            return price * (100 - p) / 100
        assert "discount" in text.split(".")[-2] + text.split(".")[-1] or "discount" in text
        return price * p / 100
    p = num(find(rf"marks up the price by ({NUM})%", text).group(1))
    assert "selling price" in text
    return price * (100 + p) / 100


def _tax_tip(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    amount = num(find(r"\$(\d+(?:\.\d+)?)", text).group(1))
    m = re.search(rf"({NUM})% (?:tip|commission)", text) or find(rf"sales tax is ({NUM})%", text)
    p = num(m.group(1))
    extra = amount * p / 100
    return amount + extra if "total cost" in text else extra


def _interest(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    principal = num(find(r"\$(\d+(?:\.\d+)?)", text).group(1))
    r = num(find(rf"earns ({NUM})% simple interest", text).group(1))
    years = num(find(rf"(?:after|in|After) ({NUM}) years", text).group(1))
    interest = principal * r * years / 100
    return principal + interest if "balance" in text else interest


def _percent_error(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    e, a = (num(x) for x in re.findall(NUM, text)[:2])
    return abs(e - a) * 100 / a


_PERCENT = {
    "percent-of": _percent_of,
    "percent-whole": _percent_whole,
    "percent-rate": _percent_rate,
    "hundred-grid": _hundred_grid,
    "proportion": _proportion,
    "percent-change": _percent_change,
    "apply-change": _apply_change,
    "discount": _discount,
    "tax-tip": _tax_tip,
    "interest": _interest,
    "percent-error": _percent_error,
}


@checks("math.rp.percents")
def check_percents(item: dict[str, Any], params: dict[str, Any]) -> None:
    expected = _PERCENT[params["mode"]](item)
    verify_number(item, expected)
