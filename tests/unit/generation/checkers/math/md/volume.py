"""Checker for volume: edges, base areas and volumes are read from the text and description and
multiplied or divided exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.measures import settle_arithmetic, verify, view


@checks("math.md.volume")
def check_volume(item: dict[str, Any], params: dict[str, Any]) -> None:
    v = view(item)
    mode = params["mode"]
    if settle_arithmetic(item, v):
        return
    t = v.all
    if mode == "count-cubes":
        m = re.search(r"(\d+) cubes? long, (\d+) cubes? wide and (\d+) cubes? tall", v.desc)
        assert m
        a, b, c = (int(g) for g in m.groups())
        verify(item, v, a * b * c)
    elif mode in ("formula", "word"):
        m = re.search(r"(\d+) [a-z]+ long, (\d+) [a-z]+ wide and (\d+) [a-z]+ tall", t)
        assert m, t
        a, b, c = (int(g) for g in m.groups())
        verify(item, v, a * b * c)
    elif mode == "base-area":
        base = int(re.search(r"base (?:with an )?area of (\d+)", t).group(1))  # type: ignore[union-attr]
        height = int(re.search(r"height of (\d+)", t).group(1))  # type: ignore[union-attr]
        verify(item, v, base * height)
    elif mode == "missing-edge":
        vol = int(re.search(r"volume of (\d+)", t).group(1))  # type: ignore[union-attr]
        m = re.search(r"(\d+) [a-z]+ long and (\d+) [a-z]+ wide", t)
        assert m, t
        verify(item, v, Fraction(vol, int(m.group(1)) * int(m.group(2))))
    else:
        boxes = re.findall(r"(\d+) [a-z]+ by (\d+) [a-z]+ by (\d+) [a-z]+", v.text)
        assert len(boxes) == 2, v.text
        verify(item, v, sum(int(a) * int(b) * int(c) for a, b, c in boxes))
