"""Rate limits on every route (docs/access.md), through the real handlers on moto."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from educontent.storage.dynamodb import dynamodb_client
from tests.conftest import assert_problem
from tests.handlers.access_helpers import NOW, V1, issue, use_limits

MINUTE_END = int(datetime(2026, 3, 14, 15, 10, tzinfo=UTC).timestamp())
DAY_END = int(datetime(2026, 3, 15, tzinfo=UTC).timestamp())


@pytest.fixture
def spec_limits(monkeypatch):
    use_limits(monkeypatch, None)


def test_every_success_carries_the_rate_limit_headers(api, now, spec_limits):
    # Given the default limits (anonymous: 30 a minute, 200 a day)
    # When an anonymous caller makes its first request
    response = api.get(f"{V1}/grades", source_ip="198.51.100.1")
    # Then the headers show the per-minute limit, what is left and when the minute resets
    assert response.status == 200
    assert response.header("X-RateLimit-Limit") == "30"
    assert response.header("X-RateLimit-Remaining") == "29"
    assert response.header("X-RateLimit-Reset") == str(MINUTE_END)
    assert response.header("RateLimit-Policy") == '"minute";q=30;w=60, "day";q=200;w=86400'
    assert response.header("RateLimit") == '"minute";r=29;t=34'
    assert response.header("Retry-After") is None


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", f"{V1}/nothing-here", 404),
        ("GET", f"{V1}/grades/grade-9", 404),
        ("GET", f"{V1}/openapi.json", 200),
        ("GET", f"{V1}/skills?pageSize=0", 422),
        ("POST", f"{V1}/generate", 422),
        ("POST", f"{V1}/generate?x=1", 422),
    ],
)
def test_problems_and_every_function_carry_the_headers_and_count(api, now, spec_limits, method, path, status):
    first = api.request(method, path, source_ip="198.51.100.2")
    second = api.request(method, path, source_ip="198.51.100.2")
    assert first.status == second.status == status
    assert first.header("X-RateLimit-Remaining") == "29"
    assert second.header("X-RateLimit-Remaining") == "28"


def test_payload_too_large_is_counted_with_headers(api, now, spec_limits):
    response = api.post(f"{V1}/keys/request", raw_body=b"x" * (64 * 1024 + 1), source_ip="198.51.100.3")
    assert_problem(response, 413, "payload-too-large")
    assert response.header("X-RateLimit-Remaining") == "29"


def test_anonymous_minute_limit_is_30_then_a_429_naming_it(api, now, spec_limits):
    ip = "198.51.100.4"
    for expected_left in range(29, -1, -1):
        response = api.get(f"{V1}/subjects", source_ip=ip)
        assert response.status == 200
        assert response.header("X-RateLimit-Remaining") == str(expected_left)
    refused = api.get(f"{V1}/subjects", source_ip=ip)
    body = assert_problem(refused, 429, "rate-limited")
    assert body["title"] == "Rate Limit Exceeded"
    assert "30 requests per minute" in body["detail"]
    assert body["retryAfter"] == 34 == int(refused.header("Retry-After"))
    assert refused.header("X-RateLimit-Limit") == "30"
    assert refused.header("X-RateLimit-Remaining") == "0"
    assert refused.header("X-RateLimit-Reset") == str(MINUTE_END)
    assert body["instance"] == f"{V1}/subjects"
    # Another address is not affected
    assert api.get(f"{V1}/subjects", source_ip="198.51.100.5").status == 200


def test_the_next_minute_opens_a_new_window_but_the_day_keeps_counting(api, now, spec_limits):
    ip = "198.51.100.6"
    for _ in range(30):
        assert api.get(f"{V1}/subjects", source_ip=ip).status == 200
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 429
    now.now = NOW + timedelta(seconds=34)  # 15:10:00
    response = api.get(f"{V1}/subjects", source_ip=ip)
    assert response.status == 200
    assert response.header("X-RateLimit-Remaining") == "29"
    assert response.header("RateLimit") == '"minute";r=29;t=60'


def test_the_daily_limit_refuses_until_midnight_utc(api, now, monkeypatch):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 100, "perDay": 5}}')
    ip = "198.51.100.7"
    lefts = [api.get(f"{V1}/grades", source_ip=ip).header("X-RateLimit-Remaining") for _ in range(5)]
    assert lefts == ["4", "3", "2", "1", "0"]
    refused = api.get(f"{V1}/grades", source_ip=ip)
    body = assert_problem(refused, 429, "rate-limited")
    assert "Daily limit of 5 requests" in body["detail"]
    assert refused.header("X-RateLimit-Reset") == str(DAY_END)
    assert body["retryAfter"] == DAY_END - int(NOW.timestamp()) == int(refused.header("Retry-After"))
    # A new minute does not help; a new UTC day does, although yesterday's window is still stored
    now.now = NOW + timedelta(minutes=5)
    assert api.get(f"{V1}/grades", source_ip=ip).status == 429
    now.now = datetime(2026, 3, 15, 0, 0, 1, tzinfo=UTC)
    assert api.get(f"{V1}/grades", source_ip=ip).status == 200


def test_remaining_reports_the_tighter_window(api, now, monkeypatch):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 10, "perDay": 12}}')
    ip = "198.51.100.8"
    headers = [api.get(f"{V1}/grades", source_ip=ip).headers for _ in range(4)]
    last = {k.lower(): v for k, v in headers[-1].items()}
    # minute: 6 left; day: 8 left -> the minute is tighter
    assert last["x-ratelimit-remaining"] == "6" and last["x-ratelimit-reset"] == str(MINUTE_END)
    now.now = NOW + timedelta(minutes=1)
    response = api.get(f"{V1}/grades", source_ip=ip)
    # minute: 9 left; day: 7 left -> the day is tighter, it resets at midnight
    assert response.header("X-RateLimit-Remaining") == "7"
    assert response.header("X-RateLimit-Reset") == str(DAY_END)


@pytest.mark.parametrize(("tier", "per_minute"), [("free", 30), ("pro", 120), ("agent", 600)])
def test_keyed_callers_get_their_tiers_limits_counted_per_key(api, now, spec_limits, tier, per_minute):
    key, _ = issue(tier)
    first = api.get(f"{V1}/grades", headers={"X-Service-Key": key}, source_ip="198.51.100.9")
    second = api.get(f"{V1}/grades", headers={"X-Service-Key": key}, source_ip="198.51.100.10")
    assert first.header("X-RateLimit-Limit") == str(per_minute)
    assert first.header("X-RateLimit-Remaining") == str(per_minute - 1)
    assert second.header("X-RateLimit-Remaining") == str(per_minute - 2)  # per key, whatever the address
    anonymous = api.get(f"{V1}/grades", source_ip="198.51.100.9")
    assert anonymous.header("X-RateLimit-Remaining") == "29"


def test_free_key_is_refused_at_its_31st_request(api, now, spec_limits):
    key, _ = issue("free")
    for _ in range(30):
        assert api.get(f"{V1}/subjects", headers={"X-Service-Key": key}).status == 200
    assert_problem(api.get(f"{V1}/subjects", headers={"X-Service-Key": key}), 429, "rate-limited")


def test_refused_callers_are_remembered_without_database_calls(api, now, monkeypatch):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 2}}')
    calls: list[str] = []
    dynamodb_client().meta.events.register(
        "before-call.dynamodb", lambda model, **_: calls.append(model.name)
    )
    ip = "198.51.100.11"
    for _ in range(2):
        api.get(f"{V1}/subjects", source_ip=ip)
    assert calls == ["UpdateItem", "UpdateItem"] * 2  # limiter, usage; limiter, usage
    calls.clear()
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 429
    assert calls == ["UpdateItem"]  # the refusal itself is learnt from DynamoDB once
    calls.clear()
    for _ in range(50):
        assert api.get(f"{V1}/subjects", source_ip=ip).status == 429
    assert calls == []
    now.now = NOW + timedelta(minutes=1)
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 200


def test_invalid_tier_limits_fail_loudly(api, monkeypatch):
    use_limits(monkeypatch, '{"gold": {"perMinute": 5}}')
    response = api.get(f"{V1}/grades")
    assert_problem(response, 503, "service-unavailable")  # not applied as defaults, not a crash


def test_health_is_never_counted_and_never_touches_dynamodb(api, monkeypatch):
    from educontent.access import gate

    def no_access_control(event):
        raise AssertionError("health went through access control (DynamoDB)")

    monkeypatch.setattr(gate, "admit", no_access_control)
    for _ in range(3):
        response = api.get(f"{V1}/health", source_ip="198.51.100.9")
        assert response.status == 200 and response.header("X-RateLimit-Remaining") is None
