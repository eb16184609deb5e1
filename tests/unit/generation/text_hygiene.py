"""The text-hygiene rules: slips a careful teacher would send back, found in an item's text.

Each rule takes one string and returns the snippets where it slipped. They read every string a
learner or a screen reader meets: content, answer, explanations, distractor reasons, and the
``<title>``/``<desc>`` of diagrams (not SVG markup). inflect (the library the generators use for
grammar) is the judge of plurals and articles, asked directly, not through the generators' helper.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

import inflect

_ENGINE = inflect.engine()
_SKIPPED_KEYS = {"id", "skill", "type", "key", "svg", "diagramSvg", "code", "framework", "level", "scrambled"}
"""Not text: names, codes, pictures, and a scramble's letters (``aexs`` is meant to be no word)."""
_NOT_READ = {"acceptableAnswers"}
"""Answers a learner may type, matched leniently ("2 unit" for "2 units"): not text anyone reads."""
_SVG_TEXT = re.compile(r"<(title|desc)>(.*?)</\1>", re.S)


def texts(item: dict[str, Any]) -> Iterator[str]:
    """Every string of an item (as JSON) that is read, SVG reduced to its title and description."""

    def walk(value: Any, key: str = "") -> Iterator[str]:
        if isinstance(value, str):
            if key in ("svg", "diagramSvg"):
                yield from (m.group(2) for m in _SVG_TEXT.finditer(value))
            elif key not in _SKIPPED_KEYS:
                yield value
        elif isinstance(value, dict):
            for k, v in value.items():
                if k not in _NOT_READ:
                    yield from walk(v, k)
        elif isinstance(value, list):
            for v in value:
                yield from walk(v, key)

    return walk(item)


def _snippet(text: str, match: re.Match[str]) -> str:
    return text[max(0, match.start() - 30) : match.end() + 20]


# ---- number agreement: "1 groups", "Erasers cost 1 dollars each" ---------------------------------

_ONE_AND_WORD = re.compile(r"(?<![\d.,/])\b1 ([a-z]+)\b")
_NOT_NOUNS = frozenset(
    [
        "is",
        "was",
        "has",
        "does",
        "comes",
        "goes",
        "makes",
        "means",
        "stands",
        "equals",
        "times",
        "plus",
        "minus",
        "less",
        "more",
        "lies",
        "belongs",
        "fits",
        "needs",
        "gets",
        "takes",
        "shows",
        "tells",
        "remains",
        "stays",
        "appears",
        "repeats",
        "gives",
        "keeps",
        "moves",
        "focuses",
        "measures",
        "mentions",
        "follows",
        "represents",
        "describes",
        "uses",
        "works",
        "matches",
        "ones",
        "tens",
        "hundreds",
        "thousands",
    ]
)
_NAMES_A_ONE = re.compile(r"(?:\b[A-Z]\w*|\b(?:the|a|to|\w+ing)) $")
"""Words before a 1 that is a name or a value, not a count: "Account 1 focuses", "the 1 repeats"."""


@cache
def _is_plural_noun(word: str) -> bool:
    if word in _NOT_NOUNS or not word.endswith("s") or word.endswith("ss") or word.endswith("us"):
        return False
    singular = _ENGINE.singular_noun(word)
    return bool(singular) and _ENGINE.plural_noun(singular) == word


def one_with_a_plural(text: str) -> list[str]:
    return [
        _snippet(text, m)
        for m in _ONE_AND_WORD.finditer(text)
        if _is_plural_noun(m.group(1)) and not _NAMES_A_ONE.search(text[: m.start()])
    ]


# ---- articles: "a orange marble", "arranged in a array", "An closed circle" ------------------------

_ARTICLE = re.compile(r"(?<![\w'])(a|an|A|An) ([A-Za-z0-9][\w-]*)")


@cache
def _right_article(word: str) -> str:
    match = re.match(r"\d[\d,]*", word)
    if match:
        word = _ENGINE.number_to_words(match.group().replace(",", "")) + word[match.end() :]
    return str(_ENGINE.a(word)).split(" ", 1)[0]


_NOT_AFTER_AN_ARTICLE = frozenset(
    [
        "and",
        "or",
        "at",
        "is",
        "are",
        "was",
        "were",
        "has",
        "have",
        "in",
        "on",
        "to",
        "of",
        "as",
        "equals",
        "multiplies",
        "follows",
    ]
)
"""Words that never follow an article: an ``a`` before them is a letter, a variable or a label
("the sum of a and 7", "A at (6, 2)")."""


def wrong_article(text: str) -> list[str]:
    found = []
    for m in _ARTICLE.finditer(text):
        if (
            m.group(2).lower() in _NOT_AFTER_AN_ARTICLE
            or re.fullmatch(r"1\d{3}", m.group(2))
            or len(m.group(2)) == 1  # letters, spaced out on purpose: "C a n we go"
        ):
            continue  # a letter or variable, not an article; or a year ("an 1854 outbreak")
        if text[m.end() : m.end() + 2] in (" :", " ÷"):
            continue  # a ratio or a quotient of variables
        before = text[: m.start()].rstrip()
        if m.group(1) == "A" and before and before[-1].isalnum():
            continue  # a label: "point A is", "Tower A is 5 cubes tall"
        if m.group(1) == "a" and before.endswith(("the", "letter", "The")):
            continue  # the letter itself: "the a in are"
        if _right_article(m.group(2)) != m.group(1).lower():
            found.append(_snippet(text, m))
    return found


# ---- doubled words: "the answer is is round" --------------------------------------------------------

_DOUBLED = re.compile(r"\b([A-Za-z]{2,}) \1\b", re.I)
_MAY_DOUBLE = frozenset({"had", "that"})
_DIGIT_NAMES = "zero|one|two|three|four|five|six|seven|eight|nine"
_DIGITS_READ_ONE_BY_ONE = re.compile(rf"\bpoint(?: (?:{_DIGIT_NAMES}))+\b", re.I)
"""After "point", digits are read one by one, so "point seven nine nine" repeats rightly."""


def doubled_word(text: str) -> list[str]:
    read_one_by_one = [m.span() for m in _DIGITS_READ_ONE_BY_ONE.finditer(text)]
    return [
        _snippet(text, m)
        for m in _DOUBLED.finditer(text)
        if m.group(1).lower() not in _MAY_DOUBLE
        and not any(start <= m.start() and m.end() <= end for start, end in read_one_by_one)
    ]


# ---- ordinals: "2ths", "4ths" ------------------------------------------------------------------------

_ORDINAL = re.compile(r"\b(\d+)(st|nd|rd|th)(s?)\b")


def bad_ordinal(text: str) -> list[str]:
    return [
        _snippet(text, m)
        for m in _ORDINAL.finditer(text)
        if m.group(3) or _ENGINE.ordinal(int(m.group(1))) != m.group(1) + m.group(2)
    ]


# ---- plurals made by hand: "sandwichs", "1 square inche" ---------------------------------------------

_HANDMADE_PLURAL = re.compile(r"\b([a-z]+(?:ch|sh|x|z)s|[a-z]*inche)\b")


def handmade_plural(text: str) -> list[str]:
    return [
        _snippet(text, m)
        for m in _HANDMADE_PLURAL.finditer(text)
        if not _is_plural_noun(m.group(1)) and not _hard_ch_plural(m.group(1))
    ]


def _hard_ch_plural(word: str) -> bool:
    """ "monarchs", "stomachs": a -ch said /k/ takes -s (inflect writes "monarches"); the CMU
    Pronouncing Dictionary says how the singular ends."""
    import pronouncing

    if not word.endswith("chs"):
        return False
    phones = pronouncing.phones_for_word(word[:-1])
    return bool(phones) and phones[0].split()[-1] == "K"


# ---- equations that are false as written: "13/10 = 13 × 10 / 10 × 10 = 130/100" ----------------------

_TERM = r"\(?[-−]?\d{1,3}(?:,\d{3})*\d*(?:\.\d+)?(?: \d+/\d+|/\d+)?\)?"
_EXPRESSION = rf"{_TERM}(?: [+\-−×÷*/] {_TERM})*"
_CHAIN = re.compile(
    rf"(?<![\w.,/=])({_EXPRESSION})((?: = {_EXPRESSION})+)(?![\w/⁰¹²³⁴⁵⁶⁷⁸⁹⁻(°%]|[.,]\d|\.\.| [+\-−×÷*/:<>≤≥] ?[\w$(]| (?:R|tens?|ones?|hundreds?|thousands?|remainder|groups?|with|left)\b)"
)
_STARTS_INSIDE = re.compile(
    r"(?:[+\-−×÷*/=:<>≤≥√∛²³⁰¹⁴⁵⁶⁷⁸⁹⁻)$%]|\b(?:of|angle|class|account|plate|point|line|step|row|column|"
    r"side|mix|wave|rectangle|set|group|day|week|tower|strip)) ?$",
    re.I,
)
"""Text before a chain that makes it part of something longer: an operator ("x + 3 = 7"), a label
("Class 1 = 198 ÷ 6"), a percent or a price ("25% of 104 = ...")."""
_TOKEN = re.compile(r"\(|\)|[+\-−×÷*]| / |\d[\d,]*(?:\.\d+)?(?: \d+/\d+|/\d+)?")


def _value(expression: str) -> Fraction | None:
    """The value of a plain arithmetic expression (usual precedence, ``a/b`` a fraction), or None."""
    tokens = [t if " " in t.strip() else t.strip() for t in _TOKEN.findall(expression) if t != " "]
    if "".join(tokens).replace(" ", "") != expression.replace(" ", ""):
        return None
    position = 0

    def term() -> Fraction:
        nonlocal position
        value = factor()
        while position < len(tokens) and tokens[position] in ("×", "÷", "*", "/"):
            operator = tokens[position]
            position += 1
            right = factor()
            value = value / right if operator in ("÷", "/") else value * right
        return value

    def factor() -> Fraction:
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            value = expression_value()
            position += 1
            return value
        if token in ("-", "−"):
            return -factor()
        whole, _, part = token.replace(",", "").partition(" ")
        return Fraction(whole) + Fraction(part) if part else Fraction(whole)

    def expression_value() -> Fraction:
        nonlocal position
        value = term()
        while position < len(tokens) and tokens[position] in ("+", "-", "−"):
            operator = tokens[position]
            position += 1
            value = value + term() if operator == "+" else value - term()
        return value

    try:
        value = expression_value()
    except (IndexError, ZeroDivisionError, ValueError):
        return None
    return value if position == len(tokens) else None


def false_equation(text: str) -> list[str]:
    found = []
    for m in _CHAIN.finditer(text):
        if _STARTS_INSIDE.search(text[: m.start()]):
            continue  # the chain starts inside a longer expression ("x + 3 = 7")
        sides = [m.group(1), *m.group(2).split(" = ")[1:]]
        values = [_value(side) for side in sides]
        if None not in values and len(set(values)) > 1:
            found.append(_snippet(text, m))
    return found


# ---- units from two systems in one text: "a 15-unit ladder ... 9 cm from the wall" --------------------

_METRIC = r"mm|cm|m|km|millimeters?|centimeters?|meters?|kilometers?"
_CUSTOMARY = r"in|ft|yd|mi|inch|inches|foot|feet|yards?|miles?"
_GENERIC = r"units?(?! of [a-z]\b)"  # "1 unit of x" names x's unit, whatever it is
_UNIT_AFTER_NUMBER = re.compile(
    rf"\b\d(?:[\d,.]*\d)?(?:-| )(?:square |cubic )?({_METRIC}|{_CUSTOMARY}|{_GENERIC})\b"
)


def _system(unit: str) -> str:
    if re.fullmatch(_METRIC, unit):
        return "metric"
    return "customary" if re.fullmatch(_CUSTOMARY, unit) else "generic"  # "unit" or "units"


def mixed_units(text: str) -> list[str]:
    """Lengths given in two systems (or in "units" and a named unit) in one text."""
    found = list(_UNIT_AFTER_NUMBER.finditer(text))
    systems = {_system(m.group(1)) for m in found}
    return [_snippet(text, found[-1])] if len(systems) > 1 else []


# ---- a singular after a count other than one: "3 group of 6", "5 dollar each" ---------------------------

_COUNTED_NOUNS = (
    "group|row|column|part|piece|unit|dollar|cent|penny|nickel|dime|quarter|inch|foot|yard|mile|"
    "meter|centimeter|millimeter|kilometer|gram|kilogram|liter|milliliter|pound|ounce|cup|pint|quart|"
    "gallon|hour|minute|second|day|week|month|year|side|vertex|edge|face|angle|ten|hundred|thousand|"
    "apple|book|marble|student|friend|box|bag|jar|page|ticket|seed|egg|cookie|pencil|sticker|toy"
)
_SINGULAR_AFTER_COUNT = re.compile(
    rf"(?<![\w.,/$-])(?<!\ba )(?<!\ban )(?<!\bper )(?<!\beach )(?<!\bby )(0|[2-9]|\d{{2,}}|\d[\d,]*\d) "
    rf"(?:square |cubic )?({_COUNTED_NOUNS})(?![\w'-])(?! mark\b)(?! (?!is\b|was\b|has\b|this\b)[a-z]+s\b)"
)
"""Not after "a", "per", "each" or "by" ("a 5 minute walk", "a 2 by 3 part"), nor before a plural
noun it describes ("4 toy cars", "3 unit fractions") or "mark" ("the 8 liter mark")."""


def singular_after_a_count(text: str) -> list[str]:
    """A count other than one followed by a singular noun ("3 group of 6"); "a 5 minute walk" and
    "2 hundred" (a number word) are fine."""
    return [
        _snippet(text, m)
        for m in _SINGULAR_AFTER_COUNT.finditer(text)
        if m.group(2) not in ("ten", "hundred", "thousand") or m.group(1) in ("0",)
    ]


Rule = Callable[[str], list[str]]
EXPLANATION_ONLY = frozenset({"false-equation"})
"""Rules that read explanations only: elsewhere a false equation may be the point (a true-false
statement to judge, a wrong choice)."""
RULES: dict[str, Rule] = {
    "one-with-a-plural": one_with_a_plural,
    "wrong-article": wrong_article,
    "doubled-word": doubled_word,
    "bad-ordinal": bad_ordinal,
    "handmade-plural": handmade_plural,
    "false-equation": false_equation,
    "mixed-units": mixed_units,
    "singular-after-a-count": singular_after_a_count,
}


@lru_cache(maxsize=1 << 16)
def slips_in(text: str, *, explanation: bool) -> tuple[tuple[str, str], ...]:
    """(rule, example) for every slip in ``text``; ``explanation`` says whether the text is an
    explanation (the rules of ``EXPLANATION_ONLY`` read nothing else). Cached: a skill's items repeat
    their instructions and passages, and a passage is read once, not once an item."""
    return tuple(
        (rule, example)
        for rule, check in RULES.items()
        if explanation or rule not in EXPLANATION_ONLY
        for example in check(text)
    )
