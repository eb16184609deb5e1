"""Computed arithmetic mistakes that need no written fractions or columns: the wrong operation,
the numbers in the wrong order, the wrong sign, one too many or too few, a digit in the wrong place.

Each function takes the problem and gives its wrong answers with their misconception ids and a
teacher's explanation (``arithmetic_mistakes`` puts them together).
"""

from __future__ import annotations

from fractions import Fraction

from educontent.answers.arithmetic_operands import Mistake, Problem
from educontent.answers.mistake_values import show as show_number


def operation_slips(p: Problem) -> list[Mistake]:
    """The wrong operation, and the numbers taken in the wrong order."""
    x, y, show = p.x, p.y, p.show
    if p.op == "+":
        if p.signed:
            way = "right" if y.value > 0 else "left"
            return [
                (
                    x.value - y.value,
                    "subtracted-instead-of-added",
                    f"You subtracted {y.shown} instead of adding it. Start at {x.shown} and move "
                    f"{show(abs(y.value))} to the {way}: {p.sum_text()}.",
                )
            ]
        big, small = (x, y) if x.value >= y.value else (y, x)
        out = [
            (
                big.value - small.value,
                "subtracted-instead-of-added",
                f"You subtracted: {big.shown} - {small.shown} = {show(big.value - small.value)}. The sign is +, "
                f"so add: {p.sum_text()}.",
            )
        ]
        if p.wholes:
            out.append(
                (
                    x.value * y.value,
                    "multiplied-instead-of-added",
                    f"You multiplied: {x.shown} × {y.shown} = {show(x.value * y.value)}. The sign is +, so "
                    f"add: {p.sum_text()}.",
                )
            )
        return out
    if p.op == "-":
        reversed_order = (
            y.value - x.value,
            "subtracted-in-the-wrong-order",
            f"You worked out {y.shown} - {x.written}. Keep the order, first number minus second: {p.sum_text()}.",
        )
        if p.signed:
            opposite = show(-y.value)
            opposite = f"({opposite})" if y.value > 0 else opposite
            return [
                (
                    x.value + y.value,
                    "did-not-add-the-opposite",
                    f"Subtracting {y.shown} is adding its opposite: {x.shown} - {y.written} = "
                    f"{x.shown} + {opposite} = {p.right_shown}.",
                ),
                reversed_order,
            ]
        return [
            (
                x.value + y.value,
                "added-instead-of-subtracted",
                f"You added: {x.shown} + {y.shown} = {show(x.value + y.value)}. The sign is -, so take "
                f"{y.shown} away from {x.shown}: {p.sum_text()}.",
            ),
            reversed_order,
        ]
    if p.op == "×":
        return [
            (
                x.value + y.value,
                "added-instead-of-multiplied",
                f"You added: {x.shown} + {y.written} = {show(x.value + y.value)}. The sign × means "
                f"multiply: {p.sum_text()}.",
            )
        ]
    out = []
    if not p.fractions:
        out.append(
            (
                x.value * y.value,
                "multiplied-instead-of-divided",
                f"You multiplied: {x.shown} × {y.written} = {show(x.value * y.value)}. The sign ÷ means "
                f"divide: {p.sum_text()}. Check: {p.right_shown} × {y.written} = {x.shown}.",
            )
        )
        if p.wholes and x.value > y.value:
            out.append(
                (
                    x.value - y.value,
                    "subtracted-instead-of-divided",
                    f"You subtracted: {x.shown} - {y.shown} = {show(x.value - y.value)}. The sign ÷ means "
                    f"divide: {p.sum_text()}.",
                )
            )
    if x.value:
        out.append(
            (
                y.value / x.value,
                "divided-in-the-wrong-order",
                f"You divided {y.shown} by {x.shown}. Keep the order, first number divided by the "
                f"second: {p.sum_text()}.",
            )
        )
    return out


_NOUNS = {"+": "sum", "-": "difference", "×": "product", "÷": "quotient"}


def sign_slips(p: Problem) -> list[Mistake]:
    """The right size with the wrong sign, when negative numbers are involved."""
    if not p.signed or not p.right:
        return []
    noun = _NOUNS[p.op]
    x, y = p.x, p.y
    if p.op in "×÷":
        same = (x.value < 0) == (y.value < 0)
        rule = f"The signs are {'the same' if same else 'different'}, so the {noun} is "
        rule += "positive" if p.right > 0 else "negative"
    elif p.op == "+" and (x.value < 0) == (y.value < 0):
        rule = "Both numbers are negative, so the sum is negative"
    elif p.op == "+":
        far = x if abs(x.value) > abs(y.value) else y
        rule = f"The sum takes the sign of the number farther from 0, {far.shown}"
    else:
        rule = "Subtract by adding the opposite, and check on a number line"
    return [(-p.right, f"wrong-sign-on-the-{noun}", f"{rule}: {p.sum_text()}.")]


def size_slips(p: Problem) -> list[Mistake]:
    """One too many or too few, one group too many or too few, a digit in the wrong place."""
    x, y, show, out = p.x, p.y, p.show, []
    ints = p.right.denominator == 1 and x.kind == y.kind == "whole"
    if ints and p.op in "+-":
        for step, word in ((1, "more"), (-1, "less")):
            out.append(
                (
                    p.right + step,
                    "off-by-one",
                    f"{show(p.right + step)} is one {word} than the answer. Check your count: {p.sum_text()}.",
                )
            )
    if ints and p.op == "÷":
        for step in (1, -1):
            guess = p.right + step
            out.append(
                (
                    guess,
                    "off-by-one",
                    f"Check: {show(guess)} × {y.written} = {show(guess * y.value)}, not {x.shown}. "
                    f"{p.sum_text()}.",
                )
            )
    if p.op == "×" and p.wholes and 1 <= x.value <= 12 and 1 <= y.value <= 12:
        a, b = int(x.value), int(y.value)
        for one, other, shown in ((a, b, lambda k: f"{a} × {k}"), (b, a, lambda k: f"{k} × {b}")):
            for step, word, name in ((1, "many", "one-group-too-many"), (-1, "few", "one-group-too-few")):
                value = one * (other + step)
                out.append(
                    (
                        Fraction(value),
                        name,
                        f"{value} is {shown(other + step)}, one {one} too {word}: {p.sum_text()}.",
                    )
                )
    if p.fractions or not p.right:
        return out
    if not p.decimal and max(abs(x.value), abs(y.value), abs(p.right)) < 10:
        return out
    zeros = p.op in "×÷" and any(o.kind == "whole" and o.value and o.value % 10 == 0 for o in (x, y))
    for factor, word, many in ((10, "big", "many"), (Fraction(1, 10), "small", "few")):
        value = p.right * factor
        written = show_number(value, as_decimal=True)
        if p.decimal:
            name, why = "misplaced-the-decimal-point", _point_rule(p)
            say = f"The decimal point is in the wrong place: {written} is ten times too {word}. {why}"
        elif zeros and value.denominator == 1:
            name = f"one-zero-too-{many}"
            say = f"{written} has one zero too {many}. {_zero_rule(p)}"
        elif abs(p.right) >= 10:
            name = "place-value-slip"
            say = f"{written} is ten times too {word}: a digit is in the wrong place. {p.sum_text()}."
        else:
            continue
        out.append((value, name, say))
    return out


def _point_rule(p: Problem) -> str:
    if p.op == "×":
        total = p.x.places + p.y.places
        count = f"{total} decimal place{'s' if total != 1 else ''}"
        return f"Count the decimal places in the factors: {p.x.places} + {p.y.places} = {total}, so the product has {count}: {p.sum_text()}."
    if p.op == "÷":
        return f"{p.sum_text()}. Check: {p.right_shown} × {p.y.written} = {p.x.shown}."
    return f"Line up the decimal points: {p.sum_text()}."


def _zero_rule(p: Problem) -> str:
    if p.op == "×":
        return f"Multiply without the zeros, then write the zeros of both factors after the result: {p.sum_text()}."
    return f"{p.sum_text()}. Check: {p.right_shown} × {p.y.written} = {p.x.shown}."
