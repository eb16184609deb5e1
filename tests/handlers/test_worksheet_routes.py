"""Worksheet endpoints end to end through the real handler: the same items as GET /problems, HTML and
PDF (binary through API Gateway), caching, the builder page and its Content-Security-Policy, errors."""

from __future__ import annotations

import base64
import hashlib
import html
import io
import json
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from educontent.generation.engine import CACHE
from educontent.local.server import FakeLambdaContext
from tests.conftest import assert_problem
from tests.handlers.access_helpers import issue

V1 = "/api/v1"
REPO = Path(__file__).resolve().parents[2]
SKILL = "compare-and-find-equivalent-fractions"
QUERY = {"skill": SKILL, "count": "6", "seed": "42"}
POINTS_PER_MM = 72 / 25.4


@pytest.fixture(autouse=True)
def empty_cache():
    CACHE.clear()
    yield
    CACHE.clear()


def _text(page: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def test_an_html_worksheet_shows_exactly_the_items_and_key_of_get_problems(api):
    problems = api.get(f"{V1}/problems", params=QUERY).json["data"]
    response = api.get(f"{V1}/worksheets", params=QUERY)
    assert response.status == 200, response.raw
    assert response.header("Content-Type") == "text/html; charset=utf-8"
    assert response.header("Cache-Control") == "public, max-age=3600, s-maxage=86400"
    assert response.header("X-Seed") == "42"
    assert "script-src" not in response.header("Content-Security-Policy") and "default-src 'none'" in (
        response.header("Content-Security-Policy")
    )
    text = _text(response.raw.decode())
    for n, entry in enumerate(problems["answerKey"], start=1):
        assert f"{n}." in text and entry["answer"] in text
    assert "Name" in text and "Date" in text and "Answer key" in text


def test_a_pdf_worksheet_is_binary_through_api_gateway_and_holds_every_answer(api):
    # Given the proxy event API Gateway sends for a seeded PDF worksheet
    event_query = {**QUERY, "format": "pdf", "paper": "a4"}
    gateway = api.gateway
    route, _ = gateway.match(f"{V1}/worksheets", "GET")
    event = json.loads((REPO / "events" / "worksheets-get-worksheets.json").read_text())
    event["queryStringParameters"] = event_query
    event["multiValueQueryStringParameters"] = {k: [v] for k, v in event_query.items()}
    # When the function answers it
    result = gateway.handler_for(route.function)(event, FakeLambdaContext(function_name=route.function))
    # Then the PDF is base64-encoded for API Gateway to send as binary, well under Lambda's 6 MB
    assert result["statusCode"] == 200 and result["isBase64Encoded"] is True
    headers = result.get("multiValueHeaders") or {}
    flat = {
        k.lower(): (v[0] if isinstance(v, list) else v)
        for k, v in {**headers, **(result.get("headers") or {})}.items()
    }
    assert flat["content-type"] == "application/pdf"
    assert flat["content-disposition"] == f'inline; filename="{SKILL}-42.pdf"'
    assert len(result["body"]) < 6 * 1024 * 1024
    pdf = PdfReader(io.BytesIO(base64.b64decode(result["body"])))
    width, height = (float(v) / POINTS_PER_MM for v in pdf.pages[0].mediabox.upper_right)
    assert (round(width), round(height)) == (210, 297)
    text = " ".join(" ".join(page.extract_text().split()) for page in pdf.pages)
    keys = api.get(f"{V1}/problems", params=QUERY).json["data"]["answerKey"]
    assert all(entry["answer"] in text for entry in keys)


def test_letter_paper_and_no_answer_key(api):
    with_key = PdfReader(io.BytesIO(api.get(f"{V1}/worksheets", params={**QUERY, "format": "pdf"}).raw))
    without = PdfReader(
        io.BytesIO(api.get(f"{V1}/worksheets", params={**QUERY, "format": "pdf", "answerKey": "none"}).raw)
    )
    width, height = (float(v) / POINTS_PER_MM for v in with_key.pages[0].mediabox.upper_right)
    assert (round(width, 1), round(height, 1)) == (215.9, 279.4)
    assert len(without.pages) == len(with_key.pages) - 1
    assert "Answer key" not in " ".join(p.extract_text() for p in without.pages)


def test_an_unseeded_worksheet_is_not_cached_and_says_its_seed(api):
    response = api.get(f"{V1}/worksheets", params={"skill": SKILL, "count": "2"})
    assert response.status == 200 and response.header("Cache-Control") == "no-store"
    assert (response.header("X-Seed") or "").isdigit()


def test_a_callers_title_is_printed_as_text_never_as_markup(api):
    title = '<script>alert("x")</script> Week\x1b[31m 3'
    page = api.get(f"{V1}/worksheets", params={**QUERY, "title": title}).raw.decode()
    assert "<script" not in page and "\x1b" not in page
    assert "&lt;script&gt;" in page


@pytest.mark.parametrize(
    ("params", "status", "kind"),
    [
        ({**QUERY, "format": "docx"}, 422, "validation-failed"),
        ({**QUERY, "paper": "legal"}, 422, "validation-failed"),
        ({**QUERY, "answerKey": "inline"}, 422, "validation-failed"),
        ({**QUERY, "title": "x" * 121}, 422, "validation-failed"),
        ({**QUERY, "count": "51"}, 422, "validation-failed"),
        ({**QUERY, "colour": "red"}, 422, "validation-failed"),
        ({"count": "3"}, 422, "validation-failed"),
        ({"skill": "no-such-skill", "seed": "1"}, 404, "not-found"),
    ],
)
def test_bad_worksheet_requests_are_problems(api, params, status, kind):
    assert_problem(api.get(f"{V1}/worksheets", params=params), status, kind)


def test_the_builder_page_allows_exactly_its_own_script(api):
    response = api.get(f"{V1}/worksheets/builder")
    assert response.status == 200 and response.header("Content-Type") == "text/html; charset=utf-8"
    page = response.raw.decode()
    scripts = re.findall(r"<script>(.*?)</script>", page, flags=re.DOTALL)
    assert len(scripts) == 1
    digest = base64.b64encode(hashlib.sha256(scripts[0].encode()).digest()).decode()
    policy = response.header("Content-Security-Policy")
    assert f"script-src 'sha256-{digest}';" in policy and "frame-ancestors 'none'" in policy
    assert not re.search(r"\son[a-z]+=", page), "inline event handlers would be blocked by the policy"


def test_worksheet_items_count_in_usage_like_problems(api, now):
    # Given a keyed caller who prints a worksheet of six items
    key, _ = issue()
    assert api.get(f"{V1}/worksheets", params=QUERY, headers={"X-Service-Key": key}).status == 200
    # Then its usage counts them for their skill, as GET /problems would
    skills = api.get(f"{V1}/usage/by-skill", headers={"X-Service-Key": key}).json["data"]["skills"]
    assert {"skillSlug": SKILL, "requests": 1, "itemsGenerated": 6} in skills
