"""The accepted forms, answer kind by answer kind: each row is an expected answer, a response and
the verdict a careful teacher would give (docs/answers.md)."""

from __future__ import annotations

import pytest

from educontent.answers.checking import check_response
from educontent.answers.schemas import ResponseValue
from educontent.generation.items import ContentItem
from tests.unit.answers.factory import item, short

WHOLE = short("1,250", 1250)
SIGNED = short("-7", -7)
DECIMAL = short("2.5")
FRACTION = short("3/4")
SIMPLEST = short("3/4", question="Write 6/8 in simplest form.")
SIMPLIFY_SKILL = short("3/4", skill="simplify-fractions")
NOT_LOWEST = short("6/8", question="Write a fraction equal to 3/4 with denominator 8.")
MIXED = short("1 1/2")
MIXED_ASKED = short("1 1/2", question="Write 3/2 as a mixed number.")
FRACTION_OR_DECIMAL = short("-1 1/2", acceptable=["-3/2", "-1.5"])
PERCENT = short("25%", 25, unit="%")
MONEY = short("$3.50")
CENTS = short("62¢", 62)
TIME_PM = short("3:05 p.m.")
TIME = short("8:00", acceptable=["8 o'clock"])
NOON = short("12:00 noon")
LENGTH = short("12 cm", 12, unit="cm", question="How long is the ribbon?")
LENGTH_NAMED = short("12 cm", 12, unit="cm", question="How many centimeters long is the ribbon?")
LENGTH_BLANK = short("12 cm", 12, unit="cm", question="The ribbon is ___ cm long.", content_type="fill-blank")
SUM_WITH_UNIT = short("18 feet", 18, unit="feet", question="252 ÷ 14 = ___", content_type="arithmetic")
AREA = short("20 square feet", 20, unit="square feet", question="What is the area of the rug?")
TABLE = item(
    {
        "type": "data-table",
        "question": "How tall was the plant in week 2?",
        "title": "Plant height",
        "columns": ["Week", "Height (cm)"],
        "rows": [[1, 8], [2, 12]],
    },
    {"type": "exact", "display": "12 cm", "value": 12, "unit": "cm"},
)
SINGULAR = short(
    "0.036 meter", "0.036", unit="meters", question="A ladybug is 3.6 centimeters long. It is ___."
)
CONVERT = short("0.036 meter", "0.036", unit="meters", question="Convert 3.6 centimeters to meters: ___")
DAYS = short("2 days", 2)
ANGLE = short("105°", 105, acceptable=["105", "105 degrees"])
ROUNDED = short("18.84 ft", "18.84", unit="ft", explanation="C = π × d ≈ 3.14 × 6 = 18.84 ft.")
ROUNDING_ASKED = short("18.9", question="Round 18.945 to the nearest tenth.")
ESTIMATE = short("about 20 times", 20, acceptable=["20", "20 times"])
TEXT = short("the hard push", "hard push", acceptable=["a hard push"], math=False)
POINT = short("(4, -6)")
EQUATION = short("y = 4x + 8")
REMAINDER = short("47 R 2")
IN_PI = short("896π cm³", "896π", unit="cm³", acceptable=["896pi", "896 π", "896*pi"])
ROOT = short("√61 units", "√61", unit="units", acceptable=["sqrt(61)"])

CASES: list[tuple[ContentItem, ResponseValue, str]] = [
    # integers and decimals: thousands separators (comma or space), trailing zeros, +, Unicode minus
    (WHOLE, "1250", "correct"),
    (WHOLE, "1,250", "correct"),
    (WHOLE, "1 250", "correct"),
    (WHOLE, "1250.0", "correct"),
    (WHOLE, 1250, "correct"),
    (WHOLE, 1250.0, "correct"),
    (WHOLE, "+1250", "correct"),
    (WHOLE, "1,205", "incorrect"),
    (WHOLE, "12,50", "incorrect"),
    (SIGNED, "\u22127", "correct"),
    (SIGNED, "- 7", "correct"),
    (SIGNED, "7", "incorrect"),
    (DECIMAL, "2.50", "correct"),
    (DECIMAL, "2.500", "correct"),
    (DECIMAL, 2.5, "correct"),
    (DECIMAL, "5/2", "incorrect"),
    (DECIMAL, "2.05", "incorrect"),
    # fractions: equivalent, simplest form where asked, mixed and improper, Unicode
    (FRACTION, "3/4", "correct"),
    (FRACTION, "6/8", "correct"),
    (FRACTION, "\u00be", "correct"),
    (FRACTION, " 3 / 4 ", "correct"),
    (FRACTION, "0.75", "incorrect"),
    (FRACTION, "4/3", "incorrect"),
    (SIMPLEST, "6/8", "not-simplified"),
    (SIMPLEST, "3/4", "correct"),
    (SIMPLIFY_SKILL, "9/12", "not-simplified"),
    (NOT_LOWEST, "6/8", "correct"),
    (NOT_LOWEST, "3/4", "incorrect"),
    (MIXED, "3/2", "correct"),
    (MIXED, "1-1/2", "correct"),
    (MIXED, "1\u00bd", "correct"),
    (MIXED, "6/4", "correct"),
    (MIXED, "1 2/4", "correct"),
    (MIXED, "1.5", "incorrect"),
    (MIXED_ASKED, "3/2", "not-simplified"),
    (MIXED_ASKED, "1 1/2", "correct"),
    (FRACTION_OR_DECIMAL, "-1.5", "correct"),
    (FRACTION_OR_DECIMAL, "-3/2", "correct"),
    (FRACTION_OR_DECIMAL, "1 1/2", "incorrect"),
    # percents: the sign optional, a decimal of one read as a percent
    (PERCENT, "25%", "correct"),
    (PERCENT, "25 %", "correct"),
    (PERCENT, "25 percent", "correct"),
    (PERCENT, "25", "correct"),
    (PERCENT, "0.25", "correct"),
    (PERCENT, "0.3", "incorrect"),
    (PERCENT, "52%", "incorrect"),
    # money
    (MONEY, "$3.50", "correct"),
    (MONEY, "3.50", "correct"),
    (MONEY, "3.5", "correct"),
    (MONEY, 3.5, "correct"),
    (MONEY, "350\u00a2", "correct"),
    (MONEY, "350 cents", "correct"),
    (MONEY, "$3.05", "incorrect"),
    (MONEY, "$350", "incorrect"),
    (CENTS, "62", "correct"),
    (CENTS, "62 cents", "correct"),
    (CENTS, "$0.62", "correct"),
    (CENTS, "26\u00a2", "incorrect"),
    # times of day
    (TIME_PM, "3:05 PM", "correct"),
    (TIME_PM, "3:05pm", "correct"),
    (TIME_PM, "15:05", "correct"),
    (TIME_PM, "3:05", "incorrect"),
    (TIME_PM, "3:05 a.m.", "incorrect"),
    (TIME_PM, "3:50 p.m.", "incorrect"),
    (TIME, "8:00", "correct"),
    (TIME, "08:00", "correct"),
    (TIME, "8 o'clock", "correct"),
    (TIME, "20:00", "correct"),
    (TIME, "9:00", "incorrect"),
    (NOON, "12:00 p.m.", "correct"),
    (NOON, "12 noon", "correct"),
    (NOON, "12:00 midnight", "incorrect"),
    # units: required for a measurement the question does not name; wrong unit is wrong
    (LENGTH, "12 cm", "correct"),
    (LENGTH, "12cm", "correct"),
    (LENGTH, "12 centimeters", "correct"),
    (LENGTH, "12 centimetre", "correct"),
    (LENGTH, "12", "incorrect"),
    (LENGTH, "12 m", "incorrect"),
    (LENGTH, "12 inches", "incorrect"),
    (LENGTH, "13 cm", "incorrect"),
    (LENGTH_NAMED, "12", "correct"),
    (LENGTH_BLANK, "12", "correct"),
    (SUM_WITH_UNIT, "18", "correct"),
    (TABLE, "12", "correct"),
    (SINGULAR, "0.036 meters", "correct"),
    (SINGULAR, "0.036 m", "correct"),
    (SINGULAR, "0.036", "incorrect"),
    (CONVERT, "0.036", "correct"),
    (CONVERT, "0.036 cm", "incorrect"),
    (TABLE, "12 cm", "correct"),
    (TABLE, "12 mm", "incorrect"),
    (AREA, "20 sq ft", "correct"),
    (AREA, "20 ft²", "correct"),
    (AREA, "20 ft^2", "correct"),
    (AREA, "20 feet", "incorrect"),
    (DAYS, "2", "correct"),
    (DAYS, "2 days", "correct"),
    (DAYS, "2 weeks", "incorrect"),
    (ANGLE, "105 degrees", "correct"),
    (ANGLE, "105", "correct"),
    (ANGLE, "105 cm", "incorrect"),
    # tolerance: only for approximations and estimates
    (ROUNDED, "18.84 ft", "correct"),
    (ROUNDED, "18.843 ft", "correct"),
    (ROUNDED, "18.85 ft", "incorrect"),
    (ROUNDING_ASKED, "18.9", "correct"),
    (ROUNDING_ASKED, "18.94", "incorrect"),
    (ESTIMATE, "20", "correct"),
    (ESTIMATE, "19.6", "correct"),
    (ESTIMATE, "about 20 times", "correct"),
    (ESTIMATE, "25", "incorrect"),
    # text: case, spaces, final punctuation, acceptable answers; symbols without spaces
    (TEXT, "The hard push.", "correct"),
    (TEXT, "  the   HARD push ", "correct"),
    (TEXT, "a hard push!", "correct"),
    (TEXT, "hard push", "correct"),
    (TEXT, "the soft push", "incorrect"),
    (POINT, "(4,-6)", "correct"),
    (POINT, "( 4 , \u22126 )", "correct"),
    (POINT, "(-6, 4)", "incorrect"),
    (POINT, "4, -6", "correct"),
    (LENGTH, "12 cm.", "correct"),
    (MONEY, "$3.50.", "correct"),
    (TIME_PM, "3:05 p.m.", "correct"),
    (WHOLE, "1,250!", "correct"),
    (EQUATION, "y=4x+8", "correct"),
    (EQUATION, "Y = 4X + 8", "correct"),
    (EQUATION, "y = 8x + 4", "incorrect"),
    (REMAINDER, "47 r 2", "correct"),
    (REMAINDER, "47r2", "correct"),
    (REMAINDER, "47 remainder 2", "correct"),
    (REMAINDER, "47 R 3", "incorrect"),
    (IN_PI, "896π", "correct"),
    (IN_PI, "896 pi", "correct"),
    (IN_PI, "896 π cm³", "correct"),
    (IN_PI, "869π", "incorrect"),
    (ROOT, "√61", "correct"),
    (ROOT, "√ 61 units", "correct"),
    (ROOT, "√16", "incorrect"),
]


@pytest.mark.parametrize(("subject", "response", "verdict"), CASES)
def test_form(subject: ContentItem, response: ResponseValue, verdict: str) -> None:
    result = check_response(subject, response)
    assert result.verdict == verdict, result
    assert result.expected == subject.answer.display
    assert result.correct is (verdict == "correct")
    assert (result.feedback is None) is (verdict == "correct")


def test_not_simplified_says_so() -> None:
    result = check_response(SIMPLEST, "6/8")
    assert result.understood == "6/8"
    assert result.feedback is not None and "not simplified" in result.feedback


def test_a_missing_unit_says_which() -> None:
    result = check_response(LENGTH, "12")
    assert result.feedback is not None and "cm" in result.feedback
    wrong = check_response(LENGTH, "12 m")
    assert wrong.understood == "12 m" and wrong.feedback is not None and "cm" in wrong.feedback


def test_unreadable_is_incorrect_and_says_what_form() -> None:
    # A response of the right shape that is not a number is incorrect, not a shape error.
    for subject, response, form in [
        (WHOLE, "banana", "number"),
        (MONEY, "lots", "money"),
        (TIME_PM, "noonish", "time"),
        (PERCENT, "half", "percent"),
        (MONEY, "", "money"),
        (MONEY, "$", "money"),
        (FRACTION, "½½", "number"),
    ]:
        result = check_response(subject, response)
        assert result.verdict == "incorrect" and result.understood is None
        assert result.feedback is not None and form in result.feedback


def test_understood_is_normalised() -> None:
    assert check_response(WHOLE, "1 250").understood == "1250"
    assert check_response(MIXED, "1-1/2").understood == "1 1/2"
    assert check_response(MONEY, "3.5").understood == "$3.50"
    assert check_response(TIME_PM, "15:05").understood == "3:05 p.m."
    assert check_response(PERCENT, "0.25").understood == "25%"


# ---- multiple choice ---------------------------------------------------------------------------

CHOICE = item(
    {
        "type": "multiple-choice",
        "question": "Which costs the most?",
        "choices": [{"text": "12"}, {"text": "$3.50"}, {"text": "an"}, {"text": "a"}],
    },
    {
        "type": "multiple-choice-index",
        "value": 1,
        "display": "B. $3.50",
        "distractors": [
            {"choiceIndex": 0, "misconception": "read-the-digits", "reason": "12 is cents here."}
        ],
    },
)
LETTER_CHOICES = item(
    {
        "type": "multiple-choice",
        "question": "Which point is at (2, 3)?",
        "choices": [{"text": t} for t in "ABC"],
    },
    {"type": "multiple-choice-index", "value": 2, "display": "C"},
)


@pytest.mark.parametrize(
    ("subject", "response", "verdict"),
    [
        (CHOICE, "B", "correct"),
        (CHOICE, "b", "correct"),
        (CHOICE, "(B)", "correct"),
        (CHOICE, "B)", "correct"),
        (CHOICE, 1, "correct"),
        (CHOICE, 1.0, "correct"),
        (CHOICE, "$3.50", "correct"),
        (CHOICE, " $3.50 ", "correct"),
        (CHOICE, "3.5", "correct"),
        (CHOICE, "B. $3.50", "correct"),
        (CHOICE, "A", "incorrect"),
        (CHOICE, 0, "incorrect"),
        (CHOICE, "a", "incorrect"),
        (LETTER_CHOICES, "C", "correct"),
        (LETTER_CHOICES, 2, "correct"),
        (LETTER_CHOICES, "c", "correct"),
        (LETTER_CHOICES, "A", "incorrect"),
    ],
)
def test_choice_forms(subject: ContentItem, response: ResponseValue, verdict: str) -> None:
    assert check_response(subject, response).verdict == verdict


def test_a_text_choice_wins_over_a_letter() -> None:
    # "a" is the text of choice D (the article), so it names D; "A" names the first choice.
    assert check_response(CHOICE, "a").understood == "D"
    assert check_response(CHOICE, "A").understood == "A"


def test_a_distractor_names_its_misconception() -> None:
    result = check_response(CHOICE, "A")
    assert result.misconception is not None and result.misconception.id == "read-the-digits"
    assert result.misconception.explanation == "12 is cents here."
    assert check_response(CHOICE, "D").misconception is None


def test_an_unknown_choice_is_unreadable() -> None:
    for response in ("G", "the third one"):
        result = check_response(CHOICE, response)
        assert result.verdict == "incorrect" and result.understood is None


# ---- true or false -----------------------------------------------------------------------------

STATEMENT = item(
    {"type": "true-false", "statement": "2 + 2 = 4."}, {"type": "boolean", "value": True, "display": "True"}
)


@pytest.mark.parametrize(
    ("response", "verdict"),
    [
        (True, "correct"),
        ("true", "correct"),
        ("TRUE", "correct"),
        ("T", "correct"),
        ("yes", "correct"),
        ("Y", "correct"),
        (False, "incorrect"),
        ("false", "incorrect"),
        ("F", "incorrect"),
        ("no", "incorrect"),
        ("maybe", "incorrect"),
    ],
)
def test_true_false_forms(response: ResponseValue, verdict: str) -> None:
    assert check_response(STATEMENT, response).verdict == verdict


# ---- ratios and worked steps that simplify -------------------------------------------------------

RATIO = short(
    "4:9",
    acceptable=["4 to 9", "4/9"],
    skill="write-ratios-in-simplest-form",
    question="Write the ratio of red to blue in simplest form.",
)
PROBABILITY = short("2/5", explanation="There are 30 marbles and 12 are orange. P(orange) = 12/30 = 2/5.")


@pytest.mark.parametrize(
    ("subject", "response", "verdict"),
    [
        (RATIO, "4:9", "correct"),
        (RATIO, "4 to 9", "correct"),
        (RATIO, "4 : 9", "correct"),
        (RATIO, "8:18", "not-simplified"),
        (RATIO, "8/18", "not-simplified"),
        (RATIO, "9:4", "incorrect"),
        (PROBABILITY, "2/5", "correct"),
        (PROBABILITY, "12/30", "not-simplified"),
        (PROBABILITY, "0.4", "incorrect"),
    ],
)
def test_ratio_and_simplifying_steps(subject: ContentItem, response: ResponseValue, verdict: str) -> None:
    assert check_response(subject, response).verdict == verdict


def test_an_unreadable_ratio_asks_for_a_ratio() -> None:
    result = check_response(RATIO, "banana")
    assert result.understood is None and result.feedback is not None and "ratio" in result.feedback


def test_letter_choices_are_understood_by_their_text() -> None:
    # Given choices that are themselves letters, out of order, When a letter is answered, Then it
    # names the choice with that text, and is understood as that text (not the choice's place).
    shuffled = item(
        {
            "type": "multiple-choice",
            "question": "Which point is at (2, 3)?",
            "choices": [{"text": t} for t in "BAC"],
        },
        {"type": "multiple-choice-index", "value": 1, "display": "A"},
    )
    assert check_response(shuffled, "A").verdict == "correct"
    assert check_response(shuffled, "A").understood == "A"
    assert check_response(shuffled, "B").understood == "B"
    assert check_response(shuffled, 0).understood == "B"
