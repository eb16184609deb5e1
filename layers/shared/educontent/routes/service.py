"""Service routes: health, the OpenAPI document and its docs page.

The service function also receives every path no other function claims (``/api/v1/{proxy+}``), so
its resolver includes every router: an unknown path gets a 404 problem and a known path with the
wrong method a 405, and the OpenAPI document describes the whole API.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.http import clock
from educontent.http.app import build_resolver
from educontent.http.envelope import Envelope
from educontent.http.models import ApiModel
from educontent.http.openapi import DOC_OPTIONS, openapi_document
from educontent.http.responses import respond
from educontent.settings import get_settings

router = Router()
TAGS = ["Service"]


class Health(ApiModel):
    status: Literal["ok"] = "ok"
    version: str
    time: str


@router.get("/api/v1/health", tags=TAGS, summary="Liveness; touches no database")
def get_health() -> Response[Envelope[Health]]:
    health = Health(version=get_settings().version, time=clock.rfc3339(clock.utc_now()))
    return respond(router, health)


@router.get("/api/v1/openapi.json", tags=TAGS, summary="This API's OpenAPI 3.1 document")
def get_openapi() -> Response[dict[str, Any]]:
    return Response(
        status_code=200,
        content_type="application/json",
        body=_document(),
        headers={"Cache-Control": "public, max-age=300"},
    )


@cache
def _document() -> dict[str, Any]:
    return openapi_document(build_service_resolver())


@cache
def build_service_resolver() -> APIGatewayRestResolver:
    """The resolver of the service function: every router, plus the Swagger UI at /api/v1/docs."""
    from educontent.routes import catalog, generation, keys, usage  # only the docs function pays for these

    app = build_resolver(catalog.router, generation.router, usage.router, keys.router, router)
    app.enable_swagger(path="/api/v1/docs", **DOC_OPTIONS)
    return app
