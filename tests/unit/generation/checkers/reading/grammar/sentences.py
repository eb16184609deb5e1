"""Checker for ``reading.grammar.sentences``: the better sentence (or the words in order), from the
bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.grammar_choices import check_chosen


@checks("reading.grammar.sentences")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_chosen("grammar-sentences", item, params)
