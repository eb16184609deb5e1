"""Shared helpers for the grade 6-7 generators (area ``g67``): number formatting, wrong answers
named after misconceptions, names and a small base for parameters.

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
from math import gcd

from pydantic import BaseModel, ConfigDict

from educontent.generation.difficulty import Features
from educontent.generation.items import BooleanAnswer, TrueFalseContent, Visuals
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    TableForm,
    render,
)
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.registry import Draft, GenerationContext

F = Fraction


def _f(value: Fraction | int) -> Fraction:
    return value if type(value) is Fraction else Fraction(value)


class ModeParams(BaseModel):
    """Parameters shared by the g67 generators: which kind of question a skill asks."""

    model_config = ConfigDict(extra="forbid")


NAMES: tuple[tuple[str, str, str], ...] = (
    ("Maya", "she", "her"),
    ("Leo", "he", "his"),
    ("Ava", "she", "her"),
    ("Sam", "he", "his"),
    ("Priya", "she", "her"),
    ("Omar", "he", "his"),
    ("Mei", "she", "her"),
    ("Diego", "he", "his"),
    ("Amara", "she", "her"),
    ("Noah", "he", "his"),
    ("Zara", "she", "her"),
    ("Kai", "he", "his"),
    ("Lena", "she", "her"),
    ("Tariq", "he", "his"),
    ("Rosa", "she", "her"),
    ("Jin", "he", "his"),
)


def pick(rng: random.Random, seq: Sequence):
    return seq[rng.randrange(len(seq))]


def name(rng: random.Random) -> tuple[str, str, str]:
    return pick(rng, NAMES)


# ---- numbers ------------------------------------------------------------------------------------


def fx(value: Fraction | int, *, mixed: bool = True) -> str:
    """A fraction as a child writes it: ``3``, ``-2``, ``3/4``, ``1 1/2`` (``mixed``) or ``3/2``."""
    if type(value) is int:
        return str(value)
    if value.denominator == 1:
        return str(value.numerator)
    return fmt(value, mixed=mixed)


def terminates(value: Fraction | int) -> bool:
    d = _f(value).denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    return d == 1


def dx(value: Fraction | int) -> str:
    """A terminating value as a decimal (``2.5``, ``-0.75``, ``3``)."""
    value = _f(value)
    if value.denominator == 1:
        return str(value.numerator)
    assert terminates(value), value
    text = fmt_decimal(value)
    return "0" if text in ("-0", "0") else text


def money(value: Fraction | int) -> str:
    value = F(value)
    text = fmt_decimal(value, 2)
    return f"-${text[1:]}" if text.startswith("-") else f"${text}"


def neg(value: Fraction | int, *, decimal: bool = False) -> str:
    """A number inside an expression: negative numbers in parentheses."""
    text = dx(value) if decimal else fx(value)
    return f"({text})" if F(value) < 0 else text


def num_text(value: Fraction | int, decimal: bool) -> str:
    return dx(value) if decimal else fx(value)


def digits(*values: Fraction | int | float) -> int:
    """Digits of the largest number (for Features.magnitude)."""
    biggest = max(abs(F(v)) for v in values) if values else F(0)
    return max(1, len(str(int(biggest))))


def acceptable_forms(value: Fraction | int) -> tuple[str, ...]:
    """Other ways to write an exact number: improper fraction, mixed number, decimal."""
    value = F(value)
    out: list[str] = []
    if value.denominator != 1:
        out += [fx(value, mixed=False), fx(value, mixed=True)]
        if terminates(value):
            out.append(dx(value))
    return tuple(dict.fromkeys(out))


_SUPER = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def sup(n: int) -> str:
    return str(n).translate(_SUPER)


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


def _plain_int(text: str) -> bool:
    return bool(re.fullmatch(r"-?\d+", text.strip()))


def lcm(a: int, b: int) -> int:
    return a * b // gcd(a, b)


def nonzero(rng: random.Random, low: int, high: int) -> int:
    while True:
        n = rng.randint(low, high)
        if n:
            return n


# ---- linear expressions ----------------------------------------------------------------------------


def coef_text(c: Fraction, *, decimal: bool = False) -> str:
    """The number in front of a variable: ``3``, ``-``, `` ``, ``(1/2)``, ``0.5``."""
    if c == 1:
        return ""
    if c == -1:
        return "-"
    if c.denominator == 1:
        return str(c.numerator)
    if decimal and terminates(c):
        return dx(c)
    return f"({fx(c, mixed=False)})" if c > 0 else f"-({fx(-c, mixed=False)})"


def linear(terms: Sequence[tuple[Fraction | int, str]], *, decimal: bool = False) -> str:
    """``[(3, "x"), (-4, "")]`` -> ``3x - 4``. Zero terms are left out; all zero gives ``0``."""
    out = ""
    for c, var in terms:
        c = _f(c)
        if c == 0:
            continue
        if var:
            body = coef_text(abs(c), decimal=decimal) + var
        else:
            body = dx(abs(c)) if decimal and terminates(c) else fx(abs(c), mixed=False)
        if not out:
            out = ("-" if c < 0 else "") + body
        else:
            out += (" - " if c < 0 else " + ") + body
    return out or "0"


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
