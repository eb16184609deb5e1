"""Math questions and their renderings into content types.

A math generator builds one ``MathQuestion`` (what is asked, the exact answer, the worked
explanation, the misconceptions a child might have) and ``render`` turns it into the requested
content type: arithmetic, multiple-choice (every distractor from a named misconception),
fill-blank, short-answer, true-false, diagram, data-table or picture-counting.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Literal

from educontent.core.catalog_records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.items import (
    ArithmeticContent,
    BooleanAnswer,
    Choice,
    ChoiceIndexAnswer,
    CommonError,
    DataTableContent,
    DiagramContent,
    Distractor,
    ExactAnswer,
    ExactNumber,
    FillBlankContent,
    MathDiagramKind,
    MultipleChoiceContent,
    PictureCountingContent,
    ShortAnswerContent,
    TrueFalseContent,
    Visuals,
)
from educontent.generation.kit.grammar import unit_for
from educontent.generation.numbers import Number, as_fraction, plain_number
from educontent.generation.registry import Draft, NoSuchForm

AnswerFormat = Literal["number", "fraction", "text", "expression"]


class RenderError(NoSuchForm):
    """The question cannot be shown as the requested content type."""


@dataclass(slots=True)
class Misconception:
    """A wrong answer a child is likely to give, and why."""

    display: str
    name: str
    reason: str


@dataclass(slots=True)
class ArithmeticForm:
    operand1: Number
    operand2: Number
    operator: Literal["+", "-", "×", "÷"]
    expression: str  # with ___ for the missing part
    operand3: Number | None = None
    missing: Literal["operand1", "operand2", "result"] = "result"
    display_format: Literal["horizontal", "vertical"] = "horizontal"
    operand_displays: tuple[str, ...] | None = None


@dataclass(frozen=True)
class DiagramForm:
    kind: MathDiagramKind
    svg: str
    question: str | None = None  # defaults to the question's prompt


@dataclass(frozen=True)
class TableForm:
    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str | int | float, ...], ...]
    question: str | None = None


@dataclass(frozen=True)
class PictureForm:
    icon_category: str
    count_target: int
    arrangement: Literal["line", "array", "scattered", "ten-frame", "groups"]
    svg: str
    groups: tuple[int, ...] | None = None


@dataclass(slots=True)
class MathQuestion:
    prompt: str  # the question as a sentence ("What is 7 × 8?", or a word problem)
    answer_display: str  # the exact answer as written ("56", "3/4", "2.5")
    explanation: str
    misconceptions: tuple[Misconception, ...] = ()
    answer_value: str | int | float | None = None  # JSON value; defaults to answer_display
    fill_text: str | None = None  # a sentence with ___ where the answer goes
    arithmetic: ArithmeticForm | None = None
    diagram: DiagramForm | None = None
    table: TableForm | None = None
    picture: PictureForm | None = None
    unit: str | None = None
    answer_format: AnswerFormat = "number"
    acceptable: tuple[str, ...] = ()
    features: Features = field(default_factory=Features)
    key: str = ""
    standard: str | None = None
    instructions: str | None = None


def _exact(q: MathQuestion) -> ExactAnswer:
    return ExactAnswer(
        value=q.answer_display if q.answer_value is None else q.answer_value,
        display=q.answer_display + _unit_after(q.answer_display, q.unit),
        unit=q.unit,
        explanation=q.explanation,
        acceptable_answers=list(q.acceptable) or None,
        common_errors=_common_errors(q),
    )


def _common_errors(q: MathQuestion) -> list[CommonError] | None:
    """The question's misconceptions as wrong free responses: in order, each wrong answer once (the
    first misconception that gives it), leaving out any that is the answer or an accepted form of it."""
    seen = {q.answer_display, *q.acceptable}
    out: list[CommonError] = []
    for m in q.misconceptions:
        if m.display not in seen:
            seen.add(m.display)
            out.append(_common_error(m.display, m.name, m.reason))
    return out or None


@lru_cache(maxsize=8192)
def _common_error(value: str, name: str, reason: str) -> CommonError:
    return CommonError(value=value, misconception=name, reason=reason)


# Choices and distractors are immutable and repeat a lot: share instances (hot path).
@lru_cache(maxsize=8192)
def _choice(text: str) -> Choice:
    return Choice(text=text)


@lru_cache(maxsize=8192)
def _distractor(index: int, name: str, reason: str) -> Distractor:
    return Distractor(choice_index=index, misconception=name, reason=reason)


def _choices(
    q: MathQuestion, rng: random.Random, prompt: str
) -> tuple[MultipleChoiceContent, ChoiceIndexAnswer]:
    seen = {q.answer_display}
    wrong: list[Misconception] = []
    for m in q.misconceptions:
        if m.display not in seen:
            seen.add(m.display)
            wrong.append(m)
    if len(wrong) < 3:
        for extra in _numeric_neighbours(q.answer_display):
            if len(wrong) >= 3:
                break
            if extra.display not in seen:
                seen.add(extra.display)
                wrong.append(extra)
    if len(wrong) < 2:
        raise RenderError("fewer than two distinct misconceptions")
    wrong = wrong[:3]
    options = [q.answer_display] + [m.display for m in wrong]
    order = list(range(len(options)))
    rng.shuffle(order)
    shown = [options[i] for i in order]
    correct = order.index(0)
    distractors = [_distractor(order.index(i + 1), m.name, m.reason) for i, m in enumerate(wrong)]
    content = MultipleChoiceContent(
        question=prompt,
        choices=[_choice(t + _unit_after(t, q.unit)) for t in shown],
        instructions=q.instructions,
    )
    answer = ChoiceIndexAnswer(
        value=correct,
        display=q.answer_display + _unit_after(q.answer_display, q.unit),
        unit=q.unit,
        explanation=q.explanation,
        distractors=sorted(distractors, key=lambda d: d.choice_index),
    )
    return content, answer


def _numeric_neighbours(display: str) -> list[Misconception]:
    """Fallback distractors for whole-number answers: a counting slip either way, a place-value slip."""
    if not (display.isascii() and display.isdigit()):  # "3⁹".isdigit() is True: ASCII digits only
        return []
    n = int(display)
    out = [
        Misconception(
            str(n + 1), "counting-slip", "This is one more than the answer: a counting or fact slip."
        ),
        Misconception(
            str(n + 2), "counting-slip", "This is two more than the answer: a counting or fact slip."
        ),
        Misconception(str(n * 10 if n else 10), "place-value-slip", "A digit was put in the wrong place."),
    ]
    if n >= 1:
        out.insert(
            1,
            Misconception(str(n - 1), "counting-slip", "This is one less than the answer: a counting slip."),
        )
    return out


def _exact_operands(form: ArithmeticForm) -> list[ExactNumber] | None:
    """The operands as exact fractions when any is not whole (JSON numbers cannot hold 2/3)."""
    operands = [form.operand1, form.operand2, *([] if form.operand3 is None else [form.operand3])]
    if all(type(o) is int for o in operands):
        return None
    exact = [as_fraction(o) for o in operands]
    if all(f.denominator == 1 for f in exact):
        return None
    return [ExactNumber(numerator=f.numerator, denominator=f.denominator) for f in exact]


def _unit_after(shown: str, unit: str | None) -> str:
    """The unit written after the answer ``shown``, in the number it asks for: " liters", but
    " liter" after 1 and after a fraction below 1 (kit.grammar.unit_for); "" without a unit."""
    if not unit:
        return ""
    whole, _, part = shown.replace(",", "").strip().partition(" ")
    try:
        quantity = Fraction(whole) + (Fraction(part) if part else 0)
    except (ValueError, ZeroDivisionError):
        return f" {unit}"
    return f" {unit_for(quantity, unit)}"


def _told_right(q: MathQuestion, template: str) -> str:
    """What a false statement should have said: for an answer in words, the statement made true
    ("Every circle is round and closed with no corners."), since "the answer is is round" does not
    read; nothing when the blank is the statement's subject (the true statement would be about
    another subject, which confuses); otherwise "the answer is 12 cm."."""
    if q.answer_format == "text" and template.lstrip().startswith("___"):
        return ""
    if q.answer_format == "text" and "?" not in template.split("___", 1)[0]:
        told = template.replace("___", q.answer_display + _unit_after(q.answer_display, q.unit), 1)
        return told if told.endswith((".", "!", "?")) else told + "."
    return f"the answer is {q.answer_display}{_unit_after(q.answer_display, q.unit)}."


def _false_explanation(q: MathQuestion, template: str, wrong: Misconception) -> str:
    told = _told_right(q, template)
    return (
        f"False: {told} {wrong.reason} {q.explanation}" if told else f"False. {wrong.reason} {q.explanation}"
    )


def render(q: MathQuestion, content_type: ContentType, rng: random.Random) -> Draft:
    """``q`` shown as ``content_type``; raises ``RenderError`` when it has no such form."""
    visuals = None
    if content_type is ContentType.ARITHMETIC:
        form = q.arithmetic
        if form is None:
            raise RenderError("no arithmetic form")
        content = ArithmeticContent(
            operand1=plain_number(form.operand1),
            operand2=plain_number(form.operand2),
            operand3=None if form.operand3 is None else plain_number(form.operand3),
            operator=form.operator,
            display_format=form.display_format,
            missing_operand=form.missing,
            expression=form.expression,
            operand_displays=list(form.operand_displays) if form.operand_displays else None,
            exact_operands=_exact_operands(form),
            instructions=q.instructions,
        )
        return Draft(content, _exact(q), q.features, q.key, None, q.standard)
    if content_type is ContentType.MULTIPLE_CHOICE:
        prompt = q.prompt
        if q.diagram is not None:
            visuals = Visuals(diagram_svg=q.diagram.svg)
        elif q.picture is not None:
            visuals = Visuals(diagram_svg=q.picture.svg)
        content, answer = _choices(q, rng, prompt)
        return Draft(content, answer, q.features, q.key, visuals, q.standard)
    if content_type is ContentType.FILL_BLANK:
        text = q.fill_text or (q.arithmetic.expression if q.arithmetic else None)
        if not text or "___" not in text:
            raise RenderError("no fill-blank text")
        content = FillBlankContent(text=text, blanks=text.count("___"), instructions=q.instructions)
        if q.diagram is not None:
            visuals = Visuals(diagram_svg=q.diagram.svg)
        return Draft(content, _exact(q), q.features, q.key, visuals, q.standard)
    if content_type is ContentType.SHORT_ANSWER:
        content = ShortAnswerContent(
            question=q.prompt, answer_format=q.answer_format, instructions=q.instructions
        )
        if q.diagram is not None:
            visuals = Visuals(diagram_svg=q.diagram.svg)
        return Draft(content, _exact(q), q.features, q.key, visuals, q.standard)
    if content_type is ContentType.TRUE_FALSE:
        if q.fill_text is None and q.arithmetic is None:
            raise RenderError("no statement form")
        template = q.fill_text or q.arithmetic.expression  # type: ignore[union-attr]
        truthful = not q.misconceptions or rng.random() < 0.5
        if truthful:
            shown, explanation = q.answer_display, f"True. {q.explanation}"
        else:
            wrong = q.misconceptions[rng.randrange(len(q.misconceptions))]
            shown = wrong.display
            explanation = _false_explanation(q, template, wrong)
        statement = template.replace("___", shown + _unit_after(shown, q.unit), 1)
        content = TrueFalseContent(
            statement=statement, instructions=q.instructions or "Is this true or false?"
        )
        answer = BooleanAnswer(
            value=truthful, display="True" if truthful else "False", explanation=explanation
        )
        if q.diagram is not None:
            visuals = Visuals(diagram_svg=q.diagram.svg)
        return Draft(content, answer, q.features, q.key + f"|tf:{shown}", visuals, q.standard)
    if content_type is ContentType.DIAGRAM:
        if q.diagram is None:
            raise RenderError("no diagram form")
        content = DiagramContent(
            question=q.diagram.question or q.prompt, diagram_kind=q.diagram.kind, instructions=q.instructions
        )
        return Draft(content, _exact(q), q.features, q.key, Visuals(diagram_svg=q.diagram.svg), q.standard)
    if content_type is ContentType.DATA_TABLE:
        if q.table is None:
            raise RenderError("no table form")
        table = q.table
        content = DataTableContent(
            question=table.question or q.prompt,
            title=table.title,
            columns=list(table.columns),
            rows=[list(r) for r in table.rows],
            instructions=q.instructions,
        )
        return Draft(content, _exact(q), q.features, q.key, None, q.standard)
    if content_type is ContentType.PICTURE_COUNTING:
        if q.picture is None:
            raise RenderError("no picture form")
        pic = q.picture
        content = PictureCountingContent(
            prompt=q.prompt,
            icon_category=pic.icon_category,
            count_target=pic.count_target,
            arrangement=pic.arrangement,
            groups=list(pic.groups) if pic.groups else None,
            instructions=q.instructions,
        )
        return Draft(content, _exact(q), q.features, q.key, Visuals(diagram_svg=pic.svg), q.standard)
    raise RenderError(f"math questions are not rendered as {content_type.value}")


MATH_TYPES: frozenset[ContentType] = frozenset(
    {
        ContentType.ARITHMETIC,
        ContentType.MULTIPLE_CHOICE,
        ContentType.FILL_BLANK,
        ContentType.SHORT_ANSWER,
        ContentType.TRUE_FALSE,
        ContentType.DIAGRAM,
        ContentType.DATA_TABLE,
        ContentType.PICTURE_COUNTING,
    }
)
