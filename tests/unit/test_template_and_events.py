"""template.yaml is the route table: it and the code's routes agree, and events/ covers each route."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from educontent.local.server import LocalGateway
from educontent.local.template import load_template
from educontent.routes.service import build_service_resolver

EVENTS = Path(__file__).resolve().parents[2] / "events"


def _code_routes() -> set[tuple[str, str]]:
    app = build_service_resolver()
    routes = set()
    for route in app._static_routes + app._dynamic_routes:
        path = re.sub(
            r"<(\w+)>", r"{\1}", route.openapi_path if hasattr(route, "openapi_path") else route.path
        )
        routes.add((route.method.upper(), path))
    return routes


def test_every_code_route_is_routed_by_the_template_to_a_function():
    gateway = LocalGateway(load_template())
    for method, path in _code_routes():
        concrete = re.sub(r"\{\w+\}", "example", path)
        matched = gateway.match(concrete, method)
        assert matched is not None, (method, path)
        route, _ = matched
        assert route.path == path or (route.path.endswith("{proxy+}") and path.startswith("/api/v1/docs")), (
            method,
            path,
            route.path,
        )


def test_every_template_path_is_served_by_code():
    code_paths = {path for _, path in _code_routes()}
    for route in load_template().routes():
        assert route.path in code_paths or route.path == "/api/v1/{proxy+}", route.path


def test_functions_have_unique_handler_packages():
    packages = [spec.handler.split(".")[0] for spec in load_template().functions().values()]
    assert len(packages) == len(set(packages))


def _event_files() -> list[Path]:
    return sorted(EVENTS.glob("*.json"))


def test_there_is_an_event_for_every_route():
    covered = set()
    for path in _event_files():
        event = json.loads(path.read_text())
        covered.add((event["httpMethod"], event["resource"]))
    missing = {(m, p) for m, p in _code_routes() if not p.startswith("/api/v1/docs")} - covered
    assert not missing


@pytest.mark.parametrize("event_file", _event_files(), ids=lambda p: p.name)
def test_each_event_is_a_valid_proxy_event_for_its_function(event_file: Path, api):
    event = json.loads(event_file.read_text())
    gateway = api.gateway
    matched = gateway.match(event["path"], event["httpMethod"])
    assert matched is not None
    route, params = matched
    assert route.path == event["resource"]
    assert (event["pathParameters"] or {}) == params
    handler = gateway.handler_for(route.function)
    from educontent.local.server import FakeLambdaContext

    result = handler(event, FakeLambdaContext(function_name=route.function))
    assert 200 <= result["statusCode"] < 600
    assert result["statusCode"] != 500, result["body"]
