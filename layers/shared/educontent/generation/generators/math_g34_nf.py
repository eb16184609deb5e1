"""Grades 3-4 fractions: fractions from bars and circles, unit fractions, fractions on number
lines, equivalent fractions and comparing (3.NF.A, 4.NF.A), adding and subtracting like fractions
and mixed numbers, decomposing fractions, fraction stories (4.NF.B.3), multiplying a fraction by a
whole number (4.NF.B.4) and tenths, hundredths and decimals (4.NF.C)."""

from __future__ import annotations

import random
from fractions import Fraction
from math import lcm
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators._g34_common import (
    NAMES,
    bars,
    double_number_line,
    frac,
    hundred_grid,
    mixed_over,
    non_negative,
    pick,
    pies,
    ticks_line,
    two_names,
    wrong_answers,
)
from educontent.generation.kit.math_forms import (
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    render,
)
from educontent.generation.numbers import fmt_decimal
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception
MC, FB, TF, SA, AR, DG = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
    ContentType.ARITHMETIC,
    ContentType.DIAGRAM,
)
G3_DENS = [2, 3, 4, 6, 8]
G4_DENS = [2, 3, 4, 5, 6, 8, 10, 12]


def _alts(value: Fraction, shown: str) -> tuple[str, ...]:
    """Other ways to write the same answer: simplest form, mixed number."""
    out: list[str] = []
    simple = f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)
    if simple != shown:
        out.append(simple)
    if value > 1 and value.denominator != 1:
        whole = value.numerator // value.denominator
        rest = value - whole
        mixed = f"{whole} {rest.numerator}/{rest.denominator}"
        if mixed != shown:
            out.append(mixed)
    return tuple(out)


def mx(whole: int, num: int, den: int) -> str:
    """A mixed number as written: ``3 2/4``, ``3`` when there is no fraction part, ``2/4`` with no whole."""
    if num == 0:
        return str(whole)
    if whole == 0:
        return f"{num}/{den}"
    return f"{whole} {num}/{den}"


# ---- fractions from models (3.NF.A.1) ----------------------------------------------------------


class FractionModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["name-bar", "name-circle", "unit", "count-units"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)


@generator("math.g34.fraction-models", content_types={MC, FB, TF, SA, DG}, params=FractionModelParams)
def fraction_models(ctx: GenerationContext) -> Draft:
    p: FractionModelParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    b = pick(rng, [x for x in p.dens if x >= 3] or [3]) if mode == "count-units" else pick(rng, p.dens)
    a = (
        1
        if mode == "unit"
        else rng.randint(1 if mode != "count-units" else 2, b if ctx.level.rank == 2 else max(1, b - 1))
    )
    shape = "circle" if mode == "name-circle" else "bar"
    desc = f"A {shape} cut into {b} equal parts with {a} part{'s' if a != 1 else ''} shaded."
    title = f"A {shape} in {b} equal parts"
    picture = (
        pies(b, a, title=title, desc=desc)
        if shape == "circle"
        else bars([(b, a, "")], title=title, desc=desc)
    )
    value = Fraction(a, b)
    if mode == "count-units":
        prompt = f"How many parts of size 1/{b} make {a}/{b}?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(a),
            answer_value=a,
            explanation=f"{a}/{b} means {a} parts of size 1/{b}: {' + '.join([f'1/{b}'] * a)} = {a}/{b}.",
            misconceptions=wrong_answers(
                a,
                [
                    M(str(b), "used-the-denominator", f"{b} is how many parts make the whole."),
                    M(str(b - a), "counted-the-unshaded-parts", "Count the shaded parts."),
                    M(str(a + 1), "counted-one-too-many", "Count the parts again."),
                    M("1", "thought-a-fraction-is-one-part", f"{a}/{b} is more than one part."),
                ],
                non_negative,
            ),
            fill_text=f"{a}/{b} is ___ parts of size 1/{b}.",
            diagram=DiagramForm("fraction-bar", picture),
            features=Features("represent", 1, 1, "visual"),
            key=f"fmc:{a}:{b}",
            instructions="Think of a fraction as unit fractions.",
        )
        return render(q, ctx.content_type, rng)
    answer = frac(a, b)
    if mode == "unit":
        prompt = f"The {shape} is cut into equal parts and one part is shaded. What fraction of the whole {shape} is one part?"
        explain = f"The {shape} has {b} equal parts. One part is 1 of {b} equal parts, so it is 1/{b}."
        cands = [
            M(f"{b}/1", "wrote-the-number-of-parts", f"There are {b} parts, but one part is 1/{b}."),
            M(f"1/{b + 1}", "counted-the-lines", f"Count the parts, not the lines: there are {b}."),
            M(f"1/{b - 1}", "counted-the-unshaded-parts", f"Count all {b} parts, shaded and not shaded."),
            M(f"{b - 1}/{b}", "named-the-unshaded-part", "This names the parts that are not shaded."),
        ]
    else:
        prompt = f"What fraction of the {shape} is shaded?"
        explain = f"The {shape} has {b} equal parts (the denominator) and {a} of them {'is' if a == 1 else 'are'} shaded (the numerator): {a}/{b}."
        cands = [
            M(f"{b}/{a}", "flipped-the-fraction", "The number of equal parts goes on the bottom."),
            M(f"{b - a}/{b}", "counted-the-unshaded-parts", "Count the shaded parts for the numerator."),
            M(f"{a}/{b - a}", "compared-shaded-to-unshaded", "The denominator counts all the equal parts."),
            M(f"1/{b}", "named-one-part", "Count how many parts are shaded."),
        ]
    cands = [m for m in cands if not m.display.endswith("/0")]
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=f"___ of the {shape} is shaded.",
        diagram=DiagramForm("shape" if shape == "circle" else "fraction-bar", picture),
        answer_format="fraction",
        acceptable=_alts(value, answer),
        features=Features("identify", 1, 1, "visual"),
        key=f"fm:{mode}:{a}:{b}",
        instructions="Look at the equal parts.",
    )
    return render(q, ctx.content_type, rng)


# ---- fractions on a number line (3.NF.A.2) -----------------------------------------------------


class NumberLineParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["identify", "beyond", "unit", "jumps"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)


@generator("math.g34.fraction-number-line", content_types={MC, FB, TF, SA, DG}, params=NumberLineParams)
def fraction_number_line(ctx: GenerationContext) -> Draft:
    p: NumberLineParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    b = pick(rng, p.dens)
    whole = 1
    if mode == "unit":
        a = 1
    elif mode == "beyond":
        whole = rng.randint(2, 3)
        a = rng.randint(b + 1, whole * b - 1)
    elif mode == "jumps":
        whole = 2 if ctx.level.rank else 1
        a = rng.randint(2, whole * b)
    else:
        a = rng.randint(1, b - 1)
    value = Fraction(a, b)
    answer = frac(a, b)
    cands = [
        M(
            f"{a}/{b + 1}",
            "counted-the-tick-marks",
            f"There are {b + 1} tick marks from 0 to 1 but only {b} equal parts.",
        ),
        M(f"{a + 1}/{b}", "counted-the-tick-at-zero", "Count the jumps from 0, not the tick marks."),
        M(f"{b}/{a}", "flipped-the-fraction", "The number of equal parts in one whole goes on the bottom."),
        M(
            f"{a}/{whole * b}",
            "used-the-whole-line-as-one",
            "Each whole, from one whole number to the next, is cut into the parts.",
        ),
        M(f"{a - 1}/{b}", "counted-one-too-few", "Count every jump from 0."),
    ]
    desc = f"A number line from 0 to {whole}. Each whole is cut into {b} equal parts. Point A is {a} part{'s' if a != 1 else ''} to the right of 0."
    picture = ticks_line(
        whole * b,
        {k * b: str(k) for k in range(whole + 1)},
        [] if mode == "jumps" else [(a, "A")],
        title="Fractions on a number line",
        desc=desc
        if mode != "jumps"
        else f"A number line from 0 to {whole}. Each whole is cut into {b} equal parts.",
    )
    if mode == "jumps":
        prompt = f"Start at 0 on a number line and make {a} jumps of 1/{b}. Where do you land?"
        fill = f"{a} jumps of 1/{b} from 0 land on ___."
        explain = f"Each jump is 1/{b}. {a} jumps of 1/{b} make {a}/{b}, so you land on {a}/{b}."
        diagram = DiagramForm("number-line", picture, question=prompt)
    else:
        prompt = "What fraction is at point A?"
        fill = "Point A is at ___."
        explain = (
            f"From 0 to 1 there are {b} equal parts, so each part is 1/{b}. "
            f"Point A is {a} part{'s' if a != 1 else ''} from 0, so it is at {a}/{b}."
        )
        diagram = DiagramForm("number-line", picture)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=fill,
        diagram=diagram,
        answer_format="fraction",
        acceptable=_alts(value, answer),
        features=Features("represent", 1, 1, "visual"),
        key=f"nl:{mode}:{a}:{b}:{whole}",
        instructions="Use the number line.",
    )
    return render(q, ctx.content_type, rng)


# ---- equivalent fractions and comparing (3.NF.A.3, 4.NF.A.1, 4.NF.A.2) -------------------------


RelationMode = Literal[
    "equiv-missing",
    "equiv-pick",
    "equiv-number-line",
    "whole",
    "compare-same-den",
    "compare-same-num",
    "compare-unlike",
    "compare-benchmark",
]


class RelationParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[RelationMode] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G3_DENS), min_length=1)
    max_den: int = Field(default=8, ge=4, le=100)
    direction: list[Literal["up", "down"]] = Field(default_factory=lambda: ["up"], min_length=1)


def _equiv_pair(rng: random.Random, dens: list[int], max_den: int) -> tuple[int, int, int]:
    """(a, b, n) with a/b proper and n*b <= max_den."""
    options = [b for b in dens if b * 2 <= max_den] or [2]
    b = pick(rng, options)
    a = rng.randint(1, b - 1)
    n = rng.randint(2, max(2, max_den // b))
    return a, b, n


def _symbol(x: Fraction, y: Fraction) -> str:
    return "=" if x == y else (">" if x > y else "<")


@generator("math.g34.fraction-relations", content_types={MC, FB, TF, SA, DG}, params=RelationParams)
def fraction_relations(ctx: GenerationContext) -> Draft:
    p: RelationParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    if mode.startswith("compare"):
        draft = render(_compare(rng, mode, p, ctx.level.rank), ctx.content_type, rng)
        draft.standard = _standard(ctx, "4.NF.A.2", "3.NF.A.3d")
        return draft
    if mode == "whole":
        return render(_whole(rng, p), ctx.content_type, rng)
    a, b, n = _equiv_pair(rng, p.dens, p.max_den)
    d = n * b
    if mode == "equiv-missing":
        direction = pick(rng, p.direction)
        ask_den = ctx.level.rank >= 1 and rng.random() < 0.4
        if direction == "up":
            top, bottom = (a, b), (n * a, d)
            fill = f"{a}/{b} = {n * a}/___" if ask_den else f"{a}/{b} = ___/{d}"
            answer = d if ask_den else n * a
            explain = f"{b} × {n} = {d}, so multiply the numerator by {n} too: {a} × {n} = {n * a}. {a}/{b} = {n * a}/{d}."
            cands = (
                [
                    M(
                        str(b + n * a - a),
                        "added-the-same-amount",
                        "Multiply top and bottom by the same number; do not add.",
                    ),
                    M(
                        str(b),
                        "kept-the-denominator",
                        f"The numerator changed from {a} to {n * a}, so the denominator changes too.",
                    ),
                    M(
                        str(n * a),
                        "copied-the-numerator",
                        "The denominator must be bigger than the numerator here.",
                    ),
                ]
                if ask_den
                else [
                    M(
                        str(a + d - b),
                        "added-the-same-amount",
                        "Multiply top and bottom by the same number; do not add.",
                    ),
                    M(
                        str(a),
                        "kept-the-numerator",
                        f"The parts are {n} times smaller, so you need {n} times as many.",
                    ),
                    M(str(d), "copied-the-denominator", "The numerator counts the shaded parts."),
                    M(
                        str(a * d),
                        "multiplied-by-the-new-denominator",
                        f"Multiply by {n}, the number the denominator was multiplied by.",
                    ),
                ]
            )
        else:
            top, bottom = (n * a, d), (a, b)
            fill = f"{n * a}/{d} = {a}/___" if ask_den else f"{n * a}/{d} = ___/{b}"
            answer = b if ask_den else a
            explain = f"{d} ÷ {n} = {b}, so divide the numerator by {n} too: {n * a} ÷ {n} = {a}. {n * a}/{d} = {a}/{b}."
            cands = (
                [
                    M(
                        str(d - (n * a - a)),
                        "subtracted-the-same-amount",
                        "Divide top and bottom by the same number; do not subtract.",
                    ),
                    M(
                        str(d),
                        "kept-the-denominator",
                        "The numerator changed, so the denominator changes too.",
                    ),
                    M(
                        str(a),
                        "copied-the-numerator",
                        "The denominator must be bigger than the numerator here.",
                    ),
                ]
                if ask_den
                else [
                    M(
                        str(n * a - (d - b)),
                        "subtracted-the-same-amount",
                        "Divide top and bottom by the same number; do not subtract.",
                    ),
                    M(
                        str(n * a),
                        "kept-the-numerator",
                        "The parts are bigger now, so you need fewer of them.",
                    ),
                    M(str(b), "copied-the-denominator", "The numerator counts the shaded parts."),
                ]
            )
        diagram = DiagramForm(
            "fraction-bar",
            bars(
                [(top[1], top[0], ""), (bottom[1], bottom[0], "")],
                title="Equivalent fractions",
                desc=f"Two bars of the same size. The top bar is cut into {top[1]} equal parts with {top[0]} shaded. The bottom bar is cut into {bottom[1]} equal parts with {bottom[0]} shaded.",
            ),
        )
        q = MathQuestion(
            prompt=f"What number makes the fractions equivalent? {fill}",
            answer_display=str(answer),
            answer_value=answer,
            explanation=explain + " The bars show the same amount shaded.",
            misconceptions=wrong_answers(answer, cands, _positive),
            fill_text=fill,
            diagram=diagram,
            features=Features("compute", 2, len(str(d)), "symbolic"),
            key=f"eq:{fill}",
            instructions="Find the equivalent fraction.",
        )
        return _equiv_draft(q, ctx)
    if mode == "equiv-pick":
        answer = frac(n * a, d)
        k = n
        cands = [
            M(
                frac(a + k, b + k),
                "added-the-same-number",
                "Adding the same number to top and bottom changes the size.",
            ),
            M(
                frac(a, d),
                "changed-only-the-denominator",
                "Multiply the numerator by the same number as the denominator.",
            ),
            M(
                frac(n * a, b),
                "changed-only-the-numerator",
                "Multiply the denominator by the same number as the numerator.",
            ),
            M(frac(b, a), "flipped-the-fraction", "The denominator stays on the bottom."),
        ]
        q = MathQuestion(
            prompt=f"Which fraction is equivalent to {a}/{b}?",
            answer_display=answer,
            explanation=f"Multiply the numerator and denominator by {n}: {a} × {n} = {n * a} and {b} × {n} = {d}. So {a}/{b} = {n * a}/{d}.",
            misconceptions=wrong_answers(Fraction(a, b), cands, non_negative),
            fill_text=f"{a}/{b} is equivalent to ___.",
            diagram=DiagramForm(
                "fraction-bar",
                bars([(b, a, "")], title=f"{a}/{b}", desc=f"A bar cut into {b} equal parts with {a} shaded."),
            ),
            answer_format="fraction",
            features=Features("identify", 2, len(str(d)), "symbolic"),
            key=f"ep:{a}:{b}:{n}",
            instructions="Find an equivalent fraction.",
        )
        return _equiv_draft(q, ctx)
    # equiv-number-line
    answer = frac(n * a, d)
    picture = double_number_line(
        1,
        b,
        d,
        Fraction(a, b),
        Fraction(a, b),
        title="Two number lines",
        desc=f"Two number lines from 0 to 1. The top line is cut into {b} equal parts with point A at {a}/{b}. The bottom line is cut into {d} equal parts with point B {n * a} parts to the right of 0.",
    )
    cands = [
        M(frac(a, d), "kept-the-numerator", "The bottom line has smaller parts, so B is more parts from 0."),
        M(frac(n * a + 1, d), "counted-the-tick-at-zero", "Count jumps from 0, not tick marks."),
        M(frac(n * a, d + 1), "counted-the-tick-marks", f"There are {d} equal parts, not {d + 1}."),
        M(frac(a, b + d), "added-the-denominators", "Read the bottom line on its own."),
    ]
    q = MathQuestion(
        prompt=f"Point A is at {a}/{b} on the top number line. Point B is at the same place on the bottom number line, which is cut into {d} equal parts from 0 to 1. What fraction is at point B?",
        answer_display=answer,
        explanation=f"Each part on the bottom line is 1/{d}. Point B is {n * a} parts from 0, so it is {n * a}/{d}. A and B are at the same point, so {a}/{b} = {n * a}/{d}.",
        misconceptions=wrong_answers(Fraction(a, b), cands, non_negative),
        fill_text=f"Point B is at ___, the same point as {a}/{b} on a line cut into {d} equal parts.",
        diagram=DiagramForm("number-line", picture),
        answer_format="fraction",
        features=Features("represent", 2, len(str(d)), "visual"),
        key=f"enl:{a}:{b}:{n}",
        instructions="Equivalent fractions are at the same point.",
    )
    return _equiv_draft(q, ctx)


def q_render(q: MathQuestion, ctx: GenerationContext) -> Draft:
    return render(q, ctx.content_type, ctx.rng)


def _equiv_draft(q: MathQuestion, ctx: GenerationContext) -> Draft:
    draft = render(q, ctx.content_type, ctx.rng)
    draft.standard = _standard(ctx, "4.NF.A.1", "3.NF.A.3b", "3.NF.A.3a")
    return draft


def _standard(ctx: GenerationContext, *codes: str) -> str | None:
    """The first of ``codes`` that the skill lists (the standard this item practises), if any."""
    return next((code for code in codes if code in ctx.skill.standards), None)


def _positive(text: str) -> Fraction | None:
    value = Fraction(text)
    return value if value > 0 else None


def _whole(rng: random.Random, p: RelationParams) -> MathQuestion:
    b = pick(rng, p.dens)
    k = rng.randint(1, 5)
    form = rng.randrange(4)
    if form == 0:
        fill, answer = f"{k * b}/{b} = ___", k
        explain = f"{b}/{b} makes 1 whole. {k * b} parts of size 1/{b} make {k * b} ÷ {b} = {k} wholes."
        cands = [
            M(str(k * b), "ignored-the-denominator", f"{k * b} parts of size 1/{b} is not {k * b} wholes."),
            M(str(b), "gave-the-denominator", "Count how many wholes the parts make."),
            M(str(k + 1), "counted-one-too-many", "Check by multiplying."),
        ]
    elif form == 1:
        fill, answer = f"{k} = ___/{b}", k * b
        explain = f"Each whole has {b} parts of size 1/{b}. {k} wholes have {k} × {b} = {k * b} parts, so {k} = {k * b}/{b}."
        cands = [
            M(str(k), "kept-the-whole-number", f"{k}/{b} is less than {k}."),
            M(str(k + b), "added-instead-of-multiplied", f"Each of the {k} wholes has {b} parts."),
            M(str(b), "wrote-one-whole", f"{b}/{b} is only 1 whole."),
        ]
    elif form == 2:
        fill, answer = f"{b}/{b} = ___", 1
        explain = f"{b} parts of size 1/{b} fill the whole, so {b}/{b} = 1."
        cands = [
            M(str(b), "ignored-the-denominator", f"{b} parts of size 1/{b} make one whole."),
            M("0", "thought-the-fraction-was-empty", "Every part is shaded, so it is a whole."),
            M("2", "added-the-numbers", "A fraction is not the sum of its numbers."),
        ]
    else:
        fill, answer = f"{k}/1 = ___", k
        explain = f"A denominator of 1 means each whole is 1 part. {k} parts of size 1 make {k}."
        cands = [
            M("1", "thought-denominator-1-means-one", f"{k} wholes of size 1 is {k}."),
            M(str(k + 1), "added-the-numbers", "Do not add the numerator and denominator."),
            M("0", "thought-the-fraction-was-empty", f"{k}/1 is {k} whole ones."),
        ]
    return MathQuestion(
        prompt=f"What number makes this true? {fill}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, cands, non_negative),
        fill_text=fill,
        features=Features("represent", 1, len(str(k * b)), "symbolic"),
        key=f"wh:{fill}",
        instructions="Whole numbers can be written as fractions.",
    )


def _compare(rng: random.Random, mode: str, p: RelationParams, rank: int) -> MathQuestion:
    dens = p.dens
    if mode == "compare-same-den":
        b = pick(rng, [x for x in dens if x >= 3] or [4])
        a1, a2 = rng.sample(range(1, b + (1 if rank == 2 else 0)), 2)
        x, y = (a1, b), (a2, b)
        explain = f"Both fractions have {b} equal parts of the same size. {a1} parts {'is more than' if a1 > a2 else 'is less than'} {a2} parts, so {a1}/{b} {_symbol(Fraction(a1, b), Fraction(a2, b))} {a2}/{b}."
        reverse = ("compared-the-wrong-way", "With the same denominator, more parts means a bigger fraction.")
    elif mode == "compare-same-num":
        b1, b2 = rng.sample(sorted(set(dens) | {2, 3, 4}), 2)
        a = rng.randint(1, min(b1, b2) - 1) if min(b1, b2) > 2 else 1
        x, y = (a, b1), (a, b2)
        bigger = b1 if b1 < b2 else b2
        explain = (
            f"Both fractions have {a} part{'s' if a > 1 else ''}. Parts of size 1/{min(b1, b2)} are bigger than parts of size 1/{max(b1, b2)}, "
            f"so the fraction with denominator {bigger} is greater: {a}/{b1} {_symbol(Fraction(a, b1), Fraction(a, b2))} {a}/{b2}."
        )
        reverse = (
            "thought-a-bigger-denominator-is-bigger",
            "A bigger denominator means the whole is cut into more, smaller parts.",
        )
    elif mode == "compare-benchmark":
        b = pick(rng, [x for x in dens if x >= 3] or [5])
        a = rng.randint(1, b - 1)
        if rng.random() < 0.85:
            while 2 * a == b:
                a = rng.randint(1, b - 1)
        x, y = (a, b), (1, 2)
        half = Fraction(b, 2)
        half_text = str(half.numerator) if half.denominator == 1 else f"{half.numerator // 2} 1/2"
        explain = (
            f"Half of {b} is {half_text}, so {half_text} out of {b} parts is 1/2. "
            f"{a} is {'more than' if a > half else 'less than' if a < half else 'equal to'} {half_text}, so {a}/{b} {_symbol(Fraction(a, b), Fraction(1, 2))} 1/2."
        )
        reverse = ("compared-to-the-wrong-benchmark", "Compare the numerator with half of the denominator.")
    else:
        b1, b2 = rng.sample(dens, 2)
        a1 = rng.randint(1, b1 - 1)
        if rng.random() < 0.15 and (a1 * b2) % b1 == 0:
            a2 = a1 * b2 // b1
        else:
            a2 = rng.randint(1, b2 - 1)
            if Fraction(a1, b1) == Fraction(a2, b2) and b2 > 2:
                a2 = a2 + 1 if a2 + 1 < b2 else a2 - 1
        x, y = (a1, b1), (a2, b2)
        common = lcm(b1, b2)
        explain = (
            f"Use a common denominator, {common}: {a1}/{b1} = {a1 * common // b1}/{common} and {a2}/{b2} = {a2 * common // b2}/{common}. "
            f"Compare the numerators: {a1}/{b1} {_symbol(Fraction(a1, b1), Fraction(a2, b2))} {a2}/{b2}."
        )
        reverse = (
            "compared-only-the-numerators-or-denominators",
            "Different-sized parts must be renamed to a common denominator first.",
        )
    vx, vy = Fraction(*x), Fraction(*y)
    symbol = _symbol(vx, vy)
    xs, ys = frac(*x), frac(*y)
    fill = f"{xs} ___ {ys}"
    wrongs = []
    for s in (">", "<", "="):
        if s == symbol:
            continue
        if s == "=":
            wrongs.append(M("=", "thought-they-were-equal", "The fractions are not the same size."))
        elif symbol == "=":
            wrongs.append(
                M(s, "missed-the-equivalence", "The fractions name the same amount, so they are equal.")
            )
        else:
            wrongs.append(M(s, *reverse))
    return MathQuestion(
        prompt=f"Which symbol makes this true? {fill}",
        answer_display=symbol,
        explanation=explain + " The fractions must refer to the same whole.",
        misconceptions=tuple(wrongs),
        fill_text=fill,
        diagram=DiagramForm(
            "fraction-bar",
            bars(
                [(x[1], x[0], xs), (y[1], y[0], ys)],
                title="Comparing fractions",
                desc=f"Two bars of the same size. The top bar is cut into {x[1]} equal parts with {x[0]} shaded. The bottom bar is cut into {y[1]} equal parts with {y[0]} shaded.",
            ),
        ),
        answer_format="text",
        features=Features("compare", 2, 1, "symbolic"),
        key=f"cmp:{fill}",
        instructions="Compare using >, = or <.",
    )


# ---- adding and subtracting fractions (4.NF.B.3) -----------------------------------------------


AddSubMode = Literal[
    "like",
    "models",
    "decompose",
    "pick-decomposition",
    "mixed-add",
    "mixed-sub",
    "to-improper",
    "to-mixed",
    "story",
]


class FractionAddSubParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[AddSubMode] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G4_DENS), min_length=1)


_FRACTION_STORIES = (
    (
        "add",
        "{n1} ate {a}/{b} of a pizza and {n2} ate {c}/{b} of the same pizza. What fraction of the pizza did they eat in all?",
    ),
    (
        "sub",
        "A ribbon is {a}/{b} of a meter long. {n1} cuts off {c}/{b} of a meter. How much of a meter is left?",
    ),
    (
        "left",
        "{n1} plants {a}/{b} of a garden with beans and {c}/{b} of it with corn. What fraction of the garden is not planted?",
    ),
    (
        "mixed-add",
        "{n1} walked {x} miles on Monday and {y} miles on Tuesday. How many miles did {n1} walk in all?",
    ),
    (
        "mixed-sub",
        "A jug holds {x} liters of juice. {n1} pours out {y} liters. How many liters are left in the jug?",
    ),
)


@generator("math.g34.fraction-add-sub", content_types={MC, FB, TF, SA, AR, DG}, params=FractionAddSubParams)
def fraction_add_sub(ctx: GenerationContext) -> Draft:
    p: FractionAddSubParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    b = pick(rng, [x for x in p.dens if x >= 3] or [4])
    if mode in ("like", "models"):
        add = rng.random() < 0.5
        if add:
            a = rng.randint(1, b - 1)
            c = rng.randint(1, (b - a) if rank == 0 or mode == "models" else b - 1)
            result = a + c
            op = "+"
            cands = [
                M(
                    frac(a + c, 2 * b),
                    "added-the-denominators",
                    "The parts stay the same size, so the denominator stays the same.",
                ),
                M(frac(a * c, b), "multiplied-the-numerators", "Add the numbers of parts."),
                M(frac(a + c + 1, b), "counting-slip", "Count the parts again."),
                M(frac(a + c, b * b), "multiplied-the-denominators", "The parts stay the same size."),
            ]
        else:
            a = rng.randint(2, b if rank < 2 or mode == "models" else b + b // 2)
            c = rng.randint(1, a - 1)
            result = a - c
            op = "−"
            cands = [
                M(frac(a + c, b), "added-instead-of-subtracted", "Take the parts away."),
                M(frac(result + 1, b), "counting-slip", "Count the parts that are left again."),
                M(
                    frac(result, 2 * b),
                    "changed-the-denominator",
                    "The parts stay the same size, so the denominator stays the same.",
                ),
                M(frac(a, b), "forgot-to-subtract", f"{c}/{b} must be taken away."),
            ]
        expr = f"{a}/{b} {op} {c}/{b}"
        answer = frac(result, b)
        value = Fraction(result, b)
        explain = (
            f"The parts are the same size (1/{b}), so {'join' if add else 'take away'} parts: "
            f"{a} {'+' if add else '−'} {c} = {result}. {expr} = {result}/{b}."
        )
        if result > b:
            explain += f" That is {mixed_over(value, b)}."
        diagram = None
        if mode == "models":
            diagram = DiagramForm(
                "fraction-bar",
                bars(
                    [(b, a, "")],
                    light=[c] if add else [],
                    crossed=[] if add else [c],
                    title="Fraction bar model",
                    desc=(
                        f"A bar cut into {b} equal parts: {a} parts are dark grey and {c} more parts are light grey."
                        if add
                        else f"A bar cut into {b} equal parts with {a} parts shaded and {c} of those parts crossed out."
                    ),
                ),
            )
            prompt = (
                f"The bar shows {a}/{b} and {c}/{b} joined. What is {expr}?"
                if add
                else f"The bar shows {a}/{b} with {c}/{b} crossed out. What is {expr}?"
            )
        else:
            prompt = f"What is {expr}?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            explanation=explain,
            misconceptions=wrong_answers(value, cands, non_negative),
            fill_text=f"{expr} = ___",
            arithmetic=ArithmeticForm(
                Fraction(a, b),
                Fraction(c, b),
                "+" if add else "-",
                f"{expr} = ___",
                operand_displays=(frac(a, b), frac(c, b)),
            ),
            diagram=diagram,
            answer_format="fraction",
            acceptable=_alts(value, answer),
            features=Features(
                "represent" if diagram else "compute", 1, len(str(b)), "visual" if diagram else "symbolic"
            ),
            key=f"fas:{mode}:{expr}",
            instructions="Add or subtract the fractions.",
        )
        return q_render(q, ctx)
    if mode == "decompose":
        if rank == 2:
            w = rng.randint(1, 2)
            r = rng.randint(1, b - 1)
            left = f"{w} {r}/{b}"
            parts = [f"{b}/{b}"] * w
            answer_num = r
            total_num = w * b + r
        else:
            total_num = rng.randint(3, b)
            count = 1 if rank == 0 else rng.randint(1, 2)
            nums = []
            remaining = total_num
            for _ in range(count):
                x = rng.randint(1, remaining - 1 - (count - len(nums) - 1))
                nums.append(x)
                remaining -= x
            left = frac(total_num, b)
            parts = [frac(x, b) for x in nums]
            answer_num = remaining
        fill = f"{left} = {' + '.join(parts)} + ___"
        answer = frac(answer_num, b)
        value = Fraction(answer_num, b)
        shown_num = total_num - answer_num
        cands = [
            M(
                frac(total_num + shown_num, b),
                "added-instead-of-subtracted",
                "The parts must add up to the whole amount.",
            ),
            M(frac(total_num, b), "copied-the-whole-amount", "Some of the amount is already shown."),
            M(frac(answer_num + 1, b), "counting-slip", "Count the parts still needed."),
            M(frac(answer_num, 2 * b), "changed-the-denominator", "All the parts are the same size."),
        ]
        q = MathQuestion(
            prompt=f"What fraction makes this true? {fill}",
            answer_display=answer,
            explanation=(
                f"{left} is {total_num} parts of size 1/{b}. The sum already shows {shown_num} parts, "
                f"so {total_num} − {shown_num} = {answer_num} parts are missing: {answer}."
            ),
            misconceptions=wrong_answers(value, cands, non_negative),
            fill_text=fill,
            answer_format="fraction",
            acceptable=_alts(value, answer),
            features=Features("reason", 2, len(str(b)), "symbolic"),
            key=f"dec:{fill}",
            instructions="Break the fraction into parts.",
        )
        return q_render(q, ctx)
    if mode == "pick-decomposition":
        a = rng.randint(3, min(b, 8))
        if rng.random() < 0.4:
            nums = [1] * a
        else:
            x = rng.randint(1, a - 1)
            nums = [x, a - x]
        answer = " + ".join(frac(x, b) for x in nums)
        half = b // 2 if b % 2 == 0 else b + 1
        cands = [
            M(
                " + ".join(frac(x, half) for x in nums),
                "split-the-denominator-too",
                "The parts keep the same denominator; only the numerators add.",
            ),
            M(
                " + ".join(frac(x, b) for x in [*nums[:-1], nums[-1] + 1]),
                "one-part-too-many",
                f"The numerators must add to {a}.",
            ),
            M(
                " + ".join(frac(x, b) for x in ([1] * (a - 1) if a > 2 else [a + 1])),
                "one-part-too-few",
                f"Count the parts: you need {a}.",
            ),
        ]
        q = MathQuestion(
            prompt=f"Which sum is equal to {a}/{b}?",
            answer_display=answer,
            explanation=f"{a}/{b} is {a} parts of size 1/{b}. {answer} has {' + '.join(map(str, nums))} = {a} parts of size 1/{b}.",
            misconceptions=wrong_answers(Fraction(a, b), cands, _sum_value),
            fill_text=f"{a}/{b} = ___",
            answer_format="expression",
            features=Features("reason", 2, len(str(b)), "symbolic"),
            key=f"pd:{a}:{b}:{answer}",
            instructions="Find the sum that equals the fraction.",
        )
        return q_render(q, ctx)
    if mode in ("mixed-add", "mixed-sub"):
        top = (3, 5, 9)[rank]
        w1, w2 = rng.randint(1, top), rng.randint(1, top)
        r1, r2 = rng.randint(1, b - 1), rng.randint(1, b - 1)
        if mode == "mixed-sub":
            if w1 <= w2:
                w1, w2 = w2 + 1, w1
            if rank == 0 and r1 < r2:
                r1, r2 = r2, r1
        x, y = Fraction(w1 * b + r1, b), Fraction(w2 * b + r2, b)
        add = mode == "mixed-add"
        value = x + y if add else x - y
        xs, ys = mx(w1, r1, b), mx(w2, r2, b)
        op = "+" if add else "−"
        expr = f"{xs} {op} {ys}"
        answer = mixed_over(value, b)
        if add:
            carry = r1 + r2 >= b
            explain = (
                f"Add the wholes: {w1} + {w2} = {w1 + w2}. Add the fractions: {r1}/{b} + {r2}/{b} = {r1 + r2}/{b}."
                + (
                    f" {r1 + r2}/{b} is more than 1 whole: {r1 + r2}/{b} = 1 {r1 + r2 - b}/{b}."
                    if r1 + r2 > b
                    else " That is 1 whole."
                    if r1 + r2 == b
                    else ""
                )
                + f" So {expr} = {answer}."
            )
            cands = [
                M(
                    mx(w1 + w2, r1 + r2, 2 * b),
                    "added-the-denominators",
                    "The denominator stays the same when adding like fractions.",
                ),
                M(
                    mx(w1 + w2, r1 + r2 - b, b) if carry else mx(w1 + w2 + 1, r1 + r2, b),
                    "regrouping-slip",
                    "Regroup b parts as one whole, and count that whole.",
                ),
                M(str(w1 + w2), "added-only-the-wholes", "Add the fraction parts too."),
                M(mx(w1 + w2, (r1 + r2) % b + 1, b), "counting-slip", "Count the parts again."),
            ]
        else:
            borrow = r1 < r2
            explain = (
                f"{r1}/{b} is less than {r2}/{b}, so regroup 1 whole: {xs} = {w1 - 1} {r1 + b}/{b}. "
                if borrow
                else ""
            ) + f"Subtract the fractions, then the wholes: {expr} = {answer}."
            cands = [
                M(
                    mx(w1 - w2, abs(r1 - r2), b),
                    "took-the-smaller-fraction-from-the-larger",
                    "Regroup a whole when the first fraction is smaller.",
                ),
                M(
                    mx(w1 - w2, r1 + b - r2, b) if borrow else mx(w1 - w2 - 1, r1 - r2, b),
                    "forgot-the-regrouped-whole",
                    "When you regroup, take 1 from the whole number.",
                ),
                M(mixed_over(x + y, b), "added-instead-of-subtracted", "Take away the second number."),
                M(mx(w1 - w2, (r1 - r2) % b + 1, b), "counting-slip", "Count the parts again."),
            ]
        q = MathQuestion(
            prompt=f"What is {expr}?",
            answer_display=answer,
            explanation=explain,
            misconceptions=wrong_answers(value, cands, non_negative),
            fill_text=f"{expr} = ___",
            arithmetic=ArithmeticForm(x, y, "+" if add else "-", f"{expr} = ___", operand_displays=(xs, ys)),
            answer_format="fraction",
            acceptable=_alts(value, answer)
            + (
                (frac(value.numerator * (b // value.denominator), b),)
                if value.denominator != 1 and b % value.denominator == 0 and value > 1
                else ()
            ),
            features=Features("compute", 3, len(str(b)), "symbolic"),
            key=f"mix:{expr}",
            instructions="Add or subtract the mixed numbers.",
        )
        return q_render(q, ctx)
    if mode in ("to-improper", "to-mixed"):
        w = rng.randint(1, (3, 5, 9)[rank])
        r = rng.randint(1, b - 1)
        n = w * b + r
        value = Fraction(n, b)
        if mode == "to-improper":
            shown, answer = mx(w, r, b), frac(n, b)
            explain = f"{w} wholes are {w} × {b} = {w * b} parts of size 1/{b}. Add the {r} more parts: {w * b} + {r} = {n}. So {shown} = {n}/{b}."
            cands = [
                M(frac(w + r, b), "added-the-whole-and-numerator", f"Each whole is {b} parts, not 1."),
                M(frac(w * b, b), "forgot-the-fraction-part", f"Add the {r}/{b} too."),
                M(
                    frac(w * r + b, b),
                    "multiplied-the-wrong-numbers",
                    "Multiply the whole by the denominator, then add the numerator.",
                ),
                M(frac(n, w * b), "changed-the-denominator", "The parts are still size 1/" + str(b) + "."),
                M(frac(n + b, b), "counted-an-extra-whole", f"There are {w} wholes, not {w + 1}."),
                M(frac(r, b), "dropped-the-whole-number", f"The {w} wholes are part of the number too."),
            ]
        else:
            shown, answer = frac(n, b), mx(w, r, b)
            explain = f"{n} ÷ {b} = {w} with {r} left over. So {n}/{b} is {w} wholes and {r}/{b}: {answer}."
            cands = [
                M(
                    mx(w, b - r, b),
                    "used-the-wrong-remainder",
                    f"{w} × {b} = {w * b}, and {n} − {w * b} = {r}.",
                ),
                M(
                    mx(w + 1, r, b),
                    "one-whole-too-many",
                    f"{w + 1} × {b} = {(w + 1) * b}, which is more than {n}.",
                ),
                M(
                    mx(r, w, b),
                    "swapped-the-numbers",
                    "The quotient is the whole number; the remainder is the numerator.",
                ),
                M(mx(w, r, n), "used-the-numerator-as-the-denominator", f"The parts are still size 1/{b}."),
                M(
                    mx(w - 1, r, b) if w > 1 else mx(w + 2, r, b),
                    "miscounted-the-wholes",
                    f"Check: {w} × {b} = {w * b}.",
                ),
            ]
        q = MathQuestion(
            prompt=f"Write {shown} as {'a fraction' if mode == 'to-improper' else 'a mixed number'}.",
            answer_display=answer,
            explanation=explain,
            misconceptions=wrong_answers(value, cands, non_negative),
            fill_text=f"{shown} = ___",
            answer_format="fraction",
            features=Features("represent", 2, len(str(n)), "symbolic"),
            key=f"cv:{mode}:{n}:{b}",
            instructions="Rename the number.",
        )
        return q_render(q, ctx)
    # story
    kind, template = pick(rng, _FRACTION_STORIES if rank else _FRACTION_STORIES[:3])
    n1, n2 = two_names(rng)
    if kind in ("add", "sub", "left"):
        if kind == "sub":
            a = rng.randint(2, b)
            c = rng.randint(1, a - 1)
            value = Fraction(a - c, b)
        else:
            a = rng.randint(1, b - 2)
            c = rng.randint(1, b - a - (1 if kind == "left" else 0))
            value = Fraction(a + c, b) if kind == "add" else Fraction(b - a - c, b)
        text = template.format(n1=n1, n2=n2, a=a, b=b, c=c)
        answer = frac(value.numerator * (b // value.denominator), b)
        if kind == "add":
            explain = f"Join the parts: {a}/{b} + {c}/{b} = {a + c}/{b}."
            cands = [
                M(
                    frac(a + c, 2 * b),
                    "added-the-denominators",
                    "The slices are the same size, so the denominator stays.",
                ),
                M(frac(abs(a - c), b), "subtracted-instead-of-added", "'In all' means join the parts."),
                M(frac(a + c + 1, b), "counting-slip", "Count the parts again."),
            ]
        elif kind == "sub":
            explain = f"Take away the part cut off: {a}/{b} − {c}/{b} = {a - c}/{b}."
            cands = [
                M(frac(a + c, b), "added-instead-of-subtracted", "Cutting off takes away."),
                M(frac(c, b), "gave-the-part-taken-away", "This is the part cut off, not the part left."),
                M(frac(a - c + 1, b), "counting-slip", "Count the parts again."),
            ]
        else:
            explain = f"Planted: {a}/{b} + {c}/{b} = {a + c}/{b}. The whole garden is {b}/{b}, so {b}/{b} − {a + c}/{b} = {b - a - c}/{b} is not planted."
            cands = [
                M(frac(a + c, b), "found-the-planted-part", "This is the part that is planted."),
                M(frac(a + c, 2 * b), "added-the-denominators", "The denominator stays the same."),
                M(frac(b - a - c + 1, b), "counting-slip", "Count the parts again."),
            ]
    else:
        w1, w2 = rng.randint(1, 5), rng.randint(1, 4)
        r1, r2 = rng.randint(1, b - 1), rng.randint(1, b - 1)
        if kind == "mixed-sub" and w1 <= w2:
            w1, w2 = w2 + 1, w1
        x, y = Fraction(w1 * b + r1, b), Fraction(w2 * b + r2, b)
        value = x + y if kind == "mixed-add" else x - y
        text = template.format(n1=n1, x=mx(w1, r1, b), y=mx(w2, r2, b))
        answer = mixed_over(value, b)
        explain = f"{mx(w1, r1, b)} {'+' if kind == 'mixed-add' else '−'} {mx(w2, r2, b)} = {answer}. Work with the wholes and the fraction parts, regrouping when needed."
        cands = [
            M(
                mixed_over(x - y if kind == "mixed-add" else x + y, b),
                "used-the-wrong-operation",
                "Read again whether to join or take away.",
            ),
            M(
                mx(
                    w1 + w2 if kind == "mixed-add" else w1 - w2,
                    abs(r1 + r2 if kind == "mixed-add" else r1 - r2),
                    2 * b if kind == "mixed-add" else b,
                ),
                "fraction-part-slip",
                "Keep the same denominator and regroup wholes when needed.",
            ),
            M(mixed_over(value + Fraction(1, b), b), "counting-slip", "Count the parts again."),
        ]
    cands += [
        M(mixed_over(value + 1, b), "whole-number-slip", "Check the whole numbers."),
        M(frac(value.numerator * (b // value.denominator) + 2, b), "counting-slip", "Count the parts again."),
    ]
    q = MathQuestion(
        prompt=text,
        answer_display=answer,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=f"{text} Answer: ___",
        answer_format="fraction",
        acceptable=_alts(value, answer),
        features=Features("word-problem", 2, len(str(b)), "text"),
        key=f"fst:{text}",
        instructions="Read the problem and solve.",
    )
    return q_render(q, ctx)


def _sum_value(text: str) -> Fraction:
    return sum((Fraction(part) for part in text.split(" + ")), Fraction(0))


# ---- multiplying a fraction by a whole number (4.NF.B.4) ---------------------------------------


class TimesWholeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["unit-multiple", "multiply", "as-unit", "models", "story"]] = Field(min_length=1)
    dens: list[int] = Field(default_factory=lambda: list(G4_DENS), min_length=1)


_TIMES_STORIES = (
    "A recipe uses {f} cup of oats for one batch. How many cups of oats are needed for {n} batches?",
    "Each lap around the track is {f} of a mile. {name} runs {n} laps. How many miles does {name} run?",
    "{n} friends each drink {f} of a liter of water. How many liters do they drink in all?",
)


@generator("math.g34.fraction-times-whole", content_types={MC, FB, TF, SA, AR, DG}, params=TimesWholeParams)
def fraction_times_whole(ctx: GenerationContext) -> Draft:
    p: TimesWholeParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    b = pick(rng, [x for x in p.dens if x >= 3] or [4])
    n = rng.randint(2, (4, 6, 10)[rank])
    a = rng.randint(1, b - 1)
    value = Fraction(n * a, b)
    arith = None
    diagram = None
    if mode == "unit-multiple":
        a = rng.randint(2, b + (b if rank == 2 else -1))
        fill = f"{a}/{b} = ___ × 1/{b}"
        answer, display = a, str(a)
        value = Fraction(a)
        prompt = f"What number makes this true? {fill}"
        explain = f"{a}/{b} is {a} parts of size 1/{b}, so {a}/{b} = {a} × 1/{b}."
        cands = [
            M(str(b), "used-the-denominator", "The denominator tells the size of each part."),
            M(str(a + 1), "counting-slip", "Count the unit fractions again."),
            M("1", "thought-a-fraction-is-one-part", f"{a}/{b} is more than one part of size 1/{b}."),
            M(str(a * b), "multiplied-the-numbers", "Count how many 1/" + str(b) + " parts there are."),
        ]
        task = "represent"
    elif mode == "as-unit":
        fill = f"{n} × {a}/{b} = ___ × 1/{b}"
        answer, display = n * a, str(n * a)
        value = Fraction(n * a)
        prompt = f"What number makes this true? {fill}"
        explain = f"{a}/{b} is {a} × 1/{b}. So {n} × {a}/{b} is {n} × {a} = {n * a} parts of size 1/{b}."
        cands = [
            M(str(a), "kept-the-numerator", f"There are {n} groups of {a}/{b}."),
            M(str(n + a), "added-instead-of-multiplied", f"{n} groups of {a} is {n} × {a}."),
            M(str(n), "used-only-the-whole-number", "Each group has " + str(a) + " unit fractions."),
        ]
        task = "represent"
    else:
        display = frac(n * a, b)
        answer = None
        cands = [
            M(
                frac(n * a, n * b),
                "multiplied-the-denominator-too",
                "The size of the parts does not change; only the number of parts does.",
            ),
            M(frac(n + a, b), "added-the-whole-number", f"{n} × {a}/{b} means {n} groups of {a}/{b}."),
            M(
                frac(a, n * b),
                "multiplied-only-the-denominator",
                "Multiplying by a whole number makes more parts, not smaller parts.",
            ),
            M(frac(n * a + 1, b), "counting-slip", "Count the parts again."),
        ]
        explain = f"{n} × {a}/{b} = {n} groups of {a}/{b} = {n} × {a} parts of size 1/{b} = {n * a}/{b}."
        if value > 1 and value.denominator != 1:
            explain += f" That is {mixed_over(value, b)}."
        fill = f"{n} × {a}/{b} = ___"
        prompt = f"What is {n} × {a}/{b}?"
        task = "compute"
        if mode == "multiply":
            arith = ArithmeticForm(n, Fraction(a, b), "×", fill, operand_displays=(str(n), frac(a, b)))
        elif mode == "models":
            diagram = DiagramForm(
                "fraction-bar",
                bars(
                    [(b, a, frac(a, b))] * n,
                    title=f"{n} groups of {a}/{b}",
                    desc=f"{n} bars, each cut into {b} equal parts with {a} parts shaded.",
                ),
            )
            prompt = f"The bars show {n} groups of {a}/{b}. What is {n} × {a}/{b}?"
            task = "represent"
        else:
            text = pick(rng, _TIMES_STORIES).format(f=frac(a, b), n=n, name=pick(rng, NAMES))
            display = mixed_over(value, b)
            cands = [
                M(frac(n * a, n * b), cands[0].name, cands[0].reason),
                M(frac(n + a, b), cands[1].name, cands[1].reason),
                M(mixed_over(value + Fraction(1, b), b), "counting-slip", "Count the parts again."),
            ]
            prompt = text
            fill = f"{text} Answer: ___"
            task = "word-problem"
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        answer_value=answer if answer is not None else display,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=fill,
        arithmetic=arith,
        diagram=diagram,
        answer_format="number" if answer is not None else "fraction",
        acceptable=()
        if answer is not None
        else _alts(value, display) + ((frac(n * a, b),) if frac(n * a, b) != display else ()),
        features=Features(
            task,
            2,
            len(str(n * a)),
            "visual" if diagram else ("text" if task == "word-problem" else "symbolic"),
        ),  # type: ignore[arg-type]
        key=f"tw:{mode}:{n}:{a}:{b}:{prompt[:6]}",
        instructions="Multiply the fraction by the whole number.",
    )
    return q_render(q, ctx)


# ---- tenths, hundredths and decimals (4.NF.C.5-7) ----------------------------------------------


class DecimalParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[
        Literal[
            "tenths-to-hundredths",
            "add-tenths-hundredths",
            "fraction-to-decimal",
            "decimal-to-fraction",
            "number-line",
            "grid",
            "compare",
        ]
    ] = Field(min_length=1)


def dec(value: Fraction) -> str:
    return fmt_decimal(value)


@generator("math.g34.decimals", content_types={MC, FB, TF, SA, DG}, params=DecimalParams)
def decimals(ctx: GenerationContext) -> Draft:
    p: DecimalParams = ctx.params
    rng = ctx.rng
    rank = ctx.level.rank
    mode = pick(rng, p.modes)
    diagram = None
    fmt_kind = "fraction"
    if mode == "tenths-to-hundredths":
        a = rng.randint(1, 9 if rank < 2 else 25)
        if rank >= 1 and rng.random() < 0.3:
            fill, answer = f"___/10 = {a * 10}/100", a
            cands = [
                M(
                    str(a * 10),
                    "copied-the-numerator",
                    "Tenths are bigger than hundredths, so you need fewer of them.",
                ),
                M(
                    str(a * 100),
                    "multiplied-instead-of-divided",
                    "Divide by 10 to go from hundredths to tenths.",
                ),
                M(
                    str(a * 10 - 90),
                    "subtracted-the-same-amount",
                    "Divide top and bottom by 10; do not subtract.",
                ),
            ]
        else:
            fill, answer = f"{a}/10 = ___/100", a * 10
            cands = [
                M(
                    str(a),
                    "copied-the-numerator",
                    "Each tenth is 10 hundredths, so you need 10 times as many.",
                ),
                M(str(a + 90), "added-the-same-amount", "Multiply top and bottom by 10; do not add 90."),
                M(
                    str(a * 100),
                    "multiplied-by-100",
                    "The denominator was multiplied by 10, so multiply the numerator by 10.",
                ),
            ]
        display, value = str(answer), Fraction(answer)
        prompt = f"What number makes this true? {fill}"
        explain = f"1 tenth is 10 hundredths. {a}/10 = {a} × 10 / 10 × 10 = {a * 10}/100."
        fmt_kind = "number"
    elif mode == "add-tenths-hundredths":
        a = rng.randint(1, 9)
        c = rng.randint(1, 99)
        if c % 10 == 0:
            c += 1
        if 10 * a + c > 100 and rank == 0:
            a = max(1, (100 - c) // 10)
        total = 10 * a + c
        fill = f"{a}/10 + {c}/100 = ___"
        display, value = frac(total, 100), Fraction(total, 100)
        prompt = f"What is {a}/10 + {c}/100?"
        explain = (
            f"Rename tenths as hundredths: {a}/10 = {a * 10}/100. Then {a * 10}/100 + {c}/100 = {total}/100."
        )
        cands = [
            M(
                frac(a + c, 110),
                "added-the-tops-and-bottoms",
                "Rename the tenths as hundredths, then add the numerators.",
            ),
            M(frac(a + c, 100), "did-not-rename-the-tenths", f"{a}/10 is {a * 10}/100, not {a}/100."),
            M(frac(a + c, 10), "did-not-rename-the-hundredths", "Use the common denominator 100."),
            M(frac(total, 110), "added-the-denominators", "The denominator stays 100."),
        ]
    elif mode == "fraction-to-decimal":
        if rng.random() < 0.4:
            a = rng.randint(1, 9)
            shown, value = frac(a, 10), Fraction(a, 10)
            cands = [
                M(
                    f"0.0{a}",
                    "put-tenths-in-the-hundredths-place",
                    "Tenths go in the first place after the decimal point.",
                ),
                M(f"{a}.0", "wrote-the-numerator", f"{a}/10 is less than 1."),
                M(f"0.{a + 1}" if a < 9 else "0.8", "counting-slip", "Check the numerator."),
            ]
        else:
            n = rng.randint(1, 99)
            if n % 10 == 0:
                n += 3
            whole = rng.randint(1, 9) if rank == 2 else 0
            value = whole + Fraction(n, 100)
            shown = mx(whole, n, 100)
            cands = [
                M(
                    f"{whole}.{n}" if n < 10 else dec(whole + Fraction(n, 10)),
                    "put-hundredths-in-the-tenths-place",
                    "Hundredths need two places after the decimal point.",
                ),
                M(
                    dec(whole + Fraction(n, 1000)),
                    "used-too-many-places",
                    "Hundredths use exactly two places.",
                ),
                M(dec(value + Fraction(1, 100)), "counting-slip", "Check the numerator."),
            ]
        display = dec(value)
        fill = f"{shown} = ___"
        prompt = f"Write {shown} as a decimal."
        explain = f"{shown} as a decimal is {display}: the tenths digit goes right after the decimal point and the hundredths digit next."
        fmt_kind = "number"
    elif mode == "decimal-to-fraction":
        if rng.random() < 0.4:
            a = rng.randint(1, 9)
            value = Fraction(a, 10)
            display = frac(a, 10)
            cands = [
                M(frac(a, 100), "read-tenths-as-hundredths", "One place after the point is tenths."),
                M(frac(a + 1, 10), "counting-slip", "Check the digit."),
                M(frac(10, a) if a > 1 else "10/3", "flipped-the-fraction", "The denominator is 10."),
            ]
        else:
            n = rng.randint(1, 99)
            if n % 10 == 0:
                n += 7
            value = Fraction(n, 100)
            display = frac(n, 100)
            cands = [
                M(frac(n, 10), "read-hundredths-as-tenths", "Two places after the point are hundredths."),
                M(frac(n, 1000), "used-thousandths", "Two places after the point are hundredths."),
                M(frac(n + 1, 100), "counting-slip", "Check the digits."),
            ]
        shown = dec(value)
        fill = f"{shown} = ___"
        prompt = f"Write {shown} as a fraction."
        explain = f"{shown} has its last digit in the {'tenths' if display.endswith('/10') else 'hundredths'} place, so {shown} = {display}."
    elif mode == "number-line":
        if rank == 0 or rng.random() < 0.3:
            k = rng.randint(1, 9)
            value = Fraction(k, 10)
            start, end, step = Fraction(0), Fraction(1), Fraction(1, 10)
            labels = {0: "0", 5: "0.5", 10: "1"}
            cands = [
                M(f"0.0{k}", "read-tenths-as-hundredths", "Each tick is one tenth, 0.1."),
                M(dec(value + step), "counted-the-tick-at-zero", "Count jumps from 0, not tick marks."),
                M(str(k), "wrote-the-count", "Each jump is 0.1, not 1."),
            ]
            where = f"{k} ticks to the right of 0"
        else:
            t = rng.randint(0, 9)
            k = rng.randint(1, 9)
            start, end, step = Fraction(t, 10), Fraction(t + 1, 10), Fraction(1, 100)
            value = start + k * step
            labels = {0: dec(start) if t else "0", 10: dec(end)}
            cands = [
                M(
                    dec(start + k * Fraction(1, 10)) if t + k < 10 else dec(value + Fraction(2, 100)),
                    "read-hundredths-as-tenths",
                    "Each tick is one hundredth, 0.01.",
                ),
                M(
                    dec(value + step),
                    "counted-the-tick-at-the-start",
                    "Count jumps from the first tick, not tick marks.",
                ),
                M(
                    dec(Fraction(k, 100)),
                    "ignored-the-start-of-the-line",
                    f"The line starts at {dec(start) if t else '0'}, not 0.",
                ),
            ]
            where = f"{k} ticks to the right of {dec(start) if t else '0'}"
        diagram = DiagramForm(
            "number-line",
            ticks_line(
                10,
                labels,
                [(k, "A")],
                title="Decimals on a number line",
                desc=f"A number line from {labels[0]} to {labels[10]} with a tick every {dec(step)}. Point A is {where}.",
            ),
        )
        display = dec(value)
        fill = "Point A is at ___."
        prompt = "What decimal is at point A?"
        explain = f"Each tick is {dec(step)}. Point A is {where}, so it is at {display}."
        fmt_kind = "number"
    elif mode == "grid":
        s = rng.randint(1, 99)
        if s % 10 == 0 and rank:
            s += 1
        value = Fraction(s, 100)
        display = dec(value)
        diagram = DiagramForm(
            "model",
            hundred_grid(
                s, title="Hundredths grid", desc=f"A 10 by 10 grid with {s} of the 100 squares shaded."
            ),
        )  # type: ignore[arg-type]
        fill = "The shaded part of the grid shows ___."
        prompt = "The grid has 100 equal squares. What decimal names the shaded part?"
        explain = f"{s} of 100 squares are shaded: {s}/100 = {display}."
        cands = [
            M(dec(Fraction(100 - s, 100)), "counted-the-unshaded-squares", "Count the shaded squares."),
            M(
                dec(Fraction(s, 10)) if s < 100 else "10",
                "read-hundredths-as-tenths",
                "Each square is one hundredth.",
            ),
            M(dec(Fraction(s, 1000)), "used-too-many-places", "Hundredths use two places after the point."),
            M(dec(value + Fraction(1, 100)), "counting-slip", "Count the shaded squares again."),
        ]
        fmt_kind = "number"
    else:
        form = rng.randrange(4)
        if form == 0:  # 0.4 vs 0.38: the longer decimal is not always bigger
            t = rng.randint(2, 9)
            x, y = Fraction(t, 10), Fraction(rng.randint((t - 1) * 10 + 1, t * 10 - 1), 100)
        elif form == 1:  # 0.07 vs 0.7
            k = rng.randint(1, 9)
            x, y = Fraction(k, 100), Fraction(k, 10)
        elif form == 2:  # equal: 0.5 and 0.50 written differently
            k = rng.randint(1, 9)
            x, y = Fraction(k, 10), Fraction(k * 10, 100)
        else:
            x, y = Fraction(rng.randint(1, 99), 100), Fraction(rng.randint(1, 99), 100)
            if x == y:
                y += Fraction(1, 100)
        if rng.random() < 0.5:
            x, y = y, x
        xs, ys = _dec_text(x, False), _dec_text(y, form == 2)
        symbol = _symbol(x, y)
        fill = f"{xs} ___ {ys}"
        prompt = f"Which symbol makes this true? {fill}"
        display = symbol
        explain = (
            f"Write both with hundredths: {xs} = {int(x * 100)}/100 and {ys} = {int(y * 100)}/100. "
            f"{int(x * 100)} {symbol} {int(y * 100)}, so {xs} {symbol} {ys}. Both decimals refer to the same whole."
        )
        cands = []
        for s in (">", "<", "="):
            if s == symbol:
                continue
            if symbol == "=":
                cands.append(
                    M(
                        s,
                        "missed-that-the-values-are-equal",
                        f"{xs} and {ys} name the same amount: a tenth is ten hundredths.",
                    )
                )
            elif s == "=":
                cands.append(M(s, "thought-they-were-equal", "The decimals are not the same amount."))
            else:
                cands.append(
                    M(
                        s,
                        "thought-more-digits-means-bigger",
                        "Compare tenths first, then hundredths; the number of digits does not decide.",
                    )
                )
        diagram = DiagramForm(
            "model",  # type: ignore[arg-type]
            hundred_grid(
                int(x * 100),
                count=2,
                shaded_second=int(y * 100),
                title="Two hundredths grids",
                desc=f"Two 10 by 10 grids. The first has {int(x * 100)} of 100 squares shaded; the second has {int(y * 100)}.",
            ),
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=display,
            explanation=explain,
            misconceptions=tuple(cands),
            fill_text=fill,
            diagram=diagram,
            answer_format="text",
            features=Features("compare", 2, 2, "symbolic"),
            key=f"dc:{fill}",
            instructions="Compare using >, = or <.",
        )
        return q_render(q, ctx)
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        explanation=explain,
        misconceptions=wrong_answers(value, cands, non_negative),
        fill_text=fill,
        diagram=diagram,
        answer_format=fmt_kind,  # type: ignore[arg-type]
        acceptable=_alts(value, display) if fmt_kind == "fraction" else (),
        features=Features("represent", 1, 2, "visual" if diagram else "symbolic"),
        key=f"dm:{mode}:{prompt}:{fill}:{display}",
        instructions="Use tenths and hundredths.",
    )
    return q_render(q, ctx)


def _dec_text(value: Fraction, two_places: bool) -> str:
    return fmt_decimal(value, 2) if two_places else fmt_decimal(value)
