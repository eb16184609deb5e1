"""Access control against Amazon's DynamoDB Local: the atomic limiter under concurrency, TTL
windows, and the key lifecycle. Skipped (loudly) only where java is absent."""

from __future__ import annotations

import uuid
import warnings
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest

from educontent.access import key_management
from educontent.access.rate_limit import RateLimiter, Windows
from educontent.access.tiers import Limits
from educontent.core.key_records import RequestStatus, Tier
from educontent.http import clock
from educontent.local.template import load_template
from educontent.storage import usage_store
from educontent.storage.dynamodb import create_tables, dynamodb_client
from tests.conftest import TABLE_ENVIRONMENT, reset_process_state
from tests.integration.dynamodb_local.server import DynamoDBLocal, java

pytestmark = pytest.mark.integration
V1 = "/api/v1"
# In the future on purpose: DynamoDB Local runs TTL deletion against the real clock, and an item
# whose ttl is already past may vanish mid-test (which is what TTL is for, just not here).
NOW = datetime(2099, 3, 14, 15, 9, 26, tzinfo=UTC)


@pytest.fixture(scope="module")
def dynamodb_local() -> Iterator[str]:
    if java() is None:
        message = "JAVA IS NOT INSTALLED: the DynamoDB Local integration tests are SKIPPED"
        warnings.warn(message, stacklevel=1)
        pytest.skip(message)
    server = DynamoDBLocal()
    endpoint = server.start()
    yield endpoint
    server.stop()


@pytest.fixture
def tables(dynamodb_local, service_environment, monkeypatch) -> dict[str, str]:
    """Fresh tables (the template's schemas, unique names) on DynamoDB Local for each test."""
    monkeypatch.setenv("DYNAMODB_ENDPOINT", dynamodb_local)
    # Hundreds of concurrent calls into one JVM on two cores can take longer than the 1 s read
    # timeout tuned for Lambda; these tests are about atomicity, not about timeouts.
    monkeypatch.setenv("DYNAMODB_READ_TIMEOUT", "20")
    suffix = uuid.uuid4().hex[:8]
    specs = load_template().tables()
    names = {}
    for logical_id, spec in specs.items():
        env = TABLE_ENVIRONMENT[logical_id]
        specs[logical_id] = {**spec, "TableName": f"{spec['TableName']}-{suffix}"}
        names[env] = specs[logical_id]["TableName"]
        monkeypatch.setenv(env, names[env])
    reset_process_state()
    create_tables(dynamodb_client(), specs)
    return names


def _retry_counter():
    """HTTP attempts to DynamoDB beyond the first of each call (botocore retries) from now on.

    A retry whose first attempt was applied but answered too late (a loaded machine, a 1 s read
    timeout) counts that request twice: the limiter may then refuse that many requests early, and
    never admits one too many. Without retries the counts are exact.
    """
    calls, attempts = [0], [0]

    def on_call(**_):
        calls[0] += 1

    def on_send(**_):
        attempts[0] += 1

    events = dynamodb_client().meta.events
    events.register("before-call.dynamodb", on_call)
    events.register("before-send.dynamodb", on_send)
    return lambda: attempts[0] - calls[0]


@pytest.fixture
def fixed_now(monkeypatch):
    state = {"now": NOW}
    monkeypatch.setattr(clock, "utc_now", lambda: state["now"])
    return state


def test_tables_have_ttl_enabled_on_their_ttl_attribute(tables):
    client = dynamodb_client()
    expected = {"KEYS_TABLE": "ttl", "USAGE_TABLE": "ttl", "IDEMPOTENCY_TABLE": "expiration"}
    assert set(tables) == set(expected)
    for env, name in tables.items():
        ttl = client.describe_time_to_live(TableName=name)["TimeToLiveDescription"]
        assert ttl["AttributeName"] == expected[env]
        assert ttl["TimeToLiveStatus"] in ("ENABLED", "ENABLING")


def test_identical_key_requests_are_stored_once(api, tables, fixed_now):
    body = {"name": "Birch Elementary", "email": "it@birch.example", "projectDescription": "Reading, grade 2"}
    answers = [api.post(f"{V1}/keys/request", body=body) for _ in range(3)]
    assert [a.status for a in answers] == [202, 202, 202]
    assert len(key_management.list_requests()) == 1
    records = dynamodb_client().scan(TableName=tables["IDEMPOTENCY_TABLE"])["Items"]
    assert [r["status"]["S"] for r in records] == ["COMPLETED"]


def test_exactly_n_of_250_concurrent_requests_pass_through_the_handlers(api, tables, fixed_now, monkeypatch):
    monkeypatch.setenv("TIER_LIMITS", '{"anonymous": {"perMinute": 100, "perDay": 100000}}')
    reset_process_state()
    retried = _retry_counter()

    def call(_: int) -> int:
        return api.get(f"{V1}/subjects", source_ip="198.51.100.77").status

    with ThreadPoolExecutor(max_workers=64) as pool:
        statuses = Counter(pool.map(call, range(250)))
    counts = usage_store.window_counts("ip:198.51.100.77", "2099-03-14")
    assert (counts.minute, counts.minute_count, counts.day_count) == ("15:09", 100, 100)
    # Exactly 100 pass; only a botocore retry of a write that had been applied can refuse early
    assert 100 - retried() <= statuses[200] <= 100
    assert statuses[200] + statuses[429] == 250


def test_exactly_n_pass_across_many_containers_racing_for_a_new_minute(tables):
    # Ten processes (each its own limiter memory), 240 concurrent requests, a limit of 60 a minute.
    containers = [RateLimiter() for _ in range(10)]
    limits = Limits(per_minute=60, per_day=1000)

    def call(index: int) -> bool:
        return containers[index % 10].check("key:racing", limits, NOW).allowed

    retried = _retry_counter()
    with ThreadPoolExecutor(max_workers=48) as pool:
        allowed = sum(pool.map(call, range(240)))
    assert 60 - retried() <= allowed <= 60
    # The next minute: the first request of each container guesses right or loses one race
    with ThreadPoolExecutor(max_workers=48) as pool:
        allowed = sum(
            pool.map(
                lambda i: containers[i % 10].check("key:racing", limits, NOW + timedelta(minutes=1)).allowed,
                range(240),
            )
        )
    assert 60 - retried() <= allowed <= 60
    assert usage_store.window_counts("key:racing", "2099-03-14").day_count == 120


def test_exactly_the_daily_limit_passes_under_concurrency(tables):
    limiter = RateLimiter()
    limits = Limits(per_minute=10_000, per_day=75)
    moments = [NOW + timedelta(minutes=i % 7) for i in range(220)]
    retried = _retry_counter()
    with ThreadPoolExecutor(max_workers=48) as pool:
        decisions = list(pool.map(lambda moment: limiter.check("ip:192.0.2.9", limits, moment), moments))
    assert 75 - retried() <= sum(d.allowed for d in decisions) <= 75
    assert 75 <= usage_store.window_counts("ip:192.0.2.9", "2099-03-14").day_count <= 75 + retried()


def test_expired_windows_never_affect_a_decision(tables):
    limits = Limits(per_minute=3, per_day=5)
    limiter = RateLimiter()
    # Fill the 15:09 minute, then yesterday's whole day (TTL has not deleted anything: DynamoDB
    # Local, like DynamoDB, may keep expired items for days).
    assert [limiter.check("ip:a", limits, NOW).allowed for _ in range(4)] == [True, True, True, False]
    yesterday = NOW - timedelta(days=1)
    assert [
        RateLimiter().check("ip:a", limits, yesterday + timedelta(minutes=i)).allowed for i in range(6)
    ] == [True, True, True, True, True, False]
    # A fresh container at 15:10 today: the stored 15:09 window is over, the day has 2 left
    fresh = RateLimiter()
    later = NOW + timedelta(minutes=1)
    assert [fresh.check("ip:a", limits, later).allowed for _ in range(3)] == [True, True, False]
    item = dynamodb_client().get_item(
        TableName=tables["USAGE_TABLE"], Key={"pk": {"S": "CALLER#ip:a"}, "sk": {"S": "RATE#2099-03-13"}}
    )["Item"]
    assert int(item["ttl"]["N"]) == Windows.at(yesterday).day_reset + 2 * 86_400


def test_key_lifecycle_request_approve_use_revoke(api, tables, fixed_now):
    # Request
    body = {
        "name": "Cedar Middle",
        "email": "it@cedar.example",
        "projectDescription": "Science quizzes, grades 6-8",
    }
    assert api.post(f"{V1}/keys/request", body=body).status == 202
    [request] = key_management.list_requests()
    assert request.status is RequestStatus.PENDING
    # Approve
    key, record = key_management.approve_request(request.id, tier=Tier.PRO, now=NOW, expires_in_days=365)
    assert key_management.list_requests()[0].status is RequestStatus.APPROVED
    headers = {"X-Service-Key": key}
    # Use
    response = api.get(f"{V1}/grades", headers=headers)
    assert response.status == 200 and response.header("X-RateLimit-Limit") == "100000"  # generous tests
    fixed_now["now"] = NOW + timedelta(seconds=5)
    info = api.get(f"{V1}/keys/info", headers=headers).json["data"]
    assert (
        info["id"] == record.id and info["tier"] == "pro" and info["lastUsedAt"] == "2099-03-14T15:09:26.000Z"
    )
    usage = api.get(f"{V1}/usage", headers=headers).json["data"]
    assert usage["requests"] == 3 and usage["remainingToday"] == 1_000_000 - 3
    # Revoke
    assert api.delete(f"{V1}/keys", headers=headers).json["data"] == {"revoked": True}
    assert api.get(f"{V1}/grades", headers=headers).status == 401
    assert key_management.list_keys()[0].is_active is False
    # A second approval of the same request is refused
    with pytest.raises(key_management.KeyManagementError):
        key_management.approve_request(request.id, tier=Tier.FREE, now=NOW)
