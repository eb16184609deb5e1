"""Usage per caller and UTC day: recording one answered request (the hot path).

The reports read from it live in ``access.usage_reports`` (only the usage function imports them).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from educontent.access.accounting import RequestAccount
from educontent.storage import usage_store

RETENTION_DAYS = 100
"""Usage items live 100 days (TTL): the longest report reaches back 90."""


def record_request(
    account: RequestAccount, *, method: str, route: str, elapsed_ms: float, now: datetime
) -> None:
    """Add the finished request to its caller's usage of the day (one ``UpdateItem``)."""
    day = now.astimezone(UTC).date()
    expires = datetime.combine(day, datetime.min.time(), UTC) + timedelta(days=RETENTION_DAYS)
    usage_store.record_usage(
        account.caller.id,
        day.isoformat(),
        endpoint=f"{method} {route}",
        elapsed_ms=elapsed_ms,
        skills=account.items_by_skill,
        ttl=int(expires.timestamp()),
    )
