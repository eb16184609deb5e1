"""The request being accounted: who calls, what the limiter said, and the items it generates.

``educontent.http.app.handle`` opens an account for each admitted request (a context variable, so
concurrent requests of the local runtime's threads never mix) and records it as usage when the
response is ready. Domain code adds to it with ``record_items``; outside a request (unit tests,
scripts) that is a no-op.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from educontent.access.rate_limit import Decision
from educontent.core.errors import Unauthorized
from educontent.core.key_records import KeyRecord, Tier

REQUIRE_KEY_DETAIL = "This endpoint requires an API key: send a valid API key in the X-Service-Key header"


@dataclass(frozen=True)
class Caller:
    """Whom a request is counted against: a key, or a client address (anonymous tier)."""

    id: str
    tier: Tier
    key: KeyRecord | None = None
    key_hash: str | None = None

    @classmethod
    def anonymous(cls, address: str) -> Caller:
        return cls(id=f"ip:{address}", tier=Tier.ANONYMOUS)

    @classmethod
    def of_key(cls, record: KeyRecord) -> Caller:
        return cls(id=record.caller_id, tier=record.tier, key=record, key_hash=record.key_hash)


@dataclass
class RequestAccount:
    caller: Caller
    decision: Decision
    items_by_skill: dict[str, int] = field(default_factory=dict)

    def add_items(self, skill_slug: str, count: int) -> None:
        self.items_by_skill[skill_slug] = self.items_by_skill.get(skill_slug, 0) + max(0, count)


_current: ContextVar[RequestAccount | None] = ContextVar("educontent_request_account", default=None)


def record_items(skill_slug: str, count: int) -> None:
    """Add ``count`` items generated for ``skill_slug`` to the current request's usage.

    A request counts once per distinct skill (in ``/usage/by-skill``) however often it is named.
    No-op when no request is being accounted.
    """
    account = _current.get()
    if account is not None:
        account.add_items(skill_slug, count)


def current_account() -> RequestAccount | None:
    return _current.get()


def keyed_account() -> RequestAccount:
    """The current account of a key-only route (the gate lets no other caller reach one)."""
    account = _current.get()
    if account is None or account.caller.key is None:
        raise Unauthorized(REQUIRE_KEY_DETAIL)
    return account


@contextmanager
def accounting(account: RequestAccount) -> Iterator[RequestAccount]:
    """Make ``account`` the current one for the duration of the block."""
    token = _current.set(account)
    try:
        yield account
    finally:
        _current.reset(token)
