"""Checker for ``math.oa.factors_multiples``: factors, factor pairs, multiples and primes are recomputed
by trial division."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_number,
    expect_only,
    expect_or_claim,
    expect_truth,
    is_tf,
    main_text,
    search,
    settle_true_false,
)


def _divisors(n: int) -> list[int]:
    return [k for k in range(1, n + 1) if n % k == 0]


def _pairs_ok(text: str, n: int) -> bool:
    pairs = {tuple(sorted((int(x), int(y)))) for x, y in re.findall(r"(\d+) × (\d+)", text)}
    return pairs == {(k, n // k) for k in _divisors(n) if k * k <= n}


@checks("math.oa.factors_multiples")
def check_factors(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "factor pairs of" in text:
        n = int(search(r"factor pairs of (\d+)", text).group(1))
        if is_tf(item):
            expect_truth(item, _pairs_ok(search(r" are (.+)\.$", text).group(1), n))
            return
        expect_only(item, lambda shown: _pairs_ok(shown, n))
        return
    if "make a factor pair" in text or re.match(r"\d+ = \d+ × (___|\d+)$", text):
        if settle_true_false(item, text):
            return
        m = re.search(r"(\d+) and what number make a factor pair of (\d+)", text)
        x, n = (
            (int(m.group(1)), int(m.group(2)))
            if m
            else (int(text.split(" × ")[0].split(" = ")[1]), int(text.split(" = ")[0]))
        )
        assert n % x == 0
        expect_number(item, n // x)
        return
    if "factors" in text:
        n = int(search(r"(?:does |factors of )(\d+)", text).group(1))
        count = len(_divisors(n))
        expect_or_claim(item, count, lambda: int(search(r"factors of \d+ is (\d+)", text).group(1)))
        return
    if "multiple" in text:
        if is_tf(item):
            m = search(r"^(\d+) is a multiple of (\d+)\.$", text)
            expect_truth(item, int(m.group(1)) % int(m.group(2)) == 0)
            return
        m = re.search(r"^(\d+) is a multiple of", text)
        if m:
            n = int(m.group(1))

            def ok(choice: str) -> bool:
                return n % int(choice) == 0
        else:
            d = int(search(r"multiple of (\d+)", text).group(1))

            def ok(choice: str) -> bool:
                return int(choice) % d == 0

        expect_only(item, ok)
        return
    n = int(search(r"^(?:Is )?(\d+) (?:is|prime)", text).group(1))
    divisors = _divisors(n)
    expected = "neither prime nor composite" if n == 1 else ("prime" if len(divisors) == 2 else "composite")
    expect_or_claim(item, expected, lambda: search(r"^\d+ is (.+)\.$", text).group(1))
