"""Solid shapes: line drawings of a cube, rectangular prism, sphere, cylinder or cone, with the
hidden edges dashed."""

from __future__ import annotations

from functools import lru_cache

from educontent.generation.draw.pictures import WHITE
from educontent.generation.draw.svg import INK, SHADE, document

_DASH = 'stroke-dasharray="6 5"'
_S = f'stroke="{INK}" stroke-width="2.5"'

# the parts of each solid's drawing (front face shaded, hidden edges dashed)
_PARTS = {
    "cube": (
        f'<rect x="80" y="110" width="130" height="130" fill="{SHADE}" {_S}/>',
        f'<polygon points="80,110 140,60 270,60 210,110" fill="{WHITE}" {_S}/>',
        f'<polygon points="210,110 270,60 270,190 210,240" fill="{WHITE}" {_S}/>',
        f'<path d="M80,240 L140,190 L270,190 M140,190 L140,60" fill="none" {_S} {_DASH}/>',
    ),
    "rectangular prism": (
        f'<rect x="50" y="130" width="200" height="100" fill="{SHADE}" {_S}/>',
        f'<polygon points="50,130 100,90 300,90 250,130" fill="{WHITE}" {_S}/>',
        f'<polygon points="250,130 300,90 300,190 250,230" fill="{WHITE}" {_S}/>',
        f'<path d="M50,230 L100,190 L300,190 M100,190 L100,90" fill="none" {_S} {_DASH}/>',
    ),
    "sphere": (
        f'<circle cx="180" cy="160" r="100" fill="{SHADE}" {_S}/>',
        f'<path d="M80,160 Q180,210 280,160" fill="none" {_S}/>',
        f'<path d="M80,160 Q180,115 280,160" fill="none" {_S} {_DASH}/>',
    ),
    "cylinder": (
        f'<path d="M90,70 L90,240 Q180,290 270,240 L270,70" fill="{SHADE}" {_S}/>',
        f'<ellipse cx="180" cy="70" rx="90" ry="28" fill="{WHITE}" {_S}/>',
        f'<path d="M90,240 Q180,195 270,240" fill="none" {_S} {_DASH}/>',
    ),
    "cone": (
        f'<path d="M180,40 L80,240 Q180,290 280,240 Z" fill="{SHADE}" {_S}/>',
        f'<path d="M80,240 Q180,195 280,240" fill="none" {_S} {_DASH}/>',
    ),
}


@lru_cache(maxsize=64)
def solid(name: str, title: str, desc: str) -> str:
    """A line drawing of a cube, rectangular prism, sphere, cylinder or cone (hidden edges dashed;
    any other name is drawn as a cone)."""
    parts = _PARTS.get(name, _PARTS["cone"])
    body = [f'<g class="solid solid-{name.replace(" ", "-")}">{"".join(parts)}</g>']
    return document(360, 300, title, desc, body)
