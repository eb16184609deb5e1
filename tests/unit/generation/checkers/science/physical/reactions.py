"""Checker for ``science.physical.reactions``: changes and equations from the reactions model, atom
counts and balance recomputed from the formulas, properties tables matched against the substances
model, masses and device trials recomputed from the table rows (all read directly)."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.matter import (
    CHANGE_RULES,
    Rule,
    check_sign_question,
    model,
    num,
    settle,
)

X = r"(?P<x>.+)"


def _formulas() -> dict[str, dict[str, int]]:
    return {
        t["formula"]: t["atoms"]
        for r in model("reactions")["reactions"]
        for t in [*r["reactants"], *r["products"]]
    }


def _side(text: str, blank: int = 1) -> dict[str, int]:
    atoms: dict[str, int] = {}
    for term in text.split(" + "):
        m = re.fullmatch(r"(\(\?\)|\d*)(.+)", term)
        assert m, term
        c = blank if m[1] == "(?)" else int(m[1] or 1)
        for symbol, n in _formulas()[m[2]].items():
            atoms[symbol] = atoms.get(symbol, 0) + c * n
    return atoms


def _sides(eq: str, blank: int = 1) -> tuple[dict[str, int], dict[str, int]]:
    left, right = eq.split(" → ")
    return _side(left, blank), _side(right, blank)


def _symbol(element: str) -> str:
    return next(e["symbol"] for e in model("substances")["elements"] if e["name"] == element.lower())


def _reactant_count(m: re.Match[str]) -> str:
    left, right = _sides(m["eq"])
    symbol = _symbol(m["el"])
    assert left[symbol] == right[symbol]
    return str(left[symbol])


def _balanced(m: re.Match[str]) -> str:
    left, right = _sides(m["eq"])
    return "balanced" if left == right else "not balanced"


def _coefficient(m: re.Match[str]) -> str:
    fits = [c for c in range(1, 13) if (lambda s: s[0] == s[1])(_sides(m["eq"], c))]
    assert len(fits) == 1, (m["eq"], fits)
    assert any(
        r
        for r in model("reactions")["reactions"]
        if m["eq"].replace("(?)", str(fits[0]) if fits[0] > 1 else "")
    )
    return str(fits[0])


RULES: list[Rule] = [
    (
        r"In (?P<eq>.+ → .+), how many (?P<el>\w+) atoms are on the reactant side \(before the arrow\)\?",
        _reactant_count,
    ),
    (rf"In (?P<eq>.+ → .+), the reactant side has {X} (?P<el>\w+) atoms\.", _reactant_count),
    (r"Is this equation balanced\? (?P<eq>.+ → .+)", _balanced),
    (rf"The equation (?P<eq>.+ → .+) is {X}\.", _balanced),
    (r"What number goes in place of \(\?\) to balance this equation\? (?P<eq>.+ → .+)", _coefficient),
    (rf"To balance (?P<eq>.+ → .+), the number in place of \(\?\) is {X}\.", _coefficient),
    *CHANGE_RULES,
]


def _properties(item: dict[str, Any]) -> None:
    rows = item["content"]["rows"]
    known = {
        (s["density"]["value"], s["melts"]["value"])
        for s in model("substances")["substances"]
        if "density" in s and "melts" in s
    }
    pairs = [(num(str(r[1])), num(str(r[2]))) for r in rows]
    assert all(p in known for p in pairs), pairs
    assert rows[-1][0] == "After"
    new = pairs[-1] not in pairs[:-1]
    assert item["answer"]["value"] == ("yes" if new else "no")


def _mass(item: dict[str, Any]) -> None:
    content, value = item["content"], float(item["answer"]["value"])
    rows = content["rows"]
    if content["columns"][0] == "Time":
        before, after = num(str(rows[0][1])), num(str(rows[1][1]))
        assert abs((before - after) - value) < 1e-6
        return
    missing = [r for r in rows if r[2] == "?"]
    assert len(missing) == 1
    known = {
        role: sum(num(str(r[2])) for r in rows if r[1] == role and r[2] != "?")
        for role in ("reactant", "product")
    }
    role = missing[0][1]
    other = "product" if role == "reactant" else "reactant"
    assert abs(known[other] - known[role] - value) < 1e-6, (rows, value)
    assert missing[0][0] in content["question"]


def _device_table(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]["value"]
    rows = [(num(str(r[1])), num(str(r[2])), num(str(r[3]))) for r in content["rows"]]
    question = content["question"]
    if question.endswith("Answer releases or absorbs."):
        assert answer == ("releases" if all(f > s for _, s, f in rows) else "absorbs")
        assert all(f > s for _, s, f in rows) or all(f < s for _, s, f in rows)
        name = re.fullmatch(r"Does (.+) release or absorb .+", question)[1]  # type: ignore[index]
        assert next(d for d in model("reactions")["devices"] if d["name"] == name)["energy"] == answer
        return
    m = re.search(r"the trial with (\d+) g", question)
    if m:
        (start, final) = next((s, f) for a, s, f in rows if a == num(m[1]))
        assert abs(abs(final - start) - float(answer)) < 1e-6
        return
    m = re.search(r"end between (-?[\d.]+) °C and (-?[\d.]+) °C", question)
    assert m, question
    fits = [a for a, _, f in rows if num(m[1]) <= f <= num(m[2])]
    assert fits == [num(str(answer))], (fits, answer)


def _device_choice(item: dict[str, Any]) -> None:
    m = re.fullmatch(r"A team needs a device to (.+)\. Which device fits\?", item["content"]["question"])
    assert m
    devices = model("reactions")["devices"]
    wanted = next(d for d in devices if d["purpose"] == m[1])["energy"]
    by_name = {d["name"]: d["energy"] for d in devices}
    choices = [c["text"] for c in item["content"]["choices"]]
    right = [c for c in choices if by_name[c] == wanted]
    assert right == [choices[item["answer"]["value"]]], (choices, wanted)


@checks("science.physical.reactions")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if item["type"] == "data-table":
        columns = content["columns"]
        if columns[1].startswith("Density"):
            _properties(item)
        elif columns[0] == "Trial":
            _device_table(item)
        else:
            _mass(item)
    elif content.get("question", "").startswith("A team needs a device"):
        _device_choice(item)
    elif item["type"] == "multiple-choice" and check_sign_question(item):
        return
    else:
        settle(item, RULES)
