"""Shared helpers for the grade 7-8 generators (``math.g78.*``): building a question from its
parts, writing numbers (fractions, multiples of pi, powers, scientific notation, linear rules)
and drawing the diagrams (coordinate planes, angle figures, triangles, circles, solids)."""

from __future__ import annotations

import math
import random
import re
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from typing import TypeVar

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.draw.svg import INK, SHADE, document, line, text
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.numbers import fmt_decimal
from educontent.generation.registry import Draft, GenerationContext

Wrong = tuple[str, str, str]  # (display, misconception name, reason)

NAMES = (
    "Maya",
    "Leo",
    "Ava",
    "Sam",
    "Priya",
    "Omar",
    "Lina",
    "Kenji",
    "Zoe",
    "Mateo",
    "Amara",
    "Noah",
    "Sofia",
    "Ravi",
    "Elena",
    "Jamal",
)


T = TypeVar("T")


def pick(rng: random.Random, seq: Sequence[T]) -> T:
    return seq[rng.randrange(len(seq))]


def std(ctx: GenerationContext, *codes: str) -> str | None:
    """The first of ``codes`` that the skill lists (else the skill's first standard)."""
    for code in codes:
        if code in ctx.skill.standards:
            return code
    return None


def build(
    ctx: GenerationContext,
    *,
    prompt: str,
    answer: str,
    explanation: str,
    wrong: Sequence[Wrong] = (),
    fill: str | None = None,
    unit: str | None = None,
    fmt: str = "number",
    diagram: DiagramForm | None = None,
    table: TableForm | None = None,
    arithmetic: ArithmeticForm | None = None,
    task: TaskKind = "compute",
    steps: int = 1,
    mag: int = 1,
    key: str = "",
    standard: str | None = None,
    acceptable: Sequence[str] = (),
    instructions: str | None = None,
    value: str | int | None = None,
    words: bool = False,
) -> Draft:
    """Render one question; wrong answers equal to the answer or to each other are dropped."""
    seen = {answer}
    misconceptions = []
    for display, name, reason in wrong:
        if display and display not in seen:
            seen.add(display)
            misconceptions.append(Misconception(display, name, reason))
    if ctx.content_type is ContentType.DIAGRAM:
        representation = "visual"
    elif ctx.content_type is ContentType.DATA_TABLE:
        representation = "table"
    elif task == "word-problem" or words:
        representation = "text"
    else:
        representation = "symbolic"
    if value is None:
        value = int(answer) if _is_int(answer) else answer
    question = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=value,
        explanation=explanation,
        misconceptions=tuple(misconceptions),
        fill_text=fill,
        arithmetic=arithmetic,
        diagram=diagram,
        table=table,
        unit=unit,
        answer_format=fmt,  # type: ignore[arg-type]
        acceptable=tuple(a for a in acceptable if a != answer),
        features=Features(task=task, steps=steps, magnitude=max(1, mag), representation=representation),  # type: ignore[arg-type]
        key=key,
        standard=standard,
        instructions=instructions,
    )
    return render(question, ctx.content_type, ctx.rng)


def _is_int(s: str) -> bool:
    return re.fullmatch(r"-?[0-9]+", s) is not None


def digits(*values: Fraction | int) -> int:
    return max(len(str(abs(Fraction(v).numerator))) for v in values)


# ---- writing numbers ---------------------------------------------------------------------------


def num(x: Fraction | int) -> str:
    """``12``, ``-3``, ``3/4``, ``-5/2``."""
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def dec(x: Fraction | int) -> str:
    """A terminating value as a decimal (``2.5``, ``-0.75``, ``12``)."""
    x = Fraction(x)
    out = fmt_decimal(x)
    return "0" if out in ("-0", "0") else out


def terminates(x: Fraction) -> bool:
    d = Fraction(x).denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def pi_str(c: Fraction | int) -> str:
    """``16π``, ``π``, ``32π/3``."""
    c = Fraction(c)
    top = "" if c.numerator == 1 else str(c.numerator)
    return f"{top}π" if c.denominator == 1 else f"{top}π/{c.denominator}"


def pi_acceptable(c: Fraction | int) -> tuple[str, ...]:
    s = pi_str(c)
    out = [s.replace("π", "pi"), s.replace("π", " π").strip(), s.replace("π", "*pi")]
    c = Fraction(c)
    if c.denominator != 1:
        out.append(f"({c.numerator}/{c.denominator})π")
        out.append(f"{c.numerator}/{c.denominator}π")
    return tuple(out)


_SUP = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def sup(n: int) -> str:
    return str(n).translate(_SUP)


def power(base: int | Fraction, exp: int) -> str:
    b = num(base)
    if Fraction(base) < 0 or "/" in b:
        b = f"({b})"
    return f"{b}{sup(exp)}"


def sci(coef: Fraction, exp: int) -> str:
    return f"{dec(coef)} × 10{sup(exp)}"


def sci_plain(coef: Fraction, exp: int) -> str:
    return f"{dec(coef)} x 10^{exp}"


def coef_x(m: Fraction | int, var: str = "x") -> str:
    """The x-term of a rule: ``3x``, ``-x``, ``(1/2)x``."""
    m = Fraction(m)
    if m == 1:
        return var
    if m == -1:
        return f"-{var}"
    if m.denominator != 1:
        return f"({num(m)}){var}" if m > 0 else f"-({num(-m)}){var}"
    return f"{m.numerator}{var}"


def expr(m: Fraction | int, b: Fraction | int, var: str = "x") -> str:
    """``3x + 2``, ``-x - 4``, ``(1/2)x``, ``5``."""
    m, b = Fraction(m), Fraction(b)
    if m == 0:
        return num(b)
    out = coef_x(m, var)
    if b > 0:
        out += f" + {num(b)}"
    elif b < 0:
        out += f" - {num(-b)}"
    return out


def rule(m: Fraction | int, b: Fraction | int) -> str:
    return f"y = {expr(m, b)}"


def point(x: Fraction | int, y: Fraction | int) -> str:
    return f"({num(x)}, {num(y)})"


def money(x: Fraction | int) -> str:
    x = Fraction(x)
    return f"${x.numerator}" if x.denominator == 1 else f"${fmt_decimal(x, 2)}"


def isqrt_exact(n: int) -> int | None:
    r = math.isqrt(n)
    return r if r * r == n else None


def approx(x: Fraction, places: int = 2) -> Fraction:
    """``x`` rounded to ``places`` decimal places (for drawing positions only)."""
    scale = 10**places
    return Fraction(round(x * scale), scale)


def sqrt_approx(n: int, places: int = 2) -> Fraction:
    scale = 10**places
    return Fraction(math.isqrt(n * scale * scale), scale)


# ---- drawing -----------------------------------------------------------------------------------

GRID = "#c8c8c8"


def _dash(x1: float, y1: float, x2: float, y2: float, width: float = 2) -> str:
    return (
        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{INK}" '
        f'stroke-width="{width}" stroke-dasharray="6 4"/>'
    )


def dot(x: float, y: float, r: float = 5) -> str:
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{INK}"/>'


def clip_line(
    m: Fraction, b: Fraction, xr: tuple[int, int], yr: tuple[int, int]
) -> tuple[float, float, float, float] | None:
    """The part of y = mx + b inside the box, as two end points (floats, for drawing)."""
    pts: list[tuple[float, float]] = []
    for x in xr:
        y = m * x + b
        if yr[0] <= y <= yr[1]:
            pts.append((float(x), float(y)))
    if m != 0:
        for y in yr:
            x = (y - b) / m
            if xr[0] <= x <= xr[1]:
                pts.append((float(x), float(y)))
    pts = sorted(set(pts))
    if len(pts) < 2:
        return None
    return (*pts[0], *pts[-1])


@lru_cache(maxsize=256)
def _grid(
    xr: tuple[int, int], yr: tuple[int, int], step: int, label_every: int, xlabel: str, ylabel: str
) -> tuple[str, ...]:
    """The grid, axes and labels of a plane (the same for many items, so kept)."""
    size, pad = 400, 44
    xspan, yspan = xr[1] - xr[0], yr[1] - yr[0]
    ux, uy = (size - 2 * pad) / xspan, (size - 2 * pad) / yspan

    def px(v: float) -> float:
        return pad + (float(v) - xr[0]) * ux

    def py(v: float) -> float:
        return size - pad - (float(v) - yr[0]) * uy

    body: list[str] = []
    for v in range(xr[0], xr[1] + 1, step):
        body.append(
            f'<line x1="{px(v):.1f}" y1="{py(yr[0]):.1f}" x2="{px(v):.1f}" y2="{py(yr[1]):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
    for v in range(yr[0], yr[1] + 1, step):
        body.append(
            f'<line x1="{px(xr[0]):.1f}" y1="{py(v):.1f}" x2="{px(xr[1]):.1f}" y2="{py(v):.1f}" stroke="{GRID}" stroke-width="1"/>'
        )
    ax = 0 if xr[0] <= 0 <= xr[1] else xr[0]
    ay = 0 if yr[0] <= 0 <= yr[1] else yr[0]
    body.append(line(px(ax), py(yr[0]), px(ax), py(yr[1]), 2))
    body.append(line(px(xr[0]), py(ay), px(xr[1]), py(ay), 2))
    for i, v in enumerate(range(xr[0], xr[1] + 1, step)):
        if v != ax and i % label_every == 0:
            body.append(text(px(v), py(ay) + 16, str(v), size=10))
    for i, v in enumerate(range(yr[0], yr[1] + 1, step)):
        if v != ay and i % label_every == 0:
            body.append(text(px(ax) - 6, py(v) + 4, str(v), size=10, anchor="end"))
    if ax == 0 and ay == 0 and xr[0] < 0 < xr[1]:
        body.append(text(px(0) - 6, py(0) + 14, "0", size=10, anchor="end"))
    elif ax == xr[0] and ay == yr[0]:
        body.append(
            text(px(ax) - 6, py(ay) + 14, str(xr[0]) if xr[0] == yr[0] else "", size=10, anchor="end")
        )
    if xlabel:
        body.append(text(size / 2, size - 6, xlabel, size=12))
    if ylabel:
        body.append(
            f'<text x="14" y="{size / 2:.1f}" font-size="12" text-anchor="middle" '
            f'font-family="Helvetica, Arial, sans-serif" fill="{INK}" transform="rotate(-90 14 {size / 2:.1f})">'
            f"{_esc(ylabel)}</text>"
        )
    return tuple(body)


def plane(
    xr: tuple[int, int],
    yr: tuple[int, int],
    *,
    title: str,
    desc: str,
    step: int = 1,
    label_every: int = 1,
    points: Sequence[tuple[Fraction | int, Fraction | int, str]] = (),
    segments: Sequence[tuple[float, float, float, float]] = (),
    dashed: Sequence[tuple[float, float, float, float]] = (),
    polygons: Sequence[Sequence[tuple[Fraction | int, Fraction | int]]] = (),
    shaded: Sequence[Sequence[tuple[Fraction | int, Fraction | int]]] = (),
    polylines: Sequence[Sequence[tuple[Fraction | int, Fraction | int]]] = (),
    line_labels: Sequence[tuple[float, float, str]] = (),
    xlabel: str = "",
    ylabel: str = "",
) -> str:
    """A coordinate grid with points, segments, polygons and broken lines."""
    size, pad = 400, 44
    xspan, yspan = xr[1] - xr[0], yr[1] - yr[0]
    ux, uy = (size - 2 * pad) / xspan, (size - 2 * pad) / yspan

    def px(v: float) -> float:
        return pad + (float(v) - xr[0]) * ux

    def py(v: float) -> float:
        return size - pad - (float(v) - yr[0]) * uy

    body: list[str] = list(_grid(xr, yr, step, label_every, xlabel, ylabel))
    for pts in shaded:
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
        body.append(
            f'<polygon points="{path}" fill="{SHADE}" fill-opacity="0.5" stroke="{INK}" stroke-width="2"/>'
        )
    for pts in polygons:
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
        body.append(f'<polygon points="{path}" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    for pts in polylines:
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
        body.append(f'<polyline points="{path}" fill="none" stroke="{INK}" stroke-width="2.5"/>')
    for x1, y1, x2, y2 in segments:
        body.append(line(px(x1), py(y1), px(x2), py(y2), 2.5))
    for x1, y1, x2, y2 in dashed:
        body.append(_dash(px(x1), py(y1), px(x2), py(y2), 2))
    for x, y, label in line_labels:
        body.append(text(px(x), py(y), label, size=12, weight="bold"))
    for x, y, name in points:
        body.append(dot(px(x), py(y), 4.5))
        if name:
            body.append(text(px(x) + 7, py(y) - 7, name, size=12, anchor="start", weight="bold"))
    return document(size, size, title, desc, body)


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rays(
    directions: Sequence[float],
    labels: Sequence[tuple[float, str]],
    *,
    title: str,
    desc: str,
    full_lines: Sequence[float] = (),
    right_angle_at: float | None = None,
) -> str:
    """Rays from one point at ``directions`` (degrees, counter-clockwise from east); each label sits
    at its own direction near the centre. ``full_lines`` are drawn through the point both ways."""
    cx, cy, r = 200, 150, 125
    body: list[str] = []
    for d in full_lines:
        a = math.radians(d)
        body.append(
            line(cx - r * math.cos(a), cy + r * math.sin(a), cx + r * math.cos(a), cy - r * math.sin(a), 3)
        )
    for d in directions:
        a = math.radians(d)
        body.append(line(cx, cy, cx + r * math.cos(a), cy - r * math.sin(a), 3))
    if right_angle_at is not None:
        a, b = math.radians(right_angle_at), math.radians(right_angle_at + 90)
        s = 16
        p1 = (cx + s * math.cos(a), cy - s * math.sin(a))
        p3 = (cx + s * math.cos(b), cy - s * math.sin(b))
        p2 = (p1[0] + s * math.cos(b), p1[1] - s * math.sin(b))
        body.append(
            f'<polyline points="{p1[0]:.1f},{p1[1]:.1f} {p2[0]:.1f},{p2[1]:.1f} {p3[0]:.1f},{p3[1]:.1f}" '
            f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    body.append(dot(cx, cy, 4))
    for d, label in labels:
        a = math.radians(d)
        body.append(text(cx + 58 * math.cos(a), cy - 58 * math.sin(a) + 5, label, size=14, weight="bold"))
    return document(400, 300, title, desc, body)


def triangle(
    pts: Sequence[tuple[float, float]],
    *,
    title: str,
    desc: str,
    sides: Sequence[str] = ("", "", ""),
    vertices: Sequence[str] = ("", "", ""),
    angles: Sequence[str] = ("", "", ""),
    right_at: int | None = None,
    height: tuple[tuple[float, float], tuple[float, float], str] | None = None,
    extend: tuple[int, int, str] | None = None,
    size: tuple[int, int] = (400, 320),
) -> str:
    """A triangle (pixel coordinates) with side labels (side i joins vertex i and i+1), vertex
    names, angle labels inside each corner, an optional right-angle mark, dashed height and an
    extended side (from vertex a through vertex b) with an exterior-angle label."""
    body: list[str] = []
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    body.append(f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>')
    cx = sum(p[0] for p in pts) / 3
    cy = sum(p[1] for p in pts) / 3
    for i, label in enumerate(sides):
        if not label:
            continue
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % 3]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = mx - cx, my - cy
        n = math.hypot(dx, dy) or 1
        body.append(text(mx + 20 * dx / n, my + 20 * dy / n + 5, label, size=14))
    for i, label in enumerate(vertices):
        if not label:
            continue
        x, y = pts[i]
        dx, dy = x - cx, y - cy
        n = math.hypot(dx, dy) or 1
        body.append(text(x + 16 * dx / n, y + 16 * dy / n + 5, label, size=14, weight="bold"))
    for i, label in enumerate(angles):
        if not label:
            continue
        x, y = pts[i]
        dx, dy = cx - x, cy - y
        n = math.hypot(dx, dy) or 1
        body.append(text(x + 34 * dx / n, y + 34 * dy / n + 5, label, size=13))
    if right_at is not None:
        v = pts[right_at]
        a, b = pts[(right_at + 1) % 3], pts[(right_at + 2) % 3]
        s = 14

        def unit(p: tuple[float, float]) -> tuple[float, float]:
            d = math.hypot(p[0] - v[0], p[1] - v[1]) or 1
            return (p[0] - v[0]) / d, (p[1] - v[1]) / d

        ua, ub = unit(a), unit(b)
        p1 = (v[0] + s * ua[0], v[1] + s * ua[1])
        p2 = (p1[0] + s * ub[0], p1[1] + s * ub[1])
        p3 = (v[0] + s * ub[0], v[1] + s * ub[1])
        body.append(
            f'<polyline points="{p1[0]:.1f},{p1[1]:.1f} {p2[0]:.1f},{p2[1]:.1f} {p3[0]:.1f},{p3[1]:.1f}" '
            f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
    if height is not None:
        (x1, y1), (x2, y2), label = height
        body.append(_dash(x1, y1, x2, y2, 2))
        body.append(text(x1 + 8, (y1 + y2) / 2 + 5, label, size=14, anchor="start"))
    if extend is not None:
        a, b, label = extend
        (x1, y1), (x2, y2) = pts[a], pts[b]
        dx, dy = x2 - x1, y2 - y1
        n = math.hypot(dx, dy) or 1
        ex, ey = x2 + 80 * dx / n, y2 + 80 * dy / n
        body.append(line(x2, y2, ex, ey, 3))
        # label between the extension and the other side at b
        other = pts[3 - a - b]
        ox, oy = other[0] - x2, other[1] - y2
        on = math.hypot(ox, oy) or 1
        bx, by = dx / n + ox / on, dy / n + oy / on
        bn = math.hypot(bx, by) or 1
        body.append(text(x2 + 36 * bx / bn, y2 + 36 * by / bn + 5, label, size=13))
    return document(size[0], size[1], title, desc, body)


def polygon_fig(
    pts: Sequence[tuple[float, float]],
    side_labels: Sequence[str],
    *,
    title: str,
    desc: str,
    dashed: Sequence[tuple[float, float, float, float]] = (),
    dashed_label: tuple[float, float, str] | None = None,
    size: tuple[int, int] = (420, 340),
) -> str:
    """A polygon in pixel coordinates with a label outside the middle of each side."""
    body: list[str] = []
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
    body.append(f'<polygon points="{path}" fill="#fff" stroke="{INK}" stroke-width="3"/>')
    n = len(pts)
    area2 = sum(pts[i][0] * pts[(i + 1) % n][1] - pts[(i + 1) % n][0] * pts[i][1] for i in range(n))
    orient = 1 if area2 > 0 else -1
    for i, label in enumerate(side_labels):
        if not label:
            continue
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = x2 - x1, y2 - y1
        d = math.hypot(dx, dy) or 1
        # outward normal for the polygon's orientation (screen coordinates)
        nx, ny = orient * dy / d, -orient * dx / d
        body.append(text(mx + 20 * nx, my + 20 * ny + 5, label, size=14))
    for seg in dashed:
        body.append(_dash(*seg))
    if dashed_label is not None:
        body.append(text(dashed_label[0], dashed_label[1], dashed_label[2], size=14, anchor="start"))
    return document(size[0], size[1], title, desc, body)


def circle_fig(label: str, *, diameter: bool, title: str, desc: str) -> str:
    cx, cy, r = 160, 140, 100
    body = [
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="{INK}" stroke-width="3"/>',
        dot(cx, cy, 4),
    ]
    if diameter:
        body.append(line(cx - r, cy, cx + r, cy, 2))
        body.append(text(cx, cy - 10, label, size=15))
    else:
        body.append(line(cx, cy, cx + r, cy, 2))
        body.append(text(cx + r / 2, cy - 10, label, size=15))
    return document(320, 280, title, desc, body)


def solid(kind: str, labels: dict[str, str], *, title: str, desc: str) -> str:
    """Line drawings of solids: ``cylinder``, ``cone``, ``sphere``, ``hemisphere``, ``box``,
    ``tri-prism``, ``pyramid``. ``labels`` keys: r, d, h, l, w, s, b (triangle base), t (triangle height)."""
    body: list[str] = []
    ell = f'fill="none" stroke="{INK}" stroke-width="2.5"'
    if kind in ("cylinder", "cone"):
        cx, top, bottom, rx, ry = 170, 50, 250, 90, 24
        body.append(f'<ellipse cx="{cx}" cy="{bottom}" rx="{rx}" ry="{ry}" {ell} stroke-dasharray="6 4"/>')
        body.append(
            f'<path d="M{cx - rx},{bottom} A{rx},{ry} 0 0 0 {cx + rx},{bottom}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        )
        if kind == "cylinder":
            body.append(f'<ellipse cx="{cx}" cy="{top}" rx="{rx}" ry="{ry}" {ell}/>')
            body.append(line(cx - rx, top, cx - rx, bottom, 2.5))
            body.append(line(cx + rx, top, cx + rx, bottom, 2.5))
            hx = cx + rx + 14
            body.append(_dash(hx, top, hx, bottom, 1.5))
        else:
            body.append(line(cx - rx, bottom, cx, top, 2.5))
            body.append(line(cx + rx, bottom, cx, top, 2.5))
            body.append(_dash(cx, top, cx, bottom, 1.5))
            hx = cx
        if "h" in labels:
            body.append(text(hx + 8, (top + bottom) / 2, labels["h"], size=14, anchor="start"))
        if "d" in labels:
            body.append(_dash(cx - rx, bottom, cx + rx, bottom, 1.5))
            body.append(text(cx - rx / 2, bottom + 18, labels["d"], size=14))
        elif "r" in labels:
            body.append(_dash(cx, bottom, cx + rx, bottom, 1.5))
            body.append(dot(cx, bottom, 3))
            body.append(text(cx + rx / 2, bottom + 18, labels["r"], size=14))
        return document(340, 300, title, desc, body)
    if kind in ("sphere", "hemisphere"):
        cx, cy, r = 170, 150, 110
        if kind == "sphere":
            body.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" {ell}/>')
            body.append(
                f'<path d="M{cx - r},{cy} A{r},{r * 0.25} 0 0 0 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="2"/>'
            )
            body.append(
                f'<path d="M{cx - r},{cy} A{r},{r * 0.25} 0 0 1 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
            )
        else:
            cy = 190
            body.append(
                f'<path d="M{cx - r},{cy} A{r},{r} 0 0 1 {cx + r},{cy}" fill="none" stroke="{INK}" stroke-width="2.5"/>'
            )
            body.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{r}" ry="{r * 0.25}" {ell}/>')
        body.append(dot(cx, cy, 3.5))
        if "d" in labels:
            body.append(_dash(cx - r, cy, cx + r, cy, 1.5))
            body.append(text(cx, cy - 10, labels["d"], size=14))
        else:
            body.append(_dash(cx, cy, cx + r, cy, 1.5))
            body.append(text(cx + r / 2, cy - 10, labels.get("r", ""), size=14))
        return document(340, 300, title, desc, body)
    if kind == "box":
        x0, y0, w, h, ox, oy = 60, 110, 200, 130, 70, -50
        front = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h), (x0, y0 + h)]
        body.append(
            f'<polygon points="{" ".join(f"{x},{y}" for x, y in front)}" fill="#fff" stroke="{INK}" stroke-width="2.5"/>'
        )
        body.append(line(x0, y0, x0 + ox, y0 + oy, 2.5))
        body.append(line(x0 + w, y0, x0 + w + ox, y0 + oy, 2.5))
        body.append(line(x0 + w, y0 + h, x0 + w + ox, y0 + h + oy, 2.5))
        body.append(line(x0 + ox, y0 + oy, x0 + w + ox, y0 + oy, 2.5))
        body.append(line(x0 + w + ox, y0 + oy, x0 + w + ox, y0 + h + oy, 2.5))
        body.append(_dash(x0, y0 + h, x0 + ox, y0 + h + oy, 1.5))
        body.append(_dash(x0 + ox, y0 + h + oy, x0 + w + ox, y0 + h + oy, 1.5))
        body.append(_dash(x0 + ox, y0 + oy, x0 + ox, y0 + h + oy, 1.5))
        if "l" in labels:
            body.append(text(x0 + w / 2, y0 + h + 22, labels["l"], size=14))
        if "h" in labels:
            body.append(text(x0 - 8, y0 + h / 2 + 5, labels["h"], size=14, anchor="end"))
        if "w" in labels:
            body.append(text(x0 + w + ox / 2 + 8, y0 + h + oy / 2 + 14, labels["w"], size=14, anchor="start"))
        return document(380, 290, title, desc, body)
    if kind == "tri-prism":
        a, b, c = (50, 230), (170, 230), (50, 110)
        ox, oy = 150, -60
        body.append(
            f'<polygon points="{a[0]},{a[1]} {b[0]},{b[1]} {c[0]},{c[1]}" fill="#fff" stroke="{INK}" stroke-width="2.5"/>'
        )
        for p in (b, c):
            body.append(line(p[0], p[1], p[0] + ox, p[1] + oy, 2.5))
        body.append(line(b[0] + ox, b[1] + oy, c[0] + ox, c[1] + oy, 2.5))
        body.append(_dash(a[0], a[1], a[0] + ox, a[1] + oy, 1.5))
        body.append(_dash(a[0] + ox, a[1] + oy, b[0] + ox, b[1] + oy, 1.5))
        body.append(_dash(a[0] + ox, a[1] + oy, c[0] + ox, c[1] + oy, 1.5))
        body.append(
            f'<polyline points="{a[0] + 12},{a[1]} {a[0] + 12},{a[1] - 12} {a[0]},{a[1] - 12}" fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
        if "b" in labels:
            body.append(text((a[0] + b[0]) / 2, a[1] + 22, labels["b"], size=14))
        if "t" in labels:
            body.append(text(a[0] - 8, (a[1] + c[1]) / 2 + 5, labels["t"], size=14, anchor="end"))
        if "l" in labels:
            body.append(text(b[0] + ox / 2 + 10, b[1] + oy / 2 + 16, labels["l"], size=14, anchor="start"))
        return document(380, 280, title, desc, body)
    raise ValueError(kind)


def rect_fig(width_label: str, height_label: str, caption: str, *, title: str, desc: str) -> str:
    x0, y0, w, h = 70, 30, 260, 160
    body = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="#fff" stroke="{INK}" stroke-width="3"/>',
        text(x0 + w / 2, y0 + h + 24, width_label, size=14),
        text(x0 - 10, y0 + h / 2 + 5, height_label, size=14, anchor="end"),
        text(x0 + w / 2, y0 + h + 52, caption, size=14, weight="bold"),
    ]
    return document(400, 260, title, desc, body)


def parallel_fig(labels: dict[int, str], *, title: str, desc: str) -> str:
    """Two horizontal parallel lines cut by a transversal; angles 1-4 at the top crossing and 5-8 at
    the bottom crossing, each set going clockwise from the upper left."""
    body: list[str] = []
    y1, y2 = 90, 210
    body.append(line(30, y1, 420, y1, 3))
    body.append(line(30, y2, 420, y2, 3))
    # transversal through (260, 90) and (180, 210)
    tx1, tx2 = 260, 180
    slope = (tx2 - tx1) / (y2 - y1)
    body.append(line(tx1 - slope * 60, y1 - 60, tx2 + slope * 60, y2 + 60, 3))
    body.append(text(410, y1 - 8, "p", size=14, weight="bold"))
    body.append(text(410, y2 - 8, "q", size=14, weight="bold"))
    body.append(text(tx1 - slope * 60 + 14, y1 - 52, "t", size=14, weight="bold"))
    offsets = [(-30, -10), (26, -10), (30, 22), (-26, 22)]
    for base, (cx, cy) in ((0, (tx1, y1)), (4, (tx2, y2))):
        for k, (dx, dy) in enumerate(offsets):
            n = base + k + 1
            label = labels.get(n, str(n))
            body.append(text(cx + dx, cy + dy, label, size=13, weight="bold" if n in labels else "normal"))
    body.append(
        f'<path d="M215,{y1} l-10,-6 m10,6 l-10,6" fill="none" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M330,{y2} l-10,-6 m10,6 l-10,6" fill="none" stroke="{INK}" stroke-width="2"/>'
    )
    return document(450, 300, title, desc, body)


def to_float(v: Fraction | int) -> float:
    return float(v)


__all__ = [
    "NAMES",
    "SHADE",
    "ArithmeticForm",
    "DiagramForm",
    "TableForm",
    "Wrong",
]
