"""Checker for ``math.nbt.add_sub_multidigit``: the sum or difference of the numbers shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import WHOLE, expect_number, whole
from tests.unit.generation.checkers.support.openings import reads_text


@checks("math.nbt.add_sub_multidigit")
@reads_text
def check_add_sub(item: dict[str, Any], params: dict[str, Any], text: str) -> None:
    m = re.search(rf"{WHOLE} ([+−]) {WHOLE}", text)
    if m:
        a, op, b = whole(m.group(1)), m.group(2), whole(m.group(3))
    else:
        a, b = (whole(x) for x in re.findall(WHOLE, text)[:2])
        op = "+" if params["operation"] == "add" else "−"
    expect_number(item, a + b if op == "+" else a - b)
