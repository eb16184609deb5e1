"""Checker for ``science.earth.weather``: the weather chart counted again from its rows, the seasons
from ``model-weather.json`` read directly, and a town's months computed again from its parameters in
the model (average temperature and rain), then the answer from those numbers."""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import answer_value, chosen_text
from tests.unit.generation.checkers.support.earth_k5 import (
    Relation,
    check_relation_item,
    earth_model,
    svg_desc,
)


def _check_week(item: dict[str, Any]) -> None:
    content = item["content"]
    if item["type"] == "multiple-choice":
        days = content["question"].split("five days: ")[1].split(". Which")[0].split(", ")
        top = Counter(days).most_common()
        assert top[0][1] > top[1][1]
        assert chosen_text(item) == top[0][0]
        return
    counts = Counter(row[1] for row in content["rows"])
    question, value = content["question"], item["answer"]["value"]
    if m := re.fullmatch(r"How many days were (\w+)\?", question):
        assert value == counts[m.group(1)]
    elif m := re.fullmatch(r"How many more days were (\w+) than (\w+)\?", question):
        assert value == counts[m.group(1)] - counts[m.group(2)] > 0
    else:
        top = counts.most_common()
        assert top[0][1] > top[1][1] and value == top[0][0]


def _year(town: dict[str, Any]) -> dict[str, tuple[int, int]]:
    months = [m["name"] for m in sorted(earth_model("weather")["months"], key=lambda m: m["index"])]
    return {
        months[i]: (
            round(town["mean"] - town["swing"] * math.cos(2 * math.pi * i / 12)),
            round(
                town["rain_base"] + town["rain_swing"] * math.cos(2 * math.pi * (i - town["rain_peak"]) / 12)
            ),
        )
        for i in range(12)
    }


def _check_months(item: dict[str, Any]) -> None:
    data = earth_model("weather")
    content = item["content"]
    text = " ".join(str(content.get(k, "")) for k in ("question", "title"))
    town = next(t for t in data["towns"] if t["name"] in text)
    year = _year(town)
    season_of = {m: s["name"] for s in data["seasons"] for m in s["months"]}
    answer = answer_value(item)
    if item["type"] == "multiple-choice":
        for value, month in re.findall(r"(-?\d+) °C in (\w+)", content["question"]):
            assert year[month][0] == int(value)
        pick = max if "warmest there" in content["question"] else min
        assert answer == season_of[pick(year, key=lambda m: year[m][0])]
    elif item["type"] == "diagram":
        names = [c["text"] for c in content["choices"]] + [answer]
        assert year[answer][1] == max(year[m][1] for m in names)
        assert all(year[m][1] < year[answer][1] for m in names if m != answer)
    else:
        rows = content["rows"]
        for month, temp, rain in rows:
            assert year[month] == (temp, rain)
        question = content["question"]
        if "warmest?" in question:
            assert answer == max(rows, key=lambda r: r[1])[0]
        elif "coldest?" in question:
            assert answer == min(rows, key=lambda r: r[1])[0]
        elif m := re.search(r"warmer was (\w+) than (\w+)\?", question):
            assert item["answer"]["value"] == year[m.group(1)][0] - year[m.group(2)][0]
        else:
            totals = Counter()
            for month, _, rain in rows:
                totals[season_of[month]] += rain
            top = totals.most_common()
            assert top[0][1] > top[1][1] and answer == top[0][0]


def _check_day(item: dict[str, Any]) -> None:
    """The warmest time is 2 p.m. and the temperature rises until then; the answer from the rows."""
    content, answer = item["content"], answer_value(item)
    data = earth_model("weather")
    shown = content.get("title", "") + content["question"] + (item.get("visuals") or {}).get("diagramSvg", "")
    season = next(d for d in data["day_temperatures"] if f"{d['season']} day" in shown)
    if item["type"] == "multiple-choice":
        numbers = [int(n) for n in re.findall(r"(\d+) °C", content["question"])]
        assert numbers[0] < numbers[1] and season["low"][0] <= numbers[0] and numbers[1] <= season["high"][1]
        if "When was it warmer" in content["question"]:
            assert answer == "at 2 p.m."
        else:
            assert answer.startswith("The sun has been warming")
        return
    if item["type"] == "diagram":
        desc = re.findall(r"([\w. ]+?): (\d+)", svg_desc(item["visuals"]["diagramSvg"]).split(": ", 1)[1])
        rows = [(t.strip(), int(v)) for t, v in desc]
    else:
        rows = [tuple(r) for r in content["rows"]]
    temps = dict(rows)
    assert max(temps, key=temps.get) == "2 p.m." and season["low"][0] <= min(temps.values())
    times = list(temps)
    assert all(temps[times[i]] <= temps[times[i + 1]] for i in range(times.index("2 p.m.")))
    question, value = content["question"], item["answer"]["value"]
    if "warmest?" in question:
        assert answer == "2 p.m."
    elif m := re.search(r"warmer was it at (.+) than at (.+)\?", question):
        assert value == temps[m.group(1)] - temps[m.group(2)]
    else:
        assert value == max(temps.values()) - min(temps.values())


def _check_expect(item: dict[str, Any]) -> None:
    data = earth_model("weather")
    content = item["content"]
    town = next(t for t in data["towns"] if t["name"] in content["question"])
    year = _year(town)
    months_of = {s["name"]: s["months"] for s in data["seasons"]}
    if item["type"] == "multiple-choice":
        season = re.search(r"Its (\w+) months averaged", content["question"]).group(1)
        temps = [int(t) for t in re.findall(r"(-?\d+) °C", content["question"])]
        assert temps == [year[m][0] for m in months_of[season]]
        mean = round(sum(temps) / 3)
        word = "cold" if mean < 5 else "cool" if mean < 15 else "warm" if mean < 23 else "hot"
        assert chosen_text(item) == word
        return
    for month, temp, rain in content["rows"]:
        assert year[month] == (temp, rain)
    total = {name: sum(year[m][1] for m in months) for name, months in months_of.items()}
    value = item["answer"]["value"]
    if m := re.search(r"more rain fell in (\w+) \(.*\) than in (\w+)\?", content["question"]):
        assert value == total[m.group(1)] - total[m.group(2)] > 0
    else:
        assert value == total[re.search(r"How much rain fell in (\w+) in all", content["question"]).group(1)]


@checks("science.earth.weather")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    ask = params["ask"]
    if ask == "week":
        _check_week(item)
    elif ask == "months":
        _check_months(item)
    elif ask == "day":
        _check_day(item)
    elif ask == "expect":
        _check_expect(item)
    else:
        seasons = earth_model("weather")["seasons"]
        pairs = [(s["name"], s["weather"]) for s in seasons] + [
            (s["name"], sign) for s in seasons for sign in s["signs"]
        ]
        check_relation_item(item, Relation(pairs))
