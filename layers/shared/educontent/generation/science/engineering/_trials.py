"""The test simulations of ``science.engineering.tests``: data tables computed from the designs'
results in the model (one result each, repeated trials around it, a step-by-step load test, or
results beside cost and mass with goals set so that one design meets them all). Every answer is
computed from the rows shown."""

from __future__ import annotations

import math
import random
from typing import Any

from educontent.generation.kit.claims import table_draft
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm
from educontent.generation.science.engineering._design import (
    amount,
    best_of,
    better_words,
    capital,
    header,
    plain,
    value,
)

Challenge = dict[str, Any]


def distinct_designs(rng: random.Random, test: dict[str, Any], count: int) -> list[dict[str, Any]]:
    """``count`` of the test's designs with different results, in a random order."""
    by_result: dict[int, dict[str, Any]] = {}
    for d in rng.sample(test["designs"], len(test["designs"])):
        by_result.setdefault(d["result"]["value"], d)
    chosen = list(by_result.values())[:count]
    if len(chosen) < 2:
        raise NoSuchForm("fewer than two designs with different results")
    return chosen


def best_table(ctx: GenerationContext, c: Challenge) -> Draft:
    """One result a design; which design did best (or worst)?"""
    test = c["test"]
    designs = distinct_designs(ctx.rng, test, 2 + ctx.level.rank)
    values = [value(d["result"]) for d in designs]
    best = ctx.rng.random() < 0.7 or len(designs) == 2
    target = best_of(test, values) if best else _worst(test, values)
    name = designs[values.index(target)]["name"]
    word = "best" if best else "worst"
    return table_draft(
        ctx,
        title=f"Testing {plain(c['title'])} designs",
        columns=["Design", header(test)],
        rows=[[d["name"], v] for d, v in zip(designs, values, strict=True)],
        question=f"In this test, {better_words(test)}. Which design did the {word}?",
        value=name,
        display=name,
        why=f"The {name} design had a result of {amount(target, test['unit'])}, the {_extreme(test, best)} in the table, so it did the {word}.",
        key=f"best|{c['id']}|{word}|" + "|".join(sorted(d["id"] for d in designs)),
        accept=[capital(name), f"the {name}"],
        task="compare",
        steps=1 + ctx.level.rank,
    )


def _worst(test: dict[str, Any], values: list[int]) -> int:
    return min(values) if test["better"] == "more" else max(values)


def _extreme(test: dict[str, Any], best: bool) -> str:
    return "most" if (test["better"] == "more") == best else "least"


def trials_table(ctx: GenerationContext, c: Challenge) -> Draft:
    """Three trials a design (around its result, with the result as their mean): which design has
    the best average, or what is one design's average?"""
    test, rng = c["test"], ctx.rng
    designs = distinct_designs(rng, test, 2 + ctx.level.rank)
    rows = []
    for d in designs:
        base = value(d["result"])
        spread = rng.randint(1, max(1, base // 8))
        trials = rng.sample([base - spread, base + spread, base], 3) if base > spread else [base] * 3
        rows.append([d["name"], *trials])
    means = [sum(r[1:]) // 3 for r in rows]
    columns = ["Design", *(f"Trial {i} ({test['unit']})" for i in (1, 2, 3))]
    title = f"Three trials of each {plain(c['title'])} design"
    if rng.random() < 0.5:
        k = rng.randrange(len(rows))
        name, mean = rows[k][0], means[k]
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"What was the average result of the {name} over its three trials?",
            value=mean, display=amount(mean, test["unit"]), unit=test["unit"],
            why=f"Add the three trials and divide by 3: ({' + '.join(str(t) for t in rows[k][1:])}) ÷ 3 = {mean:,}.",
            key=f"mean|{c['id']}|{name}|" + "|".join(str(t) for t in rows[k][1:]),
            task="compute", steps=2 + ctx.level.rank,
        )  # fmt: skip
    best = best_of(test, means)
    name = rows[means.index(best)][0]
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"In this test, {better_words(test)}. Which design had the best average over its three trials?",
        value=name, display=name, accept=[capital(name), f"the {name}"],
        why="Average each design's trials: "
        + "; ".join(f"{r[0]} {m:,}" for r, m in zip(rows, means, strict=True))
        + f". The {name} design has the best average.",
        key=f"best-mean|{c['id']}|" + "|".join(f"{r[0]}:{r[1]}:{r[2]}:{r[3]}" for r in rows),
        task="compare", steps=3 + ctx.level.rank,
    )  # fmt: skip


def _goals(
    rng: random.Random, rows: list[dict[str, int]], better: str, keys: list[str]
) -> tuple[int, dict[str, int]]:
    """A design that alone meets goals set at its own values (results at least, or at most when less
    is better; cost and mass at most)."""
    for k in rng.sample(range(len(rows)), len(rows)):
        goal = rows[k]
        meets = [
            r for r in rows
            if (r["result"] >= goal["result"] if better == "more" else r["result"] <= goal["result"])
            and all(r[key] <= goal[key] for key in keys)
        ]  # fmt: skip
        if len(meets) == 1:
            return k, goal
    raise NoSuchForm("no design alone meets goals set at its values")


def meets_table(ctx: GenerationContext, c: Challenge) -> Draft:
    """Results beside cost (and mass at hard): which design meets the goal and the limits?"""
    test, rng = c["test"], ctx.rng
    designs = distinct_designs(rng, test, 3 + min(ctx.level.rank, 1))
    keys = ["cost"] + (["mass"] if ctx.level.rank == 2 and "mass" in designs[0] else [])
    rows = [{"result": value(d["result"]), **{key: value(d[key]) for key in keys}} for d in designs]
    k, goal = _goals(rng, rows, test["better"], keys)
    name = designs[k]["name"]
    limits = [f"cost no more than {amount(goal['cost'], 'dollars')}"]
    if "mass" in keys:
        limits.append(f"have a mass of no more than {amount(goal['mass'], 'grams')}")
    wanted = [test["goal"].format(amount(goal["result"], test["unit"])), *limits]
    return table_draft(
        ctx,
        title=f"Test results and costs of {plain(c['title'])} designs",
        columns=["Design", header(test), "Cost (dollars)", *(["Mass (grams)"] if "mass" in keys else [])],
        rows=[[d["name"], *(r[key] for key in ["result", *keys])] for d, r in zip(designs, rows, strict=True)],
        question=f"The {plain(c['title'])} must {', '.join(wanted[:-1])} and {wanted[-1]}. Which design meets all of these?",
        value=name, display=name, accept=[capital(name), f"the {name}"],
        why=f"Check each design against every goal and limit. Only the {name} design meets all of them.",
        key=f"meets|{c['id']}|{'|'.join(keys)}|" + "|".join(sorted(d["id"] for d in designs)),
        task="reason", steps=2 + len(keys),
    )  # fmt: skip


_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def load_table(ctx: GenerationContext, c: Challenge) -> Draft:
    """A load added step by step until each design fails: what is a design's failure point?"""
    test, rng = c["test"], ctx.rng
    designs = distinct_designs(rng, test, 2 + min(ctx.level.rank, 1))
    results = [value(d["result"]) for d in designs]
    step = next(s for s in _STEPS if math.floor(max(results) / s) + 1 <= 9)
    loads = [step * i for i in range(1, math.floor(max(results) / step) + 2)]
    rows = [[load, *("OK" if load <= r else test["fails"] for r in results)] for load in loads]
    k = rng.randrange(len(designs))
    point = next(load for load in loads if load > results[k])
    name = designs[k]["name"]
    return table_draft(
        ctx,
        title=f"Load test of {plain(c['title'])} designs",
        columns=[f"{test['load']} ({test['unit']})", *(d["name"] for d in designs)],
        rows=rows,
        question=f"The failure point is the first row where a design {test['fails']}. What was the failure point of the {name}?",
        value=point, display=amount(point, test["unit"]), unit=test["unit"],
        why=f"Go down the {name} column to the first \"{test['fails']}\": it is in the row for {amount(point, test['unit'])}.",
        key=f"load|{c['id']}|{name}|" + "|".join(sorted(d["id"] for d in designs)),
        task="reason", steps=2 + ctx.level.rank,
    )  # fmt: skip
