"""Naming the misconception behind a wrong free response (answers.mistakes.recognise).

The listed errors come from the item (``answer.commonErrors``); the computed ones are checked here
against expectations worked out in the test from the operands, never with the code under test.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from educontent.answers.arithmetic_mistakes import computed_mistakes
from educontent.answers.arithmetic_operands import read_problem
from educontent.answers.mistake_values import parse_number
from educontent.answers.mistakes import recognise
from educontent.catalog.index import get_catalog
from educontent.generation.engine import GenerationRequest, generate
from educontent.generation.items import (
    ArithmeticContent,
    CommonError,
    ContentItem,
    Difficulty,
    ExactAnswer,
    ExactNumber,
    ShortAnswerContent,
)

ROOT = Path(__file__).resolve().parents[3]
FREE_RESPONSE = ROOT / "catalog_data" / "misconceptions" / "free-response.json"
GENERATION = ROOT / "layers" / "shared" / "educontent" / "generation"


@cache
def math_skills() -> list[str]:
    index = get_catalog()
    return sorted(s for s in index.skill_records if index.skill_subject[s] == "math")


@cache
def items_of(skill: str) -> tuple[ContentItem, ...]:
    """count=8, seed=1 at the skill's own levels, and 8 more pinned to its hardest level."""
    top = get_catalog().skill_records[skill].difficulty_range.max
    spread = generate(GenerationRequest(skills=(skill,), count=8, seed=1)).items
    pinned = generate(GenerationRequest(skills=(skill,), count=8, seed=1, difficulty=top)).items
    return spread + pinned


def right_answers(answer: ExactAnswer) -> list[str]:
    return [str(answer.value), *(answer.acceptable_answers or [])]


# ---- the listed common errors --------------------------------------------------------------------


@pytest.mark.parametrize("skill", math_skills())
def test_each_listed_error_is_recognised_and_the_right_answer_is_not(skill):
    for item in items_of(skill):
        answer = item.answer
        if not isinstance(answer, ExactAnswer):
            continue
        for right in right_answers(answer):
            assert recognise(item, right) is None, (item.id, right)
        for error in answer.common_errors or []:
            # Given a response that is a listed wrong answer, when recognised, then its id is named
            match = recognise(item, error.value)
            assert match is not None, (item.id, error.value)
            assert (match.id, match.explanation) == (error.misconception, error.reason), (item.id, error)


def test_math_free_responses_list_their_errors_and_leave_out_the_answer():
    # Given a sum of fractions shown as a blank to fill, the item lists the wrong answers it expects
    items = [i for s in ("add-fractions-with-unlike-denominators",) for i in items_of(s)]
    exact = [i for i in items if isinstance(i.answer, ExactAnswer)]
    assert exact and all(i.answer.common_errors for i in exact)
    for item in exact:
        values = [e.value for e in item.answer.common_errors]
        assert len(values) == len(set(values))
        assert str(item.answer.value) not in values
        assert "commonErrors" in item.model_dump(mode="json")["answer"]


def test_an_answer_without_common_errors_leaves_the_field_out_of_its_json():
    answer = ExactAnswer(value="cat", display="cat", explanation="It is spelled c-a-t.")
    assert "commonErrors" not in answer.model_dump(mode="json")


# ---- computed mistakes: hand-written cases ---------------------------------------------------------


def arithmetic(x: str, op: str, y: str, answer: str) -> ContentItem:
    """An arithmetic item ``x op y = ___`` written as a generator writes it."""
    fx, fy = Fraction(x.replace("(", "").replace(")", "")), Fraction(y.replace("(", "").replace(")", ""))
    plain = all(f.denominator == 1 for f in (fx, fy))
    content = ArithmeticContent(
        operand1=int(fx) if fx.denominator == 1 else float(fx),
        operand2=int(fy) if fy.denominator == 1 else float(fy),
        operator=op,  # type: ignore[arg-type]
        expression=f"{x} {op} {y} = ___",
        missing_operand="result",
        operand_displays=None if plain and "-" not in x + y else [x, y],
        exact_operands=None
        if plain
        else [ExactNumber(numerator=f.numerator, denominator=f.denominator) for f in (fx, fy)],
    )
    return ContentItem(
        id="itm_test",
        type="arithmetic",
        skill="test",
        grade_level=4,
        difficulty=Difficulty(level="easy", dok=1, bloom="apply", grade_equivalent=4, complexity_score=10),
        content=content,
        answer=ExactAnswer(value=answer, display=answer, explanation="Worked out."),
    )


CASES = [
    # fractions: numerators and denominators taken separately
    ("1/3", "+", "1/4", "7/12", "2/7", "added-numerators-and-denominators", ["3 + 4", "common denominator"]),
    ("1/3", "+", "1/4", "7/12", "2/12", "did-not-rename-the-numerators", ["4/12", "3/12"]),
    ("4/8", "+", "1/8", "5/8", "5/16", "added-the-denominators", ["stays 8", "4 + 1 = 5"]),
    ("5/6", "-", "1/4", "7/12", "4/2", "subtracted-numerators-and-denominators", ["6 and 4"]),
    ("2/5", "×", "3/5", "6/25", "6/5", "multiplied-only-the-numerators", ["kept the denominator 5"]),
    ("2/3", "×", "4/5", "8/15", "8/8", "added-the-denominators", ["3 × 5 = 15"]),
    ("3", "×", "2/5", "1 1/5", "6/15", "multiplied-the-denominator-too", ["3 × 2 = 6"]),
    ("3/5", "÷", "1/2", "1 1/5", "5/6", "flipped-the-wrong-fraction", ["flip 1/2 to 2/1"]),
    ("3/5", "÷", "1/2", "1 1/5", "3/10", "multiplied-without-the-reciprocal", ["multiplying by 2/1"]),
    # whole numbers: columns
    ("52", "-", "17", "35", "45", "subtracted-smaller-digit-from-larger", ["2 away from 7", "12 - 7 = 5"]),
    ("38", "+", "45", "83", "73", "forgot-to-regroup", ["8 + 5 = 13", "carry 1 to the tens"]),
    ("95", "+", "27", "122", "112", "forgot-to-regroup", ["5 + 7 = 12"]),
    ("604", "-", "236", "368", "432", "subtracted-smaller-digit-from-larger", ["4 away from 6"]),
    (
        "624",
        "-",
        "236",
        "388",
        "412",
        "subtracted-smaller-digit-from-larger",
        ["4 away from 6", "14 - 6 = 8"],
    ),
    ("624", "-", "236", "388", "398", "regrouped-without-taking-the-ten", ["the tens digit is 1, not 2"]),
    # the wrong operation, the wrong order
    ("6", "×", "7", "42", "13", "added-instead-of-multiplied", ["6 + 7 = 13", "6 × 7 = 42"]),
    ("52", "-", "17", "35", "69", "added-instead-of-subtracted", ["52 + 17 = 69"]),
    ("9", "+", "4", "13", "5", "subtracted-instead-of-added", ["9 - 4 = 5"]),
    ("30", "÷", "6", "5", "180", "multiplied-instead-of-divided", ["30 × 6 = 180"]),
    ("30", "÷", "6", "5", "24", "subtracted-instead-of-divided", ["30 - 6 = 24"]),
    ("30", "÷", "6", "5", "1/5", "divided-in-the-wrong-order", ["6 by 30"]),
    ("52", "-", "17", "35", "-35", "subtracted-in-the-wrong-order", ["17 - 52"]),
    # signs
    ("7", "+", "-12", "-5", "5", "wrong-sign-on-the-sum", ["farther from 0, -12"]),
    ("16", "-", "-18", "34", "-2", "did-not-add-the-opposite", ["16 + 18 = 34"]),
    ("-10", "×", "2", "-20", "20", "wrong-sign-on-the-product", ["different", "negative"]),
    # size: off by one, a group, a place
    ("9", "+", "4", "13", "14", "off-by-one", ["one more"]),
    ("28", "÷", "4", "7", "6", "off-by-one", ["6 × 4 = 24"]),
    ("6", "×", "7", "42", "48", "one-group-too-many", ["6 × 8"]),
    ("6", "×", "7", "42", "35", "one-group-too-few", ["one 7 too few"]),
    ("5", "×", "40", "200", "2000", "one-zero-too-many", ["5 × 40 = 200"]),
    ("5", "×", "40", "200", "20", "one-zero-too-few", []),
    ("3.1", "×", "5", "15.5", "155", "misplaced-the-decimal-point", ["1 + 0 = 1"]),
    ("5.36", "+", "3.2", "8.56", "85.6", "misplaced-the-decimal-point", ["Line up the decimal points"]),
    ("5.36", "+", "3.2", "8.56", "5.68", "lined-up-the-last-digits", ["5.36 + 3.20 = 8.56"]),
    ("47", "+", "25", "72", "720", "place-value-slip", ["ten times too big"]),
]


@pytest.mark.parametrize(("x", "op", "y", "answer", "response", "expected", "says"), CASES)
def test_a_computed_mistake_is_named_with_the_numbers_of_the_problem(
    x, op, y, answer, response, expected, says
):
    # Given an arithmetic item with no listed errors, when a learner writes this wrong answer
    match = recognise(arithmetic(x, op, y, answer), response)
    # Then the mistake is named, and the explanation speaks of this problem's numbers
    assert match is not None and match.id == expected, match
    assert all(s in match.explanation for s in says), match.explanation
    assert match.explanation.endswith(".") and "  " not in match.explanation


@pytest.mark.parametrize("response", ["42", "42.0", " 42 ", "84/2", "forty-two", "", "43 R 1", "3:05", "41"])
def test_the_right_answer_and_unknown_answers_are_not_named(response):
    # 41 is 6 × 7 - 1: an off-by-one is not a mistake of multiplication facts (no computed mistake gives it)
    assert recognise(arithmetic("6", "×", "7", "42"), response) is None


def test_a_response_is_compared_as_a_number():
    item = arithmetic("1/3", "+", "1/4", "7/12")
    assert recognise(item, "4/14").id == "added-numerators-and-denominators"  # the same number as 2/7
    assert recognise(item, "0.5") is None


def test_only_arithmetic_items_have_computed_mistakes():
    item = arithmetic("6", "×", "7", "42").model_copy(
        update={"content": ShortAnswerContent(question="What is 6 × 7?", answer_format="number")}
    )
    assert recognise(item, "13") is None


# ---- computed mistakes over generated items ------------------------------------------------------


@cache
def generated_arithmetic() -> list[ContentItem]:
    return [i for s in math_skills() for i in items_of(s) if isinstance(i.content, ArithmeticContent)]


def operands(content: ArithmeticContent) -> tuple[Fraction, Fraction]:
    if content.exact_operands:
        first, second = content.exact_operands[:2]
        return Fraction(first.numerator, first.denominator), Fraction(second.numerator, second.denominator)
    return Fraction(str(content.operand1)), Fraction(str(content.operand2))


def test_no_computed_mistake_is_the_right_answer():
    checked = 0
    for item in generated_arithmetic():
        problem = read_problem(item.content, item.answer)
        if problem is None:
            continue
        checked += 1
        rights = {parse_number(r) for r in right_answers(item.answer)} - {None}
        for value, name, why in computed_mistakes(problem, frozenset()):
            assert value not in rights, (item.content.expression, value, name)
            assert re.fullmatch(r"[a-z]+(-[a-z0-9]+)*", name)
            assert not why[0].islower() and why.endswith("."), why
    assert checked >= 100


def no_carry(a: int, b: int) -> int:
    """Each column's sum without carrying; the leftmost column written whole."""
    da, db = str(a)[::-1], str(b)[::-1]
    width = max(len(da), len(db))
    sums = [int((da + "0" * width)[i]) + int((db + "0" * width)[i]) for i in range(width)]
    return int(str(sums[-1]) + "".join(str(s % 10) for s in reversed(sums[:-1])))


def smaller_from_larger(a: int, b: int) -> int:
    width = len(str(a))
    return int("".join(str(abs(int(p) - int(q))) for p, q in zip(str(a), str(b).zfill(width), strict=True)))


def expected_whole_mistakes(op: str, a: int, b: int) -> dict[int, str]:
    out: dict[int, str] = {}
    if op == "+":
        if no_carry(a, b) != a + b:
            out[no_carry(a, b)] = "forgot-to-regroup"
    elif op == "-" and a >= b and smaller_from_larger(a, b) != a - b:
        out[smaller_from_larger(a, b)] = "subtracted-smaller-digit-from-larger"
    elif op == "×":
        out.setdefault(a + b, "added-instead-of-multiplied")
    elif op == "÷" and b and a % b == 0:
        out.setdefault(a * b, "multiplied-instead-of-divided")
    return out


def test_generated_whole_number_items_name_the_mistakes_worked_out_from_their_operands():
    checked = 0
    for item in generated_arithmetic():
        content, answer = item.content, item.answer
        if content.operand3 is not None or content.missing_operand not in (None, "result"):
            continue
        if content.operand_displays and not all(
            re.fullmatch(r"-?[\d,]+", d) for d in content.operand_displays
        ):
            continue  # a power of ten, a percent: written otherwise
        a, b = operands(content)
        if (
            a.denominator != 1
            or b.denominator != 1
            or min(a, b) < 0
            or (max(a, b) < 10 and content.operator in "+-")
        ):
            continue
        listed = {parse_number(e.value): e.misconception for e in answer.common_errors or []}
        for value, expected in expected_whole_mistakes(content.operator, int(a), int(b)).items():
            if parse_number(answer.value) in (None, value):
                continue  # a quotient with a remainder, or a mistake that happens to be right
            match = recognise(item, str(value))
            # a listed error with the same value comes first and keeps the generator's own id
            assert match is not None and match.id == listed.get(Fraction(value), expected), (
                content.expression,
                value,
                match,
            )
            checked += 1
    assert checked >= 50


# ---- misconception ids -----------------------------------------------------------------------------


@cache
def generator_source() -> str:
    """The math generators and their kit: where the math misconception ids are named."""
    files = [*(GENERATION / "math").rglob("*.py"), *(GENERATION / "kit").rglob("*.py")]
    return "\n".join(p.read_text(encoding="utf-8") for p in files)


@cache
def generator_ids() -> set[str]:
    return set(re.findall(r'"([a-z0-9]+(?:-[a-z0-9]+)+)"', generator_source()))


def is_generator_id(name: str) -> bool:
    """A literal id of a generator, or one a generator builds (f"wrong-sign-on-the-{noun}")."""
    built = re.findall(r'f"([a-z0-9]+(?:-[a-z0-9]+)*-)\{', generator_source())
    return name in generator_ids() or any(name.startswith(prefix) for prefix in built)


def test_new_ids_are_described_once_sorted_and_are_not_generator_ids():
    listed = json.loads(FREE_RESPONSE.read_text(encoding="utf-8"))["misconceptions"]
    ids = [m["id"] for m in listed]
    assert ids == sorted(set(ids))
    for entry in listed:
        assert set(entry) == {"id", "description"}
        assert re.fullmatch(r"[a-z]+(-[a-z0-9]+)+", entry["id"])
        assert entry["description"][0].isupper() and entry["description"].endswith(".")
        assert not is_generator_id(entry["id"]), entry["id"]


def test_every_computed_id_is_a_generator_id_or_described():
    described = {m["id"] for m in json.loads(FREE_RESPONSE.read_text(encoding="utf-8"))["misconceptions"]}
    named = {c[5] for c in CASES}
    for item in generated_arithmetic():
        problem = read_problem(item.content, item.answer)
        if problem is not None:
            named |= {name for _, name, _ in computed_mistakes(problem, frozenset())}
    missing = sorted(n for n in named if not is_generator_id(n) and n not in described)
    assert not missing


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("12", Fraction(12)),
        ("-3", Fraction(-3)),
        ("−3", Fraction(-3)),
        ("12.5", Fraction(25, 2)),
        (".5", Fraction(1, 2)),
        ("7/12", Fraction(7, 12)),
        ("1 1/2", Fraction(3, 2)),
        ("-1 1/2", Fraction(-3, 2)),
        ("1,200", Fraction(1200)),
        ("$3.05", Fraction(61, 20)),
        ("15°", Fraction(15)),
        ("25¢", Fraction(25)),
        ("3:05", None),
        ("50%", None),
        ("1 5/3", None),
        ("2/0", None),
        ("√80", None),
        ("", None),
    ],
)
def test_responses_and_wrong_answers_are_read_as_exact_numbers(text, number):
    assert parse_number(text) == number


def test_a_listed_wrong_answer_written_with_its_degree_sign_matches_the_bare_number():
    item = arithmetic("180", "-", "75", "105")
    error = CommonError(
        value="255°", misconception="added-the-angles", reason="The two angles add up to 180°."
    )
    item = item.model_copy(update={"answer": item.answer.model_copy(update={"common_errors": [error]})})
    assert recognise(item, "255").id == "added-the-angles"
    assert recognise(item, "105°") is None


def test_regrouping_across_a_zero_is_not_called_forgetting_to_take_the_ten():
    # 604 - 236: the ones regroup from a zero in the tens, so 378 is not "did not take 1 from the tens"
    match = recognise(arithmetic("604", "-", "236", "368"), "378")
    assert match is None or match.id != "regrouped-without-taking-the-ten"
