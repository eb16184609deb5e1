"""Checker for ``vocabulary.relationships.figures``: each figure found in the figures bank JSON by its
sentence and phrase; its meaning or kind compared, and wrong kinds checked against the bank's overlaps."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_matching, in_sets, others


def _entry(entries: list[dict[str, Any]], text: str) -> dict[str, Any]:
    (found,) = [e for e in entries if e["sentence"] in text and f'"{e["phrase"]}"' in text]
    return found


@checks("vocabulary.relationships.figures")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    data = bank("vocabulary", "figures")
    entries = in_sets(data["entries"], params)
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "matching":
        check_matching(item, {e["phrase"]: e["meaning"] for e in entries})
        return
    if kind == "true-false":
        entry = _entry(entries, content["statement"])
        m = re.search(r" are an? (\w+)\.$", content["statement"])
        assert m, content["statement"]
        assert answer["value"] is (m.group(1) == entry["kind"])
        assert m.group(1) == entry["kind"] or m.group(1) not in data["overlaps"][entry["kind"]]
        return
    entry = _entry(entries, content["question"])
    if content["question"].endswith("What kind of figurative language is " + f'"{entry["phrase"]}"?'):
        check_choice(item, entry["kind"])
        for text in others(item):
            assert text in data["overlaps"] and text not in data["overlaps"][entry["kind"]], text
        return
    check_choice(item, entry["meaning"])
    meanings = {e["meaning"] for e in entries}
    for text in others(item):
        assert text == entry["literal"] or text in meanings, text
