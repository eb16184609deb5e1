"""Linear models in context (8.F.B.4): a one-time fee plus an amount per unit, written as a function,
and what each number in such a function represents."""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import bank_rows, build, std
from educontent.generation.numbers.powers import rule
from educontent.generation.registry import Draft, GenerationContext


def _description(
    ctx: GenerationContext, template: str, lead: str, what: str, unit: str, m: int, b: int
) -> Draft:
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
    return build(
        ctx,
        prompt=f"{lead} Write a function for {what}.",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The function for {what} is ___.",
        fmt="expression",
        task="word-problem",
        steps=2,
        mag=2,
        key=f"desc:{template}:{m}:{b}",
        standard=std(ctx, "8.F.B.4"),
    )


def fee_and_rate(ctx: GenerationContext, mode: str) -> Draft:
    rng = ctx.rng
    template, what, unit, fee_name, rate_name = pick(
        rng, bank_rows("f-functions", "contexts", "template", "what", "unit", "fee", "rate")
    )
    m, b = rng.randint(3, 30), rng.randint(5, 60)
    if m == b:
        b += 5
    lead = template.format(m=m, b=b)
    if mode == "description":
        return _description(ctx, template, lead, what, unit, m, b)
    asked = pick(rng, ("rate", "initial"))
    value = m if asked == "rate" else b
    answer = rate_name if asked == "rate" else fee_name
    other = fee_name if asked == "rate" else rate_name
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
            f"the number of {unit}s",
            "mixed-up-input-and-output",
            f"x is the number of {unit}s; {value} is an amount of money.",
        ),
    ]
    explanation = f"In y = mx + b, m is the rate of change and b is the initial value. In {f}, {m} is {rate_name} and {b} is {fee_name}."
    return build(
        ctx,
        prompt=f"The function {f} gives {what}. What does {value} represent?",
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=f"The function {f} gives {what}. The number {value} represents ___.",
        fmt="text",
        task="reason",
        steps=2,
        mag=2,
        key=f"int:{template}:{m}:{b}:{asked}",
        standard=std(ctx, "8.F.B.4"),
    )
