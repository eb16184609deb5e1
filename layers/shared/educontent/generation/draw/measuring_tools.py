"""Measuring tools: a beaker filled to a level, a straight weighing scale with a pointer, and a
ruler marked in quarter inches with an object lying along it."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from educontent.generation.draw.svg import INK, SHADE, arrowhead, document, line, rect, text


def beaker(
    capacity: int, step: int, label_every: int, amount: Fraction | int, unit: str, *, title: str, desc: str
) -> str:
    """A measuring beaker marked every ``step`` up to ``capacity``, filled to ``amount``."""
    left, top, width, height = 120, 30, 120, 260
    bottom = top + height
    scale = height / capacity
    level_y = bottom - float(amount) * scale
    body = [
        f'<rect x="{left}" y="{level_y:.1f}" width="{width}" height="{bottom - level_y:.1f}" fill="{SHADE}" stroke="none"/>',
        line(left, top - 10, left, bottom, 3),
        line(left + width, top - 10, left + width, bottom, 3),
        line(left, bottom, left + width, bottom, 3),
    ]
    for value in range(0, capacity + 1, step):
        y = bottom - value * scale
        long = value % label_every == 0
        body.append(line(left, y, left + (30 if long else 16), y, 2 if long else 1))
        if long:
            body.append(text(left - 10, y + 5, f"{value}", size=13, anchor="end"))
    body.append(text(left + width / 2, bottom + 26, unit, size=14))
    return document(360, bottom + 40, title, desc, body)


def dial_scale(
    start: int,
    end: int,
    step: int,
    label_every: int,
    value: Fraction | int,
    unit: str,
    *,
    title: str,
    desc: str,
) -> str:
    """A straight weighing scale from ``start`` to ``end`` with a pointer at ``value``."""
    left, right, y = 40, 520, 90
    span = end - start
    body = [rect(left - 20, y - 40, right - left + 40, 80, "#fff", 2), line(left, y, right, y, 2)]
    for v in range(start, end + 1, step):
        x = left + (v - start) / span * (right - left)
        long = (v - start) % label_every == 0
        body.append(line(x, y, x, y - (18 if long else 9), 2 if long else 1))
        if long:
            body.append(text(x, y + 22, str(v), size=12))
    px = left + float(Fraction(value) - start) / span * (right - left)
    body.append(line(px, y - 70, px, y - 4, 3))
    body.append(arrowhead(px, y - 2, math.pi / 2, 12))
    body.append(text((left + right) / 2, y + 60, unit, size=14))
    return document(580, 170, title, desc, body)


def ruler(length: Fraction, inches: int, thing: str, *, title: str, desc: str) -> str:
    """A ruler marked in quarter inches with a grey bar (``thing``) from 0 to ``length``."""
    left, unit = 30, 80
    right = left + inches * unit
    body = [
        f'<rect x="{left}" y="40" width="{float(length) * unit:.1f}" height="26" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        _ruler_scale(inches),
    ]
    body.append(text(left + float(length) * unit / 2, 34, thing, size=12))
    return document(int(right + 50), 190, title, desc, body)


@lru_cache(maxsize=8)
def _ruler_scale(inches: int) -> str:
    left, unit, y = 30, 80, 110
    right = left + inches * unit
    body = [rect(left - 10, y, right - left + 20, 60, "#fff", 2)]
    for q in range(inches * 4 + 1):
        x = left + q * unit / 4
        size = 30 if q % 4 == 0 else (20 if q % 2 == 0 else 12)
        body.append(line(x, y, x, y + size, 2 if q % 4 == 0 else 1))
        if q % 4 == 0:
            body.append(text(x, y + 50, str(q // 4), size=13))
    body.append(text(right + 14, y + 50, "in", size=12, anchor="start"))
    return "".join(body)
