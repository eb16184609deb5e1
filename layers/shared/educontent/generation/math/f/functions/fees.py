"""Linear models in context (8.F.B.4): a one-time fee plus an amount per unit, written as a function,
and what each number in such a function represents."""

from __future__ import annotations

import random

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, bank_rows, build_ask, std
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.levels import draw
from educontent.generation.numbers.powers import rule
from educontent.generation.registry import Draft, GenerationContext


def _description(template: str, lead: str, what: str, unit: str, m: int, b: int) -> Ask:
    answer = rule(m, b)
    wrong = [
        (
            rule(b, m),
            "swapped-rate-and-fee",
            f"The amount per {unit} multiplies x; the one-time fee is added.",
        ),
        (rule(m + b, 0), "added-the-numbers", "The fee is paid once, so it is not multiplied by x."),
        (rule(m, -b), "subtracted-the-fee", "The fee adds to the cost."),
    ]
    explanation = f"The cost grows by ${m} for each {unit}, so the rate of change is {m}. The one-time fee of ${b} is the initial value. So {answer}."
    return Ask(
        f"{lead} Write a function for {what}.",
        f"{lead} The function for {what} is ___.",
        answer,
        explanation,
        wrong,
        f"desc:{template}:{m}:{b}",
        fmt="expression",
        task="word-problem",
        steps=2,
    )


def _meaning(
    rng: random.Random, template: str, what: str, unit: str, fee_name: str, rate_name: str, m: int, b: int
) -> Ask:
    part = pick(rng, ("rate", "initial"))
    value = m if part == "rate" else b
    answer = rate_name if part == "rate" else fee_name
    other = fee_name if part == "rate" else rate_name
    f = f"y = {m}x + {b}"
    wrong = [
        (
            other,
            "mixed-up-rate-and-initial-value",
            f"In {f}, {m} multiplies x (it is paid every {unit}) and {b} is added once.",
        ),
        (
            f"the total cost after 1 {unit}",
            "read-a-single-value",
            f"The total after 1 {unit} is {m} + {b} = {m + b}.",
        ),
        (
            f"the number of {plural(unit)}",
            "mixed-up-input-and-output",
            f"x is the number of {plural(unit)}; {value} is an amount of money.",
        ),
    ]
    explanation = f"In y = mx + b, m is the rate of change and b is the initial value. In {f}, {m} is {rate_name} and {b} is {fee_name}."
    return Ask(
        f"The function {f} gives {what}. What does {value} represent?",
        f"The function {f} gives {what}. The number {value} represents ___.",
        answer,
        explanation,
        wrong,
        f"int:{template}:{m}:{b}:{part}",
        fmt="text",
        task="reason",
        steps=2,
    )


def fee_and_rate(ctx: GenerationContext, mode: str) -> Draft:
    rng = ctx.rng
    template, what, unit, fee_name, rate_name = pick(
        rng, bank_rows("f-functions", "contexts", "template", "what", "unit", "fee", "rate")
    )
    m, b = draw(rng, 3, 30, ctx.level), draw(rng, 5, 60, ctx.level)
    if m == b:
        b += 5
    if mode == "description":
        asked = _description(template, template.format(m=m, b=b), what, unit, m, b)
    else:
        asked = _meaning(rng, template, what, unit, fee_name, rate_name, m, b)
    return build_ask(ctx, asked, mag=2, standard=std(ctx, "8.F.B.4"))
