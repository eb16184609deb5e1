"""Ratio language (6.RP.A.1): naming a ratio of two quantities or of a part to the whole, reading
a ratio from survey data, and writing a ratio in simplest form."""

from __future__ import annotations

import random
from math import gcd
from typing import Any

from educontent.generation.draw import bar_charts
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article
from educontent.generation.kit.levels import draw, level_of
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, TableForm
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.numbers.rationals import digits

BANK = "rp-ratios"


def _ratio_question(
    x: int,
    y: int,
    candidates: list[tuple[str, str, str]],
    *,
    also: tuple[str, ...] = (),
    by_value: bool = True,
    **parts: Any,
) -> MathQuestion:
    """A question answered by the ratio x:y, also accepted as "x to y", x/y and ``also``; the wrong
    ``candidates`` are kept apart from it by value unless not ``by_value`` (simplest form)."""
    answer = f"{x}:{y}"
    return question(
        answer=answer,
        answer_format="text",
        acceptable=(f"{x} to {y}", f"{x}/{y}", *also),
        wrong=wrongs(answer, candidates, by_value=by_value),
        **parts,
    )


def describe(rng: random.Random, lvl: int) -> MathQuestion:
    place, n1, n2, every = pick(rng, bank_rows(BANK, "collections", "place", "first", "second", "all"))
    a = draw(rng, 2, 40, level_of(lvl))
    b = draw(rng, 2, 40, level_of(lvl))
    while b == a:
        b = draw(rng, 2, 40, level_of(lvl))
    total = a + b
    kinds = [("n2", "n1"), ("n1", "n2")] + ([("n1", "all"), ("n2", "all"), ("all", "n1")] if lvl else [])
    first, second = pick(rng, kinds)
    words = {"n1": n1, "n2": n2, "all": f"all the {every}"}
    counts = {"n1": a, "n2": b, "all": total}
    x, y = counts[first], counts[second]
    stem = f"{article(place).capitalize()} {place} has {a} {n1} and {b} {n2}."
    cands = [
        (
            f"{y}:{x}",
            "reversed-the-order",
            "The numbers are in the wrong order: the first thing named comes first.",
        )
    ]
    if "all" in (first, second):
        part = first if second == "all" else second
        other = b if part == "n1" else a
        cands.append(
            (
                f"{x}:{other}" if second == "all" else f"{other}:{y}",
                "compared-part-to-part",
                f"The question asks about all the {every}, not just the other kind.",
            )
        )
    else:
        cands.append(
            (
                f"{x}:{total}",
                "compared-part-to-whole",
                f"The second number should count only the {words[second]}, not all the {every}.",
            )
        )
        cands.append(
            (
                f"{y}:{total}",
                "compared-the-wrong-part-to-whole",
                "This compares the wrong kind with the whole collection.",
            )
        )
    g = gcd(x, y)
    simple = f"{x // g}:{y // g}"
    return _ratio_question(
        x,
        y,
        cands,
        also=(simple, f"{x // g} to {y // g}"),
        prompt=f"{stem} What is the ratio of {words[first]} to {words[second]}?",
        fill=f"{stem} The ratio of {words[first]} to {words[second]} is ___.",
        explanation=(
            f"A ratio names the first quantity first. There are {x} {words[first].replace('all the ', '')}"
            f"{' in all' if first == 'all' else ''} and {y} {words[second].replace('all the ', '')}"
            f"{' in all' if second == 'all' else ''}, so the ratio is {x}:{y}"
            + (f", which can also be written {simple}." if g > 1 else ".")
            + (f" All the {every}: {a} + {b} = {total}." if "all" in (first, second) else "")
        ),
        task="represent",
        magnitude=digits(total),
        representation="text",
        key=f"describe:{place}:{a}:{b}:{first}:{second}",
    )


def from_data(rng: random.Random, lvl: int) -> MathQuestion:
    topic, options = pick(rng, bank_rows(BANK, "surveys", "topic", "options"))
    k = 3 + (lvl > 0)
    names_ = list(options[:k])
    counts = [draw(rng, 1, 18, level_of(lvl)) for _ in names_]
    i, j = rng.sample(range(k), 2)
    while counts[i] == counts[j]:
        counts[j] = draw(rng, 1, 18, level_of(lvl))
    total = sum(counts)
    to_all = lvl == 2 and rng.random() < 0.4
    x = counts[i]
    y = total if to_all else counts[j]
    second = "all the votes" if to_all else f"votes for {names_[j]}"
    ask = f"What is the ratio of votes for {names_[i]} to {second}?"
    cands = [
        (
            f"{y}:{x}",
            "reversed-the-order",
            "The numbers are in the wrong order: votes for the first choice named come first.",
        ),
        (
            f"{x}:{total}" if not to_all else f"{x}:{counts[j]}",
            "compared-part-to-whole" if not to_all else "compared-part-to-part",
            "This uses the wrong second quantity.",
        ),
        (
            f"{x}:{total - x}",
            "compared-to-everything-else",
            "This compares with all the other votes, not the one asked about.",
        ),
    ]
    svg = bar_charts.bars(
        [n.title() for n in names_],
        counts,
        ystep=2,
        title=f"Favorite {topic} votes",
        desc=f"A bar graph of votes for a favorite {topic}: one bar for each of {', '.join(names_)}.",
        xname=f"Favorite {topic}",
        yname="Votes",
    )
    return _ratio_question(
        x,
        y,
        cands,
        prompt=f"A class voted for their favorite {topic}. {ask}",
        fill=f"A class voted for their favorite {topic}. The ratio of votes for {names_[i]} to {second} is ___.",
        explanation=(
            f"Read the votes: {names_[i]} has {x}"
            + (
                f", and all the votes add to {' + '.join(map(str, counts))} = {total}"
                if to_all
                else f" and {names_[j]} has {y}"
            )
            + f". Write the first quantity first: {x}:{y}."
        ),
        table=TableForm(
            title=f"Favorite {topic}",
            columns=(f"Favorite {topic}", "Votes"),
            rows=tuple((n.title(), c) for n, c in zip(names_, counts, strict=True)),
            question=ask,
        ),
        diagram=DiagramForm("bar-graph", svg, question=f"The bar graph shows how a class voted. {ask}"),
        task="represent",
        magnitude=digits(total),
        key=f"ratio-data:{topic}:{counts}:{i}:{j}:{to_all}",
    )


def simplify(rng: random.Random, lvl: int) -> MathQuestion:
    p, q = draw(rng, 1, 12, level_of(lvl)), draw(rng, 1, 12, level_of(lvl))
    while gcd(p, q) != 1 or p == q:
        p, q = draw(rng, 1, 12, level_of(lvl)), draw(rng, 1, 12, level_of(lvl))
    k = pick(rng, ((2, 3, 4, 5), (4, 6, 8, 9, 10), (6, 8, 9, 10, 12, 15))[lvl])
    a, b = p * k, q * k
    d = next((d for d in range(2, k) if k % d == 0), None)
    cands = []
    if d:
        cands.append(
            (
                f"{a // d}:{b // d}",
                "not-fully-simplified",
                f"Dividing by {d} helps, but {a // d} and {b // d} still share a factor. Divide by the greatest common factor, {k}.",
            )
        )
    cands.append(
        (f"{q}:{p}", "reversed-the-order", "The simplified ratio must keep the same order as the original.")
    )
    m = min(a, b) - 1
    if m > 0 and a - m != b - m:
        cands.append(
            (
                f"{a - m}:{b - m}",
                "subtracted-instead-of-dividing",
                "Subtracting the same number from both parts does not keep the ratio equivalent; divide instead.",
            )
        )
    cands.append(
        (
            f"{p}:{q * 2}" if q * 2 != p else f"{p * 2}:{q}",
            "divided-only-one-part",
            "Both parts of a ratio must be divided by the same number.",
        )
    )
    return _ratio_question(
        p,
        q,
        cands,
        by_value=False,
        prompt=f"Write the ratio {a}:{b} in simplest form.",
        fill=f"The ratio {a}:{b} written in simplest form is ___.",
        explanation=f"The greatest common factor of {a} and {b} is {k}. Divide both parts by {k}: {a} ÷ {k} = {p} and {b} ÷ {k} = {q}, so {a}:{b} = {p}:{q}.",
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"simplify:{a}:{b}",
    )
