"""Checker for ``math.sp.probability`` (7.SP.C.5 - 7.SP.C.7): probabilities, likelihood words, complements, predictions and experimental probabilities from what the item states."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.algebra import (
    NUM,
    find,
    frac,
    item_text,
    outcomes_for,
    parse_word,
    verify,
)

LIKELIHOOD = ("impossible", "unlikely", "neither likely nor unlikely", "likely", "certain")


def _likelihood(p: Fraction) -> str:
    if p == 0:
        return "impossible"
    if p == 1:
        return "certain"
    if p == Fraction(1, 2):
        return "neither likely nor unlikely"
    return "unlikely" if p < Fraction(1, 2) else "likely"


@checks("math.sp.probability")
def check_probability(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if "marble" in t:
        if item["content"]["type"] == "data-table":
            counts = {r[0]: int(r[1]) for r in item["content"]["rows"]}
        else:
            listing = find(r"A bag has (.+?) marbles", t).group(1)
            counts = {color: int(n) for n, color in re.findall(r"(\d+) ([a-z]+)", listing)}
        color = find(r"(?:it is|picking an?) ([a-z]+)", t).group(1)
        verify(item, Fraction(counts[color], sum(counts.values())))
    elif "experimental probability" in t:
        total = int(find(r"(?:rolled|spun) (\d+) times", t).group(1))
        target = find(r"of (?:rolling a|landing on) (\w+)", t).group(1)
        count = int(find(rf"(?:^|, |: |\n){target}(?::| \|) (\d+)", t).group(1))
        verify(item, Fraction(count, total))
    elif "model predicts" in t or "the prediction" in t:
        m = find(r"(\d+) times and landed on (.+?) (\d+) times", t)
        trials, observed = int(m.group(1)), int(m.group(3))
        sides = int(find(r"= 1/(\d+)", t).group(1))
        verify(item, observed - Fraction(trials, sides))
    elif re.search(r"An event has a probability of|The event \|", t):
        p = frac(find(rf"(?:probability of|The event \|) ({NUM})", t).group(1))
        verify(item, _likelihood(p), parse_word)
    elif "does not happen" in t:
        p = frac(find(rf"(?:The probability that .+? is |\| )({NUM})", t).group(1))
        verify(item, 1 - p)
    elif "About how many" in t or "best prediction" in t:
        if item["content"]["type"] == "data-table":
            p, trials = frac(str(item["content"]["rows"][0][0])), int(item["content"]["rows"][0][1])
        else:
            p = frac(find(rf"The probability that .+? is ({NUM})\.", t).group(1))
            trials = int(find(r"(\d+) (?:times|free throws|seeds)", t).group(1))
        verify(item, p * trials)
    else:
        sides = 6 if "number cube" in t else int(find(r"spinner has (\d+) equal sections", t).group(1))
        event = find(r"of (?:rolling|spinning) (.+?)(?:\?| is )", t).group(1)
        verify(item, Fraction(len(outcomes_for(event, sides)), sides))
