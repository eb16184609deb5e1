"""Health, the OpenAPI document, the docs page, unknown routes and 500s."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import assert_problem

V1 = "/api/v1"
COMMITTED_OPENAPI = Path(__file__).resolve().parents[2] / "docs" / "openapi.json"


def test_health_reports_status_version_and_time(api, fixed_clock):
    body = api.get(f"{V1}/health").json
    assert body["data"] == {"status": "ok", "version": "1.0.0", "time": "2026-03-14T15:09:26.535Z"}


def test_openapi_is_served_and_equals_the_committed_document(api):
    response = api.get(f"{V1}/openapi.json")
    assert response.status == 200
    document = response.json
    assert document["openapi"].startswith("3.1")
    assert document == json.loads(COMMITTED_OPENAPI.read_text())


def test_docs_page_is_html(api):
    response = api.get(f"{V1}/docs")
    assert response.status == 200
    assert "text/html" in (response.header("Content-Type") or "")
    assert "swagger" in response.raw.decode().lower()


@pytest.mark.parametrize("path", [f"{V1}/nothing-here", f"{V1}/skills/a/b"])
def test_unknown_api_route_is_a_404_problem(api, path):
    body = assert_problem(api.get(path), 404, "not-found")
    assert body["instance"] == path


def test_path_outside_the_api_gets_the_gateway_404(api):
    body = assert_problem(api.get("/index.php"), 404, "not-found")
    assert body["instance"] == "/index.php"


def test_unexpected_errors_are_a_500_without_internals(api, monkeypatch):
    from educontent.catalog import queries

    def explode() -> None:
        raise RuntimeError("database password is hunter2")

    monkeypatch.setattr(queries, "list_grades", explode)
    response = api.get(f"{V1}/grades")
    body = assert_problem(response, 500, "internal")
    assert "hunter2" not in response.raw.decode() and "RuntimeError" not in response.raw.decode()
    assert body["instance"] == f"{V1}/grades"


def test_a_method_the_path_does_not_serve_is_a_405_before_any_key_check(api):
    response = api.request("TRACE", f"{V1}/grades", headers={"X-Service-Key": "edu_" + "A" * 36})
    body = assert_problem(response, 405, "method-not-allowed")
    assert "GET" in (response.header("Allow") or "") and body["instance"] == f"{V1}/grades"
    assert response.header("X-RateLimit-Limit") is None  # not counted
