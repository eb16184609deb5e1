"""The worksheet builder page (GET /api/v1/worksheets/builder) in Chromium, against the real local
runtime: catalog pickers, keyboard-only use, preview, PDF, and a phone-sized screen."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.browser.support import BUILDER_PATH, choose_with_arrows, focused_id, tab_to
from tests.support_processes import http_request

pytestmark = pytest.mark.xdist_group("browser")

GRADE, SUBJECT, TOPIC = "Grade 3", "Math", "Multiplying and dividing"
COUNT, SEED = 6, 4242


def _load_builder(page, api_base):
    page.goto(api_base + BUILDER_PATH)
    page.locator("#grade option").nth(9).wait_for(state="attached")


def test_the_builder_loads_the_grades_from_the_catalog(open_page, api_base):
    page, problems = open_page()
    _load_builder(page, api_base)
    grades = page.locator("#grade option").all_text_contents()
    assert grades[0] == "Choose a grade"
    assert grades[1:] == ["Kindergarten"] + [f"Grade {n}" for n in range(1, 9)]
    assert not page.locator("#grade").is_disabled()
    assert page.locator("#subject").is_disabled() and page.locator("#topic").is_disabled()
    assert page.locator("#seed").input_value().isdigit()  # a seed from the start: the link is cacheable
    assert problems == []


def test_a_keyboard_user_builds_previews_and_opens_a_worksheet(open_page, api_base):
    page, problems = open_page()
    _load_builder(page, api_base)
    # Given the page, with nothing but the keyboard: grade, subject, topic, then the first skill
    tab_to(page, "grade")
    outline = page.locator("#grade").evaluate("e => getComputedStyle(e).outlineStyle")
    assert outline != "none", "the focused control shows no focus ring"
    choose_with_arrows(page, "grade", GRADE)
    page.locator("#subject option").nth(1).wait_for(state="attached")
    tab_to(page, "subject")
    choose_with_arrows(page, "subject", SUBJECT)
    page.locator("#topic option").nth(1).wait_for(state="attached")
    tab_to(page, "topic")
    choose_with_arrows(page, "topic", TOPIC)
    page.wait_for_selector("#skills input[type=checkbox]")
    first_skill = page.locator("#skills input[type=checkbox]").first
    skill_slug = first_skill.get_attribute("value")
    page.keyboard.press("Tab")
    assert focused_id(page) == f"skill-{skill_slug}"
    page.keyboard.press("Space")
    assert first_skill.is_checked()
    assert page.locator("#chosen").text_content().startswith("1 skill chosen")
    # And the number of questions and the seed, typed in
    tab_to(page, "count")
    page.keyboard.press("Control+A")
    page.keyboard.type(str(COUNT))
    tab_to(page, "seed")
    page.keyboard.press("Control+A")
    page.keyboard.type(str(SEED))

    # When they press Preview
    tab_to(page, "preview-button")
    with page.expect_response(lambda r: "/worksheets?" in r.url and "format=html" in r.url) as answer:
        page.keyboard.press("Enter")
    assert answer.value.status == 200 and answer.value.headers["content-type"].startswith("text/html")

    # Then the preview shows the worksheet's numbered items, and the shareable link is the seeded URL
    preview = page.frame_locator("#preview")
    preview.locator(f"#item-{COUNT}").wait_for()
    numbers = [n.strip() for n in preview.locator("section.item > .num").all_text_contents()]
    assert numbers == [f"{n}." for n in range(1, COUNT + 1)]
    link = page.locator("#share-url").input_value()
    query = parse_qs(urlsplit(link).query)
    assert urlsplit(link).path == "/api/v1/worksheets"
    assert query["skill"] == [skill_slug] and query["count"] == [str(COUNT)] and query["seed"] == [str(SEED)]
    assert "error" not in (page.locator("#status").get_attribute("class") or "")

    # When they open the PDF, the service answers a PDF (opened from a blob URL in a new tab)
    tab_to(page, "pdf-button")
    with page.context.expect_page() as tab, page.expect_response(lambda r: "format=pdf" in r.url) as answer:
        page.keyboard.press("Enter")
    assert answer.value.status == 200 and answer.value.headers["content-type"] == "application/pdf"
    assert int(answer.value.headers["content-length"]) > 1000
    assert tab.value.url.startswith("blob:")
    # And the link shown is the same PDF for anyone (no key in it): Chromium keeps no body of a fetched
    # PDF for Playwright to read, so the test fetches the link itself
    shared = page.locator("#share-url").input_value()
    assert set(parse_qs(urlsplit(shared).query)) == {"skill", "count", "seed", "answerKey", "paper", "format"}
    assert parse_qs(urlsplit(shared).query)["format"] == ["pdf"]
    status, headers, pdf = http_request(shared)
    assert status == 200 and headers["Content-Type"] == "application/pdf" and pdf.startswith(b"%PDF-")
    assert problems == []


def test_an_error_from_the_service_is_shown_in_the_status_region(open_page, api_base):
    page, problems = open_page()
    _load_builder(page, api_base)
    # Given a key the service does not know, typed in (and kept for this tab only)
    key = "edu_" + "0" * 36
    page.fill("#api-key", key)
    page.locator("#api-key").press("Tab")
    assert page.evaluate("sessionStorage.getItem('educontent.serviceKey')") == key
    # When the next catalog request goes out with it
    page.select_option("#grade", label=GRADE)
    # Then the status region shows the problem's own title and detail, as text
    status = page.locator("#status.error")
    status.wait_for()
    _, _, raw = http_request(f"{api_base}/api/v1/grades/grade-3", headers={"X-Service-Key": key})
    problem = json.loads(raw)
    assert status.text_content() == f"{problem['title']}: {problem['detail']}"
    assert status.get_attribute("role") == "status" and status.get_attribute("aria-live") == "polite"
    assert problems and all("401" in p for p in problems), problems


def test_on_a_phone_the_page_is_one_column_without_horizontal_scrolling(open_page, api_base):
    page, problems = open_page(width=360, height=740)
    _load_builder(page, api_base)
    page.select_option("#grade", label=GRADE)
    page.locator("#subject option").nth(1).wait_for(state="attached")
    page.select_option("#subject", label=SUBJECT)
    page.locator("#topic option").nth(1).wait_for(state="attached")
    page.select_option("#topic", label=TOPIC)
    page.wait_for_selector("#skills input[type=checkbox]")
    page.locator("#skills input[type=checkbox]").first.check()
    with page.expect_response(lambda r: "format=html" in r.url):
        page.click("#preview-button")
    page.frame_locator("#preview").locator("#item-1").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    form, preview = page.locator("#builder").bounding_box(), page.locator("#preview").bounding_box()
    assert preview["y"] >= form["y"] + form["height"], "the preview is not below the form"
    assert problems == []


def test_under_api_gateways_stage_prefix_the_page_calls_the_api_under_the_same_prefix(open_page, api_base):
    page, problems = open_page()
    asked = []

    def as_api_gateway(route):  # /Stage/api/v1/... as API Gateway's own address serves it
        asked.append(urlsplit(route.request.url).path)
        route.fulfill(response=route.fetch(url=route.request.url.replace("/Stage/api/", "/api/", 1)))

    page.route("**/Stage/api/v1/**", as_api_gateway)
    page.goto(f"{api_base}/Stage{BUILDER_PATH}")
    page.locator("#grade option").nth(9).wait_for(state="attached")
    assert asked == ["/Stage/api/v1/worksheets/builder", "/Stage/api/v1/grades"]
    assert problems == []
