"""Checkers for the grade 7 statistics and probability generators (``math.g78.*``, 7.SP): counts,
lists and tables are read from the item and the answer is recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import product
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g78_common import (
    NUM,
    find,
    frac,
    item_text,
    parse_num,
    parse_word,
    verify,
)


@checks("math.g78.sampling")
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


def _median(values: list[int]) -> Fraction:
    s = sorted(values)
    n = len(s)
    return Fraction(s[n // 2]) if n % 2 else Fraction(s[n // 2 - 1] + s[n // 2], 2)


def _mad(values: list[int]) -> Fraction:
    mean = Fraction(sum(values), len(values))
    return sum((abs(v - mean) for v in values), Fraction(0)) / len(values)


@checks("math.g78.compare-data")
def check_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    c = item["content"]
    if c["type"] == "data-table":
        g1, g2 = c["columns"][1], c["columns"][2]
        a = [int(r[1]) for r in c["rows"]]
        b = [int(r[2]) for r in c["rows"]]
    else:
        lists = re.findall(r"([A-Z][a-z]+ [A-Z0-9]): ((?:\d+, )+\d+)", t)
        (g1, la), (g2, lb) = lists[0], lists[1]
        a = [int(x) for x in la.split(", ")]
        b = [int(x) for x in lb.split(", ")]
    data = {g1: a, g2: b}
    if "median" in t:
        m = find(r"median for (.+?) (?:than|is greater than) the median for (.+?)(?:\?| by)", t)
        expected = _median(data[m.group(1)]) - _median(data[m.group(2)])
    elif "MAD" in t:
        assert _mad(a) == _mad(b), "the data sets should have the same MAD"
        mean_gap = abs(Fraction(sum(a), len(a)) - Fraction(sum(b), len(b)))
        expected = mean_gap / _mad(a)
    else:
        m = find(r"mean for (.+?) (?:than|is greater than) the mean for (.+?)(?:\?| by)", t)
        x, y = data[m.group(1)], data[m.group(2)]
        expected = Fraction(sum(x), len(x)) - Fraction(sum(y), len(y))
    assert expected > 0
    verify(item, expected, marker=" is " if "MAD" in t else " by ")


def outcomes_for(event: str, sides: int) -> list[int]:
    event = event.strip()
    if event == "an even number":
        return [v for v in range(1, sides + 1) if v % 2 == 0]
    if event == "an odd number":
        return [v for v in range(1, sides + 1) if v % 2]
    if event == "a multiple of 3":
        return [v for v in range(1, sides + 1) if v % 3 == 0]
    if m := re.fullmatch(r"a number greater than (\d+)", event):
        return [v for v in range(1, sides + 1) if v > int(m.group(1))]
    if m := re.fullmatch(r"a number less than (\d+)", event):
        return [v for v in range(1, sides + 1) if v < int(m.group(1))]
    m = re.fullmatch(r"an? (\d+)", event)
    assert m, event
    return [v for v in range(1, sides + 1) if v == int(m.group(1))]


LIKELIHOOD = ("impossible", "unlikely", "neither likely nor unlikely", "likely", "certain")


def _likelihood(p: Fraction) -> str:
    if p == 0:
        return "impossible"
    if p == 1:
        return "certain"
    if p == Fraction(1, 2):
        return "neither likely nor unlikely"
    return "unlikely" if p < Fraction(1, 2) else "likely"


@checks("math.g78.probability")
def check_probability(item: dict[str, Any], params: dict[str, Any]) -> None:
    t = item_text(item)
    if "marble" in t:
        if item["content"]["type"] == "data-table":
            counts = {r[0]: int(r[1]) for r in item["content"]["rows"]}
        else:
            listing = find(r"A bag has (.+?) marbles", t).group(1)
            counts = {color: int(n) for n, color in re.findall(r"(\d+) ([a-z]+)", listing)}
        color = find(r"(?:it is|picking a) ([a-z]+)", t).group(1)
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


@checks("math.g78.compound-probability")
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


__all__ = ["parse_num"]
