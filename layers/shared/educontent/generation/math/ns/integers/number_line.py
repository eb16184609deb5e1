"""Signed numbers on a number line (6.NS.C.5, 6.NS.C.6a, 6.NS.C.6c): which integer stands for an
amount in a situation (above or below, gain or loss), opposites (and the opposite of the
opposite), and the number at a point."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import person, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.math.ns.integers.values import (
    floor,
    line_for,
    number_line_svg,
    rational,
    show,
    signed_question,
)
from educontent.generation.numbers.rationals import digits

F = Fraction


def represent(rng: random.Random, lvl: int) -> MathQuestion:
    context = pick(rng, load_bank("math", "ns-integers")["contexts"])
    pos, negw, unit = context["positive"], context["negative"], context["unit"]
    top = (20, 60, 500)[lvl]
    a, b = rng.randint(2, top), rng.randint(2, top)
    while a == b:
        b = rng.randint(2, top)
    who = person(rng).name
    stem = f"{context['positiveSentence'].format(a=a, name=who)} {context['negativeSentence'].format(b=b, name=who)}"
    target = pick(rng, (pos, negw))
    described = context["positiveTarget"] if target == pos else context["negativeTarget"]
    value = a if target == pos else -b
    other = -b if target == pos else a
    answer = str(value)
    cands = [
        (
            str(-value),
            "used-the-wrong-sign",
            f"{'Above, up, gains and deposits' if value > 0 else 'Below, down, losses and withdrawals'} are {'positive' if value > 0 else 'negative'}.",
        ),
        (str(other), "used-the-other-amount", "This number goes with the other part of the story."),
        (str(-other), "used-the-other-amount-and-sign", "This is the other amount with the wrong sign."),
        (
            "0",
            "used-the-reference-point",
            f"0 is the starting point (no change); this amount is {abs(value)} {unit} away from it.",
        ),
    ]
    return question(
        prompt=f"{stem} Which integer represents {described}?",
        fill=f"{stem} The integer for {described} is ___.",
        answer=answer,
        explanation=(
            f"{described.capitalize()} is {abs(value)} {unit} {'above or more than' if value > 0 else 'below or less than'} 0, "
            f"so it is {'positive' if value > 0 else 'negative'}: {answer}. Zero stands for the starting point (sea level, no change, or 0 degrees)."
        ),
        wrong=wrongs(answer, cands, signed=True),
        task="represent",
        magnitude=digits(a, b),
        representation="text",
        key=f"represent:{pos}:{a}:{b}:{target}",
        standard="6.NS.C.5",
    )


def _opposite_texts(n: Fraction, kind: str) -> tuple[Fraction, str, str, str, list[tuple[str, str, str]]]:
    """The value asked for, the prompt, the fill-in sentence, the explanation and the first wrong answer."""
    if kind == "double":
        shown = f"-({show(n)})" if n < 0 else f"-(-{show(n)})"
        value = -n if n < 0 else n
        explain = f"The opposite of the opposite of a number is the number itself. {shown} = {show(value)}."
        cands = [
            (
                show(-value),
                "kept-one-negative-sign",
                "Two negative signs undo each other: the opposite of the opposite is the number itself.",
            ),
        ]
        return value, f"What is the value of {shown}?", f"{shown} = ___", explain, cands
    value = -n
    explain = f"Opposites are the same distance from 0 on opposite sides. {show(n)} is {show(abs(n))} from 0, so its opposite is {show(value)}."
    cands = [(show(n), "kept-the-same-number", "The opposite is on the other side of 0.")]
    return value, f"What is the opposite of {show(n)}?", f"The opposite of {show(n)} is ___.", explain, cands


def opposite(rng: random.Random, lvl: int) -> MathQuestion:
    n = rational(rng, lvl, top=(10, 20, 10)[lvl])
    kind = pick(rng, ("plain", "double")) if lvl else "plain"
    value, prompt, fill, explain, cands = _opposite_texts(n, kind)
    cands += [
        (
            show(1 / n) if n.numerator in (1, -1) or n.denominator == 1 else "",
            "used-the-reciprocal",
            "The opposite changes the sign; it does not flip the number over.",
        ),
        ("0", "thought-the-opposite-is-zero", "Only 0 is its own opposite."),
        (show(value + 1), "counted-one-tick-too-far", "Count the distance from 0 carefully."),
    ]
    svg = number_line_svg([(n, "A")], "A number line", "A number line with point A marked.")
    ask = (
        "Point A is marked on the number line. What is the opposite of "
        + ("the opposite of " if kind == "double" and n > 0 else "")
        + "the number at point A?"
    )
    return signed_question(
        value,
        cands,
        prompt=prompt,
        fill=fill,
        explanation=explain,
        diagram=DiagramForm("number-line", svg, question=ask),
        task="identify",
        magnitude=digits(n),
        key=f"opposite:{n}:{kind}",
        standard="6.NS.C.6a",
    )


def locate(rng: random.Random, lvl: int) -> MathQuestion:
    v = rational(rng, lvl, top=(8, 6, 4)[lvl])
    svg = number_line_svg(
        [(v, "A")], "A number line", "A number line with labelled tick marks and point A marked."
    )
    step = line_for([v])[2]
    ask = "What number is at point A?"
    answer = show(v)
    count = "Count the tick marks from a labelled number carefully."
    cands = [
        (show(-v), "ignored-the-sign", "Numbers left of 0 are negative; numbers right of 0 are positive."),
        (show(v + step), "counted-one-tick-too-far", count),
        (show(v - step), "counted-one-tick-too-few", count),
        (
            show(v + 1) if step != 1 else "",
            "miscounted-the-whole-numbers",
            "Find the whole numbers on each side of A first.",
        ),
    ]
    return signed_question(
        v,
        cands,
        prompt=ask,
        fill="Point A is at ___.",
        explanation=(
            f"Each tick mark is {show(step)}. "
            + (
                f"Point A is {abs(v)} tick{'s' if abs(v) != 1 else ''} {'left' if v < 0 else 'right'} of 0, so it is at {answer}."
                if step == 1
                else f"Point A is {(v - floor(v)) / step} tick{'s' if v - floor(v) != step else ''} to the right of {floor(v)}, so it is at {answer}."
            )
        ),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="represent",
        magnitude=digits(v),
        key=f"locate:{v}",
        standard="6.NS.C.6c",
    )
