"""Checker for ``spelling.proofreading.proofread``: the one misspelled word found by comparing with the
bank sentence or paragraph (a paragraph item carries it as its ``passage``, never in the question),
and the spelling target: that word, its list's pattern (the list's ``pattern``, else its id without the
grade; ``frequently-misspelled`` in a paragraph), ``write`` for short answers, else ``find-misspelling``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, spelling_lists
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target


def list_pattern(entry: dict[str, Any]) -> str:
    """The pattern a word list's items name: its ``pattern``, or its id without the grade prefix."""
    return entry.get("pattern") or entry["id"].split("-", 1)[1]


def _activity(kind: str) -> str:
    return "write" if kind == "short-answer" else "find-misspelling"


@checks("spelling.proofreading.proofread")
def check_proofread(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if content.get("passage"):
        assert kind in ("passage-based", "short-answer") and "paragraph" in content["question"]
        passages = {p["title"]: p for p in bank("spelling", "proofreading")["passages"]}
        shown = content["passage"]
        passage = passages[shown["title"]]
        assert shown["genre"] == passage["genre"] and len(shown["sections"]) == 1
        paragraphs = shown["sections"][0]["paragraphs"]
        assert shown["text"] == "\n\n".join(paragraphs)
        clean = re.sub(r"\[([A-Za-z]+)\]", r"\1", passage["text"])
        assert not re.search(r"[\[\]]", shown["text"]) and shown["text"] not in content["question"]
        a, b = clean.split(), shown["text"].split()
        assert len(a) == len(b)
        changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        assert len(changed) == 1, changed
        right, wrong = (re.sub(r"\W", "", s) for s in changed[0])
        assert wrong in [w for w, _ in passage["targets"][right]]
        assert_target(item, right, "frequently-misspelled", _activity(kind))
        if kind == "passage-based":
            check_choices_distinct(item)
            assert chosen_text(item) == wrong
        else:
            assert answer["value"] == right
        return
    text = content.get("statement") or content.get("question")
    sentence = (
        text.split(": ", 1)[1]
        if kind == "true-false"
        else text.split("? ", 1)[-1]
        if kind == "multiple-choice"
        else text.split("correctly. ", 1)[1]
    )
    if kind == "true-false":
        same = [
            (e, w) for e in spelling_lists(params["lists"]) for w in e["words"] if w["sentence"] == sentence
        ]
        if same:
            assert answer["value"] is True
            entry, w = same[0]
            assert_target(item, w["word"], list_pattern(entry), "find-misspelling")
            return
    # exactly one word differs from a bank sentence, and it is one of that word's bank misspellings
    for entry, w in [(e, w) for e in spelling_lists(params["lists"]) for w in e["words"]]:
        a, b = re.findall(r"[\w']+", w["sentence"]), re.findall(r"[\w']+", sentence)
        if len(a) != len(b):
            continue
        diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        if (
            len(diff) == 1
            and diff[0][0].lower() == w["word"].lower()
            and diff[0][1].lower() in [x.lower() for x, _ in w["wrong"]]
        ):
            if kind == "true-false":
                assert answer["value"] is False
            elif kind == "short-answer":
                assert answer["value"] == w["word"]
            else:
                check_choices_distinct(item)
                assert chosen_text(item) == diff[0][1]
            assert_target(item, w["word"], list_pattern(entry), _activity(kind))
            return
    raise AssertionError(f"no bank sentence with one misspelling matches {sentence!r}")
