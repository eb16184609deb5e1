"""Measuring pictures: strips and cube towers lined up to compare, an object with units laid end to
end (one unit or two sizes), a ruler with objects above it, and a pan balance."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.pictures import WHITE
from educontent.generation.draw.svg import INK, SHADE, document, line, text
from educontent.generation.kit.grammar import plural


def strips(items: Sequence[tuple[str, int]], *, title: str, desc: str, unit_px: int = 30) -> str:
    """Bars lined up at the left edge, one per (label, length in units)."""
    body = [line(70, 10, 70, 20 + len(items) * 50, 1)]
    for r, (label, length) in enumerate(items):
        y = 20 + r * 50
        body.append(text(58, y + 20, label, size=15, anchor="end", weight="bold"))
        body.append(
            f'<rect class="strip" x="70" y="{y}" width="{length * unit_px}" height="26" rx="4" '
            f'fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        )
    most = max((n for _, n in items), default=1)
    return document(90 + most * unit_px, 30 + len(items) * 50, title, desc, body)


def towers(items: Sequence[tuple[str, int]], *, title: str, desc: str) -> str:
    """Towers of stacked cubes on one floor line, one per (label, cubes)."""
    u = 22
    most = max((n for _, n in items), default=1)
    floor = 20 + most * u
    body = [line(10, floor, 40 + len(items) * 70, floor)]
    for i, (label, n) in enumerate(items):
        x = 30 + i * 70
        for k in range(n):
            body.append(
                f'<rect class="cube" x="{x}" y="{floor - (k + 1) * u}" width="{u}" height="{u}" '
                f'fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
            )
        body.append(text(x + u / 2, floor + 20, label, size=15, weight="bold"))
    return document(60 + len(items) * 70, floor + 34, title, desc, body)


@lru_cache(maxsize=1024)
def unit_measure(obj: str, units: int, unit_name: str, *, title: str, desc: str, unit_px: int = 34) -> str:
    """An object (bar) with same-size units laid end to end under it, no gaps or overlaps."""
    x0 = 20
    body = [
        f'<rect class="object" x="{x0}" y="16" width="{units * unit_px}" height="22" rx="6" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>',
        text(x0 + units * unit_px / 2, 31, obj, size=12),
    ]
    for k in range(units):
        body.append(
            f'<rect class="unit-copy" x="{x0 + k * unit_px}" y="48" width="{unit_px}" height="14" rx="5" '
            f'fill="{WHITE}" stroke="{INK}" stroke-width="2"/>'
        )
    body.append(text(x0, 84, f"Each piece below is one {unit_name}.", size=12, anchor="start"))
    return document(max(260, x0 * 2 + units * unit_px), 96, title, desc, body)


@lru_cache(maxsize=1024)
def two_unit_measure(units_big: int, per_big: int, *, big: str, small: str, title: str, desc: str) -> str:
    """A strip measured twice: with long units above and short units below."""
    small_px = 24
    big_px = small_px * per_big
    x0 = 20
    total = units_big * big_px
    body = [
        f'<rect class="object" x="{x0}" y="40" width="{total}" height="22" rx="4" fill="{SHADE}" '
        f'stroke="{INK}" stroke-width="2"/>'
    ]
    for k in range(units_big):
        body.append(
            f'<rect class="big-unit" x="{x0 + k * big_px}" y="12" width="{big_px}" height="20" rx="6" '
            f'fill="{WHITE}" stroke="{INK}" stroke-width="2"/>'
        )
    for k in range(units_big * per_big):
        body.append(
            f'<rect class="small-unit" x="{x0 + k * small_px}" y="70" width="{small_px}" height="14" rx="4" '
            f'fill="{WHITE}" stroke="{INK}" stroke-width="1.5"/>'
        )
    body.append(text(x0, 104, f"Top: {plural(big)}. Bottom: {plural(small)}.", size=12, anchor="start"))
    return document(max(300, total + 2 * x0), 116, title, desc, body)


def ruler(unit: str, length: int, objects: Sequence[tuple[str, int, int]], *, title: str, desc: str) -> str:
    """A ruler marked 0..``length`` in ``unit`` with objects (name, start mark, end mark) above it."""
    unit_px = 40 if length <= 12 else 30
    x0 = 24
    top = 20 + len(objects) * 34
    body = [
        f'<rect x="{x0 - 10}" y="{top}" width="{length * unit_px + 20}" height="46" fill="{WHITE}" '
        f'stroke="{INK}" stroke-width="2"/>'
    ]
    for k in range(length + 1):
        x = x0 + k * unit_px
        body.append(line(x, top, x, top + 16, 2))
        body.append(text(x, top + 34, str(k), size=12))
        if k < length:
            body.append(line(x + unit_px / 2, top, x + unit_px / 2, top + 8, 1))
    body.append(text(x0 + length * unit_px - 4, top + 44, unit, size=10, anchor="end"))
    for i, (name, start, end) in enumerate(objects):
        y = 14 + i * 34
        body.append(
            f'<rect class="object" x="{x0 + start * unit_px}" y="{y}" width="{(end - start) * unit_px}" height="22" '
            f'rx="6" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(text(x0 + (start + end) * unit_px / 2, y + 16, name, size=12))
    return document(length * unit_px + 2 * x0, top + 58, title, desc, body)


@lru_cache(maxsize=1024)
def balance(left: str, right: str, lower: str, *, title: str, desc: str) -> str:
    """A pan balance; the ``lower`` side ('left', 'right' or 'level') holds the heavier object."""
    tilt = {"left": 18, "right": -18, "level": 0}[lower]
    cx, cy = 160, 70
    lx, ly, rx, ry = cx - 110, cy + tilt, cx + 110, cy - tilt
    body = [
        f'<polygon points="{cx - 30},{190} {cx + 30},{190} {cx},{cy + 6}" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>',
        f'<line class="beam" x1="{lx}" y1="{ly}" x2="{rx}" y2="{ry}" stroke="{INK}" stroke-width="5"/>',
    ]
    for px_, py_, label, side in ((lx, ly, left, "left"), (rx, ry, right, "right")):
        body.append(line(px_, py_, px_ - 30, py_ + 40, 1.5) + line(px_, py_, px_ + 30, py_ + 40, 1.5))
        body.append(
            f'<path class="pan pan-{side}" d="M{px_ - 40},{py_ + 40} Q{px_},{py_ + 66} {px_ + 40},{py_ + 40} Z" '
            f'fill="{WHITE}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(text(px_, py_ + 30, label, size=13, weight="bold"))
    return document(320, 210, title, desc, body)
