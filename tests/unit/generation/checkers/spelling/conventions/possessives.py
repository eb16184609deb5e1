"""Checker for ``spelling.conventions.possessives``: the possessive found by its sentence in the
possessives bank, and the apostrophe rule itself."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, fills
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


@checks("spelling.conventions.possessives")
def check_possessives(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("spelling", "possessives")["possessives"]
    content, answer = item["content"], item["answer"]
    text = content.get("text") or content.get("question")
    hits = [
        e
        for e in data
        if e["meaning"] in text
        and fills(
            (text.rsplit(" (", 1)[0] if content["type"] == "fill-blank" else text.split("? ", 1)[1]),
            e["possessive"],
            e["sentence"],
        )
    ]
    assert len(hits) == 1, text
    entry = hits[0]
    got = answer["value"] if content["type"] == "fill-blank" else chosen_text(item)
    assert got == entry["possessive"]
    # the rule itself: one owner -> 's; plural ending in s -> s'; other plurals -> 's
    if entry["kind"] == "singular":
        assert got == entry["owner"] + "'s"
    elif entry["kind"] == "plural":
        assert got.endswith("s'")
    else:
        assert got.endswith("'s") and not got.endswith("s's")
    activity = "choose" if content["type"] == "fill-blank" else "find-misspelling"
    assert_target(item, entry["possessive"], "possessive", activity)
    if content["type"] == "multiple-choice":
        check_choices_distinct(item)
