"""Bodies are decoded and parsed once, before routing: 415 for what is not JSON, 400 for malformed
JSON (docs/errors.md, "Request bodies"); never a 500 for a caller's mistake."""

from __future__ import annotations

import json

import pytest

from educontent.http.body import MAX_INTEGER_DIGITS, MAX_JSON_DEPTH
from tests.conftest import ApiResponse, assert_problem

V1 = "/api/v1"
GOOD = {"skill": "add-within-10", "count": 1, "seed": 7}


def _post(api, raw: bytes, content_type: str | None = "application/json", path: str = "/generate"):
    headers = {} if content_type is None else {"Content-Type": content_type}
    status, out_headers, payload = api.gateway.invoke("POST", f"{V1}{path}", headers, raw, "203.0.113.7")
    return ApiResponse(status=status, headers=out_headers, raw=payload)


@pytest.fixture
def skill(api) -> str:
    return api.get(f"{V1}/skills", params={"pageSize": 1}).json["data"]["skills"][0]["slug"]


@pytest.mark.parametrize(
    "content_type",
    ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/vnd.x+json"],
)
def test_json_media_types_are_accepted(api, skill, content_type):
    response = _post(api, json.dumps({**GOOD, "skill": skill}).encode(), content_type)
    assert response.status == 200, response.raw


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/xml", "application/x-www-form-urlencoded", "", None]
)
def test_bodies_that_are_not_sent_as_json_are_415(api, skill, content_type):
    response = _post(api, json.dumps({**GOOD, "skill": skill}).encode(), content_type)
    body = assert_problem(response, 415, "unsupported-media-type")
    assert body["title"] == "Unsupported Media Type" and "errors" not in body


def test_a_415_is_answered_on_the_key_request_route_too(api):
    payload = {"name": "A", "email": "a@example.org", "projectDescription": "A long enough text"}
    response = _post(api, json.dumps(payload).encode(), "text/plain", "/keys/request")
    assert_problem(response, 415, "unsupported-media-type")


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b'{"skill": ', "Expecting value"),
        (b"[" * 1000 + b"]" * 1000, "nested too deeply"),
        (b'{"skill": "a", "count": ' + b"9" * 5000 + b"}", "digits"),
        (b'{"skill": "\xff\xfe"}', "invalid UTF-8"),
        (b'{"skill": "\\udc00"}', "lone surrogate"),
        (b'{"skill": "a", "count": NaN}', "NaN"),
        (b'{"skill": "a", "count": Infinity}', "Infinity"),
        (b'{"skill": "a", "count": 1e999}', "out of range"),
        (b"", None),
    ],
    ids=["truncated", "deep", "digits", "utf8", "surrogate", "nan", "infinity", "overflow", "empty"],
)
def test_malformed_bodies_are_400(api, raw, message):
    response = _post(api, raw)
    if message is None:  # no body at all: the body is missing, a validation failure
        assert_problem(response, 422, "validation-failed")
        return
    body = assert_problem(response, 400, "bad-request")
    assert body["errors"][0]["field"] == "body"
    assert message in body["errors"][0]["message"]
    assert len(response.raw) < 1000  # the body is never echoed back


def test_the_bounds_are_inclusive(api, skill):
    nested = {**GOOD, "skill": skill}
    response = _post(api, json.dumps(nested).encode())
    assert response.status == 200
    ok_depth = b"[" * MAX_JSON_DEPTH + b"]" * MAX_JSON_DEPTH
    assert _post(api, ok_depth).status == 422  # well-formed: refused by the schema, not the parser
    too_deep = b"[" * (MAX_JSON_DEPTH + 1) + b"]" * (MAX_JSON_DEPTH + 1)
    assert _post(api, too_deep).status == 400
    big = json.dumps({**GOOD, "skill": skill, "count": int("9" * MAX_INTEGER_DIGITS)}).encode()
    assert _post(api, big).status == 422  # a number, out of range
    bigger = json.dumps({**GOOD, "skill": skill, "count": int("9" * (MAX_INTEGER_DIGITS + 1))}).encode()
    assert _post(api, bigger).status == 400


def test_brackets_and_escapes_inside_strings_do_not_count_as_nesting(api):
    text = json.dumps({"skill": "[" * 40 + '\\"{' * 20, "count": 1})
    response = _post(api, text.encode())
    assert response.status == 404  # parsed fine; no such skill


def test_a_valid_surrogate_pair_is_accepted(api):
    response = _post(api, b'{"skill": "\\ud83d\\ude00", "count": 1}')
    assert response.status == 404  # parsed: an emoji, no such skill


def test_bodies_of_get_requests_are_ignored(api):
    response = api.request(
        "GET", f"{V1}/grades", raw_body=b"{not json", headers={"Content-Type": "text/plain"}
    )
    assert response.status == 200


def test_oversized_bodies_stay_413(api):
    response = _post(api, b"[" * (64 * 1024 + 1), "text/plain")
    assert_problem(response, 413, "payload-too-large")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("count", True),
        ("count", "10"),
        ("count", 10.0),
        ("count", 1e1),
        ("seed", "7"),
        ("seed", False),
        ("seed", 7.0),
        ("grade", True),
        ("grade", 3.0),
        ("grade", "٣"),
        ("grade", " 3"),
        ("grade", 9),
        ("grade", "grade-9"),
        ("subject", "art"),
        ("skills", [""]),
    ],
)
def test_body_fields_are_strict(api, skill, field, value):
    payload = {"skill": skill, field: value}
    body = assert_problem(api.post(f"{V1}/generate", body=payload), 422, "validation-failed")
    assert f"body.{field}" in {
        e["field"].split(".", 2)[0] + "." + e["field"].split(".")[1] for e in body["errors"]
    }


@pytest.mark.parametrize("grade", [3, "3", "grade-3", "GRADE-3"])
def test_body_grades_in_every_documented_form(api, grade):
    third = api.get(f"{V1}/skills", params={"grade": 3, "pageSize": 1}).json["data"]["skills"][0]["slug"]
    payload = {"skill": third, "count": 1, "grade": grade}
    assert _post(api, json.dumps(payload).encode()).status == 200


def test_a_true_count_is_not_one_item(api, skill):
    assert_problem(api.post(f"{V1}/generate", body={"skill": skill, "count": True}), 422, "validation-failed")


@pytest.mark.parametrize("field", ["name", "email", "projectDescription"])
def test_key_request_text_fields_take_text_only(api, field):
    payload = {
        "name": "A school",
        "email": "a@example.org",
        "projectDescription": "Practice sheets for class",
    }
    payload[field] = 1234567890
    assert_problem(api.post(f"{V1}/keys/request", body=payload), 422, "validation-failed")


def _invoke_raw(api, body: str, *, base64_encoded: bool) -> ApiResponse:
    """Through the real handler with a body no HTTP client could send (API Gateway's edge cases)."""
    from educontent.local.server import FakeLambdaContext, build_event, proxy_result_to_http

    gateway = api.gateway
    route, _ = gateway.match(f"{V1}/generate", "POST")
    event = build_event(
        route,
        "POST",
        f"{V1}/generate",
        "",
        {"Content-Type": "application/json"},
        b"{}",
        "203.0.113.7",
        "Stage",
    )
    event.update(body=body, isBase64Encoded=base64_encoded)
    context = FakeLambdaContext(function_name=route.function, aws_request_id="r")
    status, headers, payload = proxy_result_to_http(gateway.handler_for(route.function)(event, context))
    return ApiResponse(status=status, headers=headers, raw=payload)


@pytest.mark.parametrize(
    ("body", "base64_encoded"),
    [("abc", True), ("!!!!", True), ('{"skill": "\udc00"}', False)],
    ids=["bad-padding", "not-base64", "raw-surrogate"],
)
def test_bodies_api_gateway_would_never_send_are_400_not_500(api, body, base64_encoded):
    assert_problem(_invoke_raw(api, body, base64_encoded=base64_encoded), 400, "bad-request")


def test_the_body_is_parsed_once(api, skill, monkeypatch):
    text = json.dumps({**GOOD, "skill": skill})
    real_loads, calls = json.loads, []

    def counting_loads(value, *args, **kwargs):
        if value == text:
            calls.append(value)
        return real_loads(value, *args, **kwargs)

    monkeypatch.setattr(json, "loads", counting_loads)
    assert _post(api, text.encode()).status == 200
    assert len(calls) == 1
