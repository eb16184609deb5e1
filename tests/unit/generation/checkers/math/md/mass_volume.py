"""Checker for liquid volume and mass: beakers and scales are read from the level or pointer
against the labelled marks; units from our own table; stories from the quantities and wording."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import (
    OPS,
    SVG,
    numbers,
    op_from_cue,
    svg_lines,
    svg_root,
    svg_texts,
    verify,
    view,
)

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


@checks("math.md.mass_volume")
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
            op = {"add": "+", "subtract": "-", "multiply": "×", "divide": "÷"}[op_from_cue(v.text)]
        verify(item, v, OPS[op](a, b))
