"""Independent answer checkers, mirroring the generators: ``checkers/math/nf/equivalence.py`` checks
generator ``math.nf.equivalence`` (``checkers/support/`` holds their shared helpers).

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
    for module in pkgutil.walk_packages(__path__, f"{__name__}."):
        importlib.import_module(module.name)
    return CHECKERS
