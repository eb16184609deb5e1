"""The keys and usage tables on moto: conditional writes, request review, usage items."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from educontent.access import key_management
from educontent.access.key_management import KeyManagementError
from educontent.core.key_records import RequestStatus, Tier
from educontent.settings import get_settings
from educontent.storage import keys_store, usage_store
from educontent.storage.dynamodb import dynamodb_client

NOW = datetime(2026, 3, 14, 15, 9, 26, tzinfo=UTC)


def _request() -> str:
    return key_management.submit_request(
        name="Oak School", email="it@oak.example", project_description="Spelling lists, grade 3", now=NOW
    )


def test_only_the_hash_of_a_key_is_stored():
    key, record = key_management.issue_key(name="A", email=None, tier=Tier.FREE, now=NOW)
    items = dynamodb_client().scan(TableName=get_settings().keys_table)["Items"]
    assert key not in str(items) and key[12:] not in str(items)
    assert items[0]["pk"]["S"] == f"KEY#{record.key_hash}"


def test_a_request_is_decided_once():
    request_id = _request()
    _, record = key_management.approve_request(request_id, tier=Tier.AGENT, now=NOW, expires_in_days=7)
    stored = keys_store.get_request(request_id)
    assert stored is not None and stored.status is RequestStatus.APPROVED and stored.key_id == record.id
    assert record.tier is Tier.AGENT and record.expires_at == NOW + timedelta(days=7)
    with pytest.raises(KeyManagementError, match="already approved"):
        key_management.reject_request(request_id, now=NOW)


def test_a_rejected_request_expires_after_90_days():
    request_id = _request()
    key_management.reject_request(request_id, now=NOW)
    item = dynamodb_client().get_item(
        TableName=get_settings().keys_table,
        Key={"pk": {"S": f"REQUEST#{request_id}"}, "sk": {"S": "REQUEST"}},
    )["Item"]
    assert int(item["ttl"]["N"]) == int((NOW + timedelta(days=90)).timestamp())
    assert item["status"]["S"] == "rejected"


def test_a_lost_decision_race_revokes_the_key_it_made(monkeypatch):
    request_id = _request()
    monkeypatch.setattr(keys_store, "decide_request", lambda *_, **__: False)
    with pytest.raises(KeyManagementError, match="decided meanwhile"):
        key_management.approve_request(request_id, tier=Tier.FREE, now=NOW)
    [made] = key_management.list_keys()
    assert made.is_active is False


@pytest.mark.parametrize("tier", [Tier.ANONYMOUS])
def test_keys_are_not_issued_for_the_anonymous_tier(tier):
    with pytest.raises(KeyManagementError):
        key_management.issue_key(name="A", email=None, tier=tier, now=NOW)


def test_find_key_by_id_or_prefix():
    _, record = key_management.issue_key(name="A", email=None, tier=Tier.FREE, now=NOW)
    assert key_management.find_key(record.key_prefix).id == record.id
    assert key_management.find_key(record.id).id == record.id
    with pytest.raises(KeyManagementError, match="no key"):
        key_management.find_key("edu_nothing")


def test_last_used_only_moves_forward():
    _, record = key_management.issue_key(name="A", email=None, tier=Tier.FREE, now=NOW)
    keys_store.touch_key(record.key_hash, NOW + timedelta(minutes=5))
    keys_store.touch_key(record.key_hash, NOW + timedelta(minutes=1))
    stored = keys_store.get_key(record.key_hash)
    assert stored is not None and stored.last_used_at == NOW + timedelta(minutes=5)
    keys_store.touch_key("0" * 64, NOW)  # an unknown key is not created by touching it
    assert keys_store.get_key("0" * 64) is None


def test_revoking_twice_reports_false():
    _, record = key_management.issue_key(name="A", email=None, tier=Tier.FREE, now=NOW)
    assert key_management.revoke(record, NOW) is True
    assert key_management.revoke(record, NOW) is False


def test_usage_items_add_up_per_endpoint_and_skill():
    for elapsed, skills in [
        (10.0, {"count-to-10": 3}),
        (20.5, {"count-to-10": 2, "add-within-5": 1}),
        (3.0, {}),
    ]:
        usage_store.record_usage(
            "key:k", "2026-03-14", endpoint="POST /api/v1/generate", elapsed_ms=elapsed, skills=skills, ttl=1
        )
    [day] = usage_store.usage_between("key:k", "2026-03-01", "2026-03-31")
    assert (day.requests, day.items) == (3, 6)
    assert day.endpoints == {"POST /api/v1/generate": (3, 33.5)}
    assert day.skills == {"count-to-10": (2, 5), "add-within-5": (1, 1)}
    assert usage_store.usage_between("key:other", "2026-03-01", "2026-03-31") == []
