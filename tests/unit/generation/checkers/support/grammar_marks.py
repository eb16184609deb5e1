"""For the grammar and language checkers: bank sentences with their ``[target]`` marks read
independently of generator code, and the quoted texts of an item."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.support.banks import bank, in_sets

_MARK = re.compile(r"\[([^\]]+)\]")


def marked(sentence: str) -> str:
    (found,) = _MARK.findall(sentence)
    return found


def put(sentence: str, words: str) -> str:
    start, end = sentence.index("["), sentence.index("]")
    return sentence[:start] + words + sentence[end + 1 :]


def unmarked(sentence: str) -> str:
    return sentence.replace("[", "").replace("]", "")


def quoted(text: str) -> list[str]:
    return re.findall(r'"([^"]*)"', text)


def records(name: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return in_sets(bank("reading", name)["entries"], params)


def sets(name: str) -> dict[str, Any]:
    return bank("reading", name)["sets"]
