"""Coins drawn as circles sized like real coins, each with its name written on it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.pictures import WHITE
from educontent.generation.draw.svg import INK, SHADE, document, text

COIN_RADIUS = {"penny": 17, "nickel": 19, "dime": 15, "quarter": 22}


@lru_cache(maxsize=1024)
def coins(names: Sequence[str], *, title: str, desc: str) -> str:
    """Coins as circles sized like real coins, each with its name written on it."""
    body = []
    x = 10.0
    y = 40
    for k, name in enumerate(names):
        r = COIN_RADIUS[name]
        if k and k % 8 == 0:
            x, y = 10.0, y + 56
        x += r + 4
        fill = SHADE if name == "penny" else WHITE
        body.append(
            f'<g class="coin coin-{name}"><circle cx="{x:.1f}" cy="{y}" r="{r}" fill="{fill}" stroke="{INK}" '
            f'stroke-width="2"/>{text(x, y + 4, name, size=9)}</g>'
        )
        x += r + 4
    return document(int(min(len(names), 8) * 50 + 30), y + 34, title, desc, body)
