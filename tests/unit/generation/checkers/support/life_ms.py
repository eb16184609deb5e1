"""For the checkers of the middle-school life science generators: the model JSON read directly, and
``check_claim``, which settles a claim asked in any written form from the checker's own relations
(a pattern of the question, a pattern of the sentence with the answer in it, and what is true)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tests.unit.generation.checkers.support.common import check_choices_distinct

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"
SVG = "{http://www.w3.org/2000/svg}"

Truth = Callable[[dict[str, str], str], bool]


@cache
def model(area: str) -> dict[str, Any]:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


def by(area: str, key: str, field: str = "name") -> dict[str, dict[str, Any]]:
    """The entries of ``key`` in model ``area`` by their ``field``, lower case."""
    return {e[field].lower(): e for e in model(area)[key]}


def article_free(text: str) -> str:
    return re.sub(r"^(?:an?|the)\s+", "", text.strip().lower())


@dataclass(frozen=True)
class Rel:
    """A kind of claim: ``question`` matches its question, ``sentence`` its sentence with the answer
    in the group ``ans``; ``truth`` says whether a candidate answer is right for the matched groups."""

    question: str
    sentence: str | None
    truth: Truth


def _match(text: str, rels: Sequence[Rel], attr: str) -> tuple[dict[str, str], Rel]:
    for rel in rels:
        pattern = getattr(rel, attr)
        if pattern is None:
            continue
        m = re.fullmatch(pattern, text.strip(), re.IGNORECASE | re.DOTALL)
        if m:
            return {k: (v or "") for k, v in m.groupdict().items()}, rel
    raise AssertionError(f"no relation matches {text!r}")


def check_claim(item: dict[str, Any], rels: Sequence[Rel]) -> None:
    """The marked answer is true and every other offered answer false, whatever the written form."""
    kind, content, answer = item["type"], item["content"], item["answer"]
    if content.get("choices"):
        check_choices_distinct(item)
        groups, rel = _match(content["question"], rels, "question")
        for i, choice in enumerate(content["choices"]):
            assert rel.truth(groups, choice["text"]) == (i == answer["value"]), (content["question"], choice)
    elif kind == "short-answer":
        groups, rel = _match(content["question"], rels, "question")
        assert rel.truth(groups, str(answer["value"])), (content["question"], answer["value"])
        for other in answer.get("acceptableAnswers") or []:
            assert rel.truth(groups, other), (content["question"], other)
    elif kind == "true-false":
        groups, rel = _match(content["statement"], rels, "sentence")
        assert rel.truth(groups, groups["ans"]) == answer["value"], content["statement"]
    elif kind == "fill-blank":
        for word in content.get("wordBank") or [answer["value"]]:
            groups, rel = _match(content["text"].replace("___", word), rels, "sentence")
            assert rel.truth(groups, groups["ans"]) == (word == answer["value"]), (content["text"], word)
    else:
        raise AssertionError(f"not a claim: {kind}")


def check_matching(item: dict[str, Any], right_of: Callable[[str], str]) -> None:
    """Each left entry is matched to the right entry ``right_of`` it, and to no other."""
    content = item["content"]
    rights = [r.lower() for r in content["right"]]
    assert len(set(rights)) == len(rights), "two right entries are the same"
    for left, index in zip(content["left"], item["answer"]["value"], strict=True):
        assert rights[index] == right_of(left).lower(), (left, content["right"][index])


def svg_desc(item: dict[str, Any]) -> str:
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    return (root.find(f"{SVG}desc").text or "").strip()


def svg_texts(item: dict[str, Any]) -> list[str]:
    """Every text the picture shows (each <text>, its <tspan> lines joined by spaces)."""
    root = ET.fromstring(item["visuals"]["diagramSvg"])
    return [" ".join(t.strip() for t in node.itertext() if t.strip()) for node in root.iter(f"{SVG}text")]


def chosen(item: dict[str, Any]) -> str:
    return item["content"]["choices"][item["answer"]["value"]]["text"]


def check_run(item: dict[str, Any], steps: Sequence[str]) -> None:
    """An ordering item's answer is a run of consecutive ``steps`` in their order, and its items are
    those steps shuffled."""
    answer = item["answer"]["value"]
    assert sorted(answer) == sorted(item["content"]["items"])
    start = list(steps).index(answer[0])
    assert answer == list(steps[start : start + len(answer)]), answer


def variable_rels(investigations: Sequence[dict[str, Any]]) -> list[Rel]:
    """The relations of questions about an investigation's variables (changed, measured, kept the same)."""

    def case(setup: str) -> dict[str, Any]:
        return next(i for i in investigations if i["setup"].lower() == setup.lower())

    return [
        Rel(
            r"(?P<setup>.+\.) Which is the variable the students change on purpose\?",
            r"(?P<setup>.+\.) In this investigation, (?P<ans>.+) is the variable the students change on purpose\.",
            lambda g, c: case(g["setup"])["changed"] == c.lower(),
        ),
        Rel(
            r"(?P<setup>.+\.) Which is the variable the students measure\?",
            r"(?P<setup>.+\.) In this investigation, (?P<ans>.+) is the variable the students measure\.",
            lambda g, c: case(g["setup"])["measured"] == c.lower(),
        ),
        Rel(
            r"(?P<setup>.+\.) Which of these should the students keep the same\?",
            r"(?P<setup>.+\.) For a fair test, the students should keep (?P<ans>.+) the same\.",
            lambda g, c: c.lower() in case(g["setup"])["kept"],
        ),
    ]
