"""Grade 5 two numerical patterns from two rules: a missing term in a table, how the matching terms
compare, and the next ordered pair on a coordinate grid (5.OA.B.3)."""

from __future__ import annotations

from dataclasses import dataclass

from educontent.generation.draw.quadrants import quadrant_one
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.levels import draw
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.question_builders import diagram, features, finish, mis, table
from educontent.generation.kit.types import DG, DT, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@dataclass(frozen=True)
class _Patterns:
    a: int
    b: int
    k: int
    rules: str
    seq_a: list[int]
    seq_b: list[int]

    def columns(self) -> list[str]:
        return ["Term", f"Pattern A (add {self.a})", f"Pattern B (add {self.b})"]


TERMS = 6


def _table(ctx: GenerationContext, pat: _Patterns) -> Draft:
    rng = ctx.rng
    a, b, seq_a, seq_b = pat.a, pat.b, pat.seq_a, pat.seq_b
    miss = rng.randrange(2, TERMS)
    col = rng.randrange(2)
    answer = (seq_a if col == 0 else seq_b)[miss]
    rows: list[list[str | int]] = [[i + 1, seq_a[i], seq_b[i]] for i in range(TERMS)]
    rows[miss][1 + col] = "?"
    step = a if col == 0 else b
    which = "A" if col == 0 else "B"
    wrong = [
        mis(str(answer + step), "skipped-a-term", "Count the terms carefully."),
        mis(str((seq_b if col == 0 else seq_a)[miss]), "used-the-other-pattern", f"Use pattern {which}."),
        mis(str(answer - step), "one-term-too-few", "Add the rule once more."),
    ]
    prompt = f"{pat.rules} What is term {miss + 1} of pattern {which}?"
    listed = ", ".join(str(x) for x in (seq_a if col == 0 else seq_b)[: miss + 1])
    explanation = f"Pattern {which} adds {step} each time: {listed}. Term {miss + 1} is {answer}."
    fill = f"{pat.rules} Term {miss + 1} of pattern {which} is ___."
    asked = Asked(prompt, str(answer), explanation, wrong, fill, f"ptable:{a}:{b}:{miss}:{col}", answer)
    q = asked.question(
        table=table(
            "Two patterns", pat.columns(), rows, "Both patterns start at 0. What number goes where the ? is?"
        ),
        features=features("represent", 2, 2, "table"),
    )
    return finish(ctx, q)


def _relationship(ctx: GenerationContext, pat: _Patterns) -> Draft:
    a, b, k, seq_a, seq_b = pat.a, pat.b, pat.k, pat.seq_a, pat.seq_b
    wrong = [
        mis(
            str(b - a),
            "subtracted-the-rules",
            f"Compare matching terms, like {seq_a[2]} and {seq_b[2]}: how many times as large?",
        ),
        mis(str(b), "gave-the-rule", "Compare the terms, not the rule alone."),
        mis(str(k + 1), "miscounted", f"Check: {seq_a[3]} × {k + 1} is not {seq_b[3]}."),
    ]
    prompt = f"{pat.rules} Each term of pattern B is how many times the matching term of pattern A?"
    explanation = (
        f"Pattern A: {', '.join(map(str, seq_a[:5]))}. Pattern B: {', '.join(map(str, seq_b[:5]))}. "
        f"Each B term is {k} times the A term, for example {seq_a[2]} × {k} = {seq_b[2]}."
    )
    fill = f"{pat.rules} The number of times each pattern B term is as large as the matching pattern A term is ___."
    q = Asked(prompt, str(k), explanation, wrong, fill, f"prel:{a}:{b}", k).question(
        table=table(
            "Two patterns",
            pat.columns(),
            [[i + 1, seq_a[i], seq_b[i]] for i in range(5)],
            "Each term of pattern B is how many times the matching term of pattern A?",
        ),
        features=features("reason", 2, 2, "table"),
    )
    return finish(ctx, q)


def _pairs(ctx: GenerationContext, pat: _Patterns) -> Draft:
    a, b, seq_a, seq_b = pat.a, pat.b, pat.seq_a, pat.seq_b
    shown = 3
    high = max(seq_a[shown], seq_b[shown])
    high = max(10, -(-high // 5) * 5) if high <= 50 else -(-high // 50) * 50
    plotted = ", ".join(f"({seq_a[i]}, {seq_b[i]})" for i in range(shown))
    svg = quadrant_one(
        [(seq_a[i], seq_b[i], "") for i in range(shown)],
        high,
        title="Ordered pairs from two patterns",
        desc=f"A coordinate grid from 0 to {high}. The points plotted are "
        + plotted
        + ": pattern A terms are the x-coordinates and pattern B terms are the y-coordinates.",
    )
    nx, ny = seq_a[shown], seq_b[shown]
    answer = f"({nx}, {ny})"
    wrong = [
        mis(
            f"({ny}, {nx})",
            "swapped-x-and-y",
            "Pattern A gives the first number (x) and pattern B the second (y).",
        ),
        mis(f"({nx}, {ny - b + a})", "used-one-rule-for-both", f"Pattern B adds {b}, not {a}."),
        mis(
            f"({nx + a}, {ny + b})",
            "skipped-a-term",
            "The next pair comes right after the last plotted point.",
        ),
    ]
    prompt = f"{pat.rules} The first terms of the patterns are paired as (A, B) and plotted. What is the next ordered pair?"
    explanation = f"The plotted pairs are {plotted}. The next terms are {nx} in A and {ny} in B, so the next pair is {answer}."
    fill = f"{pat.rules} Pairing the terms as (A, B), the ordered pair after {plotted} is ___."
    q = Asked(prompt, answer, explanation, wrong, fill, f"ppairs:{a}:{b}").question(
        diagram=diagram("coordinate-plane", svg),
        answer_format="text",
        features=features("represent", 3, 2, "visual"),
    )
    return finish(ctx, q)


MODES = {"table": _table, "relationship": _relationship, "pairs": _pairs}


class PatternParams(one_of(MODES)):
    """Which pattern question to ask (a key of ``MODES``)."""


_BANDS = "pattern A's step and how many times as large pattern B's step is: easy 1-5 and 2-4, medium 2-7 and 3-5, hard 5-8 and 4-6"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DT, DG}, params=PatternParams, levels=Levels("size", _BANDS))
def pattern_rules(ctx: GenerationContext) -> Draft:
    p: PatternParams = ctx.params
    rng = ctx.rng
    a = draw(rng, 1, 8, ctx.level)
    k = draw(rng, 2, 6, ctx.level)
    b = a * k
    rules = f"Pattern A starts at 0 and adds {a} each time. Pattern B starts at 0 and adds {b} each time."
    pat = _Patterns(a, b, k, rules, [a * i for i in range(TERMS)], [b * i for i in range(TERMS)])
    return MODES[p.mode](ctx, pat)
