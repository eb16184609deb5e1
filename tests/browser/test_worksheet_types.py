"""A worksheet of every content type, opened by its URL in Chromium: it loads without a console error,
numbers every item, and no item box can be cut by a printed page break.

Page breaks are checked in print media (``emulate_media``) at the printed width: every item, and every
diagram inside one, is ``break-inside: avoid``, and every item but a long passage is shorter than the
printed page, so Chromium can honour the rule (a box taller than a page must break somewhere; a
passage may, between paragraphs, and its diagrams still may not). This checks the layout the browser
prints from rather than reading positions back out of a PDF, which would need text positions to
decide where an item begins and ends.
"""

from __future__ import annotations

import json
from functools import cache
from urllib.parse import urlencode

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import ContentType
from educontent.generation.engine import GenerationRequest, generate
from tests.support_processes import http_request

pytestmark = pytest.mark.xdist_group("browser")

COUNT, SEED = 6, 7
ITEM = "section.item[id^='item-']"
"""An item's box on the worksheet (diagrams have groups of class ``item`` of their own)."""
CSS_PX_PER_INCH = 96
PRINTED = {"letter": (8.5, 11.0), "a4": (8.27, 11.69)}
"""Paper sizes in inches; the printed area is smaller by the page margins (at least half an inch)."""


@cache
def skill_for(content_type: ContentType) -> str:
    """The first skill in catalog order whose seeded worksheet has an item of ``content_type``."""
    candidates = [s.slug for s in get_catalog().skill_records.values() if content_type in s.content_types]
    for slug in candidates[:40]:
        batch = generate(GenerationRequest(skills=(slug,), count=COUNT, seed=SEED))
        if any(item.type == content_type.value for item in batch.items):
            return slug
    raise AssertionError(f"no skill among the first 40 of type {content_type} makes one with seed {SEED}")


CASES = [(kind, "letter") for kind in ContentType] + [
    (ContentType.PASSAGE_BASED, "a4"),
    (ContentType.DIAGRAM, "a4"),
]
"""Every type on letter paper; A4 (shorter printed width, taller page) for the two tallest kinds of item."""


@pytest.mark.parametrize(("content_type", "paper"), CASES, ids=[f"{kind}-{paper}" for kind, paper in CASES])
def test_a_worksheet_of_each_content_type_prints_whole_items(open_page, api_base, content_type, paper):
    skill = skill_for(content_type)
    width_in, height_in = PRINTED[paper]
    printed_width = round((width_in - 1.0) * CSS_PX_PER_INCH)
    printed_height = round((height_in - 1.0) * CSS_PX_PER_INCH)
    page, problems = open_page(width=printed_width, height=printed_height)
    query = urlencode({"skill": skill, "count": COUNT, "seed": SEED, "paper": paper, "format": "html"})

    # Given a skill whose seeded batch (GET /problems, the items the worksheet shows) has this type
    _, _, raw = http_request(
        f"{api_base}/api/v1/problems?{urlencode({'skill': skill, 'count': COUNT, 'seed': SEED})}"
    )
    assert content_type.value in {item["type"] for item in json.loads(raw)["data"]["items"]}, skill

    # When the worksheet is opened by its URL
    answer = page.goto(f"{api_base}/api/v1/worksheets?{query}")

    # Then it loads, every item is numbered in order, and nothing went wrong on the way
    assert answer is not None and answer.status == 200, skill
    assert answer.headers["content-type"].startswith("text/html")
    numbers = [n.strip() for n in page.locator(f"{ITEM} > .num").all_text_contents()]
    assert numbers == [f"{n}." for n in range(1, COUNT + 1)], skill
    for n in range(1, COUNT + 1):
        assert page.locator(f"#item-{n}").count() == 1
    assert problems == [], skill

    # And in print, no item (nor any diagram) can be cut by a page break
    page.emulate_media(media="print")
    boxes = page.evaluate(
        """item => [...document.querySelectorAll(`${item}, ${item} .diagram`)].map(e => ({
            id: e.closest(item).id,
            diagram: e.classList.contains('diagram'),
            passage: e.querySelector('.passage') !== null,
            breakInside: getComputedStyle(e).breakInside,
            height: e.getBoundingClientRect().height,
        }))""",
        ITEM,
    )
    assert len([b for b in boxes if not b["diagram"]]) == COUNT
    for box in boxes:
        assert box["breakInside"] == "avoid", f"{skill} {box['id']}: break-inside is {box['breakInside']}"
        if not box["passage"]:
            assert box["height"] <= printed_height, f"{skill} {box['id']} is taller than a printed page"
