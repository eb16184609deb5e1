"""Grade 3 telling time to the minute and elapsed time: reading analog clocks, how long an activity
took, when it ends or started, and adding or subtracting time intervals on a number line
(3.MD.A.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.clocks import clocks
from educontent.generation.draw.jump_lines import jump_line
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_pictured import visual
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import arith, features, mis, name
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.md._units import measured, story_fill
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class TimeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["read", "elapsed", "end-time", "start-time", "intervals"]
    max_minutes: int = Field(default=55, ge=10, le=59)


def clock_text(total: int) -> str:
    """Minutes after 12:00 as a 12-hour time ``h:mm``."""
    total %= 720
    hour, minute = divmod(total, 60)
    return f"{hour or 12}:{minute:02d}"


def _activities() -> list[str]:
    return load_bank("math", "md-elapsed-time")["activities"]


def _clock_desc(total: int) -> str:
    hour, minute = divmod(total % 720, 60)
    return f"the hour hand is just past {hour or 12} and the minute hand points to minute {minute}, so it shows {clock_text(total)}"


@dataclass(frozen=True)
class _Span:
    """An activity from ``start`` to ``end`` (minutes after 12:00)."""

    who: str
    activity: str
    start: int
    end: int
    duration: int

    @property
    def crosses(self) -> bool:
        return (self.start % 60) + self.duration >= 60


def _read(ctx: GenerationContext, hour: int) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    minute = rng.randrange(0, 60, 5) if rank == 0 else rng.randint(0, 59)
    start = (hour % 12) * 60 + minute
    h12 = hour
    svg = clocks(
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
    fill = "The time on the clock is ___."
    asked = Asked("What time does the clock show?", answer, explanation, wrong, fill, f"read:{answer}")
    return drawn(
        ctx,
        asked,
        "clock",
        svg,
        visual("identify", 2, 3),
        answer_format="text",
        instructions="Read the clock.",
    )


def _elapsed(ctx: GenerationContext, span: _Span) -> Draft:
    who, activity, start, end, duration, crosses = (
        span.who,
        span.activity,
        span.start,
        span.end,
        span.duration,
        span.crosses,
    )
    svg = clocks(
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
        f"From {s} to {clock_text(start - start % 60 + 60)} is {measured(60 - start % 60, 'minutes')}, and from "
        f"{clock_text(start - start % 60 + 60)} to {e} is {measured(end % 60, 'minutes')}. {60 - start % 60} + {end % 60} = {duration}."
        if crosses
        else f"{end % 60} - {start % 60} = {duration}, so {measured(duration, 'minutes')} passed."
    )
    prompt = f"{who} started {activity} at {s} and finished at {e}. How many minutes did it take?"
    fill = f"{who} started {activity} at {s} and finished at {e}. The time it took is ___."
    asked = Asked(prompt, str(duration), explanation, wrong, fill, f"elapsed:{s}:{e}", duration)
    question = f"The clocks show when {who} started and finished {activity}. How many minutes did it take?"
    return drawn(
        ctx, asked, "clock", svg, visual("word-problem", 2 + int(crosses), 2), question, unit="minutes"
    )


# wrong answers, prompt, fill-blank text, clock question, explanation
_Told = tuple[list[Misconception], str, str, str, str]


def _forward(span: _Span, known: int, answer_total: int) -> _Told:
    """The end time, from the start and the duration."""
    who, activity, duration = span.who, span.activity, span.duration
    k_text, answer = clock_text(known), clock_text(answer_total)
    hour_k, min_k = divmod(known % 720, 60)
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
    prompt = f"{who} starts {activity} at {k_text}. It lasts {measured(duration, 'minutes')}. What time does it end?"
    fill = (
        f"{who} starts {activity} at {k_text}. It lasts {measured(duration, 'minutes')}. The end time is ___."
    )
    question = f"The clock shows when {who} starts {activity}. It lasts {measured(duration, 'minutes')}. What time does it end?"
    explanation = f"Count on {measured(duration, 'minutes')} from {k_text}. " + (
        f"First {measured(60 - min_k, 'minutes')} gets to {clock_text(known - min_k + 60)}, then {duration - (60 - min_k)} more minutes makes {answer}."
        if min_k + duration >= 60
        else f"{min_k} + {duration} = {measured(min_k + duration, 'minutes')} past {hour_k or 12}, so it ends at {answer}."
    )
    return wrong, prompt, fill, question, explanation


def _backward(span: _Span, known: int, answer_total: int) -> _Told:
    """The start time, from the end and the duration."""
    who, activity, duration = span.who, span.activity, span.duration
    k_text, answer = clock_text(known), clock_text(answer_total)
    hour_k, min_k = divmod(known % 720, 60)
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
    prompt = f"{who} finishes {activity} at {k_text}. It lasted {measured(duration, 'minutes')}. What time did it start?"
    fill = f"{who} finishes {activity} at {k_text}. It lasted {measured(duration, 'minutes')}. The start time was ___."
    question = f"The clock shows when {who} finishes {activity}. It lasted {measured(duration, 'minutes')}. What time did it start?"
    explanation = f"Count back {measured(duration, 'minutes')} from {k_text}. " + (
        f"First {measured(min_k, 'minutes')} back gets to {clock_text(known - min_k)}, then {duration - min_k} more minutes back makes {answer}."
        if duration > min_k
        else f"{min_k} - {duration} = {measured(am, 'minutes')} past {ah or 12}, so it started at {answer}."
    )
    return wrong, prompt, fill, question, explanation


def _end_or_start(ctx: GenerationContext, span: _Span) -> Draft:
    p: TimeParams = ctx.params
    forward = p.mode == "end-time"
    known, answer_total = (span.start, span.end) if forward else (span.end, span.start)
    k_text, answer = clock_text(known), clock_text(answer_total)
    svg = clocks(
        [(known // 60 % 12 or 12, known % 60, "Start" if forward else "End")],
        title="A clock",
        desc=f"An analog clock: {_clock_desc(known)}.",
    )
    wrong, prompt, fill, question, explanation = (_forward if forward else _backward)(
        span, known, answer_total
    )
    duration, crosses = span.duration, span.crosses
    asked = Asked(prompt, answer, explanation, wrong, fill, f"{p.mode}:{k_text}:{duration}")
    return drawn(
        ctx, asked, "clock", svg, visual("word-problem", 2 + int(crosses), 2), question, answer_format="text"
    )


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
        act1, act2 = rng.sample(_activities(), 2)
        prompt = f"{who} spends {measured(a, 'minutes')} on {act1} and then {measured(b, 'minutes')} on {act2}. How many minutes is that in all?"
        jumps = [(0, a, f"+{a}"), (a, a + b, f"+{b}")]
        expression = f"{a} + {b} = ___"
        form = arith(a, "+", b, expression)
        explanation = f"Put the two times together: {a} + {b} = {measured(answer, 'minutes')}."
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
        act1 = pick(rng, _activities())
        prompt = f"{who} has {measured(total, 'minutes')} before dinner and spends {measured(b, 'minutes')} on {act1}. How many minutes are left?"
        jumps = [(total, answer, f"-{b}")]
        expression = f"{total} - {b} = ___"
        form = arith(total, "-", b, expression)
        explanation = f"Take the used time away: {total} - {b} = {measured(answer, 'minutes')} left."
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
    svg = jump_line(
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
    fill = story_fill(prompt, f"The number of minutes {'in all' if add else 'left'}")
    key = f"interval:{'+' if add else '-'}:{a}:{b}"
    asked = Asked(prompt, str(answer), explanation, wrong, fill, key, answer)
    return drawn(
        ctx,
        asked,
        "number-line",
        svg,
        features("word-problem", 2, len(str(total)), "text"),
        unit="minutes",
        arithmetic=form,
    )


_BANDS = "easy: five-minute times inside one hour (intervals up to 30 minutes); medium: across the hour (intervals up to 60); hard: times to the minute across hours (intervals up to 90)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=TimeParams, levels=Levels("steps", _BANDS))
def elapsed_time(ctx: GenerationContext) -> Draft:
    p: TimeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "intervals":
        return _intervals(ctx)
    hour = rng.randint(1, 12)
    if p.mode == "read":
        return _read(ctx, hour)
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
    span = _Span(name(rng), pick(rng, _activities()), start, end, duration)
    if p.mode == "elapsed":
        return _elapsed(ctx, span)
    return _end_or_start(ctx, span)
