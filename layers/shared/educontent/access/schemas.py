"""Request and response models of the key and usage endpoints (SPEC 2.9, 2.10, 4.3, 4.4)."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, ConfigDict, Field, StringConstraints

from educontent.access.tiers import Limits, Tier
from educontent.http.models import ApiModel

# Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is checked by a person.
_EMAIL = re.compile(r"^[^@\s]{1,64}@[^@\s]+\.[^@\s.]{2,}$")


def _email(value: str) -> str:
    if len(value) > 254 or not _EMAIL.match(value):
        raise ValueError("must be an email address such as name@example.org")
    return value


class KeyInfo(ApiModel):
    id: str = Field(description="UUID of the key (not the key).")
    key_prefix: str = Field(description="The first 12 characters of the key.")
    name: str
    owner_email: str | None
    tier: Tier
    is_active: bool
    created_at: str
    last_used_at: str | None = Field(description="Kept to the minute.")
    expires_at: str | None


class Revoked(ApiModel):
    revoked: bool


class KeyRequestBody(ApiModel):
    model_config = ConfigDict(strict=True)  # merged with ApiModel's; text fields take text only

    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=255)] = Field(
        description="Who asks: a person or an organisation."
    )
    email: Annotated[str, StringConstraints(strip_whitespace=True), AfterValidator(_email)] = Field(
        description="Where the answer is sent."
    )
    project_description: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=10, max_length=2000)
    ] = Field(description="What the key is for.")


class KeyRequestAccepted(ApiModel):
    message: str


class Period(ApiModel):
    start: str
    end: str


class UsageSummary(ApiModel):
    period: Period
    requests: int
    items_generated: int
    tier: Tier
    limits: Limits
    remaining_today: int


class HistoryEntry(ApiModel):
    date: str
    requests: int
    items_generated: int


class UsageHistory(ApiModel):
    history: list[HistoryEntry]


class SkillUsage(ApiModel):
    skill_slug: str
    requests: int
    items_generated: int


class UsageBySkill(ApiModel):
    skills: list[SkillUsage]


class EndpointUsage(ApiModel):
    endpoint: str = Field(description="Route template, e.g. `/api/v1/skills/{slug}`.")
    method: str
    requests: int
    avg_response_ms: float | None


class UsageByEndpoint(ApiModel):
    endpoints: list[EndpointUsage]
