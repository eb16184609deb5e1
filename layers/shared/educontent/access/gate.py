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

Failure policy (docs/access.md): when DynamoDB cannot be reached, the limits are counted in this
process's memory (bounded, never open) and the usage write is skipped (both logged with a metric);
key-only routes answer 503.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.metrics import MetricUnit, single_metric

from educontent.access import usage
from educontent.access.accounting import REQUIRE_KEY_DETAIL, Caller, RequestAccount
from educontent.access.authentication import Authentication, KeyStatus, authenticate
from educontent.access.client_address import OriginNotVerified, client_address, header
from educontent.access.configuration import validate_configuration
from educontent.access.rate_limit import get_rate_limiter
from educontent.access.tiers import KEY_TIERS, Limits, limits_of, tier_limits
from educontent.core.errors import RETRY_AFTER_SECONDS, ProblemKind, StoreUnavailable
from educontent.http import clock
from educontent.settings import ConfigurationError, Settings, get_settings
from educontent.storage import keys_store

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
HEALTH = ("GET", f"{API}/health")
UNMETERED_ROUTES = frozenset({HEALTH})
"""Liveness for monitors and load balancers: never counted or limited, never touches DynamoDB."""
UNKNOWN_KEY_IS_NOT_FOUND = frozenset({("GET", f"{API}/keys/info"), ("DELETE", f"{API}/keys")})

_SEND_A_KEY = "send a valid API key in the X-Service-Key header"
_KEY_DETAILS = {
    None: REQUIRE_KEY_DETAIL,
    KeyStatus.MALFORMED: f"The X-Service-Key sent is not a valid API key: {_SEND_A_KEY}",
    KeyStatus.UNKNOWN: f"The X-Service-Key sent is not a valid API key: {_SEND_A_KEY}",
    KeyStatus.REVOKED: f"The API key sent has been revoked: {_SEND_A_KEY}",
    KeyStatus.EXPIRED: f"The API key sent has expired: {_SEND_A_KEY}",
    KeyStatus.NOT_CHECKED: (
        f"Too many unknown API keys were sent from this address in the last minute; the key sent "
        f"was not checked: retry next minute and {_SEND_A_KEY}"
    ),
}


@dataclass(frozen=True)
class Refusal:
    """A problem answered instead of routing; ``account`` is set when the request was counted."""

    kind: ProblemKind
    detail: str
    headers: Mapping[str, str]
    retry_after: int | None = None
    account: RequestAccount | None = None


MISCONFIGURED_RETRY_AFTER = 60
"""Seconds a client is asked to wait when the deployment's configuration is broken (a person must fix it)."""
_STORE_DOWN = {"Retry-After": str(RETRY_AFTER_SECONDS)}

_configuration: tuple[Settings, str | None] | None = None
_configuration_lock = threading.Lock()


def configuration_problem() -> str | None:
    """Why this container's configuration cannot work, or ``None``; checked on the first request.

    The answer is cached for the settings it was computed from (tests that change the environment
    clear ``get_settings`` and get a fresh check); a broken configuration is logged once, as an error.
    """
    global _configuration
    with _configuration_lock:
        try:
            settings = get_settings()
        except Exception as exc:  # the settings themselves cannot be built: nothing to cache on
            logger.error("configuration is not valid", extra={"reason": str(exc)})
            return f"The settings are not valid: {exc}"
        if _configuration is not None and _configuration[0] is settings:
            return _configuration[1]
        problem: str | None = None
        try:
            validate_configuration()
        except ConfigurationError as exc:
            problem = str(exc)
            logger.error("configuration is not valid", extra={"reason": problem})
        _configuration = (settings, problem)
        return problem


def configuration_refusal(event: Mapping[str, Any]) -> Refusal | None:
    """The 503 every route answers while the configuration is broken (``/health`` gives the reason)."""
    problem = configuration_problem()
    if problem is None:
        return None
    headers = {"Retry-After": str(MISCONFIGURED_RETRY_AFTER)}
    if route_of(event) == HEALTH:
        return Refusal(ProblemKind.SERVICE_UNAVAILABLE, problem, headers)
    detail = (
        "The service is not configured correctly and cannot answer; the cause has been logged "
        f"(GET {API}/health gives the reason)"
    )
    return Refusal(ProblemKind.SERVICE_UNAVAILABLE, detail, headers)


def route_of(event: Mapping[str, Any]) -> tuple[str, str]:
    """(method, route template) of a proxy event: ``("GET", "/api/v1/skills/{slug}")``."""
    return str(event.get("httpMethod") or "").upper(), str(event.get("resource") or event.get("path") or "")


def emit_metric(name: str, reason: str) -> None:
    """A CloudWatch metric (embedded metric format) and a warning, for the failure policy."""
    logger.warning("access control degraded", extra={"metric": name, "reason": reason})
    namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE") or "EduContent"
    with single_metric(name=name, unit=MetricUnit.Count, value=1, namespace=namespace) as metric:
        metric.add_dimension(name="stage", value=get_settings().stage)


def unchecked_key_limits() -> Limits:
    """Limits of a key that cannot be checked (DynamoDB away): the most generous key tier's."""
    limits = tier_limits()
    return Limits(
        per_minute=max(limits[tier].per_minute for tier in KEY_TIERS),
        per_day=max(limits[tier].per_day for tier in KEY_TIERS),
    )


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
        # An address refused for the minute gets no key lookups: an uncached key could only be
        # counted against it and refused (a refused caller costs no reads, however many keys it
        # invents). Day refusals still allow lookups, within the unknown-key budget, so a valid key
        # behind a busy shared address is not refused for a whole day.
        refused = get_rate_limiter().remembered(caller.id, limits_of(caller.tier), now)
        look_up = refused is None or refused.exceeded != "minute"
        try:
            auth = authenticate(presented.strip(), now, address=caller.id, look_up=look_up)
        except StoreUnavailable as exc:
            if needs_key:
                detail = f"Keys cannot be checked right now; retry in {RETRY_AFTER_SECONDS} seconds"
                return Refusal(ProblemKind.SERVICE_UNAVAILABLE, detail, _STORE_DOWN)
            # Neither trusted nor downgraded to anonymous: counted in memory against the address,
            # at the most generous key tier's limits, and not recorded while DynamoDB is away.
            emit_metric("KeyCheckUnavailable", str(exc))
            limits = unchecked_key_limits()
            decision = get_rate_limiter().check_in_memory(f"unchecked-key@{caller.id}", limits, now)
            if not decision.allowed:
                return Refusal(
                    ProblemKind.RATE_LIMITED, decision.detail(), decision.headers(), decision.retry_after
                )
            return RequestAccount(caller=caller, decision=decision)
        if auth.status is KeyStatus.VALID and auth.record is not None:
            caller = Caller.of_key(auth.record)
        elif auth.status is KeyStatus.NOT_CHECKED and refused is not None:
            return Refusal(ProblemKind.RATE_LIMITED, refused.detail(), refused.headers(), refused.retry_after)

    limits = limits_of(caller.tier)
    try:
        decision = get_rate_limiter().check(caller.id, limits, now)
    except StoreUnavailable as exc:
        emit_metric("RateLimiterInMemory", str(exc))
        decision = get_rate_limiter().check_in_memory(caller.id, limits, now)
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
