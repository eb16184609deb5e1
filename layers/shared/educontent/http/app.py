"""Builds the Powertools resolver every function uses, and the one Lambda entry point they share.

All error mapping lives here: domain ``ApiProblem``s, Powertools validation errors, unknown routes
(404) and known routes called with the wrong method (405), bodies over 64 KiB (413) and anything
unexpected (500, logged, never shown to the caller).
"""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Iterable, Mapping
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, CORSConfig, Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.middlewares import NextMiddleware
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.utilities.typing import LambdaContext

from educontent.access import gate
from educontent.access.accounting import accounting
from educontent.http.problems import (
    PROBLEM_CONTENT_TYPE,
    ApiProblem,
    BadRequest,
    FieldError,
    ProblemKind,
    problem_body,
)
from educontent.settings import get_settings
from educontent.storage.errors import StoreUnavailable

logger = Logger(service="educontent")

MAX_BODY_BYTES = 64 * 1024

# Browsers may call every route anonymously; X-Service-Key is deliberately absent from the allowed
# request headers, so a page cannot send a key cross-origin (keys belong to servers, docs/access.md).
CORS = CORSConfig(
    allow_origin="*",
    expose_headers=[
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-RateLimit-Reset",
        "Retry-After",
        "X-Seed",
    ],
    max_age=600,
)


def _dumps(payload: Any) -> str:
    return json.dumps(payload, separators=(",", ":"), ensure_ascii=False)


def problem_response(
    kind: ProblemKind,
    detail: str,
    *,
    instance: str | None,
    errors: list[FieldError] | None = None,
    headers: Mapping[str, str] | None = None,
    retry_after: int | None = None,
) -> Response:
    body = problem_body(
        kind,
        detail,
        base_url=get_settings().public_base_url,
        instance=instance,
        errors=errors,
        retry_after=retry_after,
    )
    return Response(
        status_code=kind.status,
        content_type=PROBLEM_CONTENT_TYPE,
        body=_dumps(body),
        headers={"Cache-Control": "no-store", **(headers or {})},
    )


def _field_name(loc: Iterable[Any]) -> str:
    return ".".join(str(part) for part in loc)


def validation_field_errors(errors: Iterable[Mapping[str, Any]]) -> tuple[str, list[FieldError]]:
    """Powertools/pydantic validation errors as a detail sentence and ``{field, message, value}``."""
    field_errors: list[FieldError] = []
    for error in errors:
        loc = tuple(error.get("loc", ()))
        if error.get("type") == "json_invalid":
            return "The request body is not valid JSON", [
                FieldError(field="body", message=str(error.get("ctx", {}).get("error", "invalid JSON")))
            ]
        value = error.get("input")
        if error.get("type") == "missing":
            value = None
        field_errors.append(
            FieldError(
                field=_field_name(loc), message=str(error.get("msg", "invalid")), value=_jsonable(value)
            )
        )
    names = ", ".join(sorted({e.field for e in field_errors})) or "request"
    return f"The request is not valid: check {names}", field_errors


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)
    return value


def reject_unknown_query_parameters(app: APIGatewayRestResolver, next_middleware: NextMiddleware) -> Response:
    """Router middleware: a query parameter the route does not declare is a 400 (typos fail loudly)."""
    route = app.context.get("_route")
    if route is not None:
        declared = {param.alias for param in route.dependant.query_params}
        given = app.current_event.query_string_parameters or {}
        unknown = sorted(set(given) - declared)
        if unknown:
            allowed = ", ".join(sorted(declared)) or "none"
            raise BadRequest(
                f"Unknown query parameter(s): {', '.join(unknown)} (allowed: {allowed})",
                errors=[
                    FieldError(field=f"query.{name}", message="unknown query parameter", value=given[name])
                    for name in unknown
                ],
            )
    return next_middleware(app)


def _allowed_methods(app: APIGatewayRestResolver, path: str) -> list[str]:
    methods: set[str] = set()
    for route in app._static_routes + app._dynamic_routes:  # Powertools keeps no public route list
        if route.rule.match(path):
            methods.add(route.method.upper())
    if methods:
        methods.add("OPTIONS")
    return sorted(methods)


def build_resolver(*routers: Router) -> APIGatewayRestResolver:
    """A resolver with validation, CORS and the problem mapping, serving ``routers``."""
    app = APIGatewayRestResolver(enable_validation=True, cors=CORS, serializer=_dumps)
    for router in routers:
        app.include_router(router)

    @app.exception_handler(ApiProblem)
    def _api_problem(exc: ApiProblem) -> Response:
        if exc.kind.status >= 500:  # our defect (e.g. a generator bug): keep the cause in the logs
            logger.error(exc.detail, exc_info=exc, extra={"path": app.current_event.path})
        return problem_response(
            exc.kind,
            exc.detail,
            instance=app.current_event.path,
            errors=exc.errors,
            headers=exc.headers,
            retry_after=exc.retry_after,
        )

    @app.exception_handler(StoreUnavailable)
    def _store_unavailable(exc: StoreUnavailable) -> Response:
        logger.warning("store unavailable", extra={"reason": str(exc), "path": app.current_event.path})
        return problem_response(
            ProblemKind.SERVICE_UNAVAILABLE,
            "A backing store is unavailable; retry in a few seconds",
            instance=app.current_event.path,
            headers={"Retry-After": "5"},
        )

    @app.exception_handler(RequestValidationError)
    def _invalid_request(exc: RequestValidationError) -> Response:
        detail, errors = validation_field_errors(exc.errors())
        return problem_response(
            ProblemKind.BAD_REQUEST, detail, instance=app.current_event.path, errors=errors
        )

    @app.not_found
    def _no_route(_: NotFoundError) -> Response:
        event = app.current_event
        allowed = _allowed_methods(app, event.path)
        if allowed:
            return problem_response(
                ProblemKind.METHOD_NOT_ALLOWED,
                f"{event.http_method} is not allowed on {event.path}; use {', '.join(allowed)}",
                instance=event.path,
                headers={"Allow": ", ".join(allowed)},
            )
        return problem_response(
            ProblemKind.NOT_FOUND, f"No route matches {event.http_method} {event.path}", instance=event.path
        )

    @app.exception_handler(Exception)
    def _unexpected(exc: Exception) -> Response:
        logger.exception("unhandled error", extra={"path": app.current_event.path})
        return problem_response(
            ProblemKind.INTERNAL,
            "The service could not complete the request; it has been logged",
            instance=app.current_event.path,
        )

    return app


def _body_size(event: Mapping[str, Any]) -> int:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        return len(base64.b64decode(body, validate=False))
    return len(body.encode("utf-8"))


def _proxy_problem(
    event: Mapping[str, Any],
    kind: ProblemKind,
    detail: str,
    *,
    headers: Mapping[str, str] | None = None,
    retry_after: int | None = None,
) -> dict[str, Any]:
    """A problem answered before routing, as an API Gateway proxy result."""
    response = problem_response(
        kind, detail, instance=event.get("path"), headers=headers, retry_after=retry_after
    )
    return {
        "statusCode": response.status_code,
        "headers": {**response.headers, "Access-Control-Allow-Origin": "*"},
        "body": response.body,
        "isBase64Encoded": False,
    }


def _with_headers(result: dict[str, Any], headers: Mapping[str, str]) -> dict[str, Any]:
    """Add ``headers`` to a proxy result, whichever header map it uses."""
    if "multiValueHeaders" in result:
        multi = result["multiValueHeaders"]
        for name, value in headers.items():
            multi[name] = [value]
    else:
        result["headers"] = {**(result.get("headers") or {}), **headers}
    return result


def _route(app: APIGatewayRestResolver, event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    if _body_size(event) > MAX_BODY_BYTES:
        return _proxy_problem(
            event, ProblemKind.PAYLOAD_TOO_LARGE, f"Request bodies are limited to {MAX_BODY_BYTES} bytes"
        )
    return app.resolve(event, context)


def handle(app: APIGatewayRestResolver, event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    """What every function's ``lambda_handler`` does: access control, pre-route checks, the resolver,
    then rate-limit headers on the answer and the request's usage (``educontent.access.gate``)."""
    started = time.perf_counter()
    misconfigured = gate.configuration_refusal(event)  # checked once per container, on its first request
    if misconfigured is not None:
        return _proxy_problem(event, misconfigured.kind, misconfigured.detail, headers=misconfigured.headers)
    if gate.route_of(event) in gate.UNMETERED_ROUTES:
        return _route(app, event, context)
    try:
        admitted = gate.admit(event)
    except Exception:
        logger.exception("access control failed", extra={"path": event.get("path")})
        return _proxy_problem(
            event, ProblemKind.INTERNAL, "The service could not complete the request; it has been logged"
        )
    if isinstance(admitted, gate.Refusal):
        result = _proxy_problem(
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
            result = _with_headers(_route(app, event, context), account.decision.headers())
    if account is not None:
        gate.finish(account, event, (time.perf_counter() - started) * 1000)
    return result
