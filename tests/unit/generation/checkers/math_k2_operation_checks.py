"""Checkers for the K-2 addition and subtraction generators: pictures, number bonds, facts,
strategies, the equal sign, number lines, odd and even, arrays, story problems (read by a small
story interpreter), length stories and strategy explanations."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_k2_util import (
    BLANK,
    after,
    all_true,
    chain_holds,
    count_class,
    equations,
    judge,
    number,
    number_is,
    same_text,
    solve,
    solve_in,
    svg_of,
    with_class,
)


def _question(item: dict[str, Any]) -> str:
    c = item["content"]
    return (
        c.get("question")
        or c.get("prompt")
        or c.get("text")
        or c.get("statement")
        or c.get("expression")
        or ""
    )


def _arithmetic_answer(content: dict[str, Any]) -> int:
    a, b, op = content["operand1"], content["operand2"], content["operator"]
    c = content.get("operand3")
    result = a + b + (c or 0) if op == "+" else a - b
    missing = content.get("missingOperand") or "result"
    expected = {"result": result, "operand1": a, "operand2": b}[missing]
    assert solve(content["expression"]) == expected, content["expression"]
    return expected


def _equation_item(item: dict[str, Any]) -> None:
    """Items whose question shows an equation with one blank (and maybe true facts)."""
    content = item["content"]
    if content["type"] == "arithmetic":
        expected = _arithmetic_answer(content)
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        assert item["answer"]["value"] is all_true(content["statement"])
        return
    judge(item, number_is(solve_in(_question(item))))


@checks("math.k2.picture-operations")
def check_picture_operations(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    total, crossed = count_class(root, "item"), count_class(root, "crossed")
    expected = total - crossed
    text = _question(item)
    if crossed:
        m = re.search(r"There are (\d+) \w+\. (\d+) (?:is|are) crossed out", text)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == (total, crossed)
    else:
        g1, g2 = count_class(root, "g1"), count_class(root, "g2")
        assert g1 + g2 == total
        m = re.search(r"shows (\d+) grey and (\d+) white", text)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == (g1, g2)
    content = item["content"]
    if content["type"] == "picture-counting":
        assert content["countTarget"] == expected
    if content["type"] == "arithmetic":
        assert _arithmetic_answer(content) == expected
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        chain = equations(content["statement"])[0]
        assert solve(chain.split(" = ")[0] + " = ___") is not None
        assert item["answer"]["value"] is (chain_holds(chain) and int(chain.split(" = ")[1]) == expected)
        return
    judge(item, number_is(expected))


@checks("math.k2.number-bond")
def check_number_bond(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if params.get("mode") == "pairs":
        whole = int(re.search(r"make (\d+)", text).group(1))

        def makes(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) and (\d+)", candidate.strip())
            return bool(m) and int(m.group(1)) + int(m.group(2)) == whole

        judge(item, makes, after(r"^(\d+ and \d+) make"))
        return
    if content["type"] == "diagram":
        root = svg_of(item)
        whole = next(t.text for t in with_class(root, "whole"))
        parts = [t.text for t in with_class(root, "part")]
        if whole == "?":
            expected = sum(int(x) for x in parts)
        else:
            known = [int(x) for x in parts if x != "?"]
            expected = int(whole) - known[0]
        judge(item, number_is(expected))
        return
    if content["type"] == "picture-counting":
        root = svg_of(item)
        expected = solve_in(text)
        shown = count_class(root, "item")
        cells = count_class(root, "cell")
        hollow = count_class(root, "hollow")
        target = content["countTarget"]
        if cells == 20:  # teen numbers: counters outside the full ten-frame, or all of them
            assert target in (shown - 10, shown) and target == expected
        elif cells == 10:  # make ten: the empty boxes
            assert target == cells - shown == expected
        else:
            assert target in (hollow, shown) and target == expected
        assert number(str(item["answer"]["value"])) == expected
        return
    _equation_item(item)


@checks("math.k2.facts", "math.k2.strategy")
def check_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    _equation_item(item)


@checks("math.k2.equal-sign")
def check_equal_sign(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params.get("ask") == "which-true":
        judge(
            item,
            lambda eq: bool(equations(eq)) and equations(eq)[0] == eq.strip() and chain_holds(eq),
            lambda s: s,
        )
        return
    _equation_item(item)


@checks("math.k2.number-line")
def check_number_line(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if "point A" in text or "Point A" in text:
        root = svg_of(item)
        labels = sorted((float(t.get("x")), int(t.text)) for t in with_class(root, "label"))
        (x0, v0), (x1, v1) = labels[0], labels[-1]
        point = with_class(root, "point")[0]
        raw = v0 + (float(point.get("cx")) - x0) * (v1 - v0) / (x1 - x0)
        value = round(raw)
        assert abs(raw - value) < 0.05
        assert value % params.get("tick", 1) == 0
        judge(item, number_is(value), after(r"at (\d+)\.$"))
        return
    if content["type"] in ("arithmetic", "true-false"):
        _equation_item(item)
        return
    m = re.search(r"(\d+) ([+-]) (\d+) = ___", text)
    assert m, text
    a, op, b = int(m.group(1)), m.group(2), int(m.group(3))
    expected = a + b if op == "+" else a - b
    if (item.get("visuals") or {}).get("diagramSvg"):
        jumps = with_class(svg_of(item), "jump")
        assert jumps, "no jumps drawn"
    judge(item, number_is(expected))


@checks("math.k2.odd-even")
def check_odd_even(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    mode = params.get("mode", "number")
    if mode == "double-missing":
        _equation_item(item)
        return
    if mode == "doubles":
        n = int(re.search(r"(?:shows |^)(\d+) ", text).group(1))

        def double(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) \+ (\d+)", candidate.strip())
            return bool(m) and m.group(1) == m.group(2) and 2 * int(m.group(1)) == n

        judge(item, double, after(r"= (\d+ \+ \d+), with"))
        return
    if mode == "which-even" and content["type"] == "multiple-choice":
        judge(item, lambda t: int(t) % 2 == 0)
        return
    if mode == "picture":
        n = count_class(svg_of(item), "item")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n
    else:
        n = int(re.search(r"(\d+)", text).group(1))
    parity = "even" if n % 2 == 0 else "odd"
    judge(item, lambda t: same_text(t, parity), after(r"an (odd|even) number"))


@checks("math.k2.arrays")
def check_arrays(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    items = with_class(root, "item")
    rows: dict[str, int] = {}
    for it in items:
        rows[it.get("data-y")] = rows.get(it.get("data-y"), 0) + 1
    assert len(set(rows.values())) == 1, "rows are not equal"
    r, c = len(rows), next(iter(rows.values()))
    text = _question(item)
    if params.get("ask") == "equation":

        def matches(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+(?: \+ \d+)*) = (\d+)", candidate.strip())
            if not m:
                return False
            addends = [int(x) for x in m.group(1).split(" + ")]
            shape = (len(addends), addends[0])
            return len(set(addends)) == 1 and shape in ((r, c), (c, r)) and sum(addends) == int(m.group(2))

        judge(item, matches, after(r"^(.+) matches the array"))
        return
    stated = re.search(r"in (\d+) rows with (\d+) in each row", text)
    if stated:
        assert (int(stated.group(1)), int(stated.group(2))) == (r, c)
    if item["content"]["type"] == "picture-counting":
        assert item["content"]["countTarget"] == r * c
    if item["content"]["type"] == "fill-blank":
        assert solve_in(item["content"]["text"]) == r * c
    judge(item, number_is(r * c), lambda s: s.split(" = ")[-1] if "=" in s else s)


# ---- story problems ------------------------------------------------------------------------------

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
        m = re.fullmatch(r"There are (\d+) (\w+) [\w ]+ and (\d+) (\w+) [\w ]+ in a box\.", s)
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


def _story_text(text: str) -> str:
    for cut in (" Which equation", " Answer:", " The equation "):
        text = text.split(cut)[0]
    return text


@checks("math.k2.word-problem")
def check_word_problem(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = _question(item)
    expected = story_answer(_story_text(text))
    assert expected >= 0
    if params.get("ask") == "equation":

        def fits(candidate: str) -> bool:
            eqs = equations(candidate)
            return bool(eqs) and BLANK in eqs[0] and solve(eqs[0]) == expected

        judge(item, fits, after(r"The equation (.+) matches the story"))
        return
    judge(item, number_is(expected), after(r"Answer: (\d+)$"))


LENGTH_STORIES = (
    (r"is (\d+) \w+ long\. \w+ cuts off (\d+) \w+\. How long", lambda a, b: a - b),
    (r"puts a (\d+)-\w+ \w+ and a (\d+)-\w+ \w+ end to end", lambda a, b: a + b),
    (r"is (\d+) \w+ long\. A blue \w+ is (\d+) \w+ long\. How much longer", lambda a, b: a - b),
    (r"cut off (\d+) \w+\. Now it is (\d+) \w+ long\. How long was", lambda b, c: b + c),
    (r"is (\d+) \w+ long\. \w+ has painted (\d+) \w+ of it", lambda a, b: a - b),
    (r"is (\d+) \w+ long\. A yellow \w+ is (\d+) \w+ longer", lambda b, d: b + d),
)


@checks("math.k2.length-story")
def check_length_story(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = _story_text(_question(item))
    found = [
        f(int(m.group(1)), int(m.group(2)))
        for pattern, f in LENGTH_STORIES
        if (m := re.search(pattern, text))
    ]
    assert len(found) == 1, text
    unit = item["answer"].get("unit") or re.search(
        r"Answer: \d+ (\w+)$", item["content"].get("statement", "")
    ).group(1)
    singular = {"inches": "inch", "feet": "foot"}.get(unit, unit.removesuffix("s"))
    assert unit in text or singular in text, unit
    judge(item, number_is(found[0]), after(r"Answer: (\d+)"))


@checks("math.k2.strategy-explain")
def check_strategy_explain(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = _question(item)
    says = re.search(r"says (\d+) - (\d+) = (\d+)\.", text)
    if says:
        a, b, d = (int(x) for x in says.groups())
        assert a - b == d

        def checks_it(candidate: str) -> bool:
            m = re.fullmatch(r"(\d+) \+ (\d+) = (\d+)", candidate.strip())
            return (
                bool(m)
                and sorted((int(m.group(1)), int(m.group(2)))) == sorted((d, b))
                and int(m.group(3)) == a
            )

        judge(item, checks_it, after(r"The addition (.+) checks this"))
        return
    moved = re.search(r"moving (\d+) from (\d+) to (\d+): (\d+) \+ \d+ = (\d+)", text)
    if moved:
        k, _giver, taker, _, new = (int(x) for x in moved.groups())
        assert taker + k == new
    _equation_item(item)
