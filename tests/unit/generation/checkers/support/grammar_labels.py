"""For the checkers of ``reading.grammar.identify`` and ``reading.language.registers``: every item
is settled from the bank's labelled sentences and each set's labels, read from the JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.support.banks import check_choice, check_matching
from tests.unit.generation.checkers.support.grammar_marks import marked, quoted, records, sets, unmarked


def _kebab(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _whole(entry: dict[str, Any]) -> bool:
    return marked(entry["sentence"]) == unmarked(entry["sentence"])


def _shown(entry: dict[str, Any]) -> str:
    if _whole(entry):
        return unmarked(entry["sentence"])
    return f'"{marked(entry["sentence"])}" in "{unmarked(entry["sentence"])}"'


def check_labelled(name: str, item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries, info = records(name, params), sets(name)
    kind = content["type"]
    if kind == "matching":
        expected = {}
        for left in content["left"]:
            labels = {e["label"] for e in entries if _shown(e) == left}
            assert len(labels) == 1, left
            expected[left] = labels.pop()
        check_matching(item, expected)
        return
    if kind == "true-false":
        verdicts = {
            said == e["label"]
            for e in entries
            for said, label in info[e["set"]]["labels"].items()
            if info[e["set"]]["claim"].format(
                sentence=unmarked(e["sentence"]), target=marked(e["sentence"]), label=label["is"]
            )
            == content["statement"]
        }
        assert verdicts == {answer["value"]}, (content["statement"], verdicts)
        return
    question = content["question"]
    finds = [
        (set_name, label)
        for set_name, s in info.items()
        if set_name in params["sets"] and s.get("find")
        for label, meaning in s["labels"].items()
        if s["find"].format(label=meaning["is"]) == question
    ]
    if finds:
        _check_find(item, entries, finds)
        return
    sentence = quoted(question)[0]
    found = [e for e in entries if unmarked(e["sentence"]) == sentence]
    if len(found) > 1:
        found = [e for e in found if marked(e["sentence"]) in quoted(question)[1:]]
    (entry,) = found
    wrong = {
        other: f"mistakes-{_kebab(entry['label'])}-for-{_kebab(other)}"
        for other in info[entry["set"]]["labels"]
        if other != entry["label"]
    }
    check_choice(item, entry["label"], wrong)


def _check_find(item: dict[str, Any], entries: list[dict[str, Any]], finds: list[tuple[str, str]]) -> None:
    ((set_name, label),) = finds
    texts = [c["text"] for c in item["content"]["choices"]]
    label_of = {unmarked(e["sentence"]): e["label"] for e in entries if e["set"] == set_name and _whole(e)}
    right = [t for t in texts if label_of[t] == label]
    assert len(right) == 1, texts
    wrong = {t: f"mistakes-{_kebab(label_of[t])}-for-{_kebab(label)}" for t in texts if t != right[0]}
    check_choice(item, right[0], wrong)
