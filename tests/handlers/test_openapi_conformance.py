"""The server and its OpenAPI document agree: values the document allows are never refused as
invalid (no 422), values it forbids are refused (422). Generated clients and schema fuzzers rely
on this. Cross-parameter rules and catalog data (a path slug that does not exist) are the documented
exceptions: they answer 404. The topic filter is an enum of the catalog's topics."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

REPO = Path(__file__).resolve().parents[2]
DOC = json.loads((REPO / "docs" / "openapi.json").read_text())
V1 = "/api/v1"

# Real values for path parameters, and the parameters a route needs besides the one under test
# (GET /problems needs a selector: a rule between parameters, stated in their descriptions).
PATHS = {
    "/api/v1/grades/{slug}": "/api/v1/grades/grade-3",
    "/api/v1/subjects/{slug}": "/api/v1/subjects/math",
    "/api/v1/topics/{slug}": "/api/v1/topics/addition-and-subtraction",
    "/api/v1/skills/{slug}": None,  # no query parameters
    "/api/v1/standards/{code}": None,
}
BASE: dict[str, dict[str, str]] = {
    "/api/v1/problems": {"subject": "math"},
    "/api/v1/worksheets": {"subject": "math"},
}
SKIP = {"/api/v1/usage/history", "/api/v1/usage/by-skill", "/api/v1/usage/by-endpoint"}  # keyed
DATA_RULES: set[tuple[str, str]] = {("/api/v1/misconceptions", "skill")}
"""Schema-valid values the catalog may not know: the topic filter is an enum, but the 1,528 skill
slugs the misconception filter takes are not listed in the document (an unknown one is a 422)."""
SLUG = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=40)


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    if "$ref" in schema:
        return DOC["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _branches(schema: dict[str, Any]) -> list[dict[str, Any]]:
    branches = schema.get("anyOf", [schema])
    return [_resolve(b) for b in branches if b.get("type") != "null"]


def _allowed(schema: dict[str, Any]) -> st.SearchStrategy[str]:
    strategies = []
    for branch in _branches(schema):
        if "enum" in branch:
            strategies.append(st.sampled_from(branch["enum"]))
        elif branch.get("type") == "integer":
            strategies.append(st.integers(int(branch["minimum"]), int(branch["maximum"])).map(str))
        elif "pattern" in branch:
            strategies.append(st.from_regex(branch["pattern"], fullmatch=True))
        else:
            low, high = branch.get("minLength", 0), min(branch.get("maxLength", 40), 40)
            strategies.append(SLUG.filter(lambda s, lo=low, hi=high: lo <= len(s) <= hi))
    return st.one_of(strategies)


def _forbidden(schema: dict[str, Any]) -> list[str]:
    values: list[str] = []
    for branch in _branches(schema):
        if "enum" in branch:
            values += ["zzz", str(branch["enum"][0]).upper(), " " + str(branch["enum"][0])]
        elif branch.get("type") == "integer":
            low, high = int(branch["minimum"]), int(branch["maximum"])
            values += [str(low - 1), str(high + 1), f"+{low}", f" {low}", f"{low}.0", "٣", "9" * 5000]
        elif "pattern" in branch:
            values += ["zzz", " 3", "+3", "٣"]
        else:
            if branch.get("minLength"):
                values.append("")
            if "maxLength" in branch:
                values.append("x" * (branch["maxLength"] + 1))
    return values


def _cases() -> list[tuple[str, str, dict[str, Any]]]:
    cases = []
    for template, operations in DOC["paths"].items():
        operation = operations.get("get")
        if operation is None or template in SKIP:
            continue
        url = PATHS.get(template, template)
        for parameter in operation.get("parameters", []):
            if "$ref" in parameter:  # the optional X-Service-Key header: not a query parameter
                continue
            if parameter["in"] == "query" and url is not None:
                cases.append((url, parameter["name"], parameter["schema"]))
    return cases


CASES = _cases()


def test_every_get_query_parameter_is_covered():
    assert len(CASES) >= 30


@pytest.mark.parametrize(("url", "name", "schema"), CASES, ids=[f"{u}?{n}" for u, n, _ in CASES])
@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_values_the_document_allows_are_not_refused_as_invalid(api, url, name, schema, data):
    value = data.draw(_allowed(schema))
    params = {**BASE.get(url, {}), name: value}
    if url == f"{V1}/problems/single" and name != "skill":
        params["skill"] = "count-objects-to-20"
    response = api.get(url, params=params)
    assert response.status < 500, response.raw
    if (url, name) not in DATA_RULES:
        assert response.status != 422, (params, response.raw)


@pytest.mark.parametrize(("url", "name", "schema"), CASES, ids=[f"{u}?{n}" for u, n, _ in CASES])
def test_values_the_document_forbids_are_422(api, url, name, schema):
    for value in _forbidden(schema):
        params = {**BASE.get(url, {}), name: value}
        if url == f"{V1}/problems/single" and name != "skill":
            params["skill"] = "count-objects-to-20"
        response = api.get(url, params=params)
        assert response.status == 422, (params, response.raw)


def _body_schema(path: str) -> Draft202012Validator:
    ref = DOC["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
    schema = {**_resolve(ref), "$defs": DOC["components"]["schemas"]}
    text = json.dumps(schema).replace("#/components/schemas/", "#/$defs/")
    return Draft202012Validator(json.loads(text))


GENERATE_BODIES = [
    {},
    {"count": 3},
    {"skill": None},
    {"skill": ""},
    {"skills": []},
    {"subject": "art"},
    {"subject": "math", "count": True},
    {"subject": "math", "count": "10"},
    {"subject": "math", "count": 10.5},
    {"subject": "math", "seed": -1},
    {"subject": "math", "grade": "٣"},
    {"subject": "math", "grade": 9},
    {"subject": "math", "grade": True},
    {"subject": "math", "colour": "red"},
    {"subject": "math"},
    {"subject": "math", "grade": "Grade-3", "count": 50, "seed": 0, "difficulty": "hard"},
    {"skills": ["count-objects-to-20"], "grade": 0},
]


@pytest.mark.parametrize("body", GENERATE_BODIES, ids=[json.dumps(b) for b in GENERATE_BODIES])
def test_generate_bodies_are_refused_exactly_when_the_schema_refuses_them(api, body):
    valid = _body_schema(f"{V1}/generate").is_valid(body)
    response = api.post(f"{V1}/generate", body=body)
    assert (response.status == 422) is (not valid), response.raw
    if valid:
        assert response.status == 200, response.raw


def test_the_document_is_valid_openapi():
    from openapi_spec_validator import validate

    validate(DOC)
