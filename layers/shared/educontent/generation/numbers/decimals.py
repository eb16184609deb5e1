"""Decimals, money and measures as a grade 3-5 worksheet writes them: fractions as mixed numbers,
decimals with thousands commas, powers of ten with superscripts, dollars and cents, decimals in
words and in expanded form, and the exact value of a written expression."""

from __future__ import annotations

import operator
from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache

from educontent.generation.kit.grammar import noun_for
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.words import number_words, place_word

SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@lru_cache(maxsize=4096)
def _mixed(value: Fraction) -> str:
    return fmt(value, mixed=True)


def mixed(value: Fraction | int) -> str:
    """A fraction as a child writes it: ``3/4``, ``2 1/2``, ``5``."""
    return _mixed(value if isinstance(value, Fraction) else Fraction(value))


def parse_mixed(text: str) -> Fraction:
    """``3/4``, ``2 1/2`` or ``5`` back to a Fraction."""
    parts = text.split()
    if len(parts) == 2:
        return Fraction(int(parts[0])) + Fraction(parts[1])
    return Fraction(text)


def dec(value: Fraction | int) -> str:
    """A terminating value as a decimal: ``0.25``, ``3``."""
    return fmt_decimal(Fraction(value))


def commas(n: int) -> str:
    """A whole number with thousands commas: ``12,345``."""
    return f"{n:,}"


def power_of_ten(k: int) -> str:
    """``10`` with the exponent ``k`` as a superscript: ``10³``."""
    return f"10{str(k).translate(SUPERSCRIPT)}"


def money(cents: int) -> str:
    """An amount in cents as dollars: ``$3.05``."""
    return f"${cents // 100}.{cents % 100:02d}"


def measure(value: Fraction | int, metric: bool) -> str:
    """A measurement: whole numbers (commas from 10,000), metric parts as decimals, customary parts
    as fractions."""
    value = Fraction(value)
    if value.denominator == 1:
        return f"{value.numerator:,}" if value >= 10000 else str(value.numerator)
    return fmt_decimal(value) if metric else mixed(value)


def show_decimal(value: Decimal, places: int) -> str:
    """``value`` with ``places`` decimal places and thousands commas in the whole part."""
    text = f"{value:.{max(places, 0)}f}"
    whole, _, frac = text.partition(".")
    whole = f"{int(whole):,}"
    return whole + ("." + frac if frac else "")


def decimal_words(whole: int, frac: int, places: int) -> str:
    """A decimal in words: ``forty-two and seven hundredths`` (``frac`` counts units of the last place)."""
    part = f"{number_words(frac)} {noun_for(frac, place_word(places))}"
    return part if whole == 0 else f"{number_words(whole)} and {part}"


def place_term(digit: int, exponent: int) -> str:
    """One term of an expanded form: ``4 × 100`` or ``7 × (1/100)``."""
    if exponent >= 0:
        return f"{digit} × {10**exponent:,}".replace(",", "")
    return f"{digit} × (1/{10 ** (-exponent)})"


_OPERATIONS: dict[str, Callable[[Fraction, Fraction], Fraction]] = {
    "×": operator.mul,
    "÷": operator.truediv,
    "+": operator.add,
    "-": operator.sub,
}


def exact_value(expr: str) -> Fraction:
    """Evaluate +, -, ×, ÷ with grouping symbols exactly (a tiny recursive-descent parser)."""
    text = expr.replace("[", "(").replace("]", ")").replace("{", "(").replace("}", ")").replace(",", "")
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    pos = 0

    def atom() -> Fraction:
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok == "(":
            v = total()
            pos += 1
            return v
        return Fraction(tok)

    def chain(operand: Callable[[], Fraction], ops: tuple[str, str]) -> Fraction:
        """Operands joined left to right by the two operators of one precedence level."""
        nonlocal pos
        v = operand()
        while pos < len(tokens) and tokens[pos] in ops:
            op = tokens[pos]
            pos += 1
            v = _OPERATIONS[op](v, operand())
        return v

    def term() -> Fraction:
        return chain(atom, ("×", "÷"))

    def total() -> Fraction:
        return chain(term, ("+", "-"))

    return total()
