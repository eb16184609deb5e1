"""Place value by bundles: decade numbers as tens, teen numbers as a ten and ones, bundles of ten
ones, ten tens, extra ones, many tens, and hundreds as hundreds or tens."""

from __future__ import annotations

from collections.abc import Callable

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.picture_forms import Mistake, standard
from educontent.generation.math.nbt._places import place_count
from educontent.generation.math.nbt.place_value_blocks.item import PV
from educontent.generation.numbers.counting import unit_count
from educontent.generation.registry import GenerationContext

# a bundling question: fill-in text, answer, explanation, mistakes, standard
Bundle = tuple[str, int, str, list[Mistake], str | None]

# A single digit (tens of a decade number, ones of a teen number, hundreds) by level: medium is the
# top level of the grade 1 skills, so it starts above easy's small digits.
_DIGITS = {DifficultyLevel.EASY: (1, 5), DifficultyLevel.MEDIUM: (4, 9), DifficultyLevel.HARD: (6, 9)}


def _digit(ctx: GenerationContext) -> int:
    return ctx.rng.randint(*_DIGITS[ctx.level])


def decade(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """A decade number as tens and 0 ones."""
    rng = ctx.rng
    tens = _digit(ctx)
    n = tens * 10
    if rng.random() < 0.5:
        fill = f"{n} = ___ tens and 0 ones"
        answer = tens
        mistakes: list[Mistake] = [
            (n, "wrote-the-whole-number", "The blank counts the tens."),
            (0, "counted-the-ones", "There are 0 ones, but the blank asks for tens."),
            (tens + 1, "off-by-one", "This is one too many."),
        ]
    else:
        fill = f"{unit_count(tens, 'ten', 'tens')} and 0 ones = ___"
        answer = n
        mistakes = [
            (
                tens,
                "wrote-the-tens-digit",
                f"{place_count(tens, 1)} {'is' if tens == 1 else 'are'} worth {n}.",
            ),
            (tens * 100, "wrote-hundreds", f"{place_count(tens, 2)} would be {tens * 100}."),
            (n + 1, "off-by-one", "This is one too many."),
        ]
    prompt = f"What number makes this true? {fill}"
    explanation = (
        f"{n} is {place_count(tens, 1)} and 0 ones, because {' + '.join(['10'] * tens)} = {n}."
        if tens <= 5
        else f"{n} is {place_count(tens, 1)} and 0 ones: {tens} groups of ten make {n}."
    )
    std = standard(ctx, "1.NBT.B.2c", "1.NBT.B.2")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def teen(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """A teen number as 1 ten and some ones."""
    rng = ctx.rng
    ones = _digit(ctx)
    n = 10 + ones
    if rng.random() < 0.5:
        fill = f"1 ten and {unit_count(ones, 'one', 'ones')} = ___"
        answer = n
        mistakes: list[Mistake] = [
            (1 + ones, "counted-the-ten-as-one", "The ten is worth 10, not 1."),
            (int(f"{ones}1"), "swapped-tens-and-ones", "The 1 ten goes in the tens place."),
            (100 + ones, "wrote-each-part", "1 ten is 10, not 100."),
        ]
    else:
        fill = f"{n} = 1 ten and ___ ones"
        answer = ones
        mistakes = [
            (n, "wrote-the-whole-number", "The blank counts only the extra ones."),
            (1, "wrote-the-tens-digit", "The 1 stands for the ten."),
            (ones + 1, "off-by-one", "This is one too many."),
        ]
    prompt = f"What number makes this true? {fill}"
    explanation = f"{n} is a ten and {ones} more ones: {n} = 10 + {ones}."
    std = standard(ctx, "1.NBT.B.2b", "1.NBT.B.2")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def hundreds(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """A hundreds number as hundreds, 0 tens and 0 ones."""
    rng = ctx.rng
    hund = _digit(ctx)
    n = hund * 100
    if rng.random() < 0.5:
        fill = (
            f"{n} = ___ hundreds, 0 tens and 0 ones" if hund > 1 else f"{n} = ___ hundred, 0 tens and 0 ones"
        )
        answer = hund
        mistakes: list[Mistake] = [
            (n, "wrote-the-whole-number", "The blank counts the hundreds."),
            (hund * 10, "counted-tens", f"{n} is {hund * 10} tens, but the blank asks for hundreds."),
            (0, "counted-the-zeros", "The zeros are the tens and ones."),
        ]
    else:
        fill = f"{unit_count(hund, 'hundred', 'hundreds')} = ___"
        answer = n
        mistakes = [
            (hund, "wrote-the-digit", f"{place_count(hund, 2)} {'is' if hund == 1 else 'are'} worth {n}."),
            (hund * 10, "wrote-tens", f"{place_count(hund, 1)} would be {hund * 10}."),
            (hund * 1000, "too-many-zeros", "A hundred has two zeros."),
        ]
    prompt = f"What number makes this true? {fill}"
    explanation = f"{n} is {place_count(hund, 2)}, 0 tens and 0 ones."
    std = standard(ctx, "2.NBT.A.1b")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def _ten_ones(ctx: GenerationContext) -> Bundle:
    fill = "The number of tens in 10 ones is ___."  # no count before a noun: "10 ones = 0 ten" would be one
    answer = 1
    explanation = "A bundle of 10 ones is called 1 ten."
    mistakes: list[Mistake] = [
        (10, "counted-ones-not-bundles", "10 ones make one bundle: 1 ten."),
        (0, "thought-ones-are-not-tens", "10 ones can be bundled into 1 ten."),
        (100, "mixed-up-ten-and-hundred", "100 is ten tens."),
    ]
    std = standard(ctx, "1.NBT.B.2a")
    return fill, answer, explanation, mistakes, std


def _ten_tens(ctx: GenerationContext) -> Bundle:
    fill = "The number of hundreds in 10 tens is ___."
    answer = 1
    explanation = "A bundle of 10 tens is called 1 hundred: 10 tens = 100."
    mistakes: list[Mistake] = [
        (10, "counted-tens-not-bundles", "10 tens make one bundle: 1 hundred."),
        (100, "wrote-the-value", "10 tens are worth 100, which is 1 hundred."),
        (0, "thought-tens-are-not-hundreds", "10 tens can be bundled into 1 hundred."),
    ]
    std = standard(ctx, "2.NBT.A.1a")
    return fill, answer, explanation, mistakes, std


def _tens_and_extra_ones(ctx: GenerationContext) -> Bundle:
    rng = ctx.rng
    tens = draw(rng, 2, 9, ctx.level)
    extra = draw(rng, 10, 19, ctx.level)
    fill = f"{tens} tens and {extra} ones = ___"
    answer = tens * 10 + extra
    explanation = (
        f"{extra} ones is 1 ten and {place_count(extra - 10, 0)}. So there are {tens + 1} tens and {place_count(extra - 10, 0)}: "
        f"{tens * 10} + {extra} = {answer}."
    )
    mistakes: list[Mistake] = [
        (
            int(f"{tens}{extra}"),
            "wrote-the-parts-side-by-side",
            f"{extra} ones is more than 9, so make a new ten.",
        ),
        (tens + extra, "counted-tens-as-ones", "Each ten is worth 10."),
        (answer - 10, "lost-the-new-ten", "The new ten from the ones was left out."),
    ]
    std = standard(ctx, "1.NBT.B.2a", "1.NBT.B.2", "2.NBT.A.1a")
    return fill, answer, explanation, mistakes, std


def _tens_as_hundreds(ctx: GenerationContext) -> Bundle:
    rng = ctx.rng
    tens = draw(rng, 11, 99, ctx.level)
    answer = tens * 10
    fill = f"{tens} tens = ___"
    h, t = divmod(tens, 10)
    explanation = (
        f"Ten tens make a hundred, so {tens} tens are {place_count(h, 2)} and {place_count(t, 1)}: "
        f"{h * 100} + {t * 10} = {answer}."
    )
    mistakes: list[Mistake] = [
        (tens, "wrote-the-number-of-tens", f"{tens} tens are worth {answer}."),
        (tens * 100, "treated-tens-as-hundreds", "Each ten is 10, not 100."),
        (h * 100 + t, "put-the-tens-in-the-ones-place", f"The {t} is tens, so it is worth {t * 10}."),
    ]
    std = standard(ctx, "2.NBT.A.1a")
    return fill, answer, explanation, mistakes, std


def _hundreds_as_tens(ctx: GenerationContext) -> Bundle:
    rng = ctx.rng
    hund = draw(rng, 1, 9, ctx.level)
    fill = f"{unit_count(hund, 'hundred', 'hundreds')} = ___ tens"
    answer = hund * 10
    explanation = f"Each hundred is 10 tens, so {place_count(hund, 2)} = {hund} × 10 = {answer} tens."
    mistakes: list[Mistake] = [
        (hund, "counted-hundreds-not-tens", "Each hundred holds 10 tens."),
        (hund * 100, "wrote-the-value", f"{hund * 100} is the value, but the blank counts tens."),
        (answer + 1, "off-by-one", "This is one too many."),
    ]
    std = standard(ctx, "2.NBT.A.1a")
    return fill, answer, explanation, mistakes, std


_BUNDLES: dict[int, Callable[[GenerationContext], Bundle]] = {
    0: _ten_ones,
    1: _ten_tens,
    2: _tens_and_extra_ones,
    3: _hundreds_as_tens,
    4: _tens_as_hundreds,
}


# (mode, hard) -> the bundling questions asked: hard leaves out the one-bundle facts (10 ones, 10 tens)
_KINDS = {
    ("bundle-ten", False): (0, 2),
    ("bundle-ten", True): (2,),
    ("bundle-hundred", False): (1, 3, 4, 4),
    ("bundle-hundred", True): (3, 4, 4),
}


def bundles(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """Bundling ones into tens (``bundle-ten``) or tens into hundreds (``bundle-hundred``)."""
    kinds = _KINDS[mode, ctx.level == DifficultyLevel.HARD]
    kind = pick(ctx.rng, kinds)
    fill, answer, explanation, mistakes, std = _BUNDLES[kind](ctx)
    return PV(f"What number makes this true? {fill}", answer, explanation, mistakes, fill, std, n)
