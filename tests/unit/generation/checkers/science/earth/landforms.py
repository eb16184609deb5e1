"""Checker for ``science.earth.landforms``: names and kinds of landforms, where water is found and
where map features lie, from ``model-landforms.json`` read directly; map letters from the map's
description; earthquake dots and volcano triangles counted in each region of the drawn map."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import answer_value
from tests.unit.generation.checkers.support.earth_k5 import (
    SVG,
    Relation,
    check_relation_item,
    earth_model,
    svg_desc,
)


def _a(name: str) -> str:
    return ("an " if name[0] in "aeiou" else "a ") + name


def _relation(ask: str) -> Relation:
    data = earth_model("landforms")
    pairs: list[tuple[str, str]] = []
    if ask == "names":
        for f in data["landforms"]:
            pairs += [(_a(f["name"]), f["clue"]), (f["name"], f["clue"])]
            kind = {"water": "a body of water", "land": "a landform"}.get(f["kind"])
            if kind:
                pairs.append((_a(f["name"]), kind))
    elif ask == "water":
        for w in data["waters"]:
            pairs.append((w["name"], w["place"]))
            pairs.append(
                (
                    w["name"],
                    {"solid": "holds water that is frozen solid", "liquid": "holds liquid water"}[w["state"]],
                )
            )
            if w["salty"]:
                pairs.append((w["name"], "holds salt water"))
    else:
        pairs = [(p["feature"], p["pattern"]) for p in data["map_patterns"]]
    return Relation(pairs)


def _check_map(item: dict[str, Any]) -> None:
    desc = svg_desc(item["visuals"]["diagramSvg"])
    letters = dict(re.findall(r"Letter ([A-F]) marks the ([a-z]+)", desc))
    by_name = {n: k for k, n in letters.items()}
    question, answer = item["content"]["question"], answer_value(item)
    clues = {f["clue"]: f["name"] for f in earth_model("landforms")["landforms"]}
    if m := re.search(r"Which letter shows the ([a-z]+)\?", question):
        right = by_name[m.group(1)]
    elif m := re.search(r"What does letter ([A-F]) show\?", question):
        right = f"the {letters[m.group(1)]}"
    else:
        clue = next(c for c in clues if f"shows {c}?" in question)
        right = next(k for k, n in letters.items() if n.rstrip("s") == clues[clue])
    assert answer == right, (question, answer, right)


def _count(svg: str) -> dict[str, tuple[int, int]]:
    root = ET.fromstring(svg)
    regions = {}
    for rect in root.iter(f"{SVG}rect"):
        if rect.get("id", "").startswith("region-"):
            x, y, w, h = (float(rect.get(a)) for a in ("x", "y", "width", "height"))
            regions[rect.get("id")[-1]] = (x, y, w, h)

    def inside(px: float, py: float) -> str | None:
        return next((k for k, (x, y, w, h) in regions.items() if x <= px <= x + w and y <= py <= y + h), None)

    dots = {k: 0 for k in regions}
    peaks = {k: 0 for k in regions}
    for c in root.iter(f"{SVG}circle"):
        if (k := inside(float(c.get("cx")), float(c.get("cy")))) is not None:
            dots[k] += 1
    for p in root.iter(f"{SVG}polygon"):
        xs = [float(v.split(",")[0]) for v in p.get("points").split()]
        ys = [float(v.split(",")[1]) for v in p.get("points").split()]
        if (k := inside(sum(xs) / 3, sum(ys) / 3)) is not None:
            peaks[k] += 1
    return {k: (dots[k], peaks[k]) for k in regions}


def _check_regions(item: dict[str, Any]) -> None:
    counts = _count(item["visuals"]["diagramSvg"])
    question, answer = item["content"]["question"], answer_value(item)
    if "most earthquakes and volcanoes" in question:
        best = max(counts, key=lambda k: counts[k][0] + counts[k][1])
        assert all(
            counts[k][0] < counts[best][0] and counts[k][1] <= counts[best][1] for k in counts if k != best
        )
        assert answer == best
    elif "most earthquakes" in question:
        most = max(c[0] for c in counts.values())
        assert [k for k, c in counts.items() if c[0] == most] == [answer]
    else:
        names = re.findall(r"region ([A-D])", question)
        assert int(answer) == sum(counts[k][0] for k in names)


@checks("science.earth.landforms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    ask = params["ask"]
    if ask == "map":
        _check_map(item)
    elif ask == "patterns" and item["type"] == "diagram":
        _check_regions(item)
    else:
        check_relation_item(item, _relation(ask))
