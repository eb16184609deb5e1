"""Checker for ``math.md.length``: lengths read from the picture (strip and tower descriptions,
unit copies, ruler marks), the order of two facts, and estimates within a sensible range."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    after,
    check_ordering,
    count_class,
    desc,
    judge,
    number_is,
    parse_svg,
    text_is,
)


def _lengths_from_desc(text: str) -> dict[str, int]:
    found = re.findall(r"([A-Za-z ]+?) is (\d+) (?:units long|cubes tall)", text.split(": ", 1)[1])
    return {name.strip(): int(v) for name, v in found}


PLAUSIBLE_CM = {
    "pencil": (12, 25),
    "crayon": (6, 12),
    "paper clip": (2, 5),
    "book": (18, 35),
    "door": (180, 250),
    "classroom": (600, 1500),
    "bed": (150, 230),
    "school bus": (900, 1400),
    "shoe": (15, 32),
    "table": (90, 250),
}


CM_PER = {
    "inch": Fraction(254, 100),
    "inches": Fraction(254, 100),
    "centimeter": 1,
    "centimeters": 1,
    "foot": Fraction(3048, 100),
    "feet": Fraction(3048, 100),
    "meter": 100,
    "meters": 100,
}


@checks("math.md.length")
@reads_question
def check_length(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    visuals = (item.get("visuals") or {}).get("diagramSvg")
    root = parse_svg(visuals) if visuals else None
    if content["type"] == "ordering":
        lengths = _lengths_from_desc(desc(root))
        check_ordering(item, lambda label: lengths[label])
        return
    if root is not None and re.search(r"(units long|cubes tall)", desc(root)):
        lengths = _lengths_from_desc(desc(root))
        asked = re.search(r"(longest|shortest|tallest|longer|shorter|taller)", text)
        assert asked, text
        word = asked.group(1)
        ranked = sorted(lengths, key=lambda k: lengths[k])
        assert len(set(lengths.values())) == len(lengths)
        expected = ranked[-1] if word in ("longest", "tallest", "longer", "taller") else ranked[0]
        if word in ("longer", "shorter", "taller"):
            assert len(lengths) == 2
        judge(item, text_is(expected), after(r"^(?:The )?(.+?) is (?:the )?\w+\.$"))
        return
    if re.search(r"an? [a-z ]+ is shorter than a ", text, re.IGNORECASE):
        m = re.search(r"An? ([a-z ]+) is shorter than a ([a-z ]+)\.", text) or re.search(
            r"\(an? ([a-z ]+) is shorter than a ([a-z ]+)\)", text
        )
        small = m.group(1)
        many = "inches" if small == "inch" else f"{small}s"
        judge(
            item,
            text_is(f"more {many}"),
            after(r"needs (more [a-z ]+|the same number of each) \("),
        )
        return
    if "About how long" in text or re.search(r"A ([a-z ]+) is about", text):
        obj = (
            re.search(r"About how long is an? ([a-z ]+)\?", text)
            or re.search(r"An? ([a-z ]+) is about", text)
        ).group(1)
        low, high = PLAUSIBLE_CM[obj]

        def sensible(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) ([a-z]+)", candidate.strip())
            assert m, candidate
            cm = int(m.group(1)) * Fraction(CM_PER[m.group(2)])
            return low <= cm <= high

        judge(item, sensible, after(r"is about (.+) long\."))
        return
    if " is longer than the " in text or " is shorter than the " in text:
        facts = re.findall(r"The (\w+) is (longer|shorter) than the (\w+)\.", text)
        longer: set[tuple[str, str]] = set()
        for a, word, b in facts:
            longer.add((a, b) if word == "longer" else (b, a))
        names = {n for pair in longer for n in pair}
        beats = {n: {b for a, b in longer if a == n} for n in names}
        for n in names:  # transitive closure (three objects)
            for m in list(beats[n]):
                beats[n] |= beats.get(m, set())
        longest = max(names, key=lambda n: len(beats[n]))
        shortest = min(names, key=lambda n: len(beats[n]))
        word = re.search(r"is the (longest|shortest)", text) or re.search(
            r"Which is the (longest|shortest)", text
        )
        expected = longest if word.group(1) == "longest" else shortest
        judge(item, text_is(expected), after(r"The (\w+) is the (?:longest|shortest)\.$"))
        return
    assert root is not None, text
    if count_class(root, "unit-copy"):
        n = count_class(root, "unit-copy")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n
        judge(item, number_is(n), after(r"is (\d+) \w+"))
        return
    if count_class(root, "small-unit"):
        n = count_class(root, "small-unit")
        big = count_class(root, "big-unit")
        stated = re.search(r"is (\d+) \w+s long", text)
        assert stated and int(stated.group(1)) == big
        judge(item, number_is(n), after(r"which is (\d+) \w+"))
        return
    marks = re.findall(r"from the (\d+) mark to the (\d+) mark", desc(root))
    if "How much longer" in text:
        assert len(marks) == 2 and marks[0][0] == marks[1][0] == "0"
        expected = int(marks[0][1]) - int(marks[1][1])
    else:
        assert len(marks) == 1
        expected = int(marks[0][1]) - int(marks[0][0])
    if content["type"] != "true-false":
        assert item["answer"].get("unit") in ("cm", "inches")
    judge(item, number_is(expected), after(r"\? (\d+)"))
