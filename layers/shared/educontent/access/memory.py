"""The one shape of per-process memory in access control: a thread-safe map, bounded in size.

Key records, unknown-key budgets, refused callers, the last minute counted and the in-memory limits
of an outage all live in one of these: at most ``size`` entries, the least recently written
forgotten first, so no caller can grow a container's memory without bound. ``PerProcess`` holds the
one object of each kind (key cache, unknown-key budget, rate limiter) that a process makes on first use.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")
T = TypeVar("T")


class BoundedMap(Generic[V]):
    """A thread-safe dict that forgets its least recently written entries beyond ``size``."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[str, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> V | None:
        with self._lock:
            return self._data.get(key)

    def put(self, key: str, value: V) -> None:
        with self._lock:
            self._store(key, value)

    def update(self, key: str, change: Callable[[V | None], V]) -> V:
        """Store ``change(current value or None)`` under ``key`` atomically; returns it."""
        with self._lock:
            value = change(self._data.get(key))
            self._store(key, value)
            return value

    def pop(self, key: str) -> None:
        with self._lock:
            self._data.pop(key, None)

    def _store(self, key: str, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.size:
            self._data.popitem(last=False)


class PerProcess(Generic[T]):
    """One ``make()`` per process, made on first use under a lock; ``reset`` forgets it (tests)."""

    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._value: T | None = None
        self._lock = threading.Lock()

    def get(self) -> T:
        with self._lock:
            if self._value is None:
                self._value = self._make()
            return self._value

    def reset(self) -> None:
        with self._lock:
            self._value = None
