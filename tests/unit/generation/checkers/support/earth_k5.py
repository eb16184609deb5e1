"""Shared checks for the K-5 Earth science checkers (earth-k5): the model JSON read directly, and an
item checked against a relation of the model (pairs of texts that belong together, such as an action
and the part of the environment it helps).

A question or statement is read by finding the model's texts in it, longest first, so that a short text
inside a longer one ("the water" in "turns off the water") is not counted twice.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"


@cache
def earth_model(area: str) -> Any:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


def for_grade(entries: Iterable[dict[str, Any]], grade: int) -> list[dict[str, Any]]:
    return [e for e in entries if e["grades"][0] <= grade <= e["grades"][1]]


class Relation:
    """Pairs of texts (either order) that belong together."""

    def __init__(self, pairs: Iterable[tuple[str, str]]) -> None:
        self.pairs = {(a.lower(), b.lower()) for a, b in pairs} | {(b.lower(), a.lower()) for a, b in pairs}
        self.vocab = sorted({a for a, _ in self.pairs}, key=len, reverse=True)

    def found(self, text: str) -> list[str]:
        """The model texts in ``text``, longest first, each masked once found."""
        rest, found = text.lower(), []
        for word in self.vocab:
            pattern = re.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])")
            if pattern.search(rest):
                found.append(word)
                rest = pattern.sub("#", rest)
        return found

    def holds(self, a: str, b: str) -> bool:
        return (a.lower(), b.lower()) in self.pairs

    def true_statement(self, text: str) -> bool:
        found = self.found(text)
        return any(self.holds(a, b) for a in found for b in found if a != b)


def check_relation_item(item: dict[str, Any], rel: Relation) -> None:
    """Multiple choice, passage-based, short answer, fill-blank, true-false or matching: the answer
    belongs with what the question names; every wrong choice does not."""
    content, kind = item["content"], item["type"]
    if kind in ("multiple-choice", "passage-based"):
        check_choices_distinct(item)
        chosen = chosen_text(item)
        others = [c["text"] for c in content["choices"] if c["text"] != chosen]
        subjects = rel.found(content["question"])
        assert any(rel.holds(s, chosen) and not any(rel.holds(s, o) for o in others) for s in subjects), (
            content["question"],
            chosen,
            others,
            subjects,
        )
    elif kind == "true-false":
        assert rel.true_statement(content["statement"]) is item["answer"]["value"], content["statement"]
    elif kind == "fill-blank":
        filled = content["text"].replace("___", item["answer"]["value"])
        assert rel.true_statement(filled), filled
        for word in content.get("wordBank") or []:
            if word != item["answer"]["value"]:
                assert not rel.true_statement(content["text"].replace("___", word)), word
    elif kind == "matching":
        left, right = content["left"], content["right"]
        for i, j in enumerate(item["answer"]["value"]):
            assert rel.holds(left[i], right[j]), (left[i], right[j])
            for k, other in enumerate(right):
                if k != j:
                    assert not rel.holds(left[i], other), (left[i], other)
    elif kind == "short-answer":
        subjects = rel.found(content["question"])
        assert any(rel.holds(s, item["answer"]["value"]) for s in subjects), content["question"]
    else:
        raise AssertionError(f"no relation check for {kind}")


def svg_texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]


def svg_desc(svg: str) -> str:
    return ET.fromstring(svg).find(f"{SVG}desc").text or ""
