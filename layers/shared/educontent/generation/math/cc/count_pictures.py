"""Counting pictures (kindergarten): how many pictures in a line, an array, a scattered set or
ten-frames; the last number said tells how many; moving things does not change the count.

Standards: K.CC.B.5 (count to answer "how many?"), K.CC.A.3, K.CC.B.4, K.CC.B.4a, K.CC.B.4b."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import ICONS, pictures
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import STOPS_AT_MEDIUM, draw
from educontent.generation.kit.math_forms import PictureForm
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake, finish, standard
from educontent.generation.kit.types import PC, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

Arrangement = Literal["line", "array", "scattered", "ten-frame"]
_ARRANGED = {
    "line": "in a line",
    "array": "in an array",
    "scattered": "scattered about",
    "ten-frame": "in ten-frames",
}
"""How a picture's description says each arrangement (read by screen readers)."""


@dataclass(frozen=True, slots=True)
class _Scene:
    n: int
    arrangement: str
    single: str
    many: str
    name: str

    @property
    def counted(self) -> str:
        return ", ".join(str(k) for k in range(1, self.n + 1))


def _last_number(ctx: GenerationContext, s: _Scene) -> tuple[str, str, str | None]:
    prompt = f"{s.name} touches each {s.single} once and counts: {s.counted}. How many {s.many} are there?"
    explanation = (
        f"{s.name} said one number for each {s.single}. The last number said, {s.n}, tells how many "
        f"{s.many} there are in all."
    )
    return prompt, explanation, standard(ctx, "K.CC.B.4b", "K.CC.B.4a")


def _rearranged(ctx: GenerationContext, s: _Scene) -> tuple[str, str, str | None]:
    prompt = (
        f"{s.name} counted {s.n} {s.many} in a line. Then {s.name} moved them around, as in the picture. "
        f"How many {s.many} are there now?"
    )
    explanation = (
        f"Moving the {s.many} does not add or take away any. There are still {s.n}. "
        f"You can count them again to check: {s.counted}."
    )
    return prompt, explanation, standard(ctx, "K.CC.B.4b")


def _how_many(ctx: GenerationContext, s: _Scene) -> tuple[str, str, str | None]:
    prompt = f"Count the {s.many}. How many {s.many} are there?"
    if s.n == 0:
        explanation = f"There are no {s.many} in the picture, so the number is 0."
    else:
        tip = (
            " Count the full ten-frame as 10 and keep going."
            if s.arrangement == "ten-frame" and s.n > 10
            else ""
        )
        explanation = (
            f"Touch each {s.single} once and say one number for each: {s.counted}. "
            f"The last number you say is {s.n}, so there {'is' if s.n == 1 else 'are'} "
            f"{count_of(s.n, s.single)}.{tip}"
        )
    return prompt, explanation, standard(ctx, "K.CC.B.5", "K.CC.A.3", "K.CC.B.4a")


_MODES = {"how-many": _how_many, "last-number": _last_number, "rearranged": _rearranged}
CountParams = params_model(
    "CountParams",
    min=(int, Field(default=1, ge=0)),
    max=(int, Field(default=10, ge=1, le=20)),
    arrangements=(list[Arrangement], Field(default_factory=lambda: ["line"], min_length=1)),
    mode=chosen(_MODES, default="how-many"),
)

# the first wrong answer a counting story invites: (more than n, name, reason)
_STORY_MISTAKE = {
    "last-number": (1, "said-the-next-number", "The count ends at the last number said, not the next one."),
    "rearranged": (2, "thought-moving-changes-the-count", "Moving things does not change how many."),
}


def _mistakes(mode: str, s: _Scene, level: DifficultyLevel) -> list[Mistake]:
    n = s.n
    frames = max(1, -(-n // 10))
    mistakes: list[Mistake] = [
        (n + 1, "counted-one-twice", "One picture was counted two times."),
        (n - 1, "skipped-one", "One picture was missed."),
    ]
    if s.arrangement == "ten-frame" and level is DifficultyLevel.EASY:  # past easy: near misses
        mistakes.append((10 * frames - n, "counted-the-empty-boxes", "This is the number of empty boxes."))
    if s.arrangement == "line" and n > 10:
        mistakes.append((10, "counted-only-the-first-row", "Only the first row was counted."))
    if mode in _STORY_MISTAKE:
        more, name, reason = _STORY_MISTAKE[mode]
        mistakes.insert(0, (n + more, name, reason))
    mistakes.append((n + 2, "counting-slip", "Some pictures were counted more than once."))
    return mistakes


_BANDS = "how many there are to count: easy the lower 60 %, medium the upper 60 %, hard the top 40 % of the skill's range (to 10 or to 20); past easy the wrong counts are near misses"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {PC}, params=CountParams, levels=Levels("size", _BANDS))
def count_pictures(ctx: GenerationContext) -> Draft:
    p: CountParams = ctx.params
    rng = ctx.rng
    n = draw(rng, p.min, p.max, ctx.level, STOPS_AT_MEDIUM)
    arrangement = pick(rng, p.arrangements)
    category, many = pick(rng, ICONS)
    scene = _Scene(n, arrangement, category, many, pick(rng, roster("roster-1")))
    picture = pictures(
        category,
        n,
        arrangement,
        title=f"{many.capitalize()} to count",
        desc=f"Some {many} {_ARRANGED[arrangement]}." if n else f"An empty picture: no {many}.",
    )
    prompt, explanation, std = _MODES[p.mode](ctx, scene)
    q = mistake_question(
        prompt,
        n,
        explanation,
        _mistakes(p.mode, scene, ctx.level),
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
