"""Checker for ``science.life.body_systems``: levels of organization, body systems, their organs and
their teamwork, recomputed from ``model-cells.json``."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.life_ms import (
    Rel,
    article_free,
    by,
    check_claim,
    check_matching,
    model,
    svg_desc,
    svg_texts,
)

LEVEL_NAMES = {"cell": "cell", "tissue": "tissue", "organ": "organ", "system": "organ system"}


def _level_of(example: str) -> str:
    example = article_free(example)
    for chain in model("cells")["chains"]:
        for key, name in LEVEL_NAMES.items():
            if chain[key].lower() == example:
                return name
    raise AssertionError(f"no chain holds {example!r}")


def _systems() -> dict[str, dict[str, Any]]:
    return by("cells", "systems")


def _pair(text: str) -> set[str]:
    m = re.fullmatch(r"(\w+) and (\w+) systems", text.strip().lower())
    return {f"{m.group(1)} system", f"{m.group(2)} system"} if m else set()


def _team(how: str) -> set[str]:
    return next(set(t["systems"]) for t in model("cells")["teamwork"] if t["how"].lower() == how.lower())


RELS = [
    Rel(
        r"At which level of organization is (?P<ex>.+)\?",
        r"(?P<ex>.+) is at the (?P<ans>.+) level of organization\.",
        lambda g, c: _level_of(g["ex"]) == c.lower(),
    ),
    Rel(
        r"Which body system includes the (?P<organ>.+)\?",
        r"The (?P<ans>.+) includes the (?P<organ>.+)\.",
        lambda g, c: g["organ"].lower() in _systems().get(c.lower(), {}).get("organs", []),
    ),
    Rel(
        r"Which two body systems work together when (?P<how>.+)\?",
        r"The (?P<ans>.+) work together when (?P<how>.+)\.",
        lambda g, c: _pair(c) == _team(g["how"]),
    ),
    Rel(
        r"Which body system (?P<job>.+)\?",
        r"The (?P<ans>.+? system) (?P<job>.+)\.",
        lambda g, c: _systems().get(c.lower(), {}).get("job") == g["job"].lower(),
    ),
]


def _organ_diagram(item: dict[str, Any]) -> None:
    m = re.fullmatch(
        r"A person with the (.+) drawn inside; every organ is labelled but one, .+", svg_desc(item)
    )
    assert m, svg_desc(item)
    drawn = re.split(r", | and ", m[1])
    labels = svg_texts(item)
    assert labels.count("?") == 1
    (missing,) = set(drawn) - set(labels)
    (system,) = [name for name, s in _systems().items() if missing in s["organs"]]
    for i, choice in enumerate(item["content"]["choices"]):
        assert (choice["text"] == system) == (i == item["answer"]["value"]), (choice, system)


def _ordering(item: dict[str, Any]) -> None:
    answer = item["answer"]["value"]
    assert sorted(item["content"]["items"]) == sorted(answer)
    sequences = [[e["name"] for e in model("cells")["levels"]]] + [
        [c["cell"], c["tissue"], c["organ"], c["system"], "a person"] for c in model("cells")["chains"]
    ]
    for seq in sequences:
        if answer[0] in seq:
            start = seq.index(answer[0])
            assert answer == seq[start : start + len(answer)], (answer, seq)
            return
    raise AssertionError(f"no sequence starts with {answer[0]!r}")


@checks("science.life.body_systems")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "ordering":
        _ordering(item)
    elif kind == "diagram":
        _organ_diagram(item)
    elif kind == "matching":
        if "organ" in item["content"]["prompt"].split()[2]:
            check_matching(item, lambda left: next(n for n, s in _systems().items() if left in s["organs"]))
        else:
            check_matching(item, lambda left: _systems()[left]["job"])
    else:
        check_claim(item, RELS)
