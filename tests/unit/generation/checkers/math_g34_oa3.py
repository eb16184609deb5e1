"""Checkers for the grade 3 operations generators (``math.g34.mult-models``, ``div-models``,
``mult-div-story``, ``unknown-number``, ``properties``, ``facts``): each reads the numbers the item
shows and recomputes the answer exactly."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g34_util import (
    desc,
    expect_number,
    expect_truth,
    given,
    holds,
    is_tf,
    main_text,
    search,
)


def _pair(item: dict[str, Any], params: dict[str, Any]) -> tuple[int, int]:
    if item["type"] == "arithmetic":
        return item["content"]["operand1"], item["content"]["operand2"]
    text = main_text(item)
    if params.get("model", "groups") == "groups":
        m = search(r"(\d+) groups of (\d+)", text)
    elif item["type"] == "diagram":
        m = search(r"(\d+) rows with (\d+) dots", desc(item))
    else:
        m = search(r"(\d+) rows of (\d+) dots", text)
    return int(m.group(1)), int(m.group(2))


def _product_expression(text: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"\s*(\d+) ([×+]) (\d+)\.?\s*", text)
    assert m, text
    return (int(m.group(1)), int(m.group(3))) if m.group(2) == "×" else None


@checks("math.g34.mult-models")
def check_mult_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    g, s = _pair(item, params)
    if item["type"] == "picture-counting":
        content = item["content"]
        assert content["groups"] == [s] * g
        assert content["countTarget"] == g * s == sum(content["groups"])
    if item["type"] == "arithmetic":
        c = item["content"]
        assert (c["operand1"], c["operand2"]) == (g, s)
    if params.get("ask", "total") == "total":
        if is_tf(item):
            claim = int(search(r"= (\d+) \w+ in all", item["content"]["statement"]).group(1))
            expect_truth(item, claim == g * s)
        else:
            expect_number(item, g * s)
        return
    if is_tf(item):
        shown = item["content"]["statement"].rsplit("written as ", 1)[1]
        expect_truth(item, _product_expression(shown) in ((g, s), (s, g)))
        return
    assert _product_expression(given(item)) in ((g, s), (s, g)), given(item)
    if item["answer"]["type"] == "multiple-choice-index":
        for i, choice in enumerate(item["content"]["choices"]):
            if i != item["answer"]["value"]:
                pair = _product_expression(choice["text"])
                assert pair is None or pair[0] * pair[1] != g * s, choice


_DIV_PATTERNS = (
    r"(\d+) \w+ are shared equally into (\d+) groups",
    r"(\d+) \w+ are put into groups of (\d+)",
    r"(\d+) chairs are set out in (\d+) equal rows",
    r"(\d+) chairs are set out in rows of (\d+)",
    r"(\d+) ÷ (\d+) = ___",
)


@checks("math.g34.div-models")
def check_div_models(item: dict[str, Any], params: dict[str, Any]) -> None:
    if item["type"] == "arithmetic":
        total, divisor = item["content"]["operand1"], item["content"]["operand2"]
    else:
        text = main_text(item)
        m = next((re.search(p, text) for p in _DIV_PATTERNS if re.search(p, text)), None)
        assert m, text
        total, divisor = int(m.group(1)), int(m.group(2))
    assert total % divisor == 0
    expected = total // divisor
    if item["type"] == "picture-counting":
        c = item["content"]
        assert sum(c["groups"]) == total and c["countTarget"] == expected
        assert expected in (len(c["groups"]), c["groups"][0])
    expect_number(item, expected)


@checks("math.g34.mult-div-story")
def check_story(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    numbers = [int(n) for n in re.findall(r"\d+", text)]
    first, second = numbers[0], numbers[1]
    if params["operation"] == "multiply":
        expected = Fraction(first * second)
    else:
        assert first % second == 0
        expected = Fraction(first, second)
    if item["type"] == "fill-blank":
        equation = text.rsplit(": ", 1)[1]
        assert holds(equation.replace("___", given(item)))
    expect_number(item, expected)


_EQUATION = re.compile(r"(\S+) ([×÷]) (\S+) = (\S+)|(\S+) = (\S+) ([×÷]) (\S+)")


@checks("math.g34.unknown-number")
def check_unknown(item: dict[str, Any], params: dict[str, Any]) -> None:
    marks = ("___", "?", "n", "□")
    if is_tf(item):
        statement = item["content"]["statement"]
        if params.get("relate"):
            statement = statement.rsplit("So ", 1)[1]
        expect_truth(item, holds(statement))
        return
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    if params.get("relate") and item["type"] != "arithmetic":
        if "So " in text:
            equation = text.rsplit("So ", 1)[1]
        else:
            m = search(r"What is (\d+) ÷ (\d+)\?", text)
            equation = f"{m.group(1)} ÷ {m.group(2)} = ___"
    else:
        equation = [
            m.group(0) for m in _EQUATION.finditer(text) if any(k in m.group(0).split() for k in marks)
        ][-1]
    tokens = equation.split()
    unknown = [t for t in tokens if t in marks]
    assert len(unknown) == 1, equation
    answer = given(item)
    assert holds(" ".join(answer if t in marks else t for t in tokens)), (equation, answer)
    value = int(answer)
    for other in (value - 1, value + 1):
        if other > 0:
            assert not holds(" ".join(str(other) if t in marks else t for t in tokens))
    if item["answer"]["type"] == "multiple-choice-index":
        expect_number(item, value)


@checks("math.g34.properties")
def check_properties(item: dict[str, Any], params: dict[str, Any]) -> None:
    if is_tf(item):
        expect_truth(item, holds(item["content"]["statement"]))
        return
    text = main_text(item)
    equation = text.split("true? ", 1)[1] if "true? " in text else text
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    expect_number(item, int(answer))
    symbol = {"commutative": None, "associative": "(", "distributive": "+"}[params["property"]]
    if params["property"] == "associative":
        assert equation.count("×") >= 2
    elif symbol:
        assert symbol in equation


@checks("math.g34.facts")
def check_facts(item: dict[str, Any], params: dict[str, Any]) -> None:
    if is_tf(item):
        expect_truth(item, holds(item["content"]["statement"]))
        return
    text = item["content"]["expression"] if item["type"] == "arithmetic" else main_text(item)
    m = re.fullmatch(r"What is (\d+) ([×÷]) (\d+)\?", text)
    equation = f"{m.group(1)} {m.group(2)} {m.group(3)} = ___" if m else text.split("true? ")[-1]
    answer = given(item)
    assert holds(equation.replace("___", answer)), (equation, answer)
    expect_number(item, int(answer))
    shown = equation.replace("___", answer)
    numbers = [int(n) for n in re.findall(r"\d+", shown)]
    factors = set(params["factors"])
    if "×" in shown:
        assert factors & set(numbers[:2]), shown
    else:
        assert numbers[1] in factors or (numbers[1] == 1 and 0 in factors), shown
