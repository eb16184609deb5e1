"""Checker for ``reading.foundations.letters``: the letter, its partner or the word in the sentence,
recomputed from the ``letters`` bank JSON."""

from __future__ import annotations

import string
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import (
    bank,
    check_choice,
    check_matching,
    check_ordering,
    others,
    quoted,
)
from tests.unit.generation.checkers.support.common import chosen_text


@checks("reading.foundations.letters")
def check_letters(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    letters = bank("reading", "letters")["letters"]
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("Which is the small"):
            (upper,) = quoted(q)
            check_choice(item, upper.lower())
            assert all(t != upper.lower() and len(t) == 1 for t in others(item))
        elif q.startswith("Which is the capital"):
            (lower,) = quoted(q)
            check_choice(item, lower.upper())
        elif q.startswith("Which word do you read first"):
            (sentence,) = quoted(q)
            assert sentence in bank("reading", "letters")["printSentences"]
            check_choice(item, sentence.split()[0])
        else:
            target, sentence = quoted(q)
            words = sentence.rstrip(".!?").split()
            chosen = chosen_text(item)
            assert any(words[i] == target and words[i + 1] == chosen for i in range(len(words) - 1))
            check_choice(item, chosen)
    elif kind == "matching":
        check_matching(item, {e["upper"]: e["lower"] for e in letters})
    elif kind == "ordering":
        check_ordering(
            item,
            list(string.ascii_uppercase) if content["items"][0].isupper() else list(string.ascii_lowercase),
        )
    else:
        assert content["puzzleKind"] == "tracing"
        entry = next(e for e in letters if e["upper"] + e["lower"] == answer["value"])
        assert content["hint"] == entry["hint"] and content["words"] == [answer["value"]]
