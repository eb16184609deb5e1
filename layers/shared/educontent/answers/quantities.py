"""Comparing a response with an expected quantity: a number (with its unit, if any), a percent, an
amount of money or a time of day. The expected side is read from the answer's display (or an
acceptable answer); the response is read the same way, then compared by value and form
(docs/answers.md has the rules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from educontent.answers import numbers, rules, units
from educontent.answers.numbers import Reading, number_prefix, read_money, read_number, read_percent
from educontent.answers.schemas import Verdict
from educontent.answers.text import clean
from educontent.answers.times import Time, read_time
from educontent.generation.items import ContentItem

Kind = Literal["number", "percent", "money", "time"]

_APPROX = re.compile(r"^(?:about|approximately|around|≈)\s*", re.IGNORECASE)
_NOT_A_UNIT = re.compile(r"[\dπ√^×÷+=<>()*/]")
_FINAL_MARK = re.compile(r"(?<!\.m)[.!?]+$")


@dataclass(frozen=True)
class Expected:
    """An expected answer read as a quantity."""

    kind: Kind
    reading: Reading | None = None
    time: Time | None = None
    unit: str | None = None
    approx: bool = False


@dataclass(frozen=True)
class Judgement:
    """How a readable response compares with an expected quantity."""

    verdict: Verdict
    understood: str
    feedback: str | None = None


def read_expected(key: str, answer_unit: str | None) -> Expected | None:
    """``key`` (the display or an acceptable answer) as a quantity, or None when it is text."""
    text = clean(key)
    approx = bool(_APPROX.match(text))
    text = _APPROX.sub("", text)
    time = read_time(text)
    if time is not None:
        return Expected("time", time=time)
    money = read_money(text)
    if money is not None:
        return Expected("money", reading=money)
    percent = read_percent(text)
    if percent is not None:
        return Expected("percent", reading=percent, approx=approx)
    found = number_prefix(text)
    if found is None:
        return None
    reading, rest = found
    if rest and (_NOT_A_UNIT.search(rest) or rest.startswith((".", ","))):
        return None
    if answer_unit == "%":
        return Expected(
            "percent", reading=Reading(reading.value, "percent", reading.places, text=reading.text)
        )
    return Expected("number", reading=reading, unit=rest or answer_unit or None, approx=approx)


def judge(expected: Expected, response: str, item: ContentItem) -> Judgement | None:
    """The judgement of ``response`` against ``expected``; None when the response cannot be read
    as that kind of quantity. A final full stop, question or exclamation mark is ignored."""
    response = _FINAL_MARK.sub("", clean(response))
    if expected.kind == "time":
        return _judge_time(expected, response)
    if expected.kind == "money":
        return _judge_money(expected, response)
    if expected.kind == "percent":
        return _judge_percent(expected, response, item)
    return _judge_number(expected, response, item)


def _judge_time(expected: Expected, response: str) -> Judgement | None:
    want, got = expected.time, read_time(response)
    if got is None or want is None:
        return None
    if (got.hour, got.minute) != (want.hour, want.minute):
        return Judgement(
            "incorrect", str(got), "That is not the right time. Check the hour first, then the minutes."
        )
    if want.half and got.half != want.half:
        say = (
            "Say whether it is a.m. or p.m."
            if got.half is None
            else f"Check a.m. and p.m.: this time is {want.half[0]}.m."
        )
        return Judgement("incorrect", str(got), f"The hour and minutes are right. {say}")
    return Judgement("correct", str(got))


def _judge_money(expected: Expected, response: str) -> Judgement | None:
    want = expected.reading
    got = read_money(response)
    if got is None:
        plain = read_number(response)
        if plain is None or plain.form not in ("integer", "decimal") or want is None:
            return None
        in_cents = want.form == "cents" and plain.form == "integer"
        got = Reading(
            plain.value / 100 if in_cents else plain.value,
            "cents" if in_cents else "dollars",
            plain.places,
            text=plain.text,
        )
    understood = numbers.written(got)
    if want is not None and got.value == want.value:
        return Judgement("correct", understood)
    return Judgement(
        "incorrect",
        understood,
        "That is not the right amount of money. Check your adding and "
        "subtracting, and where the decimal point goes.",
    )


def _judge_percent(expected: Expected, response: str, item: ContentItem) -> Judgement | None:
    want = expected.reading
    if want is None:
        return None
    got = read_percent(response)
    if got is None:
        plain = read_number(response)
        if plain is None:
            return None
        if plain.value == want.value:
            got = Reading(plain.value, "percent", plain.places, text=plain.text)
        elif plain.form == "decimal" and (
            plain.value * 100 == want.value or abs(plain.value) < 1 <= want.value
        ):
            got = Reading(plain.value * 100, "percent", text=numbers.show(plain.value * 100))
        else:
            got = Reading(plain.value, "percent", plain.places, text=plain.text)
    understood = numbers.written(got)
    if got.value == want.value or (expected.approx and _close(got.value, want, approx=True)):
        return Judgement("correct", understood)
    if rules.rounded_answer(item) and _rounds_to(got, want):
        return Judgement("correct", understood)
    return Judgement(
        "incorrect", understood, "That is not the right percent. Remember that percent means out of 100."
    )


def _judge_number(expected: Expected, response: str, item: ContentItem) -> Judgement | None:
    want = expected.reading
    found = number_prefix(response)
    if want is None or found is None:
        return None
    got, rest = found
    if rest and _NOT_A_UNIT.search(rest) and units.canonical(rest) is None:
        return None
    unit = expected.unit
    understood = f"{got.text} {rest}" if rest else got.text
    if rest and unit and not units.same_unit(rest, unit):
        return Judgement(
            "incorrect", understood, f"Check the unit: the answer is measured in {unit}, not {rest}."
        )
    if rest and not unit and units.is_measurement(rest):
        return Judgement(
            "incorrect", understood, f"The answer is not measured in {rest}. Read the question again."
        )
    verdict, feedback = _compare(want, got, item, approx=expected.approx)
    if not rest and unit and rules.unit_required(item) and units.same_unit(unit, item.answer.unit or unit):
        if verdict == "correct":
            return Judgement(
                "incorrect",
                understood,
                f"The number is right, but a measurement needs its unit: write {unit} after it.",
            )
        feedback = f"{feedback} Remember to write the unit."
    return Judgement(verdict, understood, feedback)


def _compare(want: Reading, got: Reading, item: ContentItem, *, approx: bool) -> tuple[Verdict, str | None]:
    """Verdict and feedback for two plain numbers, by value and by form."""
    if got.value != want.value:
        close = _close(got.value, want, approx=approx)
        if close or (rules.rounded_answer(item) and _rounds_to(got, want)):
            return "correct", None
        return "incorrect", "That is not the right number. Check each step of your work."
    fraction_like = ("fraction", "mixed")
    if want.form in ("integer", "decimal"):
        if got.form in fraction_like and want.form == "decimal":
            return "incorrect", "The value is right, but the question asks for a decimal."
        if got.form in fraction_like and not got.lowest and rules.demands_simplest(item):
            return "not-simplified", "Correct value, but not simplified: write it in simplest form."
        return "correct", None
    if got.form not in fraction_like:
        return "incorrect", "The value is right, but the question asks for a fraction."
    if not want.lowest:
        if _denominator(got.text) != _denominator(want.text):
            return "incorrect", f"The value is right, but the question asks for the fraction {want.text}."
        return "correct", None
    if not got.lowest and rules.demands_simplest(item):
        return (
            "not-simplified",
            "Correct value, but not simplified: divide the numerator and denominator by "
            "their greatest common factor.",
        )
    if want.form == "mixed" and got.improper and rules.demands_mixed(item):
        return "not-simplified", "Correct value, but the question asks for a mixed number."
    return "correct", None


def _denominator(text: str) -> str:
    return text.rsplit("/", 1)[-1] if "/" in text else "1"


def _close(value: Fraction, want: Reading, *, approx: bool) -> bool:
    """An estimate (``about 20``) accepts values within 5% or within half its last place."""
    if not approx:
        return False
    return abs(value - want.value) <= max(abs(want.value) / 20, Fraction(1, 2) * Fraction(10) ** -want.places)


def _rounds_to(got: Reading, want: Reading) -> bool:
    """A decimal written with more places than the rounded answer, that rounds to it."""
    if want.form != "decimal" or got.form != "decimal" or got.places <= want.places:
        return False
    return abs(got.value - want.value) <= Fraction(1, 2) * Fraction(10) ** -want.places
