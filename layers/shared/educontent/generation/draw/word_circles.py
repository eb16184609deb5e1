"""A sentence in large print above a row of empty circles a child colors, one for each word."""

from __future__ import annotations

from educontent.generation.draw import svg


def word_circles(sentence: str, circles: int, title: str, desc: str) -> str:
    """``sentence`` in large letters, then ``circles`` empty circles in a row."""
    width = max(300, 15 * len(sentence) + 40, 60 * circles + 40)
    body = [svg.text(width / 2, 44, sentence, size=26)]
    left = (width - 60 * circles) / 2
    for k in range(circles):
        body.append(
            f'<circle cx="{left + 60 * k + 30:.1f}" cy="105" r="22" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
        )
    return svg.document(int(width), 150, title, desc, body)
