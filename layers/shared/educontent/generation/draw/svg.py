"""Self-contained SVG diagrams for items: no scripts, no external references, a ``<title>`` and a
``<desc>`` that say what is shown, black strokes on white with grey fills so they print in black
and white. Every function returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from xml.sax.saxutils import escape

from educontent.generation.draw._frames import ten_frame_corners

INK = "#000"
SHADE = "#9a9a9a"
FONT = 'font-family="Helvetica, Arial, sans-serif"'
Tick = Callable[[float, float, str], str]
"""Draws the number of a scale step at (x, y)."""


def document(width: int, height: int, title: str, desc: str, body: Sequence[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img">'
        f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>"
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fff"/>' + "".join(body) + "</svg>"
    )


def text(
    x: float, y: float, value: str, size: int = 14, anchor: str = "middle", weight: str = "normal"
) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
        f'{FONT} fill="{INK}">{escape(value)}</text>'
    )


def line(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" stroke-width="{width}"/>'


def number_line(
    start: Fraction | int,
    end: Fraction | int,
    step: Fraction | int,
    *,
    labels: dict[Fraction, str] | None = None,
    points: Sequence[tuple[Fraction | int, str]] = (),
    title: str,
    desc: str,
) -> str:
    """A horizontal number line from ``start`` to ``end`` with a tick every ``step``; ``points`` are
    marked with a dot and a letter above."""
    start, end, step = Fraction(start), Fraction(end), Fraction(step)
    width, left, right, y = 560, 30, 530, 70
    scale = (right - left) / float(end - start)
    body = [line(left - 10, y, right + 10, y), _arrow(left - 10, y, -1), _arrow(right + 10, y, 1)]
    ticks = int((end - start) / step)
    for i in range(ticks + 1):
        value = start + step * i
        x = left + float(value - start) * scale
        body.append(line(x, y - 8, x, y + 8))
        label = (labels or {}).get(value)
        if label is None and labels is None:
            label = (
                str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
            )
        if label:
            body.append(text(x, y + 28, label))
    for value, name in points:
        x = left + float(Fraction(value) - start) * scale
        body.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{INK}"/>')
        body.append(text(x, y - 16, name, weight="bold"))
    return document(width, 110, title, desc, body)


def _arrow(x: float, y: float, direction: int) -> str:
    tip = x + 8 * direction
    return f'<path d="M{x:.1f},{y - 6} L{tip:.1f},{y} L{x:.1f},{y + 6}" fill="none" stroke="{INK}" stroke-width="2"/>'


def fraction_bar(parts: int, shaded: int, *, title: str, desc: str, bars: int = 1) -> str:
    """``bars`` bars each cut into ``parts`` equal parts; the first ``shaded`` parts overall are grey."""
    width, left, bar_width, height = 520, 20, 480, 44
    body = []
    for b in range(bars):
        top = 20 + b * (height + 16)
        for p in range(parts):
            x = left + p * bar_width / parts
            fill = SHADE if b * parts + p < shaded else "#fff"
            body.append(
                f'<rect x="{x:.1f}" y="{top}" width="{bar_width / parts:.1f}" height="{height}" '
                f'fill="{fill}" stroke="{INK}" stroke-width="2"/>'
            )
    return document(width, 40 + bars * (height + 16), title, desc, body)


def dot_array(rows: int, cols: int, *, title: str, desc: str) -> str:
    gap = 34
    width, height = cols * gap + 30, rows * gap + 30
    body = [
        f'<circle cx="{25 + c * gap}" cy="{25 + r * gap}" r="11" fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        for r in range(rows)
        for c in range(cols)
    ]
    return document(width, height, title, desc, body)


def rectangle(
    width_label: str, height_label: str, *, title: str, desc: str, grid: tuple[int, int] | None = None
) -> str:
    """A rectangle with its sides labelled; with ``grid`` (cols, rows) it is tiled in unit squares."""
    w, h, x0, y0 = 300, 180, 60, 30
    body = [f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="#fff" stroke="{INK}" stroke-width="3"/>']
    if grid:
        cols, rows = grid
        body += [line(x0 + w * c / cols, y0, x0 + w * c / cols, y0 + h, 1) for c in range(1, cols)]
        body += [line(x0, y0 + h * r / rows, x0 + w, y0 + h * r / rows, 1) for r in range(1, rows)]
    body.append(text(x0 + w / 2, y0 + h + 28, width_label))
    body.append(text(x0 - 12, y0 + h / 2 + 5, height_label, anchor="end"))
    return document(w + 120, h + 80, title, desc, body)


def polygon(
    points: Sequence[tuple[float, float]], side_labels: Sequence[str], *, title: str, desc: str
) -> str:
    """A polygon (coordinates in a 0-300 box) with a label at the middle of each side."""
    path = " ".join(f"{x + 40:.1f},{y + 30:.1f}" for x, y in points)
    body = [f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>']
    cx = sum(x for x, _ in points) / len(points) + 40
    cy = sum(y for _, y in points) / len(points) + 30
    for i, label in enumerate(side_labels):
        if not label:
            continue
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % len(points)]
        mx, my = (x1 + x2) / 2 + 40, (y1 + y2) / 2 + 30
        dx, dy = mx - cx, my - cy
        norm = math.hypot(dx, dy) or 1
        body.append(text(mx + 22 * dx / norm, my + 22 * dy / norm + 5, label))
    return document(380, 360, title, desc, body)


def clock_face(
    cx: float, cy: float, r: int, *, numbers_at: int, number_dy: int, number_size: int
) -> list[str]:
    """An analog clock's face: the rim, the numbers 1-12 at radius ``numbers_at`` and 60 minute ticks
    (the five-minute ones longer), without hands."""
    body = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="{INK}" stroke-width="4"/>']
    for n in range(1, 13):
        angle = math.radians(n * 30 - 90)
        body.append(
            text(
                cx + numbers_at * math.cos(angle),
                cy + numbers_at * math.sin(angle) + number_dy,
                str(n),
                size=number_size,
            )
        )
    for m in range(60):
        angle = math.radians(m * 6 - 90)
        inner = r - 6 if m % 5 else r - 10
        body.append(
            line(
                cx + inner * math.cos(angle),
                cy + inner * math.sin(angle),
                cx + r * math.cos(angle),
                cy + r * math.sin(angle),
                1,
            )
        )
    return body


def clock(hour: int, minute: int, *, title: str, desc: str) -> str:
    cx = cy = 110
    body = clock_face(cx, cy, 90, numbers_at=72, number_dy=6, number_size=16)
    hour_angle = math.radians((hour % 12) * 30 + minute * 0.5 - 90)
    minute_angle = math.radians(minute * 6 - 90)
    body.append(line(cx, cy, cx + 45 * math.cos(hour_angle), cy + 45 * math.sin(hour_angle), 6))
    body.append(line(cx, cy, cx + 70 * math.cos(minute_angle), cy + 70 * math.sin(minute_angle), 3))
    body.append(f'<circle cx="{cx}" cy="{cy}" r="5" fill="{INK}"/>')
    return document(220, 220, title, desc, body)


def coordinate_plane(
    points: Sequence[tuple[int, int, str]], *, low: int = -6, high: int = 6, title: str, desc: str
) -> str:
    size, pad = 360, 30
    span = high - low
    unit = (size - 2 * pad) / span

    def px(v: int) -> float:
        return pad + (v - low) * unit

    def py(v: int) -> float:
        return size - pad - (v - low) * unit

    body = []
    for v in range(low, high + 1):
        body.append(
            f'<line x1="{px(v):.1f}" y1="{py(low):.1f}" x2="{px(v):.1f}" y2="{py(high):.1f}" stroke="#ccc" stroke-width="1"/>'
        )
        body.append(
            f'<line x1="{px(low):.1f}" y1="{py(v):.1f}" x2="{px(high):.1f}" y2="{py(v):.1f}" stroke="#ccc" stroke-width="1"/>'
        )
    if low <= 0 <= high:
        body.append(line(px(0), py(low), px(0), py(high), 2))
        body.append(line(px(low), py(0), px(high), py(0), 2))
        for v in range(low, high + 1):
            if v:
                body.append(text(px(v), py(0) + 16, str(v), size=10))
                body.append(text(px(0) - 6, py(v) + 4, str(v), size=10, anchor="end"))
    for x, y, name in points:
        body.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="5" fill="{INK}"/>')
        body.append(text(px(x) + 8, py(y) - 8, name, size=13, anchor="start", weight="bold"))
    return document(size, size, title, desc, body)


def bar_graph(
    categories: Sequence[str], values: Sequence[int], *, scale: int, title: str, desc: str, axis: str = ""
) -> str:
    top = max(values) if values else 1
    steps = math.ceil(top / scale) or 1
    height, left, bottom, bar_w, gap = 220, 60, 250, 50, 30
    width = left + len(categories) * (bar_w + gap) + 30
    unit = height / (steps * scale)
    body = bar_axes(
        left, bottom, width, height, steps, scale, lambda x, y, n: text(x, y, n, size=12, anchor="end")
    )
    for i, (name, value) in enumerate(zip(categories, values, strict=True)):
        x = left + gap / 2 + i * (bar_w + gap)
        body.append(
            f'<rect x="{x:.1f}" y="{bottom - value * unit:.1f}" width="{bar_w}" height="{value * unit:.1f}" '
            f'fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(text(x + bar_w / 2, bottom + 18, name, size=12))
    if axis:  # written upwards beside the scale, so it is not clipped at the left edge
        body.append(upward_text(18, bottom - height / 2, axis))
    return document(int(width), bottom + 40, title, desc, body)


def picture_graph(
    categories: Sequence[str], counts: Sequence[int], *, icon: str, per_icon: int, title: str, desc: str
) -> str:
    row_h, left = 40, 120
    most = max(counts) // per_icon + 1 if counts else 1
    width = left + most * 36 + 20
    body = []
    for i, (name, count) in enumerate(zip(categories, counts, strict=True)):
        y = 20 + i * row_h
        body.append(text(left - 10, y + 24, name, size=13, anchor="end"))
        for k in range(count // per_icon):
            body.append(icon_shape(icon, left + 18 + k * 36, y + 18, 14))
    key_y = 20 + len(categories) * row_h + 24
    body.append(icon_shape(icon, 30, key_y, 10))
    body.append(text(48, key_y + 5, f"= {per_icon}", size=13, anchor="start"))
    return document(int(width), key_y + 24, title, desc, body)


def icon_shape(category: str, cx: float, cy: float, r: float) -> str:
    """A simple black-and-white picture of ``category`` centred at (cx, cy)."""
    if category in ("star",):
        pts = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = math.radians(k * 36 - 90)
            pts.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
        return f'<polygon points="{" ".join(pts)}" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
    if category in ("block", "cube", "square"):
        return f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
    if category in ("heart",):
        return (
            f'<path d="M{cx:.1f},{cy + r:.1f} C{cx - 2 * r:.1f},{cy - 0.2 * r:.1f} {cx - 0.8 * r:.1f},{cy - 1.4 * r:.1f} '
            f"{cx:.1f},{cy - 0.4 * r:.1f} C{cx + 0.8 * r:.1f},{cy - 1.4 * r:.1f} {cx + 2 * r:.1f},{cy - 0.2 * r:.1f} "
            f'{cx:.1f},{cy + r:.1f} Z" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
        )
    if category in ("apple",):
        return (
            f'<circle cx="{cx:.1f}" cy="{cy + 0.1 * r:.1f}" r="{0.9 * r:.1f}" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
            + line(cx, cy - 0.8 * r, cx + 0.2 * r, cy - 1.2 * r, 2)
        )
    if category in ("flower",):
        petals = "".join(
            f'<circle cx="{cx + 0.55 * r * math.cos(math.radians(a)):.1f}" cy="{cy + 0.55 * r * math.sin(math.radians(a)):.1f}" '
            f'r="{0.45 * r:.1f}" fill="#fff" stroke="{INK}" stroke-width="1.2"/>'
            for a in range(0, 360, 60)
        )
        return (
            petals + f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{0.35 * r:.1f}" fill="{SHADE}" stroke="{INK}"/>'
        )
    # ball, coin, dot and anything else: a circle
    return (
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
    )


def picture_set(
    category: str, count: int, arrangement: str, *, title: str, desc: str, groups: Sequence[int] = ()
) -> str:
    """``count`` pictures of ``category`` in a line, an array, a ten-frame, groups or scattered
    (scatter positions are a fixed pattern, so the SVG depends only on the count)."""
    r, gap = 16, 44
    positions: list[tuple[float, float]] = []
    if arrangement == "ten-frame":
        frames = max(1, math.ceil(count / 10))
        corners = ten_frame_corners(frames, gap, 20)
        body = [
            f'<rect x="{x}" y="{y}" width="{gap}" height="{gap}" fill="#fff" stroke="{INK}" stroke-width="2"/>'
            for x, y in corners
        ]
        body += [icon_shape(category, x + gap / 2, y + gap / 2, r) for x, y in corners[:count]]
        return document(int(40 + frames * (5 * gap + 20)), 2 * gap + 40, title, desc, body)
    if arrangement == "groups" and groups:
        x = 30.0
        body = []
        for size in groups:
            cols = min(size, 3)
            rows = math.ceil(size / cols) if size else 1
            body.append(
                f'<rect x="{x - 22:.1f}" y="8" width="{cols * gap + 4:.1f}" height="{rows * gap + 4:.1f}" rx="12" '
                f'fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
            )
            for k in range(size):
                body.append(icon_shape(category, x + (k % cols) * gap, 30 + (k // cols) * gap, r))
            x += cols * gap + 30
        height = max((math.ceil(s / min(s, 3)) if s else 1) for s in groups) * gap + 30
        return document(int(x), int(height), title, desc, body)
    if arrangement == "array":
        cols = math.ceil(math.sqrt(count)) or 1
        positions = [(30 + (k % cols) * gap, 30 + (k // cols) * gap) for k in range(count)]
    elif arrangement == "scattered":
        cols = 6
        positions = [
            (30 + (k % cols) * gap + (11 * k % 17) - 8, 30 + (k // cols) * gap + (7 * k % 13) - 6)
            for k in range(count)
        ]
    else:  # line, wrapping after ten
        positions = [(30 + (k % 10) * gap, 30 + (k // 10) * gap) for k in range(count)]
    width = int(max((x for x, _ in positions), default=30) + 40)
    height = int(max((y for _, y in positions), default=30) + 40)
    return document(width, height, title, desc, [icon_shape(category, x, y, r) for x, y in positions])


def rect(
    x: float, y: float, w: float, h: float, fill: str = "#fff", width: float = 2, extra: str = ""
) -> str:
    """A rectangle element with a black outline (``extra`` is appended to its attributes)."""
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}" '
        f'stroke="{INK}" stroke-width="{width}"{extra}/>'
    )


def dashed_line(x1: float, y1: float, x2: float, y2: float, width: float = 2, dashes: str = "8 6") -> str:
    return (
        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" '
        f'stroke-width="{width}" stroke-dasharray="{dashes}"/>'
    )


def dot(x: float, y: float, r: float = 5) -> str:
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{INK}"/>'


def arrowhead(x: float, y: float, angle: float, size: float = 10) -> str:
    """A filled arrowhead with its tip at (x, y) pointing in direction ``angle`` (radians)."""
    left = (x - size * math.cos(angle - 0.4), y - size * math.sin(angle - 0.4))
    right = (x - size * math.cos(angle + 0.4), y - size * math.sin(angle + 0.4))
    return (
        f'<path d="M{x:.1f},{y:.1f} L{left[0]:.1f},{left[1]:.1f} L{right[0]:.1f},{right[1]:.1f} Z" '
        f'fill="{INK}" stroke="{INK}" stroke-width="1"/>'
    )


def upward_text(x: int, y: float, words: str) -> str:
    """12-px text centred on (x, y) and turned to read upwards: the name of a vertical axis."""
    return (
        f'<text x="{x}" y="{y:.1f}" font-size="12" text-anchor="middle" {FONT} fill="{INK}" '
        f'transform="rotate(-90 {x} {y:.1f})">{escape(words)}</text>'
    )


def bar_axes(
    left: int, bottom: int, width: float, height: int, steps: int, step: int, tick: Tick
) -> list[str]:
    """The axes of a bar chart ``height`` tall and, at each of ``steps`` steps of ``step``, a grey guide
    line and its number drawn by ``tick(x, y, number)``."""
    unit = height / (steps * step)
    body = [line(left, bottom, width - 10, bottom), line(left, bottom, left, bottom - height - 10)]
    for s in range(steps + 1):
        y = bottom - s * step * unit
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - 10}" y2="{y:.1f}" stroke="#ccc" stroke-width="1"/>'
        )
        body.append(tick(left - 8, y + 4, str(s * step)))
    return body
