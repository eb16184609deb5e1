"""The published OpenAPI document: readable, complete, with real examples, and the docs page shows it."""

from __future__ import annotations

import copy
import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from educontent.http.openapi import UNMETERED
from educontent.http.openapi_docs import OPERATIONS
from educontent.local.openapi_examples import EXAMPLES, TARGET, UNRECORDED, render
from educontent.local.server import FakeLambdaContext
from educontent.routes.service import build_service_resolver, published_document

V1 = "/api/v1"
EVENTS = Path(__file__).resolve().parents[2] / "events"
KEY_ONLY = {("get", f"{V1}/usage"), ("get", f"{V1}/keys/info"), ("delete", f"{V1}/keys")}


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return published_document()


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m, p, op) for p, ops in document["paths"].items() for m, op in ops.items()]


def test_every_operation_has_a_readable_id_a_summary_and_a_description(document):
    operations = _operations(document)
    assert {(m, p) for m, p, _ in operations} == set(OPERATIONS), "add the route to http/openapi_docs.py"
    ids = [op["operationId"] for _, _, op in operations]
    assert len(ids) == len(set(ids))
    for _, _, op in operations:
        assert re.fullmatch(r"[a-z][A-Za-z]+", op["operationId"]), op["operationId"]
        assert op["summary"] and op["description"]
    assert {tag for _, _, op in operations for tag in op["tags"]} == {t["name"] for t in document["tags"]}


def test_padlocks_only_on_routes_that_require_a_key(document):
    for method, path, op in _operations(document):
        parameters = [p.get("$ref", p.get("name")) for p in op.get("parameters", [])]
        if (method, path) in KEY_ONLY or path.startswith(f"{V1}/usage"):
            assert op["security"] == [{"serviceKey": []}], path
            assert "#/components/parameters/ServiceKey" not in parameters
        elif (method, path) in UNMETERED:
            assert "security" not in op and "#/components/parameters/ServiceKey" not in parameters
        else:
            assert "security" not in op, f"{method} {path} needs no key: no padlock"
            assert "#/components/parameters/ServiceKey" in parameters, (
                f"{method} {path} takes an optional key"
            )
    assert "security" not in document


def test_response_headers_are_documented(document):
    problems = document["paths"][f"{V1}/problems"]["get"]["responses"]
    assert {"X-Seed", "Cache-Control", "X-RateLimit-Remaining", "RateLimit"} <= set(
        problems["200"]["headers"]
    )
    assert "Retry-After" in problems["429"]["headers"]
    health = document["paths"][f"{V1}/health"]["get"]["responses"]["200"]["headers"]
    assert "X-RateLimit-Limit" not in health
    for name, header in document["components"]["headers"].items():
        assert header["description"] and header["schema"], name


def test_every_operation_has_a_real_example(document):
    for _, _, op in _operations(document):
        if op["operationId"] in UNRECORDED:
            continue
        success = next(r for status, r in op["responses"].items() if status.startswith("2"))
        assert "example" in success["content"]["application/json"], op["operationId"]
        if "requestBody" in op:
            assert "example" in op["requestBody"]["content"]["application/json"], op["operationId"]
        for parameter in op.get("parameters", []):
            if parameter.get("required"):
                assert "example" in parameter, (op["operationId"], parameter["name"])


def test_examples_validate_against_the_documented_schemas(document):
    registry = Registry().with_resource("urn:doc", Resource(contents=document, specification=DRAFT202012))
    for _, _, op in _operations(document):
        checks = []
        for status, response in op["responses"].items():
            for media in response.get("content", {}).values():
                if "example" in media:
                    checks.append((f"{op['operationId']} {status}", media["schema"], media["example"]))
        if "requestBody" in op:
            media = op["requestBody"]["content"]["application/json"]
            checks.append((f"{op['operationId']} body", media["schema"], media["example"]))
        for name, schema, example in checks:
            rooted = _rooted(schema)
            errors = list(Draft202012Validator(rooted, registry=registry).iter_errors(example))
            assert not errors, f"{name}: {errors[0].message}"


def _rooted(schema: Any) -> Any:
    """``#/components/...`` references resolved against the whole document (registered as urn:doc)."""
    text = json.dumps(schema).replace('"$ref": "#/', '"$ref": "urn:doc#/')
    return json.loads(text)


def test_recorded_examples_are_what_the_handlers_answer_today():
    assert json.loads(TARGET.read_text(encoding="utf-8")) == json.loads(render()), "run `make docs`"
    assert {e.operation_id for e in EXAMPLES} | UNRECORDED == {op.operation_id for op in OPERATIONS.values()}


def test_openapi_json_is_not_cached(api):
    response = api.get(f"{V1}/openapi.json")
    assert response.header("Cache-Control") == "no-store"


def test_docs_page_shows_exactly_the_served_document(api):
    page = api.get(f"{V1}/docs").raw.decode()
    embedded = re.search(r"spec: (\{.*?\}),\n\s+presets:", page, re.S)
    assert embedded is not None
    assert json.loads(embedded.group(1).replace("<\\/", "</")) == api.get(f"{V1}/openapi.json").json
    assert f"<title>{html.escape('K-8 Educational Content API')}</title>" in page


def test_docs_json_link_answers_the_document(api):
    response = api.get(f"{V1}/docs", params={"format": "json"})
    assert response.status == 200
    assert response.json == api.get(f"{V1}/openapi.json").json


def _service_event(path: str, *, stage: str, context_path: str, headers: dict[str, str]) -> dict[str, Any]:
    event = json.loads((EVENTS / "service-get-openapi-json.json").read_text())
    event = copy.deepcopy(event)
    event.update(
        path=path, resource=path, headers=headers, multiValueHeaders={k: [v] for k, v in headers.items()}
    )
    event["requestContext"].update(stage=stage, path=context_path, resourcePath=path)
    return event


@pytest.mark.parametrize(
    ("context_path", "headers", "server"),
    [
        ("/dev/api/v1/openapi.json", {"Host": "abc.execute-api.us-east-1.amazonaws.com"}, "/dev"),
        ("/dev/api/v1/openapi.json", {"Host": "cdn.example.org", "X-Amz-Cf-Id": "x1"}, "/"),
        ("/api/v1/openapi.json", {"Host": "api.example.org"}, "/"),
    ],
)
def test_server_url_keeps_the_stage_prefix_the_caller_uses(context_path, headers, server):
    event = _service_event(f"{V1}/openapi.json", stage="dev", context_path=context_path, headers=headers)
    result = build_service_resolver().resolve(event, FakeLambdaContext(function_name="service"))
    assert json.loads(result["body"])["servers"][0]["url"] == server
