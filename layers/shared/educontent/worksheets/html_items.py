"""The body of each item in HTML, one function per family of content types (the plan decides the
answer space; here it is only drawn)."""

from __future__ import annotations

from html import escape

from educontent.generation.items import Choice, ContentItem

from .layout import (
    CIRCLE_ONE,
    FIND_WORDS,
    MATCH_NOTE,
    WORK_SPACE,
    AnswerSpace,
    Entry,
    blank_parts,
    letter,
    order_note,
    vertical_rows,
    word_bank_title,
)


def text_html(text: str) -> str:
    """Escaped text; a line break in the text stays a line break."""
    return "<br>".join(escape(line) for line in text.split("\n"))


def _paragraphs(text: str) -> str:
    return "".join(f"<p>{text_html(p.strip())}</p>" for p in text.split("\n\n") if p.strip())


def _with_blanks(text: str) -> str:
    return '<span class="blank"></span>'.join(text_html(part) for part in blank_parts(text))


def _diagram(item: ContentItem) -> str:
    svg = item.visuals.diagram_svg if item.visuals else None
    return f'<div class="diagram">{svg}</div>' if svg else ""


def _choices(choices: list[Choice], columns: int) -> str:
    out = [f'<ol class="choices cols-{columns}" type="A">']
    for index, choice in enumerate(choices):
        mark = letter(index)
        text = "" if choice.svg and choice.text.strip() in {mark, ""} else text_html(choice.text)
        picture = f'<div class="choice-picture">{choice.svg}</div>' if choice.svg else ""
        out.append(f'<li><span class="letter">{mark}.</span> {text}{picture}</li>')
    out.append("</ol>")
    return "".join(out)


def answer_space_html(space: AnswerSpace) -> str:
    """The answer line, box, fraction boxes or writing lines, and the work space."""
    out = ""
    if space.kind == "line":
        out = f'<div class="answer">Answer: <span class="line" style="width:{space.width * 80:.0f}%"></span></div>'
    elif space.kind == "box":
        out = '<div class="answer">Answer: <span class="box"></span></div>'
    elif space.kind == "fraction":
        out = (
            '<div class="answer">Answer: <span class="fraction"><span class="box"></span>'
            '<span class="bar"></span><span class="box"></span></span></div>'
        )
    elif space.kind == "lines":
        out = '<div class="lines">' + '<div class="write-line"></div>' * space.lines + "</div>"
    if space.work_space:
        out += f'<div class="work">{WORK_SPACE}</div>'
    return out


def _table(title: str, columns: list[str], rows: list[list[str | int | float]]) -> str:
    head = "".join(f'<th scope="col">{escape(c)}</th>' for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(v))}</td>" for v in row) + "</tr>" for row in rows)
    return (
        f'<table class="data"><caption>{escape(title)}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def item_body(entry: Entry) -> str:
    """The HTML of one item after its number: the task, its picture or table, choices and answer space."""
    item = entry.item
    c = item.content
    parts: list[str] = []
    if c.type == "arithmetic":
        rows = vertical_rows(c)
        if rows is None:
            parts.append(f'<p class="letters-expr">{_with_blanks(c.expression)}</p>')
        else:
            cells = [f"<tr><td></td><td>{escape(r)}</td></tr>" for r in rows[:-1]]
            cells.append(f'<tr class="last"><td>{escape(c.operator)}</td><td>{escape(rows[-1])}</td></tr>')
            cells.append('<tr class="result"><td></td><td></td></tr>')
            parts.append(
                f'<table class="vertical" aria-label="{escape(c.expression)}">{"".join(cells)}</table>'
            )
        parts.append(_diagram(item))
    elif c.type in {"multiple-choice", "passage-based", "diagram"}:
        parts.append(_paragraphs(c.question))
        parts.append(_diagram(item))
        if c.choices:
            parts.append(_choices(c.choices, entry.columns))
    elif c.type == "fill-blank":
        if c.word_bank:
            words = "".join(f"<span>{escape(w)}</span>" for w in c.word_bank)
            parts.append(
                f'<div class="bank"><b>{escape(word_bank_title(c.word_bank_header))}</b>'
                f'<div class="words">{words}</div></div>'
            )
        parts.append("".join(f"<p>{_with_blanks(p.strip())}</p>" for p in c.text.split("\n\n") if p.strip()))
        parts.append(_diagram(item))
    elif c.type == "true-false":
        parts.append(_paragraphs(c.statement))
        parts.append(_diagram(item))
        parts.append(f'<p class="tf">{CIRCLE_ONE} <span>True</span><span>False</span></p>')
    elif c.type in {"short-answer", "picture-counting", "data-table"}:
        text = c.prompt if c.type == "picture-counting" else c.question
        if c.type == "data-table":
            parts.append(_table(c.title, c.columns, c.rows))
        parts.append(_paragraphs(text))
        parts.append(_diagram(item))
    elif c.type == "matching":
        parts.append(_paragraphs(c.prompt))
        parts.append(_diagram(item))
        rows = []
        for i in range(max(len(c.left), len(c.right))):
            left = f'<span class="blank"></span> {i + 1}. {text_html(c.left[i])}' if i < len(c.left) else ""
            right = f"<b>{letter(i)}.</b> {text_html(c.right[i])}" if i < len(c.right) else ""
            rows.append(f"<tr><td>{left}</td><td>{right}</td></tr>")
        parts.append(f'<table class="matching">{"".join(rows)}</table>')
        parts.append(f'<p class="hint">{MATCH_NOTE}</p>')
    elif c.type == "ordering":
        parts.append(_paragraphs(c.prompt))
        parts.append(_diagram(item))
        entries = "".join(f'<li><span class="blank"></span> {text_html(x)}</li>' for x in c.items)
        parts.append(f'<ol class="order-list">{entries}</ol>')
        parts.append(f'<p class="hint">{escape(order_note(c.order_by))}</p>')
    elif c.type == "word-puzzle":
        parts.append(_puzzle_html(item))
    parts.append(answer_space_html(entry.space))
    return "".join(p for p in parts if p)


def _puzzle_html(item: ContentItem) -> str:
    c = item.content
    parts = [_paragraphs(c.prompt)]
    kind = c.puzzle_kind
    if kind == "scramble" and c.scrambled:
        parts.append(f'<p class="letters">{escape(c.scrambled)}</p>')
    elif kind == "missing-letters" and c.partial_word:
        parts.append(f'<p class="letters">{escape(c.partial_word)}</p>')
    elif kind == "misspelling" and c.candidates:
        parts.append('<p class="letters">' + " &nbsp; ".join(escape(w) for w in c.candidates) + "</p>")
    elif kind == "contraction" and c.words:
        parts.append('<p class="letters">' + " + ".join(escape(w) for w in c.words) + "</p>")
    elif kind == "word-search" and c.grid:
        rows = "".join("<tr>" + "".join(f"<td>{escape(x)}</td>" for x in row) + "</tr>" for row in c.grid)
        parts.append(f'<table class="grid">{rows}</table>')
        if c.words:
            parts.append(f"<p><b>{FIND_WORDS}</b> " + ", ".join(escape(w) for w in c.words) + "</p>")
    elif kind == "tracing":
        if item.visuals and item.visuals.diagram_svg:
            parts.append(_diagram(item))
        elif c.words:
            parts.append(f'<p class="tracing">{escape(" ".join(c.words))}</p>')
    if kind != "tracing" and kind != "word-search":
        parts.append(_diagram(item))
    if c.hint:
        parts.append(f'<p class="hint">Hint: {escape(c.hint)}</p>')
    return "".join(parts)
