"""Response models of the generation endpoints."""

from __future__ import annotations

from typing import Generic, TypeVar

from pydantic import Field

from educontent.core.models import ApiModel
from educontent.generation.items import AnswerKeyEntry, ContentItem
from educontent.http.envelope import Meta

T = TypeVar("T")


class GenerationMeta(Meta):
    seed: int = Field(description="The seed used (chosen by the service when none was sent).")
    skills_used: list[str]
    total_generated: int
    generation_time_ms: float
    repeated_items: int = Field(
        description="How many items repeat an earlier item of the batch. 0 unless a skill ran out of "
        "distinct items for the count asked (docs/generation.md, Variety)."
    )
    repeated_skills: list[str] = Field(description="The skills that ran out, in order of first repeat.")
    generator_version: str = Field(
        description="The generator version: the same request and seed give the same items, byte for byte, "
        "for a given version (docs/generation.md, Determinism)."
    )


class GenerationEnvelope(ApiModel, Generic[T]):
    data: T
    meta: GenerationMeta


class BatchData(ApiModel):
    items: list[ContentItem]
    answer_key: list[AnswerKeyEntry]


class SingleData(ApiModel):
    item: ContentItem
    answer: AnswerKeyEntry
