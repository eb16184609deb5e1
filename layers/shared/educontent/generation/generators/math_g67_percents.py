"""Percents and measurement units (6.RP.A.3c-d, 7.RP.A.2-3): percent of a quantity, the whole
from a part, a part as a percent, hundred grids, proportions, percent increase and decrease,
discounts, markups, tax, tips, commission, simple interest, percent error, unit conversion."""

from __future__ import annotations

import random
from fractions import Fraction
from math import gcd
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g67_svg as draw
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    digits,
    dx,
    emit,
    fx,
    money,
    name,
    pick,
    question,
    terminates,
    wrongs,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType


def pct(value: Fraction | int) -> str:
    return f"{dx(value)}%"


def _pct_or_none(value: Fraction) -> str:
    return pct(value) if terminates(value) else ""


_PART_CONTEXTS = (
    ("students in a school", "walk to school"),
    ("seats in a theater", "are full"),
    ("apples in a crate", "are red"),
    ("pages in a book", "have pictures"),
    ("trees in a park", "are oak trees"),
    ("birds at a feeder", "are sparrows"),
)


def _percent_of(rng: random.Random, lvl: int) -> MathQuestion:
    word = rng.random() < 0.5
    while True:
        if lvl == 0:
            p = pick(rng, (10, 20, 25, 50, 75))
            n = rng.randint(1, 20) * 20
        elif lvl == 1:
            p = rng.randint(1, 19) * 5
            n = rng.randint(1, 30) * 20
        else:
            p = pick(rng, (rng.randint(1, 99), rng.randint(1, 99), pick(rng, (110, 120, 125, 150, 200))))
            n = rng.randint(2, 60) * 10
        result = F(p * n, 100)
        if not word or result.denominator == 1:
            break
    if word and p <= 100:
        things, verb = pick(rng, _PART_CONTEXTS)
        noun = things.split(" ")[0]
        stem = f"{p}% of the {n} {things} {verb}."
        prompt = f"{stem} How many {noun} {verb}?"
        fill = f"{stem} So ___ {noun} {verb}."
        task = "word-problem"
    else:
        prompt = f"What is {p}% of {n}?"
        fill = f"{p}% of {n} is ___."
        task = "compute"
    answer = dx(result)
    cands = [
        (dx(F(p * n)), "forgot-to-divide-by-100", f"{p}% means {p} out of 100, so divide by 100."),
        (
            dx(F(n, p)) if terminates(F(n, p)) else "",
            "divided-by-the-percent",
            "Find a percent of a number by multiplying by the percent as a fraction of 100.",
        ),
        (
            dx(F(n - p)),
            "subtracted-the-percent",
            "Taking away the percent number does not find a part of the whole.",
        ),
        (dx(F(p * n, 10)), "moved-the-decimal-one-place", f"{p}% is {dx(F(p, 100))}, not {dx(F(p, 10))}."),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=acceptable_forms(result),
        explanation=f"{p}% means {p}/100. Multiply: {p}/100 × {n} = {p * n}/100 = {answer}.",
        wrong=wrongs(answer, cands, fallback=result, fallback_fmt=dx),
        arithmetic=ArithmeticForm(
            operand1=p,
            operand2=n,
            operator="×",
            expression=f"{p}% × {n} = ___",
            operand_displays=(f"{p}%", str(n)),
        ),
        task=task,
        steps=2,
        magnitude=digits(n),
        key=f"percent-of:{p}:{n}:{word}",
    )


_WHOLE_CONTEXTS = (
    (
        "{name} has read {part} pages. That is {p}% of the book.",
        "How many pages are in the book?",
        "So the book has ___ pages.",
    ),
    (
        "{name} has saved {part} dollars. That is {p}% of the price of a bike.",
        "What is the price of the bike in dollars?",
        "So the bike costs ___ dollars.",
    ),
    (
        "A team has won {part} games. That is {p}% of the games it played.",
        "How many games did the team play?",
        "So the team played ___ games.",
    ),
    (
        "A tank holds {part} liters of water. That is {p}% of what it can hold.",
        "How many liters can the tank hold?",
        "So the tank can hold ___ liters.",
    ),
)


def _percent_whole(rng: random.Random, lvl: int) -> MathQuestion:
    p = pick(
        rng,
        ((10, 20, 25, 50), (10, 20, 25, 40, 50, 60, 75, 80), (5, 15, 30, 35, 45, 60, 65, 70, 85, 90))[lvl],
    )
    step = 100 // gcd(p, 100)
    whole = step * rng.randint(1, (10, 20, 40)[lvl] * 20 // step + 1)
    part = whole * p // 100
    if part == 0:
        whole, part = step * 2, step * 2 * p // 100
    if rng.random() < 0.5:
        sentence, ask, tail_ = pick(rng, _WHOLE_CONTEXTS)
        stem = sentence.format(name=name(rng)[0], part=part, p=p)
        prompt, fill, task = f"{stem} {ask}", f"{stem} {tail_}", "word-problem"
    else:
        prompt, fill, task = f"{part} is {p}% of what number?", f"{part} is {p}% of ___.", "compute"
    answer = str(whole)
    cands = [
        (
            dx(F(part * p, 100)),
            "found-the-percent-of-the-part",
            f"{part} is already the part; find the number that {part} is {p}% of.",
        ),
        (str(part + p), "added-the-percent", "Adding the percent to the part does not find the whole."),
        (str(part * p), "multiplied-by-the-percent", f"Divide by {p}/100 instead of multiplying by {p}."),
        (
            str(part * 100 // p + part) if (part * 100) % p == 0 else "",
            "added-the-part-again",
            "The whole already includes the part.",
        ),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        explanation=(
            f"{p}% of the whole is {part}, and {p}% = {dx(F(p, 100))}. Divide the part by the percent: {part} ÷ {dx(F(p, 100))} = {whole}. "
            f"Check: {p}% of {whole} = {dx(F(p, 100))} × {whole} = {part}."
        ),
        wrong=wrongs(answer, cands, fallback=F(whole)),
        task=task,
        steps=2,
        magnitude=digits(whole),
        key=f"percent-whole:{part}:{p}:{task}",
    )


_RATE_WORDS = (
    (
        "{name} answered {part} out of {n} questions correctly.",
        "What percent of the questions did {pron} answer correctly?",
        "That is ___ of the questions.",
    ),
    (
        "{name} made {part} out of {n} free throws.",
        "What percent of the free throws did {pron} make?",
        "That is ___ of the free throws.",
    ),
    (
        "In a survey, {part} out of {n} students chose soccer.",
        "What percent of the students chose soccer?",
        "That is ___ of the students.",
    ),
)


def _percent_rate(rng: random.Random, lvl: int) -> MathQuestion:
    n = pick(rng, ((2, 4, 5, 10, 20), (20, 25, 50, 4, 5), (25, 50, 200, 40, 80, 500))[lvl])
    part = rng.randint(1, n - 1)
    while F(100 * part, n).denominator != 1:
        part = rng.randint(1, n - 1)
    value = F(100 * part, n)
    if rng.random() < 0.5:
        sentence, ask, tail_ = pick(rng, _RATE_WORDS)
        who, pron, _ = name(rng)
        stem = sentence.format(name=who, part=part, n=n)
        prompt, fill, task = f"{stem} {ask.format(pron=pron)}", f"{stem} {tail_}", "word-problem"
    else:
        prompt, fill, task = f"{part} out of {n} is what percent?", f"{part} out of {n} is ___.", "compute"
    answer = pct(value)
    cands = [
        (pct(F(part)), "used-the-part-as-the-percent", f"A percent is out of 100, not out of {n}."),
        (
            pct(F(100 * n, part)) if terminates(F(100 * n, part)) else "",
            "divided-the-wrong-way",
            f"Divide the part by the whole: {part} ÷ {n}.",
        ),
        (
            pct(F(part, n)),
            "forgot-to-multiply-by-100",
            f"{part} ÷ {n} = {dx(F(part, n))}; multiply by 100 to write it as a percent.",
        ),
        (
            pct(100 - value),
            "found-the-other-part",
            "This is the percent of the rest, not of the part asked about.",
        ),
    ]
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=(dx(value), f"{dx(value)} percent"),
        explanation=f"Write the part over the whole and make the denominator 100: {part}/{n} = {dx(value)}/100 = {answer}.",
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=pct),
        task=task,
        steps=2,
        magnitude=digits(n),
        key=f"percent-rate:{part}:{n}:{task}",
    )


def _hundred_grid(rng: random.Random, lvl: int) -> MathQuestion:
    k = rng.randint(1, 99) if lvl else rng.randint(1, 9) * 10 + pick(rng, (0, 5))
    k = min(max(k, 1), 99)
    shaded = rng.random() < 0.7
    value = k if shaded else 100 - k
    word = "shaded" if shaded else "not shaded"
    svg = draw.hundred_grid(
        k,
        title="A hundred grid",
        desc="A 10 by 10 grid of 100 equal squares. Some squares, starting at the top left, are grey.",
    )
    ask = f"The grid has 100 equal squares. What percent of the grid is {word}?"
    answer = f"{value}%"
    cands = [
        (
            f"{100 - value}%",
            "counted-the-other-part",
            f"This is the percent that is {'not ' if shaded else ''}shaded.",
        ),
        (
            f"{-(-k // 10)}%" if shaded else f"{10 - k // 10}%",
            "counted-rows-not-squares",
            "Count every small square, not just the rows.",
        ),
        (
            f"{dx(F(value, 100))}%",
            "wrote-the-decimal-as-a-percent",
            f"{value} out of 100 is {dx(F(value, 100))} as a decimal, which is {value}%.",
        ),
    ]
    return question(
        prompt=ask,
        fill=f"The grid has 100 equal squares. The percent of the grid that is {word} is ___.",
        answer=answer,
        acceptable=(str(value), f"{value} percent", f"{value}/100"),
        explanation=(
            f"Count the grey squares: {k} out of 100"
            + ("." if shaded else f", so {100 - k} squares are white.")
            + f" Percent means out of 100, so {value} out of 100 is {value}%."
        ),
        wrong=wrongs(answer, cands, fallback=F(value), fallback_fmt=lambda v: f"{fx(v)}%"),
        diagram=DiagramForm("array", svg, question=ask),
        task="represent",
        magnitude=2,
        key=f"grid:{k}:{shaded}",
    )


_AMOUNTS = (
    ("cups of flour", "dozen muffins", "Dozens of muffins"),
    ("gallons of paint", "fences", "Fences"),
    ("yards of ribbon", "bows", "Bows"),
    ("cups of rice", "servings", "Servings"),
    ("pounds of seed", "gardens", "Gardens"),
)


def _proportion(rng: random.Random, lvl: int) -> MathQuestion:
    if rng.random() < 0.5:
        need, per, col = pick(rng, _AMOUNTS)
        den = pick(rng, ((2,), (2, 4), (2, 3, 4))[lvl - 1] if lvl else (2,))
        a = F(rng.randint(2, 5 * den), den)
        b = rng.randint(2, (4, 6, 8)[lvl])
        c = rng.randint(2, (8, 12, 20)[lvl])
        while c == b:
            c = rng.randint(2, (8, 12, 20)[lvl])
        ans = a * c / b
        stem = f"{fx(a)} {need} are needed for {b} {per}."
        prompt = f"{stem} How many {need} are needed for {c} {per}?"
        fill = f"{stem} So {c} {per} need ___ {need}."
        answer = fx(ans)
        cands = [
            (
                fx(a + c - b),
                "added-instead-of-multiplied",
                "In a proportion both quantities are multiplied by the same number, not increased by the same amount.",
            ),
            (
                fx(a * c),
                "forgot-to-divide",
                f"{fx(a)} {need} are for {b} {per}, not 1; find the amount for 1 first.",
            ),
            (
                fx(F(b * c) / a),
                "set-up-the-ratio-upside-down",
                f"Keep {need} on top in both ratios: {fx(a)}/{b} = ?/{c}.",
            ),
        ]
        explain = (
            f"Find the amount for 1: {fx(a)} ÷ {b} = {fx(a / b)} {need} for each one. "
            f"Then multiply by {c}: {fx(a / b)} × {c} = {answer} {need}."
        )
        table = TableForm(
            title=f"{need.capitalize()} needed",
            columns=(col, need.capitalize()),
            rows=((b, int(a) if a.denominator == 1 else fx(a)), (c, "?")),
            question=f"The {need} needed is proportional to the number of {per}. What number goes where the ? is?",
        )
        key = f"prop:{need}:{a}:{b}:{c}"
        task, steps, mag = "word-problem", 2, digits(c, b)
        exact = ans
    else:
        p = pick(rng, (10, 20, 25, 40, 60, 75, 15, 35, 45, 65, 80))
        n = rng.randint(2, (10, 20, 40)[lvl]) * 20
        rest = 100 - p
        ans = F(n * rest, 100)
        noun, verb = pick(
            rng,
            (
                ("students", "ride the bus"),
                ("tickets", "were sold online"),
                ("apples", "are green"),
                ("books", "are fiction"),
            ),
        )
        stem = f"There are {n} {noun}. {p}% of them {verb}."
        prompt = f"{stem} How many {noun} are not in that group?"
        fill = f"{stem} So ___ {noun} are not in that group."
        answer = fx(ans)
        cands = [
            (
                fx(F(n * p, 100)),
                "found-the-wrong-part",
                f"This is the number that {verb}; the question asks about the rest.",
            ),
            (
                fx(F(n - p)),
                "subtracted-the-percent",
                "Subtracting the percent number from the total mixes a percent with a count.",
            ),
            (
                fx(F(n * rest, 10)),
                "moved-the-decimal-one-place",
                f"{rest}% is {dx(F(rest, 100))} of the total.",
            ),
        ]
        explain = (
            f"If {p}% are in the group, then 100% - {p}% = {rest}% are not. "
            f"{rest}% of {n} = {rest}/100 × {n} = {answer}."
        )
        table = TableForm(
            title=f"Percents of the {n} {noun}",
            columns=("Percent", noun.capitalize()),
            rows=(("100%", n), (f"{rest}%", "?")),
            question=f"The number of {noun} is proportional to the percent. What number goes where the ? is?",
        )
        key = f"prop-pct:{n}:{p}:{noun}"
        task, steps, mag = "word-problem", 3, digits(n)
        exact = ans
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=acceptable_forms(exact),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=exact),
        table=table,
        task=task,
        steps=steps,
        magnitude=mag,
        key=key,
        standard="7.RP.A.3" if key.startswith("prop-pct") else "7.RP.A.2",
    )


def _change_pair(rng: random.Random, lvl: int) -> tuple[int, int]:
    p = pick(
        rng, ((10, 20, 25, 50), (10, 20, 25, 30, 40, 50, 60, 75), (5, 15, 35, 45, 12, 24, 36, 80, 150))[lvl]
    )
    step = 100 // gcd(p, 100)
    a = step * rng.randint(1, max(1, (200, 400, 1000)[lvl] // step))
    return a, p


_CHANGES = (
    ("The number of members in a club went from {a} to {b}.", "members", ""),
    ("The price of a scooter went from {a} dollars to {b} dollars.", "dollars", ""),
    ("The number of visitors to a museum went from {a} to {b} in one week.", "visitors", ""),
    ("A plant's height went from {a} millimeters to {b} millimeters.", "millimeters", ""),
)


def _percent_change(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    up = rng.random() < 0.5 or p >= 100
    b = a + a * p // 100 if up else a - a * p // 100
    template, unit, _ = pick(rng, _CHANGES)
    stem = template.format(a=a, b=b)
    word = "increase" if up else "decrease"
    answer = pct(F(p))
    diff = abs(b - a)
    cands = [
        (
            _pct_or_none(F(100 * diff, b)),
            "divided-by-the-new-amount",
            f"Percent change compares the change with the original amount, {a}, not the new amount.",
        ),
        (
            pct(F(diff)),
            "used-the-change-as-the-percent",
            f"The change is {diff} {unit}; divide it by {a} to write it as a percent.",
        ),
        (
            _pct_or_none(F(100 * b, a)),
            "found-new-as-percent-of-old",
            f"This is the new amount as a percent of the old one, not the percent {word}.",
        ),
    ]
    return question(
        prompt=f"{stem} What is the percent {word}?",
        fill=f"{stem} The percent {word} is ___.",
        answer=answer,
        acceptable=(dx(F(p)), f"{p} percent"),
        explanation=(
            f"Find the change: {max(a, b)} - {min(a, b)} = {diff}. Divide by the original amount: {diff} ÷ {a} = {dx(F(diff, a))}. "
            f"Write it as a percent: {dx(F(diff, a))} = {answer} {word}."
        ),
        wrong=wrongs(answer, cands, fallback=F(p), fallback_fmt=pct),
        task="word-problem",
        steps=3,
        magnitude=digits(a, b),
        key=f"pchange:{template[:12]}:{a}:{b}",
    )


_APPLY = (
    (
        "A town had {a} people. The number of people {dir} by {p}%.",
        "How many people live in the town now?",
        "Now the town has ___ people.",
        "",
    ),
    (
        "A store had {a} books. The number of books {dir} by {p}%.",
        "How many books does the store have now?",
        "Now the store has ___ books.",
        "",
    ),
    (
        "A plant was {a} millimeters tall. Its height {dir} by {p}%.",
        "How tall is the plant now in millimeters?",
        "Now the plant is ___ millimeters tall.",
        "",
    ),
    (
        "A school had {a} students. The number of students {dir} by {p}%.",
        "How many students does the school have now?",
        "Now the school has ___ students.",
        "",
    ),
)


def _apply_change(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    up = rng.random() < 0.5 or p >= 100
    change = F(a * p, 100)
    new = a + change if up else a - change
    template, ask, fill_, _ = pick(rng, _APPLY)
    stem = template.format(a=a, p=p, dir="increased" if up else "decreased")
    answer = fx(new)
    cands = [
        (
            fx(change),
            "found-only-the-change",
            f"{fx(change)} is the amount of the change; {'add it to' if up else 'subtract it from'} {a}.",
        ),
        (
            fx(a + p if up else a - p),
            "added-the-percent-as-a-number",
            f"{p}% of {a} is not {p}; find {p}/100 × {a}.",
        ),
        (
            fx(a - change if up else a + change),
            "changed-the-wrong-way",
            f"The amount {'increased' if up else 'decreased'}, so {'add' if up else 'subtract'}.",
        ),
    ]
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_}",
        answer=answer,
        acceptable=acceptable_forms(new),
        explanation=(
            f"Find the change: {p}% of {a} = {p}/100 × {a} = {fx(change)}. "
            f"{'Add' if up else 'Subtract'}: {a} {'+' if up else '-'} {fx(change)} = {answer}. "
            f"(Or multiply by {dx(F(100 + p if up else 100 - p, 100))}: {a} × {dx(F(100 + p if up else 100 - p, 100))} = {answer}.)"
        ),
        wrong=wrongs(answer, cands, fallback=new),
        task="word-problem",
        steps=2,
        magnitude=digits(a, new),
        key=f"apply:{template[:10]}:{a}:{p}:{up}",
    )


_SHOP = ("jacket", "backpack", "lamp", "bike helmet", "board game", "pair of shoes", "tent")


def _discount(rng: random.Random, lvl: int) -> MathQuestion:
    item = pick(rng, _SHOP)
    p = pick(rng, ((10, 20, 25, 50), (10, 15, 20, 25, 30, 40, 60), (5, 15, 35, 45, 12, 18, 65))[lvl])
    if lvl < 2:
        price = F(rng.randint(4, (20, 40)[lvl]) * 5)
    else:
        cents = 100 // gcd(p, 100)
        price = F(cents * rng.randint(800 // cents + 1, 12000 // cents), 100)
    change = price * p / 100
    kind = pick(rng, ("sale", "markup", "discount-amount"))
    if kind == "sale":
        stem = f"A {item} costs {money(price)}. It is on sale for {p}% off."
        ask, fill_, ans = "What is the sale price?", "The sale price is ___.", price - change
        cands = [
            (
                money(change),
                "found-only-the-discount",
                f"{money(change)} is the discount; subtract it from {money(price)}.",
            ),
            (
                money(price - p),
                "subtracted-the-percent-as-dollars",
                f"{p}% off is not {p} dollars off; find {p}% of {money(price)}.",
            ),
            (money(price + change), "added-the-discount", "A discount makes the price lower, so subtract."),
        ]
        explain = f"The discount is {p}% of {money(price)} = {dx(F(p, 100))} × {money(price)} = {money(change)}. Sale price: {money(price)} - {money(change)} = {money(ans)}."
    elif kind == "markup":
        stem = f"A store buys a {item} for {money(price)} and marks up the price by {p}%."
        ask, fill_, ans = "What is the selling price?", "The selling price is ___.", price + change
        cands = [
            (
                money(change),
                "found-only-the-markup",
                f"{money(change)} is the markup; add it to {money(price)}.",
            ),
            (
                money(price + p),
                "added-the-percent-as-dollars",
                f"A {p}% markup is not {p} dollars; find {p}% of {money(price)}.",
            ),
            (money(price - change), "subtracted-the-markup", "A markup makes the price higher, so add."),
        ]
        explain = f"The markup is {p}% of {money(price)} = {dx(F(p, 100))} × {money(price)} = {money(change)}. Selling price: {money(price)} + {money(change)} = {money(ans)}."
    else:
        stem = f"A {item} costs {money(price)}. It is on sale for {p}% off."
        ask, fill_, ans = "How much money is the discount?", "The discount is ___.", change
        cands = [
            (
                money(price - change),
                "found-the-sale-price",
                "This is the sale price; the discount is the amount taken off.",
            ),
            (money(F(p)), "used-the-percent-as-dollars", f"{p}% of {money(price)} is not {p} dollars."),
            (
                money(price * p / 10) if (price * p / 10 * 100).denominator == 1 else "",
                "moved-the-decimal-one-place",
                f"{p}% is {dx(F(p, 100))}, not {dx(F(p, 10))}.",
            ),
        ]
        explain = f"The discount is {p}% of {money(price)}: {dx(F(p, 100))} × {money(price)} = {money(ans)}."
    answer = money(ans)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_}",
        answer=answer,
        acceptable=(dx(ans),),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=ans, fallback_fmt=money),
        task="word-problem",
        steps=2,
        magnitude=digits(price),
        key=f"discount:{item}:{price}:{p}:{kind}",
    )


def _tax_tip(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = name(rng)
    kind = pick(rng, ("tip", "tax", "commission"))
    if kind == "commission":
        amount = F(rng.randint(2, (10, 40, 90)[lvl]) * 100)
        p = pick(rng, (5, 10, 4, 6, 8, 3))
    else:
        p = (
            pick(rng, ((10, 20), (10, 15, 20, 18), (15, 18, 20, 6, 8, 7))[lvl])
            if kind == "tip"
            else pick(rng, (5, 6, 8, 10, 4, 7))
        )
        if lvl < 2:
            amount = F(rng.randint(4, (20, 40)[lvl]) * 2)
        else:
            cents = 100 // gcd(p, 100)
            amount = F(cents * rng.randint(1000 // cents + 1, 9000 // cents), 100)
    extra = amount * p / 100
    total_ask = kind != "commission" and rng.random() < 0.6
    if kind == "tip":
        stem = f"A meal costs {money(amount)}. {who} leaves a {p}% tip."
        ask = "What is the total cost with the tip?" if total_ask else "How much is the tip?"
    elif kind == "tax":
        stem = f"A {pick(rng, _SHOP)} costs {money(amount)} before tax. The sales tax is {p}%."
        ask = "What is the total cost with tax?" if total_ask else "How much is the tax?"
    else:
        stem = f"{who} sells {money(amount)} of art supplies and earns a {p}% commission."
        ask = f"How much commission does {pron} earn?"
    ans = amount + extra if total_ask else extra
    answer = money(ans)
    fill = f"{stem} {'The total cost is ___.' if total_ask else f'The {kind} is ___.'}"
    cands = [
        (
            money(extra) if total_ask else money(amount + extra),
            "found-the-wrong-amount",
            "Read the question again: "
            + ("add the extra amount to the cost." if total_ask else f"it asks only for the {kind}."),
        ),
        (
            money(amount + p) if total_ask else money(F(p)),
            "used-the-percent-as-dollars",
            f"{p}% of {money(amount)} is not {p} dollars.",
        ),
        (
            money(amount * p / 10)
            if (amount * p / 10 * 100).denominator == 1 and not total_ask
            else (money(amount - extra) if total_ask else ""),
            "moved-the-decimal-one-place" if not total_ask else "subtracted-instead-of-added",
            f"{p}% is {dx(F(p, 100))}." if not total_ask else "Tax and tips are added to the cost.",
        ),
    ]
    explain = f"The {kind} is {p}% of {money(amount)}: {dx(F(p, 100))} × {money(amount)} = {money(extra)}" + (
        f". Add it to the cost: {money(amount)} + {money(extra)} = {answer}." if total_ask else "."
    )
    return question(
        prompt=f"{stem} {ask}",
        fill=fill,
        answer=answer,
        acceptable=(dx(ans),),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=ans, fallback_fmt=money),
        task="word-problem",
        steps=2 + int(total_ask),
        magnitude=digits(amount),
        key=f"taxtip:{kind}:{amount}:{p}:{total_ask}",
    )


def _interest(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = name(rng)
    principal = F(rng.randint(2, (10, 40, 100)[lvl]) * 50)
    r = pick(rng, ((2, 3, 4, 5), (2, 3, 4, 5, 6), (2, 3, 4, 5, 6, 7))[lvl])
    years = rng.randint(2, (3, 5, 8)[lvl])
    interest = principal * r * years / 100
    balance = rng.random() < 0.4
    stem = f"{who} puts {money(principal)} in a savings account that earns {r}% simple interest each year."
    ask = (
        f"What will the balance be after {years} years?"
        if balance
        else f"How much interest will {pron} earn in {years} years?"
    )
    fill = (
        f"{stem} After {years} years, the {'balance will be' if balance else 'interest earned will be'} ___."
    )
    ans = principal + interest if balance else interest
    one_year = principal * r / 100
    cands = [
        (
            money(one_year if not balance else principal + one_year),
            "used-only-one-year",
            f"Simple interest is earned every year: multiply by {years} years.",
        ),
        (
            money(principal * r * years if not balance else principal + principal * r * years),
            "forgot-to-divide-by-100",
            f"{r}% means {r}/100 = {dx(F(r, 100))}.",
        ),
        (
            money(principal + interest) if not balance else money(interest),
            "mixed-up-interest-and-balance",
            "The balance is the starting amount plus the interest."
            if not balance
            else "This is only the interest; add the starting amount.",
        ),
    ]
    answer = money(ans)
    return question(
        prompt=f"{stem} {ask}",
        fill=fill,
        answer=answer,
        acceptable=(dx(ans),),
        explanation=(
            f"Simple interest = principal × rate × time = {money(principal)} × {dx(F(r, 100))} × {years} = {money(interest)}."
            + (f" Balance = {money(principal)} + {money(interest)} = {answer}." if balance else "")
        ),
        wrong=wrongs(answer, cands, fallback=ans, fallback_fmt=money),
        task="word-problem",
        steps=3,
        magnitude=digits(principal),
        key=f"interest:{principal}:{r}:{years}:{balance}",
    )


_ESTIMATES = (
    ("{name} estimated that a jar holds {e} marbles. It actually holds {a} marbles.", "marbles"),
    (
        "{name} estimated that a desk is {e} centimeters long. It is actually {a} centimeters long.",
        "centimeters",
    ),
    ("{name} estimated that {e} people came to a fair. Actually, {a} people came.", "people"),
    ("{name} estimated that a pumpkin weighs {e} ounces. It actually weighs {a} ounces.", "ounces"),
)


def _percent_error(rng: random.Random, lvl: int) -> MathQuestion:
    a, p = _change_pair(rng, lvl)
    p = min(p, 50)
    a = a if (a * p) % 100 == 0 else a * 4
    diff = a * p // 100
    e = a + diff if rng.random() < 0.5 else a - diff
    template, unit = pick(rng, _ESTIMATES)
    stem = template.format(name=name(rng)[0], e=e, a=a)
    answer = pct(F(p))
    cands = [
        (
            _pct_or_none(F(100 * diff, e)),
            "divided-by-the-estimate",
            f"Percent error compares the error with the actual value, {a}.",
        ),
        (
            pct(F(diff)),
            "used-the-error-as-the-percent",
            f"The error is {diff} {unit}; divide by {a} to get a percent.",
        ),
        (
            _pct_or_none(F(100 * e, a)),
            "found-estimate-as-percent-of-actual",
            "This compares the estimate with the actual value instead of the error.",
        ),
    ]
    return question(
        prompt=f"{stem} What is the percent error?",
        fill=f"{stem} The percent error is ___.",
        answer=answer,
        acceptable=(str(p), f"{p} percent"),
        explanation=(
            f"Error = |{e} - {a}| = {diff}. Percent error = error ÷ actual × 100% = {diff} ÷ {a} × 100% = {answer}."
        ),
        wrong=wrongs(answer, cands, fallback=F(p), fallback_fmt=pct),
        task="word-problem",
        steps=3,
        magnitude=digits(a),
        key=f"perror:{template[:10]}:{e}:{a}",
    )


PercentMode = Literal[
    "percent-of",
    "percent-whole",
    "percent-rate",
    "hundred-grid",
    "proportion",
    "percent-change",
    "apply-change",
    "discount",
    "tax-tip",
    "interest",
    "percent-error",
]
_PERCENT_BUILDERS = {
    "percent-of": _percent_of,
    "percent-whole": _percent_whole,
    "percent-rate": _percent_rate,
    "hundred-grid": _hundred_grid,
    "proportion": _proportion,
    "percent-change": _percent_change,
    "apply-change": _apply_change,
    "discount": _discount,
    "tax-tip": _tax_tip,
    "interest": _interest,
    "percent-error": _percent_error,
}


class PercentParams(ModeParams):
    mode: PercentMode


@generator(
    "math.g67.percents",
    content_types={
        T.ARITHMETIC,
        T.MULTIPLE_CHOICE,
        T.FILL_BLANK,
        T.SHORT_ANSWER,
        T.TRUE_FALSE,
        T.DATA_TABLE,
        T.DIAGRAM,
    },
    params=PercentParams,
)
def percents(ctx: GenerationContext) -> Draft:
    q = _PERCENT_BUILDERS[ctx.params.mode](ctx.rng, ctx.level.rank)
    return emit(ctx, q)


# ---- measurement units --------------------------------------------------------------------------------

_UNITS = (
    ("feet", "inches", 12),
    ("yards", "feet", 3),
    ("gallons", "quarts", 4),
    ("quarts", "cups", 4),
    ("pounds", "ounces", 16),
    ("meters", "centimeters", 100),
    ("kilometers", "meters", 1000),
    ("kilograms", "grams", 1000),
    ("liters", "milliliters", 1000),
    ("hours", "minutes", 60),
    ("minutes", "seconds", 60),
    ("days", "hours", 24),
    ("weeks", "days", 7),
)


def _convert(rng: random.Random, lvl: int, down: bool) -> MathQuestion:
    big, small, f = pick(rng, _UNITS)
    if down:
        if lvl < 2:
            n = F(rng.randint(2, (9, 30)[lvl]))
        else:
            den = pick(rng, [d for d in (2, 4, 3, 5, 10) if f % d == 0] or [1])
            n = F(rng.randint(1, 9) * den + rng.randint(1, den - 1) if den > 1 else rng.randint(2, 40), den)
        ans = n * f
        have, want, factor_word = big, small, "multiply"
    else:
        if lvl == 0:
            m = F(f * rng.randint(2, 9))
        else:
            dens = [d for d in (2, 4, 3, 5, 10, 6, 8) if f % d == 0] or [f]
            den = pick(rng, dens[:3] if lvl == 1 else dens)
            m = F(f * rng.randint(0 if lvl == 2 else 1, 9) + (f // den) * rng.randint(1, den - 1))
        n = m
        ans = m / f
        have, want, factor_word = small, big, "divide"
    answer = fx(ans)
    cands = [
        (
            fx(n / f if down else n * f),
            "multiplied-instead-of-divided" if not down else "divided-instead-of-multiplied",
            f"There are {f} {small} in 1 {big[:-1] if big != 'feet' else 'foot'}, so {'more' if down else 'fewer'} of the {'smaller' if down else 'larger'} unit are needed: {factor_word}.",
        ),
        (
            fx(n + f if down else n - f),
            "added-or-subtracted-the-factor",
            f"Converting units uses multiplication or division by {f}, not adding or subtracting.",
        ),
        (
            fx(n * 10 if down else n / 10),
            "used-the-wrong-conversion-factor",
            f"1 {_one(big)} = {f} {small}, not 10.",
        ),
    ]
    shown_n = int(n) if n.denominator == 1 else fx(n)
    rows = ((1, f), (2, 2 * f), (shown_n, "?")) if down else ((f, 1), (2 * f, 2), (shown_n, "?"))
    cols = (big.capitalize(), small.capitalize()) if down else (small.capitalize(), big.capitalize())
    return question(
        prompt=f"How many {want} are in {fx(n)} {have}?",
        fill=f"{fx(n)} {have} = ___ {want}.",
        answer=answer,
        answer_format="fraction" if ans.denominator != 1 else "number",
        acceptable=acceptable_forms(ans),
        explanation=(
            f"1 {_one(big)} = {f} {small}. "
            + (
                f"To change {big} to {small}, multiply by {f}: {fx(n)} × {f} = {answer}."
                if down
                else f"To change {small} to {big}, divide by {f}: {fx(n)} ÷ {f} = {fx(ans, mixed=False)}"
                + (f" = {answer}." if answer != fx(ans, mixed=False) else ".")
            )
        ),
        wrong=wrongs(answer, cands, fallback=ans),
        arithmetic=ArithmeticForm(
            operand1=n,
            operand2=f,
            operator="×" if down else "÷",
            expression=f"{fx(n)} {'×' if down else '÷'} {f} = ___",
            operand_displays=(fx(n), str(f)),
        ),
        table=TableForm(
            title=f"{big.capitalize()} and {small}",
            columns=cols,
            rows=rows,
            question=f"The table converts {have} to {want}. What number goes where the ? is?",
        ),
        task="compute",
        steps=2,
        magnitude=digits(ans, n),
        key=f"convert:{big}:{n}:{down}",
    )


def _one(unit: str) -> str:
    return {"feet": "foot", "inches": "inch"}.get(unit, unit[:-1])


class UnitParams(ModeParams):
    direction: Literal["to-smaller", "to-larger"]


@generator(
    "math.g67.units",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE},
    params=UnitParams,
)
def units(ctx: GenerationContext) -> Draft:
    q = _convert(ctx.rng, ctx.level.rank, ctx.params.direction == "to-smaller")
    return emit(ctx, q)
