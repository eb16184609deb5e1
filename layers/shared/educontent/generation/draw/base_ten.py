"""Base-ten blocks: flats (hundreds), rods (tens) and unit cubes (ones), each classed so a reader
of the SVG can count them."""

from __future__ import annotations

import math
from functools import lru_cache

from educontent.generation.draw.svg import INK, SHADE, document, line


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
