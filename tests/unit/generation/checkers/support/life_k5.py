"""For the checkers of the K-5 life science generators (``science.life.*`` of life-k5): the model
files read directly, plurals (inflect, as a teacher writes them), organisms found by any written
form of their name, and one check for every written form of a claim (multiple choice, passage-based,
true-false, fill-blank, short answer) from templates of its question and sentence."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

CONTENT = Path(__file__).resolve().parents[5] / "catalog_data" / "content" / "science"


@cache
def model(area: str) -> Any:
    return json.loads((CONTENT / f"model-{area}.json").read_text(encoding="utf-8"))


@cache
def _engine() -> Any:
    import inflect

    return inflect.engine()


@cache
def plural(word: str) -> str:
    return str(_engine().plural_noun(word))


@cache
def organisms_by_name() -> dict[str, dict]:
    """Every organism by its name and its plural, in lower case."""
    found: dict[str, dict] = {}
    for o in model("organisms")["organisms"]:
        found[o["name"]] = o
        found[(o.get("plural") or plural(o["name"])).lower()] = o
    return found


def organism(name: str) -> dict:
    return organisms_by_name()[name.strip().lower()]


Answers = Callable[[dict[str, str]], set[str]]


@dataclass(frozen=True)
class Template:
    """A claim's question and sentence (``{}`` where the answer goes) as patterns, and the right
    answers for what they name."""

    question: str
    sentence: str
    answers: Answers


def _match(pattern: str, text: str) -> dict[str, str] | None:
    found = re.fullmatch(pattern, text)
    return found.groupdict() if found else None


def _by_question(templates: list[Template], question: str) -> set[str]:
    for t in templates:
        got = _match(t.question, question)
        if got is not None:
            return t.answers(got)
    raise AssertionError(f"no template asks {question!r}")


def _by_sentence(templates: list[Template], text: str, slot: str) -> tuple[set[str], str | None]:
    for t in templates:
        if not t.sentence:
            continue
        head, _, tail = t.sentence.partition("{}")
        got = _match(f"{head}{slot}{tail}", text)
        if got is not None:
            return t.answers(got), got.get("v")
    raise AssertionError(f"no template says {text!r}")


def check_claim(item: dict[str, Any], templates: list[Template]) -> None:
    """The item's answer is right and every other choice or bank word is wrong."""
    content, answer = item["content"], item["answer"]
    kind = item["type"]
    if kind in ("multiple-choice", "passage-based", "diagram") and content.get("choices"):
        right = _by_question(templates, content["question"])
        texts = [c["text"] for c in content["choices"]]
        assert len(set(texts)) == len(texts), texts
        chosen = texts[answer["value"]]
        assert chosen in right, (content["question"], chosen, right)
        for text in texts:
            assert text == chosen or text not in right, (content["question"], text, "is right too")
        return
    if kind == "short-answer":
        assert answer["value"] in _by_question(templates, content["question"]), (content["question"], answer)
        return
    if kind == "true-false":
        right, said = _by_sentence(templates, content["statement"], "(?P<v>.+)")
        assert answer["value"] is (said in right), (content["statement"], right)
        return
    if kind == "fill-blank":
        right, _ = _by_sentence(templates, content["text"], "___")
        assert answer["value"] in right, (content["text"], answer["value"], right)
        for word in content.get("wordBank") or []:
            assert word == answer["value"] or word not in right, (content["text"], word, "is right too")
        return
    raise AssertionError(f"not a claim item: {kind}")


def check_matching(item: dict[str, Any], fits: Callable[[str, str], bool]) -> None:
    """Each left matches its right, and no left fits another shown right."""
    content, value = item["content"], item["answer"]["value"]
    left, right = content["left"], content["right"]
    assert len(set(right)) == len(right) and len(left) == len(value)
    for i, name in enumerate(left):
        for j, other in enumerate(right):
            assert fits(name, other) is (j == value[i]), (content["prompt"], name, other)


def check_item(
    item: dict[str, Any], forms: dict[str, Callable[[dict[str, Any]], None]], templates: list[Template]
) -> None:
    """The check of the item's type in ``forms`` (tables, orderings, diagrams, matching), otherwise
    the check of a written claim."""
    form = forms.get(item["type"])
    if form is not None:
        form(item)
    else:
        check_claim(item, templates)
