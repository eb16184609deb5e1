"""Checker for ``spelling.patterns.word_study``: every activity checked against the word-study bank
read directly: the target word, its pattern and activity, scrambles (same letters, not the word,
clean), missing letters (the focus letters), choices among the bank's misspellings, the sentence
with the word corrected, and the word built from its parts."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank
from tests.unit.generation.checkers.support.common import check_choices_distinct
from tests.unit.generation.checkers.support.spelling_targets import assert_clean, assert_target

_ACTIVITY = {
    "short-answer": "write",
    "scramble": "unscramble",
    "missing-letters": "complete",
    "tracing": "trace",
    "multiple-choice": "find-misspelling",
    "fill-blank": "choose",
}


def _entries(params: dict[str, Any]) -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    lists = {entry["id"]: entry for entry in bank("spelling", "word-study")["lists"]}
    return {w["word"]: (lists[i], w) for i in params["lists"] for w in lists[i]["words"]}


def _blanked(sentence: str, word: str) -> str:
    return re.sub(rf"(?<![A-Za-z'])(?i:{re.escape(word)})(?![A-Za-z'])", "___", sentence, count=1)


def _target(item: dict[str, Any]) -> str:
    answer = item["answer"]
    if answer["type"] == "multiple-choice-index":
        return item["content"]["choices"][answer["value"]]["text"]
    return answer["value"]


@checks("spelling.patterns.word_study")
def check_word_study(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    kind = content["puzzleKind"] if content["type"] == "word-puzzle" else content["type"]
    word = _target(item)
    entries = _entries(params)
    assert word in entries, f"{word!r} is in none of the skill's lists"
    entry, record = entries[word]
    assert_target(item, word, entry["pattern"], _ACTIVITY[kind])
    wrong = {text: name for text, name in record["wrong"]}
    clue = _blanked(record["sentence"], word)
    if kind == "scramble":
        shown = content["scrambled"]
        assert sorted(shown) == sorted(word) and shown.lower() != word.lower(), shown
        assert_clean(shown)
        assert content["prompt"].endswith(clue)
    elif kind == "missing-letters":
        partial = content["partialWord"]
        assert len(partial) == len(word) and "_" in partial
        assert all(p in ("_", w) for p, w in zip(partial, word, strict=True))
        missing = "".join(w for p, w in zip(partial, word, strict=True) if p == "_")
        assert missing == record["focus"].replace("_", ""), (missing, record["focus"])
        assert content["prompt"].endswith(clue)
    elif kind == "tracing":
        assert content["words"] == [word] and content["copies"] >= 1
    elif kind == "multiple-choice":
        check_choices_distinct(item)
        assert content["question"].endswith(clue)
        named = {d["choiceIndex"]: d["misconception"] for d in item["answer"]["distractors"]}
        for i, choice in enumerate(content["choices"]):
            if i != item["answer"]["value"]:
                assert wrong.get(choice["text"]) == named[i], choice
                assert_clean(choice["text"])
    elif kind == "fill-blank":
        assert content["text"] == clue and content["blanks"] == 1
        others = [b for b in content["wordBank"] if b != word]
        assert len(others) == len(content["wordBank"]) - 1 and all(o in wrong for o in others)
    elif kind == "short-answer":
        _check_write(content["question"], word, record, entry, wrong)
    else:
        raise AssertionError(kind)


def _check_write(
    question: str, word: str, record: dict[str, Any], entry: dict[str, Any], wrong: dict[str, str]
) -> None:
    if "base" in record and question == entry["ask"].format(base=record["base"], suffix=record["suffix"]):
        return
    shown = re.fullmatch(
        r'One word in this sentence is misspelled: "(.+)" Write that word correctly\.', question
    )
    assert shown, question
    sentence = shown.group(1)
    candidates = {w: w[:1].upper() + w[1:] for w in wrong}
    restored = [
        s
        for w, cap in candidates.items()
        for form in (w, cap)
        for s in [
            re.sub(
                rf"(?<![A-Za-z']){re.escape(form)}(?![A-Za-z'])",
                word if form == w else word[:1].upper() + word[1:],
                sentence,
                count=1,
            )
        ]
        if s == record["sentence"] and s != sentence
    ]
    assert restored, f"{sentence!r} is not the bank sentence with one misspelling of {word!r}"
    assert_clean(sentence)
