"""Checking the ``X-Service-Key`` of a request: format first, then the keys table (cached briefly).

Key records are cached per process for ``KEY_CACHE_SECONDS`` (unknown keys too), so a revocation
reaches every container within that bound; the container that revokes forgets the key at once.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from educontent.access.keys import is_well_formed, key_hash
from educontent.access.records import KeyRecord
from educontent.storage import keys_store

KEY_CACHE_SECONDS = 10.0
KEY_CACHE_ENTRIES = 10_000


class KeyStatus(Enum):
    VALID = "valid"
    MALFORMED = "malformed"
    UNKNOWN = "unknown"
    REVOKED = "revoked"
    EXPIRED = "expired"


@dataclass(frozen=True)
class Authentication:
    status: KeyStatus
    record: KeyRecord | None = None
    key_hash: str | None = None


class KeyCache:
    """key hash → (monotonic expiry, record or None for an unknown key), bounded in size."""

    def __init__(self, seconds: float = KEY_CACHE_SECONDS, size: int = KEY_CACHE_ENTRIES) -> None:
        self.seconds = seconds
        self.size = size
        self._data: OrderedDict[str, tuple[float, KeyRecord | None]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, digest: str) -> tuple[bool, KeyRecord | None]:
        """``(found, record)``; an expired entry is not found."""
        with self._lock:
            entry = self._data.get(digest)
            if entry is None or entry[0] <= time.monotonic():
                self._data.pop(digest, None)
                return False, None
            return True, entry[1]

    def put(self, digest: str, record: KeyRecord | None) -> None:
        with self._lock:
            self._data[digest] = (time.monotonic() + self.seconds, record)
            self._data.move_to_end(digest)
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def forget(self, digest: str) -> None:
        with self._lock:
            self._data.pop(digest, None)


_cache: KeyCache | None = None
_cache_lock = threading.Lock()


def key_cache() -> KeyCache:
    global _cache
    with _cache_lock:
        if _cache is None:
            _cache = KeyCache()
        return _cache


def reset_key_cache() -> None:
    global _cache
    with _cache_lock:
        _cache = None


def authenticate(presented: str, now: datetime) -> Authentication:
    """What the key sent is worth. Raises ``StoreUnavailable`` when the table cannot be read."""
    if not is_well_formed(presented):
        return Authentication(KeyStatus.MALFORMED)
    digest = key_hash(presented)
    cache = key_cache()
    found, record = cache.get(digest)
    if not found:
        record = keys_store.get_key(digest)
        cache.put(digest, record)
    if record is None:
        return Authentication(KeyStatus.UNKNOWN, key_hash=digest)
    if not record.is_active:
        return Authentication(KeyStatus.REVOKED, record, digest)
    if record.is_expired(now):
        return Authentication(KeyStatus.EXPIRED, record, digest)
    return Authentication(KeyStatus.VALID, record, digest)
