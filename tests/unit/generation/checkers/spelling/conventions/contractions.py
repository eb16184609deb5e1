"""Checker for ``spelling.conventions.contractions``: each contraction looked up by its words in the
contractions bank."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, fills
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


@checks("spelling.conventions.contractions")
def check_contractions(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("spelling", "contractions")["contractions"]
    full = {(e.get("full") or " ".join(e["words"])): e for e in data}
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "matching":
        for i, lf in enumerate(content["left"]):
            assert content["right"][answer["value"][i]] == full[lf]["contraction"]
        assert_target(item, full[content["left"][0]]["contraction"], "contraction", "contraction")
        return
    if kind == "word-puzzle":
        entry = next(e for e in data if e["words"] == content["words"])
        assert answer["value"] == entry["contraction"]
        assert_target(item, entry["contraction"], "contraction", "contraction")
        return
    if kind == "fill-blank":
        words = re.search(r"\(([^)]+)\)$", content["text"]).group(1)
        entry = full[words]
        assert answer["value"] == entry["contraction"]
        assert fills(content["text"].rsplit(" (", 1)[0], entry["contraction"], entry["sentence"])
        assert_target(item, entry["contraction"], "contraction", "contraction")
        return
    check_choices_distinct(item)
    words = re.search(r"contraction for (.+)\?$", content["question"]).group(1)
    assert chosen_text(item) == full[words]["contraction"]
    assert_target(item, full[words]["contraction"], "contraction", "contraction")
