"""The usage table: rate-limit windows and daily usage, one partition per caller.

Item shapes (docs/access.md has the full key design):

- window: ``pk = CALLER#<caller>``, ``sk = RATE#<yyyy-mm-dd>``; ``dayCount`` (requests admitted
  that UTC day), ``minute`` (``HH:MM`` of the latest minute counted), ``minuteCount`` (requests
  admitted in it), ``ttl`` (two days after the day ends; clean-up only).
- usage:  ``pk = CALLER#<caller>``, ``sk = DAY#<yyyy-mm-dd>``; ``requests``, ``items``, per
  endpoint ``n|<METHOD> <route>`` and ``ms|<METHOD> <route>``, per skill ``sn|<slug>`` and
  ``si|<slug>``, ``ttl`` (the day plus 100 days: history reaches back 90).

Counting a request is one conditional ``UpdateItem`` (see ``access.rate_limit`` for the protocol).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from botocore.exceptions import ClientError

from educontent.settings import get_settings
from educontent.storage.dynamodb import call, error_code, from_item, get_item, to_item, to_value

ENDPOINT_COUNT = "n|"
ENDPOINT_MS = "ms|"
SKILL_REQUESTS = "sn|"
SKILL_ITEMS = "si|"


def _table() -> str:
    return get_settings().usage_table


def _pk(caller: str) -> str:
    return f"CALLER#{caller}"


@dataclass(frozen=True)
class WindowCounts:
    """The counters of a caller's window item (zeros when there is none)."""

    minute: str | None
    minute_count: int
    day_count: int


def _counts(item: Mapping[str, Any] | None) -> WindowCounts:
    values = from_item(item)
    return WindowCounts(
        minute=values.get("minute"),
        minute_count=int(values.get("minuteCount", 0)),
        day_count=int(values.get("dayCount", 0)),
    )


def count_request(
    caller: str,
    day: str,
    minute: str,
    *,
    per_minute: int,
    per_day: int,
    ttl: int,
    new_minute: bool,
) -> tuple[bool, WindowCounts]:
    """Count one request in ``minute`` of ``day`` if both limits allow it, atomically.

    ``new_minute=False``: the item's minute is ``minute``; add one to both counters if neither is
    at its limit. ``new_minute=True``: the item's minute is older (or absent); start ``minute`` at
    one and add one to the day, if the day allows it. Returns ``(True, counts after)`` or
    ``(False, counts as they were)`` when the condition failed.
    """
    names = {"#minute": "minute"}
    values = {":one": to_value(1), ":minute": to_value(minute), ":day": to_value(per_day)}
    if new_minute:
        update = "SET #minute = :minute, minuteCount = :one, #ttl = :ttl ADD dayCount :one"
        condition = (
            "(attribute_not_exists(#minute) OR #minute < :minute) "
            "AND (attribute_not_exists(dayCount) OR dayCount < :day)"
        )
        names["#ttl"] = "ttl"
        values[":ttl"] = to_value(ttl)
    else:
        update = "ADD dayCount :one, minuteCount :one"
        condition = "#minute = :minute AND minuteCount < :perMinute AND dayCount < :day"
        values[":perMinute"] = to_value(per_minute)
    try:
        answer = call(
            "update_item",
            TableName=_table(),
            Key=to_item({"pk": _pk(caller), "sk": f"RATE#{day}"}),
            UpdateExpression=update,
            ConditionExpression=condition,
            ExpressionAttributeNames=names,
            ExpressionAttributeValues=values,
            ReturnValues="ALL_NEW",
            ReturnValuesOnConditionCheckFailure="ALL_OLD",
        )
    except ClientError as exc:
        if error_code(exc) == "ConditionalCheckFailedException":
            return False, _counts(exc.response.get("Item"))
        raise
    return True, _counts(answer.get("Attributes"))


@dataclass
class DayUsage:
    """One caller's usage on one UTC day."""

    day: str
    requests: int = 0
    items: int = 0
    endpoints: dict[str, tuple[int, float]] = field(default_factory=dict)
    """``"<METHOD> <route>"`` → (requests, total milliseconds)."""
    skills: dict[str, tuple[int, int]] = field(default_factory=dict)
    """skill slug → (requests, items generated)."""


def record_usage(
    caller: str,
    day: str,
    *,
    endpoint: str,
    elapsed_ms: float,
    skills: Mapping[str, int],
    ttl: int,
) -> None:
    """Add one request (its endpoint, time and skills) to the caller's usage of ``day``."""
    names = {"#ttl": "ttl", "#en": ENDPOINT_COUNT + endpoint, "#em": ENDPOINT_MS + endpoint}
    values: dict[str, Any] = {
        ":one": to_value(1),
        ":items": to_value(sum(skills.values())),
        ":ms": to_value(round(elapsed_ms, 3)),
        ":ttl": to_value(ttl),
    }
    adds = ["requests :one", "#items :items", "#en :one", "#em :ms"]
    names["#items"] = "items"
    for index, (slug, count) in enumerate(sorted(skills.items())):
        names[f"#sn{index}"] = SKILL_REQUESTS + slug
        names[f"#si{index}"] = SKILL_ITEMS + slug
        values[f":si{index}"] = to_value(count)
        adds += [f"#sn{index} :one", f"#si{index} :si{index}"]
    call(
        "update_item",
        TableName=_table(),
        Key=to_item({"pk": _pk(caller), "sk": f"DAY#{day}"}),
        UpdateExpression=f"SET #ttl = if_not_exists(#ttl, :ttl) ADD {', '.join(adds)}",
        ExpressionAttributeNames=names,
        ExpressionAttributeValues=values,
    )


def _day_usage(item: Mapping[str, Any]) -> DayUsage:
    values = from_item(item)
    usage = DayUsage(
        day=values["sk"].removeprefix("DAY#"),
        requests=int(values.get("requests", 0)),
        items=int(values.get("items", 0)),
    )
    for name, value in values.items():
        if name.startswith(ENDPOINT_COUNT):
            endpoint = name.removeprefix(ENDPOINT_COUNT)
            usage.endpoints[endpoint] = (int(value), float(values.get(ENDPOINT_MS + endpoint, 0)))
        elif name.startswith(SKILL_REQUESTS):
            slug = name.removeprefix(SKILL_REQUESTS)
            usage.skills[slug] = (int(value), int(values.get(SKILL_ITEMS + slug, 0)))
    return usage


def usage_between(caller: str, first_day: str, last_day: str) -> list[DayUsage]:
    """The caller's usage items from ``first_day`` to ``last_day`` (inclusive), oldest first."""
    kwargs: dict[str, Any] = {
        "TableName": _table(),
        "KeyConditionExpression": "pk = :pk AND sk BETWEEN :first AND :last",
        "ExpressionAttributeValues": {
            ":pk": to_value(_pk(caller)),
            ":first": to_value(f"DAY#{first_day}"),
            ":last": to_value(f"DAY#{last_day}"),
        },
    }
    days: list[DayUsage] = []
    while True:
        page = call("query", **kwargs)
        days.extend(_day_usage(item) for item in page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return days
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def window_counts(caller: str, day: str) -> WindowCounts:
    """The caller's window counters of ``day`` as stored (strongly consistent)."""
    return _counts(get_item(_table(), _pk(caller), f"RATE#{day}", consistent=True))
