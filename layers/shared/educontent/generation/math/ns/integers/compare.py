"""Comparing signed numbers (6.NS.C.7): <, > or =, ordering temperatures from least to greatest,
absolute value as a distance from 0, and telling order apart from absolute value."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.core.catalog_records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import yes_no_statement
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import MathQuestion, TableForm
from educontent.generation.kit.types import TF
from educontent.generation.math.ns.integers.values import rational, show, signed_question, text_question
from educontent.generation.numbers.rationals import digits
from educontent.generation.registry import Draft

F = Fraction
Candidates = list[tuple[str, str, str]]


def compare(rng: random.Random, lvl: int) -> MathQuestion:
    a = rational(rng, lvl)
    b = rational(rng, lvl)
    while a == b or (rng.random() < 0.6 and (a > 0) == (b > 0) and a > 0):
        b = rational(rng, lvl)
    symbol = "<" if a < b else ">"
    answer = symbol
    flipped = ">" if symbol == "<" else "<"
    cands = [
        (
            flipped,
            "compared-without-signs" if (abs(a) < abs(b)) != (a < b) else "reversed-the-symbol",
            "On a number line, the number farther left is less, even when it looks bigger without its sign."
            if (abs(a) < abs(b)) != (a < b)
            else "The symbol opens toward the greater number.",
        ),
        (
            "=",
            "thought-they-were-equal",
            f"{show(a)} and {show(b)} are at different places on the number line.",
        ),
    ]
    return text_question(
        answer,
        cands,
        prompt=f"Which symbol makes this true: {show(a)} ___ {show(b)}? Choose <, > or =.",
        fill=f"{show(a)} ___ {show(b)}",
        explanation=f"On a number line, {show(min(a, b))} is to the left of {show(max(a, b))}, so {show(a)} {symbol} {show(b)}.",
        task="compare",
        magnitude=digits(a, b),
        key=f"compare:{a}:{b}",
        standard="6.NS.C.7a",
    )


def _values_to_order(rng: random.Random, lvl: int) -> list[Fraction]:
    """Four different signed values, some negative and some positive (maybe one 0), shuffled."""
    values: list[Fraction] = []
    while len(values) < 4:
        v = rational(rng, lvl, top=(12, 15, 10)[lvl])
        if v not in values and -v not in values:
            values.append(v)
    if all(v > 0 for v in values) or all(v < 0 for v in values):
        values[0] = -values[0]
    if rng.random() < 0.3:
        values[rng.randrange(4)] = F(0)
        if all(v >= 0 for v in values) or all(v <= 0 for v in values):
            values = [-v if v == max(values, key=abs) else v for v in values]
    rng.shuffle(values)
    return values


def _listed(values: list[Fraction]) -> str:
    return ", ".join(show(v) for v in values)


def _order_wrongs(values: list[Fraction], ordered: list[Fraction]) -> Candidates:
    return [
        (
            _listed(sorted(values, key=abs)),
            "ordered-by-distance-from-zero",
            "Negative numbers farther from 0 are less, not greater.",
        ),
        (
            _listed(sorted(values, key=lambda v: (v >= 0, abs(v) if v < 0 else v))),
            "ordered-negatives-backwards",
            "Among negative numbers, the one farther from 0 is the least.",
        ),
        (
            _listed(list(reversed(ordered))),
            "ordered-greatest-to-least",
            "Least to greatest starts with the number farthest left on the number line.",
        ),
        (
            _listed(ordered[:1] + ordered[2:3] + ordered[1:2] + ordered[3:]),
            "swapped-two-numbers",
            f"{show(ordered[1])} is less than {show(ordered[2])}: it is farther left on the number line.",
        ),
        (
            _listed(sorted(values, key=lambda v: (v < 0, v))),
            "put-positive-numbers-first",
            "Negative numbers are less than 0 and less than every positive number.",
        ),
    ]


def order(rng: random.Random, lvl: int) -> MathQuestion:
    values = _values_to_order(rng, lvl)
    towns = load_bank("math", "ns-integers")["towns"]
    listed = ", ".join(show(v) for v in values[:-1]) + f" and {show(values[-1])}"
    ordered = sorted(values)
    answer = _listed(ordered)
    stem = f"The noon temperatures (in °F) in four towns were {listed}."
    return text_question(
        answer,
        _order_wrongs(values, ordered),
        prompt=f"{stem} Which list shows the temperatures from least to greatest?",
        fill=f"{stem} From least to greatest, they are ___.",
        explanation=f"Place the numbers on a number line. From left to right (least to greatest): {answer}. The coldest is {show(ordered[0])}°F.",
        table=TableForm(
            title="Noon temperatures",
            columns=("Town", "Temperature (°F)"),
            rows=tuple((t, show(v)) for t, v in zip(towns, values, strict=True)),
            question="List the temperatures from least to greatest, separated by commas.",
        ),
        task="compare",
        steps=2,
        magnitude=digits(*values),
        key=f"order:{values}",
        standard="6.NS.C.7b",
    )


def _absolute_texts(n: Fraction, kind: str) -> tuple[str, str]:
    if kind == "symbol":
        return f"What is |{show(n)}|?", f"|{show(n)}| = ___"
    if kind == "words":
        return f"What is the absolute value of {show(n)}?", f"The absolute value of {show(n)} is ___."
    who = "diver" if n < 0 else "bird"
    stem = f"A {who} is at an elevation of {show(n)} m."
    return (
        f"{stem} How many meters is the {who} from sea level?",
        f"{stem} The distance from the {who} to sea level, in meters, is ___.",
    )


def absolute(rng: random.Random, lvl: int) -> MathQuestion:
    n = rational(rng, lvl, top=(20, 50, 10)[lvl])
    if rng.random() < 0.7 and n > 0:
        n = -n
    kind = pick(rng, ("symbol", "words", "story"))
    value = abs(n)
    prompt, fill = _absolute_texts(n, kind)
    answer = show(value)
    cands = [
        (
            show(n) if n < 0 else show(-n),
            "kept-the-negative-sign" if n < 0 else "made-it-negative",
            "Absolute value is a distance, so it is never negative.",
        ),
        (
            show(-value) if n > 0 else "0",
            "thought-absolute-value-is-zero" if n < 0 else "changed-the-sign",
            "Absolute value is the distance from 0.",
        ),
        (show(value + 1), "counted-one-too-many", "Count the distance from 0 carefully."),
    ]
    return signed_question(
        value,
        cands,
        prompt=prompt,
        fill=fill,
        explanation=f"Absolute value is the distance from 0 on a number line. {show(n)} is {count_of(value, 'unit', answer)} from 0, so |{show(n)}| = {answer}.",
        task="identify",
        magnitude=digits(n),
        key=f"abs:{n}:{kind}",
        standard="6.NS.C.7c",
    )


def _pair(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction]:
    """A negative number and a number nearer to 0, in either order."""
    while True:
        a = -F(rng.randint(2, (12, 30, 60)[lvl]))
        b = pick(rng, (-F(rng.randint(1, int(-a) - 1)), F(rng.randint(1, int(-a) - 1))))
        if abs(a) > abs(b):
            break
    if rng.random() < 0.5:
        a, b = b, a  # either order; the statements below are built from the values
    return a, b


def _abs_wrongs(lo: Fraction, hi: Fraction, big: Fraction, small: Fraction, about_abs: bool) -> Candidates:
    false_order = f"{show(lo)} > {show(hi)}"
    false_abs = f"|{show(big)}| < |{show(small)}|"
    if about_abs:
        return [
            (
                false_order,
                "treated-order-like-absolute-value",
                f"{show(lo)} is farther left on the number line, so it is less, even though its absolute value is greater.",
            ),
            (
                false_abs,
                "treated-absolute-value-like-order",
                f"|{show(big)}| = {show(abs(big))} is the distance from 0, which is greater than {show(abs(small))}.",
            ),
            (
                f"{show(lo)} = {show(hi)}",
                "thought-equal-distances-mean-equal-numbers",
                "The numbers are different.",
            ),
        ]
    return [
        (
            false_order,
            "treated-order-like-absolute-value",
            f"{show(lo)} is farther left on the number line, so it is less.",
        ),
        (
            false_abs,
            "treated-absolute-value-like-order",
            f"Absolute value is distance from 0: |{show(big)}| = {show(abs(big))}.",
        ),
        (
            f"|{show(lo)}| = |{show(hi)}|" if abs(lo) != abs(hi) else "",
            "thought-the-distances-are-equal",
            "The numbers are different distances from 0.",
        ),
    ]


def abs_vs_order(rng: random.Random, lvl: int, content_type: ContentType) -> Draft | MathQuestion:
    a, b = _pair(rng, lvl)
    lo, hi = min(a, b), max(a, b)
    big, small = (a, b) if abs(a) > abs(b) else (b, a)
    true_order = f"{show(lo)} < {show(hi)}"
    true_abs = f"|{show(big)}| > |{show(small)}|"
    about_abs = rng.random() < 0.5
    answer = true_abs if about_abs else true_order
    q = text_question(
        answer,
        _abs_wrongs(lo, hi, big, small, about_abs),
        prompt=f"Which statement about {show(a)} and {show(b)} is true?",
        explanation=(
            f"Order: {show(lo)} is left of {show(hi)} on the number line, so {true_order}. "
            f"Absolute value: {show(big)} is {show(abs(big))} from 0 and {show(small)} is {show(abs(small))} from 0, so {true_abs}. "
            "A number can be less than another and still have a greater absolute value."
        ),
        task="compare",
        steps=2,
        magnitude=digits(a, b),
        key=f"absorder:{a}:{b}:{answer}",
        standard="6.NS.C.7d",
    )
    if content_type is TF:
        false_order = f"{show(lo)} > {show(hi)}"
        false_abs = f"|{show(big)}| < |{show(small)}|"
        statement = pick(rng, (true_order, true_abs, false_order, false_abs))
        fact = statement in (true_order, true_abs)
        return yes_no_statement(
            rng,
            q,
            fact=fact,
            affirm=f"This statement is true: {statement}",
            deny=f"This statement is false: {statement}",
        )
    return q
