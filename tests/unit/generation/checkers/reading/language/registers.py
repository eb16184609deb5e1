"""Checker for ``reading.language.registers``: the kind of English of each sentence or situation,
from the bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.grammar_labels import check_labelled


@checks("reading.language.registers")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_labelled("language-registers", item, params)
