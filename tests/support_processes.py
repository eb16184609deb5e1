"""Running the project's commands from tests: in the repository, output captured as text, a minute at
most, and the exit status left for the test to judge."""

from __future__ import annotations

import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_in_repo(command: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``command`` run in the repository (with ``env`` when given, else this process's environment)."""
    return subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=60, check=False)
