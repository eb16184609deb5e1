"""Checkers for the grade 6 computation generators: fraction division (symbols, stories and
fraction bars), multi-digit division, decimals, GCF, LCM and factoring sums."""

from __future__ import annotations

import re
from fractions import Fraction
from math import gcd
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_g67_percents import last_number
from tests.unit.generation.checkers.math_g67_tools import (
    NS,
    NUM,
    main_text,
    num,
    nums,
    same_number,
    svg_root,
    tail,
    verify,
)

OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "×": lambda a, b: a * b, "÷": lambda a, b: a / b}


def _find(pattern: str, text: str) -> re.Match[str]:
    m = re.search(pattern, text)
    assert m, f"{pattern!r} not in {text!r}"
    return m


def _shown_operation(item: dict[str, Any]) -> Fraction:
    """``a op b`` from an arithmetic item (operand displays) or from the text."""
    c = item["content"]
    if item["type"] == "arithmetic":
        shown = c.get("operandDisplays") or [str(c["operand1"]), str(c["operand2"])]
        a, b = (num(x) for x in shown)
        m = _find(rf"({NUM}) ([+\-×÷]) ({NUM}) = ___", c["expression"])
        assert (num(m.group(1)), num(m.group(3))) == (a, b) and m.group(2) == c["operator"]
        return OPS[c["operator"]](a, b)
    m = _find(rf"({NUM}) ([+\-×÷]) ({NUM})", main_text(item))
    return OPS[m.group(2)](num(m.group(1)), num(m.group(3)))


# ---- fraction division ----------------------------------------------------------------------------------


def _fraction_story(text: str) -> Fraction:
    for pattern, order in (
        (rf"There are ({NUM}) cups of rice\. Each serving is ({NUM}) cup\.", 1),
        (rf"A ribbon is ({NUM}) yards long\. It is cut into pieces that are each ({NUM}) yard long\.", 1),
        (rf"an area of ({NUM}) square yards and a width of ({NUM}) yard\.", 1),
        (rf"({NUM}) of a bag of soil weighs ({NUM}) pounds\.", -1),
    ):
        m = re.search(pattern, text)
        if m:
            a, b = num(m.group(1)), num(m.group(2))
            return a / b if order == 1 else b / a
    raise AssertionError(f"unknown story: {text!r}")


def _fraction_model(item: dict[str, Any]) -> Fraction:
    text = main_text(item)
    a = num(_find(rf"The shaded parts show ({NUM})\.", text).group(1))
    b = num(_find(rf"groups of ({NUM})", text).group(1))
    root = svg_root(item)
    assert root is not None
    rects = [r for r in root.iter(f"{NS}rect") if r.get("stroke") == "#000"]
    shaded = sum(1 for r in rects if r.get("fill") == "#9a9a9a")
    per_bar = sum(1 for r in rects if r.get("y") == rects[0].get("y"))
    assert Fraction(shaded, per_bar) == a, "the picture does not show the dividend"
    return a / b


@checks("math.g67.fraction-division")
def check_fraction_division(item: dict[str, Any], params: dict[str, Any]) -> None:
    mode = params["mode"]
    if mode == "compute":
        expected = _shown_operation(item)
    elif mode == "story":
        expected = _fraction_story(main_text(item))
    else:
        expected = _fraction_model(item)
    verify(item, same_number(expected), claim=last_number)


# ---- long division ---------------------------------------------------------------------------------------


@checks("math.g67.long-division")
def check_long_division(item: dict[str, Any], params: dict[str, Any]) -> None:
    c = item["content"]
    if item["type"] == "arithmetic":
        a, b = int(c["operand1"]), int(c["operand2"])
        assert c["operator"] == "÷"
    else:
        a, b = (int(x) for x in nums(main_text(item))[:2])
    if params["mode"] == "remainder":
        q, r = divmod(a, b)

        def right(text: str) -> bool:
            m = re.fullmatch(r"\s*(\d+) R (\d+)\s*", text)
            return bool(m) and (int(m.group(1)), int(m.group(2))) == (q, r)

        verify(item, right, claim=tail(r"= (.+)$"))
        return
    assert a % b == 0, (a, b)
    verify(item, same_number(Fraction(a, b)), claim=last_number)


# ---- decimals --------------------------------------------------------------------------------------------


def _decimal_story(text: str) -> Fraction:
    m = re.search(rf"buys (\d+) notebooks that cost ({NUM}) dollars each", text)
    if m:
        return int(m.group(1)) * num(m.group(2))
    m = re.search(rf"a ({NUM})-dollar book with a ({NUM})-dollar bill", text)
    if m:
        return num(m.group(2)) - num(m.group(1))
    m = re.search(rf"(\d+) friends share a bill of ({NUM}) dollars equally", text)
    if m:
        return num(m.group(2)) / int(m.group(1))
    m = _find(
        rf"A rope is ({NUM}) meters long\. It is cut into pieces that are each ({NUM}) meters long", text
    )
    return num(m.group(1)) / num(m.group(2))


@checks("math.g67.decimals")
def check_decimals(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["mode"] == "story":
        expected = _decimal_story(main_text(item))
    else:
        expected = _shown_operation(item)
        text = item["content"].get("expression") or main_text(item)
        op = _find(r" ([+\-×÷]) ", text).group(1)
        allowed = {"add": "+", "subtract": "-", "add-subtract": "+-", "multiply": "×", "divide": "÷"}[
            params["mode"]
        ]
        assert op in allowed, (op, params)
    verify(item, same_number(expected), claim=last_number)


# ---- factors ---------------------------------------------------------------------------------------------


def _lcm(a: int, b: int) -> int:
    return a * b // gcd(a, b)


@checks("math.g67.factors")
def check_factors(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = main_text(item)
    mode = params["mode"]
    if mode == "gcf":
        m = _find(r"greatest common factor of (\d+) and (\d+)", text)
        expected = Fraction(gcd(int(m.group(1)), int(m.group(2))))
    elif mode == "lcm":
        m = _find(r"least common multiple of (\d+) and (\d+)", text)
        expected = Fraction(_lcm(int(m.group(1)), int(m.group(2))))
    elif mode == "story":
        a, b = (int(x) for x in nums(text)[:2])
        if "packs of" in text or "blink" in text:
            expected = Fraction(_lcm(a, b))
        else:
            assert "gift bags" in text or "in rows" in text, text
            expected = Fraction(gcd(a, b))
    else:
        m = _find(r"(\d+) \+ (\d+)", text)
        a, b = int(m.group(1)), int(m.group(2))
        g = gcd(a, b)

        def right(answer: str) -> bool:
            f = re.fullmatch(r"\s*(\d+)\s*(?:×\s*)?\((\d+) \+ (\d+)\)\s*", answer)
            if not f:
                return False
            k, p, q = (int(x) for x in f.groups())
            return k == g and {k * p, k * q} == {a, b} and k * (p + q) == a + b

        verify(item, right, claim=tail(r"= (.+)\.$"))
        return
    verify(item, same_number(expected), claim=last_number)
