"""Value rules shared by query parameters and body fields, stated once so that the server and the
OpenAPI document agree (a rule the server enforces is a rule the document states).

- Integers in query strings are ASCII digits only: ``+5``, `` 5``, ``5.0``, ``1_0`` and other
  scripts' digits (``٣``) are refused, and so is anything longer than ``MAX_QUERY_DIGITS``.
- A grade is ``kindergarten``, ``grade-1`` ... ``grade-8`` (any case) or ``0`` ... ``8``.
- A subject is one of the catalog's subject slugs (``SUBJECTS``; a test checks the catalog).
- A standards framework is ``CCSS-MATH``, ``CCSS-ELA`` or ``NGSS``, in any case.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, get_args

from annotated_types import Ge, Le
from pydantic import BeforeValidator, StringConstraints

from educontent.core.catalog_records import FRAMEWORKS, Framework

MAX_QUERY_DIGITS = 20
"""Longest integer accepted in a query string, in digits (every bound in the API is shorter)."""
_ASCII_DIGITS = re.compile(rf"[0-9]{{1,{MAX_QUERY_DIGITS}}}")


def _ascii_int(value: Any) -> Any:
    if isinstance(value, str):
        if not _ASCII_DIGITS.fullmatch(value):
            raise ValueError(f"must be written with the ASCII digits 0-9 only (at most {MAX_QUERY_DIGITS})")
        return int(value)
    return value


def ascii_int(minimum: int, maximum: int) -> Any:
    """An integer from ``minimum`` to ``maximum`` that, sent as text (query strings), must be
    ASCII digits only. The bounds sit inside the type so that the OpenAPI document shows them as
    ``minimum``/``maximum``; use it as ``Annotated[ascii_int(1, 100), Query(...)]``."""
    return Annotated[int, Ge(minimum), Le(maximum), BeforeValidator(_ascii_int)]


def any_case(word: str) -> str:
    """A regular expression matching ``word`` in any case, written without flags: ``[Nn][Gg]...``
    (JSON Schema patterns have no portable case-insensitive flag)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in word)


GRADE_PATTERN = f"^(?:{any_case('kindergarten')}|{any_case('grade-')}[1-8]|[0-8])$"
GRADE_DESCRIPTION = "Grade slug (`kindergarten`, `grade-1` ... `grade-8`, any case) or integer `0`-`8`."
GradeText = Annotated[str, StringConstraints(pattern=GRADE_PATTERN)]

Subject = Literal["math", "reading", "vocabulary", "spelling", "science"]
SUBJECTS: tuple[str, ...] = get_args(Subject)

FRAMEWORK_PATTERN = "^(?:" + "|".join(any_case(name) for name in FRAMEWORKS) + ")$"
FRAMEWORK_DESCRIPTION = (
    "Standards framework: `CCSS-MATH`, `CCSS-ELA` or `NGSS`, in any case (`ccss-math` works)."
)


def canonical_framework(value: str | None) -> Framework | None:
    """A framework name sent in any case as the catalog spells it (``ccss-math`` -> ``CCSS-MATH``)."""
    if value is None:
        return None
    upper = value.upper()
    for name in FRAMEWORKS:
        if name == upper:
            return name
    raise ValueError(f"unknown framework (use one of {', '.join(FRAMEWORKS)})")
