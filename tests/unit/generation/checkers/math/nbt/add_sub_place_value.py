"""Checker for ``math.nbt.add_sub_place_value``: the sum or difference computed from the operands shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    BLANK,
    equations,
    judge,
    number,
    number_is,
    question_text,
    solve,
)


@checks("math.nbt.add_sub_place_value")
def check_add_subtract(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if content["type"] == "arithmetic":
        nums = [content["operand1"], content["operand2"]] + (
            [content["operand3"]] if content.get("operand3") is not None else []
        )
        expected = nums[0] + sum(nums[1:]) if content["operator"] == "+" else nums[0] - nums[1]
        assert content["expression"] == f" {content['operator']} ".join(map(str, nums)) + " = ___"
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        chains = equations(content["statement"])
        assert len(chains) == 1
        left, right = chains[0].split(" = ")
        truth = solve(f"{left} = ___") == int(right)
        assert item["answer"]["value"] is truth
        return
    text = question_text(item)
    m = re.search(r"What is (\d+(?: [+-] \d+)+)\?", text)
    expression = f"{m.group(1)} = ___" if m else next(e for e in equations(text) if BLANK in e)
    judge(item, number_is(solve(expression)))
