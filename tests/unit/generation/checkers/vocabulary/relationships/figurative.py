"""Checker for ``vocabulary.relationships.figurative``: finds the phrase's entry in the figurative bank
JSON by its sentence (or passage) and compares meaning, kind or literalness."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets
from tests.unit.generation.checkers.support.common import chosen_text


def _wrong(entry: dict) -> dict[str, str]:
    return {d["text"]: d["misconception"] for d in entry["distractors"]}


@checks("vocabulary.relationships.figurative")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries = in_sets(bank("vocabulary", "figurative")["entries"], params)
    kind = content["type"]
    if kind == "true-false":
        match = re.fullmatch(
            r'In the sentence "(.+)", the words "(.+)" mean exactly what they say\.', content["statement"]
        )
        assert match, content["statement"]
        (entry,) = [e for e in entries if e["sentence"] == match.group(1) and e["phrase"] == match.group(2)]
        assert answer["value"] is entry["literal"]
        return
    if kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            meanings = {e["meaning"] for e in entries if e["phrase"] == left}
            assert content["right"][index] in meanings, left
            assert len(meanings) == 1, f"{left} has several meanings in this set"
        return
    if kind == "passage-based":
        passage = next(
            p
            for p in bank("vocabulary", "figurative")["passages"]
            if p["title"] == content["passage"]["title"]
        )
        assert content["passage"]["text"] == passage["text"]
        (entry,) = [
            e
            for e in entries
            if e.get("passage") == passage["id"]
            and content["question"] in (e.get("question"), f'In the passage, what does "{e["phrase"]}" mean?')
        ]
        assert entry["sentence"] in passage["text"]
        check_choice(item, entry["meaning"], _wrong(entry))
        return
    question = content["question"]
    if question.startswith("Which sentence uses words in a nonliteral way"):
        chosen = chosen_text(item)
        by_sentence = {e["sentence"]: e for e in entries}
        assert by_sentence[chosen]["literal"] is False
        for i, choice in enumerate(content["choices"]):
            if i != answer["value"]:
                assert by_sentence[choice["text"]]["literal"] is True
        check_choice(item, chosen)
        return
    found = [e for e in entries if f"\n\n{e['sentence']}\n\n" in question]
    if "What kind of figurative language" in question:
        (entry,) = [e for e in found if f'"{e["phrase"]}"' in question]
        check_choice(item, entry["kind"])
        return
    (entry,) = [
        e
        for e in found
        if question.endswith(e.get("question") or f'What does "{e["phrase"]}" mean in this sentence?')
    ]
    check_choice(item, entry["meaning"], _wrong(entry))
