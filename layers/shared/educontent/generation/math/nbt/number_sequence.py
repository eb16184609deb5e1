"""Number sequences and skip-counting (kindergarten to grade 2): the missing number when counting
forward or back by ones, twos, fives, tens or hundreds, in a list or on a number line.

Standards: K.CC.A.1, K.CC.A.2, 1.NBT.A.1, 2.NBT.A.2."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from educontent.generation.difficulty import Features
from educontent.generation.draw.hop_number_lines import number_line
from educontent.generation.kit.choose import pick
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion
from educontent.generation.kit.picture_forms import Mistake, finish, wrongs
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

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


def _mistakes(answer: int, step: int, back: bool) -> list[Mistake]:
    d = -step if back else step
    word = STEP_WORDS[step]
    mistakes: list[Mistake] = []
    if step > 1:
        mistakes.append(
            (
                answer - d + (-1 if back else 1),
                "counted-by-ones",
                f"This counts by ones instead of by {word}.",
            )
        )
    mistakes.append((answer + d, "skipped-a-number", "This skips a number in the pattern."))
    if step == 1 and not back and answer % 10 == 0 and answer >= 20:
        mistakes.append(
            (f"{answer // 10 - 1}10", "wrote-ten-after-the-tens-digit", "After 9 ones comes the next ten.")
        )
    mistakes.append((answer - d, "repeated-a-number", "This number is already in the pattern."))
    if step >= 10:
        mistakes.append((answer + d // 10, "changed-the-wrong-place", "The wrong digit was changed."))
    return mistakes


_BANDS = "where the count starts: easy the lower 60 %, medium the middle 60 %, hard the upper half of the skill's range (so the counted numbers are bigger)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=SequenceParams, levels=Levels("size", _BANDS))
def number_sequence(ctx: GenerationContext) -> Draft:
    p: SequenceParams = ctx.params
    rng = ctx.rng
    span = p.step * (p.terms - 1)
    first = draw(rng, p.min, max(p.min, p.max - span), ctx.level)
    if p.on_step:
        first = max(p.min + (-p.min) % p.step, first - first % p.step)
    values = [first + k * p.step for k in range(p.terms)]
    back = p.backward and rng.random() < 0.5
    if back:
        values.reverse()
    where = pick(rng, p.missing)
    m = {"first": 0, "next": p.terms - 1}.get(where, rng.randint(1, p.terms - 2))
    answer = values[m]
    word = STEP_WORDS[p.step]
    shown = ", ".join("___" if k == m else str(v) for k, v in enumerate(values))
    how = f"Count back by {word}" if back else f"Count by {word}"
    neighbour = values[m - 1] if m > 0 else values[m + 1]
    relation = "before" if m > 0 else "after"
    explanation = (
        f"The numbers go {'down' if back else 'up'} by {p.step} each time. "
        f"The number {relation} the blank is {neighbour}, so the missing number is "
        f"{neighbour} {'+' if answer > neighbour else '-'} {p.step} = {answer}."
    )
    labels = {v: ("?" if k == m else str(v)) for k, v in enumerate(values)}
    low, high = min(values), max(values)
    line_svg = number_line(
        low,
        high,
        tick=p.step,
        labels=labels,
        title="Number line with a missing number",
        desc=f"A number line counting by {word}; one number is replaced by a question mark.",
    )
    q = MathQuestion(
        prompt=f"{how}. What number is missing? {shown}",
        answer_display=str(answer),
        answer_value=answer,
        explanation=explanation,
        misconceptions=wrongs(str(answer), *_mistakes(answer, p.step, back)),
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
