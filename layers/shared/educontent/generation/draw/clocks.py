"""Analog clocks side by side, each with a caption: hands drawn from the hour and minute."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.svg import INK, document, dot, line, text


@lru_cache(maxsize=8)
def _clock_face(cx: float, cy: float) -> str:
    r = 80
    body = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fff" stroke="{INK}" stroke-width="4"/>']
    for n in range(1, 13):
        angle = math.radians(n * 30 - 90)
        body.append(text(cx + 63 * math.cos(angle), cy + 63 * math.sin(angle) + 5, str(n), size=15))
    for m in range(60):
        angle = math.radians(m * 6 - 90)
        inner = 74 if m % 5 else 70
        body.append(
            line(
                cx + inner * math.cos(angle),
                cy + inner * math.sin(angle),
                cx + r * math.cos(angle),
                cy + r * math.sin(angle),
                1,
            )
        )
    return "".join(body)


def _clock_body(cx: float, cy: float, hour: int, minute: int) -> list[str]:
    body = [_clock_face(cx, cy)]
    hour_angle = math.radians((hour % 12) * 30 + minute * 0.5 - 90)
    minute_angle = math.radians(minute * 6 - 90)
    body.append(line(cx, cy, cx + 40 * math.cos(hour_angle), cy + 40 * math.sin(hour_angle), 6))
    body.append(line(cx, cy, cx + 62 * math.cos(minute_angle), cy + 62 * math.sin(minute_angle), 3))
    body.append(dot(cx, cy, 5))
    return body


def clocks(times: Sequence[tuple[int, int, str]], *, title: str, desc: str) -> str:
    """One or more analog clocks side by side, each with a caption under it."""
    body: list[str] = []
    for i, (hour, minute, caption) in enumerate(times):
        cx = 100 + i * 200
        body += _clock_body(cx, 95, hour, minute)
        if caption:
            body.append(text(cx, 200, caption, size=15, weight="bold"))
    return document(200 * len(times), 215, title, desc, body)
