"""Checker for ``math.nbt.round_whole``: the number and the place are read from the item, the rounded
value (or the estimate from rounded numbers) is recomputed."""

from __future__ import annotations

from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.fractions import (
    WHOLE,
    desc,
    expect_or_claim,
    main_text,
    search,
    whole,
)

PLACES = {"ten thousand": 10000, "hundred thousand": 100000, "ten": 10, "hundred": 100, "thousand": 1000}


def _round(n: int, place: int) -> int:
    low = n - n % place
    return low + place if n - low >= place / 2 else low


@checks("math.nbt.round_whole")
def check_round(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    place = PLACES[search(r"nearest (ten thousand|hundred thousand|ten|hundred|thousand)", text).group(1)]
    assert place in params["places"]
    if "estimate" in text.lower():
        m = search(rf"{WHOLE} ([+−]) {WHOLE}", text)
        a, b = whole(m.group(1)), whole(m.group(3))
        expected = (
            _round(a, place) + _round(b, place) if m.group(2) == "+" else _round(a, place) - _round(b, place)
        )
        expect_or_claim(item, expected, lambda: whole(search(rf"is about {WHOLE}\.", text).group(1)))
        return
    n = whole(search(rf"(?:Round |Point A is at |^){WHOLE}", text).group(1))
    if item["type"] == "diagram" or (params.get("mode") == "number-line" and item.get("visuals")):
        assert whole(search(rf"Point A is at {WHOLE}", desc(item)).group(1)) == n
    expected = _round(n, place)
    expect_or_claim(item, expected, lambda: whole(search(rf"is {WHOLE}\.$", text).group(1)))
