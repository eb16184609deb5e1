"""Checkers for the foundational reading generators: letters, sight words, sounds, phonics
patterns and affixes. Each recomputes the answer from the item text and the bank JSON."""

from __future__ import annotations

import re
import string
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.reading_banks import bank, check_choice, check_matching, check_ordering


def _quoted(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text)


def _others(item: dict[str, Any]) -> list[str]:
    content, answer = item["content"], item["answer"]
    return [c["text"] for i, c in enumerate(content["choices"]) if i != answer["value"]]


def _fits(partial: str, word: str) -> bool:
    return len(partial) == len(word) and all(p in ("_", c) for p, c in zip(partial, word, strict=True))


def _grid_has(grid: list[list[str]], word: str) -> bool:
    rows = ["".join(r) for r in grid]
    cols = ["".join(r[c] for r in grid) for c in range(len(grid[0]))]
    return any(word in line for line in rows + cols)


@checks("reading.letters")
def check_letters(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    letters = bank("reading", "letters")["letters"]
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("Which is the small"):
            (upper,) = _quoted(q)
            check_choice(item, upper.lower())
            assert all(t != upper.lower() and len(t) == 1 for t in _others(item))
        elif q.startswith("Which is the capital"):
            (lower,) = _quoted(q)
            check_choice(item, lower.upper())
        elif q.startswith("Which word do you read first"):
            (sentence,) = _quoted(q)
            assert sentence in bank("reading", "letters")["printSentences"]
            check_choice(item, sentence.split()[0])
        else:
            target, sentence = _quoted(q)
            words = sentence.rstrip(".!?").split()
            chosen = content["choices"][answer["value"]]["text"]
            assert any(words[i] == target and words[i + 1] == chosen for i in range(len(words) - 1))
            check_choice(item, chosen)
    elif kind == "matching":
        check_matching(item, {e["upper"]: e["lower"] for e in letters})
    elif kind == "ordering":
        check_ordering(
            item,
            list(string.ascii_uppercase) if content["items"][0].isupper() else list(string.ascii_lowercase),
        )
    else:
        assert content["puzzleKind"] == "tracing"
        entry = next(e for e in letters if e["upper"] + e["lower"] == answer["value"])
        assert content["hint"] == entry["hint"] and content["words"] == [answer["value"]]


@checks("reading.sight-words")
def check_sight_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "sight-words")
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("Which word finishes"):
            (text,) = _quoted(q)
            s = next(s for s in data["sentences"] if s["text"] == text)
            check_choice(item, s["answer"])
            assert set(_others(item)) <= set(s["wrong"])
        else:
            (key,) = _quoted(q)
            chosen = content["choices"][answer["value"]]["text"]
            group = next(g for g in data["firstSounds"] if key in g["words"])
            assert chosen in group["words"] and chosen != key
            check_choice(item, chosen)
            assert not set(_others(item)) & set(group["words"])
    elif kind == "matching":
        if content["left"][0].isalpha() and len(content["left"][0]) == 1 and content["right"][0].islower():
            groups = {g["letter"]: g["words"] for g in data["firstSounds"]}
            for left, index in zip(content["left"], answer["value"], strict=True):
                assert content["right"][index] in groups[left]
        else:
            check_matching(item, {w: w.upper() for w in data["words"]})
    else:
        if content["puzzleKind"] == "word-search":
            words = {w.upper() for w in data["words"]}
            assert answer["value"] == content["words"]
            for word in content["words"]:
                assert word in words and _grid_has(content["grid"], word), word
            assert all(len(row) == len(content["grid"]) for row in content["grid"])
        else:
            s = next(s for s in data["sentences"] if s["text"] == content["hint"])
            assert answer["value"] == s["answer"].lower()
            assert _fits(content["partialWord"], answer["value"]) and "_" in content["partialWord"]


@checks("reading.sounds")
def check_sounds(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "phonological")
    families = [set(f["words"]) for f in data["rhymes"]]
    syllables = {w["word"]: len(w["parts"]) for w in data["syllables"]}
    phonemes = {w["word"]: w["sounds"] for w in data["phonemes"]}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        chosen = content["choices"][answer["value"]]["text"]
        if q.startswith("Which word rhymes"):
            (key,) = _quoted(q)
            family = next(f for f in families if key in f)
            assert chosen in family and chosen != key
            assert not set(_others(item)) & family
        elif "clap" in q:
            (word,) = _quoted(q)
            assert int(chosen) == syllables[word]
        elif q.startswith("Blend"):
            sounds = re.findall(r"/([a-z]+)/", q)
            assert phonemes[chosen] == sounds
            assert all(phonemes.get(o) != sounds for o in _others(item))
        else:
            (word,) = _quoted(q)
            assert int(chosen) == len(phonemes[word])
        check_choice(item, chosen)
    elif kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            assert right != left and any(left in f and right in f for f in families)
    elif kind == "ordering":
        (word,) = _quoted(content["prompt"])
        assert answer["value"] == [f"/{s}/" for s in phonemes[word]]
        assert sorted(content["items"]) == sorted(answer["value"])
    else:
        (word,) = _quoted(content["prompt"])
        expected = syllables[word] if params["focus"] == "rhyme-syllable" else len(phonemes[word])
        assert answer["value"] == expected == content["countTarget"]
        assert word in item["visuals"]["diagramSvg"]


@checks("reading.phonics-pattern")
def check_phonics_pattern(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    words = [w for w in bank("reading", "phonics-patterns")["words"] if w["set"] == params["set"]]
    everything = {w["word"] for w in bank("reading", "phonics-patterns")["words"]}
    by_clue = {w["clue"]: w for w in words}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        chosen = content["choices"][answer["value"]]["text"]
        if q.startswith("Which word means"):
            (clue,) = _quoted(q)
            check_choice(item, by_clue[clue]["word"])
        else:
            pattern, example = _quoted(q)
            entry = next(w for w in words if w["word"] == chosen)
            assert entry["pattern"] == pattern and example != chosen
            assert all(pattern not in o for o in _others(item))
            check_choice(item, chosen)
    elif kind == "fill-blank":
        clue = _quoted(content["text"])[0]
        entry = by_clue[clue]
        frame = content["text"].rsplit(": ", 1)[1]
        assert answer["value"] == entry["pattern"] in content["wordBank"]
        assert frame.replace("___", answer["value"]) == entry["word"]
    else:
        clue = _quoted(content["prompt"])[-1]
        entry = by_clue[clue]
        assert answer["value"] == entry["word"]
        if content["puzzleKind"] == "misspelling":
            assert [c for c in content["candidates"] if c in everything] == [entry["word"]]
        elif content["puzzleKind"] == "scramble":
            assert (
                sorted(content["scrambled"]) == sorted(entry["word"])
                and content["scrambled"] != entry["word"]
            )
        else:
            assert _fits(content["partialWord"], entry["word"]) and "_" in content["partialWord"]


@checks("reading.affixes")
def check_affixes(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "affixes")
    words = {w["word"]: w for w in data["words"]}
    parts = {a["affix"]: a for a in data["affixes"]}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        if q.startswith("What does"):
            (word,) = _quoted(q)
            check_choice(item, words[word]["meaning"])
        elif q.startswith("In the word"):
            word, affix = _quoted(q)
            assert words[word]["affix"] == affix
            check_choice(item, parts[affix]["meaning"])
        else:
            (word,) = _quoted(q)
            check_choice(item, "-".join(words[word]["syllables"]))
            assert all(o.replace("-", "") == word for o in _others(item))
    elif kind == "matching":
        expected = {w: e["meaning"] for w, e in words.items()} | {a: e["meaning"] for a, e in parts.items()}
        check_matching(item, expected)
    else:
        base, meaning = _quoted(content["prompt"])
        entry = words[answer["value"]]
        assert entry["base"] == base and entry["meaning"] == meaning
        assert _fits(content["partialWord"], entry["word"]) and "_" in content["partialWord"]
