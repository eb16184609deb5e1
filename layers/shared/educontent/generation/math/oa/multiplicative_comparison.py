"""Multiplicative comparison: read ``c = a × b`` as "c is a times as many as b", write such a
statement as an equation, solve "times as many" stories for the larger amount, the smaller amount
or the factor, and tell "times as many" from "more than" (4.OA.A.1, 4.OA.A.2)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from educontent.generation.difficulty import Features
from educontent.generation.draw.fraction_models import tape
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, render
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import DG, FB, MC, SA, TF
from educontent.generation.kit.wrong_answers import non_negative, wrong_answers
from educontent.generation.math.oa._equal_groups import things
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

M = Misconception


@dataclass
class _Asked:
    prompt: str
    answer: int | None  # None when the answer is an equation
    display: str
    explain: str
    wrongs: list[Misconception]
    task: str
    steps: int = 1
    fill: str | None = None
    diagram: DiagramForm | None = None


@dataclass(frozen=True)
class _Story:
    """``c = a × b``: ``n2`` has ``a`` times as many ``things`` as ``n1``."""

    a: int
    b: int
    n1: str
    n2: str
    things: str

    @property
    def c(self) -> int:
        return self.a * self.b


def _statement_factor(s: _Story, rng: random.Random) -> _Asked:
    a, b, c = s.a, s.b, s.c
    return _Asked(
        prompt=f"{c} = {a} × {b}. How many times as many as {b} is {c}?",
        answer=a,
        display=str(a),
        explain=f"{c} = {a} × {b} means {c} is {a} times as many as {b} (and {b} times as many as {a}).",
        fill=f"{c} is ___ times as many as {b}.",
        wrongs=[
            M(
                str(c - b),
                "found-how-many-more",
                f"{c} − {b} tells how many more, not how many times as many.",
            ),
            M(str(b), "used-the-wrong-factor", f"{c} is {b} times as many as {a}, not as {b}."),
            M(str(a + 1), "off-by-one", "Check with multiplication."),
        ],
        task="represent",
    )


def _statement_equation(s: _Story, rng: random.Random) -> _Asked:
    a, b, c = s.a, s.b, s.c
    return _Asked(
        prompt=f"Which equation shows '{c} is {a} times as many as {b}'?",
        answer=None,
        display=f"{c} = {a} × {b}",
        explain=f"'{a} times as many as {b}' is {a} × {b}, and that equals {c}. So {c} = {a} × {b}.",
        fill=f"The sentence '{c} is {a} times as many as {b}' matches the equation ___.",
        wrongs=[
            M(f"{c} = {a} + {b}", "additive-comparison", "'Times as many' means multiply, not add."),
            M(f"{b} = {a} × {c}", "swapped-the-quantities", f"{c} is the larger amount; it is the product."),
            M(f"{a} = {b} × {c}", "mixed-up-the-numbers", "The product is the amount being compared."),
        ],
        task="represent",
    )


def _larger(s: _Story, rng: random.Random) -> _Asked:
    a, b, c, n1, n2, what = s.a, s.b, s.c, s.n1, s.n2, s.things
    return _Asked(
        prompt=f"{n1} has {b} {what}. {n2} has {a} times as many {what} as {n1}. How many {what} does {n2} have?",
        answer=c,
        display=str(c),
        explain=f"{a} times as many as {b} is {a} × {b} = {c}.",
        wrongs=[
            M(
                str(a + b),
                "added-instead-of-multiplied",
                f"'{a} times as many' is not the same as '{a} more'.",
            ),
            M(str(c + b), "added-an-extra-group", f"{n2} has {a} groups of {b}, not {a + 1}."),
            M(str(b), "copied-a-number", f"This is how many {n1} has."),
        ],
        task="word-problem",
        diagram=DiagramForm(
            "model",  # type: ignore[arg-type]
            tape(
                [(n1, 1, str(b)), (n2, a, str(b))],
                total="?",
                title="Tape diagram",
                desc=f"{n1}'s bar is 1 box of {b}. {n2}'s bar is {a} boxes of {b}, total unknown.",
            ),
        ),
    )


def _smaller(s: _Story, rng: random.Random) -> _Asked:
    a, b, c, n1, n2, what = s.a, s.b, s.c, s.n1, s.n2, s.things
    return _Asked(
        prompt=f"{n2} has {c} {what}. That is {a} times as many {what} as {n1} has. How many {what} does {n1} have?",
        answer=b,
        display=str(b),
        explain=f"{c} is {a} times as many as {n1}'s amount, so divide: {c} ÷ {a} = {b}. Check: {a} × {b} = {c}.",
        wrongs=[
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
        ],
        task="word-problem",
    )


def _times(s: _Story, rng: random.Random) -> _Asked:
    a, b, c = s.a, s.b, s.c
    return _Asked(
        prompt=f"A blue ribbon is {c} inches long. A red ribbon is {b} inches long. How many times as long as the red ribbon is the blue ribbon?",
        answer=a,
        display=str(a),
        explain=f"Ask: {b} times what is {c}? {c} ÷ {b} = {a}, because {a} × {b} = {c}.",
        wrongs=[
            M(str(c - b), "found-the-difference", "This is how much longer, not how many times as long."),
            M(str(b), "copied-a-number", "This is the red ribbon's length."),
            M(str(a + 1), "off-by-one", "Check with multiplication."),
        ],
        task="word-problem",
    )


def _additive_vs(s: _Story, rng: random.Random) -> _Asked:
    """One person has ``a`` times as many, another ``a`` more: ask about one of them."""
    a, b, c, n1, n2, what = s.a, s.b, s.c, s.n1, s.n2, s.things
    ask_times = rng.random() < 0.5
    n3 = pick(rng, [n for n in roster("roster-2") if n not in (n1, n2)])
    answer = c if ask_times else a + b
    return _Asked(
        prompt=(
            f"{n1} has {b} {what}. {n2} has {a} times as many {what} as {n1}. {n3} has {a} more {what} than {n1}. "
            f"How many {what} does {n2 if ask_times else n3} have?"
        ),
        answer=answer,
        display=str(answer),
        explain=(
            f"'{a} times as many' means multiply: {a} × {b} = {c}. '{a} more' means add: {b} + {a} = {a + b}. "
            f"{n2 if ask_times else n3} has {answer}."
        ),
        wrongs=[
            M(
                str(a + b if ask_times else c),
                "mixed-up-times-as-many-and-more",
                "'Times as many' multiplies; 'more than' adds.",
            ),
            M(str(b), "copied-a-number", f"This is how many {n1} has."),
            M(str(answer + b), "added-an-extra-group", "Check which comparison is asked about."),
        ],
        task="compare",
        steps=2,
    )


_MODES: dict[str, Callable[[_Story, random.Random], _Asked]] = {
    "statement-factor": _statement_factor,
    "statement-equation": _statement_equation,
    "larger": _larger,
    "smaller": _smaller,
    "times": _times,
    "additive-vs": _additive_vs,
}


class CompareParams(many_of(_MODES)):
    """Which comparisons to ask (the keys of ``_MODES``)."""


_BANDS = "the times-as-many factor and the smaller amount: easy 2-5 and 2-9, medium 3-9 and 4-12, hard 5-12 and 10-25"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, SA, FB, TF, DG}, params=CompareParams, levels=Levels("size", _BANDS))
def mult_compare(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    rank = ctx.level.rank
    a = rng.randint((2, 3, 5)[rank], (5, 9, 12)[rank])
    b = rng.randint((2, 4, 10)[rank], (9, 12, 25)[rank])
    while a == b or a * b == a + b:
        b += 1
    n1, n2 = pick_two(rng, roster("roster-2"))
    story = _Story(a, b, n1, n2, pick(rng, things()))
    asked = _MODES[mode](story, rng)
    answer = asked.answer
    q = MathQuestion(
        prompt=asked.prompt,
        answer_display=asked.display,
        answer_value=answer if answer is not None else asked.display,
        explanation=asked.explain,
        misconceptions=tuple(asked.wrongs)
        if answer is None
        else wrong_answers(answer, asked.wrongs, non_negative),
        fill_text=asked.fill or f"{asked.prompt} Answer: ___",
        diagram=asked.diagram,
        answer_format="number" if answer is not None else "expression",
        features=Features(asked.task, asked.steps, len(str(story.c)), "text"),  # type: ignore[arg-type]
        key=f"mc:{mode}:{a}:{b}:{asked.prompt[:8]}",
        instructions="Think about 'times as many'.",
    )
    return render(q, ctx.content_type, rng)
