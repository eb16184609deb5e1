"""Checker for measuring with a ruler: the length is read from the drawn bar (80 px an inch)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import SVG, svg_root, verify, view


@checks("math.md.ruler")
def check_ruler(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    bar = next(r for r in svg_root(v.svg).iter(f"{SVG}rect") if r.attrib.get("y") == "40")
    quarters = round(float(bar.attrib["width"]) / 80 * 4)
    verify(item, v, Fraction(quarters, 4))
