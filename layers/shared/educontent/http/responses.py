"""Building success responses: the envelope, headers, and the OpenAPI description of errors."""

from __future__ import annotations

from typing import Any, TypeVar

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from pydantic import BaseModel

from educontent.core.errors import ProblemKind
from educontent.http.envelope import Envelope, PagedEnvelope, Pagination, new_meta
from educontent.http.problems import PROBLEM_CONTENT_TYPE, Problem

D = TypeVar("D", bound=BaseModel)

NO_STORE = "no-store"
KEY_SCHEME = "serviceKey"
KEY_REQUIRED: list[dict[str, list[str]]] = [{KEY_SCHEME: []}]
"""OpenAPI ``security`` of the routes that require ``X-Service-Key``."""


def request_id(router: Router) -> str | None:
    return router.current_event.request_context.request_id


def respond(
    router: Router,
    data: D,
    *,
    pagination: Pagination | None = None,
    status_code: int = 200,
    headers: dict[str, str] | None = None,
    cache_hit: bool = False,
) -> Response[Any]:
    """``{data, meta}`` (plus ``pagination`` for lists) with ``Cache-Control: no-store`` by default."""
    meta = new_meta(request_id(router), cache_hit=cache_hit)
    body: BaseModel
    if pagination is None:
        body = Envelope[type(data)](data=data, meta=meta)  # type: ignore[misc]
    else:
        body = PagedEnvelope[type(data)](data=data, meta=meta, pagination=pagination)  # type: ignore[misc]
    return Response(
        status_code=status_code,
        content_type="application/json",
        body=body,
        headers={"Cache-Control": NO_STORE, **(headers or {})},
    )


DESCRIPTIONS = {
    ProblemKind.BAD_REQUEST: "A malformed body: not UTF-8, not JSON, or JSON beyond the documented bounds "
    "(nesting, digits, non-finite numbers, lone surrogates).",
    ProblemKind.UNSUPPORTED_MEDIA_TYPE: "A body sent with a media type other than JSON "
    "(`application/json` or `application/*+json`), or without `Content-Type`.",
    ProblemKind.UNPROCESSABLE: "The request is well-formed but fails validation (`errors` lists each field).",
    ProblemKind.UNAUTHORIZED: "A valid key is required in the `X-Service-Key` header (or the key sent is "
    "malformed, unknown, revoked or expired).",
    ProblemKind.FORBIDDEN: "The request did not come through the service's public address.",
    ProblemKind.NOT_FOUND: "The named resource does not exist.",
    ProblemKind.PAYLOAD_TOO_LARGE: "The body is larger than 64 KiB.",
    ProblemKind.RATE_LIMITED: "A rate limit was exceeded; see `Retry-After`.",
    ProblemKind.GENERATION_FAILED: "Generation failed.",
    ProblemKind.SERVICE_UNAVAILABLE: "A backing store is unavailable; retry later.",
}


def problem_responses(
    *kinds: ProblemKind, success: int = 200, description: str = "Success", model: Any = None
) -> dict[int, Any]:
    """OpenAPI ``responses``: the success and the problems.

    The success's schema comes from the route's return annotation, or from ``model`` for a route
    that returns its body already serialised (no return model: nothing validates or dumps it again).
    Every route can also answer 401 (a bad key is never served as anonymous), 403 (behind
    CloudFront, a request that bypassed it) and 429 (access control runs on every route).
    """
    responses: dict[int, Any] = {success: {"description": description}}
    if model is not None:
        responses[success]["content"] = {"application/json": {"model": model}}
    for kind in (*kinds, ProblemKind.UNAUTHORIZED, ProblemKind.FORBIDDEN, ProblemKind.RATE_LIMITED):
        responses[kind.status] = {
            "description": DESCRIPTIONS.get(kind, kind.title),
            "content": {PROBLEM_CONTENT_TYPE: {"model": Problem}},
        }
    return responses
