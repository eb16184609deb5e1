"""Checker for ``reading.grammar.identify``: the label of the marked word, phrase or sentence, from
the bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.grammar_labels import check_labelled


@checks("reading.grammar.identify")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_labelled("grammar-labels", item, params)
