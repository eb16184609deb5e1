"""The service's notion of now; tests replace ``utc_now`` to fix the clock."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> datetime:
    return datetime.now(UTC)


def rfc3339(moment: datetime) -> str:
    """`2026-11-21T19:21:10.123Z`: RFC 3339, UTC, millisecond precision."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
