"""Checker for ``vocabulary.acquisition.linking_words``: finds the sentence in the ``linking-words``
bank and checks that the answer is its word and that every other offered word signals another
relation in the same slot."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets, others, quoted


@checks("vocabulary.acquisition.linking_words")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("vocabulary", "linking-words")
    words = {w["word"]: w for w in data["words"]}
    content = item["content"]
    if content["type"] == "fill-blank":
        text, offered = content["text"], content["wordBank"]
        correct = item["answer"]["value"]
        wrong = [w for w in offered if w != correct]
        assert correct in offered and len(set(offered)) == len(offered)
    else:
        text = quoted(content["question"])[0]
        correct = content["choices"][item["answer"]["value"]]["text"]
        wrong = others(item)
    (sentence,) = [s for s in in_sets(data["sentences"], params) if s["text"] == text]
    assert correct == sentence["answer"]
    if content["type"] == "multiple-choice":
        check_choice(item, correct)
    answer = words[correct]
    for w in wrong:
        assert words[w]["slot"] == answer["slot"] and words[w]["relation"] != answer["relation"], w
        assert words[w]["distractor"], w
