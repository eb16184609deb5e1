"""The keys table: API keys (by the SHA-256 of the key) and key requests.

Item shapes (docs/access.md has the full key design):

- key:      ``pk = KEY#<sha256 hex>``, ``sk = KEY``; id, keyPrefix, name, ownerEmail, tier,
            isActive, createdAt, lastUsedAt, expiresAt, revokedAt, requestId.
- request:  ``pk = REQUEST#<uuid>``, ``sk = REQUEST``; name, email, projectDescription, status,
            requestedAt, decidedAt, keyId, tier; ``ttl`` (epoch seconds) once rejected.

Listing keys and requests (the admin command only) scans the table: it holds one item per key and
per request, a few hundred bytes each.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from botocore.exceptions import ClientError

from educontent.core.key_records import KeyRecord, KeyRequestRecord, RequestStatus, Tier
from educontent.settings import get_settings
from educontent.storage.dynamodb import call, error_code, from_item, get_item, to_item, to_value

KEY_SK = "KEY"
REQUEST_SK = "REQUEST"


def _table() -> str:
    return get_settings().keys_table


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def _time(text: Any) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def _key_item(record: KeyRecord) -> dict[str, Any]:
    return to_item(
        {
            "pk": f"KEY#{record.key_hash}",
            "sk": KEY_SK,
            "id": record.id,
            "keyPrefix": record.key_prefix,
            "name": record.name,
            "ownerEmail": record.owner_email,
            "tier": record.tier.value,
            "isActive": record.is_active,
            "createdAt": _iso(record.created_at),
            "lastUsedAt": _iso(record.last_used_at),
            "expiresAt": _iso(record.expires_at),
            "revokedAt": _iso(record.revoked_at),
            "requestId": record.request_id,
        }
    )


def _key_record(item: dict[str, Any]) -> KeyRecord:
    values = from_item(item)
    return KeyRecord(
        id=values["id"],
        key_hash=values["pk"].removeprefix("KEY#"),
        key_prefix=values["keyPrefix"],
        name=values["name"],
        owner_email=values.get("ownerEmail"),
        tier=Tier(values["tier"]),
        is_active=bool(values["isActive"]),
        created_at=_time(values["createdAt"]),  # type: ignore[arg-type]
        last_used_at=_time(values.get("lastUsedAt")),
        expires_at=_time(values.get("expiresAt")),
        revoked_at=_time(values.get("revokedAt")),
        request_id=values.get("requestId"),
    )


def get_key(key_hash: str, *, consistent: bool = False) -> KeyRecord | None:
    """The key stored under ``key_hash``, or ``None``."""
    item = get_item(_table(), f"KEY#{key_hash}", KEY_SK, consistent=consistent)
    return _key_record(item) if item else None


def put_key(record: KeyRecord) -> None:
    """Store a new key; refuses to overwrite one (a hash collision would be a bug, not a feature)."""
    _put_new(_key_item(record))


def revoke_key(key_hash: str, at: datetime) -> bool:
    """Mark the key revoked; ``False`` when it does not exist or was already revoked."""
    return _if_condition_holds(
        "update_item",
        Key=to_item({"pk": f"KEY#{key_hash}", "sk": KEY_SK}),
        UpdateExpression="SET isActive = :false, revokedAt = :at",
        ConditionExpression="attribute_exists(pk) AND isActive = :true",
        ExpressionAttributeValues={
            ":false": to_value(False),
            ":true": to_value(True),
            ":at": to_value(at.isoformat()),
        },
    )


def touch_key(key_hash: str, at: datetime) -> None:
    """Set ``lastUsedAt`` (only moves it forward; the key must exist)."""
    _if_condition_holds(
        "update_item",
        Key=to_item({"pk": f"KEY#{key_hash}", "sk": KEY_SK}),
        UpdateExpression="SET lastUsedAt = :at",
        ConditionExpression="attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :at)",
        ExpressionAttributeValues={":at": to_value(at.isoformat())},
    )


def _put_new(item: dict[str, Any]) -> None:
    """Store ``item``; raises ``ConditionalCheckFailedException`` rather than overwrite one."""
    call("put_item", TableName=_table(), Item=item, ConditionExpression="attribute_not_exists(pk)")


def _if_condition_holds(operation: str, **kwargs: Any) -> bool:
    """``operation`` on the keys table under its ``ConditionExpression``; ``False`` when that did not hold."""
    try:
        call(operation, TableName=_table(), **kwargs)
    except ClientError as exc:
        if error_code(exc) == "ConditionalCheckFailedException":
            return False
        raise
    return True


def _scan(sk: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    kwargs: dict[str, Any] = {
        "TableName": _table(),
        "FilterExpression": "sk = :sk",
        "ExpressionAttributeValues": {":sk": to_value(sk)},
    }
    while True:
        page = call("scan", **kwargs)
        items.extend(page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return items
        kwargs["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def list_keys() -> list[KeyRecord]:
    return sorted((_key_record(item) for item in _scan(KEY_SK)), key=lambda r: r.created_at)


def _request_item(record: KeyRequestRecord, ttl: int | None = None) -> dict[str, Any]:
    return to_item(
        {
            "pk": f"REQUEST#{record.id}",
            "sk": REQUEST_SK,
            "name": record.name,
            "email": record.email,
            "projectDescription": record.project_description,
            "status": record.status.value,
            "requestedAt": _iso(record.requested_at),
            "decidedAt": _iso(record.decided_at),
            "keyId": record.key_id,
            "tier": record.tier.value if record.tier else None,
            "ttl": ttl,
        }
    )


def _request_record(item: dict[str, Any]) -> KeyRequestRecord:
    values = from_item(item)
    return KeyRequestRecord(
        id=values["pk"].removeprefix("REQUEST#"),
        name=values["name"],
        email=values["email"],
        project_description=values["projectDescription"],
        status=RequestStatus(values["status"]),
        requested_at=_time(values["requestedAt"]),  # type: ignore[arg-type]
        decided_at=_time(values.get("decidedAt")),
        key_id=values.get("keyId"),
        tier=Tier(values["tier"]) if values.get("tier") else None,
    )


def put_request(record: KeyRequestRecord) -> None:
    _put_new(_request_item(record))


def get_request(request_id: str) -> KeyRequestRecord | None:
    item = get_item(_table(), f"REQUEST#{request_id}", REQUEST_SK, consistent=True)
    return _request_record(item) if item else None


def decide_request(record: KeyRequestRecord, *, ttl: int | None = None) -> bool:
    """Store the decision on a pending request; ``False`` when it was no longer pending."""
    return _if_condition_holds(
        "put_item",
        Item=_request_item(record, ttl),
        ConditionExpression="#status = :pending",
        ExpressionAttributeNames={"#status": "status"},
        ExpressionAttributeValues={":pending": to_value(RequestStatus.PENDING.value)},
    )


def list_requests() -> list[KeyRequestRecord]:
    return sorted((_request_record(item) for item in _scan(REQUEST_SK)), key=lambda r: r.requested_at)
