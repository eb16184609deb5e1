"""Copied code may only go down: pylint's ``symilar`` over every tracked Python file, as a ratchet.

A block of six or more identical lines (comments, docstrings and imports ignored) found in k files
counts k·(k-1)/2 pairs. The count must not pass ``CEILING``; when a change removes copies, the test
asks for the ceiling to come down with it, so it never creeps back up.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CEILING = 0
"""Pairs of copied six-line blocks in the tree. Lower it when copies go; never raise it."""


def _pairs() -> tuple[int, str]:
    files = subprocess.run(
        ["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    symilar = Path(sys.executable).with_name("symilar")
    report = subprocess.run(
        [str(symilar), "-d", "6", "-i", "--ignore-docstrings", "--ignore-imports", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    counts = [int(n) for n in re.findall(r"^\d+ similar lines in (\d+) files$", report, re.MULTILINE)]
    return sum(k * (k - 1) // 2 for k in counts), report


def test_copied_code_stays_under_its_ceiling():
    pairs, report = _pairs()
    assert pairs <= CEILING, f"{pairs} pairs of copied blocks (ceiling {CEILING}):\n{report[-4000:]}"
    assert pairs == CEILING, f"copies went down to {pairs}: lower CEILING in {Path(__file__).name} to {pairs}"
