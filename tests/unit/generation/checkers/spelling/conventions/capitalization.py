"""Checker for ``spelling.conventions.capitalization`` (templates read as patterns, see ``support.convention_sentences``)."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.convention_sentences import check_sentence_item


@checks("spelling.conventions.capitalization")
def check_capitalization(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_sentence_item("capitalization", item, params)
