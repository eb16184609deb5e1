"""Checker for ``reading.foundations.affixes``: word and affix meanings and syllable splits from the
``affixes`` bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import (
    bank,
    check_choice,
    check_matching,
    fits,
    others,
    quoted,
)


@checks("reading.foundations.affixes")
def check_affixes(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "affixes")
    words = {w["word"]: w for w in data["words"]}
    parts = {a["affix"]: a for a in data["affixes"]}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("What does"):
            (word,) = quoted(q)
            check_choice(item, words[word]["meaning"])
        elif q.startswith("In the word"):
            word, affix = quoted(q)
            assert words[word]["affix"] == affix
            check_choice(item, parts[affix]["meaning"])
        else:
            (word,) = quoted(q)
            check_choice(item, "-".join(words[word]["syllables"]))
            assert all(o.replace("-", "") == word for o in others(item))
    elif kind == "matching":
        expected = {w: e["meaning"] for w, e in words.items()} | {a: e["meaning"] for a, e in parts.items()}
        check_matching(item, expected)
    else:
        base, meaning = quoted(content["prompt"])
        entry = words[answer["value"]]
        assert entry["base"] == base and entry["meaning"] == meaning
        assert fits(content["partialWord"], entry["word"]) and "_" in content["partialWord"]
