"""Adapters for checkers that all begin by reading the item the same way: each turns a function
that takes what the checker would otherwise read first into a plain checker for ``@checks``."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from tests.unit.generation.checkers import Checker
from tests.unit.generation.checkers.support.fractions import main_text, settle_arithmetic, settle_true_false
from tests.unit.generation.checkers.support.pictures import question_text

QuestionChecker = Callable[[dict[str, Any], dict[str, Any], dict[str, Any], str], None]


def reads_question(func: QuestionChecker) -> Checker:
    """A checker calling ``func(item, params, content, text)``: ``content`` is the item's content
    and ``text`` its question (``question_text``)."""

    @functools.wraps(func)
    def check(item: dict[str, Any], params: dict[str, Any]) -> None:
        func(item, params, item["content"], question_text(item))

    return check


TextChecker = Callable[[dict[str, Any], dict[str, Any], str], None]


def reads_text(func: TextChecker) -> Checker:
    """A checker that settles arithmetic and true/false items itself (``settle_arithmetic``,
    ``settle_true_false``) and calls ``func(item, params, text)`` on the others, ``text`` being the
    item's text (``main_text``)."""

    @functools.wraps(func)
    def check(item: dict[str, Any], params: dict[str, Any]) -> None:
        if settle_arithmetic(item):
            return
        text = main_text(item)
        if not settle_true_false(item, text):
            func(item, params, text)

    return check
