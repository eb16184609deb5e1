"""Checker for ``math.sp.compound_probability`` (7.SP.C.8): outcome counts, two-cube events, independent events and simulations, by listing every outcome."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import find, item_text, outcomes_for, verify


@checks("math.sp.compound_probability")
def check_compound(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    c = item["content"]
    if "How many different" in t or "The number of different" in t:
        if c["type"] == "data-table":
            counts = [int(r[1]) for r in c["rows"]]
        else:
            counts = [int(n) for n in re.findall(r"(\d+) ", find(r"has (.+?)\. ", t).group(1))]
        total = 1
        for n in counts:
            total *= n
        verify(item, Fraction(total))
        return
    if "Two number cubes" in t or "two number cubes" in t:
        pairs = list(product(range(1, 7), repeat=2))
        if "same number" in t:
            hits = [p for p in pairs if p[0] == p[1]]
        elif m := re.search(r"the sum is greater than (\d+)", t):
            hits = [p for p in pairs if sum(p) > int(m.group(1))]
        elif m := re.search(r"the sum is less than (\d+)", t):
            hits = [p for p in pairs if sum(p) < int(m.group(1))]
        else:
            s = int(find(r"the sum is (\d+)", t).group(1))
            hits = [p for p in pairs if sum(p) == s]
        verify(item, Fraction(len(hits), 36))
        return
    if "simulation" in t:
        if c["type"] == "data-table":
            results = [str(r[1]) for r in c["rows"]]
        else:
            results = find(r"trials were: ([HT, ]+)\.", t).group(1).split(", ")
        event = find(r"of getting (.+?)(?:\?| is )", t).group(1)
        tests = {
            "two heads": lambda r: set(r) == {"H"},
            "all heads": lambda r: set(r) == {"H"},
            "at least one tail": lambda r: "T" in r,
            "exactly one head": lambda r: r.count("H") == 1,
        }
        verify(item, Fraction(sum(1 for r in results if tests[event](r)), len(results)))
        return
    m = find(r"of (flipping|rolling) (.+?) and spinning (.+?)(?:\?| is )", t)
    sides = int(find(r"spinner with (\d+) equal sections", t).group(1))
    p1 = Fraction(1, 2) if m.group(1) == "flipping" else Fraction(len(outcomes_for(m.group(2), 6)), 6)
    p2 = Fraction(len(outcomes_for(m.group(3), sides)), sides)
    verify(item, p1 * p2)
