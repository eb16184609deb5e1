"""Observation tables: a scenario's rows sampled from its ranges, a question with one exact answer
(the largest, a difference, a mean ...), and the bar graph of one of its columns."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from educontent.generation.difficulty import Features
from educontent.generation.draw.science_charts import column_bar_graph
from educontent.generation.items import DataTableContent, ExactAnswer
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import unit_for
from educontent.generation.kit.text_forms import skill_code
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.facts.banks import tables

Rows = list[list[Any]]


def _cell(rng: random.Random, spec: Any) -> Any:
    """A ``[low, high]`` or ``[low, high, step]`` range is sampled; anything else is the value."""
    if isinstance(spec, list):
        lo, hi = spec[0], spec[1]
        step = spec[2] if len(spec) > 2 else 1
        return lo + step * rng.randrange((hi - lo) // step + 1)
    return spec


def sample_rows(rng: random.Random, table: dict[str, Any]) -> Rows:
    """The scenario's fixed rows with their ranges sampled, or one row per label from its pool."""
    if "rows" in table:
        return [[_cell(rng, c) for c in row] for row in table["rows"]]
    labels = table["labels"]
    count = len(labels)
    return [[label] + [_cell(rng, c) for c in pick(rng, table["pool"])] for label in labels[:count]]


def _column(rows: Rows, col: int) -> list[Any]:
    return [row[col] for row in rows]


# Each operation: the exact answer of question q for these rows (a, b: the row indexes it names),
# or None when the rows give no single answer.
Operation = Callable[[dict[str, Any], Rows, int, int], Any]


def _extreme(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    values = _column(rows, q["col"])
    best = max(values) if q["op"] == "max" else min(values)
    if values.count(best) != 1:
        return None
    return rows[values.index(best)][q.get("report", 0)]


def _diff(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    value = rows[a][q["col"]] - rows[b][q["col"]]
    return value if value > 0 else None


def _value(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    return rows[a][q["col"]]


def _count(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    return sum(1 for row in rows if row[q["col"]] == q["value"])


def _sum(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    return sum(_column(rows, q["col"]))


def _mean(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    total = sum(rows[a][c] for c in q["cols"])
    mean = Fraction(total, len(q["cols"]))
    return int(mean) if mean.denominator == 1 else None


def _change(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    first, last = rows[a][q["col"]], rows[b][q["col"]]
    return abs(last - first) if last != first else None


def _max_mean(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    means = [Fraction(sum(row[c] for c in q["cols"]), len(q["cols"])) for row in rows]
    best = max(means) if q.get("best", "max") == "max" else min(means)
    if means.count(best) != 1:
        return None
    return rows[means.index(best)][0]


OPERATIONS: dict[str, Operation] = {
    "max": _extreme,
    "min": _extreme,
    "diff": _diff,
    "value": _value,
    "count": _count,
    "sum": _sum,
    "mean": _mean,
    "change": _change,
    "maxmean": _max_mean,
}


def evaluate(q: dict[str, Any], rows: Rows, a: int, b: int) -> Any:
    """The exact answer of question ``q`` for these rows (a, b: row indexes used by diff)."""
    operation = OPERATIONS.get(q["op"])
    if operation is None:
        raise ValueError(q["op"])
    return operation(q, rows, a, b)


def _sample_answered(
    rng: random.Random, table: dict[str, Any], question: dict[str, Any]
) -> tuple[Rows, int, int, Any]:
    """Rows and the two rows named, resampled until the question has one answer."""
    for _ in range(200):
        rows = sample_rows(rng, table)
        n = len(rows)
        a, b = rng.randrange(n), rng.randrange(n)
        if question.get("rows"):
            a, b = question["rows"][0], question["rows"][-1]
        if question["op"] in ("diff", "change") and a == b:
            continue
        value = evaluate(question, rows, a, b)
        if value is not None:
            return rows, a, b, value
    raise ValueError("no well-defined table question")


def table_item(ctx: GenerationContext, ids: list[str]) -> Draft:
    """A data table of one of the scenarios ``ids`` with one of its questions."""
    rng = ctx.rng
    table = tables()[pick(rng, ids)]
    question = pick(rng, table["questions"])
    rows, a, b, value = _sample_answered(rng, table, question)
    text = question["ask"].format(a=rows[a][0], b=rows[b][0])
    unit = question.get("unit")
    display = f"{value} {unit_for(value, unit)}" if unit else str(value)
    explanation = question["explain"].format(a=rows[a][0], b=rows[b][0], answer=display)
    content = DataTableContent(
        instructions=table["intro"],
        question=text,
        title=table["title"],
        columns=list(table["columns"]),
        rows=rows,
    )
    return Draft(
        content=content,
        answer=ExactAnswer(value=value, display=display, unit=unit, explanation=explanation),
        features=Features(
            task="compare" if question["op"] in ("max", "min", "maxmean") else "compute",
            steps=2 if question["op"] in ("diff", "change", "mean", "maxmean", "count", "sum") else 1,
            magnitude=len(rows),
            representation="table",
        ),
        key=f"table:{table['id']}:{text}:{rows}",
        standard=skill_code(ctx, table.get("standard")),
    )


def graph_item(ctx: GenerationContext, spec: dict[str, Any]) -> Draft:
    """A bar graph of a table scenario's numeric column, with a max/min/difference question."""
    rng = ctx.rng
    table = tables()[pick(rng, spec["tables"])]
    col = spec["col"]
    for _ in range(200):
        rows = sample_rows(rng, table)
        values = [row[col] for row in rows]
        if len(set(values)) == len(values):
            break
    names = [str(row[0]) for row in rows]
    ask = pick(rng, ["max", "min", "diff"])
    svg_doc = column_bar_graph(
        table["columns"][col],
        names,
        values,
        scale=spec["scale"],
        title=table["title"],
        axis=spec.get("axis", ""),
    )
    if ask in ("max", "min"):
        return _graph_extreme(rng, spec, table["id"], ask, names, values, svg_doc)
    return _graph_difference(rng, spec, table["id"], names, values, svg_doc)


def _graph_extreme(
    rng: random.Random,
    spec: dict[str, Any],
    table_id: str,
    ask: str,
    names: list[str],
    values: list[int],
    svg_doc: str,
) -> Draft:
    best = max(values) if ask == "max" else min(values)
    answer = names[values.index(best)]
    word = spec["more"] if ask == "max" else spec["less"]
    wrong = [
        [n, "read-the-wrong-bar", f"The bar for {n} is {'shorter' if ask == 'max' else 'taller'}."]
        for n in names
        if n != answer
    ]
    return diagram_draft(
        f"Look at the bar graph. Which had the {word} {spec['quantity']}?",
        svg_doc,
        answer,
        f"Find the {'tallest' if ask == 'max' else 'shortest'} bar: {answer} with {best}. {spec['explain']}",
        wrong,
        rng,
        f"graph:{table_id}:{ask}:{values}",
        kind="bar-graph",
        task="compare",
        steps=1,
    )


def _graph_difference(
    rng: random.Random, spec: dict[str, Any], table_id: str, names: list[str], values: list[int], svg_doc: str
) -> Draft:
    a, b = rng.sample(range(len(names)), 2)
    if values[a] < values[b]:
        a, b = b, a
    diff = values[a] - values[b]
    unit = spec.get("unit", "")
    return diagram_draft(
        f"Look at the bar graph. How much more {spec['quantity']} was there for {names[a]} than for {names[b]}?",
        svg_doc,
        f"{diff} {unit_for(diff, unit)}".strip(),
        f"Read both bars: {names[a]} is {values[a]} and {names[b]} is {values[b]}. Subtract: {values[a]} - {values[b]} = {diff}.",
        None,
        rng,
        f"graph:{table_id}:diff:{a}:{b}:{values}",
        kind="bar-graph",
        task="compute",
        steps=2,
        unit=unit or None,
        value=diff,
    )
