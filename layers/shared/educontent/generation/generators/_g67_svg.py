"""Diagrams for the grade 6-7 generators: number lines (points, rays, jumps, dot plots), coordinate
planes with any scale, bar charts and histograms, box plots, hundred grids, labelled figures,
boxes drawn in 3-D and nets. Built on ``svg.document``: a title and a description, black
strokes, grey fills, no scripts. Marks carry a ``class`` (``tick-label``, ``pt``, ``bar`` ...) so a
reader of the markup can tell what each one is."""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from xml.sax.saxutils import escape

from educontent.generation.draw.svg import FONT, INK, SHADE, document, line
from educontent.generation.numbers import fmt

F = Fraction


def t(
    x: float,
    y: float,
    value: str,
    *,
    size: int = 13,
    anchor: str = "middle",
    cls: str = "",
    bold: bool = False,
) -> str:
    klass = f' class="{cls}"' if cls else ""
    weight = "bold" if bold else "normal"
    body = value if _PLAIN(value) else escape(value)
    return (
        f'<text{klass} x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
        f'font-weight="{weight}" {_FONT_INK}>{body}</text>'
    )


_FONT_INK = f'{FONT} fill="{INK}"'
_PLAIN = re.compile(r"^[-0-9 ./a-zA-Z,()]*$").match


def _label(value: Fraction | int) -> str:
    if type(value) is int:
        return str(value)
    return str(value.numerator) if value.denominator == 1 else fmt(value, mixed=True)


def _arrowhead(x: float, y: float, direction: int, size: float = 8) -> str:
    tip = x + size * direction
    return f'<path d="M{x:.1f},{y - 6:.1f} L{tip:.1f},{y:.1f} L{x:.1f},{y + 6:.1f}" fill="{INK}" stroke="{INK}" stroke-width="1"/>'


def number_line(
    lo: Fraction | int,
    hi: Fraction | int,
    step: Fraction | int,
    *,
    title: str,
    desc: str,
    label_every: int = 1,
    points: Sequence[tuple[Fraction | int, str]] = (),
    ray: tuple[Fraction | int, int, bool] | None = None,
    jumps: Sequence[tuple[Fraction | int, Fraction | int]] = (),
    dots: dict[Fraction, int] | None = None,
    width: int = 560,
) -> str:
    """A number line from ``lo`` to ``hi`` with a tick every ``step`` (labelled every
    ``label_every`` ticks). ``points`` are dots with a letter; ``ray`` is (boundary, direction,
    closed) for an inequality; ``jumps`` are arrows from one value to another; ``dots`` stacks dots
    over values (a dot plot)."""
    if not all(isinstance(v, int) for v in (lo, hi, step)):
        lo, hi, step = F(lo), F(hi), F(step)
    left, right = 40, width - 40
    stack = max(dots.values()) if dots else 0
    y = 60 + (16 * stack if dots else 0) + (50 if jumps else 0)
    scale = (right - left) / float(hi - lo)
    flo = float(lo)

    def px(v: Fraction | int) -> float:
        return left + (float(v) - flo) * scale

    body = [line(left - 14, y, right + 14, y), _arrowhead(left - 14, y, -1), _arrowhead(right + 14, y, 1)]
    ticks = int((hi - lo) / step)
    for i in range(ticks + 1):
        value = lo + step * i
        x = px(value)
        body.append(line(x, y - 7, x, y + 7, 1.5))
        if i % label_every == 0:
            body.append(t(x, y + 26, _label(value), cls="tick-label"))
    if dots:
        for value in sorted(dots):
            for k in range(dots[value]):
                body.append(
                    f'<circle class="dot" cx="{px(value):.1f}" cy="{y - 16 - 16 * k:.1f}" r="6" fill="{SHADE}" stroke="{INK}" stroke-width="1.5"/>'
                )
    for start, end in jumps:
        x1, x2 = px(start), px(end)
        mid = (x1 + x2) / 2
        body.append(
            f'<path class="jump" d="M{x1:.1f},{y - 4:.1f} Q{mid:.1f},{y - 70:.1f} {x2:.1f},{y - 4:.1f}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(
            f'<path d="M{x2 - 6:.1f},{y - 16:.1f} L{x2:.1f},{y - 4:.1f} L{x2 + 6:.1f},{y - 16:.1f}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(f'<circle class="start" cx="{x1:.1f}" cy="{y}" r="5" fill="{INK}"/>')
    if ray is not None:
        value, direction, closed = ray
        x = px(value)
        end = right + 10 if direction > 0 else left - 10
        body.append(
            f'<line class="ray" x1="{x:.1f}" y1="{y}" x2="{end:.1f}" y2="{y}" stroke="{INK}" stroke-width="6"/>'
        )
        body.append(_arrowhead(end, y, 1 if direction > 0 else -1, 12))
        fill = INK if closed else "#fff"
        body.append(
            f'<circle class="boundary" cx="{x:.1f}" cy="{y}" r="8" fill="{fill}" stroke="{INK}" stroke-width="3"/>'
        )
    for value, name in points:
        body.append(f'<circle class="pt" cx="{px(value):.1f}" cy="{y}" r="6" fill="{INK}"/>')
        body.append(t(px(value), y - 16, name, size=15, cls="pt-label", bold=True))
    return document(width, int(y + 46), title, desc, body)


def plane(
    *,
    title: str,
    desc: str,
    xlo: int = -6,
    xhi: int = 6,
    ylo: int = -6,
    yhi: int = 6,
    xstep: int = 1,
    ystep: int = 1,
    points: Sequence[tuple[Fraction | int, Fraction | int, str]] = (),
    polygon: Sequence[tuple[int, int]] = (),
    segments: Sequence[tuple[tuple[int, int], tuple[int, int]]] = (),
    xname: str = "",
    yname: str = "",
    label_every: int = 1,
) -> str:
    """A coordinate grid from (xlo, ylo) to (xhi, yhi), grid lines every ``xstep``/``ystep`` and
    numbered axes; ``points`` are labelled dots, ``polygon`` a closed figure through vertices."""
    size, pad = 420, 46
    ux = (size - 2 * pad) / (xhi - xlo)
    uy = (size - 2 * pad) / (yhi - ylo)

    def px(v: Fraction | int) -> float:
        return pad + (float(v) - xlo) * ux

    def py(v: Fraction | int) -> float:
        return size - pad - (float(v) - ylo) * uy

    top, bottom, left, right = py(yhi), py(ylo), px(xlo), px(xhi)
    xs = {v: px(v) for v in range(xlo, xhi + 1, xstep)}
    ys = {v: py(v) for v in range(ylo, yhi + 1, ystep)}
    grid = "".join([f"M{x:.1f},{bottom:.1f}V{top:.1f}" for x in xs.values()])
    grid += "".join([f"M{left:.1f},{y:.1f}H{right:.1f}" for y in ys.values()])
    body = [f'<path d="{grid}" fill="none" stroke="#bbb" stroke-width="1"/>']
    ax = 0 if xlo <= 0 <= xhi else xlo  # where the y-axis stands
    ay = 0 if ylo <= 0 <= yhi else ylo  # where the x-axis lies
    axis_x, axis_y = px(ax), py(ay)
    body.append(line(axis_x, bottom, axis_x, top, 2))
    body.append(line(left, axis_y, right, axis_y, 2))
    crossing = xlo < 0 < xhi or ylo < 0 < yhi
    for v, x in xs.items():
        if (v == ax and crossing) or (v // xstep) % label_every:
            continue
        body.append(t(x, axis_y + 16, str(v), size=11, cls="xtick"))
    for v, y in ys.items():
        if v == ay or (v // ystep) % label_every:
            continue
        body.append(t(axis_x - 6, y + 4, str(v), size=11, anchor="end", cls="ytick"))
    if xname:
        body.append(t(size / 2, size - 6, xname, size=12))
    if yname:
        body.append(
            f'<text x="14" y="{size / 2:.1f}" font-size="12" text-anchor="middle" {FONT} fill="{INK}" '
            f'transform="rotate(-90 14 {size / 2:.1f})">{escape(yname)}</text>'
        )
    if polygon:
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in polygon)
        body.append(
            f'<polygon class="poly" points="{path}" fill="{SHADE}" fill-opacity="0.35" stroke="{INK}" stroke-width="2.5"/>'
        )
    for (x1, y1), (x2, y2) in segments:
        body.append(line(px(x1), py(y1), px(x2), py(y2), 2.5))
    for x, y, name in points:
        body.append(f'<circle class="pt" cx="{px(x):.1f}" cy="{py(y):.1f}" r="5" fill="{INK}"/>')
        if name:
            body.append(t(px(x) + 8, py(y) - 8, name, size=13, anchor="start", cls="pt-label", bold=True))
    return document(size, size, title, desc, body)


def bars(
    labels: Sequence[str],
    values: Sequence[int],
    *,
    ystep: int,
    title: str,
    desc: str,
    touching: bool = False,
    xname: str = "",
    yname: str = "",
) -> str:
    """A bar chart (or, ``touching``, a histogram) with a numbered vertical scale."""
    top = max(values) if values else 1
    steps = max(1, -(-top // ystep))
    height, left, bottom = 220, 64, 250
    bar_w, gap = (56, 0) if touching else (50, 28)
    width = left + len(labels) * (bar_w + gap) + (30 if touching else 14)
    unit = height / (steps * ystep)
    body = [line(left, bottom, width - 10, bottom), line(left, bottom, left, bottom - height - 10)]
    for s in range(steps + 1):
        y = bottom - s * ystep * unit
        body.append(
            f'<line x1="{left}" y1="{y:.1f}" x2="{width - 10}" y2="{y:.1f}" stroke="#ccc" stroke-width="1"/>'
        )
        body.append(t(left - 8, y + 4, str(s * ystep), size=12, anchor="end", cls="ytick"))
    start = left + (10 if touching else gap / 2)
    for i, (name, value) in enumerate(zip(labels, values, strict=True)):
        x = start + i * (bar_w + gap)
        body.append(
            f'<rect class="bar" x="{x:.1f}" y="{bottom - value * unit:.1f}" width="{bar_w}" height="{value * unit:.1f}" '
            f'fill="{SHADE}" stroke="{INK}" stroke-width="2"/>'
        )
        body.append(t(x + bar_w / 2, bottom + 18, name, size=12, cls="bin"))
    if xname:
        body.append(t((left + width) / 2, bottom + 38, xname, size=12))
    if yname:
        body.append(
            f'<text x="16" y="{bottom - height / 2:.1f}" font-size="12" text-anchor="middle" {FONT} fill="{INK}" '
            f'transform="rotate(-90 16 {bottom - height / 2:.1f})">{escape(yname)}</text>'
        )
    return document(int(width), bottom + 48, title, desc, body)


def box_plot(
    lo: int,
    hi: int,
    step: int,
    five: Sequence[Fraction | int],
    *,
    title: str,
    desc: str,
    label_every: int = 1,
) -> str:
    """A box plot of the five-number summary ``five`` over a number line."""
    width, left, right, y = 560, 40, 520, 120
    scale = (right - left) / (hi - lo)
    flo = float(lo)

    def px(v: Fraction | int) -> float:
        return left + (float(v) - flo) * scale

    body = [line(left - 10, y, right + 10, y)]
    for i, value in enumerate(range(lo, hi + 1, step)):
        body.append(line(px(value), y - 6, px(value), y + 6, 1.5))
        if i % label_every == 0:
            body.append(t(px(value), y + 24, str(value), cls="tick-label"))
    mn, q1, med, q3, mx = five
    mid = 60
    body.append(
        f'<line class="whisker" x1="{px(mn):.1f}" y1="{mid}" x2="{px(q1):.1f}" y2="{mid}" stroke="{INK}" stroke-width="2"/>'
    )
    body.append(
        f'<line class="whisker" x1="{px(q3):.1f}" y1="{mid}" x2="{px(mx):.1f}" y2="{mid}" stroke="{INK}" stroke-width="2"/>'
    )
    for v in (mn, mx):
        body.append(line(px(v), mid - 12, px(v), mid + 12, 2))
    body.append(
        f'<rect class="box" x="{px(q1):.1f}" y="{mid - 22}" width="{px(q3) - px(q1):.1f}" height="44" '
        f'fill="{SHADE}" fill-opacity="0.5" stroke="{INK}" stroke-width="2"/>'
    )
    body.append(
        f'<line class="median" x1="{px(med):.1f}" y1="{mid - 22}" x2="{px(med):.1f}" y2="{mid + 22}" stroke="{INK}" stroke-width="3"/>'
    )
    return document(width, y + 40, title, desc, body)


def hundred_grid(shaded: int, *, title: str, desc: str) -> str:
    """A 10 by 10 grid with the first ``shaded`` squares (row by row) grey."""
    cell, x0, y0 = 28, 20, 20
    body = []
    for k in range(100):
        r, c = divmod(k, 10)
        fill = SHADE if k < shaded else "#fff"
        body.append(
            f'<rect class="cell" x="{x0 + c * cell}" y="{y0 + r * cell}" width="{cell}" height="{cell}" '
            f'fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
        )
    return document(2 * x0 + 10 * cell, 2 * y0 + 10 * cell, title, desc, body)


def figure(
    polygons: Sequence[Sequence[tuple[float, float]]],
    labels: Sequence[tuple[float, float, str]],
    *,
    title: str,
    desc: str,
    dashed: Sequence[tuple[tuple[float, float], tuple[float, float]]] = (),
    right_angles: Sequence[tuple[float, float, int, int]] = (),
    width: int = 420,
    height: int = 320,
    shaded: Sequence[int] = (),
) -> str:
    """Polygons (in picture coordinates) with text labels, dashed heights and right-angle marks
    (corner x, y and the directions of its two sides)."""
    body = []
    for i, pts in enumerate(polygons):
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        fill = SHADE if i in shaded else "#fff"
        opacity = ' fill-opacity="0.45"' if i in shaded else ""
        body.append(f'<polygon points="{path}" fill="{fill}"{opacity} stroke="{INK}" stroke-width="2.5"/>')
    for (x1, y1), (x2, y2) in dashed:
        body.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" stroke-width="2" stroke-dasharray="6 4"/>'
        )
    for x, y, dx_, dy_ in right_angles:
        s = 12
        body.append(
            f'<path d="M{x + dx_ * s:.1f},{y:.1f} L{x + dx_ * s:.1f},{y + dy_ * s:.1f} L{x:.1f},{y + dy_ * s:.1f}" '
            f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    for x, y, value in labels:
        body.append(t(x, y, value, size=14, cls="side-label"))
    return document(width, height, title, desc, body)


def box3d(
    length: str, width_: str, height: str, *, title: str, desc: str, cubes: tuple[int, int, int] | None = None
) -> str:
    """A rectangular prism drawn at an angle, its three edges labelled; with ``cubes`` (l, w, h
    counts) the front and top faces show the unit cubes."""
    x0, y0, w, h, d = 60, 120, 220, 130, 70
    dx_, dy_ = d * 0.7, -d * 0.6
    front = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
    top = [(x0, y0), (x0 + dx_, y0 + dy_), (x0 + w + dx_, y0 + dy_), (x0 + w, y0)]
    side = [(x0 + w, y0), (x0 + w + dx_, y0 + dy_), (x0 + w + dx_, y0 + h + dy_), (x0 + w, y0 + h)]
    body = []
    for pts, fill in ((front, "#fff"), (top, "#ddd"), (side, SHADE)):
        path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        body.append(f'<polygon points="{path}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>')
    if cubes:
        nl, nw, nh = cubes
        for i in range(1, nl):
            x = x0 + w * i / nl
            body.append(line(x, y0, x, y0 + h, 1))
            body.append(line(x, y0, x + dx_, y0 + dy_, 1))
        for j in range(1, nh):
            y = y0 + h * j / nh
            body.append(line(x0, y, x0 + w, y, 1))
            body.append(line(x0 + w, y, x0 + w + dx_, y + dy_, 1))
        for k in range(1, nw):
            fx_, fy_ = dx_ * k / nw, dy_ * k / nw
            body.append(line(x0 + fx_, y0 + fy_, x0 + w + fx_, y0 + fy_, 1))
            body.append(line(x0 + w + fx_, y0 + fy_, x0 + w + fx_, y0 + h + fy_, 1))
    body.append(t(x0 + w / 2, y0 + h + 24, length, cls="side-label"))
    body.append(t(x0 + w + dx_ + 10, y0 + dy_ + h / 2 + 5, height, anchor="start", cls="side-label"))
    body.append(t(x0 + dx_ / 2 - 12, y0 + dy_ / 2 - 6, width_, anchor="end", cls="side-label"))
    return document(420, 300, title, desc, body)
