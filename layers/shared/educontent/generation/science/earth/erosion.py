"""Earth's changing surface (2-ESS1-1, 2-ESS2-1, 4-ESS2-1), from ``model-landforms.json``:

- ``fast-slow``: which changes happen quickly and which slowly, and about how long one takes;
- ``order``: Earth changes put in order by how long they take, and the one that takes longest;
- ``solutions``: which solution slows wind or water from changing the land in a given place;
- ``trays``: a simulated erosion test (trays of soil with different covers under water or wind), read
  from a table or from a sentence: which cover kept the most soil, how much more one lost;
- ``rates``: a simulated weathering test (rock pieces shaken in water), the mass every few minutes:
  how much was lost, the rate, the mass predicted; which of two rocks wore away faster;
- ``agents``: weathering or erosion, and what causes a change (water, ice, wind, plants).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DT, MC, MT, OR, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


class ErosionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["fast-slow", "order", "solutions", "trays", "rates", "agents"]


_BANDS = (
    "easy: one change or solution, three events to order, which test result is least or most (three "
    "pairs); medium: sort among similar ones, four events, a rate from a table (four pairs); hard: how "
    "long a change takes, five events, a difference or a prediction from the table (five pairs)"
)


def _data() -> dict:
    return model("landforms")


# ---- fast and slow changes -----------------------------------------------------------------------

_SPEED = {"fast": "changes the land quickly", "slow": "changes the land slowly"}
_RULE = {
    "fast": "Fast changes happen in seconds, minutes, hours or days",
    "slow": "Slow changes take years or much longer",
}


def _changes(ctx: GenerationContext) -> list[dict]:
    return [reviewed(c) for c in in_grade(_data()["changes"], ctx.grade)]


def _fast_slow_claim(ctx: GenerationContext) -> Claim:
    changes = _changes(ctx)
    if ctx.level.rank == 2 and ctx.rng.random() < 0.5:
        entry = pick(ctx, changes)
        spans = [s for s in in_grade(_data()["time_spans"], ctx.grade) if abs(s["rank"] - entry["rank"]) >= 2]
        return Claim(
            question=f"About how long does {entry['event']} take?",
            answer=entry["takes"],
            wrong=wrongs(ctx, spans, lambda s: s["words"], "time-scale-mixed-up",
                         lambda s: f"{cap(entry['event'])} takes {entry['takes']}, not {s['words']}."),
            why=f"{cap(entry['event'])} takes {entry['takes']}.",
            key=f"takes|{entry['event']}",
            sentence=f"{cap(entry['event'])} takes about {{}}.",
            steps=2,
        )  # fmt: skip
    speed = ctx.rng.choice(("fast", "slow"))
    entry = pick(ctx, [c for c in changes if c["speed"] == speed])
    return Claim(
        question=f"Which of these {_SPEED[speed]}?",
        answer=entry["event"],
        wrong=wrongs(ctx, [c for c in changes if c["speed"] != speed], lambda c: c["event"], "fast-slow-mixed-up",
                     lambda c: f"{cap(c['event'])} takes {c['takes']}."),
        why=f"{_RULE[speed]}, like {entry['event']} ({entry['takes']}).",
        key=f"speed|{entry['event']}",
        sentence=f"{{}} {_SPEED[speed]}.",
    )  # fmt: skip


def _fast_slow_match(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(ctx, _changes(ctx), lambda c: c["event"], lambda c: [c["takes"]])
    return match_draft(ctx, pairs, prompt="Match each change to about how long it takes.",
                       why="Some changes take seconds or days; others take thousands or millions of years.", key="takes")  # fmt: skip


def _distinct_ranks(ctx: GenerationContext, count: int) -> list[dict]:
    by_rank: dict[int, list[dict]] = {}
    for c in _changes(ctx):
        by_rank.setdefault(c["rank"], []).append(c)
    ranks = sorted(ctx.rng.sample(sorted(by_rank), count))
    return [pick(ctx, by_rank[r]) for r in ranks]


def _order_item(ctx: GenerationContext) -> Draft:
    chosen = _distinct_ranks(ctx, 3 + ctx.level.rank)
    why = "; ".join(f"{c['event']}: {c['takes']}" for c in chosen) + "."
    if ctx.content_type is OR:
        slowest_first = ctx.level.rank == 2
        in_order = [c["event"] for c in (reversed(chosen) if slowest_first else chosen)]
        order_by = "slowest to fastest" if slowest_first else "fastest to slowest"
        return ordering_draft(
            ctx.rng, in_order, instructions="Put the changes in order.",
            prompt=f"Put these Earth changes in order from {order_by}.", order_by=order_by, why=cap(why),
            features=text_features("compare", words=sum(len(e.split()) for e in in_order), steps=len(in_order)),
            key=f"order|{'|'.join(in_order)}|{order_by}",
        )  # fmt: skip
    longest = chosen[-1]
    claim = Claim(
        question="Which of these changes takes the longest time?",
        answer=longest["event"],
        wrong=tuple(Wrong(c["event"], "fast-slow-mixed-up", f"{cap(c['event'])} takes {c['takes']}.") for c in chosen[:-1]),
        why=cap(why),
        key=f"longest|{'|'.join(sorted(c['event'] for c in chosen))}",
        task="compare",
        steps=2,
    )  # fmt: skip
    return claim_draft(ctx, claim)


# ---- solutions -----------------------------------------------------------------------------------


def _solutions_claim(ctx: GenerationContext) -> Claim:
    problems = in_grade(_data()["erosion_problems"], ctx.grade)
    solutions = in_grade(_data()["erosion_solutions"], ctx.grade)
    entry = pick(ctx, solutions)
    fixed_id = pick(ctx, entry["fixes"])
    problem = next(p for p in problems if p["id"] == fixed_id)

    def reason(s: dict) -> str:
        fixed = next(p for p in problems if p["id"] == s["fixes"][0])
        return f"That helps with {fixed['problem']}, not with {problem['problem']}."

    return Claim(
        question=f"Which would best slow {problem['problem']}?",
        answer=entry["solution"],
        wrong=wrongs(ctx, [s for s in solutions if problem["id"] not in s["fixes"]], lambda s: s["solution"], "solution-for-the-wrong-place", reason),
        why=f"{cap(entry['solution'])} would help. {entry['how']}",
        key=f"solution|{entry['solution']}|{problem['id']}",
        sentence=f"{{}} would help slow {problem['problem']}.",
        task="reason",
        steps=1 + ctx.level.rank // 2,
    )  # fmt: skip


def _solutions_match(ctx: GenerationContext) -> Draft:
    problems = {p["id"]: p["problem"] for p in in_grade(_data()["erosion_problems"], ctx.grade)}
    solutions = in_grade(_data()["erosion_solutions"], ctx.grade)
    pairs = distinct_pairs(
        ctx, solutions, lambda s: s["solution"], lambda s: [problems[f] for f in s["fixes"]]
    )
    pairs = [(b, a) for a, b in pairs]
    return match_draft(ctx, pairs, prompt="Match each problem to a solution that slows it.",
                       why="Plants, fences and walls slow the wind or water that moves soil and sand.", key="solutions")  # fmt: skip


# ---- trays (a simulated erosion test) -------------------------------------------------------------


def _trays(ctx: GenerationContext) -> tuple[str, list[tuple[str, int]]]:
    covers = in_grade(_data()["covers"], ctx.grade)
    chosen = ctx.rng.sample(covers, min(len(covers), 3 + min(ctx.level.rank, 1)))
    chosen.sort(key=lambda c: c["name"])
    base = ctx.rng.randrange(40, 101, 10)
    how = ctx.rng.choice(("poured the same amount of water over", "blew a fan for the same time over"))
    return how, [(c["name"], base * (100 - c["keeps"]) // 100) for c in chosen]


def _trays_item(ctx: GenerationContext) -> Draft:
    how, rows = _trays(ctx)
    least = min(rows, key=lambda r: r[1])
    most = max(rows, key=lambda r: r[1])
    key = f"trays|{how}|{rows}"
    if ctx.content_type is MC:
        results = "; ".join(f"{name} lost {lost} grams" for name, lost in rows)
        claim = Claim(
            question=f"A class {how} trays of soil. Results: {results}. Which cover kept the soil in place best?",
            answer=least[0],
            wrong=tuple(Wrong(n, "more-loss-is-better", f"That tray lost {lost} grams, more than {least[1]} grams.") for n, lost in rows if n != least[0]),
            why=f"The tray with {least[0]} lost the least soil, only {least[1]} grams.",
            key=key,
            task="compare",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    title = f"Soil lost from each tray ({'water' if 'water' in how else 'wind'} test)"
    if ctx.level.rank < 2:
        pick_row, word = (least, "least") if ctx.level.rank == 0 else (most, "most")
        return table_draft(ctx, title=title, columns=["Tray", "Soil lost (g)"], rows=rows,
                           question=f"The class {how} each tray. Which tray lost the {word} soil?",
                           value=pick_row[0], display=pick_row[0], why=f"{cap(pick_row[0])}: {pick_row[1]} g, the {word}.", key=f"{key}|{word}")  # fmt: skip
    diff = most[1] - least[1]
    return table_draft(ctx, title=title, columns=["Tray", "Soil lost (g)"], rows=rows,
                       question=f"The class {how} each tray. How many more grams of soil did the tray with {most[0]} lose than the tray with {least[0]}?",
                       value=diff, display=f"{diff} g", unit="g", why=f"{most[1]} g - {least[1]} g = {diff} g.", key=f"{key}|diff")  # fmt: skip


# ---- rates (a simulated weathering test) ---------------------------------------------------------


def _rates_item(ctx: GenerationContext) -> Draft:
    rocks = [reviewed(r) for r in in_grade(_data()["rocks"], ctx.grade)]
    if ctx.content_type is MC:
        a, b = ctx.rng.sample(rocks, 2)
        minutes = ctx.rng.randrange(10, 31, 5)
        faster = a if a["wear"] > b["wear"] else b
        slower = b if faster is a else a
        claim = Claim(
            question=(f"A class shook pieces of {a['name']} and {b['name']} in jars of water for {minutes} minutes. "
                      f"The {a['name']} lost {a['wear'] * minutes} grams and the {b['name']} lost {b['wear'] * minutes} grams. "
                      "Which rock wore away faster?"),
            answer=faster["name"],
            wrong=(Wrong(slower["name"], "less-loss-is-faster", f"The {slower['name']} lost fewer grams in the same time."),
                   Wrong("They wore away at the same speed.", "same-time-same-speed", "They lost different amounts in the same time.")),
            why=f"In the same {minutes} minutes the {faster['name']} lost more: it is a softer rock.",
            key=f"rate-compare|{a['name']}|{b['name']}|{minutes}",
            task="compare",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    rock = pick(ctx, rocks)
    step = ctx.rng.choice((2, 5))
    start = ctx.rng.randrange(150, 301, 10)
    count = 4 + ctx.level.rank
    rows = [(i * step, start - rock["wear"] * step * i) for i in range(count)]
    title = f"Mass of {rock['name']} pieces shaken in water"
    columns = ["Time (minutes)", "Mass (g)"]
    key = f"rates|{rock['name']}|{step}|{start}|{count}"
    if ctx.level.rank == 0:
        lost = rows[0][1] - rows[-1][1]
        return table_draft(ctx, title=title, columns=columns, rows=rows,
                           question=f"How many grams did the {rock['name']} lose in {rows[-1][0]} minutes?",
                           value=lost, display=f"{lost} g", unit="g", why=f"{rows[0][1]} g - {rows[-1][1]} g = {lost} g.", key=key)  # fmt: skip
    per = rows[0][1] - rows[1][1]
    if ctx.level.rank == 1:
        return table_draft(ctx, title=title, columns=columns, rows=rows,
                           question=f"How many grams did the {rock['name']} lose every {step} minutes?",
                           value=per, display=f"{per} g", unit="g", why=f"Each row is {per} g less than the one before.", key=key)  # fmt: skip
    nxt = rows[-1][0] + step
    mass = rows[-1][1] - per
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question=f"If the shaking goes on at the same rate, what will the mass be at {nxt} minutes?",
                       value=mass, display=f"{mass} g", unit="g", why=f"It loses {per} g every {step} minutes: {rows[-1][1]} g - {per} g = {mass} g.",
                       key=key, steps=3)  # fmt: skip


# ---- weathering or erosion -----------------------------------------------------------------------


def _agents_claim(ctx: GenerationContext) -> Claim:
    processes = in_grade(_data()["processes"], ctx.grade)
    entry = pick(ctx, processes)
    kind = entry["kind"]
    other = "erosion" if kind == "weathering" else "weathering"
    meaning = {
        "weathering": "Weathering breaks rock into smaller pieces.",
        "erosion": "Erosion carries bits of rock and soil away.",
    }
    form = ctx.rng.randrange(2 + ctx.level.rank // 2)
    if form == 0:
        return Claim(
            question=f"Think about {entry['process']}. Is it weathering or erosion?",
            answer=kind,
            wrong=(Wrong(other, "weathering-erosion-mixed-up", meaning[other]),
                   Wrong("deposition", "moving-is-dropping", "Deposition is when moved bits are dropped in a new place.")),
            why=meaning[kind],
            key=f"kind|{entry['process']}",
            sentence=f"{cap(entry['process'])} is an example of {{}}.",
        )  # fmt: skip
    if form == 1:
        return Claim(
            question=f"Which of these is an example of {kind}?",
            answer=entry["process"],
            wrong=wrongs(ctx, [p for p in processes if p["kind"] != kind], lambda p: p["process"], "weathering-erosion-mixed-up",
                         lambda p: f"That is {p['kind']}. {meaning[p['kind']]}"),
            why=meaning[kind],
            key=f"example|{entry['process']}",
            sentence=f"{{}} is an example of {kind}.",
            steps=2,
        )  # fmt: skip
    agents = sorted({p["agent"] for p in processes} - {entry["agent"]})
    return Claim(
        question=f"What causes this change: {entry['process']}?",
        answer=entry["agent"],
        wrong=tuple(Wrong(a, "agents-mixed-up", f"{cap(a)} is not what does the work here.") for a in agents),
        why=f"{cap(entry['agent'])} does the work in {entry['process']}.",
        key=f"agent|{entry['process']}",
        steps=2,
    )


def _agents_match(ctx: GenerationContext) -> Draft:
    processes = in_grade(_data()["processes"], ctx.grade)
    pairs = distinct_pairs(ctx, processes, lambda p: p["process"], lambda p: [p["agent"]])
    return match_draft(ctx, pairs[:4], prompt="Match each change to what causes it.",
                       why="Water, ice, wind and plants all break down or move rock and soil.", key="agents")  # fmt: skip


_CLAIMS = {"fast-slow": _fast_slow_claim, "solutions": _solutions_claim, "agents": _agents_claim}
_MATCHES = {"fast-slow": _fast_slow_match, "solutions": _solutions_match, "agents": _agents_match}
_TABLES = {"order": _order_item, "trays": _trays_item, "rates": _rates_item}


@generator(content_types={MC, TF, MT, OR, DT}, params=ErosionParams, levels=Levels("steps", _BANDS))
def erosion(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ask in _TABLES:
        return _TABLES[ask](ctx)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
