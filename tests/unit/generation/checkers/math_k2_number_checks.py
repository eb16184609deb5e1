"""Checkers for the K-2 counting and place-value generators: counting pictures, sequences, more and
less, comparing, number names, place value and multi-digit adding and subtracting."""

from __future__ import annotations

import itertools
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_k2_util import (
    BLANK,
    after,
    check_matching,
    check_ordering,
    count_class,
    equations,
    judge,
    number,
    number_is,
    place_side_value,
    read_quantity,
    same_text,
    solve,
    solve_place,
    svg_of,
    with_class,
    words_to_number,
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


def _sequence_answer(values: list[str], step_word: str | None) -> int:
    known = [(i, int(v)) for i, v in enumerate(values) if v not in (BLANK, "?")]
    (i0, v0), (i1, v1) = known[0], known[1]
    step = (v1 - v0) // (i1 - i0)
    assert all(v == v0 + step * (i - i0) for i, v in known), values
    if step_word:
        words = {"ones": 1, "twos": 2, "fives": 5, "tens": 10, "hundreds": 100}
        assert abs(step) == words[step_word]
    missing = next(i for i, v in enumerate(values) if v in (BLANK, "?"))
    return v0 + step * (missing - i0)


def _is_progression(values: list[int]) -> bool:
    steps = {b - a for a, b in itertools.pairwise(values)}
    return len(steps) == 1


@checks("math.k2.sequence")
def check_sequence(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    word = re.search(
        r"by (ones|twos|fives|tens|hundreds)", (content.get("instructions") or "") + _question(item)
    )
    step_word = word.group(1) if word else None
    if content["type"] == "true-false":
        values = [int(v) for v in re.findall(r"\d+", content["statement"])]
        truth = _is_progression(values) and (
            step_word is None
            or abs(values[1] - values[0])
            == {"ones": 1, "twos": 2, "fives": 5, "tens": 10, "hundreds": 100}[step_word]
        )
        assert item["answer"]["value"] is truth
        return
    if content["type"] == "diagram":
        labels = sorted(
            (float(t.get("x")), (t.text or "").strip()) for t in with_class(svg_of(item), "label")
        )
        values = [v for _, v in labels]
        expected = _sequence_answer(values, None)
    else:
        m = re.search(r"((?:\d+|___)(?:, (?:\d+|___)){3,})", _question(item))
        assert m, _question(item)
        expected = _sequence_answer(m.group(1).split(", "), step_word)
    judge(item, number_is(expected))


@checks("math.k2.more-less")
def check_more_less(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if content["type"] == "arithmetic":
        n, amount, op = content["operand1"], content["operand2"], content["operator"]
        assert amount == params["amount"]
        expected = n + amount if op == "+" else n - amount
        assert number(str(item["answer"]["value"])) == expected
        return
    m = re.search(r"(\d+) (more|less) than (\d+|the number the blocks show)", text)
    assert m, text
    amount, direction = int(m.group(1)), m.group(2)
    assert amount == params["amount"]
    visuals = (item.get("visuals") or {}).get("diagramSvg")
    if visuals:
        root = svg_of(item)
        if count_class(root, "item"):
            total, crossed, hollow = (
                count_class(root, "item"),
                count_class(root, "crossed"),
                count_class(root, "hollow"),
            )
            shown = total - hollow if direction == "more" else total
            assert (hollow == 1) if direction == "more" else (crossed == 1)
        else:
            shown = (
                100 * count_class(root, "flat") + 10 * count_class(root, "rod") + count_class(root, "unit")
            )
        if m.group(3).isdigit():
            assert int(m.group(3)) == shown
        n = shown
    else:
        n = int(m.group(3))
    expected = n + amount if direction == "more" else n - amount
    if content["type"] == "picture-counting":
        assert content["countTarget"] == expected
    judge(item, number_is(expected), after(r"is (\d+)\.$"))


def _relation(a: int, b: int) -> str:
    return ">" if a > b else "<" if a < b else "="


WORDS = {">": "greater than", "<": "less than", "=": "equal to"}


@checks("math.k2.compare")
def check_compare(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if content["type"] == "ordering":
        check_ordering(item, lambda s: int(s))
        return
    mode = params.get("mode", "symbols")
    text = _question(item)
    if mode in ("greatest", "least"):
        m = re.search(r"(\d+(?:, \d+)+)", text)
        values = [int(v) for v in m.group(1).split(", ")]
        expected = max(values) if mode == "greatest" else min(values)
        judge(item, number_is(expected), after(r"is (\d+)\.$"))
        return
    if mode == "pictures":
        root = svg_of(item)
        a, b = count_class(root, "row1"), count_class(root, "row2")
        rel = WORDS[_relation(a, b)]
        judge(item, lambda t: same_text(t, rel), after(r"is (greater than|less than|equal to) the number"))
        return
    if content["type"] == "true-false":
        statement = content["statement"]
        if mode == "words":
            m = re.fullmatch(r"(\d+) is (greater than|less than|equal to) (\d+)\.", statement)
            assert m, statement
            truth = WORDS[_relation(int(m.group(1)), int(m.group(3)))] == m.group(2)
        else:
            m = re.fullmatch(r"(.+) ([<>=]) (.+)", statement)
            assert m, statement
            truth = _relation(read_quantity(m.group(1)), read_quantity(m.group(3))) == m.group(2)
        assert item["answer"]["value"] is truth
        return
    m = re.search(r"(?:\? |^)([^?]+?) ___ ([^?]+?)\.?$", text)
    assert m, text
    a, b = read_quantity(m.group(1).removesuffix(" is")), read_quantity(m.group(2))
    rel = _relation(a, b)
    expected = WORDS[rel] if mode == "words" else rel
    judge(item, lambda t: same_text(t, expected))


@checks("math.k2.number-names")
def check_number_names(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if content["type"] == "matching":
        check_matching(item, lambda left, right: words_to_number(right) == int(left))
        return
    text = _question(item)
    m = re.search(r"number (\d+)\?|In words, (\d+) is", text)
    if m:  # number to words
        n = int(m.group(1) or m.group(2))

        def right(candidate: str) -> bool:
            return words_to_number(candidate) == n

        judge(item, right, after(r"is (.+)\.$"))
        return
    m = re.search(r"number ([a-z -]+?) (?:using digits|is written)", text)
    assert m, text
    n = words_to_number(m.group(1))
    assert n is not None
    judge(item, number_is(n), after(r"written (\d+)\.$"))


@checks("math.k2.place-value")
def check_place_value(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if (item.get("visuals") or {}).get("diagramSvg") and "blocks" in text + (content.get("question") or ""):
        root = svg_of(item)
        n = 100 * count_class(root, "flat") + 10 * count_class(root, "rod") + count_class(root, "unit")
        if content["type"] == "picture-counting":
            assert content["countTarget"] == n and sum(content["groups"]) == n
        judge(item, number_is(n), after(r"show (\d+)\.$"))
        return
    asked = re.search(r"digit (\d) in (\d+)\? \(It is in the (\w+) place", text)
    written = re.search(r"In (\d+), the digit (\d) in the (\w+) place", text)
    if asked or written:
        if asked:
            digit, n, place = int(asked.group(1)), asked.group(2), asked.group(3)
        else:
            n, digit, place = written.group(1), int(written.group(2)), written.group(3)
        power = {"ones": 0, "tens": 1, "hundreds": 2}[place]
        assert int(n[len(n) - 1 - power]) == digit
        judge(item, number_is(digit * 10**power), after(r"worth (\d+)\.$"))
        return
    m = re.search(r"Which shows (\d+) in expanded form", text) or re.search(r"^(\d+) = ___$", text)
    if m or (content["type"] == "true-false" and re.fullmatch(r"\d+ = \d+( \+ \d+)*", content["statement"])):
        n = int(m.group(1)) if m else int(content["statement"].split(" = ")[0])

        def expanded_right(candidate: str) -> bool:
            parts = (
                [int(p) for p in candidate.split(" + ")] if re.fullmatch(r"\d+( \+ \d+)*", candidate) else []
            )
            wanted = [int(d) * 10**p for p, d in enumerate(reversed(str(n))) if d != "0"][::-1]
            return parts == wanted

        judge(item, expanded_right, after(r"^\d+ = (.+)$"))
        return
    if content["type"] == "true-false":
        left, right = content["statement"].split(" = ")
        truth = place_side_value(left, 0) == place_side_value(right, 0)
        assert item["answer"]["value"] is truth
        return
    eq = re.search(r"([^?]*___[^?]*)$", text)
    assert eq, text
    expected = solve_place(eq.group(1).strip().rstrip("."))
    judge(item, number_is(expected))


@checks("math.k2.add-subtract")
def check_add_subtract(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if content["type"] == "arithmetic":
        nums = [content["operand1"], content["operand2"]] + (
            [content["operand3"]] if content.get("operand3") is not None else []
        )
        expected = nums[0] + sum(nums[1:]) if content["operator"] == "+" else nums[0] - nums[1]
        assert content["expression"] == f" {content['operator']} ".join(map(str, nums)) + " = ___"
        assert number(str(item["answer"]["value"])) == expected
        return
    if content["type"] == "true-false":
        chains = equations(content["statement"])
        assert len(chains) == 1
        left, right = chains[0].split(" = ")
        truth = solve(f"{left} = ___") == int(right)
        assert item["answer"]["value"] is truth
        return
    text = _question(item)
    m = re.search(r"What is (\d+(?: [+-] \d+)+)\?", text)
    expression = f"{m.group(1)} = ___" if m else next(e for e in equations(text) if BLANK in e)
    judge(item, number_is(solve(expression)))
