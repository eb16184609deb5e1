"""Sound boxes and clap circles: a word in large letters above a row of empty boxes or circles a
child colors, one for each sound or syllable."""

from __future__ import annotations

from typing import Literal

from educontent.generation.draw import svg


def sound_boxes(word: str, boxes: int, shape: Literal["circle", "box"], title: str, desc: str) -> str:
    """``word`` above ``boxes`` empty circles (syllable claps) or squares (sound boxes)."""
    width = max(260, 70 * boxes + 40)
    body = [svg.text(width / 2, 40, word, size=30, weight="bold")]
    for k in range(boxes):
        x = (width - 70 * boxes) / 2 + 70 * k + 35
        if shape == "circle":
            body.append(
                f'<circle cx="{x:.1f}" cy="100" r="24" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
            )
        else:
            body.append(
                f'<rect x="{x - 28:.1f}" y="72" width="56" height="56" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
            )
    return svg.document(int(width), 150, title, desc, body)
