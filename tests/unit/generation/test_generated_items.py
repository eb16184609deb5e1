"""Every skill generates: items validate, answers are right (independent checkers), SVG is safe."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest

from educontent.catalog.index import get_catalog
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.generation.items import ContentItem
from educontent.generation.registry import check_skill_generator
from educontent.generation.science.knowledge import recording
from tests.unit.generation.checkers import load_all
from tests.unit.generation.safety_check import check_safe
from tests.unit.generation.test_science_facts import review

ITEMS_PER_MATH_SKILL = 200
ITEMS_PER_LANGUAGE_SKILL = 100  # reading, vocabulary and spelling (issue 11)
ITEMS_PER_SCIENCE_SKILL = 100  # issue 12
LANGUAGE = ("reading", "vocabulary", "spelling")
SVG_NS = "{http://www.w3.org/2000/svg}"
CHECKERS = load_all()


def _skills(*subjects: str) -> list[str]:
    index = get_catalog()
    return [slug for slug, subject in index.skill_subject.items() if subject in subjects]


def test_every_skill_names_a_generator_that_makes_its_content_types():
    index = get_catalog()
    problems = [p for record in index.skill_records.values() for p in check_skill_generator(record)]
    assert not problems, "\n".join(problems[:40])


def test_all_twelve_content_types_are_produced():
    index = get_catalog()
    produced = {ct.value for record in index.skill_records.values() for ct in record.content_types}
    assert len(produced) == 12, produced


_GREY = re.compile(r"#(?:([0-9a-f])\1\1|([0-9a-f]{2})\2\2)")
_PLAIN_PAINTS = {"none", "black", "white", "gray", "grey", "silver", "currentcolor", "transparent"}


def _prints_in_black_and_white(paint: str) -> bool:
    paint = paint.strip().lower()
    return paint in _PLAIN_PAINTS or paint.startswith("url(#") or bool(_GREY.fullmatch(paint))


def check_svg(svg: str) -> None:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG_NS}svg"
    assert root.find(f"{SVG_NS}title") is not None and (root.find(f"{SVG_NS}title").text or "").strip()
    assert root.find(f"{SVG_NS}desc") is not None and (root.find(f"{SVG_NS}desc").text or "").strip()
    for element in root.iter():
        assert not element.tag.endswith("script") and not element.tag.endswith("foreignObject")
        for name, value in element.attrib.items():
            assert not name.lower().startswith("on"), name
            assert not ("href" in name and not value.startswith("#")), (name, value)
    assert not re.search(r"url\((?!#)", svg)
    paints = re.findall(r'(?:fill|stroke|stop-color)="([^"]+)"', svg)
    colours = [p for p in paints if not _prints_in_black_and_white(p)]
    assert not colours, f"colours that do not print in black and white: {colours[:5]}"


_WRITTEN = re.compile(r"(-?)(?:(\d+) )?(\d+)/(\d+)|-?\d+(?:\.\d+)?")


def _written_value(display: str) -> Fraction | None:
    """The value of an operand as written (``3/4``, ``-1 1/2``, ``40.1``, ``7``); None for other forms."""
    match = _WRITTEN.fullmatch(display.replace("−", "-").replace(",", ""))
    if match is None:
        return None
    if match.group(3) is None:
        return Fraction(match.group())
    sign, whole, numerator, denominator = match.groups()
    value = int(whole or 0) + Fraction(int(numerator), int(denominator))
    return -value if sign else value


def check_exact_operands(content: dict[str, Any]) -> None:
    """Operands that are not whole come exactly too (``exactOperands``), equal to the JSON numbers and
    to the operands as written; whole operands need none."""
    operands = [content[k] for k in ("operand1", "operand2", "operand3") if content.get(k) is not None]
    exact = content.get("exactOperands")
    if exact is None:
        assert all(float(o).is_integer() for o in operands), f"inexact operands {operands}"
        return
    values = [Fraction(e["numerator"], e["denominator"]) for e in exact]
    assert len(values) == len(operands) and any(v.denominator != 1 for v in values), exact
    for value, operand in zip(values, operands, strict=True):
        assert math.isclose(float(value), operand, rel_tol=1e-12), (value, operand)
    for value, display in zip(values, content.get("operandDisplays") or [], strict=False):
        written = _written_value(display)
        assert written is None or written == value, (display, value)


def check_arithmetic_fields(content: dict[str, Any]) -> None:
    """The structured fields describe the expression shown: its operator, its operands in order as
    written, and the blank where the missing part is (a two-step equation is not `+`, `result`)."""
    expression = content["expression"]
    operands = [content[k] for k in ("operand1", "operand2", "operand3") if content.get(k) is not None]
    written = content.get("operandDisplays") or [
        f"{o:g}" if isinstance(o, float) else str(o) for o in operands
    ]
    missing = content.get("missingOperand", "result")
    left, equals, right = expression.partition(" = ")
    assert equals, f"no ' = ' in {expression!r}"
    if missing == "result":
        assert right.strip() == "___", expression
    else:
        left = left.replace("___", written[int(missing[-1]) - 1], 1)
    joined = f" {content['operator']} ".join(written)
    assert _plain(left) == _plain(joined), (expression, written, content["operator"])


def _plain(text: str) -> str:
    """Text without the marks that do not change a number: thousands commas, brackets, the minus sign's form."""
    return text.replace(",", "").replace("(", "").replace(")", "").replace("−", "-").strip()


_MEASURED = re.compile(
    r"\b(length|height|mass|weight|temperature|distance|speed|depth|volume|time|width|thickness|rain"
    r"|rainfall|energy|force)\b",
    re.IGNORECASE,
)


def check_units(item: dict[str, Any]) -> None:
    """Units are written and agree: an answer with a unit shows it, and a table column of measured
    numbers (a length, a mass, a temperature, a time...; not a score) names its unit in its heading."""
    answer = item["answer"]
    unit = answer.get("unit")
    if unit:
        assert unit in answer["display"] or unit.rstrip("s") in answer["display"], (unit, answer["display"])
    content = item["content"]
    if content["type"] != "data-table":
        return
    for j, heading in enumerate(content["columns"]):
        cells = [row[j] for row in content["rows"]]
        numbers = all(isinstance(c, int | float) and not isinstance(c, bool) for c in cells)
        if numbers and _MEASURED.search(heading) and "score" not in heading.lower():
            assert re.search(r"\(.+\)", heading), f"measured column without its unit: {heading!r}"


def _items_for(slug: str, total: int) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    seed = 0
    CACHE.clear()  # generated here, so that what the generators use is seen (science facts)
    while len(items) < total:
        batch = generate(GenerationRequest(skills=(slug,), count=50, seed=seed))
        items.extend(item.model_dump(mode="json") for item in batch.items)
        seed += 1
    CACHE.clear()
    return items[:total]


def _check_items(slug: str, total: int) -> None:
    record = get_catalog().skill_records[slug]
    checker = CHECKERS.get(record.generator.name)
    assert checker is not None, f"no independent checker for generator {record.generator.name}"
    items = _items_for(slug, total)
    types = Counter(item["type"] for item in items)
    assert set(types) == {ct.value for ct in record.content_types}, types
    for item in items:
        ContentItem.model_validate(item)
        assert item["content"]["type"] == item["type"]
        assert item["answer"]["display"] and item["answer"]["explanation"]
        svg = (item.get("visuals") or {}).get("diagramSvg")
        if svg:
            check_svg(svg)
        if item["type"] == "arithmetic":
            check_exact_operands(item["content"])
            check_arithmetic_fields(item["content"])
        for choice in item["content"].get("choices") or []:
            if choice.get("svg"):
                check_svg(choice["svg"])
        check_safe(item)
        for key in ("passage", "pairedPassage"):
            passage = item["content"].get(key)
            if passage:  # the title is the passage's own field: its text does not open with it again
                assert passage["text"].split("\n", 1)[0].strip().lower() != passage["title"].strip().lower()
        if get_catalog().skill_subject[slug] == "science":
            check_units(item)
        checker(item, dict(record.generator.params))


@pytest.mark.parametrize("slug", _skills("math"))
def test_math_skill_answers_are_correct(slug: str):
    _check_items(slug, ITEMS_PER_MATH_SKILL)


@pytest.mark.parametrize("slug", _skills(*LANGUAGE))
def test_language_skill_answers_are_correct(slug: str):
    _check_items(slug, ITEMS_PER_LANGUAGE_SKILL)


@pytest.mark.parametrize("slug", _skills("science"))
def test_science_skill_answers_are_correct(slug: str):
    """... and every number or contestable fact the generator used is in the fact review file."""
    with recording() as used:
        _check_items(slug, ITEMS_PER_SCIENCE_SKILL)
    unlisted = sorted(used - set(review()))
    assert not unlisted, f"facts used but not in fact-review.json: {unlisted}"


@pytest.mark.parametrize(
    "content",
    [
        # solve-two-step-equations once said `+` and `result` for "2x + 5 = 17"
        {"expression": "2x + 5 = 17", "operand1": 2, "operand2": 5, "operator": "+"},
        {
            "expression": "7 × ___ = 56",
            "operand1": 7,
            "operand2": 8,
            "operator": "+",
            "missingOperand": "operand2",
        },
        {"expression": "12 - 5 = ___", "operand1": 5, "operand2": 12, "operator": "-"},
    ],
)
def test_arithmetic_fields_that_contradict_the_expression_are_caught(content: dict[str, Any]):
    with pytest.raises(AssertionError):
        check_arithmetic_fields(content)


@pytest.mark.parametrize(
    "item",
    [
        {"answer": {"unit": "cm", "display": "12"}, "content": {"type": "short-answer"}},
        {
            "answer": {"display": "Tuesday"},
            "content": {"type": "data-table", "columns": ["Day", "Temperature"], "rows": [["Monday", 20]]},
        },
        {
            "answer": {"display": "B"},
            "content": {"type": "data-table", "columns": ["Design", "Mass"], "rows": [["A", 20], ["B", 25]]},
        },
    ],
)
def test_units_left_out_are_caught(item: dict[str, Any]):
    with pytest.raises(AssertionError):
        check_units(item)
