"""Issuing, revoking and requesting keys: used by the key routes and by the admin command."""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from educontent.access.authentication import key_cache
from educontent.access.keys import generate_key, key_hash, public_prefix
from educontent.access.tiers import KEY_TIERS
from educontent.core.key_records import KeyRecord, KeyRequestRecord, RequestStatus, Tier
from educontent.storage import idempotency_store, keys_store

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.typing import LambdaContext

REJECTED_REQUEST_TTL = timedelta(days=90)
"""A rejected request (name, email, project) is deleted by TTL 90 days after the decision."""
REQUEST_IDEMPOTENCY = timedelta(hours=24)
"""An identical key request within this time of the first is the same request (stored once)."""
REQUEST_IDEMPOTENCY_PREFIX = "key-request"


class KeyManagementError(Exception):
    """A key or request operation that cannot be done as asked (unknown id, not pending...)."""


def issue_key(
    *,
    name: str,
    email: str | None,
    tier: Tier,
    now: datetime,
    expires_in_days: int | None = None,
    request_id: str | None = None,
) -> tuple[str, KeyRecord]:
    """Create a key; returns the key itself (to show once) and what is stored about it."""
    if tier not in KEY_TIERS:
        raise KeyManagementError(f"keys are issued for tiers {', '.join(KEY_TIERS)}, not {tier}")
    if expires_in_days is not None and expires_in_days < 1:
        raise KeyManagementError("--expires-in must be at least 1 day")
    key = generate_key()
    record = KeyRecord(
        id=str(uuid.uuid4()),
        key_hash=key_hash(key),
        key_prefix=public_prefix(key),
        name=name,
        owner_email=email,
        tier=tier,
        is_active=True,
        created_at=now,
        expires_at=now + timedelta(days=expires_in_days) if expires_in_days else None,
        request_id=request_id,
    )
    keys_store.put_key(record)
    return key, record


def revoke(record: KeyRecord, now: datetime) -> bool:
    """Revoke a key for good; this process forgets it at once, others within the cache bound."""
    revoked = keys_store.revoke_key(record.key_hash, now)
    key_cache().forget(record.key_hash)
    return revoked


def list_keys() -> list[KeyRecord]:
    """Every key, oldest first (the admin command; a scan of the keys table)."""
    return keys_store.list_keys()


def list_requests() -> list[KeyRequestRecord]:
    """Every key request, oldest first (the admin command; a scan of the keys table)."""
    return keys_store.list_requests()


def find_key(id_or_prefix: str) -> KeyRecord:
    """The one key whose id or ``keyPrefix`` is ``id_or_prefix``."""
    matches = [k for k in list_keys() if id_or_prefix in (k.id, k.key_prefix)]
    if len(matches) != 1:
        raise KeyManagementError(
            f"{len(matches)} keys match {id_or_prefix!r}; give the key id"
            if matches
            else f"no key has id or prefix {id_or_prefix!r}"
        )
    return matches[0]


def request_identity(*, name: str, email: str, project_description: str) -> dict[str, str]:
    """What makes two key requests the same request: their content, case and spacing aside."""

    def normal(text: str) -> str:
        return " ".join(text.split()).casefold()

    return {
        "name": normal(name),
        "email": normal(email),
        "projectDescription": normal(project_description),
    }


def _store_request(
    *, key: dict[str, str], name: str, email: str, project_description: str, requested_at: str
) -> dict[str, str]:
    """Store one pending request (run at most once per identity, see ``submit_request``)."""
    record = KeyRequestRecord(
        id=str(uuid.uuid4()),
        name=name,
        email=email,
        project_description=project_description,
        status=RequestStatus.PENDING,
        requested_at=datetime.fromisoformat(requested_at),
    )
    keys_store.put_request(record)
    return {"requestId": record.id}


def submit_request(
    *,
    name: str,
    email: str,
    project_description: str,
    now: datetime,
    lambda_context: LambdaContext | None = None,
) -> str:
    """Store a key request once; returns its id.

    Idempotent on its content (``request_identity``) for ``REQUEST_IDEMPOTENCY``: repeating an
    identical request returns the first one's id and stores nothing. Raises ``AlreadyInProgress``
    while an identical request is being stored, ``StoreUnavailable`` when DynamoDB is away.
    """
    result = idempotency_store.run_once(
        _store_request,
        key=request_identity(name=name, email=email, project_description=project_description),
        key_prefix=REQUEST_IDEMPOTENCY_PREFIX,
        expires_after_seconds=int(REQUEST_IDEMPOTENCY.total_seconds()),
        lambda_context=lambda_context,
        name=name,
        email=email,
        project_description=project_description,
        requested_at=now.isoformat(),
    )
    return result["requestId"]


def _pending(request_id: str) -> KeyRequestRecord:
    record = keys_store.get_request(request_id)
    if record is None:
        raise KeyManagementError(f"no key request has id {request_id!r}")
    if record.status is not RequestStatus.PENDING:
        raise KeyManagementError(f"request {request_id} is already {record.status}")
    return record


def approve_request(
    request_id: str, *, tier: Tier, now: datetime, expires_in_days: int | None = None
) -> tuple[str, KeyRecord]:
    """Issue a key for a pending request and mark it approved."""
    request = _pending(request_id)
    key, record = issue_key(
        name=request.name,
        email=request.email,
        tier=tier,
        now=now,
        expires_in_days=expires_in_days,
        request_id=request.id,
    )
    decided = replace(request, status=RequestStatus.APPROVED, decided_at=now, key_id=record.id, tier=tier)
    if not keys_store.decide_request(decided):
        keys_store.revoke_key(record.key_hash, now)  # someone decided first: the new key never ships
        raise KeyManagementError(f"request {request_id} was decided meanwhile")
    return key, record


def reject_request(request_id: str, *, now: datetime) -> KeyRequestRecord:
    request = _pending(request_id)
    decided = replace(request, status=RequestStatus.REJECTED, decided_at=now)
    ttl = int((now + REJECTED_REQUEST_TTL).timestamp())
    if not keys_store.decide_request(decided, ttl=ttl):
        raise KeyManagementError(f"request {request_id} was decided meanwhile")
    return decided
