"""Comparing numbers (kindergarten to grade 2): two groups of pictures matched one to one, two
numbers (as numerals, tens and ones, expanded form or words) compared with >, < and = or with
words, the greatest or least of a list, and putting numbers in order.

Standards: K.CC.C.6, K.CC.C.7, 1.NBT.B.3, 2.NBT.A.4 (with 2.NBT.A.1 and 2.NBT.A.3 for the forms)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from educontent.core.catalog_records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, rows
from educontent.generation.items import Choice, ChoiceIndexAnswer, Distractor, MultipleChoiceContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of, with_article
from educontent.generation.kit.levels import BANDS, STOPS_AT_MEDIUM, band
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.picture_forms import Mistake, finish, ordering_draft, standard, wrongs
from educontent.generation.kit.types import OR, WRITTEN
from educontent.generation.numbers.counting import expanded, tens_ones
from educontent.generation.numbers.words import number_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Form = Literal["numeral", "tens-ones", "expanded", "words"]
RELATION_WORDS = {">": "greater than", "<": "less than", "=": "equal to"}
FLIPPED = {">": "<", "<": ">", "=": "="}
SHOW = {"tens-ones": tens_ones, "expanded": expanded, "words": number_words, "numeral": str}


def _relation(a: int, b: int) -> str:
    return ">" if a > b else "<" if a < b else "="


def _band(ctx: GenerationContext, p: CompareParams, count: int) -> tuple[int, int]:
    """The level's band of the skill's numbers, with room for ``count`` different numbers: numbers
    to 20 (skills that stop at medium) use ``STOPS_AT_MEDIUM``, larger ones ``kit.levels``."""
    low, top = band(p.min, p.max, ctx.level, STOPS_AT_MEDIUM if p.max <= 20 else BANDS)
    return min(low, max(p.min, top - count + 1)), top


def _pair(ctx: GenerationContext, p: CompareParams) -> tuple[int, int]:
    rng = ctx.rng
    low, top = _band(ctx, p, 2)
    roll = rng.random()
    a = rng.randint(low, top)
    if roll < 0.12:
        return a, a
    if p.max >= 20 and roll < 0.5:
        # same leading digits, different ones (or digits swapped)
        if roll < 0.25 and 10 <= a < 100 and a % 10 and a % 10 != a // 10:
            swapped = (a % 10) * 10 + a // 10
            if p.min <= swapped <= p.max:
                return a, swapped
        b = a - a % 10 + rng.randint(0, 9)
        if b != a and p.min <= b <= p.max:
            return a, b
    b = rng.randint(low, top)
    while b == a:
        b = rng.randint(low, top)
    return a, b


def _distinct(ctx: GenerationContext, p: CompareParams, count: int) -> list[int]:
    rng = ctx.rng
    low, top = _band(ctx, p, count)
    values: list[int] = []
    while len(values) < count:
        v = rng.randint(low, top)
        if v not in values:
            values.append(v)
    if top >= 20 and values[0] % 10 != values[0] // 10 % 10 and values[0] < 100:
        swapped = (values[0] % 10) * 10 + values[0] // 10
        if swapped not in values and p.min <= swapped <= p.max and swapped >= 10:
            values[-1] = swapped
    return values


def _ordering(ctx: GenerationContext, p: CompareParams) -> Draft:
    values = _distinct(ctx, p, p.count)
    up = ctx.rng.random() < 0.5
    ordered = sorted(values, reverse=not up)
    order_by = "least to greatest" if up else "greatest to least"
    return ordering_draft(
        ctx,
        f"Put the numbers in order from {order_by}.",
        [str(v) for v in ordered],
        order_by,
        explanation=(
            "Compare the numbers place by place, starting with the greatest place. "
            f"In order from {order_by}: {', '.join(map(str, ordered))}."
        ),
        features=Features(
            task="compare", steps=2, magnitude=len(str(max(values))), representation="symbolic"
        ),
        key=f"order:{','.join(map(str, values))}:{order_by}",
        std=standard(ctx, "K.CC.C.7", "1.NBT.B.3", "2.NBT.A.4"),
    )


def _symbol_mistakes(a: int, b: int, rel: str, options: dict[str, str]) -> list[Mistake]:
    mistakes: list[Mistake] = []
    if rel != "=":
        mistakes.append(
            (
                options[FLIPPED[rel]],
                "reversed-the-comparison",
                "This says the opposite: look again at which number is greater.",
            )
        )
        ones_rel = _relation(a % 10, b % 10)
        if a >= 10 and b >= 10 and ones_rel not in (rel, "="):
            mistakes.insert(
                0,
                (
                    options[ones_rel],
                    "compared-the-ones-digits",
                    "Compare the greatest place first, not the ones.",
                ),
            )
        mistakes.append((options["="], "thought-they-are-equal", "The two numbers are not the same."))
    else:
        mistakes.append((options[">"], "thought-they-differ", f"Both sides are {a}, so they are equal."))
        mistakes.append((options["<"], "thought-they-differ", f"Both sides are {a}, so they are equal."))
    return mistakes


def _two_numbers(ctx: GenerationContext, p: CompareParams) -> Draft:
    """Two numbers compared with words (``is greater than``) or symbols, in the skill's forms."""
    rng = ctx.rng
    a, b = _pair(ctx, p)
    rel = _relation(a, b)
    if p.mode == "words":
        answer = RELATION_WORDS[rel]
        fill = f"{a} is ___ {b}."
        prompt = f"Which words make this true? {fill}"
        options = RELATION_WORDS
        left, right = str(a), str(b)
    else:
        form_a, form_b = pick(rng, p.forms), pick(rng, p.forms)
        if form_a != "numeral" and form_b != "numeral" and rng.random() < 0.5:
            form_b = "numeral"
        left, right = SHOW[form_a](a), SHOW[form_b](b)
        answer = rel
        fill = f"{left} ___ {right}"
        prompt = f"Which symbol makes this true: >, <, or =? {fill}"
        options = {">": ">", "<": "<", "=": "="}
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=_compare_explanation(a, b, left, right),
        misconceptions=wrongs(answer, *_symbol_mistakes(a, b, rel, options)),
        fill_text=fill,
        answer_format="text",
        features=Features(
            task="compare",
            steps=1 + (left != str(a) or right != str(b)),
            magnitude=len(str(max(a, b))),
            representation="symbolic",
        ),
        key=f"cmp:{p.mode}:{left}:{right}",
        instructions="Compare the numbers.",
    )
    return finish(q, ctx)


def _compare_explanation(a: int, b: int, left: str, right: str) -> str:
    steps = []
    if left != str(a):
        steps.append(f"{left} is {a}.")
    if right != str(b):
        steps.append(f"{right} is {b}.")
    if a == b:
        steps.append(f"Both are {a}, so they are equal.")
    else:
        relation = "greater" if a > b else "less"
        if max(a, b) >= 10:
            width = len(str(max(a, b)))
            da, db = str(a).zfill(width), str(b).zfill(width)
            k = next(i for i in range(width) if da[i] != db[i])
            names = ("ones", "tens", "hundreds")
            place = names[width - 1 - k]
            matched = [names[width - 1 - i] for i in range(k)]
            same = f"The {' and '.join(matched)} digits match. " if matched else ""
            steps.append(
                f"{same}Compare the {place} digits: {da[k]} is {relation} than {db[k]}, so {a} is {relation} than {b}."
            )
            steps.append("The open side of > or < faces the greater number.")
        else:
            steps.append(f"Count up: {min(a, b)} comes before {max(a, b)}, so {a} is {relation} than {b}.")
    return " ".join(steps)


def _picture_mistakes(rel: str) -> list[Mistake]:
    mistakes: list[Mistake] = []
    if rel != "=":
        mistakes.append(
            (RELATION_WORDS[FLIPPED[rel]], "reversed-the-comparison", "This mixes up which row has more.")
        )
        mistakes.append(
            (
                RELATION_WORDS["="],
                "thought-the-groups-match",
                "Match them one to one: one row has some left over.",
            )
        )
    else:
        for w in [w for r, w in RELATION_WORDS.items() if r != rel]:
            mistakes.append(
                (
                    w,
                    "judged-by-length",
                    "Match them one to one: every picture has a partner, so they are equal.",
                )
            )
    return mistakes


def _pictures(ctx: GenerationContext, p: CompareParams) -> Draft:
    """Two rows of pictures lined up from the left: which row has more, fewer or the same."""
    a, b = _pair(ctx, p)
    first, second = ctx.rng.sample(range(len(ICONS)), 2)
    (cat1, many1), (cat2, many2) = ICONS[first], ICONS[second]
    a = max(a, 1)
    b = max(b, 1)
    rel = _relation(a, b)
    picture = rows(
        ((many1.capitalize(), a, cat1), (many2.capitalize(), b, cat2)),
        title=f"{many1.capitalize()} and {many2}",
        desc=f"Two rows lined up from the left: a row of {many1} above a row of {many2}.",
        hollow_rows=(1,),
    )
    answer = RELATION_WORDS[rel]
    fill = f"The number of {many1} is ___ the number of {many2}."
    if rel == "=":
        explanation = f"Match each {cat1} with {with_article(cat2)}. Every one has a partner: {a} and {b}. So the numbers are equal."
    else:
        more, fewer = (many1, many2) if a > b else (many2, many1)
        explanation = (
            f"Count each row: {count_of(a, cat1)} and {count_of(b, cat2)}. Match them one to one: some {more} have no partner, "
            f"so there are more {more} than {fewer}. The number of {many1} is {answer} the number of {many2}."
        )
    q = MathQuestion(
        prompt=f"Look at the two rows. Which words make this true? {fill}",
        answer_display=answer,
        explanation=explanation,
        misconceptions=wrongs(answer, *_picture_mistakes(rel)),
        fill_text=fill,
        answer_format="text",
        features=Features(task="compare", steps=2, magnitude=1, representation="visual"),
        key=f"cmp:pictures:{cat1}{a}:{cat2}{b}",
        standard=standard(ctx, "K.CC.C.6"),
        instructions="Compare the two groups.",
    )
    return finish(q, ctx, picture)


def _extreme(ctx: GenerationContext, p: CompareParams) -> Draft:
    values = _distinct(ctx, p, p.count)
    greatest = p.mode == "greatest"
    answer = max(values) if greatest else min(values)
    other = min(values) if greatest else max(values)
    listed = ", ".join(map(str, values))
    word = "greatest" if greatest else "least"
    mistakes = [
        (
            other,
            f"picked-the-{'least' if greatest else 'greatest'}",
            f"This is the {'least' if greatest else 'greatest'} number.",
        )
    ]
    by_ones = (max if greatest else min)(values, key=lambda v: (v % 10, v))
    if max(values) >= 10:
        mistakes.append(
            (by_ones, "compared-the-ones-digits", "Compare the greatest place first, not the ones.")
        )
    middle = sorted(values)[len(values) // 2]
    mistakes.append(
        (
            middle,
            "picked-a-middle-number",
            f"There is a number {'greater' if greatest else 'less'} than this one.",
        )
    )
    mistakes.append(
        (values[0], "picked-the-first-number", "The first number in the list is not always the answer.")
    )
    mistakes += [
        (v, "picked-a-middle-number", f"There is a number {'greater' if greatest else 'less'} than this one.")
        for v in values
    ]
    q = MathQuestion(
        prompt=f"Which number is the {word}? {listed}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=(
            (
                "Compare the numbers, starting with the greatest place. "
                if max(values) >= 10
                else "Think of counting: numbers said later are greater. "
            )
            + f"From least to greatest they are {', '.join(map(str, sorted(values)))}. The {word} is {answer}."
        ),
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=f"The {word} of {listed} is ___.",
        features=Features(
            task="compare", steps=2, magnitude=len(str(max(values))), representation="symbolic"
        ),
        key=f"ext:{word}:{listed}",
        instructions="Compare the numbers.",
    )
    if ctx.content_type is ContentType.MULTIPLE_CHOICE:
        return _named_choices(q, values)
    return finish(q, ctx)


def _named_choices(q: MathQuestion, values: list[int]) -> Draft:
    """Multiple choice whose choices are exactly the numbers the question names, in its order: a
    "which of these" question offers no number it does not name (the shared choice builder would
    add neighbours such as 8 to "4, 3, 7")."""
    reasons = {m.display: m for m in q.misconceptions}
    shown = [str(v) for v in values]
    content = MultipleChoiceContent(
        question=q.prompt, choices=[Choice(text=t) for t in shown], instructions=q.instructions
    )
    answer = ChoiceIndexAnswer(
        value=shown.index(q.answer_display),
        display=q.answer_display,
        explanation=q.explanation,
        distractors=[
            Distractor(choice_index=i, misconception=reasons[t].name, reason=reasons[t].reason)
            for i, t in enumerate(shown)
            if t != q.answer_display
        ],
    )
    return Draft(content, answer, q.features, q.key, None, q.standard)


_MODES = {
    "pictures": _pictures,
    "words": _two_numbers,
    "symbols": _two_numbers,
    "greatest": _extreme,
    "least": _extreme,
}


class CompareParams(one_of(_MODES, default="symbols")):
    min: int = Field(default=1, ge=0)
    max: int = Field(default=10, ge=2, le=1000)
    forms: list[Form] = Field(default_factory=lambda: ["numeral"], min_length=1)
    count: int = Field(default=3, ge=3, le=5, description="How many numbers for greatest/least and ordering.")

    @model_validator(mode="after")
    def _check(self) -> CompareParams:
        if self.max - self.min + 1 < self.count + 2:
            raise ValueError("range too small")
        if self.mode == "pictures" and self.max > 10:
            raise ValueError("picture groups go up to 10")
        return self


_BANDS = "the numbers compared: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range; numbers to 10 or 20 (skills that stop at medium): medium the upper 60 %"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {OR}, params=CompareParams, levels=Levels("size", _BANDS))
def compare_numbers(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    if ctx.content_type is OR:
        return _ordering(ctx, p)
    return _MODES[p.mode](ctx, p)
