"""Checker for ``math.sp.statistical_questions``: statistical questions and units classified by
their own rules."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.rates import find
from tests.unit.generation.checkers.support.rationals import main_text, tail, verify

KINDS = {
    "centimeters": "length",
    "inches": "length",
    "pounds": "weight",
    "grams": "weight",
    "minutes": "time",
    "hours": "time",
    "degrees Fahrenheit": "temperature",
    "degrees Celsius": "temperature",
    "milliliters": "capacity",
    "cups": "capacity",
}
ATTRIBUTE_WORDS = (
    ("height", "length"),
    ("length", "length"),
    ("weight", "weight"),
    ("mass", "weight"),
    ("time", "time"),
    ("temperature", "temperature"),
    ("amount of water", "capacity"),
)


def _statistical(question: str) -> bool:
    """A question about a group (plural verb do/are/did + 'the ... in/on') expects varied answers."""
    plural = re.search(r"\b(do|are|did) the \w+ (in|on) ", question) is not None
    single = (
        re.search(r"\b(does|is)\b", question) is not None
        or re.search(r"did (my|[A-Z])", question) is not None
    )
    return plural and not single


@checks("math.sp.statistical_questions")
def check_statistical_questions(item: dict[str, Any], params: dict[str, Any]) -> None:
    if params["mode"] == "statistical":
        verify(item, _statistical, claim=tail(r"^(.+\?) is a statistical question\.$"))
        return
    text = main_text(item)
    attribute = find(r"collected data on (.+?)\.", text).group(1)
    kind = next(k for word, k in ATTRIBUTE_WORDS if word in attribute)
    verify(item, lambda a: KINDS.get(a.strip()) == kind, claim=tail(r"unit for these data is (.+)\.$"))
