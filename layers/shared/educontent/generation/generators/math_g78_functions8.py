"""Grade 8 functions (8.F): what a function is, evaluating, linear and nonlinear functions,
comparing functions, building linear models, and reading graphs qualitatively."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import pairwise, product
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators._g78_common import (
    build,
    digits,
    expr,
    num,
    pick,
    plane,
    point,
    rule,
    std,
)
from educontent.generation.kit.math_forms import DiagramForm, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

ALL = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.DATA_TABLE,
    ContentType.DIAGRAM,
}
FnMode = Literal[
    "is-function",
    "which-is-function",
    "evaluate",
    "table-rule",
    "linear-or-not",
    "compare-rate",
    "compare-initial",
    "rate-initial",
    "two-points-rule",
    "description",
    "interpret",
    "increasing-interval",
    "describe-graph",
]


class FunctionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[FnMode] = Field(min_length=1)


def _nz(rng: random.Random, lo: int, hi: int) -> int:
    while True:
        v = rng.randint(lo, hi)
        if v:
            return v


def _relation(rng: random.Random, function: bool, size: int) -> list[tuple[int, int]]:
    xs = rng.sample(range(-5, 10), size)
    pairs = [(x, rng.randint(-5, 12)) for x in xs]
    if not function:
        i, j = rng.sample(range(size), 2)
        y = pairs[i][1] + _nz(rng, -4, 4)
        pairs[j] = (pairs[i][0], y)
    rng.shuffle(pairs)
    return pairs


def _rel_text(pairs: list[tuple[int, int]]) -> str:
    return "{" + ", ".join(point(x, y) for x, y in pairs) + "}"


def _repeat(pairs: list[tuple[int, int]]) -> str:
    seen: dict[int, int] = {}
    for x, y in pairs:
        if x in seen and seen[x] != y:
            return f"The input {x} has two outputs, {seen[x]} and {y}."
        seen[x] = y
    return "Each input has exactly one output."


def _table_text(xs: list[int], ys: list[Fraction]) -> str:
    return f"x: {', '.join(map(str, xs))}; y: {', '.join(num(y) for y in ys)}"


CONTEXTS = (
    (
        "A gym charges a ${b} joining fee and ${m} per month.",
        "the total cost y in dollars after x months",
        "month",
        "the joining fee",
        "the cost for each month",
    ),
    (
        "A music class charges a ${b} sign-up fee and ${m} per lesson.",
        "the total cost y in dollars for x lessons",
        "lesson",
        "the sign-up fee",
        "the cost for each lesson",
    ),
    (
        "A bike rental has a ${b} starting fee and costs ${m} per hour.",
        "the total cost y in dollars for x hours",
        "hour",
        "the starting fee",
        "the cost for each hour",
    ),
)
SHAPES = ("increases", "decreases", "stays the same")


@generator("math.g78.functions", content_types=ALL, params=FunctionParams)
def functions(ctx: GenerationContext) -> Draft:
    p: FunctionParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    size = 4 + (lv > 0)
    if mode == "is-function":
        is_fn = rng.random() < 0.5
        pairs = _relation(rng, is_fn, size)
        text = _rel_text(pairs)
        answer = "a function" if is_fn else "not a function"
        why = _repeat(pairs)
        return build(
            ctx,
            prompt=f"Is the relation {text} a function?",
            answer=answer,
            explanation=f"A function gives each input exactly one output. {why} So the relation is {answer}.",
            wrong=[("not a function" if is_fn else "a function", "misread-inputs-and-outputs", why)],
            fill=f"The relation {text} is ___.",
            fmt="text",
            table=TableForm(
                "A relation",
                ("x", "y"),
                tuple(pairs),
                question="Is the relation in the table a function? Answer 'a function' or 'not a function'.",
            ),
            task="identify",
            steps=1,
            mag=1,
            key=f"isfn:{text}",
            standard=std(ctx, "8.F.A.1"),
        )
    if mode == "which-is-function":
        target = _relation(rng, True, size)
        others = [_relation(rng, False, size) for _ in range(3)]
        wrong = [(_rel_text(o), "missed-a-repeated-input", _repeat(o)) for o in others]
        return build(
            ctx,
            prompt="Which relation is a function?",
            answer=_rel_text(target),
            explanation="A function gives each input exactly one output. In the right answer no x-value repeats with a different y-value; each other relation has an input with two outputs.",
            wrong=wrong,
            fmt="text",
            task="identify",
            steps=2,
            mag=1,
            key=f"which:{target}",
            standard=std(ctx, "8.F.A.1"),
        )
    if mode == "evaluate":
        m, b = _nz(rng, -6, 9), rng.randint(-10, 10)
        k = rng.randint(-5, 10) if lv else rng.randint(0, 10)
        val = m * k + b
        f = f"f(x) = {expr(m, b)}"
        wrong = [
            (
                str(m * k),
                "left-out-the-constant",
                f"Add {b} after multiplying." if b else "Multiply carefully.",
            ),
            (str(m + k + b), "added-instead-of-multiplying", f"{m}x means {m} times x."),
            (
                str(val + 2 * b) if b else str(val + 1),
                "sign-slip",
                "Substitute the input and keep the signs.",
            ),
            (str(val - m), "used-the-input-before", f"Use x = {k}, not x = {k - 1}."),
            (str(val + m), "used-the-input-after", f"Use x = {k}, not x = {k + 1}."),
        ]
        return build(
            ctx,
            prompt=f"For the function {f}, what is f({k})?",
            answer=str(val),
            explanation=f"Replace x with {k}: f({k}) = {m} × {k} {'+' if b >= 0 else '-'} {abs(b)} = {m * k} {'+' if b >= 0 else '-'} {abs(b)} = {val}.",
            wrong=wrong,
            fill=f"For the function {f}, f({k}) = ___",
            task="compute",
            steps=2,
            mag=digits(val),
            key=f"eval:{m}:{b}:{k}",
            standard=std(ctx, "8.F.A.1"),
        )
    if mode in ("table-rule", "rate-initial", "two-points-rule"):
        m = Fraction(_nz(rng, -5, 6))
        if lv == 2 and rng.random() < 0.4:
            m = Fraction(_nz(rng, -5, 5), 2)
        b = Fraction(rng.randint(-8, 12))
        start = 0 if lv == 0 else rng.randint(1, 4)
        step = 1 if lv < 2 else pick(rng, (1, 2))
        if m.denominator == 2:
            step = 2
        xs = [start + i * step for i in range(4)]
        ys = [m * x + b for x in xs]
        if mode == "two-points-rule":
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
            explanation = f"Slope m = ({num(ys[2])} - {num(ys[0])}) ÷ ({x2} - {x1}) = {num(m)}. Then b = y - mx = {num(ys[0])} - ({num(m)})({x1}) = {num(b)}. So {answer}."
            return build(
                ctx,
                prompt=f"{lead} Write the function in the form y = mx + b.",
                answer=answer,
                explanation=explanation,
                wrong=wrong,
                fill=f"{lead} In the form y = mx + b, the function is ___.",
                fmt="expression",
                task="represent",
                steps=3,
                mag=2,
                key=f"2pt:{m}:{b}:{x1}:{x2}",
                standard=std(ctx, "8.F.B.4"),
            )
        table_q = "The table shows a linear function."
        if mode == "table-rule":
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
                f"Each time x goes up by {step}, y changes by {num(ys[1] - ys[0])}, so m = {num(ys[1] - ys[0])} ÷ {step} = {num(m)}. When x = 0, y = {num(b)}"
                + (
                    f" (work back from x = {xs[0]}: {num(ys[0])} - ({num(m)})({xs[0]}) = {num(b)})"
                    if xs[0]
                    else ""
                )
                + f". So {answer}."
            )
            ask = "Write the rule in the form y = mx + b."
            fill_end = "The rule in the form y = mx + b is ___."
            fmt = "expression"
            key = f"rule:{m}:{b}:{xs}"
            code = std(ctx, "8.F.B.4", "8.F.A.3")
        else:
            what = pick(rng, ("rate of change", "initial value"))
            val = m if what == "rate of change" else b
            answer = num(val)
            wrong = [
                (
                    num(b) if what == "rate of change" else num(m),
                    "mixed-up-rate-and-initial-value",
                    "The rate of change is the change in y per 1 in x; the initial value is y when x = 0.",
                ),
                (
                    num(ys[0]) if xs[0] else num(ys[1]),
                    "read-a-table-value",
                    "Work out the value from the pattern; it is not just a number in the table.",
                ),
                (
                    num(ys[1] - ys[0]) if step != 1 else num(-val) if val else "1",
                    "forgot-to-divide-by-the-step" if step != 1 else "sign-slip",
                    f"x goes up by {step} each row." if step != 1 else "Check the sign.",
                ),
            ]
            explanation = (
                f"Rate of change = change in y ÷ change in x = {num(ys[1] - ys[0])} ÷ {step} = {num(m)}. Initial value = y when x = 0 = {num(b)}"
                + (f" (work back: {num(ys[0])} - ({num(m)})({xs[0]}) = {num(b)})" if xs[0] else "")
                + f". The {what} is {answer}."
            )
            ask = f"What is the {what} of the function?"
            fill_end = f"The {what} of the function is ___."
            fmt = "number"
            key = f"ri:{m}:{b}:{xs}:{what}"
            code = std(ctx, "8.F.B.4")
        lead = f"A linear function has these values: {_table_text(xs, ys)}."
        return build(
            ctx,
            prompt=f"{lead} {ask}",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} {fill_end}",
            fmt=fmt,
            table=TableForm(
                "A linear function",
                ("x", "y"),
                tuple((x, num(y)) for x, y in zip(xs, ys, strict=True)),
                question=f"{table_q} {ask}",
            ),
            task="represent",
            steps=2 + int(bool(xs[0])),
            mag=2,
            key=key,
            standard=code,
        )
    if mode == "linear-or-not":
        linear = rng.random() < 0.5
        xs = [0, 1, 2, 3, 4] if lv < 2 else [1, 2, 3, 4, 5]
        if linear:
            m, b = _nz(rng, -4, 5), rng.randint(-5, 8)
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
        why = f"The y-values change by {', '.join(num(d) for d in diffs)} as x goes up by 1. " + (
            "The change is constant, so the function is linear."
            if linear
            else "The change is not constant, so the function is nonlinear."
        )
        lead = f"A function has these values: {_table_text(xs, ys)}."
        return build(
            ctx,
            prompt=f"{lead} Is the function linear or nonlinear?",
            answer=answer,
            explanation=why,
            wrong=[("nonlinear" if linear else "linear", "did-not-check-the-differences", why)],
            fill=f"{lead} The function is ___.",
            fmt="text",
            table=TableForm(
                "A function",
                ("x", "y"),
                tuple((x, num(y)) for x, y in zip(xs, ys, strict=True)),
                question="Is the function in the table linear or nonlinear?",
            ),
            task="reason",
            steps=2,
            mag=1,
            key=f"lin:{ys}",
            standard=std(ctx, "8.F.A.3"),
        )
    if mode in ("compare-rate", "compare-initial"):
        ma, ba = _nz(rng, -4, 6), rng.randint(-5, 10)
        mb, bb = _nz(rng, -4, 6), rng.randint(-5, 10)
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
        reasons = f"Function A has a {what} of {va} and Function B has a {what} of {vb}."
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
            f"Function A: y changes by {num(ys[1] - ys[0])} when x goes up by {xs[1] - xs[0]}, so its rate is {ma}; working back to x = 0 gives an initial value of {ba}. "
            f"Function B has rate {mb} and initial value {bb}. {reasons} So the answer is {answer}."
        )
        return build(
            ctx,
            prompt=f"{lead} Which function has the greater {what}?",
            answer=answer,
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The function with the greater {what} is ___.",
            fmt="text",
            table=TableForm(
                "Function A",
                ("x", "y"),
                tuple((x, num(y)) for x, y in zip(xs, ys, strict=True)),
                question=f"The table shows Function A. Function B: {b_text}. Which function has the greater {what}?",
            ),
            task="compare",
            steps=3,
            mag=1,
            key=f"{mode}:{ma}:{ba}:{mb}:{bb}:{xs}",
            standard=std(ctx, "8.F.A.2"),
        )
    if mode in ("description", "interpret"):
        template, what, unit, fee_name, rate_name = pick(rng, CONTEXTS)
        m, b = rng.randint(3, 30), rng.randint(5, 60)
        if m == b:
            b += 5
        lead = template.format(m=m, b=b)
        if mode == "description":
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
    # graphs made of straight pieces
    n_seg = 3 if lv < 2 else 4
    while True:
        xs = [0]
        for _ in range(n_seg):
            xs.append(xs[-1] + rng.randint(2, 3))
        ys = [rng.randint(3, 7)]
        for _ in range(n_seg):
            k = pick(rng, SHAPES)
            ys.append(
                min(12, ys[-1] + rng.randint(2, 5))
                if k == "increases"
                else max(0, ys[-1] - rng.randint(2, 5))
                if k == "decreases"
                else ys[-1]
            )
        kinds = [
            "increases" if b > a else "decreases" if b < a else "stays the same" for a, b in pairwise(ys)
        ]
        if all(kinds[i] != kinds[i + 1] for i in range(n_seg - 1)) and any(
            kinds.count(k) == 1 for k in SHAPES
        ):
            break
    verts = list(zip(xs, ys, strict=True))
    svg = plane(
        (0, 12),
        (0, 12),
        polylines=[verts],
        points=[(x, y, "") for x, y in verts],
        title="A graph made of straight pieces",
        desc="A graph made of straight pieces joining the points "
        + ", ".join(point(x, y) for x, y in verts)
        + ".",
    )
    diagram = DiagramForm("coordinate-plane", svg)
    if mode == "describe-graph":
        merged = [kinds[0]]
        for k in kinds[1:]:
            if k != merged[-1]:
                merged.append(k)
        answer = ", then ".join(merged)
        alts = [
            ", then ".join(perm)
            for perm in product(SHAPES, repeat=len(merged))
            if all(perm[i] != perm[i + 1] for i in range(len(perm) - 1)) and ", then ".join(perm) != answer
        ]
        rng.shuffle(alts)
        alts = alts[:3]
        wrong = [
            (
                a,
                "read-the-graph-in-the-wrong-order"
                if a == ", then ".join(reversed(merged))
                else "misread-the-direction",
                "Read the graph from left to right: up means increasing, flat means staying the same, down means decreasing.",
            )
            for a in alts
        ]
        return build(
            ctx,
            prompt="Reading from left to right, which description matches the graph?",
            answer=answer,
            explanation=f"Read from left to right: the graph {answer}.",
            wrong=wrong,
            fill="Reading from left to right, the graph ___.",
            fmt="text",
            diagram=diagram,
            task="represent",
            steps=2,
            mag=1,
            key=f"desc:{verts}",
            standard=std(ctx, "8.F.B.5"),
        )
    counts = {k: kinds.count(k) for k in SHAPES}
    target = pick(rng, [k for k in SHAPES if counts[k] == 1])
    i = kinds.index(target)
    word = {"increases": "increasing", "decreases": "decreasing", "stays the same": "constant"}[target]
    answer = f"from x = {xs[i]} to x = {xs[i + 1]}"
    wrong = [
        (
            f"from x = {xs[j]} to x = {xs[j + 1]}",
            "mixed-up-increasing-and-decreasing",
            f"From x = {xs[j]} to x = {xs[j + 1]} the graph {kinds[j]}.",
        )
        for j in range(n_seg)
        if j != i
    ]
    wrong.append(
        (
            f"from y = {min(ys[i], ys[i + 1])} to y = {max(ys[i], ys[i + 1])}",
            "gave-y-values",
            "The interval is read on the x-axis.",
        )
    )
    return build(
        ctx,
        prompt=f"On which interval is the function {word}?",
        answer=answer,
        explanation=f"Read from left to right. The graph {target} only between x = {xs[i]} and x = {xs[i + 1]}.",
        wrong=wrong,
        fill=f"The function is {word} on the interval ___.",
        fmt="text",
        diagram=diagram,
        task="represent",
        steps=2,
        mag=1,
        key=f"int:{verts}:{target}",
        standard=std(ctx, "8.F.B.5"),
    )
