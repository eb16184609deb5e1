"""Checker for ``science.life.genetics``: Punnett squares and crosses recomputed from the parents'
alleles (read from the question or the picture's description), allele pairs, mutations and
reproduction from ``model-genetics.json``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import (
    Rel,
    by,
    check_claim,
    check_run,
    chosen,
    model,
    svg_desc,
    svg_texts,
)


def _trait(phrase: str) -> dict[str, Any]:
    return next(t for t in model("genetics")["traits"] if phrase.lower() in (t["dominant"], t["recessive"]))


def _percent(one: str, two: str, phrase: str) -> int:
    """The percent of offspring of ``one`` x ``two`` showing ``phrase``, counted box by box."""
    trait = _trait(phrase)
    boxes = [a + b for a in one for b in two]
    recessive = sum(box == box.lower() for box in boxes)
    showing = recessive if phrase.lower() == trait["recessive"] else 4 - recessive
    return 25 * showing


def _shows(alleles: str, phrase: str) -> str:
    trait = _trait(phrase)
    assert set(alleles.upper()) == {trait["letter"]}
    return trait["recessive"] if alleles == alleles.lower() else trait["dominant"]


def _effect(example: str) -> str:
    return by("genetics", "mutations", "example")[example.lower()]["effect"]


def _kind(example: str) -> str:
    return by("genetics", "reproduction", "example")[example.lower()]["kind"]


def _offspring(kind: str, candidate: str) -> bool:
    return by("genetics", "outcomes", "kind")[kind.lower()]["offspring"] == candidate.lower()


RELS = [
    Rel(
        r".* A plant with the alleles (?P<one>\w\w) is crossed with a plant with the alleles (?P<two>\w\w)\. What percent of the offspring are "
        r"expected to have (?P<phrase>.+)\?",
        None,
        lambda g, c: (
            c.removesuffix(" percent").removesuffix("%") == str(_percent(g["one"], g["two"], g["phrase"]))
        ),
    ),
    Rel(
        r"In pea plants, (?P<dom>.+) \(\w\) are dominant over .+\. What does a plant with the alleles (?P<al>\w\w) have\?",
        r"A pea plant with the alleles (?P<al>\w\w) for (?P<trait>.+) has (?P<ans>.+)\.",
        lambda g, c: (
            _shows(g["al"], g.get("dom") or by("genetics", "traits", "trait")[g["trait"].lower()]["dominant"])
            == c.lower()
        ),
    ),
    Rel(
        r"Suppose (?P<ex>.+)\. Is this mutation helpful, harmful or neutral to the organism\?",
        r"When (?P<ex>.+), the mutation is (?P<ans>\w+)\.",
        lambda g, c: _effect(g["ex"]) == c.lower(),
    ),
    Rel(
        r"When (?P<ex>.+), which kind of reproduction is it\?",
        r"When (?P<ex>.+), it is (?P<ans>.+)\.",
        lambda g, c: c.lower().removesuffix(" reproduction") == _kind(g["ex"]),
    ),
    Rel(
        r"How do the offspring of (?P<kind>\w+) reproduction compare with their parents\?",
        r"The offspring of (?P<kind>\w+) reproduction (?P<ans>.+)\.",
        lambda g, c: _offspring(g["kind"], c),
    ),
]


def _punnett(item: dict[str, Any]) -> None:
    m = re.fullmatch(
        r"A Punnett square crossing the parents (\w\w) \(top\) and (\w\w) \(side\), .+", svg_desc(item)
    )
    assert m, svg_desc(item)
    one, two = m[1], m[2]
    texts = svg_texts(item)
    assert sorted(texts[:4]) == sorted([*one, *two]), texts
    filled = [t for t in texts[4:] if t]
    if filled:
        assert sorted(filled) == sorted(
            "".join(sorted(a + b, key=lambda x: (x.lower(), x.islower()))) for a in one for b in two
        ), filled
    phrase = re.search(r"expected to have (.+)\?", item["content"]["question"])[1]
    expect = f"{_percent(one, two, phrase)}%"
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] == expect) == (i == item["answer"]["value"]), (choice, expect)
    assert chosen(item) == expect


@checks("science.life.genetics")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "diagram":
        _punnett(item)
    elif kind == "ordering":
        check_run(item, [s["step"] for s in model("genetics")["mutation-steps"]])
    else:
        check_claim(item, RELS)
