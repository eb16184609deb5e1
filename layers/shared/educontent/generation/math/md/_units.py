"""Units for the measurement generators: a quantity with its unit in the right number, and how a
story's fill-in sentence names what is asked."""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.kit.grammar import count_of, noun_for, plural

_SINGULARS = (
    "unit",
    "square unit",
    "cubic unit",
    "cube",
    "inch",
    "square inch",
    "foot",
    "square foot",
    "square yard",
    "cubic inch",
    "cubic foot",
    "cubic yard",
    "cubic centimeter",
    "cubic meter",
    "yard",
    "mile",
    "centimeter",
    "square centimeter",
    "meter",
    "square meter",
    "kilometer",
    "millimeter",
    "gram",
    "kilogram",
    "pound",
    "ounce",
    "ton",
    "liter",
    "milliliter",
    "cup",
    "pint",
    "quart",
    "gallon",
    "second",
    "minute",
    "hour",
    "day",
    "week",
    "degree",
    "dollar",
    "cent",
)
"""The units the measurement generators name; their plurals come from ``kit.grammar``."""


@cache
def _singular_of() -> dict[str, str]:
    return {plural(word): word for word in _SINGULARS}


def singular(units: str) -> str:
    """The singular of a unit named in the plural: inches -> inch, feet -> foot (a unit this module
    does not know is returned as given)."""
    return _singular_of().get(units, units)


def unit_word(plural_name: str, singular_name: str, value: Fraction | int | float) -> str:
    """``singular_name`` or ``plural_name``, as ``value`` asks (1 inch, 3/4 inch, 2 inches)."""
    return noun_for(value, singular_name) if singular_name else plural_name


def measured(value: Fraction | int | float | str, units: str, shown: str | None = None) -> str:
    """``value`` with ``units`` (named in the plural) in the right number: 1 inch, 5 inches,
    1 square unit, 3/4 inch; ``value`` may be written out ("1", "3/4", "2.5", "1 1/2");
    ``shown`` is how it is written (default ``str(value)``)."""
    shown = str(value) if shown is None else shown
    if units not in _singular_of():
        return f"{shown} {units}"  # a symbol (cm, ft) or a word this module does not know
    return count_of(_quantity(value), singular(units), shown)


def in_number(value: Fraction | int | float | str, units: str) -> str:
    """``units`` (named in the plural) in the number ``value`` asks for: inch for 1, inches for 2."""
    return noun_for(_quantity(value), singular(units))


_PART = {2: "half", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 8: "eighth", 10: "tenth", 12: "twelfth"}


def parts(denominator: int) -> str:
    """The name of the equal parts a denominator cuts a whole into: halves, fourths, eighths."""
    return plural(_PART[denominator])


def there_are(quantity: int, noun: str, shown: str | None = None) -> str:
    """ "There is 1 layer" or "There are 3 layers" (``noun`` given in the singular)."""
    return f"There {'is' if quantity == 1 else 'are'} {count_of(quantity, noun, shown)}"


def _quantity(value: Fraction | int | float | str) -> Fraction | int | float:
    """A written quantity as a number: "1" -> 1, "3/4" -> 3/4 (a mixed number or a decimal is
    never exactly 1 or a fraction below 1, so it reads as 2)."""
    if not isinstance(value, str):
        return value
    written = value.replace(",", "")
    if written.isdigit():
        return int(written)
    if re.fullmatch(r"\d+/\d+", written):
        return Fraction(written)
    return 2


def cue(op: str) -> str:
    """ "The amount in all" (add), "The amount left" (subtract), ... for a fill-in sentence."""
    return load_bank("math", "md-units")["cues"][op]


def story_fill(prompt: str, what: str) -> str:
    """The fill-in sentence of a story ``prompt``: its question, the last sentence, becomes
    "``what`` is ___."."""
    return prompt.rsplit(". ", 1)[0] + f". {what} is ___."
