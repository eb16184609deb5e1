"""Hostile and odd values in paths and query strings: refused with a 4xx, never a 500, never echoed
whole; HEAD answered as GET without a body (docs/errors.md)."""

from __future__ import annotations

import pytest

from educontent.catalog.index import get_catalog
from educontent.http.params import SUBJECTS
from tests.conftest import assert_problem
from tests.handlers.access_helpers import issue

V1 = "/api/v1"
HUGE = "9" * 5000


def test_subject_enum_is_the_catalogs_subjects():
    assert list(SUBJECTS) == list(get_catalog().subject_records)


@pytest.mark.parametrize("slug", [HUGE, "٣", "+3", " 3", "03", "3.0", "grade-٣"])
def test_grade_paths_that_are_not_grades_are_404_quoted_short(api, slug):
    body = assert_problem(api.get(f"{V1}/grades/{slug}"), 404, "not-found")
    assert len(body["detail"]) < 160


@pytest.mark.parametrize("grade", [HUGE, "٣", "+5", " 5", "5 ", "5.0", "05", "-1", "9", "", "grade-0", "k"])
@pytest.mark.parametrize("path", ["/skills", "/topics", "/standards", "/subjects/math", "/problems"])
def test_grade_filters_accept_exactly_the_documented_values(api, path, grade):
    params = {"grade": grade, **({"subject": "math"} if path == "/problems" else {})}
    body = assert_problem(api.get(f"{V1}{path}", params=params), 422, "validation-failed")
    assert body["errors"][0]["field"] == "query.grade"
    assert len(str(body["errors"][0]["value"])) <= 100


@pytest.mark.parametrize("grade", ["kindergarten", "KINDERGARTEN", "Grade-5", "grade-8", "0", "8"])
def test_grade_filters_in_every_documented_form_pass(api, grade):
    assert api.get(f"{V1}/skills", params={"grade": grade}).status == 200


@pytest.mark.parametrize("value", [HUGE, "٣", "+5", " 5", "5.0", "1_0", "0x5", "", "-0"])
@pytest.mark.parametrize(
    ("path", "name"), [("/topics", "page"), ("/skills", "pageSize"), ("/problems", "count")]
)
def test_integer_parameters_are_ascii_digits_only(api, path, name, value):
    params = {name: value, **({"subject": "math"} if path == "/problems" else {})}
    body = assert_problem(api.get(f"{V1}{path}", params=params), 422, "validation-failed")
    assert body["errors"][0]["field"] == f"query.{name}"


@pytest.mark.parametrize("seed", [HUGE, "٣", "+5", str(2**53)])
def test_seeds_are_bounded_ascii_integers(api, seed):
    params = {"subject": "math", "seed": seed}
    assert_problem(api.get(f"{V1}/problems", params=params), 422, "validation-failed")


def test_leading_zeros_are_still_ascii_digits(api):
    assert api.get(f"{V1}/skills", params={"pageSize": "007"}).json["pagination"]["pageSize"] == 7


@pytest.mark.parametrize("framework", ["ccss-math", "Ccss-Math", "CCSS-MATH", "ngss", "ccss-ela"])
def test_frameworks_are_accepted_in_any_case(api, framework):
    response = api.get(f"{V1}/standards", params={"framework": framework, "pageSize": 100})
    assert response.status == 200, response.raw
    standards = response.json["data"]["standards"]
    assert standards and {s["framework"] for s in standards} == {framework.upper()}


@pytest.mark.parametrize("framework", ["CCSS", "ccss_math", " ngss", "NGSS ", ""])
def test_other_frameworks_are_422(api, framework):
    assert_problem(api.get(f"{V1}/standards", params={"framework": framework}), 422, "validation-failed")


@pytest.mark.parametrize("name", ["apiKey", "key", "X-Service-Key", "token"])
def test_unknown_query_parameters_are_named_but_their_values_never_echoed(api, name):
    secret = "edu_live_0123456789abcdefSECRET"
    response = api.get(f"{V1}/skills", params={name: secret})
    body = assert_problem(response, 422, "validation-failed")
    assert secret not in response.raw.decode()
    assert body["errors"] == [{"field": f"query.{name}", "message": "unknown query parameter", "value": None}]


def test_long_values_of_declared_fields_are_echoed_cut_to_100_characters(api):
    response = api.get(f"{V1}/skills", params={"q": "x" * 5000})
    body = assert_problem(response, 422, "validation-failed")
    assert len(body["errors"][0]["value"]) == 100 and body["errors"][0]["value"].endswith("…")
    assert len(response.raw) < 1000


def test_long_unknown_slugs_are_quoted_cut_in_404s(api):
    response = api.get(f"{V1}/skills/{'s' * 3000}")
    body = assert_problem(response, 404, "not-found")
    assert len(body["detail"]) < 160 and "…" in body["detail"]  # `instance` is the path, as sent


def test_fields_named_like_a_key_are_never_echoed(api):
    from educontent.http.app import validation_field_errors

    _, errors = validation_field_errors(
        [{"loc": ("body", "apiKey"), "msg": "bad", "input": "edu_secret", "type": "string_type"}]
    )
    assert errors[0].value is None


def _same_as_get(api, path, *, params=None, headers=None, status=200):
    got = api.get(path, params=params, headers=headers)
    head = api.request("HEAD", path, params=params, headers=headers)
    assert got.status == head.status == status, head.raw
    assert head.raw == b""
    ignore = {"x-ratelimit-remaining", "ratelimit", "x-ratelimit-reset", "content-length", "date"}
    strip = {k.lower(): v for k, v in got.headers.items() if k.lower() not in ignore}
    assert {k.lower(): v for k, v in head.headers.items() if k.lower() not in ignore} == strip
    return head


def test_head_on_a_catalog_route_is_get_without_a_body(api):
    _same_as_get(api, f"{V1}/grades/grade-3")
    _same_as_get(api, f"{V1}/grades/grade-9", status=404)


def test_head_on_a_generation_route(api):
    skill = api.get(f"{V1}/skills", params={"pageSize": 1}).json["data"]["skills"][0]["slug"]
    head = _same_as_get(api, f"{V1}/problems/single", params={"skill": skill, "seed": 3})
    assert head.header("X-Seed") == "3"


def test_head_on_health(api):
    _same_as_get(api, f"{V1}/health")


def test_head_is_counted_and_limited_as_the_get(api):
    first = api.request("HEAD", f"{V1}/subjects", source_ip="198.51.100.9")
    second = api.get(f"{V1}/subjects", source_ip="198.51.100.9")
    assert int(first.header("X-RateLimit-Remaining")) - 1 == int(second.header("X-RateLimit-Remaining"))


def test_head_on_a_key_route_requires_the_key(api):
    response = api.request("HEAD", f"{V1}/usage")
    assert response.status == 401 and response.raw == b""
    key, _ = issue()
    assert api.request("HEAD", f"{V1}/usage", headers={"X-Service-Key": key}).status == 200


def test_head_where_there_is_no_get_is_405_naming_head(api):
    response = api.request("HEAD", f"{V1}/generate")
    assert response.status == 405 and response.raw == b""
    assert response.header("Allow") == "OPTIONS, POST"


def test_405_allow_lists_head_with_get(api):
    response = api.request("PUT", f"{V1}/problems")
    body = assert_problem(response, 405, "method-not-allowed")
    assert response.header("Allow") == "GET, HEAD, OPTIONS, POST"
    assert body["detail"].startswith("PUT is not allowed")
