"""Keys (docs/api/keys.md, docs/access.md): authentication on every route, key info, revocation, key requests."""

from __future__ import annotations

from datetime import timedelta

import pytest

from educontent.access import keys
from educontent.core.key_records import RequestStatus
from educontent.storage import keys_store
from tests.conftest import assert_problem
from tests.handlers.access_helpers import NOW, V1, issue


def _unauthorized(response, *, key: str | None = None) -> dict:
    body = assert_problem(response, 401, "unauthorized")
    assert body["title"] == "API Key Required"
    assert "X-Service-Key" in body["detail"] and "valid" in body["detail"]
    if key:
        assert key not in response.raw.decode()
        assert len(key) <= 12 or key[12:] not in str(response.headers)
    assert response.header("X-RateLimit-Limit") == "100000"  # counted against the address
    return body


KEY_ONLY = [
    ("GET", f"{V1}/usage"),
    ("GET", f"{V1}/usage/history"),
    ("GET", f"{V1}/usage/by-skill"),
    ("GET", f"{V1}/usage/by-endpoint"),
    ("GET", f"{V1}/keys/info"),
    ("DELETE", f"{V1}/keys"),
]


@pytest.mark.parametrize(("method", "path"), KEY_ONLY)
def test_key_only_routes_without_a_key_are_401(api, method, path):
    _unauthorized(api.request(method, path))


@pytest.mark.parametrize(
    "bad",
    [
        "edu_short",
        "not-a-key-at-all",
        "",
        "sk_live_0123456789012345678901234567890123",
    ],
)
@pytest.mark.parametrize("path", [f"{V1}/grades", f"{V1}/usage", f"{V1}/nothing-here"])
def test_malformed_keys_are_401_everywhere_never_anonymous(api, bad, path):
    _unauthorized(api.get(path, headers={"X-Service-Key": bad}), key=bad or None)


def test_a_mistyped_key_is_refused_by_its_checksum_before_any_database_call(api, monkeypatch):
    key, _ = issue()
    typo = key[:20] + ("A" if key[20] != "A" else "B") + key[21:]
    assert keys.is_well_formed(key) and not keys.is_well_formed(typo)
    looked_up: list[str] = []
    monkeypatch.setattr(keys_store, "get_key", lambda digest, **_: looked_up.append(digest))
    _unauthorized(api.get(f"{V1}/grades", headers={"X-Service-Key": typo}), key=typo)
    assert looked_up == []


def test_unknown_well_formed_key_is_401_on_public_routes_and_404_on_key_routes(api):
    forged = keys.generate_key()
    _unauthorized(api.get(f"{V1}/grades", headers={"X-Service-Key": forged}), key=forged)
    _unauthorized(api.get(f"{V1}/usage", headers={"X-Service-Key": forged}), key=forged)
    for method, path in [("GET", f"{V1}/keys/info"), ("DELETE", f"{V1}/keys")]:
        response = api.request(method, path, headers={"X-Service-Key": forged})
        body = assert_problem(response, 404, "not-found")
        assert forged not in response.raw.decode()
        assert body["instance"] == path


def test_key_info_describes_the_key_sent(api, now):
    key, record = issue("pro", expires_in_days=30, name="Maple Elementary")
    first = api.get(f"{V1}/keys/info", headers={"X-Service-Key": key})
    assert first.json["data"]["lastUsedAt"] is None  # recorded once this first request is answered
    now.now = NOW + timedelta(seconds=10)
    response = api.get(f"{V1}/keys/info", headers={"X-Service-Key": key})
    assert response.status == 200, response.raw
    info = response.json["data"]
    assert info == {
        "id": record.id,
        "keyPrefix": key[:12],
        "name": "Maple Elementary",
        "ownerEmail": "dev@school.example",
        "tier": "pro",
        "isActive": True,
        "createdAt": "2026-03-14T15:09:26.000Z",
        "lastUsedAt": "2026-03-14T15:09:26.000Z",  # the first request of this minute
        "expiresAt": "2026-04-13T15:09:26.000Z",
    }
    assert key not in response.raw.decode()


def test_last_used_at_is_written_at_most_once_a_minute(api, now):
    key, record = issue()
    writes: list[str] = []
    original = keys_store.touch_key

    def spy(digest, at):
        writes.append(at.isoformat())
        original(digest, at)

    import educontent.access.gate as gate

    gate.keys_store.touch_key = spy  # type: ignore[attr-defined]
    try:
        for second in range(0, 60, 5):
            now.now = NOW.replace(second=0) + timedelta(seconds=second)
            assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 200
        now.now = NOW.replace(second=0) + timedelta(minutes=1, seconds=3)
        api.get(f"{V1}/grades", headers={"X-Service-Key": key})
    finally:
        gate.keys_store.touch_key = original  # type: ignore[attr-defined]
    assert writes == ["2026-03-14T15:09:00+00:00", "2026-03-14T15:10:03+00:00"]
    stored = keys_store.get_key(record.key_hash)
    assert stored is not None and stored.last_used_at == NOW.replace(second=3, minute=10)


def test_delete_revokes_for_good_and_later_requests_are_401(api, now):
    key, record = issue()
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 200
    response = api.delete(f"{V1}/keys", headers={"X-Service-Key": key})
    assert response.status == 200, response.raw
    assert response.json["data"] == {"revoked": True}
    for method, path in [("GET", f"{V1}/grades"), ("GET", f"{V1}/keys/info"), ("DELETE", f"{V1}/keys")]:
        body = _unauthorized(api.request(method, path, headers={"X-Service-Key": key}), key=key)
        assert "revoked" in body["detail"]
    stored = keys_store.get_key(record.key_hash)
    assert stored is not None and stored.is_active is False and stored.revoked_at == NOW


def test_revocation_in_another_container_is_seen_within_the_cache_bound(api, now, monkeypatch):
    from educontent.access import authentication

    key, record = issue()
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 200  # cached here
    keys_store.revoke_key(record.key_hash, NOW)  # another container (or the admin) revokes it
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 200  # still cached
    ticks = [1000.0]
    monkeypatch.setattr(authentication.time, "monotonic", lambda: ticks[0])
    authentication.reset_key_cache()
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 401
    ticks[0] += authentication.KEY_CACHE_SECONDS - 0.1
    assert authentication.key_cache().get(record.key_hash)[0] is True
    ticks[0] += 0.2
    assert authentication.key_cache().get(record.key_hash)[0] is False


def test_expired_keys_are_401(api, now):
    key, _ = issue(expires_in_days=1)
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": key}).status == 200
    now.now = NOW + timedelta(days=1)
    body = _unauthorized(api.get(f"{V1}/grades", headers={"X-Service-Key": key}), key=key)
    assert "expired" in body["detail"]


def test_key_request_is_stored_for_review_and_answered_202(api, now):
    body = {
        "name": "Maple Elementary",
        "email": "it@maple.example",
        "projectDescription": "Weekly math worksheets for grades 2 to 4",
    }
    response = api.post(f"{V1}/keys/request", body=body)
    assert response.status == 202, response.raw
    assert "review" in response.json["data"]["message"]
    assert response.header("X-RateLimit-Remaining") is not None
    [stored] = keys_store.list_requests()
    assert (stored.name, stored.email, stored.status) == ("Maple Elementary", "it@maple.example", "pending")
    assert stored.status is RequestStatus.PENDING and stored.requested_at == NOW


def test_key_request_lists_every_failed_field(api):
    response = api.post(
        f"{V1}/keys/request", body={"name": "", "email": "not-an-email", "projectDescription": "short"}
    )
    body = assert_problem(response, 422, "validation-failed")
    fields = {error["field"] for error in body["errors"]}
    assert fields == {"body.name", "body.email", "body.projectDescription"}
    assert keys_store.list_requests() == []


@pytest.mark.parametrize(
    "payload",
    [
        {"email": "a@b.example", "projectDescription": "0123456789"},
        {"name": "x" * 256, "email": "a@b.example", "projectDescription": "0123456789"},
        {"name": "x", "email": "a@b.example", "projectDescription": "y" * 2001},
        {"name": "x", "email": "a@b.example", "projectDescription": "0123456789", "tier": "pro"},
    ],
)
def test_key_request_bounds(api, payload):
    assert_problem(api.post(f"{V1}/keys/request", body=payload), 422, "validation-failed")


def test_key_request_invalid_json_and_oversized_bodies(api):
    body = assert_problem(api.post(f"{V1}/keys/request", raw_body=b"{nope"), 400, "bad-request")
    assert "JSON" in body["detail"]
    assert_problem(api.post(f"{V1}/keys/request", raw_body=b" " * (64 * 1024 + 1)), 413, "payload-too-large")


def test_key_requests_from_one_address_are_rate_limited(api, monkeypatch, now):
    from tests.handlers.access_helpers import use_limits

    use_limits(monkeypatch, '{"anonymous": {"perMinute": 3}}')
    body = {"name": "Spam", "email": "spam@x.example"}
    statuses = [
        api.post(
            f"{V1}/keys/request",
            body={**body, "projectDescription": f"again and again {n}"},
            source_ip="192.0.2.50",
        ).status
        for n in range(5)
    ]
    assert statuses == [202, 202, 202, 429, 429]
    assert len(keys_store.list_requests()) == 3


def test_keys_never_appear_in_logs(api, now, capsys, caplog, monkeypatch):
    key, _ = issue()
    forged = keys.generate_key()
    api.get(f"{V1}/grades", headers={"X-Service-Key": key})
    api.get(f"{V1}/keys/info", headers={"X-Service-Key": key})
    api.get(f"{V1}/grades", headers={"X-Service-Key": forged})
    api.get(f"{V1}/grades", headers={"X-Service-Key": key[:-1] + "0"})

    from educontent.catalog import queries

    def explode():
        raise RuntimeError("boom")

    monkeypatch.setattr(queries, "list_grades", explode)
    api.get(f"{V1}/grades", headers={"X-Service-Key": key})  # logged with a stack trace
    api.delete(f"{V1}/keys", headers={"X-Service-Key": key})
    api.get(f"{V1}/grades", headers={"X-Service-Key": key})
    captured = capsys.readouterr()
    logs = captured.out + captured.err + caplog.text
    assert "unhandled error" in logs  # the logs were captured
    for secret in (key, forged, key[12:], forged[12:]):
        assert secret not in logs
