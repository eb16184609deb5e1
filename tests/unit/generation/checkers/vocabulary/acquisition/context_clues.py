"""Checker for ``vocabulary.acquisition.context_clues``: finds the entry by its sentence (or passage) in
the bank JSON and compares the answer with the bank's word, meaning or part of speech."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets


def _entries(params: dict[str, Any]) -> list[dict]:
    return in_sets(bank("vocabulary", "context")["entries"], params)


@checks("vocabulary.acquisition.context_clues")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries = _entries(params)
    kind = content["type"]
    if kind == "fill-blank":
        text = content["text"]
        assert text.count("___") == 1 and content["blanks"] == 1
        found = [e for e in entries if e["word"] == answer["value"]]
        assert len(found) == 1, answer["value"]
        entry = found[0]
        before, after = text.split("___")
        assert entry["sentence"].startswith(before) and entry["sentence"].endswith(after)
        assert (
            entry["sentence"][len(before) : len(entry["sentence"]) - len(after)].lower()
            == entry["word"].lower()
        )
        assert answer["value"] in content["wordBank"] and len(set(content["wordBank"])) == len(
            content["wordBank"]
        )
        assert all(any(e["word"] == w for e in entries) for w in content["wordBank"])
        return
    if kind == "passage-based":
        (word,) = re.findall(r'"([^"]+)"', content["question"])
        passage = next(
            p for p in bank("vocabulary", "context")["passages"] if p["title"] == content["passage"]["title"]
        )
        assert content["passage"]["text"] == passage["text"]
        entry = next(e for e in entries if e["word"] == word and e.get("passage") == passage["id"])
        assert entry["sentence"] in passage["text"]
        check_choice(item, entry["meaning"], {d["text"]: d["misconception"] for d in entry["distractors"]})
        return
    sentence, word = re.findall(r'"([^"]+)"', content["question"])[:2]
    entry = next(e for e in entries if e["sentence"] == sentence and e["word"] == word)
    if "part of speech" in content["question"]:
        check_choice(item, entry["pos"])
    else:
        check_choice(item, entry["meaning"], {d["text"]: d["misconception"] for d in entry["distractors"]})
