"""Percents as parts of a whole (6.RP.A.3c, 7.RP.A.2-3): a percent of a quantity, the whole from a
part, a part as a percent, hundred grids, and proportions in tables."""

from __future__ import annotations

import random
from fractions import Fraction as F
from math import gcd

from educontent.generation.draw import figures
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of, takes_singular
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, TableForm
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.numbers.percents import pct
from educontent.generation.numbers.rationals import digits, dx, fx, terminates

BANK = "rp-percents"


def percent_of(rng: random.Random, lvl: int) -> MathQuestion:
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
        things, verb = pick(rng, bank_rows(BANK, "partContexts", "things", "verb"))
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
    return exact_question(
        result,
        cands,
        show=dx,
        prompt=prompt,
        fill=fill,
        explanation=f"{p}% means {p}/100. Multiply: {p}/100 × {n} = {p * n}/100 = {answer}.",
        arithmetic=ArithmeticForm(
            operand1=F(p, 100),  # p% is the number p/100: the fields multiply to the answer
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


def percent_whole(rng: random.Random, lvl: int) -> MathQuestion:
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
        sentence, unit, ask, tail_ = pick(rng, bank_rows(BANK, "wholeStories", "stem", "unit", "ask", "fill"))
        stem = sentence.format(name=pick(rng, people("roster-4")).name, part=count_of(part, unit), p=p)
        prompt, fill, task = f"{stem} {ask}", f"{stem} {tail_}", "word-problem"
    else:
        prompt, fill, task = f"{part} is {p}% of what number?", f"{part} is {p}% of ___.", "compute"
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
    return exact_question(
        F(whole),
        cands,
        prompt=prompt,
        fill=fill,
        explanation=(
            f"{p}% of the whole is {part}, and {p}% = {dx(F(p, 100))}. Divide the part by the percent: {part} ÷ {dx(F(p, 100))} = {whole}. "
            f"Check: {p}% of {whole} = {dx(F(p, 100))} × {whole} = {part}."
        ),
        task=task,
        steps=2,
        magnitude=digits(whole),
        key=f"percent-whole:{part}:{p}:{task}",
    )


def percent_rate(rng: random.Random, lvl: int) -> MathQuestion:
    n = pick(rng, ((2, 4, 5, 10, 20), (20, 25, 50, 4, 5), (25, 50, 200, 40, 80, 500))[lvl])
    part = rng.randint(1, n - 1)
    while F(100 * part, n).denominator != 1:
        part = rng.randint(1, n - 1)
    value = F(100 * part, n)
    if rng.random() < 0.5:
        sentence, ask, tail_ = pick(rng, bank_rows(BANK, "rateStories", "stem", "ask", "fill"))
        who, pron, _ = pick(rng, people("roster-4"))
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


def hundred_grid(rng: random.Random, lvl: int) -> MathQuestion:
    k = rng.randint(1, 99) if lvl else rng.randint(1, 9) * 10 + pick(rng, (0, 5))
    k = min(max(k, 1), 99)
    shaded = rng.random() < 0.7
    value = k if shaded else 100 - k
    word = "shaded" if shaded else "not shaded"
    svg = figures.hundred_grid(
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


def proportion(rng: random.Random, lvl: int) -> MathQuestion:
    """A missing amount in a proportional table: an amount for a number of batches, or the part
    not in a percent group."""
    return _amount_for(rng, lvl) if rng.random() < 0.5 else _rest_of(rng, lvl)


def _amount_for(rng: random.Random, lvl: int) -> MathQuestion:
    need, one, per, col = pick(rng, bank_rows(BANK, "amounts", "need", "one", "per", "column"))

    def amount(q: F) -> str:
        return f"{fx(q)} {one if takes_singular(q) else need}"

    den = pick(rng, ((2,), (2, 4), (2, 3, 4))[lvl - 1] if lvl else (2,))
    a = F(rng.randint(2, 5 * den), den)
    b = rng.randint((2, 3, 4)[lvl], (4, 6, 8)[lvl])
    c = rng.randint((2, 4, 8)[lvl], (8, 12, 20)[lvl])
    while c == b:
        c = rng.randint((2, 4, 8)[lvl], (8, 12, 20)[lvl])
    ans = a * c / b
    verb = "is" if takes_singular(a) else "are"
    stem = f"{amount(a)} {verb} needed for {b} {per}."
    prompt = f"{stem} How many {need} are needed for {c} {per}?"
    fill = f"{stem} The number of {need} needed for {c} {per} is ___."
    cands = [
        (
            fx(a + c - b),
            "added-instead-of-multiplied",
            "In a proportion both quantities are multiplied by the same number, not increased by the same amount.",
        ),
        (
            fx(a * c),
            "forgot-to-divide",
            f"{amount(a)} {verb} for {b} {per}, not 1; find the amount for 1 first.",
        ),
        (
            fx(F(b * c) / a),
            "set-up-the-ratio-upside-down",
            f"Keep {need} on top in both ratios: {fx(a)}/{b} = ?/{c}.",
        ),
    ]
    explain = (
        f"Find the amount for 1: {fx(a)} ÷ {b} = {amount(a / b)} for each one. "
        f"Then multiply by {c}: {fx(a / b)} × {c} = {amount(ans)}."
    )
    table = TableForm(
        title=f"{need.capitalize()} needed",
        columns=(col, need.capitalize()),
        rows=((b, int(a) if a.denominator == 1 else fx(a)), (c, "?")),
        question=f"The {need} needed is proportional to the number of {per}. What number goes where the ? is?",
    )
    key = f"prop:{need}:{a}:{b}:{c}"
    return _proportion_question(prompt, fill, ans, cands, explain, table, 2, digits(c, b), key, "7.RP.A.2")


def _rest_of(rng: random.Random, lvl: int) -> MathQuestion:
    p = pick(rng, (10, 20, 25, 40, 60, 75, 15, 35, 45, 65, 80))
    n = rng.randint((2, 5, 10)[lvl], (10, 20, 40)[lvl]) * 20
    rest = 100 - p
    ans = F(n * rest, 100)
    noun, verb = pick(rng, bank_rows(BANK, "groups", "noun", "verb"))
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
    return _proportion_question(prompt, fill, ans, cands, explain, table, 3, digits(n), key, "7.RP.A.3")


def _proportion_question(
    prompt: str,
    fill: str,
    exact: F,
    cands: list[tuple[str, str, str]],
    explain: str,
    table: TableForm,
    steps: int,
    magnitude: int,
    key: str,
    standard: str,
) -> MathQuestion:
    return exact_question(
        exact,
        cands,
        prompt=prompt,
        fill=fill,
        explanation=explain,
        table=table,
        task="word-problem",
        steps=steps,
        magnitude=magnitude,
        key=key,
        standard=standard,
    )
