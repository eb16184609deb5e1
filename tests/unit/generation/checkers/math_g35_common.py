"""Helpers for the ``math.g35.*`` checkers: what an item shows (its text, the SVG description and
geometry, the table) apart from the answer it claims, and a comparison that works the same for
exact, multiple-choice and true-false items. No generator code is imported."""

from __future__ import annotations

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
