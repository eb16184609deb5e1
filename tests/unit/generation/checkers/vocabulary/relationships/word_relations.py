"""Checker for ``vocabulary.relationships.word_relations``: opposites, synonyms, antonyms and analogies
recomputed from the relations bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, in_sets
from tests.unit.generation.checkers.support.common import chosen_text


@checks("vocabulary.relationships.word_relations")
def check_relations(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    pairs = in_sets(bank("vocabulary", "relations")["pairs"], params)
    kind = content["type"]
    if params["mode"] == "analogies":
        text = content.get("text") or content["question"]
        m = re.fullmatch(r"(.+?) : (.+?) :: (.+?) : ___", text) or re.search(
            r"Complete the analogy: (.+) is to (.+) as (.+) is to ___\.", text
        )
        a, b, c = m.groups()
        (rel,) = {p["relation"] for p in pairs if p["a"] == a and p["b"] == b}
        (d,) = [p["b"] for p in pairs if p["a"] == c and p["relation"] == rel]
        got = answer["value"] if kind == "fill-blank" else chosen_text(item)
        assert got == d, (a, b, c, got, d)
        shown = content["wordBank"] if kind == "fill-blank" else [x["text"] for x in content["choices"]]
        for other in shown:
            if other != d:
                assert not any(p["a"] == c and p["b"] == other and p["relation"] == rel for p in pairs)
        if kind == "multiple-choice":
            check_choice(item, d)
        return
    if kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            assert any(p["a"] == left and p["b"] == right for p in pairs), (left, right)
        relations = {
            p["relation"]
            for left, i in zip(content["left"], answer["value"], strict=True)
            for p in pairs
            if p["a"] == left and p["b"] == content["right"][i]
        }
        assert len(relations) == 1
        return
    text = content.get("text") or content["question"]
    (a,) = re.findall(r'"([^"]+)"', text)
    if "synonym" in text.lower():
        relation = "synonym"
    elif "antonym" in text.lower():
        relation = "antonym"
    else:
        relation = "opposite"
    (b,) = [p["b"] for p in pairs if p["a"] == a and p["relation"] == relation]
    if kind == "fill-blank":
        assert answer["value"] == b and b in content["wordBank"]
    else:
        check_choice(item, b)
