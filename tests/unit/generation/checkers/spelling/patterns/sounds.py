"""Checker for ``spelling.patterns.sounds``: first letters and one-letter changes recomputed from the
sounds bank."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


def _diff(a: str, b: str) -> list[int]:
    return [i for i in range(len(a)) if a[i] != b[i]] if len(a) == len(b) else [-1, -2]


@checks("spelling.patterns.sounds")
def check_sounds(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("spelling", "sounds")
    content, answer = item["content"], item["answer"]
    if params["mode"] == "beginning":
        entries = {e["clue"]: e for e in data["beginning"]}
        text = content.get("text") or content.get("question")
        clue = next(c for c in entries if text.startswith(c))
        entry = entries[clue]
        letter = chosen_text(item) if content["type"] == "multiple-choice" else answer["value"]
        assert letter == entry["word"][0]
        rest = entry["word"][1:]
        assert text.endswith(f"___{rest}") or f"_{rest}?" in text
        activity = "choose" if content["type"] == "multiple-choice" else "complete"
        assert_target(item, entry["word"], "beginning-sound", activity)
        return
    pool = set(data["cvc"])
    if content["type"] == "matching":
        left, right, value = content["left"], content["right"], answer["value"]
        assert all(w in pool for w in left + right)
        for i, lf in enumerate(left):
            near = [j for j, r in enumerate(right) if len(_diff(lf, r)) == 1]
            assert near == [value[i]], (lf, right)
        assert_target(item, left[0], "cvc", "sort")
        return
    check_choices_distinct(item)
    m = re.match(
        r"Which word is just like (\w+) but with a different (first|middle|last) letter\?",
        content["question"],
    )
    assert m
    target, pos = m.group(1), {"first": 0, "middle": 1, "last": 2}[m.group(2)]
    good = [c["text"] for c in content["choices"] if _diff(target, c["text"]) == [pos]]
    assert good == [chosen_text(item)] and good[0] in pool
    assert_target(item, good[0], "cvc", "choose")
