"""Chance events on a number cube or a spinner numbered 1 to n, the wrong probabilities a child is
likely to give, and a probability question with its draft; shared by the probability generators of
7.SP.C."""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from educontent.generation.difficulty import TaskKind
from educontent.generation.kit.drafts import Wrong, build, digits
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext

_RULES = {
    "even": lambda v, k: v % 2 == 0,
    "odd": lambda v, k: v % 2 == 1,
    "greater": lambda v, k: v > k,
    "less": lambda v, k: v < k,
    "multiple3": lambda v, k: v % 3 == 0,
    "exact": lambda v, k: v == k,
}


def event(kind: str, k: int) -> str:
    """``an even number``, ``a number greater than 4``, ``a 3``."""
    return {
        "even": "an even number",
        "odd": "an odd number",
        "greater": f"a number greater than {k}",
        "less": f"a number less than {k}",
        "multiple3": "a multiple of 3",
        "exact": with_article(str(k)),
    }[kind]


def event_outcomes(kind: str, k: int, sides: int) -> list[int]:
    """The outcomes from 1 to ``sides`` that make the event happen."""
    rule = _RULES[kind]
    return [v for v in range(1, sides + 1) if rule(v, k)]


def prob_wrongs(k: int, total: int, extra: list[Wrong] | None = None) -> list[Wrong]:
    """Wrong answers for the probability k/total: ``extra`` first, then part to part, the complement
    and the count."""
    p = Fraction(k, total)
    out: list[Wrong] = list(extra or [])
    if total - k:
        out.append(
            (
                fmt(Fraction(k, total - k)),
                "compared-part-to-part",
                f"Compare the {k} favorable outcomes with all {total} outcomes, not with the {total - k} others.",
            )
        )
    out.append(
        (fmt(1 - p), "found-the-complement", "That is the probability that the event does not happen.")
    )
    out.append((str(k), "gave-the-count", f"{k} is how many outcomes fit; divide by all {total} outcomes."))
    return [w for w in out if w[0] != fmt(p)]


def simplified(total: int, ans: Fraction) -> str:
    """The end of ``P = k/total``: `` = 1/2.`` when the fraction simplifies, else ``.``"""
    return f" = {fmt(ans)}." if ans.denominator != total else "."


class Chance(NamedTuple):
    """A probability question whose answer is the number ``ans``."""

    ans: Fraction
    prompt: str
    fill: str
    explanation: str
    wrong: list[Wrong]
    table: TableForm
    key: str
    standard: str | None
    task: TaskKind = "compute"
    acceptable: tuple[str, ...] = ()


def chance_draft(
    ctx: GenerationContext, c: Chance, steps: int = 2, mag: int | None = None, always_fraction: bool = False
) -> Draft:
    """The draft of the probability question ``c``: its answer is a fraction (a whole number is
    written as a number unless ``always_fraction``); ``mag`` defaults to the fraction's digits."""
    forms = c._asdict()
    ans = forms.pop("ans")
    return build(
        ctx,
        **forms,
        answer=fmt(ans),
        fmt="fraction" if always_fraction or ans.denominator != 1 else "number",
        steps=steps,
        mag=digits(ans.denominator, ans.numerator) if mag is None else mag,
    )
