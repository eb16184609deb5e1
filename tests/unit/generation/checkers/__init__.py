"""Independent answer checkers, one module per generator family.

A checker recomputes an item's answer from what the item shows (operands, text, table rows,
diagram parameters) with exact arithmetic (``fractions.Fraction``), never by calling the
generator's code. ``CHECKERS`` maps a generator name to ``check(item: dict, params: dict) -> None``,
which raises ``AssertionError`` on a wrong answer. Modules register with ``@checks("name")``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import Any

Checker = Callable[[dict[str, Any], dict[str, Any]], None]
CHECKERS: dict[str, Checker] = {}


def checks(*names: str) -> Callable[[Checker], Checker]:
    def register(func: Checker) -> Checker:
        for name in names:
            assert name not in CHECKERS, f"two checkers for {name}"
            CHECKERS[name] = func
        return func

    return register


def load_all() -> dict[str, Checker]:
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    return CHECKERS
