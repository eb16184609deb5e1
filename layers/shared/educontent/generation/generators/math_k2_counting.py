"""Counting and number sense for kindergarten to grade 2 (``math.k2.*``): counting pictures, number
sequences and skip-counting, one/ten/hundred more or less, comparing groups and numbers, and
number names."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators import _k2_draw as draw
from educontent.generation.generators._k2_common import (
    ICONS,
    NAMES,
    finish,
    level_top,
    matching_draft,
    ordering_draft,
    pick,
    standard,
    wrongs,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, PictureForm
from educontent.generation.registry import Draft, GenerationContext, generator

CT = ContentType
_BASIC = {CT.MULTIPLE_CHOICE, CT.FILL_BLANK, CT.SHORT_ANSWER, CT.TRUE_FALSE}

# ---- number words --------------------------------------------------------------------------------

_ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n: int) -> str:
    """``47`` -> ``forty-seven``, ``305`` -> ``three hundred five`` (0-1000)."""
    if n == 1000:
        return "one thousand"
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(f"{_ONES[hundreds]} hundred")
    if rest or not hundreds:
        if rest < 20:
            parts.append(_ONES[rest])
        else:
            tens, ones = divmod(rest, 10)
            parts.append(_TENS[tens] + (f"-{_ONES[ones]}" if ones else ""))
    return " ".join(parts)


def tens_ones(n: int) -> str:
    """``47`` -> ``4 tens 7 ones``; ``305`` -> ``3 hundreds 0 tens 5 ones``."""
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    ones = f"{o} one" if o == 1 else f"{o} ones"
    tens = f"{t} ten" if t == 1 else f"{t} tens"
    if h:
        hund = f"{h} hundred" if h == 1 else f"{h} hundreds"
        return f"{hund} {tens} {ones}"
    return f"{tens} {ones}"


def expanded(n: int) -> str:
    """``347`` -> ``300 + 40 + 7``; zeros are left out (``305`` -> ``300 + 5``)."""
    parts = [int(d) * 10**p for p, d in enumerate(reversed(str(n)))][::-1]
    shown = [str(p) for p in parts if p]
    return " + ".join(shown) if shown else "0"


# ---- counting pictures ---------------------------------------------------------------------------

Arrangement = Literal["line", "array", "scattered", "ten-frame"]


class CountParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=1, ge=0)
    max: int = Field(default=10, ge=1, le=20)
    arrangements: list[Arrangement] = Field(default_factory=lambda: ["line"], min_length=1)
    mode: Literal["how-many", "last-number", "rearranged"] = "how-many"

    @model_validator(mode="after")
    def _check(self) -> CountParams:
        if self.min > self.max:
            raise ValueError("min > max")
        if self.mode != "how-many" and self.min < 1:
            raise ValueError("counting stories need at least one picture")
        return self


@generator("math.k2.count-pictures", content_types=_BASIC | {CT.PICTURE_COUNTING}, params=CountParams)
def count_pictures(ctx: GenerationContext) -> Draft:
    p: CountParams = ctx.params
    rng = ctx.rng
    n = rng.randint(p.min, level_top(ctx, p.min, p.max))
    arrangement = pick(rng, p.arrangements)
    category, many = pick(rng, ICONS)
    single = category
    name = pick(rng, NAMES)
    picture = draw.pictures(
        category,
        n,
        arrangement,
        title=f"{many.capitalize()} to count",
        desc=f"Some {many} arranged {'in ten-frames' if arrangement == 'ten-frame' else 'in a ' + arrangement}.",
    )
    counted = ", ".join(str(k) for k in range(1, n + 1))
    if p.mode == "last-number":
        prompt = f"{name} touches each {single} once and counts: {counted}. How many {many} are there?"
        explanation = (
            f"{name} said one number for each {single}. The last number said, {n}, tells how many "
            f"{many} there are in all."
        )
        std = standard(ctx, "K.CC.B.4b", "K.CC.B.4a")
    elif p.mode == "rearranged":
        prompt = (
            f"{name} counted {n} {many} in a line. Then {name} moved them around, as in the picture. "
            f"How many {many} are there now?"
        )
        explanation = (
            f"Moving the {many} does not add or take away any. There are still {n}. "
            f"You can count them again to check: {counted}."
        )
        std = standard(ctx, "K.CC.B.4b")
    else:
        prompt = f"Count the {many}. How many {many} are there?"
        if n == 0:
            explanation = f"There are no {many} in the picture, so the number is 0."
        else:
            tip = (
                " Count the full ten-frame as 10 and keep going."
                if arrangement == "ten-frame" and n > 10
                else ""
            )
            explanation = (
                f"Touch each {single} once and say one number for each: {counted}. "
                f"The last number you say is {n}, so there are {n} {many}.{tip}"
            )
        std = standard(ctx, "K.CC.B.5", "K.CC.A.3", "K.CC.B.4a")
    frames = max(1, -(-n // 10))
    mistakes = [
        (n + 1, "counted-one-twice", "One picture was counted two times."),
        (n - 1, "skipped-one", "One picture was missed."),
    ]
    if arrangement == "ten-frame":
        mistakes.append((10 * frames - n, "counted-the-empty-boxes", "This is the number of empty boxes."))
    if arrangement == "line" and n > 10:
        mistakes.append((10, "counted-only-the-first-row", "Only the first row was counted."))
    if p.mode == "last-number":
        mistakes.insert(
            0, (n + 1, "said-the-next-number", "The count ends at the last number said, not the next one.")
        )
    if p.mode == "rearranged":
        mistakes.insert(
            0, (n + 2, "thought-moving-changes-the-count", "Moving things does not change how many.")
        )
    mistakes.append((n + 2, "counting-slip", "Some pictures were counted more than once."))
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(n),
        answer_value=n,
        explanation=explanation,
        misconceptions=wrongs(str(n), *mistakes),
        fill_text=f"Number of {many} in the picture: ___",
        picture=PictureForm(category, n, arrangement, picture),
        features=Features(
            task="identify", steps=1 + (n > 10), magnitude=len(str(n)), representation="visual"
        ),
        key=f"count:{p.mode}:{arrangement}:{category}:{n}",
        standard=std,
        instructions="Count the pictures.",
    )
    return finish(q, ctx, picture)


# ---- sequences and skip-counting -----------------------------------------------------------------

STEP_WORDS = {1: "ones", 2: "twos", 5: "fives", 10: "tens", 100: "hundreds"}


class SequenceParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step: Literal[1, 2, 5, 10, 100] = 1
    min: int = Field(default=0, ge=0)
    max: int = Field(default=100, ge=1, le=1000)
    terms: int = Field(default=5, ge=4, le=6)
    missing: list[Literal["first", "middle", "next"]] = Field(
        default_factory=lambda: ["middle", "next"], min_length=1
    )
    on_step: bool = Field(default=False, description="Every number is a multiple of the step.")
    backward: bool = Field(default=False, description="Some items count back.")

    @model_validator(mode="after")
    def _check(self) -> SequenceParams:
        if self.max - self.min < self.step * (self.terms - 1):
            raise ValueError("range too small for the sequence")
        return self


@generator("math.k2.sequence", content_types=_BASIC | {CT.DIAGRAM}, params=SequenceParams)
def sequence(ctx: GenerationContext) -> Draft:
    p: SequenceParams = ctx.params
    rng = ctx.rng
    span = p.step * (p.terms - 1)
    top = max(p.min + span, level_top(ctx, p.min + span, p.max))
    first = rng.randint(p.min, top - span)
    if p.on_step:
        first = max(p.min + (-p.min) % p.step, first - first % p.step)
    values = [first + k * p.step for k in range(p.terms)]
    back = p.backward and rng.random() < 0.5
    if back:
        values.reverse()
    where = pick(rng, p.missing)
    m = {"first": 0, "next": p.terms - 1}.get(where, rng.randint(1, p.terms - 2))
    answer = values[m]
    d = -p.step if back else p.step
    word = STEP_WORDS[p.step]
    shown = ", ".join("___" if k == m else str(v) for k, v in enumerate(values))
    how = f"Count back by {word}" if back else f"Count by {word}"
    prompt = f"{how}. What number is missing? {shown}"
    mistakes = []
    if p.step > 1:
        mistakes.append(
            (
                answer - d + (-1 if back else 1),
                "counted-by-ones",
                f"This counts by ones instead of by {word}.",
            )
        )
    mistakes.append((answer + d, "skipped-a-number", "This skips a number in the pattern."))
    if p.step == 1 and not back and answer % 10 == 0 and answer >= 20:
        mistakes.append(
            (f"{answer // 10 - 1}10", "wrote-ten-after-the-tens-digit", "After 9 ones comes the next ten.")
        )
    mistakes.append((answer - d, "repeated-a-number", "This number is already in the pattern."))
    if p.step >= 10:
        mistakes.append((answer + d // 10, "changed-the-wrong-place", "The wrong digit was changed."))
    neighbour = values[m - 1] if m > 0 else values[m + 1]
    relation = "before" if m > 0 else "after"
    explanation = (
        f"The numbers go {'down' if back else 'up'} by {p.step} each time. "
        f"The number {relation} the blank is {neighbour}, so the missing number is "
        f"{neighbour} {'+' if answer > neighbour else '-'} {p.step} = {answer}."
    )
    labels = {v: ("?" if k == m else str(v)) for k, v in enumerate(values)}
    low, high = min(values), max(values)
    line_svg = draw.number_line(
        low,
        high,
        tick=p.step,
        labels=labels,
        title="Number line with a missing number",
        desc=f"A number line counting by {word}; one number is replaced by a question mark.",
    )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *mistakes),
        fill_text=shown,
        diagram=DiagramForm("number-line", line_svg, "What number goes where the ? is on the number line?"),
        features=Features(
            task="recall" if p.step == 1 else "compute",
            steps=1,
            magnitude=len(str(high)),
            representation="symbolic",
        ),
        key=f"seq:{','.join(map(str, values))}:{m}",
        instructions=f"{how}.",
    )
    return finish(q, ctx)


# ---- more and less -------------------------------------------------------------------------------


class MoreLessParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    amount: Literal[1, 10, 100] = 1
    min: int = Field(default=0, ge=0)
    max: int = Field(default=10, ge=1, le=1000, description="Largest number shown or found.")
    directions: list[Literal["more", "less"]] = Field(default_factory=lambda: ["more"], min_length=1)
    picture: Literal["none", "icons", "blocks"] = "none"

    @model_validator(mode="after")
    def _check(self) -> MoreLessParams:
        if self.max - self.min < self.amount + 1:
            raise ValueError("range too small")
        if self.picture == "icons" and (self.amount != 1 or self.max > 20):
            raise ValueError("icon pictures are for 1 more or less up to 20")
        return self


@generator(
    "math.k2.more-less",
    content_types=_BASIC | {CT.ARITHMETIC, CT.PICTURE_COUNTING, CT.DIAGRAM},
    params=MoreLessParams,
)
def more_less(ctx: GenerationContext) -> Draft:
    p: MoreLessParams = ctx.params
    rng = ctx.rng
    a = p.amount
    direction = pick(rng, p.directions)
    top = level_top(ctx, p.min + a + 1, p.max)
    if direction == "more":
        n = rng.randint(max(p.min, 1 if p.picture == "icons" else p.min), top - a)
        result = n + a
    else:
        n = rng.randint(max(p.min, a), top)
        result = n - a
    opposite = "less" if direction == "more" else "more"
    mistakes = [
        (n - a if direction == "more" else n + a, "went-the-wrong-way", f"This is {a} {opposite} than {n}."),
    ]
    if a == 10:
        mistakes.append(
            (
                n + 1 if direction == "more" else n - 1,
                "changed-the-ones-digit",
                "10 more or less changes the tens digit, not the ones.",
            )
        )
    if a == 100:
        mistakes.append(
            (
                n + 10 if direction == "more" else n - 10,
                "changed-the-tens-digit",
                "100 more or less changes the hundreds digit.",
            )
        )
    if a == 1:
        mistakes.append((n, "said-the-same-number", f"This is the number itself, not 1 {direction}."))
        mistakes.append(
            (n + 2 if direction == "more" else n - 2, "counted-two", f"This is 2 {direction}, not 1.")
        )
    mistakes.append((result + 1, "counting-slip", "This is one away from the answer."))
    sign = "+" if direction == "more" else "-"
    place = {1: "ones", 10: "tens", 100: "hundreds"}[a]
    explanation = f"{a} {direction} than {n} is {n} {sign} {a} = {result}."
    if a > 1:
        explanation += (
            f" Only the {place} digit changes: it goes {'up' if direction == 'more' else 'down'} by 1."
        )
    picture_svg = None
    picture_form = None
    diagram = None
    if p.picture == "icons":
        category, many = pick(rng, ICONS)
        if direction == "more":
            picture_svg = draw.pictures(
                category,
                n + 1,
                "line",
                hollow=1,
                title=f"{many.capitalize()} and one more",
                desc=f"A row of grey {many} and one more white one at the end.",
            )
            lead = f"The picture shows {n} grey {category if n == 1 else many} and 1 more white one. "
        else:
            picture_svg = draw.pictures(
                category,
                n,
                "line",
                crossed=1,
                title=f"{many.capitalize()} with one crossed out",
                desc=f"A row of {many}; the last one is crossed out.",
            )
            lead = f"The picture shows {n} {many} and 1 is crossed out. "
        check = "all the" if direction == "more" else "the"
        left = "" if direction == "more" else " that are not crossed out"
        explanation += f" Count {check} {many}{left} to check: there are {result}."
        prompt = f"{lead}What number is 1 {direction} than {n}?"
        picture_form = PictureForm(category, result, "line", picture_svg)
    elif p.picture == "blocks":
        h, rest = divmod(n, 100)
        t, o = divmod(rest, 10)
        picture_svg = draw.base_ten(
            h,
            t,
            o,
            title="Base-ten blocks",
            desc="Base-ten blocks: flats are hundreds, rods are tens, cubes are ones.",
        )
        prompt = f"The blocks show {n}. What number is {a} {direction} than {n}?"
        diagram = DiagramForm(
            "model", picture_svg, f"What number is {a} {direction} than the number the blocks show?"
        )  # type: ignore[arg-type]
        explanation = f"The blocks show {n}. " + explanation
    else:
        prompt = f"What number is {a} {direction} than {n}?"
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(result),
        answer_value=result,
        explanation=explanation,
        misconceptions=wrongs(str(result), *mistakes),
        fill_text=f"{a} {direction} than {n} is ___.",
        arithmetic=ArithmeticForm(n, a, sign, f"{n} {sign} {a} = ___"),  # type: ignore[arg-type]
        diagram=diagram,
        picture=picture_form,
        features=Features(
            task="recall" if a == 1 else "compute",
            steps=1,
            magnitude=len(str(max(n, result))),
            representation="visual" if picture_svg else "symbolic",
        ),
        key=f"ml:{a}:{direction}:{n}",
        instructions="Find the number.",
    )
    return finish(q, ctx, picture_svg)


# ---- comparing -----------------------------------------------------------------------------------

Form = Literal["numeral", "tens-ones", "expanded", "words"]
RELATION_WORDS = {">": "greater than", "<": "less than", "=": "equal to"}


def _show(n: int, form: str) -> str:
    if form == "tens-ones":
        return tens_ones(n)
    if form == "expanded":
        return expanded(n)
    if form == "words":
        return words(n)
    return str(n)


def _relation(a: int, b: int) -> str:
    return ">" if a > b else "<" if a < b else "="


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=1, ge=0)
    max: int = Field(default=10, ge=2, le=1000)
    mode: Literal["pictures", "words", "symbols", "greatest", "least"] = "symbols"
    forms: list[Form] = Field(default_factory=lambda: ["numeral"], min_length=1)
    count: int = Field(default=3, ge=3, le=5, description="How many numbers for greatest/least and ordering.")

    @model_validator(mode="after")
    def _check(self) -> CompareParams:
        if self.max - self.min + 1 < self.count + 2:
            raise ValueError("range too small")
        if self.mode == "pictures" and self.max > 10:
            raise ValueError("picture groups go up to 10")
        return self


def _pair(ctx: GenerationContext, p: CompareParams) -> tuple[int, int]:
    rng = ctx.rng
    top = level_top(ctx, p.min + 2, p.max)
    roll = rng.random()
    a = rng.randint(p.min, top)
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
    b = rng.randint(p.min, top)
    while b == a:
        b = rng.randint(p.min, max(top, p.min + 1))
    return a, b


def _distinct(ctx: GenerationContext, p: CompareParams, count: int) -> list[int]:
    rng = ctx.rng
    top = max(level_top(ctx, p.min + count + 1, p.max), p.min + count + 1)
    values: list[int] = []
    while len(values) < count:
        v = rng.randint(p.min, top)
        if v not in values:
            values.append(v)
    if top >= 20 and values[0] % 10 != values[0] // 10 % 10 and values[0] < 100:
        swapped = (values[0] % 10) * 10 + values[0] // 10
        if swapped not in values and p.min <= swapped <= p.max and swapped >= 10:
            values[-1] = swapped
    return values


@generator("math.k2.compare", content_types=_BASIC | {CT.ORDERING}, params=CompareParams)
def compare(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    rng = ctx.rng
    if ctx.content_type is CT.ORDERING:
        values = _distinct(ctx, p, p.count)
        up = rng.random() < 0.5
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
    if p.mode in ("greatest", "least"):
        return _extreme(ctx, p)
    a, b = _pair(ctx, p)
    rel = _relation(a, b)
    if p.mode == "pictures":
        return _compare_pictures(ctx, a, b, rel)
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
        left, right = _show(a, form_a), _show(b, form_b)
        answer = rel
        fill = f"{left} ___ {right}"
        prompt = f"Which symbol makes this true: >, <, or =? {fill}"
        options = {">": ">", "<": "<", "=": "="}
    flipped = {">": "<", "<": ">", "=": "="}[rel]
    mistakes = []
    if rel != "=":
        mistakes.append(
            (
                options[flipped],
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
    explanation = _compare_explanation(a, b, left, right)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explanation,
        misconceptions=wrongs(answer, *mistakes),
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


def _compare_pictures(ctx: GenerationContext, a: int, b: int, rel: str) -> Draft:
    rng = ctx.rng
    first, second = rng.sample(range(len(ICONS)), 2)
    (cat1, many1), (cat2, many2) = ICONS[first], ICONS[second]
    a = max(a, 1)
    b = max(b, 1)
    rel = _relation(a, b)
    picture = draw.rows(
        ((many1.capitalize(), a, cat1), (many2.capitalize(), b, cat2)),
        title=f"{many1.capitalize()} and {many2}",
        desc=f"Two rows lined up from the left: a row of {many1} above a row of {many2}.",
        hollow_rows=(1,),
    )
    answer = RELATION_WORDS[rel]
    fill = f"The number of {many1} is ___ the number of {many2}."
    prompt = f"Look at the two rows. Which words make this true? {fill}"
    others = [w for r, w in RELATION_WORDS.items() if r != rel]
    flipped = RELATION_WORDS[{">": "<", "<": ">", "=": "="}[rel]]
    mistakes = []
    if rel != "=":
        mistakes.append((flipped, "reversed-the-comparison", "This mixes up which row has more."))
        mistakes.append(
            (
                RELATION_WORDS["="],
                "thought-the-groups-match",
                "Match them one to one: one row has some left over.",
            )
        )
    else:
        for w in others:
            mistakes.append(
                (
                    w,
                    "judged-by-length",
                    "Match them one to one: every picture has a partner, so they are equal.",
                )
            )
    if rel == "=":
        explanation = f"Match each {cat1} with a {cat2}. Every one has a partner: {a} and {b}. So the numbers are equal."
    else:
        more, fewer = (many1, many2) if a > b else (many2, many1)
        explanation = (
            f"Count each row: {a} {many1} and {b} {many2}. Match them one to one: some {more} have no partner, "
            f"so there are more {more} than {fewer}. The number of {many1} is {answer} the number of {many2}."
        )
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explanation,
        misconceptions=wrongs(answer, *mistakes),
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
    return finish(q, ctx)


# ---- number names --------------------------------------------------------------------------------


class NamesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    min: int = Field(default=0, ge=0)
    max: int = Field(default=20, ge=4, le=1000)
    direction: list[Literal["to-numeral", "to-words"]] = Field(
        default_factory=lambda: ["to-numeral"], min_length=1
    )


def _name_pick(ctx: GenerationContext, p: NamesParams) -> int:
    rng = ctx.rng
    top = level_top(ctx, p.min + 3, p.max)
    n = rng.randint(p.min, top)
    if top >= 100 and rng.random() < 0.35:
        # a zero in the tens or ones place
        h = max(1, n // 100)
        n = h * 100 + (rng.randint(1, 9) if rng.random() < 0.5 else rng.randint(1, 9) * 10)
        n = min(n, p.max)
    return n


@generator("math.k2.number-names", content_types=_BASIC | {CT.MATCHING}, params=NamesParams)
def number_names(ctx: GenerationContext) -> Draft:
    p: NamesParams = ctx.params
    rng = ctx.rng
    if ctx.content_type is CT.MATCHING:
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
            features=Features(
                task="identify", steps=1, magnitude=len(str(max(values))), representation="text"
            ),
            key=f"names:{','.join(map(str, values))}",
        )
    n = _name_pick(ctx, p)
    direction = pick(rng, p.direction)
    name = words(n)
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    explain = f"{name} means {expanded(n)} = {n}." if n >= 10 else f"{name} is {n}."
    explain = explain[0].upper() + explain[1:]
    if n >= 100 and (t == 0 or o == 0):
        explain += " A zero holds the empty place."
    if direction == "to-numeral":
        mistakes = []
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
                mistakes.append(
                    (f"{h}{t or o}", "left-out-a-zero", "A zero is needed to hold the empty place.")
                )
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
                        f"{_TENS[t]} is {t * 10}, so the tens digit is {t}: {t * 10} + {o} = {n}.",
                    )
                )
                mistakes.append(
                    (o * 10 + t, "swapped-tens-and-ones", "The tens and ones digits are swapped.")
                )
            mistakes.append(
                (t, "wrote-only-the-tens-digit", f"{_TENS[t]} means {t} tens, which is {t * 10}.")
            )
        elif n >= 13:
            mistakes.append(
                (o * 10 + 1, "swapped-tens-and-ones", "A teen number has 1 ten: its tens digit is 1.")
            )
            mistakes.append((o * 10, "mixed-up-teen-and-ty", f"{_TENS[o]} is {o * 10}; {name} is {n}."))
        mistakes.append((n + 1, "counting-slip", "This is the next number."))
        mistakes.append((max(0, n - 1), "counting-slip", "This is the number before."))
        q = MathQuestion(
            prompt=f"Write the number {name} using digits.",
            answer_display=str(n),
            answer_value=n,
            explanation=explain,
            misconceptions=wrongs(str(n), *mistakes),
            fill_text=f"The number {name} is written ___.",
            features=Features(task="identify", steps=1, magnitude=len(str(n)), representation="text"),
            key=f"name2num:{n}",
            instructions="Write the number.",
        )
        return finish(q, ctx)
    mistakes = []
    if n >= 100:
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
    elif n >= 20:
        if o and o != t:
            mistakes.append((words(o * 10 + t), "swapped-tens-and-ones", "The tens and ones are swapped."))
        if o:
            mistakes.append((words(t * 10), "left-off-the-ones", f"The {o} ones are missing."))
        if 1 < t < 10:
            mistakes.append((words(10 + t), "mixed-up-teen-and-ty", f"{words(10 + t)} is {10 + t}, not {n}."))
        mistakes.append(
            (words(n + 10) if n + 10 < 100 else words(n - 10), "wrong-tens", "The tens part does not match.")
        )
    else:
        if n >= 13:
            mistakes.append((words(o * 10), "mixed-up-teen-and-ty", f"{words(o * 10)} is {o * 10}, not {n}."))
        mistakes.append((words(n + 1), "counting-slip", "This names the next number."))
        if n >= 1:
            mistakes.append((words(n - 1), "counting-slip", "This names the number before."))
        mistakes.append((words((n + 2) % 21), "counting-slip", "This names a different number."))
    acceptable = [name.replace("-", " ")] + (
        [name.replace(" hundred ", " hundred and ")] if n > 100 and rest else []
    )
    q = MathQuestion(
        prompt=f"Which words name the number {n}?",
        answer_display=name,
        explanation=explain,
        misconceptions=wrongs(name, *mistakes),
        fill_text=f"In words, {n} is ___.",
        answer_format="text",
        acceptable=tuple(a for a in acceptable if a != name),
        features=Features(task="identify", steps=1, magnitude=len(str(n)), representation="text"),
        key=f"num2name:{n}",
        instructions="Write the number name.",
    )
    return finish(q, ctx)
