"""Linear functions from values (8.F.A.2, 8.F.A.3, 8.F.B.4): the rule, rate of change or initial
value from a table or two points, whether a table is linear, and comparing two functions given in
different ways."""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, build_ask, nonzero, std
from educontent.generation.kit.geo_found import Found, found_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import expr, point, rule
from educontent.generation.registry import Draft, GenerationContext


class _Ask(NamedTuple):
    """What is asked about a table of a linear function, and its answer."""

    answer: str
    wrong: list[Wrong]
    explanation: str
    ask: str
    fill_end: str
    fmt: str
    key: str
    standard: str | None


def _table_text(xs: list[int], ys: list[Fraction]) -> str:
    return f"x: {', '.join(map(str, xs))}; y: {', '.join(fmt(y) for y in ys)}"


def _table(title: str, xs: list[int], ys: list[Fraction], question: str) -> TableForm:
    return TableForm(
        title, ("x", "y"), tuple((x, fmt(y)) for x, y in zip(xs, ys, strict=True)), question=question
    )


def _two_points(ctx: GenerationContext, m: Fraction, b: Fraction, xs: list[int], ys: list[Fraction]) -> Draft:
    x1, x2 = xs[0], xs[2]
    lead = f"A linear function passes through {point(x1, ys[0])} and {point(x2, ys[2])}."
    answer = rule(m, b)
    wrong = [
        (
            rule(1 / m, b) if m else "",
            "flipped-rise-and-run",
            "Slope is change in y over change in x.",
        ),
        (
            rule(m, ys[0]) if x1 and ys[0] != b else rule(m, -b) if b else rule(m, 1),
            "used-a-point-as-the-intercept",
            f"b is the value of y when x = 0, not at x = {x1}.",
        ),
        (rule(-m, b), "sign-slip-on-the-slope", "Subtract the coordinates in the same order."),
    ]
    explanation = f"Slope m = ({fmt(ys[2])} - {fmt(ys[0])}) ÷ ({x2} - {x1}) = {fmt(m)}. Then b = y - mx = {fmt(ys[0])} - ({fmt(m)})({x1}) = {fmt(b)}. So {answer}."
    asked = Ask(
        f"{lead} Write the function in the form y = mx + b.",
        f"{lead} In the form y = mx + b, the function is ___.",
        answer,
        explanation,
        wrong,
        f"2pt:{m}:{b}:{x1}:{x2}",
        fmt="expression",
        task="represent",
        steps=3,
    )
    return build_ask(ctx, asked, mag=2, standard=std(ctx, "8.F.B.4"))


def _rule(
    ctx: GenerationContext, m: Fraction, b: Fraction, xs: list[int], ys: list[Fraction], step: int
) -> _Ask:
    answer = rule(m, b)
    wrong = [
        (
            rule(b, m) if m.denominator == 1 and b != m else "",
            "swapped-slope-and-intercept",
            "In y = mx + b, m is the change per step of 1 in x.",
        ),
        (
            rule(m, ys[0]) if xs[0] and ys[0] != b else rule(m, -b) if b else rule(m, m),
            "used-the-first-output-as-the-intercept",
            f"b is the value of y when x = 0, not when x = {xs[0]}."
            if xs[0]
            else "Read the y-value when x = 0.",
        ),
        (
            rule(ys[1] - ys[0], b) if step != 1 else rule(-m, b),
            "forgot-to-divide-by-the-step" if step != 1 else "sign-slip-on-the-slope",
            f"x goes up by {step} each row, so divide the change in y by {step}."
            if step != 1
            else "Check whether y goes up or down.",
        ),
    ]
    explanation = (
        f"Each time x goes up by {step}, y changes by {fmt(ys[1] - ys[0])}, so m = {fmt(ys[1] - ys[0])} ÷ {step} = {fmt(m)}. When x = 0, y = {fmt(b)}"
        + (f" (work back from x = {xs[0]}: {fmt(ys[0])} - ({fmt(m)})({xs[0]}) = {fmt(b)})" if xs[0] else "")
        + f". So {answer}."
    )
    return _Ask(
        answer,
        wrong,
        explanation,
        "Write the rule in the form y = mx + b.",
        "The rule in the form y = mx + b is ___.",
        "expression",
        f"rule:{m}:{b}:{xs}",
        std(ctx, "8.F.B.4", "8.F.A.3"),
    )


def _rate_or_initial(
    ctx: GenerationContext, m: Fraction, b: Fraction, xs: list[int], ys: list[Fraction], step: int
) -> _Ask:
    what = pick(ctx.rng, ("rate of change", "initial value"))
    val = m if what == "rate of change" else b
    answer = fmt(val)
    wrong = [
        (
            fmt(b) if what == "rate of change" else fmt(m),
            "mixed-up-rate-and-initial-value",
            "The rate of change is the change in y per 1 in x; the initial value is y when x = 0.",
        ),
        (
            fmt(ys[0]) if xs[0] else fmt(ys[1]),
            "read-a-table-value",
            "Work out the value from the pattern; it is not just a number in the table.",
        ),
        (
            fmt(ys[1] - ys[0]) if step != 1 else fmt(-val) if val else "1",
            "forgot-to-divide-by-the-step" if step != 1 else "sign-slip",
            f"x goes up by {step} each row." if step != 1 else "Check the sign.",
        ),
    ]
    explanation = (
        f"Rate of change = change in y ÷ change in x = {fmt(ys[1] - ys[0])} ÷ {step} = {fmt(m)}. Initial value = y when x = 0 = {fmt(b)}"
        + (f" (work back: {fmt(ys[0])} - ({fmt(m)})({xs[0]}) = {fmt(b)})" if xs[0] else "")
        + f". The {what} is {answer}."
    )
    return _Ask(
        answer,
        wrong,
        explanation,
        f"What is the {what} of the function?",
        f"The {what} of the function is ___.",
        "number",
        f"ri:{m}:{b}:{xs}:{what}",
        std(ctx, "8.F.B.4"),
    )


def from_values(ctx: GenerationContext, mode: str) -> Draft:
    """A linear function given by a table (its rule, rate of change or initial value) or by two points."""
    rng, lv = ctx.rng, ctx.level.rank
    m = Fraction(nonzero(rng, -5, 6))
    if lv == 2 and rng.random() < 0.4:
        m = Fraction(nonzero(rng, -5, 5), 2)
    b = Fraction(rng.randint(-8, 12))
    start = 0 if lv == 0 else rng.randint(1, 4)
    step = 1 if lv < 2 else pick(rng, (1, 2))
    if m.denominator == 2:
        step = 2
    xs = [start + i * step for i in range(4)]
    ys = [m * x + b for x in xs]
    if mode == "two-points-rule":
        return _two_points(ctx, m, b, xs, ys)
    asked = (_rule if mode == "table-rule" else _rate_or_initial)(ctx, m, b, xs, ys, step)
    lead = f"A linear function has these values: {_table_text(xs, ys)}."
    return found_draft(
        ctx,
        Found(lead, asked.ask, asked.fill_end, asked.answer, asked.explanation, asked.wrong),
        fmt=asked.fmt,
        table=_table("A linear function", xs, ys, f"The table shows a linear function. {asked.ask}"),
        task="represent",
        steps=2 + int(bool(xs[0])),
        mag=2,
        key=asked.key,
        standard=asked.standard,
    )


def linear_or_not(ctx: GenerationContext, mode: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    linear = rng.random() < 0.5
    xs = [0, 1, 2, 3, 4] if lv < 2 else [1, 2, 3, 4, 5]
    if linear:
        m, b = nonzero(rng, -4, 5), rng.randint(-5, 8)
        ys = [Fraction(m * x + b) for x in xs]
    else:
        kind = pick(rng, ("square", "double", "square-shift"))
        c = rng.randint(-3, 4)
        ys = [
            Fraction(x * x + c)
            if kind == "square"
            else Fraction(2**x + c)
            if kind == "double"
            else Fraction((x - 1) ** 2 + c)
            for x in xs
        ]
    diffs = [ys[i + 1] - ys[i] for i in range(len(ys) - 1)]
    answer = "linear" if linear else "nonlinear"
    why = f"As x goes up by 1, the y-values change by {', '.join(fmt(d) for d in diffs)}. " + (
        "The change is constant, so the function is linear."
        if linear
        else "The change is not constant, so the function is nonlinear."
    )
    lead = f"A function has these values: {_table_text(xs, ys)}."
    asked = Ask(
        f"{lead} Is the function linear or nonlinear?",
        f"{lead} The function is ___.",
        answer,
        why,
        [("nonlinear" if linear else "linear", "did-not-check-the-differences", why)],
        f"lin:{ys}",
        fmt="text",
        task="reason",
        steps=2,
    )
    table = _table("A function", xs, ys, "Is the function in the table linear or nonlinear?")
    return build_ask(ctx, asked, table=table, standard=std(ctx, "8.F.A.3"))


def compare(ctx: GenerationContext, mode: str) -> Draft:
    """Function A as a table, function B as an equation or in words: which has the greater rate of
    change (or initial value)?"""
    rng, lv = ctx.rng, ctx.level.rank
    ma, ba = nonzero(rng, -4, 6), rng.randint(-5, 10)
    mb, bb = nonzero(rng, -4, 6), rng.randint(-5, 10)
    if rng.random() < 0.2:
        if mode == "compare-rate":
            mb = ma
        else:
            bb = ba
    xs = [1, 2, 3, 4] if lv < 2 else [2, 4, 6, 8]
    ys = [Fraction(ma * x + ba) for x in xs]
    b_text = (
        f"y = {expr(mb, bb)}"
        if lv == 0 or rng.random() < 0.5
        else f"it starts at {bb} and {'goes up' if mb > 0 else 'goes down'} by {abs(mb)} for each 1 that x increases"
    )
    lead = f"Function A has these values: {_table_text(xs, ys)}. Function B: {b_text}."
    what = "rate of change" if mode == "compare-rate" else "initial value"
    va, vb = (ma, mb) if mode == "compare-rate" else (ba, bb)
    answer = "Function A" if va > vb else "Function B" if vb > va else "neither (they are equal)"
    reasons = f"Function A has {with_article(what)} of {va} and Function B has {with_article(what)} of {vb}."
    wrong = [
        (
            w,
            "compared-the-wrong-feature" if w != "neither (they are equal)" else "misread-a-function",
            reasons,
        )
        for w in ("Function A", "Function B", "neither (they are equal)")
        if w != answer
    ]
    explanation = (
        f"Function A: y changes by {fmt(ys[1] - ys[0])} when x goes up by {xs[1] - xs[0]}, so its rate is {ma}; working back to x = 0 gives an initial value of {ba}. "
        f"Function B has rate {mb} and initial value {bb}. {reasons} So the answer is {answer}."
    )
    asked = Ask(
        f"{lead} Which function has the greater {what}?",
        f"{lead} The function with the greater {what} is ___.",
        answer,
        explanation,
        wrong,
        f"{mode}:{ma}:{ba}:{mb}:{bb}:{xs}",
        fmt="text",
        task="compare",
        steps=3,
    )
    ask_b = f"The table shows Function A. Function B: {b_text}. Which function has the greater {what}?"
    return build_ask(ctx, asked, table=_table("Function A", xs, ys, ask_b), standard=std(ctx, "8.F.A.2"))
