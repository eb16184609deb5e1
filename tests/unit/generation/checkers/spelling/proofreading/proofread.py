"""Checker for ``spelling.proofreading.proofread``: the one misspelled word found by comparing with the
bank sentence or paragraph (a paragraph item carries it as its ``passage``, never in the question)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, spelling_entries
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text


@checks("spelling.proofreading.proofread")
def check_proofread(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if content.get("passage"):
        assert kind in ("passage-based", "short-answer") and "paragraph" in content["question"]
        passages = {p["title"]: p for p in bank("spelling", "proofreading")["passages"]}
        shown = content["passage"]
        passage = passages[shown["title"]]
        assert shown["genre"] == passage["genre"] and len(shown["sections"]) == 1
        paragraphs = shown["sections"][0]["paragraphs"]
        assert shown["text"] == "\n\n".join(paragraphs)
        clean = re.sub(r"\[([A-Za-z]+)\]", r"\1", passage["text"])
        assert not re.search(r"[\[\]]", shown["text"]) and shown["text"] not in content["question"]
        a, b = clean.split(), shown["text"].split()
        assert len(a) == len(b)
        changed = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
        assert len(changed) == 1, changed
        right, wrong = (re.sub(r"\W", "", s) for s in changed[0])
        assert wrong in [w for w, _ in passage["targets"][right]]
        if kind == "passage-based":
            check_choices_distinct(item)
            assert chosen_text(item) == wrong
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
    if kind == "true-false" and any(w["sentence"] == sentence for w in spelling_entries(params["lists"])):
        assert answer["value"] is True
        return
    # exactly one word differs from a bank sentence, and it is one of that word's bank misspellings
    for w in spelling_entries(params["lists"]):
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
                assert chosen_text(item) == diff[0][1]
            return
    raise AssertionError(f"no bank sentence with one misspelling matches {sentence!r}")
