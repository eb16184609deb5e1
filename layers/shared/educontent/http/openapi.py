"""The OpenAPI 3.1 document of the whole API, generated from the routers (never written by hand)."""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayRestResolver
from aws_lambda_powertools.event_handler.openapi.models import APIKey, APIKeyIn, Server

from educontent import __version__
from educontent.http.problems import PROBLEM_CONTENT_TYPE, ProblemKind
from educontent.http.responses import DESCRIPTIONS

TITLE = "K-8 Educational Content API"
DESCRIPTION = (
    "Curriculum catalog (grade, subject, topic, skill; CCSS-MATH, CCSS-ELA, NGSS), generation of "
    "practice items with answer keys, API keys and usage. Successful responses are `{data, meta}`; "
    "errors are RFC 9457 problem details (`application/problem+json`)."
)
DOC_OPTIONS: dict[str, Any] = {
    "title": TITLE,
    "version": __version__,
    "description": DESCRIPTION,
    "servers": [Server(url="/", description="This deployment")],
    "security_schemes": {
        "serviceKey": APIKey(
            name="X-Service-Key",
            in_=APIKeyIn.header,
            description="API key (`edu_...`). Optional on catalog and generation routes (higher limits, "
            "usage tracked); required on usage routes, `GET /keys/info` and `DELETE /keys`.",
        )
    },
    # Optional everywhere (anonymous or keyed); the key-only routes override it with KEY_REQUIRED.
    "security": [{}, {"serviceKey": []}],
}


_BODY_METHODS = ("post", "put", "patch")


def _problem(kind: ProblemKind) -> dict[str, Any]:
    return {
        "description": DESCRIPTIONS.get(kind, kind.title),
        "content": {PROBLEM_CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
    }


def openapi_document(app: APIGatewayRestResolver) -> dict[str, Any]:
    """The OpenAPI document of ``app``'s routes as a JSON-ready dict.

    Every operation documents 422 (a validation failure; any route refuses unknown query
    parameters) with the problem schema in place of Powertools' ``HTTPValidationError``; every
    operation that reads a body documents 400 (malformed), 413 (too large) and 415 (not JSON)
    too (``educontent.http.body``).
    """
    document = json.loads(app.get_openapi_json_schema(**DOC_OPTIONS))
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
    return document


def render_openapi(app: APIGatewayRestResolver) -> str:
    """The committed form of ``docs/openapi.json``: sorted keys, two-space indent, final newline."""
    return json.dumps(openapi_document(app), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
