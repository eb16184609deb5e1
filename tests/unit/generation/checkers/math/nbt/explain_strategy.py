"""Checker for ``math.nbt.explain_strategy``: the strategy's equation solved (its stated steps
true), or the addition that checks a subtraction."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import after, equation_item, judge, question_text


@checks("math.nbt.explain_strategy")
def check_strategy_explain(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = question_text(item)
    says = re.search(r"says (\d+) - (\d+) = (\d+)\.", text)
    if says:
        a, b, d = (int(x) for x in says.groups())
        assert a - b == d

        def checks_it(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) \+ (\d+) = (\d+)", candidate.strip())
            return (
                bool(m)
                and sorted((int(m.group(1)), int(m.group(2)))) == sorted((d, b))
                and int(m.group(3)) == a
            )

        judge(item, checks_it, after(r"The addition (.+) checks this"))
        return
    moved = re.search(r"moving (\d+) from (\d+) to (\d+): (\d+) \+ \d+ = (\d+)", text)
    if moved:
        k, _giver, taker, _, new = (int(x) for x in moved.groups())
        assert taker + k == new
    equation_item(item)
