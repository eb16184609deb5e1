"""How many solutions an equation or a system has (grade 8, 8.EE.C.7a and 8.EE.C.8b): the three
answers and the question, shared by the linear-equation and system generators."""

from __future__ import annotations

from educontent.generation.kit.drafts import Ask, build_ask, other_answers
from educontent.generation.registry import Draft, GenerationContext

ONE, NONE, MANY = "one solution", "no solution", "infinitely many solutions"


def solutions_draft(
    ctx: GenerationContext,
    what: str,
    kind: str,
    explanation: str,
    why: dict[str, str],
    misread: str,
    key: str,
    standard: str | None,
) -> Draft:
    """How many solutions ``what`` ("equation ...", "system ...") has: ``kind``, one of ONE, NONE
    and MANY; the other two are wrong answers named ``misread``, each told ``why[kind]``."""
    asked = Ask(
        f"How many solutions does the {what} have: one solution, no solution, or infinitely many solutions?",
        f"The {what} has ___.",
        kind,
        explanation,
        other_answers(kind, (ONE, NONE, MANY), misread, why[kind]),
        key,
        fmt="text",
        task="reason",
        steps=2,
    )
    return build_ask(ctx, asked, standard=standard)
