"""Checker for ``science.engineering.problems``: the challenge named in the question is found in
the design model (read directly), the right answer recomputed from its parts (problem, solution,
criteria, constraints and their kinds) and every other choice shown to be wrong."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct, chosen_text
from tests.unit.generation.checkers.support.design_model import (
    capital,
    challenge_in,
    challenges,
    choice_texts,
    design_model,
    grade_of,
    texts,
)


def _right_and_wrong(question: str, c: dict[str, Any]) -> tuple[set[str], set[str] | None]:
    """The answers that are right for ``question`` about ``c``, and (when known) the only texts a
    wrong choice may be drawn from."""
    if question.endswith("What is the problem?"):
        return {c["problem"]}, None
    if question.endswith("Which idea could solve this problem?"):
        return {capital(c["solution"])}, None
    if "Which of these is a criterion" in question:
        return set(texts(c, "criteria")), None
    if "Which of these is a constraint" in question:
        return set(texts(c, "constraints")), None
    if "stated precisely enough to test" in question:
        return {e["text"] for e in c["criteria"] if "vague" in e}, None
    about = re.search(r"is about (.+)\?$", question)
    if about:
        kind = next(k for k, words in design_model()["constraintKinds"].items() if words == about.group(1))
        return {e["text"] for e in c["constraints"] if e["kind"] == kind}, None
    quoted = re.search(r'"([^"]+)"$', question)
    assert quoted and "criterion" in question, f"unknown question {question!r}"
    return {_sort(c, quoted.group(1))}, {"a criterion", "a constraint"}


def _sort(c: dict[str, Any], text: str) -> str:
    text = text.rstrip(".")
    if text in [t.rstrip(".") for t in texts(c, "criteria")]:
        return "a criterion"
    assert text in [t.rstrip(".") for t in texts(c, "constraints")], text
    return "a constraint"


def _check_choice(item: dict[str, Any]) -> None:
    check_choices_distinct(item)
    question = item["content"]["question"]
    c = challenge_in(question, grade_of(item))
    right, allowed = _right_and_wrong(question, c)
    assert chosen_text(item) in right, (question, chosen_text(item), right)
    for text in choice_texts(item):
        if text != chosen_text(item):
            assert text not in right, f"a wrong choice is right: {text!r}"
            assert allowed is None or text in allowed


def _check_statement(item: dict[str, Any], statement: str, blank: bool) -> None:
    sort = re.search(r'"([^"]+)" is (.+) of the design\.$', statement)
    if sort:
        truth = _sort(challenge_in(statement, grade_of(item)), sort.group(1))
        said = sort.group(2)
    else:
        idea = re.fullmatch(r"(.+) could solve this problem: (.+)", statement)
        assert idea, statement
        (c,) = [c for c in challenges(grade_of(item)) if capital(idea.group(2)) == c["problem"]]
        truth, said = capital(c["solution"]), idea.group(1)
    if blank:
        assert said == "___" and item["answer"]["value"] == truth, (statement, item["answer"]["value"])
    else:
        assert item["answer"]["value"] is (said == truth), (statement, truth)


def _check_matching(item: dict[str, Any]) -> None:
    content, value = item["content"], item["answer"]["value"]
    by_problem = {c["problem"]: capital(c["solution"]) for c in challenges(grade_of(item))}
    for left, index in zip(content["left"], value, strict=True):
        assert content["right"][index] == by_problem[left], (left, content["right"][index])


@checks("science.engineering.problems")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = item["type"]
    if kind in ("multiple-choice", "passage-based"):
        _check_choice(item)
    elif kind == "true-false":
        _check_statement(item, item["content"]["statement"], blank=False)
    elif kind == "fill-blank":
        _check_statement(item, item["content"]["text"], blank=True)
    elif kind == "matching":
        _check_matching(item)
    else:
        raise AssertionError(f"unexpected type {kind}")
