"""An arithmetic item's two operands and exact result, read from its content: what the computed
mistakes of ``arithmetic_mistakes`` are worked out from.

Only what can be read for certain is read: two operands written as whole numbers, decimals,
fractions or mixed numbers (``-12``, ``(-12)``, ``3.2``, ``4/8``, ``1 1/2``), the result asked for
(``missing_operand`` is the result), and an answer that is the exact result. Anything else (a
power of ten, a percent, a quotient with a remainder) has no computed mistakes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Literal

from educontent.answers.mistake_values import parse_number, show
from educontent.generation.items import ArithmeticContent, ExactAnswer

Kind = Literal["whole", "decimal", "fraction", "mixed"]
Mistake = tuple[Fraction, str, str]
"""A wrong answer, its misconception id and what a teacher would say about it."""

_FRACTION = re.compile(r"(\d+)/(\d+)")


@dataclass(frozen=True, slots=True)
class Operand:
    value: Fraction
    shown: str  # as the item writes it, without brackets: "-12", "4/8", "3.2"
    kind: Kind
    parts: tuple[int, int] | None  # a simple fraction's numerator and denominator as written (4/8)

    @property
    def written(self) -> str:
        """The operand inside an expression: a negative number in brackets, ``(-12)``."""
        return f"({self.shown})" if self.value < 0 else self.shown

    @property
    def places(self) -> int:
        """Decimal places as written: 2 in ``5.36``, 0 in ``5``."""
        return len(self.shown.partition(".")[2])


@dataclass(frozen=True, slots=True)
class Problem:
    x: Operand
    y: Operand
    op: Literal["+", "-", "×", "÷"]
    right: Fraction
    right_shown: str  # the item's own answer

    @property
    def decimal(self) -> bool:
        return "decimal" in (self.x.kind, self.y.kind)

    @property
    def signed(self) -> bool:
        return self.x.value < 0 or self.y.value < 0

    @property
    def wholes(self) -> bool:
        """Both operands whole numbers, not negative (the column methods apply)."""
        return all(o.kind == "whole" and o.value >= 0 for o in (self.x, self.y))

    @property
    def fractions(self) -> bool:
        return any(o.kind in ("fraction", "mixed") for o in (self.x, self.y))

    def sum_text(self) -> str:
        """The problem with its answer: ``52 - 17 = 35``."""
        return f"{self.x.shown} {self.op} {self.y.written} = {self.right_shown}"

    def show(self, value: Fraction) -> str:
        """A computed value written as the problem's numbers are: a decimal among decimals, a
        fraction over the denominator both fractions share, else a whole, mixed number or fraction."""
        if self.x.parts and self.y.parts and self.x.parts[1] == self.y.parts[1]:
            parts = self.x.parts[1]
            if (value * parts).denominator == 1 and value.denominator != 1:
                return f"{value * parts}/{parts}"  # 6/6 + 2/6 = 8/6, in the problem's own parts
        return show(value, as_decimal=self.decimal and not self.fractions)


def _kind(shown: str) -> Kind | None:
    if re.fullmatch(r"\d+", shown):
        return "whole"
    if re.fullmatch(r"\d*\.\d+", shown):
        return "decimal"
    if _FRACTION.fullmatch(shown):
        return "fraction"
    if re.fullmatch(r"\d+ \d+/\d+", shown):
        return "mixed"
    return None


def _operand(value: Fraction, display: str | None) -> Operand | None:
    text = show(value, as_decimal=True) if display is None else display
    text = " ".join(text.replace("−", "-").split())
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1].strip()
    body = text.removeprefix("-").replace(",", "")
    kind = _kind(body)
    if kind is None or parse_number(text) != value:
        return None
    simple = _FRACTION.fullmatch(body) if kind == "fraction" else None
    parts = (int(simple[1]), int(simple[2])) if simple else None
    return Operand(value, text, kind, parts)


def _exact_operands(content: ArithmeticContent) -> list[Fraction]:
    if content.exact_operands:
        return [Fraction(e.numerator, e.denominator) for e in content.exact_operands]
    plain = [content.operand1, content.operand2]
    return [Fraction(v) if isinstance(v, int) else Fraction(Decimal(repr(v))) for v in plain]


def read_problem(content: ArithmeticContent, answer: ExactAnswer) -> Problem | None:
    """The item's problem, or None when it is not one the computed mistakes can be sure of."""
    if content.operand3 is not None or content.missing_operand not in (None, "result"):
        return None
    values = _exact_operands(content)
    if len(values) != 2:
        return None
    displays: list[str | None] = list(content.operand_displays or [None, None])
    if len(displays) != 2:
        return None
    x, y = (_operand(v, d) for v, d in zip(values, displays, strict=True))
    if x is None or y is None:
        return None
    if content.operator == "÷" and y.value == 0:
        return None
    right = {
        "+": x.value + y.value,
        "-": x.value - y.value,
        "×": x.value * y.value,
        "÷": x.value / y.value if y.value else Fraction(0),
    }[content.operator]
    if parse_number(answer.value) != right:
        return None
    shown = answer.value if isinstance(answer.value, str) else show(right, as_decimal=True)
    return Problem(x, y, content.operator, right, shown)
