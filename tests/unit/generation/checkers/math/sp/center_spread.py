"""Checker for ``math.sp.center_spread``: measures recomputed from the listed data or the table
rows, the outlier and center-or-spread questions judged by their own rules."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import mean_absolute_deviation, median
from tests.unit.generation.checkers.support.rates import find
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    main_text,
    num,
    same_text,
    table_rows,
    tail,
    verify,
    verify_number,
)


def _data(item: dict[str, Any]) -> list[Fraction]:
    if item["type"] == "data-table":
        return [num(str(r[1])) for r in table_rows(item)]
    listed = find(r"The data show .+?: ([\d, ]+)\.(?: |$)", main_text(item)).group(1)
    return [num(x) for x in listed.split(", ")]


def _measure(values: list[Fraction], which: str) -> Fraction:
    n = len(values)
    s = sorted(values)
    mean = sum(values, Fraction(0)) / n
    if which == "mean":
        return mean
    if which == "median":
        return median(values)
    if which == "mode":
        counts = {v: values.count(v) for v in values}
        best = max(counts.values())
        modes = [v for v, c in counts.items() if c == best]
        assert len(modes) == 1, "no single mode"
        return modes[0]
    if which == "range":
        return s[-1] - s[0]
    if which == "iqr":
        lower = s[: n // 2]
        upper = s[(n + 1) // 2 :]
        return median(upper) - median(lower)
    return mean_absolute_deviation(values)


WHICH = {
    "mean": "mean",
    "median": "median",
    "mode": "mode",
    "range": "range",
    "interquartile range": "iqr",
    "mean absolute deviation": "mad",
}


def _outlier(values: list[Fraction]) -> bool:
    s = sorted(values)
    n = len(s)
    q1, q3 = median(s[: n // 2]), median(s[(n + 1) // 2 :])
    fence = (q3 - q1) * Fraction(3, 2)
    return any(v > q3 + fence or v < q1 - fence for v in s)


CENTER = {"mean", "median", "mode"}
SPREAD = {"range", "interquartile range", "mean absolute deviation"}


@checks("math.sp.center_spread")
def check_statistics(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "observations":
        if item["type"] == "data-table":
            total = sum(int(r[1]) for r in table_rows(item))
        else:
            total = sum(int(f) for f in re.findall(r"\d+ \w+: (\d+) students?", text))
        verify_number(item, Fraction(total))
        return
    if mode == "center-or-spread":
        spread = "variation" in text or "spread out" in text
        assert spread != ("measure of center" in text or "typical value" in text)
        group = SPREAD if spread else CENTER
        verify(
            item,
            lambda a: a.strip().removeprefix("the ") in group,
            claim=tail(r"^The (.+?) (?:is a measure|describes)"),
        )
        return
    values = _data(item)
    if mode == "choose-measure":
        assert _outlier(values), "the data set has no outlier"
        if "better" in text:
            expected = "the median"
        else:
            out = Fraction(int(find(rf"the value ({NUM}) is removed", text).group(1)))
            rest = list(values)
            rest.remove(out)
            d_mean = abs(sum(values) / len(values) - sum(rest) / len(rest))
            d_median = abs(median(values) - median(rest))
            expected = "the mean" if d_mean > d_median else "the median"
        verify(item, same_text(expected), claim=tail(r"is ((?:the|neither) \w+)\.$"))
        return
    if mode == "mean-median":
        which = find(r"(?:What is the|The) (mean|median) ", text).group(1)
    else:
        label = find(
            r"(?:What is the|The) ([a-z ]+?)(?: \([A-Z]+\))? (?:of the data|is ___|is .+\.$)", text
        ).group(1)
        which = WHICH[label]
        assert which == mode, (which, mode)
    verify_number(item, _measure(values, which))
