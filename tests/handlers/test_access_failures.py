"""Client addresses behind CloudFront, and the failure policy when DynamoDB is down or slow."""

from __future__ import annotations

import json
import socket
import threading
import time

import pytest
from botocore.exceptions import EndpointConnectionError

from educontent.access import keys
from educontent.storage import dynamodb
from tests.conftest import assert_problem, reset_process_state
from tests.handlers.access_helpers import V1, issue, use_limits

SECRET = "s3cr3t-origin-value"


@pytest.fixture
def behind_cloudfront(monkeypatch, fixed_clock):
    monkeypatch.setenv("ORIGIN_VERIFY_SECRET", SECRET)
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 2}}')


def _via_cloudfront(viewer: str) -> dict[str, str]:
    return {"X-Origin-Verify": SECRET, "CloudFront-Viewer-Address": viewer}


def test_direct_calls_are_refused_when_the_origin_secret_is_configured(api, behind_cloudfront):
    body = assert_problem(api.get(f"{V1}/grades"), 403, "forbidden")
    assert SECRET not in str(body)
    wrong = api.get(
        f"{V1}/grades", headers={"X-Origin-Verify": "guess", "CloudFront-Viewer-Address": "1.2.3.4:1"}
    )
    assert_problem(wrong, 403, "forbidden")


def test_behind_cloudfront_each_viewer_is_counted_not_cloudfronts_address(api, behind_cloudfront):
    edge = "130.176.0.1"  # every request arrives from a CloudFront edge
    statuses = [
        api.get(f"{V1}/subjects", headers=_via_cloudfront("198.51.100.20:51234"), source_ip=edge).status
        for _ in range(3)
    ]
    assert statuses == [200, 200, 429]
    other = api.get(f"{V1}/subjects", headers=_via_cloudfront("198.51.100.21:443"), source_ip=edge)
    assert other.status == 200


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("[2001:db8:1:2::1]:443", "2001:db8:1:2:ffff::9:8080"),  # bracketed or not, same /64
        ("[2001:db8:1:2::1]:443", "[2001:db8:1:2:aaaa:bbbb:cccc:dddd]:1"),
    ],
)
def test_ipv6_viewers_are_grouped_by_their_64(api, behind_cloudfront, first, second):
    assert api.get(f"{V1}/subjects", headers=_via_cloudfront(first)).status == 200
    assert api.get(f"{V1}/subjects", headers=_via_cloudfront(second)).status == 200
    assert api.get(f"{V1}/subjects", headers=_via_cloudfront(first)).status == 429
    assert api.get(f"{V1}/subjects", headers=_via_cloudfront("[2001:db8:1:3::1]:443")).status == 200


def test_viewer_address_is_ignored_without_the_origin_secret(api, monkeypatch, fixed_clock):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 1}}')
    spoofed = {"CloudFront-Viewer-Address": "203.0.113.99:1"}
    assert api.get(f"{V1}/subjects", headers=spoofed, source_ip="192.0.2.1").status == 200
    spoofed = {"CloudFront-Viewer-Address": "203.0.113.100:1"}
    assert api.get(f"{V1}/subjects", headers=spoofed, source_ip="192.0.2.1").status == 429


class _Unreachable:
    """A DynamoDB client whose every call fails as if the endpoint refused the connection."""

    def __getattr__(self, operation):
        def fail(**_):
            raise EndpointConnectionError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")

        return fail


@pytest.fixture
def dynamodb_down(monkeypatch, caplog):
    key, _ = issue()  # issued while DynamoDB was up
    monkeypatch.setattr(dynamodb, "dynamodb_client", lambda: _Unreachable())
    return key


def test_catalog_keeps_serving_and_the_limiter_counts_in_memory_with_a_metric(api, dynamodb_down, capsys):
    response = api.get(f"{V1}/grades")
    assert response.status == 200
    assert response.header("X-RateLimit-Limit") == "100000"
    assert response.header("X-RateLimit-Remaining") == "99999"
    out = capsys.readouterr().out
    assert '"RateLimiterInMemory"' in out  # an EMF metric


def test_keyed_catalog_requests_keep_serving_when_keys_cannot_be_checked(api, dynamodb_down, capsys):
    assert api.get(f"{V1}/grades", headers={"X-Service-Key": dynamodb_down}).status == 200
    assert '"KeyCheckUnavailable"' in capsys.readouterr().out


def _limited_outage(api, monkeypatch, limits: str, ip: str = "198.51.100.40") -> list:
    use_limits(monkeypatch, limits)
    monkeypatch.setattr(dynamodb, "dynamodb_client", lambda: _Unreachable())
    return [api.get(f"{V1}/subjects", source_ip=ip) for _ in range(21)]


def test_an_outage_is_bounded_not_open(api, monkeypatch, fixed_clock):
    responses = _limited_outage(api, monkeypatch, '{"anonymous": {"perMinute": 20}}')
    assert [r.status for r in responses] == [200] * 20 + [429]
    assert [r.header("X-RateLimit-Remaining") for r in responses[:3]] == ["19", "18", "17"]
    refused = responses[-1]
    body = assert_problem(refused, 429, "rate-limited")
    minute_end = str(int(fixed_clock.replace(second=0, microsecond=0).timestamp()) + 60)
    assert refused.header("X-RateLimit-Limit") == "20"
    assert refused.header("X-RateLimit-Remaining") == "0"
    assert refused.header("X-RateLimit-Reset") == minute_end
    assert refused.header("Retry-After") == str(body["retryAfter"]) == "34"
    assert "20 requests per minute" in body["detail"]
    # Per caller: another address has its own allowance.
    assert api.get(f"{V1}/subjects", source_ip="198.51.100.41").status == 200


def test_an_outage_keeps_the_daily_limit_too(api, monkeypatch, fixed_clock):
    responses = _limited_outage(api, monkeypatch, '{"anonymous": {"perMinute": 50, "perDay": 3}}')
    assert [r.status for r in responses[:4]] == [200, 200, 200, 429]
    assert "Daily limit of 3" in responses[3].json["detail"]


def test_an_outage_continues_from_the_counts_dynamodb_gave(api, monkeypatch, fixed_clock):
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 5}}')
    ip = "198.51.100.42"
    assert [api.get(f"{V1}/subjects", source_ip=ip).status for _ in range(3)] == [200] * 3
    monkeypatch.setattr(dynamodb, "dynamodb_client", lambda: _Unreachable())
    assert [api.get(f"{V1}/subjects", source_ip=ip).status for _ in range(3)] == [200, 200, 429]


def test_unchecked_keys_are_counted_against_the_address_at_the_top_key_tier(api, monkeypatch, fixed_clock):
    tiers = {"anonymous": 1, "free": 2, "pro": 3, "agent": 4}
    use_limits(monkeypatch, json.dumps({tier: {"perMinute": n} for tier, n in tiers.items()}))
    monkeypatch.setattr(dynamodb, "dynamodb_client", lambda: _Unreachable())
    ip = "198.51.100.43"
    statuses = [
        api.get(f"{V1}/subjects", source_ip=ip, headers={"X-Service-Key": keys.generate_key()}).status
        for _ in range(5)
    ]
    assert statuses == [200] * 4 + [429]  # new (possibly forged) keys buy nothing beyond the bound


@pytest.mark.parametrize(("method", "path"), [("GET", f"{V1}/usage"), ("GET", f"{V1}/keys/info")])
def test_key_and_usage_routes_answer_503(api, dynamodb_down, method, path):
    response = api.request(method, path, headers={"X-Service-Key": dynamodb_down})  # key not cached
    assert_problem(response, 503, "service-unavailable")
    assert response.header("Retry-After") == "5"  # every 503 says when to come back


def test_every_503_while_dynamodb_is_down_has_retry_after(api, dynamodb_down):
    key = {"X-Service-Key": dynamodb_down}
    body = {"name": "A", "email": "a@b.example", "projectDescription": "0123456789ab"}
    for response in (
        api.get(f"{V1}/keys/info", headers=key),
        api.delete(f"{V1}/keys", headers=key),
        api.get(f"{V1}/usage/history", headers=key),
        api.post(f"{V1}/keys/request", body=body),
    ):
        assert_problem(response, 503, "service-unavailable")
        assert response.header("Retry-After") == "5", response.raw


def test_key_request_answers_503_when_it_cannot_be_stored(api, dynamodb_down):
    body = {"name": "A", "email": "a@b.example", "projectDescription": "0123456789ab"}
    response = api.post(f"{V1}/keys/request", body=body)
    assert_problem(response, 503, "service-unavailable")
    assert response.header("Retry-After") == "5"


def test_a_cached_key_keeps_working_on_usage_routes_until_storage_is_needed(api, monkeypatch):
    key, _ = issue()
    assert api.get(f"{V1}/usage", headers={"X-Service-Key": key}).status == 200
    monkeypatch.setattr(dynamodb, "dynamodb_client", lambda: _Unreachable())
    assert_problem(api.get(f"{V1}/usage", headers={"X-Service-Key": key}), 503, "service-unavailable")


@pytest.fixture
def silent_dynamodb(monkeypatch):
    """A TCP server that accepts connections and never answers: DynamoDB hanging."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(64)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    monkeypatch.setenv("DYNAMODB_ENDPOINT", f"http://127.0.0.1:{server.getsockname()[1]}")
    reset_process_state()
    yield
    stop.set()
    thread.join()
    for conn in held:
        conn.close()
    server.close()


def test_a_hanging_dynamodb_costs_one_bounded_wait_then_fails_fast(api, silent_dynamodb):
    started = time.monotonic()
    assert api.get(f"{V1}/grades").status == 200
    first = time.monotonic() - started
    assert 1.0 <= first < 4.0  # 1 s read timeout, one retry; far inside API Gateway's 29 s
    started = time.monotonic()
    assert api.get(f"{V1}/grades").status == 200
    assert time.monotonic() - started < 0.5  # the outage is remembered: no second wait
