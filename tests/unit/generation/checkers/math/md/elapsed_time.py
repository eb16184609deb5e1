"""Checker for time: clocks are read from the hands' geometry, times and durations from the text."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import svg_lines, verify, view

TIME = re.compile(r"\b(\d{1,2}):(\d{2})\b")


def clock_times(svg: str) -> list[int]:
    """Minutes after 12:00 shown by each clock, read from the hands (left to right)."""
    lines = svg_lines(svg)
    hands: dict[tuple[float, float], dict[str, float]] = {}
    for ln in lines:
        width = ln.get("stroke-width")
        if width not in ("6", "3"):
            continue
        x1, y1, x2, y2 = (float(ln[k]) for k in ("x1", "y1", "x2", "y2"))
        angle = math.degrees(math.atan2(x2 - x1, -(y2 - y1))) % 360
        hands.setdefault((x1, y1), {})["hour" if width == "6" else "minute"] = angle
    out = []
    for _, hand in sorted(hands.items()):
        minute = round(hand["minute"] / 6) % 60
        hour = round((hand["hour"] - minute * 0.5) / 30) % 12
        assert abs(hand["minute"] - minute * 6) < 1.5 or abs(hand["minute"] - minute * 6) > 358
        out.append(hour * 60 + minute)
    return out


def clock_text(total: int) -> str:
    total %= 720
    return f"{total // 60 or 12}:{total % 60:02d}"


def _times_in(text: str) -> list[int]:
    return [(int(h) % 12) * 60 + int(m) for h, m in TIME.findall(text)]


@checks("math.md.elapsed_time")
def check_time(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    shown = clock_times(v.svg) if v.svg and mode != "intervals" else []
    in_text = _times_in(v.text)
    if mode == "read":
        assert len(shown) == 1
        verify(item, v, clock_text(shown[0]))
        return
    if mode == "intervals":
        if v.kind == "arithmetic":
            c = item["content"]
            a, b = Fraction(c["operand1"]), Fraction(c["operand2"])
            verify(item, v, a + b if c["operator"] == "+" else a - b)
            return
        mins = [int(n) for n in re.findall(r"(\d+) minutes?\b", v.text)]
        assert len(mins) == 2, v.text
        if "in all" in v.text:
            verify(item, v, mins[0] + mins[1])
        else:
            assert "left" in v.text
            verify(item, v, mins[0] - mins[1])
        return
    times = in_text or shown
    if in_text and shown:
        assert shown == in_text[: len(shown)], (shown, in_text)
    if mode == "elapsed":
        assert len(times) == 2
        verify(item, v, (times[1] - times[0]) % 720)
        return
    duration = [int(n) for n in re.findall(r"(\d+) minutes?\b", v.text)]
    assert len(times) == 1 and len(duration) == 1, (v.text, times)
    sign = 1 if mode == "end-time" else -1
    verify(item, v, clock_text(times[0] + sign * duration[0]))
