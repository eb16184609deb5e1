"""Ratio problems (6.RP.A.3): which of two mixes or stores is better, and part-part-whole problems
with a ratio and one count."""

from __future__ import annotations

import random
from fractions import Fraction as F
from math import gcd
from typing import NamedTuple

from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of, noun_for, with_article
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import MathQuestion, TableForm
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.math.rp.ratios.tables import scaling_slips
from educontent.generation.numbers.rationals import digits, fx, money

BANK = "rp-ratios"


class _Comparison(NamedTuple):
    stem: str
    ask: str
    best: str
    explanation: str
    cands: list[tuple[str, str, str]]
    table: TableForm
    key: str


def compare(rng: random.Random, lvl: int) -> MathQuestion:
    """Which mix tastes more like juice, or which store has the better buy."""
    made = _juice_mixes(rng, lvl) if rng.random() < 0.5 else _store_prices(rng, lvl)
    return question(
        prompt=f"{made.stem} {made.ask}",
        answer=made.best,
        answer_format="text",
        explanation=made.explanation,
        wrong=wrongs(made.best, made.cands, by_value=False),
        table=made.table,
        task="compare",
        steps=3,
        magnitude=2,
        representation="text",
        key=made.key,
    )


def _juice_mixes(rng: random.Random, lvl: int) -> _Comparison:
    while True:
        j1, w1 = draw(rng, 1, 9, level_of(lvl)), draw(rng, 2, 12, level_of(lvl))
        j2, w2 = draw(rng, 1, 9, level_of(lvl)), draw(rng, 2, 12, level_of(lvl))
        if F(j1, w1) != F(j2, w2) and (j1, w1) != (j2, w2) and j1 - w1 != j2 - w2:
            break
    r1, r2 = F(j1, w1), F(j2, w2)
    best = "Mix A" if r1 > r2 else "Mix B"
    other = "Mix B" if best == "Mix A" else "Mix A"
    stem = (
        f"Mix A uses {count_of(j1, 'cup')} of juice and {count_of(w1, 'cup')} of water. "
        f"Mix B uses {count_of(j2, 'cup')} of juice and {count_of(w2, 'cup')} of water."
    )
    ask = "Which mix tastes more like juice?"
    explanation = (
        f"Compare juice for each cup of water. Mix A: {j1} ÷ {w1} = {fx(r1, mixed=False)} {noun_for(r1, 'cup')} of juice per cup of water. "
        f"Mix B: {j2} ÷ {w2} = {fx(r2, mixed=False)}. {best} has more juice for each cup of water."
    )
    cands = [
        (
            other,
            "compared-amounts-not-ratios",
            "Looking at only one amount (or the difference) ignores how much water is mixed in; compare juice per cup of water.",
        ),
        (
            "They taste the same",
            "assumed-equal-ratios",
            f"The ratios {j1}:{w1} and {j2}:{w2} are not equivalent.",
        ),
    ]
    table = TableForm(
        title="Juice mixes",
        columns=("Mix", "Cups of juice", "Cups of water"),
        rows=(("Mix A", j1, w1), ("Mix B", j2, w2)),
        question=ask,
    )
    key = f"compare:juice:{j1}:{w1}:{j2}:{w2}"
    return _Comparison(stem, ask, best, explanation, cands, table, key)


def _store_prices(rng: random.Random, lvl: int) -> _Comparison:
    while True:
        n1, n2 = draw(rng, 2, 12, level_of(lvl)), draw(rng, 2, 12, level_of(lvl))
        u1, u2 = F(rng.randint(20, 150), 100), F(rng.randint(20, 150), 100)
        if n1 != n2 and u1 != u2 and (n1 * u1 > n2 * u2) == (u1 < u2):
            break  # the cheaper pack costs more in total, so the totals mislead
    item = pick(rng, bank_rows(BANK, "shopItems"))
    best = "Store A" if u1 < u2 else "Store B"
    other = "Store B" if best == "Store A" else "Store A"
    stem = f"Store A sells {n1} {item} for {money(n1 * u1)}. Store B sells {n2} {item} for {money(n2 * u2)}."
    ask = "Which store has the better buy (the lower price for each one)?"
    explanation = (
        f"Find the unit price. Store A: {money(n1 * u1)} ÷ {n1} = {money(u1)} each. "
        f"Store B: {money(n2 * u2)} ÷ {n2} = {money(u2)} each. {best} charges less for each one."
    )
    cands = [
        (
            other,
            "compared-totals-not-unit-prices",
            "The lower total price is for a different number of items; compare the price of one item.",
        ),
        ("Both are the same price for each one", "assumed-equal-rates", "The unit prices are different."),
    ]
    table = TableForm(
        title=f"Prices of {item}",
        columns=("Store", f"Number of {item}", "Price"),
        rows=(("Store A", n1, money(n1 * u1)), ("Store B", n2, money(n2 * u2))),
        question=ask,
    )
    key = f"compare:price:{n1}:{u1}:{n2}:{u2}"
    return _Comparison(stem, ask, best, explanation, cands, table, key)


def _parts(n: int) -> str:
    return "1 part" if n == 1 else f"{n} parts"


def part_whole(rng: random.Random, lvl: int) -> MathQuestion:
    place, n1, n2, every = pick(rng, bank_rows(BANK, "groups", "place", "first", "second", "all"))
    while True:
        p, q = draw(rng, 1, 9, level_of(lvl)), draw(rng, 1, 9, level_of(lvl))
        if p != q and gcd(p, q) == 1:
            break
    k = draw(rng, 2, 15, level_of(lvl))
    A, B, T = p * k, q * k, (p + q) * k
    kind = pick(rng, ("total-part", "part-part", "part-total"))
    stem = f"In {with_article(place)}, the ratio of {n1} to {n2} is {p}:{q}."
    if kind == "total-part":
        stem += f" There are {T} {every} in all."
        ask, ans, want = f"How many {n2} are there?", B, n2
        cands = [
            (str(A), "found-the-other-part", f"This is the number of {n1}, not {n2}."),
            (
                str(T // q) if T % q == 0 else "",
                "divided-by-the-part",
                f"Divide the total by the number of parts in all ({p} + {q} = {p + q}), not by {q}.",
            ),
            (
                str(T - q),
                "subtracted-the-ratio-number",
                "The ratio numbers count parts, not objects; find the size of one part first.",
            ),
        ]
        explain = f"There are {p} + {q} = {p + q} parts. Each part is {T} ÷ {p + q} = {k}. The {n2} are {_parts(q)}: {q} × {k} = {B}."
        fill_tail = f"So there are ___ {n2}."
    elif kind == "part-part":
        stem += f" There are {A} {n1}."
        ask, ans, want = f"How many {n2} are there?", B, n2
        cands = [
            *scaling_slips(
                A,
                p,
                q,
                "Equivalent ratios multiply both numbers by the same number.",
                f"This uses {q}:{p} instead of {p}:{q}.",
            ),
            (str(T), "found-the-total", f"This is the number of {every} in all, not just the {n2}."),
        ]
        explain = f"{A} {n1} is {_parts(p)}, so one part is {A} ÷ {p} = {k}. The {n2} are {_parts(q)}: {q} × {k} = {B}."
        fill_tail = f"So there are ___ {n2}."
    else:
        stem += f" There are {A} {n1}."
        ask, ans, want = f"How many {every} are there in all?", T, every
        cands = [
            (str(B), "found-only-the-other-part", f"This is only the {n2}; add the {n1} too."),
            (str(A + q), "added-the-ratio-number", "The ratio numbers count parts, not objects."),
            (
                str(A + p + q),
                "added-the-ratio-numbers",
                "Find the size of one part first, then count all the parts.",
            ),
        ]
        explain = f"{A} {n1} is {_parts(p)}, so one part is {A} ÷ {p} = {k}. All the {every} are {p} + {q} = {p + q} parts: {p + q} × {k} = {T}."
        fill_tail = f"So there are ___ {every} in all."
    return exact_question(
        F(ans),
        cands,
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_tail}",
        explanation=explain,
        task="word-problem",
        steps=2,
        magnitude=digits(T),
        key=f"part-whole:{place}:{p}:{q}:{k}:{kind}:{want}",
    )
