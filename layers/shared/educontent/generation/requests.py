"""Request bodies and query forms of the generation endpoints (docs/api/generation.md)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from educontent.catalog.records import DifficultyLevel
from educontent.generation.engine import GenerationRequest
from educontent.generation.rng import MAX_SEED

SELECTORS = ("skill", "skills", "standard", "standards", "subject")


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    grade: str | int | None = Field(default=None, description="Grade slug or integer 0-8 (a filter).")
    seed: int | None = Field(
        default=None, ge=0, le=MAX_SEED, description="Same seed + parameters = same items."
    )
    difficulty: DifficultyLevel | None = Field(
        default=None,
        description="Pin every item to one level; by default items spread over the skill's range.",
    )

    @field_validator("grade", mode="before")
    @classmethod
    def _grade_text(cls, value: object) -> object:
        if isinstance(value, bool):
            raise ValueError("grade must be a slug or an integer 0-8")
        return value


class GenerateBody(_Body):
    """`POST /generate` (and `POST /problems`): at least one of skill, skills, standard, standards, subject."""

    skill: str | None = Field(default=None, min_length=1, max_length=120)
    skills: list[str] | None = Field(default=None, min_length=1, max_length=20)
    standard: str | None = Field(default=None, min_length=1, max_length=40)
    standards: list[str] | None = Field(default=None, min_length=1, max_length=20)
    subject: str | None = Field(default=None, min_length=1, max_length=40)
    count: int = Field(default=10, ge=1, le=50)

    @model_validator(mode="after")
    def _one_selector(self) -> GenerateBody:
        if not any(getattr(self, name) for name in SELECTORS):
            raise ValueError("one of skill, skills, standard, standards or subject is required")
        return self

    def to_request(self) -> GenerationRequest:
        return GenerationRequest(
            skills=tuple(dict.fromkeys([*([self.skill] if self.skill else []), *(self.skills or [])])),
            standards=tuple(
                dict.fromkeys([*([self.standard] if self.standard else []), *(self.standards or [])])
            ),
            subject=self.subject,
            grade=self.grade,
            count=self.count,
            seed=self.seed,
            difficulty=self.difficulty,
        )


class SingleBody(_Body):
    """`POST /generate/single` (and `POST /problems/single`)."""

    skill: str = Field(min_length=1, max_length=120)

    def to_request(self) -> GenerationRequest:
        return GenerationRequest(
            skills=(self.skill,), grade=self.grade, count=1, seed=self.seed, difficulty=self.difficulty
        )


def split_list(value: str | None) -> list[str] | None:
    """``a,b , c`` -> ``["a", "b", "c"]``; empty parts are dropped."""
    if value is None:
        return None
    parts = [p.strip() for p in value.split(",") if p.strip()]
    return parts or None
