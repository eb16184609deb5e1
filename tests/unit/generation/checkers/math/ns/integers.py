"""Checker for ``math.ns.integers`` (grade 6 signed numbers): values are read from the text, the
number line or the coordinate plane."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    evaluate,
    find,
    item_points,
    main_text,
    num,
    number_line,
    picture,
    same_text,
    table_rows,
    tail,
    val,
    verify,
    verify_number,
)

POSITIVE = ("above", "deposit", "gain", " up ")
NEGATIVE = ("below", "withdrawal", "loss", " down ")


def _point(item: dict[str, Any], name: str) -> tuple[Fraction, Fraction]:
    return next((x, y) for label, x, y in item_points(item) if label == name)


def _pair(text: str) -> tuple[Fraction, Fraction] | None:
    m = re.fullmatch(rf"\s*\(({NUM}), ({NUM})\)\s*", text)
    return (num(m.group(1)), num(m.group(2))) if m else None


def _quadrant(x: Fraction, y: Fraction) -> str:
    return (
        "Quadrant "
        + {(True, True): "I", (False, True): "II", (False, False): "III", (True, False): "IV"}[(x > 0, y > 0)]
    )


def _represent(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    target = find(r"(?:represents|integer for) the ([a-z' ]+?)(?:\?| is )", text).group(1)
    words = [
        w for w in re.split(r"[ ']+", target) if w not in ("s", "height", "position", "temperature", "trip")
    ]
    sentences = re.split(r"(?<=\.) ", text)[:2]
    chosen = [s for s in sentences if any(re.search(rf"\b{w}\b", s) for w in words)]
    assert len(chosen) == 1, (target, sentences)
    sentence = f" {chosen[0]} "
    amount = num(re.findall(NUM, sentence)[0])
    plus = any(w in sentence for w in POSITIVE)
    minus = any(w in sentence for w in NEGATIVE)
    assert plus != minus, sentence
    return amount if plus else -amount


def _opposite(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    if "at point A" in text:
        root = picture(item)
        at = number_line(root)["points"]["A"]
        return at if "opposite of the opposite" in text else -at
    m = re.search(rf"opposite of ({NUM})", text)
    if m:
        return -num(m.group(1))
    m = find(r"(-\(-?[\d ./]+\))", text)
    return evaluate(m.group(1))


def _statement_truth(statement: str) -> bool:
    m = find(rf"^(\|?)({NUM})\|? ([<>=]) (\|?)({NUM})\|?$", statement.strip())
    a, b = num(m.group(2)), num(m.group(5))
    a, b = (abs(a) if m.group(1) else a), (abs(b) if m.group(4) else b)
    return {"<": a < b, ">": a > b, "=": a == b}[m.group(3)]


def _order(item: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        values = [num(str(r[1])) for r in table_rows(item)]
    else:
        values = [num(x) for x in re.findall(NUM, find(r"were (.+?)\.(?: |$)", main_text(item)).group(1))]
    ordered = sorted(values)

    def right(text: str) -> bool:
        parts = [p.strip() for p in text.split(",")]
        return [val(p) for p in parts] == ordered

    verify(item, right, claim=tail(r"they are (.+)\.$"))


@checks("math.ns.integers")
def check_integers(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "represent":
        verify_number(item, _represent(item))
    elif mode == "opposite":
        verify_number(item, _opposite(item))
    elif mode == "quadrant":
        m = re.search(rf"point \(({NUM}), ({NUM})\)", text)
        x, y = (num(m.group(1)), num(m.group(2))) if m else _point(item, "P")
        verify(item, same_text(_quadrant(x, y)), claim=tail(r"is in (Quadrant [IV]+)\.$"))
    elif mode == "reflect":
        m = find(
            rf"point \(({NUM}), ({NUM})\) (?:is )?reflected across the (x-axis and then across the y-axis|x-axis|y-axis)",
            text,
        )
        x, y, axis = num(m.group(1)), num(m.group(2)), m.group(3)
        image = (x, -y) if axis == "x-axis" else (-x, y) if axis == "y-axis" else (-x, -y)
        verify(item, lambda t: _pair(t) == image, claim=tail(r" is (\(.+\))\.$"))
    elif mode == "locate":
        root = picture(item)
        verify_number(item, number_line(root)["points"]["A"])
    elif mode == "coordinates":
        where = _point(item, "A")
        verify(item, lambda t: _pair(t) == where, claim=tail(r"is at (\(.+\))\.$"))
    elif mode == "compare":
        m = re.search(rf"({NUM}) (?:___|[<>=]) ({NUM})", text)
        assert m, text
        a, b = num(m.group(1)), num(m.group(2))
        symbol = "<" if a < b else ">" if a > b else "="
        verify(item, same_text(symbol), claim=tail(rf"{NUM} ([<>=]) {NUM}"))
    elif mode == "order":
        _order(item)
    elif mode == "absolute":
        m = (
            re.search(rf"\|({NUM})\|", text)
            or re.search(rf"absolute value of ({NUM})", text)
            or find(rf"elevation of ({NUM}) m\b", text)
        )
        verify_number(item, abs(num(m.group(1))))
    elif mode == "abs-vs-order":
        if item["type"] == "true-false":
            m = find(r"This statement is (true|false): (.+)$", item["content"]["statement"])
            fact = _statement_truth(m.group(2))
            assert item["answer"]["value"] is (fact if m.group(1) == "true" else not fact)
            return
        verify(item, _statement_truth)
    else:
        found = re.findall(rf"\(({NUM}), ({NUM})\)", text)
        if len(found) >= 2:
            (x1, y1), (x2, y2) = ((num(a), num(b)) for a, b in found[:2])
        else:
            (x1, y1), (x2, y2) = _point(item, "A"), _point(item, "B")
        assert x1 == x2 or y1 == y2
        verify_number(item, abs(x1 - x2) + abs(y1 - y2))
