"""For the engineering design checkers: the design model read directly from its JSON (never through
generator code), and what those checkers share."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"


@cache
def design_model() -> dict[str, Any]:
    return json.loads((CONTENT / "model-design.json").read_text(encoding="utf-8"))


def in_grade(entries: list[dict[str, Any]], grade: int) -> list[dict[str, Any]]:
    return [e for e in entries if e["grades"][0] <= grade <= e["grades"][1]]


def challenges(grade: int) -> list[dict[str, Any]]:
    return in_grade(design_model()["challenges"], grade)


def challenge_in(text: str, grade: int) -> dict[str, Any]:
    """The one challenge of ``grade`` whose situation or title the text names."""
    found = [c for c in challenges(grade) if c["situation"] in text or f" {c['title']}" in text]
    if len(found) > 1:
        found = [c for c in found if c["situation"] in text] or found
    assert len(found) == 1, f"no single design challenge in {text!r}: {[c['id'] for c in found]}"
    return found[0]


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def texts(c: dict[str, Any], part: str) -> list[str]:
    return [e["text"] for e in c[part]]


def grade_of(item: dict[str, Any]) -> int:
    return int(item["gradeLevel"])


def svg_texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]


def svg_desc(svg: str) -> str:
    return ET.fromstring(svg).find(f"{SVG}desc").text or ""


def choice_texts(item: dict[str, Any]) -> list[str]:
    return [c["text"] for c in item["content"]["choices"]]


def plain(title: str) -> str:
    return title.split(" ", 1)[1]


def tested(grade: int, named: str) -> dict[str, Any]:
    """The challenge of ``grade`` with test results whose title (without its article) is ``named``."""
    (found,) = [c for c in challenges(grade) if "test" in c and plain(c["title"]) == named]
    return found


def design_named(c: dict[str, Any], name: str) -> dict[str, Any]:
    (found,) = [d for d in c["test"]["designs"] if d["name"] == name]
    return found


def best(c: dict[str, Any], values: list[int]) -> int:
    return max(values) if c["test"]["better"] == "more" else min(values)


def worst(c: dict[str, Any], values: list[int]) -> int:
    return min(values) if c["test"]["better"] == "more" else max(values)


def number(text: str) -> int:
    return int(text.replace(",", ""))
