"""Grade 5 fractions: adding and subtracting with unlike denominators and mixed numbers, word
problems and benchmark estimates (5.NF.A.1-2), fractions as division (5.NF.B.3), multiplying a
fraction by a whole number or a fraction (5.NF.B.4, 5.NF.B.6), multiplication as scaling
(5.NF.B.5) and dividing unit fractions and whole numbers (5.NF.B.7)."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw.svg import fraction_bar
from educontent.generation.generators._g35_common import (
    arith,
    clean,
    diagram,
    features,
    finish,
    fr,
    mis,
    name,
    pick,
)
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}
DENS = ((2, 3, 4, 6), (2, 3, 4, 5, 6, 8, 10), (3, 4, 5, 6, 8, 9, 10, 12))


def _proper(rng: random.Random, dens: tuple[int, ...]) -> Fraction:
    d = pick(rng, dens)
    return Fraction(rng.randint(1, d - 1), d)


def _unlike_pair(rng: random.Random, rank: int) -> tuple[Fraction, Fraction]:
    while True:
        x, y = _proper(rng, DENS[rank]), _proper(rng, DENS[rank])
        if x.denominator != y.denominator:
            return x, y


def _add_wrong(x: Fraction, y: Fraction, add: bool) -> list[Misconception]:
    a, b, c, d = x.numerator, x.denominator, y.numerator, y.denominator
    common = b * d // math.gcd(b, d)
    out = [
        mis(
            fr(Fraction(a + c, b + d))
            if add
            else (
                fr(Fraction(a - c, b - d))
                if b != d and (a - c) * (b - d) > 0
                else fr(Fraction(abs(a - c), b + d) or Fraction(1, b + d))
            ),
            "added-numerators-and-denominators" if add else "subtracted-numerators-and-denominators",
            "Only numerators are added or subtracted, after writing both fractions with a common denominator.",
        ),
        mis(
            fr(Fraction(a + c, common))
            if add
            else fr(Fraction(abs(a - c), common))
            if a != c
            else fr(Fraction(1, common)),
            "did-not-rename-the-numerators",
            f"When the denominator changes to {common}, each numerator must be multiplied by the same number.",
        ),
        mis(
            fr((x + y) if not add else abs(x - y)),
            "used-the-wrong-operation",
            "Check the sign in the problem.",
        ),
        mis(
            fr((x + y if add else x - y) + Fraction(1, common)),
            "renaming-slip",
            "Recheck the equivalent fractions.",
        ),
    ]
    value = x + y if add else x - y
    return [m for m in out if m.display != fr(value) and _val(m.display) != value]


def bench(f: Fraction) -> str:
    """Where a fraction sits against the benchmark 1/2."""
    return "less than 1/2" if f < Fraction(1, 2) else "more than 1/2" if f > Fraction(1, 2) else "exactly 1/2"


def _val(text: str) -> Fraction:
    parts = text.split()
    if len(parts) == 2:
        return Fraction(int(parts[0])) + Fraction(parts[1])
    return Fraction(text)


def _add_steps(x: Fraction, y: Fraction, add: bool) -> str:
    b, d = x.denominator, y.denominator
    common = b * d // math.gcd(b, d)
    nx, ny = x * common, y * common
    sym = "+" if add else "-"
    value = x + y if add else x - y
    raw = nx + ny if add else nx - ny
    out = (
        f"Use the common denominator {common}: {fr(x)} = {nx.numerator}/{common} and {fr(y)} = {ny.numerator}/{common}. "
        f"{nx.numerator}/{common} {sym} {ny.numerator}/{common} = {raw.numerator}/{common}"
    )
    if fr(value) != f"{raw.numerator}/{common}":
        out += f" = {fr(value)}"
    return out + "."


class FractionAddParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["proper", "mixed", "word", "estimate"]
    ops: list[Literal["add", "subtract"]] = Field(default_factory=lambda: ["add", "subtract"])


WORD_ADD = (
    (
        "{who} walked {x} mile to the park and {y} mile to the library. How many miles did {who} walk in all?",
        "mile",
    ),
    ("A recipe uses {x} cup of milk and {y} cup of water. How many cups of liquid is that in all?", "cup"),
    (
        "{who} painted {x} of a fence on Monday and {y} of it on Tuesday. What fraction of the fence is painted in all?",
        "",
    ),
)
WORD_SUB = (
    ("{who} had {x} of a pizza and ate {y} of the whole pizza. How much of the pizza is left?", ""),
    ("A jug holds {x} liter of juice. {who} pours out {y} liter. How many liters are left?", "liter"),
    ("{who} has a ribbon {x} yard long and cuts off {y} yard. How many yards are left?", "yard"),
)


@generator("math.g35.fraction-add", content_types=BASIC | {T.ARITHMETIC}, params=FractionAddParams)
def fraction_add(ctx: GenerationContext) -> Draft:
    p: FractionAddParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    add = pick(rng, p.ops) == "add"
    x, y = _unlike_pair(rng, rank)
    if p.mode == "mixed":
        x += rng.randint(1, (3, 5, 9)[rank])
        y += rng.randint(1, (2, 4, 6)[rank])
    if not add and y > x:
        x, y = y, x
    if p.mode == "estimate":
        total = x + y
        answer = "less than 1" if total < 1 else "greater than 1" if total > 1 else "equal to 1"
        wrong = [
            mis(
                k,
                "added-numerators-and-denominators" if k == "less than 1" else "guessed-without-benchmarks",
                "Compare each fraction with 1/2 and 1 before adding.",
            )
            for k in ("less than 1", "greater than 1", "equal to 1")
            if k != answer
        ]
        q = MathQuestion(
            prompt=f"Without finding the exact sum, is {fr(x)} + {fr(y)} less than 1, equal to 1, or greater than 1?",
            answer_display=answer,
            explanation=f"{fr(x)} is {bench(x)} and {fr(y)} is {bench(y)}. The exact sum is {fr(total)}, which is {answer}.",
            misconceptions=clean(answer, wrong),
            fill_text=f"Without finding the exact sum, {fr(x)} + {fr(y)} is ___.",
            answer_format="text",
            features=features("reason", 2, 2, "symbolic"),
            key=f"est:{x}:{y}",
        )
        return finish(ctx, q)
    value = x + y if add else x - y
    sym = "+" if add else "-"
    answer = fr(value)
    wrong = _add_wrong(x, y, add)
    if p.mode == "mixed":
        wrong.append(
            mis(
                fr(value + 1) if add or value < 1 else fr(value - 1),
                "regrouping-slip",
                "Regroup a whole as a fraction (or a fraction as a whole) carefully.",
            )
        )
        fx, fy = x - int(x), y - int(y)
        if add:
            bad = int(x) + int(y) + Fraction(fx.numerator + fy.numerator, fx.denominator + fy.denominator)
            wrong.append(
                mis(
                    fr(bad),
                    "added-numerators-and-denominators",
                    "Only numerators are added, after finding a common denominator.",
                )
            )
        elif fx < fy:
            bad = int(x) - int(y) + (fy - fx)
            wrong.append(
                mis(
                    fr(bad),
                    "subtracted-the-smaller-fraction-from-the-larger",
                    "When the second fraction is larger, regroup 1 whole first.",
                )
            )
        wrong = [m for m in wrong if _val(m.display) != value]
    expl = (
        _add_steps(x - int(x), y - int(y), add)
        if p.mode != "mixed"
        else (
            f"Rename the fractions with a common denominator, then {'add' if add else 'subtract'} the whole numbers and the fractions "
            f"(regrouping if needed): {fr(x)} {sym} {fr(y)} = {answer}."
        )
    )
    if p.mode == "word":
        templates = WORD_ADD if add else WORD_SUB
        template, unit = pick(rng, templates)
        prompt = template.format(who=name(rng), x=fr(x), y=fr(y))
        fill = prompt.rsplit(". ", 1)[0] + f". The amount {'in all' if add else 'left'} is ___."
        units = {"mile": "miles", "cup": "cups", "liter": "liters", "yard": "yards", "": None}[unit]
        task = "word-problem"
    else:
        prompt = f"What is {fr(x)} {sym} {fr(y)}?"
        fill = f"{fr(x)} {sym} {fr(y)} = ___."
        units = None
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer,
        unit=units,
        explanation=expl,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        arithmetic=arith(x, sym, y, f"{fr(x)} {sym} {fr(y)} = ___", displays=(fr(x), fr(y))),
        answer_format="fraction",
        features=features(task, 3, 2, "text" if task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
        key=f"fadd:{p.mode}:{x}:{y}:{sym}",
    )
    return finish(ctx, q)


class FractionMultiplyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["whole", "fraction", "word", "scaling"]


WORD_MUL = (
    "A recipe needs {x} cups of flour. {who} makes {y} of the recipe. How many cups of flour does {who} use?",
    "A path is {x} miles long. {who} has walked {y} of the path. How many miles has {who} walked?",
    "A board is {x} feet long. {who} uses {y} of it for a shelf. How many feet long is the shelf?",
    "A garden bed is {x} meters long and {y} meters wide. What is its area in square meters?",
)


@generator(
    "math.g35.fraction-multiply",
    content_types=BASIC | {T.ARITHMETIC, T.DIAGRAM},
    params=FractionMultiplyParams,
)
def fraction_multiply(ctx: GenerationContext) -> Draft:
    p: FractionMultiplyParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "scaling":
        n = rng.randint(4, (12, 30, 100)[rank])
        kind = pick(rng, ("less", "greater", "equal") if rank else ("less", "greater"))
        if kind == "less":
            f = _proper(rng, DENS[rank])
        elif kind == "greater":
            d = pick(rng, DENS[rank])
            f = Fraction(rng.randint(d + 1, 2 * d + d // 2), d)
            if f.denominator == 1:
                f += Fraction(1, d)
        else:
            d = pick(rng, DENS[rank])
            f = Fraction(d, d)
        shown = (
            f"{f.numerator}/{f.denominator}"
            if f == 1
            else fr(f)
            if f < 1 or rank
            else f"{f.numerator}/{f.denominator}"
        )
        answer = {"less": f"less than {n}", "greater": f"greater than {n}", "equal": f"equal to {n}"}[kind]
        why = {
            "less": f"{shown} is less than 1, so {shown} × {n} is less than {n}.",
            "greater": f"{shown} is greater than 1, so {shown} × {n} is greater than {n}.",
            "equal": f"{shown} is equal to 1, so {shown} × {n} is equal to {n}.",
        }[kind]
        wrong = [
            mis(
                f"greater than {n}",
                "thought-multiplying-always-makes-bigger",
                "Multiplying by a fraction less than 1 makes a smaller product.",
            )
            if kind != "greater"
            else mis(
                f"less than {n}",
                "thought-fractions-always-make-smaller",
                "A fraction greater than 1 makes the product greater.",
            ),
            mis(
                f"equal to {n}",
                "ignored-the-size-of-the-fraction",
                "Only a factor equal to 1 keeps the number the same.",
            )
            if kind != "equal"
            else mis(
                f"greater than {n}",
                "thought-multiplying-always-makes-bigger",
                "Multiplying by 1 (any fraction like 4/4) keeps the number the same.",
            ),
            mis(f"less than {n}", "thought-fractions-always-make-smaller", "Compare the fraction with 1.")
            if kind == "equal"
            else mis(
                f"greater than {n}" if kind == "less" else f"equal to {n}",
                "ignored-the-size-of-the-fraction",
                "Compare the fraction with 1.",
            ),
        ]
        q = MathQuestion(
            prompt=f"Without multiplying, is {shown} × {n} greater than, less than, or equal to {n}?",
            answer_display=answer,
            explanation=why,
            misconceptions=clean(answer, wrong),
            fill_text=f"Without multiplying, {shown} × {n} is ___.",
            answer_format="text",
            features=features("reason", 1, len(str(n)), "symbolic"),
            key=f"scale:{shown}:{n}",
        )
        return finish(ctx, q)
    svg = None
    if p.mode == "whole":
        x = _proper(rng, DENS[rank])
        q_ = (
            x.denominator * rng.randint(1, (3, 4, 6)[rank])
            if rank < 2 or rng.random() < 0.6
            else rng.randint(2, 15)
        )
        y = Fraction(q_)
        value = x * y
        expl = f"{fr(x)} × {q_} means {x.numerator} parts of {q_} split into {x.denominator} equal parts: ({x.numerator} × {q_}) ÷ {x.denominator} = {x.numerator * q_}/{x.denominator} = {fr(value)}."
        wrong = [
            mis(
                str(x.numerator * q_),
                "forgot-to-divide-by-the-denominator",
                f"Divide by {x.denominator} after multiplying by {x.numerator}.",
            ),
            mis(
                fr(Fraction(x.numerator * q_, x.denominator * q_)),
                "multiplied-the-denominator-too",
                "Multiply only the numerator by the whole number.",
            ),
            mis(fr(x + q_), "added-instead-of-multiplied", "Multiply the fraction and the whole number."),
            mis(
                fr(Fraction(q_, x.denominator)),
                "found-a-unit-fraction-of-the-whole",
                f"{fr(x)} of {q_} is {x.numerator} parts of size {fr(Fraction(q_, x.denominator))}.",
            ),
        ]
        if q_ % x.denominator == 0 and q_ // x.denominator <= 12 and q_ <= 24:
            svg = fraction_bar(
                x.denominator,
                x.numerator,
                title=f"{fr(x)} of {q_}",
                desc=f"A bar standing for {q_} cut into {x.denominator} equal parts of {q_ // x.denominator}; {x.numerator} parts are shaded.",
            )
        prompt = f"What is {fr(x)} × {q_}?"
        fill = f"{fr(x)} × {q_} = ___."
        task = "compute"
        displays = (fr(x), str(q_))
    else:
        if p.mode == "fraction":
            x, y = _proper(rng, DENS[rank]), _proper(rng, DENS[rank])
            if rank == 2 and rng.random() < 0.5:
                x += rng.randint(1, 3)
        else:
            x = _proper(rng, DENS[rank]) + rng.randint(1, (2, 4, 6)[rank])
            y = (
                _proper(rng, DENS[rank])
                if rng.random() < 0.6
                else _proper(rng, DENS[rank]) + rng.randint(1, 3)
            )
        value = x * y
        ix, iy = Fraction(x.numerator, x.denominator), Fraction(y.numerator, y.denominator)
        expl = (
            (
                (
                    f"Write the mixed numbers as fractions: {fr(x)} = {x.numerator}/{x.denominator}"
                    + (f" and {fr(y)} = {y.numerator}/{y.denominator}" if y > 1 else "")
                    + ". "
                )
                if x > 1 or y > 1
                else ""
            )
            + f"Multiply numerators and denominators: ({ix.numerator} × {iy.numerator})/({ix.denominator} × {iy.denominator}) = {ix.numerator * iy.numerator}/{ix.denominator * iy.denominator} = {fr(value)}."
        )
        wrong = [
            mis(
                fr(Fraction(ix.numerator * iy.numerator, ix.denominator + iy.denominator)),
                "added-the-denominators",
                "Multiply the denominators too.",
            ),
            mis(
                fr(Fraction(ix.numerator * iy.denominator, ix.denominator * iy.numerator)),
                "cross-multiplied",
                "Multiply numerator by numerator and denominator by denominator.",
            ),
            mis(fr(x + y), "added-instead-of-multiplied", "The problem asks for a product."),
            mis(
                fr(int(x) * int(y) + (x - int(x)) * (y - int(y)))
                if x > 1 and y > 1
                else fr(value + Fraction(1, ix.denominator * iy.denominator)),
                "multiplied-wholes-and-fractions-separately" if x > 1 and y > 1 else "multiplication-slip",
                "Change mixed numbers to fractions before multiplying."
                if x > 1 and y > 1
                else "Recheck the products.",
            ),
        ]
        if p.mode == "word":
            template = pick(rng, WORD_MUL)
            prompt = template.format(who=name(rng), x=fr(x), y=fr(y))
            fill = prompt.rsplit(". ", 1)[0] + ". The answer is ___."
            task = "word-problem"
        else:
            prompt = f"What is {fr(x)} × {fr(y)}?"
            fill = f"{fr(x)} × {fr(y)} = ___."
            task = "compute"
        displays = (fr(x), fr(y))
    answer = fr(value)
    wrong = [m for m in wrong if _val(m.display) != value]
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        explanation=expl,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        arithmetic=arith(x, "×", y, f"{displays[0]} × {displays[1]} = ___", displays=displays),
        diagram=diagram("fraction-bar", svg, prompt) if svg else None,
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(task, 2, 2, "text" if task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
        key=f"fmul:{p.mode}:{x}:{y}",
    )
    return finish(ctx, q)


class FractionDivideParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["unit-by-whole", "whole-by-unit", "word"]


@generator(
    "math.g35.fraction-divide", content_types=BASIC | {T.ARITHMETIC, T.DIAGRAM}, params=FractionDivideParams
)
def fraction_divide(ctx: GenerationContext) -> Draft:
    p: FractionDivideParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    b = rng.randint(2, (5, 8, 10)[rank])
    n = rng.randint(2, (5, 8, 12)[rank])
    mode = p.mode if p.mode != "word" else pick(rng, ("unit-by-whole", "whole-by-unit"))
    who = name(rng)
    if mode == "unit-by-whole":
        x, y = Fraction(1, b), Fraction(n)
        value = x / y
        wrong = [
            mis(
                fr(Fraction(n, b)),
                "multiplied-instead-of-divided",
                "Sharing 1/b among n makes each share smaller, not larger.",
            ),
            mis(str(b * n), "forgot-the-fraction", f"The answer is a fraction of the whole: 1/{b * n}."),
            mis(
                fr(Fraction(1, b + n)),
                "added-the-divisor-to-the-denominator",
                f"Each of the {b} parts is cut into {n}, making {b} × {n} parts.",
            ),
        ]
        expl = f"Cut 1/{b} into {n} equal parts. The whole then has {b} × {n} = {b * n} of those parts, so each part is 1/{b * n}. Check: 1/{b * n} × {n} = 1/{b}."
        svg = fraction_bar(
            b * n,
            n,
            title=f"1/{b} cut into {n} equal parts",
            desc=f"A bar cut into {b * n} equal parts. The shaded {n} parts make 1/{b} of the bar.",
        )
        if p.mode == "word":
            thing = pick(rng, ("pan of lasagna", "pizza", "loaf of bread", "cake"))
            prompt = f"{n} friends share 1/{b} of a {thing} equally. What fraction of the whole {thing} does each friend get?"
            fill = f"{n} friends share 1/{b} of a {thing} equally. The fraction for each is ___."
        else:
            prompt = f"What is 1/{b} ÷ {n}?"
            fill = f"1/{b} ÷ {n} = ___."
        displays = (f"1/{b}", str(n))
    else:
        x, y = Fraction(n), Fraction(1, b)
        value = x / y
        wrong = [
            mis(
                fr(Fraction(n, b)),
                "divided-by-the-denominator",
                f"Count how many 1/{b} pieces fit in {n} wholes: there are {b} in each whole.",
            ),
            mis(
                fr(Fraction(1, n * b)),
                "divided-the-wrong-way",
                "Many small pieces fit into a whole, so the answer is greater than the whole number.",
            ),
            mis(
                str(n + b), "added-instead-of-multiplied", f"There are {b} pieces in each of the {n} wholes."
            ),
        ]
        expl = f"Each whole holds {b} pieces of size 1/{b}. {n} wholes hold {n} × {b} = {n * b} pieces, so {n} ÷ 1/{b} = {n * b}. Check: {n * b} × 1/{b} = {n}."
        svg = fraction_bar(
            b,
            0,
            bars=min(n, 6),
            title=f"{n} wholes cut into 1/{b} pieces",
            desc=f"{min(n, 6)} bars, each one whole cut into {b} equal pieces of 1/{b}"
            + ("." if n <= 6 else f" (the problem has {n} wholes)."),
        )
        if p.mode == "word":
            thing = pick(rng, ("cups of rice", "pounds of clay", "liters of juice", "feet of ribbon"))
            prompt = f"{who} has {n} {thing} and divides it into portions of 1/{b} each. How many portions does {who} make?"
            fill = f"{who} divides {n} {thing} into portions of 1/{b} each. The number of portions is ___."
        else:
            prompt = f"What is {n} ÷ 1/{b}?"
            fill = f"{n} ÷ 1/{b} = ___."
        displays = (str(n), f"1/{b}")
    answer = fr(value)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer if value.denominator != 1 else int(value),
        explanation=expl,
        misconceptions=clean(answer, [m for m in wrong if _val(m.display) != value]),
        fill_text=fill,
        arithmetic=arith(x, "÷", y, f"{displays[0]} ÷ {displays[1]} = ___", displays=displays),
        diagram=diagram("fraction-bar", svg, prompt),
        answer_format="fraction" if value.denominator != 1 else "number",
        features=features(
            "word-problem" if p.mode == "word" else "compute",
            2,
            2,
            "text" if p.mode == "word" else "symbolic",
        ),
        key=f"fdiv:{p.mode}:{mode}:{b}:{n}",
    )
    return finish(ctx, q)


class FractionDivisionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["write", "share"]


@generator(
    "math.g35.fraction-as-division",
    content_types=BASIC | {T.ARITHMETIC, T.DIAGRAM},
    params=FractionDivisionParams,
)
def fraction_as_division(ctx: GenerationContext) -> Draft:
    p: FractionDivisionParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    b = rng.randint(2, (6, 9, 12)[rank])
    a = rng.randint(1, (2 * b, 3 * b, 5 * b)[rank])
    if a % b == 0:
        a += 1
    value = Fraction(a, b)
    answer = fr(value)
    wrong = [
        mis(
            fr(Fraction(b, a)),
            "divided-the-wrong-way",
            f"{a} ÷ {b} means {a} shared into {b} equal parts: {a}/{b}.",
        ),
        mis(
            fr(Fraction(a // b) + Fraction(a % b, a)) if a > b else fr(Fraction(a, b + a)),
            "used-the-wrong-denominator",
            f"The parts are {b}ths, so the denominator is {b}.",
        ),
        mis(
            str(a // b) if a > b else str(a),
            "dropped-the-remainder",
            "The leftover must also be shared, as a fraction.",
        ),
        mis(fr(Fraction(a, b) + 1), "regrouping-slip", "Count the whole ones again."),
    ]
    svg = fraction_bar(
        b,
        0,
        bars=min(max(1, -(-a // b)), 5),
        title=f"{a} ÷ {b}",
        desc=f"Bars standing for the wholes being shared, each cut into {b} equal parts.",
    )
    if p.mode == "share":
        thing = pick(rng, ("pizzas", "sandwiches", "pies", "granola bars", "pancakes"))
        prompt = f"{b} friends share {a} {thing} equally. How many {thing} does each friend get?"
        fill = f"{b} friends share {a} {thing} equally. The amount for each friend is ___."
        one = {
            "pizzas": "pizza",
            "sandwiches": "sandwich",
            "pies": "pie",
            "granola bars": "granola bar",
            "pancakes": "pancake",
        }[thing]
        expl = (
            f"Sharing {a} {thing} among {b} friends is {a} ÷ {b} = {a}/{b}"
            + (f" = {answer}" if a > b else "")
            + f" {one if a < b else thing} for each friend."
        )
        task = "word-problem"
    else:
        prompt = f"Write {a} ÷ {b} as a fraction or mixed number."
        fill = f"{a} ÷ {b} = ___."
        expl = f"A fraction is a division: {a} ÷ {b} = {a}/{b}" + (
            f" = {answer}, because {b} × {a // b} = {b * (a // b)} and {a % b} is left, which is {a % b}/{b}."
            if a > b
            else "."
        )
        task = "compute"
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        answer_value=answer,
        explanation=expl,
        misconceptions=clean(answer, [m for m in wrong if _val(m.display) != value]),
        fill_text=fill,
        arithmetic=arith(a, "÷", b, f"{a} ÷ {b} = ___"),
        diagram=diagram("fraction-bar", svg, prompt),
        answer_format="fraction",
        features=features(task, 2, 2, "text" if task == "word-problem" else "symbolic"),  # type: ignore[arg-type]
        key=f"fasdiv:{p.mode}:{a}:{b}",
    )
    return finish(ctx, q)
