"""What the engineering design generators share: the model ``model-design.json`` (design
challenges, test results of candidate designs, improvements tried on prototypes, sketches and the
steps of the design process), the entries of a grade, and a few wording helpers.

Every number is read with ``quantity`` and the contestable process wording with ``reviewed``, so
the fact review test sees what the items used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.registry import GenerationContext, NoSuchForm
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed


def kind_words(kind: str) -> str:
    """What a kind of constraint is about, as the questions say it (``size or mass``)."""
    return str(model("design")["constraintKinds"][kind])


def chosen_ask(ctx: GenerationContext, makes: Callable[[str], bool]) -> str:
    """One of the skill's asks that makes the requested content type."""
    asks = [a for a in ctx.params.ask if makes(a)]
    if not asks:
        raise NoSuchForm(f"no ask of this skill makes {ctx.content_type.value}")
    return pick(ctx.rng, asks)


def challenges(grade: int, needs: str | None = None) -> list[dict[str, Any]]:
    """The design challenges of ``grade`` (those with a ``needs`` block only, when given)."""
    found = in_grade(model("design")["challenges"], grade)
    return [c for c in found if needs is None or needs in c]


def sketches(grade: int) -> list[dict[str, Any]]:
    return in_grade(model("design")["sketches"], grade)


def process_steps(grade: int) -> list[dict[str, str]]:
    """The steps of the design process worded for ``grade``'s band."""
    band = in_grade(model("design")["process"], grade)[0]
    return list(reviewed(band)["steps"])


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def plain(title: str) -> str:
    """``a foil boat`` without its article: ``foil boat``."""
    return title.split(" ", 1)[1]


def bare(sentence: str) -> str:
    """A sentence without its final period (to quote it inside another sentence)."""
    return sentence.rstrip(".")


def value(raw: Mapping[str, Any]) -> int:
    """A whole-number quantity of the model (noted as used)."""
    return int(quantity(raw).value)


def results(designs: Sequence[Mapping[str, Any]]) -> list[int]:
    return [value(d["result"]) for d in designs]


_SINGULAR = {"pennies": "penny", "degrees Celsius": "degree Celsius"}


def amount(number: int, unit: str) -> str:
    """``31 pennies``, ``1 penny``, ``20,000 dollars``."""
    word = (_SINGULAR.get(unit) or unit.removesuffix("s")) if number == 1 else unit
    return f"{number:,} {word}"


def header(test: Mapping[str, Any]) -> str:
    """The results column's heading with its unit (``Height (centimeters)``), or without it when the
    heading already counts in it (``Pennies held``, not ``Pennies held (pennies)``)."""
    words = test["column"].lower().split()
    if test["unit"].lower() in words:
        return test["column"]
    return f"{test['column']} ({test['unit']})"


def better_words(test: Mapping[str, Any]) -> str:
    return "a bigger number is better" if test["better"] == "more" else "a smaller number is better"


def best_of(test: Mapping[str, Any], values: Sequence[int]) -> int:
    """The best of ``values`` for this test (the most, or the least when less is better)."""
    return max(values) if test["better"] == "more" else min(values)
