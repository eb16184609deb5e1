"""Number patterns from a rule (add, subtract or multiply by a number): continue a pattern, find
its rule, and find a later number from the rule and the start."""

from __future__ import annotations

import itertools
import random

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import ordinal
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion, Misconception, TableForm
from educontent.generation.kit.wrong_answers import distinct, non_negative, wrong_answers

M = Misconception


def sequence(rng: random.Random, mode: str, level: DifficultyLevel) -> tuple[list[int], str]:
    """Five numbers of a pattern and its rule (``add 4``, ``subtract 3``, ``multiply by 2``)."""
    if mode in ("extend-multiply", "rule-term-multiply"):
        factor = pick(rng, (2, 3) if level is not DifficultyLevel.HARD else (2, 3, 4))
        start = draw(rng, 1, 5, level)
        return [start * factor**i for i in range(5)], f"multiply by {factor}"
    step = draw(rng, 2, 15, level)
    if mode == "skip-count":
        step = draw(rng, 2, 10, level)
        return [step * (i + 1) for i in range(5)], f"add {step}"
    if mode == "extend-subtract":
        start = step * 5 + draw(rng, 0, 40, level)
        return [start - step * i for i in range(5)], f"subtract {step}"
    start = draw(rng, 0, 120, level)
    return [start + step * i for i in range(5)], f"add {step}"


def apply(rule: str, value: int) -> int:
    op, amount = rule.rsplit(" ", 1)
    a = int(amount)
    return value + a if op == "add" else value - a if op == "subtract" else value * a


def _apply_word(rule: str) -> str:
    op, amount = rule.rsplit(" ", 1)
    return {"add": "+", "subtract": "−", "multiply by": "×"}[op] + f" {amount}"


def _pairs_text(seq: list[int], rule: str) -> str:
    return ", ".join(f"{x} {_apply_word(rule)} = {y}" for x, y in itertools.pairwise(seq))


def _rule_fits(rule: str, seq: list[int]) -> bool:
    return all(apply(rule.lower(), x) == y for x, y in itertools.pairwise(seq))


def _next_slips(rule: str, last: int, prev: int) -> list[Misconception]:
    """Wrong next numbers for a pattern ending ``prev, last``."""
    op, amount = rule.rsplit(" ", 1)
    step = int(amount)
    if op == "multiply by":
        return [
            M(
                str(last + (last - prev)),
                "added-instead-of-multiplied",
                "The numbers are multiplied each time, not increased by the same amount.",
            ),
            M(str(last * step * step), "skipped-a-number", "This is two steps past the last number."),
            M(str(last + step), "added-the-factor", f"The rule is {rule}, not add {step}."),
        ]
    grow = op == "add"
    sign = 1 if grow else -1
    return [
        M(str(last + sign), "changed-by-one", f"The rule is {rule}, not 1."),
        M(str(last + sign * 2 * step), "skipped-a-number", "This is two steps past the last number."),
        M(
            str(last - sign * step),
            "went-the-wrong-way",
            f"The numbers {'grow' if grow else 'shrink'}; keep going the same way.",
        ),
        M(
            str(last + sign * step + 1),
            "computation-slip",
            "Check the difference between the numbers.",
        ),
    ]


def extend(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    """What comes next (also as skip counting beads in bags)."""
    seq, rule = sequence(rng, mode, level)
    shown, nxt = seq[:4], seq[4]
    listed = ", ".join(str(v) for v in shown)
    if mode == "skip-count":
        columns = ("Bags", "Beads")
        title = f"Beads in bags of {seq[0]}"
        tq = "Each bag has the same number of beads. How many beads are in 5 bags?"
    else:
        columns = ("Step", "Number")
        title = "A number pattern"
        tq = "The table shows a number pattern. What number goes in step 5?"
    return MathQuestion(
        prompt=f"What number comes next in the pattern? {listed}, ...",
        answer_display=str(nxt),
        answer_value=nxt,
        explanation=f"Look at how each number changes: the rule is {rule}. {shown[-1]} {_apply_word(rule)} = {nxt}.",
        misconceptions=wrong_answers(nxt, _next_slips(rule, shown[-1], shown[-2]), non_negative),
        fill_text=f"The next number in the pattern {listed} is ___.",
        table=TableForm(
            title, columns, (*tuple((i + 1, v) for i, v in enumerate(shown)), (5, "?")), question=tq
        ),
        features=Features("identify", 2, len(str(nxt)), "symbolic"),
        key=f"pt:{mode}:{listed}",
        instructions="Find the rule, then continue the pattern.",
    )


def find_rule(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    seq, rule = sequence(
        rng,
        pick(
            rng,
            ("extend-add", "extend-subtract", "extend-multiply")
            if level.rank
            else ("extend-add", "extend-subtract"),
        ),
        level,
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
    return MathQuestion(
        prompt=f"What is the rule for this pattern? {listed}",
        answer_display=answer,
        explanation=f"Check each pair: {_pairs_text(seq, rule)}. The rule is {rule}.",
        misconceptions=distinct(
            m for m in candidates if m.display != answer and not _rule_fits(m.display, seq)
        ),
        fill_text=f"The rule for the pattern {listed} is: ___.",
        answer_format="text",
        features=Features("reason", 2, len(str(max(seq))), "symbolic"),
        key=f"pr:{listed}",
        instructions="Find the rule.",
    )


def rule_term(rng: random.Random, mode: str, level: DifficultyLevel) -> MathQuestion:
    """The n-th number of a pattern from its start and its rule."""
    seq, rule = sequence(
        rng,
        "extend-multiply"
        if mode == "rule-term-multiply"
        else pick(rng, ("extend-add", "extend-subtract") if level.rank else ("extend-add",)),
        level,
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
        values.append(apply(rule, values[-1]))
    answer = values[-1]
    wrongs = [
        M(str(apply(rule, answer)), "counted-one-step-too-many", "The first number counts as step 1."),
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
    prompt = (
        f"A pattern starts at {start}. The rule is {rule}. What is the {ordinal(n)} number in the pattern?"
    )
    explain = f"Start at {start} and {rule} each time: {listed}. The {ordinal(n)} number is {answer}."
    fill = f"A pattern starts at {start} and the rule is {rule}. The {ordinal(n)} number is ___."
    return Asked(prompt, str(answer), explain, wrongs, fill, f"prt:{start}:{rule}:{n}", answer).by_value(
        answer,
        table=TableForm(
            "A pattern from a rule",
            ("Step", "Number"),
            ((1, start), (n, "?")),
            question=f"The rule is {rule}. Step 1 is {start}. What number is at step {n}?",
        ),
        features=Features("compute", n - 1, len(str(answer)), "symbolic"),
        instructions="Use the rule to make the pattern.",
    )
