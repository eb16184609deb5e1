"""For the checkers of ``reading.grammar.sentences`` and ``reading.language.word_choice``: every
item is settled from the bank's better and worse sentences, read from the JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers.support.banks import check_choice, check_ordering
from tests.unit.generation.checkers.support.grammar_marks import records, sets


def check_chosen(name: str, item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries, info = records(name, params), sets(name)
    kind = content["type"]
    if kind == "ordering":
        (entry,) = [e for e in entries if sorted(e["right"].split()) == sorted(content["items"])]
        assert info[entry["set"]].get("order")
        check_ordering(item, entry["right"].split())
        assert " ".join(answer["value"]) == entry["right"]
        return
    if kind == "true-false":
        verdicts = {
            form == e["right"]
            for e in entries
            for form in [e["right"], *(w["text"] for w in e["wrong"])]
            if info[e["set"]]["claim"].format(given=e.get("given", ""), sentence=form) == content["statement"]
        }
        assert verdicts == {answer["value"]}, (content["statement"], verdicts)
        return
    texts = {c["text"] for c in content["choices"]}
    found = [
        e
        for e in entries
        if info[e["set"]]["ask"].format(given=e.get("given", "")) == content["question"]
        and e["right"] in texts
    ]
    assert found, content["question"]
    for entry in found:
        check_choice(item, entry["right"], {w["text"]: w["misconception"] for w in entry["wrong"]})
