"""Checker for ``science.life.cells``: cell parts, plant and animal cells, one-celled and many-celled
living things and labelled cell models, recomputed from ``model-cells.json``."""

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
    chosen,
    svg_desc,
    svg_texts,
)


def _parts() -> dict[str, dict[str, Any]]:
    return by("cells", "parts")


def _part_named(name: str) -> dict[str, Any] | None:
    name = article_free(name)
    return _parts().get("mitochondrion" if name == "mitochondria" else name)


def _does(groups: dict[str, str], candidate: str) -> bool:
    part = _part_named(candidate)
    return part is not None and part["job"].lower() == groups["job"].lower()


def _job_of(groups: dict[str, str], candidate: str) -> bool:
    return _parts()[groups["part"].lower()]["job"].lower() == candidate.lower()


def _where(groups: dict[str, str], candidate: str) -> bool:
    part = _part_named(candidate)
    want = "plant" if groups["where"].lower().startswith("plant") else "both"
    return part is not None and part["cells"] == want


def _count(groups: dict[str, str], candidate: str) -> bool:
    organism = by("cells", "organisms")[article_free(groups.get("who") or candidate)]
    said = (groups.get("kind") or candidate).lower()
    return organism["cells"] == ("one" if "one" in said else "many")


_WHERE = r"(?P<where>plant cells but not in animal cells|both plant cells and animal cells)"
_JOBS = "|".join(re.escape(p["job"]) for p in by("cells", "parts").values())
RELS = [
    Rel(
        r"A class looks at samples under a microscope\. Which sample will show no cells\?",
        r"Under a microscope, (?P<ans>.+) will show no cells\.",
        lambda g, c: not by("cells", "samples", "sample")[c.lower()]["living"],
    ),
    Rel(rf"Which cell part is found in {_WHERE}\?", rf"The (?P<ans>.+) is found in {_WHERE}\.", _where),
    Rel(r"Which cell part (?P<job>.+)\?", rf"The (?P<ans>.+?) (?P<job>{_JOBS})\.", _does),
    Rel(r"What does the (?P<part>.+) do in a cell\?", rf"The (?P<part>.+?) (?P<ans>{_JOBS})\.", _job_of),
    Rel(
        r"Is (?P<who>.+) made of one cell or of many cells\?",
        r"(?P<who>.+) is made of (?P<ans>one cell|many cells)\.",
        _count,
    ),
    Rel(
        r"Which of these living things is made of (?P<kind>just one cell|many cells)\?",
        r"(?P<ans>.+) is made of (?P<kind>just one cell|many cells)\.",
        lambda g, c: _count({"who": c, "kind": g["kind"]}, c),
    ),
]


def _label(item: dict[str, Any]) -> None:
    desc = svg_desc(item)
    m = re.fullmatch(
        r"A model of an? (plant|animal) cell with labels: (.+); one more label shows a question mark\.", desc
    )
    assert m, desc
    kind, labelled = m.group(1), set(m.group(2).split(", "))
    assert sorted(svg_texts(item)) == sorted([*labelled, "?"]), "the picture's labels are the ones described"
    parts = _parts()
    belongs = {name for name, p in parts.items() if kind == "plant" or p["cells"] == "both"}
    assert labelled <= belongs
    answer = chosen(item)
    assert answer in belongs - labelled, (answer, labelled)
    for i, choice in enumerate(item["content"]["choices"]):
        if i != item["answer"]["value"]:
            assert choice["text"] not in belongs - labelled, choice


@checks("science.life.cells")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind == "matching":
        check_matching(item, lambda left: _parts()[left]["job"])
    elif kind == "diagram":
        _label(item)
    else:
        check_claim(item, RELS)
