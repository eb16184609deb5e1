"""Checker for ``science.life.ecology``: roles, interactions, predicted population changes, energy in
a food chain (with the share read from ``model-ecology.json``) and design solutions judged from their
ratings."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import (
    Rel,
    by,
    check_claim,
    check_matching,
    chosen,
    model,
    svg_desc,
)

RANK = {"low": 0, "medium": 1, "high": 2}


def _change(change: str, population: str) -> dict[str, Any]:
    return next(
        c for c in model("ecology")["changes"]
        if c["change"].lower() == change.lower() and c["population"].lower() == population.lower()
    )  # fmt: skip


def _story_kind(story: str) -> str:
    return by("ecology", "examples", "story")[story.lower()]["kind"]


RELS = [
    Rel(
        r"In an? (?P<eco>\w+) ecosystem, what role does the (?P<org>.+) play\?",
        r"The (?P<org>.+) plays the role of an? (?P<ans>\w+) in an? \w+ ecosystem\.",
        lambda g, c: by("ecology", "organisms")[g["org"].lower()]["role"] == c.lower(),
    ),
    Rel(
        r"Which kind of organism (?P<job>.+)\?",
        r"An? (?P<ans>producer|consumer|decomposer) (?P<job>.+)\.",
        lambda g, c: by("ecology", "roles").get(c.lower(), {}).get("job") == g["job"].lower(),
    ),
    Rel(
        r"(?P<story>.+)\. Which kind of interaction is this\?",
        r"When (?P<story>.+), the interaction is (?P<ans>\w+)\.",
        lambda g, c: _story_kind(g["story"]) == c.lower(),
    ),
    Rel(
        r"(?:.+ Then (?P<change>.+)\. )?How will the (?P<pop>.+) population most likely change\?",
        r"After (?P<change>.+), the (?P<pop>.+) population will most likely (?P<ans>.+)\.",
        lambda g, c: _change(g["change"], g["pop"])["effect"] == c.lower(),
    ),
]


def _predict_passage(item: dict[str, Any]) -> None:
    text = item["content"]["passage"]["text"]
    m = re.search(r"Then (.+)\.$", text)
    pop = re.fullmatch(r"How will the (.+) population most likely change\?", item["content"]["question"])
    assert m and pop, (text, item["content"]["question"])
    assert _change(m[1], pop[1])["effect"] == chosen(item)
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] == chosen(item)) == (i == item["answer"]["value"])


def _energy_table(item: dict[str, Any]) -> None:
    share = model("ecology")["energy"][0]["share"]["value"]
    rows, question, value = item["content"]["rows"], item["content"]["question"], item["answer"]["value"]
    base = rows[0][2]
    expected = [base * share**k / 100**k for k in range(len(rows))]
    for row, energy in zip(rows, expected, strict=True):
        assert row[2] in ("?", energy), (row, energy)
    chain = next(c for c in model("ecology")["chains"] if c["links"][: len(rows)] == [r[1] for r in rows])
    assert chain
    m = re.match(r"About how much energy reaches the (.+)\? Use the rule that about (\d+)%", question)
    if m:
        assert int(m[2]) == share
        (asked,) = [r for r in rows if r[2] == "?"]
        assert asked[1] == m[1] and value == expected[asked[0] - 1]
    else:
        assert value == round(100 * expected[-1] / expected[0], 4) and item["answer"]["unit"] == "%"


def _pyramid_diagram(item: dict[str, Any]) -> None:
    share = model("ecology")["energy"][0]["share"]["value"]
    m = re.fullmatch(r"An energy pyramid, bottom to top: (.+)\.", svg_desc(item))
    assert m, svg_desc(item)
    levels = [part.split(": ") for part in m[1].split("; ")]
    names = [name for name, _ in levels]
    assert any(c["links"][: len(names)] == names for c in model("ecology")["chains"]), names
    base = int(levels[0][1].removesuffix(" kJ").replace(",", ""))
    energy = [base * share**k / 100**k for k in range(len(levels))]
    for (_, shown), value in zip(levels, energy, strict=True):
        assert shown in ("?", f"{value:,.0f} kJ"), (shown, value)
    (asked,) = [k for k, (_, shown) in enumerate(levels) if shown == "?"]
    assert names[asked] in item["content"]["question"]
    expect = f"{energy[asked]:,.0f} kJ"
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] == expect) == (i == item["answer"]["value"]), (choice, expect)


def _best(designs: list[dict[str, str]], question: str) -> str:
    if "low or medium cost" in question:
        pool, field, sign = [d for d in designs if d["cost"] != "high"], "protects", 1
    elif "least upkeep" in question:
        pool, field, sign = [d for d in designs if d["protects"] != "low"], "upkeep", -1
    else:
        pool, field, sign = designs, "protects", 1
    best = max(sign * RANK[d[field]] for d in pool)
    (winner,) = [d["name"] for d in pool if sign * RANK[d[field]] == best]
    return winner


def _design_rows(item: dict[str, Any]) -> None:
    designs = [
        dict(zip(("name", "cost", "protects", "upkeep"), row, strict=True)) for row in item["content"]["rows"]
    ]
    known = {d["name"]: d for p in model("ecology")["problems"] for d in p["designs"]}
    for d in designs:
        assert known[d["name"]] == d, d
    assert item["answer"]["value"] == _best(designs, item["content"]["question"])


def _design_choice(item: dict[str, Any]) -> None:
    question = item["content"]["question"]
    found = re.findall(r"Design \d: (.+?) \(cost (\w+), protection of living things (\w+)\)\.", question)
    limit = {"only a low cost": "low", "a low or medium cost": "medium", "any cost": "high"}[
        re.search(r"can afford (only a low cost|a low or medium cost|any cost)", question)[1]
    ]
    known = {d["name"]: d for p in model("ecology")["problems"] for d in p["designs"]}
    for name, cost, protects in found:
        assert (known[name]["cost"], known[name]["protects"]) == (cost, protects)
    allowed = [(RANK[p], n) for n, c, p in found if RANK[c] <= RANK[limit]]
    expect = max(allowed)[1] if allowed else "neither design"
    assert chosen(item) == expect, (chosen(item), expect)


@checks("science.life.ecology")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind, content = item["type"], item["content"]
    if kind == "matching":
        check_matching(item, _story_kind)
    elif kind == "data-table":
        (_energy_table if content["columns"][0] == "Level" else _design_rows)(item)
    elif kind == "diagram":
        _pyramid_diagram(item)
    elif kind == "passage-based":
        _predict_passage(item)
    elif kind == "multiple-choice" and content["question"].startswith(
        tuple(p["problem"] for p in model("ecology")["problems"])
    ):
        _design_choice(item)
    else:
        check_claim(item, RELS)
