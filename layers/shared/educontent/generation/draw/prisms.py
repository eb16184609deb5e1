"""Rectangular prisms in oblique view: one box (optionally as unit cubes) or two boxes side by side."""

from __future__ import annotations

from collections.abc import Sequence

from educontent.generation.draw.svg import INK, document, line, text


def _box(ox: float, oy: float, length: int, width: int, height: int, s: float, grid: bool) -> list[str]:
    """A box drawn in oblique view with its front-bottom-left corner at (ox, oy)."""
    dx, dy = 0.5 * s, -0.35 * s  # one unit of depth
    L, H = length * s, height * s
    W = width
    front = [(ox, oy), (ox + L, oy), (ox + L, oy - H), (ox, oy - H)]
    top = [(ox, oy - H), (ox + L, oy - H), (ox + L + W * dx, oy - H + W * dy), (ox + W * dx, oy - H + W * dy)]
    side = [
        (ox + L, oy),
        (ox + L + W * dx, oy + W * dy),
        (ox + L + W * dx, oy - H + W * dy),
        (ox + L, oy - H),
    ]
    body = []
    for face, fill in ((front, "#fff"), (top, "#e6e6e6"), (side, "#cfcfcf")):
        pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in face)
        body.append(f'<polygon points="{pts}" fill="{fill}" stroke="{INK}" stroke-width="2.5"/>')
    if grid:
        for i in range(1, length):
            body.append(line(ox + i * s, oy, ox + i * s, oy - H, 1))
            body.append(line(ox + i * s, oy - H, ox + i * s + W * dx, oy - H + W * dy, 1))
        for k in range(1, height):
            body.append(line(ox, oy - k * s, ox + L, oy - k * s, 1))
            body.append(line(ox + L, oy - k * s, ox + L + W * dx, oy - k * s + W * dy, 1))
        for j in range(1, width):
            body.append(line(ox + j * dx, oy - H + j * dy, ox + L + j * dx, oy - H + j * dy, 1))
            body.append(line(ox + L + j * dx, oy + j * dy, ox + L + j * dx, oy - H + j * dy, 1))
    return body


def prism(
    length: int,
    width: int,
    height: int,
    labels: tuple[str, str, str] | None,
    *,
    grid: bool,
    title: str,
    desc: str,
) -> str:
    """A rectangular prism; with ``grid`` it is drawn as stacked unit cubes, with ``labels`` its
    length, width and height are written beside the edges."""
    s = min(44.0, 300 / (length + 0.5 * width), 220 / (height + 0.35 * width))
    ox, oy = 60.0, 60 + height * s + 0.35 * width * s
    body = _box(ox, oy, length, width, height, s, grid)
    if labels:
        dx, dy = 0.5 * s, -0.35 * s
        body.append(text(ox + length * s / 2, oy + 24, labels[0], size=14))
        body.append(
            text(
                ox + length * s + width * dx / 2 + 14,
                oy + width * dy / 2 + 16,
                labels[1],
                size=14,
                anchor="start",
            )
        )
        body.append(text(ox - 10, oy - height * s / 2 + 5, labels[2], size=14, anchor="end"))
    width_px = int(ox + length * s + width * 0.5 * s + 80)
    return document(max(width_px, 300), int(oy + 40), title, desc, body)


def two_prisms(
    first: tuple[int, int, int], second: tuple[int, int, int], labels: Sequence[str], *, title: str, desc: str
) -> str:
    """Two boxes standing side by side on the same base line (a solid made of two prisms); the
    labels are written under/next to each box: (l1, w1, h1, l2, w2, h2)."""
    total = first[0] + second[0]
    deep = max(first[1], second[1])
    tall = max(first[2], second[2])
    s = min(36.0, 380 / (total + 0.5 * deep + 3.5), 220 / (tall + 0.35 * deep))
    ox, oy = 70.0, 50 + tall * s + 0.35 * deep * s
    gap = 2.4 * s
    body = _box(ox, oy, *first, s, False)
    ox2 = ox + first[0] * s + gap
    body += _box(ox2, oy, *second, s, False)
    for (bx, (length, width, height)), (l1, w1, h1) in zip(
        ((ox, first), (ox2, second)), (labels[0:3], labels[3:6]), strict=True
    ):
        body.append(text(bx + length * s / 2, oy + 22, l1, size=13))
        body.append(text(bx - 6, oy - height * s / 2 + 5, h1, size=13, anchor="end"))
        body.append(
            text(
                bx + length * s + width * 0.25 * s + 6,
                oy - width * 0.175 * s + 18,
                w1,
                size=13,
                anchor="start",
            )
        )
    width_px = int(ox2 + second[0] * s + second[1] * 0.5 * s + 70)
    return document(max(width_px, 320), int(oy + 40), title, desc, body)
