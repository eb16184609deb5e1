"""Inequalities (6.EE.B.8, 7.EE.B.4b): writing x > c or x < c for a constraint in words, reading
and graphing solutions on a number line, picking a solution, solving px + q > r (reversing the
symbol when dividing by a negative number) and two-step inequality stories."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.draw.number_lines import number_line
from educontent.generation.kit.algebra_forms import expression_question
from educontent.generation.kit.algebra_values import exact_question
from educontent.generation.kit.answer_forms import nonzero, person, written
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.numbers.rationals import digits, fx, linear, tidy
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

F = Fraction
_FLIP = {">": "<", "<": ">", "≥": "≤", "≤": "≥"}


def _ineq(v: str, op: str, bound: Fraction) -> str:
    return f"{v} {op} {fx(bound)}"


def _write_inequality(rng: random.Random, lvl: int) -> MathQuestion:
    constraint = pick(rng, load_bank("math", "ee-inequalities")["constraints"])
    sentence, v, op = constraint["sentence"], constraint["variable"], constraint["symbol"]
    n = F(rng.randint(constraint["low"], constraint["high"]))
    stem = sentence.format(n=fx(n))
    answer = _ineq(v, op, n)
    cands = [
        (
            _ineq(v, _FLIP[op], n),
            "reversed-the-symbol",
            f"The words say {v} is {'greater' if op == '>' else 'less'} than {fx(n)}.",
        ),
        (f"{v} = {fx(n)}", "used-an-equals-sign", f"{v} can be many values, not only {fx(n)}."),
        (
            _ineq(v, "≥" if op == ">" else "≤", n),
            "included-the-boundary",
            f'"{"More" if op == ">" else "Less"} than {fx(n)}" does not include {fx(n)} itself.',
        ),
    ]
    return written(
        prompt=f"{stem} Write an inequality for {v}.",
        fill=f"{stem} An inequality for {v} is ___.",
        answer=answer,
        acceptable=(f"{fx(n)} {_FLIP[op]} {v}", answer.replace(" ", "")),
        explanation=f"The words mean {v} is {'greater' if op == '>' else 'less'} than {fx(n)}, so {answer}. There are infinitely many values of {v} that work.",
        candidates=cands,
        task="represent",
        magnitude=digits(n),
        key=f"write-ineq:{sentence[:12]}:{n}",
        standard="6.EE.B.8",
    )


def _number_line_question(
    ask: str, svg: str, answer: str, explanation: str, cands: list[tuple[str, str, str]], **parts: Any
) -> MathQuestion:
    """Which inequality has the solutions the number line ``svg`` shows?"""
    return written(
        prompt=ask,
        fill="The number line shows the solutions of ___.",
        answer=answer,
        explanation=explanation,
        candidates=cands,
        diagram=DiagramForm("number-line", svg, question=ask),
        **parts,
    )


def _ray_svg(c: Fraction, direction: int, closed: bool) -> str:
    lo = F(min(int(c) - 4, -2))
    hi = F(max(int(c) + 4, 2))
    return number_line(
        lo,
        hi,
        1,
        label_every=1 if hi - lo <= 16 else 2,
        ray=(c, direction, closed),
        title="Solutions on a number line",
        desc="A number line with a circle at one number and a thick arrow showing the solutions.",
    )


def _read_graph(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(rng.randint(1, 8)) if lvl == 0 else F(nonzero(rng, -8, 8))  # easy: a positive boundary
    direction = pick(rng, (1, -1))
    closed = lvl == 2 and rng.random() < 0.4
    op = (">" if direction > 0 else "<") if not closed else ("≥" if direction > 0 else "≤")
    answer = _ineq("x", op, c)
    svg = _ray_svg(c, direction, closed)
    other_close = {">": "≥", "<": "≤", "≥": ">", "≤": "<"}[op]
    cands = [
        (
            _ineq("x", _FLIP[op], c),
            "reversed-the-direction",
            f"The arrow points to the {'right (greater numbers)' if direction > 0 else 'left (lesser numbers)'}.",
        ),
        (
            _ineq("x", other_close, c),
            "mixed-up-open-and-closed-circles",
            "An open circle means the number is not included."
            if not closed
            else "A closed circle means the number is included.",
        ),
        (_ineq("x", op, c + direction), "misread-the-boundary", f"The circle is at {fx(c)}."),
    ]
    ask = "Which inequality do the solutions on the number line show?"
    return _number_line_question(
        ask,
        svg,
        answer,
        f"The circle is at {fx(c)} and it is {'closed, so ' + fx(c) + ' is included' if closed else 'open, so ' + fx(c) + ' is not included'}. The arrow points {'right' if direction > 0 else 'left'}, to numbers {'greater' if direction > 0 else 'less'} than {fx(c)}: {answer}.",
        cands,
        task="represent",
        magnitude=1,
        key=f"read-graph:{c}:{direction}:{closed}",
        standard="6.EE.B.8",
    )


def _solutions(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(nonzero(rng, -10, 10)) if lvl < 2 else F(nonzero(rng, -19, 19), 2)
    op = pick(rng, (">", "<"))
    side = 1 if op == ">" else -1
    good = c + side * pick(rng, (F(1, 2), F(1), F(3), F(7, 2))[: 2 + lvl])
    bad = [c, c - side * 1, c - side * pick(rng, (F(2), F(5, 2), F(4)))]
    answer = tidy(good)
    cands = [
        (
            tidy(c),
            "included-the-boundary",
            f"{fx(c)} makes both sides equal; it is not {'greater' if op == '>' else 'less'} than {fx(c)}.",
        ),
        (
            tidy(bad[1]),
            "went-the-wrong-way",
            f"{tidy(bad[1])} is {'less' if op == '>' else 'greater'} than {fx(c)}.",
        ),
        (
            tidy(bad[2]),
            "compared-without-signs",
            f"On the number line, {tidy(bad[2])} is on the wrong side of {fx(c)}.",
        ),
    ]
    relation = _ineq("x", op, c)
    return exact_question(
        good,
        cands,
        show=tidy,
        signed=True,
        slips=False,
        prompt=f"Which number is a solution of {relation}?",
        fill=f"One solution of {relation} is x = ___.",
        explanation=f"A solution makes the inequality true. {answer} {op} {fx(c)} is true. {relation} has infinitely many solutions: every number {'greater' if op == '>' else 'less'} than {fx(c)}.",
        task="reason",
        magnitude=digits(c),
        key=f"solutions:{relation}:{good}",
        standard="6.EE.B.8",
    )


def _solve_numbers(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction, Fraction]:
    """The coefficient p, the constant q and the boundary c of px + q > r."""
    if lvl == 0:
        return F(rng.randint(2, 9)), F(rng.randint(1, 20)), F(rng.randint(-5, 15))
    if lvl == 1:
        return F(rng.randint(2, 9)), F(nonzero(rng, -20, 20)), F(nonzero(rng, -12, 12))
    p, q = F(nonzero(rng, -9, -2)), F(nonzero(rng, -20, 20))
    c = F(nonzero(rng, -12, 12)) if rng.random() < 0.6 else F(nonzero(rng, -23, 23), 2)
    return p, q, c


def _solve_inequality(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "n", "y"))
    p, q, c = _solve_numbers(rng, lvl)
    op = pick(rng, (">", "<"))
    r = p * c + q
    sol_op = op if p > 0 else _FLIP[op]
    lhs = linear([(p, v), (q, "")])
    relation = f"{lhs} {op} {tidy(r)}"
    answer = _ineq(v, sol_op, c)
    cands = [
        (
            _ineq(v, op if p < 0 else _FLIP[op], c),
            "did-not-flip-the-symbol" if p < 0 else "flipped-the-symbol",
            "Dividing both sides by a negative number reverses the inequality symbol."
            if p < 0
            else f"Dividing by a positive number ({fx(p)}) keeps the symbol the same.",
        ),
        (
            _ineq(v, sol_op, (r + q) / p),
            "added-instead-of-subtracting",
            f"Undo {'+ ' + fx(q) if q > 0 else '- ' + fx(-q)} first.",
        ),
        (_ineq(v, sol_op, r - q), "forgot-to-divide", f"Divide both sides by {fx(p)}."),
    ]
    return written(
        prompt=f"Solve {relation}.",
        fill=f"The solution of {relation} is ___.",
        answer=answer,
        acceptable=(answer.replace(" ", ""), f"{fx(c)} {_FLIP[sol_op]} {v}"),
        explanation=(
            f"Subtract {fx(q)} from both sides: {linear([(p, v)])} {op} {tidy(r - q)}. "
            f"Divide by {fx(p)}"
            + (" and reverse the symbol because you divided by a negative number" if p < 0 else "")
            + f": {answer}."
        ),
        candidates=cands,
        task="compute",
        steps=3 if p < 0 else 2,
        magnitude=digits(r, q),
        key=f"solve-ineq:{relation}",
        standard="7.EE.B.4b",
    )


def _plumber(rng: random.Random, lvl: int, who: str) -> tuple[int, int, int, str, str, str]:
    a, b = rng.randint(3, 10) * 10, rng.randint(2, 9) * 5
    c = a + b * rng.randint(2, 8) + (pick(rng, (0, b // 2)) if lvl else 0)
    stem = f"A plumber charges {a} dollars plus {b} dollars for each hour. {who} wants to spend less than {c} dollars. Let h be the number of hours."
    return a, b, c, stem, "h", "<"


def _savings(rng: random.Random, lvl: int, who: str) -> tuple[int, int, int, str, str, str]:
    a, b = rng.randint(1, 10) * 5, rng.randint(2, 9) * 5
    c = a + b * rng.randint(3, 12) + (pick(rng, (0, 5)) if lvl else 0)
    stem = f"{who} has {a} dollars and saves {b} dollars each week. {who} wants to have more than {c} dollars. Let w be the number of weeks."
    return a, b, c, stem, "w", ">"


def _van(rng: random.Random, lvl: int, who: str) -> tuple[int, int, int, str, str, str]:
    a, b = rng.randint(150, 220), rng.randint(2, 8) * 10
    c = a + b * rng.randint(5, 20) + (pick(rng, (0, b // 2)) if lvl else 0)
    stem = f"A van can carry less than {c} pounds. The driver weighs {a} pounds and each box weighs {b} pounds. Let n be the number of boxes."
    return a, b, c, stem, "n", "<"


_STORIES = {"plumber": _plumber, "savings": _savings, "van": _van}


def _inequality_story(rng: random.Random, lvl: int) -> MathQuestion:
    who = person(rng).name
    kind = pick(rng, tuple(_STORIES))
    a, b, c, stem, v, op = _STORIES[kind](rng, lvl, who)
    bound, eq = F(c - a, b), f"{a} + {b}{v} {op} {c}"
    answer = _ineq(v, op, bound)
    cands = [
        (
            _ineq(v, _FLIP[op], bound),
            "reversed-the-symbol",
            f'"{"Less" if op == "<" else "More"} than" keeps the symbol {op}.',
        ),
        (_ineq(v, op, F(c, b)), "forgot-the-starting-amount", f"Subtract {a} before dividing."),
        (_ineq(v, op, F(c + a, b)), "added-the-starting-amount", f"Subtract {a}; do not add it."),
    ]
    return expression_question(
        f"{stem} Write and solve an inequality for {v}.",
        f"{stem} The solution is ___.",
        answer,
        f"Write the inequality {eq}. Subtract {a}: {b}{v} {op} {c - a}. Divide by {b}: {answer}. In the story, {v} must also be a whole number of at least 0.",
        cands,
        task="word-problem",
        steps=3,
        magnitude=digits(c),
        key=f"ineq-story:{kind}:{a}:{b}:{c}",
        standard="7.EE.B.4b",
    )


def _graph_solution(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(nonzero(rng, -7, 7))
    p = F(rng.randint(2, 5)) * (pick(rng, (1, -1)) if lvl == 2 else 1)
    q = F(nonzero(rng, -9, 9))
    sol = pick(rng, (">", "<"))
    op = sol if p > 0 else _FLIP[sol]
    r = p * c + q
    lhs = linear([(p, "x"), (q, "")])
    answer = f"{lhs} {op} {tidy(r)}"
    svg = _ray_svg(c, 1 if sol == ">" else -1, False)
    cands = [
        (
            f"{lhs} {_FLIP[op]} {tidy(r)}",
            "reversed-the-symbol",
            "Solve the inequality and compare the direction with the arrow.",
        ),
        (
            f"{lhs} {op} {tidy(r + p)}",
            "boundary-is-off-by-one",
            f"Solve: the boundary should be {fx(c)}, where the circle is.",
        ),
        (
            f"{lhs} {op} {tidy(c)}",
            "forgot-to-solve",
            "The number line shows the values of x, so solve the inequality for x first.",
        ),
    ]
    ask = "The number line shows the solutions of an inequality. Which inequality is it?"
    return _number_line_question(
        ask,
        svg,
        answer,
        f"Solve {answer}: subtract {fx(q)}, then divide by {fx(p)}"
        + (" and reverse the symbol" if p < 0 else "")
        + f", giving x {sol} {fx(c)}. That matches the open circle at {fx(c)} and the arrow pointing {'right' if sol == '>' else 'left'}.",
        cands,
        task="reason",
        steps=3,
        magnitude=digits(r),
        key=f"graph-sol:{answer}",
        standard="7.EE.B.4b",
    )


_BUILDERS = {
    "write": _write_inequality,
    "read-graph": _read_graph,
    "solutions": _solutions,
    "solve": _solve_inequality,
    "story": _inequality_story,
    "graph-solution": _graph_solution,
}
InequalityParams = one_of(_BUILDERS, name="InequalityParams")


_BANDS = "easy: positive coefficients, whole and mostly positive boundaries, whole-dollar stories, open circles; medium: negative constants and boundaries, stories with leftover amounts; hard: negative coefficients that reverse the symbol, half-unit boundaries and closed circles (writing an inequality from words is the same at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={*WRITTEN, DG}, params=InequalityParams, levels=Levels("form", _BANDS))
def inequalities(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
