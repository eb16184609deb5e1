"""Checker for ``reading.comprehension.passage_questions``: looks the passage up by title in the passage
banks and the question by its text, and compares the item's answer with the bank's."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import (
    bank,
    check_choice,
    check_matching,
    check_ordering,
    last_paragraph,
    quoted_title,
)

BANKS = ("passages-k2", "passages-g3-5", "passages-g6-8")
WORDS = {2: (60, 150), 3: (60, 150), 4: (120, 220), 5: (120, 220)}


@cache
def passages() -> dict[str, dict]:
    return {p["title"]: p for name in BANKS for p in bank("reading", name)["passages"]}


def _passage(title: str, params: dict[str, Any]) -> dict:
    passage = passages()[title]
    assert set(passage["sets"]) & set(params["sets"]), f"{title} is not in {params['sets']}"
    words = len(passage["text"].split())
    if passage["grade"] <= 1:
        sentences = len(re.findall(r"[.!?]\"?(?:\s|$)", passage["text"]))
        assert 3 <= sentences <= 6, (title, sentences)
    else:
        low, high = WORDS.get(passage["grade"], (180, 320))
        assert low <= words <= high, (title, words)
    return passage


def _question(passage: dict, asked: str, params: dict[str, Any]) -> dict:
    found = [q for q in passage["questions"] if asked in (q["question"], q.get("shortQuestion"))]
    assert len(found) == 1, f"question {asked!r} not in {passage['title']}"
    q = found[0]
    assert params.get("kinds") is None or q["kind"] in params["kinds"], q["kind"]
    if q.get("evidence"):
        assert q["evidence"] in passage["text"], "evidence is not a quote from the passage"
    return q


def _check_choice(item: dict[str, Any], q: dict) -> None:
    check_choice(item, q["answer"], {d["text"]: d["misconception"] for d in q["distractors"]})


@checks("reading.comprehension.passage_questions")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "passage-based":
        passage = _passage(content["passage"]["title"], params)
        assert content["passage"]["text"] == passage["text"]
        assert content["passage"]["genre"] == passage["genre"]
        _check_choice(item, _question(passage, content["question"], params))
    elif kind == "multiple-choice":
        text = content["question"]
        passage = _passage(quoted_title(text), params)
        q = _question(passage, last_paragraph(text), params)
        shown = text.split("\n\n", 1)[1].rsplit("\n\n", 1)[0]
        assert shown in (passage["text"], q.get("excerpt")), "the passage shown is not the bank's"
        assert shown in passage["text"]
        _check_choice(item, q)
    elif kind == "short-answer":
        text = content["question"]
        passage = _passage(quoted_title(text), params)
        assert passage["text"] in text
        q = _question(passage, last_paragraph(text), params)
        if answer["type"] == "exact":
            assert answer["value"] == q["answer"] and q["acceptable"]
        else:
            assert answer["type"] == "open-ended" and answer["rubric"]
            assert answer["value"] == q.get("sample", q["answer"])
    elif kind == "ordering":
        passage = _passage(quoted_title(content["prompt"]), params)
        assert passage["text"] in content["prompt"]
        check_ordering(item, passage["events"])
    elif kind == "matching":
        if params.get("matching", "questions") == "questions":
            passage = _passage(quoted_title(content["prompt"]), params)
            check_matching(item, {q["question"]: q["answer"] for q in passage["questions"]})
        elif params["matching"] == "structures":
            snippets = bank("reading", "text-structures")["snippets"]
            check_matching(item, {s["text"]: s["structure"] for s in snippets})
            assert len(set(content["right"])) == len(content["right"])
        else:
            features = bank("reading", "text-structures")["features"]
            check_matching(item, {f["name"]: f["job"] for f in features})
    elif kind == "true-false":
        match = re.fullmatch(
            r'An author claims: "(.+)" The author gives this evidence: "(.+)" True or false: this evidence supports the claim\.',
            content["statement"],
        )
        assert match, content["statement"]
        claims = [c for c in bank("reading", "claims")["claims"] if c["claim"] == match.group(1)]
        assert len(claims) == 1 and claims[0]["set"] in params["claim_sets"]
        evidence = [e for e in claims[0]["evidence"] if e["text"] == match.group(2)]
        assert len(evidence) == 1
        assert answer["value"] is evidence[0]["supports"]
    else:
        raise AssertionError(f"unexpected content type {kind}")
