"""The data sets of the center-and-spread items: drawn for the level (with a whole-number mean or a
single mode when the question needs one), listed in a sentence or shown as a table."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.math.sp._samples import data_sets, median


def quartiles(values: list[int]) -> tuple[Fraction, Fraction]:
    s = sorted(values)
    half = len(s) // 2
    lower, upper = s[:half], s[half + (len(s) % 2) :]
    return median(lower), median(upper)


def draw_data(
    rng: random.Random, lvl: int, *, mean_exact: bool = False, unique_mode: bool = False
) -> tuple[str, str, list[int]]:
    what, col, low, high = pick(rng, data_sets())
    n = rng.randint(*((5, 7), (7, 9), (9, 12))[lvl])
    while True:
        if unique_mode:
            m = rng.randint(low, high)
            others = [v for v in range(low, high + 1) if v != m]
            k = 2
            while len(others) * (k - 1) < n - k:
                k += 1
            pool = [v for v in others for _ in range(k - 1)]
            values = [m] * k + rng.sample(pool, n - k)
            rng.shuffle(values)
        else:
            values = [rng.randint(low, high) for _ in range(n)]
        if mean_exact:
            extra = sum(values) % n
            if values[-1] - extra >= low:
                values[-1] -= extra
            elif values[-1] + n - extra <= high:
                values[-1] += n - extra
            else:
                continue
        if len(set(values)) > 2:
            return what, col, values


def listing(values: list[int]) -> str:
    return ", ".join(str(v) for v in values)


def data_table(what: str, col: str, values: list[int], ask: str) -> TableForm:
    """One row per student (or per day, for temperatures)."""
    names_ = bank_rows("sp-samples", "students")
    return TableForm(
        title=what.removeprefix("the ").capitalize(),
        columns=("Student" if "temperature" not in what else "Day", col),
        rows=tuple(
            (names_[i] if "temperature" not in what else f"Day {i + 1}", v) for i, v in enumerate(values)
        ),
        question=ask,
    )
