"""Checker for ``science.earth.living_earth``: what each living thing does to its surroundings and
why, from ``model-landforms.json`` read directly."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_k5 import Relation, check_relation_item, earth_model


@checks("science.earth.living_earth")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    entries = earth_model("landforms")["living_changes"]
    does = Relation([(e["who"], e["change"]) for e in entries])
    why = Relation([(e["change"], e["need"]) for e in entries])
    text = item["content"].get("statement") or item["content"].get("question") or ""
    needs = [e["need"] for e in entries]
    shown = [c["text"] for c in item["content"].get("choices") or []]
    if any(n.lower() in text.lower() for n in needs) or any(s in needs for s in shown):
        check_relation_item(item, why)
    else:
        check_relation_item(item, does)
