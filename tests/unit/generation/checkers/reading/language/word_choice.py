"""Checker for ``reading.language.word_choice``: the better choice for the effect or purpose, from the
bank JSON."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.grammar_choices import check_chosen


@checks("reading.language.word_choice")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_chosen("language-choices", item, params)
