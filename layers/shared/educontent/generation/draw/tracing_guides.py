"""Tracing guides for printing letters: rows of handwriting lines (a solid top line, a dashed
midline, a solid baseline), the letter written in grey dotted outline on the first rows to trace,
and empty rows to copy it on."""

from __future__ import annotations

from xml.sax.saxutils import escape

from educontent.generation.draw.svg import FONT, SHADE, dashed_line, document, line

_ROW = 70
_TOP = 20
_WIDTH = 460
_LEFT = 20


def _row_lines(y: float) -> list[str]:
    """Handwriting lines of one row whose top line is at ``y``: top, dashed midline, baseline."""
    right = _WIDTH - _LEFT
    return [
        line(_LEFT, y, right, y, 1.5),
        dashed_line(_LEFT, y + 22, right, y + 22, 1, "6 5"),
        line(_LEFT, y + 44, right, y + 44, 1.5),
    ]


def _dotted(x: float, baseline: float, letter: str) -> str:
    """``letter`` in grey dotted outline, capitals reaching from the baseline to the top line."""
    return (
        f'<text x="{x:.1f}" y="{baseline:.1f}" font-size="62" text-anchor="middle" {FONT} fill="none" '
        f'stroke="{SHADE}" stroke-width="2" stroke-dasharray="3 3">{escape(letter)}</text>'
    )


def tracing_sheet(letter: str, *, traced: int, copies: int, title: str, desc: str) -> str:
    """``traced`` dotted copies of ``letter`` on the first row, then ``copies`` empty rows to write on."""
    body = _row_lines(_TOP)
    step = 70
    body += [_dotted(_LEFT + 40 + i * step, _TOP + 44, letter) for i in range(traced)]
    for row in range(1, copies + 1):
        body += _row_lines(_TOP + row * _ROW)
    height = _TOP + (copies + 1) * _ROW
    return document(_WIDTH, height, title, desc, body)
