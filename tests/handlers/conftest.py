"""Fixtures shared by the handler tests."""

from __future__ import annotations

import pytest

from educontent.http import clock
from tests.handlers.access_helpers import NOW, Clock


@pytest.fixture
def now(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The clock fixed at ``NOW``; tests move it with ``now.now = ...``."""
    fixed = Clock(NOW)
    monkeypatch.setattr(clock, "utc_now", fixed)
    return fixed
