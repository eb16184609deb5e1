"""Measurement for kindergarten to grade 2 (``math.k2.*``): comparing and ordering lengths, heights
and weights, measuring with units and rulers, estimating lengths, measurable attributes, telling
time on clocks, and counting money."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg as svglib
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    NAMES,
    finish,
    joined,
    level_top,
    matching_draft,
    ordering_draft,
    pick,
    picture_choices_draft,
    standard,
    wrongs,
)
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception, PictureForm
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_BASIC = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}

OBJECTS = ("ribbon", "pencil", "rope", "straw", "crayon", "scarf", "stick", "string")
UNIT_ABBR = {"centimeters": "cm", "inches": "inches"}

# ---- comparing and measuring length --------------------------------------------------------------

LengthMode = Literal[
    "compare", "towers", "indirect", "units", "ruler", "difference", "two-units", "unit-size", "estimate"
]


class LengthParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[LengthMode] = Field(min_length=1)
    count: int = Field(default=3, ge=2, le=3, description="How many strips or towers to compare.")
    labels: Literal["letters", "names"] = "letters"
    units: list[Literal["centimeters", "inches"]] = Field(
        default_factory=lambda: ["centimeters", "inches"], min_length=1
    )


@generator(
    "math.k2.length",
    content_types=_BASIC | {CT.DIAGRAM, CT.PICTURE_COUNTING, CT.ORDERING},
    params=LengthParams,
)
def length(ctx: GenerationContext) -> Draft:
    p: LengthParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    if mode in ("compare", "towers") or ctx.content_type is CT.ORDERING:
        return _compare_lengths(ctx, p, "towers" if mode == "towers" else "compare")
    if mode == "indirect":
        return _indirect(ctx)
    if mode == "estimate":
        return _estimate(ctx)
    if mode == "unit-size":
        return _unit_size(ctx)
    if mode == "units":
        n = rng.randint(3, level_top(ctx, 5, 12))
        obj = pick(rng, OBJECTS)
        unit = pick(rng, ("cube", "paper clip", "tile"))
        svg = draw.unit_measure(
            obj,
            n,
            unit,
            title=f"Measuring a {obj}",
            desc=f"A {obj} with {unit}s laid end to end under it, with no gaps or overlaps.",
        )
        prompt = f"The {unit}s are lined up under the {obj} with no gaps. How many {unit}s long is the {obj}?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(n),
            answer_value=n,
            unit=f"{unit}s" if n != 1 else unit,
            explanation=f"Count the {unit}s from one end of the {obj} to the other: there are {n}. The {obj} is {n} {unit}s long.",
            misconceptions=wrongs(
                str(n),
                (n + 1, "counted-one-unit-twice", "One unit was counted twice."),
                (n - 1, "missed-a-unit", "One unit was not counted."),
                (n + 2, "counted-the-ends", "Count the units, not the lines between them."),
            ),
            fill_text=f"The {obj} is ___ long.",
            picture=PictureForm(unit, n, "line", svg),
            diagram=DiagramForm("model", svg, prompt),  # type: ignore[arg-type]
            features=Features(task="represent", steps=1, magnitude=len(str(n)), representation="visual"),
            key=f"len:units:{obj}:{unit}:{n}",
            standard=standard(ctx, "1.MD.A.2"),
            instructions="Measure with units.",
        )
        return finish(q, ctx, svg)
    if mode == "two-units":
        per = pick(rng, (2, 3))
        big_n = rng.randint(2, 3 + ctx.level.rank)
        big, small = pick(rng, (("pencil", "paper clip"), ("straw", "cube"), ("crayon", "bead")))
        svg = draw.two_unit_measure(
            big_n,
            per,
            big=big,
            small=small,
            title="One strip measured two ways",
            desc=f"A strip measured with {big}s above it and with {small}s below it.",
        )
        total = big_n * per
        prompt = f"The strip is {big_n} {big}s long. Count the {small}s under it. How many {small}s long is the same strip?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(total),
            answer_value=total,
            unit=f"{small}s",
            explanation=(
                f"Each {big} is as long as {per} {small}s, so {big_n} {big}s match {' + '.join([str(per)] * big_n)} = {total} {small}s. "
                f"The {small} is shorter, so it takes more of them to measure the same strip."
            ),
            misconceptions=wrongs(
                str(total),
                (big_n, "thought-the-number-stays-the-same", "A shorter unit fits more times."),
                (big_n + per, "added-instead-of-grouping", f"Each {big} matches {per} {small}s."),
                (total - 1, "missed-a-unit", "One unit was not counted."),
            ),
            fill_text=f"The strip is {big_n} {big}s long, which is ___ long.",
            diagram=DiagramForm("model", svg, prompt),  # type: ignore[arg-type]
            features=Features(task="compare", steps=2, magnitude=len(str(total)), representation="visual"),
            key=f"len:two:{big}:{big_n}:{per}",
            standard=standard(ctx, "2.MD.A.2"),
            instructions="Measure with two different units.",
        )
        return finish(q, ctx, svg)
    unit = pick(rng, p.units)
    short = UNIT_ABBR[unit]
    top = 15 if unit == "centimeters" else 10
    if mode == "ruler":
        start = 0 if ctx.level.rank == 0 or rng.random() < 0.4 else rng.randint(1, 3)
        end = rng.randint(start + 2, top)
        obj = pick(rng, OBJECTS)
        svg = draw.ruler(
            unit,
            top,
            [(obj, start, end)],
            title=f"A {obj} and a ruler",
            desc=f"A {obj} lies above a ruler marked in {unit}, from the {start} mark to the {end} mark.",
        )
        answer = end - start
        prompt = f"How long is the {obj}?"
        mistakes = [
            (end - start + 1, "counted-the-marks", "Count the spaces between marks, not the marks."),
            (answer - 1, "counted-one-space-too-few", "One space was missed."),
        ]
        if start:
            mistakes.insert(0, (end, "read-the-end-mark", f"The {obj} starts at {start}, not at 0."))
        else:
            mistakes.append((answer + 2, "misread-the-ruler", "Read the mark at the end of the object."))
        how = f"The {obj} starts at {start} and ends at {end}. " + (
            f"Its length is {end} - {start} = {answer} {unit}."
            if start
            else f"It starts at 0, so it is {answer} {unit} long."
        )
        features = Features(
            task="represent", steps=1 + (start > 0), magnitude=len(str(top)), representation="visual"
        )
        key = f"len:ruler:{obj}:{unit}:{start}:{end}"
        std = standard(ctx, "2.MD.A.1")
    else:  # difference
        x = rng.randint(4, top)
        y = rng.randint(2, x - 2)
        first, second = rng.sample(OBJECTS, 2)
        svg = draw.ruler(
            unit,
            top,
            [(first, 0, x), (second, 0, y)],
            title=f"A {first}, a {second} and a ruler",
            desc=f"A {first} from the 0 mark to the {x} mark and a {second} from the 0 mark to the {y} mark above a ruler in {unit}.",
        )
        answer = x - y
        prompt = f"How much longer is the {first} than the {second}?"
        mistakes = [
            (x + y, "added-the-lengths", "'How much longer' asks for the difference."),
            (x, "gave-the-longer-length", f"{x} is how long the {first} is."),
            (y, "gave-the-shorter-length", f"{y} is how long the {second} is."),
        ]
        how = f"The {first} is {x} {unit} and the {second} is {y} {unit}. {x} - {y} = {answer}, so the {first} is {answer} {unit} longer."
        features = Features(task="compare", steps=2, magnitude=len(str(top)), representation="visual")
        key = f"len:diff:{first}:{second}:{unit}:{x}:{y}"
        std = standard(ctx, "2.MD.A.4")
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit=short,
        explanation=how,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=f"{prompt} ___",
        diagram=DiagramForm("model", svg, prompt),  # type: ignore[arg-type]
        features=features,
        key=key,
        standard=std,
        instructions="Use the ruler.",
    )
    return finish(q, ctx, svg)


def _compare_lengths(ctx: GenerationContext, p: LengthParams, kind: str) -> Draft:
    rng = ctx.rng
    count = p.count if ctx.content_type is not CT.ORDERING else 3
    values = rng.sample(range(2, 11 if kind == "compare" else 9), count)
    if p.labels == "names" or ctx.content_type is CT.ORDERING:
        labels = rng.sample(OBJECTS, count)
        noun = ""
    else:
        labels = list("ABC"[:count])
        noun = "Strip " if kind == "compare" else "Tower "
    names = [f"{noun}{lab}" if noun else lab for lab in labels]
    if kind == "towers":
        picture = draw.towers(
            list(zip(labels, values, strict=True)),
            title="Towers of cubes",
            desc="Towers of cubes standing on the same line: "
            + "; ".join(f"{n} is {v} cubes tall" for n, v in zip(names, values, strict=True))
            + ".",
        )
        big_word, small_word, what = "tallest", "shortest", "height"
    else:
        picture = draw.strips(
            list(zip(labels, values, strict=True)),
            title="Strips to compare",
            desc="Strips lined up at the left edge: "
            + "; ".join(f"{n} is {v} units long" for n, v in zip(names, values, strict=True))
            + ".",
        )
        big_word, small_word, what = "longest", "shortest", "length"
    ranked = [n for _, n in sorted(zip(values, names, strict=True))]
    if ctx.content_type is CT.ORDERING:
        up = rng.random() < 0.5
        order = ranked if up else ranked[::-1]
        order_by = f"{small_word} to {big_word}" if up else f"{big_word} to {small_word}"
        return ordering_draft(
            ctx,
            f"Put the objects in order from {order_by}.",
            order,
            order_by,
            explanation=f"They start at the same line, so compare where they end. From {order_by}: {', '.join(order)}.",
            features=Features(task="compare", steps=2, magnitude=1, representation="visual"),
            key=f"lenorder:{kind}:{','.join(names)}:{','.join(map(str, values))}:{order_by}",
            std=standard(ctx, "1.MD.A.1", "K.MD.A.2"),
            svg=picture,
        )
    biggest = rng.random() < 0.5
    if count == 2:
        word = ("taller" if kind == "towers" else "longer") if biggest else "shorter"
    else:
        word = big_word if biggest else small_word
    answer = ranked[-1] if biggest else ranked[0]
    other_end = ranked[0] if biggest else ranked[-1]
    article = "" if noun else "the "
    mistakes = [
        (
            other_end,
            f"picked-the-{small_word if biggest else big_word}",
            f"This one is the {small_word if biggest else big_word}.",
        )
    ]
    if count == 3:
        mistakes.append((ranked[1], "picked-the-middle-one", f"Another one is {word.replace('est', 'er')}."))
    else:
        mistakes.append(
            (
                "They are the same",
                "thought-they-match",
                f"One ends {'higher' if kind == 'towers' else 'farther'} than the other.",
            )
        )
    prompt = f"Which one is the {word}?" if count == 3 else f"Which one is {word}?"
    be = f"is the {word}" if count == 3 else f"is {word}"
    others = "the others" if count == 3 else "the other one"
    if biggest:
        reason = (
            f"{article.capitalize()}{answer} ends {'higher' if kind == 'towers' else 'farther'} than {others}"
        )
    else:
        reason = (
            f"{article.capitalize()}{answer} ends {'lower' if kind == 'towers' else 'sooner'} than {others}"
        )
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=(
            f"They start at the same {'floor' if kind == 'towers' else 'line'}, so look at where each one ends. "
            f"{reason}, so {article}{answer} {be}."
        ),
        misconceptions=wrongs(answer, *mistakes),
        fill_text=f"{'The ' if article else ''}___ {be}.",
        answer_format="text",
        diagram=DiagramForm("model", picture, prompt),  # type: ignore[arg-type]
        features=Features(task="compare", steps=1, magnitude=1, representation="visual"),
        key=f"lencmp:{kind}:{','.join(names)}:{','.join(map(str, values))}:{word}",
        standard=standard(ctx, "K.MD.A.2", "1.MD.A.1"),
        instructions=f"Compare the {what}s.",
    )
    return finish(q, ctx, picture)


def _indirect(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    a, b, c = rng.sample(OBJECTS, 3)  # a longest, c shortest
    if rng.random() < 0.5:
        facts = f"The {a} is longer than the {b}. The {b} is longer than the {c}."
    else:
        facts = f"The {c} is shorter than the {b}. The {b} is shorter than the {a}."
    longest = rng.random() < 0.5
    answer = a if longest else c
    word = "longest" if longest else "shortest"
    q = MathQuestion(
        prompt=f"{facts} Which is the {word}?",
        answer_display=answer,
        explanation=(
            f"The {b} is in the middle: the {a} is longer than it and the {c} is shorter than it. "
            f"So the {a} is longer than the {c}, and the {answer} is the {word}."
        ),
        misconceptions=wrongs(
            answer,
            (b, "picked-the-middle-one", f"The {b} is in the middle."),
            (
                c if longest else a,
                f"picked-the-{'shortest' if longest else 'longest'}",
                f"The {c if longest else a} is the {'shortest' if longest else 'longest'}.",
            ),
        ),
        fill_text=f"{facts} The ___ is the {word}.",
        answer_format="text",
        features=Features(task="reason", steps=2, magnitude=1, representation="text"),
        key=f"indirect:{a}:{b}:{c}:{word}:{facts[:8]}",
        standard=standard(ctx, "1.MD.A.1"),
        instructions="Use the clues to compare.",
    )
    return finish(q, ctx)


# typical lengths: object -> (unit, estimate)
ESTIMATES = {
    "pencil": (("inches", 7), ("centimeters", 18)),
    "crayon": (("inches", 3), ("centimeters", 9)),
    "paper clip": (("inches", 1), ("centimeters", 3)),
    "book": (("inches", 10), ("centimeters", 25)),
    "door": (("feet", 7), ("meters", 2)),
    "classroom": (("feet", 30), ("meters", 10)),
    "bed": (("feet", 6), ("meters", 2)),
    "school bus": (("feet", 40), ("meters", 12)),
    "shoe": (("inches", 9), ("centimeters", 22)),
    "table": (("feet", 5), ("meters", 2)),
}
ONE_UNIT = {"inches": "inch", "centimeters": "centimeter", "feet": "foot", "meters": "meter"}
BIGGER_UNIT = {"inches": "feet", "centimeters": "meters", "feet": "inches", "meters": "centimeters"}


def _amount(n: int, unit: str) -> str:
    return f"{n} {ONE_UNIT[unit] if n == 1 else unit}"


def _estimate(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    obj = pick(rng, tuple(ESTIMATES))
    unit, value = pick(rng, ESTIMATES[obj])
    answer = _amount(value, unit)
    swapped = BIGGER_UNIT[unit]
    small_unit = unit in ("inches", "centimeters")
    mistakes = [
        (
            _amount(value, swapped),
            "used-a-unit-that-is-too-long" if small_unit else "used-a-unit-that-is-too-short",
            f"A {obj} is not {_amount(value, swapped)} long; {swapped} are much {'longer' if small_unit else 'shorter'} than {unit}.",
        ),
        (
            f"{value * 10} {unit}",
            "estimate-far-too-big",
            f"{value * 10} {unit} is about ten times too long for a {obj}.",
        ),
    ]
    if value >= 5:
        small = max(1, value // 5)
        mistakes.append(
            (
                f"{small} {ONE_UNIT[unit] if small == 1 else unit}",
                "estimate-far-too-small",
                f"A {obj} is much longer than that.",
            )
        )
    else:
        mistakes.append(
            (f"{value * 20} {unit}", "estimate-far-too-big", f"That is far too long for a {obj}.")
        )
    q = MathQuestion(
        prompt=f"About how long is a {obj}?",
        answer_display=answer,
        explanation=(
            f"Think of things you know: an inch is about the width of a thumb, a centimeter about the width of a "
            f"fingertip, a foot about a long ruler and a meter about a big step. A {obj} is about {answer} long."
        ),
        misconceptions=wrongs(answer, *mistakes),
        fill_text=f"A {obj} is about ___ long.",
        answer_format="text",
        features=Features(task="reason", steps=1, magnitude=len(str(value)), representation="text"),
        key=f"estimate:{obj}:{unit}",
        standard=standard(ctx, "2.MD.A.3"),
        instructions="Choose the best estimate.",
    )
    return finish(q, ctx)


def _unit_size(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    small, big = pick(
        rng,
        (
            ("paper clip", "pencil"),
            ("cube", "straw"),
            ("centimeter", "meter"),
            ("inch", "foot"),
            ("bead", "crayon"),
        ),
    )
    smalls = "inches" if small == "inch" else f"{small}s"
    bigs = "feet" if big == "foot" else f"{big}s"
    who = pick(rng, NAMES)
    obj = pick(rng, ("table", "rug", "bookshelf", "hallway"))
    answer = f"more {smalls}"
    q = MathQuestion(
        prompt=(
            f"{who} measures a {obj} with {smalls} and then with {bigs}. {'An' if small[0] in 'aeiou' else 'A'} {small} is shorter than a {big}. "
            f"Will {who} need more {smalls}, more {bigs}, or the same number of each?"
        ),
        answer_display=answer,
        explanation=(
            f"The {obj} stays the same length. A shorter unit fits more times, so it takes more {smalls} than {bigs}."
        ),
        misconceptions=wrongs(
            answer,
            (f"more {bigs}", "thought-bigger-units-fit-more-times", "Longer units fit fewer times."),
            (
                "the same number of each",
                "thought-unit-size-does-not-matter",
                "Different-size units give different counts.",
            ),
        ),
        fill_text=f"To measure the same {obj}, {who} needs ___ ({'an' if small[0] in 'aeiou' else 'a'} {small} is shorter than a {big}).",
        answer_format="text",
        features=Features(task="reason", steps=1, magnitude=1, representation="text"),
        key=f"unitsize:{small}:{obj}",
        standard=standard(ctx, "2.MD.A.2"),
        instructions="Think about the size of the unit.",
    )
    return finish(q, ctx)


# ---- weight on a pan balance ---------------------------------------------------------------------

HEAVY_LIGHT = (
    ("melon", "grape"),
    ("book", "feather"),
    ("rock", "leaf"),
    ("backpack", "pencil"),
    ("pumpkin", "apple"),
    ("brick", "sponge"),
    ("shoe", "sock"),
    ("orange", "cherry"),
)


@generator("math.k2.weight", content_types=_BASIC | {CT.DIAGRAM})
def weight(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    heavy, light = pick(rng, HEAVY_LIGHT)
    heavy_left = rng.random() < 0.5
    left, right = (heavy, light) if heavy_left else (light, heavy)
    svg = draw.balance(
        left,
        right,
        "left" if heavy_left else "right",
        title="A pan balance",
        desc=f"A pan balance with a {left} on the left pan and a {right} on the right pan. One side is lower.",
    )
    ask_heavy = rng.random() < 0.5
    word = "heavier" if ask_heavy else "lighter"
    answer = heavy if ask_heavy else light
    other = light if ask_heavy else heavy
    q = MathQuestion(
        prompt=f"Look at the pan balance. Which is {word}, the {left} or the {right}?",
        answer_display=f"the {answer}",
        explanation=(
            f"The heavier thing pulls its pan down. The {heavy}'s side is lower, so the {heavy} is heavier and "
            f"the {light} is lighter."
        ),
        misconceptions=wrongs(
            f"the {answer}",
            (f"the {other}", "thought-the-higher-side-is-heavier", "The lower pan holds the heavier thing."),
            (
                "They weigh the same",
                "thought-they-weigh-the-same",
                "The pans are not level, so the weights are different.",
            ),
        ),
        fill_text=f"Look at the balance: ___ is {word}.",
        answer_format="text",
        diagram=DiagramForm("model", svg, f"Which is {word}, the {left} or the {right}?"),  # type: ignore[arg-type]
        features=Features(task="compare", steps=1, magnitude=1, representation="visual"),
        key=f"weight:{left}:{right}:{word}",
        standard=standard(ctx, "K.MD.A.2"),
        instructions="Compare the weights.",
    )
    return finish(q, ctx, svg)


# ---- measurable attributes -----------------------------------------------------------------------

ATTRIBUTES = (
    ("how long it is", "length", "ruler"),
    ("how heavy it is", "weight", "scale"),
    ("how tall it is", "height", "measuring tape"),
    ("how much water it holds", "capacity", "measuring cup"),
)
ATTRIBUTE_OBJECTS = {
    "length": ("rug", "jump rope", "bench", "pencil", "table"),
    "weight": ("backpack", "pumpkin", "box of books", "watermelon"),
    "height": ("plant", "door", "sunflower", "block tower"),
    "capacity": ("bucket", "water bottle", "jar", "bathtub", "watering can"),
}


@generator("math.k2.attributes", content_types=_BASIC | {CT.MATCHING})
def attributes(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if ctx.content_type is CT.MATCHING:
        pairs = [(f"To find {q}", attr) for q, attr, _ in ATTRIBUTES]
        rng.shuffle(pairs)
        return matching_draft(
            ctx,
            "Match each question to what you would measure.",
            pairs,
            explanation="How long: length. How heavy: weight. How tall: height. How much it holds: capacity.",
            features=Features(task="identify", steps=1, magnitude=1, representation="text"),
            key=f"attrmatch:{'|'.join(a for _, a in pairs)}",
        )
    question, attr, _ = pick(rng, ATTRIBUTES)
    obj = pick(rng, ATTRIBUTE_OBJECTS[attr])
    who = pick(rng, NAMES)
    others = [a for _, a, _ in ATTRIBUTES if a != attr]
    q = MathQuestion(
        prompt=f"{who} wants to know {question.replace('it', 'the ' + obj, 1)}. What should {who} measure?",
        answer_display=attr,
        explanation=f"To find {question.replace('it', 'the ' + obj, 1)}, measure its {attr}.",
        misconceptions=wrongs(
            attr,
            *(
                (o, f"mixed-up-{attr}-and-{o}", f"{o.capitalize()} tells a different thing about the {obj}.")
                for o in others
            ),
        ),
        fill_text=f"To find {question.replace('it', 'the ' + obj, 1)}, measure its ___.",
        answer_format="text",
        features=Features(task="identify", steps=1, magnitude=1, representation="text"),
        key=f"attr:{attr}:{obj}",
        standard=standard(ctx, "K.MD.A.1"),
        instructions="Choose what to measure.",
    )
    return finish(q, ctx)


# ---- clocks --------------------------------------------------------------------------------------

MORNING = ("eats breakfast", "wakes up", "walks to school", "feeds the fish before school")
EVENING = ("eats dinner", "goes to bed", "reads a bedtime story", "plays at the park after school")


@lru_cache(maxsize=1024)
def clock_svg(hour: int, minute: int) -> str:
    points_to = minute // 5 or 12
    hand = f"points to {hour}" if minute == 0 else f"is between {hour} and {hour % 12 + 1}"
    return svglib.clock(
        hour,
        minute,
        title="An analog clock",
        desc=f"An analog clock. The short hour hand {hand}; the long minute hand points to {points_to}.",
    )


def time_text(hour: int, minute: int) -> str:
    return f"{hour}:{minute:02d}"


def time_words(hour: int, minute: int) -> str:
    if minute == 0:
        return f"{hour} o'clock"
    if minute == 30:
        return f"half past {hour}"
    if minute == 15:
        return f"quarter past {hour}"
    if minute == 45:
        return f"quarter to {hour % 12 + 1}"
    return f"{minute} minutes past {hour}"


class ClockParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step: Literal[5, 15, 30, 60] = 30
    ask: list[Literal["read", "words", "which-clock", "am-pm"]] = Field(
        default_factory=lambda: ["read"], min_length=1
    )


def _clock_mistakes(hour: int, minute: int, step: int) -> list[tuple[int, int, str, str]]:
    swapped_hour = minute // 5 or 12
    out = [
        (
            swapped_hour,
            (hour % 12) * 5,
            "swapped-the-hands",
            "The short hand shows the hour and the long hand shows the minutes.",
        ),
    ]
    if minute >= 30:
        out.append(
            (
                hour % 12 + 1,
                minute,
                "read-the-next-hour",
                "The short hand has not reached the next number yet.",
            )
        )
    elif minute > 0:
        out.append(
            (
                (hour - 2) % 12 + 1,
                minute,
                "read-the-hour-before",
                "The short hand has just passed this hour's number.",
            )
        )
    if minute:
        out.append(
            (
                hour,
                minute // 5,
                "read-the-number-not-the-minutes",
                f"The long hand on {minute // 5} means {minute} minutes.",
            )
        )
    else:
        out.append((hour, 12, "read-12-as-minutes", "The long hand on 12 means 0 minutes: o'clock."))
        out.append((hour % 12 + 1, 0, "read-the-wrong-hour", "Look at the number the short hand points to."))
    if step == 5 and minute <= 50:
        out.append((hour, minute + 5, "skip-counting-slip", "Count by fives again from the 12."))
    return out


@generator("math.k2.clock", content_types=_BASIC | {CT.DIAGRAM}, params=ClockParams)
def clock(ctx: GenerationContext) -> Draft:
    p: ClockParams = ctx.params
    rng = ctx.rng
    ask = pick(rng, p.ask)
    if ask == "which-clock" and ctx.content_type is not CT.MULTIPLE_CHOICE:
        ask = "read"
    hour = rng.randint(1, 12)
    minute = 0 if p.step == 60 else p.step * rng.randrange(60 // p.step)
    if ask == "am-pm":
        morning = rng.random() < 0.5
        activity = pick(rng, MORNING if morning else EVENING)
        if morning:
            hour = rng.randint(6, 10)
        elif activity == "plays at the park after school":
            hour = rng.randint(3, 5)
        elif activity == "eats dinner":
            hour = rng.randint(5, 7)
        else:
            hour = rng.randint(7, 8)
    svg = clock_svg(hour, minute)
    shown = time_text(hour, minute)
    hand = "points to" if minute == 0 else "is just past" if minute < 30 else "is between"
    how = (
        f"The short hand {hand} {hour}{'' if minute < 30 or minute == 0 else f' and {hour % 12 + 1}'}, so the hour is {hour}. "
        f"The long hand points to {minute // 5 or 12}; counting by fives from the 12 gives {minute} minutes. "
        f"The time is {shown}."
    )
    mistakes = _clock_mistakes(hour, minute, p.step)
    features = Features(
        task="identify" if p.step >= 30 else "represent",
        steps=1 + (p.step < 30),
        magnitude=1,
        representation="visual",
    )
    if ask == "which-clock":
        options: list[tuple[str | None, Misconception | None]] = [(svg, None)]
        seen = {(hour, minute)}
        for h, m, name, reason in mistakes:
            if (h, m) in seen or len(options) == 4:
                continue
            seen.add((h, m))
            options.append(
                (
                    clock_svg(h, m),
                    Misconception(time_text(h, m), name, f"This clock shows {time_text(h, m)}. {reason}"),
                )
            )
        return picture_choices_draft(
            ctx,
            f"Which clock shows {shown}?",
            options,
            explanation=f"At {shown} the long hand points to {minute // 5 or 12} and the short hand {'points to' if minute == 0 else 'is past'} {hour}.",
            features=features,
            key=f"clock:which:{hour}:{minute}",
            std=standard(ctx, "1.MD.B.3", "2.MD.C.7"),
        )
    if ask == "words":
        answer = time_words(hour, minute)
        wrong = [(time_words(h, m), name, reason) for h, m, name, reason in mistakes if m % 15 == 0]
        wrong.append(
            (
                time_words(hour, (minute + 30) % 60) if minute in (0, 30) else time_words(hour % 12 + 1, 0),
                "mixed-up-o-clock-and-half-past",
                "Look where the long hand points: 12 is o'clock, 6 is half past.",
            )
        )
        q = MathQuestion(
            prompt="Which words tell the time on the clock?",
            answer_display=answer,
            explanation=how + f" We say {answer}.",
            misconceptions=wrongs(answer, *wrong),
            fill_text="The clock shows ___.",
            answer_format="text",
            acceptable=(shown,),
            diagram=DiagramForm("clock", svg, "Write the time in words."),
            features=features,
            key=f"clock:words:{hour}:{minute}",
            standard=standard(ctx, "1.MD.B.3", "2.MD.C.7"),
            instructions="Tell the time.",
        )
        return finish(q, ctx, svg)
    if ask == "am-pm":
        who = pick(rng, NAMES)
        suffix = "a.m." if morning else "p.m."
        other = "p.m." if morning else "a.m."
        answer = f"{shown} {suffix}"
        wrong = [
            (
                f"{shown} {other}",
                "mixed-up-a-m-and-p-m",
                "a.m. is from midnight to noon (morning); p.m. is from noon to midnight (afternoon and evening).",
            )
        ]
        wrong += [(f"{time_text(h, m)} {suffix}", name, reason) for h, m, name, reason in mistakes]
        prompt = f"{who} {activity} at the time on the clock. What time is it? Write a.m. or p.m."
        q = MathQuestion(
            prompt=prompt,
            answer_display=answer,
            explanation=how
            + f" {who} {activity} in the {'morning' if morning else 'afternoon or evening'}, so we write {suffix}: {shown} {suffix}",
            misconceptions=wrongs(answer, *wrong),
            fill_text=f"The clock shows the time {who} {activity}: ___",
            answer_format="text",
            diagram=DiagramForm("clock", svg, prompt),
            features=Features(task="reason", steps=2, magnitude=1, representation="visual"),
            key=f"clock:ampm:{hour}:{minute}:{activity}",
            standard=standard(ctx, "2.MD.C.7"),
            instructions="Tell the time with a.m. or p.m.",
        )
        return finish(q, ctx, svg)
    answer = shown
    q = MathQuestion(
        prompt="What time does the clock show?",
        answer_display=answer,
        explanation=how,
        misconceptions=wrongs(answer, *((time_text(h, m), name, reason) for h, m, name, reason in mistakes)),
        fill_text="The clock shows ___.",
        answer_format="text",
        acceptable=(time_words(hour, minute),) if minute in (0, 30) else (),
        diagram=DiagramForm("clock", svg, "What time does the clock show?"),
        features=features,
        key=f"clock:read:{hour}:{minute}",
        standard=standard(ctx, "1.MD.B.3", "2.MD.C.7"),
        instructions="Tell the time.",
    )
    return finish(q, ctx, svg)


# ---- money ---------------------------------------------------------------------------------------

COIN_VALUES = {"quarter": 25, "dime": 10, "nickel": 5, "penny": 1}
COIN_PLURAL = {"quarter": "quarters", "dime": "dimes", "nickel": "nickels", "penny": "pennies"}
ITEMS = ("a pencil", "an eraser", "a sticker", "a bookmark", "a small ball", "a notebook", "a box of crayons")


def coin_text(counts: dict[str, int]) -> str:
    return joined(f"{n} {coin if n == 1 else COIN_PLURAL[coin]}" for coin, n in counts.items() if n)


class MoneyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    modes: list[
        Literal["count-coins", "coins-left", "coins-need", "bills", "bills-story", "how-many-coins"]
    ] = Field(min_length=1)
    coins: list[Literal["quarter", "dime", "nickel", "penny"]] = Field(
        default_factory=lambda: ["quarter", "dime", "nickel", "penny"], min_length=1
    )
    max_cents: int = Field(default=99, ge=10, le=99)


def _coins(ctx: GenerationContext, p: MoneyParams, low: int, high: int) -> dict[str, int]:
    """Two to seven coins of the allowed kinds worth between ``low`` and ``high`` cents."""
    rng = ctx.rng
    kinds = [c for c in ("quarter", "dime", "nickel", "penny") if c in p.coins]
    counts = {c: 0 for c in kinds}
    for _ in range(80):
        counts = {c: 0 for c in kinds}
        for _ in range(rng.randint(2, 3 + 2 * ctx.level.rank)):
            counts[pick(rng, kinds)] += 1
        total = sum(COIN_VALUES[c] * n for c, n in counts.items())
        if low <= total <= high:
            return counts
    biggest = kinds[0]
    counts = {c: 0 for c in kinds}
    counts[biggest] = max(2, -(-low // COIN_VALUES[biggest]))
    return counts


@generator("math.k2.money", content_types=_BASIC, params=MoneyParams)
def money(ctx: GenerationContext) -> Draft:
    p: MoneyParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    who = pick(rng, NAMES)
    svg = None
    if mode in ("count-coins", "coins-left", "coins-need"):
        low = 10 if mode == "coins-left" else 2
        high = min(p.max_cents, 80) if mode == "coins-need" else p.max_cents
        counts = _coins(ctx, p, low, high)
        total = sum(COIN_VALUES[c] * n for c, n in counts.items())
        listed = coin_text(counts)
        names = [c for c, n in counts.items() for _ in range(n)]
        svg = draw.coins(tuple(names), title="Coins", desc=f"Coins: {listed}.")
        running = []
        acc = 0
        for c in names:
            acc += COIN_VALUES[c]
            running.append(str(acc))
        count_up = f"Start with the coins worth the most and count on: {', '.join(running)}. The coins make {total}¢."
        coin_count = sum(counts.values())
        swap = {"dime": 5, "nickel": 10}
        swapped = sum((swap.get(c, COIN_VALUES[c])) * n for c, n in counts.items())
        if mode == "count-coins":
            answer = total
            prompt = f"{who} has {listed}. How much money is that in all?"
            explanation = count_up
            mistakes = [
                (
                    f"{coin_count}¢",
                    "counted-each-coin-as-1-cent",
                    "Each coin has its own value: a quarter is 25¢, a dime 10¢, a nickel 5¢, a penny 1¢.",
                ),
                (
                    f"{swapped}¢",
                    "mixed-up-nickel-and-dime",
                    "A dime is 10¢ and a nickel is 5¢, even though a dime is smaller.",
                ),
                (f"{total + 5}¢", "skip-counting-slip", "Count on again, coin by coin."),
                (f"{total - 1}¢", "counting-slip", "One cent was missed."),
            ]
            fill = f"{listed.capitalize()} make ___ in all."
        else:
            price = (
                rng.randint(5, total - 1)
                if mode == "coins-left"
                else rng.randint(total + 1, min(99, total + 40))
            )
            item = pick(rng, ITEMS)
            if mode == "coins-left":
                answer = total - price
                prompt = f"{who} has {listed}. {who} buys {item} for {price}¢. How much money does {who} have left?"
                explanation = f"{count_up} Then take away the price: {total}¢ - {price}¢ = {answer}¢."
                mistakes = [
                    (
                        f"{total + price}¢",
                        "added-instead-of-subtracted",
                        "Buying something means taking its price away.",
                    ),
                    (f"{total}¢", "forgot-to-pay", "The price must be taken away."),
                    (f"{answer + 10}¢", "subtraction-slip", "Subtract the tens again."),
                ]
            else:
                answer = price - total
                prompt = f"{item.capitalize()} costs {price}¢. {who} has {listed}. How many more cents does {who} need?"
                explanation = f"{count_up} {who} needs {price}¢, so find the difference: {price}¢ - {total}¢ = {answer}¢."
                mistakes = [
                    (
                        f"{total}¢",
                        "gave-the-amount-saved",
                        f"{total}¢ is what {who} has, not what is still needed.",
                    ),
                    (
                        f"{price + total}¢",
                        "added-instead-of-subtracted",
                        "Find how far the money is from the price.",
                    ),
                    (f"{answer + 10}¢", "subtraction-slip", "Subtract the tens again."),
                ]
            fill = f"{prompt} Answer: ___"
        features = Features(
            task="word-problem" if mode != "count-coins" else "compute",
            steps=2 + (mode != "count-coins"),
            magnitude=2,
            representation="text",
        )
        key = f"money:{mode}:{listed}:{answer}"
        display = f"{answer}¢"
    elif mode == "how-many-coins":
        coin = pick(rng, [c for c in p.coins if c != "penny"] or ["dime"])
        value = COIN_VALUES[coin]
        n = rng.randint(2, 99 // value if value > 1 else 9)
        total = n * value
        prompt = f"How many {COIN_PLURAL[coin]} make {total}¢?"
        answer = n
        display = str(n)
        skip = ", ".join(str(value * k) for k in range(1, n + 1))
        explanation = f"A {coin} is {value}¢. Count by {value}s until you reach {total}: {skip}. That is {n} {COIN_PLURAL[coin]}."
        mistakes = [
            (
                str(total),
                "gave-the-cents-not-the-coins",
                f"{total} is the number of cents; count the {COIN_PLURAL[coin]}.",
            ),
            (str(n + 1), "skip-counting-slip", "Count by the coin's value again."),
            (
                str(total // 5) if value != 5 else str(total // 10) if total % 10 == 0 else str(n - 1),
                "used-the-wrong-coin-value",
                f"A {coin} is worth {value}¢.",
            ),
        ]
        fill = f"___ {COIN_PLURAL[coin]} make {total}¢."
        features = Features(task="compute", steps=2, magnitude=2, representation="text")
        key = f"money:how-many:{coin}:{n}"
    elif mode == "bills":
        bills = {20: 0, 10: 0, 5: 0, 1: 0}
        for _ in range(rng.randint(2, 3 + 2 * ctx.level.rank)):
            bills[pick(rng, (20, 10, 5, 1) if ctx.level.rank else (5, 1))] += 1
        answer = sum(k * v for k, v in bills.items())
        listed = joined(f"{v} ${k} bill{'s' if v > 1 else ''}" for k, v in bills.items() if v)
        count = sum(bills.values())
        prompt = f"{who} has {listed}. How many dollars does {who} have?"
        display = f"${answer}"
        running = []
        acc = 0
        for k, v in bills.items():
            for _ in range(v):
                acc += k
                running.append(f"${acc}")
        explanation = f"Count on from the bill worth the most: {', '.join(running)}. {who} has ${answer}."
        mistakes = [
            (f"${count}", "counted-each-bill-as-1-dollar", "Each bill shows how many dollars it is worth."),
            (f"${answer + 5}", "counting-slip", "Count the bills again."),
            (f"${answer - 1}", "counting-slip", "One dollar was missed."),
        ]
        fill = f"{listed[0].upper() + listed[1:]} make ___."
        features = Features(task="compute", steps=2, magnitude=len(str(answer)), representation="text")
        key = f"money:bills:{listed}"
    else:  # bills-story
        a = rng.randint(10, 20 + 30 * ctx.level.rank)
        b = rng.randint(2, a - 1)
        item = pick(rng, ("a book", "a kite", "a puzzle", "a game", "a plant"))
        if rng.random() < 0.5:
            prompt = f"{who} has ${a}. {who} spends ${b} on {item}. How many dollars does {who} have left?"
            answer = a - b
            explanation = f"Spending takes money away: ${a} - ${b} = ${answer}."
            mistakes = [
                (f"${a + b}", "added-instead-of-subtracted", "Spending means subtracting."),
                (f"${b}", "gave-the-price", "This is what was spent."),
                (f"${answer + 10}", "subtraction-slip", "Subtract the tens again."),
            ]
        else:
            prompt = f"{who} has ${a}. {who} earns ${b} more for helping at home. How many dollars does {who} have now?"
            answer = a + b
            explanation = f"Earning adds money: ${a} + ${b} = ${answer}."
            mistakes = [
                (f"${abs(a - b)}", "subtracted-instead-of-added", "Earning more means adding."),
                (f"${answer - 10}", "forgot-to-regroup", "The extra ten was not carried."),
                (f"${answer + 1}", "counting-slip", "This is one too many."),
            ]
        display = f"${answer}"
        fill = f"{prompt} Answer: ___"
        features = Features(task="word-problem", steps=1, magnitude=len(str(a)), representation="text")
        key = f"money:story:{prompt}"
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(display, *mistakes),
        fill_text=fill,
        answer_format="text" if not display.isdigit() else "number",
        features=features,
        key=key,
        standard=standard(ctx, "2.MD.C.8"),
        instructions="Count the money.",
    )
    return finish(q, ctx, svg)
