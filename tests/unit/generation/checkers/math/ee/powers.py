"""Checker for ``math.ee.powers``: the value of a power or an expression with exponents is
evaluated exactly; a written power must have the repeated factor as base and the count as exponent."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    evaluate,
    find,
    main_text,
    tail,
    verify,
    verify_number,
)

SUPERS = "⁰¹²³⁴⁵⁶⁷⁸⁹"


@checks("math.ee.powers")
def check_powers(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    mode = params["mode"]
    if mode == "write-power":
        m = find(r"(\d+)((?: × \d+)+)", text)
        base = m.group(1)
        count = 1 + m.group(2).count("×")
        assert set(re.findall(r"\d+", m.group(2))) == {base}

        def right(answer: str) -> bool:
            f = re.fullmatch(rf"\s*(\d+)([{SUPERS}]+)\s*", answer)
            return (
                bool(f)
                and f.group(1) == base
                and evaluate(f"1{f.group(2)}") == 1
                and int(f.group(2).translate(str.maketrans(SUPERS, "0123456789"))) == count
            )

        verify(item, right, claim=tail(r" is (.+)\.$"))
        return
    m = re.search(r"(?:What is the value of|What is) (.+)\?$", text) or find(r"^(.+?) = ", text)
    verify_number(item, evaluate(m.group(1)))
