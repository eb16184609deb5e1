"""What an item demands, decided from its words: units, simplest form, rounding; and unit names."""

from __future__ import annotations

import pytest

from educontent.answers import rules, units
from educontent.generation.items import ContentItem
from tests.unit.answers.factory import short


@pytest.mark.parametrize(
    ("question", "unit", "required"),
    [
        ("How long is the ribbon?", "cm", True),
        ("What is the area of the rug?", "square feet", True),
        ("How many minutes did it take?", "minutes", False),
        ("How many degrees higher is the noon sun in June?", "degrees", False),
        ("What is its volume, in cubic centimeters?", "cubic centimeters", False),
        ("What is the unit rate in laps per minute?", "laps per minute", False),
        ("The ribbon is ___ cm long.", "cm", False),
        ("Its area, in terms of π, is ___.", "m²", True),
        ("How many paper clips long is the pencil?", "paper clips", False),
        ("How many blocks does Hana walk?", "blocks", False),
    ],
)
def test_unit_required(question: str, unit: str, required: bool) -> None:
    assert rules.unit_required(short("12", 12, unit=unit, question=question)) is required


def test_a_computation_never_requires_the_unit() -> None:
    assert not rules.unit_required(
        short("18 feet", 18, unit="feet", question="252 ÷ 14 = ___", content_type="arithmetic")
    )


@pytest.mark.parametrize(
    ("subject", "demanded"),
    [
        (short("3/4", question="Write 6/8 in simplest form."), True),
        (short("3/4", question="Simplify 9/12."), True),
        (short("3/4", question="Write 9/12 in lowest terms."), True),
        (short("3/4", skill="write-ratios-in-simplest-form"), True),
        (short("2/5", explanation="P = 12/30 = 2/5."), True),
        (short("3/4", question="What is 1/4 + 2/4?"), False),
        (short("3/4", explanation="1/4 + 2/4 = 3/4."), False),
    ],
)
def test_demands_simplest(subject: ContentItem, demanded: bool) -> None:
    assert rules.demands_simplest(subject) is demanded


def test_rounded_answers_are_those_worked_with_approximately() -> None:
    assert rules.rounded_answer(short("18.84", explanation="C ≈ 3.14 × 6 = 18.84."))
    assert not rules.rounded_answer(short("0.6", explanation="6 tenths is 0.6."))
    assert not rules.rounded_answer(
        short("18.9", question="Round 18.945 to the nearest tenth.", explanation="≈")
    )


@pytest.mark.parametrize(
    ("written", "expected", "same"),
    [
        ("cm", "centimeters", True),
        ("centimetre", "cm", True),
        ("sq m", "square meters", True),
        ("m^2", "m²", True),
        ("cubic feet", "ft³", True),
        ("in", "inches", True),
        ("°", "degrees", True),
        ("mL", "milliliters", True),
        ("paper clip", "paper clips", True),
        ("m", "cm", False),
        ("square feet", "feet", False),
        ("grams", "kilograms", False),
        ("°F", "°C", False),
    ],
)
def test_same_unit(written: str, expected: str, same: bool) -> None:
    assert units.same_unit(written, expected) is same


def test_measurements_and_counts() -> None:
    assert units.is_measurement("square centimeters") and units.is_measurement("°C")
    assert not units.is_measurement("paper clips") and not units.is_measurement("pages per day")
