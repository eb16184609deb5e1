"""The HTML worksheet: a well-formed, self-contained document that shows every item and escapes text."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from html.parser import HTMLParser

from educontent.worksheets.html import render_html
from educontent.worksheets.layout import plan
from educontent.worksheets.options import WorksheetOptions

from .support import mixed_batch, shown_texts, skill_batch, squeeze

HOSTILE = "<script>alert(1)</script>"
VOID = {"meta", "br", "img", "input", "hr", "link"}


class _Reader(HTMLParser):
    """Collects the text, the tags and the open-tag nesting (a mismatched close tag is an error)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self.in_style = tag == "style"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        self.in_style = False
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not self.in_style:
            self.text.append(data)


@cache
def _page(answer_key: str = "separate", paper: str = "letter") -> str:
    return render_html(mixed_batch(), WorksheetOptions(title=HOSTILE, answer_key=answer_key, paper=paper))


def _read(page: str) -> _Reader:
    reader = _Reader()
    reader.feed(page)
    reader.close()
    return reader


def test_the_document_parses_and_every_tag_is_closed():
    reader = _read(_page())
    assert reader.errors == [] and reader.stack == []
    assert reader.tags[0] == ("html", {"lang": "en"})


def test_every_item_is_numbered_and_shows_its_task():
    reader = _read(_page())
    text = squeeze("".join(reader.text))
    for number, item in enumerate(mixed_batch().items, start=1):
        assert ("section", {"class": "item", "id": f"item-{number}"}) in reader.tags
        for piece in shown_texts(item):
            assert squeeze(piece) in text, (number, piece)


def test_every_item_sits_in_an_element_that_is_not_broken_across_pages():
    page = _page()
    item_rule = re.search(r"\.item \{[^}]*\}", page)
    assert item_rule and "break-inside: avoid" in item_rule.group()
    sections = [
        attrs for tag, attrs in _read(page).tags if tag == "section" and "item" in (attrs["class"] or "")
    ]
    assert len(sections) == len(mixed_batch().items)


def test_a_hostile_title_is_escaped_and_there_is_no_script():
    page = _page()
    assert "<script" not in page.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert all(tag != "script" for tag, _ in _read(page).tags)


def test_the_page_is_self_contained():
    page = _page()
    for tag, attrs in _read(page).tags:
        assert not {"src", "href"} & set(attrs), tag
    without_svg_namespace = page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "http://" not in without_svg_namespace and "https://" not in without_svg_namespace
    assert "url(" not in page


def test_the_answer_key_has_its_own_page_or_is_left_out():
    keyed, plain = _page(), _page("none")
    assert '<section class="answer-key">' in keyed and "break-before: page" in keyed
    assert "answer-key" not in plain.split("</style>")[1]
    sheet = plan(mixed_batch(), WorksheetOptions())
    key_part = keyed.split('<section class="answer-key">')[1]
    key_text = squeeze("".join(_read(key_part).text))
    for line in sheet.key:
        assert squeeze(line.text) in key_text


def test_the_paper_size_is_set_for_print():
    assert "@page { size: letter;" in _page()
    assert "@page { size: A4;" in _page(paper="a4")


def test_every_diagram_is_inlined_and_scaled_to_the_page():
    page = _page()
    svgs = [i.visuals.diagram_svg for i in mixed_batch().items if i.visuals and i.visuals.diagram_svg]
    assert svgs and all(svg in page for svg in svgs)
    assert "svg { max-width: 100%; height: auto; }" in page


def test_a_passage_shared_by_consecutive_items_is_printed_once():
    batch = skill_batch("find-key-details-in-k-informational-texts")
    first = next(i for i in batch.items if getattr(i.content, "passage", None) is not None)
    second = first.model_copy(update={"id": first.id + "b"})
    page = render_html(replace(batch, items=(first, second)), WorksheetOptions())
    title = first.content.passage.title
    assert page.count('<article class="passage">') == 1
    assert page.count(f"<h2>{title}</h2>") == 1


def test_key_terms_are_bold_and_the_glossary_is_printed():
    item = next(
        i for i in mixed_batch().items if getattr(i.content, "passage", None) and i.content.passage.glossary
    )
    page = _page()
    passage = item.content.passage
    assert f"<b>{passage.key_terms[0]}</b>".lower() in page.lower()
    assert "<h3>Glossary</h3>" in page
    assert all(g.term in page for g in passage.glossary)
