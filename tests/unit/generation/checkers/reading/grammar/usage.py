"""Checker for ``reading.grammar.usage``: finds the entry by its sentence in the bank JSON and
checks the answer against the bank's marked form (choices, word bank, judged or rewritten sentence)."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import check_choice
from tests.unit.generation.checkers.support.grammar_marks import marked, put, quoted, records, unmarked


def _blank(entry: dict[str, Any]) -> str:
    return put(entry["sentence"], "___" + (f" ({entry['hint']})" if entry.get("hint") else ""))


@checks("reading.grammar.usage")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    entries = records("grammar-usage", params)
    kind = content["type"]
    if kind == "fill-blank":
        (entry,) = {e["id"]: e for e in entries if _blank(e) == content["text"]}.values()
        assert answer["value"] == marked(entry["sentence"])
        allowed = {marked(entry["sentence"]), *(w["text"] for w in entry["wrong"])}
        assert answer["value"] in content["wordBank"] and set(content["wordBank"]) <= allowed
        assert len(set(content["wordBank"])) == len(content["wordBank"]) >= 2
        return
    if kind == "multiple-choice":
        shown = quoted(content["question"])[0]
        found = [e for e in entries if _blank(e) == shown]
        assert found, shown
        for entry in found:
            check_choice(
                item, marked(entry["sentence"]), {w["text"]: w["misconception"] for w in entry["wrong"]}
            )
        return
    if kind == "true-false":
        shown = quoted(content["statement"])[0]
        verdicts = {unmarked(e["sentence"]) == shown for e in entries if shown in _forms(e)}
        assert verdicts == {answer["value"]}, (shown, verdicts)
        return
    assert kind == "short-answer"
    shown = quoted(content["question"])[0]
    fixes = {unmarked(e["sentence"]) for e in entries if shown in _forms(e)[1:]}
    assert fixes == {answer["value"]}, (shown, fixes)
    assert answer["value"] != shown and answer["value"] in answer["acceptableAnswers"]


def _forms(entry: dict[str, Any]) -> list[str]:
    """The entry's sentence with its right form, then with each wrong form."""
    return [unmarked(entry["sentence"]), *(put(entry["sentence"], w["text"]) for w in entry["wrong"])]
