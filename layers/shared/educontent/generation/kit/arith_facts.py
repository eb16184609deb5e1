"""An arithmetic fact with one of its three numbers left blank, as the fact generators ask it."""

from __future__ import annotations

from typing import NamedTuple

_SLOTS = ("operand1", "operand2", "result")


class FactBlank(NamedTuple):
    """``expression``: the fact with ``___`` for the missing number; ``answer``: that number;
    ``prompt``: the question (``What is a + b?`` for a missing result)."""

    expression: str
    answer: int
    prompt: str


def fact_blank(a: int, symbol: str, b: int, result: int, missing: str) -> FactBlank:
    """``a symbol b = result`` with ``missing`` (operand1, operand2 or result) left blank."""
    slot = _SLOTS.index(missing)
    shown = [str(a), str(b), str(result)]
    shown[slot] = "___"
    expression = f"{shown[0]} {symbol} {shown[1]} = {shown[2]}"
    if missing == "result":
        prompt = f"What is {a} {symbol} {b}?"
    else:
        prompt = f"What number makes this true? {expression}"
    return FactBlank(expression, (a, b, result)[slot], prompt)
