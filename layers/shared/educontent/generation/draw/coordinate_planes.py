"""Coordinate planes for the grade 6-7 generators: any window and scale, numbered axes (``xtick``,
``ytick``), labelled points (``pt``, ``pt-label``), a shaded polygon and segments."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from educontent.generation.draw.figures import label
from educontent.generation.draw.svg import INK, SHADE, document, line, upward_text


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
        body.append(label(x, axis_y + 16, str(v), size=11, cls="xtick"))
    for v, y in ys.items():
        if v == ay or (v // ystep) % label_every:
            continue
        body.append(label(axis_x - 6, y + 4, str(v), size=11, anchor="end", cls="ytick"))
    if xname:
        body.append(label(size / 2, size - 6, xname, size=12))
    if yname:
        body.append(upward_text(14, size / 2, yname))
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
            body.append(label(px(x) + 8, py(y) - 8, name, size=13, anchor="start", cls="pt-label", bold=True))
    return document(size, size, title, desc, body)
