"""Checker for ``spelling.patterns.word_lists``: puzzles, spellings in sentences and from parts,
misspellings and matching pairs checked against the spelling word lists, and every item's spelling
target (the word, its list's pattern, the activity; none for word searches and matching)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import (
    fills,
    in_grid,
    spelling_entries,
    spelling_lists,
    spelling_words,
    word_by_sentence,
)
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.spelling_targets import assert_target

_PUZZLE_ACTIVITY = {
    "scramble": "unscramble",
    "missing-letters": "complete",
    "misspelling": "find-misspelling",
    "tracing": "trace",
}


def _check_target(item: dict[str, Any], params: dict[str, Any], word: str, activity: str) -> None:
    """The item's spelling target is ``word``, with the pattern of a skill list holding it."""
    patterns = [
        e["pattern"] for e in spelling_lists(params["lists"]) if any(w["word"] == word for w in e["words"])
    ]
    assert patterns, f"{word!r} is in none of the skill's lists"
    pattern = (item.get("spelling") or {}).get("pattern")
    assert pattern in patterns, (pattern, patterns)
    assert_target(item, word, pattern, activity)


@checks("spelling.patterns.word_lists")
def check_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    words = spelling_words(params["lists"])
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "word-puzzle":
        puzzle = content["puzzleKind"]
        if puzzle == "word-search":
            grid = content["grid"]
            assert all(len(row) == len(grid) for row in grid), "grid is not square"
            assert all(len(cell) == 1 and cell.isupper() for row in grid for cell in row)
            assert answer["value"] == content["words"]
            lower = {w.lower() for w in words}
            for word in content["words"]:
                assert word.lower() in lower, word
                assert in_grid(grid, word), f"{word} not in grid"
            assert item.get("spelling") is None, "a word search hides several words: no single target"
            return
        target = answer["value"]
        assert target in words, target
        _check_target(item, params, target, _PUZZLE_ACTIVITY[puzzle])
        if puzzle == "scramble":
            assert sorted(content["scrambled"]) == sorted(target) and content["scrambled"] != target
        elif puzzle == "missing-letters":
            partial = content["partialWord"]
            assert "_" in partial and len(partial) == len(target)
            assert all(p in ("_", t) for p, t in zip(partial, target, strict=True))
            focus = words[target]["focus"].replace("_", "")
            assert sorted(t for p, t in zip(partial, target, strict=True) if p == "_") == sorted(focus)
        elif puzzle == "misspelling":
            candidates = content["candidates"]
            assert [c for c in candidates if c in words] == [target], candidates
            wrong = {w for w, _ in words[target]["wrong"]}
            assert set(candidates) - {target} <= wrong
        elif puzzle == "tracing":
            assert content["words"] == [target] and content["copies"] >= 1
        else:
            raise AssertionError(puzzle)
        return
    if kind == "fill-blank":
        text = content["text"]
        assert text.count("___") == 1 == content["blanks"]
        parts = re.fullmatch(r"(\w+) \+ (\w+) = ___", text)
        if parts:
            base, suffix = parts.groups()
            hits = [w for w in words.values() if w.get("base") == base and w.get("suffix") == suffix]
            assert len(hits) == 1 and answer["value"] == hits[0]["word"]
            _check_target(item, params, hits[0]["word"], "choose" if content.get("wordBank") else "write")
            return
        value = answer["value"]
        if value in words:
            w = word_by_sentence(params["lists"], text)
            assert w["word"] == value
            _check_target(item, params, value, "choose")
            if content.get("wordBank"):
                assert [b for b in content["wordBank"] if b in words] == [value]
            return
        # missing focus letters written into a word inside the sentence
        for w in spelling_entries(params["lists"]):
            if w["focus"] == value and "_" not in value:
                at = w["word"].index(value)
                shown = w["word"][:at] + "___" + w["word"][at + len(value) :]
                sentence = re.sub(rf"(?i)\b{re.escape(w['word'])}\b", shown, w["sentence"], count=1)
                if sentence == text:
                    assert value in content["wordBank"]
                    _check_target(item, params, w["word"], "complete")
                    return
        raise AssertionError(f"no word fits {text!r} with {value!r}")
    if kind == "multiple-choice":
        check_choices_distinct(item)
        chosen = chosen_text(item)
        assert chosen in words
        _check_target(item, params, chosen, "find-misspelling")
        others = [c["text"] for c in content["choices"] if c["text"] != chosen]
        assert all(o not in words for o in others)
        assert set(others) <= {
            w for e in spelling_entries(params["lists"]) if e["word"] == chosen for w, _ in e["wrong"]
        }
        question = content["question"]
        if "___" in question:
            assert fills(question.split("? ", 1)[1], chosen, words[chosen]["sentence"])
        if " + " in question:
            w = words[chosen]
            assert f"{w['base']} + {w['suffix']}" in question
        return
    if kind == "true-false":
        statement = content["statement"]
        shown = re.search(r"(?:The word (\S+) is spelled correctly|is spelled (\S+))\.$", statement)
        assert shown, statement
        spelled = shown.group(1) or shown.group(2)
        truth = spelled in words
        if not truth:
            assert any(spelled in [x for x, _ in w["wrong"]] for w in words.values())
        if " + " in statement:
            base, suffix = re.match(r"(\w+) \+ (\w+)", statement).groups()
            target = [
                w["word"] for w in words.values() if w.get("base") == base and w.get("suffix") == suffix
            ]
            truth = target == [spelled]
        assert answer["value"] is truth
        meant = [w["word"] for w in words.values() if spelled == w["word"] or spelled in dict(w["wrong"])]
        assert (item.get("spelling") or {}).get("word") in meant, (item.get("spelling"), meant)
        _check_target(item, params, item["spelling"]["word"], "find-misspelling")
        return
    if kind == "matching":
        pairs = {
            tuple(p)
            for entry in spelling_lists(params["lists"])
            if entry.get("pairs")
            for p in entry["pairs"]["items"]
        }
        left, right = content["left"], content["right"]
        assert len(set(right)) == len(right) and sorted(answer["value"]) == list(range(len(right)))
        for i, lf in enumerate(left):
            assert (lf, right[answer["value"][i]]) in pairs, (lf, right[answer["value"][i]])
        assert item.get("spelling") is None, "matching pairs roots or origins: no single target word"
        return
    raise AssertionError(kind)
