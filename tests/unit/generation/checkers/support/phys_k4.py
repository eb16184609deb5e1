"""For the checkers of the kindergarten to grade 4 physical-science generators (phys-k4): a written
item (multiple choice, true-false, fill-blank, short answer, passage-based) judged by ``Form``s, each
a question pattern, a sentence pattern (the answer in the group ``value``) and a judge that tells
from the model whether a value answers it; and the model files, read directly."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"

Judge = Callable[[dict[str, str], str], bool]
"""(the groups of the matched pattern, a candidate answer in lower case) -> is it right?"""


@cache
def data(area: str) -> Any:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Form:
    question: str
    sentence: str
    judge: Judge


def _find(forms: Sequence[Form], field: str, text: str) -> tuple[Form, dict[str, str]]:
    for form in forms:
        found = re.fullmatch(getattr(form, field), text, flags=re.IGNORECASE | re.DOTALL)
        if found:
            return form, {k: v for k, v in found.groupdict().items() if v is not None}
    raise AssertionError(f"no {field} pattern matches {text!r}")


def check_written(item: dict[str, Any], forms: Sequence[Form]) -> None:
    kind, content, answer = item["type"], item["content"], item["answer"]
    if kind in ("multiple-choice", "passage-based"):
        check_choices_distinct(item)
        form, groups = _find(forms, "question", content["question"])
        for i, choice in enumerate(content["choices"]):
            right = form.judge(groups, choice["text"].lower())
            assert right is (i == answer["value"]), (content["question"], choice["text"], right)
    elif kind == "short-answer":
        form, groups = _find(forms, "question", content["question"])
        assert form.judge(groups, str(answer["value"]).lower()), (content["question"], answer["value"])
    elif kind == "true-false":
        form, groups = _find(forms, "sentence", content["statement"])
        assert form.judge(groups, groups["value"].lower()) is answer["value"], content["statement"]
    elif kind == "fill-blank":
        text = content["text"]
        for option in content["wordBank"]:
            filled = text.replace("___", option)
            form, groups = _find(forms, "sentence", filled)
            right = form.judge(groups, groups["value"].lower())
            assert right is (option == answer["value"]), (filled, right)
    else:
        raise AssertionError(f"not a written item: {kind}")


Part = Callable[[dict[str, Any]], None]


def check_item(
    item: dict[str, Any],
    forms: Sequence[Form],
    *,
    table: Part | None = None,
    matching: Part | None = None,
    diagram: Part | None = None,
) -> None:
    """Check ``item`` with the checker's part for its type, or as a written item judged by ``forms``."""
    part = {"data-table": table, "matching": matching, "diagram": diagram}.get(item["type"])
    if part is None:
        check_written(item, forms)
    else:
        part(item)


def description(item: dict[str, Any]) -> str:
    """The ``<desc>`` of the item's diagram."""
    return ET.fromstring(item["visuals"]["diagramSvg"]).find("{http://www.w3.org/2000/svg}desc").text or ""
