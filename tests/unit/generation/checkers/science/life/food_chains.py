"""Checker for ``science.life.food_chains``: food chains, foods, roles, effects of a shrinking
population and missing chain links recomputed from ``model-foodwebs.json`` read directly."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import pairwise, permutations
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, check_matching, model

SVG = "{http://www.w3.org/2000/svg}"


def _web(name: str) -> dict:
    return next(w for w in model("foodwebs")["webs"] if w["name"] == name)


def _foods(web: dict) -> dict[str, list[str]]:
    return {e["eater"]: e["foods"] for e in web["eats"]}


def _links(web: dict) -> set[tuple[str, str]]:
    return {(f, e) for e, fs in _foods(web).items() for f in fs}


def _is_chain(web: dict, chain: list[str] | tuple[str, ...]) -> bool:
    return chain[0] in web["producers"] and all(pair in _links(web) for pair in pairwise(chain))


def _role(web: dict, name: str) -> set[str]:
    if name in web["producers"]:
        return {"producer"}
    if name in web["decomposers"]:
        return {"decomposer"}
    assert name in _foods(web)
    return {"consumer"}


def _effect(web: dict, shrinks: str, other: str) -> set[str]:
    foods = _foods(web)
    if shrinks in foods.get(other, []):
        assert len(foods[other]) <= 2, "an eater of many foods may not shrink"
        return {"get smaller"}
    assert other in foods[shrinks]
    return {"get bigger"}


TEMPLATES = [
    Template(
        r"In (?P<w>.+), which living thing is food for the (?P<e>.+)\?",
        r"In (?P<w>.+), the {} is food for the (?P<e>.+)\.",
        lambda g: set(_foods(_web(g["w"]))[g["e"]]),
    ),
    Template(
        r"What is the role of the (?P<n>.+) in the food web of (?P<w>.+)\?",
        r"In the food web of (?P<w>.+), the (?P<n>.+) is a {}\.",
        lambda g: _role(_web(g["w"]), g["n"]),
    ),
    Template(
        r"In (?P<w>.+), suppose the (?P<s>.+) population got much smaller\. What would most likely happen to the (?P<o>.+) population\?",
        r"In (?P<w>.+), if the (?P<s>.+) population got much smaller, the (?P<o>.+) population would most likely {}\.",
        lambda g: _effect(_web(g["w"]), g["s"], g["o"]),
    ),
]


def _check_ordering(item: dict[str, Any]) -> None:
    found = re.fullmatch(
        r"Put these living things from (.+) in order to make a food chain\. Start with the (?:producer|one that makes its own food from sunlight)\.",
        item["content"]["prompt"],
    )
    assert found
    web = _web(found[1])
    answer = item["answer"]["value"]
    assert sorted(answer) == sorted(item["content"]["items"])
    assert [list(p) for p in permutations(answer) if _is_chain(web, p)] == [answer]


MATTER = "soil, water and air"


def _fits_matter(web: dict, parts: list[str], k: int, text: str) -> bool:
    """Whether ``text`` fits slot ``k`` of the loop producer, consumer, decomposer, soil/water/air."""
    filled = [text if i == k else p for i, p in enumerate(parts)]
    producer, consumer, decomposer, matter = filled
    return (
        producer in web["producers"]
        and producer in _foods(web).get(consumer, [])
        and decomposer in web["decomposers"]
        and matter == MATTER
        and len(set(filled)) == 4
    )


def _check_matter(item: dict[str, Any], root: ET.Element) -> None:
    web = _web(re.fullmatch(r"How matter cycles in (.+)", root.find(f"{SVG}title").text or "")[1])  # type: ignore[index]
    labels = [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]
    parts = [x for x in labels if x == "?" or not x.startswith(("is ", "dies ", "returns "))]
    assert len(parts) == 4 and parts.count("?") == 1
    k = parts.index("?")
    choices = [c["text"] for c in item["content"]["choices"]]
    for i, text in enumerate(choices):
        assert _fits_matter(web, parts, k, text) is (i == item["answer"]["value"]), (parts, text)


def _check_diagram(item: dict[str, Any]) -> None:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    if (root.find(f"{SVG}title").text or "").startswith("How matter cycles"):
        _check_matter(item, root)
        return
    web = _web(re.fullmatch(r"A food chain in (.+)", root.find(f"{SVG}title").text or "")[1])  # type: ignore[index]
    labels = [" ".join(t.strip() for t in el.itertext() if t.strip()) for el in root.iter(f"{SVG}text")]
    assert labels.count("?") == 1
    k = labels.index("?")
    choices = [c["text"] for c in item["content"]["choices"]]
    for i, text in enumerate(choices):
        filled = [text if n == "?" else n for n in labels]
        assert (_is_chain(web, filled) and text not in labels) is (i == item["answer"]["value"]), (
            labels,
            text,
        )
    assert k < len(labels)


def _check_matching(item: dict[str, Any]) -> None:
    found = re.fullmatch(r"Match each animal from (.+) to a food it eats there\.", item["content"]["prompt"])
    assert found
    web = _web(found[1])
    check_matching(item, lambda left, right: right in _foods(web)[left])


@checks("science.life.food_chains")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(
        item, {"ordering": _check_ordering, "diagram": _check_diagram, "matching": _check_matching}, TEMPLATES
    )
