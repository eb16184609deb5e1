"""Helpers for checkers: exact numbers from text, choice answers, true/false statements."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

NUMBER = r"-?\d[\d,]*(?:\.\d+)?(?:\s+\d+/\d+)?(?:/\d+)?"


def parse_number(text: str) -> Fraction:
    """``12``, ``1,200``, ``-3``, ``2.5``, ``3/4``, ``1 1/2`` -> exact Fraction."""
    text = text.strip().replace(",", "").replace("−", "-")
    mixed = re.fullmatch(r"(-?\d+)\s+(\d+)/(\d+)", text)
    if mixed:
        whole, num, den = (int(g) for g in mixed.groups())
        sign = -1 if whole < 0 or text.startswith("-") else 1
        return sign * (abs(whole) + Fraction(num, den))
    return Fraction(text)


def numbers_in(text: str) -> list[Fraction]:
    return [parse_number(m) for m in re.findall(NUMBER, text)]


def chosen_text(item: dict[str, Any]) -> str:
    """The text of the choice the answer points at (multiple-choice and passage items)."""
    choices = item["content"]["choices"]
    index = item["answer"]["value"]
    assert 0 <= index < len(choices), "answer index out of range"
    return choices[index]["text"]


def answer_value(item: dict[str, Any]) -> str:
    """The answer as text, whatever the item type (choice text for choices)."""
    if item["answer"]["type"] == "multiple-choice-index":
        return chosen_text(item)
    return str(item["answer"]["value"])


def _singulars(word: str) -> list[str]:
    """What a plural unit word may be in the singular: inches -> inch, feet -> foot, cups -> cup."""
    found = {"feet": ["foot"], "people": ["person"], "children": ["child"]}.get(word, [])
    if word.endswith("ies"):
        found.append(word[:-3] + "y")
    if word.endswith("es"):
        found.append(word[:-2])
    if word.endswith("s"):
        found.append(word[:-1])
    return found


def strip_unit(text: str, unit: str | None) -> str:
    """``text`` without the ``unit`` after its number; the unit (given in the plural) may be written
    in the singular after 1 or a fraction below 1 ("0.5 cup of flour per batch")."""
    text = text.strip()
    if not unit:
        return text
    if text.endswith(unit):
        return text[: -len(unit)].strip()
    first, _, rest = unit.partition(" ")
    for written in (f"{one} {rest}".strip() for one in _singulars(first)):
        if text.endswith(" " + written):
            return text[: -len(written)].strip()
    return text


def check_choices_distinct(item: dict[str, Any]) -> None:
    texts = [c["text"] for c in item["content"]["choices"]]
    assert len(set(texts)) == len(texts), f"duplicate choices {texts}"
    for d in item["answer"].get("distractors") or []:
        assert d["choiceIndex"] != item["answer"]["value"], "a distractor marks the right answer"
        assert d["misconception"] and d["reason"]


def median(values: list[int] | list[Fraction]) -> Fraction:
    """The middle value, or the mean of the two middle values, exactly."""
    s = sorted(values)
    n = len(s)
    return Fraction(s[n // 2]) if n % 2 else Fraction(s[n // 2 - 1] + s[n // 2]) / 2


def mean_absolute_deviation(values: list[int] | list[Fraction]) -> Fraction:
    """The mean distance of the values from their mean, exactly."""
    mean = Fraction(sum(values)) / len(values)
    return sum((abs(v - mean) for v in values), Fraction(0)) / len(values)
