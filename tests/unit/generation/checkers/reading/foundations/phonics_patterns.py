"""Checker for ``reading.foundations.phonics_patterns``: the word with the pattern or clue, the missing
letters or the one real spelling, from the ``phonics-patterns`` bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, fits, others, quoted
from tests.unit.generation.checkers.support.common import chosen_text


@checks("reading.foundations.phonics_patterns")
def check_phonics_pattern(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    words = [w for w in bank("reading", "phonics-patterns")["words"] if w["set"] == params["set"]]
    everything = {w["word"] for w in bank("reading", "phonics-patterns")["words"]}
    by_clue = {w["clue"]: w for w in words}
    kind = content["type"]
    if kind == "multiple-choice":
        q = content["question"]
        chosen = chosen_text(item)
        if q.startswith("Which word means"):
            (clue,) = quoted(q)
            check_choice(item, by_clue[clue]["word"])
        else:
            pattern, example = quoted(q)
            entry = next(w for w in words if w["word"] == chosen)
            assert entry["pattern"] == pattern and example != chosen
            assert all(pattern not in o for o in others(item))
            check_choice(item, chosen)
    elif kind == "fill-blank":
        clue = quoted(content["text"])[0]
        entry = by_clue[clue]
        frame = content["text"].rsplit(": ", 1)[1]
        assert answer["value"] == entry["pattern"] in content["wordBank"]
        assert frame.replace("___", answer["value"]) == entry["word"]
    else:
        clue = quoted(content["prompt"])[-1]
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
            assert fits(content["partialWord"], entry["word"]) and "_" in content["partialWord"]
