"""Grades 3-4 number and operations in base ten: rounding (and estimating with rounding),
multiplying by multiples of ten and by 10/100/1000, place value (digit values, ten times the place
to the right, expanded form, number names, comparing), multi-digit multiplication (standard
algorithm, area models, partial products, stories) and division with remainders (3.NBT, 4.NBT)."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators._g34_common import (
    NAMES,
    area_model,
    non_negative,
    parse_value,
    pick,
    ticks_line,
    wrong_answers,
)
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    render,
)
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception
MC, FB, TF, SA, AR, DG = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.ARITHMETIC,
    ContentType.DIAGRAM,
)
PLACE_WORDS = {10: "ten", 100: "hundred", 1000: "thousand", 10000: "ten thousand", 100000: "hundred thousand"}


def c(n: int) -> str:
    """A whole number with thousands commas (4.NBT style; 3-digit numbers are unchanged)."""
    return f"{n:,}"


def _round(n: int, p: int) -> int:
    return (n + p // 2) // p * p


# ---- rounding and estimating (3.NBT.A.1, 4.NBT.A.3, 3.OA.D.8, 4.OA.A.3) ------------------------


class RoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    places: list[Literal[10, 100, 1000, 10000, 100000]] = Field(min_length=1)
    min_value: int = Field(default=11, ge=1)
    max_value: int = Field(default=999, ge=11, le=999999)
    mode: Literal["round", "number-line", "estimate"] = "round"


@generator("math.g34.round", content_types={MC, FB, TF, SA, DG}, params=RoundParams)
def rounding(ctx: GenerationContext) -> Draft:
    p: RoundParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    place = pick(rng, [x for x in p.places if x < p.max_value] or p.places)
    word = PLACE_WORDS[place]
    low_n = max(p.min_value, place + 1)
    if p.mode == "estimate":
        return render(_estimate(rng, p, place, word, rank), ctx.content_type, rng)
    n = rng.randint(low_n, p.max_value)
    if p.mode == "number-line":
        k = rng.randint(1, 9)
        n = max(n // place * place, place) + k * place // 10
    elif rank == 2 and rng.random() < 0.5 and place >= 10:
        n = n // place * place + place // 2 + rng.randint(0, place // 2 - 1)
    if n % place == 0:
        n += max(1, place // 10)
    answer = _round(n, place)
    down = n // place * place
    up = down + place
    wrongs = [
        M(
            c(up if answer == down else down),
            "rounded-the-wrong-way",
            f"Look at the digit to the right of the {word}s place: 5 or more rounds up, less than 5 rounds down.",
        ),
        M(
            c(_round(n, place * 10)),
            "rounded-to-the-wrong-place",
            f"This is rounded to the nearest {PLACE_WORDS.get(place * 10, 'larger place')}.",
        ),
        M(
            c(_round(n, place // 10)) if place >= 100 else c(n - n % 10 + 10 if n % 10 else n + 1),
            "rounded-to-a-smaller-place",
            f"This is not rounded to the nearest {word}.",
        ),
        M(
            c(down + place // 2),
            "rounded-to-the-halfway-number",
            f"Rounding to the nearest {word} gives a multiple of {c(place)}.",
        ),
    ]
    digit = (n // (place // 10)) % 10 if place >= 10 else 0
    explain = (
        f"{c(n)} is between {c(down)} and {c(up)}. The digit to the right of the {word}s place is {digit}. "
        + (
            f"{digit} is 5 or more, so round up to {c(up)}."
            if digit >= 5
            else f"{digit} is less than 5, so round down to {c(down)}."
        )
    )
    diagram = None
    if p.mode == "number-line":
        mid = down + place // 2
        diagram = DiagramForm(
            "number-line",
            ticks_line(
                10,
                {0: c(down), 5: c(mid), 10: c(up)},
                [((n - down) // (place // 10), "A")],
                title=f"Number line from {c(down)} to {c(up)}",
                desc=f"A number line from {c(down)} to {c(up)} with a tick every {c(place // 10)}. Point A is at {c(n)}.",
            ),
        )
        prompt = (
            f"Point A is at {c(n)}. Is it closer to {c(down)} or {c(up)}? Round {c(n)} to the nearest {word}."
        )
    else:
        prompt = f"Round {c(n)} to the nearest {word}."
    q = MathQuestion(
        prompt=prompt,
        answer_display=c(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=f"{c(n)} rounded to the nearest {word} is ___.",
        diagram=diagram,
        features=Features(
            "compute", 2 if place >= 1000 else 1, len(str(n)), "visual" if diagram else "symbolic"
        ),
        key=f"rd:{n}:{place}",
        instructions="Round the number.",
    )
    return render(q, ctx.content_type, rng)


def _estimate(rng: random.Random, p: RoundParams, place: int, word: str, rank: int) -> MathQuestion:
    low = max(p.min_value, place + 1)
    a, b = rng.randint(low, p.max_value), rng.randint(low, p.max_value)
    op = "+" if rng.random() < 0.5 else "−"
    if op == "−" and a < b:
        a, b = b, a
    if op == "−" and _round(a, place) == _round(b, place):
        op = "+"
    ra, rb = _round(a, place), _round(b, place)
    answer = ra + rb if op == "+" else ra - rb
    exact = a + b if op == "+" else a - b
    wrongs = [
        M(
            c(exact),
            "found-the-exact-answer",
            "This is the exact answer, not the estimate from rounded numbers.",
        ),
        M(
            c(ra + b if op == "+" else ra - b),
            "rounded-only-one-number",
            "Round both numbers before adding or subtracting.",
        ),
        M(
            c(
                a // place * place + b // place * place
                if op == "+"
                else a // place * place - b // place * place
            ),
            "rounded-both-down",
            "Round each number to the closer multiple, not always down.",
        ),
        M(c(answer + place), "rounding-slip", "Check the rounding of each number."),
    ]
    text = f"{c(a)} {op} {c(b)}"
    return MathQuestion(
        prompt=f"Estimate {text} by rounding each number to the nearest {word}.",
        answer_display=c(answer),
        answer_value=answer,
        explanation=(
            f"{c(a)} rounds to {c(ra)} and {c(b)} rounds to {c(rb)}. Then {c(ra)} {op} {c(rb)} = {c(answer)}. "
            f"The exact answer {c(exact)} should be close to {c(answer)}, so use the estimate to check your work."
        ),
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=f"Round each number to the nearest {word}, then estimate: {text} is about ___.",
        features=Features("compute", 3, len(str(max(a, b))), "symbolic"),
        key=f"es:{a}:{op}:{b}:{place}",
        instructions="Estimate by rounding.",
    )


# ---- multiplying by multiples of ten and by 10, 100, 1000 (3.NBT.A.3, 4.NBT.A.1) ---------------


class TensParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["compute", "missing", "tens", "story", "power"]] = Field(min_length=1)


_TENS_STORIES = (
    "There are {a} boxes with {m} crayons in each box. How many crayons are there in all?",
    "A farmer plants {a} rows with {m} seeds in each row. How many seeds does the farmer plant?",
    "{name} reads {m} pages each week for {a} weeks. How many pages does {name} read?",
    "A bus trip costs {m} cents for each child. How many cents do {a} children pay?",
)


@generator("math.g34.times-tens", content_types={MC, FB, TF, SA, AR}, params=TensParams)
def times_tens(ctx: GenerationContext) -> Draft:
    p: TensParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    a = rng.randint(2, (5, 9, 9)[rank])
    t = rng.randint(1, 9)
    m = t * 10
    arith = None
    if mode == "power":
        power = pick(rng, (10, 100) if rank == 0 else (10, 100, 1000))
        n = rng.randint(2, (99, 999, 999)[rank])
        divide = rank >= 1 and rng.random() < 0.3
        if divide:
            big = n * power
            answer = n
            expr = f"{c(big)} ÷ {c(power)}"
            fill = f"{expr} = ___"
            explain = f"Dividing by {c(power)} moves each digit {len(str(power)) - 1} place(s) to the right: {c(big)} ÷ {c(power)} = {c(n)}."
            wrongs = [
                M(c(big * power), "multiplied-instead-of-divided", "Dividing makes the number smaller."),
                M(c(n * 10), "moved-one-place-too-few", "Count the zeros in the divisor."),
                M(
                    c(n // 10) if n >= 10 else c(n * 100),
                    "moved-one-place-too-many",
                    "Count the zeros in the divisor.",
                ),
            ]
            arith = ArithmeticForm(big, power, "÷", fill)
        else:
            answer = n * power
            expr = f"{c(n)} × {c(power)}"
            fill = f"{expr} = ___"
            explain = f"Multiplying by {c(power)} makes each digit worth {c(power)} times as much, so each digit moves {len(str(power)) - 1} place(s) to the left: {c(n)} × {c(power)} = {c(answer)}."
            wrongs = [
                M(c(answer // 10), "one-zero-too-few", f"{c(power)} has {len(str(power)) - 1} zero(s)."),
                M(c(answer * 10), "one-zero-too-many", f"{c(power)} has {len(str(power)) - 1} zero(s)."),
                M(c(n + power), "added-instead-of-multiplied", "This adds the numbers."),
            ]
            arith = ArithmeticForm(n, power, "×", fill)
        prompt = f"What is {expr}?"
        key = f"tp:{expr}"
    elif mode == "tens":
        answer = a * t
        prompt = f"{a} × {t} tens = how many tens?"
        fill = f"{a} × {t} tens = ___ tens"
        explain = f"{a} × {t} = {a * t}, so {a} × {t} tens = {a * t} tens. That is {a} × {m} = {a * m}."
        wrongs = [
            M(str(a * m), "gave-ones-not-tens", f"{a * m} is the number of ones; the answer is in tens."),
            M(str(a + t), "added-instead-of-multiplied", "This adds the numbers."),
            M(str(a * t + 1), "fact-slip", "Check the multiplication fact."),
        ]
        key = f"tt:{a}:{t}"
    else:
        answer = a * m
        if mode == "story":
            prompt = pick(rng, _TENS_STORIES).format(a=a, m=m, name=pick(rng, NAMES))
            fill = f"{prompt} {a} × {m} = ___"
        elif mode == "missing" and rng.random() < 0.5:
            answer = m
            fill = f"{a} × ___ = {a * m}"
            prompt = f"What number makes this true? {fill}"
            arith = ArithmeticForm(a, m, "×", fill, missing="operand2")
        elif mode == "missing":
            answer = a
            fill = f"___ × {m} = {a * m}"
            prompt = f"What number makes this true? {fill}"
            arith = ArithmeticForm(a, m, "×", fill, missing="operand1")
        else:
            x, y = (a, m) if rng.random() < 0.5 else (m, a)
            fill = f"{x} × {y} = ___"
            prompt = f"What is {x} × {y}?"
            arith = ArithmeticForm(x, y, "×", fill)
        explain = (
            f"{a} × {m} is {a} × {t} tens. {a} × {t} = {a * t}, so {a} × {t} tens = {a * t} tens = {a * m}."
        )
        if answer == a * m:
            wrongs = [
                M(str(a * t), "forgot-the-zero", f"{a} × {t} tens is {a * t} tens, which is {a * m}."),
                M(str(a * m * 10), "added-an-extra-zero", "There is only one zero to add."),
                M(str(a + m), "added-instead-of-multiplied", "This adds the numbers."),
            ]
        else:
            wrongs = [
                M(str(answer * 10), "added-an-extra-zero", "Check by multiplying."),
                M(
                    str(answer // 10) if answer >= 10 else str(answer * 100),
                    "dropped-a-zero",
                    "Check by multiplying.",
                ),
                M(str(answer + 1), "off-by-one", "Check by multiplying."),
            ]
        key = f"tc:{mode}:{prompt}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=c(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=fill,
        arithmetic=arith,
        features=Features(
            "word-problem" if mode == "story" else "compute",
            2,
            len(str(answer)),
            "text" if mode == "story" else "symbolic",
        ),
        key=key,
        instructions="Use place value to multiply.",
    )
    return render(q, ctx.content_type, rng)


# ---- place value: digits, expanded form, number names, comparing (4.NBT.A.1, 4.NBT.A.2) --------

_ONES = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def words(n: int) -> str:
    """Number name without 'and': 42,605 -> forty-two thousand, six hundred five."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return _ONES[n // 100] + " hundred" + (" " + words(n % 100) if n % 100 else "")
    rest = n % 1000
    return words(n // 1000) + " thousand" + (", " + words(rest) if rest else "")


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


def _expanded(n: int) -> list[int]:
    s = str(n)
    return [int(d) * 10 ** (len(s) - 1 - i) for i, d in enumerate(s) if d != "0"]


def _join(parts: list[int]) -> str:
    return " + ".join(c(x) for x in parts)


def _sum_value(text: str) -> int:
    return sum(int(parse_value(x)) for x in text.split(" + "))


def _no_zeros(n: int) -> int:
    return int(str(n).replace("0", "") or "0")


class PlaceValueParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal["digit-value", "ten-times", "expanded", "from-expanded", "from-words", "to-words", "compare"]
    ] = Field(min_length=1)


@generator("math.g34.place-value", content_types={MC, FB, TF, SA}, params=PlaceValueParams)
def place_value(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    k = (4, 5, 6)[rank]
    answer_value: object
    if mode == "digit-value":
        n = _distinct_number(rng, k)
        place = rng.randint(1, k - 1)
        d = int(str(n)[k - 1 - place])
        value = d * 10**place
        prompt = f"What is the value of the digit {d} in {c(n)}?"
        fill = f"In {c(n)}, the digit {d} has a value of ___."
        display, answer_value = c(value), value
        explain = f"The {d} is in the {_place_name(place)} place, so its value is {d} × {c(10**place)} = {c(value)}."
        wrongs = wrong_answers(
            value,
            [
                M(
                    str(d),
                    "gave-the-digit-not-its-value",
                    f"The digit is {d}, but its value depends on its place.",
                ),
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
            ],
            non_negative,
        )
        task, steps = "identify", 1
    elif mode == "ten-times":
        gap = 2 if rank == 2 and rng.random() < 0.5 else 1
        d = rng.randint(1, 9)
        low_place = rng.randint(0, k - 2 - (gap - 1))
        first = _distinct_number(rng, k, {low_place + gap: d})
        second = _distinct_number(
            rng, k - 1 if rng.random() < 0.5 and low_place < k - 2 else k, {low_place: d}
        )
        ratio = 10**gap
        prompt = f"The digit {d} is in both {c(first)} and {c(second)}. How many times as much is the {d} in {c(first)} worth as the {d} in {c(second)}?"
        fill = f"The {d} in {c(first)} is worth ___ times as much as the {d} in {c(second)}."
        display, answer_value = str(ratio), ratio
        v1, v2 = d * 10 ** (low_place + gap), d * 10**low_place
        explain = (
            f"In {c(first)} the {d} is worth {c(v1)}. In {c(second)} it is worth {c(v2)}. "
            f"Each place is worth ten times the place to its right: {c(v1)} ÷ {c(v2)} = {c(ratio)}."
        )
        wrongs = wrong_answers(
            ratio,
            [
                M("1", "same-digit-same-value", "The digit is the same, but its place is different."),
                M(str(ratio * 10), "counted-places-wrong", "Count how many places apart the digits are."),
                M(
                    str(ratio // 10) if ratio > 10 else "100",
                    "counted-places-wrong",
                    "Count how many places apart the digits are.",
                ),
                M(c(v1 - v2), "found-the-difference", "This is how much more, not how many times as much."),
            ],
            non_negative,
        )
        task, steps = "compare", 2
    elif mode in ("expanded", "from-expanded"):
        n = _distinct_number(rng, k, zeros=rank >= 1)
        parts = _expanded(n)
        shown_parts = list(parts)
        if mode == "from-expanded" and rank == 2:
            rng.shuffle(shown_parts)
        expanded = _join(shown_parts)
        digits = [int(x) for x in str(n) if x != "0"]
        if mode == "expanded":
            prompt = f"Which shows {c(n)} in expanded form?"
            fill = f"{c(n)} in expanded form is ___."
            display, answer_value = expanded, expanded
            explain = f"Write the value of each digit that is not 0: {expanded}."
            cands = [
                M(
                    " + ".join(map(str, digits)),
                    "wrote-digits-not-values",
                    "Each digit must be written with its place value.",
                ),
                M(
                    _join([d * 10 ** (len(digits) - 1 - i) for i, d in enumerate(digits)]),
                    "ignored-the-zero-places",
                    "A 0 still holds its place.",
                ),
                M(_join([x * 10 for x in parts]), "shifted-every-place", "Each value is ten times too big."),
                M(
                    _join([*parts[:-1], parts[-1] * 10]),
                    "misplaced-the-last-digit",
                    "Check the value of the last digit.",
                ),
            ]
            wrongs = wrong_answers(n, cands, _sum_value)
            task, steps = "represent", 1
        else:
            prompt = f"What number is {expanded}?"
            fill = f"{expanded} = ___"
            display, answer_value = c(n), n
            explain = f"Add the place values: {_join(parts)} = {c(n)}. Write 0 in any place with no value."
            s = str(n)
            swapped = int(s[:-2] + s[-1] + s[-2]) if s[-1] != s[-2] else n * 10
            wrongs = wrong_answers(
                n,
                [
                    M(c(_no_zeros(n)), "left-out-zero-placeholders", "Places with no value still need a 0."),
                    M(c(n * 10), "added-an-extra-zero", "Check the largest place value."),
                    M(c(swapped), "mixed-up-two-places", "Check the tens and ones."),
                    M(c(n + 10 ** (k - 2)), "place-slip", "Check each place value."),
                ],
                non_negative,
            )
            task, steps = "represent", 2
    elif mode in ("from-words", "to-words"):
        n = _distinct_number(rng, k, zeros=True)
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
        alternatives = [(x, name, reason) for x, name, reason in alternatives if x != n and x > 0]
        if mode == "from-words":
            prompt = f"Which number is {words(n)}?"
            fill = f"In digits, {words(n)} is ___."
            display, answer_value = c(n), n
            wrongs = wrong_answers(
                n, [M(c(x), name, reason) for x, name, reason in alternatives], non_negative
            )
        else:
            prompt = f"How is {c(n)} written in words?"
            fill = f"{c(n)} in words is ___."
            display, answer_value = words(n), words(n)
            seen: set[int] = set()
            wrongs_list = []
            for x, name, reason in alternatives:
                if x not in seen:
                    seen.add(x)
                    wrongs_list.append(M(words(x), name, reason))
            wrongs = tuple(wrongs_list)
        explain = f"Read the thousands first, then the rest: {c(n)} is {words(n)}."
        task, steps = "represent", 1
    else:
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
        prompt = f"Which symbol makes this true? {c(a)} ___ {c(b)}"
        fill = f"{c(a)} ___ {c(b)}"
        display, answer_value = symbol, symbol
        if a == b:
            explain = f"Every digit is the same in each place, so {c(a)} = {c(b)}."
        elif len(str(a)) != len(str(b)):
            explain = f"The number with more digits is greater, so {c(a)} {symbol} {c(b)}."
        else:
            i = next(i for i, (x, y) in enumerate(zip(str(a), str(b), strict=True)) if x != y)
            explain = (
                f"Compare the digits from the left. The first place that is different is the {_place_name(len(str(a)) - 1 - i)} place: "
                f"{str(a)[i]} {'>' if str(a)[i] > str(b)[i] else '<'} {str(b)[i]}. So {c(a)} {symbol} {c(b)}."
            )
        reasons = {
            ">": "Compare from the greatest place, not the last digits.",
            "<": "Compare from the greatest place, not the last digits.",
            "=": "The numbers are not the same in every place.",
        }
        wrongs = tuple(
            M(x, "compared-the-wrong-digits" if x != "=" else "thought-the-numbers-were-equal", reasons[x])
            for x in (">", "<", "=")
            if x != symbol
        )
        task, steps = "compare", 1
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        answer_value=answer_value,  # type: ignore[arg-type]
        explanation=explain,
        misconceptions=wrongs,
        fill_text=fill,
        answer_format="number" if isinstance(answer_value, int) else "text",
        features=Features(task, steps, k, "symbolic"),  # type: ignore[arg-type]
        key=f"pv:{mode}:{prompt}",
        instructions="Use place value.",
    )
    return render(q, ctx.content_type, rng)


def _place_name(place: int) -> str:
    return ("ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands")[place]


# ---- multi-digit multiplication (4.NBT.B.5) ----------------------------------------------------


class MultiplyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    shapes: list[Literal["2x1", "3x1", "4x1", "2x2"]] = Field(min_length=1)
    mode: Literal["compute", "area-model", "partial-products", "story"] = "compute"


def _factors(rng: random.Random, shape: str) -> tuple[int, int]:
    if shape == "2x2":
        a, b = rng.randint(11, 99), rng.randint(11, 99)
        return a + (a % 10 == 0), b + (b % 10 == 0)
    digits = int(shape[0])
    a = rng.randint(10 ** (digits - 1) + 1, 10**digits - 1)
    return a + (a % 10 == 0), rng.randint(2, 9)


def _no_carry(a: int, b: int) -> int:
    ds = [int(x) for x in str(a)][::-1]
    out = 0
    for i, d in enumerate(ds):
        part = d * b
        out += (part if i == len(ds) - 1 else part % 10) * 10**i
    return out


_MULT_STORIES = (
    "A theater has {a} rows with {b} seats in each row. How many seats are in the theater?",
    "A farm packs {a} boxes with {b} apples in each box. How many apples does the farm pack?",
    "{name} saves {b} dollars each month for {a} months. How many dollars does {name} save?",
    "A school orders {a} packs of paper with {b} sheets in each pack. How many sheets is that?",
)


@generator("math.g34.multiply", content_types={MC, FB, TF, SA, AR, DG}, params=MultiplyParams)
def multiply(ctx: GenerationContext) -> Draft:
    p: MultiplyParams = ctx.params
    rng = ctx.rng
    shape = pick(rng, p.shapes)
    a, b = _factors(rng, shape)
    product = a * b
    a_parts = _expanded(a)
    b_parts = _expanded(b) if b >= 10 else [b]
    partials = [x * y for y in b_parts for x in a_parts] if b >= 10 else [x * b for x in a_parts]
    wrongs = [
        M(c(_no_carry(a, b)), "forgot-to-regroup", "The tens from each step were not carried.")
        if b < 10
        else None,
        M(
            c(a * (b // 10) + a * (b % 10)),
            "forgot-the-place-value-of-the-tens",
            f"{b // 10} in {b} means {b // 10 * 10}.",
        )
        if b >= 10
        else None,
        M(
            c((a // 10) * (b // 10) * 100 + (a % 10) * (b % 10)),
            "multiplied-tens-by-tens-and-ones-by-ones",
            "Every part must multiply every other part.",
        )
        if b >= 10
        else None,
        M(c(product + 10), "fact-slip", "Check each multiplication fact."),
        M(
            c(product - 100) if product > 100 else c(product + 100),
            "addition-slip",
            "Check the adding of the partial products.",
        ),
        M(c(a + b), "added-instead-of-multiplied", "This adds the factors."),
    ]
    wrong_list = [m for m in wrongs if m is not None]
    explain = (
        f"Break {c(a)} into {_join(a_parts)}"
        + (f" and {b} into {_join(b_parts)}" if b >= 10 else "")
        + ". Multiply each part: "
        + ", ".join(f"{c(x)} × {c(y)} = {c(x * y)}" for y in (b_parts if b >= 10 else [b]) for x in a_parts)
        + f". Add the partial products: {' + '.join(c(x) for x in partials)} = {c(product)}."
    )
    diagram = None
    arith = None
    fill = f"{c(a)} × {c(b)} = ___"
    prompt = f"What is {c(a)} × {c(b)}?"
    answer = product
    task = "compute"
    if p.mode == "compute":
        arith = ArithmeticForm(a, b, "×", fill, display_format="vertical")
    elif p.mode == "area-model":
        show_products = ctx.level.rank == 0
        cells = [
            [c(x * y) if show_products else f"{c(x)} × {c(y)}" for x in a_parts]
            for y in (b_parts if b >= 10 else [b])
        ]
        diagram = DiagramForm(
            "array",
            area_model(
                [c(x) for x in a_parts],
                [c(y) for y in (b_parts if b >= 10 else [b])],
                cells,
                title=f"Area model for {c(a)} × {c(b)}",
                desc=f"An area model for {c(a)} × {c(b)}: one side is split into {_join(a_parts)}, the other into {_join(b_parts)}.",
            ),
        )
        prompt = f"Use the area model to find {c(a)} × {c(b)}."
        task = "represent"
    elif p.mode == "partial-products":
        lead = f"{c(a)} × {c(b)} = "
        if b >= 10:
            lead += f"{c(a)} × {c(b_parts[0])} + {c(a)} × {c(b_parts[-1])} = {c(a * b_parts[0])} + ___"
            answer = a * b_parts[-1]
            last_factor = f"{c(a)} × {c(b_parts[-1])}"
        else:
            lead += (
                " + ".join(f"{c(x)} × {b}" for x in a_parts)
                + " = "
                + " + ".join(c(x * b) for x in a_parts[:-1])
                + (" + ___" if len(a_parts) > 1 else "___")
            )
            answer = a_parts[-1] * b
            last_factor = f"{c(a_parts[-1])} × {b}"
        fill = lead
        prompt = f"Find the missing partial product. {lead}"
        explain = f"The missing part is {last_factor} = {c(answer)}. " + explain
        wrong_list = [
            M(c(answer * 10), "put-the-part-in-the-wrong-place", "Check the place value of the part."),
            M(
                c(answer // 10) if answer >= 10 else c(answer + 10),
                "dropped-a-zero",
                "Keep the zeros of each place value.",
            ),
            M(c(product), "wrote-the-whole-product", "This is the whole product, not the missing part."),
            M(c(answer + 10), "fact-slip", "Check the multiplication fact."),
        ]
        task = "represent"
    else:
        prompt = pick(rng, _MULT_STORIES).format(a=c(a), b=c(b), name=pick(rng, NAMES))
        fill = f"{prompt} {c(a)} × {c(b)} = ___"
        task = "word-problem"
    q = MathQuestion(
        prompt=prompt,
        answer_display=c(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrong_list, non_negative),
        fill_text=fill,
        arithmetic=arith,
        diagram=diagram,
        features=Features(
            task,
            len(partials) + 1,
            len(str(product)),
            "visual" if diagram else ("text" if task == "word-problem" else "symbolic"),
        ),  # type: ignore[arg-type]
        key=f"mu:{p.mode}:{a}:{b}:{prompt[:6]}",
        instructions="Multiply. Use place value.",
    )
    return render(q, ctx.content_type, rng)


# ---- division with one-digit divisors (4.NBT.B.6) ----------------------------------------------


class DivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    dividend_digits: list[Literal[2, 3, 4]] = Field(min_length=1)
    remainder: Literal["never", "always", "any"] = "any"
    mode: Literal["compute", "check", "area-model", "story"] = "compute"


def qr(q: int, r: int) -> str:
    return f"{c(q)} R {r}" if r else c(q)


_DIV_STORIES = (
    "A farmer packs {n} eggs equally into {d} crates. How many eggs are in each crate?",
    "A library puts {n} books equally on {d} shelves. How many books are on each shelf?",
    "{name} shares {n} beads equally among {d} friends. How many beads does each friend get?",
    "A class collects {n} cans and packs them equally into {d} boxes. How many cans are in each box?",
)


@generator("math.g34.divide", content_types={MC, FB, TF, SA, AR, DG}, params=DivideParams)
def divide(ctx: GenerationContext) -> Draft:
    p: DivideParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    digits = pick(rng, p.dividend_digits)
    d = rng.randint(2, 9)
    no_remainder = p.remainder == "never" or p.mode in ("area-model", "story")
    for _ in range(50):
        n = rng.randint(max(10 ** (digits - 1), d * 2), 10**digits - 1)
        q, r = divmod(n, d)
        if no_remainder:
            n -= r
            q, r = divmod(n, d)
        elif p.remainder == "always" and r == 0:
            n += 1
            q, r = divmod(n, d)
        if 10 ** (digits - 1) <= n < 10**digits and (rank < 2 or "0" in str(q)[1:] or rng.random() < 0.6):
            break
    display = qr(q, r)
    explain_steps = _long_division_steps(n, d)
    explain = (
        f"{explain_steps} So {c(n)} ÷ {d} = {display}. Check: {c(q)} × {d}{f' + {r}' if r else ''} = {c(n)}."
    )
    wrongs = [
        M(c(q), "dropped-the-remainder", f"{c(q)} × {d} = {c(q * d)}, so {r} are left over.") if r else None,
        M(
            qr(q - 1, r + d),
            "remainder-too-big",
            f"The remainder {r + d} is not less than {d}; one more group fits.",
        )
        if q > 1
        else None,
        M(qr(q + 1, 0), "rounded-up", f"{c(q + 1)} × {d} = {c((q + 1) * d)}, which is more than {c(n)}."),
        M(
            qr(int(str(q).replace("0", "")), r),
            "forgot-a-zero-in-the-quotient",
            "When a place cannot be divided, write 0 in the quotient.",
        )
        if "0" in str(q)
        else None,
        M(qr(q + 10, r), "subtraction-slip", "Check each subtraction step."),
        M(
            qr(q, (r + 1) % d) if d > 2 else qr(q - 1, r),
            "remainder-slip",
            f"Check: {c(q)} × {d} + {r} = {c(n)}.",
        ),
    ]
    wrong_list = [m for m in wrongs if m is not None]
    fill = f"{c(n)} ÷ {d} = ___"
    prompt = f"What is {c(n)} ÷ {d}?"
    answer_display, answer_value = display, (q if not r else display)
    arith = ArithmeticForm(n, d, "÷", fill)
    diagram = None
    task = "compute"
    if p.mode == "check":
        answer_display, answer_value = c(n), n
        fill = f"To check {c(n)} ÷ {d} = {display}, multiply and add: {c(q)} × {d} + {r} = ___"
        prompt = f"{fill.replace(' = ___', '')}. What number do you get?"
        explain = f"{c(q)} × {d} = {c(q * d)}. Then {c(q * d)} + {r} = {c(n)}, which is the number divided, so the division is right."
        wrong_list = [
            M(c(q * d), "forgot-to-add-the-remainder", "The remainder must be added back."),
            M(
                c(q * d - r) if q * d > r else c(q * d + r + 1),
                "subtracted-the-remainder",
                "Add the remainder; do not take it away.",
            ),
            M(c(q * (d + r)), "added-before-multiplying", "Multiply first, then add the remainder."),
        ]
        arith = None
        task = "reason"
    elif p.mode == "area-model":
        q_parts = _expanded(q)
        areas = [d * x for x in q_parts]
        diagram = DiagramForm(
            "array",
            area_model(
                ["?"] * len(q_parts),
                [str(d)],
                [[c(x) for x in areas]],
                title=f"Area model for {c(n)} ÷ {d}",
                desc=f"A rectangle with area {c(n)} and one side {d}, split into parts with areas {_join(areas)}.",
            ),
        )
        prompt = f"The area model shows {c(n)} ÷ {d} with parts of area {_join(areas)}. What is {c(n)} ÷ {d}?"
        explain = (
            "Divide each part by "
            + str(d)
            + ": "
            + ", ".join(f"{c(x)} ÷ {d} = {c(x // d)}" for x in areas)
            + f". Add the side lengths: {_join(q_parts)} = {c(q)}. So {c(n)} ÷ {d} = {c(q)}."
        )
        task = "represent"
    elif p.mode == "story":
        prompt = pick(rng, _DIV_STORIES).format(n=c(n), d=d, name=pick(rng, NAMES))
        fill = f"{prompt} {c(n)} ÷ {d} = ___"
        arith = None
        task = "word-problem"
    q_obj = MathQuestion(
        prompt=prompt,
        answer_display=answer_display,
        answer_value=answer_value,
        explanation=explain,
        misconceptions=tuple(m for m in _dedupe(wrong_list) if m.display != answer_display),
        fill_text=fill,
        arithmetic=arith,
        diagram=diagram,
        answer_format="number" if not r or p.mode == "check" else "text",
        features=Features(
            task,
            len(str(n)),
            len(str(n)),
            "visual" if diagram else ("text" if task == "word-problem" else "symbolic"),
        ),  # type: ignore[arg-type]
        key=f"dv:{p.mode}:{n}:{d}:{prompt[:5]}",
        instructions="Divide. Show your steps.",
    )
    return render(q_obj, ctx.content_type, rng)


def _dedupe(ms: list[Misconception]) -> list[Misconception]:
    seen: set[str] = set()
    out = []
    for m in ms:
        if m.display not in seen:
            seen.add(m.display)
            out.append(m)
    return out


def _long_division_steps(n: int, d: int) -> str:
    """Place-by-place division, in words a child can follow."""
    s = str(n)
    steps = []
    carry = 0
    started = False
    for i, ch in enumerate(s):
        current = carry * 10 + int(ch)
        qd = current // d
        place = _place_name(len(s) - 1 - i)
        if qd or started:
            started = True
            steps.append(
                f"{c(current)} {place} ÷ {d} = {qd} {place}"
                + (f" with {current - qd * d} left" if current - qd * d else "")
            )
        carry = current - qd * d
    return "Divide place by place: " + "; ".join(steps) + "."


# ---- multi-digit addition and subtraction (4.NBT.B.4) ------------------------------------------


class AddSubParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["add", "subtract"]
    digits: list[Literal[3, 4, 5, 6]] = Field(min_length=1)
    story: bool = False


def _digitwise(a: int, b: int, op: str) -> int:
    """Column by column without regrouping: the sum's ones digits, or the smaller digit taken from the larger."""
    da, db = str(a)[::-1], str(b)[::-1].ljust(len(str(a)), "0")
    cols = [
        (int(x) + int(y)) % 10 if op == "+" else abs(int(x) - int(y))
        for x, y in zip(da, db.ljust(len(da), "0"), strict=False)
    ]
    return int("".join(str(v) for v in reversed(cols)))


_ADD_STORIES = (
    "A library has {a} books on one floor and {b} books on another floor. How many books are there in all?",
    "A town planted {a} trees last year and {b} trees this year. How many trees is that altogether?",
)
_SUB_STORIES = (
    "A stadium has {a} seats. {b} seats are filled. How many seats are empty?",
    "A school collected {a} cans. It gave {b} cans to a food bank. How many cans are left?",
)


@generator("math.g34.add-sub", content_types={MC, FB, TF, SA, AR}, params=AddSubParams)
def add_sub(ctx: GenerationContext) -> Draft:
    p: AddSubParams = ctx.params
    rng = ctx.rng
    digits = pick(rng, p.digits)
    a = rng.randint(10 ** (digits - 1), 10**digits - 1)
    b = rng.randint(10 ** (digits - 2), 10**digits - 1)
    op = "+" if p.operation == "add" else "−"
    if op == "−" and b > a:
        a, b = b, a
    answer = a + b if op == "+" else a - b
    if op == "+":
        explain = f"Line up the places and add from the ones, regrouping 10 of a place as 1 of the next place: {c(a)} + {c(b)} = {c(answer)}."
        wrongs = [
            M(
                c(_digitwise(a, b, "+")),
                "forgot-to-regroup",
                "Each regrouped ten must be carried to the next place.",
            ),
            M(c(abs(a - b)), "subtracted-instead-of-added", "This is the difference, not the sum."),
            M(c(answer + 10), "carried-an-extra-ten", "Only carry when a column adds to 10 or more."),
            M(c(answer - 100) if answer > 100 else c(answer + 100), "regrouping-slip", "Check each column."),
        ]
    else:
        explain = f"Line up the places and subtract from the ones, regrouping 1 of a place as 10 of the next smaller place when needed: {c(a)} − {c(b)} = {c(answer)}. Check: {c(answer)} + {c(b)} = {c(a)}."
        wrongs = [
            M(
                c(_digitwise(a, b, "−")),
                "subtracted-smaller-digit-from-larger",
                "In each column, take the bottom digit from the top digit; regroup when the top is smaller.",
            ),
            M(c(a + b), "added-instead-of-subtracted", "This is the sum, not the difference."),
            M(c(answer + 10), "regrouped-without-taking-away", "A regrouped ten was not taken away."),
            M(c(answer + 100), "regrouping-slip", "Check each column."),
        ]
    expression = f"{c(a)} {op} {c(b)} = ___"
    if p.story:
        prompt = pick(rng, _ADD_STORIES if op == "+" else _SUB_STORIES).format(a=c(a), b=c(b))
        fill = f"{prompt} Answer: ___"
    else:
        prompt = f"What is {c(a)} {op} {c(b)}?"
        fill = expression
    q = MathQuestion(
        prompt=prompt,
        answer_display=c(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=fill,
        arithmetic=ArithmeticForm(
            a, b, "+" if op == "+" else "-", expression.replace("−", "-"), display_format="vertical"
        ),
        features=Features(
            "word-problem" if p.story else "compute", 2, digits, "text" if p.story else "symbolic"
        ),
        key=f"as:{a}:{op}:{b}:{p.story}",
        instructions="Add or subtract. Line up the places.",
    )
    return render(q, ctx.content_type, rng)
