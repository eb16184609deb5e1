"""The layout of ten-frames (2 rows of 5 boxes) drawn side by side, shared by the picture sets of
``svg`` and the counters of ``pictures``."""

from __future__ import annotations


def ten_frame_corners(frames: int, gap: int, space: int) -> list[tuple[int, int]]:
    """The top-left corner of every box of ``frames`` ten-frames (boxes ``gap`` wide, ``space``
    between frames), in the order the boxes are filled."""
    return [
        (20 + (k % 5) * gap + f * (5 * gap + space), 20 + (k // 5) * gap)
        for f in range(frames)
        for k in range(10)
    ]
