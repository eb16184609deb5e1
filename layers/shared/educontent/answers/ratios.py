"""Ratios, for items about ratios: ``4:9``, ``4 to 9`` and ``4/9`` are one ratio; ``8:18`` is the
same ratio not simplified, which is what the item asks for when it asks for simplest form."""

from __future__ import annotations

import re
from fractions import Fraction

from educontent.answers import rules
from educontent.answers.quantities import Judgement
from educontent.answers.text import clean
from educontent.generation.items import ContentItem

_RATIO = re.compile(r"^(\d+)\s*(?::|/|\bto\b)\s*(\d+)$", re.IGNORECASE)


def read_ratio(text: str) -> tuple[int, int] | None:
    """``a:b``, ``a to b`` or ``a/b`` as its two terms; None otherwise (or when b is 0)."""
    match = _RATIO.match(clean(text).replace(",", ""))
    if match is None or int(match.group(2)) == 0:
        return None
    return int(match.group(1)), int(match.group(2))


def judge_ratio(key: str, response: str, item: ContentItem) -> Judgement | None:
    """``response`` against the ratio ``key``; None when either is not a ratio."""
    want, got = read_ratio(key), read_ratio(response)
    if want is None or got is None:
        return None
    understood = f"{got[0]}:{got[1]}"
    if got == want:
        return Judgement("correct", understood)
    if Fraction(*got) == Fraction(*want) and got[1] != 0:
        if Fraction(*want).denominator != want[1]:
            return Judgement(
                "incorrect", understood, f"The ratio is equal, but the question asks for {want[0]}:{want[1]}."
            )
        if rules.demands_simplest(item):
            return Judgement(
                "not-simplified",
                understood,
                "Correct ratio, but not simplified: divide both terms by their greatest common factor.",
            )
        return Judgement("correct", understood)
    return Judgement(
        "incorrect", understood, "That is not the right ratio. Check which quantity comes first."
    )
