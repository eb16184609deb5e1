"""Checker for ``science.physical.materials``: every answer recomputed from ``model-materials.json``
(read directly): the material has the asked properties, each wrong choice has an opposite one; the
table's cells agree with the model and only the answer's row has the needed property; pieces of a
taken-apart object build only what their kit builds, and their count stays the same."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.phys_k4 import Form, check_item, data


def _traits() -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in data("materials")["traits"]}


def _material(name: str) -> dict[str, Any] | None:
    return next((m for m in data("materials")["materials"] if m["name"] == name), None)


def _state(name: str, trait: str) -> bool | None:
    """Whether the material has the trait (False: it has another trait of that kind; None: unknown)."""
    m = _material(name)
    assert m is not None, f"unknown material {name!r}"
    kind = _traits()[trait]["kind"]
    own = [t for t in m["traits"] if _traits()[t]["kind"] == kind]
    return (trait in own) if own else None


def _said(text: str) -> list[str]:
    """The traits whose phrases, joined by "and", make ``text``."""
    phrases = {t["is"].lower(): t["id"] for t in data("materials")["traits"]}
    for phrase, trait in phrases.items():
        if text == phrase:
            return [trait]
        for second, other in phrases.items():
            if text == f"{phrase} and {second}":
                return [trait, other]
    raise AssertionError(f"no properties read {text!r}")


def _has_all(groups: dict[str, str], value: str) -> bool:
    states = [_state(value, t) for t in _said(groups["said"].lower())]
    assert all(s is not None for s in states) or False in states, f"the model cannot tell for {value}"
    return all(states)


def _job(job: str) -> dict[str, Any]:
    return next(j for j in data("materials")["jobs"] if j["job"].lower() == job.lower())


def _job_need(job: str) -> str:
    return _job(job)["needs"]


def _suits(groups: dict[str, str], value: str) -> bool:
    job = _job(groups["job"])
    state = _state(value, job["needs"])
    assert state is not None, f"the model cannot tell whether {value} suits {groups['job']}"
    if state:
        assert all(_state(value, t) for t in job.get("alsoNeeds", [])), (
            f"{value} lacks another need of {groups['job']}"
        )
    return state


def _kit_of(pieces: str) -> dict[str, Any]:
    return next(k for k in data("materials")["kits"] if k["pieces"] == pieces.lower())


def _can_build(groups: dict[str, str], value: str) -> bool:
    kit = _kit_of(groups["pieces"])
    return value in kit["builds"] and value != groups["first"].lower()


def _count(groups: dict[str, str], value: str) -> bool:
    assert _kit_of(groups["pieces"])
    total = int(groups["n"]) + int(groups.get("more") or 0)
    return value == str(total)


STORY = (
    r"(?P<kid>\w+) built (?P<first>.+?) out of (?P<n>\d+) (?P<pieces>[a-z -]+?)"
    r"(?: and (?P<third>.+?) out of (?P<more>\d+) more)?\. Then (?:she|he|they) took (?:it|both) apart\."
)


def _true_of(groups: dict[str, str], value: str) -> bool:
    trait = next(t["id"] for t in data("materials")["traits"] if f"it {t['is']}" == value)
    state = _state(groups["name"], trait)
    assert state is not None, f"the model cannot tell whether {groups['name']} {value}"
    return state


def _reading(item: dict[str, Any]) -> None:
    """The passage says what the answer says."""
    name = re.search(r"which is true about (.+)\?", item["content"]["question"]).group(1)
    said = item["answer"]["display"].split(". ", 1)[1].removeprefix("it ")
    assert f"{name.capitalize()} {said}." in item["content"]["passage"]["text"], said


FORMS = [
    Form(r"(?:According to the passage, w|W)hich is true about (?P<name>.+)\?", r"(?!)", _true_of),
    Form(
        r"Which material would be best for (?P<job>.+)\?",
        r"(?P<value>.+) would be a good material for (?P<job>.+)\.",
        _suits,
    ),
    Form(
        r"Which material (?P<said>.+)\?",
        r"(?P<value>[a-z ]+?) (?P<said>(?:is|floats|sinks|soaks|keeps|lets|blocks) .+)\.",
        _has_all,
    ),
    Form(
        STORY + r" Which of these can (?:she|he|they) build with the same (?P=pieces)\?",
        STORY + r" (?:she|he|they) can use the same (?P=pieces) to build (?P<value>.+)\.",
        _can_build,
    ),
    Form(
        STORY + r" \w+ used every piece to build (?P<second>.+?)\. How many (?P=pieces) are in the .+\?",
        STORY + r" \w+ used every piece to build (?P<second>.+?)\. The .+ has (?P<value>\d+) (?P=pieces)\.",
        _count,
    ),
]


def _table(item: dict[str, Any]) -> None:
    content = item["content"]
    job = re.fullmatch(
        r"The class needs a material for (.+)\. Which material should they choose\?", content["question"]
    )
    assert job, content["question"]
    need = _job_need(job.group(1))
    words = {t["id"].replace("-", " "): t["id"] for t in data("materials")["traits"]}
    suiting = []
    for row in content["rows"]:
        name, *cells = row
        for cell in cells:
            assert _state(name, words[cell]) is True, f"{name} is not {cell}"
        state = _state(name, need)
        assert state is not None
        if state:
            suiting.append(name)
    assert suiting == [item["answer"]["value"]], (suiting, item["answer"]["value"])
    assert all(_state(suiting[0], t) for t in _job(job.group(1)).get("alsoNeeds", []))


def _matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    if content["prompt"] == "Match each object to the material it is made of.":
        made = {o["name"]: o["material"] for o in data("materials")["objects"]}
        for i, thing in enumerate(content["left"]):
            for j, material in enumerate(content["right"]):
                assert (made[thing] == material) is (j == value[i]), (thing, material)
        return
    words = {t["id"].replace("-", " "): t["id"] for t in data("materials")["traits"]}
    for i, name in enumerate(content["left"]):
        for j, right in enumerate(content["right"]):
            state = _state(name, words[right])
            assert state is (j == value[i]), (name, right, state)


@checks("science.physical.materials")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "passage-based":
        _reading(item)
    check_item(item, FORMS, table=_table, matching=_matching)
