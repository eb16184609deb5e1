"""Number bonds: the whole in a circle on top, joined to its two parts below."""

from __future__ import annotations

from functools import lru_cache
from xml.sax.saxutils import escape

from educontent.generation.draw import svg
from educontent.generation.draw.pictures import WHITE
from educontent.generation.draw.svg import INK, document, line


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
            f'fill="{INK}">{escape(value)}</text>'
        )
    return document(300, 170, title, desc, body)
