"""Checker for ``science.earth.resources``: the answer recomputed from ``model-resources.json`` (read
directly): an action and what it helps, renewable or not, where a source comes from, what it is used
for, whether it is burned, and what a town project protects."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
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


@checks("science.earth.resources")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_relation_item(item, _relation(params["ask"]))
