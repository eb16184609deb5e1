"""Checker for ``vocabulary.acquisition.roots``: reads the ``roots`` bank, finds the part the item
names and checks the answer against the part's meaning or example words; wrong choices must belong
to parts whose meanings share no word with the target's, and wrong words hold none of its forms."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_matching, others, quoted
from tests.unit.generation.checkers.support.vocabulary_words import item_grade

_SMALL = {"a", "an", "the", "of", "or", "to", "it", "is", "in", "at", "be", "not", "and", "now"}


def _name(part: dict[str, Any]) -> str:
    return {"prefix": part["id"] + "-", "suffix": "-" + part["id"]}.get(part["kind"], part["id"])


def _parts(item: dict[str, Any], params: dict[str, Any]) -> dict[str, dict[str, Any]]:
    kinds = params.get("kinds") or ["prefix", "root", "suffix"]
    origins = params.get("origins") or ["English", "Greek", "Latin"]
    low, high = params.get("min_grade", 0), item_grade(item)
    return {
        _name(p): p
        for p in bank("vocabulary", "roots")["parts"]
        if p["kind"] in kinds and p["origin"] in origins and low <= p["grade"] <= high
    }


def _words(meaning: str) -> set[str]:
    return set(re.findall(r"[a-z]+", meaning.lower())) - _SMALL


def _overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return a["id"] == b["id"] or bool(_words(a["meaning"]) & _words(b["meaning"]))


def _owners(word: str) -> list[dict[str, Any]]:
    return [p for p in bank("vocabulary", "roots")["parts"] if any(w["word"] == word for w in p["words"])]


@checks("vocabulary.acquisition.roots")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    parts = _parts(item, params)
    kind = content["type"]
    if kind == "matching":
        check_matching(item, {name: parts[name]["meaning"] for name in content["left"]})
        chosen = [parts[name] for name in content["left"]]
        assert not any(_overlap(a, b) for i, a in enumerate(chosen) for b in chosen[i + 1 :])
        return
    if kind == "fill-blank":
        part = parts[answer["value"]]
        assert f'means "{part["meaning"]}"' in content["text"]
        for name in content["wordBank"]:
            other = next(p for p in bank("vocabulary", "roots")["parts"] if _name(p) == name)
            assert other is part or not _overlap(part, other), name
        return
    question = content["question"]
    if question.startswith("Which word has"):
        (meaning,) = quoted(question)
        example = content["choices"][answer["value"]]["text"]
        assert any(p["meaning"] == meaning for p in _owners(example)), example
        target = next(p for p in _owners(example) if p["meaning"] == meaning)
        for text in others(item):
            assert not any(form in text for form in target["forms"]), text
            assert not any(_overlap(target, p) for p in _owners(text)), text
        check_choice(item, example)
        return
    name = quoted(question)[0]
    part = parts[name]
    if "most likely mean" in question:
        word = quoted(question)[2]
        (entry,) = [w for w in part["words"] if w["word"] == word]
        assert any(form in word for form in part["forms"])
        check_choice(item, entry["meaning"])
        for text in others(item):
            owners = [
                w["word"]
                for p in bank("vocabulary", "roots")["parts"]
                for w in p["words"]
                if w["meaning"] == text
            ]
            assert owners and all(not any(f in o for f in part["forms"]) for o in owners), text
        return
    check_choice(item, part["meaning"])
    for text in others(item):
        owners = [p for p in bank("vocabulary", "roots")["parts"] if p["meaning"] == text]
        assert owners and all(not _overlap(part, o) for o in owners), text
