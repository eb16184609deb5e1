"""Checker for ``science.engineering.sketches``: the sketch named in the diagram's title (or the
object named in the question) is found in the design model (read directly); the hidden label is
the part missing from the labels in the description; the answer is that part's job or name, and
no other choice is; true-false and matching from the parts' jobs."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.design_model import (
    capital,
    choice_texts,
    design_model,
    grade_of,
    in_grade,
    svg_desc,
)


def _sketch(item: dict[str, Any], obj: str) -> dict[str, Any]:
    (found,) = [s for s in in_grade(design_model()["sketches"], grade_of(item)) if s["object"] == obj]
    return found


def _job(part: dict[str, str]) -> str:
    plural = not part["does"].split()[0].endswith("s")
    return f"{'They' if plural else 'It'} {part['does']}."


def _diagram(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    svg = item["visuals"]["diagramSvg"]
    s = _sketch(item, re.search(r"<title>Sketch of (.+?)</title>", svg).group(1))
    shown = svg_desc(svg).split("Labels point to its parts: ")[1].split(". One label")[0].split(", ")
    (hidden,) = [p for p in s["parts"] if p["label"] not in shown]
    assert sorted(shown) == sorted(["?", *(p["label"] for p in s["parts"] if p is not hidden)])
    right = _job(hidden) if "What does the part" in item["content"]["question"] else capital(hidden["label"])
    assert chosen_text(item) == right
    assert right not in set(choice_texts(item)) - {right}
    if right == _job(hidden):
        for text in choice_texts(item):
            assert text == right or text != _job(hidden)


def _claim(item: dict[str, Any]) -> None:
    if item["type"] == "multiple-choice":
        check_choices_distinct(item)
        found = re.fullmatch(r"Why does (.+?) have (?:a )?(.+)\?", item["content"]["question"])
        s = _sketch(item, found.group(1))
        (part,) = [p for p in s["parts"] if p["label"] == found.group(2)]
        assert chosen_text(item) == _job(part)
        jobs_of_others = {_job(p) for p in s["parts"] if p is not part}
        assert set(choice_texts(item)) - {chosen_text(item)} <= jobs_of_others | {
            _job(p) for o in design_model()["sketches"] for p in o["parts"] if p["does"] != part["does"]
        }
        return
    statement = item["content"]["statement"]
    objects = [
        s for s in in_grade(design_model()["sketches"], grade_of(item)) if f" of {s['object']} " in statement
    ]
    matches = [
        (s, p)
        for s in objects
        for p in s["parts"]
        if statement.startswith(f"The {p['label']} of {s['object']} ")
    ]
    (s, part), *_ = matches
    said = statement.split(f" of {s['object']} ", 1)[1]
    assert item["answer"]["value"] is (said == part["does"] + "."), (statement, part)


def _matching(item: dict[str, Any]) -> None:
    content = item["content"]
    s = _sketch(
        item, re.fullmatch(r"Match each part of (.+) with what its shape does\.", content["prompt"]).group(1)
    )
    jobs = {capital(p["label"]): capital(p["does"]) for p in s["parts"]}
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        assert content["right"][index] == jobs[left]


@checks("science.engineering.sketches")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    {"diagram": _diagram, "multiple-choice": _claim, "true-false": _claim, "matching": _matching}[
        item["type"]
    ](item)
