"""Bank access for the reading, vocabulary and spelling checkers: the JSON files read directly (not
through generator code), the checks every choice, matching and ordering item shares, and small
readers of item text (quoted words, the other choices, words in a grid, partial words)."""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

from educontent.settings import get_settings
from tests.unit.generation.checkers.support.common import check_choices_distinct


@cache
def bank(subject: str, name: str) -> Any:
    path = get_settings().catalog_dir / "content" / subject / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def check_choice(item: dict[str, Any], correct: str, wrong: dict[str, str] | None = None) -> None:
    """The chosen choice is ``correct``; every other choice is a known wrong answer (text ->
    misconception, when given) and is named by a distractor."""
    content, answer = item["content"], item["answer"]
    check_choices_distinct(item)
    texts = [c["text"] for c in content["choices"]]
    assert texts[answer["value"]] == correct, f"chose {texts[answer['value']]!r}, expected {correct!r}"
    assert texts.count(correct) == 1
    named = {d["choiceIndex"]: d["misconception"] for d in answer.get("distractors") or []}
    for i, text in enumerate(texts):
        if i == answer["value"]:
            continue
        assert i in named, f"choice {text!r} has no misconception"
        if wrong is not None:
            assert text in wrong, f"{text!r} is not a bank wrong answer"
            assert named[i] == wrong[text], (text, named[i], wrong[text])


def check_matching(item: dict[str, Any], expected: dict[str, str]) -> None:
    """Each left entry is matched (by index into right) to ``expected[left]``."""
    content, value = item["content"], item["answer"]["value"]
    assert len(value) == len(content["left"]) and sorted(value) == list(range(len(content["right"])))
    for left, index in zip(content["left"], value, strict=True):
        assert left in expected, f"unknown left entry {left!r}"
        assert content["right"][index] == expected[left], (left, content["right"][index], expected[left])


def check_ordering(item: dict[str, Any], sequence: list[str]) -> None:
    """The answer lists the shown items in the order they appear in ``sequence``."""
    items, value = item["content"]["items"], item["answer"]["value"]
    assert sorted(items) == sorted(value), "answer is not a reordering of the items"
    positions = [sequence.index(v) for v in value]
    assert positions == sorted(positions), f"not in order: {value}"
    assert items != value, "items were shown already in order"


def quoted_title(text: str) -> str:
    match = re.match(r'Read (?:the \w+|this part of) "([^"]+)"', text)
    assert match, f"no title in {text[:80]!r}"
    return match.group(1)


def passage_parts(entry: dict[str, Any]) -> list[dict[str, Any]]:
    """A bank passage's sections as the item should carry them: the reading banks' ``sections``, or
    a plain ``text`` passage as one section of its lines."""
    if "sections" in entry:
        return entry["sections"]
    return [{"paragraphs": [line for line in entry["text"].split("\n") if line.strip()]}]


def passage_plain(sections: list[dict[str, Any]]) -> str:
    """Headings, paragraphs and a play's lines ("SPEAKER (direction): line") in order, one blank line
    between; captions left out."""
    parts: list[str] = []
    for s in sections:
        parts += ([s["heading"]] if s.get("heading") else []) + s["paragraphs"]
        for line in s.get("lines") or []:
            said = f" ({line['direction']})" if line.get("direction") else ""
            parts.append(f"{line['speaker']}{said}: {line['text']}")
    return "\n\n".join(parts)


def check_passage(shown: dict[str, Any], entry: dict[str, Any]) -> None:
    """The item's ``passage`` is the bank passage: title, genre, sections and key terms as in the
    bank, ``text`` its plain text, and no markup left in any of its strings."""
    assert shown["title"] == entry["title"] and shown["genre"] == entry["genre"]
    assert shown["sections"] == passage_parts(entry), "sections differ from the bank's"
    assert shown.get("keyTerms") == entry.get("keyTerms")
    assert shown.get("glossary") == entry.get("glossary")
    assert shown["text"] == passage_plain(shown["sections"])
    for section in shown["sections"]:
        for part in [section.get("heading") or "", section.get("caption") or "", *section["paragraphs"]]:
            assert not re.search(r"\*\*|^#|\(Caption:|\[\w+\]", part), part
    for term in shown.get("keyTerms") or []:
        assert any(re.search(rf"\b{re.escape(term)}\b", p) for p in shown["text"].split("\n\n")), term


def last_paragraph(text: str) -> str:
    return text.rsplit("\n\n", 1)[-1]


def quoted(text: str) -> list[str]:
    """The "double-quoted" parts of ``text``, in order."""
    return re.findall(r'"([^"]+)"', text)


def others(item: dict[str, Any]) -> list[str]:
    """The texts of the choices the answer does not point at."""
    content, answer = item["content"], item["answer"]
    return [c["text"] for i, c in enumerate(content["choices"]) if i != answer["value"]]


def fits(partial: str, word: str) -> bool:
    """Does ``word`` fill the ``_`` gaps of ``partial``?"""
    return len(partial) == len(word) and all(p in ("_", c) for p, c in zip(partial, word, strict=True))


def in_grid(grid: list[list[str]], word: str) -> bool:
    """Is ``word`` in a row (left to right) or a column (top to bottom) of ``grid``?"""
    rows = ["".join(r) for r in grid]
    cols = ["".join(r[c] for r in grid) for c in range(len(grid[0]))]
    return any(word in line for line in rows + cols)


# ---- spelling -----------------------------------------------------------------------------------


def spelling_lists(ids: list[str]) -> list[dict[str, Any]]:
    """The spelling word lists ``ids``, in that order."""
    by_id = {entry["id"]: entry for entry in bank("spelling", "word-lists")["lists"]}
    return [by_id[i] for i in ids]


def spelling_words(ids: list[str]) -> dict[str, dict[str, Any]]:
    """The words of the lists by spelling (a later list's entry wins)."""
    return {w["word"]: w for entry in spelling_lists(ids) for w in entry["words"]}


def spelling_entries(ids: list[str]) -> list[dict[str, Any]]:
    """Every word entry of the lists (a word may appear in two lists with different sentences)."""
    return [w for entry in spelling_lists(ids) for w in entry["words"]]


def fills(template: str, word: str, sentence: str) -> bool:
    """Does putting ``word`` into the ``___`` of ``template`` give ``sentence`` (any first-letter case)?"""
    before, _, after = template.partition("___")
    if not (sentence.startswith(before) and sentence.endswith(after)):
        return False
    middle = sentence[len(before) : len(sentence) - len(after)]
    return middle.lower() == word.lower()


def word_by_sentence(ids: list[str], text: str) -> dict[str, Any]:
    """The list word whose sentence ``text`` is, with a blank where the word goes."""
    for w in spelling_entries(ids):
        if fills(text, w["word"], w["sentence"]):
            return w
    raise AssertionError(f"no bank sentence matches {text!r}")


def in_sets(records: list[dict[str, Any]], params: dict[str, Any]) -> list[dict[str, Any]]:
    """The bank records of the sets the generator's params name, in bank order."""
    return [r for r in records if r["set"] in params["sets"]]
