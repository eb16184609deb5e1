"""Solid shapes: line drawings of a cube, rectangular prism, sphere, cylinder or cone, with the
hidden edges dashed."""

from __future__ import annotations

from functools import lru_cache

from educontent.generation.draw.pictures import WHITE
from educontent.generation.draw.svg import INK, SHADE, document


@lru_cache(maxsize=64)
def solid(name: str, title: str, desc: str) -> str:
    """A line drawing of a cube, rectangular prism, sphere, cylinder or cone (hidden edges dashed)."""
    dash = 'stroke-dasharray="6 5"'
    s = f'stroke="{INK}" stroke-width="2.5"'
    if name == "cube":
        parts = [
            f'<rect x="80" y="110" width="130" height="130" fill="{SHADE}" {s}/>',
            f'<polygon points="80,110 140,60 270,60 210,110" fill="{WHITE}" {s}/>',
            f'<polygon points="210,110 270,60 270,190 210,240" fill="{WHITE}" {s}/>',
            f'<path d="M80,240 L140,190 L270,190 M140,190 L140,60" fill="none" {s} {dash}/>',
        ]
    elif name == "rectangular prism":
        parts = [
            f'<rect x="50" y="130" width="200" height="100" fill="{SHADE}" {s}/>',
            f'<polygon points="50,130 100,90 300,90 250,130" fill="{WHITE}" {s}/>',
            f'<polygon points="250,130 300,90 300,190 250,230" fill="{WHITE}" {s}/>',
            f'<path d="M50,230 L100,190 L300,190 M100,190 L100,90" fill="none" {s} {dash}/>',
        ]
    elif name == "sphere":
        parts = [
            f'<circle cx="180" cy="160" r="100" fill="{SHADE}" {s}/>',
            f'<path d="M80,160 Q180,210 280,160" fill="none" {s}/>',
            f'<path d="M80,160 Q180,115 280,160" fill="none" {s} {dash}/>',
        ]
    elif name == "cylinder":
        parts = [
            f'<path d="M90,70 L90,240 Q180,290 270,240 L270,70" fill="{SHADE}" {s}/>',
            f'<ellipse cx="180" cy="70" rx="90" ry="28" fill="{WHITE}" {s}/>',
            f'<path d="M90,240 Q180,195 270,240" fill="none" {s} {dash}/>',
        ]
    else:  # cone
        parts = [
            f'<path d="M180,40 L80,240 Q180,290 280,240 Z" fill="{SHADE}" {s}/>',
            f'<path d="M80,240 Q180,195 280,240" fill="none" {s} {dash}/>',
        ]
    body = [f'<g class="solid solid-{name.replace(" ", "-")}">{"".join(parts)}</g>']
    return document(360, 300, title, desc, body)
