"""Word problems that join or take away fractions (and, on harder items, mixed numbers) referring to
the same whole; stories come from ``catalog_data/content/math/nf-like-denominators.json``."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.people import roster
from educontent.generation.numbers.fractions import frac, mixed_over
from educontent.generation.numbers.fractions import mixed_parts as mx

M = Misconception


def _part_story(
    rng: random.Random, kind: str, template: str, names: tuple[str, str], b: int
) -> tuple[str, Fraction, str, str, list[Misconception]]:
    """(text, value, answer, explanation, wrong answers) for a story about parts of one whole."""
    if kind == "sub":
        a = rng.randint(2, b)
        c = rng.randint(1, a - 1)
        value = Fraction(a - c, b)
    else:
        a = rng.randint(1, b - 2)
        c = rng.randint(1, b - a - (1 if kind == "left" else 0))
        value = Fraction(a + c, b) if kind == "add" else Fraction(b - a - c, b)
    text = template.format(n1=names[0], n2=names[1], a=a, b=b, c=c)
    answer = frac(value.numerator * (b // value.denominator), b)
    if kind == "add":
        explain = f"Join the parts: {a}/{b} + {c}/{b} = {a + c}/{b}."
        cands = [
            M(
                frac(a + c, 2 * b),
                "added-the-denominators",
                "The slices are the same size, so the denominator stays.",
            ),
            M(frac(abs(a - c), b), "subtracted-instead-of-added", "'In all' means join the parts."),
            M(frac(a + c + 1, b), "counting-slip", "Count the parts again."),
        ]
    elif kind == "sub":
        explain = f"Take away the part cut off: {a}/{b} − {c}/{b} = {a - c}/{b}."
        cands = [
            M(frac(a + c, b), "added-instead-of-subtracted", "Cutting off takes away."),
            M(frac(c, b), "gave-the-part-taken-away", "This is the part cut off, not the part left."),
            M(frac(a - c + 1, b), "counting-slip", "Count the parts again."),
        ]
    else:
        explain = f"Planted: {a}/{b} + {c}/{b} = {a + c}/{b}. The whole garden is {b}/{b}, so {b}/{b} − {a + c}/{b} = {b - a - c}/{b} is not planted."
        cands = [
            M(frac(a + c, b), "found-the-planted-part", "This is the part that is planted."),
            M(frac(a + c, 2 * b), "added-the-denominators", "The denominator stays the same."),
            M(frac(b - a - c + 1, b), "counting-slip", "Count the parts again."),
        ]
    return text, value, answer, explain, cands


def _mixed_story(
    rng: random.Random, kind: str, template: str, names: tuple[str, str], b: int
) -> tuple[str, Fraction, str, str, list[Misconception]]:
    """(text, value, answer, explanation, wrong answers) for a story with two mixed numbers."""
    add = kind == "mixed-add"
    w1, w2 = rng.randint(1, 5), rng.randint(1, 4)
    r1, r2 = rng.randint(1, b - 1), rng.randint(1, b - 1)
    if not add and w1 <= w2:
        w1, w2 = w2 + 1, w1
    x, y = Fraction(w1 * b + r1, b), Fraction(w2 * b + r2, b)
    value = x + y if add else x - y
    text = template.format(n1=names[0], x=mx(w1, r1, b), y=mx(w2, r2, b))
    answer = mixed_over(value, b)
    explain = f"{mx(w1, r1, b)} {'+' if add else '−'} {mx(w2, r2, b)} = {answer}. Work with the wholes and the fraction parts, regrouping when needed."
    cands = [
        M(
            mixed_over(x - y if add else x + y, b),
            "used-the-wrong-operation",
            "Read again whether to join or take away.",
        ),
        M(
            mx(w1 + w2 if add else w1 - w2, abs(r1 + r2 if add else r1 - r2), 2 * b if add else b),
            "fraction-part-slip",
            "Keep the same denominator and regroup wholes when needed.",
        ),
        M(mixed_over(value + Fraction(1, b), b), "counting-slip", "Count the parts again."),
    ]
    return text, value, answer, explain, cands


def story(rng: random.Random, mode: str, b: int, rank: int) -> MathQuestion:
    stories = load_bank("math", "nf-like-denominators")["stories"]
    chosen = pick(rng, stories if rank else stories[:3])
    kind, template = chosen["kind"], chosen["template"]
    names = pick_two(rng, roster("roster-2"))
    build = _part_story if kind in ("add", "sub", "left") else _mixed_story
    text, value, answer, explain, cands = build(rng, kind, template, names, b)
    cands += [
        M(mixed_over(value + 1, b), "whole-number-slip", "Check the whole numbers."),
        M(frac(value.numerator * (b // value.denominator) + 2, b), "counting-slip", "Count the parts again."),
    ]
    features = Features("word-problem", 2, len(str(b)), "text")
    asked = Asked(text, answer, explain, cands, f"{text} Answer: ___", f"fst:{text}")
    return asked.fraction(value, features=features, instructions="Read the problem and solve.")
