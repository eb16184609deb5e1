"""Service routes: health, the OpenAPI document and its docs page.

The service function also receives every path no other function claims (``/api/v1/{proxy+}``), so
its resolver includes every router: an unknown path gets a 404 problem and a known path with the
wrong method a 405, and the OpenAPI document describes the whole API.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Annotated, Any, Literal

from aws_lambda_powertools.event_handler import APIGatewayRestResolver, Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query

from educontent.core.models import ApiModel
from educontent.http import clock
from educontent.http.app import build_resolver
from educontent.http.envelope import Envelope
from educontent.http.openapi import TITLE, openapi_document, with_server
from educontent.http.responses import NO_STORE, respond
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
        body=served_document(),
        headers={"Cache-Control": NO_STORE},
    )


@router.get("/api/v1/docs", include_in_schema=False)
def get_docs(
    format: Annotated[Literal["json"] | None, Query(description="`json`: the document itself.")] = None,
) -> Response[Any]:
    """The interactive documentation (Swagger UI, served from the Powertools package: no CDN), showing
    exactly the document of ``/openapi.json``; ``?format=json`` is that document."""
    if format == "json":
        return get_openapi()
    spec = json.dumps(served_document(), ensure_ascii=False).replace("</", "<\\/")
    return Response(
        status_code=200,
        content_type="text/html; charset=utf-8",
        body=_docs_page(spec),
        headers={"Cache-Control": NO_STORE},
    )


def base_path() -> str:
    """Where this API sits under its host, as the caller sees it.

    Called on API Gateway's own address, paths carry the stage (``/dev/api/v1/...``); behind
    CloudFront (which adds ``X-Amz-Cf-Id`` and maps ``/api`` to the stage) and locally, they do not.
    """
    event = router.current_event
    if event.headers.get("X-Amz-Cf-Id"):
        return ""
    stage = event.request_context.stage
    path = event.request_context.path or ""
    if stage and stage != "$default" and path.startswith(f"/{stage}/"):
        return f"/{stage}"
    return ""


def served_document() -> dict[str, Any]:
    """The OpenAPI document with the server this caller reaches the API through."""
    return with_server(_document(), base_path())


@cache
def _document() -> dict[str, Any]:
    return published_document()


def published_document() -> dict[str, Any]:
    """The whole API's OpenAPI document, as served and as committed in ``docs/openapi.json``."""
    return with_catalog_enums(openapi_document(build_service_resolver()))


def with_catalog_enums(document: dict[str, Any]) -> dict[str, Any]:
    """The ``topic`` filter names one of the catalog's topics: the document lists them, so that what
    it allows is what the server accepts (the routers cannot: the catalog is read on first use)."""
    from educontent.catalog.index import get_catalog

    topics = sorted(get_catalog().topic_records)
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            for parameter in operation.get("parameters", []):
                if parameter.get("in") == "query" and parameter.get("name") == "topic":
                    schema = parameter.setdefault("schema", {})
                    target = next((s for s in schema.get("anyOf", []) if s.get("type") == "string"), schema)
                    target.pop("minLength", None)
                    target.pop("maxLength", None)
                    target["enum"] = topics
    return document


def _docs_page(spec: str) -> str:
    from aws_lambda_powertools.event_handler.openapi.swagger_ui import generate_swagger_html

    assets = resources.files("aws_lambda_powertools.event_handler.openapi.swagger_ui")
    page = generate_swagger_html(
        spec,
        _read(assets.joinpath("swagger-ui-bundle.min.js")),
        _read(assets.joinpath("swagger-ui.min.css")),
        "",
        None,
        persist_authorization=True,
    )
    return page.replace("<title>Swagger UI</title>", f"<title>{TITLE}</title>", 1)


@cache
def _read(resource: Any) -> str:
    return str(resource.read_text(encoding="utf-8"))


@cache
def build_service_resolver() -> APIGatewayRestResolver:
    """The resolver of the service function: every router, the docs page included."""
    # only the docs function pays for these
    from educontent.routes import answers, catalog, generation, keys, usage, worksheets

    return build_resolver(
        catalog.router,
        generation.router,
        worksheets.router,
        answers.router,
        usage.router,
        keys.router,
        router,
    )
