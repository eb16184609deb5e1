"""Grids and rectangles: unit-square grids with shaded cells, rectangles split into parts, area
models, a unit square cut into a fraction-times-fraction area model, and rectangles drawn to scale
with labelled sides."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw.svg import INK, SHADE, document, line, rect, text


def grid_cells(cols: int, rows: int, cells: Sequence[tuple[int, int]], *, title: str, desc: str) -> str:
    """A grid of unit squares with the listed (column, row) cells shaded."""
    size = min(40, 320 // max(cols, rows))
    body = []
    for c, r in cells:
        body.append(
            f'<rect x="{20 + c * size}" y="{20 + r * size}" width="{size}" height="{size}" fill="{SHADE}" stroke="none" class="unit"/>'
        )
    body += grid_lines(20, 20, cols, rows, size, INK)
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
        body.append(rect(x, y0, w * unit, height * unit, "#fff", 3))
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
        body.append(rect(x, y0, w * scale, h, "#fff", 2))
        body.append(text(x + w * scale / 2, y0 - 12, top, size=14))
        body.append(text(x + w * scale / 2, y0 + h / 2 + 5, mid, size=14))
        x += w * scale
    body.append(text(x0 - 12, y0 + h / 2 + 5, side_label, size=14, anchor="end"))
    return document(540, y0 + h + 30, title, desc, body)


def fraction_area(cols: int, rows: int, shaded_cols: int, shaded_rows: int, *, title: str, desc: str) -> str:
    """A unit square cut into ``cols`` × ``rows`` equal pieces with a ``shaded_cols`` × ``shaded_rows``
    corner shaded (a fraction-times-fraction area model)."""
    x0, y0, side = 40, 30, 260
    body = []
    for c in range(cols):
        for r in range(rows):
            fill = SHADE if c < shaded_cols and r < shaded_rows else "#fff"
            body.append(rect(x0 + c * side / cols, y0 + r * side / rows, side / cols, side / rows, fill, 1.5))
    body.append(rect(x0, y0, side, side, "none", 3))
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
    body = [rect(x0, y0, w, h, "#fff", 3)]
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


def grid_lines(x: int, y: int, cols: int, rows: int, size: int, stroke: str) -> list[str]:
    """The thin lines of a ``cols`` by ``rows`` grid of ``size`` squares from (x, y): the verticals,
    then the horizontals."""
    bottom, right = y + rows * size, x + cols * size
    verticals = [
        f'<line x1="{x + c * size}" y1="{y}" x2="{x + c * size}" y2="{bottom}" stroke="{stroke}" stroke-width="1"/>'
        for c in range(cols + 1)
    ]
    horizontals = [
        f'<line x1="{x}" y1="{y + r * size}" x2="{right}" y2="{y + r * size}" stroke="{stroke}" stroke-width="1"/>'
        for r in range(rows + 1)
    ]
    return verticals + horizontals
