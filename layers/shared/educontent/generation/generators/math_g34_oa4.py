"""Word problems and number sense across grades 3-4: two-step and multistep problems (with
equations and price tables), remainders to interpret, number and shape patterns, multiplicative
comparison, factors, multiples and primes (3.OA.D, 4.OA)."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators._g34_common import (
    NAMES,
    THINGS,
    non_negative,
    pick,
    tape,
    two_names,
    wrong_answers,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, TableForm, render
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception
MC, FB, TF, SA, DT, DG = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.DATA_TABLE,
    ContentType.DIAGRAM,
)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ---- two-step and multistep word problems (3.OA.D.8, 4.OA.A.3) --------------------------------


@dataclass(frozen=True)
class _Problem:
    text: str
    answer: int
    expr: str
    wrongs: tuple[tuple[str, Fraction, str, str], ...]  # (expression, value, misconception, reason)
    explanation: str
    steps: int


def _problem(rng: random.Random, large: bool, kinds: list[str]) -> _Problem:
    n1, n2 = two_names(rng)
    things = pick(rng, THINGS)
    kind = pick(rng, kinds)
    R = rng.randint
    F = Fraction
    if kind == "loose":
        a, b, c = (R(10, 40), R(6, 25), R(10, 99)) if large else (R(2, 9), R(2, 9), R(1, 20))
        text = f"{n1} has {a} boxes of {things} with {b} {things} in each box. {n1} also has {c} loose {things}. How many {things} does {n1} have in all?"
        ans = a * b + c
        return _Problem(
            text,
            ans,
            f"{a} × {b} + {c}",
            (
                (
                    f"{a} + {b} + {c}",
                    F(a + b + c),
                    "added-every-number",
                    "The boxes hold equal groups, so multiply first.",
                ),
                (
                    f"{a} × ({b} + {c})",
                    F(a * (b + c)),
                    "grouped-the-wrong-numbers",
                    "The loose ones are not in every box.",
                ),
                (
                    f"{a} × {b} − {c}",
                    F(a * b - c),
                    "subtracted-instead-of-added",
                    "The loose ones are added, not taken away.",
                ),
            ),
            f"Step 1: find the {things} in the boxes: {a} × {b} = {a * b}. Step 2: add the loose ones: {a * b} + {c} = {ans}.",
            2,
        )
    if kind == "uses":
        a, b = (R(10, 30), R(6, 25)) if large else (R(2, 9), R(2, 9))
        c = R(1, a * b - 1)
        text = f"A class has {a} packs of {things} with {b} in each pack. The class uses {c} of them. How many {things} are left?"
        ans = a * b - c
        return _Problem(
            text,
            ans,
            f"{a} × {b} − {c}",
            (
                (
                    f"{a} × {b} + {c}",
                    F(a * b + c),
                    "added-instead-of-subtracted",
                    "The used ones are taken away.",
                ),
                (
                    f"{a} + {b} − {c}",
                    F(a + b - c),
                    "added-instead-of-multiplied",
                    "Equal packs are multiplied, not added.",
                ),
                (
                    f"{a} × ({b} − {c})",
                    F(a * (b - c)),
                    "grouped-the-wrong-numbers",
                    "The class did not use some from every pack.",
                ),
            ),
            f"Step 1: find how many there were: {a} × {b} = {a * b}. Step 2: take away the ones used: {a * b} − {c} = {ans}.",
            2,
        )
    if kind == "rest":
        c, q, b = (R(3, 9), R(12, 120), R(10, 99)) if large else (R(2, 9), R(2, 9), R(1, 20))
        a = b + c * q
        text = f"{n1} has {a} {things} and gives {b} to {n2}. {n1} puts the rest into {c} equal piles. How many {things} are in each pile?"
        return _Problem(
            text,
            q,
            f"({a} − {b}) ÷ {c}",
            (
                (
                    f"{a} − {b} × {c}",
                    F(a - b * c),
                    "did-the-steps-in-the-wrong-order",
                    "Subtract first, then share the rest.",
                ),
                (
                    f"({a} + {b}) ÷ {c}",
                    F(a + b, c),
                    "added-instead-of-subtracted",
                    f"{n1} gives {b} away, so subtract.",
                ),
                (
                    f"{a} ÷ {c} − {b}",
                    F(a, c) - b,
                    "shared-before-giving-away",
                    f"The {b} are given away before sharing.",
                ),
                (
                    f"{a} − {b}",
                    F(a - b),
                    "forgot-the-second-step",
                    "This is the rest; it still has to be shared.",
                ),
            ),
            f"Step 1: find the rest: {a} − {b} = {a - b}. Step 2: share it into {c} piles: {a - b} ÷ {c} = {q}.",
            2,
        )
    if kind == "pages":
        a, b = (R(10, 30), R(5, 20)) if large else (R(2, 9), R(2, 9))
        if a * b == a + b:
            b += 1
        c = a * b + (R(10, 300) if large else R(1, 60))
        if c == 2 * a * b:
            c += 1
        text = f"A book has {c} pages. {n1} reads {a} pages each day for {b} days. How many pages are left to read?"
        ans = c - a * b
        return _Problem(
            text,
            ans,
            f"{c} − {a} × {b}",
            (
                (
                    f"{c} − {a} − {b}",
                    F(c - a - b),
                    "added-instead-of-multiplied",
                    f"{a} pages each day for {b} days is {a} × {b}.",
                ),
                (
                    f"{c} + {a} × {b}",
                    F(c + a * b),
                    "added-instead-of-subtracted",
                    "The pages read are taken away.",
                ),
                (
                    f"{a} × {b}",
                    F(a * b),
                    "forgot-the-second-step",
                    "This is the pages read, not the pages left.",
                ),
            ),
            f"Step 1: pages read: {a} × {b} = {a * b}. Step 2: pages left: {c} − {a * b} = {ans}.",
            2,
        )
    if kind == "bags":
        c, q = (R(3, 9), R(20, 150)) if large else (R(2, 9), R(2, 9))
        s = c * q
        a = R(1, s - 1)
        b = s - a
        text = f"There are {a} red {things} and {b} blue {things}. They are packed into bags of {c}. How many bags are filled?"
        return _Problem(
            text,
            q,
            f"({a} + {b}) ÷ {c}",
            (
                (
                    f"{a} + {b} ÷ {c}",
                    F(a) + F(b, c),
                    "did-the-steps-in-the-wrong-order",
                    "Add all the things first, then divide.",
                ),
                (
                    f"({a} + {b}) × {c}",
                    F(s * c),
                    "multiplied-instead-of-divided",
                    "Packing into bags of the same size is division.",
                ),
                (f"{a} + {b}", F(s), "forgot-the-second-step", "This is how many things, not how many bags."),
            ),
            f"Step 1: find how many in all: {a} + {b} = {s}. Step 2: make bags of {c}: {s} ÷ {c} = {q}.",
            2,
        )
    if kind == "money":
        b, c = (R(3, 9), R(12, 60)) if large else (R(2, 5), R(2, 9))
        if b * c == b + c:
            c += 1
        a = b * c + (R(5, 200) if large else R(1, 30))
        if a == 2 * b * c:
            a += 1
        text = f"{n1} has {a} dollars and buys {b} notebooks that cost {c} dollars each. How many dollars does {n1} have left?"
        ans = a - b * c
        return _Problem(
            text,
            ans,
            f"{a} − {b} × {c}",
            (
                (
                    f"{a} − {b} − {c}",
                    F(a - b - c),
                    "added-instead-of-multiplied",
                    f"{b} notebooks at {c} dollars each cost {b} × {c}.",
                ),
                (f"{b} × {c}", F(b * c), "forgot-the-second-step", "This is the cost, not the money left."),
                (
                    f"{a} + {b} × {c}",
                    F(a + b * c),
                    "added-instead-of-subtracted",
                    "Money spent is taken away.",
                ),
            ),
            f"Step 1: the notebooks cost {b} × {c} = {b * c} dollars. Step 2: {a} − {b * c} = {ans} dollars are left.",
            2,
        )
    if kind == "more":
        a, b = R(5, 20), R(12, 40)
        c, d = R(3, a), R(6, b)
        if a * b == c * d:
            c = max(2, c - 1)
        text = f"{n1} buys {a} packs of {b} {things}. {n2} buys {c} packs of {d} {things}. How many more {things} does {n1} buy than {n2}?"
        ans = a * b - c * d
        return _Problem(
            text,
            ans,
            f"{a} × {b} − {c} × {d}",
            (
                (
                    f"{a} × {b} + {c} × {d}",
                    F(a * b + c * d),
                    "added-instead-of-subtracted",
                    "How many more is a difference.",
                ),
                (f"{a} × {b}", F(a * b), "forgot-a-step", f"This is only what {n1} buys."),
                (
                    f"({a} − {c}) × ({b} − {d})",
                    F((a - c) * (b - d)),
                    "subtracted-too-early",
                    "Find each total before comparing.",
                ),
            ),
            f"Step 1: {n1} buys {a} × {b} = {a * b}. Step 2: {n2} buys {c} × {d} = {c * d}. Step 3: {a * b} − {c * d} = {ans} more.",
            3,
        )
    # share: (a × b + c × d) ÷ e
    e = R(3, 9)
    for _ in range(30):
        a, b, c, d = R(3, 12), R(6, 30), R(2, 12), R(6, 30)
        if (a * b + c * d) % e == 0 and b != d:
            break
    else:
        b, d = e * R(2, 4), e * R(5, 7)
    total = a * b + c * d
    q = total // e
    text = f"{n1} buys {a} packs of {b} {things} and {c} packs of {d} {things}. {n1} shares them equally among {e} friends. How many {things} does each friend get?"
    return _Problem(
        text,
        q,
        f"({a} × {b} + {c} × {d}) ÷ {e}",
        (
            (
                f"{a} × {b} + {c} × {d}",
                F(total),
                "forgot-to-share",
                "This is how many in all; it still has to be shared.",
            ),
            (
                f"({a} + {b} + {c} + {d}) ÷ {e}",
                F(a + b + c + d, e),
                "added-instead-of-multiplied",
                "Packs hold equal groups, so multiply.",
            ),
            (
                f"{a} × {b} + {c} × {d} ÷ {e}",
                F(a * b) + F(c * d, e),
                "did-the-steps-in-the-wrong-order",
                "Find the whole amount before sharing.",
            ),
        ),
        f"Step 1: {a} × {b} = {a * b}. Step 2: {c} × {d} = {c * d}. Step 3: {a * b} + {c * d} = {total}. Step 4: {total} ÷ {e} = {q}.",
        4,
    )


_SMALL_KINDS = ["loose", "uses", "rest", "pages", "bags", "money"]
_LARGE_KINDS = [*_SMALL_KINDS, "more", "share"]

_ITEMS = (
    "notebooks",
    "pens",
    "rulers",
    "folders",
    "markers",
    "erasers",
    "puzzles",
    "kites",
    "balls",
    "games",
)


class MultiStepParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    mode: Literal["solve", "equation", "table"] = "solve"
    size: Literal["small", "large"] = "small"
    letter: str = Field(default="n", pattern="^[a-z]$")


@generator("math.g34.multistep", content_types={MC, SA, FB, TF, DT}, params=MultiStepParams)
def multistep(ctx: GenerationContext) -> Draft:
    p: MultiStepParams = ctx.params
    rng = ctx.rng
    large = p.size == "large"
    if p.mode == "table":
        return render(_table_problem(rng, large, ctx.level.rank), ctx.content_type, rng)
    kinds = _LARGE_KINDS if large and ctx.level.rank == 2 else _SMALL_KINDS
    pr = _problem(rng, large, kinds)
    magnitude = len(str(max(pr.answer, 10)))
    if p.mode == "solve":
        wrongs = [
            M(str(v.numerator), name, reason)
            for _, v, name, reason in pr.wrongs
            if v.denominator == 1 and v >= 0
        ]
        wrongs += [
            M(str(pr.answer + 10), "computation-slip", "A ten was added by mistake."),
            M(str(pr.answer + 1), "computation-slip", "This is one more than the answer."),
        ]
        q = MathQuestion(
            prompt=pr.text,
            answer_display=str(pr.answer),
            answer_value=pr.answer,
            explanation=pr.explanation + " Check: round the numbers to estimate; the answer should be close.",
            misconceptions=wrong_answers(pr.answer, wrongs, non_negative),
            fill_text=f"{pr.text} Answer: ___",
            features=Features("word-problem", pr.steps, magnitude, "text"),
            key=f"ms:{pr.text}",
            instructions="Solve. Show each step.",
        )
        return render(q, ctx.content_type, rng)
    letter = p.letter
    q = MathQuestion(
        prompt=f"{pr.text} Let {letter} stand for the answer. Which equation can be used to find {letter}?",
        answer_display=f"{letter} = {pr.expr}",
        explanation=f"{pr.explanation} So {letter} = {pr.expr} = {pr.answer}.",
        misconceptions=tuple(
            M(f"{letter} = {e}", name, reason) for e, v, name, reason in pr.wrongs if v != pr.answer
        ),
        fill_text=f"{pr.text} The equation ___ can be used to find {letter}, the answer.",
        answer_format="expression",
        features=Features("represent", pr.steps, magnitude, "text"),
        key=f"me:{pr.text}",
        instructions="Choose the equation that matches the problem.",
    )
    return render(q, ctx.content_type, rng)


def _table_problem(rng: random.Random, large: bool, rank: int) -> MathQuestion:
    names = list(_ITEMS)
    rng.shuffle(names)
    items = names[:4]
    lo, hi = (5, 49) if large else (1, 9)
    prices = rng.sample(range(lo, hi + 1), 4)
    name = pick(rng, NAMES)
    i1, i2 = rng.sample(range(4), 2)
    q1, q2 = (rng.randint(3, 12), rng.randint(2, 9)) if large else (rng.randint(2, 5), rng.randint(2, 5))
    cost1, cost2 = q1 * prices[i1], q2 * prices[i2]
    form = rng.randrange(3 if large and rank >= 1 else 2)
    if form == 0:
        ask = f"{name} buys {q1} {items[i1]} and {q2} {items[i2]}. How many dollars does {name} spend?"
        answer = cost1 + cost2
        steps = 3
        explain = f"{q1} {items[i1]} cost {q1} × {prices[i1]} = {cost1}. {q2} {items[i2]} cost {q2} × {prices[i2]} = {cost2}. In all: {cost1} + {cost2} = {answer} dollars."
        wrongs = [
            M(
                str(prices[i1] + prices[i2]),
                "added-the-prices-only",
                "This is one of each item, not the amounts bought.",
            ),
            M(
                str(q1 * prices[i2] + q2 * prices[i1]),
                "swapped-the-prices",
                "Each amount must go with its own price.",
            ),
            M(str((q1 + q2) * prices[i1]), "used-one-price", "The two items have different prices."),
            M(str(cost1), "forgot-a-step", f"This is only the cost of the {items[i1]}."),
        ]
    elif form == 1:
        money = cost1 + rng.randint(1, 50 if large else 20)
        money = ((money + 4) // 5) * 5
        ask = f"{name} has {money} dollars and buys {q1} {items[i1]}. How many dollars does {name} have left?"
        answer = money - cost1
        steps = 2
        explain = f"{q1} {items[i1]} cost {q1} × {prices[i1]} = {cost1} dollars. {money} − {cost1} = {answer} dollars are left."
        wrongs = [
            M(str(money - prices[i1]), "used-the-price-of-one", f"{name} buys {q1}, not 1."),
            M(str(cost1), "forgot-a-step", "This is the cost, not the money left."),
            M(
                str(money - q1 - prices[i1]),
                "added-instead-of-multiplied",
                "The cost is the amount times the price.",
            ),
        ]
    else:
        money = ((cost1 + cost2 + rng.randint(1, 100)) // 10 + 1) * 10
        ask = f"{name} buys {q1} {items[i1]} and {q2} {items[i2]} and pays with {money} dollars. How many dollars does {name} get back?"
        answer = money - cost1 - cost2
        steps = 4
        explain = f"{q1} × {prices[i1]} = {cost1}. {q2} × {prices[i2]} = {cost2}. Total: {cost1} + {cost2} = {cost1 + cost2}. Change: {money} − {cost1 + cost2} = {answer} dollars."
        wrongs = [
            M(str(cost1 + cost2), "forgot-the-last-step", "This is the cost, not the change."),
            M(str(money - cost1), "forgot-an-item", f"The {items[i2]} must be paid for too."),
            M(
                str(money - prices[i1] - prices[i2]),
                "used-the-price-of-one",
                "The amounts bought must be multiplied by the prices.",
            ),
        ]
    prices_text = " ".join(
        f"{items[i].capitalize()} cost {prices[i]} dollars each." for i in sorted({i1, i2})
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


# ---- remainders in word problems (4.OA.A.3) -----------------------------------------------------


class RemainderParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kinds: list[Literal["round-up", "drop", "left-over"]] = Field(
        default_factory=lambda: ["round-up", "drop", "left-over"], min_length=1
    )


_REMAINDER_STORIES = {
    "round-up": [
        "{n} students are going on a trip. Each van holds {d} students. How many vans are needed so that every student has a seat?",
        "{name} has {n} photos to put in an album. Each page holds {d} photos. How many pages are needed for all the photos?",
    ],
    "drop": [
        "{name} has {n} eggs and packs them in cartons of {d}. How many cartons can be filled completely?",
        "A baker has {n} cups of flour. Each cake uses {d} cups. How many whole cakes can the baker make?",
    ],
    "left-over": [
        "{n} stickers are shared equally among {d} friends. How many stickers are left over?",
        "{name} puts {n} marbles into bags of {d}. How many marbles are left over?",
    ],
}


@generator("math.g34.remainders", content_types={MC, SA, FB}, params=RemainderParams)
def remainders(ctx: GenerationContext) -> Draft:
    p: RemainderParams = ctx.params
    rng = ctx.rng
    kind = pick(rng, p.kinds)
    d = rng.randint(3, 9)
    q = rng.randint(3, (12, 60, 150)[ctx.level.rank])
    r = rng.randint(1, d - 1)
    n = q * d + r
    text = pick(rng, _REMAINDER_STORIES[kind]).format(n=n, d=d, name=pick(rng, NAMES))
    base = f"{n} ÷ {d} = {q} R {r}, because {q} × {d} = {q * d} and {q * d} + {r} = {n}."
    if kind == "round-up":
        answer = q + 1
        explain = f"{base} The {r} left over still need a place, so one more is needed: {q} + 1 = {answer}."
        wrongs = [
            M(str(q), "ignored-the-remainder", f"The {r} left over would have no place."),
            M(str(r), "gave-the-remainder", "This is how many are left over, not how many are needed."),
            M(str(q + 2), "added-too-many", "Only one more is needed for the ones left over."),
        ]
    elif kind == "drop":
        answer = q
        explain = f"{base} The {r} left over are not enough for another full one, so the answer is {q}."
        wrongs = [
            M(str(q + 1), "rounded-up", f"The last {r} are not enough to fill one more."),
            M(str(r), "gave-the-remainder", "This is how many are left over."),
            M(str(n - d), "subtracted-instead-of-divided", "This takes away just one group."),
        ]
    else:
        answer = r
        explain = f"{base} The remainder {r} is the number left over."
        wrongs = [
            M(
                str(q),
                "gave-the-quotient",
                "This is how many each gets or how many groups, not the leftover.",
            ),
            M(
                str(d - r),
                "found-how-many-more-are-needed",
                "This is how many more would make another group.",
            ),
            M(str(r + 1), "off-by-one", "Check the multiplication again."),
        ]
    question = MathQuestion(
        prompt=text,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=f"{text} Answer: ___",
        features=Features("reason", 2, len(str(n)), "text"),
        key=f"rm:{kind}:{text[:10]}:{n}:{d}",
        instructions="Divide, then decide what the remainder means.",
    )
    return render(question, ctx.content_type, rng)


# ---- number and shape patterns (3.OA.D.9, 4.OA.C.5) --------------------------------------------


PatternMode = Literal[
    "extend-add",
    "extend-subtract",
    "extend-multiply",
    "skip-count",
    "find-rule",
    "rule-term",
    "rule-term-multiply",
    "parity",
    "features",
    "shapes",
]


class PatternParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[PatternMode] = Field(min_length=1)


_SHAPES = ("circle", "square", "triangle", "star", "heart", "diamond")


def _sequence(rng: random.Random, mode: str, rank: int) -> tuple[list[int], str]:
    if mode in ("extend-multiply", "rule-term-multiply"):
        factor = pick(rng, (2, 3) if rank < 2 else (2, 3, 4))
        start = rng.randint(1, 5)
        return [start * factor**i for i in range(5)], f"multiply by {factor}"
    step = rng.randint(2, (5, 9, 25)[rank])
    if mode == "skip-count":
        step = rng.randint(2, 10)
        return [step * (i + 1) for i in range(5)], f"add {step}"
    if mode == "extend-subtract":
        start = step * 5 + rng.randint(0, 40)
        return [start - step * i for i in range(5)], f"subtract {step}"
    start = rng.randint(0, (20, 50, 200)[rank])
    return [start + step * i for i in range(5)], f"add {step}"


@generator("math.g34.patterns", content_types={MC, SA, FB, TF, DT}, params=PatternParams)
def patterns(ctx: GenerationContext) -> Draft:
    p: PatternParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    rank = ctx.level.rank
    if mode in ("extend-add", "extend-subtract", "extend-multiply", "skip-count"):
        seq, rule = _sequence(rng, mode, rank)
        shown, nxt = seq[:4], seq[4]
        listed = ", ".join(str(v) for v in shown)
        op, amount = rule.rsplit(" ", 1)
        amount_i = int(amount)
        last, prev = shown[-1], shown[-2]
        if op == "multiply by":
            wrongs = [
                M(
                    str(last + (last - prev)),
                    "added-instead-of-multiplied",
                    "The numbers are multiplied each time, not increased by the same amount.",
                ),
                M(
                    str(last * amount_i * amount_i),
                    "skipped-a-number",
                    "This is two steps past the last number.",
                ),
                M(str(last + amount_i), "added-the-factor", f"The rule is {rule}, not add {amount_i}."),
            ]
        else:
            grow = op == "add"
            wrongs = [
                M(str(last + 1 if grow else last - 1), "changed-by-one", f"The rule is {rule}, not 1."),
                M(
                    str(last + 2 * amount_i if grow else last - 2 * amount_i),
                    "skipped-a-number",
                    "This is two steps past the last number.",
                ),
                M(
                    str(last - amount_i if grow else last + amount_i),
                    "went-the-wrong-way",
                    f"The numbers {'grow' if grow else 'shrink'}; keep going the same way.",
                ),
                M(
                    str(last + amount_i + 1 if grow else last - amount_i + 1),
                    "computation-slip",
                    "Check the difference between the numbers.",
                ),
            ]
        if mode == "skip-count":
            columns = ("Bags", "Beads")
            title = f"Beads in bags of {seq[0]}"
            tq = "Each bag has the same number of beads. How many beads are in 5 bags?"
        else:
            columns = ("Step", "Number")
            title = "A number pattern"
            tq = "The table shows a number pattern. What number goes in step 5?"
        q = MathQuestion(
            prompt=f"What number comes next in the pattern? {listed}, ...",
            answer_display=str(nxt),
            answer_value=nxt,
            explanation=f"Look at how each number changes: the rule is {rule}. {shown[-1]} {_apply_word(rule)} = {nxt}.",
            misconceptions=wrong_answers(nxt, wrongs, non_negative),
            fill_text=f"The next number in the pattern {listed} is ___.",
            table=TableForm(
                title, columns, (*tuple((i + 1, v) for i, v in enumerate(shown)), (5, "?")), question=tq
            ),
            features=Features("identify", 2, len(str(nxt)), "symbolic"),
            key=f"pt:{mode}:{listed}",
            instructions="Find the rule, then continue the pattern.",
        )
        return render(q, ctx.content_type, rng)
    if mode == "find-rule":
        seq, rule = _sequence(
            rng,
            pick(
                rng,
                ("extend-add", "extend-subtract", "extend-multiply")
                if rank
                else ("extend-add", "extend-subtract"),
            ),
            rank,
        )
        listed = ", ".join(str(v) for v in seq)
        answer = rule.capitalize()
        op, amount = rule.rsplit(" ", 1)
        a = int(amount)
        candidates = [
            M(f"Add {a + 1}", "counted-the-numbers-between", "Check the change from one number to the next."),
            M(
                f"Subtract {a}" if op != "subtract" else f"Add {a}",
                "went-the-wrong-way",
                "Check whether the numbers get bigger or smaller.",
            ),
            M(
                f"Add {seq[1] - seq[0]}" if op == "multiply by" else f"Multiply by {a}",
                "used-the-wrong-operation",
                "Check the rule on every pair of numbers, not just the first.",
            ),
            M(
                f"Add {seq[0]}",
                "used-the-first-number",
                "The first number is where the pattern starts, not the rule.",
            ),
        ]
        wrongs = tuple(m for m in candidates if m.display != answer and not _rule_fits(m.display, seq))
        q = MathQuestion(
            prompt=f"What is the rule for this pattern? {listed}",
            answer_display=answer,
            explanation=f"Check each pair: {_pairs_text(seq, rule)}. The rule is {rule}.",
            misconceptions=_dedupe(wrongs),
            fill_text=f"The rule for the pattern {listed} is: ___.",
            answer_format="text",
            features=Features("reason", 2, len(str(max(seq))), "symbolic"),
            key=f"pr:{listed}",
            instructions="Find the rule.",
        )
        return render(q, ctx.content_type, rng)
    if mode in ("rule-term", "rule-term-multiply"):
        seq, rule = _sequence(
            rng,
            "extend-multiply"
            if mode == "rule-term-multiply"
            else pick(rng, ("extend-add", "extend-subtract") if rank else ("extend-add",)),
            rank,
        )
        start = seq[0]
        op, amount = rule.rsplit(" ", 1)
        a = int(amount)
        n = rng.randint(4, 5) if mode == "rule-term-multiply" else rng.randint(4, 8)
        if op == "subtract" and start - a * (n - 1) < 0:
            n = 4
            start = max(start, a * 3)
        values = [start]
        for _ in range(n - 1):
            values.append(_apply(rule, values[-1]))
        answer = values[-1]
        wrongs = [
            M(str(_apply(rule, answer)), "counted-one-step-too-many", "The first number counts as step 1."),
            M(str(values[-2]), "counted-one-step-too-few", "Count the first number as step 1."),
            M(
                str(start + a * n if op != "subtract" else start - a * n),
                "multiplied-by-the-step-number",
                f"From step 1 to step {n} there are only {n - 1} changes.",
            ),
            M(
                str(start * a * (n - 1) if op == "multiply by" else start + a * (n - 1) + a + 1),
                "computation-slip",
                "Write out each number in the pattern to check.",
            ),
        ]
        listed = ", ".join(str(v) for v in values)
        q = MathQuestion(
            prompt=f"A pattern starts at {start}. The rule is {rule}. What is the {ordinal(n)} number in the pattern?",
            answer_display=str(answer),
            answer_value=answer,
            explanation=f"Start at {start} and {rule} each time: {listed}. The {ordinal(n)} number is {answer}.",
            misconceptions=wrong_answers(answer, wrongs, non_negative),
            fill_text=f"A pattern starts at {start} and the rule is {rule}. The {ordinal(n)} number is ___.",
            table=TableForm(
                "A pattern from a rule",
                ("Step", "Number"),
                ((1, start), (n, "?")),
                question=f"The rule is {rule}. Step 1 is {start}. What number is at step {n}?",
            ),
            features=Features("compute", n - 1, len(str(answer)), "symbolic"),
            key=f"prt:{start}:{rule}:{n}",
            instructions="Use the rule to make the pattern.",
        )
        return render(q, ctx.content_type, rng)
    if mode == "parity":
        if rng.random() < 0.5:
            a, b = rng.randint(2, 9 if rank < 2 else 19), rng.randint(2, 9)
            expr, value, how = f"{a} × {b}", a * b, "product"
        else:
            a, b = rng.randint(3, (19, 49, 99)[rank]), rng.randint(3, (19, 49, 99)[rank])
            expr, value, how = f"{a} + {b}", a + b, "sum"
        answer = "even" if value % 2 == 0 else "odd"
        other = "odd" if answer == "even" else "even"
        if how == "product":
            why = (
                f"An even number times any number is even, because it makes pairs. {a} × {b} = {value}."
                if answer == "even"
                else f"An odd number times an odd number is odd. {a} × {b} = {value}."
            )
        else:
            why = f"Odd + odd and even + even are even; odd + even is odd. {a} + {b} = {value}."
        q = MathQuestion(
            prompt=f"Is {expr} odd or even?",
            answer_display=answer,
            explanation=f"{why} {value} ends in {value % 10}, so it is {answer}.",
            misconceptions=(
                M(
                    other,
                    f"thought-the-{how}-is-{other}",
                    f"Look at whether the numbers are odd or even, then check {value}.",
                ),
            ),
            fill_text=f"{expr} is an ___ number.",
            answer_format="text",
            features=Features("reason", 2, len(str(value)), "symbolic"),
            key=f"pp:{expr}",
            instructions="Decide odd or even.",
        )
        return render(q, ctx.content_type, rng)
    if mode == "features":
        start = rng.randint(0, 30)
        step = rng.randint(1, 12)
        values = [start + step * i for i in range(4)]
        answer = "odd and even in turn" if step % 2 == 1 else "all even" if start % 2 == 0 else "all odd"
        options = ("all odd", "all even", "odd and even in turn")
        reasons = {
            "all odd": "Adding an even number keeps odd numbers odd, but check the first number.",
            "all even": "Check whether the first number is even, and whether the step is even.",
            "odd and even in turn": "Numbers switch between odd and even only when the step is odd.",
        }
        wrongs = tuple(M(o, f"thought-{o.replace(' ', '-')}", reasons[o]) for o in options if o != answer)
        q = MathQuestion(
            prompt=f"A pattern starts at {start} and the rule is add {step}: {', '.join(map(str, values))}, ... What is true about the numbers in the pattern?",
            answer_display=answer,
            explanation=(
                f"The first number {start} is {'even' if start % 2 == 0 else 'odd'} and the step {step} is {'even' if step % 2 == 0 else 'odd'}. "
                + (
                    "Adding an odd number switches odd to even and back."
                    if step % 2
                    else "Adding an even number never changes odd or even."
                )
                + f" So the numbers are {answer}."
            ),
            misconceptions=wrongs,
            fill_text=f"A pattern starts at {start} and the rule is add {step}. The numbers in the pattern are ___.",
            answer_format="text",
            features=Features("reason", 2, len(str(values[-1])), "symbolic"),
            key=f"pf:{start}:{step}",
            instructions="Look for a feature of the pattern.",
        )
        return render(q, ctx.content_type, rng)
    # shapes
    core = rng.sample(_SHAPES, 3 if rank == 0 else pick(rng, (3, 4)))
    listed = ", ".join(core * 2)
    n = rng.randint(len(core) * 2 + 2, (15, 25, 40)[rank])
    answer = core[(n - 1) % len(core)]
    before, after = core[(n - 2) % len(core)], core[n % len(core)]
    wrongs = _dedupe(
        (
            M(after, "counted-one-too-many", "Count the first shape as number 1."),
            M(before, "counted-one-too-few", "Count the first shape as number 1."),
            *(M(s, "guessed-a-shape", "Use the repeating part to find the position.") for s in core),
        ),
        answer,
    )
    q = MathQuestion(
        prompt=f"A pattern repeats: {listed}, ... What is the {ordinal(n)} shape?",
        answer_display=answer,
        explanation=(
            f"The repeating part has {len(core)} shapes: {', '.join(core)}. "
            f"{n} = {len(core)} × {(n - 1) // len(core)} + {(n - 1) % len(core) + 1}, so after {(n - 1) // len(core)} full repeats "
            f"the {ordinal(n)} shape is shape {(n - 1) % len(core) + 1} of the repeating part: {answer}."
        ),
        misconceptions=wrongs,
        fill_text=f"In the repeating pattern {listed}, ... the {ordinal(n)} shape is a ___.",
        answer_format="text",
        features=Features("reason", 2, len(str(n)), "symbolic"),
        key=f"ps:{listed}:{n}",
        instructions="Find the repeating part.",
    )
    return render(q, ctx.content_type, rng)


def _apply(rule: str, value: int) -> int:
    op, amount = rule.rsplit(" ", 1)
    a = int(amount)
    return value + a if op == "add" else value - a if op == "subtract" else value * a


def _apply_word(rule: str) -> str:
    op, amount = rule.rsplit(" ", 1)
    return {"add": "+", "subtract": "−", "multiply by": "×"}[op] + f" {amount}"


def _pairs_text(seq: list[int], rule: str) -> str:
    return ", ".join(f"{x} {_apply_word(rule)} = {y}" for x, y in itertools.pairwise(seq))


def _rule_fits(rule: str, seq: list[int]) -> bool:
    return all(_apply(rule.lower(), x) == y for x, y in itertools.pairwise(seq))


def _dedupe(ms: tuple[Misconception, ...], answer: str = "") -> tuple[Misconception, ...]:
    out: list[Misconception] = []
    seen = {answer}
    for m in ms:
        if m.display not in seen:
            seen.add(m.display)
            out.append(m)
    return tuple(out)


# ---- multiplicative comparison (4.OA.A.1, 4.OA.A.2) ---------------------------------------------


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal["statement-factor", "statement-equation", "larger", "smaller", "times", "additive-vs"]
    ] = Field(min_length=1)


@generator("math.g34.mult-compare", content_types={MC, SA, FB, TF, DG}, params=CompareParams)
def mult_compare(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    rank = ctx.level.rank
    a = rng.randint(2, (5, 9, 12)[rank])
    b = rng.randint(2, (9, 12, 25)[rank])
    while a == b or a * b == a + b:
        b += 1
    c = a * b
    n1, n2 = two_names(rng)
    things = pick(rng, THINGS)
    diagram = None
    fill = None
    if mode == "statement-factor":
        prompt = f"{c} = {a} × {b}. How many times as many as {b} is {c}?"
        answer, display = a, str(a)
        explain = f"{c} = {a} × {b} means {c} is {a} times as many as {b} (and {b} times as many as {a})."
        fill = f"{c} is ___ times as many as {b}."
        wrongs = [
            M(
                str(c - b),
                "found-how-many-more",
                f"{c} − {b} tells how many more, not how many times as many.",
            ),
            M(str(b), "used-the-wrong-factor", f"{c} is {b} times as many as {a}, not as {b}."),
            M(str(a + 1), "off-by-one", "Check with multiplication."),
        ]
        task, steps = "represent", 1
    elif mode == "statement-equation":
        prompt = f"Which equation shows '{c} is {a} times as many as {b}'?"
        display = f"{c} = {a} × {b}"
        answer = None
        explain = f"'{a} times as many as {b}' is {a} × {b}, and that equals {c}. So {c} = {a} × {b}."
        fill = f"The sentence '{c} is {a} times as many as {b}' matches the equation ___."
        wrongs = [
            M(f"{c} = {a} + {b}", "additive-comparison", "'Times as many' means multiply, not add."),
            M(f"{b} = {a} × {c}", "swapped-the-quantities", f"{c} is the larger amount; it is the product."),
            M(f"{a} = {b} × {c}", "mixed-up-the-numbers", "The product is the amount being compared."),
        ]
        task, steps = "represent", 1
    elif mode == "larger":
        prompt = f"{n1} has {b} {things}. {n2} has {a} times as many {things} as {n1}. How many {things} does {n2} have?"
        answer, display = c, str(c)
        explain = f"{a} times as many as {b} is {a} × {b} = {c}."
        wrongs = [
            M(
                str(a + b),
                "added-instead-of-multiplied",
                f"'{a} times as many' is not the same as '{a} more'.",
            ),
            M(str(c + b), "added-an-extra-group", f"{n2} has {a} groups of {b}, not {a + 1}."),
            M(str(b), "copied-a-number", f"This is how many {n1} has."),
        ]
        diagram = DiagramForm(
            "model",  # type: ignore[arg-type]
            tape(
                [(n1, 1, str(b)), (n2, a, str(b))],
                total="?",
                title="Tape diagram",
                desc=f"{n1}'s bar is 1 box of {b}. {n2}'s bar is {a} boxes of {b}, total unknown.",
            ),
        )
        task, steps = "word-problem", 1
    elif mode == "smaller":
        prompt = f"{n2} has {c} {things}. That is {a} times as many {things} as {n1} has. How many {things} does {n1} have?"
        answer, display = b, str(b)
        explain = (
            f"{c} is {a} times as many as {n1}'s amount, so divide: {c} ÷ {a} = {b}. Check: {a} × {b} = {c}."
        )
        wrongs = [
            M(
                str(c - a),
                "subtracted-instead-of-divided",
                f"'{a} times as many' means divide by {a}, not take away {a}.",
            ),
            M(
                str(c * a),
                "multiplied-instead-of-divided",
                f"{n1} has fewer, so the answer is less than {c}.",
            ),
            M(str(a), "copied-a-number", "This is how many times as many, not the amount."),
        ]
        task, steps = "word-problem", 1
    elif mode == "times":
        prompt = f"A blue ribbon is {c} inches long. A red ribbon is {b} inches long. How many times as long as the red ribbon is the blue ribbon?"
        answer, display = a, str(a)
        explain = f"Ask: {b} times what is {c}? {c} ÷ {b} = {a}, because {a} × {b} = {c}."
        wrongs = [
            M(str(c - b), "found-the-difference", "This is how much longer, not how many times as long."),
            M(str(b), "copied-a-number", "This is the red ribbon's length."),
            M(str(a + 1), "off-by-one", "Check with multiplication."),
        ]
        task, steps = "word-problem", 1
    else:
        ask_times = rng.random() < 0.5
        n3 = pick(rng, [n for n in NAMES if n not in (n1, n2)])
        prompt = (
            f"{n1} has {b} {things}. {n2} has {a} times as many {things} as {n1}. {n3} has {a} more {things} than {n1}. "
            f"How many {things} does {n2 if ask_times else n3} have?"
        )
        answer = c if ask_times else a + b
        display = str(answer)
        explain = (
            f"'{a} times as many' means multiply: {a} × {b} = {c}. '{a} more' means add: {b} + {a} = {a + b}. "
            f"{n2 if ask_times else n3} has {answer}."
        )
        wrongs = [
            M(
                str(a + b if ask_times else c),
                "mixed-up-times-as-many-and-more",
                "'Times as many' multiplies; 'more than' adds.",
            ),
            M(str(b), "copied-a-number", f"This is how many {n1} has."),
            M(str(answer + b), "added-an-extra-group", "Check which comparison is asked about."),
        ]
        task, steps = "compare", 2
    misconceptions = tuple(wrongs) if answer is None else wrong_answers(answer, wrongs, non_negative)
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        answer_value=answer if answer is not None else display,
        explanation=explain,
        misconceptions=misconceptions,
        fill_text=fill or f"{prompt} Answer: ___",
        diagram=diagram,
        answer_format="number" if answer is not None else "expression",
        features=Features(task, steps, len(str(c)), "text"),  # type: ignore[arg-type]
        key=f"mc:{mode}:{a}:{b}:{prompt[:8]}",
        instructions="Think about 'times as many'.",
    )
    return render(q, ctx.content_type, rng)


# ---- factors, multiples, primes (4.OA.B.4) ------------------------------------------------------


class FactorParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["pairs", "missing-factor", "count", "multiple", "which-multiple", "prime"]] = Field(
        min_length=1
    )


def _factor_pairs(n: int) -> list[tuple[int, int]]:
    return [(k, n // k) for k in range(1, int(n**0.5) + 1) if n % k == 0]


def _pairs_display(pairs: list[tuple[int, int]]) -> str:
    return ", ".join(f"{x} × {y}" for x, y in pairs)


@generator("math.g34.factors", content_types={MC, SA, FB, TF}, params=FactorParams)
def factors(ctx: GenerationContext) -> Draft:
    p: FactorParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    rank = ctx.level.rank
    top = (36, 64, 100)[rank]
    if mode == "pairs":
        n = rng.randint(4, top)
        pairs = _factor_pairs(n)
        display = _pairs_display(pairs)
        non = next(k for k in range(2, 12) if n % k)
        fake = [*pairs, (non, n // non)]
        fake.sort()
        wrongs = []
        if len(pairs) >= 2:
            wrongs.append(
                M(
                    _pairs_display(pairs[:-1]),
                    "missed-a-factor-pair",
                    f"{pairs[-1][0]} × {pairs[-1][1]} = {n} is missing.",
                )
            )
            wrongs.append(
                M(_pairs_display(pairs[1:]), "forgot-1-and-the-number", f"1 × {n} is a factor pair too.")
            )
        wrongs.append(
            M(
                _pairs_display(fake),
                "included-a-non-factor",
                f"{non} × {n // non} = {non * (n // non)}, not {n}.",
            )
        )
        if len(pairs) < 2:
            wrongs.append(
                M(
                    f"1 × {n}, {non} × {n // non + 1}",
                    "included-a-non-factor",
                    f"{non} is not a factor of {n}.",
                )
            )
        q = MathQuestion(
            prompt=f"List all the factor pairs of {n}.",
            answer_display=display,
            explanation=f"Try each number from 1 up: {', '.join(f'{x} × {y} = {n}' for x, y in pairs)}. Stop when the factors start to repeat.",
            misconceptions=tuple(wrongs),
            fill_text=f"The factor pairs of {n} are ___.",
            answer_format="text",
            features=Features("compute", len(pairs) + 1, len(str(n)), "symbolic"),
            key=f"fp:{n}",
            instructions="Find every factor pair.",
        )
        return render(q, ctx.content_type, rng)
    if mode == "missing-factor":
        n = rng.randint(12, top)
        pairs = [pr for pr in _factor_pairs(n) if pr[0] > 1]
        while not pairs:
            n += 1
            pairs = [pr for pr in _factor_pairs(n) if pr[0] > 1]
        x, y = pick(rng, pairs)
        if rng.random() < 0.5:
            x, y = y, x
        q = MathQuestion(
            prompt=f"{x} and what number make a factor pair of {n}?",
            answer_display=str(y),
            answer_value=y,
            explanation=f"{n} ÷ {x} = {y}, because {x} × {y} = {n}.",
            misconceptions=wrong_answers(
                y,
                [
                    M(
                        str(n - x),
                        "subtracted-instead-of-divided",
                        f"{x} + {n - x} = {n}, but factors multiply.",
                    ),
                    M(str(y + 1), "off-by-one", f"{x} × {y + 1} = {x * (y + 1)}."),
                    M(str(y - 1), "off-by-one", f"{x} × {y - 1} = {x * (y - 1)}."),
                ],
                non_negative,
            ),
            fill_text=f"{n} = {x} × ___",
            features=Features("compute", 1, len(str(n)), "symbolic"),
            key=f"fm:{n}:{x}",
            instructions="Find the missing factor.",
        )
        return render(q, ctx.content_type, rng)
    if mode == "count":
        n = rng.randint(6, top)
        divisors = [k for k in range(1, n + 1) if n % k == 0]
        count = len(divisors)
        q = MathQuestion(
            prompt=f"How many factors does {n} have?",
            answer_display=str(count),
            answer_value=count,
            explanation=f"The factor pairs are {_pairs_display(_factor_pairs(n))}. The factors are {', '.join(map(str, divisors))}: that is {count} factors.",
            misconceptions=wrong_answers(
                count,
                [
                    M(str(count - 2), "forgot-1-and-the-number", f"1 and {n} are factors too."),
                    M(
                        str(len(_factor_pairs(n))),
                        "counted-pairs-not-factors",
                        "Each pair has two factors (a square number's middle pair has one).",
                    ),
                    M(str(count + 1), "counted-a-non-factor", "Check each factor divides evenly."),
                    M(str(count - 1), "missed-a-factor", "Check every number up to the middle pair."),
                ],
                non_negative,
            ),
            fill_text=f"{n} has ___ factors.",
            features=Features("compute", 2, len(str(n)), "symbolic"),
            key=f"fc:{n}",
            instructions="Count the factors.",
        )
        return render(q, ctx.content_type, rng)
    if mode in ("multiple", "which-multiple"):
        d = rng.randint(2, 9)
        k = rng.randint(2, top // d)
        n = d * k
        if mode == "multiple":
            others = [x for x in range(2, 13) if n % x]
            rng.shuffle(others)
            wrongs = tuple(
                M(str(x), "not-a-factor", f"{n} ÷ {x} leaves a remainder, so {n} is not a multiple of {x}.")
                for x in others[:3]
            )
            q = MathQuestion(
                prompt=f"{n} is a multiple of which of these numbers?",
                answer_display=str(d),
                answer_value=d,
                explanation=f"{d} × {n // d} = {n}, so {n} is a multiple of {d}.",
                misconceptions=wrongs,
                fill_text=f"{n} is a multiple of ___.",
                features=Features("identify", 1, len(str(n)), "symbolic"),
                key=f"fmu:{n}:{d}",
                instructions="Use division facts.",
            )
            return render(q, ctx.content_type, rng)
        near = [n + 1, n - 1, n + 2, n - 2, n + 3, n + d + 1]
        wrongs = tuple(
            M(str(x), "not-a-multiple", f"{x} ÷ {d} leaves a remainder of {x % d}.")
            for x in near
            if x % d and x > 0
        )[:3]
        q = MathQuestion(
            prompt=f"Which number is a multiple of {d}?",
            answer_display=str(n),
            answer_value=n,
            explanation=f"{n} = {d} × {k}, so {n} is a multiple of {d}.",
            misconceptions=_dedupe(wrongs, str(n)),
            fill_text=f"___ is a multiple of {d}.",
            features=Features("identify", 1, len(str(n)), "symbolic"),
            key=f"fwm:{n}:{d}",
            instructions="Use skip counting or division.",
        )
        return render(q, ctx.content_type, rng)
    # prime or composite
    n = rng.randint(1 if rank == 2 else 2, top)
    divisors = [k for k in range(1, n + 1) if n % k == 0]
    if n == 1:
        answer = "neither prime nor composite"
        why = "1 has only one factor, so it is neither prime nor composite."
    elif len(divisors) == 2:
        answer = "prime"
        why = f"{n} has exactly two factors, 1 and {n}, so it is prime."
    else:
        answer = "composite"
        why = f"{n} has more than two factors ({', '.join(map(str, divisors))}), so it is composite."
    options = ("prime", "composite", "neither prime nor composite")
    reasons = {
        "prime": "A prime number has exactly two factors.",
        "composite": "A composite number has more than two factors.",
        "neither prime nor composite": "Only 1 is neither prime nor composite.",
    }
    q = MathQuestion(
        prompt=f"Is {n} prime, composite, or neither?",
        answer_display=answer,
        explanation=why,
        misconceptions=tuple(M(o, f"thought-{o.split()[0]}", reasons[o]) for o in options if o != answer),
        fill_text=f"{n} is ___.",
        answer_format="text",
        features=Features("identify", 2, len(str(n)), "symbolic"),
        key=f"fpc:{n}",
        instructions="Find the factors to decide.",
    )
    return render(q, ctx.content_type, rng)
