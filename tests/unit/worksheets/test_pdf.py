"""The PDF worksheet: readable by a PDF library, every task and key answer in its text, the right
paper, the key on its own page, items kept whole, SVG labels drawn, fpdf loaded only when used."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from functools import cache

import pytest
from pypdf import PdfReader

from educontent.worksheets.layout import plan
from educontent.worksheets.options import WorksheetOptions
from educontent.worksheets.pdf import render_pdf

from .support import mixed_batch, shown_texts, skill_batch, squeeze

UNICODE_TITLE = "Fractions ½ × ÷ − “Zoë’s” review"
POINTS = {"letter": (612.0, 792.0), "a4": (595.3, 841.9)}


@cache
def _pdf(answer_key: str = "separate", paper: str = "letter") -> bytes:
    return render_pdf(
        mixed_batch(), WorksheetOptions(title=UNICODE_TITLE, answer_key=answer_key, paper=paper)
    )


@cache
def _pages(answer_key: str = "separate", paper: str = "letter") -> tuple[str, ...]:
    reader = PdfReader(io.BytesIO(_pdf(answer_key, paper)))
    return tuple(squeeze(page.extract_text()) for page in reader.pages)


def test_every_task_is_in_the_text():
    text = "".join(_pages())
    for number, item in enumerate(mixed_batch().items, start=1):
        passage = getattr(item.content, "passage", None)
        if passage is not None:
            assert squeeze(passage.title) in text
        for piece in shown_texts(item):
            assert squeeze(piece) in text, (number, piece)


def test_every_key_answer_is_on_the_key_page_which_is_its_own():
    pages = _pages()
    key_page = next(i for i, page in enumerate(pages) if page.startswith("Answerkey"))
    assert key_page == len(pages) - 1  # the key is printed last, from a new page
    key = "".join(pages[key_page:])
    for line in plan(mixed_batch(), WorksheetOptions()).key:
        assert squeeze(f"{line.number}.{line.text}") in key
    first_task = squeeze(shown_texts(mixed_batch().items[0])[0])
    assert first_task not in key


def test_without_a_key_there_is_no_key_page():
    assert not any("Answerkey" in page for page in _pages("none"))
    assert len(_pages("none")) == len(_pages()) - 1


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_paper_size_and_the_metadata(paper: str):
    reader = PdfReader(io.BytesIO(_pdf(paper=paper)))
    width, height = POINTS[paper]
    for page in reader.pages:
        assert float(page.mediabox.width) == pytest.approx(width, abs=0.5)
        assert float(page.mediabox.height) == pytest.approx(height, abs=0.5)
    assert reader.metadata.title == UNICODE_TITLE
    assert 4 <= len(reader.pages) <= 14  # about two items a page, and the key


def test_unicode_text_is_printed_as_written():
    assert squeeze(UNICODE_TITLE) in _pages()[0]


def test_no_item_is_cut_by_a_page_break():
    # Given the first and last text of each item with choices (its task, then its last choice)
    pages = _pages()
    for item in mixed_batch().items:
        pieces = shown_texts(item)
        if not getattr(item.content, "choices", None) or len(pieces) < 2:
            continue
        first, last = squeeze(pieces[0])[:40], squeeze(pieces[-1])
        # Then both are on one page
        assert any(first in page and last in page for page in pages), item.id


def test_svg_labels_are_drawn():
    text = "".join(_pages())
    clock = next(
        i for i in mixed_batch().items if i.type == "diagram" and i.visuals and i.visuals.diagram_svg
    )
    labels = [t for t in re.findall(r"<text[^>]*>([^<]+)</text>", clock.visuals.diagram_svg) if t.strip()]
    assert labels, "the diagram has labels"
    assert all(squeeze(label) in text for label in labels)


def test_a_long_passage_runs_over_pages_and_keeps_its_questions():
    batch = skill_batch("analyze-form-of-poems-plays-and-stories", count=8)
    data = render_pdf(batch, WorksheetOptions(answer_key="none"))
    text = squeeze("".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages))
    for item in batch.items:
        passage = getattr(item.content, "passage", None)
        if passage is not None:
            assert squeeze(passage.title) in text
        for piece in shown_texts(item):
            assert squeeze(piece) in text


def test_importing_the_package_does_not_load_fpdf():
    code = (
        "import sys, educontent.worksheets.html, educontent.worksheets.pdf; "
        "assert 'fpdf' not in sys.modules, 'fpdf imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
