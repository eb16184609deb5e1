"""Boots `python -m educontent.local` as a user would and talks to it over real HTTP."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from educontent.local.embedded_dynamodb import free_port
from tests.support_processes import http_request as _get
from tests.support_processes import local_runtime, run_in_repo
from tests.support_processes import wait_until_healthy as _wait_until_healthy

pytestmark = pytest.mark.integration
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def runtime() -> Iterator[tuple[str, subprocess.Popen[str]]]:
    try:
        with local_runtime({"TIER_LIMITS": ""}) as started:
            yield started
    except RuntimeError as error:
        pytest.fail(str(error))


def test_serves_the_catalog_over_http(runtime):
    base, _ = runtime
    status, headers, raw = _get(f"{base}/api/v1/skills?q=add&pageSize=3")
    assert status == 200
    body = json.loads(raw)
    assert len(body["data"]["skills"]) == 3 and body["pagination"]["pageSize"] == 3
    assert headers["Content-Type"] == "application/json"


def test_problems_over_http(runtime):
    base, _ = runtime
    status, headers, raw = _get(f"{base}/api/v1/grades/grade-9")
    assert status == 404 and headers["Content-Type"] == "application/problem+json"
    assert json.loads(raw)["type"] == f"{base}/errors/not-found"
    status, headers, _ = _get(f"{base}/api/v1/grades", method="PUT")
    assert status == 405 and headers["Allow"] == "GET, HEAD, OPTIONS"
    status, headers, raw = _get(f"{base}/api/v1/grades", method="HEAD")
    assert status == 200 and headers["Content-Type"] == "application/json" and raw == b""
    status, _, raw = _get(f"{base}/robots.txt")
    assert status == 404 and json.loads(raw)["type"] == f"{base}/errors/not-found"


def test_embedded_dynamodb_is_reachable_with_the_templates_tables(runtime):
    import boto3

    endpoint = (REPO / ".local" / "dynamodb-endpoint").read_text().strip()
    client = boto3.client(
        "dynamodb",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="x",
        aws_secret_access_key="x",
    )
    assert {"educontent-local-keys", "educontent-local-usage"} <= set(client.list_tables()["TableNames"])


def _admin(*args: str) -> list[str]:
    """The admin command as an operator runs it (``make admin ARGS=...``), against the runtime."""
    env = {k: v for k, v in os.environ.items() if k not in ("DYNAMODB_ENDPOINT", "KEYS_TABLE", "USAGE_TABLE")}
    done = run_in_repo(["make", "-s", "admin", f"ARGS={' '.join(args)}"], env)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()


def test_request_a_key_approve_it_use_it_read_usage_revoke_it(runtime):
    base, _ = runtime
    # A school asks for a key
    request = json.dumps(
        {"name": "Birch Academy", "email": "it@birch.example", "projectDescription": "Reading practice, K-2"}
    ).encode()
    status, headers, raw = _get(
        f"{base}/api/v1/keys/request", "POST", {"Content-Type": "application/json"}, request
    )
    assert status == 202, raw
    assert headers["X-RateLimit-Limit"] == "30"
    # A person reviews it and approves it for the free tier
    pending = [line for line in _admin("requests", "list") if "Birch Academy" in line]
    assert len(pending) == 1
    request_id = pending[0].split()[0]
    output = _admin("requests", "approve", request_id, "--tier", "free")
    key = output[-1]
    assert key.startswith("edu_") and len(key) == 40
    # The school uses it
    auth = {"X-Service-Key": key}
    status, headers, _ = _get(f"{base}/api/v1/grades", headers=auth)
    assert status == 200 and headers["X-RateLimit-Limit"] == "30"
    assert headers["X-RateLimit-Remaining"] == "29"
    status, _, raw = _get(f"{base}/api/v1/usage", headers=auth)
    assert status == 200, raw
    usage = json.loads(raw)["data"]
    assert usage["tier"] == "free" and usage["requests"] == 2 and usage["remainingToday"] == 498
    assert any(key[:12] in line and "active" in line for line in _admin("keys", "list"))
    # Keys made directly by an operator work too
    made = _admin("keys", "create", "--name", "Ops", "--email", "ops@example.org", "--tier", "pro")[-1]
    status, headers, _ = _get(f"{base}/api/v1/keys/info", headers={"X-Service-Key": made})
    assert status == 200 and headers["X-RateLimit-Limit"] == "120"
    # The school revokes it, and it is refused from then on
    status, _, raw = _get(f"{base}/api/v1/keys", "DELETE", auth)
    assert status == 200 and json.loads(raw)["data"] == {"revoked": True}
    status, _, raw = _get(f"{base}/api/v1/grades", headers=auth)
    assert status == 401 and json.loads(raw)["title"] == "API Key Required"
    assert key not in raw.decode()


def test_logs_one_line_per_request_and_stops_cleanly_on_ctrl_c(runtime):
    base, process = runtime
    _get(f"{base}/api/v1/subjects")
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=15)
    assert process.returncode == 0
    assert "GET /api/v1/subjects 200" in stderr
    assert "stopping" in stderr and "Traceback" not in stderr
    assert not (REPO / ".local" / "dynamodb-endpoint").exists()  # no stale endpoint for `make admin`


def test_make_run_has_generous_anonymous_limits_and_sigterm_stops_it_cleanly():
    port = free_port()
    env = {**os.environ, "PORT": str(port), "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}"}
    for name in ("DYNAMODB_ENDPOINT", "TIER_LIMITS", "KEYS_TABLE", "USAGE_TABLE"):
        env.pop(name, None)
    process = subprocess.Popen(
        [sys.executable, "-m", "educontent.local"], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True
    )
    _wait_until_healthy(f"http://127.0.0.1:{port}")
    statuses = set()
    for _ in range(35):  # more than the deployed anonymous 30 a minute
        status, headers, _ = _get(f"http://127.0.0.1:{port}/api/v1/subjects")
        statuses.add(status)
    process.send_signal(signal.SIGTERM)
    _, stderr = process.communicate(timeout=15)
    assert statuses == {200} and headers["X-RateLimit-Limit"] == "1000"
    assert (
        "rate limits (local defaults; TIER_LIMITS= make run for the deployed ones): anonymous 1000/min"
        in stderr
    )
    assert process.returncode == 0 and "stopping" in stderr and "Traceback" not in stderr


def _endpoint_file_state() -> tuple[str, int] | None:
    endpoint_file = REPO / ".local" / "dynamodb-endpoint"
    try:
        return endpoint_file.read_text(), endpoint_file.stat().st_mtime_ns
    except FileNotFoundError:
        return None


def test_a_port_in_use_is_one_clear_line_and_nothing_is_started_or_written():
    before = _endpoint_file_state()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k != "DYNAMODB_ENDPOINT"}
        done = run_in_repo([sys.executable, "-m", "educontent.local", "--port", str(port)], env)
    assert done.returncode == 1
    assert done.stderr.startswith(f"python -m educontent.local: port {port} is in use; set PORT=")
    assert "make run)" in done.stderr and len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr and "DynamoDB" not in done.stderr
    assert _endpoint_file_state() == before


@pytest.mark.parametrize("port", ["abc", "70000", "-1"])
def test_an_invalid_port_is_a_clean_usage_error(port):
    env = {**os.environ, "PORT": port}
    done = run_in_repo([sys.executable, "-m", "educontent.local"], env)
    assert done.returncode == 2
    assert f"{port!r} is not a port number" in done.stderr and "Traceback" not in done.stderr
