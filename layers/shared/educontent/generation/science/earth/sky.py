"""Patterns in the sky for grade 1 (1-ESS1-1, 1-ESS1-2): where the sun is through the day and the
day's steps in order, what the sun, moon and stars do, the moon's shapes as it grows, and how many
hours of daylight a city gets in different months and seasons, read from a table
(``model-sky.json``).
"""

from __future__ import annotations

from educontent.generation.draw.science_charts import column_bar_graph
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DG, DT, MC, OR, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    claim_ask,
    diagram_choice,
    level_count,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity


def _day_order(ctx: GenerationContext) -> Draft:
    steps = in_grade(model("sky")["daySteps"], ctx.grade)
    count = level_count(ctx, 3, 5)
    start = ctx.rng.randrange(len(steps) - count + 1)
    chosen = steps[start : start + count]
    return ordering_draft(
        ctx.rng,
        [s["step"] for s in chosen],
        instructions="Put the sentences in order.",
        prompt="What happens first, next and last in one day? Put these in order.",
        order_by="the order they happen in a day",
        why="Each day the sun rises in the east, climbs high at midday, sinks in the west and sets. Then the sky is dark.",
        display=" ".join(s["step"] for s in chosen),
        features=text_features("reason", words=6 * count, steps=count),
        key=f"day-order|{start}|{count}",
    )


def _growing(ctx: GenerationContext) -> list[dict]:
    """The moon's shapes from new to full (the first five phases)."""
    return [p for p in in_grade(model("sky")["phases"], ctx.grade) if p["lit"] in ("dark", "growing", "full")]


def _moon_order(ctx: GenerationContext) -> Draft:
    shapes = _growing(ctx)
    count = level_count(ctx, 3, 5)
    start = ctx.rng.randrange(len(shapes) - count + 1)
    chosen = [s["simple"] for s in shapes[start : start + count]]
    return ordering_draft(
        ctx.rng,
        chosen,
        instructions="Put the moon shapes in order.",
        prompt="The moon seems to grow a little each night. Put these shapes in order, from first to last.",
        order_by="the order we see them as the moon grows",
        why="After the new moon, we see a thin crescent, then a half moon, then an almost full moon, then a full moon.",
        features=text_features("reason", words=5 * count, steps=count),
        key=f"moon-order|{start}|{count}",
    )


def _moon_next(ctx: GenerationContext) -> Claim:
    shapes = _growing(ctx)
    k = ctx.rng.randrange(len(shapes) - 1)
    now, after = shapes[k]["simple"], shapes[k + 1]["simple"]
    wrong = [
        Wrong(
            s["simple"],
            "moon-shape-is-random",
            f"The moon does not jump to {s['simple']} next; it grows a little each night.",
        )
        for i, s in enumerate(shapes)
        if i not in (k, k + 1)
    ]
    return Claim(
        question=f"Tonight the moon is {now}. The moon is growing. What will you see a few nights later?",
        answer=after,
        wrong=tuple(wrong),
        why=f"The moon's shapes follow a pattern. As it grows, {after} comes after {now}.",
        key=f"moon-next|{k}",
        task="reason",
    )


def _months(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("sky")["daylight"], ctx.grade)


def _daylight_table(ctx: GenerationContext) -> Draft:
    count = level_count(ctx, 3, 5)
    months = sorted(ctx.rng.sample(_months(ctx), count), key=lambda m: _months(ctx).index(m))
    hours = [quantity(m["hours"]).value for m in months]
    rows = [[m["month"], h] for m, h in zip(months, hours, strict=True)]
    if ctx.level.rank == 0 or len(set(hours)) < len(hours) or ctx.rng.random() < 0.5:
        most = ctx.rng.random() < 0.5
        pick_h = max(hours) if most else min(hours)
        if hours.count(pick_h) > 1:
            most, pick_h = not most, (min(hours) if most else max(hours))
        if hours.count(pick_h) > 1:
            return _daylight_difference(ctx, rows)
        month = rows[hours.index(pick_h)][0]
        return table_draft(
            ctx, title="Hours of daylight in Denver", columns=["Month", "Hours of daylight"], rows=rows,
            question=f"Which month in the table has the {'most' if most else 'fewest'} hours of daylight?",
            value=month, display=month, key=f"daylight|{'most' if most else 'fewest'}|{'|'.join(r[0] for r in rows)}",
            why=f"{month} has {pick_h} hours, the {'most' if most else 'fewest'} in the table. Days are long in summer and short in winter.",
            task="reason", steps=1, standard="1-ESS1-2",
        )  # fmt: skip
    return _daylight_difference(ctx, rows)


def _daylight_difference(ctx: GenerationContext, rows: list[list]) -> Draft:
    long, short = max(rows, key=lambda r: r[1]), min(rows, key=lambda r: r[1])
    value = long[1] - short[1]
    return table_draft(
        ctx, title="Hours of daylight in Denver", columns=["Month", "Hours of daylight"], rows=rows,
        question=f"How many more hours of daylight does {long[0]} have than {short[0]}?",
        value=value, display=f"{value} hours", unit="hours", accept=[str(value)],
        key=f"daylight-more|{long[0]}|{short[0]}|{'|'.join(r[0] for r in rows)}",
        why=f"{long[0]} has {long[1]} hours and {short[0]} has {short[1]} hours. {long[1]} − {short[1]} = {value}.",
        standard="1-ESS1-2",
    )  # fmt: skip


def _daylight_graph(ctx: GenerationContext) -> Draft:
    """A bar graph of daylight in some months: the month with the most or fewest hours."""
    months = _months(ctx)
    for _ in range(20):
        chosen = sorted(ctx.rng.sample(months, level_count(ctx, 3, 5)), key=months.index)
        hours = [quantity(m["hours"]).value for m in chosen]
        most = ctx.rng.random() < 0.5
        target = max(hours) if most else min(hours)
        if hours.count(target) == 1:
            break
    names = [m["month"] for m in chosen]
    answer = names[hours.index(target)]
    svg = column_bar_graph(
        "Hours of daylight", names, hours, scale=2, title="Hours of daylight in Denver", axis="Hours"
    )
    wrong = [
        (n, "tallest-bar-confusion", f"{n} has {h} hours, {'fewer' if most else 'more'} than {answer}.")
        for n, h in zip(names, hours, strict=True)
        if n != answer
    ]
    word = "most" if most else "fewest"
    why = f"The {'tallest' if most else 'shortest'} bar is {answer}, with {target} hours. Summer days are long and winter days are short."
    return diagram_choice(
        ctx,
        f"Which month has the {word} hours of daylight?",
        svg,
        answer,
        why,
        wrong,
        f"graph|{word}|{'|'.join(names)}",
        standard="1-ESS1-2",
    )


ASKS = {
    "daylight-graph": Ask(_daylight_graph, frozenset({DG})),
    "sun-where": relation_ask("sky", ["sun-where"]),
    "day-order": Ask(_day_order, frozenset({OR})),
    "sky-patterns": relation_ask("sky", ["sky-pattern", "sky-object"]),
    "moon-order": Ask(_moon_order, frozenset({OR})),
    "moon-next": claim_ask(_moon_next, (MC,)),
    "daylight-table": Ask(_daylight_table, frozenset({DT})),
    "season-days": relation_ask("sky", ["season-days"]),
}
SkyParams = asks_params(ASKS, "SkyParams")

_BANDS = "easy: three steps or shapes to order, three months in a table and the month with the most or fewest hours; medium: four or five of them, the difference in hours between two months, and questions that name the pattern and ask what makes it"


@generator(content_types={DG, DT, OR, TF, *CLAIM_TYPES}, params=SkyParams, levels=Levels("steps", _BANDS))
def sky(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
