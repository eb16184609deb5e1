"""Checker for ``science.physical.light_ms``: materials and speeds of light read from
``model-waves.json`` directly; angles of reflection recomputed."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_ms import model, number, settle


def _material(name: str, wave: str) -> dict[str, Any]:
    found = [
        m for m in model("waves")["materials"] if m["name"].lower() == name.lower() and m["wave"] == wave
    ]
    assert len(found) == 1, (name, wave)
    return found[0]


def _light(medium: str, shown: str) -> Fraction:
    (speed,) = (
        s["speed"]["value"]
        for s in model("waves")["speeds"]
        if s["wave"] == "light" and s["medium"] == medium
    )
    assert number(shown) == Fraction(str(speed)), (medium, shown)
    return Fraction(str(speed))


def _bends(m: re.Match[str]) -> str:
    va, vb = _light(m.group("a"), m.group("va")), _light(m.group("b"), m.group("vb"))
    assert va != vb
    return "It slows down and bends." if vb < va else "It speeds up and bends."


def _mirror(m: re.Match[str]) -> str:
    given = int(m.group("angle"))
    return f"{90 - given if m.group('where').startswith('the mirror') else given}°"


def _kind(name: str) -> dict[str, Any]:
    (found,) = (k for k in model("waves")["kinds"] if k["name"].lower() == name.lower())
    return found


PATTERNS = [
    (re.compile(r"^(?P<name>.+) (?P<ans>can|cannot) travel through empty space\.$"),
     lambda m: "cannot" if _kind(m.group("name"))["needsMedium"] else "can"),
    (re.compile(r"^What does (?P<name>.+) mostly do with the (?P<wave>light|sound) that reaches it\?$"),
     lambda m: _material(m.group("name"), m.group("wave"))["does"]),
    (re.compile(r"^(?P<name>.+) mostly (?P<ans>\S+) the (?P<wave>light|sound) that reaches it\.$"),
     lambda m: _material(m.group("name"), m.group("wave"))["does"]),
    (re.compile(r"^Light travels about (?P<va>[\d,]+) km/s in (?P<a>.+?) and about (?P<vb>[\d,]+) km/s in (?P<b>.+?)\. A ray passes"), _bends),
    (re.compile(r"^A ray of light passes at a slant from (?P<a>.+?) \(about (?P<va>[\d,]+) km/s\) into (?P<b>.+?) \(about (?P<vb>[\d,]+) km/s\)\. (?P<ans>.+)$"), _bends),
    (re.compile(r"^A ray of light hits a flat mirror at (?P<angle>\d+)° from (?P<where>the mirror's surface|the normal)"), _mirror),
]  # fmt: skip


def _matching(item: dict[str, Any]) -> None:
    content = item["content"]
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        does, wave = re.fullmatch(r"mostly (\w+) (light|sound)", content["right"][index]).groups()
        assert _material(left, wave)["does"] == does, (left, content["right"][index])
    assert len(set(content["right"])) == len(content["right"])


def _spectrum(item: dict[str, Any]) -> None:
    ranks = {f"{c['color']} light": c["rank"] for c in model("waves")["spectrum"]}
    order = item["answer"]["value"]
    assert sorted(order) == sorted(item["content"]["items"]) and order != item["content"]["items"]
    assert [ranks[c] for c in order] == sorted(ranks[c] for c in order), order


def _crosses_space(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    fits = [c["text"] for c in item["content"]["choices"] if not _kind(c["text"])["needsMedium"]]
    assert fits == [chosen_text(item)], fits


@checks("science.physical.light_ms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "matching":
        _matching(item)
    elif item["type"] == "ordering":
        _spectrum(item)
    elif (
        item["content"].get("question", "").startswith("Which of these waves can travel through empty space")
    ):
        _crosses_space(item)
    else:
        settle(item, PATTERNS)
