"""Checker for ``spelling.proofreading.dictionary``: ABC order, guide words, dictionary spellings and
reference facts recomputed from the banks."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, spelling_words, word_by_sentence
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text


@checks("spelling.proofreading.dictionary")
def check_dictionary(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("spelling", "dictionary")
    pool = set(data["pools"][params["pool"]])
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "ordering":
        assert sorted(content["items"]) == answer["value"] and set(answer["value"]) <= pool
        return
    text = content.get("statement") or content.get("question")
    guide = re.search(r"guide words (\w+) and (\w+)", text)
    if guide and kind == "true-false" and text.startswith("The word "):
        first, last = guide.groups()
        word = re.match(r"The word (\w+)", text).group(1)
        assert answer["value"] is (first < word < last)
        return
    if guide and kind == "multiple-choice" and "Which word is on that page" in text:
        first, last = guide.groups()
        inside = [c["text"] for c in content["choices"] if first < c["text"] < last]
        assert inside == [chosen_text(item)]
        return
    facts = data["facts"]
    if kind == "true-false":
        for fact in facts["true-false"]:
            if fact["statement"] == text:
                assert answer["value"] is fact["value"]
                return
        m = re.fullmatch(r"A dictionary lists this word with the spelling (\S+)\.", text)
        assert m, text
        words = spelling_words(params["lists"])
        assert answer["value"] is (m.group(1) in words)
        return
    check_choices_distinct(item)
    for fact in facts["multiple-choice"]:
        if fact["question"] == text:
            assert chosen_text(item) == fact["answer"]
            return
    words = spelling_words(params["lists"])
    sentence = re.search(r"fits this sentence: (.+) Which spelling", text).group(1)
    w = word_by_sentence(params["lists"], sentence)
    assert chosen_text(item) == w["word"]
