"""Pictures for the K-2 generators (``math.k2.*``): counters, ten-frames, base-ten blocks, number
lines with jumps, strips and rulers, a pan balance, coins, line plots, number bonds, flat and solid
shapes, shapes cut into shares and composed shapes.

Every counted thing is a ``<g class="item ...">`` (or a classed element), so a reader of the SVG can
count what is shown. All output is black and white with grey fills, with a title and a desc.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw import svg
from educontent.generation.draw.svg import INK, SHADE, document, line, text

WHITE = "#fff"


# ---- icons ---------------------------------------------------------------------------------------


def _triangle(cx: float, cy: float, r: float, fill: str) -> str:
    return (
        f'<polygon points="{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy + r * 0.8:.1f} {cx - r:.1f},{cy + r * 0.8:.1f}" '
        f'fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
    )


@lru_cache(maxsize=16384)
def icon(
    category: str,
    x: float,
    y: float,
    r: float = 15,
    *,
    hollow: bool = False,
    crossed: bool = False,
    extra: str = "",
) -> str:
    """One picture of ``category`` centred at (x, y), wrapped in ``<g class="item">``."""
    if category == "triangle":
        body = _triangle(x, y, r, WHITE if hollow else SHADE)
    else:
        body = svg.icon_shape(category, x, y, r)
        if hollow:
            body = body.replace(f'fill="{SHADE}"', f'fill="{WHITE}"')
    if crossed:
        body += line(x - r - 3, y - r - 3, x + r + 3, y + r + 3, 3) + line(
            x - r - 3, y + r + 3, x + r + 3, y - r - 3, 3
        )
    classes = (
        "item"
        + (" hollow" if hollow else "")
        + (" crossed" if crossed else "")
        + (f" {extra}" if extra else "")
    )
    return f'<g class="{classes}" data-x="{x:.1f}" data-y="{y:.1f}">{body}</g>'


def _wrap(positions: Sequence[tuple[float, float]], pad: float = 30) -> tuple[int, int]:
    width = int(max((x for x, _ in positions), default=0) + pad + 10)
    height = int(max((y for _, y in positions), default=0) + pad + 10)
    return max(width, 120), max(height, 70)


# ---- counting pictures ---------------------------------------------------------------------------

GAP = 44


def layout(count: int, arrangement: str) -> list[tuple[float, float]]:
    """Centres for ``count`` pictures in a line (rows of ten), an array or a scattered set."""
    if arrangement == "array":
        cols = 5 if count > 12 else max(1, math.ceil(math.sqrt(count)))
        return [(30 + (k % cols) * GAP, 30 + (k // cols) * GAP) for k in range(count)]
    if arrangement == "scattered":
        cols = 5
        return [
            (30 + (k % cols) * 58 + (13 * k % 19) - 9, 30 + (k // cols) * 54 + (7 * k % 15) - 7)
            for k in range(count)
        ]
    return [(30 + (k % 10) * GAP, 30 + (k // 10) * GAP) for k in range(count)]


@lru_cache(maxsize=1024)
def pictures(
    category: str,
    count: int,
    arrangement: str,
    *,
    title: str,
    desc: str,
    crossed: int = 0,
    hollow: int = 0,
) -> str:
    """``count`` pictures; the last ``crossed`` are crossed out, the last ``hollow`` are white."""
    if arrangement == "ten-frame":
        return ten_frames(count, category=category, title=title, desc=desc, hollow=hollow, crossed=crossed)
    positions = layout(count, arrangement)
    body = [
        icon(category, x, y, hollow=k >= count - hollow, crossed=k >= count - crossed)
        for k, (x, y) in enumerate(positions)
    ]
    width, height = _wrap(positions)
    return document(width, height, title, desc, body)


@lru_cache(maxsize=1024)
def ten_frames(
    count: int,
    *,
    frames: int | None = None,
    category: str = "dot",
    title: str,
    desc: str,
    hollow: int = 0,
    crossed: int = 0,
) -> str:
    """Ten-frames (2 rows of 5 boxes) filled in order with ``count`` counters."""
    frames = frames or max(1, math.ceil(count / 10))
    body = []
    for f in range(frames):
        for k in range(10):
            x, y = 20 + (k % 5) * GAP + f * (5 * GAP + 24), 20 + (k // 5) * GAP
            body.append(
                f'<rect class="cell" x="{x}" y="{y}" width="{GAP}" height="{GAP}" fill="{WHITE}" '
                f'stroke="{INK}" stroke-width="2"/>'
            )
            n = f * 10 + k
            if n < count:
                body.append(
                    icon(
                        category,
                        x + GAP / 2,
                        y + GAP / 2,
                        15,
                        hollow=n >= count - hollow,
                        crossed=n >= count - crossed,
                    )
                )
    return document(int(40 + frames * (5 * GAP + 24)), 2 * GAP + 40, title, desc, body)


@lru_cache(maxsize=1024)
def groups(
    category: str, sizes: Sequence[int], *, title: str, desc: str, hollow_groups: Sequence[int] = ()
) -> str:
    """Groups of pictures inside dashed loops; groups whose index is in ``hollow_groups`` are white."""
    x = 30.0
    body = []
    tallest = 1
    for g, size in enumerate(sizes):
        cols = min(max(size, 1), 5)
        rows = max(1, math.ceil(size / cols))
        tallest = max(tallest, rows)
        body.append(
            f'<rect class="loop" x="{x - 24:.1f}" y="6" width="{cols * GAP + 4:.1f}" height="{rows * GAP + 6:.1f}" '
            f'rx="12" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
        )
        for k in range(size):
            body.append(
                icon(
                    category,
                    x + (k % cols) * GAP,
                    30 + (k // cols) * GAP,
                    hollow=g in hollow_groups,
                    extra=f"g{g + 1}",
                )
            )
        x += cols * GAP + 34
    return document(int(x), tallest * GAP + 30, title, desc, body)


@lru_cache(maxsize=1024)
def rows(
    items: Sequence[tuple[str, int, str]], *, title: str, desc: str, hollow_rows: Sequence[int] = ()
) -> str:
    """One row per (label, count, category), lined up from the left so they can be matched."""
    body = []
    most = max((c for _, c, _ in items), default=1)
    for r, (label, count, category) in enumerate(items):
        y = 32 + r * 54
        body.append(text(12, y + 5, label, size=14, anchor="start", weight="bold"))
        for k in range(count):
            body.append(icon(category, 110 + k * GAP, y, hollow=r in hollow_rows, extra=f"row{r + 1}"))
    return document(int(140 + most * GAP), 20 + len(items) * 54, title, desc, body)


@lru_cache(maxsize=1024)
def array(category: str, n_rows: int, n_cols: int, *, title: str, desc: str) -> str:
    body = [
        icon(category, 30 + c * GAP, 30 + r * GAP, extra=f"r{r + 1}")
        for r in range(n_rows)
        for c in range(n_cols)
    ]
    return document(int(40 + n_cols * GAP), int(40 + n_rows * GAP), title, desc, body)


def mixed(entries: Sequence[str], *, title: str, desc: str) -> str:
    """Pictures of several kinds scattered together (for sorting); ``entries`` in drawing order."""
    positions = layout(len(entries), "scattered")
    body = [icon(cat, x, y, extra=f"cat-{cat}") for cat, (x, y) in zip(entries, positions, strict=True)]
    width, height = _wrap(positions)
    return document(width, height, title, desc, body)


# ---- base-ten blocks -----------------------------------------------------------------------------


@lru_cache(maxsize=256)
def base_ten(hundreds: int, tens: int, ones: int, *, title: str, desc: str) -> str:
    """Flats (100), rods (10) and unit cubes (1), left to right."""
    u = 9
    body = []
    x = 14.0
    top = 14
    for _ in range(hundreds):
        cells = "".join(
            line(x + k * u, top, x + k * u, top + 10 * u, 0.6)
            + line(x, top + k * u, x + 10 * u, top + k * u, 0.6)
            for k in range(1, 10)
        )
        body.append(
            f'<g class="flat"><rect x="{x:.1f}" y="{top}" width="{10 * u}" height="{10 * u}" fill="{SHADE}" '
            f'stroke="{INK}" stroke-width="2"/>{cells}</g>'
        )
        x += 10 * u + 12
    for _ in range(tens):
        cells = "".join(line(x, top + k * u, x + u, top + k * u, 0.6) for k in range(1, 10))
        body.append(
            f'<g class="rod"><rect x="{x:.1f}" y="{top}" width="{u}" height="{10 * u}" fill="{SHADE}" '
            f'stroke="{INK}" stroke-width="1.5"/>{cells}</g>'
        )
        x += u + 8
    x += 6
    for k in range(ones):
        cx = x + (k // 5) * (u + 6)
        cy = top + 10 * u - u - (k % 5) * (u + 6)
        body.append(
            f'<rect class="unit" x="{cx:.1f}" y="{cy:.1f}" width="{u}" height="{u}" fill="{SHADE}" '
            f'stroke="{INK}" stroke-width="1.5"/>'
        )
    width = int(x + (math.ceil(ones / 5) if ones else 0) * (u + 6) + 16)
    return document(max(width, 80), 10 * u + 30, title, desc, body)


# ---- number lines --------------------------------------------------------------------------------


def number_line(
    start: int,
    end: int,
    *,
    tick: int = 1,
    label_every: int = 1,
    labels: dict[int, str] | None = None,
    points: Sequence[tuple[int, str]] = (),
    jumps: Sequence[tuple[int, int, str]] = (),
    title: str,
    desc: str,
) -> str:
    """A number line from ``start`` to ``end`` with a tick every ``tick``, numbers every
    ``label_every`` (or exactly ``labels``), dots at ``points`` and arcs for ``jumps``."""
    frozen = None if labels is None else tuple(sorted(labels.items()))
    return _number_line(start, end, tick, label_every, frozen, tuple(points), tuple(jumps), title, desc)


@lru_cache(maxsize=1024)
def _number_line(
    start: int,
    end: int,
    tick: int,
    label_every: int,
    frozen: tuple[tuple[int, str], ...] | None,
    points: tuple[tuple[int, str], ...],
    jumps: tuple[tuple[int, int, str], ...],
    title: str,
    desc: str,
) -> str:
    labels = None if frozen is None else dict(frozen)
    width, left, right, y = 600, 30, 570, 110
    scale = (right - left) / (end - start)

    def px(v: float) -> float:
        return left + (v - start) * scale

    body = [line(left - 12, y, right + 12, y), _arrow(left - 12, y, -1), _arrow(right + 12, y, 1)]
    v = start
    while v <= end:
        x = px(v)
        body.append(
            f'<line class="tick" x1="{x:.1f}" y1="{y - 8}" x2="{x:.1f}" y2="{y + 8}" stroke="{INK}" stroke-width="2"/>'
        )
        label = labels.get(v) if labels is not None else (str(v) if (v - start) % label_every == 0 else None)
        if label:
            body.append(
                f'<text class="label" x="{x:.1f}" y="{y + 30}" font-size="13" text-anchor="middle" '
                f'{svg.FONT} fill="{INK}">{_esc(label)}</text>'
            )
        v += tick
    for a, b, label in jumps:
        x1, x2 = px(a), px(b)
        mid = (x1 + x2) / 2
        height = min(60, 18 + abs(x2 - x1) / 4)
        body.append(
            f'<path class="jump" d="M{x1:.1f},{y - 4} Q{mid:.1f},{y - 4 - 2 * height:.1f} {x2:.1f},{y - 4}" '
            f'fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        direction = 1 if b > a else -1
        body.append(
            f'<path d="M{x2 - 7 * direction:.1f},{y - 14} L{x2:.1f},{y - 4} L{x2 + 3 * direction:.1f},{y - 16}" '
            f'fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(text(mid, y - 10 - height, label, size=13, weight="bold"))
    for value, name in points:
        body.append(f'<circle class="point" cx="{px(value):.1f}" cy="{y}" r="6" fill="{INK}"/>')
        if name:
            body.append(text(px(value), y - 16, name, weight="bold"))
    return document(width, 150, title, desc, body)


def _esc(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _arrow(x: float, y: float, direction: int) -> str:
    tip = x + 8 * direction
    return f'<path d="M{x:.1f},{y - 6} L{tip:.1f},{y} L{x:.1f},{y + 6}" fill="none" stroke="{INK}" stroke-width="2"/>'


# ---- lengths -------------------------------------------------------------------------------------


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
    body.append(text(x0, 104, f"Top: {big}s. Bottom: {small}s.", size=12, anchor="start"))
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


# ---- money, data ---------------------------------------------------------------------------------

COIN_RADIUS = {"penny": 17, "nickel": 19, "dime": 15, "quarter": 22}


@lru_cache(maxsize=1024)
def coins(names: Sequence[str], *, title: str, desc: str) -> str:
    """Coins as circles sized like real coins, each with its name written on it."""
    body = []
    x = 10.0
    y = 40
    for k, name in enumerate(names):
        r = COIN_RADIUS[name]
        if k and k % 8 == 0:
            x, y = 10.0, y + 56
        x += r + 4
        fill = SHADE if name == "penny" else WHITE
        body.append(
            f'<g class="coin coin-{name}"><circle cx="{x:.1f}" cy="{y}" r="{r}" fill="{fill}" stroke="{INK}" '
            f'stroke-width="2"/>{text(x, y + 4, name, size=9)}</g>'
        )
        x += r + 4
    return document(int(min(len(names), 8) * 50 + 30), y + 34, title, desc, body)


def line_plot(low: int, high: int, counts: dict[int, int], unit: str, *, title: str, desc: str) -> str:
    """A line plot: a number line from ``low`` to ``high`` with one X per measurement."""
    return _line_plot(low, high, tuple(sorted(counts.items())), unit, title, desc)


@lru_cache(maxsize=1024)
def _line_plot(
    low: int, high: int, frozen: tuple[tuple[int, int], ...], unit: str, title: str, desc: str
) -> str:
    counts = dict(frozen)
    step = 50
    base = 40 + max(counts.values(), default=1) * 20
    width = (high - low) * step + 80
    body = [line(30, base, width - 30, base)]
    for v in range(low, high + 1):
        x = 40 + (v - low) * step
        body.append(line(x, base - 6, x, base + 6))
        body.append(text(x, base + 24, str(v), size=13))
        for k in range(counts.get(v, 0)):
            body.append(
                f'<text class="mark" data-value="{v}" x="{x}" y="{base - 12 - k * 20}" font-size="18" '
                f'text-anchor="middle" {svg.FONT} fill="{INK}">X</text>'
            )
    body.append(text(width / 2, base + 46, f"Length ({unit})", size=13))
    return document(int(width), base + 56, title, desc, body)


@lru_cache(maxsize=1024)
def number_bond(whole: str, left: str, right: str, *, title: str, desc: str) -> str:
    """A number bond: the whole on top joined to its two parts."""
    body = [line(150, 50, 80, 120, 2), line(150, 50, 220, 120, 2)]
    for cls, (x, y, value) in zip(
        ("whole", "part", "part"), ((150, 44, whole), (80, 126, left), (220, 126, right)), strict=True
    ):
        body.append(f'<circle cx="{x}" cy="{y}" r="32" fill="{WHITE}" stroke="{INK}" stroke-width="3"/>')
        body.append(
            f'<text class="{cls}" x="{x}" y="{y + 8}" font-size="24" text-anchor="middle" {svg.FONT} '
            f'fill="{INK}">{_esc(value)}</text>'
        )
    return document(300, 170, title, desc, body)


# ---- flat shapes ---------------------------------------------------------------------------------

BASE_SHAPES: dict[str, tuple[tuple[float, float], ...]] = {
    "triangle": ((0, -1), (0.866, 0.5), (-0.866, 0.5)),
    "right triangle": ((-0.8, -0.8), (-0.8, 0.8), (0.9, 0.8)),
    "square": ((-0.8, -0.8), (0.8, -0.8), (0.8, 0.8), (-0.8, 0.8)),
    "rectangle": ((-1, -0.55), (1, -0.55), (1, 0.55), (-1, 0.55)),
    "trapezoid": ((-0.5, -0.55), (0.5, -0.55), (1, 0.55), (-1, 0.55)),
    "rhombus": ((0, -1), (0.6, 0), (0, 1), (-0.6, 0)),
    "pentagon": tuple((math.sin(2 * math.pi * k / 5), -math.cos(2 * math.pi * k / 5)) for k in range(5)),
    "hexagon": tuple((math.cos(2 * math.pi * k / 6), math.sin(2 * math.pi * k / 6)) for k in range(6)),
}


def shape_points(name: str, turn: int, size: float) -> list[tuple[float, float]]:
    """The corners of ``name`` turned by ``turn`` degrees and scaled to ``size`` (0-300 box)."""
    angle = math.radians(turn)
    c, s = math.cos(angle), math.sin(angle)
    return [
        (round(150 + size * (x * c - y * s), 1), round(150 + size * (x * s + y * c), 1))
        for x, y in BASE_SHAPES[name]
    ]


@lru_cache(maxsize=512)
def flat_shape(name: str, turn: int, size: int, title: str, desc: str) -> str:
    if name == "circle":
        body = [
            f'<circle class="shape" cx="190" cy="180" r="{size}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>'
        ]
        return document(380, 360, title, desc, body)
    pts = shape_points(name, turn, size)
    path = " ".join(f"{x + 40:.1f},{y + 30:.1f}" for x, y in pts)
    body = [f'<polygon class="shape" points="{path}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>']
    return document(380, 360, title, desc, body)


def composed(pieces: Sequence[Sequence[tuple[float, float]]], *, title: str, desc: str) -> str:
    """Pieces (polygons, coordinates 0-300) drawn together with their inside edges showing."""
    body = [
        f'<polygon class="piece" points="{" ".join(f"{x + 30:.1f},{y + 30:.1f}" for x, y in piece)}" '
        f'fill="{SHADE if k % 2 == 0 else WHITE}" stroke="{INK}" stroke-width="2.5"/>'
        for k, piece in enumerate(pieces)
    ]
    return document(360, 360, title, desc, body)


@lru_cache(maxsize=1024)
def position_scene(mover: str, anchor: str, where: str, *, title: str, desc: str) -> str:
    """A ``mover`` shape placed above, below, or beside (left/right of) an ``anchor`` shape."""
    ax, ay = 180, 140
    mx, my = {"above": (180, 40), "below": (180, 240), "left": (60, 140), "right": (300, 140)}[where]
    body = [line(20, 300, 340, 300, 1)]
    for cls, name, x, y in (("anchor", anchor, ax, ay), ("mover", mover, mx, my)):
        body.append(f'<g class="{cls}" data-x="{x}" data-y="{y}">{_shape_at(name, x, y, 34)}</g>')
    return document(360, 310, title, desc, body)


def _shape_at(name: str, x: float, y: float, r: float) -> str:
    if name == "circle":
        return f'<circle cx="{x}" cy="{y}" r="{r}" fill="{SHADE}" stroke="{INK}" stroke-width="2.5"/>'
    if name == "triangle":
        return _triangle(x, y, r, SHADE)
    if name == "square":
        return f'<rect x="{x - r}" y="{y - r}" width="{2 * r}" height="{2 * r}" fill="{WHITE}" stroke="{INK}" stroke-width="2.5"/>'
    # rectangle
    return (
        f'<rect x="{x - 1.5 * r}" y="{y - 0.8 * r}" width="{3 * r}" height="{1.6 * r}" fill="{WHITE}" '
        f'stroke="{INK}" stroke-width="2.5"/>'
    )


# ---- solid shapes --------------------------------------------------------------------------------


@lru_cache(maxsize=64)
def solid(name: str, title: str, desc: str) -> str:
    """A line drawing of a cube, rectangular prism, sphere, cylinder or cone (hidden edges dashed)."""
    dash = 'stroke-dasharray="6 5"'
    s = f'stroke="{INK}" stroke-width="2.5"'
    if name == "cube":
        parts = [
            f'<rect x="80" y="110" width="130" height="130" fill="{SHADE}" {s}/>',
            f'<polygon points="80,110 140,60 270,60 210,110" fill="{WHITE}" {s}/>',
            f'<polygon points="210,110 270,60 270,190 210,240" fill="{WHITE}" {s}/>',
            f'<path d="M80,240 L140,190 L270,190 M140,190 L140,60" fill="none" {s} {dash}/>',
        ]
    elif name == "rectangular prism":
        parts = [
            f'<rect x="50" y="130" width="200" height="100" fill="{SHADE}" {s}/>',
            f'<polygon points="50,130 100,90 300,90 250,130" fill="{WHITE}" {s}/>',
            f'<polygon points="250,130 300,90 300,190 250,230" fill="{WHITE}" {s}/>',
            f'<path d="M50,230 L100,190 L300,190 M100,190 L100,90" fill="none" {s} {dash}/>',
        ]
    elif name == "sphere":
        parts = [
            f'<circle cx="180" cy="160" r="100" fill="{SHADE}" {s}/>',
            f'<path d="M80,160 Q180,210 280,160" fill="none" {s}/>',
            f'<path d="M80,160 Q180,115 280,160" fill="none" {s} {dash}/>',
        ]
    elif name == "cylinder":
        parts = [
            f'<path d="M90,70 L90,240 Q180,290 270,240 L270,70" fill="{SHADE}" {s}/>',
            f'<ellipse cx="180" cy="70" rx="90" ry="28" fill="{WHITE}" {s}/>',
            f'<path d="M90,240 Q180,195 270,240" fill="none" {s} {dash}/>',
        ]
    else:  # cone
        parts = [
            f'<path d="M180,40 L80,240 Q180,290 280,240 Z" fill="{SHADE}" {s}/>',
            f'<path d="M80,240 Q180,195 280,240" fill="none" {s} {dash}/>',
        ]
    body = [f'<g class="solid solid-{name.replace(" ", "-")}">{"".join(parts)}</g>']
    return document(360, 300, title, desc, body)


# ---- equal shares --------------------------------------------------------------------------------


def shares_rectangle(
    cuts: Sequence[Sequence[tuple[float, float]]], shaded: int, *, title: str, desc: str
) -> str:
    """A rectangle drawn as its shares (polygons in a 0-300 box); the first ``shaded`` are grey."""
    body = [
        f'<polygon class="share" points="{" ".join(f"{x + 30:.1f},{y + 30:.1f}" for x, y in piece)}" '
        f'fill="{SHADE if k < shaded else WHITE}" stroke="{INK}" stroke-width="3"/>'
        for k, piece in enumerate(cuts)
    ]
    return document(360, 260, title, desc, body)


def shares_circle(angles: Sequence[int], shaded: int, *, title: str, desc: str) -> str:
    """A circle cut from its centre into sectors of the given angles (degrees, summing to 360)."""
    cx, cy, r = 150, 130, 100
    body = []
    start = -90
    for k, sweep in enumerate(angles):
        a0, a1 = math.radians(start), math.radians(start + sweep)
        x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
        x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
        large = 1 if sweep > 180 else 0
        body.append(
            f'<path class="share" d="M{cx},{cy} L{x0:.1f},{y0:.1f} A{r},{r} 0 {large},1 '
            f'{x1:.1f},{y1:.1f} Z" fill="{SHADE if k < shaded else WHITE}" stroke="{INK}" stroke-width="3"/>'
        )
        start += sweep
    return document(300, 260, title, desc, body)


@lru_cache(maxsize=1024)
def pairs(category: str, count: int, *, title: str, desc: str) -> str:
    """Pictures set out in pairs (two rows, column by column) so an odd one out shows."""
    positions = [(30 + (k // 2) * GAP, 30 + (k % 2) * GAP) for k in range(count)]
    body = [icon(category, x, y) for x, y in positions]
    width, height = _wrap(positions)
    return document(width, max(height, 2 * GAP + 20), title, desc, body)


def picture_graph(
    categories: Sequence[str], counts: Sequence[int], *, category: str, title: str, desc: str
) -> str:
    """A picture graph: one row per category, one picture per count, and a key (each picture is 1)."""
    row_h, left = 40, 120
    most = max(counts, default=1)
    width = left + most * 36 + 30
    body = []
    for i, (name, count) in enumerate(zip(categories, counts, strict=True)):
        y = 20 + i * row_h
        body.append(text(left - 10, y + 24, name, size=13, anchor="end"))
        body.extend(icon(category, left + 18 + k * 36, y + 18, 14) for k in range(count))
    key_y = 20 + len(categories) * row_h + 24
    body.append(svg.icon_shape(category, 30, key_y, 10))
    body.append(text(48, key_y + 5, "= 1", size=13, anchor="start"))
    return document(int(width), key_y + 24, title, desc, body)


@lru_cache(maxsize=512)
def _bar_frame(categories: tuple[str, ...], steps: int) -> tuple[str, float]:
    """Axes, grid lines and labels of a single-unit bar graph (shared by graphs with the same frame)."""
    height, left, bottom, bar_w, gap = 220, 60, 250, 50, 30
    width = left + len(categories) * (bar_w + gap) + 30
    unit = height / steps
    body = [line(left, bottom, width - 10, bottom), line(left, bottom, left, bottom - height - 10)]
    for s in range(steps + 1):
        y = bottom - s * unit
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - 10}" y2="{y:.1f}" stroke="#ccc" stroke-width="1"/>'
        )
        body.append(text(left - 8, y + 4, str(s), size=12, anchor="end"))
    for i, name in enumerate(categories):
        x = left + gap / 2 + i * (bar_w + gap)
        body.append(text(x + bar_w / 2, bottom + 18, name, size=12))
    return "".join(body), unit


def bar_graph(categories: Sequence[str], values: Sequence[int], *, title: str, desc: str) -> str:
    """A bar graph with a single-unit scale: one grid line for every 1."""
    left, bottom, bar_w, gap = 60, 250, 50, 30
    frame, unit = _bar_frame(tuple(categories), max(values))
    bars = "".join(
        f'<rect class="bar" x="{left + gap / 2 + i * (bar_w + gap):.1f}" y="{bottom - v * unit:.1f}" width="{bar_w}" '
        f'height="{v * unit:.1f}" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        for i, v in enumerate(values)
    )
    width = left + len(categories) * (bar_w + gap) + 30
    return document(int(width), bottom + 40, title, desc, [frame, bars])
