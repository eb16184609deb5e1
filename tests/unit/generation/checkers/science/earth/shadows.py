"""Checks ``science.earth.shadows``: every shadow length recomputed with the tangent from the sun's
height (latitude and tilt read from ``model-sky.json``), the table's answers, relation claims."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.earth_ms import (
    check_choice,
    model,
    relation_solvers,
    settle,
    svg_desc,
)


def _hour(text: str) -> int:
    if text == "12:00 noon":
        return 12
    m = re.fullmatch(r"(\d+):00 (a\.m\.|p\.m\.)", text)
    assert m
    return int(m[1]) + (12 if m[2] == "p.m." else 0)


def _length(height: int, hour: int, month: str) -> int:
    sky = model("sky")
    lat = math.radians(sky["city"]["latitude"]["value"])
    dec = math.radians(sky["earth"]["tilt"]["value"] * sky["shadowModel"]["months"][month])
    altitude = math.asin(
        math.sin(lat) * math.sin(dec)
        + math.cos(lat) * math.cos(dec) * math.cos(math.radians(15 * (hour - 12)))
    )
    return round(height / math.tan(altitude))


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    m = re.fullmatch(r"Shadow of a (\d+) cm stick on a day in (\w+) \(Denver\)", content["title"])
    assert m
    height, month = int(m[1]), m[2]
    lengths = {}
    for time, length in content["rows"]:
        assert length == _length(height, _hour(time), month), (time, length)
        lengths[_hour(time)] = length
    question = content["question"]
    if question == "At what time is the shadow shortest?":
        assert _hour(value) == min(lengths, key=lengths.__getitem__)
    elif q := re.fullmatch(
        r"How many centimeters longer is the shadow at (.+) than at 12:00 noon\?", question
    ):
        assert value == lengths[_hour(q[1])] - lengths[12] > 0
    else:
        q = re.fullmatch(
            r"The shadow at (.+) is (\d+) cm long\. At what time in the afternoon will the shadow be the same length\?",
            question,
        )
        assert q
        morning = _hour(q[1])
        assert int(q[2]) == lengths[morning]
        assert _hour(value) > 12 and lengths[_hour(value)] == lengths[morning]


def _graph(item: dict[str, Any]) -> None:
    svg = item["visuals"]["diagramSvg"]
    m = re.search(r"<title>Shadow of a (\d+) cm stick on a day in (\w+) \(Denver\)</title>", svg)
    assert m
    height, month = int(m[1]), m[2]
    bars = re.fullmatch(r"A bar graph of shadow length \(cm\): (.+)\.", svg_desc(item))
    assert bars
    lengths = {}
    for bar in bars[1].split(", "):
        time, length = bar.rsplit(": ", 1)
        assert int(length) == _length(height, _hour(time), month)
        lengths[_hour(time)] = int(length)
    question = item["content"]["question"]
    if question == "At what time was the shadow shortest?":
        check_choice(item, "12:00 noon")
        assert min(lengths, key=lengths.__getitem__) == 12
        return
    q = re.fullmatch(r"At what time in the afternoon was the shadow as long as it was at (.+)\?", question)
    assert q
    morning = _hour(q[1])
    matches = [h for h in lengths if h > 12 and lengths[h] == lengths[morning]]
    assert len(matches) == 1
    hour = matches[0]
    check_choice(item, f"{hour - 12}:00 p.m.")


@checks("science.earth.shadows")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "data-table":
        _table(item)
    elif item["type"] == "diagram":
        _graph(item)
    else:
        settle(item, relation_solvers("sky", item["gradeLevel"]))
