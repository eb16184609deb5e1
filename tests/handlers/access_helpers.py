"""Helpers of the access-control handler tests: issuing keys and using the real default limits."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from educontent.access import key_management
from educontent.core.key_records import KeyRecord, Tier
from educontent.http import clock
from tests.conftest import reset_process_state

V1 = "/api/v1"
NOW = datetime(2026, 3, 14, 15, 9, 26, tzinfo=UTC)
"""The fixed time of the access-control handler tests (the ``now`` fixture, tests/handlers/conftest.py)."""


def issue(
    tier: str = "free", *, expires_in_days: int | None = None, name: str = "Test school"
) -> tuple[str, KeyRecord]:
    return key_management.issue_key(
        name=name,
        email="dev@school.example",
        tier=Tier(tier),
        now=clock.utc_now(),
        expires_in_days=expires_in_days,
    )


def use_limits(monkeypatch: pytest.MonkeyPatch, value: str | None) -> None:
    """``TIER_LIMITS`` = ``value`` (``None``: the defaults), applied as a fresh container would."""
    if value is None:
        monkeypatch.delenv("TIER_LIMITS", raising=False)
    else:
        monkeypatch.setenv("TIER_LIMITS", value)
    reset_process_state()


class Clock:
    """A settable clock for ``educontent.http.clock.utc_now``."""

    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now
