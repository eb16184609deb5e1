"""Registration helpers for checkers that all begin by reading the item the same way: each
registers like ``checks`` and hands the checker what it would otherwise read first."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import question_text

QuestionChecker = Callable[[dict[str, Any], dict[str, Any], dict[str, Any], str], None]


def checks_question(*names: str) -> Callable[[QuestionChecker], QuestionChecker]:
    """Register ``check(item, params, content, text)`` for ``names``: ``content`` is the item's
    content and ``text`` its question (``question_text``)."""

    def register(func: QuestionChecker) -> QuestionChecker:
        @functools.wraps(func)
        def check(item: dict[str, Any], params: dict[str, Any]) -> None:
            func(item, params, item["content"], question_text(item))

        checks(*names)(check)
        return func

    return register
