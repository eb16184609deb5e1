"""Checker for ``math.ee.dependent_variables``: an equation must fit every pair of the table or the
graph; a missing value is computed from the stated rule; the dependent quantity is the one named
after what each unit holds or earns."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    evaluate,
    find,
    item_points,
    main_text,
    num,
    table_rows,
    tail,
    variables,
    verify,
    verify_number,
)


def _fits(pairs: list[tuple[Fraction, Fraction]]) -> Callable[[str], bool]:
    def right(answer: str) -> bool:
        m = re.fullmatch(r"\s*y\s*=\s*(.+?)\s*", answer)
        if not m or set(variables(m.group(1))) - {"x"}:
            return False
        return all(evaluate(m.group(1), {"x": x}) == y for x, y in pairs)

    return right


@checks("math.ee.dependent_variables")
def check_dependent_variables(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "table-equation":
        if item["type"] == "data-table":
            pairs = [(num(str(r[0])), num(str(r[1]))) for r in table_rows(item)]
        else:
            pairs = [(num(a), num(b)) for a, b in re.findall(rf"\(({NUM}), ({NUM})\)", text)]
        assert len(pairs) >= 3
        verify(item, _fits(pairs), claim=tail(r"equation (.+)\.$"))
    elif mode == "table-value":
        rule = find(r"rule (?:is )?y = (.+?)(?:\. |, | What)", text + " What").group(1)
        if item["type"] == "data-table":
            x = num(str(next(r[0] for r in table_rows(item) if r[1] == "?")))
        else:
            x = num(find(rf"x = ({NUM})", text.split(rule, 1)[1]).group(1))
        verify_number(item, evaluate(rule, {"x": x}))
    elif mode == "dependent":
        each = find(r"[Ee]ach (\w+)", text).group(1)
        stem = {"box": "box"}.get(each, each)
        asks_dependent = "dependent variable" in text and "independent variable" not in text

        def right(answer: str) -> bool:
            if re.search(r"\d", answer):
                return False
            mentions = stem in answer
            return mentions != asks_dependent

        verify(item, right, claim=tail(r"variable is (.+)\.$"))
    else:
        pairs = [(x, y) for _, x, y in item_points(item)]
        verify(item, _fits(pairs), claim=tail(r"equation (.+)\.$"))
