"""Request and response models of the key and usage endpoints (docs/api/keys.md, docs/api/usage.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, Field

from educontent.access.text import ONE_LINE, ONE_LINE_NO_JOINERS, PARAGRAPHS, code_point, unsafe_characters
from educontent.access.tiers import Limits
from educontent.core.key_records import Tier
from educontent.core.models import ApiModel


def _text_pattern(refused: str, core: str) -> str:
    """A pattern for text the server strips: optional spaces, ``core``, optional spaces; nothing
    from ``refused`` anywhere (``[^\\S...]`` is a space that is not refused)."""
    space = f"[^\\S{refused}]*"
    return f"^{space}{core}{space}$"


NAME_PATTERN = _text_pattern(ONE_LINE, f"[^\\s{ONE_LINE}](?:[^{ONE_LINE}]*[^\\s{ONE_LINE}])?")
# Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is checked by a person.
EMAIL_PATTERN = _text_pattern(
    ONE_LINE_NO_JOINERS,
    f"[^@\\s{ONE_LINE_NO_JOINERS}]{{1,64}}@[^@\\s{ONE_LINE_NO_JOINERS}]+\\.[^@\\s.{ONE_LINE_NO_JOINERS}]{{2,}}",
)
DESCRIPTION_PATTERN = _text_pattern(PARAGRAPHS, f"[^\\s{PARAGRAPHS}][^{PARAGRAPHS}]{{8,}}[^\\s{PARAGRAPHS}]")
"""At least 10 characters once the spaces around it are stripped."""


@dataclass(frozen=True)
class _Text:
    """One text field of a key request: the same rule checked here and stated in the document."""

    pattern: str
    refused: str
    max_length: int
    what: str
    refused_words: str

    def __call__(self, value: str) -> str:
        found = unsafe_characters(value, self.refused)
        if found:
            points = ", ".join(code_point(c) for c in found[:5])
            raise ValueError(f"must not contain {self.refused_words} (found {points})")
        if len(value) > self.max_length:
            raise ValueError(f"must be at most {self.max_length} characters")
        if not re.fullmatch(self.pattern, value):
            raise ValueError(f"must be {self.what}")
        return value.strip()

    def schema(self, description: str) -> Any:
        return Field(
            description=description, json_schema_extra={"pattern": self.pattern, "maxLength": self.max_length}
        )


_NAME = _Text(
    NAME_PATTERN,
    ONE_LINE,
    255,
    "a name of at least one character",
    "control or format characters or line breaks",
)
_EMAIL = _Text(
    EMAIL_PATTERN,
    ONE_LINE_NO_JOINERS,
    254,
    "an email address such as name@example.org",
    "control or format characters or line breaks",
)
_DESCRIPTION = _Text(
    DESCRIPTION_PATTERN,
    PARAGRAPHS,
    2000,
    "at least 10 characters",
    "control or format characters other than line breaks",
)


def _unix_newlines(value: str) -> str:
    return value.replace("\r\n", "\n").replace("\r", "\n")


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

    name: Annotated[str, AfterValidator(_NAME)] = _NAME.schema(
        "Who asks: a person or an organisation. One line of printable text (no control or format "
        "characters but the zero-width joiners); spaces around it are dropped."
    )
    email: Annotated[str, AfterValidator(_EMAIL)] = _EMAIL.schema(
        "Where the operator sends the key: an address such as `name@example.org` (one `@`, a dot in "
        "the domain, no spaces or control characters)."
    )
    project_description: Annotated[str, AfterValidator(_DESCRIPTION), AfterValidator(_unix_newlines)] = (
        _DESCRIPTION.schema(
            "What the key is for, at least 10 characters. Line breaks (`\\n`, `\\r\\n`, `\\r`, stored as "
            "`\\n`) allowed, no other control characters."
        )
    )


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
