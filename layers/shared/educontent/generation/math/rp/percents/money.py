"""Percents of money (7.RP.A.3): sale prices, markups and discounts, tax, tips and commission, and
simple interest."""

from __future__ import annotations

import random
from fractions import Fraction as F
from math import gcd

from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.numbers.rationals import digits, dx, money

BANK = "rp-percents"


def _shop_items() -> tuple[str, ...]:
    return bank_rows(BANK, "shopItems")


def _money_question(
    prompt: str,
    fill: str,
    ans: F,
    explanation: str,
    cands: list[tuple[str, str, str]],
    steps: int,
    magnitude: int,
    key: str,
) -> MathQuestion:
    """A word problem whose answer is the amount of money ``ans`` (also accepted as a decimal)."""
    answer = money(ans)
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        acceptable=(dx(ans),),
        explanation=explanation,
        wrong=wrongs(answer, cands, fallback=ans, fallback_fmt=money),
        task="word-problem",
        steps=steps,
        magnitude=magnitude,
        key=key,
    )


def _cents_price(rng: random.Random, p: int, low: int, high: int) -> F:
    """A price in dollars and cents between about ``low`` and ``high`` cents whose ``p`` percent is a
    whole number of cents."""
    cents = 100 // gcd(p, 100)
    return F(cents * rng.randint(low // cents + 1, high // cents), 100)


def discount(rng: random.Random, lvl: int) -> MathQuestion:
    item = pick(rng, _shop_items())
    p = pick(rng, ((10, 20, 25, 50), (10, 15, 20, 25, 30, 40, 60), (5, 15, 35, 45, 12, 18, 65))[lvl])
    price = F(rng.randint((4, 10)[lvl], (20, 40)[lvl]) * 5) if lvl < 2 else _cents_price(rng, p, 800, 12000)
    change = price * p / 100
    kind = pick(rng, ("sale", "markup", "discount-amount"))
    if kind == "sale":
        stem = f"{article(item).capitalize()} {item} costs {money(price)}. It is on sale for {p}% off."
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
        stem = f"A store buys {with_article(item)} for {money(price)} and marks up the price by {p}%."
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
                f"{article(f'{p}%').capitalize()} {p}% markup is not {p} dollars; find {p}% of {money(price)}.",
            ),
            (money(price - change), "subtracted-the-markup", "A markup makes the price higher, so add."),
        ]
        explain = f"The markup is {p}% of {money(price)} = {dx(F(p, 100))} × {money(price)} = {money(change)}. Selling price: {money(price)} + {money(change)} = {money(ans)}."
    else:
        stem = f"{article(item).capitalize()} {item} costs {money(price)}. It is on sale for {p}% off."
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
    return _money_question(
        f"{stem} {ask}",
        f"{stem} {fill_}",
        ans,
        explain,
        cands,
        2,
        digits(price),
        f"discount:{item}:{price}:{p}:{kind}",
    )


def tax_tip(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = pick(rng, people("roster-4"))
    kind = pick(rng, ("tip", "tax", "commission"))
    if kind == "commission":
        amount = F(rng.randint((2, 8, 30)[lvl], (10, 40, 90)[lvl]) * 100)
        p = pick(rng, (5, 10, 4, 6, 8, 3))
    else:
        p = (
            pick(rng, ((10, 20), (10, 15, 20, 18), (15, 18, 20, 6, 8, 7))[lvl])
            if kind == "tip"
            else pick(rng, (5, 6, 8, 10, 4, 7))
        )
        amount = (
            F(rng.randint((4, 10)[lvl], (20, 40)[lvl]) * 2) if lvl < 2 else _cents_price(rng, p, 1000, 9000)
        )
    extra = amount * p / 100
    total_ask = kind != "commission" and rng.random() < 0.6
    if kind == "tip":
        stem = f"A meal costs {money(amount)}. {who} leaves {with_article(f'{p}%')} tip."
        ask = "What is the total cost with the tip?" if total_ask else "How much is the tip?"
    elif kind == "tax":
        stem = f"{with_article(pick(rng, _shop_items())).capitalize()} costs {money(amount)} before tax. The sales tax is {p}%."
        ask = "What is the total cost with tax?" if total_ask else "How much is the tax?"
    else:
        stem = f"{who} sells {money(amount)} of art supplies and earns {with_article(f'{p}%')} commission."
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
    return _money_question(
        f"{stem} {ask}",
        fill,
        ans,
        explain,
        cands,
        2 + int(total_ask),
        digits(amount),
        f"taxtip:{kind}:{amount}:{p}:{total_ask}",
    )


def interest(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = pick(rng, people("roster-4"))
    principal = F(rng.randint((2, 10, 40)[lvl], (10, 40, 100)[lvl]) * 50)
    r = pick(rng, ((2, 3, 4, 5), (2, 3, 4, 5, 6), (2, 3, 4, 5, 6, 7))[lvl])
    years = rng.randint((2, 3, 4)[lvl], (3, 5, 8)[lvl])
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
    return _money_question(
        f"{stem} {ask}",
        fill,
        ans,
        (
            f"Simple interest = principal × rate × time = {money(principal)} × {dx(F(r, 100))} × {years} = {money(interest)}."
            + (f" Balance = {money(principal)} + {money(interest)} = {answer}." if balance else "")
        ),
        cands,
        3,
        digits(principal),
        f"interest:{principal}:{r}:{years}:{balance}",
    )
