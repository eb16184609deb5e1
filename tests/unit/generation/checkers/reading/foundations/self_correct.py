"""Checker for ``reading.foundations.self_correct``: the word that makes sense, the misread word and
whether a sentence as read makes sense, from the ``misreadings`` bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import chosen_text


def _as_read(e: dict[str, Any]) -> str:
    return re.sub(rf"\b{re.escape(e['word'])}\b", e["misread"], e["sentence"], count=1)


def _entry(read: str) -> dict[str, Any]:
    (e,) = [e for e in bank("reading", "misreadings")["sentences"] if read in (_as_read(e), e["sentence"])]
    return e


@checks("reading.foundations.self_correct")
def check_self_correct(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    kind = content["type"]
    if kind == "multiple-choice":
        read = quoted(content["question"])[0]
        e = _entry(read)
        assert read == _as_read(e)
        chosen = chosen_text(item)
        if content["question"].endswith("Which word fits instead?"):
            assert chosen == e["word"]
        else:
            assert chosen == e["misread"]
            assert all(
                c["text"] in read and c["text"] != e["misread"]
                for c in content["choices"]
                if c["text"] != chosen
            )
        check_choice(item, chosen)
    elif kind == "true-false":
        (shown,) = quoted(content["statement"])
        e = _entry(shown)
        assert answer["value"] == (shown == e["sentence"])
    elif kind == "fill-blank":
        (e,) = [
            e
            for e in bank("reading", "misreadings")["sentences"]
            if e["sentence"].replace(e["word"], "___", 1) == content["text"]
        ]
        assert answer["value"] == e["word"]
        assert sorted(content["wordBank"]) == sorted([e["word"], e["misread"], *e["others"]])
    else:
        raise AssertionError(f"unexpected content type {kind}")
