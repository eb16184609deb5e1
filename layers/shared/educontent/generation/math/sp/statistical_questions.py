"""Statistical questions and units (6.SP.A.1, 6.SP.B.5b): recognizing a question that expects
answers that vary, and the unit that suits the attribute a class measured."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.kit.answer_forms import question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import emit_mode, one_of
from educontent.generation.kit.people import people
from educontent.generation.kit.rate_tables import bank_rows
from educontent.generation.kit.types import FB, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

BANK = "sp-statistical-questions"


@cache
def _unit_names() -> dict[str, tuple[str, ...]]:
    """Two units for each kind of measure, in the bank's order."""
    return {kind: tuple(units) for kind, units in load_bank("math", BANK)["units"].items()}


def _identify(
    prompt: str,
    fill: str,
    answer: str,
    explanation: str,
    cands: list[tuple[str, str, str]],
    key: str,
    standard: str,
) -> MathQuestion:
    """Pick the one option in words that fits; the other options are ``cands``."""
    return question(
        prompt=prompt,
        fill=fill,
        answer=answer,
        answer_format="text",
        explanation=explanation,
        wrong=wrongs(answer, cands, by_value=False),
        task="identify",
        magnitude=1,
        representation="text",
        key=key,
        standard=standard,
    )


def _statistical(rng: random.Random, lvl: int) -> MathQuestion:
    group = pick(rng, bank_rows(BANK, "groups"))
    right = pick(rng, bank_rows(BANK, "groupAsks")).format(g=group)
    person = pick(rng, ("my best friend", "my teacher", pick(rng, people("roster-4")).name, "my cousin"))
    others = rng.sample(bank_rows(BANK, "oneAsks"), 3)
    cands = [
        (
            o.format(p=person),
            "expects-a-single-answer",
            "This question has one answer, so the answers do not vary.",
        )
        for o in others
    ]
    return _identify(
        "Which is a statistical question (one that expects answers that vary)?",
        "___ is a statistical question.",
        right,
        f'"{right}" asks about many people or things, so the answers will vary; that variability makes it a statistical question. A question with only one answer is not statistical.',
        cands,
        f"statq:{right}:{[o for o in others]}",
        "6.SP.A.1",
    )


def _units(rng: random.Random, lvl: int) -> MathQuestion:
    attribute, kind = pick(rng, bank_rows(BANK, "attributes", "attribute", "kind"))
    # easy: one unit per kind (the first listed); medium and hard: either unit of the kind
    units = {k: v[:1] if lvl == 0 else v for k, v in _unit_names().items()}
    answer = pick(rng, units[kind])
    other_kinds = rng.sample([k for k in _unit_names() if k != kind], 3)
    cands = [
        (
            pick(rng, units[k]),
            "measured-a-different-attribute",
            f"That unit measures {k}, but the data are about {kind}.",
        )
        for k in other_kinds
    ]
    return _identify(
        f"A class collected data on {attribute}. Which unit makes sense for these data?",
        f"A class collected data on {attribute}. A sensible unit for these data is ___.",
        answer,
        f"The attribute being measured is {kind}, so the data need a unit of {kind}, such as {' or '.join(_unit_names()[kind])}.",
        cands,
        f"unit:{attribute}:{answer}:{other_kinds}",
        "6.SP.B.5b",
    )


_BUILDERS: dict[str, Callable[[random.Random, int], MathQuestion]] = {
    "statistical": _statistical,
    "units": _units,
}
StatQuestionParams = one_of(_BUILDERS, name="StatQuestionParams")


_BANDS = "units: easy one unit per kind (centimeters, pounds, minutes, degrees Fahrenheit, milliliters), medium and hard either unit of the kind (inches, grams, hours, degrees Celsius and cups too); telling a statistical question from a single-answer one is the same at every level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF}, params=StatQuestionParams, levels=Levels("form", _BANDS))
def statistical_questions(ctx: GenerationContext) -> Draft:
    return emit_mode(ctx, _BUILDERS)
