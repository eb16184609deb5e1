"""Grade 5 comparing decimals to thousandths with >, = and <, and choosing the greatest of several
decimals (5.NBT.A.3b)."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.math_forms import AnswerFormat
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.decimals import dec
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _close_decimals(rng: random.Random, rank: int) -> tuple[Fraction, Fraction]:
    whole = rng.randint((0, 5, 21)[rank], (9, 20, 99)[rank])
    p1, p2 = rng.randint(1, 3), rng.randint(1, 3)
    a = Fraction(whole) + Fraction(rng.randint(1, 10**p1 - 1), 10**p1)
    b = Fraction(whole) + Fraction(rng.randint(1, 10**p2 - 1), 10**p2)
    if rng.random() < 0.15:
        b = a
    return a, b


def _symbol(ctx: GenerationContext) -> Asked:
    rng, rank = ctx.rng, ctx.level.rank
    a, b = _close_decimals(rng, rank)
    sa, sb = dec(a), dec(b)
    if a == b and rng.random() < 0.5:
        sb = sb + "0"  # 0.5 and 0.50
    answer = ">" if a > b else "<" if a < b else "="
    longer = ">" if len(sa) > len(sb) else "<"
    wrong = [
        mis(
            longer if longer != answer else ("=" if answer != "=" else ">"),
            "thought-more-digits-means-greater",
            "Compare place by place from the left, not by how many digits there are.",
        ),
        mis(
            "<" if answer == ">" else ">",
            "compared-the-wrong-way",
            "The symbol opens toward the greater number.",
        ),
        mis(
            "=" if answer != "=" else "<",
            "thought-they-are-equal",
            "Compare each place: tenths, then hundredths, then thousandths.",
        ),
    ]
    explanation = f"Line up the places: {sa} and {sb}. Compare from the left; the first place that differs decides. So {sa} {answer} {sb}."
    prompt = f"Which symbol makes this true: {sa} ___ {sb}? Choose >, < or =."
    return Asked(prompt, answer, explanation, wrong, f"{sa} ___ {sb}", f"cmp:{sa}:{sb}", magnitude=len(sa))


def _greatest(ctx: GenerationContext) -> Asked:
    rng, rank = ctx.rng, ctx.level.rank
    whole = rng.randint((0, 3, 11)[rank], (5, 20, 50)[rank])
    base = [Fraction(whole) + Fraction(rng.randint(1, 999), 1000) for _ in range(4)]
    # make one with fewer digits tempting
    base[1] = Fraction(whole) + Fraction(rng.randint(1, 9), 10)
    base[2] = Fraction(whole) + Fraction(rng.randint(10, 99), 100)
    vals = sorted(set(base))
    while len(vals) < 4:
        vals = sorted(set(vals) | {vals[-1] + Fraction(1, 1000)})
    rng.shuffle(vals)
    texts = [dec(v) for v in vals]
    best = max(vals)
    answer = dec(best)
    longest = max(texts, key=len)
    wrong = [
        mis(
            longest if longest != answer else dec(min(vals)),
            "thought-more-digits-means-greater",
            "More digits after the point does not make a decimal greater.",
        ),
        mis(dec(min(vals)), "chose-the-least", "That is the least number."),
    ]
    wrong += [
        mis(
            t, "compared-only-the-last-digits", "Compare the tenths first, then hundredths, then thousandths."
        )
        for t in texts
        if t != answer
    ]
    prompt = "Which number is the greatest: " + ", ".join(texts) + "?"
    explanation = f"Compare the tenths first, then hundredths, then thousandths. The greatest is {answer}."
    fill = "Of " + ", ".join(texts) + ", the greatest number is ___."
    return Asked(prompt, answer, explanation, wrong, fill, f"greatest:{texts}", magnitude=4)


# mode -> (builder, answer format)
_MODES: dict[str, tuple[Callable[[GenerationContext], Asked], AnswerFormat]] = {
    "symbol": (_symbol, "text"),
    "greatest": (_greatest, "number"),
}


class CompareParams(one_of(_MODES)):
    """Which comparison to ask (a key of ``_MODES``)."""


_BANDS = "the whole-number part the decimals share: easy 0-9, medium 5-20, hard 21-99 (greatest of four: easy 0-5, medium 3-20, hard 11-50); tenths, hundredths and thousandths at every level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=CompareParams, levels=Levels("size", _BANDS))
def compare_decimals(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    build, form = _MODES[p.mode]
    a = build(ctx)
    return finish(
        ctx, a.question(answer_format=form, features=features("compare", 2, a.magnitude, "symbolic"))
    )
