"""Fact questions from the fact sets a skill names: multiple choice (hand-written questions and
"which goes with" questions made from matching pairs), true or false, matching, ordering and short
answer (a written answer, a rubric, or an F = m × a calculation)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from educontent.core.catalog_records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.items import (
    BooleanAnswer,
    ChoiceIndexAnswer,
    ExactAnswer,
    MultipleChoiceContent,
    OpenEndedAnswer,
    OrderingContent,
    SetAnswer,
    ShortAnswerContent,
    TrueFalseContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.fact_forms import misconception_choices, shuffled, text_size
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import (
    distinct_pairs,
    line_matching_draft,
    short_text_features,
    skill_code,
)
from educontent.generation.kit.types import MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext

FactSets = list[dict[str, Any]]


def _mc_pool(sets: FactSets) -> list[tuple[dict[str, Any], str, Any]]:
    pool: list[tuple[dict[str, Any], str, Any]] = []
    for fact_set in sets:
        pool += [(fact_set, "mc", q) for q in fact_set.get("mc", [])]
        for match in fact_set.get("matching", []):
            if match.get("ask"):
                pool += [(fact_set, "pair", (match, pair)) for pair in match["pairs"]]
    return pool


def _draw(rng: random.Random, sets: FactSets, form: str) -> tuple[dict[str, Any], Any]:
    """One entry of ``form`` (``"tf"``, ``"matching"`` ...) from all the sets, and its set."""
    pool = [(s, entry) for s in sets for entry in s.get(form, [])]
    return pick(rng, pool)


def _pair_question(match: dict[str, Any], left: str, right: str) -> tuple[str, str, list[list[str]], str]:
    """ "Which goes with ``left``?": the question, the answer, wrong answers from the other pairs and
    the explanation."""
    question = match["ask"].format(left=left, a_left=with_article(left))  # "Where does {a_left} live?"
    wrong = [
        [r, match["mistake"], f"{r} goes with {lf}, not with {left}."]
        for lf, r in match["pairs"]
        if r != right and lf != left
    ]
    return question, right, wrong, f"{left}: {right}. {match['explain']}"


def fact_mc(ctx: GenerationContext, sets: FactSets) -> Draft:
    rng = ctx.rng
    fact_set, source, data = pick(rng, _mc_pool(sets))
    if source == "mc":
        question, answer, wrong, explain = data["q"], data["a"], data["wrong"], data["explain"]
    else:
        match, (left, right) = data
        question, answer, wrong, explain = _pair_question(match, left, right)
    choices, index, distractors = misconception_choices(rng, answer, wrong)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=ChoiceIndexAnswer(value=index, display=answer, explanation=explain, distractors=distractors),
        features=Features(
            task=data.get("task", "recall") if source == "mc" else "identify",
            steps=1,
            magnitude=text_size(question),
            representation="text",
        ),
        key=f"mc:{question}",
        standard=skill_code(ctx, fact_set.get("standard")),
    )


def fact_tf(ctx: GenerationContext, sets: FactSets) -> Draft:
    fact_set, fact = _draw(ctx.rng, sets, "tf")
    return Draft(
        content=TrueFalseContent(instructions="Is this true or false?", statement=fact["s"]),
        answer=BooleanAnswer(
            value=fact["v"], display="True" if fact["v"] else "False", explanation=fact["explain"]
        ),
        features=Features(task="recall", steps=1, magnitude=text_size(fact["s"]), representation="text"),
        key=f"tf:{fact['s']}",
        standard=skill_code(ctx, fact_set.get("standard")),
    )


def fact_matching(ctx: GenerationContext, sets: FactSets) -> Draft:
    rng = ctx.rng
    fact_set, match = _draw(rng, sets, "matching")
    count = 4 if ctx.level.rank < 2 else 5
    chosen = distinct_pairs(rng, match["pairs"], count)
    return line_matching_draft(
        chosen,
        shuffled(rng, [r for _, r in chosen]),
        prompt=match["prompt"],
        explanation=match["explain"] + " " + " ".join(f"{lf}: {r}." for lf, r in chosen),
        features=short_text_features("identify", len(chosen)),
        key="match:" + "|".join(sorted(lf for lf, _ in chosen)),
        standard=skill_code(ctx, fact_set.get("standard")),
    )


def fact_ordering(ctx: GenerationContext, sets: FactSets) -> Draft:
    rng = ctx.rng
    fact_set, seq = _draw(rng, sets, "ordering")
    items = list(seq["items"])
    start = 0
    window = seq.get("window")
    if window and window < len(items) and ctx.level.rank < 2:
        start = rng.randrange(len(items) - window + 1)
        items = items[start : start + window]
    shown = shuffled(rng, items)
    if shown == items:
        shown = shown[1:] + shown[:1]
    return Draft(
        content=OrderingContent(
            instructions="Put these in order.", prompt=seq["prompt"], items=shown, order_by=seq["orderBy"]
        ),
        answer=SetAnswer(value=items, display=" → ".join(items), explanation=seq["explain"]),
        features=short_text_features("represent", len(items)),
        key=f"order:{seq['prompt']}:{start}:{len(items)}",
        standard=skill_code(ctx, fact_set.get("standard")),
    )


def fact_short(ctx: GenerationContext, sets: FactSets) -> Draft:
    rng = ctx.rng
    fact_set, entry = _draw(rng, sets, "short")
    standard = skill_code(ctx, fact_set.get("standard"))
    if entry.get("calc") == "newton2":
        return _newton_short(ctx, entry, standard)
    if "rubric" in entry:
        answer: Any = OpenEndedAnswer(
            value=entry["sample"],
            display=entry["sample"],
            explanation=entry["explain"],
            rubric=entry["rubric"],
        )
        task = "explain"
    else:
        answer = ExactAnswer(
            value=entry["a"],
            display=entry["a"],
            explanation=entry["explain"],
            acceptable_answers=entry.get("accept"),
        )
        task = "recall"
    return Draft(
        content=ShortAnswerContent(instructions="Answer in a word or a few sentences.", question=entry["q"]),
        answer=answer,
        features=Features(task=task, steps=2, magnitude=text_size(entry["q"]), representation="text"),  # type: ignore[arg-type]
        key=f"short:{entry['q']}",
        standard=standard,
    )


# F = m × a, asking for one of the three: (question, value, unit, worked step) from
# (thing, mass, acceleration, force).
Newton = Callable[[str, int, int, int], tuple[str, int, str, str]]


def _ask_acceleration(thing: str, mass: int, accel: int, force: int) -> tuple[str, int, str, str]:
    question = (
        f"A net force of {force} N pushes {thing} with a mass of {mass} kg. What is its acceleration in m/s²?"
    )
    return question, accel, "m/s²", f"a = F ÷ m = {force} N ÷ {mass} kg = {accel} m/s²."


def _ask_force(thing: str, mass: int, accel: int, force: int) -> tuple[str, int, str, str]:
    question = f"{thing[0].upper() + thing[1:]} with a mass of {mass} kg speeds up at {accel} m/s². What net force, in newtons, acts on it?"
    return question, force, "N", f"F = m × a = {mass} kg × {accel} m/s² = {force} N."


def _ask_mass(thing: str, mass: int, accel: int, force: int) -> tuple[str, int, str, str]:
    question = f"A net force of {force} N gives {thing} an acceleration of {accel} m/s². What is its mass in kilograms?"
    return question, mass, "kg", f"m = F ÷ a = {force} N ÷ {accel} m/s² = {mass} kg."


NEWTON_ASKS: dict[str, Newton] = {
    "acceleration": _ask_acceleration,
    "force": _ask_force,
    "mass": _ask_mass,
}


def _newton_short(ctx: GenerationContext, entry: dict[str, Any], standard: str | None) -> Draft:
    """F = m × a with whole numbers: ask for the acceleration, the force or the mass."""
    rng = ctx.rng
    thing = pick(rng, entry["objects"])
    mass = rng.randint(2, 12)
    accel = rng.randint(1, 6)
    force = mass * accel
    ask = pick(rng, ["acceleration", "force", "mass"])
    question, value, unit, work = NEWTON_ASKS[ask](thing, mass, accel, force)
    return Draft(
        content=ShortAnswerContent(instructions="Show your work.", question=question, answer_format="number"),
        answer=ExactAnswer(
            value=value,
            display=f"{value} {unit}",
            unit=unit,
            explanation=f"Newton's second law says net force = mass × acceleration. {work}",
        ),
        features=Features(task="word-problem", steps=2, magnitude=len(str(force)), representation="text"),
        key=f"newton:{ask}:{mass}:{accel}:{thing}",
        standard=standard,
    )


FACT_FORMS: dict[ContentType, Callable[[GenerationContext, FactSets], Draft]] = {
    MC: fact_mc,
    TF: fact_tf,
    MT: fact_matching,
    OR: fact_ordering,
    SA: fact_short,
}
"""The builder of each content type a fact set can make."""
