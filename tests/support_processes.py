"""Running the project's commands from tests: in the repository, output captured as text, a minute at
most, and the exit status left for the test to judge. And the local runtime (`make run`), booted as a
user would boot it, for the tests that talk to it over real HTTP."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from educontent.local.embedded_dynamodb import free_port

REPO = Path(__file__).resolve().parents[1]


def run_in_repo(command: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``command`` run in the repository (with ``env`` when given, else this process's environment)."""
    return subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=60, check=False)


def http_request(
    url: str, method: str = "GET", headers: dict[str, str] | None = None, body: bytes | None = None
) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and body of one request (an error status is an answer, not an exception)."""
    request = urllib.request.Request(url, method=method, headers=headers or {}, data=body)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def wait_until_healthy(base: str) -> bool:
    """Whether the runtime at ``base`` answers its health check within 30 seconds (waiting for it)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if http_request(f"{base}/api/v1/health")[0] == 200:
                return True
        except OSError:
            time.sleep(0.1)
    return False


@contextmanager
def local_runtime(
    environment: dict[str, str] | None = None, unset: tuple[str, ...] = ()
) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``python -m educontent.local`` on a free port with its own embedded DynamoDB: yields its base
    URL and process once it is healthy and kills it afterwards. ``environment`` adds to this
    process's environment and ``unset`` removes from it. Raises ``RuntimeError`` with the runtime's
    own words when it does not start."""
    port = free_port()
    env = {**os.environ, "PORT": str(port), "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}"}
    for name in ("DYNAMODB_ENDPOINT", "KEYS_TABLE", "USAGE_TABLE", *unset):
        env.pop(name, None)
    env.update(environment or {})
    process = subprocess.Popen(
        [sys.executable, "-m", "educontent.local"], cwd=REPO, env=env, stderr=subprocess.PIPE, text=True
    )
    base = f"http://127.0.0.1:{port}"
    try:
        if not wait_until_healthy(base):
            process.kill()
            raise RuntimeError(
                "local runtime did not start: " + (process.stderr.read() if process.stderr else "")
            )
        yield base, process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=15)
