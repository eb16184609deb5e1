""".ci/run tests what a user's clone sees: a fresh clone with nothing beside it, cleaned up after."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Stands in for make: reports where it ran and what it saw, then exits with $FAKE_MAKE_STATUS.
FAKE_MAKE = """#!/usr/bin/env bash
{
  echo "args=$*"
  echo "pwd=$PWD"
  echo "head=$(git rev-parse HEAD)"
  echo "beside=$(ls -A .. | tr '\\n' ' ')"
  echo "venv=$(test -e .venv && echo yes || echo no)"
} > "$FAKE_MAKE_REPORT"
exit "$FAKE_MAKE_STATUS"
"""


def run_ci(tmp_path: Path, status: int) -> tuple[subprocess.CompletedProcess, dict[str, str]]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    make = bin_dir / "make"
    make.write_text(FAKE_MAKE)
    make.chmod(make.stat().st_mode | stat.S_IXUSR)
    report = tmp_path / "report"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "TMPDIR": str(tmp_path),
        "FAKE_MAKE_REPORT": str(report),
        "FAKE_MAKE_STATUS": str(status),
    }
    result = subprocess.run(
        ["bash", str(ROOT / ".ci" / "run")], env=env, capture_output=True, text=True, timeout=120
    )
    seen = dict(line.split("=", 1) for line in report.read_text().splitlines()) if report.exists() else {}
    return result, seen


@pytest.fixture
def head() -> str:
    return subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()


def test_ci_runs_make_test_in_a_fresh_clone_with_nothing_beside_it(tmp_path: Path, head: str):
    # When CI runs (make stands in)
    result, seen = run_ci(tmp_path, status=0)
    # Then make test ran in a clone of the committed checkout, outside it, alone in its folder
    assert result.returncode == 0, result.stderr
    assert seen["args"] == "test"
    assert seen["head"] == head
    clone = Path(seen["pwd"])
    assert clone.is_relative_to(tmp_path) and not clone.is_relative_to(ROOT)
    assert seen["beside"].split() == [clone.name]
    assert seen["venv"] == "no"
    # And it said where, and removed the folder afterwards
    assert seen["pwd"] in result.stdout
    assert not clone.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bin", "report"]


def test_ci_fails_when_make_test_fails(tmp_path: Path):
    result, seen = run_ci(tmp_path, status=2)
    assert result.returncode != 0
    assert seen["args"] == "test"
    assert not Path(seen["pwd"]).exists()
