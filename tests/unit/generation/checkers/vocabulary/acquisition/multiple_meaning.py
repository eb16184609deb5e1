"""Checker for ``vocabulary.acquisition.multiple_meaning``: senses recomputed from the multiple-meanings
bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets


@checks("vocabulary.acquisition.multiple_meaning")
def check_meanings(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    words = in_sets(bank("vocabulary", "multiple-meanings")["words"], params)
    kind = content["type"]
    if kind == "fill-blank":
        entry = next(w for w in words if w["word"] == answer["value"])
        lines = content["text"].split("\n")
        assert content["blanks"] == 2 == content["text"].count("___")
        for line, sense in zip(lines, entry["senses"][:2], strict=True):
            body = line.split(". ", 1)[1]
            assert re.sub("___", entry["word"], body).lower() == sense["sentence"].lower()
        for other in content["wordBank"]:
            if other != entry["word"]:
                assert not all(
                    line.split(". ", 1)[1].replace("___", other).lower() == s["sentence"].lower()
                    for line, s in zip(lines, entry["senses"][:2], strict=True)
                )
        return
    if kind == "true-false":
        m = re.fullmatch(r'In the sentence "(.+)", the word "(.+)" means "(.+)"\.', content["statement"])
        sentence, word, meaning = m.groups()
        entry = next(w for w in words if w["word"] == word)
        sense = next(s for s in entry["senses"] if s["sentence"] == sentence)
        assert answer["value"] is (sense["meaning"] == meaning)
        assert meaning in [s["meaning"] for s in entry["senses"]]
        return
    q = content["question"]
    (word,) = re.findall(r'"([^"]+)"', q)
    entry = next(w for w in words if w["word"] == word)
    sense = next(s for s in entry["senses"] if f"\n\n{s['sentence']}\n\n" in q)
    check_choice(item, sense["meaning"])
