"""Checker for ``science.life.evolution``: fossil order and rock layers from the first appearances in
``model-evolution.json``, homologous structures, embryos, survival, breeding and technologies from the
model; selection tables from their rows."""

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
    svg_texts,
)

COMMON = "they share a common ancestor"


def _age(group: str) -> float:
    return by("evolution", "fossils", "group")[group.lower()]["first"]["value"]


def _extinct(group: str) -> bool:
    """Whether ``group`` is one of the model's extinct groups (else it must be a living group of the model)."""
    if group.lower() in by("evolution", "extinct", "group"):
        return True
    assert group.lower() in by("evolution", "fossils", "group"), group
    return False


def _limb_pair(text: str) -> bool:
    """Whether ``text`` names two limbs of the model (homologous forelimbs)."""
    limbs = {f"a {e['organism']}'s {e['limb']}" for e in model("evolution")["limbs"]}
    parts = re.fullmatch(r"(.+) and (.+)", text.strip(), re.IGNORECASE)
    pair = parts and {parts[1].lower(), parts[2].lower()} <= limbs
    if not pair:
        assert text.lower() in {e["pair"] for e in model("evolution")["lookalikes"]}, text
    return bool(pair)


def _first(groups: dict[str, str], candidate: str) -> bool:
    one, two = groups["one"], groups["two"]
    older = one if _age(one) > _age(two) else two
    younger = two if older == one else one
    return candidate.lower() == (older if groups["when"] == "earlier" else younger).lower()


def _survivor(organisms: str) -> str:
    return "those with " + by("evolution", "selection", "organisms")[organisms.lower()]["helpful"]


def _breed(chosen_trait: str) -> str:
    return by("evolution", "breeding", "chosen")[chosen_trait.lower()]["result"]


RELS = [
    Rel(
        r"Which of these groups is extinct, known today only from fossils and remains\?",
        r"(?P<ans>.+) are extinct, known today only from fossils and remains\.",
        lambda g, c: _extinct(c),
    ),
    Rel(
        r"Which group first appears (?P<when>earlier|later) in the fossil record: (?P<one>.+) or (?P<two>.+)\?",
        None,
        _first,
    ),
    Rel(
        r"An? (?P<a>.+)'s (?P<la>.+) and an? (?P<b>.+)'s (?P<lb>.+) have the same kinds of bones in the same order\. "
        r"What does this suggest about the two animals\?",
        None,
        lambda g, c: c == COMMON,
    ),
    Rel(
        r"Which pair of structures is homologous, with the same bones inherited from a common ancestor\?",
        r"(?P<ans>.+) are homologous structures\.",
        lambda g, c: _limb_pair(c),
    ),
    Rel(
        r"Which feature do early embryos of an? (?P<a>.+) and an? (?P<b>.+) share\?",
        r"Early embryos of an? (?P<a>.+) and an? (?P<b>.+) both have (?P<ans>.+)\.",
        lambda g, c: c.lower() in by("evolution", "embryo-features", "feature"),
    ),
    Rel(
        r"(?:.+\. )?Which (?P<org>.+) are more likely to survive and reproduce\?",
        r".+, the (?P<org>.+) more likely to survive and reproduce are (?P<ans>.+)\.",
        lambda g, c: c.lower() == _survivor(g["org"]).lower(),
    ),
    Rel(
        r"For many generations, people bred .+, each time choosing the ones with (?P<chosen>.+)\. Which of these did "
        r"they produce\?",
        r"Breeding .+?,? for (?P<chosen>.+) produced (?P<ans>.+)\.",
        lambda g, c: _breed(g["chosen"]) == c.lower(),
    ),
    Rel(
        r"When (?P<ex>.+), which technology are they using\?",
        r"When (?P<ex>.+), they are using (?P<ans>.+)\.",
        lambda g, c: by("evolution", "technologies", "example")[g["ex"].lower()]["kind"] == c.lower(),
    ),
]


def _layers(item: dict[str, Any]) -> None:
    m = re.fullmatch(r"Rock layers from bottom to top: (.+)\.", svg_desc(item))
    assert m, svg_desc(item)
    groups = [re.fullmatch(r"layer \d+: (.+)", part)[1] for part in m[1].split("; ")]
    ages = [_age(g) for g in groups]
    shown = svg_texts(item)
    assert [t for t in shown if not t.startswith("Layer ")] == groups[::-1], (
        "the picture shows the described layers"
    )
    assert ages == sorted(ages, reverse=True), "lower layers must hold older fossils"
    expect = groups[0] if "oldest" in item["content"]["question"] else groups[-1]
    assert chosen(item) == expect
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] == expect) == (i == item["answer"]["value"])


def _selection(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    rows = content["rows"]
    total = int(re.search(r"the (\d+) ", content["question"])[1])
    assert all(a + b == total for _, a, b in rows)
    counts = [a for _, a, _ in rows]
    assert counts == sorted(counts), "the helpful variation grows more common"
    helpful = content["columns"][1].removeprefix("With ")
    assert helpful in {e["helpful"] for e in model("evolution")["selection"]}
    if content["question"].startswith("In which generation"):
        assert value == next(g for g, a, _ in rows if 2 * a > total)
    else:
        g = int(re.search(r"in generation (\d+)\?", content["question"])[1])
        assert abs(value - 100 * rows[g - 1][1] / total) < 1e-9


@checks("science.life.evolution")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "ordering":
        answer = item["answer"]["value"]
        assert sorted(answer) == sorted(item["content"]["items"])
        assert [_age(g) for g in answer] == sorted((_age(g) for g in answer), reverse=True)
    elif kind == "diagram":
        _layers(item)
    elif kind == "data-table":
        _selection(item)
    elif kind == "matching":
        if "bred" in item["content"]["prompt"]:
            check_matching(item, lambda result: by("evolution", "breeding", "result")[result]["chosen"])
        else:
            limbs = {f"{e['organism']} {e['limb']}": e["use"] for e in model("evolution")["limbs"]}
            check_matching(item, lambda limb: limbs[limb])
    else:
        check_claim(item, RELS)
