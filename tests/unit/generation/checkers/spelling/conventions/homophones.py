"""Checker for ``spelling.conventions.homophones``: the word that fills the bank sentence of its homophone
group, and the item's spelling target (that word, pattern homophone, activity choose)."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, fills
from tests.unit.generation.checkers.support.common import chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


@checks("spelling.conventions.homophones")
def check_homophones(item: dict[str, Any], params: dict[str, Any]) -> None:
    groups = [g for s in params["sets"] for g in bank("spelling", "homophones")["sets"][s]]
    content, answer = item["content"], item["answer"]
    text = content.get("text") or content["question"].split("? ", 1)[1]
    got = answer["value"] if content["type"] == "fill-blank" else chosen_text(item)
    hits = [(g, w) for g in groups for s, w in g["sentences"] if fills(text, w, s)]
    assert len(hits) == 1, text
    group, word = hits[0]
    assert got == word
    assert_target(item, word, "homophone", "choose")
    shown = content.get("wordBank") or [c["text"] for c in content["choices"]]
    assert set(shown) <= set(group["words"])
