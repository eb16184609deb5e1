"""Checker for ``vocabulary.acquisition.word_parts``: recomputes meanings, root words and part meanings
from the word-parts bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets
from tests.unit.generation.checkers.support.common import chosen_text


def _label(piece: dict, parts: dict[str, dict]) -> str:
    kind = parts[piece["part"]]["kind"]
    if "prefix" in kind:
        return piece["text"] + "-"
    if kind in ("suffix", "ending"):
        return "-" + piece["text"]
    return piece["text"]


@checks("vocabulary.acquisition.word_parts")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    data = bank("vocabulary", "word-parts")
    parts = {p["id"]: p for p in data["parts"]}
    words = in_sets(data["words"], params)
    by_word = {w["word"]: w for w in words}
    kind = content["type"]
    if kind == "matching":
        expected: dict[str, str] = {}
        for w in words:
            expected[w["word"]] = w["meaning"]
            for p in w["pieces"]:
                if p["key"]:
                    expected[_label(p, parts)] = parts[p["part"]]["meaning"]
        if content["prompt"].startswith("Match each word to its root word"):
            expected = {w["word"]: w["base"] for w in words}
        for left, index in zip(content["left"], answer["value"], strict=True):
            assert content["right"][index] == expected[left], (left, content["right"][index])
        assert len(set(content["right"])) == len(content["right"])
        return
    if kind == "multiple-choice":
        q = content["question"]
        quoted = re.findall(r'"([^"]+)"', q)
        chosen = chosen_text(item)
        others = [c["text"] for i, c in enumerate(content["choices"]) if i != answer["value"]]
        if q.startswith("In the word"):
            word, label = quoted
            piece = next(p for p in by_word[word]["pieces"] if p["key"] and _label(p, parts) == label)
            check_choice(item, parts[piece["part"]]["meaning"])
        elif q.startswith("Which word has the same root"):
            (word,) = quoted
            assert chosen != word and by_word[chosen]["base"] == by_word[word]["base"]
            assert all(by_word[o]["base"] != by_word[word]["base"] for o in others)
            check_choice(item, chosen)
        elif q.startswith("Which word means"):
            (meaning,) = quoted
            (match,) = [w["word"] for w in words if w["meaning"] == meaning]
            check_choice(item, match)
        else:
            (word,) = quoted
            check_choice(item, by_word[word]["meaning"])
            assert by_word[word]["meaning"] not in others
        return
    if kind == "fill-blank":
        text = content["text"]
        assert answer["value"] in content["wordBank"] and text.count("___") == 1
        entry = by_word[answer["value"]]
        definition = re.fullmatch(r'A word that means "(.+)" is ___\.', text)
        if definition:
            assert definition.group(1) == entry["meaning"]
        else:
            assert text.replace("___", entry["word"]) == entry["sentence"]
            assert all(
                text.replace("___", w) != by_word[w].get("sentence")
                for w in content["wordBank"]
                if w != entry["word"] and w in by_word
            )
        return
    assert content["puzzleKind"] == "missing-letters"
    entry = by_word[answer["value"]]
    (meaning,) = re.findall(r'"([^"]+)"', content["prompt"])
    assert entry["meaning"] == meaning
    partial, position, blanked = content["partialWord"], 0, None
    for p in entry["pieces"]:
        shown = partial[position : position + len(p["text"])]
        if shown == "_" * len(p["text"]):
            blanked = p
        else:
            assert shown == p["text"]
        position += len(p["text"])
    assert position == len(partial) and blanked is not None and blanked["key"]
