"""Fraction and multiplication models: equal-length bars cut into parts (some shaded, some light,
some crossed out), circles cut into slices, area models, tape diagrams and hundredths grids."""

from __future__ import annotations

import math
from collections.abc import Sequence

from educontent.generation.draw import svg

LIGHT = "#d0d0d0"


def bars(
    rows: Sequence[tuple[int, int, str]],
    *,
    title: str,
    desc: str,
    light: Sequence[int] = (),
    crossed: Sequence[int] = (),
) -> str:
    """Equal-length bars, one per row ``(parts, shaded, label)``; the first ``shaded`` parts are grey.
    ``light`` gives, per row, how many further parts are light grey (a second amount); ``crossed``
    how many of the last shaded parts are crossed out (taken away)."""
    width, left, bar_width, height = 560, 70, 460, 40
    body: list[str] = []
    for r, (parts, shaded, label) in enumerate(rows):
        top = 16 + r * (height + 18)
        extra = light[r] if r < len(light) else 0
        for p in range(parts):
            x = left + p * bar_width / parts
            fill = svg.SHADE if p < shaded else (LIGHT if p < shaded + extra else "#fff")
            body.append(
                f'<rect x="{x:.1f}" y="{top}" width="{bar_width / parts:.1f}" height="{height}" '
                f'fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
            )
            cross = crossed[r] if r < len(crossed) else 0
            if shaded - cross <= p < shaded:
                w = bar_width / parts
                body.append(svg.line(x + 4, top + 4, x + w - 4, top + height - 4, 2))
                body.append(svg.line(x + w - 4, top + 4, x + 4, top + height - 4, 2))
        if label:
            body.append(svg.text(left - 10, top + height / 2 + 5, label, anchor="end"))
    return svg.document(width, 30 + len(rows) * (height + 18), title, desc, body)


def pies(parts: int, shaded: int, *, title: str, desc: str, count: int = 1) -> str:
    """``count`` circles each cut into ``parts`` equal slices; the first ``shaded`` slices overall are grey."""
    r, gap = 70, 170
    body: list[str] = []
    for c in range(count):
        cx, cy = 90 + c * gap, 90
        for p in range(parts):
            fill = svg.SHADE if c * parts + p < shaded else "#fff"
            if parts == 1:
                body.append(
                    f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
                )
                continue
            a0 = math.radians(p * 360 / parts - 90)
            a1 = math.radians((p + 1) * 360 / parts - 90)
            x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
            x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
            large = 1 if 360 / parts > 180 else 0
            body.append(
                f'<path d="M{cx},{cy} L{x0:.1f},{y0:.1f} A{r},{r} 0 {large} 1 {x1:.1f},{y1:.1f} Z" '
                f'fill="{fill}" stroke="{svg.INK}" stroke-width="2"/>'
            )
    return svg.document(20 + count * gap, 180, title, desc, body)


def area_model(
    top: Sequence[str], side: Sequence[str], cells: Sequence[Sequence[str]], *, title: str, desc: str
) -> str:
    """A rectangle split into columns (labelled ``top``) and rows (labelled ``side``); ``cells[r][c]``
    is written inside each part (empty for none)."""
    x0, y0, w, h = 70, 40, 420, 60 * max(1, len(side)) + 40
    col_w = w / len(top)
    row_h = h / len(side)
    body: list[str] = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h:.0f}" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
    ]
    for c in range(1, len(top)):
        body.append(svg.line(x0 + c * col_w, y0, x0 + c * col_w, y0 + h, 2))
    for r in range(1, len(side)):
        body.append(svg.line(x0, y0 + r * row_h, x0 + w, y0 + r * row_h, 2))
    for c, label in enumerate(top):
        body.append(svg.text(x0 + (c + 0.5) * col_w, y0 - 12, label, weight="bold"))
    for r, label in enumerate(side):
        body.append(svg.text(x0 - 12, y0 + (r + 0.5) * row_h + 5, label, anchor="end", weight="bold"))
        for c in range(len(top)):
            value = cells[r][c] if r < len(cells) and c < len(cells[r]) else ""
            if value:
                body.append(svg.text(x0 + (c + 0.5) * col_w, y0 + (r + 0.5) * row_h + 5, value))
    return svg.document(x0 + w + 30, int(y0 + h + 30), title, desc, body)


def tape(rows: Sequence[tuple[str, int, str]], *, title: str, desc: str, total: str = "") -> str:
    """A tape diagram: per row ``(name, boxes, box label)`` equal boxes; ``total`` is written at the
    right of the last row (for example ``?``)."""
    left, box_w, box_h = 110, 52, 36
    most = max(n for _, n, _ in rows)
    body: list[str] = []
    for r, (name, boxes, label) in enumerate(rows):
        y = 20 + r * (box_h + 22)
        body.append(svg.text(left - 10, y + box_h / 2 + 5, name, anchor="end"))
        for b in range(boxes):
            x = left + b * box_w
            body.append(
                f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" fill="{svg.SHADE if r == 0 else "#fff"}" '
                f'stroke="{svg.INK}" stroke-width="2"/>'
            )
            body.append(svg.text(x + box_w / 2, y + box_h / 2 + 5, label, size=13))
        if total and r == len(rows) - 1:
            body.append(svg.text(left + boxes * box_w + 24, y + box_h / 2 + 5, total, weight="bold"))
    return svg.document(left + most * box_w + 70, 30 + len(rows) * (box_h + 22), title, desc, body)


def hundred_grid(shaded: int, *, title: str, desc: str, count: int = 1, shaded_second: int = 0) -> str:
    """``count`` 10 x 10 grids; the first ``shaded`` squares of the first grid are grey (column by
    column, top to bottom), and ``shaded_second`` of the second. Drawn as shaded blocks under the
    grid lines, so a grid is a few dozen elements, not a hundred."""
    cell, gap = 16, 40
    side = 10 * cell
    body: list[str] = []
    for g in range(count):
        x0, y0 = 20 + g * (side + gap), 20
        amount = shaded if g == 0 else shaded_second
        full, part = divmod(amount, 10)
        if full:
            body.append(f'<rect x="{x0}" y="{y0}" width="{full * cell}" height="{side}" fill="{svg.SHADE}"/>')
        if part:
            body.append(
                f'<rect x="{x0 + full * cell}" y="{y0}" width="{cell}" height="{part * cell}" fill="{svg.SHADE}"/>'
            )
        for k in range(11):
            body.append(svg.line(x0 + k * cell, y0, x0 + k * cell, y0 + side, 1))
            body.append(svg.line(x0, y0 + k * cell, x0 + side, y0 + k * cell, 1))
    return svg.document(40 + count * side + (count - 1) * gap, side + 40, title, desc, body)
