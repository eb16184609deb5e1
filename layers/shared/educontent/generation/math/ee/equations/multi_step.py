"""Multi-step problems with rational numbers (7.EE.B.3): a sale and change from a bill, saving part
of a wage, scaling a recipe, water left in a tank. Each kind of story is a small builder."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import person
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits, dx, fx, money, tidy

F = Fraction


@dataclass(frozen=True)
class _Problem:
    value: Fraction
    stem: str
    ask: str
    tail: str
    explanation: str
    candidates: list[tuple[str, str, str]]
    show: Callable[[Fraction], str]


def _sale(rng: random.Random, who: str, pron: str) -> _Problem:
    p = pick(rng, (10, 20, 25, 50, 30, 40))
    cost = F(4 * rng.randint(3, 12)) if p in (25, 50) else F(rng.randint(10, 40))
    n = rng.randint(2, 3)
    spend = n * cost * (100 - p) / 100
    bill = F(next(b for b in (20, 50, 100, 200) if b > spend))
    value = bill - spend
    return _Problem(
        value,
        f"A shirt costs {money(cost)}. It is on sale for {p}% off. {who} buys {n} shirts and pays with a {money(bill)} bill.",
        f"How much change does {who} get?",
        f"{who} gets ___ in change.",
        f"Sale price: {money(cost)} × {dx(F(100 - p, 100))} = {money(cost * (100 - p) / 100)}. {n} shirts: {money(spend)}. Change: {money(bill)} - {money(spend)} = {money(value)}.",
        [
            (money(bill - n * cost), "forgot-the-discount", f"The shirts are {p}% off."),
            (money(bill - cost * (100 - p) / 100), "paid-for-one-shirt", f"{who} buys {n} shirts."),
            (money(spend), "found-the-cost-not-the-change", "Subtract the cost from the bill."),
        ],
        money,
    )


def _wages(rng: random.Random, who: str, pron: str) -> _Problem:
    rate = F(rng.randint(20, 40), 2)
    hours = rng.randint(2, 8) * 2
    frac = pick(rng, (F(1, 2), F(1, 4), F(3, 4), F(1, 5), F(2, 5)))
    value = rate * hours * frac
    return _Problem(
        value,
        f"{who} earns {money(rate)} each hour and works {hours} hours. {pron.capitalize()} saves {fx(frac)} of the money.",
        f"How much money does {who} save?",
        f"{who} saves ___.",
        f"Money earned: {money(rate)} × {hours} = {money(rate * hours)}. Saved: {fx(frac)} × {money(rate * hours)} = {money(value)}.",
        [
            (
                money(rate * hours),
                "found-only-the-earnings",
                f"{pron.capitalize()} saves only {fx(frac)} of it.",
            ),
            (money(rate * hours * (1 - frac)), "found-the-part-spent", "This is the part that is not saved."),
            (money(rate * frac), "used-one-hour", f"{who} works {hours} hours."),
        ],
        money,
    )


def _recipe(rng: random.Random, who: str, pron: str) -> _Problem:
    a = F(rng.randint(5, 15), 4)
    m = pick(rng, (F(3, 2), F(2), F(5, 2), F(3)))
    have = F(rng.randint(1, int(a * m) - 1 if a * m > 2 else 1))
    value = a * m - have
    return _Problem(
        value,
        f"A recipe uses {count_of(a, 'cup', fx(a))} of flour. {who} makes {tidy(m)} times the recipe and already has {count_of(have, 'cup', fx(have))} of flour.",
        f"How many more cups of flour does {who} need?",
        f"The number of cups of flour {who} still needs is ___.",
        f"Flour needed: {fx(a)} × {tidy(m)} = {count_of(a * m, 'cup', fx(a * m))}. Subtract what {pron} has: {fx(a * m)} - {fx(have)} = {count_of(value, 'cup', fx(value))}.",
        [
            (fx(a * m), "forgot-to-subtract", f"{who} already has {count_of(have, 'cup', fx(have))}."),
            (
                fx(a - have) if a > have else fx(a + have),
                "did-not-scale-the-recipe",
                f"Multiply the recipe by {tidy(m)} first.",
            ),
            (fx(a * m + have), "added-instead-of-subtracted", "Subtract the flour already there."),
        ],
        fx,
    )


def _tank(rng: random.Random, who: str, pron: str) -> _Problem:
    total = rng.randint(4, 20) * 20
    f = pick(rng, (F(3, 4), F(1, 2), F(2, 5), F(3, 5), F(4, 5)))
    used = F(rng.randint(1, int(total * f) - 1)) + F(pick(rng, (0, 5)), 10)
    value = total * f - used
    return _Problem(
        value,
        f"A water tank holds {total} liters when full. It is {fx(f)} full. {who} uses {count_of(used, 'liter', tidy(used))}.",
        "How many liters are left in the tank?",
        "The number of liters left in the tank is ___.",
        f"Water in the tank: {fx(f)} × {total} = {fx(total * f)} liters. After using {tidy(used)}: {fx(total * f)} - {tidy(used)} = {count_of(value, 'liter', tidy(value))}.",
        [
            (tidy(total - used), "used-the-full-tank", f"The tank is only {fx(f)} full."),
            (tidy(total * f), "forgot-to-subtract", f"{who} used {count_of(used, 'liter', tidy(used))}."),
            (tidy(total * f + used), "added-instead-of-subtracted", "Using water makes less."),
        ],
        tidy,
    )


_KINDS = {"sale": _sale, "wages": _wages, "recipe": _recipe, "tank": _tank}


def multi_step(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = person(rng)
    kind = pick(rng, (("sale", "wages"), tuple(_KINDS), ("wages", "recipe", "tank"))[lvl])
    made = _KINDS[kind](rng, who, pron)
    return exact_question(
        made.value,
        made.candidates,
        show=made.show,
        prompt=f"{made.stem} {made.ask}",
        fill=f"{made.stem} {made.tail}",
        explanation=made.explanation + " Estimate to check that the answer is reasonable.",
        task="word-problem",
        steps=3,
        magnitude=digits(made.value),
        key=f"multi:{kind}:{made.stem}",
        standard="7.EE.B.3",
    )
