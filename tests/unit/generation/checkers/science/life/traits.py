"""Checker for ``science.life.traits``: likenesses and differences of young and parents, names of
the young, inherited or environmental traits (``model-organisms.json`` read directly), and family
tables whose young each take a parent's value, recounted from the rows."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_k5 import Template, check_item, check_matching, model, plural

AN = "(?:[Aa]|[Aa]n)"
CAUSES = {"inherited": "inherited from its parents", "environment": "caused by its environment"}


def _young(name: str, animal: str) -> dict:
    return next(y for y in model("organisms")["young"] if y["young"] == name and y["animal"] == animal)


def _baby(animal: str) -> set[str]:
    babies = [o["baby"] for o in model("organisms")["organisms"] if o["name"] == animal]
    return {f"{'an' if b[0] in 'aeiou' else 'a'} {b}" for b in babies}


def _cause(text: str) -> set[str]:
    return {CAUSES[t["cause"]] for t in model("organisms")["traitExamples"] if t["text"] == text}


TEMPLATES = [
    Template(rf"{AN} (?P<y>.+) is a young (?P<a>.+)\. How is it like its parents\?", rf"Here is one way {AN} (?P<y>.+), a young (?P<a>.+), is like its parents\. {{}}",
             lambda g: {_young(g["y"], g["a"])["alike"]}),
    Template(rf"{AN} (?P<y>.+) is a young (?P<a>.+)\. How is it different from its parents\?",
             rf"Here is one way {AN} (?P<y>.+), a young (?P<a>.+), is different from its parents\. {{}}", lambda g: {_young(g["y"], g["a"])["different"]}),
    Template(r"What is a young (?P<a>.+) called\?", r"A young (?P<a>.+) is called {}\.", lambda g: _baby(g["a"])),
    Template(r"Look at this example: (?P<t>.+)\. Is the trait in it mostly inherited or caused by the environment\?",
             r"In this example, the trait is mostly {}: (?P<t>.+)\.", lambda g: _cause(g["t"])),
]  # fmt: skip


def _check_family(item: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    rows = content["rows"]
    assert (rows[0][0], rows[1][0]) in (("Mother", "Father"), ("Parent plant 1", "Parent plant 2"))
    mother, father = rows[0][1], rows[1][1]
    trait = content["columns"][1].lower()
    family = next(
        f
        for f in model("organisms")["families"]
        if f["trait"] == trait and content["title"] == f"A family of {plural(f['animal'])}: {trait}"
    )
    assert mother in family["values"] and father in family["values"] and mother != father
    values = [v for _, v in rows[2:]]
    assert set(values) == {mother, father}, "each young takes a parent's value"
    counts = Counter(values)
    question = content["question"]
    if found := re.search(r"the same .+ as their (mother|father|parent plant 1|parent plant 2)\?$", question):
        expected: Any = counts[mother if found[1] in ("mother", "parent plant 1") else father]
    elif question.startswith("How many more"):
        expected = abs(counts[mother] - counts[father])
    else:
        assert counts[mother] != counts[father]
        expected = max((mother, father), key=lambda v: counts[v])
    assert answer["value"] == expected, (question, expected)


def _check_matching(item: dict[str, Any]) -> None:
    check_matching(item, lambda animal, baby: baby in {b.split(" ", 1)[1] for b in _baby(animal)})


@checks("science.life.traits")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    check_item(item, {"data-table": _check_family, "matching": _check_matching}, TEMPLATES)
