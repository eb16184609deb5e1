"""Checker for ``reading.foundations.sounds``: rhymes, syllable counts and phonemes recomputed from the
``phonological`` bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, others, quoted
from tests.unit.generation.checkers.support.common import chosen_text


@checks("reading.foundations.sounds")
def check_sounds(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("reading", "phonological")
    families = [set(f["words"]) for f in data["rhymes"]]
    syllables = {w["word"]: len(w["parts"]) for w in data["syllables"]}
    phonemes = {w["word"]: w["sounds"] for w in data["phonemes"]}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        chosen = chosen_text(item)
        if q.startswith("Which word rhymes"):
            (key,) = quoted(q)
            family = next(f for f in families if key in f)
            assert chosen in family and chosen != key
            assert not set(others(item)) & family
        elif "clap" in q:
            (word,) = quoted(q)
            assert int(chosen) == syllables[word]
        elif q.startswith("Blend"):
            sounds = re.findall(r"/([a-z]+)/", q)
            assert phonemes[chosen] == sounds
            assert all(phonemes.get(o) != sounds for o in others(item))
        else:
            (word,) = quoted(q)
            assert int(chosen) == len(phonemes[word])
        check_choice(item, chosen)
    elif kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            assert right != left and any(left in f and right in f for f in families)
    elif kind == "ordering":
        (word,) = quoted(content["prompt"])
        assert answer["value"] == [f"/{s}/" for s in phonemes[word]]
        assert sorted(content["items"]) == sorted(answer["value"])
    else:
        (word,) = quoted(content["prompt"])
        expected = syllables[word] if params["focus"] == "rhyme-syllable" else len(phonemes[word])
        assert answer["value"] == expected == content["countTarget"]
        assert word in item["visuals"]["diagramSvg"]
