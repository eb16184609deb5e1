"""Dependent and independent variables (6.EE.C.9): an equation y = kx + b from a table of pairs or
from points on a graph, a missing value in a table from its rule, and which quantity of a
constant-rate situation depends on the other."""

from __future__ import annotations

import random
from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.draw.coordinate_planes import plane
from educontent.generation.kit.algebra_forms import expression_question
from educontent.generation.kit.answer_forms import person, question, written, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, TableForm
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.numbers.rationals import digits, fx, linear
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction


def _rule(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction]:
    if lvl == 0 or (lvl == 1 and rng.random() < 0.5):  # hard: always two operations
        return (
            (F(rng.randint(2, 9)), F(0)) if rng.random() < 0.6 or lvl == 0 else (F(1), F(rng.randint(2, 9)))
        )
    return F(rng.randint(2, 6)), F(rng.randint(1, 9))


def _eq(k: Fraction, b: Fraction) -> str:
    return f"y = {linear([(k, 'x'), (b, '')])}"


def _pairs(xs: list[int], k: Fraction, b: Fraction) -> str:
    shown = [f"({x}, {fx(k * x + b)})" for x in xs]
    return ", ".join(shown[:-1]) + f" and {shown[-1]}"


def _table_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k, b = _rule(rng, lvl)
    xs = sorted(rng.sample(range(1, 11), 4))
    relation = pick(rng, load_bank("math", "ee-dependent-variables")["relations"])
    xname, yname = relation["x"], relation["y"]
    answer = _eq(k, b)
    y0 = k * xs[0] + b
    cands = [
        (
            _eq(F(1), y0 - xs[0]) if (k, b) != (1, y0 - xs[0]) else _eq(y0 / xs[0], F(0)),
            "fit-only-the-first-pair",
            "The rule must work for every pair in the table, not just the first one.",
        ),
        (
            f"x = {linear([(k, 'y'), (b, '')])}",
            "swapped-the-variables",
            "y is the dependent variable: write y = ...",
        ),
        (_eq(k + 1, b) if b else _eq(k, F(1)), "miscounted-the-change", "Check the rule with each pair."),
        (
            _eq(k * xs[1] + b - (k * xs[0] + b), F(0)) if xs[1] - xs[0] != 1 else _eq(k, b + 2),
            "used-the-change-in-y",
            "Compare y with x in the same row.",
        ),
    ]
    return expression_question(
        f"Each pair (x, y) follows the same rule: {_pairs(xs, k, b)}. Which equation gives y in terms of x?",
        f"The pairs {_pairs(xs, k, b)} follow the equation ___.",
        answer,
        f"Look at each row: {', '.join(f'{x} → {fx(k * x + b)}' for x in xs)}. Each time, y = {linear([(k, 'x'), (b, '')])}. x is the independent variable; y depends on x.",
        cands,
        table=TableForm(
            title=f"{yname.split(',')[0]} and {xname.split(',')[0].lower()}",
            columns=(xname, yname),
            rows=tuple((x, int(k * x + b)) for x in xs),
            question="Write an equation for y in terms of x.",
        ),
        task="represent",
        steps=2,
        magnitude=digits(k * xs[-1] + b),
        key=f"table-eq:{k}:{b}:{xs}",
    )


def _table_value(rng: random.Random, lvl: int) -> MathQuestion:
    k, b = F(rng.randint(2, 9)), F(rng.randint((0, 1, 5)[lvl], (0, 9, 20)[lvl]))
    rule = _eq(k, b)
    xs = sorted(rng.sample(range(1, 16), 4))
    target = rng.randrange(4)
    x = xs[target]
    y = k * x + b
    rows = tuple((xx, "?" if i == target else int(k * xx + b)) for i, xx in enumerate(xs))
    answer = fx(y)
    cands = [
        (fx(k + x + b), "added-instead-of-multiplied", f"{fx(k)}x means {fx(k)} × x."),
        (fx(k * (x + b)), "added-before-multiplying", "Multiply before adding."),
        (
            fx(k * x),
            "left-out-the-constant",
            f"Add {fx(b)} after multiplying." if b else "Check the multiplication.",
        ),
    ]
    return question(
        prompt=f"The rule is {rule}. What is y when x = {x}?",
        fill=f"The rule is {rule}. When x = {x}, y = ___.",
        answer=answer,
        explanation=f"Substitute x = {x}: y = {fx(k)} × {x}" + (f" + {fx(b)}" if b else "") + f" = {answer}.",
        wrong=wrongs(answer, cands, fallback=y),
        table=TableForm(
            title="Input and output",
            columns=("x", "y"),
            rows=rows,
            question=f"The table follows the rule {rule}. What number goes where the ? is?",
        ),
        task="compute",
        steps=2,
        magnitude=digits(y),
        key=f"table-value:{rule}:{x}",
    )


def _dependent(rng: random.Random, lvl: int) -> MathQuestion:
    situation = pick(rng, load_bank("math", "ee-dependent-variables")["situations"])
    sentence, indep, dep = situation["sentence"], situation["independent"], situation["dependent"]
    r = rng.randint(2, 20)
    stem = sentence.format(name=person(rng).name, r=r)
    ask_dep = rng.random() < 0.6
    answer = dep if ask_dep else indep
    other = indep if ask_dep else dep
    word = "dependent" if ask_dep else "independent"
    cands = [
        (
            other,
            "swapped-dependent-and-independent",
            f"The {'dependent variable depends on' if ask_dep else 'independent variable is the one that'} {'the other quantity' if ask_dep else 'changes on its own'}: {dep} depends on {indep}.",
        ),
        (
            situation["rate"].format(r=r),
            "chose-the-constant-rate",
            f"{r} stays the same, so it is not a variable.",
        ),
    ]
    return written(
        prompt=f"{stem} Which quantity is the {word} variable?",
        fill=f"{stem} The {word} variable is ___.",
        answer=answer,
        answer_format="text",
        explanation=f"{dep.capitalize()} depends on {indep}: when {indep} changes, {dep} changes. So {dep} is the dependent variable and {indep} is the independent variable. The number {r} is a constant rate.",
        candidates=cands,
        task="reason",
        magnitude=1,
        key=f"dependent:{sentence[:10]}:{r}:{ask_dep}",
    )


def _graph_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k = F(rng.randint(1, 3))
    b = F(rng.randint(lvl - 1, 4)) if lvl else F(0)  # easy through the origin; hard never
    xs = sorted(rng.sample(range(0, 6), 4))
    pts = [(x, k * x + b, "") for x in xs]
    top = int(k * 8 + b)
    svg = plane(
        title="Points on a coordinate plane",
        desc="A coordinate plane in the first quadrant with four points plotted.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=top if top <= 20 else -(-top // 2) * 2,
        ystep=1 if top <= 20 else 2,
        points=pts,
        xname="x",
        yname="y",
    )
    answer = _eq(k, b)
    cands = [
        (_eq(k, b + 1), "misread-the-starting-value", "Check where the pattern meets the y-axis (x = 0)."),
        (_eq(k + 1, b), "misread-the-steepness", f"y goes up by {fx(k)} each time x goes up by 1."),
        (f"x = {linear([(k, 'y'), (b, '')])}", "swapped-the-variables", "y depends on x: write y = ..."),
        (
            _eq(F(1), b + k) if k != 1 else _eq(F(2), b),
            "fit-only-one-point",
            "The equation must fit every point.",
        ),
    ]
    ask = "Which equation matches the points on the graph?"
    return written(
        prompt=ask,
        fill="The points on the graph fit the equation ___.",
        answer=answer,
        explanation=f"Read the points: {', '.join(f'({x}, {fx(y)})' for x, y, _ in pts)}. Each time x goes up by 1, y goes up by {fx(k)}"
        + (f", and when x = 0, y = {fx(b)}" if b else ", and the points start at (0, 0)")
        + f". So {answer}.",
        candidates=cands,
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"graph-eq:{k}:{b}:{xs}",
    )


_BUILDERS = {
    "table-equation": _table_equation,
    "table-value": _table_value,
    "dependent": _dependent,
    "graph-equation": _graph_equation,
}
VariableParams = one_of(_BUILDERS, name="VariableParams")


_BANDS = "easy: one-operation rules y = kx, lines through the origin; medium: y = x + b or y = kx + b, starting values 1-9; hard: always two operations (y = kx + b), starting values 5-20, lines that miss the origin (naming the dependent variable is the same at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("steps", _BANDS), content_types={*WRITTEN, DT, DG}, params=VariableParams)
def dependent_variables(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS, "6.EE.C.9")
