"""Checker for partitioned shapes: the shaded and total parts are counted in the SVG."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import parse_number
from tests.unit.generation.checkers.support.measures import NUM, svg_root, verify, view


@checks("math.g.partition_shapes")
def check_partition(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    root = svg_root(v.svg)
    parts = [el for el in root.iter() if el.attrib.get("stroke-width") == "3"]
    shaded = [el for el in parts if el.attrib.get("fill") == "#9a9a9a"]
    if params["mode"] == "unit-fraction":
        verify(item, v, Fraction(len(shaded), len(parts)))
    else:
        whole = parse_number(re.search(r"area of (" + NUM + ")", v.text).group(1))  # type: ignore[union-attr]
        n = int(re.search(r"into (\d+) equal parts", v.text).group(1))  # type: ignore[union-attr]
        assert n == len(parts), (n, len(parts))
        verify(item, v, whole / n)
