"""The entry point every function's ``lambda_handler`` calls: access control around the resolver.

``educontent.http.app`` builds the resolver and answers errors; ``educontent.access.gate`` decides
who may call and counts usage. This module puts them together, so the HTTP layer never imports
access control (docs/architecture.md, "Layers").
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Mapping
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver
from aws_lambda_powertools.utilities.typing import LambdaContext

from educontent.access import gate
from educontent.access.accounting import accounting
from educontent.core.errors import ProblemKind
from educontent.http.app import allowed_methods, logger, proxy_problem, route_event, with_headers


def _as_get(event: dict[str, Any]) -> tuple[dict[str, Any], bool]:
    """A ``HEAD`` request as the ``GET`` it mirrors (``requestContext`` keeps the real method)."""
    if str(event.get("httpMethod") or "").upper() != "HEAD":
        return event, False
    return {**event, "httpMethod": "GET"}, True


def _without_body(result: dict[str, Any]) -> dict[str, Any]:
    """The answer to a ``HEAD``: the ``GET`` answer's status and headers, no body."""
    return {**result, "body": "", "isBase64Encoded": False}


_SERVED_METHODS: weakref.WeakKeyDictionary[APIGatewayRestResolver, dict[str, frozenset[str]]] = (
    weakref.WeakKeyDictionary()
)
"""Per resolver: API Gateway resource → the methods its routes serve (one entry per route template)."""


def _served_methods(app: APIGatewayRestResolver, event: Mapping[str, Any]) -> frozenset[str]:
    path, resource = str(event.get("path") or ""), str(event.get("resource") or "")
    if not resource or "{proxy+}" in resource:  # any path: the template says nothing about it
        return frozenset(allowed_methods(app, path))
    known = _SERVED_METHODS.setdefault(app, {})
    if resource not in known:  # every path of a template is served by the same routes
        known[resource] = frozenset(allowed_methods(app, path))
    return known[resource]


def _method_not_served(app: APIGatewayRestResolver, event: Mapping[str, Any]) -> bool:
    """The path is served, but not with this method: the answer is a 405 whatever the caller is."""
    method = str(event.get("httpMethod") or "").upper()
    allowed = _served_methods(app, event)
    return bool(allowed) and method not in allowed


def handle(app: APIGatewayRestResolver, event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    """What every function's ``lambda_handler`` does: access control, pre-route checks, the resolver,
    then rate-limit headers on the answer and the request's usage (``educontent.access.gate``).

    ``HEAD`` is handled as ``GET`` throughout (access control, limits and usage included), then
    answered without the body.
    """
    event, head = _as_get(event)
    result = _handle(app, event, context)
    return _without_body(result) if head else result


def _handle(app: APIGatewayRestResolver, event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    started = time.perf_counter()
    misconfigured = gate.configuration_refusal(event)  # checked once per container, on its first request
    if misconfigured is not None:
        return proxy_problem(event, misconfigured.kind, misconfigured.detail, headers=misconfigured.headers)
    if gate.route_of(event) in gate.UNMETERED_ROUTES or _method_not_served(app, event):
        return route_event(app, event, context)  # health, or a 405 that no key or limit can change
    try:
        admitted = gate.admit(event)
    except Exception:
        logger.exception("access control failed", extra={"path": event.get("path")})
        return proxy_problem(
            event, ProblemKind.INTERNAL, "The service could not complete the request; it has been logged"
        )
    if isinstance(admitted, gate.Refusal):
        result = proxy_problem(
            event,
            admitted.kind,
            admitted.detail,
            headers=admitted.headers,
            retry_after=admitted.retry_after,
        )
        account = admitted.account
    else:
        account = admitted
        with accounting(account):
            result = with_headers(route_event(app, event, context), account.decision.headers())
    if account is not None:
        gate.finish(account, event, (time.perf_counter() - started) * 1000)
    return result
