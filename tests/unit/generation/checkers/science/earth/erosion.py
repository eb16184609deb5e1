"""Checker for ``science.earth.erosion``: fast and slow changes, their order, erosion solutions,
weathering or erosion and its cause, from ``model-landforms.json`` read directly; the erosion and
weathering tests recomputed from the table rows (or the numbers in the question) and checked against
the model's covers and rock hardness."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import answer_value, chosen_text
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


def _relation(ask: str) -> Relation:
    data = earth_model("landforms")
    pairs: list[tuple[str, str]] = []
    if ask == "fast-slow":
        for c in data["changes"]:
            pairs.append(
                (
                    c["event"],
                    "changes the land quickly" if c["speed"] == "fast" else "changes the land slowly",
                )
            )
            assert (c["speed"] == "fast") == (c["rank"] <= 3)
            pairs.append((c["event"], c["takes"]))
    elif ask == "solutions":
        problems = {p["id"]: p["problem"] for p in data["erosion_problems"]}
        pairs = [(s["solution"], problems[f]) for s in data["erosion_solutions"] for f in s["fixes"]]
    else:
        for p in data["processes"]:
            pairs += [(p["process"], p["kind"]), (p["process"], p["agent"])]
    return Relation(pairs)


def _rank(event: str) -> int:
    return next(c["rank"] for c in earth_model("landforms")["changes"] if c["event"] == event)


def _check_order(item: dict[str, Any]) -> None:
    if item["type"] == "ordering":
        ranks = [_rank(e) for e in item["answer"]["value"]]
        assert len(set(ranks)) == len(ranks)
        slowest_first = "slowest to fastest" in item["content"]["prompt"]
        assert ranks == sorted(ranks, reverse=slowest_first), ranks
        assert sorted(item["content"]["items"]) == sorted(item["answer"]["value"])
    else:
        ranks = {c["text"]: _rank(c["text"]) for c in item["content"]["choices"]}
        assert len(set(ranks.values())) == len(ranks)
        assert chosen_text(item) == max(ranks, key=ranks.get)


def _check_trays(item: dict[str, Any]) -> None:
    keeps = {c["name"]: c["keeps"] for c in earth_model("landforms")["covers"]}
    content = item["content"]
    if item["type"] == "multiple-choice":
        rows = [
            (n, int(g))
            for n, g in re.findall(r"([a-z ]+?) lost (\d+) grams", content["question"].split("Results: ")[1])
        ]
        rows = [(n.strip(), g) for n, g in rows]
        assert chosen_text(item) == min(rows, key=lambda r: r[1])[0]
    else:
        rows = [tuple(r) for r in content["rows"]]
        question, answer = content["question"], item["answer"]["value"]
        if "lost the least" in question:
            assert answer == min(rows, key=lambda r: r[1])[0]
        elif "lost the most" in question:
            assert answer == max(rows, key=lambda r: r[1])[0]
        else:
            m = re.search(r"tray with (.+) lose than the tray with (.+)\?", question)
            lost = dict(rows)
            assert answer == lost[m.group(1)] - lost[m.group(2)]
    # the better a cover keeps soil in the model, the less it lost
    ordered = sorted(rows, key=lambda r: keeps[r[0]])
    assert [r[1] for r in ordered] == sorted((r[1] for r in rows), reverse=True), rows


def _check_rates(item: dict[str, Any]) -> None:
    hard = {r["name"]: r["wear"] for r in earth_model("landforms")["rocks"]}
    content = item["content"]
    if item["type"] == "multiple-choice":
        found = re.findall(r"The (\w+) lost (\d+) grams and the (\w+) lost (\d+) grams", content["question"])[
            0
        ]
        a, la, b, lb = found[0], int(found[1]), found[2], int(found[3])
        assert (la > lb) == (hard[a] > hard[b])
        assert chosen_text(item) == (a if la > lb else b)
        return
    rows = content["rows"]
    steps = {rows[i][1] - rows[i + 1][1] for i in range(len(rows) - 1)}
    assert len(steps) == 1
    per = steps.pop()
    question, answer = content["question"], item["answer"]["value"]
    rock = re.search(r"Mass of (\w+) pieces", content["title"]).group(1)
    assert per == hard[rock] * (rows[1][0] - rows[0][0])
    if m := re.search(r"lose in (\d+) minutes", question):
        at = dict((t, g) for t, g in rows)
        assert answer == rows[0][1] - at[int(m.group(1))]
    elif "every" in question:
        assert answer == per
    else:
        minutes = int(re.search(r"at (\d+) minutes", question).group(1))
        assert answer == rows[0][1] - per * (minutes - rows[0][0]) // (rows[1][0] - rows[0][0])
    assert answer_value(item)


@checks("science.earth.erosion")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    ask = params["ask"]
    if ask == "order":
        _check_order(item)
    elif ask == "trays":
        _check_trays(item)
    elif ask == "rates":
        _check_rates(item)
    else:
        check_relation_item(item, _relation(ask))
