"""Usage reports (docs/api/usage.md) from what the gate recorded, and ``record_items``."""

from __future__ import annotations

from datetime import timedelta

import pytest

from educontent.access.accounting import record_items
from tests.conftest import assert_problem
from tests.handlers.access_helpers import NOW, V1, issue, use_limits


@pytest.fixture
def generating(monkeypatch):
    """Make GET /skills/{slug} report generated items, as the generation routes will."""
    from educontent.catalog import queries

    original = queries.skill_detail

    def skill_detail(slug):
        record_items(slug, 3)
        record_items(slug, 2)  # a second batch for the same skill: one request, five items
        record_items("count-to-10", 1)
        return original(slug)

    monkeypatch.setattr(queries, "skill_detail", skill_detail)


def _data(response):
    assert response.status == 200, response.raw
    return response.json["data"]


def test_record_items_outside_a_request_is_a_no_op():
    record_items("count-to-10", 5)


def test_usage_summary_agrees_with_the_limiter(api, now, monkeypatch, generating):
    use_limits(monkeypatch, None)
    key, _ = issue("free")
    headers = {"X-Service-Key": key}
    for _ in range(3):
        api.get(f"{V1}/grades", headers=headers)
    api.get(f"{V1}/skills/multiply-within-100", headers=headers)
    response = api.get(f"{V1}/usage", headers=headers)
    summary = _data(response)
    assert summary == {
        "period": {"start": "2026-03-14T00:00:00.000Z", "end": "2026-03-15T00:00:00.000Z"},
        "requests": 5,  # this one included
        "itemsGenerated": 6,
        "tier": "free",
        "limits": {"perMinute": 30, "perDay": 500},
        "remainingToday": 495,
    }
    assert response.header("X-RateLimit-Remaining") == "25"  # the minute is tighter than the day


def test_history_covers_each_day_of_the_window_oldest_first(api, now, generating):
    key, _ = issue("pro")
    headers = {"X-Service-Key": key}
    now.now = NOW - timedelta(days=2)
    api.get(f"{V1}/skills/multiply-within-100", headers=headers)
    api.get(f"{V1}/grades", headers=headers)
    now.now = NOW
    api.get(f"{V1}/grades", headers=headers)
    history = _data(api.get(f"{V1}/usage/history", params={"days": 3}, headers=headers))["history"]
    assert history == [
        {"date": "2026-03-12", "requests": 2, "itemsGenerated": 6},
        {"date": "2026-03-13", "requests": 0, "itemsGenerated": 0},
        {"date": "2026-03-14", "requests": 1, "itemsGenerated": 0},
    ]
    default = _data(api.get(f"{V1}/usage/history", headers=headers))["history"]
    assert len(default) == 30 and default[-1]["date"] == "2026-03-14"


@pytest.mark.parametrize("route", ["history", "by-skill", "by-endpoint"])
@pytest.mark.parametrize("days", [0, 91, "x", "+5", "٣", " 5", "5.0", "9" * 5000])
def test_days_is_bounded_1_to_90(api, route, days):
    key, _ = issue()
    response = api.get(f"{V1}/usage/{route}", params={"days": days}, headers={"X-Service-Key": key})
    body = assert_problem(response, 422, "validation-failed")
    assert body["errors"][0]["field"] == "query.days"


def test_by_skill_counts_one_request_per_distinct_skill(api, now, generating):
    key, _ = issue()
    headers = {"X-Service-Key": key}
    api.get(f"{V1}/skills/multiply-within-100", headers=headers)
    api.get(f"{V1}/skills/multiply-within-100", headers=headers)
    skills = _data(api.get(f"{V1}/usage/by-skill", headers=headers))["skills"]
    assert skills == [
        {"skillSlug": "count-to-10", "requests": 2, "itemsGenerated": 2},
        {"skillSlug": "multiply-within-100", "requests": 2, "itemsGenerated": 10},
    ]


def test_by_endpoint_uses_route_templates_methods_and_average_times(api, now):
    key, _ = issue()
    headers = {"X-Service-Key": key}
    api.get(f"{V1}/skills/multiply-within-100", headers=headers)
    api.get(f"{V1}/skills/count-to-10", headers=headers)
    api.get(f"{V1}/grades", headers=headers)
    api.request("PUT", f"{V1}/grades", headers=headers)  # a 405, answered before access control
    api.get(f"{V1}/no/such/thing", headers=headers)
    endpoints = _data(api.get(f"{V1}/usage/by-endpoint", params={"days": 1}, headers=headers))["endpoints"]
    summary = {(e["method"], e["endpoint"]): e["requests"] for e in endpoints}
    assert summary == {
        ("GET", "/api/v1/skills/{slug}"): 2,
        ("GET", "/api/v1/grades"): 1,
        ("GET", "/api/v1/{proxy+}"): 1,
    }
    assert all(isinstance(e["avgResponseMs"], float) and e["avgResponseMs"] >= 0 for e in endpoints)
    assert endpoints[0]["endpoint"] == "/api/v1/skills/{slug}"


def test_usage_is_per_caller(api, now):
    mine, _ = issue()
    theirs, _ = issue()
    api.get(f"{V1}/grades", headers={"X-Service-Key": theirs})
    api.get(f"{V1}/grades", headers={"X-Service-Key": theirs})
    api.get(f"{V1}/grades")  # anonymous
    history = _data(api.get(f"{V1}/usage/history", params={"days": 1}, headers={"X-Service-Key": mine}))
    assert history["history"] == [{"date": "2026-03-14", "requests": 0, "itemsGenerated": 0}]


def test_generation_routes_record_items_per_skill(api, now, monkeypatch):
    use_limits(monkeypatch, None)
    key, _ = issue("pro")
    headers = {"X-Service-Key": key}
    body = {"skills": ["multiply-within-100", "divide-within-100"], "count": 5, "seed": 3}
    assert api.post(f"{V1}/generate", body=body, headers=headers).status == 200
    assert (
        api.get(
            f"{V1}/problems/single", params={"skill": "multiply-within-100", "seed": 1}, headers=headers
        ).status
        == 200
    )
    skills = {s["skillSlug"]: s for s in _data(api.get(f"{V1}/usage/by-skill", headers=headers))["skills"]}
    assert (
        skills["multiply-within-100"]["itemsGenerated"] == 4
        and skills["multiply-within-100"]["requests"] == 2
    )
    assert skills["divide-within-100"]["itemsGenerated"] == 2 and skills["divide-within-100"]["requests"] == 1
    assert _data(api.get(f"{V1}/usage", headers=headers))["itemsGenerated"] == 6
