"""template.yaml is the route table: it and the code's routes agree, and events/ covers each route."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from aws_lambda_powertools.utilities.parser.models import APIGatewayProxyEventModel

from educontent.local.server import FakeLambdaContext, LocalGateway
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


def _events() -> dict[str, dict]:
    return {path.name: json.loads(path.read_text()) for path in _event_files()}


def test_there_is_an_event_for_every_route():
    covered = {(event["httpMethod"], event["resource"]) for event in _events().values()}
    missing = {(m, p) for m, p in _code_routes() if not p.startswith("/api/v1/docs")} - covered
    assert not missing


def test_every_template_route_has_an_event():
    resources = {event["resource"] for event in _events().values()}
    missing = [
        f"{route.method} {route.path}" for route in load_template().routes() if route.path not in resources
    ]
    assert not missing, f"add an event to events/ for: {missing}"


def test_event_files_are_named_after_their_function_method_and_path():
    functions = {route.path: route.function for route in load_template().routes()}
    for name, event in _events().items():
        family = functions[event["resource"]].removesuffix("Function").lower()
        assert name.startswith(f"{family}-"), name


@pytest.mark.parametrize("event_file", _event_files(), ids=lambda p: p.name)
def test_each_event_validates_as_an_api_gateway_proxy_event(event_file: Path):
    """What Powertools' parser (and `sam local invoke`) expects of a REST proxy event."""
    event = json.loads(event_file.read_text())
    parsed = APIGatewayProxyEventModel.model_validate(event)
    assert parsed.requestContext.resourcePath == event["resource"]
    assert parsed.requestContext.httpMethod == event["httpMethod"]


@pytest.mark.parametrize("event_file", _event_files(), ids=lambda p: p.name)
def test_each_event_matches_a_template_route(event_file: Path):
    event = json.loads(event_file.read_text())
    routes = {route.path: route for route in load_template().routes()}
    route = routes.get(event["resource"])
    assert route is not None, f"{event['resource']} is not a path of template.yaml"
    assert route.method in ("ANY", event["httpMethod"])
    found = route.pattern.match(event["path"])
    assert found is not None, (event["path"], route.path)
    assert (event["pathParameters"] or {}) == found.groupdict()
    assert event["requestContext"]["path"] == event["path"]


@pytest.mark.parametrize("event_file", _event_files(), ids=lambda p: p.name)
def test_each_event_is_answered_by_its_function_without_a_server_error(event_file: Path, api):
    event = json.loads(event_file.read_text())
    gateway = api.gateway
    matched = gateway.match(event["path"], event["httpMethod"])
    assert matched is not None
    route, params = matched
    assert route.path == event["resource"]  # API Gateway would pick this route for this path
    assert (event["pathParameters"] or {}) == params
    handler = gateway.handler_for(route.function)
    result = handler(event, FakeLambdaContext(function_name=route.function))
    assert 200 <= result["statusCode"] < 500, result["body"]
