"""Checker for ``vocabulary.acquisition.word_meaning``: finds the word in the ``words`` bank from what
the item shows and checks the answer against its definition; every wrong choice must be another
word (or its definition) that is neither the target nor one of its synonyms or antonyms."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import check_choice, check_matching, others, quoted
from tests.unit.generation.checkers.support.vocabulary_words import close, entries, skill_words


def _not_close_definition(target: dict[str, Any], text: str) -> None:
    owners = [e for e in entries().values() if e["definition"] == text]
    assert owners, f"{text!r} is no bank definition"
    assert all(not close(target, o) or o["word"] in target["antonyms"] for o in owners), text
    assert text != target["definition"]


@checks("vocabulary.acquisition.word_meaning")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    words = skill_words(item, params)
    kind = content["type"]
    if kind == "matching":
        expected = {w: words[w]["definition"] for w in content["left"]}
        check_matching(item, expected)
        assert len(set(expected.values())) == len(expected)
        return
    if kind == "fill-blank":
        meaning = re.match(r'The missing word means "([^"]+)"\.\n\n', content["text"]).group(1)
        entry = words[answer["value"]]
        assert entry["definition"] == meaning
        sentence = content["text"].split("\n\n", 1)[1]
        before, after = sentence.split("___")
        assert entry["example"].startswith(before) and entry["example"].endswith(after)
        assert entry["example"][len(before) : len(entry["example"]) - len(after)].lower() == entry["word"]
        bank_words = content["wordBank"]
        assert entry["word"] in bank_words and len(set(bank_words)) == 4
        for other in bank_words:
            assert other in words
            assert other == entry["word"] or (
                not close(entry, words[other]) and words[other]["definition"] != meaning
            )
        return
    question = content["question"]
    if question.startswith("Which word means"):
        (meaning,) = quoted(question)
        (entry,) = [e for e in words.values() if e["definition"] == meaning]
        check_choice(item, entry["word"])
        for text in others(item):
            other = entries()[text]
            assert other["definition"] != meaning
            assert not close(entry, other) or text in entry["antonyms"] or entry["word"] in other["antonyms"]
        return
    word = quoted(question)[-1]
    entry = words[word]
    if question.startswith("Read the sentence."):
        assert quoted(question)[0] == entry["example"]
    check_choice(item, entry["definition"])
    for text in others(item):
        _not_close_definition(entry, text)
