"""Shared by the checkers of the grade 4 and grade 8 forces, energy and waves generators: the model
files read directly, and one way to settle every written form of a question whose answer a checker
can work out from its words (``settle``)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"

Solver = Callable[[re.Match[str]], str]
"""The right answer (as the item writes it) of a question matched by a pattern."""


@cache
def model(area: str) -> Any:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


def number(text: str) -> Fraction:
    return Fraction(text.replace(",", ""))


def written(value: Fraction | float | int) -> str:
    """A number as the items write it: thousands commas, at most three decimals."""
    text = f"{float(value):,.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def desc(item: dict[str, Any]) -> str:
    return ET.fromstring(item["visuals"]["diagramSvg"]).find(f"{SVG}desc").text or ""


def labels(item: dict[str, Any]) -> list[str]:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    return [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]


def _solve(patterns: Sequence[tuple[re.Pattern[str], Solver]], text: str) -> tuple[re.Match[str], str]:
    for pattern, solver in patterns:
        match = pattern.search(text)
        if match:
            return match, solver(match)
    raise AssertionError(f"no pattern reads {text!r}")


def check_item(
    item: dict[str, Any],
    patterns: Sequence[tuple[re.Pattern[str], Solver]],
    by_type: dict[str, Callable[[dict[str, Any]], None]],
) -> None:
    """Check ``item`` with the checker of its content type in ``by_type``, or else ``settle`` it."""
    found = by_type.get(item["type"])
    if found is None:
        settle(item, patterns)
    else:
        found(item)


def settle(item: dict[str, Any], patterns: Sequence[tuple[re.Pattern[str], Solver]]) -> None:
    """Check a written item: choices (the chosen one is the right answer, no other is), short
    answers, fill-ins (the blank is the answer group ``ans``; no other word of the bank fits) and
    true-false statements (true exactly when the filled-in ``ans`` is the right answer)."""
    content, answer = item["content"], item["answer"]
    kind = item["type"]
    if kind == "true-false":
        match, right = _solve(patterns, content["statement"])
        assert "ans" in match.groupdict() and match.group("ans") is not None, content["statement"]
        assert answer["value"] is (match.group("ans") == right), (content["statement"], right)
        return
    if kind == "fill-blank":
        match, right = _solve(patterns, content["text"].replace("___", "\x00"))
        assert answer["value"] == right, (content["text"], right, answer["value"])
        others = [w for w in content.get("wordBank") or [] if w != right]
        assert len(others) == len(content.get("wordBank") or []) - 1, content.get("wordBank")
        return
    question = content["question"]
    match, right = _solve(patterns, question)
    if content.get("choices"):
        check_choices_distinct(item)
        assert chosen_text(item) == right, (question, right, chosen_text(item))
        assert sum(c["text"] == right for c in content["choices"]) == 1
    else:
        assert answer["value"] == right, (question, right, answer["value"])
