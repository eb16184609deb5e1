"""Access control around every request: who calls, may they, and what they used.

``educontent.http.app.handle`` calls ``admit`` before routing and ``finish`` after the response is
made, for every function and every route (404, 405 and 413 answers included). The order:

1. Client address (403 when the deployment expects CloudFront and the origin secret is missing).
2. ``X-Service-Key``, if sent: checked (format, then the cached keys table). A key that is not
   valid is never downgraded to anonymous: after counting, the answer is a 401.
3. The limiter counts the request against the key, or against the client address when there is no
   valid key (so failed attempts are limited too). Over a limit: 429.
4. Key-only routes without a valid key: 401 (404 for a well-formed unknown key on the two key
   routes, docs/api/keys.md).

Failure policy (docs/access.md): when DynamoDB cannot be reached, the limiter fails open and the
usage write is skipped (both logged with a metric); key-only routes answer 503.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.metrics import MetricUnit, single_metric

from educontent.access import usage
from educontent.access.accounting import REQUIRE_KEY_DETAIL, Caller, RequestAccount
from educontent.access.authentication import Authentication, KeyStatus, authenticate
from educontent.access.client_address import OriginNotVerified, client_address, header
from educontent.access.rate_limit import degraded_decision, get_rate_limiter
from educontent.access.tiers import limits_of
from educontent.http import clock
from educontent.http.problems import ProblemKind
from educontent.settings import get_settings
from educontent.storage import keys_store
from educontent.storage.errors import StoreUnavailable

logger = Logger(service="educontent")

KEY_HEADER = "X-Service-Key"
API = "/api/v1"
KEY_ROUTES = frozenset(
    {
        ("GET", f"{API}/usage"),
        ("GET", f"{API}/usage/history"),
        ("GET", f"{API}/usage/by-skill"),
        ("GET", f"{API}/usage/by-endpoint"),
        ("GET", f"{API}/keys/info"),
        ("DELETE", f"{API}/keys"),
    }
)
"""Routes that require a valid key (docs/access.md), as (method, route template)."""
UNMETERED_ROUTES = frozenset({("GET", f"{API}/health")})
"""Liveness for monitors and load balancers: never counted or limited, never touches DynamoDB."""
UNKNOWN_KEY_IS_NOT_FOUND = frozenset({("GET", f"{API}/keys/info"), ("DELETE", f"{API}/keys")})

_SEND_A_KEY = "send a valid API key in the X-Service-Key header"
_KEY_DETAILS = {
    None: REQUIRE_KEY_DETAIL,
    KeyStatus.MALFORMED: f"The X-Service-Key sent is not a valid API key: {_SEND_A_KEY}",
    KeyStatus.UNKNOWN: f"The X-Service-Key sent is not a valid API key: {_SEND_A_KEY}",
    KeyStatus.REVOKED: f"The API key sent has been revoked: {_SEND_A_KEY}",
    KeyStatus.EXPIRED: f"The API key sent has expired: {_SEND_A_KEY}",
}


@dataclass(frozen=True)
class Refusal:
    """A problem answered instead of routing; ``account`` is set when the request was counted."""

    kind: ProblemKind
    detail: str
    headers: Mapping[str, str]
    retry_after: int | None = None
    account: RequestAccount | None = None


def route_of(event: Mapping[str, Any]) -> tuple[str, str]:
    """(method, route template) of a proxy event: ``("GET", "/api/v1/skills/{slug}")``."""
    return str(event.get("httpMethod") or "").upper(), str(event.get("resource") or event.get("path") or "")


def emit_metric(name: str, reason: str) -> None:
    """A CloudWatch metric (embedded metric format) and a warning, for the failure policy."""
    logger.warning("access control degraded", extra={"metric": name, "reason": reason})
    namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE") or "EduContent"
    with single_metric(name=name, unit=MetricUnit.Count, value=1, namespace=namespace) as metric:
        metric.add_dimension(name="stage", value=get_settings().stage)


def admit(event: Mapping[str, Any]) -> RequestAccount | Refusal:
    """Authenticate and count the request: its account, or the problem to answer instead."""
    settings = get_settings()
    now = clock.utc_now()
    try:
        address = client_address(event, settings.origin_verify_secret)
    except OriginNotVerified:
        return Refusal(ProblemKind.FORBIDDEN, "Requests must be sent to the service's public address", {})
    route = route_of(event)
    needs_key = route in KEY_ROUTES
    caller = Caller.anonymous(address)
    presented = header(event, KEY_HEADER)
    auth: Authentication | None = None
    if presented is not None:
        try:
            auth = authenticate(presented.strip(), now)
        except StoreUnavailable as exc:
            if needs_key:
                return Refusal(ProblemKind.SERVICE_UNAVAILABLE, "Keys cannot be checked right now; retry", {})
            # Neither trusted nor downgraded to anonymous: served uncounted while DynamoDB is away.
            emit_metric("KeyCheckFailOpen", str(exc))
            limits = limits_of(caller.tier)
            return RequestAccount(caller=caller, decision=degraded_decision(limits, now))
        if auth.status is KeyStatus.VALID and auth.record is not None:
            caller = Caller.of_key(auth.record)

    limits = limits_of(caller.tier)
    try:
        decision = get_rate_limiter().check(caller.id, limits, now)
    except StoreUnavailable as exc:
        emit_metric("RateLimiterFailOpen", str(exc))
        decision = degraded_decision(limits, now)
    if not decision.allowed:
        return Refusal(ProblemKind.RATE_LIMITED, decision.detail(), decision.headers(), decision.retry_after)
    account = RequestAccount(caller=caller, decision=decision)
    headers = decision.headers()
    if auth is not None and auth.status is not KeyStatus.VALID:
        if auth.status is KeyStatus.UNKNOWN and route in UNKNOWN_KEY_IS_NOT_FOUND:
            detail = "No API key matches the X-Service-Key sent"
            return Refusal(ProblemKind.NOT_FOUND, detail, headers, None, account)
        return Refusal(ProblemKind.UNAUTHORIZED, _KEY_DETAILS[auth.status], headers, None, account)
    if needs_key and caller.key is None:
        return Refusal(ProblemKind.UNAUTHORIZED, _KEY_DETAILS[None], headers, None, account)
    return account


def finish(account: RequestAccount, event: Mapping[str, Any], elapsed_ms: float) -> None:
    """Record the answered request as usage; keep the key's ``lastUsedAt`` to the minute.

    Never raises: a response is not lost because its accounting failed.
    """
    decision, key = account.decision, account.caller.key
    if decision.degraded:
        return  # DynamoDB was unreachable moments ago: nothing is counted or written
    now = clock.utc_now()
    method, route = route_of(event)
    try:
        usage.record_request(account, method=method, route=route, elapsed_ms=elapsed_ms, now=now)
    except StoreUnavailable as exc:
        emit_metric("UsageNotRecorded", str(exc))
    except Exception:
        logger.exception("usage not recorded")
    # minuteCount == 1: this is the key's first request of the minute in any container, so the
    # key item is written at most once a minute whatever the traffic.
    if key is not None and decision.minute_count == 1:
        try:
            keys_store.touch_key(key.key_hash, now)
        except StoreUnavailable as exc:
            emit_metric("LastUsedNotRecorded", str(exc))
        except Exception:
            logger.exception("lastUsedAt not recorded")
