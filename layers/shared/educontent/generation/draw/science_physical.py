"""Physical-science models: two opposite forces pushing a box, waves drawn on a centimetre grid, and
ball-and-stick molecules. Each function returns the SVG document as a string."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from educontent.generation.draw import svg
from educontent.generation.draw.grids import grid_lines
from educontent.generation.draw.science_charts import INK, LIGHT, SHADE, arrow, circle, label


def forces(thing: str, left: int, right: int, mass: int | None, title: str, desc: str) -> str:
    """``thing`` in a box on the ground, pushed to the right by ``left`` newtons (arrow on its left)
    and to the left by ``right`` newtons; its mass is written inside when given."""
    body = [
        f'<rect x="250" y="100" width="100" height="80" fill="{LIGHT}" stroke="{INK}" stroke-width="2"/>',
        label(300, 135, thing, 14, width=12),
        svg.line(60, 180, 540, 180, 2),
    ]
    if mass is not None:
        body.append(label(300, 160, f"mass {mass} kg", 13))
    lw, rw = 30 + 12 * left, 30 + 12 * right
    body.append(arrow(250 - lw, 140, 248, 140, 4))
    body.append(label(250 - lw / 2, 120, f"{left} N →", 14, weight="bold"))
    body.append(arrow(350 + rw, 140, 352, 140, 4))
    body.append(label(350 + rw / 2, 120, f"← {right} N", 14, weight="bold"))
    return svg.document(600, 220, title, desc, body)


def waves(shown: Sequence[tuple[str, int, int]], title: str, desc: str) -> str:
    """One grid per wave ``(name, amplitude, wavelength)``, in grid squares of 1 cm (20 px), the
    dashed rest line across the middle."""
    grid, cols, rows_per = 20, 24, 10
    body = []
    height = 40 + len(shown) * (rows_per * grid + 40)
    for w, (name, amp, length) in enumerate(shown):
        top = 30 + w * (rows_per * grid + 40)
        body += grid_lines(40, top, cols, rows_per, grid, "#ccc")
        mid = top + rows_per * grid / 2
        body.append(
            f'<line x1="40" y1="{mid}" x2="{40 + cols * grid}" y2="{mid}" stroke="{INK}" stroke-width="1" stroke-dasharray="4 3"/>'
        )
        points = " ".join(
            f"{40 + x / 4 * grid:.1f},{mid - amp * grid * math.sin(2 * math.pi * (x / 4) / length):.1f}"
            for x in range(cols * 4 + 1)
        )
        body.append(f'<polyline points="{points}" fill="none" stroke="{INK}" stroke-width="3"/>')
        body.append(svg.text(20, top + 16, name, 14, anchor="middle", weight="bold"))
    body.append(
        svg.text(300, height - 8, "Each grid square is 1 cm. The dashed line is the rest position.", 12)
    )
    return svg.document(560, height, title, desc, body)


def molecule(spec: dict[str, Any], title: str, desc: str) -> str:
    """A ball-and-stick model: ``spec["atoms"]`` (symbols) at ``spec["xy"]`` (grid units of 70 px),
    joined by ``spec["bonds"]`` (pairs of atom indexes); hydrogen is smaller and lighter."""
    body = []
    atoms = spec["atoms"]
    coords = spec["xy"]
    for a, b in spec["bonds"]:
        (x1, y1), (x2, y2) = coords[a], coords[b]
        body.append(svg.line(150 + x1 * 70, 160 + y1 * 70, 150 + x2 * 70, 160 + y2 * 70, 5))
    for symbol, (x, y) in zip(atoms, coords, strict=True):
        r = 18 if symbol == "H" else 28
        body.append(circle(150 + x * 70, 160 + y * 70, r, LIGHT if symbol == "H" else SHADE))
        body.append(svg.text(150 + x * 70, 160 + y * 70 + 6, symbol, 16, weight="bold"))
    return svg.document(440, 320, title, desc, body)
