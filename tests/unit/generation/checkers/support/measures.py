"""Helpers for the grade 3-5 measurement, geometry, fraction and number checkers: what an item shows
(its text, the SVG description and geometry, the table) apart from the answer it claims, a
comparison that works the same for exact, multiple-choice and true-false items, and the exact
arithmetic several checkers share (operands, expressions, unit sizes, polygon sides). No generator
code is imported."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct, parse_number

NUM = r"\d[\d,]*(?:\.\d+)?(?:\s\d+/\d+)?(?:/\d+)?"
MARKERS = (" is ", " are ", " = ", " was ", " equals ", " measures ")
SVG = "{http://www.w3.org/2000/svg}"


@dataclass
class View:
    kind: str
    text: str  # what the item says, without the claimed answer
    desc: str
    svg: str
    columns: list[str] = field(default_factory=list)
    rows: list[list[Any]] = field(default_factory=list)
    claimed: str = ""  # the answer the item gives (value, chosen text, or the statement's value)
    unit: str | None = None

    @property
    def all(self) -> str:
        return f"{self.text} {self.desc}"


def split_statement(statement: str) -> tuple[str, str]:
    """(the statement before its value, the value) for a true-false statement ending in '... is X.'"""
    best = -1
    marker = ""
    for m in MARKERS:
        at = statement.rfind(m)
        if at > best:
            best, marker = at, m
    assert best >= 0, statement
    tail = statement[best + len(marker) :].strip()
    if tail.endswith("."):
        tail = tail[:-1]
    return statement[:best], tail


def view(item: dict[str, Any]) -> View:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    svg = (item.get("visuals") or {}).get("diagramSvg") or ""
    desc = ""
    if svg:
        root = ET.fromstring(svg)
        desc = (root.find(f"{SVG}desc").text or "").strip()  # type: ignore[union-attr]
    unit = answer.get("unit")
    if kind == "true-false":
        text, claimed = split_statement(content["statement"])
    else:
        text = " ".join(
            str(content.get(k) or "") for k in ("question", "text", "prompt", "expression") if content.get(k)
        )
        if answer["type"] == "multiple-choice-index":
            check_choices_distinct(item)
            assert len(content["choices"]) >= 3, "fewer than two wrong choices"
            claimed = content["choices"][answer["value"]]["text"]
            if unit and claimed.endswith(" " + unit):
                claimed = claimed[: -len(unit) - 1]
        else:
            claimed = str(answer["value"])
    return View(
        kind=kind,
        text=text,
        desc=desc,
        svg=svg,
        columns=list(content.get("columns") or []),
        rows=[list(r) for r in content.get("rows") or []],
        claimed=claimed.strip(),
        unit=unit,
    )


def leading_number(text: str) -> Fraction:
    match = re.match(r"\$?(" + NUM + ")", text.strip())
    assert match, f"no number in {text!r}"
    return parse_number(match.group(1))


def verify(item: dict[str, Any], v: View, expected: Fraction | int | str) -> None:
    """The item's claimed answer equals ``expected`` (true-false: the item's truth value does)."""
    if isinstance(expected, str):
        same = _norm(v.claimed) == _norm(expected)
    else:
        try:
            same = leading_number(v.claimed) == Fraction(expected)
        except (AssertionError, ValueError, ZeroDivisionError):
            same = False
    if v.kind == "true-false":
        assert item["answer"]["value"] is same, f"truth of {item['content']['statement']!r} should be {same}"
    else:
        assert same, f"expected {expected!r}, item says {v.claimed!r} ({v.kind}: {v.text})"


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def numbers(text: str) -> list[Fraction]:
    return [parse_number(m) for m in re.findall(NUM, text)]


def svg_root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def svg_lines(svg: str) -> list[dict[str, str]]:
    return [dict(el.attrib) for el in svg_root(svg).iter(f"{SVG}line")]


def svg_texts(svg: str) -> list[tuple[float, float, str]]:
    return [
        (float(el.attrib["x"]), float(el.attrib["y"]), el.text or "")
        for el in svg_root(svg).iter(f"{SVG}text")
    ]


def arithmetic_value(item: dict[str, Any]) -> Fraction | None:
    c = item["content"]
    if c["type"] != "arithmetic":
        return None
    a, b = Fraction(str(c["operand1"])), Fraction(str(c["operand2"]))
    if c.get("operandDisplays"):
        a, b = (parse_number(x) for x in c["operandDisplays"][:2])
    third = c.get("operand3")
    op = c["operator"]
    value = OPS[op](a, b)
    if third is not None:
        value = value * Fraction(str(third)) if op == "×" else value
    return value


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "×": lambda a, b: a * b, "÷": lambda a, b: a / b}


def shown_operation(item: dict[str, Any], v: Any) -> tuple[Fraction, str, Fraction] | None:
    c = item["content"]
    if c["type"] == "arithmetic":
        displays = c.get("operandDisplays") or [str(c["operand1"]), str(c["operand2"])]
        return parse_number(displays[0]), c["operator"], parse_number(displays[1])
    m = re.search(r"(" + NUM + r") ([+\-×÷]) (" + NUM + ")", v.text)
    if m:
        return parse_number(m.group(1)), m.group(2), parse_number(m.group(3))
    return None


def evaluate(expr: str) -> Fraction:
    """+, -, ×, ÷ with ( ) [ ] { } and fractions like 1/10, exactly."""
    text = expr.replace(",", "")
    for a, b in (("[", "("), ("]", ")"), ("{", "("), ("}", ")")):
        text = text.replace(a, b)
    tokens = re.findall(r"\d+(?:\.\d+)?(?:/\d+)?|[()+\-×÷]", text)
    assert "".join(tokens) == re.sub(r"\s+", "", text), text
    out: list[Fraction] = []
    ops: list[str] = []
    prec = {"+": 1, "-": 1, "×": 2, "÷": 2}

    def apply() -> None:
        op = ops.pop()
        b, a = out.pop(), out.pop()
        out.append(OPS[op](a, b))

    for tok in tokens:
        if tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                apply()
            ops.pop()
        elif tok in prec:
            while ops and ops[-1] != "(" and prec[ops[-1]] >= prec[tok]:
                apply()
            ops.append(tok)
        else:
            out.append(Fraction(tok))
    while ops:
        apply()
    assert len(out) == 1
    return out[0]


def two_numbers(text: str, pattern: str) -> tuple[Fraction, Fraction]:
    m = re.search(r"(" + NUM + r") (?:" + pattern + r") (" + NUM + ")", text)
    assert m, text
    return parse_number(m.group(1)), parse_number(m.group(2))


Pt = tuple[float, float]


def polygon(svg: str) -> list[Pt]:
    poly = next(svg_root(svg).iter(f"{SVG}polygon"))
    return [(float(a), float(b)) for a, b in (pair.split(",") for pair in poly.attrib["points"].split())]


def side_vectors(pts: list[Pt]) -> list[Pt]:
    n = len(pts)
    return [(pts[(i + 1) % n][0] - pts[i][0], pts[(i + 1) % n][1] - pts[i][1]) for i in range(n)]


def parallel(u: Pt, w: Pt) -> bool:
    return abs(u[0] * w[1] - u[1] * w[0]) < 0.01 * math.hypot(*u) * math.hypot(*w)


def perpendicular(u: Pt, w: Pt) -> bool:
    return abs(u[0] * w[0] + u[1] * w[1]) < 0.01 * math.hypot(*u) * math.hypot(*w)


def op_from_cue(text: str) -> str:
    if "in each" in text or "each person" in text:
        return "divide"
    if "altogether" in text:
        return "multiply"
    if "left" in text or "change" in text:
        return "subtract"
    assert "in all" in text, text
    return "add"


# name -> (dimension, size in the dimension's smallest unit)
UNITS: dict[str, tuple[str, int]] = {}
for dim, table in {
    "metric-length": {"kilometer": 1_000_000, "meter": 1000, "centimeter": 10, "millimeter": 1},
    "customary-length": {"yard": 36, "foot": 12, "feet": 12, "inch": 1, "inches": 1},
    "metric-mass": {"kilogram": 1000, "gram": 1},
    "metric-volume": {"liter": 1000, "milliliter": 1},
    "customary-weight": {"pound": 16, "ounce": 1},
    "customary-capacity": {"gallon": 16, "quart": 4, "pint": 2, "cup": 1},
    "time": {"day": 86400, "hour": 3600, "minute": 60, "second": 1},
}.items():
    for word, size in table.items():
        UNITS[word] = (dim, size)
        if not word.endswith(("feet", "inches")) and word not in ("foot", "inch"):
            UNITS[word + "s"] = (dim, size)

QUANTITY = re.compile(r"(" + NUM + r")\s+([a-z]+)")


def quantities(text: str) -> list[tuple[Fraction, str]]:
    return [(parse_number(n), u) for n, u in QUANTITY.findall(text) if u in UNITS]


def in_unit(value: Fraction, source: str, target: str) -> Fraction:
    (d1, s1), (d2, s2) = UNITS[source], UNITS[target]
    assert d1 == d2, (source, target)
    return value * s1 / s2


def long_and_wide(text: str) -> tuple[Fraction, Fraction]:
    m = re.search(r"(" + NUM + r") [a-z]+ long and (" + NUM + r") [a-z]+ wide", text)
    assert m, text
    return parse_number(m.group(1)), parse_number(m.group(2))


def settle_arithmetic(item: dict[str, Any], v: View) -> bool:
    """For an arithmetic item, check the answer against the operation it shows and say it is settled
    (True); any other item is left to the caller (False)."""
    value = arithmetic_value(item)
    if value is None:
        return False
    verify(item, v, value)
    return True


def settle_shown_quotient(item: dict[str, Any], v: View) -> bool:
    """When the item shows ``a ÷ b`` (as arithmetic or in its text), check the answer is the exact
    quotient and say it is settled (True); otherwise leave it to the caller (False)."""
    shown = shown_operation(item, v)
    if not shown:
        return False
    a, op, b = shown
    assert op == "÷"
    verify(item, v, a / b)
    return True


def operation_or_numbers(item: dict[str, Any], v: View) -> tuple[Fraction, str | None, Fraction]:
    """``(a, op, b)``: the operation the item shows (``shown_operation``), or else the first two
    numbers of its text, with no operator (None) for the checker to infer from the wording."""
    shown = shown_operation(item, v)
    if shown:
        return shown
    a, b = numbers(v.text)[:2]
    return a, None, b
