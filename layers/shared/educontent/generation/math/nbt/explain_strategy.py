"""Explaining addition and subtraction strategies (grades 1 and 2): following a child's
place-value strategy (splitting into tens and ones, or hundreds, tens and ones), moving some from
one addend to the other to make a ten, and the addition that checks a subtraction.

Standards: 1.NBT.C.4, 2.NBT.B.7, 2.NBT.B.9 (2.NBT.B.5 where a skill lists it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from educontent.generation.difficulty import Features
from educontent.generation.kit.arith_blanks import missing_number
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.kit.types import WRITTEN
from educontent.generation.math.nbt._places import place_count
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Explained(NamedTuple):
    """A strategy sentence with a blank, its answer, explanation and mistakes."""

    text: str
    answer: int
    explanation: str
    mistakes: list[Mistake]


def _check(ctx: GenerationContext, who: str) -> MathQuestion:
    """Which addition checks a subtraction."""
    rng = ctx.rng
    a = draw(rng, 30, 99, ctx.level)
    b = rng.randint(11, a - 10)
    d = a - b
    answer = f"{d} + {b} = {a}"
    return MathQuestion(
        prompt=f"{who} says {a} - {b} = {d}. Which addition can {who} use to check?",
        answer_display=answer,
        explanation=(
            f"Subtraction and addition undo each other. If {a} - {b} = {d}, then adding back what was taken "
            f"away gives the start: {d} + {b} = {a}."
        ),
        misconceptions=wrongs(
            answer,
            (
                f"{a} + {b} = {a + b}",
                "added-the-wrong-numbers",
                "Adding the start and the part taken away does not check the answer.",
            ),
            (
                f"{d} + {a} = {d + a}",
                "added-the-wrong-numbers",
                "The answer plus the start is not a check.",
            ),
            (f"{d} + {b} = {a + 10}", "made-an-adding-slip", f"{d} + {b} is {a}."),
        ),
        fill_text=f"{who} says {a} - {b} = {d}. The addition ___ checks this.",
        answer_format="expression",
        features=Features(task="explain", steps=2, magnitude=2, representation="text"),
        key=f"explain:check:{a}:{b}",
        standard=standard(ctx, "2.NBT.B.9"),
        instructions="Use addition to check subtraction.",
    )


def _compensation(ctx: GenerationContext, who: str) -> _Explained:
    """Moving some from one addend to the other to make a ten."""
    rng = ctx.rng
    a = 10 * draw(rng, 2, 7, ctx.level) + rng.randint(6, 9)
    k = 10 - a % 10
    b = draw(rng, k + 11, 99 - a, ctx.level)
    text = (
        f"{who} makes {a} + {b} easier by moving {k} from {b} to {a}: {a} + {k} = {a + k}. "
        f"So {a} + {b} = {a + k} + ___."
    )
    answer = b - k
    explanation = (
        f"Moving {k} from one number to the other does not change the total. {b} - {k} = {b - k}, so "
        f"{a} + {b} = {a + k} + {b - k} = {a + b}."
    )
    mistakes: list[Mistake] = [
        (b + k, "moved-the-wrong-way", f"{k} was taken from {b}, so {b} gets smaller."),
        (b, "forgot-to-take-it-away", f"{k} was added to {a}, so it must come off {b}."),
        (a + b, "wrote-the-total", "The blank is one part, not the total."),
    ]
    return _Explained(text, answer, explanation, mistakes)


def _split_hundreds(ctx: GenerationContext, who: str) -> _Explained:
    """Adding three-digit numbers place by place."""
    rng = ctx.rng
    a = draw(rng, 110, 599, ctx.level)
    b = draw(rng, 110, 999 - a, ctx.level)
    ah, at, ao = a // 100, a // 10 % 10, a % 10
    bh, bt, bo = b // 100, b // 10 % 10, b % 10
    hh, tt, oo = (ah + bh) * 100, (at + bt) * 10, ao + bo
    text = (
        f"{who} adds {a} + {b} by place: {ah * 100} + {bh * 100} = {hh}, {at * 10} + {bt * 10} = {tt} "
        f"and {ao} + {bo} = {oo}. So {a} + {b} = {hh} + {tt} + {oo} = ___."
    )
    answer = a + b
    explanation = f"Add hundreds, tens and ones, then put them together: {hh} + {tt} + {oo} = {answer}."
    mistakes: list[Mistake] = [
        (hh + tt, "left-out-the-ones", "The ones were not added in."),
        (hh + oo, "left-out-the-tens", "The tens were not added in."),
        (answer + 100, "added-an-extra-hundred", "A hundred was added twice."),
    ]
    return _Explained(text, answer, explanation, mistakes)


def _split(ctx: GenerationContext, who: str) -> _Explained:
    """Adding two-digit numbers tens with tens and ones with ones."""
    rng = ctx.rng
    a = draw(rng, 12, 79, ctx.level)
    b = draw(rng, 12, 99 - a, ctx.level)
    (at, ao), (bt, bo) = divmod(a, 10), divmod(b, 10)
    tt, oo = (at + bt) * 10, ao + bo
    text = (
        f"{who} adds {a} + {b} by place: {at * 10} + {bt * 10} = {tt} and {ao} + {bo} = {oo}. "
        f"So {a} + {b} = {tt} + {oo} = ___."
    )
    answer = a + b
    explanation = (
        f"Adding tens with tens and ones with ones works because every number is tens plus ones. "
        f"{tt} + {oo} = {answer}."
    )
    mistakes: list[Mistake] = [
        (tt, "left-out-the-ones", "The ones were not added in."),
        (
            tt + oo % 10 if oo >= 10 else tt + oo + 10,
            "lost-the-new-ten" if oo >= 10 else "added-an-extra-ten",
            f"{oo} ones is 1 ten and {place_count(oo - 10, 0)}."
            if oo >= 10
            else "There is no extra ten here.",
        ),
        (a + bt * 10, "left-out-some-ones", "Only the tens of one number were added."),
    ]
    return _Explained(text, answer, explanation, mistakes)


# strategy -> its builder, the steps it takes and the standards it teaches (the first the skill lists)
_STRATEGIES: dict[str, tuple[Callable[[GenerationContext, str], _Explained], int, tuple[str, ...]]] = {
    "split": (_split, 2, ("2.NBT.B.9", "1.NBT.C.4", "2.NBT.B.5")),
    "compensation": (_compensation, 2, ("2.NBT.B.9", "2.NBT.B.5")),
    "split-hundreds": (_split_hundreds, 3, ("2.NBT.B.7", "2.NBT.B.9")),
}


class ExplainParams(many_of([*_STRATEGIES, "check"])):
    """Which strategies to explain (the keys of ``_STRATEGIES``, or checking by adding)."""


_BANDS = "each number added (the starting number of a subtraction): easy the lower 60 %, medium the middle 60 %, hard the upper half of what keeps the sum within 100 (within 1,000 by hundreds)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=ExplainParams, levels=Levels("size", _BANDS))
def explain_strategy(ctx: GenerationContext) -> Draft:
    p: ExplainParams = ctx.params
    rng = ctx.rng
    mode = pick(rng, p.modes)
    who = pick(rng, roster("roster-1"))
    if mode == "check":
        return finish(_check(ctx, who), ctx)
    build, steps, codes = _STRATEGIES[mode]
    e = build(ctx, who)
    q = missing_number(
        e.text,
        e.answer,
        e.explanation,
        e.mistakes,
        features=Features(task="explain", steps=steps, magnitude=len(str(e.answer)), representation="text"),
        key=f"explain:{e.text}",
        standard=standard(ctx, *codes),
        instructions="Follow the strategy.",
    )
    return finish(q, ctx)
