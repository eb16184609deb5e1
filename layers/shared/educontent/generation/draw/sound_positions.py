"""Sound position boxes: one empty box for each sound of a word, the asked box marked with a question
mark and an arrow, so a child sees whether the first, middle or last sound is wanted. The word is
not written, so the picture never gives the answer away."""

from __future__ import annotations

import math

from educontent.generation.draw import svg


def sound_positions(count: int, asked: int, title: str, desc: str) -> str:
    """``count`` boxes in a row, box ``asked`` (0-based) holding a question mark under an arrow."""
    size, gap = 56, 14
    width = max(240, count * (size + gap) + 40)
    left = (width - count * (size + gap) + gap) / 2
    body = []
    for k in range(count):
        x = left + k * (size + gap)
        body.append(svg.rect(x, 50, size, size, fill="#fff", width=3))
        if k == asked:
            body.append(svg.text(x + size / 2, 50 + size / 2 + 11, "?", size=32, weight="bold"))
            body.append(svg.line(x + size / 2, 10, x + size / 2, 40, width=3))
            body.append(svg.arrowhead(x + size / 2, 44, math.pi / 2))
    return svg.document(int(width), 130, title, desc, body)
