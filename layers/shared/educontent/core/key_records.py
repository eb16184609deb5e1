"""What the keys table holds, as the domain sees it: tiers, API keys and key requests."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum


class Tier(StrEnum):
    ANONYMOUS = "anonymous"
    FREE = "free"
    PRO = "pro"
    AGENT = "agent"


@dataclass(frozen=True)
class KeyRecord:
    """An issued key. The key itself is never stored: only its SHA-256 (``key_hash``)."""

    id: str
    key_hash: str
    key_prefix: str
    name: str
    owner_email: str | None
    tier: Tier
    is_active: bool
    created_at: datetime
    last_used_at: datetime | None = None
    expires_at: datetime | None = None
    revoked_at: datetime | None = None
    request_id: str | None = None

    @property
    def caller_id(self) -> str:
        """Whom limits and usage are counted against: the key's id (never its hash)."""
        return f"key:{self.id}"

    def is_expired(self, now: datetime) -> bool:
        return self.expires_at is not None and self.expires_at <= now

    def used_at(self, moment: datetime) -> KeyRecord:
        return replace(self, last_used_at=moment)


class RequestStatus(StrEnum):
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"


@dataclass(frozen=True)
class KeyRequestRecord:
    """A request for a key (``POST /keys/request``), waiting for a person to decide."""

    id: str
    name: str
    email: str
    project_description: str
    status: RequestStatus
    requested_at: datetime
    decided_at: datetime | None = None
    key_id: str | None = None
    tier: Tier | None = None
