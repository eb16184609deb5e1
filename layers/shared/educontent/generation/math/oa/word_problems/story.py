"""The pieces of a story problem: its setting (names, things, colours, the largest number) and the
story told (text, answer, equation, explanation, mistakes)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick, pick_three
from educontent.generation.kit.levels import draw
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake
from educontent.generation.registry import GenerationContext

Situation = Literal[
    "add-to", "take-from", "put-together", "take-apart", "compare", "three-addends", "two-step"
]
Unknown = Literal["result", "change", "start"]

# the usual wrong operation in a story that adds, and in one that subtracts
ADD_WRONG = "subtracted-instead-of-added"
SUB_WRONG = "added-instead-of-subtracted"


class StoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    max: int = Field(default=10, ge=5, le=100, description="Largest number in the story.")
    situations: list[Situation] = Field(min_length=1)
    unknowns: list[Unknown] = Field(default_factory=lambda: ["result"], min_length=1)
    ask: Literal["answer", "equation"] = "answer"
    tricky_compare: bool = Field(
        default=False, description="Hard compare stories may use 'fewer' for the larger amount."
    )


@dataclass(frozen=True, slots=True)
class Setting:
    """Who and what a story is about: three children, a thing (singular, plural), three colours,
    the largest number of the skill and the level, whose band of numbers the story's total (or
    starting number) comes from."""

    m: int
    level: DifficultyLevel
    x: str
    y: str
    z: str
    one: str
    things: str
    c1: str
    c2: str
    c3: str

    def noun(self, n: int) -> str:
        return self.one if n == 1 else self.things

    def total(self, rng: random.Random, low: int) -> int:
        """A total (or starting number) from the level's band of ``[low, m]``."""
        return draw(rng, low, self.m, self.level)

    def two_parts(self, rng: random.Random) -> tuple[int, int]:
        """Two numbers, each at least 1, whose sum (from the level's band) is at most ``m``."""
        total = self.total(rng, 2)
        a = rng.randint(1, total - 1)
        return a, total - a

    def whole_and_part(self, rng: random.Random) -> tuple[int, int]:
        """A number from the level's band of 2 to ``m`` and a part of it, from 1 to one less."""
        whole = self.total(rng, 2)
        return whole, rng.randint(1, whole - 1)


def setting(ctx: GenerationContext, p: StoryParams) -> Setting:
    """The story's setting, drawn in a fixed order (names, thing, colours)."""
    rng = ctx.rng
    x, y, z = pick_three(rng, roster("roster-1"))
    bank = load_bank("math", "oa-word-problems")
    one, things = pick(rng, bank["things"])
    c1, c2, c3 = rng.sample(bank["colours"], 3)
    return Setting(p.max, ctx.level, x, y, z, one, things, c1, c2, c3)


@dataclass(slots=True)
class Story:
    """A story problem: its text, answer, equation (empty for two steps), explanation, the wrong
    answers it invites and the numbers it shows."""

    text: str
    answer: int
    equation: str
    explanation: str
    mistakes: list[Mistake]
    numbers: tuple[int, ...]
    steps: int = field(default=1)
