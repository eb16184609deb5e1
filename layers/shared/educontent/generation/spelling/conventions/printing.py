"""Printing letters (L.K.1a, L.1.1a): tracing a capital or lowercase letter on handwriting lines
with dotted guides and copying it, choosing the matching capital or lowercase form among letters
that look alike, and writing the matching form.

Letters and the letters each is confused with are fixed facts, kept here: the pairs children reverse
(b and d, p and q), turn upside down (n and u, m and w) or mix up by shape (i and l, h and n). Every
item carries its ``SpellingTarget``: the letter, its case as the pattern, and the activity.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.difficulty import Features
from educontent.generation.draw.tracing_guides import tracing_sheet
from educontent.generation.items import (
    ExactAnswer,
    ShortAnswerContent,
    SpellingTarget,
    Visuals,
    WordPuzzleContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, choice_draft
from educontent.generation.kit.types import MC, SA, WP
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class PrintingParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    case: Literal["capital", "lowercase"]


_BANDS = (
    "easy: three dotted letters to trace and three letters to choose from; medium: two dotted "
    "letters and four choices; hard: one dotted letter to trace, then the letter from memory"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_LOOK_ALIKE: dict[str, str] = {
    "b": "dpq",
    "d": "bqp",
    "p": "qbd",
    "q": "pdg",
    "n": "uhm",
    "u": "nv",
    "m": "wn",
    "w": "mv",
    "i": "lj",
    "l": "it",
    "j": "ig",
    "h": "nb",
    "f": "tl",
    "t": "fl",
    "a": "od",
    "o": "ac",
    "c": "eo",
    "e": "co",
    "g": "qy",
    "y": "gv",
    "v": "yu",
    "k": "xh",
    "x": "kz",
    "z": "sx",
    "s": "zc",
    "r": "nv",
}
"""Lowercase letters and the lowercase letters children mix them up with."""

_NAME = {"capital": "capital letter", "lowercase": "lowercase letter"}


@generator(content_types={WP, MC, SA}, params=PrintingParams, levels=Levels("form", _BANDS))
def printing(ctx: GenerationContext) -> Draft:
    letter = pick(ctx.rng, list(string.ascii_lowercase))
    activity, builder = _BUILDERS[ctx.content_type]
    draft = builder(ctx, letter)
    shown = letter.upper() if ctx.params.case == "capital" else letter
    draft.spelling = SpellingTarget(word=shown, pattern=f"{ctx.params.case}-letter", activity=activity)
    return draft


def _trace(ctx: GenerationContext, letter: str) -> Draft:
    case = ctx.params.case
    shown = letter.upper() if case == "capital" else letter
    traced, copies = 3 - ctx.level.rank, 3
    svg = tracing_sheet(
        shown,
        traced=traced,
        copies=2,
        title=f"Tracing the {_NAME[case]} {shown}",
        desc=f"Handwriting lines with {traced} dotted {shown} to trace on the first row and two empty rows.",
    )
    return Draft(
        content=WordPuzzleContent(
            instructions="Trace, then write.",
            puzzle_kind="tracing",
            prompt=f"Trace the dotted {_NAME[case]} {shown}. Then write it {copies} times on the lines.",
            words=[shown],
            copies=copies,
            hint=_hint(shown, case),
        ),
        answer=ExactAnswer(value=shown, display=shown, explanation=_hint(shown, case)),
        features=Features(task="recall", steps=1, magnitude=1, representation="visual"),
        key=f"trace:{shown}",
        visuals=Visuals(diagram_svg=svg),
    )


def _hint(shown: str, case: str) -> str:
    if case == "capital":
        return f"A capital {shown} starts at the top line and sits on the baseline."
    tall = shown in "bdfhklt"
    low = shown in "gjpqy"
    where = (
        "reaches up to the top line"
        if tall
        else "hangs below the baseline"
        if low
        else "fits between the dashed midline and the baseline"
    )
    return f"A lowercase {shown} {where}."


def _pairs(ctx: GenerationContext, letter: str) -> tuple[str, str, str, str]:
    """The letter shown, the form asked for, and the names of both cases for the question."""
    if ctx.params.case == "capital":
        return letter, letter.upper(), "lowercase letter", "capital"
    return letter.upper(), letter, "capital letter", "lowercase"


def _choose(ctx: GenerationContext, letter: str) -> Draft:
    shown, answer, shown_name, asked = _pairs(ctx, letter)
    wrong = [
        Wrong(
            _form(other, asked),
            "letter-that-looks-alike",
            f"{_form(other, asked)} looks a little like {answer}, but it is a different letter.",
        )
        for other in _LOOK_ALIKE.get(letter, "")
    ]
    wrong.append(
        Wrong(shown, "same-letter-other-case", f"{shown} is the letter shown, not its {asked} form.")
    )
    return choice_draft(
        ctx,
        f"Which is the {asked} form of the {shown_name} {shown}?",
        answer,
        wrong,
        f"The {shown_name} {shown} and the {asked} letter {answer} are the same letter.",
        key=f"choose:{answer}",
        instructions="Choose the matching letter.",
    )


def _form(letter: str, case: str) -> str:
    return letter.upper() if case == "capital" else letter


def _write(ctx: GenerationContext, letter: str) -> Draft:
    shown, answer, shown_name, asked = _pairs(ctx, letter)
    return Draft(
        content=ShortAnswerContent(
            instructions="Print the letter. Capital and lowercase letters are different here.",
            question=f"Write the {asked} form of the {shown_name} {shown}.",
        ),
        answer=ExactAnswer(
            value=answer,
            display=answer,
            explanation=f"The {shown_name} {shown} and the {asked} letter {answer} are the same letter.",
            acceptable_answers=[answer],
        ),
        features=Features(task="recall", steps=1, magnitude=1, representation="text"),
        key=f"write:{answer}",
    )


_BUILDERS: dict[str, tuple[str, Callable[[GenerationContext, str], Draft]]] = {
    WP: ("trace", _trace),
    MC: ("choose", _choose),
    SA: ("write", _write),
}
