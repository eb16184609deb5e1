"""A broken configuration: health reports it (503 with the reason), every route answers 503."""

from __future__ import annotations

import pytest

from educontent.access.configuration import validate_configuration
from educontent.settings import ConfigurationError
from tests.conftest import assert_problem, reset_process_state
from tests.handlers.access_helpers import V1, use_limits

BROKEN = [
    ("{not json", "TIER_LIMITS is not valid JSON: "),
    ('{"gold": {"perMinute": 5}}', "TIER_LIMITS names an unknown tier 'gold'"),
    ('{"free": {"perMinute": 0}}', "TIER_LIMITS['free'] is invalid"),
    ("[1, 2]", "TIER_LIMITS must be a JSON object keyed by tier"),
]


@pytest.mark.parametrize(("value", "reason"), BROKEN)
def test_health_answers_503_with_the_reason(api, monkeypatch, value, reason):
    use_limits(monkeypatch, value)
    response = api.get(f"{V1}/health")
    body = assert_problem(response, 503, "service-unavailable")
    assert body["detail"].startswith(reason)
    assert response.header("Retry-After") == "60"
    assert response.header("X-RateLimit-Limit") is None  # health is unmetered, even when broken


@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", f"{V1}/grades"), ("GET", f"{V1}/usage"), ("POST", f"{V1}/keys/request"), ("GET", f"{V1}/nope")],
)
def test_every_other_route_answers_503_not_500(api, monkeypatch, method, path):
    use_limits(monkeypatch, "{not json")
    response = api.request(method, path, body={})
    body = assert_problem(response, 503, "service-unavailable")
    assert f"{V1}/health" in body["detail"]
    assert response.header("Retry-After") == "60"


def test_a_broken_configuration_is_logged_once_as_an_error(api, monkeypatch, caplog):
    use_limits(monkeypatch, "{not json")
    for _ in range(3):
        assert api.get(f"{V1}/grades").status == 503
        assert api.get(f"{V1}/health").status == 503
    logged = [r for r in caplog.records if r.getMessage() == "configuration is not valid"]
    assert [r.levelname for r in logged] == ["ERROR"]


def test_a_repaired_configuration_serves_again(api, monkeypatch):
    use_limits(monkeypatch, "{not json")
    assert api.get(f"{V1}/health").status == 503
    use_limits(monkeypatch, '{"anonymous": {"perMinute": 1000}}')  # a new container
    assert api.get(f"{V1}/health").status == 200
    assert api.get(f"{V1}/grades").status == 200


def test_validate_configuration_names_the_setting(monkeypatch):
    monkeypatch.setenv("TIER_LIMITS", '{"free": {"perHour": 5}}')
    reset_process_state()
    with pytest.raises(ConfigurationError, match=r"TIER_LIMITS\['free'\] is invalid"):
        validate_configuration()
    monkeypatch.setenv("TIER_LIMITS", "")
    monkeypatch.setenv("DYNAMODB_READ_TIMEOUT", "soon")
    reset_process_state()
    with pytest.raises(ConfigurationError, match="DYNAMODB_READ_TIMEOUT"):
        validate_configuration()
    monkeypatch.setenv("DYNAMODB_READ_TIMEOUT", "2.5")
    monkeypatch.setenv("CATALOG_DATA_DIR", "/nonexistent/catalog")
    reset_process_state()
    with pytest.raises(ConfigurationError, match="CATALOG_DATA_DIR"):
        validate_configuration()
    monkeypatch.delenv("CATALOG_DATA_DIR")
    reset_process_state()
    assert validate_configuration().tier_limits_json == ""
