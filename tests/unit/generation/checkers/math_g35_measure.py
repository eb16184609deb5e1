"""Checkers for the grade 3-5 measurement generators: clocks are read from the hands' geometry,
scales from the pointer or liquid level against the labelled marks, conversions from our own table
of unit sizes, word problems from the quantities and the question's wording."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g35_common import (
    NUM,
    SVG,
    numbers,
    svg_lines,
    svg_root,
    svg_texts,
    verify,
    view,
)
from tests.unit.generation.checkers.support.common import parse_number

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


@checks("math.g35.time")
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
        mins = [int(n) for n in re.findall(r"(\d+) minutes", v.text)]
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
    duration = [int(n) for n in re.findall(r"(\d+) minutes", v.text)]
    assert len(times) == 1 and len(duration) == 1, (v.text, times)
    sign = 1 if mode == "end-time" else -1
    verify(item, v, clock_text(times[0] + sign * duration[0]))


UNIT_OF = {
    "paper clip": "grams",
    "strawberry": "grams",
    "pencil": "grams",
    "leaf": "grams",
    "bicycle": "kilograms",
    "dog": "kilograms",
    "potatoes": "kilograms",
    "watermelon": "kilograms",
    "bathtub": "liters",
    "jug": "liters",
    "fish tank": "liters",
    "carton": "liters",
}


def _labels(svg: str) -> list[tuple[float, float, int]]:
    return [(x, y, int(t)) for x, y, t in svg_texts(svg) if t.isdigit()]


def _read_beaker(svg: str) -> Fraction:
    root = svg_root(svg)
    level = next(float(r.attrib["y"]) for r in root.iter(f"{SVG}rect") if r.attrib.get("fill") == "#9a9a9a")
    labels = sorted(_labels(svg), key=lambda t: t[2])
    (_, ya, va), (_, yb, vb) = labels[0], labels[-1]
    # a label sits 5 px below its mark
    value = va + (level - (ya - 5)) * (vb - va) / ((yb - 5) - (ya - 5))
    return Fraction(round(value))


def _read_dial(svg: str) -> Fraction:
    pointer = next(ln for ln in svg_lines(svg) if ln.get("stroke-width") == "3")
    x = float(pointer["x1"])
    labels = sorted(_labels(svg), key=lambda t: t[2])
    (xa, _, va), (xb, _, vb) = labels[0], labels[-1]
    return Fraction(round(va + (x - xa) * (vb - va) / (xb - xa)))


def _op_from_cue(text: str) -> str:
    if "in each" in text or "each person" in text:
        return "divide"
    if "altogether" in text:
        return "multiply"
    if "left" in text or "change" in text:
        return "subtract"
    assert "in all" in text, text
    return "add"


@checks("math.g35.mass-volume")
def check_mass_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if mode == "unit-choice":
        thing = next(k for k in UNIT_OF if k in v.text)
        verify(item, v, UNIT_OF[thing])
    elif mode == "read-beaker":
        verify(item, v, _read_beaker(v.svg))
    elif mode == "read-scale":
        verify(item, v, _read_dial(v.svg))
    else:
        if v.kind == "arithmetic":
            c = item["content"]
            a, b, op = Fraction(c["operand1"]), Fraction(c["operand2"]), c["operator"]
        else:
            a, b = numbers(v.text)[:2]
            op = {"add": "+", "subtract": "-", "multiply": "×", "divide": "÷"}[_op_from_cue(v.text)]
        verify(item, v, {"+": a + b, "-": a - b, "×": a * b, "÷": a / b}[op])


# name -> (dimension, size in the dimension's smallest unit)
UNITS: dict[str, tuple[str, int]] = {}
for dim, table in {
    "metric-length": {"kilometer": 1_000_000, "meter": 1000, "centimeter": 10, "millimeter": 1},
    "customary-length": {"yard": 36, "foot": 12, "feet": 12, "inch": 1, "inches": 1},
    "metric-mass": {"kilogram": 1000, "gram": 1},
    "metric-volume": {"liter": 1000, "milliliter": 1},
    "customary-weight": {"pound": 16, "ounce": 1},
    "customary-capacity": {"gallon": 16, "quart": 4, "pint": 2, "cup": 1},
    "time": {"day": 86400, "hour": 3600, "minute": 60, "second": 1},
}.items():
    for word, size in table.items():
        UNITS[word] = (dim, size)
        if not word.endswith(("feet", "inches")) and word not in ("foot", "inch"):
            UNITS[word + "s"] = (dim, size)

QUANTITY = re.compile(r"(" + NUM + r")\s+([a-z]+)")


def quantities(text: str) -> list[tuple[Fraction, str]]:
    return [(parse_number(n), u) for n, u in QUANTITY.findall(text) if u in UNITS]


def in_unit(value: Fraction, source: str, target: str) -> Fraction:
    (d1, s1), (d2, s2) = UNITS[source], UNITS[target]
    assert d1 == d2, (source, target)
    return value * s1 / s2


def _claimed_unit(v: Any) -> str:
    if v.unit:
        return v.unit
    words = [w for w in v.claimed.split() if w in UNITS]
    assert words, v.claimed
    return words[-1]


@checks("math.g35.convert")
def check_convert(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params.get("mode", "convert")
    if v.kind == "data-table":
        cols = [c.lower() for c in v.columns]
        for row in v.rows:
            if "?" in row:
                i = row.index("?")
                known = Fraction(str(row[1 - i]))
                verify(item, v, in_unit(known, cols[1 - i], cols[i]))
                return
        raise AssertionError("no missing cell")
    found = quantities(v.text)
    if mode == "compare":
        assert len(found) == 2, v.text
        (a, ua), (b, ub) = found
        x, y = in_unit(a, ua, ub), b
        assert x != y
        winner = found[0] if x > y else found[1]
        text_of = re.findall(r"(" + NUM + r"\s+[a-z]+)", v.text)
        label = next(
            t for t in text_of if parse_number(t.rsplit(" ", 1)[0]) == winner[0] and t.endswith(winner[1])
        )
        verify(item, v, label)
        return
    target = _claimed_unit(v)
    total = sum((in_unit(q, u, target) for q, u in found), Fraction(0))
    verify(item, v, total)


@checks("math.g35.measure-word")
def check_measure_word(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    text = v.text
    op = _op_from_cue(text)
    if "$" in text:
        amounts = [parse_number(a) for a in re.findall(r"\$(\d+\.\d{2})", text)]
        counts = [
            Fraction(int(c))
            for c in re.findall(r"(?<![\d.$])(\d+) (?:stickers|pencils|erasers|bookmarks|people)", text)
        ]
        if op == "add":
            expected = amounts[0] + amounts[1]
        elif op == "subtract":
            expected = max(amounts) - min(amounts)
        elif op == "multiply":
            expected = amounts[0] * counts[0]
        else:
            expected = amounts[0] / counts[0]
        verify(item, v, expected)
        return
    found = quantities(text)
    assert found, text
    small = min((u for _, u in found), key=lambda u: UNITS[u][1])
    claimed_units = [w for w in v.claimed.split() if w in UNITS]
    small = v.unit or (claimed_units[-1] if claimed_units else small)
    if op in ("add", "subtract"):
        (a, ua), (b, ub) = found[:2]
        a, b = in_unit(a, ua, small), in_unit(b, ub, small)
        expected = a + b if op == "add" else a - b
    else:
        assert len(found) == 1, text
        measure = found[0][0]
        counts = numbers(re.sub(r"(" + NUM + r")\s+(" + "|".join(UNITS) + r")\b", "", text))
        assert len(counts) == 1, text
        measure = in_unit(measure, found[0][1], small)
        expected = measure * counts[0] if op == "multiply" else measure / counts[0]
    verify(item, v, expected)
