"""Unit rates (6.RP.A.3b, 7.RP.A.1): unit prices, constant speed (speed, distance and time), and
unit rates of fractional quantities."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction as F

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article
from educontent.generation.kit.levels import draw, level_of, options_in_band
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion, TableForm
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.kit.types import AR, DT, WRITTEN
from educontent.generation.math.nf._fraction_draws import in_lowest_terms
from educontent.generation.numbers.rationals import digits, dx, fx, money, terminates
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

BANK = "rp-unit-rates"


def _unit_price(rng: random.Random, lvl: int) -> MathQuestion:
    items, item = pick(rng, bank_rows(BANK, "items", "plural", "singular"))
    unit_price = F(rng.randint((4, 4, 10)[lvl], (20, 60, 150)[lvl]) * 5, 100)
    n1 = draw(rng, 2, 12, level_of(lvl))
    n2 = draw(rng, 2, 24, level_of(lvl))
    while n2 == n1:
        n2 = draw(rng, 2, 24, level_of(lvl))
    p1 = unit_price * n1
    stem = f"{n1} {items} cost {money(p1)}."
    if rng.random() < 0.4:
        ans = unit_price
        ask = f"What is the price for one {item}?"
        fill = f"{stem} So one {item} costs ___."
        cands = [
            (
                money(F(n1) / p1) if terminates(F(n1) / p1) else money(p1 * n1),
                "divided-the-wrong-way",
                "Divide the cost by the number of items to get the cost of one.",
            ),
            (
                money(p1 * n1),
                "multiplied-instead-of-divided",
                "Multiplying gives a bigger total, not the price of one.",
            ),
            (
                money(p1 - n1),
                "subtracted-instead-of-divided",
                "Subtracting the number of items from the cost does not give a unit price.",
            ),
        ]
        explain = (
            f"Divide the cost by the number of {items}: {money(p1)} ÷ {n1} = {money(ans)} for each {item}."
        )
        rows = ((n1, money(p1)), (1, "?"))
    else:
        ans = unit_price * n2
        ask = f"At the same price, how much do {n2} {items} cost?"
        fill = f"{stem} At the same price, {n2} {items} cost ___."
        cands = [
            (
                money(unit_price),
                "found-only-the-unit-price",
                f"This is the price of one {item}; multiply by {n2}.",
            ),
            (
                money(p1 + (n2 - n1)),
                "added-instead-of-multiplied",
                "Adding one dollar for each extra item is not the same price for each one.",
            ),
            (money(p1 * n2), "multiplied-the-total", f"{money(p1)} is the cost of {n1} {items}, not one."),
        ]
        explain = f"First find the price of one: {money(p1)} ÷ {n1} = {money(unit_price)}. Then multiply: {n2} × {money(unit_price)} = {money(ans)}."
        rows = ((n1, money(p1)), (n2, "?"))
    answer = money(ans)
    return question(
        prompt=f"{stem} {ask}",
        fill=fill,
        answer=answer,
        acceptable=(dx(ans), f"{dx(ans)} dollars"),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=ans, fallback_fmt=lambda v: money(v * 1)),
        table=TableForm(
            title=f"Cost of {items}",
            columns=(f"Number of {items}", "Cost"),
            rows=rows,
            question=f"Every {item} costs the same. What cost goes where the ? is?",
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(ans * 100),
        key=f"unit-price:{items}:{n1}:{p1}:{rows[1][0]}",
    )


def _speed(rng: random.Random, lvl: int) -> MathQuestion:
    who, low, high, dist = pick(rng, bank_rows(BANK, "movers", "mover", "low", "high", "distance"))
    speed = rng.randint(low, high)
    hours = draw(rng, 2, 8, level_of(lvl))
    d = speed * hours
    kind = pick(rng, ("speed", "distance", "time"))
    stem = f"{article(who).capitalize()} {who} travels {d} {dist} in {hours} hours at a constant speed."
    if kind == "speed":
        ans, unit = F(speed), f"{dist} per hour"
        ask, fill = f"What is the {who}'s speed?", f"{stem} The {who}'s speed is ___."
        cands = [
            (
                fx(F(hours, d), mixed=False),
                "divided-the-wrong-way",
                "Speed is distance ÷ time, not time ÷ distance.",
            ),
            (
                str(d * hours),
                "multiplied-instead-of-divided",
                "Multiplying distance by time does not give a speed.",
            ),
            (
                str(d - hours),
                "subtracted-instead-of-divided",
                "Subtracting does not find the distance for one hour.",
            ),
        ]
        explain = f"Speed = distance ÷ time = {d} ÷ {hours} = {speed} {dist} per hour."
    elif kind == "distance":
        t2 = draw(rng, 2, 12, level_of(lvl))
        while t2 == hours:
            t2 = draw(rng, 2, 12, level_of(lvl))
        ans, unit = F(speed * t2), dist
        ask, fill = (
            f"At the same speed, how far does the {who} travel in {t2} hours?",
            f"{stem} At the same speed, in {t2} hours the {who} travels ___.",
        )
        cands = [
            (
                str(d * t2),
                "multiplied-the-total-distance",
                f"{d} {dist} is for {hours} hours, not 1 hour; find the speed first.",
            ),
            (
                str(d + (t2 - hours)),
                "added-instead-of-multiplied",
                "Each extra hour adds the whole speed, not 1.",
            ),
            (str(speed), "found-only-the-speed", f"This is the distance for 1 hour; multiply by {t2}."),
        ]
        explain = f"Speed = {d} ÷ {hours} = {speed} {dist} per hour. Distance = speed × time = {speed} × {t2} = {speed * t2} {dist}."
    else:
        t2 = draw(rng, 2, 12, level_of(lvl))
        while t2 == hours:
            t2 = draw(rng, 2, 12, level_of(lvl))
        d2 = speed * t2
        ans, unit = F(t2), "hours"
        ask, fill = (
            f"At the same speed, how many hours does it take the {who} to travel {d2} {dist}?",
            f"{stem} At the same speed, it takes the {who} ___ to travel {d2} {dist}.",
        )
        cands = [
            (
                fx(F(d2, d), mixed=True),
                "divided-by-the-total-distance",
                f"Divide by the speed (distance in 1 hour), not by {d}.",
            ),
            (str(d2 - d), "subtracted-distances", "Subtracting distances does not give a time."),
            (
                str(hours + 1) if hours + 1 != t2 else str(hours + 2),
                "guessed-from-the-given-time",
                "Use the speed to find the time.",
            ),
        ]
        explain = f"Speed = {d} ÷ {hours} = {speed} {dist} per hour. Time = distance ÷ speed = {d2} ÷ {speed} = {t2} hours."
    answer = fx(ans)
    return question(
        prompt=f"{stem} {ask}",
        fill=fill,
        answer=answer,
        unit=unit,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=ans),
        task="word-problem",
        steps=2,
        magnitude=digits(d, ans),
        key=f"speed:{who}:{speed}:{hours}:{kind}:{ans}",
    )


def _fraction_rate(rng: random.Random, lvl: int) -> MathQuestion:
    template, unit = pick(rng, bank_rows(BANK, "fractionRates", "stem", "unit"))
    dens = options_in_band((2, 3, 4, 5, 6, 8, 10, 12), lvl)
    while True:
        db, da = pick(rng, dens), pick(rng, dens)
        b, a = in_lowest_terms(rng, db), in_lowest_terms(rng, da)
        if lvl == 0 and b.numerator != 1:
            continue
        if a != b and (a / b).denominator <= 12:
            break
    rate = a / b
    stem = template.format(a=fx(a), b=fx(b), name=pick(rng, people("roster-4")).name)
    answer = fx(rate)
    cands = [
        (
            fx(b / a),
            "divided-the-wrong-way",
            f"The rate is {fx(a)} ÷ {fx(b)}: the first quantity for each 1 of the second.",
        ),
        (
            fx(a * b),
            "multiplied-instead-of-divided",
            "Multiplying the fractions does not find the amount for 1 whole.",
        ),
        (fx(a + b), "added-the-fractions", "Adding the amounts does not give a rate."),
    ]
    cands = [c for c in cands if c[0] != "1"]  # "1 lawns per hour": the unit is written plural
    return exact_question(
        rate,
        cands,
        prompt=f"{stem} What is the unit rate in {unit}?",
        fill=f"{stem} The unit rate is ___ {unit}.",
        answer_format="fraction",
        explanation=(
            f"Divide to find the amount for 1: {fx(a)} ÷ {fx(b)} = {fx(a)} × {fx(1 / b)} = {fx(rate, mixed=False)}"
            + (f" = {answer}" if answer != fx(rate, mixed=False) else "")
            + f" {unit}."
        ),
        arithmetic=ArithmeticForm(
            operand1=a,
            operand2=b,
            operator="÷",
            expression=f"{fx(a)} ÷ {fx(b)} = ___",
            operand_displays=(fx(a), fx(b)),
        ),
        task="word-problem",
        steps=2,
        magnitude=1,
        key=f"fraction-rate:{template[:10]}:{a}:{b}",
    )


_BUILDERS: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "unit-price": _unit_price,
    "speed": _speed,
    "fraction-rate": _fraction_rate,
}
RateParams = one_of(_BUILDERS, name="RateParams")


_BANDS = "counts of items (2-12 and 2-24), hours (2-8 or 2-12) and fraction denominators (2-12): easy the lower 60 %, medium the middle 60 %, hard the upper half; unit prices 20¢-$1, 20¢-$3, 50¢-$7.50; easy fraction rates divide by a unit fraction"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={AR, *WRITTEN, DT}, params=RateParams, levels=Levels("size", _BANDS))
def rates(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
