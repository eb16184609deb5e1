"""Checker for ``reading.foundations.long_words``: syllable splits, counts and orders from the
``long-words`` bank JSON (the count also checked against the CMU Pronouncing Dictionary), Latin
suffixes, and roots and affixes from the letters of the words."""

from __future__ import annotations

import re
from typing import Any

import pronouncing

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, others, quoted
from tests.unit.generation.checkers.support.common import chosen_text


def _syllables() -> dict[str, list[str]]:
    data = bank("reading", "long-words")
    out = {w["word"]: w["parts"] for w in data["twoSyllable"]}
    out.update({w["word"]: w["syllables"] for w in data["multisyllable"]})
    return out


def _cmu_counts(word: str) -> set[int]:
    return {pronouncing.syllable_count(p) for p in pronouncing.phones_for_word(word)}


def _check_choice(item: dict[str, Any]) -> None:
    q = item["content"]["question"]
    chosen, rest = chosen_text(item), others(item)
    syllables = _syllables()
    data = bank("reading", "long-words")
    if q.startswith("Which shows"):
        (word,) = quoted(q)
        assert chosen == "-".join(syllables[word]) and len(syllables[word]) in _cmu_counts(word)
        assert all(o.replace("-", "") == word and o != chosen for o in rest)
    elif q.startswith("Read the two syllables"):
        first, second = quoted(q)
        assert syllables[chosen] == [first, second]
    elif q.startswith("How many syllables"):
        (word,) = quoted(q)
        assert int(chosen) == len(syllables[word]) and int(chosen) in _cmu_counts(word)
    elif q.startswith("Which suffix is at the end"):
        (word,) = quoted(q)
        assert word.endswith(chosen[1:]) and all(not word.endswith(o[1:]) for o in rest)
        assert any(w["word"] == word and w["suffix"] == chosen for w in data["suffixWords"])
    elif m := re.match(r'Add the suffix (-\w+) to "(\w+)"', q):
        assert {"word": chosen, "base": m.group(2), "suffix": m.group(1)} in data["suffixWords"]
    elif q.startswith("The root"):
        root, meaning = quoted(q)[:2]
        (w,) = [w for w in data["wordParts"] if w["word"] == chosen]
        assert w["root"] == root and w["rootMeaning"] == meaning
        assert all(root not in o for o in rest)
    elif q.startswith("Which part of"):
        (word,) = quoted(q)
        (w,) = [w for w in data["wordParts"] if w["word"] == word]
        assert chosen == w["root"] and w["prefix"].strip("-") + w["root"] in word
    else:
        raise AssertionError(f"unknown question {q!r}")
    check_choice(item, chosen)


@checks("reading.foundations.long_words")
def check_long_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        _check_choice(item)
    elif kind == "ordering":
        word = "".join(answer["value"])
        assert _syllables()[word] == answer["value"] and content["items"] != answer["value"]
        assert sorted(content["items"]) == sorted(answer["value"])
    elif kind == "matching":
        data = bank("reading", "long-words")
        suffix = {w["word"]: w["suffix"] for w in data["suffixWords"]}
        root = {w["word"]: w["root"] for w in data["wordParts"]}
        table = suffix if content["prompt"].startswith("Match each word to its suffix") else root
        for left, index in zip(content["left"], answer["value"], strict=True):
            assert table[left] == content["right"][index]
        assert len(set(content["right"])) == len(content["right"])
    else:
        raise AssertionError(f"unexpected content type {kind}")
