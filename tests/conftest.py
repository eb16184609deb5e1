"""Shared fixtures: a fixed environment, a fixed clock, and an in-process API client.

The client sends requests through the same template-driven routing as the local runtime
(``LocalGateway``), so handler tests exercise the real Lambda entry points.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode

import pytest

from educontent.access.authentication import reset_key_cache
from educontent.access.rate_limit import reset_rate_limiter
from educontent.access.tiers import _limits_for
from educontent.http import clock
from educontent.local.server import LocalGateway
from educontent.local.template import load_template
from educontent.settings import get_settings
from educontent.storage.dynamodb import dynamodb_client, reset_outage

BASE_URL = "https://api.test"
FIXED_NOW = datetime(2026, 3, 14, 15, 9, 26, 535000, tzinfo=UTC)
GENEROUS_LIMITS = json.dumps(
    {tier: {"perMinute": 100_000, "perDay": 1_000_000} for tier in ("anonymous", "free", "pro", "agent")}
)
"""Most tests make many requests from one address; tests of the real limits unset TIER_LIMITS."""


def reset_process_state() -> None:
    """Forget everything a warm container would remember: settings, clients, caches, limiter memory."""
    get_settings.cache_clear()
    _limits_for.cache_clear()
    reset_outage()
    reset_key_cache()
    reset_rate_limiter()


@pytest.fixture(autouse=True)
def service_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("PUBLIC_BASE_URL", BASE_URL)
    monkeypatch.setenv("POWERTOOLS_TRACE_DISABLED", "true")
    monkeypatch.setenv("POWERTOOLS_LOG_LEVEL", "WARNING")
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "EduContentTest")
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("TIER_LIMITS", GENEROUS_LIMITS)
    monkeypatch.delenv("DYNAMODB_ENDPOINT", raising=False)
    monkeypatch.delenv("ORIGIN_VERIFY_SECRET", raising=False)
    monkeypatch.delenv("ITEM_ID_KEY", raising=False)
    for name, value in load_template().function_environment().items():
        if name in ("KEYS_TABLE", "USAGE_TABLE"):
            monkeypatch.setenv(name, value)
    monkeypatch.delenv("IDEMPOTENCY_TABLE", raising=False)  # set per function; tests set it below
    reset_process_state()
    yield
    reset_process_state()


@pytest.fixture(scope="session")
def moto_dynamodb() -> Iterator[None]:
    """moto's DynamoDB for the whole session (starting it per test costs more than most tests)."""
    from moto import mock_aws

    with mock_aws():
        yield


_table_suffix = itertools.count()
TABLE_ENVIRONMENT = {
    "KeysTable": "KEYS_TABLE",
    "UsageTable": "USAGE_TABLE",
    "IdempotencyTable": "IDEMPOTENCY_TABLE",
}
"""The variable that names each table of template.yaml (a new table fails here until it is added)."""


@pytest.fixture(autouse=True)
def aws(request: pytest.FixtureRequest, service_environment: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fresh tables (the template's schemas) on moto for each test, under names of its own; not
    for integration tests, which bring a real DynamoDB Local."""
    if request.node.get_closest_marker("integration"):
        return
    request.getfixturevalue("moto_dynamodb")
    from educontent.storage.dynamodb import create_tables

    specs = load_template().tables()
    suffix = next(_table_suffix)
    for logical_id, spec in specs.items():  # every table of the template, each under a test's own name
        name = f"{spec['TableName']}-t{suffix}"
        specs[logical_id] = {**spec, "TableName": name}
        monkeypatch.setenv(TABLE_ENVIRONMENT[logical_id], name)
    get_settings.cache_clear()
    create_tables(dynamodb_client(), specs)


@pytest.fixture
def fixed_clock(monkeypatch: pytest.MonkeyPatch) -> datetime:
    monkeypatch.setattr(clock, "utc_now", lambda: FIXED_NOW)
    return FIXED_NOW


@dataclass
class ApiResponse:
    status: int
    headers: dict[str, str]
    raw: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.raw)

    def header(self, name: str) -> str | None:
        for key, value in self.headers.items():
            if key.lower() == name.lower():
                return value
        return None


class ApiClient:
    """Calls the real handlers in-process, routed by template.yaml."""

    def __init__(self) -> None:
        self.gateway = LocalGateway(load_template())

    def request(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, Any] | None = None,
        body: Any = None,
        raw_body: bytes | None = None,
        headers: dict[str, str] | None = None,
        source_ip: str = "203.0.113.7",
    ) -> ApiResponse:
        url = path + (f"?{urlencode(params)}" if params else "")
        data = raw_body if raw_body is not None else (json.dumps(body).encode() if body is not None else b"")
        all_headers = {"Content-Type": "application/json", **(headers or {})}
        status, out_headers, payload = self.gateway.invoke(method, url, all_headers, data, source_ip)
        return ApiResponse(status=status, headers=out_headers, raw=payload)

    def get(self, path: str, **kwargs: Any) -> ApiResponse:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> ApiResponse:
        return self.request("POST", path, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> ApiResponse:
        return self.request("DELETE", path, **kwargs)


@pytest.fixture(scope="session")
def api() -> ApiClient:
    return ApiClient()


def assert_problem(response: ApiResponse, status: int, kind: str) -> dict[str, Any]:
    """The response is an RFC 9457 problem of ``kind``; returns its body."""
    assert response.status == status, response.raw
    assert response.header("Content-Type") == "application/problem+json"
    body = response.json
    assert body["type"] == f"{BASE_URL}/errors/{kind}"
    assert body["status"] == status
    assert body["title"] and body["detail"]
    assert "Traceback" not in response.raw.decode()
    return body


SPREAD = frozenset({"tests/unit/generation/test_generated_items.py"})
"""Modules whose tests share nothing worth building once: under ``make test`` (pytest-xdist
``--dist loadgroup``) each of their tests goes to whichever worker is free."""
HEAVY = ("test_variety.py", "test_text_hygiene.py", "test_golden.py", "test_duplicate_code.py")
"""Modules with the longest single tests: queued first, so no worker starts one near the end."""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep every other module's tests on one worker (its fixtures and caches, such as a DynamoDB
    Local server or a subject's variety survey, are built once), one group per subject where a test
    surveys a whole subject, and put the heavy modules first."""
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        if path in SPREAD or item.get_closest_marker("xdist_group") is not None:
            continue
        params = getattr(item, "callspec", None)
        subject = params.params.get("subject") if params is not None else None
        item.add_marker(pytest.mark.xdist_group(f"{path}-{subject}" if subject else path))
    items.sort(key=lambda item: not item.nodeid.split("::", 1)[0].endswith(HEAVY))
