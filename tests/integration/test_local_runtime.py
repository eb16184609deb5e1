"""Boots `python -m educontent.local` as a user would and talks to it over real HTTP."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from educontent.local.embedded_dynamodb import free_port

pytestmark = pytest.mark.integration
REPO = Path(__file__).resolve().parents[2]


def _get(url: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


@pytest.fixture(scope="module")
def runtime() -> Iterator[tuple[str, subprocess.Popen[str]]]:
    port = free_port()
    env = {**os.environ, "PORT": str(port), "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}"}
    env.pop("DYNAMODB_ENDPOINT", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "educontent.local"],
        cwd=REPO,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if _get(f"{base}/api/v1/health")[0] == 200:
                break
        except OSError:
            time.sleep(0.1)
    else:
        process.kill()
        pytest.fail("local runtime did not start: " + (process.stderr.read() if process.stderr else ""))
    yield base, process
    if process.poll() is None:
        process.kill()


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
    assert status == 405 and headers["Allow"] == "GET, OPTIONS"
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


def test_logs_one_line_per_request_and_stops_cleanly_on_ctrl_c(runtime):
    base, process = runtime
    _get(f"{base}/api/v1/subjects")
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=15)
    assert process.returncode == 0
    assert "GET /api/v1/subjects 200" in stderr
    assert "stopping" in stderr and "Traceback" not in stderr
