"""Request bodies and query forms of the generation endpoints (docs/api/generation.md)."""

from __future__ import annotations

from typing import Annotated, Any

from annotated_types import Ge, Le
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints, model_validator

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import GenerationRequest
from educontent.generation.rng import MAX_SEED
from educontent.http.params import GRADE_PATTERN, Subject

SELECTORS = ("skill", "skills", "standard", "standards", "subject")

GradeOrder = Annotated[StrictInt, Ge(0), Le(8)]
GradeSlug = Annotated[str, StringConstraints(pattern=GRADE_PATTERN)]


class _Body(BaseModel):
    """Numbers are strict: ``true``, ``"10"`` and ``10.0`` are not integers here."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    grade: GradeOrder | GradeSlug | None = Field(
        default=None,
        description="Grade slug (`kindergarten`, `grade-1` ... `grade-8`, any case), or its order "
        "0-8 as an integer or a one-digit string (a filter).",
    )
    seed: Annotated[StrictInt, Ge(0), Le(MAX_SEED)] | None = Field(
        default=None, description="Same seed + parameters = same items."
    )
    difficulty: DifficultyLevel | None = Field(
        default=None,
        description="Pin every item to one level; by default items spread over the skill's range.",
    )


def _one_selector_schema(schema: dict[str, Any]) -> None:
    """JSON Schema for "at least one selector": the selectors are never null (leave one out rather
    than send null), and the body requires at least one of them."""
    properties = schema.get("properties", {})
    for name in SELECTORS:
        prop = properties.get(name, {})
        branches = [b for b in prop.pop("anyOf", []) if b.get("type") != "null"]
        if branches:
            prop.update(branches[0])
        prop.pop("default", None)
    # Each branch repeats which fields exist: a generator that merges a branch into the object (as
    # Schemathesis does) must not lose the "no other fields" rule of the object itself.
    known = dict.fromkeys(properties, True)
    schema["anyOf"] = [
        {"required": [name], "properties": known, "additionalProperties": False} for name in SELECTORS
    ]


class GenerateBody(_Body):
    """`POST /generate` (and `POST /problems`): at least one of skill, skills, standard, standards, subject."""

    model_config = ConfigDict(json_schema_extra=_one_selector_schema)

    skill: str | None = Field(default=None, min_length=1, max_length=120)
    skills: list[Annotated[str, StringConstraints(min_length=1, max_length=120)]] | None = Field(
        default=None, min_length=1, max_length=20
    )
    standard: str | None = Field(default=None, min_length=1, max_length=40)
    standards: list[Annotated[str, StringConstraints(min_length=1, max_length=40)]] | None = Field(
        default=None, min_length=1, max_length=20
    )
    subject: Subject | None = None
    count: Annotated[StrictInt, Ge(1), Le(50)] = 10

    @model_validator(mode="before")
    @classmethod
    def _no_null_selector(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for name in SELECTORS:
                if name in data and data[name] is None:
                    raise ValueError(f"{name} must not be null: leave it out instead")
        return data

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
