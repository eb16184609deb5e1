"""Checker for ``science.physical.particles``: atom counts from the formula in the substances model,
formulas from the atoms drawn in the model's SVG, kinds and structures from the model, states from its
melting and boiling points (read directly)."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.matter import by_name, labels, model, num, settle

STATE_OF = ("solid", "liquid", "gas")


def _moves(state: str) -> str:
    return next(s["moves"] for s in model("substances")["states"] if s["id"] == state)


def _arranged(structure: str) -> str:
    return next(s["text"] for s in model("substances")["structures"] if s["id"] == structure)


X = r"(?P<x>.+)"


def _entry(shown: str) -> dict[str, Any]:
    """The substance an item names: by formula in brackets, else by name."""
    shown = shown[:1].lower() + shown[1:]
    m = re.fullmatch(r"(.+?) \((.+)\)", shown)
    subs = model("substances")["substances"]
    if m and any(s["formula"] == m[2] for s in subs):
        found = [s for s in subs if s["formula"] == m[2] and s["name"].split(" (")[0] == m[1]]
        assert len(found) == 1, shown
        return found[0]
    return by_name("substances", "substances", shown)


def _symbol(element: str) -> str:
    return next(e["symbol"] for e in model("substances")["elements"] if e["name"] == element)


def _by_formula(formula: str) -> dict[str, Any]:
    found = [s for s in model("substances")["substances"] if s["formula"] == formula]
    assert found, formula
    return found[0]


def _count(m: re.Match[str]) -> str:
    k = int(m["k"]) if m["k"] else 1
    atoms = _by_formula(m["f"])["atoms"]
    return str(k * atoms[_symbol(m["el"])])


def _all(m: re.Match[str]) -> str:
    return str(sum(_by_formula(m["f"])["atoms"].values()))


def _state(name: str, temp: float, melts: float, boils: float) -> str:
    entry = _entry(name)
    assert (entry["melts"]["value"], entry["boils"]["value"]) == (melts, boils), name
    return "solid" if temp < melts else "liquid" if temp < boils else "gas"


def _motion(m: re.Match[str]) -> str:
    t1, t2 = num(m["t1"]), num(m["t2"])
    assert (m["verb"] == "heated") == (t2 > t1)
    end = _state(m["name2"], t2, num(m["mp"]), num(m["bp"]))
    return f"They {'move faster' if t2 > t1 else 'move more slowly'}; {_moves(end)}."


def _kind(m: re.Match[str]) -> str:
    kind = _entry(m["s"])["kind"]
    return "an element" if kind == "element" else f"a {kind}"


FACTS = r"(?P<name2>.+) melts at (?P<mp>-?[\d,.]+) °C and boils at (?P<bp>-?[\d,.]+) °C\."
RULES = [
    (r"The formula for .+ is (?P<f>\S+)\. How many (?P<el>\w+) atoms does it show\?(?P<k>)", _count),
    (r"How many (?P<el>\w+) atoms are in (?P<k>\d)(?P<f>\S+)\?", _count),
    (rf"The number of (?P<el>\w+) atoms in (?P<k>\d?)(?P<f>\S+) is {X}\.", _count),
    (r"The formula for .+ is (?P<f>\S+)\. How many atoms in all does the formula show\?", _all),
    (rf"The formula (?P<f>\S+) shows {X} atoms in all\.", _all),
    (r"Is (?P<s>.+) an element, a compound or a mixture\?", _kind),
    (
        r"How are the atoms arranged in a sample of (?P<s>.+)\?",
        lambda m: _arranged(_entry(m["s"])["structure"]),
    ),
    (rf"A sample of (?P<s>.+) is made of {X}\.", lambda m: _arranged(_entry(m["s"])["structure"])),
    (
        rf"{FACTS} What state is (?P<name>.+) in at (?P<t>-?[\d,]+) °C\?",
        lambda m: _state(m["name"], num(m["t"]), num(m["mp"]), num(m["bp"])),
    ),
    (
        rf"{FACTS} At (?P<t>-?[\d,]+) °C, (?P<name>.+) is a {X}\.",
        lambda m: _state(m["name"], num(m["t"]), num(m["mp"]), num(m["bp"])),
    ),
    (
        rf"{FACTS} A sample is (?P<verb>heated|cooled) from (?P<t1>-?[\d,]+) °C to (?P<t2>-?[\d,]+) °C\. "
        r"What happens to its particles\?",
        _motion,
    ),
    (rf"(?P<s>.+) is {X}\.", _kind),
]


def _subscripts(counts: Counter[str], order: list[str]) -> str:
    digits = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
    return "".join(s + (str(counts[s]).translate(digits) if counts[s] > 1 else "") for s in order)


def _diagram(item: dict[str, Any]) -> None:
    drawn = Counter(labels(item["visuals"]["diagramSvg"]))
    question = item["content"]["question"]
    if question.startswith("How many atoms"):
        right = str(sum(drawn.values()))
    else:
        matches = [
            s for s in model("substances")["substances"] if Counter(s["atoms"]) == drawn and s["formula"]
        ]
        assert matches, drawn
        right = matches[0]["formula"]
        assert right == _subscripts(drawn, list(matches[0]["atoms"]))
    settle(item, [(re.escape(question), lambda _m: right)])


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    m = re.fullmatch(r"Which substance in the table is a (\w+) at (-?[\d,]+) °C\?", content["question"])
    assert m, content["question"]
    temp = num(m[2])
    found = [
        row[0] for row in content["rows"] if _state(row[0], temp, num(str(row[1])), num(str(row[2]))) == m[1]
    ]
    assert found == [item["answer"]["value"]], (found, item["answer"]["value"])


def _passage(item: dict[str, Any]) -> None:
    content = item["content"]
    name = content["passage"]["title"].removeprefix("Meet a substance: ")
    entry = _entry(name)
    text = content["passage"]["text"]
    melts, boils = entry["melts"]["value"], entry["boils"]["value"]
    assert f"melts at {melts:,g} °C and boils at {boils:,g} °C" in text, text
    question = content["question"]
    if m := re.fullmatch(r"Using the passage, what state would .+ be in at (-?[\d,]+) °C\?", question):
        right = _state(name, num(m[1]), melts, boils)
    elif question.startswith("According to the passage, how many atoms"):
        right = str(sum(entry["atoms"].values()))
    else:
        right = "an element" if entry["kind"] == "element" else f"a {entry['kind']}"
    settle(item, [(re.escape(question), lambda _m: right)])


@checks("science.physical.particles")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "passage-based":
        _passage(item)
    elif item["type"] == "diagram":
        _diagram(item)
    elif item["type"] == "data-table":
        _table(item)
    else:
        settle(item, RULES)
