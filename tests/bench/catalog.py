"""Catalog function: import cost of the handler module and warm per-request times."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.bench.measure import Row, import_seconds, per_call_seconds

REPO = Path(__file__).resolve().parents[2]


def run() -> list[Row]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO / "functions" / "catalog"), str(REPO / "layers" / "shared")]),
        "POWERTOOLS_TRACE_DISABLED": "true",
    }
    bare = import_seconds("pass", env=env)
    resolver = import_seconds(
        "from aws_lambda_powertools.event_handler import APIGatewayRestResolver", env=env
    )
    handler = import_seconds("import catalog_api.handler", env=env)
    cold = import_seconds(
        "import catalog_api.handler as h; from educontent.catalog.index import get_catalog; get_catalog()",
        env=env,
    )

    def net_import(name: str, seconds: float) -> Row:
        """An import's cost beyond starting the interpreter, against importing the resolver alone."""
        return Row(
            name,
            (seconds - bare) * 1000,
            "ms",
            (seconds - bare) / (resolver - bare),
            "import APIGatewayRestResolver alone",
        )

    rows = [
        net_import("import catalog handler (net of interpreter start)", handler),
        net_import("import handler + build catalog index (cold start work)", cold),
    ]

    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(REPO / "functions" / "catalog"))
    sys.path.insert(0, str(REPO / "functions" / "service"))
    from catalog_api.handler import app as catalog_app
    from educontent.local.server import FakeLambdaContext, build_event
    from educontent.local.template import load_template
    from service_api.handler import app as service_app

    # The resolvers directly: the catalog's own cost (routing, validation, lookup, envelope, JSON);
    # what access control adds on top is measured by the access-control bench.
    def catalog(evt: dict, ctx: FakeLambdaContext) -> dict:
        return catalog_app.resolve(evt, ctx)

    def service(evt: dict, ctx: FakeLambdaContext) -> dict:
        return service_app.resolve(evt, ctx)

    routes = {r.path: r for r in load_template().routes()}

    def event(path: str, resource: str, query: str = "") -> dict:
        return build_event(routes[resource], "GET", path, query, {}, b"", "203.0.113.7", "dev")

    context = FakeLambdaContext(function_name="bench")
    health = event("/api/v1/health", "/api/v1/health")
    search = event("/api/v1/skills", "/api/v1/skills", "q=add")
    detail = event("/api/v1/skills/multiply-within-100", "/api/v1/skills/{slug}")
    floor = per_call_seconds(lambda: service(health, context))
    for name, func in [
        ("GET /skills?q=add (warm, access control off)", lambda: catalog(search, context)),
        ("GET /skills/{slug} (warm, access control off)", lambda: catalog(detail, context)),
    ]:
        seconds = per_call_seconds(func)
        rows.append(Row(name, seconds * 1e6, "us", seconds / floor, "GET /health through the same stack"))
    rows.append(Row("GET /health (warm floor: routing + envelope)", floor * 1e6, "us"))
    return rows
