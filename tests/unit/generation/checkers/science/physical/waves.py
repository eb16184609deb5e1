"""Checker for ``science.physical.waves``: wave diagrams read from their ``<desc>``, energy tables
checked against energy = k × amplitude², speeds of sound read from ``model-waves.json`` directly and
frequency × wavelength = speed recomputed exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_ms import check_item, desc, model, number, written


def _speeds() -> dict[str, Fraction]:
    return {
        s["medium"]: Fraction(str(s["speed"]["value"]))
        for s in model("waves")["speeds"]
        if s["wave"] == "sound"
    }


def _times(m: re.Match[str]) -> str:
    factor = {"doubles": 2, "triples": 3}[m.group("word")]
    return f"{factor * factor} times as much"


def _wavelength(m: re.Match[str]) -> str:
    v = _speeds()[m.group("medium")]
    assert number(m.group("v")) == v
    return f"{written(v / number(m.group('f')))} m"


def _fastest(m: re.Match[str]) -> str:
    speeds = _speeds()
    for medium in ("air", "water", "steel"):
        assert number(m.group(medium)) == speeds[medium]
    return max(speeds, key=speeds.__getitem__)


_LIST = r"about (?P<air>[\d,]+) m/s in air, (?P<water>[\d,]+) m/s in water and (?P<steel>[\d,]+) m/s in steel"
PATTERNS = [
    (re.compile(r"^The amplitude of a wave (?P<word>doubles|triples), and its frequency stays the same\."), _times),
    (re.compile(r"^When the amplitude of a wave (?P<word>doubles|triples) at the same frequency, the energy it carries becomes (?P<ans>.+)\.$"), _times),
    (re.compile(r"^Sound travels through (?P<medium>\w+) at about (?P<v>[\d,]+) m/s\. A sound wave in \w+ has a frequency of (?P<f>[\d,.]+) Hz\."), _wavelength),
    (re.compile(rf"^Sound travels {_LIST}\. Through which material"), _fastest),
    (re.compile(r"^Of air, water and steel, a sound wave travels fastest through (?P<ans>.+)\.$"),
     lambda m: max(_speeds(), key=_speeds().__getitem__)),
]  # fmt: skip


def _diagram(item: dict[str, Any]) -> None:
    waves = {
        n: (int(a), int(w))
        for n, a, w in re.findall(
            r"Wave ([AB]) has an amplitude of (\d+) cm and a wavelength of (\d+) cm\.", desc(item)
        )
    }
    question = item["content"]["question"]
    if question == "What is the amplitude of wave A?":
        right = f"{waves['A'][0]} cm"
    elif question == "What is the wavelength of wave A?":
        right = f"{waves['A'][1]} cm"
    elif question.endswith("Which wave carries more energy?"):
        assert waves["A"][0] != waves["B"][0]
        right = f"wave {'A' if waves['A'][0] > waves['B'][0] else 'B'}"
    else:
        assert question.endswith("Which wave has the higher frequency?") and waves["A"][1] != waves["B"][1]
        right = f"wave {'A' if waves['A'][1] < waves['B'][1] else 'B'}"
    choices = [c["text"] for c in item["content"]["choices"]]
    assert choices[item["answer"]["value"]] == right and choices.count(right) == 1, (question, right, choices)


def _table(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows = content["rows"]
    if content["columns"][0] == "Amplitude (cm)":
        known = {Fraction(e) / (a * a) for a, e in rows if e != "?"}
        assert len(known) == 1, rows
        (k,) = known
        (a,) = (r[0] for r in rows if r[1] == "?")
        assert value == k * a * a
        return
    speeds = _speeds()
    for medium, f, length, v in rows:
        cells = [Fraction(str(x)) if x != "?" else None for x in (f, length, v)]
        if cells[2] is not None:
            assert cells[2] == speeds[medium], (medium, v)
        f_, l_, v_ = cells
        missing = Fraction(str(value))
        if f_ is None:
            assert missing * l_ == speeds[medium]
        elif l_ is None:
            assert f_ * missing == speeds[medium]
        elif v_ is None:
            assert f_ * l_ == speeds[medium] == missing
        else:
            assert f_ * l_ == v_


@checks("science.physical.waves")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, PATTERNS, {"data-table": _table, "diagram": _diagram})
