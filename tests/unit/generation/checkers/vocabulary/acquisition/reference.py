"""Checker for ``vocabulary.acquisition.reference``: glossary entries, guide words, ABC order and
dictionary meanings recomputed from the reference bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_ordering
from tests.unit.generation.checkers.support.common import chosen_text


@checks("vocabulary.acquisition.reference")
def check_reference(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("vocabulary", "reference")
    kind = content["type"]
    if params["mode"] == "dictionary":
        text = content["question"]
        (word,) = [
            d for d in data["dictionary"] if text.startswith(f"Read the dictionary entry.\n\n{d['word']} (")
        ]
        sentence = re.search(r"\nSentence: (.+)\n\n", text).group(1)
        (example,) = [e for e in word["examples"] if e["sentence"] == sentence]
        sense = word["senses"][example["sense"] - 1]
        if kind == "short-answer":
            assert answer["value"] == str(example["sense"])
        elif "part of speech" in text:
            check_choice(item, sense["pos"])
        else:
            check_choice(item, sense["definition"])
        return
    words = sorted({e["word"] for g in data["glossaries"] for e in g["entries"]}, key=str.lower)
    if kind == "ordering":
        check_ordering(item, words)
        return
    q = content["question"]
    chosen = chosen_text(item)
    shown = [c["text"] for c in content["choices"]]
    if q.startswith("Here is the glossary"):
        (target,) = re.findall(r'What does "([^"]+)" mean\?', q)
        definition = next(
            e["definition"] for g in data["glossaries"] for e in g["entries"] if e["word"] == target
        )
        check_choice(item, definition)
    elif q.startswith("A glossary page"):
        low, high = re.findall(r'"([^"]+)"', q)
        assert low.lower() < chosen.lower() < high.lower()
        assert all(not (low.lower() < o.lower() < high.lower()) for o in shown if o != chosen)
        check_choice(item, chosen)
    else:
        check_choice(item, min(shown, key=str.lower))
