"""Checker for ``vocabulary.relationships.real_life``: describing words checked against the things the
connections bank JSON lists for each word and its opposite, and character traits against the scenes
that show them (a wrong trait must not be one the bank calls close)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets, others


def _fits(pairs: list[dict[str, Any]]) -> dict[str, tuple[set[str], set[str]]]:
    """Each describing word -> (things it fits, things it does not fit), from both sides of each pair."""
    found: dict[str, tuple[set[str], set[str]]] = {}
    for p in pairs:
        found[p["word"]] = (set(p["yes"]), set(p["no"]))
        found[p["opposite"]] = (set(p["no"]), set(p["yes"]))
    return found


def _thing(item: dict[str, Any], words: dict[str, tuple[set[str], set[str]]]) -> None:
    content, answer = item["content"], item["answer"]
    if content["type"] == "true-false":
        m = re.fullmatch(r"(.+) is (\S+)\.", content["statement"])
        assert m, content["statement"]
        thing, word = m.group(1), m.group(2)
        yes, no = words[word]
        lowered = thing[0].lower() + thing[1:]
        assert (thing in yes or lowered in yes) is answer["value"]
        assert (thing in no or lowered in no) is not answer["value"]
        return
    m = re.fullmatch(r"Which one is (NOT )?(\S+)\?", content["question"])
    assert m, content["question"]
    yes, no = words[m.group(2)]
    right, wrong = (no, yes) if m.group(1) else (yes, no)
    (key,) = [c["text"] for c in content["choices"] if c["text"] in right]
    check_choice(item, key)
    assert all(text in wrong for text in others(item))


def _close(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return a["word"] in b["close"] or b["word"] in a["close"]


@checks("vocabulary.relationships.real_life")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("vocabulary", "connections")
    pairs = in_sets(data["pairs"], params)
    if pairs:
        _thing(item, _fits(pairs))
        return
    traits = {t["word"]: t for t in in_sets(data["traits"], params)}
    content, answer = item["content"], item["answer"]
    text = content["statement"] if content["type"] == "true-false" else content["question"]
    (shown, trait) = next((s, t) for t in traits.values() for s in t["scenes"] if s["text"] in text)
    if content["type"] == "true-false":
        m = re.search(rf"This shows that {re.escape(shown['name'])} is (\S+)\.$", text)
        assert m, text
        said = traits[m.group(1)]
        assert answer["value"] is (said is trait)
        assert said is trait or not _close(said, trait)
        return
    check_choice(item, trait["word"])
    for word in others(item):
        assert not _close(traits[word], trait), word
