"""Checker for ``reading.foundations.sight_words``: the sentence frame, first-sound group, grid or missing
letter checked against the ``sight-words`` bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import (
    bank,
    check_choice,
    check_matching,
    fits,
    in_grid,
    others,
    quoted,
)
from tests.unit.generation.checkers.support.common import chosen_text


@checks("reading.foundations.sight_words")
def check_sight_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "sight-words")
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("Which word finishes"):
            (text,) = quoted(q)
            s = next(s for s in data["sentences"] if s["text"] == text)
            check_choice(item, s["answer"])
            assert set(others(item)) <= set(s["wrong"])
        else:
            (key,) = quoted(q)
            chosen = chosen_text(item)
            group = next(g for g in data["firstSounds"] if key in g["words"])
            assert chosen in group["words"] and chosen != key
            check_choice(item, chosen)
            assert not set(others(item)) & set(group["words"])
    elif kind == "matching":
        if content["left"][0].isalpha() and len(content["left"][0]) == 1 and content["right"][0].islower():
            groups = {g["letter"]: g["words"] for g in data["firstSounds"]}
            for left, index in zip(content["left"], answer["value"], strict=True):
                assert content["right"][index] in groups[left]
        else:
            check_matching(item, {w: w.upper() for w in data["words"]})
    else:
        if content["puzzleKind"] == "word-search":
            words = {w.upper() for w in data["words"]}
            assert answer["value"] == content["words"]
            for word in content["words"]:
                assert word in words and in_grid(content["grid"], word), word
            assert all(len(row) == len(content["grid"]) for row in content["grid"])
        else:
            s = next(s for s in data["sentences"] if s["text"] == content["hint"])
            assert answer["value"] == s["answer"].lower()
            assert fits(content["partialWord"], answer["value"]) and "_" in content["partialWord"]
