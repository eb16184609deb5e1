"""Checker for ``science.engineering.tests``: each table row and chart bar is checked against the
design model (read directly): results, costs and masses as the model holds them, trial means equal
to the design's result, load-test cells "OK" exactly up to the design's result; the answer is
recomputed from the rows (best, worst, mean, the one design meeting every goal, the failure point)
and fair-test answers from the test's changed and kept variables."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.design_model import (
    best,
    capital,
    challenges,
    choice_texts,
    design_named,
    grade_of,
    number,
    svg_desc,
    tested,
    worst,
)


def _result(c: dict[str, Any], name: str, field: str = "result") -> int:
    return design_named(c, name)[field]["value"]


def _best_table(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    values = [row[1] for row in content["rows"]]
    for name, v in content["rows"]:
        assert v == _result(c, name)
    target = best(c, values) if "did the best" in content["question"] else worst(c, values)
    assert values.count(target) == 1
    assert answer == content["rows"][values.index(target)][0]


def _trials_table(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    means = {}
    for name, *trials in content["rows"]:
        assert sum(trials) % 3 == 0 and sum(trials) // 3 == _result(c, name), (name, trials)
        means[name] = sum(trials) // 3
    asked = re.search(r"average result of the (.+) over its three trials\?$", content["question"])
    if asked:
        assert answer == means[asked.group(1)]
    else:
        target = best(c, list(means.values()))
        assert list(means.values()).count(target) == 1
        assert answer == next(n for n, m in means.items() if m == target)


def _meets_table(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    question = content["question"]
    goal = number(re.search(r" must \D*?([\d,]+)", question).group(1))
    cost = number(re.search(r"cost no more than ([\d,]+) dollars?", question).group(1))
    mass = re.search(r"mass of no more than ([\d,]+) grams", question)
    meets = []
    for row in content["rows"]:
        name, result, price, *rest = row
        assert result == _result(c, name) and price == _result(c, name, "cost")
        ok = (result >= goal if c["test"]["better"] == "more" else result <= goal) and price <= cost
        if mass:
            assert rest[0] == _result(c, name, "mass")
            ok = ok and rest[0] <= number(mass.group(1))
        if ok:
            meets.append(name)
    assert meets == [answer], (meets, answer)


def _load_table(c: dict[str, Any], content: dict[str, Any], answer: Any) -> None:
    names = content["columns"][1:]
    fails = c["test"]["fails"]
    for load, *cells in content["rows"]:
        for name, cell in zip(names, cells, strict=True):
            assert cell == ("OK" if load <= _result(c, name) else fails), (name, load, cell)
    asked = re.search(r"failure point of the (.+)\?$", content["question"]).group(1)
    k = names.index(asked)
    assert answer == next(row[0] for row in content["rows"] if row[k + 1] == fails)


_TABLES = {
    r"Testing (.+) designs": _best_table,
    r"Three trials of each (.+) design": _trials_table,
    r"Test results and costs of (.+) designs": _meets_table,
    r"Load test of (.+) designs": _load_table,
}


def _check_table(item: dict[str, Any]) -> None:
    content = item["content"]
    for pattern, check_rows in _TABLES.items():
        found = re.fullmatch(pattern, content["title"])
        if found:
            check_rows(tested(grade_of(item), found.group(1)), content, item["answer"]["value"])
            return
    raise AssertionError(f"unknown table {content['title']!r}")


def _check_graph(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    svg = item["visuals"]["diagramSvg"]
    c = tested(grade_of(item), re.search(r"<title>Testing (.+) designs</title>", svg).group(1))
    bars = re.findall(r"([^:;]+): ([\d,]+) [^;.]+", svg_desc(svg).split(": ", 1)[1])
    values = {name.strip(): number(v) for name, v in bars}
    for name, v in values.items():
        assert v == _result(c, name), (name, v)
    target = best(c, list(values.values()))
    assert list(values.values()).count(target) == 1
    top = design_named(c, next(n for n, v in values.items() if v == target))
    field = "feature" if "Which feature" in item["content"]["question"] else "name"
    assert chosen_text(item) == capital(top[field])
    others = {capital(design_named(c, n)[field]) for n in values if n != top["name"]}
    assert set(choice_texts(item)) - {chosen_text(item)} <= others


def _fair_right(item: dict[str, Any], text: str) -> set[str]:
    """The right answers to the fair-test question or statement ``text``."""
    grade = grade_of(item)
    changed = re.search(r"designs of (an? .+?): ", text)
    if changed:
        (c,) = [x for x in challenges(grade) if x["title"] == changed.group(1) and "test" in x]
        return {capital(c["test"]["changed"])}
    same = re.search(
        r"testing designs of an? (.+?) that differ only in|a fair test of (.+?) designs that differ", text
    )
    assert same, text
    c = tested(grade, same.group(1) or same.group(2))
    return {capital(s) for s in c["test"]["same"]}


def _check_fair(item: dict[str, Any]) -> None:
    if item["type"] == "multiple-choice":
        check_choices_distinct(item)
        right = _fair_right(item, item["content"]["question"])
        assert chosen_text(item) in right
        assert not (set(choice_texts(item)) - {chosen_text(item)}) & right
        return
    statement = item["content"]["statement"]
    right = _fair_right(item, statement)
    said = re.match(r"(.+?) (?:was the variable|should stay the same)", statement).group(1)
    assert item["answer"]["value"] is (said in right), (statement, right)


@checks("science.engineering.tests")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "data-table":
        _check_table(item)
    elif kind == "diagram":
        _check_graph(item)
    elif kind in ("multiple-choice", "true-false"):
        _check_fair(item)
    else:
        raise AssertionError(f"unexpected type {kind}")
