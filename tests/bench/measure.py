"""Timing helpers shared by the benchmarks: medians of repeated runs, fresh-interpreter imports."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    name: str
    value: float
    unit: str
    ratio: float | None = None
    baseline: str = ""


def per_call_seconds(func: Callable[[], object], *, repeat: int = 7, number: int = 200) -> float:
    """The fastest of ``repeat`` rounds of the mean time of one call (``number`` calls a round).

    The minimum, as ``timeit`` advises: slower rounds measure other processes on a shared machine,
    not the code. Baselines are measured the same way, so ratios compare like with like."""
    func()  # warm
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            func()
        rounds.append((time.perf_counter() - start) / number)
    return min(rounds)


def import_seconds(statement: str, *, repeat: int = 7, env: dict[str, str] | None = None) -> float:
    """Median wall time of a fresh interpreter running ``statement`` (includes interpreter start)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", statement], check=True, env=env)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def print_rows(title: str, rows: list[Row]) -> None:
    print(f"\n{title}")
    for row in rows:
        ratio = f"  ratio {row.ratio:6.2f}x  (baseline: {row.baseline})" if row.ratio is not None else ""
        print(f"  {row.name:<58} {row.value:10.3f} {row.unit:<6}{ratio}")
