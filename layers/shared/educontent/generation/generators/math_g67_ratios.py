"""Grade 6-7 ratios and rates (6.RP, 7.RP.A.1): ratio language, simplest form, unit rates,
equivalent-ratio tables and graphs, comparing ratios, part-whole ratio problems, unit prices,
constant speed, and unit rates with fractions."""

from __future__ import annotations

import random
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

# ---- ratio language --------------------------------------------------------------------------------

_COLLECTIONS = (
    ("basket", "apples", "pears", "pieces of fruit"),
    ("box", "red crayons", "blue crayons", "crayons"),
    ("garden", "tulips", "daisies", "flowers"),
    ("pond", "ducks", "geese", "birds"),
    ("shelf", "storybooks", "comic books", "books"),
    ("bag", "green marbles", "yellow marbles", "marbles"),
    ("tank", "goldfish", "guppies", "fish"),
    ("parking lot", "cars", "vans", "vehicles"),
)


def _ratio_describe(rng: random.Random, lvl: int) -> MathQuestion:
    place, n1, n2, every = pick(rng, _COLLECTIONS)
    top = (10, 20, 40)[lvl]
    a = rng.randint(2, top)
    b = rng.randint(2, top)
    while b == a:
        b = rng.randint(2, top)
    total = a + b
    kinds = [("n2", "n1"), ("n1", "n2")] + ([("n1", "all"), ("n2", "all"), ("all", "n1")] if lvl else [])
    first, second = pick(rng, kinds)
    words = {"n1": n1, "n2": n2, "all": f"all the {every}"}
    counts = {"n1": a, "n2": b, "all": total}
    x, y = counts[first], counts[second]
    stem = f"A {place} has {a} {n1} and {b} {n2}."
    answer = f"{x}:{y}"
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
    return question(
        prompt=f"{stem} What is the ratio of {words[first]} to {words[second]}?",
        fill=f"{stem} The ratio of {words[first]} to {words[second]} is ___.",
        answer=answer,
        answer_format="text",
        acceptable=(f"{x} to {y}", f"{x}/{y}", simple, f"{x // g} to {y // g}"),
        explanation=(
            f"A ratio names the first quantity first. There are {x} {words[first].replace('all the ', '')}"
            f"{' in all' if first == 'all' else ''} and {y} {words[second].replace('all the ', '')}"
            f"{' in all' if second == 'all' else ''}, so the ratio is {x}:{y}"
            + (f", which can also be written {simple}." if g > 1 else ".")
            + (f" All the {every}: {a} + {b} = {total}." if "all" in (first, second) else "")
        ),
        wrong=wrongs(answer, cands),
        task="represent",
        magnitude=digits(total),
        representation="text",
        key=f"describe:{place}:{a}:{b}:{first}:{second}",
    )


_SURVEYS = (
    ("fruit", ("apples", "bananas", "grapes", "pears")),
    ("season", ("spring", "summer", "fall", "winter")),
    ("pet", ("dogs", "cats", "fish", "birds")),
    ("sport", ("soccer", "basketball", "swimming", "tennis")),
    ("color", ("red", "blue", "green", "purple")),
    ("snack", ("popcorn", "pretzels", "fruit cups", "yogurt")),
)


def _ratio_from_data(rng: random.Random, lvl: int) -> MathQuestion:
    topic, options = pick(rng, _SURVEYS)
    k = 3 + (lvl > 0)
    names_ = list(options[:k])
    top = (10, 12, 18)[lvl]
    counts = [rng.randint(1, top) for _ in names_]
    i, j = rng.sample(range(k), 2)
    while counts[i] == counts[j]:
        counts[j] = rng.randint(1, top)
    total = sum(counts)
    to_all = lvl == 2 and rng.random() < 0.4
    x = counts[i]
    y = total if to_all else counts[j]
    second = "all the votes" if to_all else f"votes for {names_[j]}"
    ask = f"What is the ratio of votes for {names_[i]} to {second}?"
    answer = f"{x}:{y}"
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
    svg = draw.bars(
        [n.title() for n in names_],
        counts,
        ystep=2,
        title=f"Favorite {topic} votes",
        desc=f"A bar graph of votes for a favorite {topic}: one bar for each of {', '.join(names_)}.",
        xname=f"Favorite {topic}",
        yname="Votes",
    )
    return question(
        prompt=f"A class voted for their favorite {topic}. {ask}",
        fill=f"A class voted for their favorite {topic}. The ratio of votes for {names_[i]} to {second} is ___.",
        answer=answer,
        answer_format="text",
        acceptable=(f"{x} to {y}", f"{x}/{y}"),
        explanation=(
            f"Read the votes: {names_[i]} has {x}"
            + (
                f", and all the votes add to {' + '.join(map(str, counts))} = {total}"
                if to_all
                else f" and {names_[j]} has {y}"
            )
            + f". Write the first quantity first: {x}:{y}."
        ),
        wrong=wrongs(answer, cands),
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


def _simplify(rng: random.Random, lvl: int) -> MathQuestion:
    p, q = rng.randint(1, (5, 9, 12)[lvl]), rng.randint(1, (5, 9, 12)[lvl])
    while gcd(p, q) != 1 or p == q:
        p, q = rng.randint(1, (5, 9, 12)[lvl]), rng.randint(1, (5, 9, 12)[lvl])
    k = pick(rng, ((2, 3, 4, 5), (4, 6, 8, 9, 10), (6, 8, 9, 10, 12, 15))[lvl])
    a, b = p * k, q * k
    answer = f"{p}:{q}"
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
    return question(
        prompt=f"Write the ratio {a}:{b} in simplest form.",
        fill=f"The ratio {a}:{b} written in simplest form is ___.",
        answer=answer,
        answer_format="text",
        acceptable=(f"{p} to {q}", f"{p}/{q}"),
        explanation=f"The greatest common factor of {a} and {b} is {k}. Divide both parts by {k}: {a} ÷ {k} = {p} and {b} ÷ {k} = {q}, so {a}:{b} = {p}:{q}.",
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=2,
        magnitude=digits(a, b),
        key=f"simplify:{a}:{b}",
    )


_RATE_CONTEXTS = (
    (
        "A recipe uses {a} cups of flour for {b} batches of muffins.",
        "cups of flour per batch",
        ("Batches", "Cups of flour"),
        "6.RP.A.2",
    ),
    ("{name} reads {a} pages in {b} days.", "pages per day", ("Days", "Pages read"), "6.RP.A.2"),
    (
        "A car travels {a} miles in {b} hours at a steady speed.",
        "miles per hour",
        ("Hours", "Miles"),
        "6.RP.A.3b",
    ),
    (
        "A printer prints {a} pages in {b} minutes.",
        "pages per minute",
        ("Minutes", "Pages printed"),
        "6.RP.A.2",
    ),
    (
        "A hose fills a pool with {a} gallons of water in {b} minutes.",
        "gallons per minute",
        ("Minutes", "Gallons"),
        "6.RP.A.3b",
    ),
    (
        "{name} walks {a} laps of the track in {b} minutes.",
        "laps per minute",
        ("Minutes", "Laps"),
        "6.RP.A.2",
    ),
)


def _unit_rate(rng: random.Random, lvl: int) -> MathQuestion:
    template, unit, cols, code = pick(rng, _RATE_CONTEXTS)
    if lvl < 2:
        b = rng.randint(2, (6, 9)[lvl])
        rate = F(rng.randint(2, (9, 25)[lvl]))
    else:
        b = pick(rng, (2, 4, 5, 8))
        rate = F(rng.randint(3, 40 * b), b)
        while rate.denominator == 1:
            rate = F(rng.randint(3, 40 * b), b)
    a = rate * b
    who = name(rng)[0]
    stem = template.format(a=fx(a), b=b, name=who)
    answer = dx(rate)
    inverted = F(b) / a
    cands = [
        (
            dx(inverted) if terminates(inverted) else fx(inverted, mixed=False),
            "divided-the-wrong-way",
            f"This is {cols[0].lower()} for each one of the other quantity: divide {fx(a)} by {b}, not {b} by {fx(a)}.",
        ),
        (
            dx(a * b),
            "multiplied-instead-of-divided",
            "Multiplying makes a bigger number; to find the amount for 1, divide.",
        ),
        (
            dx(a - b),
            "subtracted-instead-of-divided",
            "Subtracting does not find the amount for one; divide instead.",
        ),
    ]
    rows = tuple((b * m, int(a * m)) for m in (1, 2, 3))
    return question(
        prompt=f"{stem} What is the unit rate in {unit}?",
        fill=f"{stem} The unit rate is ___.",
        answer=answer,
        unit=unit,
        acceptable=acceptable_forms(rate),
        explanation=f"A unit rate tells how much for 1. Divide: {fx(a)} ÷ {b} = {answer}, so the rate is {answer} {unit}.",
        wrong=wrongs(answer, cands, fallback=rate, fallback_fmt=dx),
        arithmetic=ArithmeticForm(operand1=a, operand2=b, operator="÷", expression=f"{fx(a)} ÷ {b} = ___"),
        table=TableForm(
            title=f"{cols[1]} and {cols[0].lower()}",
            columns=cols,
            rows=rows,
            question=f"The table shows equivalent ratios of {cols[1].lower()} to {cols[0].lower()}. What is the unit rate in {unit}?",
        ),
        task="word-problem",
        magnitude=digits(a),
        key=f"unit-rate:{template[:12]}:{a}:{b}",
        standard=code,
    )


_PAIRS = (
    ("red beads", "blue beads"),
    ("cups of juice", "cups of water"),
    ("cups of flour", "cups of milk"),
    ("scoops of seeds", "cups of soil"),
    ("teachers", "students"),
    ("boats", "paddles"),
)


def _pair_ratio(rng: random.Random, lvl: int) -> tuple[int, int, int]:
    """A base ratio (a, b) and a multiplier for the first row; hard items share a factor so the
    scale from a given row is not always whole."""
    while True:
        a, b = rng.randint(2, (5, 7, 9)[lvl]), rng.randint(2, (6, 9, 12)[lvl])
        if a != b and gcd(a, b) == 1:
            return a, b, (1 if lvl < 2 else pick(rng, (2, 3)))


def _ratio_table(rng: random.Random, lvl: int) -> MathQuestion:
    n1, n2 = pick(rng, _PAIRS)
    a, b, g = _pair_ratio(rng, lvl)
    mults = sorted(rng.sample(range(1, (6, 9, 12)[lvl] + 1), 4))
    rows = [[a * m, b * m] for m in mults]
    given = [a * g, b * g]
    target = rng.randrange(1, 4) if lvl < 2 else rng.randrange(0, 4)
    while mults[target] == g:
        target = rng.randrange(0, 4)
    col = rng.randrange(2) if lvl else 1
    answer_n = rows[target][col]
    known = rows[target][1 - col]
    shown = [list(r) for r in rows]
    shown[target][col] = "?"
    have, want = (n1, n2) if col == 1 else (n2, n1)
    ga, gb = (given[0], given[1]) if col == 1 else (given[1], given[0])
    stem = f"For every {given[0]} {n1}, there are {given[1]} {n2}."
    answer = str(answer_n)
    cands = [
        (
            str(known + (gb - ga)),
            "added-instead-of-multiplied",
            "Equivalent ratios grow by multiplying both numbers by the same number, not by adding the same amount.",
        ),
        (
            str(known * ga // gb) if known * ga % gb == 0 else "",
            "flipped-the-ratio",
            f"This uses the ratio upside down; {ga} {have} go with {gb} {want}.",
        ),
        (
            str(known * gb),
            "multiplied-by-the-wrong-number",
            "This multiplies by the whole second number instead of the scale factor.",
        ),
    ]
    if target > 0:
        prev = rows[target - 1]
        cands.append(
            (
                str(prev[col] + known - prev[1 - col]),
                "kept-the-same-difference",
                "The two numbers in each row do not differ by the same amount; use the scale factor.",
            )
        )
    scale = F(known, ga)
    return question(
        prompt=f"{stem} How many {want} go with {known} {have}?",
        fill=f"{stem} So {known} {have} go with ___ {want}.",
        answer=answer,
        explanation=(
            f"{ga} {have} go with {gb} {want}. {known} ÷ {ga} = {fx(scale)}, so multiply both numbers by {fx(scale)}: "
            f"{gb} × {fx(scale)} = {answer}."
        ),
        wrong=wrongs(answer, cands, fallback=F(answer_n)),
        table=TableForm(
            title=f"{n1.capitalize()} and {n2}",
            columns=(n1.capitalize(), n2.capitalize()),
            rows=tuple(tuple(r) for r in shown),
            question="The table shows equivalent ratios. What number goes where the ? is?",
        ),
        task="word-problem",
        steps=2,
        magnitude=digits(answer_n, known),
        key=f"ratio-table:{n1}:{a}:{b}:{mults}:{target}:{col}:{g}",
    )


def _compare_ratios(rng: random.Random, lvl: int) -> MathQuestion:
    if rng.random() < 0.5:
        while True:
            j1, w1 = rng.randint(1, (4, 6, 9)[lvl]), rng.randint(2, (6, 9, 12)[lvl])
            j2, w2 = rng.randint(1, (4, 6, 9)[lvl]), rng.randint(2, (6, 9, 12)[lvl])
            if F(j1, w1) != F(j2, w2) and (j1, w1) != (j2, w2) and j1 - w1 != j2 - w2:
                break
        r1, r2 = F(j1, w1), F(j2, w2)
        best = "Mix A" if r1 > r2 else "Mix B"
        other = "Mix B" if best == "Mix A" else "Mix A"
        stem = (
            f"Mix A uses {j1} cups of juice and {w1} cups of water. "
            f"Mix B uses {j2} cups of juice and {w2} cups of water."
        )
        ask = "Which mix tastes more like juice?"
        explanation = (
            f"Compare juice for each cup of water. Mix A: {j1} ÷ {w1} = {fx(r1, mixed=False)} cup of juice per cup of water. "
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
    else:
        while True:
            n1, n2 = rng.randint(2, (5, 8, 12)[lvl]), rng.randint(2, (5, 8, 12)[lvl])
            u1, u2 = F(rng.randint(20, 150), 100), F(rng.randint(20, 150), 100)
            if n1 != n2 and u1 != u2 and (n1 * u1 > n2 * u2) == (u1 < u2):
                break  # the cheaper pack costs more in total, so the totals mislead
        item = pick(rng, ("pens", "apples", "muffins", "notebooks", "bottles of water"))
        best = "Store A" if u1 < u2 else "Store B"
        other = "Store B" if best == "Store A" else "Store A"
        stem = (
            f"Store A sells {n1} {item} for {money(n1 * u1)}. Store B sells {n2} {item} for {money(n2 * u2)}."
        )
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
    return question(
        prompt=f"{stem} {ask}",
        answer=best,
        answer_format="text",
        explanation=explanation,
        wrong=wrongs(best, cands, by_value=False),
        table=table,
        task="compare",
        steps=3,
        magnitude=2,
        representation="text",
        key=key,
    )


def _ratio_graph(rng: random.Random, lvl: int) -> MathQuestion:
    n1, n2 = pick(rng, _PAIRS)
    a, b, _ = _pair_ratio(rng, lvl)
    shown = 3
    m = rng.randint(4, (6, 8, 10)[lvl])
    points = [(a * k, b * k, "") for k in range(1, shown + 1)]
    svg = draw.plane(
        title=f"Equivalent ratios of {n1} to {n2}",
        desc=f"A coordinate plane with {n1} on the x-axis and {n2} on the y-axis. Three points show equivalent ratios.",
        xlo=0,
        xhi=a * 6,
        ylo=0,
        yhi=b * 6,
        xstep=a,
        ystep=b,
        points=points,
        xname=n1.capitalize(),
        yname=n2.capitalize(),
    )
    x = a * m
    answer_n = b * m
    answer = str(answer_n)
    cands = [
        (
            str(x + b - a),
            "added-instead-of-multiplied",
            "Equivalent ratios multiply both numbers by the same number; adding the same amount does not.",
        ),
        (
            str(x * a // b) if x * a % b == 0 else "",
            "flipped-the-ratio",
            f"This uses the ratio upside down: {a} {n1} go with {b} {n2}.",
        ),
        (
            str(b * shown + b),
            "continued-one-step-only",
            f"This is the next point after the last one shown, not the point for {x} {n1}.",
        ),
    ]
    ask = f"The points show equivalent ratios of {n1} (x) to {n2} (y). If the pattern continues, how many {n2} go with {x} {n1}?"
    return question(
        prompt=ask,
        fill=f"The points show equivalent ratios of {n1} to {n2}. If the pattern continues, {x} {n1} go with ___ {n2}.",
        answer=answer,
        explanation=(
            f"Read a point: ({a}, {b}) means {a} {n1} go with {b} {n2}. {x} ÷ {a} = {m}, so multiply {b} by {m}: {b} × {m} = {answer}."
        ),
        wrong=wrongs(answer, cands, fallback=F(answer_n)),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=digits(answer_n),
        key=f"ratio-graph:{n1}:{a}:{b}:{m}",
    )


_GROUPS = (
    ("garden", "tulips", "daisies", "flowers"),
    ("bag", "red marbles", "blue marbles", "marbles"),
    ("class", "students who walk", "students who ride the bus", "students"),
    ("pond", "ducks", "geese", "birds"),
    ("library cart", "storybooks", "science books", "books"),
)


def _parts(n: int) -> str:
    return "1 part" if n == 1 else f"{n} parts"


def _part_whole(rng: random.Random, lvl: int) -> MathQuestion:
    place, n1, n2, every = pick(rng, _GROUPS)
    while True:
        p, q = rng.randint(1, (5, 7, 9)[lvl]), rng.randint(1, (5, 7, 9)[lvl])
        if p != q and gcd(p, q) == 1:
            break
    k = rng.randint(2, (6, 10, 15)[lvl])
    A, B, T = p * k, q * k, (p + q) * k
    kind = pick(rng, ("total-part", "part-part", "part-total"))
    stem = f"In a {place}, the ratio of {n1} to {n2} is {p}:{q}."
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
            (
                str(A + q - p),
                "added-instead-of-multiplied",
                "Equivalent ratios multiply both numbers by the same number.",
            ),
            (
                str(A * p // q) if A * p % q == 0 else "",
                "flipped-the-ratio",
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
    answer = str(ans)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {fill_tail}",
        answer=answer,
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=F(ans)),
        task="word-problem",
        steps=2,
        magnitude=digits(T),
        key=f"part-whole:{place}:{p}:{q}:{k}:{kind}:{want}",
    )


RatioMode = Literal[
    "describe", "from-data", "simplify", "unit-rate", "ratio-table", "compare", "ratio-graph", "part-whole"
]
_RATIO_BUILDERS = {
    "describe": _ratio_describe,
    "from-data": _ratio_from_data,
    "simplify": _simplify,
    "unit-rate": _unit_rate,
    "ratio-table": _ratio_table,
    "compare": _compare_ratios,
    "ratio-graph": _ratio_graph,
    "part-whole": _part_whole,
}


class RatioParams(ModeParams):
    mode: RatioMode


@generator(
    "math.g67.ratios",
    content_types={
        T.ARITHMETIC,
        T.MULTIPLE_CHOICE,
        T.FILL_BLANK,
        T.SHORT_ANSWER,
        T.TRUE_FALSE,
        T.DATA_TABLE,
        T.DIAGRAM,
    },
    params=RatioParams,
)
def ratios(ctx: GenerationContext) -> Draft:
    q = _RATIO_BUILDERS[ctx.params.mode](ctx.rng, ctx.level.rank)
    return emit(ctx, q)


# ---- rates -------------------------------------------------------------------------------------------

_ITEMS = (
    ("notebooks", "notebook"),
    ("apples", "apple"),
    ("granola bars", "granola bar"),
    ("pencils", "pencil"),
    ("tickets", "ticket"),
    ("bottles of juice", "bottle of juice"),
)


def _unit_price(rng: random.Random, lvl: int) -> MathQuestion:
    items, item = pick(rng, _ITEMS)
    unit_price = F(rng.randint((4, 4, 10)[lvl], (20, 60, 150)[lvl]) * 5, 100)
    n1 = rng.randint(2, (5, 8, 12)[lvl])
    n2 = rng.randint(2, (10, 15, 24)[lvl])
    while n2 == n1:
        n2 = rng.randint(2, (10, 15, 24)[lvl])
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


_MOVERS = (
    ("train", 40, 80, "miles"),
    ("cyclist", 8, 16, "miles"),
    ("bus", 30, 60, "kilometers"),
    ("boat", 10, 30, "kilometers"),
    ("runner", 5, 12, "kilometers"),
    ("car", 35, 70, "miles"),
)


def _speed(rng: random.Random, lvl: int) -> MathQuestion:
    who, low, high, dist = pick(rng, _MOVERS)
    speed = rng.randint(low, high)
    hours = rng.randint(2, (4, 6, 8)[lvl])
    d = speed * hours
    kind = pick(rng, ("speed", "distance", "time"))
    stem = f"A {who} travels {d} {dist} in {hours} hours at a constant speed."
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
        t2 = rng.randint(2, (6, 9, 12)[lvl])
        while t2 == hours:
            t2 = rng.randint(2, (6, 9, 12)[lvl])
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
        t2 = rng.randint(2, (6, 9, 12)[lvl])
        while t2 == hours:
            t2 = rng.randint(2, (6, 9, 12)[lvl])
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


_FRACTION_RATES = (
    ("{name} walks {a} mile in {b} hour.", "miles per hour", "mile", "hour"),
    ("{name} paints {a} of a wall in {b} hour.", "walls per hour", "wall", "hour"),
    ("A machine fills {a} of a tank in {b} hour.", "tanks per hour", "tank", "hour"),
    ("{name} mows {a} of a lawn in {b} hour.", "lawns per hour", "lawn", "hour"),
    ("A recipe uses {a} cup of sugar for {b} cup of flour.", "cups of sugar per cup of flour", "cup", "cup"),
    ("A snail crawls {a} foot in {b} minute.", "feet per minute", "foot", "minute"),
)


def _fraction_rate(rng: random.Random, lvl: int) -> MathQuestion:
    template, unit, _, _ = pick(rng, _FRACTION_RATES)
    dens = ((2, 3, 4), (2, 3, 4, 5, 6, 8), (3, 4, 5, 6, 8, 10, 12))[lvl]
    while True:
        db, da = pick(rng, dens), pick(rng, dens)
        b = F(rng.randint(1, db - 1), db)
        a = F(rng.randint(1, da - 1), da)
        if lvl == 0 and b.numerator != 1:
            continue
        if a != b and (a / b).denominator <= 12:
            break
    rate = a / b
    stem = template.format(a=fx(a), b=fx(b), name=name(rng)[0])
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
    return question(
        prompt=f"{stem} What is the unit rate in {unit}?",
        fill=f"{stem} The unit rate is ___ {unit}.",
        answer=answer,
        answer_format="fraction",
        acceptable=acceptable_forms(rate),
        explanation=(
            f"Divide to find the amount for 1: {fx(a)} ÷ {fx(b)} = {fx(a)} × {fx(1 / b)} = {fx(rate, mixed=False)}"
            + (f" = {answer}" if answer != fx(rate, mixed=False) else "")
            + f" {unit}."
        ),
        wrong=wrongs(answer, cands, fallback=rate),
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


RateMode = Literal["unit-price", "speed", "fraction-rate"]
_RATE_BUILDERS = {"unit-price": _unit_price, "speed": _speed, "fraction-rate": _fraction_rate}


class RateParams(ModeParams):
    mode: RateMode


@generator(
    "math.g67.rates",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE},
    params=RateParams,
)
def rates(ctx: GenerationContext) -> Draft:
    q = _RATE_BUILDERS[ctx.params.mode](ctx.rng, ctx.level.rank)
    return emit(ctx, q)
