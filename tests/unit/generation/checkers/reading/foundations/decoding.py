"""Checker for ``reading.foundations.decoding``: look-alike words, blends, final e, vowel teams,
endings and letter teams with two sounds, recomputed from the ``word-sounds`` and ``decoding`` bank
JSON and the letters of the words shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, others, quoted
from tests.unit.generation.checkers.support.common import chosen_text

LONG_TEAMS = ("ai", "ay", "ee", "ea", "oa", "ow")


def _words() -> dict[str, dict[str, Any]]:
    return {w["word"]: w for w in bank("reading", "word-sounds")["words"]}


def _diff(a: str, b: str) -> list[int]:
    assert len(a) == len(b)
    return [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]


def _place(word: str, at: int) -> str:
    return "beginning" if at == 0 else "end" if at == len(word) - 1 else "middle"


def _blend(word: str) -> str | None:
    onset = re.match(r"[^aeiou]*", word).group(0)  # type: ignore[union-attr]
    return onset if len(onset) == 2 and onset[1] != "h" else None


def _form_of(sentence: str) -> str:
    return "ed" if sentence.startswith("Yesterday") else "ing" if sentence.startswith("Right now") else "s"


def _check_choice(item: dict[str, Any]) -> None:
    q = item["content"]["question"]
    chosen, rest = chosen_text(item), others(item)
    words = _words()
    verbs = bank("reading", "decoding")["verbs"]
    pairs = bank("reading", "decoding")["finalE"]
    if q.startswith("Find the word that is exactly the same"):
        (word,) = quoted(q)
        assert chosen == word and all(len(_diff(word, o)) == 1 for o in rest)
    elif m := re.match(r'Look at "(\w+)" and "(\w+)"\. Where are they different\?', q):
        (at,) = _diff(m.group(1), m.group(2))
        place = _place(m.group(1), at)
        assert chosen == ("in the middle" if place == "middle" else f"at the {place}")
    elif m := re.match(r'Look at "(\w+)" and "(\w+)"\. Which letter', q):
        (at,) = _diff(m.group(1), m.group(2))
        assert chosen == m.group(1)[at] and chosen not in rest
    elif q.startswith("Which word starts with the blend"):
        (blend,) = quoted(q)
        assert _blend(chosen) == blend and all(not o.startswith(blend) for o in rest)
    elif q.endswith("Which letters make the blend at the start?"):
        (word,) = quoted(q)
        assert chosen == _blend(word)
    elif q.startswith("Which word finishes the sentence?") and any(
        p["longSentence"] in q or p["shortSentence"] in q for p in pairs
    ):
        (sentence,) = quoted(q)
        (p,) = [p for p in pairs if sentence in (p["longSentence"], p["shortSentence"])]
        assert chosen == (p["long"] if sentence == p["longSentence"] else p["short"])
    elif q.startswith("Which word finishes the sentence?"):
        (sentence,) = quoted(q)
        (v,) = [v for v in verbs if chosen in (v["s"], v["ed"], v["ing"])]
        assert chosen == v[_form_of(sentence)]
    elif q.startswith("Add an e to the end of"):
        (short,) = quoted(q)
        assert chosen == short + "e" and any(p["long"] == chosen for p in pairs)
    elif q.startswith("Which letters spell the long vowel sound"):
        (word,) = quoted(q)
        assert words[word]["vowelKind"] == "long"
        assert (
            chosen in LONG_TEAMS and chosen in word and not any(o in word and o in LONG_TEAMS for o in rest)
        )
    elif q.startswith("In which word does"):
        team, key = quoted(q)
        assert team in chosen and words[chosen]["vowel"] == words[key]["vowel"] and chosen != key
        assert all(words[o]["vowel"] != words[key]["vowel"] for o in rest)
    elif q.startswith("What is the base word in"):
        (word,) = quoted(q)
        (v,) = [v for v in verbs if word in (v["s"], v["ed"], v["ing"])]
        assert chosen == v["base"]
    else:
        raise AssertionError(f"unknown question {q!r}")
    check_choice(item, chosen)


@checks("reading.foundations.decoding")
def check_decoding(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    words = _words()
    if kind == "multiple-choice":
        _check_choice(item)
    elif kind == "true-false":
        statement = content["statement"]
        if statement.endswith("are the same word."):
            a, b = quoted(statement)
            assert answer["value"] == (a == b) and len(_diff(a, b)) <= 1
        else:
            team, a, team2, b = quoted(statement)
            assert team == team2 and team in a and team in b
            assert answer["value"] == (words[a]["vowel"] == words[b]["vowel"])
    elif kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            assert _blend(left) == content["right"][index]
        assert len(set(content["right"])) == len(content["right"])
    elif kind == "fill-blank":
        (v,) = [
            v for v in bank("reading", "decoding")["verbs"] if answer["value"] in (v["s"], v["ed"], v["ing"])
        ]
        assert answer["value"] == v[_form_of(content["text"])]
        assert sorted(content["wordBank"]) == sorted([v["s"], v["ed"], v["ing"]])
    else:
        raise AssertionError(f"unexpected content type {kind}")
    for ref in (item.get("visuals") or {}).get("imageRefs") or []:
        assert words[ref["id"]]["picture"] == ref["alt"]
