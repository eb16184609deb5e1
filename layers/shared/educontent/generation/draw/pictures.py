"""Counted pictures for the early grades: icons (star, heart, apple, flower, ball, triangle, dot,
block) drawn in a line, an array, scattered, in ten-frames, in looped groups, in labelled rows, in
pairs, or mixed for sorting.

Every counted thing is a ``<g class="item ...">``, so a reader of the SVG can count what is shown.
All output is black and white with grey fills, with a title and a desc.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from educontent.generation.draw import svg
from educontent.generation.draw._frames import ten_frame_corners
from educontent.generation.draw.svg import INK, SHADE, document, line, text

WHITE = "#fff"
GAP = 44

# picture icons the helpers below can draw, with their plural names
ICONS = (
    ("star", "stars"),
    ("heart", "hearts"),
    ("apple", "apples"),
    ("flower", "flowers"),
    ("ball", "balls"),
)
ICON_PLURAL = dict(ICONS) | {"block": "blocks", "triangle": "triangles", "dot": "dots", "square": "squares"}


def triangle(cx: float, cy: float, r: float, fill: str) -> str:
    """A triangle pointing up, centred at (cx, cy)."""
    return (
        f'<polygon points="{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy + r * 0.8:.1f} {cx - r:.1f},{cy + r * 0.8:.1f}" '
        f'fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
    )


@lru_cache(maxsize=16384)
def icon(
    category: str,
    x: float,
    y: float,
    r: float = 15,
    *,
    hollow: bool = False,
    crossed: bool = False,
    extra: str = "",
) -> str:
    """One picture of ``category`` centred at (x, y), wrapped in ``<g class="item">``."""
    if category == "triangle":
        body = triangle(x, y, r, WHITE if hollow else SHADE)
    else:
        body = svg.icon_shape(category, x, y, r)
        if hollow:
            body = body.replace(f'fill="{SHADE}"', f'fill="{WHITE}"')
    if crossed:
        body += line(x - r - 3, y - r - 3, x + r + 3, y + r + 3, 3) + line(
            x - r - 3, y + r + 3, x + r + 3, y - r - 3, 3
        )
    classes = (
        "item"
        + (" hollow" if hollow else "")
        + (" crossed" if crossed else "")
        + (f" {extra}" if extra else "")
    )
    return f'<g class="{classes}" data-x="{x:.1f}" data-y="{y:.1f}">{body}</g>'


def _wrap(positions: Sequence[tuple[float, float]], pad: float = 30) -> tuple[int, int]:
    width = int(max((x for x, _ in positions), default=0) + pad + 10)
    height = int(max((y for _, y in positions), default=0) + pad + 10)
    return max(width, 120), max(height, 70)


def layout(count: int, arrangement: str) -> list[tuple[float, float]]:
    """Centres for ``count`` pictures in a line (rows of ten), an array or a scattered set."""
    if arrangement == "array":
        cols = 5 if count > 12 else max(1, math.ceil(math.sqrt(count)))
        return [(30 + (k % cols) * GAP, 30 + (k // cols) * GAP) for k in range(count)]
    if arrangement == "scattered":
        cols = 5
        return [
            (30 + (k % cols) * 58 + (13 * k % 19) - 9, 30 + (k // cols) * 54 + (7 * k % 15) - 7)
            for k in range(count)
        ]
    return [(30 + (k % 10) * GAP, 30 + (k // 10) * GAP) for k in range(count)]


@lru_cache(maxsize=1024)
def pictures(
    category: str,
    count: int,
    arrangement: str,
    *,
    title: str,
    desc: str,
    crossed: int = 0,
    hollow: int = 0,
) -> str:
    """``count`` pictures; the last ``crossed`` are crossed out, the last ``hollow`` are white."""
    if arrangement == "ten-frame":
        return ten_frames(count, category=category, title=title, desc=desc, hollow=hollow, crossed=crossed)
    positions = layout(count, arrangement)
    body = [
        icon(category, x, y, hollow=k >= count - hollow, crossed=k >= count - crossed)
        for k, (x, y) in enumerate(positions)
    ]
    width, height = _wrap(positions)
    return document(width, height, title, desc, body)


@lru_cache(maxsize=1024)
def ten_frames(
    count: int,
    *,
    frames: int | None = None,
    category: str = "dot",
    title: str,
    desc: str,
    hollow: int = 0,
    crossed: int = 0,
) -> str:
    """Ten-frames (2 rows of 5 boxes) filled in order with ``count`` counters."""
    frames = frames or max(1, math.ceil(count / 10))
    body = []
    for n, (x, y) in enumerate(ten_frame_corners(frames, GAP, 24)):
        body.append(
            f'<rect class="cell" x="{x}" y="{y}" width="{GAP}" height="{GAP}" fill="{WHITE}" '
            f'stroke="{INK}" stroke-width="2"/>'
        )
        if n < count:
            body.append(
                icon(
                    category,
                    x + GAP / 2,
                    y + GAP / 2,
                    15,
                    hollow=n >= count - hollow,
                    crossed=n >= count - crossed,
                )
            )
    return document(int(40 + frames * (5 * GAP + 24)), 2 * GAP + 40, title, desc, body)


@lru_cache(maxsize=1024)
def groups(
    category: str, sizes: Sequence[int], *, title: str, desc: str, hollow_groups: Sequence[int] = ()
) -> str:
    """Groups of pictures inside dashed loops; groups whose index is in ``hollow_groups`` are white."""
    x = 30.0
    body = []
    tallest = 1
    for g, size in enumerate(sizes):
        cols = min(max(size, 1), 5)
        rows = max(1, math.ceil(size / cols))
        tallest = max(tallest, rows)
        body.append(
            f'<rect class="loop" x="{x - 24:.1f}" y="6" width="{cols * GAP + 4:.1f}" height="{rows * GAP + 6:.1f}" '
            f'rx="12" fill="none" stroke="{INK}" stroke-width="1.5" stroke-dasharray="6 4"/>'
        )
        for k in range(size):
            body.append(
                icon(
                    category,
                    x + (k % cols) * GAP,
                    30 + (k // cols) * GAP,
                    hollow=g in hollow_groups,
                    extra=f"g{g + 1}",
                )
            )
        x += cols * GAP + 34
    return document(int(x), tallest * GAP + 30, title, desc, body)


@lru_cache(maxsize=1024)
def rows(
    items: Sequence[tuple[str, int, str]], *, title: str, desc: str, hollow_rows: Sequence[int] = ()
) -> str:
    """One row per (label, count, category), lined up from the left so they can be matched."""
    body = []
    most = max((c for _, c, _ in items), default=1)
    for r, (label, count, category) in enumerate(items):
        y = 32 + r * 54
        body.append(text(12, y + 5, label, size=14, anchor="start", weight="bold"))
        for k in range(count):
            body.append(icon(category, 110 + k * GAP, y, hollow=r in hollow_rows, extra=f"row{r + 1}"))
    return document(int(140 + most * GAP), 20 + len(items) * 54, title, desc, body)


@lru_cache(maxsize=1024)
def array(category: str, n_rows: int, n_cols: int, *, title: str, desc: str) -> str:
    body = [
        icon(category, 30 + c * GAP, 30 + r * GAP, extra=f"r{r + 1}")
        for r in range(n_rows)
        for c in range(n_cols)
    ]
    return document(int(40 + n_cols * GAP), int(40 + n_rows * GAP), title, desc, body)


def mixed(entries: Sequence[str], *, title: str, desc: str) -> str:
    """Pictures of several kinds scattered together (for sorting); ``entries`` in drawing order."""
    positions = layout(len(entries), "scattered")
    body = [icon(cat, x, y, extra=f"cat-{cat}") for cat, (x, y) in zip(entries, positions, strict=True)]
    width, height = _wrap(positions)
    return document(width, height, title, desc, body)


@lru_cache(maxsize=1024)
def pairs(category: str, count: int, *, title: str, desc: str) -> str:
    """Pictures set out in pairs (two rows, column by column) so an odd one out shows."""
    positions = [(30 + (k // 2) * GAP, 30 + (k % 2) * GAP) for k in range(count)]
    body = [icon(category, x, y) for x, y in positions]
    width, height = _wrap(positions)
    return document(width, max(height, 2 * GAP + 20), title, desc, body)
