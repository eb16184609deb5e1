"""Checker for ``math.sp.sampling`` (7.SP.A.1, 7.SP.A.2): the representative sample, and predictions scaled up from the sample counts."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, verify


@checks("math.sp.sampling")
def check_sampling(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if "representative" in t:
        verify(item, True, lambda s: bool(re.search(r"at random from all", s)))
        return
    if m := re.search(r"took (\d+) random samples of (\d+) students each from the ([\d,]+) students", t):
        k, n, big = int(m.group(1)), int(m.group(2)), int(m.group(3).replace(",", ""))
        if c := re.search(r"The counts were ([\d, ]+)\.", t):
            counts = [int(x) for x in c.group(1).split(", ")]
        else:
            counts = [int(x) for x in re.findall(r"Sample \d+ \| (\d+)", t)]
        assert len(counts) == k
        expected = Fraction(sum(counts), k) / n * big
        verify(item, expected)
        return
    m = find(r"random sample of (\d+) of the ([\d,]+) students", t)
    n, big = int(m.group(1)), int(m.group(2).replace(",", ""))
    cat = find(r"would choose (\w+)", t).group(1)
    count = int(find(rf"\b{cat}(?::| \|) (\d+)", t).group(1))
    verify(item, Fraction(count, n) * big)
