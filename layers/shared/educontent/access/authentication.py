"""Checking the ``X-Service-Key`` of a request: format first, then the keys table (cached briefly).

Key records are cached per process for ``KEY_CACHE_SECONDS`` (unknown keys too), so a revocation
reaches every container within that bound; the container that revokes forgets the key at once.

Lookups are bounded per client address: at most ``UNKNOWN_KEY_LOOKUPS_PER_MINUTE`` lookups that find
no key per UTC minute and process, so a caller inventing well-formed keys costs a bounded number of
reads however many it sends.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum

from educontent.access.keys import is_well_formed, key_hash
from educontent.access.memory import BoundedMap, PerProcess
from educontent.core.key_records import KeyRecord
from educontent.storage import keys_store

KEY_CACHE_SECONDS = 10.0
KEY_CACHE_ENTRIES = 10_000
UNKNOWN_KEY_LOOKUPS_PER_MINUTE = 10
"""Lookups of well-formed keys that turn out not to exist, per client address, per UTC minute and
process; beyond it, unknown keys from that address are refused without a lookup (``NOT_CHECKED``)."""


class KeyStatus(Enum):
    VALID = "valid"
    MALFORMED = "malformed"
    UNKNOWN = "unknown"
    REVOKED = "revoked"
    EXPIRED = "expired"
    NOT_CHECKED = "not-checked"
    """Well-formed, not cached, and not looked up: the address sent too many unknown keys this
    minute, or is refused by the limiter (``look_up=False``)."""


@dataclass(frozen=True)
class Authentication:
    status: KeyStatus
    record: KeyRecord | None = None
    key_hash: str | None = None


class KeyCache:
    """key hash → (monotonic expiry, record or None for an unknown key), bounded in size."""

    def __init__(self, seconds: float = KEY_CACHE_SECONDS, size: int = KEY_CACHE_ENTRIES) -> None:
        self.seconds = seconds
        self._entries: BoundedMap[tuple[float, KeyRecord | None]] = BoundedMap(size)

    def get(self, digest: str) -> tuple[bool, KeyRecord | None]:
        """``(found, record)``; an expired entry is not found."""
        entry = self._entries.get(digest)
        if entry is None or entry[0] <= time.monotonic():
            return False, None
        return True, entry[1]

    def put(self, digest: str, record: KeyRecord | None) -> None:
        self._entries.put(digest, (time.monotonic() + self.seconds, record))

    def forget(self, digest: str) -> None:
        self._entries.pop(digest)


class UnknownKeyBudget:
    """client address → (UTC minute, lookups that found no key), bounded in size."""

    def __init__(
        self, per_minute: int = UNKNOWN_KEY_LOOKUPS_PER_MINUTE, size: int = KEY_CACHE_ENTRIES
    ) -> None:
        self.per_minute = per_minute
        self._spent: BoundedMap[tuple[str, int]] = BoundedMap(size)

    def spent(self, address: str, minute: str) -> bool:
        entry = self._spent.get(address)
        return entry is not None and entry[0] == minute and entry[1] >= self.per_minute

    def charge(self, address: str, minute: str) -> None:
        self._spent.update(
            address, lambda entry: (minute, entry[1] + 1 if entry is not None and entry[0] == minute else 1)
        )


_cache = PerProcess(KeyCache)
_budget = PerProcess(UnknownKeyBudget)


def key_cache() -> KeyCache:
    return _cache.get()


def unknown_key_budget() -> UnknownKeyBudget:
    return _budget.get()


def reset_key_cache() -> None:
    """Forget cached keys and the unknown-key budgets (tests)."""
    _cache.reset()
    _budget.reset()


def authenticate(
    presented: str, now: datetime, *, address: str | None = None, look_up: bool = True
) -> Authentication:
    """What the key sent is worth. Raises ``StoreUnavailable`` when the table cannot be read.

    A key that is not cached is looked up only when ``look_up`` is true and ``address`` (the client
    address) has not spent its unknown-key budget this minute; otherwise it is ``NOT_CHECKED``.
    """
    if not is_well_formed(presented):
        return Authentication(KeyStatus.MALFORMED)
    digest = key_hash(presented)
    cache = key_cache()
    found, record = cache.get(digest)
    if not found:
        minute = now.astimezone(UTC).strftime("%Y-%m-%dT%H:%M")
        budget = unknown_key_budget()
        if not look_up or (address is not None and budget.spent(address, minute)):
            return Authentication(KeyStatus.NOT_CHECKED, key_hash=digest)
        record = keys_store.get_key(digest)
        cache.put(digest, record)
        if record is None and address is not None:
            budget.charge(address, minute)
    if record is None:
        return Authentication(KeyStatus.UNKNOWN, key_hash=digest)
    if not record.is_active:
        return Authentication(KeyStatus.REVOKED, record, digest)
    if record.is_expired(now):
        return Authentication(KeyStatus.EXPIRED, record, digest)
    return Authentication(KeyStatus.VALID, record, digest)
