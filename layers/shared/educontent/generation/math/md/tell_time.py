"""Telling time (grades 1 and 2): reading an analog clock to the hour, half hour, quarter hour or
five minutes, the time in words, which clock shows a time, and a.m. or p.m. for a daily activity
(activities are data, ``md-tell-time.json``).

Standards: 1.MD.B.3, 2.MD.C.7."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw import svg as svglib
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.forms_pictured import picked_ask, pictured
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, Misconception
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import finish, picture_choices_draft, standard
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# a wrong time a child may read: (hour, minute, misconception, reason)
ClockMistake = tuple[int, int, str, str]


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
    return f"{measured(minute, 'minutes')} past {hour}"


def _clock_mistakes(hour: int, minute: int, step: int) -> list[ClockMistake]:
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
                f"The long hand on {minute // 5} means {measured(minute, 'minutes')}.",
            )
        )
    else:
        out.append((hour, 12, "read-12-as-minutes", "The long hand on 12 means 0 minutes: o'clock."))
        out.append((hour % 12 + 1, 0, "read-the-wrong-hour", "Look at the number the short hand points to."))
    if step == 5 and minute <= 50:
        out.append((hour, minute + 5, "skip-counting-slip", "Count by fives again from the 12."))
    return out


@dataclass(frozen=True, slots=True)
class _Clock:
    hour: int
    minute: int
    svg: str
    how: str  # how to read the clock
    mistakes: list[ClockMistake]
    features: Features
    activity: str = ""  # for a.m. or p.m.
    morning: bool = False

    @property
    def shown(self) -> str:
        return time_text(self.hour, self.minute)


def _which_clock(ctx: GenerationContext, c: _Clock) -> Draft:
    options: list[tuple[str | None, Misconception | None]] = [(c.svg, None)]
    seen = {(c.hour, c.minute)}
    for h, m, name, reason in c.mistakes:
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
        f"Which clock shows {c.shown}?",
        options,
        explanation=f"At {c.shown} the long hand points to {c.minute // 5 or 12} and the short hand {'points to' if c.minute == 0 else 'is past'} {c.hour}.",
        features=c.features,
        key=f"clock:which:{c.hour}:{c.minute}",
        std=standard(ctx, "1.MD.B.3", "2.MD.C.7"),
    )


def _told(ctx: GenerationContext, c: _Clock, q: MathQuestion, asked: str) -> Draft:
    """``q`` about the time on the clock ``c``, which is shown beside ``asked``."""
    codes = standard(ctx, "1.MD.B.3", "2.MD.C.7")
    return pictured(ctx, q, "clock", c.svg, c.features, codes, "Tell the time.", asked)


def _words(ctx: GenerationContext, c: _Clock) -> Draft:
    hour, minute = c.hour, c.minute
    answer = time_words(hour, minute)
    wrong = [(time_words(h, m), name, reason) for h, m, name, reason in c.mistakes if m % 15 == 0]
    wrong.append(
        (
            time_words(hour, (minute + 30) % 60) if minute in (0, 30) else time_words(hour % 12 + 1, 0),
            "mixed-up-o-clock-and-half-past",
            "Look where the long hand points: 12 is o'clock, 6 is half past.",
        )
    )
    q = mistake_question(
        "Which words tell the time on the clock?",
        answer,
        c.how + f" We say {answer}.",
        wrong,
        fill_text="The clock shows ___.",
        answer_format="text",
        acceptable=(c.shown,),
        key=f"clock:words:{hour}:{minute}",
    )
    return _told(ctx, c, q, "Write the time in words.")


def _am_pm(ctx: GenerationContext, c: _Clock) -> Draft:
    who = pick(ctx.rng, roster("roster-1"))
    shown, activity = c.shown, c.activity
    suffix = "a.m." if c.morning else "p.m."
    other = "p.m." if c.morning else "a.m."
    answer = f"{shown} {suffix}"
    wrong = [
        (
            f"{shown} {other}",
            "mixed-up-a-m-and-p-m",
            "a.m. is from midnight to noon (morning); p.m. is from noon to midnight (afternoon and evening).",
        )
    ]
    wrong += [(f"{time_text(h, m)} {suffix}", name, reason) for h, m, name, reason in c.mistakes]
    prompt = f"{who} {activity} at the time on the clock. What time is it? Write a.m. or p.m."
    q = mistake_question(
        prompt,
        answer,
        c.how
        + f" {who} {activity} in the {'morning' if c.morning else 'afternoon or evening'}, so we write {suffix}: {shown} {suffix}",
        wrong,
        fill_text=f"The clock shows the time {who} {activity}: ___",
        answer_format="text",
        diagram=DiagramForm("clock", c.svg, prompt),
        features=Features(task="reason", steps=2, magnitude=1, representation="visual"),
        key=f"clock:ampm:{c.hour}:{c.minute}:{activity}",
        standard=standard(ctx, "2.MD.C.7"),
        instructions="Tell the time with a.m. or p.m.",
    )
    return finish(q, ctx, c.svg)


def _read(ctx: GenerationContext, c: _Clock) -> Draft:
    answer = c.shown
    q = mistake_question(
        "What time does the clock show?",
        answer,
        c.how,
        ((time_text(h, m), name, reason) for h, m, name, reason in c.mistakes),
        fill_text="The clock shows ___.",
        answer_format="text",
        acceptable=(time_words(c.hour, c.minute),) if c.minute in (0, 30) else (),
        key=f"clock:read:{c.hour}:{c.minute}",
    )
    return _told(ctx, c, q, "What time does the clock show?")


_ASKS: dict[str, Callable[[GenerationContext, _Clock], Draft]] = {
    "read": _read,
    "words": _words,
    "which-clock": _which_clock,
    "am-pm": _am_pm,
}
ClockParams = params_model(
    "ClockParams",
    step=(Literal[5, 15, 30, 60], 30),
    ask=listed(_ASKS, default_factory=lambda: ["read"]),
)


def _activity(ctx: GenerationContext) -> tuple[bool, str, int]:
    """Morning or not, what the child does, and an hour that fits it."""
    rng = ctx.rng
    activities = load_bank("math", "md-tell-time")
    morning = rng.random() < 0.5
    activity = pick(rng, activities["morning"] if morning else activities["evening"])
    if morning:
        hour = rng.randint(6, 10)
    elif activity == "plays at the park after school":
        hour = rng.randint(3, 5)
    elif activity == "eats dinner":
        hour = rng.randint(5, 7)
    else:
        hour = rng.randint(7, 8)
    return morning, activity, hour


_BANDS = "easy: times before the half hour (o'clock for half-hour skills), the hour hand near its number; medium: any time; hard: times from the half hour on, the hour hand between two numbers (hour-only skills are alike at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=ClockParams, levels=Levels("form", _BANDS))
def tell_time(ctx: GenerationContext) -> Draft:
    p: ClockParams = ctx.params
    rng = ctx.rng
    ask = picked_ask(ctx, p.ask, "which-clock", "read")
    hour = rng.randint(1, 12)
    minutes = list(range(0, 60, p.step))
    if ctx.level.rank != 1 and len(minutes) > 1:  # easy: before the half hour; hard: after it
        minutes = [m for m in minutes if (m < 30) == (ctx.level.rank == 0)]
    minute = pick(rng, minutes)
    morning, activity = False, ""
    if ask == "am-pm":
        morning, activity, hour = _activity(ctx)
    hand = "points to" if minute == 0 else "is just past" if minute < 30 else "is between"
    how = (
        f"The short hand {hand} {hour}{'' if minute < 30 or minute == 0 else f' and {hour % 12 + 1}'}, so the hour is {hour}. "
        f"The long hand points to {minute // 5 or 12}; counting by fives from the 12 gives {measured(minute, 'minutes')}. "
        f"The time is {time_text(hour, minute)}."
    )
    features = Features(
        task="identify" if p.step >= 30 else "represent",
        steps=1 + (p.step < 30),
        magnitude=1,
        representation="visual",
    )
    mistakes = _clock_mistakes(hour, minute, p.step)
    clock = _Clock(hour, minute, clock_svg(hour, minute), how, mistakes, features, activity, morning)
    return _ASKS[ask](ctx, clock)
