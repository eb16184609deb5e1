"""The worksheet as a PDF with fpdf2 (docs/worksheets.md): embedded DejaVu fonts, SVG drawn as vectors.

fpdf2 is imported when a PDF is rendered, never when this package is imported (cold starts). Every
block (an item, a paragraph of a passage) is measured first on a scratch document with a very tall
page; when it does not fit in what is left of the page, it starts the next page. So an item or a
diagram is never cut, and a long passage breaks only between paragraphs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from educontent.generation.engine import Batch
from educontent.generation.items import Passage

from .layout import Entry, Sheet, across, key_term_runs, plan, rows
from .options import PAPER_MM, WorksheetOptions
from .pdf_draw import FONT, LINE, MONO, PDF, flow, font, runs, shortened, text
from .pdf_items import item_body

MARGIN = 15.0
INDENT = 9.0
"""Page margins, and how far an item's text sits right of its number (mm)."""

FONTS_DIR = Path(__file__).parent / "fonts"
FONT_FILES = {
    (FONT, ""): "DejaVuSans.ttf",
    (FONT, "B"): "DejaVuSans-Bold.ttf",
    (FONT, "I"): "DejaVuSans-Oblique.ttf",
    (MONO, ""): "DejaVuSansMono.ttf",
}

Block = Callable[[PDF], None]


@cache
def _document_class() -> type:
    """The FPDF subclass with the worksheet's footer (built on first use: fpdf is imported here)."""
    from fpdf import FPDF

    class WorksheetPDF(FPDF):
        sheet_title = ""

        def footer(self) -> None:
            self.set_y(-11)
            font(self, size=8)
            room = self.w - self.l_margin - self.r_margin - 32  # leaves room for "Page n of N"
            self.cell(0, 5, shortened(self, self.sheet_title, "", 8, room), align="L")
            self.set_x(self.l_margin)
            self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="R")

    return WorksheetPDF


def _new_document(sheet: Sheet, height: float | None = None) -> Any:
    width, page_height = PAPER_MM[sheet.paper]
    pdf = _document_class()(unit="mm", format=(width, height or page_height))
    pdf.sheet_title = sheet.title
    pdf.widths = {}
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(True, margin=MARGIN + 2)
    for (family, style), name in FONT_FILES.items():
        pdf.add_font(family, style, str(FONTS_DIR / name))
    return pdf


def render_pdf(batch: Batch, options: WorksheetOptions) -> bytes:
    """The worksheet of ``batch`` as PDF bytes (the answer key on its own page when asked for)."""
    sheet = plan(batch, options)
    pdf = _new_document(sheet)
    pdf.set_title(sheet.title)
    pdf.set_subject("Worksheet")
    pdf.set_lang("en")
    pdf.set_creator("educontent worksheets")
    scratch = _new_document(sheet, height=5000.0)
    scratch.widths = pdf.widths  # one cache of text widths for both documents
    scratch.measuring = True
    scratch.add_page()
    pdf.add_page()
    _head(pdf, sheet.title)
    for row in rows(sheet.entries):
        if row[0].across == 1:
            blocks = _entry_blocks(row[0])
            if len(blocks) > 1:
                _keep_together(pdf, scratch, blocks)
            for block in blocks:
                _place(pdf, scratch, block)
        else:
            _place(pdf, scratch, _with_instructions(row[0].instructions, lambda doc, row=row: _row(doc, row)))
    if sheet.key:
        _answer_key(pdf, scratch, sheet)
    return bytes(pdf.output())


def _keep_together(pdf: Any, scratch: Any, blocks: list[Block]) -> None:
    """A passage and its question start a new page when they fit on one page but not on what is left
    of this one; a passage longer than a page still breaks only between paragraphs."""
    scratch.set_xy(MARGIN, MARGIN)
    for block in blocks:
        block(scratch)
    height = scratch.y - MARGIN
    top_of_page = pdf.y <= pdf.t_margin + 0.5
    fits_a_page = height <= pdf.page_break_trigger - pdf.t_margin
    if fits_a_page and not top_of_page and pdf.y + height > pdf.page_break_trigger:
        pdf.add_page()


def _place(pdf: Any, scratch: Any, block: Block) -> None:
    """Draw ``block`` on the page, or at the top of the next page when what is left is too short."""
    scratch.set_xy(MARGIN, MARGIN)
    block(scratch)
    height = scratch.y - MARGIN
    top_of_page = pdf.y <= pdf.t_margin + 0.5
    if pdf.y + height > pdf.page_break_trigger and not top_of_page:
        pdf.add_page()
    block(pdf)


def _head(pdf: Any, title: str) -> None:
    flow(pdf, [(title, "B")], size=16)
    pdf.ln(3)
    font(pdf)
    y = pdf.y
    pdf.cell(13, 6, "Name")
    pdf.line(pdf.l_margin + 13, y + 5.5, pdf.l_margin + 90, y + 5.5)
    pdf.set_x(pdf.l_margin + 100)
    pdf.cell(11, 6, "Date")
    pdf.line(pdf.l_margin + 111, y + 5.5, pdf.l_margin + 150, y + 5.5)
    pdf.set_y(y + 12)


def _entry_blocks(entry: Entry) -> list[Block]:
    """The blocks of one entry: its instructions join the first block after them."""
    blocks: list[Block] = []
    paired = len(entry.passages) > 1
    for index, passage in enumerate(entry.passages, start=1):
        blocks.extend(_passage_blocks(passage, f"TEXT {index}" if paired else None))
    blocks.append(lambda pdf: _item(pdf, entry))
    blocks[0] = _with_instructions(entry.instructions, blocks[0])
    return blocks


def _with_instructions(instructions: str | None, block: Block) -> Block:
    """``block`` with the instructions above it, when there are any (they never end a page)."""
    if not instructions:
        return block

    def with_instructions(pdf: PDF) -> None:
        pdf.ln(1)
        text(pdf, instructions, "B")
        block(pdf)

    return with_instructions


def _row(pdf: PDF, row: tuple[Entry, ...]) -> None:
    """Items side by side, each in its own column; y ends below the tallest."""
    width = (pdf.w - 2 * MARGIN) / across(row)
    top = bottom = pdf.y
    for index, entry in enumerate(row):
        left = MARGIN + index * width
        pdf.set_y(top)
        _item(pdf, entry, left=left, right=pdf.w - left - width + 5)
        bottom = max(bottom, pdf.y)
    pdf.set_xy(MARGIN, bottom)


def _item(pdf: PDF, entry: Entry, left: float = MARGIN, right: float = MARGIN) -> None:
    """An item's number and body, between ``left`` and the page width less ``right``."""
    top = pdf.y
    font(pdf, "B")
    pdf.set_xy(left, top)
    pdf.cell(INDENT, LINE, f"{entry.number}.")
    pdf.set_left_margin(left + INDENT)
    pdf.set_right_margin(right)
    pdf.set_xy(left + INDENT, top)
    try:
        item_body(pdf, entry)
    finally:
        pdf.set_left_margin(MARGIN)
        pdf.set_right_margin(MARGIN)
    pdf.set_x(MARGIN)
    pdf.ln(5)


def _styled(value: str, passage: Passage, base: str = "") -> list[tuple[str, str]]:
    return [(run, "B" if bold else base) for run, bold in key_term_runs(value, passage.key_terms)]


def _passage_blocks(passage: Passage, label: str | None) -> list[Block]:
    """A passage as blocks that each stay on one page: title (with the first paragraph), each
    paragraph (a heading goes with the paragraph after it), a play's lines, the glossary."""
    blocks: list[Block] = []
    pending: list[Block] = []

    def head(pdf: PDF) -> None:
        pdf.ln(2)
        if label:
            text(pdf, label, "B", size=8.5, gap=0.5)
        text(pdf, passage.title, "B", size=13.5, gap=1.5)

    pending.append(head)
    drama = passage.genre == "drama"
    for section in passage.sections:
        if section.heading:
            heading = section.heading
            pending.append(lambda pdf, h=heading: text(pdf, h, "B", size=12, gap=1))
        pieces: list[Block] = [
            (lambda pdf, p=p: runs(pdf, _styled(p, passage, "I" if drama else "")))
            for p in section.paragraphs
        ]
        for line in section.lines or []:
            parts = [(f"{line.speaker}: ", "B")]
            if line.direction:
                parts.append((f"({line.direction}) ", "I"))
            parts.extend(_styled(line.text, passage))
            pieces.append(lambda pdf, parts=parts: runs(pdf, parts, gap=1.2))
        if section.caption:
            caption = section.caption
            pieces.append(lambda pdf, c=caption: text(pdf, c, "I", size=9.5))
        for piece in pieces:
            blocks.append(_joined([*pending, piece]))
            pending = []
    if passage.glossary:
        entries = passage.glossary

        def glossary(pdf: PDF) -> None:
            text(pdf, "Glossary", "B", size=12, gap=1)
            for g in entries:
                runs(pdf, [(f"{g.term}: ", "B"), (g.definition, "")], gap=1)

        blocks.append(glossary)
    if pending:
        blocks.append(_joined(pending))
    blocks.append(lambda pdf: pdf.ln(2))
    return blocks


def _joined(parts: list[Block]) -> Block:
    def block(pdf: PDF) -> None:
        for part in parts:
            part(pdf)

    return block


def _answer_key(pdf: Any, scratch: Any, sheet: Sheet) -> None:
    pdf.add_page()
    font(pdf, "B", 15)
    pdf.cell(0, 8, "Answer key", new_x="LMARGIN", new_y="NEXT")
    text(pdf, sheet.title, size=10, gap=3)
    for line in sheet.key:

        def block(doc: PDF, line: Any = line) -> None:
            top = doc.y
            font(doc, "B", 10.5)
            doc.set_xy(MARGIN, top)
            doc.cell(INDENT + 1, 5.2, f"{line.number}.")
            font(doc, size=10.5)
            doc.set_xy(MARGIN + INDENT + 1, top)
            flow(doc, [(line.text, "")], size=10.5, x=MARGIN + INDENT + 1)
            doc.ln(1)

        _place(pdf, scratch, block)


__all__ = ["render_pdf"]
