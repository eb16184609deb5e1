"""kit.grammar: plurals, articles, counts and ordinals as a careful teacher writes them."""

from __future__ import annotations

from fractions import Fraction

import pytest

from educontent.generation.kit.grammar import article, count_of, ordinal, plural, takes_singular, with_article


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("orange", "an"),
        ("octagon", "an"),
        ("array", "an"),
        ("unit", "a"),
        ("one-digit number", "a"),
        ("European city", "a"),
        ("hour", "an"),
        ("honest answer", "an"),
        ("umbrella", "an"),
        ("cat", "a"),
        # numerals are judged as they are said
        ("8-sided shape", "an"),
        ("11", "an"),
        ("18-inch ruler", "an"),
        ("1", "a"),
        ("100", "a"),
        ("1,000-piece puzzle", "a"),
        ("1854 map", "an"),
        ("1999 census", "a"),
        ("2024 report", "a"),
    ],
)
def test_article_follows_the_sound(phrase: str, expected: str) -> None:
    assert article(phrase) == expected
    assert with_article(phrase) == f"{expected} {phrase}"


@pytest.mark.parametrize(
    ("noun", "expected"),
    [
        ("sandwich", "sandwiches"),
        ("inch", "inches"),
        ("square inch", "square inches"),
        ("box", "boxes"),
        ("strawberry", "strawberries"),
        ("child", "children"),
        ("mouse", "mice"),
        ("foot", "feet"),
        ("sheep", "sheep"),
        ("leaf", "leaves"),
        ("bus", "buses"),
        ("group", "groups"),
    ],
)
def test_plural(noun: str, expected: str) -> None:
    assert plural(noun) == expected


def test_counts_agree_with_their_number() -> None:
    assert [count_of(n, "group") for n in (0, 1, 2, 6)] == ["0 groups", "1 group", "2 groups", "6 groups"]
    assert count_of(Fraction(3, 4), "inch", "3/4") == "3/4 inch"
    assert count_of(Fraction(5, 4), "inch", "5/4") == "5/4 inches"
    assert count_of(1.5, "inch") == "1.5 inches"
    assert takes_singular(1) and takes_singular(Fraction(1, 2)) and not takes_singular(0)


def test_ordinals() -> None:
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th",
    ]  # fmt: skip
