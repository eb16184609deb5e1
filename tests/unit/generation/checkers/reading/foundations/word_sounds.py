"""Checker for ``reading.foundations.word_sounds``: rhymes, syllables, onsets and rimes, single
sounds, changed sounds, vowels and consonant letters, each recomputed from the ``word-sounds`` bank
JSON (the CMU-derived sounds), never from generator code."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, others, quoted
from tests.unit.generation.checkers.support.common import chosen_text

VOWEL_SOUNDS = {
    "a",
    "e",
    "i",
    "o",
    "u",
    "ā",
    "ē",
    "ī",
    "ō",
    "ū",
    "oo",
    "ŏŏ",
    "ow",
    "oy",
    "aw",
    "er",
    "ar",
    "or",
    "air",
    "eer",
}


def _words() -> dict[str, dict[str, Any]]:
    return {w["word"]: w for w in bank("reading", "word-sounds")["words"]}


def _sounds(text: str) -> list[str]:
    return re.findall(r"/([^/ ]+)/", text)


def _split(sounds: list[str]) -> tuple[list[str], str]:
    v = next(i for i, s in enumerate(sounds) if s in VOWEL_SOUNDS)
    return sounds[:v], "".join(sounds[v:])


def _changed(a: list[str], b: list[str], old: str, new: str) -> bool:
    """Is ``b`` the sounds of ``a`` with one ``old`` replaced by ``new``?"""
    return len(a) == len(b) and any(
        a[i] == old and b[i] == new and a[:i] == b[:i] and a[i + 1 :] == b[i + 1 :] for i in range(len(a))
    )


def _check_choice_question(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    q = item["content"]["question"]
    chosen = chosen_text(item)
    rest = others(item)
    if q.startswith("Which word rhymes"):
        (key,) = quoted(q)
        assert chosen != key and words[chosen]["rhyme"] == words[key]["rhyme"]
        assert all(words[o]["rhyme"] != words[key]["rhyme"] for o in rest)
    elif "syllables" in q:
        (word,) = quoted(q)
        assert int(chosen) == len(words[word]["parts"])
    elif q.startswith("Say the first part"):
        onset_part, rime_part = q.split(", then the rest, ")
        onset, rime = _sounds(onset_part), _sounds(rime_part)[0]
        assert _split(words[chosen]["sounds"]) == (onset, rime)
        assert all(_split(words[o]["sounds"]) != (onset, rime) for o in rest)
    elif "first part and the rest" in q:
        (word,) = quoted(q)
        onset, rime = _split(words[word]["sounds"])
        assert chosen == " ".join(f"/{s}/" for s in onset) + f" + /{rime}/"
    elif m := re.match(r'What is the (first|middle|last) sound in "(\w+)"\?', q):
        sounds = words[m.group(2)]["sounds"]
        at = {"first": 0, "middle": 1, "last": len(sounds) - 1}[m.group(1)]
        assert m.group(1) != "middle" or (len(sounds) == 3 and sounds[1] in VOWEL_SOUNDS)
        assert chosen == f"/{sounds[at]}/" and all(o != chosen for o in rest)
    elif q.startswith("Which word starts with the same sound"):
        (key,) = quoted(q)
        first = words[key]["sounds"][0]
        assert chosen != key and words[chosen]["sounds"][0] == first
        assert all(words[o]["sounds"][0] != first for o in rest)
    elif q.startswith("Say") and "Change" in q:
        (word,) = quoted(q)
        old, new = _sounds(q.split("Change", 1)[1])
        assert _changed(words[word]["sounds"], words[chosen]["sounds"], old, new)
        assert not any(_changed(words[word]["sounds"], words[o]["sounds"], old, new) for o in rest)
    elif m := re.match(r"Which word has the (short|long) ([aeiou]) sound", q):
        kind, letter = m.groups()
        assert (words[chosen]["vowelKind"], words[chosen]["vowelLetter"]) == (kind, letter)
        assert all((words[o]["vowelKind"], words[o]["vowelLetter"]) != (kind, letter) for o in rest)
        assert all(words[w]["vowelKind"] == kind for w in quoted(q))
    elif q.startswith("Which letter makes the first sound"):
        (word,) = quoted(q)
        first = words[word]["sounds"][0]
        assert chosen == word[0] and (first == word[0] or (word[0], first) == ("c", "k"))
        assert word[0] not in rest
    else:
        raise AssertionError(f"unknown question {q!r}")
    check_choice(item, chosen)


def _check_true_false(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    statement, value = item["content"]["statement"], item["answer"]["value"]
    if statement.endswith(" rhyme."):
        a, b = quoted(statement)
        assert value == (words[a]["rhyme"] == words[b]["rhyme"])
    elif statement.startswith("If you change"):
        a, b = quoted(statement)
        old, new = _sounds(statement)
        assert value == _changed(words[a]["sounds"], words[b]["sounds"], old, new)
    else:
        m = re.match(r'The vowel sound in "(\w+)" is (long|short)\.', statement)
        assert m, statement
        assert value == (words[m.group(1)]["vowelKind"] == m.group(2))


def _check_matching(item: dict[str, Any], words: dict[str, dict[str, Any]]) -> None:
    content, value = item["content"], item["answer"]["value"]
    assert sorted(value) == list(range(len(content["right"])))
    for left, index in zip(content["left"], value, strict=True):
        right = content["right"][index]
        if content["prompt"].startswith("Match each word to the word that rhymes"):
            assert left != right and words[left]["rhyme"] == words[right]["rhyme"]
        elif content["prompt"].startswith("Match each word to its first sound"):
            assert right == f"/{words[left]['sounds'][0]}/"
        else:
            assert right[0] == left and words[right]["sounds"][0] in (left, "k" if left == "c" else left)
        # no other right entry fits the left one as well
        assert sum(1 for r in content["right"] if r[0] == left) <= 1 or not content["prompt"].startswith(
            "Match each letter"
        )


@checks("reading.foundations.word_sounds")
def check_word_sounds(item: dict[str, Any], params: dict[str, Any]) -> None:
    words = _words()
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        _check_choice_question(item, words)
    elif kind == "true-false":
        _check_true_false(item, words)
    elif kind == "matching":
        _check_matching(item, words)
    elif kind == "picture-counting":
        (word,) = quoted(content["prompt"])
        assert answer["value"] == content["countTarget"] == len(words[word]["parts"])
    elif kind == "fill-blank":
        onset_part, rime_part = content["text"].split(" + ")
        onset, rime = _sounds(onset_part), _sounds(rime_part)[0]
        assert _split(words[answer["value"]]["sounds"]) == (onset, rime)
        assert all(
            _split(words[o]["sounds"]) != (onset, rime) for o in content["wordBank"] if o != answer["value"]
        )
    else:
        raise AssertionError(f"unexpected content type {kind}")
    for ref in (item.get("visuals") or {}).get("imageRefs") or []:
        assert words[ref["id"]]["picture"] == ref["alt"] and ref["category"] == "object"
