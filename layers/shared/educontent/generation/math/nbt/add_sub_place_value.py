"""Adding and subtracting with place value (grades 1 and 2): two-digit numbers and ones or tens,
multiples of ten, two- and three-digit sums and differences (with or without regrouping), and up
to four two-digit addends, explained column by column.

Standards: 1.NBT.C.4, 1.NBT.C.6, 2.NBT.B.5, 2.NBT.B.6, 2.NBT.B.7."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache, partial
from typing import Literal

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm, MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.kit.types import AR, WRITTEN
from educontent.generation.math.nbt._places import place_count
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@lru_cache(maxsize=4096)
def _digits(n: int) -> tuple[int, ...]:
    return tuple(int(d) for d in reversed(str(n)))


def _carries(nums: list[int]) -> bool:
    width = max(len(str(x)) for x in nums)
    carry = 0
    for place in range(width):
        s = sum(_digits(x)[place] if place < len(_digits(x)) else 0 for x in nums) + carry
        if s >= 10:
            return True
        carry = s // 10
    return False


def _borrows(a: int, b: int) -> bool:
    da, db = _digits(a), _digits(b)
    return any((db[i] if i < len(db) else 0) > da[i] for i in range(len(da)))


def _no_carry(nums: list[int]) -> int:
    width = max(len(str(x)) for x in nums)
    out = 0
    for place in range(width):
        s = sum(_digits(x)[place] if place < len(_digits(x)) else 0 for x in nums) % 10
        out += s * 10**place
    return out


def _smaller_from_larger(a: int, b: int) -> int:
    da, db = _digits(a), _digits(b)
    return sum(abs(da[i] - (db[i] if i < len(db) else 0)) * 10**i for i in range(len(da)))


PLACES = ("ones", "tens", "hundreds", "thousands")


def explain_add(nums: list[int]) -> str:
    width = max(len(str(x)) for x in nums)
    carry = 0
    steps = []
    for place in range(width):
        column = [(_digits(x)[place] if place < len(_digits(x)) else 0) for x in nums]
        s = sum(column) + carry
        shown = " + ".join(map(str, column)) + (f" + {carry} (regrouped)" if carry else "")
        if s >= 10:
            steps.append(
                f"{PLACES[place].capitalize()}: {shown} = {s}; write {s % 10} and regroup {s // 10} to the {PLACES[place + 1]}."
            )
        else:
            steps.append(f"{PLACES[place].capitalize()}: {shown} = {s}.")
        carry = s // 10
    if carry:
        steps.append(f"Write the regrouped {carry} in the {PLACES[width]} place.")
    total = sum(nums)
    return " ".join(steps) + f" So {' + '.join(map(str, nums))} = {total}."


def explain_sub(a: int, b: int) -> str:
    da = _digits(a)
    db = _digits(b) + (0,) * (len(da) - len(_digits(b)))
    steps = []
    borrow = 0
    for place in range(len(da)):
        top = da[place] - borrow
        if top < 0:
            steps.append(
                f"{PLACES[place].capitalize()}: there are 0 {PLACES[place]} after lending, so regroup 1 "
                f"{PLACES[place + 1][:-1]} as 10 {PLACES[place]}; now there are 9: 9 - {db[place]} = {9 - db[place]}."
            )
            borrow = 1
        elif top < db[place]:
            steps.append(
                f"{PLACES[place].capitalize()}: {top} is less than {db[place]}, so regroup 1 {PLACES[place + 1][:-1]} as 10 "
                f"{PLACES[place]}: {top + 10} - {db[place]} = {top + 10 - db[place]}."
            )
            borrow = 1
        else:
            steps.append(f"{PLACES[place].capitalize()}: {top} - {db[place]} = {top - db[place]}.")
            borrow = 0
    return " ".join(steps) + f" So {a} - {b} = {a - b}. Check: {a - b} + {b} = {a}."


def _addends(rng: random.Random, level: DifficultyLevel, count: int) -> list[int]:
    return [draw(rng, 10, 99, level) for _ in range(count)]


def _2d_1d(rng: random.Random, level: DifficultyLevel) -> list[int]:
    total = draw(rng, 11, 100, level)
    b = rng.randint(max(1, total - 99), min(9, total - 10))
    return [total - b, b]


def _2d_10s(rng: random.Random, level: DifficultyLevel) -> list[int]:
    total = draw(rng, 20, 99, level)
    b = 10 * rng.randint(1, (total - 10) // 10)
    return [total - b, b]


def _10s_10s(rng: random.Random, level: DifficultyLevel) -> list[int]:
    a = 10 * draw(rng, 2, 9, level)
    return [a, 10 * rng.randint(1, a // 10)]


def _same_size_sum(rng: random.Random, level: DifficultyLevel, n: int) -> list[int]:
    """Two numbers of ``n``'s size (10 or 100) whose sum (from the level's band) is at most ``10 * n``."""
    total = draw(rng, 2 * n, 10 * n, level)
    a = rng.randint(n, total - n)
    return [a, total - a]


def _same_size_difference(rng: random.Random, level: DifficultyLevel, n: int) -> list[int]:
    """Two numbers of ``n``'s size (10 or 100), the larger (from the level's band) first."""
    a = draw(rng, 2 * n, 10 * n - 1, level)
    return [a, rng.randint(n, a)]


def _3d_2d_add(rng: random.Random, level: DifficultyLevel) -> list[int]:
    total = draw(rng, 110, 1000, level)
    b = rng.randint(10, min(99, total - 100))
    return [total - b, b]


def _3d_2d_sub(rng: random.Random, level: DifficultyLevel) -> list[int]:
    a = draw(rng, 100, 999, level)
    return [a, rng.randint(10, 99)]


_OPERANDS: dict[str, Callable[[random.Random, DifficultyLevel], list[int]]] = {
    "2d+1d": _2d_1d,
    "2d+10s": _2d_10s,
    "10s-10s": _10s_10s,
    "2d+2d": partial(_same_size_sum, n=10),
    "2d-2d": partial(_same_size_difference, n=10),
    "3d+3d": partial(_same_size_sum, n=100),
    "3d-3d": partial(_same_size_difference, n=100),
    "3d+2d": _3d_2d_add,
    "3d-2d": _3d_2d_sub,
    "add-3": partial(_addends, count=3),
    "add-4": partial(_addends, count=4),
}


class MultiDigitParams(many_of(_OPERANDS, "kinds")):
    regroup: Literal["any", "never", "always"] = "any"
    vertical: bool = False


def _sub_mistakes(a: int, b: int, kind: str) -> list[Mistake]:
    answer = a - b
    borrows = _borrows(a, b)
    mistakes: list[Mistake] = [
        (a + b, "added-instead-of-subtracted", "This is the sum, not the difference."),
        (
            answer + 10 if borrows else answer + 1,
            "regrouped-without-taking-the-ten" if borrows else "counted-back-one-too-few",
            "A ten was regrouped but not taken away." if borrows else "Counting back stopped one step early.",
        ),
        (answer - 10, "took-away-an-extra-ten", "One ten too many was taken away."),
    ]
    if borrows:
        mistakes.insert(
            0,
            (
                _smaller_from_larger(a, b),
                "subtracted-smaller-digit-from-larger",
                "Each column took the smaller digit from the larger instead of regrouping.",
            ),
        )
    if kind == "10s-10s":
        mistakes.insert(
            0,
            (
                a // 10 - b // 10,
                "wrote-only-the-tens-digit",
                f"{place_count(a // 10 - b // 10, 1)} is {answer}.",
            ),
        )
    return mistakes


def _add_mistakes(nums: list[int], kind: str) -> list[Mistake]:
    answer = sum(nums)
    mistakes: list[Mistake] = []
    if _carries(nums):
        mistakes.append(
            (_no_carry(nums), "forgot-to-regroup", "The extra ten was not carried to the next place.")
        )
    if kind == "2d+1d":
        mistakes.append(
            (
                nums[0] + 10 * nums[1],
                "added-ones-to-the-tens",
                f"The {nums[1]} is ones, so add it to the ones digit.",
            )
        )
    if kind == "2d+10s":
        mistakes.append(
            (
                nums[0] + nums[1] // 10,
                "added-tens-to-the-ones",
                f"{nums[1]} is {place_count(nums[1] // 10, 1)}, so add it to the tens digit.",
            )
        )
    if len(nums) == 2:
        mistakes.append(
            (abs(nums[0] - nums[1]), "subtracted-instead-of-added", "This is the difference, not the sum.")
        )
    else:
        mistakes.append((answer - nums[-1], "left-out-a-number", "One of the numbers was not added."))
    mistakes += [
        (answer + 10, "added-an-extra-ten", "A ten was added twice."),
        (answer - 1, "counting-slip", "This is one too few."),
    ]
    return mistakes


_BANDS = "the sum, or the starting number of a difference (each addend when adding three or four): easy the lower 60 %, medium the middle 60 %, hard the upper half of what the kind allows (two-digit sums 20-100, three-digit sums 200-1000)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {AR}, params=MultiDigitParams, levels=Levels("size", _BANDS))
def add_sub_place_value(ctx: GenerationContext) -> Draft:
    p: MultiDigitParams = ctx.params
    rng = ctx.rng
    kind = pick(rng, p.kinds)
    subtract = kind in ("10s-10s", "2d-2d", "3d-3d", "3d-2d")
    nums = _OPERANDS[kind](rng, ctx.level)
    for _ in range(40):
        regroups = _borrows(*nums) if subtract else _carries(nums)
        if p.regroup == "any" or regroups == (p.regroup == "always"):
            break
        nums = _OPERANDS[kind](rng, ctx.level)
    if subtract:
        a, b = nums
        answer = a - b
        explanation, mistakes, sym = explain_sub(a, b), _sub_mistakes(a, b, kind), "-"
    else:
        answer = sum(nums)
        explanation, mistakes, sym = explain_add(nums), _add_mistakes(nums, kind), "+"
    expression = f" {sym} ".join(map(str, nums)) + " = ___"
    arithmetic = None
    if len(nums) <= 3:
        arithmetic = ArithmeticForm(
            nums[0],
            nums[1],
            sym,  # type: ignore[arg-type]
            expression,
            operand3=nums[2] if len(nums) == 3 else None,
            display_format="vertical" if p.vertical else "horizontal",
        )
    regroups = _borrows(*nums) if subtract else _carries(nums)
    q = MathQuestion(
        prompt=f"What is {expression.removesuffix(' = ___')}?",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=expression,
        arithmetic=arithmetic,
        features=Features(
            task="compute",
            steps=1 + regroups + (len(nums) > 2),
            magnitude=len(str(max(*nums, answer))),
            representation="symbolic",
        ),
        key=f"md:{kind}:{','.join(map(str, nums))}",
        standard=standard(
            ctx,
            *(("2.NBT.B.6",) if kind.startswith("add-") else ()),
            *(("1.NBT.C.6",) if kind == "10s-10s" else ()),
            *(("2.NBT.B.7",) if kind.startswith("3d") else ()),
        ),
        instructions="Add or subtract. Line up the places.",
    )
    return finish(q, ctx)
