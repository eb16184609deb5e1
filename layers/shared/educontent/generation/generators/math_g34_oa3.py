"""Grade 3 operations and algebraic thinking: multiplication as equal groups and arrays, division
as sharing and grouping, one-step multiplication/division story problems, unknown numbers in
equations, properties of multiplication and the times-table facts (3.OA.A-C)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg
from educontent.generation.generators._g34_common import (
    NAMES,
    PICTURE_THINGS,
    THINGS,
    area_model,
    non_negative,
    pick,
    wrong_answers,
)
from educontent.generation.kit.math_forms import (
    MATH_TYPES,
    ArithmeticForm,
    DiagramForm,
    MathQuestion,
    Misconception,
    PictureForm,
    render,
)
from educontent.generation.registry import Draft, GenerationContext, generator

M = Misconception


def _top(max_factor: int, rank: int) -> int:
    return max(2, min(max_factor, (5, 7, max_factor)[rank]))


# Only these content types show the picture of groups; others skip drawing it.
_PICTURE_TYPES = (ContentType.PICTURE_COUNTING, ContentType.MULTIPLE_CHOICE)


def _mult_wrongs(g: int, s: int) -> list[Misconception]:
    return [
        M(
            str(g + s),
            "added-instead-of-multiplied",
            "This adds the two numbers instead of multiplying them.",
        ),
        M(str(g * (s + 1)), "one-extra-in-each-group", "This counts one extra in every group."),
        M(str((g - 1) * s), "one-group-too-few", "This leaves out one whole group."),
        M(str(g * s + 10), "fact-slip", "This is a nearby fact, not the right product."),
    ]


# ---- multiplication with equal groups and arrays (3.OA.A.1) ------------------------------------


class MultModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    model: Literal["groups", "array"] = "groups"
    ask: Literal["total", "expression"] = "total"
    max_factor: int = Field(default=10, ge=2, le=10)


_MODEL_TYPES = {
    ContentType.PICTURE_COUNTING,
    ContentType.DIAGRAM,
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.SHORT_ANSWER,
    ContentType.ARITHMETIC,
    ContentType.TRUE_FALSE,
}


@generator("math.g34.mult-models", content_types=_MODEL_TYPES, params=MultModelParams)
def mult_models(ctx: GenerationContext) -> Draft:
    p: MultModelParams = ctx.params
    rng = ctx.rng
    top = _top(p.max_factor, ctx.level.rank)
    g, s = rng.randint(2, top), rng.randint(2, top)
    total = g * s
    picture = diagram = None
    if p.model == "groups":
        things, icon = pick(rng, PICTURE_THINGS)
        shown = f"{g} groups of {s} {things}"
        title = f"{g} groups of {s} {things}"
        desc = f"{g} equal groups of {things} with {s} {things} in each group."
        picture = (
            None
            if ctx.content_type not in _PICTURE_TYPES
            else PictureForm(
                icon_category=icon,
                count_target=total,
                arrangement="groups",
                svg=svg.picture_set(icon, total, "groups", title=title, desc=desc, groups=[s] * g),
                groups=(s,) * g,
            )
        )
        what, unit = things, things
    else:
        shown = f"an array with {g} rows of {s} dots"
        desc = f"An array of dots in {g} rows with {s} dots in each row."
        diagram = DiagramForm(
            "array",
            svg.dot_array(g, s, title=f"An array of {g} rows of {s} dots", desc=desc),
            question=(
                "How many dots are in the array?"
                if p.ask == "total"
                else "Write a multiplication that tells how many dots are in the array."
            ),
        )
        what, unit = "dots", "dots"
    if p.ask == "total":
        prompt = f"The picture shows {shown}. How many {what} are there in all?"
        question = MathQuestion(
            prompt=prompt,
            answer_display=str(total),
            answer_value=total,
            explanation=(
                f"There are {g} equal {'groups' if p.model == 'groups' else 'rows'} with {s} in each. "
                f"{g} × {s} means {g} groups of {s}: skip count by {s}, {g} times. {g} × {s} = {total}."
            ),
            misconceptions=tuple(wrong_answers(total, _mult_wrongs(g, s), non_negative)),
            fill_text=f"{shown[0].upper() + shown[1:]}: {g} × {s} = ___ {unit} in all.",
            arithmetic=ArithmeticForm(g, s, "×", f"{g} × {s} = ___"),
            picture=picture,
            diagram=diagram,
            features=Features("represent", 1, len(str(total)), "visual"),
            key=f"mm:{p.model}:{g}:{s}",
            instructions="Use the picture to multiply.",
        )
    else:
        answer = f"{g} × {s}"
        wrongs = [
            M(
                f"{g} + {s}",
                "added-instead-of-multiplied",
                f"{g} + {s} adds the numbers; equal groups multiply.",
            ),
            M(f"{g} × {s + 1}", "miscounted-the-group-size", f"Each group has {s}, not {s + 1}."),
            M(f"{g - 1} × {s}", "miscounted-the-groups", f"There are {g} groups, not {g - 1}."),
            M(f"{s} + {s}", "counted-only-two-groups", "This adds just two groups."),
        ]
        question = MathQuestion(
            prompt=f"The picture shows {shown}. Which multiplication tells how many {what} there are in all?",
            answer_display=answer,
            explanation=(
                f"There are {g} equal {'groups' if p.model == 'groups' else 'rows'} and {s} in each, "
                f"so the multiplication is {g} × {s} (which is {total})."
            ),
            misconceptions=wrong_answers(total, wrongs, _expr_value),
            fill_text=f"{shown[0].upper() + shown[1:]} can be written as ___.",
            picture=picture,
            diagram=diagram,
            answer_format="expression",
            acceptable=(f"{s} × {g}",),
            features=Features("represent", 1, len(str(total)), "visual"),
            key=f"mx:{p.model}:{g}:{s}",
            instructions="Match the picture to a multiplication.",
        )
    return render(question, ctx.content_type, rng)


def _expr_value(text: str) -> int | None:
    a, op, b = text.split(" ")
    return int(a) * int(b) if op == "×" else -1 - int(a) - int(b)  # a sum is never the product


# ---- division as sharing and as grouping (3.OA.A.2) --------------------------------------------


class DivModelParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    meaning: Literal["share", "measure"] = "share"
    model: Literal["groups", "array"] = "groups"
    max_factor: int = Field(default=10, ge=2, le=10)


def _div_wrongs(total: int, divisor: int, quotient: int) -> list[Misconception]:
    return [
        M(str(total - divisor), "subtracted-instead-of-divided", "This takes the divisor away only once."),
        M(str(divisor), "gave-the-divisor", "This is the number you divide by, not the answer."),
        M(str(quotient + 1), "one-too-many", "One too many was counted in each share."),
        M(str(quotient - 1), "one-too-few", "One too few was counted in each share."),
        M(str(total * divisor), "multiplied-instead-of-divided", "This multiplies instead of sharing."),
    ]


@generator(
    "math.g34.div-models", content_types=_MODEL_TYPES - {ContentType.TRUE_FALSE}, params=DivModelParams
)
def div_models(ctx: GenerationContext) -> Draft:
    p: DivModelParams = ctx.params
    rng = ctx.rng
    top = _top(p.max_factor, ctx.level.rank)
    groups, size = rng.randint(2, top), rng.randint(2, top)
    total = groups * size
    picture = diagram = None
    if p.model == "groups":
        things, icon = pick(rng, PICTURE_THINGS)
        if p.meaning == "share":
            prompt = f"{total} {things} are shared equally into {groups} groups. How many {things} are in each group?"
            divisor, answer = groups, size
            explain = (
                f"Share {total} {things} one at a time into {groups} groups until they are used up. "
                f"Each group gets {size}. {total} ÷ {groups} = {size}, because {groups} × {size} = {total}."
            )
        else:
            prompt = f"{total} {things} are put into groups of {size}. How many groups are there?"
            divisor, answer = size, groups
            explain = (
                f"Make groups of {size} until all {total} {things} are used. There are {groups} groups. "
                f"{total} ÷ {size} = {groups}, because {groups} × {size} = {total}."
            )
        desc = f"{total} {things} in {groups} equal groups of {size}."
        picture = (
            None
            if ctx.content_type not in _PICTURE_TYPES
            else PictureForm(
                icon_category=icon,
                count_target=answer,
                arrangement="groups",
                svg=svg.picture_set(
                    icon,
                    total,
                    "groups",
                    title=f"{total} {things} in equal groups",
                    desc=desc,
                    groups=[size] * groups,
                ),
                groups=(size,) * groups,
            )
        )
    else:
        rows, cols = groups, size
        if p.meaning == "share":
            prompt = f"{total} chairs are set out in {rows} equal rows. How many chairs are in each row?"
            divisor, answer = rows, cols
        else:
            prompt = f"{total} chairs are set out in rows of {cols}. How many rows are there?"
            divisor, answer = cols, rows
        explain = (
            f"The array has {rows} rows of {cols}. {total} ÷ {divisor} = {answer}, because "
            f"{rows} × {cols} = {total}."
        )
        diagram = DiagramForm(
            "array",
            svg.dot_array(
                rows,
                cols,
                title=f"{total} chairs in an array",
                desc=f"An array of {total} dots in {rows} rows with {cols} dots in each row.",
            ),
        )
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, _div_wrongs(total, divisor, answer), non_negative),
        fill_text=f"{total} ÷ {divisor} = ___",
        arithmetic=ArithmeticForm(total, divisor, "÷", f"{total} ÷ {divisor} = ___"),
        picture=picture,
        diagram=diagram,
        features=Features("represent", 1, len(str(total)), "visual"),
        key=f"dm:{p.meaning}:{p.model}:{groups}:{size}",
        instructions="Use the picture to divide.",
    )
    return render(question, ctx.content_type, rng)


# ---- one-step multiplication and division story problems (3.OA.A.3) ----------------------------


class StoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["multiply", "divide"]
    contexts: list[Literal["groups", "arrays", "measurement"]] = Field(
        default_factory=lambda: ["groups", "arrays", "measurement"], min_length=1
    )
    max_factor: int = Field(default=10, ge=2, le=10)


_MULT_STORIES = {
    "groups": [
        "{name} has {a} bags with {b} {things} in each bag. How many {things} does {name} have in all?",
        "{a} friends each bring {b} {things} to class. How many {things} do they bring in all?",
    ],
    "arrays": [
        "A garden has {a} rows of plants with {b} plants in each row. How many plants are in the garden?",
        "A wall has {a} rows of tiles with {b} tiles in each row. How many tiles are on the wall?",
    ],
    "measurement": [
        "Each box of paper weighs {b} kilograms. How many kilograms do {a} boxes weigh?",
        "{name} walks {b} kilometers each day. How many kilometers does {name} walk in {a} days?",
    ],
}
_DIV_STORIES = {
    "groups": [
        "{name} shares {c} {things} equally among {a} friends. How many {things} does each friend get?",
        "{c} {things} are packed into bags with {a} in each bag. How many bags are there?",
    ],
    "arrays": [
        "{c} chairs are set up in {a} equal rows. How many chairs are in each row?",
        "A baker puts {c} muffins on a tray in rows of {a}. How many rows are there?",
    ],
    "measurement": [
        "A ribbon {c} centimeters long is cut into {a} equal pieces. How many centimeters long is each piece?",
        "{name} pours {c} liters of water equally into {a} buckets. How many liters are in each bucket?",
    ],
}


@generator(
    "math.g34.mult-div-story",
    content_types={ContentType.MULTIPLE_CHOICE, ContentType.SHORT_ANSWER, ContentType.FILL_BLANK},
    params=StoryParams,
)
def mult_div_story(ctx: GenerationContext) -> Draft:
    p: StoryParams = ctx.params
    rng = ctx.rng
    top = _top(p.max_factor, ctx.level.rank)
    a, b = rng.randint(2, top), rng.randint(2, top)
    context = pick(rng, p.contexts)
    name = pick(rng, NAMES)
    things = pick(rng, THINGS)
    if p.operation == "multiply":
        template = pick(rng, _MULT_STORIES[context])
        answer = a * b
        text = template.format(name=name, things=things, a=a, b=b)
        equation = f"{a} × {b} = ___"
        explain = f"There are {a} equal groups of {b}, so multiply: {a} × {b} = {answer}."
        wrongs = _mult_wrongs(a, b)
    else:
        template = pick(rng, _DIV_STORIES[context])
        c = a * b
        answer = b
        text = template.format(name=name, things=things, a=a, c=c)
        equation = f"{c} ÷ {a} = ___"
        explain = f"Split {c} into equal groups: {c} ÷ {a} = {b}. Check with multiplication: {a} × {b} = {c}."
        wrongs = _div_wrongs(c, a, b)
    question = MathQuestion(
        prompt=text,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=f"{text} Write an equation and solve: {equation}",
        features=Features("word-problem", 2, len(str(max(a * b, 10))), "text"),
        key=f"st:{p.operation}:{template[:12]}:{a}:{b}",
        instructions="Read the problem and solve.",
    )
    return render(question, ctx.content_type, rng)


# ---- unknown numbers in multiplication and division equations (3.OA.A.4, 3.OA.B.6) -------------


class UnknownParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    forms: list[Literal["a*?=c", "?*b=c", "c/?=b", "?/a=b", "c=a*?"]] = Field(min_length=1)
    symbol: Literal["?", "n", "box"] = "?"
    relate: bool = Field(default=False, description="Ask a division through its related multiplication.")
    max_factor: int = Field(default=10, ge=2, le=10)


@generator(
    "math.g34.unknown-number",
    content_types={
        ContentType.ARITHMETIC,
        ContentType.FILL_BLANK,
        ContentType.MULTIPLE_CHOICE,
        ContentType.TRUE_FALSE,
        ContentType.SHORT_ANSWER,
    },
    params=UnknownParams,
)
def unknown_number(ctx: GenerationContext) -> Draft:
    p: UnknownParams = ctx.params
    rng = ctx.rng
    top = _top(p.max_factor, ctx.level.rank)
    a, b = rng.randint(2, top), rng.randint(1, top)
    c = a * b
    sym = {"?": "?", "n": "n", "box": "□"}[p.symbol]
    if p.relate:
        # c ÷ a = ? through a × ? = c
        answer = b
        prompt = f"Use the related multiplication fact {a} × {sym} = {c}. What is {c} ÷ {a}?"
        fill = f"Think {a} × {sym} = {c}. So {c} ÷ {a} = ___"
        arith = ArithmeticForm(c, a, "÷", f"{c} ÷ {a} = ___")
        explain = (
            f"Division is finding a missing factor. Ask: {a} times what is {c}? {a} × {b} = {c}, "
            f"so {c} ÷ {a} = {b}."
        )
        form = "relate"
    else:
        form = pick(rng, p.forms)
        if form == "a*?=c":
            answer, shown = b, f"{a} × {sym} = {c}"
            arith = ArithmeticForm(a, b, "×", f"{a} × ___ = {c}", missing="operand2")
            explain = f"Think: {a} times what is {c}? {a} × {b} = {c}, so {sym} = {b}. You can also divide: {c} ÷ {a} = {b}."
        elif form == "?*b=c":
            answer, shown = a, f"{sym} × {b} = {c}"
            arith = ArithmeticForm(a, b, "×", f"___ × {b} = {c}", missing="operand1")
            explain = f"Think: what times {b} is {c}? {a} × {b} = {c}, so {sym} = {a}."
        elif form == "c=a*?":
            answer, shown = b, f"{c} = {a} × {sym}"
            arith = ArithmeticForm(a, b, "×", f"{a} × ___ = {c}", missing="operand2")
            explain = f"Think: {a} times what is {c}? {a} × {b} = {c}, so {sym} = {b}."
        elif form == "c/?=b":
            answer, shown = a, f"{c} ÷ {sym} = {b}"
            arith = ArithmeticForm(c, a, "÷", f"{c} ÷ ___ = {b}", missing="operand2")
            explain = (
                f"Think: {c} split into groups of {b} makes how many groups? {a} × {b} = {c}, so {sym} = {a}."
            )
        else:  # ?/a=b
            answer, shown = c, f"{sym} ÷ {a} = {b}"
            arith = ArithmeticForm(c, a, "÷", f"___ ÷ {a} = {b}", missing="operand1")
            explain = f"The missing number is {a} groups of {b}: {a} × {b} = {c}, so {sym} = {c}."
        prompt = f"What number does {sym} stand for? {shown}"
        fill = shown.replace(sym, "___")
    wrongs = [
        M(
            str(a * b * a if answer == b else c * a),
            "multiplied-instead-of-divided",
            "This multiplies the numbers shown.",
        ),
        M(
            str(c - a if answer != c else c - b),
            "subtracted-instead",
            "This subtracts instead of finding the missing factor.",
        ),
        M(str(answer + 1), "off-by-one", "This is one more than the missing number."),
        M(str(answer - 1), "off-by-one", "This is one less than the missing number."),
    ]
    question = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=fill,
        arithmetic=arith,
        features=Features("compute" if not p.relate else "reason", 2, len(str(c)), "symbolic"),
        key=f"un:{form}:{p.symbol}:{a}:{b}",
        instructions="Find the missing number.",
    )
    return render(question, ctx.content_type, rng)


# ---- properties of multiplication (3.OA.B.5) ---------------------------------------------------


class PropertyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    property: Literal["commutative", "associative", "distributive"]
    max_factor: int = Field(default=10, ge=2, le=10)


@generator(
    "math.g34.properties",
    content_types={
        ContentType.FILL_BLANK,
        ContentType.MULTIPLE_CHOICE,
        ContentType.TRUE_FALSE,
        ContentType.SHORT_ANSWER,
        ContentType.DIAGRAM,
    },
    params=PropertyParams,
)
def properties(ctx: GenerationContext) -> Draft:
    p: PropertyParams = ctx.params
    rng = ctx.rng
    top = _top(p.max_factor, ctx.level.rank)
    diagram = None
    if p.property == "commutative":
        a, b = rng.randint(2, top), rng.randint(2, top)
        while b == a:
            b = rng.randint(2, max(3, top))
        if rng.random() < 0.5:
            equation, answer = f"{a} × {b} = {b} × ___", a
        else:
            equation, answer = f"___ × {a} = {a} × {b}", b
        explain = (
            f"You can multiply in any order and get the same product: {a} × {b} = {b} × {a} = {a * b}. "
            f"So the missing factor is {answer}."
        )
        wrongs = [
            M(str(a * b), "wrote-the-product", "This is the product, not the missing factor."),
            M(str(a + b), "added-the-factors", "This adds the factors."),
            M(
                str(b if answer == a else a),
                "repeated-the-same-factor",
                "Both sides would then use the same number twice.",
            ),
        ]
        diagram = DiagramForm(
            "array",
            svg.dot_array(
                a,
                b,
                title=f"An array of {a} rows of {b}",
                desc=f"An array of dots in {a} rows with {b} dots in each row. Turned, it is {b} rows of {a}.",
            ),
        )
        key = f"pc:{a}:{b}:{equation[0]}"
        steps = 1
    elif p.property == "associative":
        a, b, c = rng.randint(2, 5), rng.randint(2, 5), rng.randint(2, top)
        form = rng.randrange(3)
        if form == 0:
            equation, answer = f"({a} × {b}) × {c} = {a} × (___ × {c})", b
            wrongs = [
                M(str(a), "moved-the-wrong-factor", "The factor moved is the first one, not the second."),
                M(
                    str(b * c),
                    "multiplied-too-early",
                    "This is the product of the bracket, not the missing factor.",
                ),
                M(str(c), "repeated-the-same-factor", f"{c} is already in the bracket."),
            ]
        elif form == 1:
            equation, answer = f"{a} × {b} × {c} = ___ × {c}", a * b
            wrongs = [
                M(str(a + b), "added-instead-of-multiplied", f"{a} and {b} must be multiplied."),
                M(str(a * b * c), "wrote-the-product", "This is the whole product, not the missing factor."),
                M(
                    str(b * c),
                    "grouped-the-wrong-factors",
                    f"{b} × {c} is grouped, but {c} is still outside.",
                ),
            ]
        else:
            equation, answer = f"{a} × {b} × {c} = ___", a * b * c
            wrongs = [
                M(str(a + b + c), "added-instead-of-multiplied", "This adds the three factors."),
                M(str(a * b + c), "added-the-last-factor", f"The {c} must be multiplied, not added."),
                M(str(a * b * (c + 1)), "one-group-too-many", "One extra group was counted."),
            ]
        explain = (
            f"You can group factors in any way. {a} × {b} = {a * b}, then {a * b} × {c} = {a * b * c}. "
            f"Or {b} × {c} = {b * c}, then {a} × {b * c} = {a * b * c}. The missing number is {answer}."
        )
        diagram = DiagramForm(
            "array",
            svg.dot_array(
                a * b,
                c,
                title=f"{a} × {b} rows of {c}",
                desc=f"An array of dots in {a * b} rows ({a} groups of {b} rows) with {c} dots in each row.",
            ),
        )
        key = f"pa:{form}:{a}:{b}:{c}"
        steps = 2
    else:
        a = rng.randint(2, top)
        b1 = pick(rng, (2, 5) if top < 8 else (2, 5, 5, 10))
        b2 = rng.randint(1, max(2, top - 3))
        b = b1 + b2
        if rng.random() < 0.5:
            equation, answer = f"{a} × {b} = {a} × {b1} + {a} × ___", b2
            wrongs = [
                M(
                    str(b),
                    "used-the-whole-factor",
                    f"{b} is the whole factor; it was split into {b1} and {b2}.",
                ),
                M(str(a * b2), "wrote-a-product", "This is a product, not the missing factor."),
                M(str(b1), "repeated-the-same-part", f"{b1} is the other part of {b}."),
            ]
        else:
            equation, answer = f"{a} × {b} = {a * b1} + ___", a * b2
            wrongs = [
                M(str(b2), "wrote-the-factor", f"This is the factor {b2}; multiply it by {a}."),
                M(str(a + b2), "added-instead-of-multiplied", f"{a} and {b2} must be multiplied."),
                M(str(a * b), "wrote-the-whole-product", "This is the whole product, not the missing part."),
            ]
        explain = (
            f"Split {b} into {b1} + {b2}. Then {a} × {b} = {a} × {b1} + {a} × {b2} = {a * b1} + {a * b2} = {a * b}. "
            f"The missing number is {answer}."
        )
        diagram = DiagramForm(
            "array",
            area_model(
                [str(b1), str(b2)],
                [str(a)],
                [[f"{a} × {b1}", f"{a} × {b2}"]],
                title=f"{a} × {b} split into {a} × {b1} and {a} × {b2}",
                desc=f"A rectangle {a} by {b} split into a {a} by {b1} part and a {a} by {b2} part.",
            ),
        )
        key = f"pd:{a}:{b1}:{b2}:{equation.count('×')}"
        steps = 2
    question = MathQuestion(
        prompt=f"What number makes this true? {equation}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explain,
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=equation,
        diagram=diagram,
        features=Features("reason", steps, len(str(max(answer, 10))), "symbolic"),
        key=key,
        instructions="Use the properties of multiplication.",
    )
    return render(question, ctx.content_type, rng)


# ---- multiplication and division facts (3.OA.C.7) ----------------------------------------------


class FactParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operation: Literal["multiply", "divide"]
    factors: list[int] = Field(min_length=1)
    max_other: int = Field(default=10, ge=1, le=12)
    missing: list[Literal["result", "operand1", "operand2"]] = Field(default_factory=lambda: ["result"])


@generator(
    "math.g34.facts",
    content_types=set(MATH_TYPES)
    - {ContentType.PICTURE_COUNTING, ContentType.DIAGRAM, ContentType.DATA_TABLE},
    params=FactParams,
)
def facts(ctx: GenerationContext) -> Draft:
    p: FactParams = ctx.params
    rng = ctx.rng
    top = max(1, min(p.max_other, (5, 8, p.max_other)[ctx.level.rank]))
    f = pick(rng, p.factors)
    low = 0 if p.operation == "multiply" else 1
    other = rng.randint(low, max(low, top))
    missing = pick(rng, p.missing)
    if p.operation == "multiply":
        a, b = (f, other) if rng.random() < 0.5 else (other, f)
        result = a * b
        op = "×"
        if 0 in (a, b):
            missing = "result"  # 0 × ___ = 0 has no single answer
        facts_line = f"{a} × {b} = {result}"
    else:
        if f == 0:
            f = 1
        a, b = f * other, f
        result = other
        op = "÷"
        facts_line = f"{a} ÷ {b} = {result}, because {result} × {b} = {a}"
    parts = {
        "operand1": (None, str(b), str(result)),
        "operand2": (str(a), None, str(result)),
        "result": (str(a), str(b), None),
    }[missing]
    expression = f"{parts[0] or '___'} {op} {parts[1] or '___'} = {parts[2] or '___'}"
    answer = {"operand1": a, "operand2": b, "result": result}[missing]
    if missing == "result" and op == "×":
        wrongs = _mult_wrongs(a, b)
    elif missing == "result":
        wrongs = _div_wrongs(a, b, result)
    else:
        wrongs = [
            M(str(answer + 1), "neighbouring-fact", "This comes from a neighbouring fact."),
            M(str(max(0, answer - 1)), "neighbouring-fact", "This comes from a neighbouring fact."),
            M(
                str(a * b if op == "÷" else result * (b if missing == "operand1" else a)),
                "used-the-wrong-operation",
                "This multiplies when it should divide.",
            ),
        ]
    if f in (0, 1) and op == "×":
        rule = " Any number times 0 is 0." if 0 in (a, b) else " Any number times 1 is that number."
    else:
        rule = ""
    question = MathQuestion(
        prompt=f"What is {a} {op} {b}?"
        if missing == "result"
        else f"What number makes this true? {expression}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=f"{facts_line}.{rule}"
        + ("" if missing == "result" else f" The missing number is {answer}."),
        misconceptions=wrong_answers(answer, wrongs, non_negative),
        fill_text=expression,
        arithmetic=ArithmeticForm(a, b, op, expression, missing=missing),  # type: ignore[arg-type]
        features=Features("recall", 1, len(str(max(a, b, result))), "symbolic"),
        key=f"fx:{op}:{a}:{b}:{missing}",
        instructions="Solve.",
    )
    return render(question, ctx.content_type, rng)
