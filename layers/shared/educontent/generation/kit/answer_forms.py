"""Building grade 6-7 math questions: wrong answers named after misconceptions, the exact
forms an answer may take, a ``MathQuestion`` from keyword parts, yes/no facts as true/false items,
and emitting an item with a standard the skill lists.

Every wrong answer is checked against the right one by *value* as well as by text, so a
distractor or a false true/false statement can never be a disguised right answer (``0.5`` for
``1/2``, ``6:9`` for ``2:3``), unless a mode asks for text comparison (simplest form).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict

from educontent.generation.difficulty import Features
from educontent.generation.items import BooleanAnswer, TrueFalseContent, Visuals
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.kit.people import Person, people
from educontent.generation.numbers.rationals import dx, fx, terminates
from educontent.generation.registry import Draft, GenerationContext

F = Fraction


class ModeParams(BaseModel):
    """Parameters shared by the grade 6-7 generators: which kind of question a skill asks."""

    model_config = ConfigDict(extra="forbid")


def person(rng: random.Random) -> Person:
    """Someone for a story (roster 4: a name with the pronouns the story uses)."""
    return pick(rng, people("roster-4"))


def nonzero(rng: random.Random, low: int, high: int) -> int:
    """A random integer from ``low`` to ``high`` that is not 0 (drawn again until it is not)."""
    while True:
        n = rng.randint(low, high)
        if n:
            return n


def acceptable_forms(value: Fraction | int) -> tuple[str, ...]:
    """Other ways to write an exact number: improper fraction, mixed number, decimal."""
    value = F(value)
    out: list[str] = []
    if value.denominator != 1:
        out += [fx(value, mixed=False), fx(value, mixed=True)]
        if terminates(value):
            out.append(dx(value))
    return tuple(dict.fromkeys(out))


# ---- wrong answers --------------------------------------------------------------------------------

_RATIO = re.compile(r"^(-?\d+(?:\.\d+)?)\s*:\s*(-?\d+(?:\.\d+)?)$")
_MIXED = re.compile(r"^(-?)(\d+)\s+(\d+)/(\d+)$")
_NOT_A_NUMBER = re.compile(r"[^0-9./:\s-]")


def value_of(display: str) -> Fraction | None:
    """The number a display stands for (``$4.50``, ``72%``, ``1 1/2``, ``3:4``), or None for text."""
    text = display.strip().replace(",", "").replace("$", "").replace("%", "").replace("−", "-")
    if _NOT_A_NUMBER.search(text):
        return None
    match = _MIXED.match(text)
    if match:
        sign = -1 if match.group(1) else 1
        return sign * (int(match.group(2)) + F(int(match.group(3)), int(match.group(4))))
    match = _RATIO.match(text)
    if match:
        a, b = F(match.group(1)), F(match.group(2))
        return None if b == 0 else a / b
    try:
        return F(text)
    except (ValueError, ZeroDivisionError):
        return None


def wrongs(
    answer: str,
    candidates: Iterable[tuple[str, str, str]],
    *,
    by_value: bool = True,
    signed: bool = False,
    fallback: Fraction | None = None,
    fallback_fmt=None,  # noqa: ANN001 - callable formatting a Fraction
) -> tuple[Misconception, ...]:
    """Distinct wrong answers (display, name, reason), never equal to ``answer`` (by text and, with
    ``by_value``, by number). Unless ``signed``, negative numbers are left out when the answer is
    not negative. With ``fallback`` (the exact answer), slips are added until there are at least
    three."""
    seen_text = {answer.strip()}
    target = value_of(answer)
    seen_values = {target} if target is not None and by_value else set()
    out: list[Misconception] = []

    def add(display: str, name_: str, reason: str) -> None:
        display = display.strip()
        if not display or display in seen_text:
            return
        v = value_of(display)
        if not signed and v is not None and v < 0 and target is not None and target >= 0:
            return
        if by_value:
            if v is not None and v in seen_values:
                return
            if v is not None:
                seen_values.add(v)
        seen_text.add(display)
        out.append(Misconception(display, name_, reason))

    for display, name_, reason in candidates:
        add(display, name_, reason)
    if fallback is not None and len(out) < 3:
        show = fallback_fmt or fx
        step = F(1) if fallback.denominator == 1 else F(1, fallback.denominator)
        for k, name_, reason in (
            (1, "calculation-slip", "This is a little too big: check each step of the work."),
            (-1, "calculation-slip", "This is a little too small: check each step of the work."),
            (2, "calculation-slip", "A step of the work was done wrong, so the answer is too big."),
            (-2, "calculation-slip", "A step of the work was done wrong, so the answer is too small."),
        ):
            if len(out) >= 3:
                break
            add(show(fallback + k * step), name_, reason)
    return tuple(out)


# ---- building questions ----------------------------------------------------------------------------


def question(
    *,
    prompt: str,
    answer: str,
    explanation: str,
    wrong: Sequence[Misconception] = (),
    value: str | int | None = None,
    fill: str | None = None,
    arithmetic: ArithmeticForm | None = None,
    diagram: DiagramForm | None = None,
    table: TableForm | None = None,
    unit: str | None = None,
    answer_format: str = "number",
    acceptable: Sequence[str] = (),
    task: str = "compute",
    steps: int = 1,
    magnitude: int = 1,
    representation: str | None = None,
    key: str,
    standard: str | None = None,
    instructions: str | None = None,
) -> MathQuestion:
    """A ``MathQuestion`` from its parts; the answer's value is read from ``answer`` unless given, and
    the representation follows from the form (diagram, table, story, else symbols)."""
    if fill is not None:
        assert fill.count("___") == 1, fill
    if representation is None:
        representation = (
            "visual"
            if diagram
            else ("table" if table else ("text" if task == "word-problem" else "symbolic"))
        )
    if value is None:
        v = value_of(answer)
        value = int(v) if v is not None and v.denominator == 1 and _plain_int(answer) else answer
    extra = tuple(a for a in acceptable if a != answer)
    return MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=value,
        explanation=explanation,
        misconceptions=tuple(wrong),
        fill_text=fill,
        arithmetic=arithmetic,
        diagram=diagram,
        table=table,
        unit=unit,
        answer_format=answer_format,  # type: ignore[arg-type]
        acceptable=tuple(dict.fromkeys(extra)),
        features=Features(
            task=task,  # type: ignore[arg-type]
            steps=steps,
            magnitude=max(1, magnitude),
            representation=representation,  # type: ignore[arg-type]
        ),
        key=key,
        standard=standard,
        instructions=instructions,
    )


def written(
    *,
    answer: str,
    candidates: Iterable[tuple[str, str, str]],
    answer_format: str = "expression",
    **parts: Any,
) -> MathQuestion:
    """A question answered by an expression or in words (``answer_format``), compared as written:
    the wrong ``candidates`` are kept apart from the answer and each other by their text only."""
    return question(
        answer=answer, answer_format=answer_format, wrong=wrongs(answer, candidates, by_value=False), **parts
    )


def _plain_int(text: str) -> bool:
    return bool(re.fullmatch(r"-?\d+", text.strip()))


# ---- yes/no facts ------------------------------------------------------------------------------------


def yes_no_statement(
    rng: random.Random, q: MathQuestion, *, fact: bool, affirm: str, deny: str, visuals: Visuals | None = None
) -> Draft:
    """A true/false item about a yes/no fact: ``affirm`` says it holds, ``deny`` says it does not;
    one of them is shown at random, so both true and false statements occur."""
    say = rng.random() < 0.5
    statement = affirm if say else deny
    truth = fact if say else not fact
    explanation = ("True. " if truth else "False. ") + q.explanation
    content = TrueFalseContent(statement=statement, instructions="Is this true or false?")
    answer = BooleanAnswer(value=truth, display="True" if truth else "False", explanation=explanation)
    return Draft(content, answer, q.features, f"{q.key}|tf:{say}", visuals, q.standard)


# ---- emitting -----------------------------------------------------------------------------------------


def skill_standard(ctx: GenerationContext, code: str | None) -> str | None:
    """``code`` when the skill lists it, else its parent code (``7.NS.A.1b`` -> ``7.NS.A.1``) when
    listed, else None (the skill's first standard)."""
    listed = getattr(ctx.skill, "standards", None) or ()
    if code is None or code in listed:
        return code
    parent = code.rstrip("abcde")
    return parent if parent in listed else None


def emit(ctx: GenerationContext, made: MathQuestion | Draft) -> Draft:
    """Render a question (or pass a ready Draft) as the requested type, with a standard the skill lists."""
    if isinstance(made, Draft):
        made.standard = skill_standard(ctx, made.standard)
        return made
    code = skill_standard(ctx, made.standard)
    if code != made.standard:
        made = replace(made, standard=code)
    return render(made, ctx.content_type, ctx.rng)
