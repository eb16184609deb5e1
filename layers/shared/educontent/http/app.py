"""Builds the Powertools resolver every function uses, and the one Lambda entry point they share.

All error mapping lives here: domain ``DomainError``s, Powertools validation errors (422), unknown
routes (404) and known routes called with the wrong method (405), bodies over 64 KiB (413), bodies
that are not JSON (415) or not well-formed JSON (400, ``educontent.http.body``) and anything
unexpected (500, logged, never shown to the caller). ``HEAD`` is answered as ``GET`` without a body.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterable, Mapping
from contextvars import ContextVar
from typing import Any

import orjson
from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayRestResolver, CORSConfig, Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.middlewares import NextMiddleware
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError
from aws_lambda_powertools.utilities.typing import LambdaContext

from educontent.core.errors import DomainError, FieldError, ProblemKind, StoreUnavailable, Unprocessable, clip
from educontent.http.body import BodyError, checked_body, parse_json_body
from educontent.http.problems import PROBLEM_CONTENT_TYPE, problem_body
from educontent.settings import get_settings

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
    """Compact UTF-8 JSON, by orjson (a 46 KiB batch in a fraction of ``json.dumps``'s time); what
    orjson refuses (an integer wider than 64 bits quoted back in a problem) goes through ``json``."""
    try:
        return orjson.dumps(payload).decode()
    except orjson.JSONEncodeError:
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


_SECRET_NAME = re.compile(r"key|secret|token|password|authori[sz]ation", re.IGNORECASE)
"""Fields whose values are never quoted back, whatever they hold."""


def validation_field_errors(errors: Iterable[Mapping[str, Any]]) -> tuple[str, list[FieldError]]:
    """Powertools/pydantic validation errors as a detail sentence and ``{field, message, value}``.

    Values are quoted back cut to ``MAX_ECHO_CHARS`` characters; a field named like a key or a
    secret is never quoted.
    """
    field_errors: list[FieldError] = []
    for error in errors:
        loc = tuple(error.get("loc", ()))
        if error.get("type") == "json_invalid":
            return "The request body is not valid JSON", [
                FieldError(field="body", message=str(error.get("ctx", {}).get("error", "invalid JSON")))
            ]
        field = _field_name(loc)
        value = error.get("input")
        if error.get("type") == "missing" or _SECRET_NAME.search(field):
            value = None
        field_errors.append(
            FieldError(field=field, message=clip(str(error.get("msg", "invalid"))), value=_echo(value))
        )
    names = ", ".join(sorted({e.field for e in field_errors})) or "request"
    return f"The request is not valid: check {clip(names)}", field_errors


def _echo(value: Any) -> Any:
    """``value`` as it may be quoted in a problem: JSON-ready, text cut to ``MAX_ECHO_CHARS``."""
    if value is None or isinstance(value, bool | float):
        return value
    if isinstance(value, int):  # bodies hold at most 100 digits; this is a guard, not a path
        return value if value.bit_length() <= 332 else "(an integer too large to show)"
    if isinstance(value, str):
        return clip(value)
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except (TypeError, ValueError):
        text = repr(value)
    return value if len(text) <= 100 else clip(text)


def reject_unknown_query_parameters(app: APIGatewayRestResolver, next_middleware: NextMiddleware) -> Response:
    """Router middleware: a query parameter the route does not declare is a 422 (typos fail loudly).

    Only the parameter's name is quoted back, never its value: a key sent as ``?apiKey=...`` must
    not come back in the body.
    """
    route = app.context.get("_route")
    # Powertools answers an unmatched path or method through a stand-in route ("not_found_handler"):
    # that answer is a 404 or 405, whatever the query string says.
    if route is not None and getattr(route.func, "__name__", "") != "not_found_handler":
        declared = {param.alias for param in route.dependant.query_params}
        given = app.current_event.query_string_parameters or {}
        unknown = sorted(set(given) - declared)
        if unknown:
            allowed = ", ".join(sorted(declared)) or "none"
            names = [clip(name) for name in unknown]
            raise Unprocessable(
                f"Unknown query parameter(s): {clip(', '.join(names))} (allowed: {allowed})",
                errors=[
                    FieldError(field=f"query.{name}", message="unknown query parameter") for name in names
                ],
            )
    return next_middleware(app)


def allowed_methods(app: APIGatewayRestResolver, path: str) -> list[str]:
    methods: set[str] = set()
    for route in app._static_routes + app._dynamic_routes:  # Powertools keeps no public route list
        if route.rule.match(path):
            methods.add(route.method.upper())
    if "GET" in methods:
        methods.add("HEAD")
    if methods:
        methods.add("OPTIONS")
    return sorted(methods)


def build_resolver(*routers: Router) -> APIGatewayRestResolver:
    """A resolver with validation, CORS and the problem mapping, serving ``routers``."""
    app = APIGatewayRestResolver(
        enable_validation=True, cors=CORS, serializer=_dumps, json_body_deserializer=_parsed_body
    )
    for router in routers:
        app.include_router(router)

    @app.exception_handler(DomainError)
    def _api_problem(exc: DomainError) -> Response:
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
        types = {error.get("type") for error in exc.errors()}
        kind = ProblemKind.UNPROCESSABLE  # well-formed, but the values fail validation
        if "json_invalid" in types:  # malformed (normally refused before routing)
            kind = ProblemKind.BAD_REQUEST
        elif "unsupported_content_type" in types:
            kind = ProblemKind.UNSUPPORTED_MEDIA_TYPE
        return problem_response(kind, detail, instance=app.current_event.path, errors=errors)

    @app.not_found
    def _noroute_event(_: NotFoundError) -> Response:
        event = app.current_event
        allowed = allowed_methods(app, event.path)
        if allowed:
            method = event.request_context.http_method or event.http_method  # HEAD routed as GET
            return problem_response(
                ProblemKind.METHOD_NOT_ALLOWED,
                f"{method} is not allowed on {event.path}; use {', '.join(allowed)}",
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
        try:
            return len(base64.b64decode(body, validate=False))
        except ValueError:  # binascii.Error: not base64 at all; the body check answers 400
            return len(body)
    return len(body.encode("utf-8", errors="surrogatepass"))


def proxy_problem(
    event: Mapping[str, Any],
    kind: ProblemKind,
    detail: str,
    *,
    headers: Mapping[str, str] | None = None,
    retry_after: int | None = None,
    errors: list[FieldError] | None = None,
) -> dict[str, Any]:
    """A problem answered before routing, as an API Gateway proxy result."""
    response = problem_response(
        kind, detail, instance=event.get("path"), headers=headers, retry_after=retry_after, errors=errors
    )
    return {
        "statusCode": response.status_code,
        "headers": {**response.headers, "Access-Control-Allow-Origin": "*"},
        "body": response.body,
        "isBase64Encoded": False,
    }


def with_headers(result: dict[str, Any], headers: Mapping[str, str]) -> dict[str, Any]:
    """Add ``headers`` to a proxy result, whichever header map it uses."""
    if "multiValueHeaders" in result:
        multi = result["multiValueHeaders"]
        for name, value in headers.items():
            multi[name] = [value]
    else:
        result["headers"] = {**(result.get("headers") or {}), **headers}
    return result


_PARSED_BODY: ContextVar[tuple[str, Any] | None] = ContextVar("parsed_body", default=None)


def _parsed_body(text: str) -> Any:
    """The resolver's JSON deserializer: the body ``_route`` already parsed, or a fresh parse."""
    parsed = _PARSED_BODY.get()
    if parsed is not None and parsed[0] is text:
        return parsed[1]
    return parse_json_body(text)


def _with_checked_body(event: dict[str, Any], text: str) -> dict[str, Any]:
    """``event`` carrying its body as checked UTF-8 text and a Content-Type Powertools reads as JSON."""
    headers = {k: v for k, v in (event.get("headers") or {}).items() if k.lower() != "content-type"}
    multi = {k: v for k, v in (event.get("multiValueHeaders") or {}).items() if k.lower() != "content-type"}
    return {
        **event,
        "body": text,
        "isBase64Encoded": False,
        "headers": {**headers, "Content-Type": "application/json"},
        "multiValueHeaders": {**multi, "Content-Type": ["application/json"]},
    }


def route_event(app: APIGatewayRestResolver, event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    if _body_size(event) > MAX_BODY_BYTES:
        return proxy_problem(
            event, ProblemKind.PAYLOAD_TOO_LARGE, f"Request bodies are limited to {MAX_BODY_BYTES} bytes"
        )
    try:
        checked = checked_body(event)
    except BodyError as error:
        malformed = error.kind is ProblemKind.BAD_REQUEST
        errors = [FieldError(field="body", message=error.message)] if malformed else None
        return proxy_problem(event, error.kind, error.detail, errors=errors)
    if checked is None:
        return app.resolve(event, context)
    text, value = checked
    token = _PARSED_BODY.set((text, value))
    try:
        return app.resolve(_with_checked_body(event, text), context)
    finally:
        _PARSED_BODY.reset(token)
