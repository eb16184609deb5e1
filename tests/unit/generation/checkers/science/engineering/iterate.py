"""Checker for ``science.engineering.iterate``: prototype versions recomputed from the design
model (read directly: the first result and each change's effect), the change that helped most or
the total improvement from the rows; the design process steps of the grade band for ordering, the
loop with a hidden step and the step that comes next."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.design_model import (
    capital,
    challenges,
    choice_texts,
    design_model,
    grade_of,
    in_grade,
    plain,
    svg_desc,
)


def _steps(item: dict[str, Any]) -> list[dict[str, str]]:
    return in_grade(design_model()["process"], grade_of(item))[0]["steps"]


def _versions(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]["value"]
    named = re.fullmatch(r"Improving the (.+) prototype", content["title"]).group(1)
    (c,) = [x for x in challenges(grade_of(item)) if "iterations" in x and plain(x["title"]) == named]
    effects = {ch["change"]: ch["effect"]["value"] for ch in c["iterations"]["changes"]}
    rows = content["rows"]
    assert rows[0] == [1, "first prototype", c["iterations"]["start"]["value"]]
    sign = 1 if c["test"]["better"] == "more" else -1
    gains = {}
    for before, row in itertools.pairwise(rows):
        assert row[0] == before[0] + 1 and row[2] == before[2] + effects[row[1]], row
        gains[row[1]] = sign * (row[2] - before[2])
    if "improved the result the most" in content["question"]:
        top = max(gains.values())
        assert list(gains.values()).count(top) == 1 and answer == next(
            k for k, g in gains.items() if g == top
        )
    else:
        assert answer == sign * (rows[-1][2] - rows[0][2])


def _order(item: dict[str, Any]) -> None:
    in_order = [capital(s["does"]) for s in _steps(item)]
    value = item["answer"]["value"]
    assert sorted(value) == sorted(item["content"]["items"])
    start = in_order.index(value[0])
    assert value == in_order[start : start + len(value)]


def _loop(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    names = [s["name"] for s in _steps(item)]
    shown = svg_desc(item["visuals"]["diagramSvg"]).split(": ", 1)[1].split(", and back")[0].split(", then ")
    assert len(shown) == len(names) and all(s in ("?", n) for s, n in zip(shown, names, strict=True))
    step = _steps(item)[shown.index("?")]
    right = step["name"] if "Which step belongs" in item["content"]["question"] else capital(step["does"])
    assert chosen_text(item) == right
    assert right not in set(choice_texts(item)) - {right}


def _next(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    steps = _steps(item)
    done = re.search(r"finished this step: they (.+)\. Which step", item["content"]["question"]).group(1)
    k = [s["does"] for s in steps].index(done)
    assert chosen_text(item) == steps[k + 1]["name"]


@checks("science.engineering.iterate")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    {"data-table": _versions, "ordering": _order, "diagram": _loop, "multiple-choice": _next}[item["type"]](
        item
    )
