"""Checkers for ``vocabulary.multiple-meaning`` and ``vocabulary.reference``: senses, glossary
entries, ABC order and dictionary meanings recomputed from the bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_ordering


@checks("vocabulary.multiple-meaning")
def check_meanings(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    words = [w for w in bank("vocabulary", "multiple-meanings")["words"] if w["set"] in params["sets"]]
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


@checks("vocabulary.reference")
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
    chosen = content["choices"][answer["value"]]["text"]
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
