"""Checkers for the spelling generators: every answer is recomputed from the item and the bank
JSON read directly (never through generator code)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct

CONTENT = Path(__file__).resolve().parents[4] / "catalog_data" / "content" / "spelling"


@cache
def bank(name: str) -> Any:
    return json.loads((CONTENT / f"{name}.json").read_text(encoding="utf-8"))


def _lists(ids: list[str]) -> list[dict[str, Any]]:
    by_id = {entry["id"]: entry for entry in bank("word-lists")["lists"]}
    return [by_id[i] for i in ids]


def _words(ids: list[str]) -> dict[str, dict[str, Any]]:
    return {w["word"]: w for entry in _lists(ids) for w in entry["words"]}


def _chosen(item: dict[str, Any]) -> str:
    choices = item["content"]["choices"]
    return choices[item["answer"]["value"]]["text"]


def _fills(template: str, word: str, sentence: str) -> bool:
    """Does putting ``word`` into the ``___`` of ``template`` give ``sentence`` (any first-letter case)?"""
    before, _, after = template.partition("___")
    if not (sentence.startswith(before) and sentence.endswith(after)):
        return False
    middle = sentence[len(before) : len(sentence) - len(after)]
    return middle.lower() == word.lower()


def _entries(ids: list[str]) -> list[dict[str, Any]]:
    """Every word entry of the lists (a word may appear in two lists with different sentences)."""
    return [w for entry in _lists(ids) for w in entry["words"]]


def _word_by_sentence(ids: list[str], text: str) -> dict[str, Any]:
    for w in _entries(ids):
        if _fills(text, w["word"], w["sentence"]):
            return w
    raise AssertionError(f"no bank sentence matches {text!r}")


def _in_grid(grid: list[list[str]], word: str) -> bool:
    rows = ["".join(r) for r in grid]
    cols = ["".join(r[c] for r in grid) for c in range(len(grid[0]))]
    return any(word in line for line in rows + cols)


@checks("spelling.words")
def check_words(item: dict[str, Any], params: dict[str, Any]) -> None:
    words = _words(params["lists"])
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
                assert _in_grid(grid, word), f"{word} not in grid"
            return
        target = answer["value"]
        assert target in words, target
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
            return
        value = answer["value"]
        if value in words:
            w = _word_by_sentence(params["lists"], text)
            assert w["word"] == value
            if content.get("wordBank"):
                assert [b for b in content["wordBank"] if b in words] == [value]
            return
        # missing focus letters written into a word inside the sentence
        for w in _entries(params["lists"]):
            if w["focus"] == value and "_" not in value:
                at = w["word"].index(value)
                shown = w["word"][:at] + "___" + w["word"][at + len(value) :]
                sentence = re.sub(rf"(?i)\b{re.escape(w['word'])}\b", shown, w["sentence"], count=1)
                if sentence == text:
                    assert value in content["wordBank"]
                    return
        raise AssertionError(f"no word fits {text!r} with {value!r}")
    if kind == "multiple-choice":
        check_choices_distinct(item)
        chosen = _chosen(item)
        assert chosen in words
        others = [c["text"] for c in content["choices"] if c["text"] != chosen]
        assert all(o not in words for o in others)
        assert set(others) <= {
            w for e in _entries(params["lists"]) if e["word"] == chosen for w, _ in e["wrong"]
        }
        question = content["question"]
        if "___" in question:
            assert _fills(question.split("? ", 1)[1], chosen, words[chosen]["sentence"])
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
        return
    if kind == "matching":
        pairs = {
            tuple(p)
            for entry in _lists(params["lists"])
            if entry.get("pairs")
            for p in entry["pairs"]["items"]
        }
        left, right = content["left"], content["right"]
        assert len(set(right)) == len(right) and sorted(answer["value"]) == list(range(len(right)))
        for i, lf in enumerate(left):
            assert (lf, right[answer["value"][i]]) in pairs, (lf, right[answer["value"][i]])
        return
    raise AssertionError(kind)


def _diff(a: str, b: str) -> list[int]:
    return [i for i in range(len(a)) if a[i] != b[i]] if len(a) == len(b) else [-1, -2]


@checks("spelling.sounds")
def check_sounds(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("sounds")
    content, answer = item["content"], item["answer"]
    if params["mode"] == "beginning":
        entries = {e["clue"]: e for e in data["beginning"]}
        text = content.get("text") or content.get("question")
        clue = next(c for c in entries if text.startswith(c))
        entry = entries[clue]
        letter = _chosen(item) if content["type"] == "multiple-choice" else answer["value"]
        assert letter == entry["word"][0]
        rest = entry["word"][1:]
        assert text.endswith(f"___{rest}") or f"_{rest}?" in text
        return
    pool = set(data["cvc"])
    if content["type"] == "matching":
        left, right, value = content["left"], content["right"], answer["value"]
        assert all(w in pool for w in left + right)
        for i, lf in enumerate(left):
            near = [j for j, r in enumerate(right) if len(_diff(lf, r)) == 1]
            assert near == [value[i]], (lf, right)
        return
    check_choices_distinct(item)
    m = re.match(
        r"Which word is just like (\w+) but with a different (first|middle|last) letter\?",
        content["question"],
    )
    assert m
    target, pos = m.group(1), {"first": 0, "middle": 1, "last": 2}[m.group(2)]
    good = [c["text"] for c in content["choices"] if _diff(target, c["text"]) == [pos]]
    assert good == [_chosen(item)] and good[0] in pool


@checks("spelling.contractions")
def check_contractions(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("contractions")["contractions"]
    full = {(e.get("full") or " ".join(e["words"])): e for e in data}
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "matching":
        for i, lf in enumerate(content["left"]):
            assert content["right"][answer["value"][i]] == full[lf]["contraction"]
        return
    if kind == "word-puzzle":
        entry = next(e for e in data if e["words"] == content["words"])
        assert answer["value"] == entry["contraction"]
        return
    if kind == "fill-blank":
        words = re.search(r"\(([^)]+)\)$", content["text"]).group(1)
        entry = full[words]
        assert answer["value"] == entry["contraction"]
        assert _fills(content["text"].rsplit(" (", 1)[0], entry["contraction"], entry["sentence"])
        return
    check_choices_distinct(item)
    words = re.search(r"contraction for (.+)\?$", content["question"]).group(1)
    assert _chosen(item) == full[words]["contraction"]


@checks("spelling.possessives")
def check_possessives(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("possessives")["possessives"]
    content, answer = item["content"], item["answer"]
    text = content.get("text") or content.get("question")
    hits = [
        e
        for e in data
        if e["meaning"] in text
        and _fills(
            (text.rsplit(" (", 1)[0] if content["type"] == "fill-blank" else text.split("? ", 1)[1]),
            e["possessive"],
            e["sentence"],
        )
    ]
    assert len(hits) == 1, text
    entry = hits[0]
    got = answer["value"] if content["type"] == "fill-blank" else _chosen(item)
    assert got == entry["possessive"]
    # the rule itself: one owner -> 's; plural ending in s -> s'; other plurals -> 's
    if entry["kind"] == "singular":
        assert got == entry["owner"] + "'s"
    elif entry["kind"] == "plural":
        assert got.endswith("s'")
    else:
        assert got.endswith("'s") and not got.endswith("s's")
    if content["type"] == "multiple-choice":
        check_choices_distinct(item)


@checks("spelling.homophones")
def check_homophones(item: dict[str, Any], params: dict[str, Any]) -> None:
    groups = [g for s in params["sets"] for g in bank("homophones")["sets"][s]]
    content, answer = item["content"], item["answer"]
    text = content.get("text") or content["question"].split("? ", 1)[1]
    got = answer["value"] if content["type"] == "fill-blank" else _chosen(item)
    hits = [(g, w) for g in groups for s, w in g["sentences"] if _fills(text, w, s)]
    assert len(hits) == 1, text
    group, word = hits[0]
    assert got == word
    shown = content.get("wordBank") or [c["text"] for c in content["choices"]]
    assert set(shown) <= set(group["words"])


@checks("spelling.proofread")
def check_proofread(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "passage-based" or (kind == "short-answer" and "paragraph" in content["question"]):
        passages = {p["title"]: p for p in bank("proofreading")["passages"]}
        if kind == "passage-based":
            title, text = content["passage"]["title"], content["passage"]["text"]
        else:
            body = content["question"].split("\n\n", 1)[1]
            title, text = body.split("\n", 1)
        passage = passages[title]
        clean = re.sub(r"\[([A-Za-z]+)\]", r"\1", passage["text"])
        a, b = clean.split(), text.split()
        assert len(a) == len(b)
        changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        assert len(changed) == 1, changed
        right, wrong = (re.sub(r"\W", "", s) for s in changed[0])
        assert wrong in [w for w, _ in passage["targets"][right]]
        if kind == "passage-based":
            check_choices_distinct(item)
            assert _chosen(item) == wrong
        else:
            assert answer["value"] == right
        return
    text = content.get("statement") or content.get("question")
    sentence = (
        text.split(": ", 1)[1]
        if kind == "true-false"
        else text.split("? ", 1)[-1]
        if kind == "multiple-choice"
        else text.split("correctly. ", 1)[1]
    )
    if kind == "true-false" and any(w["sentence"] == sentence for w in _entries(params["lists"])):
        assert answer["value"] is True
        return
    # exactly one word differs from a bank sentence, and it is one of that word's bank misspellings
    for w in _entries(params["lists"]):
        a, b = re.findall(r"[\w']+", w["sentence"]), re.findall(r"[\w']+", sentence)
        if len(a) != len(b):
            continue
        diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        if (
            len(diff) == 1
            and diff[0][0].lower() == w["word"].lower()
            and diff[0][1].lower() in [x.lower() for x, _ in w["wrong"]]
        ):
            if kind == "true-false":
                assert answer["value"] is False
            elif kind == "short-answer":
                assert answer["value"] == w["word"]
            else:
                check_choices_distinct(item)
                assert _chosen(item) == diff[0][1]
            return
    raise AssertionError(f"no bank sentence with one misspelling matches {sentence!r}")


@checks("spelling.dictionary")
def check_dictionary(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("dictionary")
    pool = set(data["pools"][params["pool"]])
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "ordering":
        assert sorted(content["items"]) == answer["value"] and set(answer["value"]) <= pool
        return
    text = content.get("statement") or content.get("question")
    guide = re.search(r"guide words (\w+) and (\w+)", text)
    if guide and kind == "true-false" and text.startswith("The word "):
        first, last = guide.groups()
        word = re.match(r"The word (\w+)", text).group(1)
        assert answer["value"] is (first < word < last)
        return
    if guide and kind == "multiple-choice" and "Which word is on that page" in text:
        first, last = guide.groups()
        inside = [c["text"] for c in content["choices"] if first < c["text"] < last]
        assert inside == [_chosen(item)]
        return
    facts = data["facts"]
    if kind == "true-false":
        for fact in facts["true-false"]:
            if fact["statement"] == text:
                assert answer["value"] is fact["value"]
                return
        m = re.fullmatch(r"A dictionary lists this word with the spelling (\S+)\.", text)
        assert m, text
        words = _words(params["lists"])
        assert answer["value"] is (m.group(1) in words)
        return
    check_choices_distinct(item)
    for fact in facts["multiple-choice"]:
        if fact["question"] == text:
            assert _chosen(item) == fact["answer"]
            return
    words = _words(params["lists"])
    sentence = re.search(r"fits this sentence: (.+) Which spelling", text).group(1)
    w = _word_by_sentence(params["lists"], sentence)
    assert _chosen(item) == w["word"]
