"""Checker for ``math.sp.data_displays``: dot plots, histograms and box plots read back from the
SVG (dots, bars, box) and the asked value recomputed."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import find
from tests.unit.generation.checkers.support.rationals import (
    NUM,
    bar_values,
    box_plot,
    main_text,
    num,
    number_line,
    picture,
    verify_number,
)


@checks("math.sp.data_displays")
def check_displays(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    root = picture(item)
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
            cut = num(find(rf"greater than ({NUM})", text).group(1))
            expected = Fraction(sum(c for v, c in dots.items() if v > cut))
        elif "or less" in text:
            cut = num(find(rf"({NUM}) or less", text).group(1))
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
            start = int(find(r"(\d+) or more", text).group(1))
            expected = sum((h for (lo, _), h in bins.items() if lo >= start), Fraction(0))
        else:
            assert "in all" in text.lower()
            expected = sum(bins.values(), Fraction(0))
    else:
        mn, q1, med, q3, mx = box_plot(root)
        label = find(
            r"[Tt]he (median|interquartile range|range|lower quartile \(Q1\)) (?:of|is)", text
        ).group(1)
        expected = {
            "median": med,
            "interquartile range": q3 - q1,
            "range": mx - mn,
            "lower quartile (Q1)": q1,
        }[label]
    verify_number(item, expected)
