"""Checker for ``math.oa.multiplicative_comparison``: the comparison in the item is solved by
multiplying or dividing the numbers shown."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    expect_number,
    expect_truth,
    given,
    holds,
    is_tf,
    main_text,
    search,
    whole_numbers,
)


@checks("math.oa.multiplicative_comparison")
def check_mult_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    if "How many times as many as" in text or re.search(r"\d+ is (___|\d+) times as many as \d+\.$", text):
        if is_tf(item):
            m = search(r"(\d+) is (\d+) times as many as (\d+)\.", text)
            expect_truth(item, int(m.group(2)) * int(m.group(3)) == int(m.group(1)))
            return
        m = re.search(r"How many times as many as (\d+) is (\d+)\?", text) or search(
            r"(\d+) is ___ times as many as (\d+)", text
        )
        big, small = (
            (int(m.group(2)), int(m.group(1)))
            if "How many" in m.group(0)
            else (int(m.group(1)), int(m.group(2)))
        )
        assert big % small == 0
        expect_number(item, big // small)
        return
    if "'" in text:
        m = search(r"'(\d+) is (\d+) times as many as (\d+)'", text)
        c, a, b = (int(x) for x in m.groups())

        def right(eq: str) -> bool:
            lhs, rhs = eq.split(" = ")
            return int(lhs) == c and "×" in rhs and holds(eq) and sorted(whole_numbers(rhs)) == sorted([a, b])

        if is_tf(item):
            expect_truth(item, right(search(r"equation (.+)\.$", text).group(1)))
            return
        assert right(given(item))
        for i, choice in enumerate(item["content"]["choices"]):
            assert i == item["answer"]["value"] or not right(choice["text"])
        return
    if "more" in text and "than" in text and "times as many" in text:
        m = search(
            r"(\w+) has (\d+) \w+\. (\w+) has (\d+) times as many \w+ as \w+\. (\w+) has (\d+) more \w+ than",
            text,
        )
        who = search(r"How many \w+ does (\w+) have\?", text).group(1)
        base, times, more = int(m.group(2)), int(m.group(4)), int(m.group(6))
        expected = base * times if who == m.group(3) else base + more
        assert who in (m.group(3), m.group(5))
        expect_number(item, expected)
        return
    m = re.search(r"has (\d+) \w+\. \w+ has (\d+) times as many", text)
    if m:
        expect_number(item, int(m.group(1)) * int(m.group(2)))
        return
    m = re.search(r"has (\d+) \w+\. That is (\d+) times as many", text)
    if m:
        assert int(m.group(1)) % int(m.group(2)) == 0
        expect_number(item, int(m.group(1)) // int(m.group(2)))
        return
    m = search(r"is (\d+) inches long\. A red ribbon is (\d+) inches long", text)
    assert int(m.group(1)) % int(m.group(2)) == 0
    expect_number(item, int(m.group(1)) // int(m.group(2)))
