"""The body of each item in the PDF, by family of content types; mirrors ``html_items``."""

from __future__ import annotations

from educontent.generation.items import Choice, ContentItem

from .layout import (
    CIRCLE_ONE,
    FIND_WORDS,
    MATCH_NOTE,
    Entry,
    letter,
    order_note,
    vertical_rows,
    word_bank_title,
)
from .pdf_draw import LINE, PDF, SIZE, answer_space, flow, font, picture, runs, text, with_blanks


def _width(pdf: PDF) -> float:
    return pdf.w - pdf.r_margin - pdf.l_margin


def _diagram(pdf: PDF, item: ContentItem) -> None:
    if item.visuals and item.visuals.diagram_svg:
        pdf.ln(1)
        picture(pdf, item.visuals.diagram_svg, _width(pdf))


def _choices(pdf: PDF, choices: list[Choice], columns: int) -> None:
    left, width = pdf.l_margin, _width(pdf)
    column_w = width / columns
    for start in range(0, len(choices), columns):
        top, bottom = pdf.y, pdf.y
        for offset, choice in enumerate(choices[start : start + columns]):
            index = start + offset
            x = left + offset * column_w
            mark = letter(index)
            font(pdf, "B")
            pdf.set_xy(x, top)
            pdf.cell(7, LINE, f"{mark}.")
            label = "" if choice.svg and choice.text.strip() in {mark, ""} else choice.text
            font(pdf)
            y = top
            if label:
                pdf.set_xy(x + 7, top)
                flow(pdf, [(label, "")], x=x + 7, width=column_w - 9)
                y = pdf.y
            if choice.svg:
                pdf.set_y(y + 1)
                picture(pdf, choice.svg, column_w - 10, max_h=45, x=x + 7)
                y = pdf.y
            bottom = max(bottom, y if label or choice.svg else top + LINE)
        pdf.set_xy(left, bottom + 1)


def _table(pdf: PDF, title: str, columns: list[str], rows: list[list[str | int | float]]) -> None:
    from fpdf.fonts import FontFace  # fpdf is imported only when a PDF is drawn

    text(pdf, title, "B", gap=0.5)
    font(pdf, size=10)
    widest = [max(len(str(r[i])) if i < len(r) else 0 for r in [columns, *rows]) for i in range(len(columns))]
    total = _width(pdf)
    want = sum(max(w, 4) for w in widest) * 2.3 + 6 * len(columns)
    table_w = min(total, want)
    with pdf.table(
        width=table_w,
        align="LEFT",
        col_widths=tuple(max(w, 4) for w in widest),
        line_height=5.2,
        text_align="LEFT",
        headings_style=FontFace(emphasis="BOLD", fill_color=(230, 230, 230)),
        first_row_as_headings=True,
    ) as table:
        for values in [columns, *rows]:
            row = table.row()
            for value in values:
                row.cell(str(value))
    pdf.ln(2)


def item_body(pdf: PDF, entry: Entry) -> None:
    """Draw one item after its number: the task, its picture or table, choices, the answer space."""
    item = entry.item
    c = item.content
    if c.type == "arithmetic":
        rows = vertical_rows(c)
        if rows is None:
            text(pdf, with_blanks(c.expression), size=13)
        else:
            left = pdf.l_margin + 4
            width = 6 + 4.2 * max(len(r) for r in rows)
            font(pdf, size=15, mono=True)
            for index, row in enumerate(rows):
                pdf.set_x(left)
                sign = c.operator if index == len(rows) - 1 else ""
                pdf.cell(6, 7.5, sign)
                pdf.cell(width - 6, 7.5, row, align="R", new_x="LMARGIN", new_y="NEXT")
            pdf.set_line_width(0.5)
            pdf.line(left, pdf.y + 0.5, left + width, pdf.y + 0.5)
            pdf.set_line_width(0.3)
            pdf.set_y(pdf.y + 10)
        _diagram(pdf, item)
    elif c.type in {"multiple-choice", "passage-based", "diagram"}:
        text(pdf, c.question)
        _diagram(pdf, item)
        if c.choices:
            _choices(pdf, c.choices, entry.columns)
    elif c.type == "fill-blank":
        if c.word_bank:
            _word_bank(pdf, word_bank_title(c.word_bank_header), c.word_bank)
        text(pdf, with_blanks(c.text))
        _diagram(pdf, item)
    elif c.type == "true-false":
        text(pdf, c.statement)
        _diagram(pdf, item)
        font(pdf)
        pdf.set_x(pdf.l_margin)
        pdf.cell(25, 7, CIRCLE_ONE)
        pdf.cell(16, 7, "True", border=1, align="C")
        pdf.cell(6, 7, "")
        pdf.cell(16, 7, "False", border=1, align="C", new_x="LMARGIN", new_y="NEXT")
        pdf.ln(1)
    elif c.type in {"short-answer", "picture-counting", "data-table"}:
        if c.type == "data-table":
            _table(pdf, c.title, c.columns, c.rows)
        text(pdf, c.prompt if c.type == "picture-counting" else c.question)
        _diagram(pdf, item)
    elif c.type == "matching":
        text(pdf, c.prompt)
        _diagram(pdf, item)
        _matching(pdf, c.left, c.right)
        text(pdf, MATCH_NOTE, "I", size=9.5)
    elif c.type == "ordering":
        text(pdf, c.prompt)
        _diagram(pdf, item)
        font(pdf)
        for entry_text in c.items:
            flow(pdf, [(f"________  {entry_text}", "")])
            pdf.ln(1)
        pdf.ln(1)
        text(pdf, order_note(c.order_by), "I", size=9.5)
    elif c.type == "word-puzzle":
        _puzzle(pdf, item)
    answer_space(pdf, entry.space)


def _word_bank(pdf: PDF, title: str, words: list[str]) -> None:
    left, y = pdf.l_margin, pdf.y
    font(pdf, "B", 10)
    pdf.set_xy(left + 2, y + 1.5)
    pdf.cell(0, 5, title, new_x="LMARGIN", new_y="NEXT")
    font(pdf, size=SIZE)
    flow(pdf, [("     ".join(words), "")], x=left + 2, width=_width(pdf) - 4)
    pdf.rect(left, y, _width(pdf), pdf.y - y + 1.5)
    pdf.set_y(pdf.y + 3.5)


def _matching(pdf: PDF, left_entries: list[str], right_entries: list[str]) -> None:
    left, width = pdf.l_margin, _width(pdf)
    left_w = width * 0.55
    font(pdf)
    for i in range(max(len(left_entries), len(right_entries))):
        top, bottom = pdf.y, pdf.y
        if i < len(left_entries):
            pdf.set_xy(left, top)
            flow(pdf, [(f"______  {i + 1}. {left_entries[i]}", "")], x=left, width=left_w - 3)
            bottom = max(bottom, pdf.y)
        if i < len(right_entries):
            pdf.set_xy(left + left_w, top)
            flow(
                pdf, [(f"{letter(i)}. ", "B"), (right_entries[i], "")], x=left + left_w, width=width - left_w
            )
            bottom = max(bottom, pdf.y)
        pdf.set_xy(left, bottom + 1.2)
    pdf.ln(1)


def _puzzle(pdf: PDF, item: ContentItem) -> None:
    c = item.content
    text(pdf, c.prompt)
    kind = c.puzzle_kind
    shown = None
    if kind == "scramble" and c.scrambled:
        shown = " ".join(c.scrambled)
    elif kind == "missing-letters" and c.partial_word:
        shown = " ".join(c.partial_word)
    elif kind == "misspelling" and c.candidates:
        shown = "      ".join(c.candidates)
    elif kind == "contraction" and c.words:
        shown = " + ".join(c.words)
    if shown:
        text(pdf, shown, size=16)
    if kind == "word-search" and c.grid:
        font(pdf, size=13, mono=True)
        for row in c.grid:
            pdf.set_x(pdf.l_margin)
            for letter_ in row:
                pdf.cell(7, 7, letter_, border=1, align="C")
            pdf.ln(7)
        pdf.ln(2)
        if c.words:
            runs(pdf, [(f"{FIND_WORDS} ", "B"), (", ".join(c.words), "")])
    elif kind == "tracing":
        if item.visuals and item.visuals.diagram_svg:
            _diagram(pdf, item)
        elif c.words:
            pdf.set_text_color(150)
            text(pdf, "  ".join(c.words), size=30)
            pdf.set_text_color(0)
    else:
        _diagram(pdf, item)
    if c.hint:
        text(pdf, f"Hint: {c.hint}", "I", size=9.5)
