"""Checker for ``science.life.organisms``: answers recomputed from ``model-organisms.json`` read
directly, for the organism, group, habitat or body part the question names; survey tables
recounted from their rows, each living thing listed checked against the habitat it was seen in."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import (
    Template,
    check_item,
    check_matching,
    model,
    organism,
    organisms_by_name,
    plural,
)

AN = "(?:[Aa]|[Aa]n)"
YOUNG = {"live": "give birth to live young", "eggs": "lay eggs", "seeds": "make seeds"}


def _m() -> Any:
    return model("organisms")


def _diet(key: str) -> dict[str, str]:
    return {d["diet"]: d[key] for d in _m()["diets"]}


def _uses() -> dict[str, str]:
    return {u["id"]: u["text"] for u in _m()["uses"]}


def _homes(o: dict) -> set[str]:
    names = {h["id"]: h["name"] for h in _m()["habitats"]}
    return {names[h] for h in o["habitats"]}


def _part_use(name: str, part: str) -> set[str]:
    return {_uses()[p["use"]] for p in organism(name)["parts"] if p["part"] == part}


def _job(part: str, of: str) -> set[str]:
    return {p["job"] for p in _m()["bodyParts"] if p["part"] == part and p["of"] == of}


def _animals(test) -> set[str]:
    return {o["name"] for o in _m()["organisms"] if o["kind"] == "animal" and test(o)}


def _which_diet(g: dict[str, str]) -> set[str]:
    diet = (
        next(d for d, text in {**_diet("eats")}.items() if text == g.get("eats")) if g.get("eats") else g["d"]
    )
    return _animals(lambda o: o["diet"] == diet)


TEMPLATES = [
    Template(rf"What does {AN} (?P<n>.+) eat\?", rf"{AN} (?P<n>.+) eats {{}}\.", lambda g: {_diet("eats").get(organism(g["n"])["diet"])}),
    Template(r"(?P<n>.+) eat (?P<f>.+)\. Which word describes (?P<m>.+)\?", r"(?P<n>.+) eat (?P<f>.+), so they are {}\.",
             lambda g: {_diet("word").get(organism(g["n"])["diet"])}),
    Template(rf"What kind of animal is {AN} (?P<n>.+)\?", rf"{AN} (?P<n>.+) is a kind of animal called {{}}\.", lambda g: {organism(g["n"])["group"]}),
    Template(rf"Which animal is {AN} (?P<g>.+)\?", "", lambda g: _animals(lambda o: o["group"] == g["g"])),
    Template(r"Which animal eats (?P<eats>.+)\?", "", _which_diet),
    Template(rf"Which of these animals is {AN} (?P<d>.+)\?", "", _which_diet),
    Template(rf"What covers the body of {AN} (?P<n>.+)\?", rf"The body of {AN} (?P<n>.+) is covered with {{}}\.",
             lambda g: {organism(g["n"]).get("covering")}),
    Template(rf"Where does {AN} (?P<n>.+) live\?", rf"{AN} (?P<n>.+) lives in {{}}\.", lambda g: _homes(organism(g["n"]))),
    Template(r"Which of these lives in (?P<h>.+)\?", "",
             lambda g: {o["name"] for o in _m()["organisms"] if g["h"] in _homes(o)}),
    Template(rf"{AN} (?P<n>.+) has (?:an? )?(?P<p>.+)\. What (?:do|does) (?:this body part|these body parts) help it do\?",
             rf"The (?P<p>.+) of {AN} (?P<n>.+) helps? it {{}}\.", lambda g: _part_use(g["n"], g["p"])),
    Template(r"What is the job of a plant's (?P<p>.+)\?", r"The job of a plant's (?P<p>.+) is to {}\.", lambda g: _job(g["p"], "plant")),
    Template(r"What is the job of the (?P<p>.+)\?", r"The job of the (?P<p>.+) is to {}\.", lambda g: _job(g["p"], "animal")),
    Template(r"How do (?P<n>.+) make new (?P=n)\?", r"New (?P<n>.+) come from parents that {}\.", lambda g: {YOUNG.get(organism(g["n"])["young"])}),
]  # fmt: skip


def _fits(prompt: str):
    uses = _uses()

    def fits(left: str, right: str) -> bool:
        if "what it eats" in prompt:
            o = organism(left)
            return right in (_diet("eats").get(o["diet"]), _diet("word").get(o["diet"]))
        if "its group" in prompt:
            return organism(left)["group"] == right
        if "covers its body" in prompt:
            return organism(left).get("covering") == right
        if "where it lives" in prompt:
            return right in _homes(organism(left))
        if "helps the animal or plant do" in prompt:
            found = re.fullmatch(rf"(.+) of {AN} (.+)", left)
            assert found
            return right in {uses[p["use"]] for p in organism(found[2])["parts"] if p["part"] == found[1]}
        found = re.fullmatch(r"an? (plant|animal)'s (.+)", left)
        assert found, left
        return right in _job(found[2], found[1])

    return fits


def _check_survey(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    names = {h["name"].lower(): h["id"] for h in _m()["habitats"]}
    totals = {}
    for place, plants, animals in content["rows"]:
        seen = [n for cell in (plants, animals) if cell != "none" for n in cell.split(", ")]
        for name in seen:
            assert names[place.lower()] in organism(name)["habitats"], (name, place)
        assert all(organism(n)["kind"] == "animal" for n in animals.split(", "))
        totals[place] = len(seen)
    question = content["question"]
    if question.startswith("How many different kinds"):
        place = re.search(r"at (.+)\?$", question)[1]  # type: ignore[index]
        expected: Any = next(n for p, n in totals.items() if p.lower() == place)
    elif "the most different kinds" in question:
        best = max(totals.values())
        tops = [p for p, n in totals.items() if n == best]
        assert len(tops) == 1
        expected = tops[0]
    else:
        assert len([n for n in totals.values() if n == max(totals.values())]) == 1
        expected = max(totals.values()) - min(totals.values())
    assert answer["value"] == expected, (question, totals, answer["value"])


@checks("science.life.organisms")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    assert organisms_by_name() and plural("fox") == "foxes"
    matching = lambda it: check_matching(it, _fits(it["content"]["prompt"]))  # noqa: E731
    check_item(item, {"data-table": _check_survey, "matching": matching}, TEMPLATES)
