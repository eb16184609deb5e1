"""Checker for ``spelling.proofreading.dictionary``: ABC order, guide words, dictionary spellings and
reference facts recomputed from the banks; a dictionary-spelling item names the looked-up word as its
spelling target (its list's pattern, activity find-misspelling), the others name none."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.spelling.proofreading.proofread import list_pattern
from tests.unit.generation.checkers.support.banks import (
    bank,
    spelling_lists,
    spelling_words,
    word_by_sentence,
)
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


@checks("spelling.proofreading.dictionary")
def check_dictionary(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("spelling", "dictionary")
    pool = set(data["pools"][params["pool"]])
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "ordering":
        assert item.get("spelling") is None
        assert sorted(content["items"]) == answer["value"] and set(answer["value"]) <= pool
        return
    text = content.get("statement") or content.get("question")
    guide = re.search(r"guide words (\w+) and (\w+)", text)
    if guide and kind == "true-false" and text.startswith("The word "):
        first, last = guide.groups()
        word = re.match(r"The word (\w+)", text).group(1)
        assert answer["value"] is (first < word < last) and item.get("spelling") is None
        return
    if guide and kind == "multiple-choice" and "Which word is on that page" in text:
        first, last = guide.groups()
        inside = [c["text"] for c in content["choices"] if first < c["text"] < last]
        assert inside == [chosen_text(item)] and item.get("spelling") is None
        return
    facts = data["facts"]
    if kind == "true-false":
        for fact in facts["true-false"]:
            if fact["statement"] == text:
                assert answer["value"] is fact["value"] and item.get("spelling") is None
                return
        m = re.fullmatch(r"A dictionary lists this word with the spelling (\S+)\.", text)
        assert m, text
        words = spelling_words(params["lists"])
        assert answer["value"] is (m.group(1) in words)
        word = _check_target(item, params)
        assert m.group(1) == word or m.group(1) in _misspellings(params, word)
        return
    check_choices_distinct(item)
    for fact in facts["multiple-choice"]:
        if fact["question"] == text:
            assert chosen_text(item) == fact["answer"] and item.get("spelling") is None
            return
    words = spelling_words(params["lists"])
    sentence = re.search(r"fits this sentence: (.+) Which spelling", text).group(1)
    w = word_by_sentence(params["lists"], sentence)
    assert chosen_text(item) == w["word"] == _check_target(item, params)


def _check_target(item: dict[str, Any], params: dict[str, Any]) -> str:
    """The target's word is in one of the skill's lists, with that list's pattern and find-misspelling."""
    target = item.get("spelling")
    assert target, "a dictionary-spelling item without its spelling target"
    word = target["word"]
    owners = [e for e in spelling_lists(params["lists"]) if any(w["word"] == word for w in e["words"])]
    assert owners, f"{word!r} is in none of the skill's lists"
    patterns = {list_pattern(e) for e in owners}
    pattern = target["pattern"] if target["pattern"] in patterns else sorted(patterns)[0]
    assert_target(item, word, pattern, "find-misspelling")
    return word


def _misspellings(params: dict[str, Any], word: str) -> list[str]:
    """The bank misspellings of ``word`` in the skill's lists."""
    lists = spelling_lists(params["lists"])
    return [x for e in lists for w in e["words"] if w["word"] == word for x, _ in w["wrong"]]
