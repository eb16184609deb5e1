"""What an item demands of an answer, decided from the item alone (docs/answers.md):

- simplest form: the item's words ask for it (``simplest form``, ``lowest terms``, ``simplify``),
  the skill is about simplifying (its slug says ``simplif`` or ``simplest``), or the worked steps
  simplify to the answer (``P = 12/30 = 2/5``);
- a mixed number: the item's words ask for one;
- the unit: required when the answer has a unit of measure (length, area, volume, mass, capacity,
  temperature, angle, time) that the question does not already give (``How many minutes ...?``,
  ``... in square feet``, ``convert ... to meters``, ``___ cm``) nor a table heading (``Height (cm)``), and the item is not a
  bare computation (arithmetic);
- rounding: when the worked answer is an approximation (its explanation says ``≈``) and the item
  does not ask to round, a decimal written with more places that round to the answer is right; an
  answer shown as ``about ...`` is an estimate (within 5%);
- spelling: spelling items (``item.spelling`` set, or a word puzzle) are checked letter for letter.
"""

from __future__ import annotations

import re
from fractions import Fraction

from educontent.answers import units
from educontent.generation.items import ContentItem

_SIMPLEST = re.compile(r"simplest form|lowest terms|simplif", re.IGNORECASE)
_MIXED = re.compile(r"mixed number", re.IGNORECASE)
_ROUNDING = re.compile(r"\bround|\bnearest\b|\bestimate", re.IGNORECASE)


def item_text(item: ContentItem) -> str:
    """Everything the learner reads of the item's task (not the passage, not the answer)."""
    content = item.content
    parts = [content.instructions or ""]
    for name in ("question", "text", "prompt", "expression", "statement"):
        value = getattr(content, name, None)
        if isinstance(value, str):
            parts.append(value)
    return "\n".join(parts)


def demands_simplest(item: ContentItem) -> bool:
    """Whether a fraction answer must be in simplest form (else an equivalent fraction is right)."""
    slug = item.skill
    if "simplif" in slug or "simplest" in slug or "lowest-terms" in slug:
        return True
    if _SIMPLEST.search(item_text(item)) or _SIMPLEST.search(item.answer.explanation):
        return True
    return shows_simplifying(item.answer.explanation, item.answer.display)


_FRACTION = re.compile(r"(?<![\d/])(\d+)/(\d+)(?![\d/])")


def shows_simplifying(explanation: str, display: str) -> bool:
    """Whether the worked steps simplify to the answer: ``12/30 = 2/5`` where 2/5 is the answer."""
    answer = _FRACTION.search(display)
    if answer is None:
        return False
    target = answer.group(0)
    value = Fraction(int(answer.group(1)), int(answer.group(2)) or 1)
    for found in re.finditer(rf"(?<![\d/])(\d+)/(\d+)\s*=\s*{re.escape(target)}(?![\d/])", explanation):
        numerator, denominator = int(found.group(1)), int(found.group(2))
        written = found.group(0).split("=")[0].strip()
        if denominator and written != target and Fraction(numerator, denominator) == value:
            return True
    return False


def demands_mixed(item: ContentItem) -> bool:
    """Whether the item asks for a mixed number (an improper fraction is then not simplified)."""
    return bool(_MIXED.search(item_text(item)))


def asks_to_round(item: ContentItem) -> bool:
    """Whether the item is about rounding or estimating (then only the rounded value is right)."""
    return bool(_ROUNDING.search(item_text(item)) or _ROUNDING.search(item.skill))


def rounded_answer(item: ContentItem) -> bool:
    """Whether the answer is a rounded approximation that more precise decimals may stand for."""
    return "≈" in item.answer.explanation and not asks_to_round(item)


def unit_required(item: ContentItem) -> bool:
    """Whether a number without its unit is incomplete (see the module docstring)."""
    unit = item.answer.unit
    if not unit or not units.is_measurement(unit) or item.content.type in ("arithmetic", "picture-counting"):
        return False
    if question_gives_unit(item_text(item), unit):
        return False
    columns = getattr(item.content, "columns", None)
    return not (columns and heading_gives_unit(columns, unit))


def heading_gives_unit(columns: list[str], unit: str) -> bool:
    """Whether a table's column heading names the unit (``Height (cm)``): its numbers are in it."""
    lowered = " ".join(columns).casefold()
    return any(re.search(rf"(?<!\w){re.escape(form)}(?![\w²³])", lowered) for form in units.forms(unit))


def question_gives_unit(text: str, unit: str) -> bool:
    """Whether the question already names the unit of its answer."""
    lowered = text.casefold()
    for form in units.forms(unit):
        name = re.escape(form)
        end = r"(?![\w²³])"
        if re.search(rf"\bhow (?:many|much)\s+(?:\w+\s+)?{name}{end}", lowered):
            return True
        if re.search(rf"\b(?:in|to|into)\s+(?:terms of π,?\s+)?{name}{end}", lowered):
            return True
        if re.search(rf"___\s*{name}{end}", lowered):
            return True
    return False


def is_ratio(item: ContentItem) -> bool:
    """Items about ratios read ``a:b`` as a ratio, not a time of day."""
    return "ratio" in item.skill or "ratio" in item_text(item).casefold()


def is_spelling(item: ContentItem) -> bool:
    """Spelling items are checked letter for letter."""
    return item.spelling is not None or item.content.type == "word-puzzle"


def is_math(item: ContentItem) -> bool:
    return item.standard is not None and item.standard.framework == "CCSS-MATH"
