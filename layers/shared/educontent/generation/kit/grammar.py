"""Plurals, articles, counts and ordinals for item text, decided by the inflect library.

One place for the small grammar that item text needs, instead of hand-made rules (``word + "s"``,
"an" before a vowel letter) that write "sandwichs", "1 groups" and "a one-digit". Results are cached
per word: inflect's rules are thorough, not fast, and our word banks are finite.

inflect cannot see numerals ("a 8-sided shape"), so a phrase that starts with digits is judged by
the number's words ("an eight-sided shape"), a year by how it is said ("an 1854 map"); those are the
only rules of our own here.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache
from typing import Any

_LEADING_NUMBER = re.compile(r"\d[\d,]*")


@cache
def _engine() -> Any:
    import inflect  # loaded with the first generator that writes a plural or an article

    return inflect.engine()


@cache
def plural(noun: str) -> str:
    """The plural of a singular noun or noun phrase: sandwich -> sandwiches, square inch -> square
    inches, child -> children."""
    return str(_engine().plural_noun(noun))


def takes_singular(quantity: int | float | Fraction) -> bool:
    """Whether ``quantity`` is followed by a singular noun: exactly 1 (1 inch), or a fraction
    between 0 and 1 (3/4 inch). Everything else takes the plural: 0 inches, 2 inches, 1.5 inches."""
    if quantity == 1:
        return True
    return isinstance(quantity, Fraction) and 0 < quantity < 1


def noun_for(quantity: int | float | Fraction, noun: str) -> str:
    """``noun`` (given in the singular) in the number ``quantity`` asks for."""
    return noun if takes_singular(quantity) else plural(noun)


@cache
def singular(noun: str) -> str:
    """The singular of a plural noun or noun phrase (days -> day, million years -> million year,
    inches -> inch); anything that is not a plural noun (cm, °C, sheep) as it is."""
    found = _engine().singular_noun(noun)
    return str(found) if found and plural(str(found)) == noun else noun


def unit_for(quantity: int | float | Fraction, unit: str) -> str:
    """A unit written in the plural (as banks write it: ``days``, ``kittens``, ``cm``) in the number
    ``quantity`` asks for: 1 day, 3 days, 1 cm."""
    return singular(unit) if takes_singular(quantity) else unit


def count_of(quantity: int | float | Fraction, noun: str, shown: str | None = None) -> str:
    """``1 group``, ``6 groups``, ``3/4 inch``; ``shown`` is how the quantity is written (default
    ``str(quantity)``)."""
    return f"{quantity if shown is None else shown} {noun_for(quantity, noun)}"


@cache
def article(phrase: str) -> str:
    """``a`` or ``an`` for ``phrase`` as it is said: an orange, a unit, a one-digit number, an hour,
    an 8-sided shape, an 11."""
    match = _LEADING_NUMBER.match(phrase)
    if match:
        number = match.group()
        if len(number) == 4 and "1100" <= number <= "1999":
            number = number[:2]  # a year is said in hundreds: an 1854 map ("eighteen fifty-four")
        said = _engine().number_to_words(number.replace(",", ""))
        phrase = said + phrase[match.end() :]
    return str(_engine().a(phrase)).split(" ", 1)[0]


def with_article(phrase: str) -> str:
    """``an orange``, ``a unit``, ``an 8-sided shape``."""
    return f"{article(phrase)} {phrase}"


@cache
def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``11th``, ``22nd``."""
    return str(_engine().ordinal(n))
