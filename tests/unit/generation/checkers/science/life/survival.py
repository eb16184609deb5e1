"""Checker for ``science.life.survival``: group life, trait advantages, camouflage, habitat fit,
solutions and copied designs recomputed from ``model-organisms.json`` read directly; camouflage
tables recomputed week by week from the model's rates."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, check_matching, model, plural

AN = "(?:[Aa]|[Aa]n)"
FITS = {
    "well": "It would live very well there.",
    "less well": "It could live there, but less well.",
    "not at all": "It could not live there at all.",
}


def _rows(key: str) -> list[dict]:
    return model("organisms")[key]


def _by_plural(key: str, many: str) -> list[dict]:
    return [r for r in _rows(key) if plural(r["animal"]).lower() == many.lower()]


def _article(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _fit(organism: str, place: str) -> set[str]:
    habitat = next(h["id"] for h in _rows("habitats") if h["name"] == place)
    return {
        FITS[f["fit"]] for f in _rows("habitatFit") if f["organism"] == organism and f["habitat"] == habitat
    }


def _camouflage(hunter: str, many: str, place: str) -> set[str]:
    found = [
        c
        for c in _by_plural("camouflage", many)
        if c["place"] == place and c["hunter"].lower() == hunter.lower()
    ]
    return {f"the ones with {c['values'][0]} {c['trait']}" for c in found}


GROUPED = "|".join(re.escape(plural(g["animal"])) for g in _rows("groupLife"))
DESIGNS = "|".join(re.escape(d["design"]) for d in _rows("designs"))
TEMPLATES = [
    Template(rf"(?P<m>.+) live together in a group called {AN} (?P<g>.+)\. How does the (?P=g) help them survive\?",
             rf"Living in {AN} (?P<g>.+) helps (?P<m>{GROUPED}) {{}}\.", lambda g: {r["helps"] for r in _by_plural("groupLife", g["m"]) if r["group"] == g["g"]}),
    Template(r"What is a group of (?P<m>.+) called\?", r"A group of (?P<m>.+) is called {}\.", lambda g: {_article(r["group"]) for r in _by_plural("groupLife", g["m"])}),
    Template(r"Some (?P<m>.+) have (?P<d>.+) than others of their kind\. How could this help them\?",
             r"Some (?P<m>.+) have (?P<d>.+) than others of their kind\. This could help them {}\.",
             lambda g: {r["helps"] for r in _by_plural("advantages", g["m"]) if r["difference"] == g["d"]}),
    Template(r"(?P<h>.+) hunt (?P<m>.+) that live on (?P<p>.+)\. Which (?P=m) are more likely to survive and have young\?",
             r"(?P<h>.+) hunt (?P<m>.+) that live on (?P<p>.+)\. The (?P=m) most likely to survive are {}\.", lambda g: _camouflage(g["h"], g["m"], g["p"])),
    Template(rf"How well could {AN} (?P<o>.+) live in (?P<p>.+)\?", rf"Think about {AN} (?P<o>.+) in (?P<p>.+?)\. {{}}", lambda g: _fit(g["o"], g["p"])),
    Template(r"(?P<c>.+)\. Now (?P<t>.+)\. Which solution would help the most\?", r"(?P<c>.+), and now (?P<t>.+)\. A good solution is to {}\.",
             lambda g: {c["good"] for c in _rows("changes") if c["change"] == g["c"] and c["trouble"] == g["t"]}),
    Template(rf"People made (?P<d>{DESIGNS}) to (?P<x>.+)\. Which plant or animal part gave them the idea\?", r"People copied {} when they made (?P<d>.+)\.",
             lambda g: {d["copies"] for d in _rows("designs") if d["design"] == g["d"]}),
]  # fmt: skip


def _check_table(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    rates = {r["fits"]: r["lost"]["value"] for r in _rows("camouflageRates")}
    place = re.fullmatch(r".+ living on (.+)", content["title"])[1]  # type: ignore[index]
    c = next(c for c in _rows("camouflage") if c["place"] == place)
    many = plural(c["animal"])
    fits_col = content["columns"].index(f"{c['values'][0]} {many}")
    out_col = content["columns"].index(f"{c['values'][1]} {many}")
    rows = content["rows"]
    assert rows[0][fits_col] == rows[0][out_col]
    for prev, row in pairwise(rows):
        assert row[0] == prev[0] + 1
        assert row[fits_col] == prev[fits_col] - prev[fits_col] * rates[True] // 100
        assert row[out_col] == prev[out_col] - prev[out_col] * rates[False] // 100
    last, question = rows[-1], content["question"]
    if "which" in question:
        assert last[fits_col] > last[out_col]
        expected: Any = f"the {c['values'][0]} {many}"
    elif "how many more" in question:
        expected = last[fits_col] - last[out_col]
    else:
        expected = rows[0][out_col] - last[out_col]
    assert answer["value"] == expected, (question, expected)


def _check_matching(item: dict[str, Any]) -> None:
    pairs = {(d["design"], d["copies"]) for d in _rows("designs")}
    pairs |= {(plural(g["animal"]), _article(g["group"])) for g in _rows("groupLife")}
    check_matching(item, lambda x, y: (x, y) in pairs)


@checks("science.life.survival")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, {"data-table": _check_table, "matching": _check_matching}, TEMPLATES)
