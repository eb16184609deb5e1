"""Shared by the matter and energy checkers: the science model files read directly (never the
generators' code), and ``settle``, which checks a written item (multiple choice, true-false,
fill-blank, short answer, diagram with choices) against rules that recompute its answer from the
question or sentence it shows."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"
Rule = tuple[str, Callable[[re.Match[str]], str]]
"""A pattern over the question or sentence (``(?P<x>...)`` where a sentence holds the answer) and
the answer it recomputes from the match."""


@cache
def model(area: str) -> Any:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


def by_name(area: str, key: str, name: str) -> dict[str, Any]:
    """The entry of ``model(area)[key]`` whose name (or name before a bracket) is ``name``."""
    name = name.lower()
    found = [
        e
        for e in model(area)[key]
        if name in (e["name"].lower(), e["name"].split(" (")[0].lower(), e.get("id"))
    ]
    assert len(found) == 1, (area, key, name, len(found))
    return found[0]


def num(text: str) -> float:
    return float(text.replace(",", "").replace("−", "-"))


def labels(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]


def _solve(text: str, rules: Sequence[Rule]) -> tuple[re.Match[str], str]:
    for pattern, solve in rules:
        m = re.fullmatch(pattern, text, flags=re.IGNORECASE)
        if m:
            return m, solve(m)
    raise AssertionError(f"no rule reads {text!r}")


def settle(
    item: dict[str, Any], rules: Sequence[Rule], same: Callable[[str, str], bool] | None = None
) -> None:
    """Recompute the answer of a written item and check it, and that every wrong choice is wrong."""
    same = same or (lambda a, b: a.strip().lower() == b.strip().lower())
    content, answer = item["content"], item["answer"]
    kind = item["type"]
    if kind == "true-false":
        m, right = _solve(content["statement"], rules)
        assert same(m["x"], right) == answer["value"], (content["statement"], right)
        return
    if kind == "fill-blank":
        _, right = _solve(content["text"].replace("___", "BLANK"), rules)
        assert same(str(answer["value"]), right), (content["text"], answer["value"], right)
        bank = content.get("wordBank") or []
        assert sum(same(w, right) for w in bank) == 1, (bank, right)
        return
    _, right = _solve(content["question"], rules)
    if content.get("choices"):
        check_choices_distinct(item)
        assert same(chosen_text(item), right), (content["question"], chosen_text(item), right)
        others = [c["text"] for i, c in enumerate(content["choices"]) if i != answer["value"]]
        assert not any(same(o, right) for o in others), (content["question"], others)
    else:
        assert same(str(answer["value"]), right), (content["question"], answer["value"], right)


def sign_texts(*, new_only: bool = False) -> dict[str, str]:
    """The reactions model's signs: id -> what a student observes (only signs of a new substance)."""
    return {s["id"]: s["text"] for s in model("reactions")["signs"] if s["newSubstance"] or not new_only}


def change_of(what: str) -> dict[str, Any]:
    found = [c for c in model("reactions")["changes"] if c["what"].lower() == what.lower()]
    assert len(found) == 1, what
    return found[0]


def kind_of_change(m: re.Match[str]) -> str:
    return f"a {change_of(m['what'])['kind']} change"


CHANGE_RULES: list[Rule] = [
    (r"Is (?P<what>.+) a chemical change or a physical change\?", kind_of_change),
    (r"(?P<what>.+) is (?P<x>a chemical change|a physical change|no change at all|BLANK)\.", kind_of_change),
]


def check_sign_question(item: dict[str, Any]) -> bool:
    """'Which observation shows that a new substance formed during ...?': the chosen sign is one of the
    change's chemical signs, no other choice is. False when the item asks something else."""
    m = re.fullmatch(
        r"Which observation shows that a new substance formed during (.+)\?", item["content"]["question"]
    )
    if not m:
        return False
    change = change_of(m[1])
    assert change["kind"] == "chemical"
    new = sign_texts(new_only=True)
    right = {new[s] for s in change["signs"] if s in new}
    check_choices_distinct(item)
    assert chosen_text(item) in right
    others = [c["text"] for i, c in enumerate(item["content"]["choices"]) if i != item["answer"]["value"]]
    assert not set(others) & right and all(o in sign_texts().values() for o in others), others
    return True
