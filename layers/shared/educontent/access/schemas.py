"""Request and response models of the key and usage endpoints (docs/api/keys.md, docs/api/usage.md)."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, ConfigDict, Field, StringConstraints

from educontent.access.text import JOINERS, code_point, unsafe_characters
from educontent.access.tiers import Limits, Tier
from educontent.http.models import ApiModel

# Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is checked by a person.
_EMAIL = re.compile(r"^[^@\s]{1,64}@[^@\s]+\.[^@\s.]{2,}$")


def _refuse_unsafe(value: str, allowed: frozenset[str], what: str) -> str:
    found = unsafe_characters(value, allowed=allowed)
    if found:
        points = ", ".join(code_point(c) for c in found[:5])
        raise ValueError(f"must not contain {what} (found {points})")
    return value


def _single_line(value: str) -> str:
    """Names and emails: one line of printable text (joiners allowed, see ``access/text.py``)."""
    return _refuse_unsafe(value, JOINERS, "control or format characters or line breaks")


def _email_text(value: str) -> str:
    return _refuse_unsafe(value, frozenset(), "control or format characters or line breaks")


def _unix_newlines(value: object) -> object:
    return value.replace("\r\n", "\n") if isinstance(value, str) else value


def _paragraphs(value: str) -> str:
    """Descriptions: printable text in lines separated by ``\n`` (``\r\n`` is read as ``\n``)."""
    return _refuse_unsafe(value, JOINERS | {"\n"}, "control or format characters other than newlines")


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
    """A key request. Control and format characters (ESC, NUL, C1 controls, bidi overrides, line
    separators...) are refused in every field: a person reads these in a terminal. Only
    ``projectDescription`` may hold line breaks (``\n``)."""

    model_config = ConfigDict(strict=True)  # merged with ApiModel's; text fields take text only

    name: Annotated[
        str,
        StringConstraints(strip_whitespace=True, min_length=1, max_length=255),
        AfterValidator(_single_line),
    ] = Field(description="Who asks: a person or an organisation. One line.")
    email: Annotated[
        str, StringConstraints(strip_whitespace=True), AfterValidator(_email_text), AfterValidator(_email)
    ] = Field(description="Where the answer is sent.")
    project_description: Annotated[
        str,
        BeforeValidator(_unix_newlines),
        StringConstraints(strip_whitespace=True, min_length=10, max_length=2000),
        AfterValidator(_paragraphs),
    ] = Field(description="What the key is for. Line breaks (`\\n`) allowed, no other control characters.")


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
