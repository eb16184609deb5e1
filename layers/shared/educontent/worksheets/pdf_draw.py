"""Drawing primitives of the PDF worksheet on an fpdf2 document: text, runs of bold text, SVG
pictures, answer spaces. No fpdf import here: every function is handed the document."""

from __future__ import annotations

import io
import re
from typing import Any

from .layout import WORK_SPACE, AnswerSpace, blank_parts

FONT = "dejavu"
MONO = "dejavumono"
SIZE = 11.0
LINE = 5.6
"""Body text: size in points and line height in millimetres."""

PX_MM = 0.25
"""Millimetres per SVG pixel: a 528-pixel-wide diagram prints 132 mm wide (before any cap)."""

PDF = Any
"""An ``fpdf.FPDF`` (typed loosely: fpdf is imported only when a PDF is rendered)."""

_SVG_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
_SVG_NOTES = re.compile(r"<title>.*?</title>|<desc>.*?</desc>", re.DOTALL)
_SVG_FONT = re.compile(r'font-family="[^"]*"')
_TOKENS = re.compile(r"\n|[^\S\n]+|[^\s]+")


def font(pdf: PDF, style: str = "", size: float = SIZE, mono: bool = False) -> None:
    pdf.set_font(MONO if mono else FONT, "" if mono else style, size)


def with_blanks(text: str) -> str:
    """Blanks drawn as a writing line of underscores (they stay in the extracted text)."""
    return "________".join(blank_parts(text))


def text(pdf: PDF, value: str, style: str = "", size: float = SIZE, gap: float = 1.5) -> None:
    """A paragraph (or several, split at blank lines) across the current text width."""
    for paragraph in [p.strip() for p in value.split("\n\n") if p.strip()]:
        flow(pdf, [(paragraph, style)], size)
        pdf.ln(gap)


def runs(pdf: PDF, parts: list[tuple[str, str]], size: float = SIZE, gap: float = 2.0) -> None:
    """Text whose runs change style (``""``, ``"B"``, ``"I"``), wrapped across the text width."""
    flow(pdf, parts, size)
    pdf.ln(gap)


def _measure(pdf: PDF, value: str, style: str, size: float) -> float:
    key = (value, style, size)
    widths: dict[tuple[str, str, float], float] = pdf.widths
    if key not in widths:
        font(pdf, style, size)
        widths[key] = pdf.get_string_width(value)
    return widths[key]


def wrap(pdf: PDF, parts: list[tuple[str, str]], size: float, width: float) -> list[list[tuple[str, str]]]:
    """Styled runs broken into lines no wider than ``width`` (at spaces; a line break in the text
    stays one). fpdf2's own ``write`` is quadratic in a paragraph's length: this is linear."""
    lines: list[list[tuple[str, str]]] = [[]]
    used = 0.0
    for value, style in parts:
        for token in _fitting(pdf, _TOKENS.findall(value), style, size, width):
            if token == "\n":
                lines.append([])
                used = 0.0
                continue
            if token.isspace() and not lines[-1]:
                continue
            token_w = _measure(pdf, token, style, size)
            if not token.isspace() and used + token_w > width and lines[-1]:
                while lines[-1] and lines[-1][-1][0].isspace():
                    lines[-1].pop()
                lines.append([])
                used = 0.0
            lines[-1].append((token, style))
            used += token_w
    return lines


def _fitting(pdf: PDF, tokens: list[str], style: str, size: float, width: float) -> list[str]:
    """The tokens, a word wider than the line cut into pieces that fit (a long title, a long number)."""
    out: list[str] = []
    for token in tokens:
        if token.isspace() or _measure(pdf, token, style, size) <= width:
            out.append(token)
            continue
        piece = ""
        for char in token:
            if piece and _measure(pdf, piece + char, style, size) > width:
                out.append(piece)
                piece = ""
            piece += char
        out.append(piece)
    return out


def shortened(pdf: PDF, value: str, style: str, size: float, width: float) -> str:
    """``value``, cut with an ellipsis so that it fits ``width`` on one line."""
    if _measure(pdf, value, style, size) <= width:
        return value
    while value and _measure(pdf, value + "…", style, size) > width:
        value = value[:-1]
    return value.rstrip() + "…"


def flow(
    pdf: PDF,
    parts: list[tuple[str, str]],
    size: float = SIZE,
    x: float | None = None,
    width: float | None = None,
) -> None:
    """Draw styled runs from ``x`` (default: the left margin) wrapped at ``width`` (default: to the
    right margin), one line under the other; y ends below the last line."""
    left = pdf.l_margin if x is None else x
    width = (pdf.w - pdf.r_margin - left) if width is None else width
    height = size * 0.51
    for line in wrap(pdf, parts, size, width):
        if pdf.y + height > pdf.page_break_trigger:
            pdf.add_page()
        column = left
        merged: list[tuple[str, str]] = []
        for token, style in line:
            if merged and merged[-1][1] == style:
                merged[-1] = (merged[-1][0] + token, style)
            else:
                merged.append((token, style))
        y = pdf.y
        for value, style in merged:
            font(pdf, style, size)
            value_w = _measure(pdf, value, style, size)
            pdf.set_xy(column, y)
            pdf.cell(value_w, height, value)
            column += value_w
        pdf.set_xy(left, y + height)


def svg_size(svg: str, max_w: float, max_h: float) -> tuple[float, float]:
    """Printed width and height (mm) of an SVG: its pixel size scaled, capped to fit, shape kept."""
    match = _SVG_SIZE.search(svg)
    width, height = (float(match.group(1)), float(match.group(2))) if match else (400.0, 300.0)
    scale = min(PX_MM, max_w / width, max_h / height)
    return width * scale, height * scale


def prepared_svg(svg: str) -> bytes:
    """The SVG as fpdf2 draws it: its labels in the embedded font (the generators ask for Helvetica,
    which cannot print − or ½), and without title and desc (fpdf2 does not draw them anyway)."""
    svg = _SVG_NOTES.sub("", svg)
    return _SVG_FONT.sub(f'font-family="{FONT}"', svg).encode("utf-8")


def picture(pdf: PDF, svg: str, max_w: float, max_h: float = 100.0, x: float | None = None) -> float:
    """Draw ``svg`` at ``x`` (default: the left margin) and the current y, as vectors; moves y below
    it and returns its height."""
    width, height = svg_size(svg, max_w, max_h)
    left = pdf.l_margin if x is None else x
    if not getattr(pdf, "measuring", False):
        pdf.image(io.BytesIO(prepared_svg(svg)), x=left, y=pdf.y, w=width, h=height)
    pdf.set_y(pdf.y + height + 2)
    return height


def answer_space(pdf: PDF, space: AnswerSpace) -> None:
    """Draw the answer line, box, fraction boxes or writing lines, then the work space."""
    left, width = pdf.l_margin, pdf.w - pdf.r_margin - pdf.l_margin
    pdf.set_draw_color(0)
    pdf.set_line_width(0.3)
    if space.kind in {"line", "box", "fraction"}:
        pdf.ln(1.5)
        font(pdf)
        y = pdf.y
        pdf.set_xy(left, y)
        pdf.cell(18, 8, "Answer:")
        if space.kind == "line":
            pdf.line(left + 19, y + 6.5, left + 19 + max(30.0, width * space.width * 0.8), y + 6.5)
            pdf.set_y(y + 9)
        elif space.kind == "box":
            pdf.rect(left + 19, y, 24, 10)
            pdf.set_y(y + 12)
        else:
            pdf.rect(left + 21, y, 12, 8)
            pdf.line(left + 19, y + 9.5, left + 35, y + 9.5)
            pdf.rect(left + 21, y + 11, 12, 8)
            pdf.set_y(y + 21)
    elif space.kind == "lines":
        pdf.ln(1)
        for _ in range(space.lines):
            y = pdf.y + 9
            pdf.line(left, y, left + width * space.width, y)
            pdf.set_y(y)
        pdf.ln(2)
    if space.work_space:
        pdf.ln(2)
        y = pdf.y
        pdf.set_dash_pattern(dash=1, gap=1)
        pdf.rect(left, y, width, 30)
        pdf.set_dash_pattern()
        font(pdf, size=8)
        pdf.set_xy(left + 1, y + 1)
        pdf.cell(40, 4, WORK_SPACE)
        pdf.set_y(y + 31)
