"""Checker for ``reading.foundations.irregular_words``: the word that finishes the bank sentence,
from the ``irregular-words`` bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import chosen_text


def _entry(sentence: str) -> dict[str, Any]:
    (entry,) = [w for w in bank("reading", "irregular-words")["words"] if w["sentence"] == sentence]
    return entry


@checks("reading.foundations.irregular_words")
def check_irregular_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        (sentence,) = quoted(content["question"])
        w = _entry(sentence)
        chosen = chosen_text(item)
        assert chosen == w["word"]
        allowed = w["misspellings"] if content["question"].startswith("Which spelling") else w["wrong"]
        assert all(c["text"] in [w["word"], *allowed] for c in content["choices"])
        check_choice(item, chosen)
    elif kind == "fill-blank":
        w = _entry(content["text"])
        assert answer["value"] == w["word"] and sorted(content["wordBank"]) == sorted(
            [w["word"], *w["wrong"]]
        )
    elif kind == "word-puzzle":
        (sentence,) = quoted(content["prompt"])
        w = _entry(sentence)
        assert answer["value"] == w["word"] and set(content["candidates"]) <= {w["word"], *w["misspellings"]}
    else:
        raise AssertionError(f"unexpected content type {kind}")
