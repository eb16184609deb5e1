"""Checker for ``vocabulary.relationships.sayings``: finds each saying in the sayings bank JSON and
compares its meaning, the situation it fits and its missing word; wrong choices must belong to other
sayings that the bank does not call close."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_matching, in_sets, others


def _quoted(entry: dict[str, Any]) -> str:
    text = entry["saying"]
    return text[:-1] if text.endswith(".") else text


def _close(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return a["saying"] in b.get("close", []) or b["saying"] in a.get("close", [])


@checks("vocabulary.relationships.sayings")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries = in_sets(bank("vocabulary", "sayings")["entries"], params)
    by_saying = {_quoted(e): e for e in entries}
    kind = content["type"]
    if kind == "matching":
        check_matching(item, {_quoted(e): e["meaning"] for e in entries})
        chosen = [by_saying[left] for left in content["left"]]
        assert not any(_close(a, b) for a in chosen for b in chosen if a is not b)
        return
    if kind == "true-false":
        m = re.fullmatch(r'The (?:idiom|saying) "(.+)" means "(.+)\."', content["statement"])
        assert m, content["statement"]
        entry = by_saying[m.group(1)]
        assert answer["value"] is (m.group(2) == entry["meaning"])
        return
    if kind == "fill-blank":
        (entry,) = [e for e in entries if f'It means "{e["meaning"]}."' in content["text"]]
        line = content["text"].rsplit("\n\n", 1)[1]
        before, _, after = line.partition("___")
        assert before + answer["value"] + after == entry["saying"]
        assert sorted(content["wordBank"]) == sorted([entry["blank"], *entry["decoys"]])
        for word in entry["decoys"]:
            assert before + word + after != entry["saying"]
        return
    question = content["question"]
    if question.startswith("Read about what happened."):
        (entry,) = [e for e in entries if e["situation"] in question]
        check_choice(item, _quoted(entry))
        for text in others(item):
            assert not _close(entry, by_saying[text]), text
        return
    m = re.fullmatch(r'What does the (?:idiom|saying) "(.+)" mean\?', question)
    assert m, question
    entry = by_saying[m.group(1)]
    check_choice(item, entry["meaning"])
    meanings = {e["meaning"]: e for e in entries}
    for text in others(item):
        assert text == entry["literal"] or not _close(entry, meanings[text]), text
