"""Checker for ``math.rp.proportional``: proportionality, constants, equations and the meaning
of a point, recomputed from the pairs in the text, the table rows or the plotted points."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    evaluate,
    item_points,
    main_text,
    num,
    nums,
    same_text,
    tail,
    verify,
    verify_number,
)


def _pairs(item: dict[str, Any]) -> list[tuple[Fraction, Fraction]]:
    if item["type"] == "data-table":
        return [(num(str(r[0])), num(str(r[1]))) for r in item["content"]["rows"]]
    found = re.findall(rf"\(({NUM}), ({NUM})\)", main_text(item))
    if found:
        return [(num(a), num(b)) for a, b in found]
    return [(x, y) for _, x, y in item_points(item)]


def _is_proportional(pairs: list[tuple[Fraction, Fraction]]) -> bool:
    ks = set()
    for x, y in pairs:
        if x == 0:
            if y != 0:
                return False
            continue
        ks.add(y / x)
    return len(ks) == 1


def _constant(pairs: list[tuple[Fraction, Fraction]]) -> Fraction:
    ks = {y / x for x, y in pairs if x != 0}
    assert len(ks) == 1, pairs
    return ks.pop()


def _yes_no(item: dict[str, Any]) -> None:
    fact = _is_proportional(_pairs(item))
    if item["type"] == "true-false":
        statement = item["content"]["statement"]
        says = " do not show " not in statement and " does not show " not in statement
        assert item["answer"]["value"] is (says == fact), statement
        return
    verify(item, same_text("yes" if fact else "no"))


def _constant_verbal(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    m = re.search(r"The equation ([a-z]) = (.*?)([a-z]) gives", text)
    if m:
        return evaluate(f"{m.group(2) or '1'}")
    n, c = nums(text)[:2]
    assert "proportional" in text
    return c / n


def _write_equation(item: dict[str, Any]) -> None:
    k = _constant(_pairs(item))

    def right(text: str) -> bool:
        m = re.fullmatch(r"\s*y\s*=\s*(.+?)\s*", text)
        if not m:
            return False
        try:
            return all(
                evaluate(m.group(1), {"x": v}) == k * v for v in (Fraction(2), Fraction(-3), Fraction(7, 2))
            )
        except AssertionError:
            return False

    verify(item, right, claim=tail(r"An equation for it is (.+)\.$"))


def _interpret_point(item: dict[str, Any]) -> None:
    x, y = next((px, py) for label, px, py in item_points(item) if label.startswith("P"))

    def right(text: str) -> bool:
        return nums(text) == [x, y]

    verify(item, right, claim=tail(r"Point P means that (.+)\.$"))


@checks("math.rp.proportional")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    if mode in ("is-proportional-table", "is-proportional-graph"):
        _yes_no(item)
    elif mode in ("constant-table", "constant-graph"):
        pairs = _pairs(item)
        assert _is_proportional(pairs)
        verify_number(item, _constant(pairs))
    elif mode == "constant-verbal":
        verify_number(item, _constant_verbal(item))
    elif mode == "write-equation":
        _write_equation(item)
    else:
        _interpret_point(item)
