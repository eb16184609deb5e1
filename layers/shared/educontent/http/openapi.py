"""The OpenAPI 3.1 document of the whole API, generated from the routers (never written by hand).

The routers declare paths, parameters, bodies, models and summaries. This module adds what they
cannot say: readable operation ids and descriptions (``openapi_docs``), how a key is sent (required
on a few routes, an optional header everywhere else), the response headers (rate limits,
``Retry-After``, ``X-Seed``, ``Cache-Control``), and real example requests and responses recorded
from the handlers (``openapi_examples.json``, written by ``make docs``).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver
from aws_lambda_powertools.event_handler.openapi.models import APIKey, APIKeyIn

from educontent import __version__
from educontent.core.errors import ProblemKind
from educontent.http.openapi_docs import OPERATIONS
from educontent.http.problems import PROBLEM_CONTENT_TYPE
from educontent.http.responses import DESCRIPTIONS

TITLE = "K-8 Educational Content API"
DESCRIPTION = (
    "Curriculum catalog (grade, subject, topic, skill; CCSS-MATH, CCSS-ELA, NGSS), generation of "
    "practice items with answer keys, API keys and usage. Successful responses are `{data, meta}`; "
    "errors are RFC 9457 problem details (`application/problem+json`).\n\n"
    "Catalog and generation routes work without a key (anonymous limits per client address); an "
    "`X-Service-Key` header raises the limits and records usage. Routes with a padlock require a key: "
    "use **Authorize** to send yours."
)
KEY_HEADER = "X-Service-Key"
KEY_SCHEME = "serviceKey"
KEY_PATTERN = "^edu_[0-9A-Za-z]{36}$"
DOC_OPTIONS: dict[str, Any] = {
    "title": TITLE,
    "version": __version__,
    "description": DESCRIPTION,
    "security_schemes": {
        KEY_SCHEME: APIKey(
            name=KEY_HEADER,
            in_=APIKeyIn.header,
            description="API key (`edu_` and 36 letters and digits), required on usage routes, "
            "`GET /keys/info` and `DELETE /keys`. Ask for one with `POST /keys/request`.",
        )
    },
}
TAGS: list[dict[str, str]] = [
    {"name": "Catalog", "description": "Grades, subjects, topics, skills and the standards they align to."},
    {"name": "Generation", "description": "Practice items with answer keys, repeatable with a seed."},
    {
        "name": "Worksheets",
        "description": "Printable worksheets (HTML, PDF) of generated items, and the builder page.",
    },
    {"name": "Answers", "description": "Answer checking by item id, and the misconception catalog."},
    {"name": "Usage", "description": "What the calling key has used (a key is required)."},
    {"name": "Keys", "description": "Ask for a key; read or revoke the key you call with."},
    {"name": "Service", "description": "Health and this document."},
]
UNMETERED = frozenset({("get", "/api/v1/health")})
"""Operations that skip access control: no key, no rate-limit headers."""
SEEDED_CACHEABLE = frozenset({("get", "/api/v1/problems"), ("get", "/api/v1/problems/single")})

_RATE_LIMIT_HEADERS = {
    "X-RateLimit-Limit": ("integer", "Requests allowed per minute for this caller's tier."),
    "X-RateLimit-Remaining": ("integer", "Requests left: the tighter of the minute and the day."),
    "X-RateLimit-Reset": ("integer", "Unix time (seconds) when the tighter window resets."),
    "RateLimit-Policy": (
        "string",
        'IETF draft form of the limits: `"minute";q=30;w=60, "day";q=200;w=86400`.',
    ),
    "RateLimit": ("string", 'IETF draft form of what is left: `"minute";r=29;t=42`.'),
}
_HEADERS: dict[str, dict[str, Any]] = {
    **{
        name: {"description": text, "schema": {"type": kind}}
        for name, (kind, text) in _RATE_LIMIT_HEADERS.items()
    },
    "Retry-After": {"description": "Seconds to wait before retrying.", "schema": {"type": "integer"}},
    "X-Seed": {
        "description": "The seed of a seeded, cacheable generation response.",
        "schema": {"type": "integer"},
    },
    "Cache-Control": {
        "description": "`public, max-age=3600, s-maxage=86400` for seeded `GET /problems*` answers; "
        "`no-store` for everything else.",
        "schema": {"type": "string"},
    },
}
_KEY_PARAMETER: dict[str, Any] = {
    "name": KEY_HEADER,
    "in": "header",
    "required": False,
    "description": "Optional API key: higher limits and usage reports. Without it the request is "
    "anonymous, limited per client address. A key that is not valid is a 401, never served as anonymous.",
    "schema": {"type": "string", "pattern": KEY_PATTERN},
}


def _header_refs(names: list[str]) -> dict[str, Any]:
    return {name: {"$ref": f"#/components/headers/{name}"} for name in names}


def _document_operation(method: str, path: str, operation: dict[str, Any]) -> None:
    doc = OPERATIONS.get((method, path))
    if doc is not None:
        operation["operationId"] = doc.operation_id
        operation["description"] = doc.description
    metered = (method, path) not in UNMETERED
    if metered and "security" not in operation:
        operation.setdefault("parameters", []).append({"$ref": "#/components/parameters/ServiceKey"})
    for status, response in operation.get("responses", {}).items():
        names = ["Cache-Control"]
        if metered and status != "403":
            names += list(_RATE_LIMIT_HEADERS)
        if status in ("429", "503"):
            names.append("Retry-After")
        if status == "200" and (method, path) in SEEDED_CACHEABLE:
            names.append("X-Seed")
        response["headers"] = _header_refs(names)


_BODY_METHODS = ("post", "put", "patch")


def _problem(kind: ProblemKind) -> dict[str, Any]:
    return {
        "description": DESCRIPTIONS.get(kind, kind.title),
        "content": {PROBLEM_CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }


def _validation_responses(document: dict[str, Any]) -> None:
    """Every operation documents 422 (a validation failure; any route refuses unknown query
    parameters) with the problem schema in place of Powertools' ``HTTPValidationError``; every
    operation that reads a body documents 400 (malformed), 413 (too large) and 415 (not JSON)
    too (``educontent.http.body``)."""
    for operations in document.get("paths", {}).values():
        for method, operation in operations.items():
            responses = operation.setdefault("responses", {})
            responses["422"] = _problem(ProblemKind.UNPROCESSABLE)
            if method in _BODY_METHODS:
                for kind in (ProblemKind.BAD_REQUEST, ProblemKind.PAYLOAD_TOO_LARGE):
                    responses[str(kind.status)] = _problem(kind)
                responses["415"] = _problem(ProblemKind.UNSUPPORTED_MEDIA_TYPE)
    schemas = document.get("components", {}).get("schemas", {})
    for name in ("HTTPValidationError", "ValidationError", "ResponseValidationError"):
        schemas.pop(name, None)


@cache
def recorded_examples() -> dict[str, Any]:
    """Example requests and responses recorded from the real handlers (``make docs``), by operationId."""
    source = resources.files("educontent.http").joinpath("openapi_examples.json")
    if not source.is_file():
        return {}
    return json.loads(source.read_text(encoding="utf-8"))


def _add_examples(operation: dict[str, Any], recorded: dict[str, Any]) -> None:
    request = recorded.get("request", {})
    for parameter in operation.get("parameters", []):
        value = request.get("query", {}).get(parameter.get("name")) or request.get("pathParameters", {}).get(
            parameter.get("name")
        )
        if value is not None and "$ref" not in parameter:
            parameter["example"] = value
    if "body" in request and "requestBody" in operation:
        for media in operation["requestBody"].get("content", {}).values():
            media["example"] = request["body"]
    response = operation.get("responses", {}).get(str(recorded.get("status")))
    if response is not None and "body" in recorded:
        for media in response.get("content", {}).values():
            media["example"] = recorded["body"]


def openapi_document(app: APIGatewayRestResolver) -> dict[str, Any]:
    """The OpenAPI document of ``app``'s routes as a JSON-ready dict, with servers ``[{"url": "/"}]``."""
    document = json.loads(app.get_openapi_json_schema(**DOC_OPTIONS))
    _validation_responses(document)
    examples = recorded_examples()
    for path, operations in document.get("paths", {}).items():
        for method, operation in operations.items():
            _document_operation(method, path, operation)
            recorded = examples.get(operation.get("operationId", ""))
            if recorded:
                _add_examples(operation, recorded)
    components = document.setdefault("components", {})
    components["headers"] = copy.deepcopy(_HEADERS)
    components["parameters"] = {"ServiceKey": copy.deepcopy(_KEY_PARAMETER)}
    document["paths"] = dict(sorted(document.get("paths", {}).items()))
    document["tags"] = copy.deepcopy(TAGS)
    document["servers"] = [{"url": "/", "description": "This deployment"}]
    return document


def with_server(document: dict[str, Any], base_path: str) -> dict[str, Any]:
    """``document`` whose server is ``base_path`` (the API Gateway stage prefix, or ``/``)."""
    served = dict(document)
    served["servers"] = [{"url": base_path or "/", "description": "This deployment"}]
    return served


def render_openapi(document: dict[str, Any]) -> str:
    """The committed form of ``docs/openapi.json``: sorted keys, two-space indent, final newline."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
