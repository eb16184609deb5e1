"""Analog clocks side by side, each with a caption: hands drawn from the hour and minute."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw.svg import clock_face, document, dot, line, text


@lru_cache(maxsize=8)
def _clock_face(cx: float, cy: float) -> str:
    return "".join(clock_face(cx, cy, 80, numbers_at=63, number_dy=5, number_size=15))


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
