"""Helpers for the checkers of the grade 7-8 math generators (equations, functions, geometry,
numbers, statistics): the text an item shows, parsers for the answer forms (numbers, multiples of pi,
points, powers, scientific notation, linear rules), exact evaluation of linear equations, outcomes of
chance events, and one ``verify`` that checks every content type against an independently computed
expected value."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct

SVG_NS = "{http://www.w3.org/2000/svg}"
NUM = r"-?\d[\d,]*(?:\.\d+)?(?:/\d+)?"
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")


def svg_desc(item: dict[str, Any]) -> str:
    svg = (item.get("visuals") or {}).get("diagramSvg")
    if not svg:
        return ""
    root = ET.fromstring(svg)
    node = root.find(f"{SVG_NS}desc")
    return (node.text or "") if node is not None else ""


def item_text(item: dict[str, Any]) -> str:
    """Everything the item states: its question or statement, the table and the diagram's desc."""
    c = item["content"]
    parts = [c.get(k) or "" for k in ("question", "text", "statement", "prompt", "expression", "title")]
    if c.get("columns"):
        parts.append(" | ".join(str(x) for x in c["columns"]))
    for row in c.get("rows") or []:
        parts.append(" | ".join(str(x) for x in row))
    parts.append(svg_desc(item))
    return "\n".join(p for p in parts if p)


def frac(text: str) -> Fraction:
    return Fraction(text.replace(",", "").replace("−", "-"))


def nums(text: str) -> list[Fraction]:
    return [frac(m) for m in re.findall(NUM, text)]


def find(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, f"pattern {pattern!r} not in {text!r}"
    return m


# ---- parsers (None when the text is not of that form) ----------------------------------------


def parse_num(s: str) -> Fraction | None:
    s = str(s).strip().replace("−", "-")
    m = re.fullmatch(r"\$?(-?\d[\d,]*(?:\.\d+)?)(?:\s*/\s*(\d+))?\s*([A-Za-z²³°% .]*)", s)
    if not m:
        return None
    value = Fraction(m.group(1).replace(",", ""))
    if m.group(2):
        value /= int(m.group(2))
    return value


def parse_pi(s: str) -> Fraction | None:
    """``16π``, ``π``, ``32π/3`` (plus a unit) -> the coefficient of pi."""
    s = str(s).strip()
    m = re.fullmatch(r"(\d+)?π(?:/(\d+))?(?:\s+[A-Za-z²³ ]+)?", s)
    if not m:
        return None
    c = Fraction(int(m.group(1) or 1))
    return c / int(m.group(2)) if m.group(2) else c


def parse_word(s: str) -> str:
    return re.sub(r"\s+", " ", str(s).strip().rstrip(".").lower())


def parse_point(s: str) -> tuple[Fraction, Fraction] | None:
    m = re.fullmatch(rf"\(\s*({NUM})\s*,\s*({NUM})\s*\)", str(s).strip())
    return (frac(m.group(1)), frac(m.group(2))) if m else None


def parse_power(s: str) -> tuple[str, int] | None:
    """``3⁹`` or ``(-2)⁵`` -> (base text, exponent)."""
    m = re.fullmatch(r"(\(?-?\d+(?:/\d+)?\)?)([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)", str(s).strip())
    if not m:
        return None
    return m.group(1).strip("()"), int(m.group(2).translate(_SUP))


def parse_sci(s: str) -> tuple[Fraction, int] | None:
    m = re.fullmatch(r"(\d+(?:\.\d+)?) × 10([⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)(?:\s+[A-Za-z ]+)?", str(s).strip())
    if not m:
        return None
    return Fraction(m.group(1)), int(m.group(2).translate(_SUP))


def sci_value(s: str) -> Fraction:
    parsed = parse_sci(s)
    assert parsed, s
    return parsed[0] * Fraction(10) ** parsed[1]


def parse_sqrt(s: str) -> int | None:
    m = re.fullmatch(r"√(\d+)(?:\s+[A-Za-z ]+)?", str(s).strip())
    return int(m.group(1)) if m else None


def parse_linear(s: str, var: str = "x") -> tuple[Fraction, Fraction] | None:
    """``3x + 2``, ``-x``, ``(1/2)x - 4``, ``5`` -> (coefficient, constant)."""
    s = str(s).strip().replace("−", "-")
    if not s:
        return None
    terms = re.findall(r"([+-]?)\s*([^+-]+)", s.replace(" ", ""))
    if "".join(sign + body for sign, body in terms) != s.replace(" ", ""):
        return None
    m = b = Fraction(0)
    for sign, body in terms:
        k = -1 if sign == "-" else 1
        if body.endswith(var):
            c = body[: -len(var)].strip("()")
            try:
                m += k * (Fraction(c) if c else 1)
            except ValueError:
                return None
        else:
            try:
                b += k * Fraction(body)
            except ValueError:
                return None
    return m, b


def parse_rule(s: str) -> tuple[Fraction, Fraction] | None:
    m = re.fullmatch(r"y\s*=\s*(.+)", str(s).strip())
    return parse_linear(m.group(1)) if m else None


SUP = "[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+"
SCI = rf"\d+(?:\.\d+)? × 10{SUP}"
PI = Fraction(314, 100)


def exp_of(s: str) -> int:
    return int(s.translate(_SUP))


def int_root(n: int, k: int) -> int | None:
    r = round(n ** (1 / k)) if n else 0
    for c in (r - 1, r, r + 1):
        if c >= 0 and c**k == n:
            return c
    return None


def side_value(side: str, **values: Fraction) -> Fraction:
    """Evaluate one side of an equation written in the items' notation (``3(x - 2) + 5``, ``(2/3)x``)."""
    s = side.replace("−", "-")
    s = re.sub(r"\d+(?:\.\d+)?", lambda m: f"F('{m.group(0)}')", s)
    s = re.sub(r"\)\s*\(", ")*(", s)
    s = re.sub(r"\)\s*([xy])", r")*\1", s)
    s = re.sub(r"([xy])\s*\(", r"\1*(", s)
    return Fraction(eval(s, {"__builtins__": {}, "F": Fraction}, dict(values)))


def linear_parts(eq: str) -> tuple[Fraction, Fraction, Fraction]:
    """``left = right`` as a*x + b*y + c = 0."""
    left, right = eq.split(" = ")

    def f(x: int, y: int) -> Fraction:
        return side_value(left, x=Fraction(x), y=Fraction(y)) - side_value(
            right, x=Fraction(x), y=Fraction(y)
        )

    c = f(0, 0)
    return f(1, 0) - c, f(0, 1) - c, c


def outcomes_for(event: str, sides: int) -> list[int]:
    event = event.strip()
    if event == "an even number":
        return [v for v in range(1, sides + 1) if v % 2 == 0]
    if event == "an odd number":
        return [v for v in range(1, sides + 1) if v % 2]
    if event == "a multiple of 3":
        return [v for v in range(1, sides + 1) if v % 3 == 0]
    if m := re.fullmatch(r"a number greater than (\d+)", event):
        return [v for v in range(1, sides + 1) if v > int(m.group(1))]
    if m := re.fullmatch(r"a number less than (\d+)", event):
        return [v for v in range(1, sides + 1) if v < int(m.group(1))]
    m = re.fullmatch(r"an? (\d+)", event)
    assert m, event
    return [v for v in range(1, sides + 1) if v == int(m.group(1))]


# ---- verifying an item ---------------------------------------------------------------------


def verify(
    item: dict[str, Any], expected: Any, parse: Callable[[str], Any] = parse_num, marker: str = " is "
) -> None:
    """The item's answer equals ``expected`` under ``parse``: exact answers, the chosen choice (and
    no other choice), or the truth of a true/false statement (the part after the last ``marker``)."""
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    assert expected is not None
    if kind == "multiple-choice":
        check_choices_distinct(item)
        texts = [c["text"] for c in content["choices"]]
        chosen = texts[answer["value"]]
        assert parse(chosen) == expected, (chosen, expected, item_text(item))
        for i, t in enumerate(texts):
            if i != answer["value"]:
                assert parse(t) != expected, f"choice {t!r} is also right: {texts}"
        assert len(answer.get("distractors") or []) >= 2
        return
    if kind == "true-false":
        statement = content["statement"]
        at = statement.rfind(marker)
        assert at >= 0, (marker, statement)
        shown = statement[at + len(marker) :].strip()
        if (shown.endswith(".") and not shown.endswith("….")) or shown.endswith("…."):
            shown = shown[:-1]
        truth = parse(shown) == expected
        assert answer["value"] is truth, (statement, expected, answer["value"])
        return
    got = parse(str(answer["value"]))
    assert got == expected, (answer["value"], expected, item_text(item))
