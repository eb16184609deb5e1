"""Checker for ``science.engineering.compare``: decision-matrix scores recomputed from the designs'
results, costs and masses in the design model (read directly), totals and the top design from the
rows and the weights in the headings; the budget choice from the rows; the trade-off statement from
the two designs' results and costs told in the question, checked against the model."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.design_model import (
    best,
    choice_texts,
    design_named,
    grade_of,
    number,
    tested,
)

_CRITERIA = {"Test result score": "result", "Cost score": "cost", "Mass score": "mass"}


def _matrix(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    heads = content["columns"][1:]
    names = [row[0] for row in content["rows"]]
    totals = [0] * len(names)
    for j, head in enumerate(heads):
        found = re.fullmatch(r"(.+?)(?: \(weight (\d)\))?", head)
        field, weight = _CRITERIA[found.group(1)], int(found.group(2) or 1)
        values = [design_named(c, n)[field]["value"] for n in names]
        more = field == "result" and c["test"]["better"] == "more"
        for i, v in enumerate(values):
            expected = 1 + sum((w < v) if more else (w > v) for w in values)
            assert content["rows"][i][j + 1] == expected, (
                names[i],
                head,
                content["rows"][i][j + 1],
                expected,
            )
            totals[i] += weight * expected
    asked = re.search(r"total score of the (.+)\?$", content["question"])
    if asked:
        assert answer == totals[names.index(asked.group(1))]
    else:
        assert totals.count(max(totals)) == 1 and answer == names[totals.index(max(totals))]


def _budget(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    budget = number(re.search(r"no more than ([\d,]+) dollars?", content["question"]).group(1))
    for name, result, cost in content["rows"]:
        assert (
            result == design_named(c, name)["result"]["value"]
            and cost == design_named(c, name)["cost"]["value"]
        )
    within = [row for row in content["rows"] if row[2] <= budget]
    top = best(c, [row[1] for row in within])
    assert [row[0] for row in within if row[1] == top] == [answer]


def _correct_tradeoff(c: dict[str, Any], text: str) -> tuple[str, str]:
    """The two designs' data part of ``text`` and the one correct comparison of them."""
    told = re.findall(
        r"The ([^.]+?) design had a result of ([\d,]+) [^.]+? and costs ([\d,]+) dollars?\.", text
    )
    assert len(told) == 2, text
    (a, ra, pa), (b, rb, pb) = [(n, number(r), number(p)) for n, r, p in told]
    for name, r, p in ((a, ra, pa), (b, rb, pb)):
        assert design_named(c, name)["result"]["value"] == r and design_named(c, name)["cost"]["value"] == p
    better = a if best(c, [ra, rb]) == ra else b
    worse = b if better == a else a
    if pa == pb:
        right = f"The {better} design did better in the test than the {worse} design, and they cost the same."
    elif (pa < pb) == (better == a):
        right = f"The {better} design did better in the test and costs less than the {worse} design."
    else:
        right = f"The {better} design did better in the test, but the {worse} design costs less."
    return text[: text.index(told[1][0]) + len(told[1][0])], right


def _tradeoff(item: dict[str, Any]) -> None:
    content = item["content"]
    text = content.get("question") or content["statement"]
    c = tested(grade_of(item), re.match(r"In the (.+?) test, ", text).group(1))
    _, right = _correct_tradeoff(c, text)
    if item["type"] == "true-false":
        said = text.rsplit(". ", 1)[1] if not text.endswith(right) else right
        assert item["answer"]["value"] is (said == right), (text, right)
        return
    check_choices_distinct(item)
    assert chosen_text(item) == right
    assert right not in set(choice_texts(item)) - {chosen_text(item)}


@checks("science.engineering.compare")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if item["type"] in ("multiple-choice", "true-false"):
        _tradeoff(item)
        return
    assert item["type"] == "data-table", item["type"]
    matrix = re.fullmatch(r"Decision matrix for (.+) designs", content["title"])
    if matrix:
        _matrix(tested(grade_of(item), matrix.group(1)), content, item["answer"]["value"])
        return
    costs = re.fullmatch(r"Test results and costs of (.+) designs", content["title"])
    _budget(tested(grade_of(item), costs.group(1)), content, item["answer"]["value"])
