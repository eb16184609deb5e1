"""The CloudFront viewer-request function in template.yaml, run in Node (as CloudFront runs JS)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from educontent.local.template import load_template

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def _run(request: dict) -> dict:
    template = load_template()
    code = template.resolve(template.raw["Resources"]["SeededQueryFunction"]["Properties"]["FunctionCode"])
    script = code + f"\nprocess.stdout.write(JSON.stringify(handler({json.dumps({'request': request})})));"
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def test_allow_listed_parameters_are_sorted_for_one_cache_entry_per_request():
    result = _run(
        {
            "method": "GET",
            "uri": "/api/v1/problems",
            "querystring": {"skill": {"value": "a"}, "seed": {"value": "1"}, "count": {"value": "5"}},
        }
    )
    assert list(result["querystring"]) == ["count", "seed", "skill"]


def test_unknown_parameters_get_the_same_422_problem_as_the_origin():
    result = _run(
        {
            "method": "GET",
            "uri": "/api/v1/problems",
            "querystring": {"seed": {"value": "1"}, "utm": {"value": "x"}},
        }
    )
    assert result["statusCode"] == 422
    body = json.loads(result["body"])
    assert body["type"].endswith("/errors/validation-failed") and body["errors"][0]["field"] == "query.utm"
    assert body["status"] == 422 and body["title"] == "Unprocessable Content"


def test_posts_pass_through_untouched():
    request = {"method": "POST", "uri": "/api/v1/problems", "querystring": {"zzz": {"value": "1"}}}
    assert _run(request) == request


def test_worksheets_also_allow_their_print_parameters():
    query = {
        "format": {"value": "pdf"},
        "skill": {"value": "a"},
        "answerKey": {"value": "none"},
        "seed": {"value": "1"},
    }
    result = _run({"method": "GET", "uri": "/api/v1/worksheets", "querystring": query})
    assert list(result["querystring"]) == ["answerKey", "format", "seed", "skill"]
    problems = _run({"method": "GET", "uri": "/api/v1/problems", "querystring": query})
    assert problems["statusCode"] == 422


def test_the_cache_keys_hold_exactly_the_query_parameters_of_their_routes():
    document = json.loads((Path(__file__).resolve().parents[2] / "docs" / "openapi.json").read_text())
    resources = load_template().raw["Resources"]
    for policy, path in (
        ("ProblemsCachePolicy", "/api/v1/problems"),
        ("WorksheetsCachePolicy", "/api/v1/worksheets"),
    ):
        config = resources[policy]["Properties"]["CachePolicyConfig"][
            "ParametersInCacheKeyAndForwardedToOrigin"
        ]
        declared = {p["name"] for p in document["paths"][path]["get"]["parameters"] if p.get("in") == "query"}
        assert set(config["QueryStringsConfig"]["QueryStrings"]) == declared, policy
