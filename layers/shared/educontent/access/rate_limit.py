"""Per-minute and per-day limits, counted exactly in DynamoDB (docs/access.md).

Each caller has one window item per UTC day holding the day's count and the count of the latest
minute (``storage.usage_store``). A request is admitted by one conditional ``UpdateItem``:

- same minute as stored: add one to both counts if neither is at its limit;
- a newer minute: restart the minute count at one and add one to the day, if the day allows it.

Each update is atomic, so with a limit of N exactly N concurrent requests pass. The process
remembers the last minute it saw per caller to pick the right update first; a wrong guess (another
container started the minute) costs one more update. Expired windows never count: the day is in the
item's key and the minute is compared, so TTL deletion is clean-up only.

Refused callers are remembered in memory until their window resets, so a flood of refused
requests costs no writes.

While DynamoDB is unreachable the same limits are counted in process memory (``MemoryLimiter``):
bounded per container, never open.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

from educontent.access.memory import BoundedMap, PerProcess
from educontent.access.tiers import Limits
from educontent.storage import usage_store

MEMORY_ENTRIES = 10_000
"""Bound of each per-process map (refused callers, last minute seen)."""
WINDOW_TTL_SECONDS = 2 * 86_400
"""A window item is kept two days past its day (for inspection); decisions never rely on it."""
MAX_ATTEMPTS = 4

Exceeded = Literal["minute", "day"]


@dataclass(frozen=True)
class Windows:
    """The UTC minute and day that contain ``now``."""

    now: datetime
    day: str
    minute: str
    minute_reset: int
    day_reset: int

    @classmethod
    def at(cls, now: datetime) -> Windows:
        now = now.astimezone(UTC)
        minute_start = now.replace(second=0, microsecond=0)
        day_start = now.replace(hour=0, minute=0, second=0, microsecond=0)
        return cls(
            now=now,
            day=day_start.date().isoformat(),
            minute=minute_start.strftime("%H:%M"),
            minute_reset=int((minute_start + timedelta(minutes=1)).timestamp()),
            day_reset=int((day_start + timedelta(days=1)).timestamp()),
        )

    def seconds_until(self, epoch: int) -> int:
        return max(1, math.ceil(epoch - self.now.timestamp()))


@dataclass(frozen=True)
class Decision:
    """The limiter's answer for one request, and what the rate-limit headers say."""

    allowed: bool
    limits: Limits
    windows: Windows
    minute_count: int
    day_count: int
    exceeded: Exceeded | None = None
    degraded: bool = False
    """True when DynamoDB could not be asked: counted in this process's memory only, not recorded."""

    @property
    def minute_left(self) -> int:
        return max(0, self.limits.per_minute - self.minute_count)

    @property
    def day_left(self) -> int:
        return max(0, self.limits.per_day - self.day_count)

    @property
    def remaining(self) -> int:
        return 0 if not self.allowed else min(self.minute_left, self.day_left)

    @property
    def tighter(self) -> Exceeded:
        if self.exceeded is not None:
            return self.exceeded
        return "day" if self.day_left < self.minute_left else "minute"

    @property
    def reset(self) -> int:
        return self.windows.day_reset if self.tighter == "day" else self.windows.minute_reset

    @property
    def retry_after(self) -> int:
        return self.windows.seconds_until(self.reset)

    def headers(self) -> dict[str, str]:
        """``X-RateLimit-*``, IETF draft ``RateLimit``/``RateLimit-Policy``, ``Retry-After`` if refused."""
        limits = self.limits
        headers = {
            "X-RateLimit-Limit": str(limits.per_minute),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset),
            "RateLimit-Policy": f'"minute";q={limits.per_minute};w=60, "day";q={limits.per_day};w=86400',
            "RateLimit": f'"{self.tighter}";r={self.remaining};t={self.retry_after}',
        }
        if not self.allowed:
            headers["Retry-After"] = str(self.retry_after)
        return headers

    def detail(self) -> str:
        """The 429 detail: which limit was exceeded and how long to wait."""
        if self.exceeded == "day":
            return (
                f"Daily limit of {self.limits.per_day} requests exceeded; "
                f"wait {self.retry_after} seconds (until 00:00 UTC) and retry"
            )
        return (
            f"Rate limit of {self.limits.per_minute} requests per minute exceeded; "
            f"wait {self.retry_after} seconds and retry"
        )

    def at(self, windows: Windows) -> Decision:
        return Decision(
            allowed=self.allowed,
            limits=self.limits,
            windows=windows,
            minute_count=self.minute_count,
            day_count=self.day_count,
            exceeded=self.exceeded,
            degraded=self.degraded,
        )


_Counts = tuple[str, str, int, int]
"""A caller's counts in memory: (UTC day, UTC minute, the minute's count, the day's count)."""


class MemoryLimiter:
    """The limits counted in this process's memory, for when DynamoDB cannot be reached.

    Same limits, same windows, one entry per caller (at most ``size``, least recently used
    forgotten first), so one container admits at most a tier's limit per caller and window: with N
    containers, at most N × the limit. Each entry starts from the counts DynamoDB last gave this
    process for the caller (``observe``), so an outage does not hand out a fresh minute or day.
    """

    def __init__(self, size: int = MEMORY_ENTRIES) -> None:
        self._counts: BoundedMap[_Counts] = BoundedMap(size)

    def observe(self, caller: str, windows: Windows, minute_count: int, day_count: int) -> None:
        """Remember the counts DynamoDB answered (never lowering what this process counted itself)."""

        def merge(entry: _Counts | None) -> _Counts:
            day, minute, counted_minute, counted_day = entry or ("", "", 0, 0)
            if (day, minute) == (windows.day, windows.minute):
                return (day, minute, max(minute_count, counted_minute), max(day_count, counted_day))
            return (windows.day, windows.minute, minute_count, day_count)

        self._counts.update(caller, merge)

    def check(self, caller: str, limits: Limits, now: datetime) -> Decision:
        """Count the request in memory if the limits allow it (the decision is ``degraded``)."""
        windows = Windows.at(now)
        exceeded: Exceeded | None = None

        def count(entry: _Counts | None) -> _Counts:
            nonlocal exceeded
            day, minute, minute_count, day_count = entry or (windows.day, windows.minute, 0, 0)
            if day != windows.day:
                minute_count = day_count = 0
            elif minute != windows.minute:
                minute_count = 0
            if day_count >= limits.per_day:
                exceeded = "day"
            elif minute_count >= limits.per_minute:
                exceeded = "minute"
            else:
                minute_count, day_count = minute_count + 1, day_count + 1
            return (windows.day, windows.minute, minute_count, day_count)

        _, _, minute_count, day_count = self._counts.update(caller, count)
        return Decision(
            exceeded is None, limits, windows, minute_count, day_count, exceeded=exceeded, degraded=True
        )


class RateLimiter:
    """Counts requests against a caller's limits; one per process (see ``get_rate_limiter``)."""

    def __init__(self) -> None:
        self._refused: BoundedMap[tuple[int, Decision]] = BoundedMap(MEMORY_ENTRIES)  # reset epoch, refusal
        self._last_minute: BoundedMap[str] = BoundedMap(MEMORY_ENTRIES)  # "day HH:MM" last counted here
        self._memory = MemoryLimiter()  # while DynamoDB is unreachable

    def check_in_memory(self, caller: str, limits: Limits, now: datetime) -> Decision:
        """The limits counted in this process only: what applies while DynamoDB is unreachable."""
        refused = self.remembered(caller, limits, now)
        if refused is not None:
            return refused
        return self._memory.check(caller, limits, now)

    def remembered(self, caller: str, limits: Limits, now: datetime) -> Decision | None:
        """The refusal this process remembers for ``caller`` until its window resets (no DynamoDB)."""
        remembered = self._refused.get(caller)
        if remembered is None:
            return None
        until, decision = remembered
        if now.timestamp() < until and decision.limits == limits:
            return decision.at(Windows.at(now))
        self._refused.pop(caller)
        return None

    def check(self, caller: str, limits: Limits, now: datetime) -> Decision:
        """Count the request if the limits allow it; raises ``StoreUnavailable`` when DynamoDB is down."""
        windows = Windows.at(now)
        refused = self.remembered(caller, limits, now)
        if refused is not None:
            return refused

        minute = windows.minute
        new_minute = self._last_minute.get(caller) != f"{windows.day} {minute}"
        ttl = windows.day_reset + WINDOW_TTL_SECONDS
        counts = None
        for _ in range(MAX_ATTEMPTS):
            counted, counts = usage_store.count_request(
                caller,
                windows.day,
                minute,
                per_minute=limits.per_minute,
                per_day=limits.per_day,
                ttl=ttl,
                new_minute=new_minute,
            )
            if counted:
                self._last_minute.put(caller, f"{windows.day} {minute}")
                self._memory.observe(caller, windows, counts.minute_count, counts.day_count)
                return Decision(True, limits, windows, counts.minute_count, counts.day_count)
            stored = counts.minute
            if stored is not None and stored > minute:
                minute, new_minute = stored, False  # another container's clock is ahead: count there
            elif stored == minute and not new_minute:
                return self._refuse(caller, limits, windows, counts.minute_count, counts.day_count)
            elif stored == minute:
                new_minute = False  # another container started this minute first
            elif new_minute:
                return self._refuse(caller, limits, windows, 0, counts.day_count)  # the day is spent
            else:
                new_minute = True  # the stored minute is over
        # Lost every race (containers with clocks minutes apart): refuse this one request rather
        # than guess, and do not remember it as a limit.
        assert counts is not None
        return self._refuse(caller, limits, windows, counts.minute_count, counts.day_count, remember=False)

    def _refuse(
        self,
        caller: str,
        limits: Limits,
        windows: Windows,
        minute_count: int,
        day_count: int,
        *,
        remember: bool = True,
    ) -> Decision:
        exceeded: Exceeded = "day" if day_count >= limits.per_day else "minute"
        decision = Decision(False, limits, windows, minute_count, day_count, exceeded=exceeded)
        if remember:
            self._refused.put(caller, (decision.reset, decision))
        return decision


_limiter = PerProcess(RateLimiter)


def get_rate_limiter() -> RateLimiter:
    """The process's limiter (its memory of refused callers lives as long as the container)."""
    return _limiter.get()


def reset_rate_limiter() -> None:
    """Forget every remembered caller (tests)."""
    _limiter.reset()
