"""Checks items about engine-built poems (``BuiltShare.poems``) from the ``poem-world`` bank and the
poem the item carries, never by calling the engine: every stanza is one couplet of a single theme and
its refrain; a rhyme's key is the partner of the asked word's line in the bank, and the CMU
Pronouncing Dictionary agrees that the two rhyme and that no wrong choice does; a repeated line is the
refrain, said in every stanza, and each wrong choice is a line said once."""

from __future__ import annotations

import re
from typing import Any

import pronouncing

from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

_WORD = re.compile(r"[A-Za-z']+")


def _last(line: str) -> str:
    return _WORD.findall(line)[-1].lower()


def _rhyme(a: str, b: str) -> bool:
    parts = {pronouncing.rhyming_part(p) for p in pronouncing.phones_for_word(a)}
    return any(pronouncing.rhyming_part(p) in parts for p in pronouncing.phones_for_word(b))


def _theme(stanzas: list[list[str]]) -> dict:
    for theme in bank("reading", "poem-world")["themes"]:
        couplets = [tuple(c) for c in theme["couplets"]]
        refrain = stanzas[0][-1]
        if refrain in theme["refrains"] and all(
            len(s) == 3 and s[2] == refrain and tuple(s[:2]) in couplets for s in stanzas
        ):
            return theme
    raise AssertionError("the poem's stanzas are not one theme's couplets and refrain")


def check(item: dict[str, Any], kinds: list[str]) -> None:
    content = item["content"]
    passage = content["passage"]
    assert passage["genre"] == "poem"
    stanzas = [p.split("\n") for s in passage["sections"] for p in s["paragraphs"]]
    theme = _theme(stanzas)
    lines = [line for s in stanzas for line in s[:2]]
    answer = answer_value(item)
    if item["answer"]["type"] == "multiple-choice-index":
        check_choice(item, answer)
        choices = [c["text"] for c in content["choices"]]
    else:
        choices = [answer]
    question = content["question"]
    if question.startswith("Which word in the poem rhymes with"):
        assert "rhyme" in kinds
        (word,) = quoted(question)
        (couplet,) = [c for c in theme["couplets"] if word in (_last(c[0]), _last(c[1]))]
        assert answer == next(_last(line) for line in couplet if _last(line) != word)
        assert _rhyme(word, answer), (word, answer)
        for choice in choices:
            if choice != answer:
                assert choice in {_last(line) for line in lines} and not _rhyme(word, choice), choice
    else:
        assert question == "Which line is repeated in the poem?" and "repeated-line" in kinds
        assert answer == stanzas[0][-1] and len(stanzas) >= 2
        for choice in choices:
            if choice != answer:
                assert [line.rstrip(",.") for line in lines].count(choice) == 1, choice
