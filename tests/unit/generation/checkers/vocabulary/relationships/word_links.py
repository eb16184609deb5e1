"""Checker for ``vocabulary.relationships.word_links``: the relationship of each pair of words looked up
in the relations bank JSON, and every wrong label or pair checked not to fit."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_matching, in_sets, others


def _pair(text: str) -> tuple[str, str]:
    a, b = text.split(" – ")
    return a, b


@checks("vocabulary.relationships.word_links")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("vocabulary", "relations")
    pairs = in_sets(data["pairs"], params)
    label = {r["name"]: r["label"] for r in data["relations"]}
    relation_of = {(p["a"], p["b"]): p["relation"] for p in pairs}
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "matching":
        expected = {f"{a} – {b}": label[r] for (a, b), r in relation_of.items()}
        check_matching(item, expected)
        assert len(set(content["right"])) == len(content["right"])
        return
    if kind == "true-false":
        m = re.fullmatch(r'The words "(.+)" and "(.+)", in that order, show (.+)\.', content["statement"])
        assert m, content["statement"]
        assert answer["value"] is (label[relation_of[m.group(1), m.group(2)]] == m.group(3))
        return
    question = content["question"]
    m = re.fullmatch(
        r'Read the two words in order: "(.+)", then "(.+)"\. Which relationship do they show\?', question
    )
    if m:
        correct = label[relation_of[m.group(1), m.group(2)]]
        check_choice(item, correct)
        return
    m = re.fullmatch(r"Which pair of words shows (.+?)(?:, in that order)?\?", question)
    assert m, question
    (key,) = [
        c["text"]
        for c in content["choices"]
        if label.get(relation_of.get(_pair(c["text"]), ""), "") == m.group(1)
    ]
    check_choice(item, key)
    for text in others(item):
        a, b = _pair(text)
        assert label.get(relation_of.get((a, b), ""), "") != m.group(1), text
