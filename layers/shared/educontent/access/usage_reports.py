"""The four usage reports (docs/api/usage.md), read from the daily usage items of one caller."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, date, datetime, timedelta
from typing import TypeVar

from educontent.access.accounting import Caller, RequestAccount
from educontent.access.schemas import (
    EndpointUsage,
    HistoryEntry,
    Period,
    SkillUsage,
    UsageByEndpoint,
    UsageBySkill,
    UsageHistory,
    UsageSummary,
)
from educontent.http import clock
from educontent.storage import usage_store
from educontent.storage.usage_store import DayUsage

N = TypeVar("N", int, float)


def _days(days: int, now: datetime) -> list[date]:
    today = now.astimezone(UTC).date()
    return [today - timedelta(days=offset) for offset in range(days - 1, -1, -1)]


def _usage(caller: Caller, days: int, now: datetime) -> tuple[list[date], list[DayUsage]]:
    window = _days(days, now)
    return window, usage_store.usage_between(caller.id, window[0].isoformat(), window[-1].isoformat())


def summary(account: RequestAccount, now: datetime) -> UsageSummary:
    """Today so far: requests admitted (this one included), items, tier, limits, what is left."""
    decision = account.decision
    day = now.astimezone(UTC).date()
    start = datetime.combine(day, datetime.min.time(), UTC)
    stored = usage_store.usage_between(account.caller.id, day.isoformat(), day.isoformat())
    items = stored[0].items if stored else 0
    requests = decision.day_count if not decision.degraded else (stored[0].requests + 1 if stored else 1)
    return UsageSummary(
        period=Period(start=clock.rfc3339(start), end=clock.rfc3339(start + timedelta(days=1))),
        requests=requests,
        items_generated=items + sum(account.items_by_skill.values()),
        tier=account.caller.tier,
        limits=decision.limits,
        remaining_today=max(0, decision.limits.per_day - requests),
    )


def history(caller: Caller, days: int, now: datetime) -> UsageHistory:
    """One entry per day of the window, oldest first; days without requests are zeros."""
    window, stored = _usage(caller, days, now)
    by_day = {usage.day: usage for usage in stored}
    entries = []
    for day in window:
        usage = by_day.get(day.isoformat())
        entries.append(
            HistoryEntry(
                date=day.isoformat(),
                requests=usage.requests if usage else 0,
                items_generated=usage.items if usage else 0,
            )
        )
    return UsageHistory(history=entries)


def by_skill(caller: Caller, days: int, now: datetime) -> UsageBySkill:
    """Per skill over the window, most requested first."""
    _, stored = _usage(caller, days, now)
    ranked = _ranked((usage.skills for usage in stored), 0)
    return UsageBySkill(
        skills=[SkillUsage(skill_slug=slug, requests=n, items_generated=items) for slug, (n, items) in ranked]
    )


def by_endpoint(caller: Caller, days: int, now: datetime) -> UsageByEndpoint:
    """Per route template and method over the window, most requested first."""
    _, stored = _usage(caller, days, now)
    entries = []
    for endpoint, (requests, total_ms) in _ranked((usage.endpoints for usage in stored), 0.0):
        method, _, route = endpoint.partition(" ")
        entries.append(
            EndpointUsage(
                endpoint=route,
                method=method,
                requests=requests,
                avg_response_ms=round(total_ms / requests, 1) if requests else None,
            )
        )
    return UsageByEndpoint(endpoints=entries)


def _ranked(tallies: Iterable[Mapping[str, tuple[int, N]]], zero: N) -> list[tuple[str, tuple[int, N]]]:
    """Each name's (requests, amount) added up over the days' tallies; most requests first, then by name."""
    totals: dict[str, tuple[int, N]] = {}
    for tally in tallies:
        for name, (requests, amount) in tally.items():
            before = totals.get(name, (0, zero))
            totals[name] = (before[0] + requests, before[1] + amount)
    return sorted(totals.items(), key=lambda kv: (-kv[1][0], kv[0]))
