"""Checker for ``science.earth.resources``: the answer recomputed from ``model-resources.json`` (read
directly): an action and what it helps, renewable or not, where a source comes from, what it is used
for, whether it is burned, and what a town project protects."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import chosen_text
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


def _relation(ask: str) -> Relation:
    data = earth_model("resources")
    phrase = {p["name"]: p["phrase"] for p in data["parts"]}
    pairs: list[tuple[str, str]] = []
    if ask == "care":
        for c in data["care"]:
            for h in c["helps"]:
                pairs += [(c["action"], phrase[h]), (c["doing"], phrase[h]), (c["doing"], phrase[h])]
            pairs.append((c["doing"], "take care of the earth"))
        for h in data["harms"]:
            pairs.append((h["doing"], "harms"))
    elif ask == "energy":
        for e in data["energy"]:
            pairs += [
                (e["name"], "non-renewable" if not e["renewable"] else "renewable"),
                (e["name"], e["from"]),
                (e["name"], e["use"]),
            ]
            if e["burned"]:
                pairs.append((e["name"], "smoke and gases"))
    else:
        for p in data["projects"]:
            pairs.append((p["project"], phrase[p["protects"]]))
    return Relation(pairs)


def _check_results(item: dict[str, Any]) -> None:
    """The town's records: the answer from the rows; the project that lowers the measure in the model."""
    programs = earth_model("resources")["programs"]
    content = item["content"]
    if item["type"] == "multiple-choice":
        program = next(p for p in programs if p["measure"] in content["question"])
        assert chosen_text(item) == f"The town {program['project']}."
        for c in content["choices"]:
            assert c["text"] == chosen_text(item) or program["project"] not in c["text"]
        return
    program = next(p for p in programs if p["project"] in content["question"])
    rows = content["rows"]
    values = [v for _, v in rows]
    assert values == sorted(values, reverse=True) and program["start"][0] * program["scale"] <= values[0]
    question, value = content["question"], item["answer"]["value"]
    if "By how much" in question:
        assert value == values[0] - values[-1]
    elif m := re.search(r"less than ([\d,]+)", question):
        goal = int(m.group(1).replace(",", ""))
        assert value == next(y for y, v in rows if v < goal) and rows[0][1] >= goal
    else:
        assert Fraction(values[0] - values[-1], values[0]) * 100 == value


@checks("science.earth.resources")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["ask"] == "results":
        _check_results(item)
    else:
        check_relation_item(item, _relation(params["ask"]))
