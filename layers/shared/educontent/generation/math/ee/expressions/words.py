"""Writing expressions from words (6.EE.A.2a: "5 less than twice n") and from stories with an
unknown (6.EE.B.6). The phrases and stories are data (``ee-expressions.json``)."""

from __future__ import annotations

import random
from typing import Any

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import person, written
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits

VARS = ("x", "y", "n", "a", "b", "m", "k", "t")


def _written(entry: dict[str, Any], values: dict[str, Any], answer: str, **parts: Any) -> MathQuestion:
    """A question answered by the expression ``answer``, with the bank entry's wrong answers and
    alternative answers (``values`` filled in); ``parts`` are the question's other parts."""
    cands = [
        (w["display"].format(**values), w["misconception"], w["reason"].format(**values))
        for w in entry["wrong"]
    ]
    alternatives = tuple(a.format(**values) for a in entry["alternatives"])
    return written(answer=answer, acceptable=alternatives, candidates=cands, **parts)


def words(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, VARS)
    n, m = rng.randint(2, 12), rng.randint(2, 9)
    entry = pick(rng, [p for p in load_bank("math", "ee-expressions")["phrases"] if lvl or not p["harder"]])
    values = {"v": v, "n": n, "m": m, "n_plus_1": n + 1, "m_times_n": m * n}
    phrase, answer = entry["phrase"].format(**values), entry["answer"].format(**values)
    return _written(
        entry,
        values,
        answer,
        prompt=f'Write an expression for "{phrase}".',
        fill=f'"{phrase.capitalize()}" written as an expression is ___.',
        explanation=f'Read the words in order of what is done: "{phrase}" is {answer}.',
        task="represent",
        magnitude=digits(n),
        key=f"words:{entry['kind']}:{v}:{n}:{m}",
        standard="6.EE.A.2a",
    )


def story_expression(rng: random.Random, lvl: int) -> MathQuestion:
    who, _, poss = person(rng)
    a, b = rng.randint(3, 15), rng.randint(2, 9)
    while a == b:
        b = rng.randint(2, 9)
    stories = load_bank("math", "ee-expressions")["stories"]
    two_step = [s for s in stories if "+" in s["answer"] and "{b}" in s["answer"]]
    # easy: one-operation stories; medium: any story; hard: a two-operation story half the time
    pool = (
        [s for s in stories if s not in two_step]
        if lvl == 0
        else two_step
        if lvl == 2 and rng.random() < 0.5
        else stories
    )
    entry = pick(rng, pool)
    values = {"name": who, "possessive": poss, "a": a, "b": b, "a_plus_b": a + b}
    stem, ask, answer = (entry[part].format(**values) for part in ("stem", "ask", "answer"))
    return _written(
        entry,
        values,
        answer,
        prompt=f"{stem} {ask}",
        fill=f"{stem} An expression for this is ___.",
        explanation=f"The variable stands for the unknown number. {ask[:-1].replace('Write an expression for', 'The expression for')}: {answer}.",
        task="word-problem",
        steps=2,
        magnitude=digits(a, b),
        key=f"story-expr:{entry['kind']}:{a}:{b}",
        standard="6.EE.B.6",
    )
