"""Checker for ``math.oa.word_problems``: a small story interpreter reads the story sentence by
sentence (amounts as linear expressions in the one unknown) and answers its question."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import (
    BLANK,
    after,
    equations,
    judge,
    number_is,
    question_text,
    solve,
    story_text,
)

Linear = tuple[Fraction, Fraction]  # k * unknown + c


def _add(x: Linear, y: Linear, sign: int = 1) -> Linear:
    return (x[0] + sign * y[0], x[1] + sign * y[1])


def _known(n: str) -> Linear:
    return (Fraction(0), Fraction(int(n)))


UNKNOWN: Linear = (Fraction(1), Fraction(0))


def story_answer(story: str) -> int:
    """Read a story sentence by sentence and return the number its question asks for."""
    sentences = re.split(r"(?<=[.?])\s+", story.strip())
    people: dict[str, Linear] = {}
    box: dict[str, Linear] = {}
    unknown: Fraction | None = None
    used_unknown = False
    question = None
    for s in sentences:
        s = s.strip()
        if s.endswith("?"):
            question = s
            continue
        m = re.fullmatch(r"(?:Then )?([A-Z]\w+) gives ([A-Z]\w+) (\d+|some) more\.", s)
        if m:
            _, x, n = m.groups()
            used_unknown |= n == "some"
            people[x] = _add(people[x], UNKNOWN if n == "some" else _known(n))
            continue
        m = re.fullmatch(r"(?:Then )?([A-Z]\w+) gives (\d+|some) to ([A-Z]\w+)\.", s)
        if m:
            x, n, _ = m.groups()
            used_unknown |= n == "some"
            people[x] = _add(people[x], UNKNOWN if n == "some" else _known(n), -1)
            continue
        m = re.fullmatch(r"Now ([A-Z]\w+) has (\d+) [\w ]+\.", s)
        if m:
            x, n = m.group(1), Fraction(int(m.group(2)))
            k, c = people[x]
            if k == 0:
                assert c == n, s
            else:
                unknown = (n - c) / k
                assert unknown.denominator == 1 and unknown >= 0, s
            continue
        m = re.fullmatch(r"([A-Z]\w+) has (\d+) (more|fewer) [\w ]+ than ([A-Z]\w+)\.", s)
        if m:
            x, d, word, y = m.groups()
            sign = 1 if word == "more" else -1
            if y in people and x not in people:
                people[x] = _add(people[y], _known(d), sign)
            elif x in people and y not in people:
                people[y] = _add(people[x], _known(d), -sign)
            else:
                raise AssertionError(f"cannot read {s}")
            continue
        m = re.fullmatch(r"([A-Z]\w+) has (\d+) \w+ [\w ]+, (\d+) \w+ [\w ]+ and (\d+) \w+ [\w ]+\.", s)
        if m:
            people[m.group(1)] = _known(str(sum(int(g) for g in m.groups()[1:])))
            continue
        m = re.fullmatch(r"([A-Z]\w+) has (\d+|some) [\w ]+\.", s)
        if m:
            used_unknown |= m.group(2) == "some"
            people[m.group(1)] = UNKNOWN if m.group(2) == "some" else _known(m.group(2))
            continue
        m = re.fullmatch(r"There (?:is|are) (\d+) (\w+) [\w ]+ and (\d+) (\w+) [\w ]+ in a box\.", s)
        if m:
            box = {m.group(2): _known(m.group(1)), m.group(4): _known(m.group(3))}
            continue
        m = re.fullmatch(r"There are (\d+) [\w ]+ in a box\.", s)
        if m:
            box = {"all": _known(m.group(1))}
            continue
        m = re.fullmatch(r"(\d+) (?:is|are) (\w+) and the rest are (\w+)\.", s)
        if m:
            whole = box.pop("all")
            box[m.group(2)] = _known(m.group(1))
            box[m.group(3)] = _add(whole, _known(m.group(1)), -1)
            continue
        m = re.fullmatch(r"(?:Then )?([A-Z]\w+) takes (\d+) out of the box\.", s)
        if m:
            box["all"] = _add(box["all"], _known(m.group(2)), -1)
            continue
        raise AssertionError(f"unreadable sentence: {s!r}")
    assert question, story

    def value(v: Linear) -> int:
        k, c = v
        if k:
            assert unknown is not None
            return int(k * unknown + c)
        return int(c)

    q = question
    if re.search(r"did [A-Z]\w+ (?:give|have at first)", q):
        assert used_unknown and unknown is not None
        return int(unknown)
    m = re.fullmatch(r"How many more [\w ]+ does ([A-Z]\w+) have than ([A-Z]\w+)\?", q)
    if m:
        return value(people[m.group(1)]) - value(people[m.group(2)])
    m = re.fullmatch(r"How many fewer [\w ]+ does ([A-Z]\w+) have than ([A-Z]\w+)\?", q)
    if m:
        return value(people[m.group(2)]) - value(people[m.group(1)])
    m = re.fullmatch(r"How many [\w ]+ do ([A-Z]\w+) and ([A-Z]\w+) have in all\?", q)
    if m:
        return value(people[m.group(1)]) + value(people[m.group(2)])
    m = re.fullmatch(r"How many [\w ]+ does ([A-Z]\w+) have(?: now| in all)?\?", q)
    if m:
        return value(people[m.group(1)])
    if re.fullmatch(r"How many [\w ]+ are in the box (?:in all|now)\?", q):
        return sum(value(v) for v in box.values())
    m = re.fullmatch(r"How many [\w ]+ are (\w+)\?", q)
    if m:
        return value(box[m.group(1)])
    raise AssertionError(f"unreadable question: {q!r}")


@checks("math.oa.word_problems")
def check_word_problem(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = question_text(item)
    expected = story_answer(story_text(text))
    assert expected >= 0
    if params.get("ask") == "equation":

        def fits(candidate: str) -> bool:
            eqs = equations(candidate)
            return bool(eqs) and BLANK in eqs[0] and solve(eqs[0]) == expected

        judge(item, fits, after(r"The equation (.+) matches the story"))
        return
    judge(item, number_is(expected), after(r"Answer: (\d+)$"))
