"""Place value and multi-digit addition and subtraction for grades 1 and 2 (``math.k2.*``): base-ten
blocks, tens and ones, hundreds, expanded form, adding and subtracting within 100 and 1000, adding
up to four two-digit numbers, and explaining place-value strategies."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    NAMES,
    finish,
    level_top,
    pick,
    standard,
    wrongs,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, PictureForm
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_BASIC = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}


def _unit(n: int | str, one: str, many: str) -> str:
    return f"{n} {one if str(n) == '1' else many}"


def place_words(h: int | str | None, t: int | str, o: int | str) -> str:
    """``4 tens and 7 ones``; with hundreds ``3 hundreds, 0 tens and 6 ones``."""
    tens = _unit(t, "ten", "tens")
    ones = _unit(o, "one", "ones")
    if h is None:
        return f"{tens} and {ones}"
    return f"{_unit(h, 'hundred', 'hundreds')}, {tens} and {ones}"


def expanded(n: int) -> str:
    parts = [int(d) * 10**p for p, d in enumerate(reversed(str(n)))][::-1]
    return " + ".join(str(x) for x in parts if x) or "0"


PVMode = Literal[
    "blocks",
    "tens-of",
    "from-tens",
    "decade",
    "teen",
    "bundle-ten",
    "bundle-hundred",
    "hundreds",
    "digit-value",
    "expanded",
    "expanded-missing",
    "pick-expanded",
]


class PlaceValueParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[PVMode] = Field(min_length=1)
    min: int = Field(default=10, ge=1)
    max: int = Field(default=99, ge=10, le=999)


@generator(
    "math.k2.place-value",
    content_types=_BASIC | {CT.DIAGRAM, CT.PICTURE_COUNTING},
    params=PlaceValueParams,
)
def place_value(ctx: GenerationContext) -> Draft:
    p: PlaceValueParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    n = rng.randint(p.min, max(p.min, level_top(ctx, p.min, p.max)))
    three = n >= 100
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    svg = None
    picture = None
    diagram = None
    answer_format = "number"
    fill = None
    std = None
    if mode == "blocks":
        svg = draw.base_ten(
            h,
            t,
            o,
            title="Base-ten blocks",
            desc="Base-ten blocks: flats are hundreds, rods are tens, small cubes are ones.",
        )
        prompt = "What number do the base-ten blocks show?"
        answer = n
        parts = ([f"{_unit(h, 'hundred', 'hundreds')} = {h * 100}"] if three else []) + [
            f"{_unit(t, 'ten', 'tens')} = {t * 10}",
            f"{_unit(o, 'one', 'ones')} = {o}",
        ]
        together = f"{expanded(n)} = {n}" if "+" in expanded(n) else str(n)
        explanation = f"Count each kind of block: {'; '.join(parts)}. Together: {together}."
        mistakes = [
            (t + o + h, "counted-every-block-as-one", "Each rod is 10 and each flat is 100, not 1."),
            (
                int(f"{h}{o}{t}") if three else o * 10 + t,
                "swapped-tens-and-ones",
                "The tens and ones are swapped.",
            ),
            (n - o, "left-out-the-ones", "The small cubes were not counted."),
            (n + 10, "counted-a-rod-twice", "One rod was counted twice."),
        ]
        diagram = DiagramForm("model", svg, prompt)  # type: ignore[arg-type]
        if not three:
            picture = PictureForm(
                "base-ten cube", n, "groups", svg, groups=tuple([10] * t + ([o] if o else []))
            )
        fill = "The blocks show ___."
        std = standard(ctx, "1.NBT.B.2", "2.NBT.A.1", "1.NBT.A.1")
    elif mode in ("tens-of", "from-tens"):
        if mode == "from-tens":
            fill = f"{place_words(h if three else None, t, o)} = ___"
            answer = n
            mistakes = [
                (h + t + o, "added-the-digits", "The tens and hundreds are worth more than ones."),
                (
                    o * 10 + t if not three else h * 100 + o * 10 + t,
                    "swapped-tens-and-ones",
                    "The tens and ones are swapped.",
                ),
                (
                    (f"{h * 100}" if three else "") + f"{t * 10}{o}",
                    "wrote-each-part",
                    "Each place gets one digit.",
                ),
            ]
        else:
            which = pick(rng, ("tens", "ones") + (("hundreds",) if three else ()))
            hh = ("___" if which == "hundreds" else h) if three else None
            tt = "___" if which == "tens" else t
            oo = "___" if which == "ones" else o
            fill = f"{n} = {place_words(hh, tt, oo)}"
            answer = {"hundreds": h, "tens": t, "ones": o}[which]
            mistakes = [
                (n, "wrote-the-whole-number", "The blank is how many of one place, not the whole number."),
                (
                    {"hundreds": t, "tens": o, "ones": t}[which],
                    "used-the-wrong-digit",
                    "This digit belongs to another place.",
                ),
                (
                    {"hundreds": h * 100, "tens": t * 10, "ones": o * 10}[which],
                    "wrote-the-value-not-the-count",
                    "The blank counts tens (or ones), it is not the value.",
                ),
                (answer + 1, "off-by-one", "This is one too many."),
            ]
        prompt = f"What number makes this true? {fill}"
        explanation = f"{n} = {expanded(n)}: {place_words(h if three else None, t, o)}."
        std = standard(ctx, "1.NBT.B.2", "2.NBT.A.1", "2.NBT.A.3")
    elif mode == "decade":
        tens = rng.randint(1, 9)
        n = tens * 10
        if rng.random() < 0.5:
            fill = f"{n} = ___ tens and 0 ones"
            answer = tens
            mistakes = [
                (n, "wrote-the-whole-number", "The blank counts the tens."),
                (0, "counted-the-ones", "There are 0 ones, but the blank asks for tens."),
                (tens + 1, "off-by-one", "This is one too many."),
            ]
        else:
            fill = f"{_unit(tens, 'ten', 'tens')} and 0 ones = ___"
            answer = n
            mistakes = [
                (tens, "wrote-the-tens-digit", f"{tens} tens are worth {n}."),
                (tens * 100, "wrote-hundreds", f"{tens} hundreds would be {tens * 100}."),
                (n + 1, "off-by-one", "This is one too many."),
            ]
        prompt = f"What number makes this true? {fill}"
        explanation = (
            f"{n} is {tens} tens and 0 ones, because {' + '.join(['10'] * tens)} = {n}."
            if tens <= 5
            else f"{n} is {tens} tens and 0 ones: {tens} groups of ten make {n}."
        )
        std = standard(ctx, "1.NBT.B.2c", "1.NBT.B.2")
    elif mode == "teen":
        ones = rng.randint(1, 9)
        n = 10 + ones
        if rng.random() < 0.5:
            fill = f"1 ten and {_unit(ones, 'one', 'ones')} = ___"
            answer = n
            mistakes = [
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
    elif mode in ("bundle-ten", "bundle-hundred"):
        kind = pick(rng, (0, 2) if mode == "bundle-ten" else (1, 3, 4, 4))
        if kind == 0:
            fill = "10 ones = ___ ten"
            answer = 1
            explanation = "A bundle of 10 ones is called 1 ten."
            mistakes = [
                (10, "counted-ones-not-bundles", "10 ones make one bundle: 1 ten."),
                (0, "thought-ones-are-not-tens", "10 ones can be bundled into 1 ten."),
                (100, "mixed-up-ten-and-hundred", "100 is ten tens."),
            ]
            std = standard(ctx, "1.NBT.B.2a")
        elif kind == 1:
            fill = "10 tens = ___ hundred"
            answer = 1
            explanation = "A bundle of 10 tens is called 1 hundred: 10 tens = 100."
            mistakes = [
                (10, "counted-tens-not-bundles", "10 tens make one bundle: 1 hundred."),
                (100, "wrote-the-value", "10 tens are worth 100, which is 1 hundred."),
                (0, "thought-tens-are-not-hundreds", "10 tens can be bundled into 1 hundred."),
            ]
            std = standard(ctx, "2.NBT.A.1a")
        elif kind == 2:
            tens = rng.randint(2, 9)
            extra = rng.randint(10, 19)
            fill = f"{tens} tens and {extra} ones = ___"
            answer = tens * 10 + extra
            explanation = (
                f"{extra} ones is 1 ten and {extra - 10} ones. So there are {tens + 1} tens and {extra - 10} ones: "
                f"{tens * 10} + {extra} = {answer}."
            )
            mistakes = [
                (
                    int(f"{tens}{extra}"),
                    "wrote-the-parts-side-by-side",
                    f"{extra} ones is more than 9, so make a new ten.",
                ),
                (tens + extra, "counted-tens-as-ones", "Each ten is worth 10."),
                (answer - 10, "lost-the-new-ten", "The new ten from the ones was left out."),
            ]
            std = standard(ctx, "1.NBT.B.2a", "1.NBT.B.2", "2.NBT.A.1a")
        elif kind == 4:
            tens = rng.randint(11, 99)
            answer = tens * 10
            fill = f"{tens} tens = ___"
            h, t = divmod(tens, 10)
            explanation = (
                f"Ten tens make a hundred, so {tens} tens are {h} hundred{'s' if h > 1 else ''} and {t} tens: "
                f"{h * 100} + {t * 10} = {answer}."
            )
            mistakes = [
                (tens, "wrote-the-number-of-tens", f"{tens} tens are worth {answer}."),
                (tens * 100, "treated-tens-as-hundreds", "Each ten is 10, not 100."),
                (h * 100 + t, "put-the-tens-in-the-ones-place", f"The {t} is tens, so it is worth {t * 10}."),
            ]
            std = standard(ctx, "2.NBT.A.1a")
        else:
            hund = rng.randint(1, 9)
            fill = f"{_unit(hund, 'hundred', 'hundreds')} = ___ tens"
            answer = hund * 10
            explanation = f"Each hundred is 10 tens, so {hund} hundred{'s' if hund > 1 else ''} = {hund} × 10 = {answer} tens."
            mistakes = [
                (hund, "counted-hundreds-not-tens", "Each hundred holds 10 tens."),
                (hund * 100, "wrote-the-value", f"{hund * 100} is the value, but the blank counts tens."),
                (answer + 1, "off-by-one", "This is one too many."),
            ]
            std = standard(ctx, "2.NBT.A.1a")
        prompt = f"What number makes this true? {fill}"
    elif mode == "hundreds":
        hund = rng.randint(1, 9)
        n = hund * 100
        if rng.random() < 0.5:
            fill = (
                f"{n} = ___ hundreds, 0 tens and 0 ones"
                if hund > 1
                else f"{n} = ___ hundred, 0 tens and 0 ones"
            )
            answer = hund
            mistakes = [
                (n, "wrote-the-whole-number", "The blank counts the hundreds."),
                (hund * 10, "counted-tens", f"{n} is {hund * 10} tens, but the blank asks for hundreds."),
                (0, "counted-the-zeros", "The zeros are the tens and ones."),
            ]
        else:
            fill = f"{_unit(hund, 'hundred', 'hundreds')} = ___"
            answer = n
            mistakes = [
                (hund, "wrote-the-digit", f"{hund} hundreds are worth {n}."),
                (hund * 10, "wrote-tens", f"{hund} tens would be {hund * 10}."),
                (hund * 1000, "too-many-zeros", "A hundred has two zeros."),
            ]
        prompt = f"What number makes this true? {fill}"
        explanation = f"{n} is {hund} hundred{'s' if hund > 1 else ''}, 0 tens and 0 ones."
        std = standard(ctx, "2.NBT.A.1b")
    elif mode == "digit-value":
        digits = str(n)
        choices = [
            k for k, d in enumerate(digits) if d != "0" and (k < len(digits) - 1 or rng.random() < 0.2)
        ]
        k = pick(rng, choices or [len(digits) - 1])
        digit = int(digits[k])
        power = len(digits) - 1 - k
        answer = digit * 10**power
        place = ("ones", "tens", "hundreds")[power]
        prompt = f"What is the value of the digit {digit} in {n}? (It is in the {place} place.)"
        fill = f"In {n}, the digit {digit} in the {place} place is worth ___."
        explanation = f"The {digit} is in the {place} place, so it is worth {digit} {place[:-1] if digit == 1 else place}: {answer}. {n} = {expanded(n)}."
        mistakes = [
            (digit, "gave-the-digit-not-its-value", f"The {digit} stands for {digit} {place}."),
            (
                digit * 10 ** ((power + 1) % 3),
                "used-the-wrong-place",
                "This is the value in a different place.",
            ),
            (
                digit * 10 ** ((power + 2) % 3),
                "used-the-wrong-place",
                "This is the value in a different place.",
            ),
        ]
        std = standard(ctx, "2.NBT.A.1", "1.NBT.B.2")
    elif mode == "expanded":
        fill = f"{expanded(n)} = ___"
        answer = n
        prompt = f"What number makes this true? {fill}"
        explanation = f"Put each part in its place: {place_words(h if three else None, t, o)} is {n}."
        parts = expanded(n).split(" + ")
        mistakes = [
            ("".join(parts), "wrote-the-parts-side-by-side", "Each place gets one digit; add the parts."),
            (sum(int(x[0]) for x in parts), "added-the-digits", "The parts are worth tens and hundreds."),
            (n + 10, "adding-slip", "Add the parts again."),
        ]
        if three and (t == 0 or o == 0):
            mistakes.insert(
                0, (int(str(h) + str(t or o)), "left-out-a-zero", "A zero holds the empty place.")
            )
        std = standard(ctx, "2.NBT.A.3", "1.NBT.B.2")
    elif mode == "expanded-missing":
        if not three or t == 0:
            t = t or rng.randint(1, 9)
        n = h * 100 + t * 10 + o
        shown = [str(x) for x in ([h * 100] if three else []) + [t * 10] + ([o] if o else [])]
        idx = len(shown) - (2 if o else 1)  # the tens part
        answer = t * 10
        shown[idx] = "___"
        fill = f"{n} = {' + '.join(shown)}"
        prompt = f"What number makes this true? {fill}"
        explanation = f"The tens digit of {n} is {t}, so it is worth {t * 10}. {n} = {expanded(n)}."
        mistakes = [
            (t, "wrote-the-digit", f"The {t} is in the tens place, so it is worth {t * 10}."),
            (t * 100, "used-the-wrong-place", "This is the hundreds place value."),
            (n - o if three else n, "wrote-the-rest-of-the-number", "The blank is only the tens part."),
        ]
        std = standard(ctx, "2.NBT.A.3", "1.NBT.B.2")
    else:  # pick-expanded
        if three and t and o and rng.random() < 0.5:
            t = 0
            n = h * 100 + o
        answer_text = expanded(n)
        prompt = f"Which shows {n} in expanded form?"
        explanation = f"Write the value of each digit and add: {n} = {answer_text}."
        digits = [int(d) for d in str(n)]
        wrong_digits = " + ".join(str(d) for d in digits)
        shifted = " + ".join(str(d * 10 ** (len(digits) - k)) for k, d in enumerate(digits) if d)
        mistakes = [
            (
                wrong_digits,
                "wrote-digits-not-values",
                "Each digit is worth more in the tens and hundreds places.",
            ),
            (shifted, "used-the-wrong-place", "Each part is ten times too big."),
        ]
        if three and (t == 0) != (o == 0):
            moved = expanded(h * 100 + o * 10 + t)
            mistakes.insert(
                0, (moved, "put-a-digit-in-the-wrong-place", "The zero shows which place is empty.")
            )
        mistakes.append(
            (expanded(n + 10 if t < 9 else n - 10), "wrong-tens", "The tens part does not match.")
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer_text,
            explanation=explanation,
            misconceptions=wrongs(answer_text, *mistakes),
            fill_text=f"{n} = ___",
            answer_format="expression",
            features=Features(task="represent", steps=1, magnitude=len(str(n)), representation="symbolic"),
            key=f"pv:pick:{n}",
            standard=standard(ctx, "2.NBT.A.3"),
            instructions="Think about the value of each digit.",
        )
        return finish(q, ctx)
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=fill,
        picture=picture,
        diagram=diagram,
        answer_format=answer_format,  # type: ignore[arg-type]
        features=Features(
            task="represent",
            steps=1,
            magnitude=len(str(max(n, answer))),
            representation="visual" if svg else "symbolic",
        ),
        key=f"pv:{mode}:{fill}",
        standard=std,
        instructions="Think about tens and ones." if not three else "Think about hundreds, tens and ones.",
    )
    return finish(q, ctx, svg)


# ---- multi-digit addition and subtraction --------------------------------------------------------

Kind = Literal[
    "2d+1d", "2d+10s", "10s-10s", "2d+2d", "2d-2d", "3d+3d", "3d-3d", "3d+2d", "3d-2d", "add-3", "add-4"
]


class MultiDigitParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kinds: list[Kind] = Field(min_length=1)
    regroup: Literal["any", "never", "always"] = "any"
    vertical: bool = False


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


def _pick_operands(ctx: GenerationContext, kind: str) -> list[int]:
    rng = ctx.rng
    r = ctx.level.rank
    if kind == "2d+1d":
        a = rng.randint(10, 99 - 9 * (r == 0))
        return [a, rng.randint(1, min(9, 100 - a))]
    if kind == "2d+10s":
        a = rng.randint(10, 89)
        return [a, 10 * rng.randint(1, (99 - a) // 10 or 1)]
    if kind == "10s-10s":
        a = 10 * rng.randint(2, 9)
        return [a, 10 * rng.randint(1, a // 10)]
    if kind == "2d+2d":
        a = rng.randint(10, 89)
        return [a, rng.randint(10, 100 - a)]
    if kind == "2d-2d":
        a = rng.randint(20, 99)
        return [a, rng.randint(10, a)]
    if kind == "3d+3d":
        a = rng.randint(100, 899)
        return [a, rng.randint(100, 1000 - a)]
    if kind == "3d-3d":
        a = rng.randint(200, 999)
        return [a, rng.randint(100, a)]
    if kind == "3d+2d":
        a = rng.randint(100, 899 + 90 * (r == 2))
        return [a, rng.randint(10, min(99, 1000 - a))]
    if kind == "3d-2d":
        a = rng.randint(100, 999)
        return [a, rng.randint(10, 99)]
    count = 3 if kind == "add-3" else 4
    return [rng.randint(10, 40 + 25 * r) for _ in range(count)]


@generator(
    "math.k2.add-subtract",
    content_types=_BASIC | {CT.ARITHMETIC},
    params=MultiDigitParams,
)
def add_subtract(ctx: GenerationContext) -> Draft:
    p: MultiDigitParams = ctx.params
    rng = ctx.rng
    kind = pick(rng, p.kinds)
    subtract = kind in ("10s-10s", "2d-2d", "3d-3d", "3d-2d")
    nums = _pick_operands(ctx, kind)
    for _ in range(40):
        regroups = _borrows(*nums) if subtract else _carries(nums)
        if p.regroup == "any" or regroups == (p.regroup == "always"):
            break
        nums = _pick_operands(ctx, kind)
    if subtract:
        a, b = nums
        answer = a - b
        explanation = explain_sub(a, b)
        mistakes = [
            (a + b, "added-instead-of-subtracted", "This is the sum, not the difference."),
            (
                answer + 10 if _borrows(a, b) else answer + 1,
                "regrouped-without-taking-the-ten" if _borrows(a, b) else "counted-back-one-too-few",
                "A ten was regrouped but not taken away."
                if _borrows(a, b)
                else "Counting back stopped one step early.",
            ),
            (answer - 10, "took-away-an-extra-ten", "One ten too many was taken away."),
        ]
        if _borrows(a, b):
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
                0, (a // 10 - b // 10, "wrote-only-the-tens-digit", f"{a // 10 - b // 10} tens is {answer}.")
            )
        sym = "-"
    else:
        answer = sum(nums)
        explanation = explain_add(nums)
        mistakes = []
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
                    f"{nums[1]} is {nums[1] // 10} tens, so add it to the tens digit.",
                )
            )
        if len(nums) == 2:
            mistakes.append(
                (
                    abs(nums[0] - nums[1]),
                    "subtracted-instead-of-added",
                    "This is the difference, not the sum.",
                )
            )
        else:
            mistakes.append((answer - nums[-1], "left-out-a-number", "One of the numbers was not added."))
        mistakes += [
            (answer + 10, "added-an-extra-ten", "A ten was added twice."),
            (answer - 1, "counting-slip", "This is one too few."),
        ]
        sym = "+"
    expression = f" {sym} ".join(map(str, nums)) + " = ___"
    arithmetic = None
    if len(nums) <= 3:
        arithmetic = ArithmeticForm(
            nums[0],
            nums[1],
            sym,
            expression,  # type: ignore[arg-type]
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


# ---- explaining strategies -----------------------------------------------------------------------


class ExplainParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[Literal["split", "compensation", "split-hundreds", "check"]] = Field(min_length=1)


@generator(
    "math.k2.strategy-explain",
    content_types=_BASIC,
    params=ExplainParams,
)
def strategy_explain(ctx: GenerationContext) -> Draft:
    p: ExplainParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    who = pick(rng, NAMES)
    if mode == "check":
        a = rng.randint(30, 99)
        b = rng.randint(11, a - 10)
        d = a - b
        answer = f"{d} + {b} = {a}"
        q = MathQuestion(
            prompt=f"{who} says {a} - {b} = {d}. Which addition can {who} use to check?",
            answer_display=answer,
            explanation=(
                f"Subtraction and addition undo each other. If {a} - {b} = {d}, then adding back what was taken "
                f"away gives the start: {d} + {b} = {a}."
            ),
            misconceptions=wrongs(
                answer,
                (
                    f"{a} + {b} = {a + b}",
                    "added-the-wrong-numbers",
                    "Adding the start and the part taken away does not check the answer.",
                ),
                (
                    f"{d} + {a} = {d + a}",
                    "added-the-wrong-numbers",
                    "The answer plus the start is not a check.",
                ),
                (f"{d} + {b} = {a + 10}", "made-an-adding-slip", f"{d} + {b} is {a}."),
            ),
            fill_text=f"{who} says {a} - {b} = {d}. The addition ___ checks this.",
            answer_format="expression",
            features=Features(task="explain", steps=2, magnitude=2, representation="text"),
            key=f"explain:check:{a}:{b}",
            standard=standard(ctx, "2.NBT.B.9"),
            instructions="Use addition to check subtraction.",
        )
        return finish(q, ctx)
    if mode == "compensation":
        a = 10 * rng.randint(2, 7) + rng.randint(6, 9)
        k = 10 - a % 10
        b = rng.randint(k + 11, 99 - a)
        text = (
            f"{who} makes {a} + {b} easier by moving {k} from {b} to {a}: {a} + {k} = {a + k}. "
            f"So {a} + {b} = {a + k} + ___."
        )
        answer = b - k
        explanation = (
            f"Moving {k} from one number to the other does not change the total. {b} - {k} = {b - k}, so "
            f"{a} + {b} = {a + k} + {b - k} = {a + b}."
        )
        mistakes = [
            (b + k, "moved-the-wrong-way", f"{k} was taken from {b}, so {b} gets smaller."),
            (b, "forgot-to-take-it-away", f"{k} was added to {a}, so it must come off {b}."),
            (a + b, "wrote-the-total", "The blank is one part, not the total."),
        ]
        std = standard(ctx, "2.NBT.B.9", "2.NBT.B.5")
        steps = 2
    elif mode == "split-hundreds":
        a = rng.randint(110, 599)
        b = rng.randint(110, 999 - a)
        ah, at, ao = a // 100, a // 10 % 10, a % 10
        bh, bt, bo = b // 100, b // 10 % 10, b % 10
        hh, tt, oo = (ah + bh) * 100, (at + bt) * 10, ao + bo
        text = (
            f"{who} adds {a} + {b} by place: {ah * 100} + {bh * 100} = {hh}, {at * 10} + {bt * 10} = {tt} "
            f"and {ao} + {bo} = {oo}. So {a} + {b} = {hh} + {tt} + {oo} = ___."
        )
        answer = a + b
        explanation = f"Add hundreds, tens and ones, then put them together: {hh} + {tt} + {oo} = {answer}."
        mistakes = [
            (hh + tt, "left-out-the-ones", "The ones were not added in."),
            (hh + oo, "left-out-the-tens", "The tens were not added in."),
            (answer + 100, "added-an-extra-hundred", "A hundred was added twice."),
        ]
        std = standard(ctx, "2.NBT.B.7", "2.NBT.B.9")
        steps = 3
    else:  # split
        a = rng.randint(12, 79)
        b = rng.randint(12, 99 - a)
        (at, ao), (bt, bo) = divmod(a, 10), divmod(b, 10)
        tt, oo = (at + bt) * 10, ao + bo
        text = (
            f"{who} adds {a} + {b} by place: {at * 10} + {bt * 10} = {tt} and {ao} + {bo} = {oo}. "
            f"So {a} + {b} = {tt} + {oo} = ___."
        )
        answer = a + b
        explanation = (
            f"Adding tens with tens and ones with ones works because every number is tens plus ones. "
            f"{tt} + {oo} = {answer}."
        )
        mistakes = [
            (tt, "left-out-the-ones", "The ones were not added in."),
            (
                tt + oo % 10 if oo >= 10 else tt + oo + 10,
                "lost-the-new-ten" if oo >= 10 else "added-an-extra-ten",
                f"{oo} ones is 1 ten and {oo - 10} ones." if oo >= 10 else "There is no extra ten here.",
            ),
            (a + bt * 10, "left-out-some-ones", "Only the tens of one number were added."),
        ]
        std = standard(ctx, "2.NBT.B.9", "1.NBT.C.4", "2.NBT.B.5")
        steps = 2
    q = MathQuestion(
        prompt=f"What number makes this true? {text}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=text,
        features=Features(task="explain", steps=steps, magnitude=len(str(answer)), representation="text"),
        key=f"explain:{text}",
        standard=std,
        instructions="Follow the strategy.",
    )
    return finish(q, ctx)
