"""Refused callers cost no reads: forged keys from a refused address, and the unknown-key budget."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest

from educontent.access import keys
from educontent.access.authentication import UNKNOWN_KEY_LOOKUPS_PER_MINUTE
from educontent.storage.dynamodb import dynamodb_client
from tests.conftest import assert_problem
from tests.handlers.access_helpers import NOW, V1, issue, use_limits


@pytest.fixture
def calls() -> Iterator[list[str]]:
    """Every DynamoDB operation sent while the test runs."""
    sent: list[str] = []

    def record(model, **_):
        sent.append(model.name)

    events = dynamodb_client().meta.events
    events.register("before-call.dynamodb", record)
    yield sent
    events.unregister("before-call.dynamodb", record)


def test_a_refused_address_sending_new_forged_keys_costs_no_reads(api, now, monkeypatch, calls):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 3}}')
    ip = "198.51.100.30"
    for _ in range(3):
        assert api.get(f"{V1}/subjects", source_ip=ip).status == 200
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 429  # the container learns the refusal
    calls.clear()
    for _ in range(60):
        response = api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": keys.generate_key()})
        assert_problem(response, 429, "rate-limited")
        assert response.header("Retry-After") == "34"
        assert response.header("X-RateLimit-Remaining") == "0"
    assert calls == []  # no GetItem, no UpdateItem


def test_a_cached_valid_key_from_a_refused_address_is_still_served(api, now, monkeypatch):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 1}}')
    key, _ = issue("free")
    ip = "198.51.100.31"
    assert api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": key}).status == 200  # cached
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 200
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 429
    assert api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": key}).status == 200


def test_unknown_key_lookups_are_bounded_per_address_and_minute(api, now, calls):
    ip = "198.51.100.32"
    budget = UNKNOWN_KEY_LOOKUPS_PER_MINUTE
    for _ in range(budget + 20):
        forged = keys.generate_key()
        response = api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": forged})
        assert_problem(response, 401, "unauthorized")
    assert calls.count("GetItem") == budget
    assert "Too many unknown API keys" in response.json["detail"]
    # Other addresses keep their own budget, and a valid key from one is found.
    calls.clear()
    key, _ = issue("free")
    assert api.get(f"{V1}/subjects", source_ip="198.51.100.33", headers={"X-Service-Key": key}).status == 200
    assert calls.count("GetItem") == 1
    # The next minute, the address may look keys up again.
    now.now = NOW + timedelta(minutes=1)
    calls.clear()
    response = api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": keys.generate_key()})
    assert_problem(response, 401, "unauthorized")
    assert "not a valid API key" in response.json["detail"]
    assert calls.count("GetItem") == 1


def test_a_valid_key_is_still_looked_up_when_the_address_is_refused_for_the_day(api, now, monkeypatch):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 5, "perDay": 1}}')
    ip = "198.51.100.34"
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 200
    assert api.get(f"{V1}/subjects", source_ip=ip).status == 429  # the day is spent
    key, _ = issue("free")
    assert api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": key}).status == 200
