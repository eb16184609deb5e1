"""Key routes (docs/api/keys.md): the calling key's details, its revocation, and requests for a key.

``educontent.access.gate`` has already authenticated the caller: the two key routes only run with
a valid key (401 otherwise, 404 for a well-formed key that does not exist).
"""

from __future__ import annotations

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.access import key_management
from educontent.access.accounting import keyed_account
from educontent.access.schemas import KeyInfo, KeyRequestAccepted, KeyRequestBody, Revoked
from educontent.core.errors import NotFound, ProblemKind, ServiceUnavailable
from educontent.core.key_records import KeyRecord
from educontent.http import clock
from educontent.http.app import reject_unknown_query_parameters
from educontent.http.envelope import Envelope
from educontent.http.responses import KEY_REQUIRED, problem_responses, respond
from educontent.storage import keys_store
from educontent.storage.idempotency_store import AlreadyInProgress

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Keys"]
AUTH, MISSING, DOWN = ProblemKind.UNAUTHORIZED, ProblemKind.NOT_FOUND, ProblemKind.SERVICE_UNAVAILABLE
_KEY_ROUTE = {"tags": TAGS, "security": KEY_REQUIRED, "responses": problem_responses(AUTH, MISSING, DOWN)}
REQUEST_RECEIVED = (
    "Thank you: your key request was received. It is reviewed by a person; if it is approved, "
    "that person sends you the key at the email address given. Nothing is sent automatically."
)


def calling_key() -> KeyRecord:
    """The key the request was authenticated with (the gate guarantees one on key routes)."""
    key = keyed_account().caller.key
    assert key is not None
    return key


def _time(moment: object) -> str | None:
    return clock.rfc3339(moment) if moment is not None else None  # type: ignore[arg-type]


def key_info(record: KeyRecord) -> KeyInfo:
    return KeyInfo(
        id=record.id,
        key_prefix=record.key_prefix,
        name=record.name,
        owner_email=record.owner_email,
        tier=record.tier,
        is_active=record.is_active,
        created_at=clock.rfc3339(record.created_at),
        last_used_at=_time(record.last_used_at),
        expires_at=_time(record.expires_at),
    )


@router.get("/api/v1/keys/info", summary="The calling key's details", **_KEY_ROUTE)
def get_key_info() -> Response[Envelope[KeyInfo]]:
    cached = calling_key()
    fresh = keys_store.get_key(cached.key_hash, consistent=True)  # lastUsedAt as stored, not as cached
    if fresh is None:
        raise NotFound("No API key matches the X-Service-Key sent")
    return respond(router, key_info(fresh))


@router.delete("/api/v1/keys", summary="Revoke the calling key, permanently", **_KEY_ROUTE)
def delete_key() -> Response[Envelope[Revoked]]:
    record = calling_key()
    if not key_management.revoke(record, clock.utc_now()):
        raise NotFound("No active API key matches the X-Service-Key sent")
    return respond(router, Revoked(revoked=True))


@router.post(
    "/api/v1/keys/request",
    tags=TAGS,
    summary="Request an API key (reviewed by a person)",
    responses=problem_responses(ProblemKind.BAD_REQUEST, ProblemKind.PAYLOAD_TOO_LARGE, DOWN, success=202),
)
def post_key_request(body: KeyRequestBody) -> Response[Envelope[KeyRequestAccepted]]:
    # Idempotent on the content: an identical request within 24 hours gets the same answer and is
    # stored once (docs/access.md).
    try:
        key_management.submit_request(
            name=body.name,
            email=body.email,
            project_description=body.project_description,
            now=clock.utc_now(),
            lambda_context=router.lambda_context,
        )
    except AlreadyInProgress as exc:
        raise ServiceUnavailable(
            "An identical key request is being stored right now; retry in a second",
            headers={"Retry-After": "1"},
        ) from exc
    return respond(router, KeyRequestAccepted(message=REQUEST_RECEIVED), status_code=202)
