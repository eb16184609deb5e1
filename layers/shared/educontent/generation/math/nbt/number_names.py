"""Number names (grades 1 and 2): writing a number named in words with digits, choosing the words
for a number, and matching numbers to their names, up to 120 or 1000 (with zeros in the tens or
ones place).

Standards: 1.NBT.A.1, 2.NBT.A.3."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.picture_forms import Mistake, finish, matching_draft, wrongs
from educontent.generation.kit.types import MT, WRITTEN
from educontent.generation.numbers.counting import expanded
from educontent.generation.numbers.words import number_words as words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class NamesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=0, ge=0)
    max: int = Field(default=20, ge=4, le=1000)
    direction: list[Literal["to-numeral", "to-words"]] = Field(
        default_factory=lambda: ["to-numeral"], min_length=1
    )


def _name_pick(ctx: GenerationContext, p: NamesParams) -> int:
    rng = ctx.rng
    n = draw(rng, p.min, p.max, ctx.level)
    if n >= 100 and rng.random() < 0.35:
        # a zero in the tens or ones place
        h = max(1, n // 100)
        n = h * 100 + (rng.randint(1, 9) if rng.random() < 0.5 else rng.randint(1, 9) * 10)
        n = min(n, p.max)
    return n


def _matching(ctx: GenerationContext, p: NamesParams) -> Draft:
    values: list[int] = []
    while len(values) < 4:
        v = _name_pick(ctx, p)
        if v not in values:
            values.append(v)
    pairs = [(str(v), words(v)) for v in values]
    return matching_draft(
        ctx,
        "Match each number to its name.",
        pairs,
        explanation="Read each name part by part: hundreds, then tens, then ones. "
        + " ".join(f"{v} is {words(v)}." for v in values),
        features=Features(task="identify", steps=1, magnitude=len(str(max(values))), representation="text"),
        key=f"names:{','.join(map(str, values))}",
    )


def _numeral_mistakes(n: int) -> list[Mistake]:
    """Wrong ways to write the number ``n`` named in words."""
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    name = words(n)
    mistakes: list[Mistake] = []
    if n >= 100:
        if rest:
            mistakes.append(
                (
                    f"{h}00{rest}",
                    "wrote-each-part",
                    f"{h} hundred is {h * 100}; the rest fills the tens and ones places.",
                )
            )
        if (t == 0) != (o == 0):
            mistakes.append((f"{h}{t or o}", "left-out-a-zero", "A zero is needed to hold the empty place."))
            mistakes.append(
                (h * 100 + o * 10 + t, "put-a-digit-in-the-wrong-place", "A digit is in the wrong place.")
            )
        elif t != o:
            mistakes.append(
                (h * 100 + o * 10 + t, "swapped-tens-and-ones", "The tens and ones digits are swapped.")
            )
    elif n >= 20:
        if o:
            mistakes.append(
                (
                    f"{t}0{o}",
                    "wrote-each-part",
                    f"{words(t * 10)} is {t * 10}, so the tens digit is {t}: {t * 10} + {o} = {n}.",
                )
            )
            mistakes.append((o * 10 + t, "swapped-tens-and-ones", "The tens and ones digits are swapped."))
        mistakes.append(
            (t, "wrote-only-the-tens-digit", f"{words(t * 10)} means {t} tens, which is {t * 10}.")
        )
    elif n >= 13:
        mistakes.append(
            (o * 10 + 1, "swapped-tens-and-ones", "A teen number has 1 ten: its tens digit is 1.")
        )
        mistakes.append((o * 10, "mixed-up-teen-and-ty", f"{words(o * 10)} is {o * 10}; {name} is {n}."))
    mistakes.append((n + 1, "counting-slip", "This is the next number."))
    mistakes.append((max(0, n - 1), "counting-slip", "This is the number before."))
    return mistakes


def _three_digit_word_mistakes(n: int) -> list[Mistake]:
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    mistakes: list[Mistake] = []
    if t == 0 and o:
        mistakes.append(
            (
                words(h * 100 + o * 10),
                "put-the-digit-in-the-wrong-place",
                f"There are 0 tens: the {o} is in the ones place.",
            )
        )
    if o == 0 and t:
        mistakes.append(
            (
                words(h * 100 + t),
                "put-the-digit-in-the-wrong-place",
                f"There are 0 ones: the {t} is in the tens place.",
            )
        )
    if t and o and t != o:
        mistakes.append(
            (words(h * 100 + o * 10 + t), "swapped-tens-and-ones", "The tens and ones are swapped.")
        )
    mistakes.append(
        (
            words(rest) if rest else words(h),
            "left-out-the-hundreds",
            f"The {h} in the hundreds place means {h} hundred.",
        )
    )
    if h < 9:
        mistakes.append((words(n + 100), "wrong-hundreds", "The hundreds part does not match."))
    return mistakes


def _word_mistakes(n: int) -> list[Mistake]:
    """Wrong names for the number ``n``."""
    if n >= 100:
        return _three_digit_word_mistakes(n)
    t, o = divmod(n, 10)
    mistakes: list[Mistake] = []
    if n >= 20:
        if o and o != t:
            mistakes.append((words(o * 10 + t), "swapped-tens-and-ones", "The tens and ones are swapped."))
        if o:
            mistakes.append((words(t * 10), "left-off-the-ones", f"The {o} ones are missing."))
        if 1 < t < 10:
            mistakes.append((words(10 + t), "mixed-up-teen-and-ty", f"{words(10 + t)} is {10 + t}, not {n}."))
        mistakes.append(
            (words(n + 10) if n + 10 < 100 else words(n - 10), "wrong-tens", "The tens part does not match.")
        )
        return mistakes
    if n >= 13:
        mistakes.append((words(o * 10), "mixed-up-teen-and-ty", f"{words(o * 10)} is {o * 10}, not {n}."))
    mistakes.append((words(n + 1), "counting-slip", "This names the next number."))
    if n >= 1:
        mistakes.append((words(n - 1), "counting-slip", "This names the number before."))
    mistakes.append((words((n + 2) % 21), "counting-slip", "This names a different number."))
    return mistakes


def _to_numeral(n: int, explain: str) -> MathQuestion:
    name = words(n)
    return MathQuestion(
        prompt=f"Write the number {name} using digits.",
        answer_display=str(n),
        answer_value=n,
        explanation=explain,
        misconceptions=wrongs(str(n), *_numeral_mistakes(n)),
        fill_text=f"The number {name} is written ___.",
        features=Features(task="identify", steps=1, magnitude=len(str(n)), representation="text"),
        key=f"name2num:{n}",
        instructions="Write the number.",
    )


def _to_words(n: int, explain: str) -> MathQuestion:
    name = words(n)
    acceptable = [name.replace("-", " ")] + (
        [name.replace(" hundred ", " hundred and ")] if n > 100 and n % 100 else []
    )
    return MathQuestion(
        prompt=f"Which words name the number {n}?",
        answer_display=name,
        explanation=explain,
        misconceptions=wrongs(name, *_word_mistakes(n)),
        fill_text=f"In words, {n} is ___.",
        answer_format="text",
        acceptable=tuple(a for a in acceptable if a != name),
        features=Features(task="identify", steps=1, magnitude=len(str(n)), representation="text"),
        key=f"num2name:{n}",
        instructions="Write the number name.",
    )


_DIRECTIONS = {"to-numeral": _to_numeral, "to-words": _to_words}


_BANDS = "the number named: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range (to 120: easy 0-72, medium 24-96, hard 60-120)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {MT}, params=NamesParams, levels=Levels("size", _BANDS))
def number_names(ctx: GenerationContext) -> Draft:
    p: NamesParams = ctx.params
    if ctx.content_type is MT:
        return _matching(ctx, p)
    n = _name_pick(ctx, p)
    direction = pick(ctx.rng, p.direction)
    name = words(n)
    t, o = divmod(n % 100, 10)
    explain = f"{name} means {expanded(n)} = {n}." if n >= 10 else f"{name} is {n}."
    explain = explain[0].upper() + explain[1:]
    if n >= 100 and (t == 0 or o == 0):
        explain += " A zero holds the empty place."
    return finish(_DIRECTIONS[direction](n, explain), ctx)
