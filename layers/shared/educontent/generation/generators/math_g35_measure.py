"""Grades 3-5 measurement: telling time and elapsed time on clocks (3.MD.A.1), liquid volume and
mass on scales and in one-step problems (3.MD.A.2), converting units within one system with
two-column tables (4.MD.A.1, 5.MD.A.1), and measurement word problems with distances, time,
liquid volume, mass and money (4.MD.A.2)."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.draw.svg import number_line
from educontent.generation.generators import _g35_svg as draw
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
    table,
)
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.numbers import fmt_decimal
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType
BASIC = {T.MULTIPLE_CHOICE, T.SHORT_ANSWER, T.FILL_BLANK, T.TRUE_FALSE}

# ---- time -----------------------------------------------------------------------------------


class TimeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["read", "elapsed", "end-time", "start-time", "intervals"]
    max_minutes: int = Field(default=55, ge=10, le=59)


def clock_text(total: int) -> str:
    """Minutes after 12:00 as a 12-hour time ``h:mm``."""
    total %= 720
    hour, minute = divmod(total, 60)
    return f"{hour or 12}:{minute:02d}"


ACTIVITIES = (
    "reading",
    "soccer practice",
    "a piano lesson",
    "a bike ride",
    "homework",
    "painting",
    "a swim lesson",
    "baking bread",
    "a nature walk",
    "building a puzzle",
)


def _clock_desc(total: int) -> str:
    hour, minute = divmod(total % 720, 60)
    return f"the hour hand is just past {hour or 12} and the minute hand points to minute {minute}, so it shows {clock_text(total)}"


@generator("math.g35.time", content_types=BASIC | {T.DIAGRAM, T.ARITHMETIC}, params=TimeParams)
def time(ctx: GenerationContext) -> Draft:
    p: TimeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "intervals":
        return _intervals(ctx)
    hour = rng.randint(1, 12)
    if p.mode == "read":
        minute = rng.randrange(0, 60, 5) if rank == 0 else rng.randint(0, 59)
        start = (hour % 12) * 60 + minute
        h12 = hour
        svg = draw.clocks(
            [(hour, minute, "")],
            title="A clock",
            desc=f"An analog clock: {_clock_desc(start)}.",
        )
        answer = clock_text(start)
        wrong = [
            mis(
                f"{minute // 5 or 12}:{(h12 % 12) * 5:02d}",
                "swapped-hour-and-minute-hands",
                "The short hand shows the hour and the long hand shows the minutes; these were swapped.",
            ),
            mis(
                f"{h12 % 12 + 1}:{minute:02d}",
                "read-the-next-hour",
                "The hour hand has not reached the next number yet, so the hour is the number it has passed.",
            ),
            mis(
                f"{h12}:{minute // 5:02d}",
                "read-the-number-not-the-minutes",
                "The numbers on the clock count 5 minutes each, so the minute hand's number must be multiplied by 5.",
            ),
            mis(
                clock_text(start + 5),
                "counted-one-five-too-many",
                "One group of 5 minutes too many was counted.",
            ),
        ]
        explanation = (
            f"The short hour hand has passed {h12}, so the hour is {h12}. The long minute hand points to "
            f"minute {minute}: count by 5s to the last number passed ({minute // 5 * 5}) and then count on "
            f"by 1s ({minute % 5} more). The time is {answer}."
        )
        q = MathQuestion(
            prompt="What time does the clock show?",
            answer_display=answer,
            explanation=explanation,
            misconceptions=clean(answer, wrong),
            fill_text="The time on the clock is ___.",
            diagram=diagram("clock", svg),
            answer_format="text",
            features=features("identify", 2, 3, "visual"),
            key=f"read:{answer}",
            instructions="Read the clock.",
        )
        return finish(ctx, q)
    # elapsed / end-time / start-time
    step = 5 if rank < 2 else 1
    minute = rng.randrange(0, 60, step)
    start = (hour % 12) * 60 + minute
    low = 10
    if rank == 0:  # stay inside the hour
        duration = rng.randrange(low, max(low + 1, 60 - minute), 5) if minute <= 45 else 10
        if minute + duration >= 60:
            minute, start = 0, (hour % 12) * 60
    else:
        duration = rng.randrange(low, p.max_minutes + 1, step)
    end = start + duration
    who = name(rng)
    activity = pick(rng, ACTIVITIES)
    crosses = (start % 60) + duration >= 60
    if p.mode == "elapsed":
        svg = draw.clocks(
            [(start // 60 % 12 or 12, start % 60, "Start"), (end // 60 % 12 or 12, end % 60, "End")],
            title="Start and end clocks",
            desc=f"Two clocks. Start clock: {_clock_desc(start)}. End clock: {_clock_desc(end)}.",
        )
        s, e = clock_text(start), clock_text(end)
        as_numbers = int(e.replace(":", "")) - int(s.replace(":", ""))
        wrong = [
            mis(
                str(as_numbers),
                "subtracted-times-like-whole-numbers",
                "An hour has 60 minutes, not 100, so times cannot be subtracted like ordinary numbers.",
            ),
            mis(str(duration + 5), "counted-one-five-too-many", "One extra group of 5 minutes was counted."),
            mis(str(duration - 5), "counted-one-five-too-few", "One group of 5 minutes was missed."),
            mis(
                str(60 - duration),
                "counted-the-wrong-part-of-the-hour",
                "This is the time left in the hour, not the time that passed.",
            ),
            mis(
                str(duration + 60),
                "added-an-extra-hour",
                "Less than one hour passed, so no extra 60 minutes belong.",
            ),
        ]
        explanation = f"Count on from {s} to {e}. " + (
            f"From {s} to {clock_text(start - start % 60 + 60)} is {60 - start % 60} minutes, and from "
            f"{clock_text(start - start % 60 + 60)} to {e} is {end % 60} minutes. {60 - start % 60} + {end % 60} = {duration}."
            if crosses
            else f"{end % 60} - {start % 60} = {duration}, so {duration} minutes passed."
        )
        prompt = f"{who} started {activity} at {s} and finished at {e}. How many minutes did it take?"
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(duration),
            answer_value=duration,
            unit="minutes",
            explanation=explanation,
            misconceptions=clean(str(duration), wrong),
            fill_text=f"{who} started {activity} at {s} and finished at {e}. The time it took is ___.",
            diagram=diagram(
                "clock",
                svg,
                f"The clocks show when {who} started and finished {activity}. How many minutes did it take?",
            ),
            features=features("word-problem", 2 + int(crosses), 2, "visual"),
            key=f"elapsed:{s}:{e}",
        )
        return finish(ctx, q)
    forward = p.mode == "end-time"
    known, answer_total = (start, end) if forward else (end, start)
    k_text, answer = clock_text(known), clock_text(answer_total)
    svg = draw.clocks(
        [(known // 60 % 12 or 12, known % 60, "Start" if forward else "End")],
        title="A clock",
        desc=f"An analog clock: {_clock_desc(known)}.",
    )
    hour_k, min_k = divmod(known % 720, 60)
    if forward:
        wrong = [
            mis(
                f"{hour_k or 12}:{(min_k + duration) % 60:02d}",
                "forgot-to-change-the-hour",
                "Going past 60 minutes starts a new hour, so the hour goes up by one.",
            ),
            mis(
                f"{hour_k or 12}:{min_k + duration}",
                "wrote-more-than-59-minutes",
                "A time never has more than 59 minutes; 60 minutes make the next hour.",
            ),
            mis(
                clock_text(known - duration),
                "subtracted-instead-of-added",
                "This is the time before the start, not after it.",
            ),
            mis(
                clock_text(answer_total + 5),
                "counted-one-five-too-many",
                "One extra group of 5 minutes was counted.",
            ),
        ]
        prompt = f"{who} starts {activity} at {k_text}. It lasts {duration} minutes. What time does it end?"
        fill = f"{who} starts {activity} at {k_text}. It lasts {duration} minutes. The end time is ___."
        question = f"The clock shows when {who} starts {activity}. It lasts {duration} minutes. What time does it end?"
        explanation = f"Count on {duration} minutes from {k_text}. " + (
            f"First {60 - min_k} minutes gets to {clock_text(known - min_k + 60)}, then {duration - (60 - min_k)} more minutes makes {answer}."
            if min_k + duration >= 60
            else f"{min_k} + {duration} = {min_k + duration} minutes past {hour_k or 12}, so it ends at {answer}."
        )
    else:
        ah, am = divmod(answer_total % 720, 60)
        wrong = [
            mis(
                f"{hour_k or 12}:{am:02d}",
                "forgot-to-change-the-hour",
                "Counting back past the hour goes into the hour before, so the hour goes down by one.",
            ),
            mis(
                clock_text(known + duration),
                "added-instead-of-subtracted",
                "This is the time after the end, not before it.",
            ),
            mis(
                clock_text(answer_total - 5),
                "counted-one-five-too-many",
                "One extra group of 5 minutes was counted back.",
            ),
            mis(
                clock_text(answer_total + 5),
                "counted-one-five-too-few",
                "One group of 5 minutes was not counted back.",
            ),
        ]
        prompt = (
            f"{who} finishes {activity} at {k_text}. It lasted {duration} minutes. What time did it start?"
        )
        fill = f"{who} finishes {activity} at {k_text}. It lasted {duration} minutes. The start time was ___."
        question = f"The clock shows when {who} finishes {activity}. It lasted {duration} minutes. What time did it start?"
        explanation = f"Count back {duration} minutes from {k_text}. " + (
            f"First {min_k} minutes back gets to {clock_text(known - min_k)}, then {duration - min_k} more minutes back makes {answer}."
            if duration > min_k
            else f"{min_k} - {duration} = {am} minutes past {ah or 12}, so it started at {answer}."
        )
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer,
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=fill,
        diagram=diagram("clock", svg, question),
        answer_format="text",
        features=features("word-problem", 2 + int(crosses), 2, "visual"),
        key=f"{p.mode}:{k_text}:{duration}",
    )
    return finish(ctx, q)


def _intervals(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    top = (30, 60, 90)[rank]
    step = 5 if rank == 0 else 1
    who = name(rng)
    add = rng.random() < 0.5
    if add:
        a = rng.randrange(5, top // 2 + 1, step)
        b = rng.randrange(5, top - a + 1, step)
        total, answer = a + b, a + b
        act1, act2 = rng.sample(ACTIVITIES, 2)
        prompt = f"{who} spends {a} minutes on {act1} and then {b} minutes on {act2}. How many minutes is that in all?"
        jumps = [(0, a, f"+{a}"), (a, a + b, f"+{b}")]
        expression = f"{a} + {b} = ___"
        form = arith(a, "+", b, expression)
        explanation = f"Put the two times together: {a} + {b} = {answer} minutes."
        wrong = [
            mis(str(abs(a - b)), "subtracted-instead-of-added", "Both times are spent, so they are added."),
            mis(str(answer + 10), "added-an-extra-ten", "A ten was counted twice."),
            mis(str(answer - 1), "counted-on-from-wrong-number", "Counting on started at the first number."),
        ]
        end = top
    else:
        total = rng.randrange(20, top + 1, step)
        b = rng.randrange(5, total - 4, step)
        a = total
        answer = total - b
        act1 = pick(rng, ACTIVITIES)
        prompt = f"{who} has {total} minutes before dinner and spends {b} minutes on {act1}. How many minutes are left?"
        jumps = [(total, answer, f"-{b}")]
        expression = f"{total} - {b} = ___"
        form = arith(total, "-", b, expression)
        explanation = f"Take the used time away: {total} - {b} = {answer} minutes left."
        wrong = [
            mis(
                str(total + b),
                "added-instead-of-subtracted",
                "Time that is used up is taken away, not added.",
            ),
            mis(str(answer + 1), "counted-back-one-too-few", "Counting back stopped one step early."),
            mis(
                str(answer + 10), "regrouped-without-taking-the-ten", "A ten was borrowed but not taken away."
            ),
        ]
        end = top
    end = max(end, total)
    end = -(-end // 10) * 10
    svg = draw.jump_line(
        0,
        end,
        5 if end <= 60 else 10,
        jumps,
        "minutes",
        title="Number line in minutes",
        desc="A number line in minutes from 0 to "
        + f"{end}, with "
        + ", ".join(f"a jump from {x} to {y} labelled {lab}" for x, y, lab in jumps)
        + ".",
    )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit="minutes",
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=prompt.rsplit(". ", 1)[0]
        + f". The number of minutes {'in all' if add else 'left'} is ___.",
        arithmetic=form,
        diagram=diagram("number-line", svg),
        features=features("word-problem", 2, len(str(total)), "text"),
        key=f"interval:{'+' if add else '-'}:{a}:{b}",
    )
    return finish(ctx, q)


# ---- liquid volume and mass -----------------------------------------------------------------


class MassVolumeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["read-beaker", "read-scale", "word", "unit-choice"]
    ops: list[Literal["add", "subtract", "multiply", "divide"]] = Field(
        default_factory=lambda: ["add", "subtract"]
    )


CUE = {
    "add": "The amount in all",
    "subtract": "The amount left",
    "multiply": "The amount altogether",
    "divide": "The amount in each part",
}

UNIT_CHOICES = (
    ("the mass of a paper clip", "grams"),
    ("the mass of a strawberry", "grams"),
    ("the mass of a pencil", "grams"),
    ("the mass of a bicycle", "kilograms"),
    ("the mass of a dog", "kilograms"),
    ("the mass of a bag of potatoes", "kilograms"),
    ("the mass of a watermelon", "kilograms"),
    ("the mass of a leaf", "grams"),
    ("the water in a bathtub", "liters"),
    ("the juice in a large jug", "liters"),
    ("the water in a fish tank", "liters"),
    ("the milk in a big carton", "liters"),
)


@generator("math.g35.mass-volume", content_types=BASIC | {T.DIAGRAM, T.ARITHMETIC}, params=MassVolumeParams)
def mass_volume(ctx: GenerationContext) -> Draft:
    p: MassVolumeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "unit-choice":
        thing, unit = pick(rng, UNIT_CHOICES)
        liquid = unit == "liters"
        wrong = (
            [
                mis(
                    "grams",
                    "used-a-mass-unit-for-liquid-volume",
                    "Grams measure how heavy something is, not how much liquid it holds.",
                ),
                mis(
                    "kilograms",
                    "used-a-mass-unit-for-liquid-volume",
                    "Kilograms measure how heavy something is, not how much liquid it holds.",
                ),
            ]
            if liquid
            else [
                mis(
                    "kilograms" if unit == "grams" else "grams",
                    "chose-a-unit-of-the-wrong-size",
                    "Grams are for light things and kilograms for heavy things.",
                ),
                mis("liters", "used-a-liquid-unit-for-mass", "Liters measure liquid volume, not mass."),
            ]
        )
        why = {
            "grams": "it is light, and a gram is a very small mass (about one paper clip)",
            "kilograms": "it is heavy, and a kilogram is 1,000 grams (about a large book)",
            "liters": "it is an amount of liquid, and liquid volume is measured in liters",
        }[unit]
        q = MathQuestion(
            prompt=f"Which unit is best to measure {thing}: grams, kilograms, or liters?",
            answer_display=unit,
            explanation=f"Use {unit}: {why}.",
            misconceptions=clean(unit, wrong),
            fill_text=f"The best unit to measure {thing} is ___.",
            answer_format="text",
            features=features("identify", 1, 1, "text"),
            key=f"unit:{thing}",
        )
        return finish(ctx, q)
    if p.mode in ("read-beaker", "read-scale"):
        if p.mode == "read-beaker":
            capacity, step, label_every = ((10, 1, 1), (10, 1, 2), (20, 1, 5))[rank]
            amount = rng.randint(1, capacity - 1)
            unit = "liters"
            svg = draw.beaker(
                capacity,
                step,
                label_every,
                amount,
                "liters",
                title="A measuring beaker",
                desc=f"A beaker marked every {step} liter from 0 to {capacity} liters, with numbers every "
                f"{label_every}. The water level is at the {amount} liter mark.",
            )
            prompt = "How many liters of water are in the beaker?"
            fill = "The amount of water in the beaker is ___."
            kind = "number-line"
            what = "water level"
        else:
            unit = pick(rng, ("grams", "kilograms"))
            if unit == "grams":
                end, step, label_every = ((500, 50, 100), (1000, 50, 200), (1000, 20, 100))[rank]
            else:
                end, step, label_every = ((10, 1, 2), (20, 1, 5), (50, 2, 10))[rank]
            amount = rng.randrange(step, end, step)
            svg = draw.dial_scale(
                0,
                end,
                step,
                label_every,
                amount,
                unit,
                title="A weighing scale",
                desc=f"A scale marked every {step} {unit} from 0 to {end} {unit}, with numbers every "
                f"{label_every}. The pointer is at {amount} {unit}.",
            )
            prompt = f"What mass does the scale show, in {unit}?"
            fill = "The mass shown on the scale is ___."
            kind = "number-line"
            what = "pointer"
        below = amount // label_every * label_every
        wrong = [
            mis(
                str(below if below != amount else below + label_every),
                "read-the-nearest-number",
                "The mark between the numbers must be counted, not just the closest number read.",
            ),
            mis(str(amount + step), "read-the-next-mark", f"The {what} is at the mark before this one."),
            mis(
                str(below + (amount - below) // step),
                "counted-marks-as-ones",
                f"Each small mark is worth {step}, not 1.",
            ),
            mis(str(amount - step), "read-the-mark-below", f"The {what} is at the mark after this one."),
        ]
        explanation = (
            f"Each small mark is {step} {unit}. Start at the number {below} and count on "
            f"{(amount - below) // step} mark(s) of {step}: the {what} is at {amount} {unit}."
        )
        q = MathQuestion(
            prompt=prompt,
            answer_display=str(amount),
            answer_value=amount,
            unit=unit,
            explanation=explanation,
            misconceptions=clean(str(amount), wrong),
            fill_text=fill,
            diagram=diagram(kind, svg),
            features=features("represent", 2, len(str(amount)), "visual"),
            key=f"{p.mode}:{unit}:{amount}:{step}",
        )
        return finish(ctx, q)
    op = pick(rng, p.ops)
    unit = pick(rng, ("grams", "kilograms", "liters"))
    who = name(rng)
    big = unit == "grams"
    if op in ("add", "subtract"):
        top = ((20, 100, 500), (50, 200, 1000))[int(big)][rank]
        a = rng.randint(top // 4, top)
        b = rng.randint(1, a - 1) if op == "subtract" else rng.randint(1, top)
    else:
        b = rng.randint(2, (5, 9, 10)[rank])
        q_ = rng.randint(2, (10, 10, 25 if big else 12)[rank])
        a = q_ * (10 if big and rank else 1) if op == "multiply" else q_ * b * (10 if big and rank else 1)
        if op == "divide" and a % b:
            a = b * q_
    thing = {"grams": "flour", "kilograms": "apples", "liters": "water"}[unit]
    if op == "add":
        answer = a + b
        prompt = f"{who} has {a} {unit} of {thing}. A neighbor gives {who} {b} {unit} more. How many {unit} of {thing} is that in all?"
        wrong = [
            mis(str(abs(a - b)), "subtracted-instead-of-added", "More is given, so the amounts are added."),
            mis(str(answer + 10), "added-an-extra-ten", "A ten was counted twice."),
            mis(str(answer - 1), "counting-slip", "This is one less than the total."),
        ]
        symbol = "+"
    elif op == "subtract":
        answer = a - b
        prompt = f"A container had {a} {unit} of {thing}. {who} used {b} {unit}. How many {unit} of {thing} are left?"
        wrong = [
            mis(str(a + b), "added-instead-of-subtracted", "Some was used, so the amount is taken away."),
            mis(
                str(answer + 10), "regrouped-without-taking-the-ten", "A ten was borrowed but not taken away."
            ),
            mis(str(answer + 1), "counting-slip", "This is one more than what is left."),
        ]
        symbol = "-"
    elif op == "multiply":
        answer = a * b
        holder = {"grams": "bag", "kilograms": "box", "liters": "bottle"}[unit]
        holders = {"bag": "bags", "box": "boxes", "bottle": "bottles"}[holder]
        prompt = f"Each {holder} holds {a} {unit} of {thing}. {who} has {b} {holders}. How many {unit} of {thing} are there altogether?"
        wrong = [
            mis(
                str(a + b), "added-instead-of-multiplied", f"There are {b} equal groups of {a}, so multiply."
            ),
            mis(str(a * (b - 1)), "one-group-too-few", "One group was left out."),
            mis(str(a * (b + 1)), "one-group-too-many", "One extra group was counted."),
        ]
        symbol = "×"
    else:
        answer = a // b
        holder = {"grams": "bowl", "kilograms": "basket", "liters": "jug"}[unit]
        prompt = f"{who} shares {a} {unit} of {thing} equally into {b} {holder}s. How many {unit} go in each {holder}?"
        wrong = [
            mis(str(a - b), "subtracted-instead-of-divided", "Equal sharing is division, not taking away."),
            mis(str(a * b), "multiplied-instead-of-divided", "Sharing makes each part smaller, so divide."),
            mis(
                str(answer + 1),
                "one-too-many-in-each",
                "Check by multiplying: this times the number of groups is too big.",
            ),
        ]
        symbol = "÷"
    explanation = f"Write the number sentence: {a} {symbol} {b} = {answer}. The answer is {answer} {unit}."
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit=unit,
        explanation=explanation,
        misconceptions=clean(str(answer), wrong),
        fill_text=prompt.rsplit(". ", 1)[0] + f". {CUE[op]} is ___.",
        arithmetic=arith(a, symbol, b, f"{a} {symbol} {b} = ___"),
        features=features("word-problem", 1, len(str(max(a, b, answer))), "text"),
        key=f"word:{op}:{unit}:{a}:{b}",
    )
    return finish(ctx, q)


# ---- converting units -----------------------------------------------------------------------

# pair: (larger unit plural, singular, smaller unit plural, singular, factor, metric?)
PAIRS: dict[str, tuple[str, str, str, str, int, bool]] = {
    "km-m": ("kilometers", "kilometer", "meters", "meter", 1000, True),
    "m-cm": ("meters", "meter", "centimeters", "centimeter", 100, True),
    "cm-mm": ("centimeters", "centimeter", "millimeters", "millimeter", 10, True),
    "m-mm": ("meters", "meter", "millimeters", "millimeter", 1000, True),
    "kg-g": ("kilograms", "kilogram", "grams", "gram", 1000, True),
    "l-ml": ("liters", "liter", "milliliters", "milliliter", 1000, True),
    "ft-in": ("feet", "foot", "inches", "inch", 12, False),
    "yd-ft": ("yards", "yard", "feet", "foot", 3, False),
    "yd-in": ("yards", "yard", "inches", "inch", 36, False),
    "lb-oz": ("pounds", "pound", "ounces", "ounce", 16, False),
    "gal-qt": ("gallons", "gallon", "quarts", "quart", 4, False),
    "qt-pt": ("quarts", "quart", "pints", "pint", 2, False),
    "pt-c": ("pints", "pint", "cups", "cup", 2, False),
    "hr-min": ("hours", "hour", "minutes", "minute", 60, False),
    "min-sec": ("minutes", "minute", "seconds", "second", 60, False),
    "day-hr": ("days", "day", "hours", "hour", 24, False),
}
PairName = Literal[
    "km-m", "m-cm", "cm-mm", "m-mm", "kg-g", "l-ml", "ft-in", "yd-ft", "yd-in", "lb-oz",
    "gal-qt", "qt-pt", "pt-c", "hr-min", "min-sec", "day-hr",
]  # fmt: skip


class ConvertParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pairs: list[PairName] = Field(min_length=1)
    mode: Literal["convert", "table", "compare", "mixed"] = "convert"
    direction: Literal["to-smaller", "to-larger", "both"] = "to-smaller"
    decimals: bool = Field(
        default=False, description="Allow answers that are decimals (metric) or fractions."
    )


def unit_word(plural: str, singular: str, value: Fraction | int) -> str:
    return singular if Fraction(value) == 1 else plural


def show(value: Fraction | int, metric: bool) -> str:
    value = Fraction(value)
    if value.denominator == 1:
        return f"{value.numerator:,}" if value >= 10000 else str(value.numerator)
    return fmt_decimal(value) if metric else fr(value)


@generator("math.g35.convert", content_types=BASIC | {T.DATA_TABLE}, params=ConvertParams)
def convert(ctx: GenerationContext) -> Draft:
    p: ConvertParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    pair = pick(rng, p.pairs)
    big, big1, small, small1, factor, metric = PAIRS[pair]
    if p.mode == "table":
        return _convert_table(ctx, pair)
    if p.mode == "compare":
        return _convert_compare(ctx, pair)
    if p.mode == "mixed":
        n = rng.randint(1, (3, 6, 12)[rank])
        extra = rng.randint(1, factor - 1)
        answer = n * factor + extra
        text_in = f"{n} {unit_word(big, big1, n)} {extra} {unit_word(small, small1, extra)}"
        wrong = [
            mis(
                str(n + extra),
                "added-without-converting",
                f"The {big} must be changed to {small} before adding.",
            ),
            mis(str(n * 10 + extra), "used-ten-as-the-factor", f"1 {big1} is {factor} {small}, not 10."),
            mis(str(n * factor), "forgot-the-extra-part", f"The {extra} extra {small} must be added on."),
        ]
        explanation = (
            f"1 {big1} = {factor} {small}, so {n} {unit_word(big, big1, n)} = {n} × {factor} = {n * factor} {small}. "
            f"Add the extra {extra}: {n * factor} + {extra} = {answer} {small}."
        )
        q = MathQuestion(
            prompt=f"How many {small} are in {text_in}?",
            answer_display=str(answer),
            answer_value=answer,
            unit=small,
            explanation=explanation,
            misconceptions=clean(str(answer), wrong),
            fill_text=f"{text_in} = ___.",
            features=features("compute", 2, len(str(answer)), "text"),
            key=f"mixed:{pair}:{n}:{extra}",
        )
        return finish(ctx, q)
    to_smaller = p.direction == "to-smaller" or (p.direction == "both" and rng.random() < 0.5)
    if to_smaller:
        if p.decimals and metric and rank > 0:
            value = Fraction(rng.randint(11, 99), 10) if rank == 1 else Fraction(rng.randint(101, 999), 100)
            if factor == 10:
                value = Fraction(rng.randint(11, 99), 10)
        elif p.decimals and not metric and rank > 0:
            value = Fraction(rng.randint(1, 5) * 2 + 1, 2)
            if factor % 2:
                value = Fraction(rng.randint(2, 9))
        else:
            value = Fraction(rng.randint(2, (9, 12, 25)[rank] if factor < 100 else (9, 15, 30)[rank]))
        answer = value * factor
        source, target = f"{show(value, metric)} {unit_word(big, big1, value)}", small
        wrong_factor = 10 if factor != 10 else 100
        wrong = [
            mis(
                show(value / factor, metric),
                "divided-instead-of-multiplied",
                f"Changing to a smaller unit gives more units, so multiply by {factor}.",
            ),
            mis(show(value * wrong_factor, metric), "used-the-wrong-factor", f"1 {big1} = {factor} {small}."),
            mis(
                show(value + factor, metric),
                "added-the-factor",
                f"Each {big1} is {factor} {small}, so multiply, do not add.",
            ),
        ]
        explanation = f"1 {big1} = {factor} {small}. A smaller unit needs more of them, so multiply: {show(value, metric)} × {factor} = {show(answer, metric)} {small}."
        prompt = f"How many {small} are in {source}?"
    else:
        if p.decimals and metric:
            value = Fraction(rng.randint(1, (9, 99, 999)[rank]))
            if value % factor == 0:
                value += 1
        elif p.decimals:
            half = factor // 2 if factor % 2 == 0 else 0
            quarter = factor // 4 if factor % 4 == 0 else 0
            choice = quarter if (quarter and rank == 2) else half
            value = Fraction(rng.randint(1, 6) * factor + (choice if choice else 0))
        else:
            value = Fraction(factor * rng.randint(2, (6, 10, 20)[rank]))
        answer = value / factor
        source, target = f"{show(value, metric)} {unit_word(small, small1, value)}", big
        wrong = [
            mis(
                show(value * factor, metric),
                "multiplied-instead-of-divided",
                f"Changing to a larger unit gives fewer units, so divide by {factor}.",
            ),
            mis(
                show(value / (10 if factor != 10 else 100), metric),
                "used-the-wrong-factor",
                f"1 {big1} = {factor} {small}.",
            ),
            mis(
                show(value - factor if value > factor else value + factor, metric),
                "subtracted-the-factor",
                f"Divide by {factor}; do not add or subtract it.",
            ),
        ]
        explanation = f"1 {big1} = {factor} {small}. A larger unit needs fewer of them, so divide: {show(value, metric)} ÷ {factor} = {show(answer, metric)} {big}."
        prompt = f"How many {big} is {source}?"
    answer_text = show(answer, metric)
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer_text,
        answer_value=answer_text if answer.denominator != 1 else int(answer),
        unit=target,
        explanation=explanation,
        misconceptions=clean(answer_text, wrong),
        fill_text=f"{source} = ___.",
        answer_format="number" if answer.denominator == 1 or metric else "fraction",
        features=features("compute", 1 + int(answer.denominator != 1), len(str(int(answer))), "text"),
        key=f"convert:{pair}:{value}:{to_smaller}",
    )
    return finish(ctx, q)


def _convert_table(ctx: GenerationContext, pair: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    big, big1, small, _small1, factor, _metric = PAIRS[pair]
    start = rng.randint(1, (2, 5, 10)[rank])
    rows_n = 4
    values = [start + i * (1 if rank < 2 else rng.randint(1, 3)) for i in range(rows_n)]
    values = sorted(set(values))
    miss_row = rng.randrange(1, len(values))
    miss_big = rank == 2 and rng.random() < 0.5
    rows: list[list[str | int]] = [[v, v * factor] for v in values]
    answer = values[miss_row] * factor if not miss_big else values[miss_row]
    rows[miss_row][1 if not miss_big else 0] = "?"
    if miss_big:
        asked = f"How many {big} equal {values[miss_row] * factor} {small}?"
        wrong = [
            mis(
                str(values[miss_row] * factor * factor),
                "multiplied-instead-of-divided",
                "Going to the larger unit means dividing.",
            ),
            mis(
                str(answer + 1), "continued-the-wrong-pattern", "Use the conversion, not only the row above."
            ),
            mis(str(values[miss_row] * factor + factor), "added-the-factor", f"Divide by {factor}."),
        ]
        expl = f"1 {big1} = {factor} {small}, so divide: {values[miss_row] * factor} ÷ {factor} = {answer}."
        unit = big
        fill = f"{values[miss_row] * factor} {small} = ___."
    else:
        asked = f"How many {small} equal {values[miss_row]} {unit_word(big, big1, values[miss_row])}?"
        wrong = [
            mis(
                str(values[miss_row] + factor),
                "added-the-factor",
                f"Each {big1} is {factor} {small}, so multiply.",
            ),
            mis(
                str(values[miss_row] * 10 if factor != 10 else values[miss_row] * 100),
                "used-the-wrong-factor",
                f"1 {big1} = {factor} {small}.",
            ),
            mis(
                str(answer + factor),
                "continued-the-wrong-pattern",
                "Use the number in the row, not the next row.",
            ),
        ]
        expl = f"1 {big1} = {factor} {small}, so multiply: {values[miss_row]} × {factor} = {answer}."
        unit = small
        fill = f"{values[miss_row]} {unit_word(big, big1, values[miss_row])} = ___."
    q = MathQuestion(
        prompt=asked,
        answer_display=str(answer),
        answer_value=answer,
        unit=unit,
        explanation=expl,
        misconceptions=clean(str(answer), wrong),
        fill_text=fill,
        table=table(
            f"{big.capitalize()} and {small}",
            [big.capitalize(), small.capitalize()],
            rows,
            "The table shows equal measurements. What number goes where the ? is?",
        ),
        features=features("represent", 1, len(str(answer)), "table"),
        key=f"table:{pair}:{values}:{miss_row}:{miss_big}",
    )
    return finish(ctx, q)


def _convert_compare(ctx: GenerationContext, pair: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    big, big1, small, small1, factor, _metric = PAIRS[pair]
    n = rng.randint(2, (5, 9, 15)[rank])
    # a number of small units close to n big units, but not equal
    offset = rng.choice([-1, 1]) * rng.randint(1, max(1, factor // (2 if rank < 2 else 4)))
    m = n * factor + offset
    if m <= 0:
        m = n * factor + abs(offset)
    a_text = f"{n} {big}"
    b_text = f"{m} {unit_word(small, small1, m)}"
    big_wins = n * factor > m
    answer = a_text if big_wins else b_text
    other = b_text if big_wins else a_text
    first, second = (a_text, b_text) if rng.random() < 0.5 else (b_text, a_text)
    wrong = [
        mis(
            other,
            "compared-the-numbers-not-the-units" if not big_wins else "converted-the-wrong-way",
            "Change both to the same unit before comparing.",
        ),
        mis(
            "neither (they are equal)",
            "thought-they-are-equal",
            f"{n} {big} = {n * factor} {small}, which is not {m}.",
        ),
    ]
    explanation = (
        f"Change to the same unit: 1 {big1} = {factor} {small}, so {n} {big} = {n} × {factor} = {n * factor} {small}. "
        f"Compare {n * factor} and {m}: {answer} is greater."
    )
    q = MathQuestion(
        prompt=f"Which measurement is greater: {first} or {second}?",
        answer_display=answer,
        explanation=explanation,
        misconceptions=clean(answer, wrong),
        fill_text=f"Of {first} and {second}, the greater measurement is ___.",
        answer_format="text",
        features=features("compare", 2, len(str(m)), "text"),
        key=f"compare:{pair}:{n}:{m}",
    )
    return finish(ctx, q)


# ---- measurement word problems ----------------------------------------------------------------


class MeasureWordParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kinds: list[Literal["distance", "time", "volume", "mass", "money", "fraction"]] = Field(min_length=1)


def _money(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


@generator("math.g35.measure-word", content_types=BASIC | {T.DIAGRAM}, params=MeasureWordParams)
def measure_word(ctx: GenerationContext) -> Draft:
    p: MeasureWordParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    kind = pick(rng, p.kinds)
    who = name(rng)
    if kind == "money":
        return _money_problem(ctx, who)
    if kind == "fraction":
        return _fraction_length(ctx, who)
    big, big1, small, _s1, factor = {
        "distance": ("kilometers", "kilometer", "meters", "meter", 1000),
        "time": ("hours", "hour", "minutes", "minute", 60),
        "volume": ("liters", "liter", "milliliters", "milliliter", 1000),
        "mass": ("kilograms", "kilogram", "grams", "gram", 1000),
    }[kind]
    op = pick(rng, ("add", "subtract", "multiply", "divide") if rank else ("add", "subtract"))
    n = rng.randint(1, (2, 4, 6)[rank])
    unit_step = 5 if kind == "time" else (50 if rank < 2 else 5)
    part = rng.randrange(unit_step, factor, unit_step)
    big_text = f"{n} {unit_word(big, big1, n)}"
    whole = n * factor
    scene = {
        "distance": (f"{who} walked {big_text} in the morning", f"and {part} meters in the afternoon"),
        "time": (f"{who} spent {big_text} at the library", f"and {part} minutes at the park"),
        "volume": (f"A pitcher holds {big_text} of lemonade", f"and a bottle holds {part} milliliters"),
        "mass": (f"A bag of rice has a mass of {big_text}", f"and a bag of beans has a mass of {part} grams"),
    }[kind]
    if op == "add":
        answer = whole + part
        prompt = f"{scene[0]} {scene[1]}. How many {small} is that in all?"
        wrong = [
            mis(
                str(n + part),
                "added-without-converting",
                f"Change {big_text} to {small} first: {whole} {small}.",
            ),
            mis(str(whole - part), "subtracted-instead-of-added", "The amounts are put together, so add."),
            mis(str(n * 100 + part), "used-the-wrong-factor", f"1 {big1} = {factor} {small}."),
        ]
        expl = f"Change to {small}: {big_text} = {n} × {factor} = {whole} {small}. Then add: {whole} + {part} = {answer} {small}."
        jumps = [(0, whole, f"+{whole}"), (whole, answer, f"+{part}")]
    elif op == "subtract":
        answer = whole - part
        thing = {"distance": "path", "time": "free time", "volume": "water", "mass": "flour"}[kind]
        action = {
            "distance": f"A {thing} is {big_text} long. {who} has already walked {part} meters",
            "time": f"{who} has {big_text} of {thing}. {who} spends {part} minutes reading",
            "volume": f"A jug holds {big_text} of {thing}. {who} pours out {part} milliliters",
            "mass": f"A bag holds {big_text} of {thing}. {who} uses {part} grams",
        }[kind]
        prompt = f"{action}. How many {small} are left?"
        wrong = [
            mis(str(whole + part), "added-instead-of-subtracted", "Some is used up, so subtract."),
            mis(
                str(abs(n - part)) if n != part else str(part),
                "subtracted-without-converting",
                f"Change {big_text} to {whole} {small} first.",
            ),
            mis(
                str(n * 100 - part) if n * 100 > part else str(n * 100 + part),
                "used-the-wrong-factor",
                f"1 {big1} = {factor} {small}.",
            ),
        ]
        expl = f"Change to {small}: {big_text} = {n} × {factor} = {whole} {small}. Then subtract: {whole} - {part} = {answer} {small}."
        jumps = [(whole, answer, f"-{part}")]
    elif op == "multiply":
        count = rng.randint(2, (4, 6, 9)[rank])
        each = rng.randrange(unit_step, factor // 2, unit_step)
        answer = each * count
        verb = {
            "distance": f"{who} runs {count} laps. Each lap is {each} meters",
            "time": f"{who} has {count} lessons. Each lesson is {each} minutes",
            "volume": f"{who} fills {count} glasses. Each glass holds {each} milliliters",
            "mass": f"{who} packs {count} boxes. Each box has a mass of {each} grams",
        }[kind]
        prompt = f"{verb}. How many {small} is that altogether?"
        wrong = [
            mis(
                str(each + count),
                "added-instead-of-multiplied",
                f"There are {count} equal groups, so multiply.",
            ),
            mis(str(each * (count - 1)), "one-group-too-few", "One group was left out."),
            mis(str(each * (count + 1)), "one-group-too-many", "One extra group was counted."),
        ]
        expl = f"{count} equal groups of {each}: {count} × {each} = {answer} {small}."
        jumps = [(each * i, each * (i + 1), f"+{each}") for i in range(count)]
    else:
        count = rng.choice([2, 4, 5, 10] if kind != "time" else [2, 3, 4, 5, 6])
        answer = whole // count
        if whole % count:
            count = 2
            answer = whole // 2
        share = {
            "distance": f"A trail is {big_text} long. It is split into {count} equal parts",
            "time": f"{who} practices for {big_text}, split into {count} equal sessions",
            "volume": f"{who} pours {big_text} of juice equally into {count} glasses",
            "mass": f"{who} splits {big_text} of clay equally into {count} pieces",
        }[kind]
        prompt = f"{share}. How many {small} are in each?"
        wrong = [
            mis(
                show(Fraction(n, count), False),
                "divided-without-converting",
                f"Change {big_text} to {whole} {small} first.",
            ),
            mis(
                str(whole * count),
                "multiplied-instead-of-divided",
                "Sharing equally makes each part smaller, so divide.",
            ),
            mis(str(whole - count), "subtracted-instead-of-divided", "Equal sharing is division."),
        ]
        expl = f"Change to {small}: {big_text} = {n} × {factor} = {whole} {small}. Share equally: {whole} ÷ {count} = {answer} {small}."
        jumps = [(answer * i, answer * (i + 1), "") for i in range(count)]
    top = max(j for pair in jumps for j in pair[:2])
    step = next(s for s in (5, 10, 20, 50, 100, 200, 500, 1000) if top / s <= 12)
    end = -(-top // step) * step
    svg = draw.jump_line(
        0,
        end,
        step,
        jumps,
        small,
        title=f"Number line in {small}",
        desc=f"A number line in {small} from 0 to {end} marked every {step}, with jumps: "
        + ", ".join(f"from {a} to {b}" + (f" ({lab})" if lab else "") for a, b, lab in jumps)
        + ".",
    )
    q = MathQuestion(
        prompt=prompt,
        answer_display=str(answer),
        answer_value=answer,
        unit=small,
        explanation=expl,
        misconceptions=clean(str(answer), wrong),
        fill_text=prompt.rsplit(". ", 1)[0] + f". {CUE[op]} is ___.",
        diagram=diagram("number-line", svg),
        features=features("word-problem", 2, len(str(answer)), "text"),
        key=f"mw:{kind}:{op}:{n}:{part}:{answer}",
    )
    return finish(ctx, q)


MONEY_CUE = {
    "add": "The cost in all",
    "change": "The change left",
    "multiply": "The cost altogether",
    "divide": "The amount for each person",
}


def _money_problem(ctx: GenerationContext, who: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    op = pick(rng, ("add", "change", "multiply", "divide") if rank else ("add", "change"))
    items = ("a book", "a snack", "a notebook", "a plant", "a puzzle", "a kite", "a water bottle", "paint")
    if op == "add":
        a, b = rng.randrange(105, (600, 1500, 2500)[rank], 5), rng.randrange(25, (400, 900, 1500)[rank], 5)
        x, y = rng.sample(items, 2)
        answer = a + b
        prompt = f"{who} buys {x} for {_money(a)} and {y} for {_money(b)}. How much money is that in all?"
        wrong = [
            _mis_money(
                a - b if a > b else b - a,
                "subtracted-instead-of-added",
                "Both things are bought, so add the prices.",
            ),
            _mis_money(answer + 100, "added-an-extra-dollar", "A dollar was carried twice."),
            _mis_money(
                answer - 100 if answer > 100 else answer + 10,
                "forgot-to-carry-a-dollar",
                "100 cents make one more dollar.",
            ),
        ]
        expl = f"Add the prices, lining up the decimal points: {_money(a)} + {_money(b)} = {_money(answer)}."
    elif op == "change":
        paid = (500, 1000, 2000)[rank]
        a = rng.randrange(105, paid - 50, 5)
        answer = paid - a
        x = pick(rng, items)
        prompt = f"{who} pays for {x} that costs {_money(a)} with {_money(paid)}. How much change is left?"
        wrong = [
            _mis_money(paid + a, "added-instead-of-subtracted", "Change is what is left, so subtract."),
            _mis_money(
                answer + 100,
                "forgot-to-regroup-a-dollar",
                "A dollar was broken into cents but not taken away.",
            ),
            _mis_money(answer + 10 if answer % 100 < 90 else answer - 10, "dime-slip", "Recount the dimes."),
        ]
        expl = f"Subtract the price from the money paid: {_money(paid)} - {_money(a)} = {_money(answer)}."
    elif op == "multiply":
        each = rng.randrange(25, (300, 400, 600)[rank], 25)
        count = rng.randint(2, (4, 6, 9)[rank])
        answer = each * count
        x = pick(rng, ("stickers", "pencils", "erasers", "bookmarks"))
        prompt = f"{who} buys {count} {x}. Each one costs {_money(each)}. How much money is that altogether?"
        wrong = [
            _mis_money(
                each + count * 100,
                "added-instead-of-multiplied",
                f"There are {count} equal prices, so multiply.",
            ),
            _mis_money(each * (count - 1), "one-group-too-few", "One price was left out."),
            _mis_money(each * (count + 1), "one-group-too-many", "One extra price was counted."),
        ]
        expl = f"{count} × {_money(each)}: {count} × {each} cents = {answer} cents = {_money(answer)}."
    else:
        count = rng.choice([2, 3, 4, 5])
        each = rng.randrange(50, (500, 800, 1200)[rank], 5)
        total = each * count
        answer = each
        prompt = f"{who} and friends share {_money(total)} equally among {count} people. How much does each person get?"
        wrong = [
            _mis_money(total - count * 100, "subtracted-instead-of-divided", "Sharing equally is division."),
            _mis_money(each * 10, "misplaced-the-decimal-point", "Dollars and cents must keep their places."),
            _mis_money(
                each + 100,
                "one-dollar-too-many",
                "Check: this times the number of people is more than the total.",
            ),
        ]
        expl = f"Share equally: {_money(total)} ÷ {count} = {_money(answer)}. Check: {count} × {_money(answer)} = {_money(total)}."
    display = _money(answer)
    q = MathQuestion(
        prompt=prompt,
        answer_display=display,
        answer_value=display,
        explanation=expl,
        misconceptions=clean(display, (w for w in wrong if w is not None)),
        fill_text=prompt.rsplit(". ", 1)[0] + f". {MONEY_CUE[op]} is ___.",
        features=features("word-problem", 2, len(str(answer)), "text"),
        key=f"money:{op}:{prompt}",
    )
    return finish(ctx, q)


def _mis_money(cents: int, name_: str, reason: str) -> Misconception | None:
    return mis(_money(cents), name_, reason) if cents > 0 else None


def _fraction_length(ctx: GenerationContext, who: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    den = pick(rng, (2, 4, 8) if rank else (2, 4))
    unit = pick(rng, ("meter", "foot", "inch") if den != 8 else ("inch",))
    units = {"meter": "meters", "foot": "feet", "inch": "inches"}[unit]
    a = rng.randint(den + 1, 4 * den)
    b = rng.randint(1, a - 1)
    add = rng.random() < 0.5
    fa, fb = Fraction(a, den), Fraction(b, den)
    answer = fa + fb if add else fa - fb
    thing = pick(rng, ("ribbon", "rope", "string", "paper strip"))
    if add:
        prompt = f"{who} has a {thing} {fr(fa)} {units} long and another {fr(fb)} {units} long. How many {units} is that in all?"
        wrong = [
            mis(
                fr(Fraction(a + b, 2 * den)),
                "added-the-denominators",
                "The pieces are the same size, so the denominator stays the same.",
            ),
            mis(fr(fa - fb), "subtracted-instead-of-added", "Both pieces are put together, so add."),
        ]
    else:
        prompt = f"{who} has a {thing} {fr(fa)} {units} long and cuts off {fr(fb)} {units}. How many {units} are left?"
        wrong = [
            mis(fr(fa + fb), "added-instead-of-subtracted", "A piece is cut off, so subtract."),
            mis(
                fr(Fraction(a - b, 1)),
                "dropped-the-denominator",
                f"The parts are {den}ths, so keep the denominator {den}.",
            ),
        ]
    wrong.append(mis(fr(answer + Fraction(1, den)), "counting-slip", f"Count the {den}ths again."))
    wrong.append(mis(fr(answer + 1), "whole-number-slip", "Add or subtract the whole numbers carefully."))
    sym = "+" if add else "-"
    expl = (
        f"Write both lengths in {den}ths: {a}/{den} {sym} {b}/{den} = {a + b if add else a - b}/{den}"
        + (
            f" = {fr(answer)}"
            if Fraction(a + b if add else a - b, den).denominator != den or answer > 1
            else ""
        )
        + f" {units}."
    )
    top = int(max(fa, fb, answer)) + 1
    svg = number_line(
        0,
        top,
        Fraction(1, den),
        labels={Fraction(k): str(k) for k in range(top + 1)},
        points=[(fa, "A")],
        title=f"Number line in {units}",
        desc=f"A measuring scale from 0 to {top} {units} marked every 1/{den} {unit}. Point A marks {fr(fa)} {units}, the first length in the problem.",
    )
    ans = fr(answer)
    q = MathQuestion(
        prompt=prompt,
        answer_display=ans,
        answer_value=ans,
        unit=units,
        explanation=expl,
        misconceptions=clean(ans, wrong),
        fill_text=prompt.rsplit(". ", 1)[0] + f". The length {'in all' if add else 'left'} is ___.",
        diagram=diagram("number-line", svg),
        answer_format="fraction",
        features=features("word-problem", 2, 2, "text"),
        key=f"frac-len:{a}:{b}:{den}:{add}",
    )
    return finish(ctx, q)
