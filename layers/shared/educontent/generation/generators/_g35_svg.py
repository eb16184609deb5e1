"""SVG drawings for the grade 3-5 generators: clocks, beakers and scales, rulers, line plots, unit
square grids, split rectangles, partitioned shapes, angles, lines and rays, polygons with marks,
lines of symmetry, unit-cube prisms, first-quadrant coordinate grids, area models and jump
number lines. Each returns a complete document built with ``svg.document`` (black strokes, grey
fills, a title and a description that states every value shown)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from educontent.generation.draw.svg import INK, SHADE, document, line, text

GRID = "#bbb"


@lru_cache(maxsize=2048)
def _f(value: Fraction | int) -> str:
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    whole = value.numerator // value.denominator
    rest = value - whole
    if whole:
        return f"{whole} {rest.numerator}/{rest.denominator}"
    return f"{value.numerator}/{value.denominator}"


def _rect(
    x: float, y: float, w: float, h: float, fill: str = "#fff", width: float = 2, extra: str = ""
) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}" '
        f'stroke="{INK}" stroke-width="{width}"{extra}/>'
    )


def _dashed(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    return (
        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" '
        f'stroke-width="{width}" stroke-dasharray="8 6"/>'
    )


def _dot(x: float, y: float, r: float = 5) -> str:
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{INK}"/>'


def _arrowhead(x: float, y: float, angle: float, size: float = 10) -> str:
    """A filled arrowhead with its tip at (x, y) pointing in direction ``angle`` (radians)."""
    left = (x - size * math.cos(angle - 0.4), y - size * math.sin(angle - 0.4))
    right = (x - size * math.cos(angle + 0.4), y - size * math.sin(angle + 0.4))
    return (
        f'<path d="M{x:.1f},{y:.1f} L{left[0]:.1f},{left[1]:.1f} L{right[0]:.1f},{right[1]:.1f} Z" '
        f'fill="{INK}" stroke="{INK}" stroke-width="1"/>'
    )


# ---- clocks ---------------------------------------------------------------------------------


@lru_cache(maxsize=8)
def _clock_face(cx: float, cy: float) -> str:
    r = 80
    body = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="{INK}" stroke-width="4"/>']
    for n in range(1, 13):
        angle = math.radians(n * 30 - 90)
        body.append(text(cx + 63 * math.cos(angle), cy + 63 * math.sin(angle) + 5, str(n), size=15))
    for m in range(60):
        angle = math.radians(m * 6 - 90)
        inner = 74 if m % 5 else 70
        body.append(
            line(
                cx + inner * math.cos(angle),
                cy + inner * math.sin(angle),
                cx + r * math.cos(angle),
                cy + r * math.sin(angle),
                1,
            )
        )
    return "".join(body)


def _clock_body(cx: float, cy: float, hour: int, minute: int) -> list[str]:
    body = [_clock_face(cx, cy)]
    hour_angle = math.radians((hour % 12) * 30 + minute * 0.5 - 90)
    minute_angle = math.radians(minute * 6 - 90)
    body.append(line(cx, cy, cx + 40 * math.cos(hour_angle), cy + 40 * math.sin(hour_angle), 6))
    body.append(line(cx, cy, cx + 62 * math.cos(minute_angle), cy + 62 * math.sin(minute_angle), 3))
    body.append(_dot(cx, cy, 5))
    return body


def clocks(times: Sequence[tuple[int, int, str]], *, title: str, desc: str) -> str:
    """One or more analog clocks side by side, each with a caption under it."""
    body: list[str] = []
    for i, (hour, minute, caption) in enumerate(times):
        cx = 100 + i * 200
        body += _clock_body(cx, 95, hour, minute)
        if caption:
            body.append(text(cx, 200, caption, size=15, weight="bold"))
    return document(200 * len(times), 215, title, desc, body)


# ---- measuring tools ------------------------------------------------------------------------


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
    body = [_rect(left - 20, y - 40, right - left + 40, 80, "#fff", 2), line(left, y, right, y, 2)]
    for v in range(start, end + 1, step):
        x = left + (v - start) / span * (right - left)
        long = (v - start) % label_every == 0
        body.append(line(x, y, x, y - (18 if long else 9), 2 if long else 1))
        if long:
            body.append(text(x, y + 22, str(v), size=12))
    px = left + float(Fraction(value) - start) / span * (right - left)
    body.append(line(px, y - 70, px, y - 4, 3))
    body.append(_arrowhead(px, y - 2, math.pi / 2, 12))
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
    body = [_rect(left - 10, y, right - left + 20, 60, "#fff", 2)]
    for q in range(inches * 4 + 1):
        x = left + q * unit / 4
        size = 30 if q % 4 == 0 else (20 if q % 2 == 0 else 12)
        body.append(line(x, y, x, y + size, 2 if q % 4 == 0 else 1))
        if q % 4 == 0:
            body.append(text(x, y + 50, str(q // 4), size=13))
    body.append(text(right + 14, y + 50, "in", size=12, anchor="start"))
    return "".join(body)


# ---- data displays --------------------------------------------------------------------------


def line_plot(
    start: Fraction,
    end: Fraction,
    step: Fraction,
    counts: dict[Fraction, int],
    label: str,
    *,
    title: str,
    desc: str,
) -> str:
    """A line plot: a scale from ``start`` to ``end`` every ``step``, with an X for each data value."""
    den = step.denominator
    k0, k1 = int(start * den), int(end * den)
    by_k = {int(v * den): n for v, n in counts.items()}
    return document(600, 294, title, desc, [_plot_axis(k0, k1, den, label), *_plot_marks(k0, k1, by_k)])


@lru_cache(maxsize=256)
def _plot_axis(k0: int, k1: int, den: int, label: str) -> str:
    left, right, y = 40, 560, 230
    gap = (right - left) / (k1 - k0)
    body = [line(left - 15, y, right + 15, y, 2)]
    for i, k in enumerate(range(k0, k1 + 1)):
        x = left + i * gap
        body.append(line(x, y - 7, x, y + 7, 2))
        body.append(text(x, y + 26, _f(Fraction(k, den)), size=12))
    body.append(text((left + right) / 2, y + 52, label, size=13))
    return "".join(body)


def _plot_marks(k0: int, k1: int, by_k: dict[int, int]) -> list[str]:
    left, right, y = 40, 560, 230
    gap = (right - left) / (k1 - k0)
    return [
        _x_mark(left + (k - k0) * gap, y - 14 - j * 22) for k, n in sorted(by_k.items()) for j in range(n)
    ]


@lru_cache(maxsize=1024)
def _x_mark(x: float, y: float) -> str:
    return text(x, y, "X", size=18, weight="bold")


def jump_line(
    start: int,
    end: int,
    step: int,
    jumps: Sequence[tuple[int, int, str]],
    unit: str,
    *,
    title: str,
    desc: str,
) -> str:
    """A number line with curved jumps from one value to another, each with a label above."""
    left, right, y = 40, 540, 150
    span = end - start

    def px(v: int) -> float:
        return left + (v - start) / span * (right - left)

    body = [line(left - 12, y, right + 12, y, 2)]
    for v in range(start, end + 1, step):
        body.append(line(px(v), y - 7, px(v), y + 7, 2))
        body.append(text(px(v), y + 26, str(v), size=11))
    for i, (a, b, label) in enumerate(jumps):
        x1, x2 = px(a), px(b)
        lift = 50 + 22 * (i % 2)
        mid = (x1 + x2) / 2
        body.append(
            f'<path d="M{x1:.1f},{y - 4} Q{mid:.1f},{y - 2 * lift:.1f} {x2:.1f},{y - 4}" fill="none" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(_arrowhead(x2, y - 4, math.pi / 2 + (0.6 if b > a else -0.6), 9))
        body.append(text(mid, y - lift - 8, label, size=13, weight="bold"))
    body.append(text((left + right) / 2, y + 50, unit, size=13))
    return document(580, y + 62, title, desc, body)


# ---- area -----------------------------------------------------------------------------------


def grid_cells(cols: int, rows: int, cells: Sequence[tuple[int, int]], *, title: str, desc: str) -> str:
    """A grid of unit squares with the listed (column, row) cells shaded."""
    size = min(40, 320 // max(cols, rows))
    body = []
    for c, r in cells:
        body.append(
            f'<rect x="{20 + c * size}" y="{20 + r * size}" width="{size}" height="{size}" fill="{SHADE}" stroke="none" class="unit"/>'
        )
    for c in range(cols + 1):
        body.append(
            f'<line x1="{20 + c * size}" y1="20" x2="{20 + c * size}" y2="{20 + rows * size}" stroke="{INK}" stroke-width="1"/>'
        )
    for r in range(rows + 1):
        body.append(
            f'<line x1="20" y1="{20 + r * size}" x2="{20 + cols * size}" y2="{20 + r * size}" stroke="{INK}" stroke-width="1"/>'
        )
    return document(40 + cols * size, 40 + rows * size, title, desc, body)


def split_rectangle(
    height: int,
    widths: Sequence[int],
    labels: Sequence[str],
    height_label: str,
    *,
    tiled: bool,
    title: str,
    desc: str,
) -> str:
    """A rectangle split into side-by-side parts of the given widths, each width labelled on top."""
    total = sum(widths)
    unit = min(34, 420 / total, 220 / height)
    x0, y0 = 70, 50
    body = []
    x = x0
    for w, label in zip(widths, labels, strict=True):
        body.append(_rect(x, y0, w * unit, height * unit, "#fff", 3))
        if tiled:
            body += [line(x + k * unit, y0, x + k * unit, y0 + height * unit, 1) for k in range(1, w)]
            body += [line(x, y0 + k * unit, x + w * unit, y0 + k * unit, 1) for k in range(1, height)]
        body.append(text(x + w * unit / 2, y0 - 12, label, size=14))
        x += w * unit
    body.append(text(x0 - 12, y0 + height * unit / 2 + 5, height_label, size=14, anchor="end"))
    return document(int(x0 + total * unit + 40), int(y0 + height * unit + 30), title, desc, body)


def area_model(
    side_label: str,
    top_labels: Sequence[str],
    inside: Sequence[str],
    widths: Sequence[float],
    *,
    title: str,
    desc: str,
) -> str:
    """An area model: a rectangle split into columns (relative ``widths``), labels on top and inside."""
    x0, y0, total_w, h = 80, 50, 420, 130
    scale = total_w / sum(widths)
    body = []
    x = float(x0)
    for w, top, mid in zip(widths, top_labels, inside, strict=True):
        body.append(_rect(x, y0, w * scale, h, "#fff", 2))
        body.append(text(x + w * scale / 2, y0 - 12, top, size=14))
        body.append(text(x + w * scale / 2, y0 + h / 2 + 5, mid, size=14))
        x += w * scale
    body.append(text(x0 - 12, y0 + h / 2 + 5, side_label, size=14, anchor="end"))
    return document(540, y0 + h + 30, title, desc, body)


def labelled_polygon(
    points: Sequence[tuple[float, float]],
    side_labels: Sequence[str],
    *,
    right_angles: Sequence[int] = (),
    center_label: str = "",
    title: str,
    desc: str,
    size: tuple[int, int] = (400, 340),
) -> str:
    """A polygon (coordinates already in drawing space) with side labels outside each side and a
    small square at each listed vertex that is a right angle."""
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    body = [f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>']
    n = len(points)
    cx = sum(x for x, _ in points) / n
    cy = sum(y for _, y in points) / n
    for i, label in enumerate(side_labels):
        if not label:
            continue
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        # outward normal
        nx, ny = y2 - y1, -(x2 - x1)
        norm = math.hypot(nx, ny) or 1
        nx, ny = nx / norm, ny / norm
        if (mx - cx) * nx + (my - cy) * ny < 0:
            nx, ny = -nx, -ny
        body.append(text(mx + 24 * nx, my + 24 * ny + 5, label, size=14))
    for i in right_angles:
        (px, py), (ax, ay), (bx, by) = points[i], points[i - 1], points[(i + 1) % n]
        ux, uy = ax - px, ay - py
        vx, vy = bx - px, by - py
        lu, lv = math.hypot(ux, uy) or 1, math.hypot(vx, vy) or 1
        s = 14
        p1 = (px + s * ux / lu, py + s * uy / lu)
        p3 = (px + s * vx / lv, py + s * vy / lv)
        p2 = (p1[0] + s * vx / lv, p1[1] + s * vy / lv)
        body.append(
            f'<path d="M{p1[0]:.1f},{p1[1]:.1f} L{p2[0]:.1f},{p2[1]:.1f} L{p3[0]:.1f},{p3[1]:.1f}" fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    if center_label:
        body.append(text(cx, cy + 5, center_label, size=14, weight="bold"))
    return document(size[0], size[1], title, desc, body)


def symmetry_figure(
    points: Sequence[tuple[float, float]],
    axis: tuple[float, float, float, float] | None,
    *,
    title: str,
    desc: str,
) -> str:
    """A shape (grey fill), with a dashed line drawn across it when ``axis`` is given."""
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    body = [f'<polygon points="{path}" fill="{SHADE}" stroke="{INK}" stroke-width="3"/>']
    if axis:
        body.append(_dashed(*axis, width=3))
    return document(360, 360, title, desc, body)


def partitioned(shape: str, parts: int, shaded: int, *, title: str, desc: str) -> str:
    """A rectangle (strips or a 2-row grid) or a circle cut into ``parts`` equal parts, ``shaded`` grey."""
    body = []
    if shape == "circle":
        cx, cy, r = 160, 150, 120
        for k in range(parts):
            a1 = math.radians(360 * k / parts - 90)
            a2 = math.radians(360 * (k + 1) / parts - 90)
            large = 1 if parts == 1 else 0
            fill = SHADE if k < shaded else "#fff"
            if parts == 1:
                body.append(
                    f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
                )
                continue
            body.append(
                f'<path d="M{cx},{cy} L{cx + r * math.cos(a1):.1f},{cy + r * math.sin(a1):.1f} '
                f'A{r},{r} 0 {large} 1 {cx + r * math.cos(a2):.1f},{cy + r * math.sin(a2):.1f} Z" '
                f'fill="{fill}" stroke="{INK}" stroke-width="3"/>'
            )
        return document(320, 300, title, desc, body)
    if shape == "grid" and parts % 2 == 0 and parts >= 4:
        cols, rows = parts // 2, 2
    else:
        cols, rows = parts, 1
    w, h, x0, y0 = 360, 200, 30, 30
    k = 0
    for r in range(rows):
        for c in range(cols):
            fill = SHADE if k < shaded else "#fff"
            body.append(_rect(x0 + c * w / cols, y0 + r * h / rows, w / cols, h / rows, fill, 3))
            k += 1
    return document(420, 260, title, desc, body)


# ---- angles and lines -----------------------------------------------------------------------


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy - r * math.sin(a)


def _arc(cx: float, cy: float, r: float, d1: float, d2: float) -> str:
    x1, y1 = _polar(cx, cy, r, d1)
    x2, y2 = _polar(cx, cy, r, d2)
    large = 1 if d2 - d1 > 180 else 0
    return f'<path d="M{x1:.1f},{y1:.1f} A{r},{r} 0 {large} 0 {x2:.1f},{y2:.1f}" fill="none" stroke="{INK}" stroke-width="2"/>'


def angle_figure(
    rays: Sequence[float],
    labels: Sequence[str],
    *,
    scale: bool = False,
    letters: Sequence[str] = (),
    title: str,
    desc: str,
) -> str:
    """Rays from one vertex at the given directions (degrees, counterclockwise from the right);
    ``labels`` name the angle between ray i and ray i+1 (an arc with the label). With ``scale`` a
    degree scale (a tick every 10 degrees, numbers every 30) is drawn around the vertex."""
    cx, cy, r = 250, 250, 190
    body = [_degree_scale()] if scale else []
    for d in rays:
        x, y = _polar(cx, cy, r, d)
        body.append(line(cx, cy, x, y, 3))
        body.append(_arrowhead(x, y, math.atan2(y - cy, x - cx), 12))
    for i, label in enumerate(labels):
        if i + 1 >= len(rays) or not label:
            continue
        d1, d2 = rays[i], rays[i + 1]
        rad = 46 + 22 * (i % 2)
        body.append(_arc(cx, cy, rad, d1, d2))
        lx, ly = _polar(cx, cy, rad + 26, (d1 + d2) / 2)
        body.append(text(lx, ly + 5, label, size=14, weight="bold"))
    body.append(_dot(cx, cy, 5))
    for d, letter in zip([*rays], letters, strict=False):
        x, y = _polar(cx, cy, r + 20, d)
        body.append(text(x, y + 5, letter, size=15, weight="bold"))
    if len(letters) > len(rays):
        body.append(text(cx - 8, cy + 24, letters[len(rays)], size=15, weight="bold"))
    low = max((_polar(cx, cy, r, d)[1] for d in rays), default=cy)
    return document(500, int(max(cy + 40, low + 40)), title, desc, body)


@lru_cache(maxsize=1)
def _degree_scale() -> str:
    cx, cy = 250, 250
    body = [_arc(cx, cy, 150, 0, 180)]
    for d in range(0, 181, 10):
        x1, y1 = _polar(cx, cy, 150, d)
        x2, y2 = _polar(cx, cy, 150 + (12 if d % 30 == 0 else 7), d)
        body.append(line(x1, y1, x2, y2, 1.5))
        if d % 30 == 0:
            lx, ly = _polar(cx, cy, 176, d)
            body.append(text(lx, ly + (18 if d in (0, 180) else 4), str(d), size=11))
    return "".join(body)


def line_figure(kind: str, letters: Sequence[str], *, title: str, desc: str) -> str:
    """A point, line, line segment or ray, or two lines that are parallel, perpendicular or
    intersecting (not at a right angle), with letters at the marked points."""
    body = []
    if kind == "point":
        body += [_dot(200, 90, 6), text(200, 70, letters[0], size=16, weight="bold")]
        return document(400, 160, title, desc, body)
    if kind in ("line", "segment", "ray"):
        x1, x2, y = 60, 340, 90
        body.append(line(x1 - (30 if kind == "line" else 0), y, x2 + (30 if kind != "segment" else 0), y, 3))
        if kind == "line":
            body += [_arrowhead(x1 - 32, y, math.pi), _arrowhead(x2 + 32, y, 0)]
        if kind == "ray":
            body.append(_arrowhead(x2 + 32, y, 0))
        body += [_dot(x1, y), _dot(x2, y)]
        body += [
            text(x1, y - 18, letters[0], size=16, weight="bold"),
            text(x2, y - 18, letters[1], size=16, weight="bold"),
        ]
        return document(420, 160, title, desc, body)
    if kind == "parallel":
        segs = [((50, 80), (350, 80)), ((50, 200), (350, 200))]
    elif kind == "perpendicular":
        segs = [((50, 150), (350, 150)), ((200, 20), (200, 280))]
    else:  # intersecting, not at a right angle
        segs = [((50, 150), (350, 150)), ((110, 270), (290, 30))]
    for (x1, y1), (x2, y2) in segs:
        a = math.atan2(y2 - y1, x2 - x1)
        body.append(line(x1, y1, x2, y2, 3))
        body += [_arrowhead(x2, y2, a), _arrowhead(x1, y1, a + math.pi)]
    if kind == "perpendicular":
        body.append(f'<path d="M200,136 L214,136 L214,150" fill="none" stroke="{INK}" stroke-width="1.5"/>')
    for (start, end), pair in zip(segs, (letters[0:2], letters[2:4]), strict=False):
        for (x, y), letter in zip((start, end), pair, strict=False):
            body.append(text(x + 10, y - 10, letter, size=15, weight="bold"))
    return document(400, 300, title, desc, body)


# ---- solids ---------------------------------------------------------------------------------


def _box(ox: float, oy: float, length: int, width: int, height: int, s: float, grid: bool) -> list[str]:
    """A box drawn in oblique view with its front-bottom-left corner at (ox, oy)."""
    dx, dy = 0.5 * s, -0.35 * s  # one unit of depth
    L, H = length * s, height * s
    W = width
    front = [(ox, oy), (ox + L, oy), (ox + L, oy - H), (ox, oy - H)]
    top = [(ox, oy - H), (ox + L, oy - H), (ox + L + W * dx, oy - H + W * dy), (ox + W * dx, oy - H + W * dy)]
    side = [
        (ox + L, oy),
        (ox + L + W * dx, oy + W * dy),
        (ox + L + W * dx, oy - H + W * dy),
        (ox + L, oy - H),
    ]
    body = []
    for face, fill in ((front, "#fff"), (top, "#e6e6e6"), (side, "#cfcfcf")):
        pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in face)
        body.append(f'<polygon points="{pts}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>')
    if grid:
        for i in range(1, length):
            body.append(line(ox + i * s, oy, ox + i * s, oy - H, 1))
            body.append(line(ox + i * s, oy - H, ox + i * s + W * dx, oy - H + W * dy, 1))
        for k in range(1, height):
            body.append(line(ox, oy - k * s, ox + L, oy - k * s, 1))
            body.append(line(ox + L, oy - k * s, ox + L + W * dx, oy - k * s + W * dy, 1))
        for j in range(1, width):
            body.append(line(ox + j * dx, oy - H + j * dy, ox + L + j * dx, oy - H + j * dy, 1))
            body.append(line(ox + L + j * dx, oy + j * dy, ox + L + j * dx, oy - H + j * dy, 1))
    return body


def prism(
    length: int,
    width: int,
    height: int,
    labels: tuple[str, str, str] | None,
    *,
    grid: bool,
    title: str,
    desc: str,
) -> str:
    """A rectangular prism; with ``grid`` it is drawn as stacked unit cubes, with ``labels`` its
    length, width and height are written beside the edges."""
    s = min(44.0, 300 / (length + 0.5 * width), 220 / (height + 0.35 * width))
    ox, oy = 60.0, 60 + height * s + 0.35 * width * s
    body = _box(ox, oy, length, width, height, s, grid)
    if labels:
        dx, dy = 0.5 * s, -0.35 * s
        body.append(text(ox + length * s / 2, oy + 24, labels[0], size=14))
        body.append(
            text(
                ox + length * s + width * dx / 2 + 14,
                oy + width * dy / 2 + 16,
                labels[1],
                size=14,
                anchor="start",
            )
        )
        body.append(text(ox - 10, oy - height * s / 2 + 5, labels[2], size=14, anchor="end"))
    width_px = int(ox + length * s + width * 0.5 * s + 80)
    return document(max(width_px, 300), int(oy + 40), title, desc, body)


def two_prisms(
    first: tuple[int, int, int], second: tuple[int, int, int], labels: Sequence[str], *, title: str, desc: str
) -> str:
    """Two boxes standing side by side on the same base line (a solid made of two prisms); the
    labels are written under/next to each box: (l1, w1, h1, l2, w2, h2)."""
    total = first[0] + second[0]
    deep = max(first[1], second[1])
    tall = max(first[2], second[2])
    s = min(36.0, 380 / (total + 0.5 * deep + 3.5), 220 / (tall + 0.35 * deep))
    ox, oy = 70.0, 50 + tall * s + 0.35 * deep * s
    gap = 2.4 * s
    body = _box(ox, oy, *first, s, False)
    ox2 = ox + first[0] * s + gap
    body += _box(ox2, oy, *second, s, False)
    for (bx, (length, width, height)), (l1, w1, h1) in zip(
        ((ox, first), (ox2, second)), (labels[0:3], labels[3:6]), strict=True
    ):
        body.append(text(bx + length * s / 2, oy + 22, l1, size=13))
        body.append(text(bx - 6, oy - height * s / 2 + 5, h1, size=13, anchor="end"))
        body.append(
            text(
                bx + length * s + width * 0.25 * s + 6,
                oy - width * 0.175 * s + 18,
                w1,
                size=13,
                anchor="start",
            )
        )
    width_px = int(ox2 + second[0] * s + second[1] * 0.5 * s + 70)
    return document(max(width_px, 320), int(oy + 40), title, desc, body)


# ---- coordinate grid ------------------------------------------------------------------------


def quadrant_one(
    points: Sequence[tuple[int, int, str]],
    high: int,
    *,
    title: str,
    desc: str,
    x_label: str = "x",
    y_label: str = "y",
    connect: bool = False,
) -> str:
    """A first-quadrant grid from 0 to ``high`` on both axes with labelled points."""
    size, pad = 380, 40
    unit = (size - 2 * pad) / high

    def px(v: float) -> float:
        return pad + v * unit

    def py(v: float) -> float:
        return size - pad - v * unit

    body = [_grid_face(high, x_label, y_label)]
    if connect and len(points) > 1:
        pts = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y, _ in points)
        body.append(f'<polyline points="{pts}" fill="none" stroke="{INK}" stroke-width="1.5"/>')
    for x, y, label in points:
        body.append(_dot(px(x), py(y), 5))
        if label:
            body.append(text(px(x) + 8, py(y) - 8, label, size=13, anchor="start", weight="bold"))
    return document(size, size, title, desc, body)


@lru_cache(maxsize=32)
def _grid_face(high: int, x_label: str, y_label: str) -> str:
    size, pad = 380, 40
    unit = (size - 2 * pad) / high

    def px(v: float) -> float:
        return pad + v * unit

    def py(v: float) -> float:
        return size - pad - v * unit

    label_step = next(
        (s for s in (1, 2, 5, 10, 20, 25, 50) if high % s == 0 and high // s <= 12), -(-high // 12)
    )
    minor = 1 if high <= 30 else label_step
    body = []
    for v in range(high + 1):
        if v % minor and v != high:
            continue
        body.append(
            f'<line x1="{px(v):.1f}" y1="{py(0):.1f}" x2="{px(v):.1f}" y2="{py(high):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
        body.append(
            f'<line x1="{px(0):.1f}" y1="{py(v):.1f}" x2="{px(high):.1f}" y2="{py(v):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
        if v % label_step == 0:
            body.append(text(px(v), py(0) + 16, str(v), size=11))
            if v:
                body.append(text(px(0) - 6, py(v) + 4, str(v), size=11, anchor="end"))
    body.append(line(px(0), py(0), px(high) + 14, py(0), 2))
    body.append(line(px(0), py(0), px(0), py(high) - 14, 2))
    body.append(_arrowhead(px(high) + 16, py(0), 0, 9))
    body.append(_arrowhead(px(0), py(high) - 16, -math.pi / 2, 9))
    body.append(text(px(high) + 14, py(0) + 30, x_label, size=12, anchor="end", weight="bold"))
    body.append(text(px(0) + 8, py(high) - 20, y_label, size=12, anchor="start", weight="bold"))
    return "".join(body)


def fraction_area(cols: int, rows: int, shaded_cols: int, shaded_rows: int, *, title: str, desc: str) -> str:
    """A unit square cut into ``cols`` × ``rows`` equal pieces with a ``shaded_cols`` × ``shaded_rows``
    corner shaded (a fraction-times-fraction area model)."""
    x0, y0, side = 40, 30, 260
    body = []
    for c in range(cols):
        for r in range(rows):
            fill = SHADE if c < shaded_cols and r < shaded_rows else "#fff"
            body.append(
                _rect(x0 + c * side / cols, y0 + r * side / rows, side / cols, side / rows, fill, 1.5)
            )
    body.append(_rect(x0, y0, side, side, "none", 3))
    body.append(text(x0 + side / 2, y0 + side + 24, "1 unit", size=13))
    body.append(text(x0 + side + 10, y0 + side / 2, "1 unit", size=13, anchor="start"))
    return document(380, y0 + side + 40, title, desc, body)


def rect_figure(
    length: float,
    width: float,
    labels: Sequence[str],
    *,
    center: str = "",
    grid: bool = False,
    title: str,
    desc: str,
) -> str:
    """A rectangle drawn to scale (``length`` across, ``width`` down), labels for the top, right,
    bottom and left sides, optional unit-square tiling and a label in the middle."""
    unit = min(300 / length, 200 / width)
    x0, y0 = 80.0, 40.0
    w, h = length * unit, width * unit
    body = [_rect(x0, y0, w, h, "#fff", 3)]
    if grid:
        body += [line(x0 + k * unit, y0, x0 + k * unit, y0 + h, 1) for k in range(1, int(length))]
        body += [line(x0, y0 + k * unit, x0 + w, y0 + k * unit, 1) for k in range(1, int(width))]
    top, right, bottom, left = labels
    if top:
        body.append(text(x0 + w / 2, y0 - 12, top, size=14))
    if right:
        body.append(text(x0 + w + 10, y0 + h / 2 + 5, right, size=14, anchor="start"))
    if bottom:
        body.append(text(x0 + w / 2, y0 + h + 24, bottom, size=14))
    if left:
        body.append(text(x0 - 10, y0 + h / 2 + 5, left, size=14, anchor="end"))
    if center:
        body.append(text(x0 + w / 2, y0 + h / 2 + 5, center, size=14, weight="bold"))
    return document(int(x0 + w + 90), int(y0 + h + 40), title, desc, body)
