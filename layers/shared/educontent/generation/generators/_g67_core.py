"""Moved: re-exports of the old grade 6-7 helpers for the modules not moved yet (deleted later).

Formatting is in ``numbers.rationals``; question building in ``kit.answer_forms``; names in
``kit.people`` (roster 4)."""

from fractions import Fraction as F  # noqa: F401
from math import lcm  # noqa: F401
from typing import Any

from educontent.generation.kit.answer_forms import (  # noqa: F401
    ModeParams,
    acceptable_forms,
    emit,
    nonzero,
    question,
    skill_standard,
    value_of,
    wrongs,
    yes_no_statement,
)
from educontent.generation.kit.answer_forms import person as name  # noqa: F401
from educontent.generation.kit.choose import pick  # noqa: F401
from educontent.generation.kit.people import people
from educontent.generation.numbers.rationals import (  # noqa: F401
    coef_text,
    digits,
    dx,
    fx,
    linear,
    money,
    neg,
    num_text,
    sup,
    terminates,
)


def __getattr__(attribute: str) -> Any:
    if attribute == "NAMES":
        return people("roster-4")
    raise AttributeError(attribute)
