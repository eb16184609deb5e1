"""Place value of whole numbers to 1,000,000: the value of a digit, a digit worth ten times the
same digit one place to its right, expanded form, number names and comparing with >, = and <
(4.NBT.A.1, 4.NBT.A.2)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion, Misconception, render
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import non_negative, parse_value, wrong_answers
from educontent.generation.math.nbt._places import expanded, join, place_name
from educontent.generation.numbers.fractions import with_commas as c
from educontent.generation.numbers.words import number_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


def _distinct_number(
    rng: random.Random, digits: int, fixed: dict[int, int] | None = None, zeros: bool = False
) -> int:
    """A ``digits``-digit number with no repeated digit except zeros (when ``zeros``); ``fixed`` maps a
    place (0 = ones) to its digit."""
    fixed = fixed or {}
    pool = [d for d in range(10) if d not in fixed.values()]
    rng.shuffle(pool)
    out = []
    for place in range(digits - 1, -1, -1):
        if place in fixed:
            out.append(fixed[place])
            continue
        if zeros and place not in (digits - 1,) and rng.random() < 0.3:
            out.append(0)
            continue
        choice = next(d for d in pool if (d != 0 or place != digits - 1) and d not in out)
        pool.remove(choice)
        out.append(choice)
    return int("".join(map(str, out)))


def _sum_value(text: str) -> int:
    return sum(int(parse_value(x)) for x in text.split(" + "))


def _no_zeros(n: int) -> int:
    return int(str(n).replace("0", "") or "0")


def _digit_value(rng: random.Random, mode: str, k: int, rank: int) -> MathQuestion:
    n = _distinct_number(rng, k)
    place = rng.randint(1, k - 1)
    d = int(str(n)[k - 1 - place])
    value = d * 10**place
    wrongs = [
        M(str(d), "gave-the-digit-not-its-value", f"The digit is {d}, but its value depends on its place."),
        M(
            c(value * 10),
            "counted-one-place-too-many",
            "Count the places from the right: ones, tens, hundreds, ...",
        ),
        M(
            c(value // 10),
            "counted-one-place-too-few",
            "Count the places from the right: ones, tens, hundreds, ...",
        ),
    ]
    return MathQuestion(
        prompt=f"What is the value of the digit {d} in {c(n)}?",
        fill_text=f"In {c(n)}, the digit {d} has a value of ___.",
        answer_display=c(value),
        answer_value=value,
        explanation=f"The {d} is in the {place_name(place)} place, so its value is {d} × {c(10**place)} = {c(value)}.",
        misconceptions=wrong_answers(value, wrongs, non_negative),
        features=Features("identify", 1, k, "symbolic"),
    )


def _ten_times(rng: random.Random, mode: str, k: int, rank: int) -> MathQuestion:
    gap = 2 if rank == 2 and rng.random() < 0.5 else 1
    d = rng.randint(1, 9)
    low_place = rng.randint(0, k - 2 - (gap - 1))
    first = _distinct_number(rng, k, {low_place + gap: d})
    second = _distinct_number(rng, k - 1 if rng.random() < 0.5 and low_place < k - 2 else k, {low_place: d})
    ratio = 10**gap
    v1, v2 = d * 10 ** (low_place + gap), d * 10**low_place
    wrongs = [
        M("1", "same-digit-same-value", "The digit is the same, but its place is different."),
        M(str(ratio * 10), "counted-places-wrong", "Count how many places apart the digits are."),
        M(
            str(ratio // 10) if ratio > 10 else "100",
            "counted-places-wrong",
            "Count how many places apart the digits are.",
        ),
        M(c(v1 - v2), "found-the-difference", "This is how much more, not how many times as much."),
    ]
    return MathQuestion(
        prompt=f"The digit {d} is in both {c(first)} and {c(second)}. How many times as much is the {d} in {c(first)} worth as the {d} in {c(second)}?",
        fill_text=f"The {d} in {c(first)} is worth ___ times as much as the {d} in {c(second)}.",
        answer_display=str(ratio),
        answer_value=ratio,
        explanation=(
            f"In {c(first)} the {d} is worth {c(v1)}. In {c(second)} it is worth {c(v2)}. "
            f"Each place is worth ten times the place to its right: {c(v1)} ÷ {c(v2)} = {c(ratio)}."
        ),
        misconceptions=wrong_answers(ratio, wrongs, non_negative),
        features=Features("compare", 2, k, "symbolic"),
    )


def _expanded_form(rng: random.Random, mode: str, k: int, rank: int) -> MathQuestion:
    n = _distinct_number(rng, k, zeros=rank >= 1)
    parts = expanded(n)
    shown_parts = list(parts)
    if mode == "from-expanded" and rank == 2:
        rng.shuffle(shown_parts)
    written = join(shown_parts)
    if mode == "expanded":
        digits = [int(x) for x in str(n) if x != "0"]
        wrongs = [
            M(
                " + ".join(map(str, digits)),
                "wrote-digits-not-values",
                "Each digit must be written with its place value.",
            ),
            M(
                join([d * 10 ** (len(digits) - 1 - i) for i, d in enumerate(digits)]),
                "ignored-the-zero-places",
                "A 0 still holds its place.",
            ),
            M(join([x * 10 for x in parts]), "shifted-every-place", "Each value is ten times too big."),
            M(
                join([*parts[:-1], parts[-1] * 10]),
                "misplaced-the-last-digit",
                "Check the value of the last digit.",
            ),
        ]
        return MathQuestion(
            prompt=f"Which shows {c(n)} in expanded form?",
            fill_text=f"{c(n)} in expanded form is ___.",
            answer_display=written,
            answer_value=written,
            explanation=f"Write the value of each digit that is not 0: {written}.",
            misconceptions=wrong_answers(n, wrongs, _sum_value),
            features=Features("represent", 1, k, "symbolic"),
        )
    s = str(n)
    swapped = int(s[:-2] + s[-1] + s[-2]) if s[-1] != s[-2] else n * 10
    wrongs = [
        M(c(_no_zeros(n)), "left-out-zero-placeholders", "Places with no value still need a 0."),
        M(c(n * 10), "added-an-extra-zero", "Check the largest place value."),
        M(c(swapped), "mixed-up-two-places", "Check the tens and ones."),
        M(c(n + 10 ** (k - 2)), "place-slip", "Check each place value."),
    ]
    return MathQuestion(
        prompt=f"What number is {written}?",
        fill_text=f"{written} = ___",
        answer_display=c(n),
        answer_value=n,
        explanation=f"Add the place values: {join(parts)} = {c(n)}. Write 0 in any place with no value.",
        misconceptions=wrong_answers(n, wrongs, non_negative),
        features=Features("represent", 2, k, "symbolic"),
    )


def _misreadings(n: int) -> list[tuple[int, str, str]]:
    """Numbers a child might write for ``n``'s name, each with its misconception and reason."""
    thousands, rest = divmod(n, 1000)
    s = str(n)
    alternatives = [
        (_no_zeros(n), "left-out-zero-placeholders", "Places with no value still need a 0."),
        (
            thousands * 10000 + rest if rest < 1000 else n * 10,
            "wrote-thousands-in-the-wrong-place",
            "The thousands end three places from the right.",
        ),
        (
            int(s[:-2] + s[-1] + s[-2]) if s[-1] != s[-2] else n + 10,
            "mixed-up-two-places",
            "Check the tens and ones.",
        ),
        (
            thousands * 1000 + (rest // 10 if rest >= 10 else rest * 10),
            "dropped-a-place",
            "Check the hundreds, tens and ones.",
        ),
    ]
    return [(x, name, reason) for x, name, reason in alternatives if x != n and x > 0]


def _number_names(rng: random.Random, mode: str, k: int, rank: int) -> MathQuestion:
    n = _distinct_number(rng, k, zeros=True)
    alternatives = _misreadings(n)
    explain = f"Read the thousands first, then the rest: {c(n)} is {number_words(n)}."
    if mode == "from-words":
        wrongs = [M(c(x), name, reason) for x, name, reason in alternatives]
        return MathQuestion(
            prompt=f"Which number is {number_words(n)}?",
            fill_text=f"In digits, {number_words(n)} is ___.",
            answer_display=c(n),
            answer_value=n,
            explanation=explain,
            misconceptions=wrong_answers(n, wrongs, non_negative),
            features=Features("represent", 1, k, "symbolic"),
        )
    seen: set[int] = set()
    wrongs_list = []
    for x, name, reason in alternatives:
        if x not in seen:
            seen.add(x)
            wrongs_list.append(M(number_words(x), name, reason))
    return MathQuestion(
        prompt=f"How is {c(n)} written in words?",
        fill_text=f"{c(n)} in words is ___.",
        answer_display=number_words(n),
        answer_value=number_words(n),
        explanation=explain,
        misconceptions=tuple(wrongs_list),
        features=Features("represent", 1, k, "symbolic"),
    )


def _compare(rng: random.Random, mode: str, k: int, rank: int) -> MathQuestion:
    a = _distinct_number(rng, k, zeros=True)
    form = rng.randrange(10)
    s = str(a)
    if form == 0:
        b = a
    elif form <= 2 and rank == 0:
        b = _distinct_number(rng, k - 1)
    else:
        pos = rng.randint(1 if rank < 2 else 0, k - 1)
        digit = int(s[pos])
        new = pick(rng, [x for x in range(10) if x != digit and (x or pos)])
        b = int(s[:pos] + str(new) + s[pos + 1 :])
    if rng.random() < 0.5:
        a, b = b, a
    symbol = "=" if a == b else (">" if a > b else "<")
    reasons = {
        ">": "Compare from the greatest place, not the last digits.",
        "<": "Compare from the greatest place, not the last digits.",
        "=": "The numbers are not the same in every place.",
    }
    return MathQuestion(
        prompt=f"Which symbol makes this true? {c(a)} ___ {c(b)}",
        fill_text=f"{c(a)} ___ {c(b)}",
        answer_display=symbol,
        answer_value=symbol,
        explanation=_compare_explanation(a, b, symbol),
        misconceptions=tuple(
            M(x, "compared-the-wrong-digits" if x != "=" else "thought-the-numbers-were-equal", reasons[x])
            for x in (">", "<", "=")
            if x != symbol
        ),
        features=Features("compare", 1, k, "symbolic"),
    )


def _compare_explanation(a: int, b: int, symbol: str) -> str:
    if a == b:
        return f"Every digit is the same in each place, so {c(a)} = {c(b)}."
    if len(str(a)) != len(str(b)):
        return f"The number with more digits is greater, so {c(a)} {symbol} {c(b)}."
    i = next(i for i, (x, y) in enumerate(zip(str(a), str(b), strict=True)) if x != y)
    return (
        f"Compare the digits from the left. The first place that is different is the {place_name(len(str(a)) - 1 - i)} place: "
        f"{str(a)[i]} {'>' if str(a)[i] > str(b)[i] else '<'} {str(b)[i]}. So {c(a)} {symbol} {c(b)}."
    )


_BUILDERS: dict[str, Callable[[random.Random, str, int, int], MathQuestion]] = {
    "digit-value": _digit_value,
    "ten-times": _ten_times,
    "expanded": _expanded_form,
    "from-expanded": _expanded_form,
    "from-words": _number_names,
    "to-words": _number_names,
    "compare": _compare,
}


class PlaceValueParams(many_of(_BUILDERS)):
    """Which place value questions to ask (the keys of ``_BUILDERS``)."""


_BANDS = "the number of digits: easy 4, medium 5, hard 6; past easy some digits are 0, and hard items may compare places two apart or list expanded parts out of order"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA}, params=PlaceValueParams, levels=Levels("size", _BANDS))
def place_value(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    k = (4, 5, 6)[rank]
    asked = _BUILDERS[mode](rng, mode, k, rank)
    q = replace(
        asked,
        answer_format="number" if isinstance(asked.answer_value, int) else "text",
        key=f"pv:{mode}:{asked.prompt}",
        instructions="Use place value.",
    )
    return render(q, ctx.content_type, rng)
