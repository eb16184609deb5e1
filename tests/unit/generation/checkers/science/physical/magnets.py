"""Checker for ``science.physical.magnets``: poles, static electricity and magnet jobs read from
``model-pushes.json``; what a magnet pulls from the materials' traits in ``model-materials.json``
(both read directly); the facing poles of a drawing from its description; clip tables recomputed
from their rows (the same drop every centimetre)."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data, description

DOES = {"attract": "pull together", "repel": "push apart"}


def _poles(a: str, b: str) -> str:
    return DOES[next(p["result"] for p in data("pushes")["poles"] if p["facing"] == [a.lower(), b.lower()])]


def _facing(groups: dict[str, str], value: str) -> bool:
    return _poles(groups["a"], groups["b"]) == value


def _static(groups: dict[str, str], value: str) -> bool:
    event = next(e for e in data("pushes")["static"] if e["cause"] == groups["cause"])
    return event["effect"] == value


def _pulled(material: str) -> bool:
    traits = next(m["traits"] for m in data("materials")["materials"] if m["name"] == material)
    assert "magnetic" in traits or "not-magnetic" in traits, material
    return "magnetic" in traits


def _object(groups: dict[str, str], value: str) -> bool:
    return _pulled(next(o["material"] for o in data("materials")["objects"] if o["name"] == value))


def _holds(groups: dict[str, str], value: str) -> bool:
    assert any(j["problem"] == groups["problem"] for j in data("pushes")["magnetJobs"])
    return _pulled(value)


def _reading(item: dict[str, Any]) -> None:
    """The passage's two examples are right about what a magnet pulls."""
    text = item["content"]["passage"]["text"]
    yes = re.search(r"It pulls (.+?), which is made of (.+?)\.", text)
    no = re.search(r"It does not pull (.+?), which is made of (.+?)\.", text)
    made = {o["name"]: o["material"] for o in data("materials")["objects"]}
    assert made[yes.group(1)] == yes.group(2) and _pulled(yes.group(2))
    assert made[no.group(1)] == no.group(2) and not _pulled(no.group(2))


FORMS = [
    Form(r"(?:According to the passage, w|W)hich of these would a magnet pull\?", r"(?!)", _object),
    Form(
        r"The (?P<a>north|south) pole of one magnet faces the (?P<b>north|south) pole of another magnet\. What will the magnets do\?",
        r"The (?P<a>north|south) pole of one magnet faces the (?P<b>north|south) pole of another magnet\. The magnets will (?P<value>.+)\.",
        _facing,
    ),
    Form(r"What happens after (?P<cause>.+)\?", r"After (?P<cause>.+?), (?P<value>.+)\.", _static),
    Form(r"Which object will a magnet pull\?", r"A magnet will pull (?P<value>.+)\.", _object),
    Form(
        r"\w+ wants to (?P<problem>.+) with .+\. What material must the part that the magnet holds on to be made of\?",
        r"To (?P<problem>.+) with .+, \w+ could make the part the magnet holds on to out of (?P<value>.+)\.",
        _holds,
    ),
]


def _diagram(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    desc = description(item)
    found = re.search(r"The (\w+) pole of the left magnet faces the (\w+) pole of the right magnet", desc)
    if found:
        assert chosen_text(item) == _poles(found.group(1), found.group(2))
        return
    hidden = re.search(
        r"The (\w+) pole of the left magnet faces the right magnet's pole marked .+ The magnets (.+)\.$", desc
    )
    left, does = hidden.groups()
    fits = [b for b in ("north", "south") if _poles(left, b) == does]
    assert len(fits) == 1 and chosen_text(item) == f"a {fits[0]} pole", (desc, chosen_text(item))
    assert "?" in item["visuals"]["diagramSvg"]


def _table(item: dict[str, Any]) -> None:
    content, answer, rows = item["content"], item["answer"], item["content"]["rows"]
    drops = {a[1] - b[1] for a, b in itertools.pairwise(rows)}
    assert len(drops) == 1 and drops.pop() > 0 and answer["unit"] == "paper clips"
    clips = dict(rows)
    question = content["question"]
    if m := re.search(r"(?<!than )at (\d+) cm\?$", question):
        if "keeps going" in question:
            step = rows[0][1] - rows[1][1]
            assert int(m.group(1)) == rows[-1][0] + 1
            assert answer["value"] == rows[-1][1] - step
        else:
            assert answer["value"] == clips[int(m.group(1))]
    else:
        far = int(re.search(r"than at (\d+) cm\?", question).group(1))
        assert answer["value"] == clips[1] - clips[far]


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    for i, cause in enumerate(content["left"]):
        for j, effect in enumerate(content["right"]):
            assert _static({"cause": cause}, effect) is (j == value[i])


@checks("science.physical.magnets")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "passage-based":
        _reading(item)
    check_item(item, FORMS, table=_table, diagram=_diagram, matching=_matching)
