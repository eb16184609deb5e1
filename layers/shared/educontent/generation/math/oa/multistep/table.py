"""Multistep problems read from a price table: what a purchase costs, the money left, the change."""

from __future__ import annotations

import random
from dataclasses import dataclass

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import Banded
from educontent.generation.kit.math_forms import MathQuestion, Misconception, TableForm
from educontent.generation.kit.people import roster
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers

M = Misconception


@dataclass(frozen=True)
class _Purchase:
    """What ``name`` buys: ``q1`` of item ``i1`` and ``q2`` of item ``i2`` from the table."""

    name: str
    items: list[str]
    prices: list[int]
    i1: int
    i2: int
    q1: int
    q2: int

    @property
    def cost1(self) -> int:
        return self.q1 * self.prices[self.i1]

    @property
    def cost2(self) -> int:
        return self.q2 * self.prices[self.i2]


def _spend(b: _Purchase) -> tuple[str, int, int, str, list[Misconception]]:
    """(question, answer, steps, explanation, wrong answers): the cost of both items."""
    items, prices, i1, i2 = b.items, b.prices, b.i1, b.i2
    answer = b.cost1 + b.cost2
    return (
        f"{b.name} buys {b.q1} {items[i1]} and {b.q2} {items[i2]}. How many dollars does {b.name} spend?",
        answer,
        3,
        f"{b.q1} {items[i1]} cost {b.q1} × {prices[i1]} = {b.cost1}. {b.q2} {items[i2]} cost {b.q2} × {prices[i2]} = {b.cost2}. In all: {b.cost1} + {b.cost2} = {count_of(answer, 'dollar')}.",
        [
            M(
                str(prices[i1] + prices[i2]),
                "added-the-prices-only",
                "This is one of each item, not the amounts bought.",
            ),
            M(
                str(b.q1 * prices[i2] + b.q2 * prices[i1]),
                "swapped-the-prices",
                "Each amount must go with its own price.",
            ),
            M(str((b.q1 + b.q2) * prices[i1]), "used-one-price", "The two items have different prices."),
            M(str(b.cost1), "forgot-a-step", f"This is only the cost of the {items[i1]}."),
        ],
    )


def _left(b: _Purchase, money: int) -> tuple[str, int, int, str, list[Misconception]]:
    """(question, answer, steps, explanation, wrong answers): the money left after one item."""
    item, price = b.items[b.i1], b.prices[b.i1]
    answer = money - b.cost1
    return (
        f"{b.name} has {money} dollars and buys {b.q1} {item}. How many dollars does {b.name} have left?",
        answer,
        2,
        f"{b.q1} {item} cost {b.q1} × {price} = {b.cost1} dollars. {money} − {b.cost1} = {count_of(answer, 'dollar')} {'is' if answer == 1 else 'are'} left.",
        [
            M(str(money - price), "used-the-price-of-one", f"{b.name} buys {b.q1}, not 1."),
            M(str(b.cost1), "forgot-a-step", "This is the cost, not the money left."),
            M(
                str(money - b.q1 - price),
                "added-instead-of-multiplied",
                "The cost is the amount times the price.",
            ),
        ],
    )


def _change(b: _Purchase, money: int) -> tuple[str, int, int, str, list[Misconception]]:
    """(question, answer, steps, explanation, wrong answers): the change from paying for both items."""
    items, prices, i1, i2 = b.items, b.prices, b.i1, b.i2
    cost = b.cost1 + b.cost2
    answer = money - cost
    return (
        f"{b.name} buys {b.q1} {items[i1]} and {b.q2} {items[i2]} and pays with {money} dollars. How many dollars does {b.name} get back?",
        answer,
        4,
        f"{b.q1} × {prices[i1]} = {b.cost1}. {b.q2} × {prices[i2]} = {b.cost2}. Total: {b.cost1} + {b.cost2} = {cost}. Change: {money} − {cost} = {count_of(answer, 'dollar')}.",
        [
            M(str(cost), "forgot-the-last-step", "This is the cost, not the change."),
            M(str(money - b.cost1), "forgot-an-item", f"The {items[i2]} must be paid for too."),
            M(
                str(money - prices[i1] - prices[i2]),
                "used-the-price-of-one",
                "The amounts bought must be multiplied by the prices.",
            ),
        ],
    )


def _purchase(rng: random.Random, large: bool, level: DifficultyLevel) -> _Purchase:
    names = list(load_bank("math", "oa-multistep")["storeItems"])
    rng.shuffle(names)
    lo, hi = (5, 49) if large else (1, 9)
    banded = Banded(rng, level)
    prices = banded.sample(lo, hi, 4)
    name = pick(rng, roster("roster-2"))
    i1, i2 = rng.sample(range(4), 2)
    q1, q2 = (
        (banded.randint(3, 12), banded.randint(2, 9))
        if large
        else (banded.randint(2, 5), banded.randint(2, 5))
    )
    return _Purchase(name, names[:4], prices, i1, i2, q1, q2)


def table_problem(rng: random.Random, large: bool, level: DifficultyLevel) -> MathQuestion:
    b = _purchase(rng, large, level)
    form = rng.randrange(3 if large and level.rank >= 1 else 2)
    money = 0
    if form == 0:
        ask, answer, steps, explain, wrongs = _spend(b)
    elif form == 1:
        money = b.cost1 + rng.randint(1, 50 if large else 20)
        money = ((money + 4) // 5) * 5
        ask, answer, steps, explain, wrongs = _left(b, money)
    else:
        money = ((b.cost1 + b.cost2 + rng.randint(1, 100)) // 10 + 1) * 10
        ask, answer, steps, explain, wrongs = _change(b, money)
    items, prices = b.items, b.prices
    prices_text = " ".join(
        f"{items[i].capitalize()} cost {count_of(prices[i], 'dollar')} each." for i in sorted({b.i1, b.i2})
    )
    return MathQuestion(
        prompt=f"{prices_text} {ask}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=f"{prices_text} {ask} Answer: ___",
        table=TableForm(
            title="School store prices",
            columns=("Item", "Cost of one (dollars)"),
            rows=tuple((items[i], prices[i]) for i in range(4)),
            question=f"Use the table. {ask}",
        ),
        features=Features("word-problem", steps, len(str(max(answer, money if form else answer))), "table"),
        key=f"mt:{ask}:{prices}",
        instructions="Use the prices to solve.",
    )
