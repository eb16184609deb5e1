"""Addition and subtraction for kindergarten to grade 2 (``math.k2.*``): adding and taking away with
pictures, number bonds and making ten, facts within 20, strategies (make ten, doubles, turn-around
facts, related facts), the meaning of the equal sign, number-line jumps, odd and even, and arrays."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    ICONS,
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


def _count_on(a: int, b: int) -> str:
    if b == 0:
        return f"Adding 0 does not change the number: {a} + 0 = {a}."
    if b > 5:
        return ""
    said = ", ".join(str(a + k) for k in range(1, b + 1))
    return f"Start at {a} and count on {b}: {said}."


def _count_back(a: int, b: int) -> str:
    if b == 0:
        return f"Taking away 0 leaves the same number: {a} - 0 = {a}."
    if b > 5:
        return ""
    said = ", ".join(str(a - k) for k in range(1, b + 1))
    return f"Start at {a} and count back {b}: {said}."


def _add_mistakes(a: int, b: int) -> list[tuple[object, str, str]]:
    s = a + b
    return [
        (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
        (
            s - 1,
            "counted-on-from-the-wrong-number",
            "Counting on started at the first number, so one was lost.",
        ),
        (s + 1, "counted-one-too-many", "One extra was counted."),
        (max(a, b), "counted-only-one-group", "Only one of the numbers was counted."),
    ]


def _sub_mistakes(a: int, b: int) -> list[tuple[object, str, str]]:
    d = a - b
    return [
        (a + b, "added-instead-of-subtracted", "This is the sum, not the difference."),
        (d + 1, "counted-back-one-too-few", "Counting back stopped one step early."),
        (d - 1, "counted-back-one-too-many", "Counting back went one step too far."),
        (a, "forgot-to-take-away", "Nothing was taken away."),
    ]


# ---- adding and taking away with pictures --------------------------------------------------------


class PictureOpsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operations: list[Literal["add", "subtract"]] = Field(
        default_factory=lambda: ["add", "subtract"], min_length=1
    )
    max: int = Field(default=10, ge=3, le=20, description="Largest total.")
    min_part: int = Field(default=0, ge=0, le=2)


@generator(
    "math.k2.picture-operations",
    content_types=_BASIC | {CT.ARITHMETIC, CT.PICTURE_COUNTING},
    params=PictureOpsParams,
)
def picture_operations(ctx: GenerationContext) -> Draft:
    p: PictureOpsParams = ctx.params
    rng = ctx.rng
    op = pick(rng, p.operations)
    top = level_top(ctx, 3, p.max)
    category, many = pick(rng, ICONS)
    if op == "add":
        a = rng.randint(1, top - max(p.min_part, 1))
        b = rng.randint(p.min_part, top - a)
        total = a + b
        svg = draw.groups(
            category,
            (a, b),
            title=f"Two groups of {many}",
            desc=f"Two groups of {many}: grey ones in the first loop and white ones in the second loop.",
            hollow_groups=(1,),
        )
        prompt = f"The picture shows {a} grey and {b} white {many}. How many {many} are there in all?"
        explanation = (
            " ".join(s for s in (f"Put the groups together: {a} + {b} = {total}.", _count_on(a, b)) if s)
            + f" There are {total} {many} in all."
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(total),
            answer_value=total,
            explanation=explanation,
            misconceptions=wrongs(str(total), *_add_mistakes(a, b)),
            fill_text=f"{a} + {b} = ___",
            arithmetic=ArithmeticForm(a, b, "+", f"{a} + {b} = ___"),
            picture=PictureForm(category, total, "groups", svg, groups=(a, b)),
            features=Features(task="compute", steps=1, magnitude=len(str(total)), representation="visual"),
            key=f"picop:add:{a}:{b}",
            instructions="Use the picture to add.",
        )
        return finish(q, ctx, svg)
    a = rng.randint(max(2, p.min_part + 1), top)
    b = rng.randint(max(p.min_part, 1), a)
    left = a - b
    svg = draw.pictures(
        category,
        a,
        "line",
        crossed=b,
        title=f"{many.capitalize()} with some crossed out",
        desc=f"A row of {many}; the last ones are crossed out.",
    )
    prompt = f"There are {a} {many}. {b} {'is' if b == 1 else 'are'} crossed out. How many {many} are left?"
    explanation = (
        " ".join(s for s in (f"Take away the crossed-out ones: {a} - {b} = {left}.", _count_back(a, b)) if s)
        + f" Count the {many} that are not crossed out to check: {left}."
    )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(left),
        answer_value=left,
        explanation=explanation,
        misconceptions=wrongs(
            str(left),
            *_sub_mistakes(a, b),
            (b, "counted-the-crossed-out-ones", "These are the ones taken away."),
        ),
        fill_text=f"{a} - {b} = ___",
        arithmetic=ArithmeticForm(a, b, "-", f"{a} - {b} = ___"),
        picture=PictureForm(category, left, "line", svg),
        features=Features(task="compute", steps=1, magnitude=len(str(a)), representation="visual"),
        key=f"picop:sub:{a}:{b}",
        instructions="Use the picture to subtract.",
    )
    return finish(q, ctx, svg)


# ---- number bonds, making ten, teen numbers ------------------------------------------------------


class BondParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=2, ge=1)
    max: int = Field(default=10, ge=2, le=20)
    whole: int | None = Field(default=None, description="A fixed whole (10 to make ten).")
    part: int | None = Field(default=None, description="A fixed part (10 for teen numbers).")
    missing: list[Literal["part", "whole"]] = Field(default_factory=lambda: ["part"], min_length=1)
    picture: Literal["two-color", "ten-frame", "bond"] = "two-color"
    mode: Literal["missing", "pairs"] = "missing"

    @model_validator(mode="after")
    def _check(self) -> BondParams:
        if self.min > self.max:
            raise ValueError("min > max")
        if self.part is not None and self.part >= self.min:
            raise ValueError("the fixed part must be less than every whole")
        return self


@generator(
    "math.k2.number-bond",
    content_types=_BASIC | {CT.ARITHMETIC, CT.PICTURE_COUNTING, CT.DIAGRAM},
    params=BondParams,
)
def number_bond(ctx: GenerationContext) -> Draft:
    p: BondParams = ctx.params
    rng = ctx.rng
    whole = p.whole if p.whole is not None else rng.randint(p.min, level_top(ctx, p.min, p.max))
    if p.mode == "pairs":
        return _pairs(ctx, whole)
    if p.part is not None:
        known = p.part
    else:
        edge = 0 if whole <= 5 and p.picture != "two-color" else 1
        known = rng.randint(edge, whole - edge)
    other = whole - known
    missing = pick(rng, p.missing)
    category, many = pick(rng, ICONS)
    teen = p.part == 10
    make_ten = p.whole == 10
    svg = None
    picture = None
    lead = ""
    if p.picture == "ten-frame":
        if teen:
            svg = draw.ten_frames(
                whole, frames=2, title="Two ten-frames", desc="Two ten-frames filled with counters."
            )
            lead = "Look at the ten-frames. "
            target = other if missing == "part" else whole
        else:
            svg = draw.ten_frames(
                known, frames=1, title="A ten-frame", desc="A ten-frame with some boxes filled."
            )
            lead = f"The ten-frame has {known} counters. " if make_ten else ""
            target = whole - known
        picture = PictureForm("dot", target, "ten-frame", svg)
    elif p.picture == "two-color":
        svg = draw.pictures(
            category,
            whole,
            "line",
            hollow=other,
            title=f"Grey and white {many}",
            desc=f"A row of {many}: grey ones first, then white ones.",
        )
        lead = (
            f"There are {whole} {many}. {known} {'is' if known == 1 else 'are'} grey and the rest are white. "
            if missing == "part"
            else ""
        )
        picture = PictureForm(category, other if missing == "part" else whole, "line", svg)
    if missing == "whole":
        eq = f"{known} + {other} = ___" if rng.random() < 0.5 or teen else f"___ = {known} + {other}"
        answer = whole
        arithmetic = ArithmeticForm(known, other, "+", f"{known} + {other} = ___")
    else:
        eq = f"{whole} = {known} + ___" if rng.random() < 0.5 else f"{known} + ___ = {whole}"
        answer = other
        arithmetic = ArithmeticForm(known, other, "+", f"{known} + ___ = {whole}", missing="operand2")
    if teen:
        explanation = (
            f"{whole} is 1 ten and {other} one{'' if other == 1 else 's'}. The full ten-frame is 10 and {other} more makes {whole}: "
            f"{whole} = 10 + {other}."
        )
    elif make_ten and missing == "part":
        explanation = (
            f"The ten-frame has {known} counters and {other} empty boxes. Fill the empty boxes: "
            f"{known} + {other} = 10."
        )
    elif missing == "part":
        explanation = (
            f"Start at {known} and count up to {whole}. That is {other} more, so {known} + {other} = {whole}."
        )
    else:
        explanation = f"Put the parts together: {known} + {other} = {whole}."
    if missing == "part":
        mistakes = [
            (whole, "wrote-the-whole", f"{whole} is the whole; the question asks for a part."),
            (known, "wrote-the-known-part", f"{known} is the part we already know."),
            (whole + known, "added-the-whole-and-part", "Adding makes more than the whole."),
            (other + 1, "counting-slip", "Counting up went one step too far."),
            (other - 1, "counting-slip", "Counting up stopped one step early."),
        ]
        if teen:
            mistakes.insert(
                0, (whole // 10, "wrote-the-tens-digit", "The 1 stands for the ten, not the extra ones.")
            )
    else:
        mistakes = _add_mistakes(known, other)
    bond = (
        draw.number_bond(
            "?" if missing == "whole" else str(whole),
            str(known),
            "?" if missing == "part" else str(other),
            title="Number bond",
            desc="A number bond: the whole at the top, its two parts below; a question mark shows the missing number.",
        )
        if ctx.content_type is CT.DIAGRAM
        else None
    )

    q = MathQuestion(
        prompt=f"{lead}What number makes this true? {eq}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=eq,
        arithmetic=arithmetic,
        picture=picture,
        diagram=DiagramForm("model", bond, "What number goes where the ? is in the number bond?")
        if bond
        else None,  # type: ignore[arg-type]
        features=Features(
            task="represent" if missing == "part" else "compute",
            steps=1,
            magnitude=len(str(whole)),
            representation="visual" if svg else "symbolic",
        ),
        key=f"bond:{whole}:{known}:{missing}:{eq[:2]}",
        standard=standard(ctx, "K.NBT.A.1" if teen else "K.OA.A.4" if make_ten else "K.OA.A.3"),
        instructions="Find the missing number.",
    )
    return finish(q, ctx, svg)


def _pairs(ctx: GenerationContext, whole: int) -> Draft:
    rng = ctx.rng
    x = rng.randint(1, whole - 1) if whole > 1 else 0
    y = whole - x
    answer = f"{x} and {y}"
    mistakes = [
        (
            f"{x} and {y - 1}" if y >= 1 else "",
            "pair-makes-one-less",
            f"{x} + {y - 1} = {whole - 1}, not {whole}.",
        ),
        (f"{x} and {y + 1}", "pair-makes-one-more", f"{x} + {y + 1} = {whole + 1}, not {whole}."),
        (f"{x + 1} and {y + 1}", "pair-makes-two-more", f"{x + 1} + {y + 1} = {whole + 2}, not {whole}."),
        (f"{whole} and {x}", "used-the-whole-as-a-part", f"{whole} + {x} is more than {whole}."),
    ]
    q = MathQuestion(
        prompt=f"Which two numbers make {whole} when you put them together?",
        answer_display=answer,
        explanation=f"{x} + {y} = {whole}. You can check with counters: {x} and {y} more make {whole}.",
        misconceptions=wrongs(answer, *mistakes),
        fill_text=f"___ make {whole}.",
        answer_format="text",
        features=Features(task="represent", steps=1, magnitude=len(str(whole)), representation="text"),
        key=f"pairs:{whole}:{x}",
        standard=standard(ctx, "K.OA.A.3"),
        instructions="Find the two parts.",
    )
    return finish(q, ctx)


# ---- facts within 20 / 100 -----------------------------------------------------------------------


class FactsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    operations: list[Literal["add", "subtract"]] = Field(
        default_factory=lambda: ["add", "subtract"], min_length=1
    )
    min: int = Field(default=0, ge=0)
    within: int = Field(default=20, ge=5, le=100, description="Largest sum or starting number.")
    missing: list[Literal["result", "operand1", "operand2"]] = Field(
        default_factory=lambda: ["result"], min_length=1
    )
    vertical: bool = False


@generator(
    "math.k2.facts",
    content_types=_BASIC | {CT.ARITHMETIC, CT.DIAGRAM},
    params=FactsParams,
)
def facts(ctx: GenerationContext) -> Draft:
    p: FactsParams = ctx.params
    rng = ctx.rng
    op = pick(rng, p.operations)
    top = level_top(ctx, max(p.min + 2, 5), p.within)
    if op == "add":
        a = rng.randint(p.min, top - p.min)
        b = rng.randint(p.min, top - a)
        result = a + b
    else:
        a = rng.randint(max(p.min, 1), top)
        b = rng.randint(p.min, a)
        result = a - b
    missing = "result" if ctx.content_type is CT.DIAGRAM else pick(rng, p.missing)
    sym = "+" if op == "add" else "-"
    shown = {
        "operand1": ("___", str(b), str(result)),
        "operand2": (str(a), "___", str(result)),
        "result": (str(a), str(b), "___"),
    }[missing]
    expression = f"{shown[0]} {sym} {shown[1]} = {shown[2]}"
    answer = {"operand1": a, "operand2": b, "result": result}[missing]
    if missing == "result":
        mistakes = _add_mistakes(a, b) if op == "add" else _sub_mistakes(a, b)
        strategy = _count_on(a, b) if op == "add" else _count_back(a, b)
        if op == "add":
            explanation = f"Add: {a} + {b} = {result}. {strategy}".strip()
            if a < 10 < result and b < 10 and a >= b:
                explanation += f" Make a ten: {a} + {10 - a} = 10, and {b - (10 - a)} more makes {result}."
        else:
            explanation = f"Subtract: {a} - {b} = {result}. {strategy} Check: {result} + {b} = {a}.".replace(
                "  ", " "
            )
    else:
        if op == "add":
            wrong_op = result + (b if missing == "operand1" else a)
        else:
            wrong_op = result - b if missing == "operand1" else a + result
        mistakes = [
            (wrong_op, "used-the-wrong-operation", "The numbers were combined the wrong way."),
            (result, "copied-a-number", "This number is already in the equation."),
            (answer + 1, "off-by-one", "This is one too many."),
            (answer - 1, "off-by-one", "This is one too few."),
        ]
        if op == "add":
            known = b if missing == "operand1" else a
            explanation = (
                f"Think: what adds to {known} to make {result}? Count up from {known} to {result}: that is "
                f"{answer}. Check: {a} + {b} = {result}."
            )
        elif missing == "operand1":
            explanation = f"Think: take {b} away from what to leave {result}? {result} + {b} = {a}. Check: {a} - {b} = {result}."
        else:
            explanation = f"Think: {a} take away what leaves {result}? {result} + {answer} = {a}. Check: {a} - {b} = {result}."
    line_top = (10 if max(a, result) <= 10 else 20) if max(a, result) <= 20 else None
    diagram = None
    if line_top is not None and missing == "result" and ctx.content_type is CT.DIAGRAM:
        svg_line = draw.number_line(
            0,
            line_top,
            labels={v: str(v) for v in range(0, line_top + 1)},
            points=[(a, "")],
            jumps=[(a, result, f"{sym}{b}")],
            title="Number line jump",
            desc=f"A number line from 0 to {line_top} with a dot at the start and one jump {'forward' if op == 'add' else 'back'}.",
        )
        diagram = DiagramForm(
            "number-line", svg_line, f"The jump shows {a} {sym} {b}. Where does it land? {a} {sym} {b} = ___"
        )
    q = MathQuestion(
        prompt=f"What is {a} {sym} {b}?"
        if missing == "result"
        else f"What number makes this true? {expression}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=expression,
        arithmetic=ArithmeticForm(
            a,
            b,
            sym,
            expression,
            missing=missing,  # type: ignore[arg-type]
            display_format="vertical" if p.vertical and missing == "result" else "horizontal",
        ),
        diagram=diagram,
        features=Features(
            task="recall" if max(a, b, result) <= 10 else "compute",
            steps=1 + (missing != "result"),
            magnitude=len(str(max(a, b, result))),
            representation="symbolic",
        ),
        key=f"facts:{op}:{a}:{b}:{missing}",
        instructions="Solve.",
    )
    return finish(q, ctx)


# ---- strategies ----------------------------------------------------------------------------------

Strategy = Literal[
    "make-ten-add",
    "make-ten-subtract",
    "doubles",
    "near-doubles",
    "turn-around",
    "group-to-ten",
    "three-addends",
    "related-fact",
    "think-addition",
]


class StrategyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    strategies: list[Strategy] = Field(min_length=1)
    within: int = Field(default=20, ge=10, le=20)


@generator(
    "math.k2.strategy",
    content_types=_BASIC | {CT.ARITHMETIC},
    params=StrategyParams,
)
def strategy(ctx: GenerationContext) -> Draft:
    p: StrategyParams = ctx.params
    rng = ctx.rng
    kind = pick(rng, p.strategies)
    hard = ctx.level.rank
    arithmetic = None
    std = standard(ctx, "1.OA.C.6")
    if kind == "make-ten-add":
        a = rng.randint(9 - hard if hard < 2 else 6, 9)
        b = rng.randint(11 - a, min(9, p.within - a))
        s = a + b
        text = f"{a} + {b} = 10 + ___"
        answer = s - 10
        explanation = (
            f"Break {b} into {10 - a} and {answer}. {a} + {10 - a} = 10. Then 10 + {answer} = {s}. "
            f"So {a} + {b} = 10 + {answer}."
        )
        mistakes = [
            (b, "copied-the-second-number", f"{b} was not broken apart: 10 + {b} is more than {a} + {b}."),
            (s, "wrote-the-whole-sum", f"{s} is the sum; the blank is what goes with 10."),
            (10 - a, "wrote-the-part-that-makes-ten", f"{10 - a} is the part that makes ten with {a}."),
            (answer + 1, "counting-slip", "This is one too many."),
        ]
    elif kind == "make-ten-subtract":
        c = rng.randint(11, 13 + 2 * hard)
        b = rng.randint(c - 9, 9)
        b = max(b, c - 10 + 1)
        first = c - 10
        answer = b - first
        text = f"{c} - {b} = 10 - ___"
        explanation = (
            f"Break {b} into {first} and {answer}. {c} - {first} = 10. Then take away {answer} more: "
            f"10 - {answer} = {c - b}. So {c} - {b} = 10 - {answer}."
        )
        mistakes = [
            (b, "copied-the-number-taken-away", f"10 - {b} is less than {c} - {b}."),
            (first, "wrote-the-first-part", f"{first} is the part taken away to reach 10."),
            (
                c - b,
                "wrote-the-difference",
                f"{c - b} is the difference; the blank is what is taken from 10.",
            ),
            (answer + 1, "counting-slip", "This is one too many."),
        ]
    elif kind == "doubles":
        a = rng.randint(1, min(10, 4 + 3 * hard))
        answer = 2 * a
        text = f"{a} + {a} = ___"
        arithmetic = ArithmeticForm(a, a, "+", text)
        explanation = f"{a} + {a} is a double: two groups of {a} make {answer}."
        mistakes = [
            (a, "counted-one-group", "Only one of the two equal groups was counted."),
            (answer + 1, "counting-slip", "This is one too many."),
            (answer - 1, "counting-slip", "This is one too few."),
            (
                a * a if a > 2 else answer + 2,
                "multiplied-instead-of-added",
                "This is not a double of the number.",
            ),
        ]
    elif kind == "near-doubles":
        a = rng.randint(2, min(9, 4 + 3 * hard))
        up = rng.random() < 0.5
        b = a + 1 if up else a - 1
        answer = a + b
        text = f"{a} + {b} = {a} + {a} {'+' if up else '-'} 1 = ___"
        explanation = (
            f"{a} + {a} = {2 * a} is a double you know. {b} is one {'more' if up else 'less'} than {a}, "
            f"so {a} + {b} is one {'more' if up else 'less'}: {2 * a} {'+' if up else '-'} 1 = {answer}."
        )
        mistakes = [
            (2 * a, "used-only-the-double", "The double must be adjusted by one."),
            (
                2 * a + (-1 if up else 1),
                "adjusted-the-wrong-way",
                f"{b} is one {'more' if up else 'less'} than {a}.",
            ),
            (2 * b, "used-the-other-double", f"{b} + {b} is not {a} + {b}."),
        ]
    elif kind == "turn-around":
        a = rng.randint(1, 9)
        b = rng.randint(1, min(9, p.within - a))
        while b == a:
            b = rng.randint(1, min(9, p.within - a))
        s = a + b
        answer = s
        text = f"If {a} + {b} = {s}, then {b} + {a} = ___."
        explanation = f"Adding in any order gives the same sum. {b} + {a} has the same numbers as {a} + {b}, so it is {s}."
        mistakes = [
            (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
            (s + 1, "thought-order-changes-the-sum", "Changing the order does not change the sum."),
            (s - 1, "thought-order-changes-the-sum", "Changing the order does not change the sum."),
        ]
        std = standard(ctx, "1.OA.B.3")
    elif kind in ("group-to-ten", "three-addends"):
        if kind == "group-to-ten":
            x = rng.randint(1, 9)
            y = 10 - x
            z = rng.randint(1, min(9, p.within - 10))
            terms = [x, y, z]
            rng.shuffle(terms)
        else:
            terms = [rng.randint(1, 6 + hard) for _ in range(3)]
            while sum(terms) > p.within:
                terms = [rng.randint(1, 6) for _ in range(3)]
        a, b, c = terms
        answer = a + b + c
        text = f"{a} + {b} + {c} = ___"
        arithmetic = ArithmeticForm(a, b, "+", text, operand3=c)
        pair = next(((i, j) for i in range(3) for j in range(i + 1, 3) if terms[i] + terms[j] == 10), None)
        if pair:
            k = 3 - pair[0] - pair[1]
            explanation = (
                f"Look for two numbers that make 10: {terms[pair[0]]} + {terms[pair[1]]} = 10. "
                f"Then add the last number: 10 + {terms[k]} = {answer}."
            )
        else:
            explanation = (
                f"Add two numbers first: {a} + {b} = {a + b}. Then add the third: {a + b} + {c} = {answer}."
            )
        mistakes = [
            (a + b, "left-out-a-number", f"All three numbers must be added; {c} was left out."),
            (b + c, "left-out-a-number", f"All three numbers must be added; {a} was left out."),
            (answer + 1, "counting-slip", "This is one too many."),
            (answer - 1, "counting-slip", "This is one too few."),
        ]
        std = standard(ctx, "1.OA.B.3", "1.OA.A.2")
    elif kind == "related-fact":
        a = rng.randint(2, 9)
        b = rng.randint(2, min(9, p.within - a))
        s = a + b
        answer = b
        text = f"{a} + {b} = {s}, so {s} - {a} = ___."
        explanation = (
            f"Addition and subtraction are related. {a} and {b} make {s}, so taking {a} from {s} leaves {b}."
        )
        mistakes = [
            (s, "copied-the-total", f"{s} is the whole, not what is left."),
            (a, "wrote-the-part-taken-away", f"{a} is the part taken away."),
            (s + a, "added-instead-of-subtracted", "This adds instead of taking away."),
            (b + 1, "counting-slip", "This is one too many."),
        ]
        std = standard(ctx, "1.OA.C.6", "1.OA.B.4")
    else:  # think-addition
        a = rng.randint(2, 9)
        b = rng.randint(2, min(9, p.within - a))
        s = a + b
        answer = b
        text = f"To find {s} - {a}, think: {a} + ___ = {s}."
        explanation = f"Subtraction is a missing-part problem: {a} + {b} = {s}, so {s} - {a} = {b}."
        mistakes = [
            (s, "copied-the-total", f"{s} is the total."),
            (s + a, "added-all-the-numbers", "The blank is the missing part, not a sum."),
            (a, "wrote-the-known-part", f"{a} is the part we know."),
            (b - 1, "counting-slip", "This is one too few."),
        ]
        std = standard(ctx, "1.OA.B.4")
    q = MathQuestion(
        prompt=f"What number makes this true? {text}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=text,
        arithmetic=arithmetic,
        features=Features(
            task="compute", steps=2, magnitude=len(str(max(answer, 10))), representation="symbolic"
        ),
        key=f"strat:{kind}:{text}",
        standard=std,
        instructions="Use a strategy to solve.",
    )
    return finish(q, ctx)


# ---- the equal sign ------------------------------------------------------------------------------


class EqualSignParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    within: int = Field(default=20, ge=5, le=100)
    ask: Literal["missing", "which-true"] = "missing"


def _equation(ctx: GenerationContext, within: int) -> tuple[str, int, list[tuple[object, str, str]], str]:
    """An equation with a blank on one side and some arithmetic on the other."""
    rng = ctx.rng
    form = rng.randrange(6)
    top = level_top(ctx, 6, within)
    a = rng.randint(1, top - 2)
    b = rng.randint(1, top - a)
    s = a + b
    if form in (0, 1):
        d = rng.randint(1, s - 1) if s > 1 else 0
        answer = s - d
        text = f"{a} + {b} = ___ + {d}" if form == 0 else f"{a} + {b} = {d} + ___"
        explanation = f"{a} + {b} = {s}. The other side must also be {s}: {s} - {d} = {answer}, and {answer} + {d} = {s}."
        mistakes = [
            (
                s,
                "wrote-the-answer-to-the-first-part",
                "The equal sign means both sides are the same amount, not 'write the answer next'.",
            ),
            (s + d, "added-all-the-numbers", "Only the numbers on one side are added together."),
            (answer + 1, "off-by-one", "This is one too many."),
        ]
    elif form == 2:
        answer = s
        text = f"___ = {a} + {b}"
        explanation = f"The equal sign can come first. {a} + {b} = {s}, so {s} = {a} + {b}."
        mistakes = [
            (abs(a - b), "subtracted-instead-of-added", "This is the difference, not the sum."),
            (s + 1, "off-by-one", "This is one too many."),
            (max(a, b), "copied-a-number", "The blank must equal the whole other side."),
        ]
    elif form == 3:
        answer = b
        text = f"{s} = {a} + ___"
        explanation = f"Both sides must be {s}. {a} + {b} = {s}, so the missing number is {b}."
        mistakes = [
            (s + a, "added-all-the-numbers", "The blank is a part of the other side."),
            (s, "copied-a-number", "The blank is the missing part."),
            (b + 1, "off-by-one", "This is one too many."),
        ]
    elif form == 4:
        d = rng.randint(1, top - s) if s < top else 1
        answer = s + d
        text = f"{a} + {b} = ___ - {d}"
        explanation = (
            f"{a} + {b} = {s}. Which number minus {d} is {s}? {s} + {d} = {answer}, and {answer} - {d} = {s}."
        )
        mistakes = [
            (s, "wrote-the-answer-to-the-first-part", "The equal sign means both sides are the same amount."),
            (s - d, "subtracted-instead-of-added", "Taking away from the blank means the blank is bigger."),
            (answer + 1, "off-by-one", "This is one too many."),
        ]
    else:
        big = rng.randint(4, top)
        small = rng.randint(1, big - 2)
        diff = big - small
        d = rng.randint(1, diff - 1)
        answer = d + diff
        text = f"{big} - {small} = ___ - {d}"
        explanation = (
            f"{big} - {small} = {diff}. The other side must also be {diff}: {diff} + {d} = {answer}, "
            f"and {answer} - {d} = {diff}."
        )
        mistakes = [
            (
                diff,
                "wrote-the-answer-to-the-first-part",
                "The equal sign means both sides are the same amount.",
            ),
            (diff - d, "subtracted-again", "The blank minus the number must equal the other side."),
            (answer + 1, "off-by-one", "This is one too many."),
        ]
    return text, answer, mistakes, explanation


@generator("math.k2.equal-sign", content_types=_BASIC, params=EqualSignParams)
def equal_sign(ctx: GenerationContext) -> Draft:
    p: EqualSignParams = ctx.params
    text, answer, mistakes, explanation = _equation(ctx, p.within)
    magnitude = len(str(max(answer, 10)))
    if p.ask == "which-true":
        true_eq = text.replace("___", str(answer))
        false = [(text.replace("___", str(m[0])), m[1], m[2]) for m in mistakes if int(str(m[0])) >= 0]
        q = MathQuestion(
            prompt="Which equation is true?",
            answer_display=true_eq,
            explanation=f"An equation is true when both sides are the same amount. {explanation}",
            misconceptions=wrongs(true_eq, *false),
            fill_text="___",
            answer_format="expression",
            features=Features(task="reason", steps=2, magnitude=magnitude, representation="symbolic"),
            key=f"eqtrue:{text}:{answer}",
            instructions="Decide which equation is true.",
        )
        return finish(q, ctx)
    q = MathQuestion(
        prompt=f"What number makes this true? {text}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=text,
        features=Features(task="reason", steps=2, magnitude=magnitude, representation="symbolic"),
        key=f"eqsign:{text}",
        instructions="Make both sides equal.",
    )
    return finish(q, ctx)


# ---- number-line jumps ---------------------------------------------------------------------------


class NumberLineParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[Literal["count-on", "count-back", "add", "subtract", "point"]] = Field(min_length=1)
    max: int = Field(default=20, ge=10, le=100)
    jump_max: int = Field(default=5, ge=1, le=60)
    tick: Literal[1, 2, 5, 10] = 1
    label_every: int = Field(default=1, ge=1, le=20)


@generator(
    "math.k2.number-line",
    content_types=_BASIC | {CT.DIAGRAM, CT.ARITHMETIC},
    params=NumberLineParams,
)
def number_line(ctx: GenerationContext) -> Draft:
    p: NumberLineParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    if mode == "point":
        return _point(ctx, p)
    forward = mode in ("count-on", "add")
    if mode in ("add", "subtract"):
        top = level_top(ctx, min(40, p.max), p.max)
        n = rng.randint(min(11, p.jump_max), max(min(11, p.jump_max), min(p.jump_max, top - 10)))
        low_start = 5 if forward else n + 5
        start = (
            rng.randint(min(low_start, max(0, top - n)), max(low_start, top - n))
            if forward
            else rng.randint(low_start, max(low_start, top))
        )
    else:
        top = level_top(ctx, 10, p.max)
        n = rng.randint(1, min(p.jump_max, top - 1))
        start = rng.randint(0, top - n) if forward else rng.randint(n, top)
    end = start + n if forward else start - n
    sym = "+" if forward else "-"
    if mode in ("count-on", "count-back"):
        if max(start, end) <= 20:
            low, high = 0, (10 if max(start, end) <= 10 else 20)
        else:
            low = (min(start, end) // 10) * 10
            high = low + 20 if max(start, end) <= low + 20 else low + 30
        step = 1 if forward else -1
        jumps = [(start + step * k, start + step * (k + 1), str(k + 1)) for k in range(n)]
        labels = {v: str(v) for v in range(low, high + 1)}
        said = ", ".join(str(start + step * (k + 1)) for k in range(n))
        verb = "count on" if forward else "count back"
        prompt = f"Start at {start} and {verb} {n}. Where do you land? ({start} {sym} {n} = ___)"
        explanation = f"Start at {start}. {verb.capitalize()} {n}, one jump at a time: {said}. You land on {end}. So {start} {sym} {n} = {end}."
        std = standard(ctx, "1.OA.C.5")
    else:
        tens, ones = divmod(n, 10)
        low = (min(start, end) // 10) * 10
        high = -(-max(start, end) // 10) * 10
        high = max(high, low + 20)
        jumps = []
        here = start
        d = 1 if forward else -1
        for _ in range(tens):
            jumps.append((here, here + 10 * d, f"{sym}10"))
            here += 10 * d
        if ones:
            jumps.append((here, here + ones * d, f"{sym}{ones}"))
        labels = {v: str(v) for v in range(low, high + 1) if v % 5 == 0}
        steps_text = ", ".join(f"{j[2]} to {j[1]}" for j in jumps)
        prompt = f"The number line shows {start} {sym} {n}. Where does the last jump land? ({start} {sym} {n} = ___)"
        explanation = (
            f"Start at {start}. Break {n} into {' and '.join(j[2].lstrip('+-') for j in jumps)}. "
            f"Jump {steps_text}. The last jump lands on {end}, so {start} {sym} {n} = {end}."
        )
        std = standard(ctx, "2.MD.B.6")
    svg = draw.number_line(
        low,
        high,
        labels=labels,
        points=[(start, "" if mode in ("count-on", "count-back") else str(start))],
        jumps=jumps,
        title="Jumps on a number line",
        desc=f"A number line from {low} to {high} with a dot at the start and jumps {'forward' if forward else 'back'}.",
    )
    mistakes = [
        (
            end - 1 if forward else end + 1,
            "counted-the-start",
            "The starting number is not one of the jumps.",
        ),
        (end + 1 if forward else end - 1, "counted-one-too-many", "One extra jump was counted."),
        (start - n if forward else start + n, "jumped-the-wrong-way", "The jumps go the other way."),
    ]
    if n >= 10:
        mistakes.append(
            (end - 10 * (1 if forward else -1), "left-out-a-ten", "One jump of ten was left out.")
        )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(end),
        answer_value=end,
        explanation=explanation,
        misconceptions=wrongs(str(end), *mistakes),
        fill_text=f"{start} {sym} {n} = ___",
        arithmetic=ArithmeticForm(start, n, sym, f"{start} {sym} {n} = ___"),  # type: ignore[arg-type]
        diagram=DiagramForm("number-line", svg, prompt),
        features=Features(
            task="represent",
            steps=1 + len(jumps) // 3,
            magnitude=len(str(max(start, end))),
            representation="visual",
        ),
        key=f"nl:{mode}:{start}:{n}",
        standard=std,
        instructions="Use the number line.",
    )
    return finish(q, ctx, svg)


def _point(ctx: GenerationContext, p: NumberLineParams) -> Draft:
    rng = ctx.rng
    high = p.max
    value = rng.randrange(p.tick, high, p.tick)
    tries = 0
    while value % p.label_every == 0 and tries < 20:
        value = rng.randrange(p.tick, high, p.tick)
        tries += 1
    labels = {v: str(v) for v in range(0, high + 1, p.label_every)}
    svg = draw.number_line(
        0,
        high,
        tick=p.tick,
        labels=labels,
        points=[(value, "A")],
        title="A point on a number line",
        desc=f"A number line from 0 to {high} with a tick every {p.tick} and a point A.",
    )
    below = value - value % p.label_every
    ticks = (value - below) // p.tick
    prompt = "What number is at point A?"
    explanation = (
        f"Each tick mark is {p.tick} more than the one before. Start at the labelled {below} and count "
        f"{ticks} tick{'s' if ticks != 1 else ''} to the right"
        + (f" by {p.tick}s" if p.tick > 1 else "")
        + f": point A is at {value}. It is {value} units from 0."
    )
    mistakes = [
        (value + p.tick, "counted-one-tick-too-many", "One extra tick was counted."),
        (value - p.tick, "counted-one-tick-too-few", "One tick was missed."),
        (below, "read-the-nearest-label", "This is the labelled number before point A."),
        (below + ticks, "counted-ticks-as-ones", f"Each tick is {p.tick}, not 1.")
        if p.tick > 1
        else (value + 2, "counting-slip", "Count the ticks again."),
    ]
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(value),
        answer_value=value,
        explanation=explanation,
        misconceptions=wrongs(str(value), *mistakes),
        fill_text="Point A is at ___.",
        diagram=DiagramForm("number-line", svg, prompt),
        features=Features(task="represent", steps=2, magnitude=len(str(high)), representation="visual"),
        key=f"nlpoint:{high}:{p.tick}:{value}",
        standard=standard(ctx, "2.MD.B.6"),
        instructions="Use the number line.",
    )
    return finish(q, ctx, svg)


# ---- odd and even --------------------------------------------------------------------------------


class OddEvenParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=1, ge=1)
    max: int = Field(default=20, ge=4, le=100)
    mode: Literal["picture", "number", "which-even", "doubles", "double-missing"] = "number"


def _parity(n: int) -> str:
    return "even" if n % 2 == 0 else "odd"


@generator(
    "math.k2.odd-even",
    content_types=_BASIC | {CT.PICTURE_COUNTING},
    params=OddEvenParams,
)
def odd_even(ctx: GenerationContext) -> Draft:
    p: OddEvenParams = ctx.params
    rng = ctx.rng
    top = level_top(ctx, p.min + 3, p.max)
    n = rng.randint(p.min, top)
    features = Features(task="reason", steps=1, magnitude=len(str(n)), representation="symbolic")
    if p.mode in ("doubles", "double-missing"):
        n = n + n % 2
        if n < 2:
            n = 2
        h = n // 2
        if p.mode == "double-missing":
            text = f"{n} = {h} + ___"
            q = MathQuestion(
                prompt=f"{n} is even, so it is a double. What number makes this true? {text}",
                answer_display=str(h),
                answer_value=h,
                explanation=f"An even number splits into two equal groups. {n} = {h} + {h}, because {h} + {h} = {n}.",
                misconceptions=wrongs(
                    str(h),
                    (n, "copied-the-total", f"{n} is the total."),
                    (h + 1, "off-by-one", f"{h} + {h + 1} = {n + 1}."),
                    (h - 1, "off-by-one", f"{h} + {h - 1} = {n - 1}."),
                ),
                fill_text=text,
                features=features,
                key=f"dbl:{n}",
                instructions="Write the even number as a double.",
            )
            return finish(q, ctx)
        answer = f"{h} + {h}"
        mistakes = [
            (
                f"{h - 1} + {h + 1}",
                "addends-not-equal",
                f"{h - 1} + {h + 1} = {n}, but the two numbers are not equal.",
            ),
            (f"{n} + {n}", "doubled-the-number", f"{n} + {n} = {2 * n}, not {n}."),
            (f"{h + 1} + {h + 1}", "wrong-double", f"{h + 1} + {h + 1} = {n + 2}, not {n}."),
            (
                f"{h - 1} + {h - 1}" if h > 1 else f"{n} + 0",
                "wrong-double",
                "This does not make the number with two equal parts.",
            ),
        ]
        q = MathQuestion(
            prompt=f"Which shows {n} as the sum of two equal numbers?",
            answer_display=answer,
            explanation=f"{n} is even, so it splits into two equal groups of {h}: {h} + {h} = {n}.",
            misconceptions=wrongs(answer, *mistakes),
            fill_text=f"{n} = ___, with two equal addends.",
            answer_format="expression",
            features=features,
            key=f"dblpick:{n}",
            instructions="Think about doubles.",
        )
        return finish(q, ctx)
    mode = p.mode
    if mode == "which-even" and ctx.content_type is not CT.MULTIPLE_CHOICE:
        mode = "number"
    if mode == "which-even":
        evens = [v for v in range(max(p.min, 2), top + 1) if v % 2 == 0]
        answer_n = pick(rng, evens)
        odds: list[int] = []
        while len(odds) < 3:
            v = rng.randint(p.min, max(top, p.min + 6))
            if v % 2 == 1 and v not in odds:
                odds.append(v)
        mistakes = []
        for v in odds:
            if v >= 10 and (v // 10) % 2 == 0:
                mistakes.append(
                    (v, "looked-at-the-tens-digit", f"The ones digit of {v} is {v % 10}, which is odd.")
                )
            else:
                mistakes.append(
                    (
                        v,
                        "mixed-up-odd-and-even",
                        f"{v} cannot be split into two equal groups; one is left over.",
                    )
                )
        q = MathQuestion(
            prompt=f"Which number is even? {', '.join(map(str, sorted([*odds, answer_n])))}",
            answer_display=str(answer_n),
            answer_value=answer_n,
            explanation=(
                f"A number is even when it splits into pairs with none left over; look at the ones digit "
                f"(0, 2, 4, 6 or 8). {answer_n} = {answer_n // 2} + {answer_n // 2}, so it is even."
            ),
            misconceptions=wrongs(str(answer_n), *mistakes),
            fill_text="___ is an even number.",
            features=features,
            key=f"whicheven:{answer_n}:{','.join(map(str, sorted(odds)))}",
            instructions="Find the even number.",
        )
        return finish(q, ctx)
    answer = _parity(n)
    other = "odd" if answer == "even" else "even"
    if n % 2 == 0:
        why = f"{n} splits into pairs with none left over: {n // 2} + {n // 2} = {n}. So {n} is even."
    else:
        why = f"When {n} is put into pairs, 1 is left over: {n // 2} + {n // 2} + 1 = {n}. So {n} is odd."
    svg = None
    picture = None
    if mode == "picture":
        category, many = pick(rng, ICONS)
        svg = draw.pairs(
            category,
            n,
            title=f"{many.capitalize()} in pairs",
            desc=f"Some {many} set out in pairs, two by two.",
        )
        prompt = f"Count the {many} and look at the pairs. Is the number of {many} odd or even?"
        fill = f"There is an ___ number of {many}."
        picture = PictureForm(category, n, "array", svg)
        why = f"There are {n} {many}. " + why
        features = Features(task="reason", steps=2, magnitude=len(str(n)), representation="visual")
    else:
        prompt = f"Is {n} odd or even?"
        fill = f"{n} is an ___ number."
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=why,
        misconceptions=wrongs(
            answer,
            (
                other,
                "mixed-up-odd-and-even",
                "Check the pairs: " + ("none is left over." if answer == "even" else "one is left over."),
            ),
        ),
        fill_text=fill,
        answer_format="text",
        picture=picture,
        features=features,
        key=f"oddeven:{mode}:{n}",
        instructions="Decide: odd or even?",
    )
    return finish(q, ctx, svg)


# ---- arrays --------------------------------------------------------------------------------------


class ArrayParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=2, ge=1, le=5)
    max: int = Field(default=5, ge=2, le=5)
    ask: Literal["total", "equation"] = "total"


@generator(
    "math.k2.arrays",
    content_types=_BASIC | {CT.PICTURE_COUNTING, CT.DIAGRAM},
    params=ArrayParams,
)
def arrays(ctx: GenerationContext) -> Draft:
    p: ArrayParams = ctx.params
    rng = ctx.rng
    top = level_top(ctx, p.min + 1, p.max)
    r = rng.randint(p.min, top)
    c = rng.randint(p.min, top)
    total = r * c
    category, many = pick(rng, ICONS)
    svg = draw.array(
        category, r, c, title=f"An array of {many}", desc=f"{many.capitalize()} set out in equal rows."
    )
    row_sum = " + ".join([str(c)] * r)
    col_sum = " + ".join([str(r)] * c)
    if p.ask == "equation":
        by_rows = rng.random() < 0.5
        answer = f"{row_sum} = {total}" if by_rows else f"{col_sum} = {total}"
        lines = (r, c) if by_rows else (c, r)
        count, size = lines
        mistakes = [
            (
                f"{r} + {c} = {r + c}",
                "added-rows-and-columns",
                "This adds the number of rows and the number in a row.",
            ),
            (
                " + ".join([str(size)] * (count - 1)) + f" = {size * (count - 1)}"
                if count > 2
                else f"{size} + {size + 1} = {2 * size + 1}",
                "missed-a-row" if count > 2 else "counted-one-too-many",
                "This does not add up all the rows.",
            ),
            (
                " + ".join([str(size + 1)] * count) + f" = {(size + 1) * count}",
                "miscounted-a-row",
                "Each row does not have that many.",
            ),
        ]
        q = MathQuestion(
            prompt=f"Which addition equation matches the array of {many}?",
            answer_display=answer,
            explanation=(
                f"The array has {r} rows with {c} {many} in each row. Add the rows: {row_sum} = {total}. "
                f"(Adding the {c} columns of {r} also works: {col_sum} = {total}.)"
            ),
            misconceptions=wrongs(answer, *mistakes),
            fill_text="___ matches the array.",
            answer_format="expression",
            features=Features(task="represent", steps=2, magnitude=len(str(total)), representation="visual"),
            key=f"arreq:{r}:{c}:{by_rows}",
            standard=standard(ctx, "2.OA.C.4"),
            instructions="Look at the rows of the array.",
        )
        return finish(q, ctx, svg)
    mistakes = [
        (r + c, "added-rows-and-columns", "This adds the number of rows and the number in each row."),
        (total - c, "missed-a-row", "One row was not counted."),
        (total + c, "counted-a-row-twice", "One row was counted twice."),
        (total + 1, "counting-slip", "This is one too many."),
    ]
    q = MathQuestion(
        prompt=f"The {many} are in {r} rows with {c} in each row. How many {many} are there in all?",
        answer_display=str(total),
        answer_value=total,
        explanation=f"Add the rows: {row_sum} = {total}. There are {total} {many}.",
        misconceptions=wrongs(str(total), *mistakes),
        fill_text=f"{row_sum} = ___",
        picture=PictureForm(category, total, "array", svg),
        diagram=DiagramForm("array", svg, f"How many {many} are in the array?"),
        features=Features(task="represent", steps=r - 1, magnitude=len(str(total)), representation="visual"),
        key=f"arr:{r}:{c}",
        standard=standard(ctx, "2.OA.C.4"),
        instructions="Use the array.",
    )
    return finish(q, ctx, svg)
