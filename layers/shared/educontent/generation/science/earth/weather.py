"""Weather and its patterns (K-ESS2-1, 3-ESS2-1), from ``model-weather.json``:

- ``week``: a week of weather simulated from a season's usual weather, as a chart: how many days of one
  kind, how many more of one than another, which kind came most;
- ``seasons``: the usual weather and signs of each season in many places;
- ``day``: the temperature at times of one day, simulated from a season's usual lows and highs (warmest
  at 2 p.m.): the warmest or coldest time, how much warmer, the day's range, and why afternoons are warmer;
- ``months``: a made-up town's average temperature and rain in each month (computed from the town's
  parameters), as a table, a bar graph or a sentence: the warmest month or season, how much warmer, the
  wettest month or season;
- ``expect``: what weather to expect in a season of such a town: its rain added up from the table, how
  much more rain one season brings, and the word (cold, cool, warm, hot) its average temperature fits.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.science_charts import column_bar_graph
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    child,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


class WeatherParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["week", "seasons", "months", "day", "expect"]


_BANDS = (
    "easy: count one kind of weather, four months, the warmest or coldest month (three pairs); medium: "
    "compare two kinds or find the most common, six months, how much warmer (four pairs); hard: twelve "
    "months, the season with the most rain"
)
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
_MONTHS = {0: (0, 3, 6, 9), 1: (0, 2, 4, 6, 8, 10), 2: tuple(range(12))}


def _seasons(ctx: GenerationContext) -> list[dict]:
    return [reviewed(s) for s in in_grade(model("weather")["seasons"], ctx.grade)]


# ---- a week of weather ---------------------------------------------------------------------------


def _week(ctx: GenerationContext) -> list[str]:
    """Five days of weather drawn from one season's usual weather, with one kind of weather that came
    most and at least two kinds (drawn again otherwise)."""
    season = pick(ctx, _seasons(ctx))
    kinds = list(season["week"])
    weights = [season["week"][k] for k in kinds]
    for _ in range(50):
        days = ctx.rng.choices(kinds, weights, k=len(_DAYS))
        top = Counter(days).most_common()
        if len(top) >= 2 and top[0][1] > top[1][1]:
            return days
    return ["sunny", "sunny", "cloudy", "sunny", "rainy"]


def _were(n: int) -> str:
    return "was" if n == 1 else "were"


def _week_item(ctx: GenerationContext) -> Draft:
    days = _week(ctx)
    counts = Counter(days)
    rows = list(zip(_DAYS, days, strict=True))
    key = f"week|{'|'.join(days)}"
    top = counts.most_common()
    if ctx.content_type is MC:
        name = child(ctx)
        claim = Claim(
            question=f"{name}'s class kept a weather chart for five days: {', '.join(days)}. Which weather did they see most?",
            answer=top[0][0],
            wrong=tuple(Wrong(k, "first-day-seen-as-most", f"Only {count_of(n, 'day')} {_were(n)} {k}.") for k, n in top[1:]),
            why=f"{cap(count_of(top[0][1], 'day'))} {_were(top[0][1])} {top[0][0]}, more than any other kind of weather.",
            key=key,
            task="compare",
        )  # fmt: skip
        return claim_draft(ctx, claim)
    title = "Our weather chart"
    if ctx.level.rank == 0:
        kind = pick(ctx, sorted(counts))
        n = counts[kind]
        return table_draft(ctx, title=title, columns=["Day", "Weather"], rows=rows, question=f"How many days were {kind}?",
                           value=n, display=count_of(n, "day"), why=f"Count the {kind} days: {n}.", key=f"{key}|{kind}", steps=1, task="identify")  # fmt: skip
    unequal = [(a, b) for a in sorted(counts) for b in sorted(counts) if counts[a] > counts[b]]
    if ctx.rng.random() < 0.5:
        return table_draft(ctx, title=title, columns=["Day", "Weather"], rows=rows, question="Which weather came on the most days?",
                           value=top[0][0], display=top[0][0], why=f"{cap(top[0][0])}: {count_of(top[0][1], 'day')}, the most.", key=f"{key}|most", task="compare")  # fmt: skip
    a, b = pick(ctx, unequal)
    na, nb = counts[a], counts[b]
    return table_draft(ctx, title=title, columns=["Day", "Weather"], rows=rows, question=f"How many more days were {a} than {b}?",
                       value=na - nb, display=count_of(na - nb, "day"), why=f"{na} {a} - {nb} {b} = {na - nb}.", key=f"{key}|{a}-{b}", task="compare")  # fmt: skip


# ---- seasons -------------------------------------------------------------------------------------


def _seasons_claim(ctx: GenerationContext) -> Claim:
    seasons = _seasons(ctx)
    entry = pick(ctx, seasons)
    if ctx.level.rank and ctx.rng.random() < 0.5:
        sign = pick(ctx, entry["signs"])
        return Claim(
            question=f"Which season is it? {cap(sign)}.",
            answer=entry["name"],
            wrong=tuple(Wrong(s["name"], "seasons-mixed-up", f"In {s['name']}, {s['signs'][0]}.") for s in seasons if s is not entry),
            why=f"In many places, {sign} in {entry['name']}.",
            key=f"sign|{sign}",
            sentence=f"In many places, {sign} in {{}}.",
            steps=2,
        )  # fmt: skip
    return Claim(
        question=f"In many places, what is the weather like in {entry['name']}?",
        answer=entry["weather"],
        wrong=tuple(
            Wrong(s["weather"], "seasons-mixed-up", f"That is what {s['name']} is like.")
            for s in seasons
            if s is not entry
        ),
        why=f"In many places, {entry['name']} is {entry['weather']}.",
        key=f"weather|{entry['name']}",
        sentence=f"In many places, {entry['name']} is {{}}.",
    )


def _seasons_match(ctx: GenerationContext) -> Draft:
    pairs = distinct_pairs(ctx, _seasons(ctx), lambda s: s["name"], lambda s: [s["weather"]])
    return match_draft(ctx, pairs, prompt="Match each season to its weather in many places.",
                       why="Each season has its own weather pattern that comes back every year.", key="seasons")  # fmt: skip


# ---- temperature over a day ---------------------------------------------------------------------

_DAY_ROWS = {0: (8, 10, 12, 14), 1: (6, 8, 10, 12, 14), 2: (6, 8, 10, 12, 14, 16, 18)}


def _day(ctx: GenerationContext) -> tuple[dict, list[tuple[str, int]]]:
    """A day's temperatures (°C) at the level's times: low at 6 a.m., warmest at 2 p.m."""
    data = model("weather")
    season = pick(ctx, in_grade(data["day_temperatures"], ctx.grade))
    low, high = ctx.rng.randint(*season["low"]), ctx.rng.randint(*season["high"])
    high = max(high, low + 8)  # a clear rise, so that 2 p.m. is warmer than noon after rounding
    labels = {t["hour"]: t["label"] for t in in_grade(data["day_times"], ctx.grade)}
    rows = [
        (labels[h], round(low + (high - low) * math.sin(math.pi * (h - 6) / 16)))
        for h in _DAY_ROWS[ctx.level.rank]
    ]
    return season, rows


def _day_item(ctx: GenerationContext) -> Draft:
    season, rows = _day(ctx)
    key = f"day|{rows}"
    first, warm = rows[0], max(rows, key=lambda r: r[1])
    if ctx.content_type is MC:
        if ctx.grade == 0:
            claim = Claim(
                question=f"On a {season['season']} day, at {first[0]} it was {first[1]} °C. At {warm[0]} it was {warm[1]} °C. When was it warmer?",
                answer=f"at {warm[0]}",
                wrong=(Wrong(f"at {first[0]}", "smaller-number-is-warmer", f"{first[1]} °C is less than {warm[1]} °C."),
                       Wrong("It was just as warm both times.", "temperature-stays-the-same", f"{first[1]} °C and {warm[1]} °C are not the same.")),
                why=f"{warm[1]} °C is more than {first[1]} °C. The sun warms the air more and more during the day.",
                key=f"{key}|mc", task="compare",
            )  # fmt: skip
        else:
            claim = Claim(
                question=f"On a {season['season']} day, at {first[0]} it was {first[1]} °C, and at {warm[0]} it was {warm[1]} °C. Why is it usually warmer in the afternoon?",
                answer="The sun has been warming the ground and the air all morning.",
                wrong=(Wrong("The sun is closer to Earth in the afternoon.", "sun-closer-in-afternoon", "The sun is about the same distance away all day."),
                       Wrong("Clouds always go away in the afternoon.", "clouds-always-clear", "Clouds can come at any time of day."),
                       Wrong("The ground gives off its own heat only in the afternoon.", "ground-makes-heat", "The ground gives back heat it took in from sunlight.")),
                why="Sunlight warms the ground, and the ground warms the air, so the air keeps getting warmer until the afternoon.",
                key=f"{key}|why", task="explain", steps=2,
            )  # fmt: skip
        return claim_draft(ctx, claim)
    if ctx.content_type is DG:
        names, values = [r[0] for r in rows], [r[1] for r in rows]
        doc = column_bar_graph(
            "Temperature (°C)",
            names,
            values,
            scale=5,
            title=f"Temperature on a {season['season']} day",
            axis="°C",
        )
        wrong = [
            (n, "shortest-bar-seen-as-warmest", f"At {n} it was {v} °C.") for n, v in rows if v < warm[1]
        ]
        return diagram_draft("The graph shows the temperature at different times of one day. At what time was it warmest?", doc, warm[0],
                             f"The tallest bar is {warm[0]}: {warm[1]} °C.", ctx.rng.sample(wrong, min(3, len(wrong))), ctx.rng, f"{key}|graph",
                             kind="bar-graph", task="compare")  # fmt: skip
    title = f"Temperature on a {season['season']} day"
    columns = ["Time", "Temperature (°C)"]
    if ctx.level.rank == 0 or (ctx.grade == 0 and ctx.rng.random() < 0.5):
        return table_draft(ctx, title=title, columns=columns, rows=rows, question="At what time was it warmest?",
                           value=warm[0], display=warm[0], why=f"At {warm[0]} the temperature was highest: {warm[1]} °C.", key=f"{key}|warmest", steps=1)  # fmt: skip
    if ctx.level.rank == 1:
        diff = warm[1] - first[1]
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"How many degrees warmer was it at {warm[0]} than at {first[0]}?",
                           value=diff, display=f"{diff} °C", unit="°C", why=f"{warm[1]} °C - {first[1]} °C = {diff} °C.", key=f"{key}|rise")  # fmt: skip
    cold = min(rows, key=lambda r: r[1])
    spread = warm[1] - cold[1]
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question="What is the difference between the warmest and the coldest temperature of the day?",
                       value=spread, display=f"{spread} °C", unit="°C", steps=3,
                       why=f"Warmest {warm[1]} °C at {warm[0]}; coldest {cold[1]} °C at {cold[0]}: {warm[1]} °C - {cold[1]} °C = {spread} °C.", key=f"{key}|range")  # fmt: skip


# ---- months of a made-up town --------------------------------------------------------------------


def _town_year(town: dict) -> tuple[list[int], list[int]]:
    """Average temperature (°C) and rain (mm) of each month, January first."""
    temps = [round(town["mean"] - town["swing"] * math.cos(2 * math.pi * i / 12)) for i in range(12)]
    rain = [
        round(town["rain_base"] + town["rain_swing"] * math.cos(2 * math.pi * (i - town["rain_peak"]) / 12))
        for i in range(12)
    ]
    return temps, rain


def _season_of(month: str, seasons: list[dict]) -> str:
    return next(s["name"] for s in seasons if month in s["months"])


def _months_item(ctx: GenerationContext) -> Draft:
    town = pick(ctx, in_grade(model("weather")["towns"], ctx.grade))
    months = [m["name"] for m in in_grade(model("weather")["months"], ctx.grade)]
    seasons = _seasons(ctx)
    temps, rain = _town_year(town)
    shown = _MONTHS[ctx.level.rank]
    names = [months[i] for i in shown]
    where = f"{town['name']} is a made-up town in the northern half of Earth."
    if ctx.content_type is MC:
        parts = ", ".join(f"{temps[i]} °C in {months[i]}" for i in _MONTHS[0])
        warm = ctx.rng.random() < 0.5
        month = months[6 if warm else 0]
        word = "warmest" if warm else "coldest"
        season = _season_of(month, seasons)
        claim = Claim(
            question=f"{where} Its average temperature is {parts}. Which season is {word} there?",
            answer=season,
            wrong=tuple(Wrong(s["name"], "seasons-mixed-up", f"{month}, the {word} month, is not in {s['name']}.") for s in seasons if s["name"] != season),
            why=f"{month} is {word} at {temps[months.index(month)]} °C, and {month} is in {season} in the northern half of Earth.",
            key=f"mc|{town['name']}|{word}",
            task="compare",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    if ctx.content_type is DG:
        values = [rain[i] for i in shown]
        doc = column_bar_graph(
            "Rain (mm)", names, values, scale=20, title=f"Rain in {town['name']} each month", axis="Rain (mm)"
        )
        best = max(range(len(values)), key=values.__getitem__)
        wrong = [
            (names[j], "shortest-bar-seen-as-most", f"{names[j]} had {values[j]} mm.")
            for j in ctx.rng.sample([j for j in range(len(values)) if values[j] < values[best]], 3)
        ]
        return diagram_draft(f"The graph shows the rain in {town['name']}. Which month had the most rain?", doc, names[best],
                             f"The tallest bar is {names[best]}: {values[best]} mm.", wrong, ctx.rng, f"graph|{town['name']}|{ctx.level.rank}", kind="bar-graph", task="compare")  # fmt: skip
    rows = [(months[i], temps[i], rain[i]) for i in shown]
    columns = ["Month", "Average temperature (°C)", "Rain (mm)"]
    title = f"Weather in {town['name']}"
    key = f"table|{town['name']}|{ctx.level.rank}"
    if ctx.level.rank == 0:
        warm = ctx.rng.random() < 0.5
        i = 6 if warm else 0
        word = "warmest" if warm else "coldest"
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"{where} Which month was the {word}?",
                           value=months[i], display=months[i], why=f"{months[i]} had the {'highest' if warm else 'lowest'} temperature, {temps[i]} °C.", key=f"{key}|{word}")  # fmt: skip
    if ctx.level.rank == 1:
        a, b = 6, ctx.rng.choice((0, 2, 10))
        diff = temps[a] - temps[b]
        return table_draft(ctx, title=title, columns=columns, rows=rows, question=f"How many degrees warmer was {months[a]} than {months[b]}?",
                           value=diff, display=f"{diff} °C", unit="°C", why=f"{temps[a]} °C - ({temps[b]} °C) = {diff} °C." if temps[b] < 0 else f"{temps[a]} °C - {temps[b]} °C = {diff} °C.", key=f"{key}|{b}")  # fmt: skip
    totals = {s["name"]: sum(rain[months.index(m)] for m in s["months"]) for s in seasons}
    ranked = sorted(totals.items(), key=lambda kv: -kv[1])
    best = ranked[0]
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question=f"{where} Winter is December, January and February; spring, summer and fall follow. Which season had the most rain in all?",
                       value=best[0], display=best[0], why="Add the rain of each season's three months: " + "; ".join(f"{n} {t} mm" for n, t in ranked) + ".",
                       key=f"{key}|season", steps=3)  # fmt: skip


_FEELS = ((5, "cold"), (15, "cool"), (23, "warm"), (100, "hot"))
"""A season's average temperature (°C) below each bound, in words."""


def _expect_item(ctx: GenerationContext) -> Draft:
    town = pick(ctx, in_grade(model("weather")["towns"], ctx.grade))
    months = [m["name"] for m in in_grade(model("weather")["months"], ctx.grade)]
    seasons = _seasons(ctx)
    temps, rain = _town_year(town)
    first = pick(ctx, seasons)
    season_rows = {
        s["name"]: [(m, temps[months.index(m)], rain[months.index(m)]) for m in s["months"]] for s in seasons
    }
    where = f"{town['name']} is a made-up town in the northern half of Earth."
    if ctx.content_type is MC:
        rows = season_rows[first["name"]]
        mean = round(Fraction(sum(r[1] for r in rows), 3))  # a third is never a half: no tie to round
        word = next(w for bound, w in _FEELS if mean < bound)
        claim = Claim(
            question=f"{where} Its {first['name']} months averaged {rows[0][1]} °C, {rows[1][1]} °C and {rows[2][1]} °C. Which word best describes {first['name']} there?",
            answer=word,
            wrong=tuple(Wrong(w, "one-month-judged", f"The three months average about {mean} °C, which is {word}.") for _, w in _FEELS if w != word),
            why=f"The average is about {mean} °C: below 5 °C is cold, 5 to 14 °C cool, 15 to 22 °C warm, and 23 °C or more hot.",
            key=f"feel|{town['name']}|{first['name']}",
            task="compare",
            steps=2,
        )  # fmt: skip
        return claim_draft(ctx, claim)
    columns = ["Month", "Average temperature (°C)", "Rain (mm)"]
    title = f"Weather in {town['name']}"
    total = {name: sum(r[2] for r in rows) for name, rows in season_rows.items()}
    if ctx.level.rank == 1:
        second = pick(ctx, [s for s in seasons if total[s["name"]] != total[first["name"]]])
        wet, dry = sorted((first["name"], second["name"]), key=lambda n: -total[n])
        rows = season_rows[first["name"]] + season_rows[second["name"]]
        diff = total[wet] - total[dry]
        return table_draft(ctx, title=title, columns=columns, rows=rows,
                           question=f"{where} How much more rain fell in {wet} ({', '.join(first['months'] if wet == first['name'] else second['months'])}) than in {dry}?",
                           value=diff, display=f"{diff} mm", unit="mm", why=f"{wet.capitalize()}: {total[wet]} mm. {dry.capitalize()}: {total[dry]} mm. {total[wet]} mm - {total[dry]} mm = {diff} mm.",
                           key=f"expect|{town['name']}|{wet}|{dry}")  # fmt: skip
    rows = (
        season_rows[first["name"]]
        if ctx.level.rank == 0
        else [(months[i], temps[i], rain[i]) for i in range(12)]
    )
    return table_draft(ctx, title=title, columns=columns, rows=rows,
                       question=f"{where} Its {first['name']} months are {', '.join(first['months'][:2])} and {first['months'][2]}. How much rain fell in {first['name']} in all?",
                       value=total[first["name"]], display=f"{total[first['name']]} mm", unit="mm",
                       why=" + ".join(f"{r[2]} mm" for r in season_rows[first["name"]]) + f" = {total[first['name']]} mm.",
                       key=f"expect|{town['name']}|{first['name']}|{ctx.level.rank}", steps=1 + ctx.level.rank)  # fmt: skip


_CLAIMS = {"seasons": _seasons_claim}
_MATCHES = {"seasons": _seasons_match}


@generator(content_types={MC, TF, MT, DT, DG}, params=WeatherParams, levels=Levels("steps", _BANDS))
def weather(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ask == "week":
        return _week_item(ctx)
    if ask == "months":
        return _months_item(ctx)
    if ask == "day":
        return _day_item(ctx)
    if ask == "expect":
        return _expect_item(ctx)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
