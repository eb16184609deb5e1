"""Checkers for the grade 6 statistics generators: measures recomputed from the listed data or
table rows, data displays read back from the SVG (dots, bars, box), and statistical questions and
units classified by their own rules."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g67_percents import last_number
from tests.unit.generation.checkers.math_g67_tools import (
    NUM,
    bar_values,
    box_plot,
    main_text,
    num,
    number_line,
    same_number,
    same_text,
    svg_root,
    table_rows,
    tail,
    verify,
)


def _find(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not in {text!r}"
    return m


def _median(values: list[Fraction]) -> Fraction:
    s = sorted(values)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def _data(item: dict[str, Any]) -> list[Fraction]:
    if item["type"] == "data-table":
        return [num(str(r[1])) for r in table_rows(item)]
    listed = _find(r"The data show .+?: ([\d, ]+)\.(?: |$)", main_text(item)).group(1)
    return [num(x) for x in listed.split(", ")]


def _measure(values: list[Fraction], which: str) -> Fraction:
    n = len(values)
    s = sorted(values)
    mean = sum(values, Fraction(0)) / n
    if which == "mean":
        return mean
    if which == "median":
        return _median(values)
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
        return _median(upper) - _median(lower)
    return sum((abs(v - mean) for v in values), Fraction(0)) / n


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
    q1, q3 = _median(s[: n // 2]), _median(s[(n + 1) // 2 :])
    fence = (q3 - q1) * Fraction(3, 2)
    return any(v > q3 + fence or v < q1 - fence for v in s)


CENTER = {"mean", "median", "mode"}
SPREAD = {"range", "interquartile range", "mean absolute deviation"}


@checks("math.g67.statistics")
def check_statistics(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    text = main_text(item)
    if mode == "observations":
        if item["type"] == "data-table":
            total = sum(int(r[1]) for r in table_rows(item))
        else:
            total = sum(int(f) for f in re.findall(r"\d+ \w+: (\d+) students?", text))
        verify(item, same_number(Fraction(total)), claim=last_number)
        return
    if mode == "center-or-spread":
        group = SPREAD if "variation" in text else CENTER
        assert ("variation" in text) != ("measure of center" in text)
        verify(item, lambda a: a.strip().removeprefix("the ") in group, claim=tail(r"^The (.+) is a measure"))
        return
    values = _data(item)
    if mode == "choose-measure":
        assert _outlier(values), "the data set has no outlier"
        if "better" in text:
            expected = "the median"
        else:
            out = Fraction(int(_find(rf"the value ({NUM}) is removed", text).group(1)))
            rest = list(values)
            rest.remove(out)
            d_mean = abs(sum(values) / len(values) - sum(rest) / len(rest))
            d_median = abs(_median(values) - _median(rest))
            expected = "the mean" if d_mean > d_median else "the median"
        verify(item, same_text(expected), claim=tail(r"is ((?:the|neither) \w+)\.$"))
        return
    if mode == "mean-median":
        which = _find(r"(?:What is the|The) (mean|median) ", text).group(1)
    else:
        label = _find(
            r"(?:What is the|The) ([a-z ]+?)(?: \([A-Z]+\))? (?:of the data|is ___|is .+\.$)", text
        ).group(1)
        which = WHICH[label]
        assert which == mode, (which, mode)
    verify(item, same_number(_measure(values, which)), claim=last_number)


# ---- displays ------------------------------------------------------------------------------------------------


@checks("math.g67.displays")
def check_displays(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    root = svg_root(item)
    assert root is not None
    mode = params["mode"]
    if mode in ("dot-plot", "distribution"):
        dots = number_line(root)["dots"]
        present = sorted(dots)
        if "range" in text:
            expected = present[-1] - present[0]
        elif "peak" in text:
            best = max(dots.values())
            peaks = [v for v in present if dots[v] == best]
            assert len(peaks) == 1, "no single peak"
            expected = peaks[0]
        elif "greater than" in text:
            cut = num(_find(rf"greater than ({NUM})", text).group(1))
            expected = Fraction(sum(c for v, c in dots.items() if v > cut))
        elif "or less" in text:
            cut = num(_find(rf"({NUM}) or less", text).group(1))
            expected = Fraction(sum(c for v, c in dots.items() if v <= cut))
        else:
            assert "data values" in text
            expected = Fraction(sum(dots.values()))
    elif mode == "histogram":
        heights = bar_values(root)
        bins = {tuple(int(x) for x in label.split("-")): h for label, h in heights.items()}
        m = re.search(r"from (\d+) to (\d+)", text)
        if m:
            expected = bins[(int(m.group(1)), int(m.group(2)))]
        elif "or more" in text:
            start = int(_find(r"(\d+) or more", text).group(1))
            expected = sum((h for (lo, _), h in bins.items() if lo >= start), Fraction(0))
        else:
            assert "in all" in text.lower()
            expected = sum(bins.values(), Fraction(0))
    else:
        mn, q1, med, q3, mx = box_plot(root)
        label = _find(
            r"[Tt]he (median|interquartile range|range|lower quartile \(Q1\)) (?:of|is)", text
        ).group(1)
        expected = {
            "median": med,
            "interquartile range": q3 - q1,
            "range": mx - mn,
            "lower quartile (Q1)": q1,
        }[label]
    verify(item, same_number(expected), claim=last_number)


# ---- statistical questions and units -------------------------------------------------------------------------

KINDS = {
    "centimeters": "length",
    "inches": "length",
    "pounds": "weight",
    "grams": "weight",
    "minutes": "time",
    "hours": "time",
    "degrees Fahrenheit": "temperature",
    "degrees Celsius": "temperature",
    "milliliters": "capacity",
    "cups": "capacity",
}
ATTRIBUTE_WORDS = (
    ("height", "length"),
    ("length", "length"),
    ("weight", "weight"),
    ("mass", "weight"),
    ("time", "time"),
    ("temperature", "temperature"),
    ("amount of water", "capacity"),
)


def _statistical(question: str) -> bool:
    """A question about a group (plural verb do/are/did + 'the ... in/on') expects varied answers."""
    plural = re.search(r"\b(do|are|did) the \w+ (in|on) ", question) is not None
    single = (
        re.search(r"\b(does|is)\b", question) is not None
        or re.search(r"did (my|[A-Z])", question) is not None
    )
    return plural and not single


@checks("math.g67.statistical-questions")
def check_statistical_questions(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["mode"] == "statistical":
        verify(item, _statistical, claim=tail(r"^(.+\?) is a statistical question\.$"))
        return
    text = main_text(item)
    attribute = _find(r"collected data on (.+?)\.", text).group(1)
    kind = next(k for word, k in ATTRIBUTE_WORDS if word in attribute)
    verify(item, lambda a: KINDS.get(a.strip()) == kind, claim=tail(r"unit for these data is (.+)\.$"))
