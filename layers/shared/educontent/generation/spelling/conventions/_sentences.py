"""Sentences for the capitalization and punctuation generators: a rule of a bank (``spelling/
capitalization`` or ``spelling/punctuation``) holds templates, each a correct sentence, any other
equally correct ways to write it (``also``) and wrong ways, each named by its misconception. Slots
(``{name}``, ``{city}``, ``{food2}``) are filled from the bank's pools (names from the people
rosters); ``{city_lower}`` is the same value in lowercase (``_cap``: first letter capital, ``_sentence``: only the
first letter capital, ``_every``: every word capitalized). The same values fill every form of a
template, so the forms differ only where the rule is broken. A template may carry a ``source`` (the
original sentence a shortened quotation is judged against): it is filled with the same values and
shown in place of ``{source}`` in the rule's question, fix and check instructions.

One rule is shown as: the correctly written sentence among wrong ones (choose), the sentence to
write correctly (fix), or a sentence to judge (true-false).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import ExactAnswer, MultipleChoiceContent, ShortAnswerContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import Wrong, skill_code, true_false_draft
from educontent.generation.kit.types import MC, SA, TF
from educontent.generation.kit.word_puzzles import listed_choice_answer
from educontent.generation.registry import Draft, GenerationContext

_SLOT = re.compile(r"\{([a-z]+)(\d?)(_lower|_cap|_sentence|_every)?\}")

_FORMS_OF: dict[str, Callable[[str], str]] = {
    "": lambda value: value,
    "_lower": str.lower,
    "_cap": lambda value: value[:1].upper() + value[1:],
    "_sentence": lambda value: value[:1] + value[1:].lower(),
    "_every": lambda value: " ".join(word[:1].upper() + word[1:] for word in value.split()),
}
"""How a slot's value is written: as it is, in lowercase, with a capital first letter, with only its
first letter capitalized (as a sentence), or with every word capitalized."""

BANDS = (
    "easy: three sentences to choose from; medium and hard: four sentences, and the fix and "
    "true-false forms use every wrong way of the rule"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


class RulesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rules: list[str] = Field(min_length=1, description="Rule ids of the generator's bank.")


def _values(rng: random.Random, pools: dict[str, list[str]], template: str) -> dict[tuple[str, str], str]:
    """A value for each slot (pool, instance) of ``template``: different instances differ."""
    chosen: dict[tuple[str, str], str] = {}
    for pool, number, _form in _SLOT.findall(template):
        if (pool, number) in chosen:
            continue
        options = list(roster("roster-1")) if pool == "name" else pools[pool]
        taken = {v for (p, _n), v in chosen.items() if p == pool}
        chosen[(pool, number)] = pick(rng, [o for o in options if o not in taken])
    return chosen


def _fill(template: str, values: dict[tuple[str, str], str]) -> str:
    def slot(match: re.Match[str]) -> str:
        return _FORMS_OF[match.group(3) or ""](values[(match.group(1), match.group(2))])

    return _SLOT.sub(slot, template)


def sentence_draft(ctx: GenerationContext, bank_name: str) -> Draft:
    bank = load_bank("spelling", bank_name)
    rule = pick(ctx.rng, [r for r in bank["rules"] if r["id"] in ctx.params.rules])
    template = pick(ctx.rng, rule["templates"])
    values = _values(ctx.rng, bank["pools"], template["correct"] + template.get("source", ""))
    correct = _fill(template["correct"], values)
    reasons = rule["misconceptions"]
    wrong = [Wrong(_fill(text, values), name, reasons[name]) for text, name in template["wrong"]]
    also = [_fill(text, values) for text in template.get("also", [])]
    if "source" in template:
        source = _fill(template["source"], values)
        rule = {**rule, **{k: rule[k].replace("{source}", source) for k in ("ask", "fix", "check")}}
    draft = _FORMS[ctx.content_type](ctx, rule, correct, wrong, also)
    draft.standard = skill_code(ctx, rule["standard"])
    return draft


def _features(steps: int) -> Features:
    return Features(task="identify", steps=steps, magnitude=2, representation="text")


def _choose(
    ctx: GenerationContext, rule: dict[str, Any], correct: str, wrong: list[Wrong], also: list[str]
) -> Draft:
    count = 3 if ctx.level.rank == 0 else 4
    choices, answer = listed_choice_answer(
        ctx.rng,
        correct,
        [(w.text, w.misconception, w.reason) for w in wrong],
        display=correct,
        explanation=rule["explain"],
        limit=count - 1,
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions=rule["instructions"], question=rule["ask"], choices=choices
        ),
        answer=answer,
        features=_features(1),
        key=f"choose:{correct}",
    )


def _fix(
    ctx: GenerationContext, rule: dict[str, Any], correct: str, wrong: list[Wrong], also: list[str]
) -> Draft:
    shown = pick(ctx.rng, wrong)
    return Draft(
        content=ShortAnswerContent(instructions=rule["fix"], question=shown.text),
        answer=ExactAnswer(
            value=correct,
            display=correct,
            explanation=f"{shown.reason} {rule['explain']}",
            acceptable_answers=[correct, *also],
        ),
        features=_features(2),
        key=f"fix:{correct}",
    )


def _judge(
    ctx: GenerationContext, rule: dict[str, Any], correct: str, wrong: list[Wrong], also: list[str]
) -> Draft:
    truth = ctx.rng.random() < 0.5
    shown = correct if truth else pick(ctx.rng, wrong).text
    reason = "" if truth else next(w.reason for w in wrong if w.text == shown) + " "
    why = f"{reason}{rule['explain']}" + ("" if truth else f" Correct: {correct}")
    return true_false_draft(
        shown,
        truth,
        why,
        instructions=rule["check"],
        features=_features(1),
        key=f"judge:{shown}",
    )


_FORMS: dict[str, Callable[[GenerationContext, dict[str, Any], str, list[Wrong], list[str]], Draft]] = {
    MC: _choose,
    SA: _fix,
    TF: _judge,
}
