"""``python -m educontent.local.openapi_examples``: record the OpenAPI document's examples.

Every documented operation gets one example request, sent through the real handlers (routed by
``template.yaml``, access control included) on moto's in-memory DynamoDB, with a fixed clock; the
answer is recorded as the operation's example response. So the examples in ``/openapi.json`` and on
the docs page are what the service really answers, and ``make test`` fails when they drift.

Values that differ on every run (request ids, timings, a key's id and prefix) are replaced by fixed
ones; everything else is as answered. The result is ``educontent/http/openapi_examples.json``, which
the layer ships and ``educontent.http.openapi`` merges into the document.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

TARGET = Path(__file__).resolve().parents[1] / "http" / "openapi_examples.json"
RECORDED_AT = datetime(2026, 9, 8, 14, 30, 0, 250000, tzinfo=UTC)
FIXED = {
    "requestId": "6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b",
    "generationTimeMs": 1.25,
    "avgResponseMs": 18.4,
}
KEY_FIXED = {"id": "0b7e4a52-3c1d-4e8f-9a6b-5d2c7e1f0a93", "keyPrefix": "edu_7Qm2xK9p"}
SKILL = "multiply-within-100"
CHECKED_SKILL = "add-fractions-with-unlike-denominators"
CHECK_BODY = "$CHECK"
"""Stands for the answer-check example's body: two responses to a seeded item of ``CHECKED_SKILL``
(its key, and a wrong answer it anticipates), made when recording since ids name the generator version."""


@dataclass(frozen=True)
class Example:
    operation_id: str
    method: str
    path: str
    path_parameters: dict[str, str] = field(default_factory=dict)
    query: dict[str, str] = field(default_factory=dict)
    body: Any = None
    keyed: bool = False


EXAMPLES: tuple[Example, ...] = (
    Example("listGrades", "GET", "/api/v1/grades"),
    Example("getGrade", "GET", "/api/v1/grades/{slug}", {"slug": "grade-3"}),
    Example("listSubjects", "GET", "/api/v1/subjects"),
    Example("getSubject", "GET", "/api/v1/subjects/{slug}", {"slug": "math"}, {"grade": "grade-3"}),
    Example("listTopics", "GET", "/api/v1/topics", query={"subject": "math", "grade": "3", "pageSize": "2"}),
    Example(
        "getTopic",
        "GET",
        "/api/v1/topics/{slug}",
        {"slug": "multiplication-and-division"},
        {"grade": "grade-3"},
    ),
    Example("listSkills", "GET", "/api/v1/skills", query={"grade": "3", "q": "multiply", "pageSize": "2"}),
    Example("getSkill", "GET", "/api/v1/skills/{slug}", {"slug": SKILL}),
    Example(
        "listStandards",
        "GET",
        "/api/v1/standards",
        query={"framework": "CCSS-MATH", "grade": "3", "pageSize": "2"},
    ),
    Example("getStandard", "GET", "/api/v1/standards/{code}", {"code": "3.OA.C.7"}),
    Example("generateItems", "POST", "/api/v1/generate", body={"skill": SKILL, "count": 2, "seed": 42}),
    Example("generateItem", "POST", "/api/v1/generate/single", body={"skill": SKILL, "seed": 42}),
    Example("postProblems", "POST", "/api/v1/problems", body={"skill": SKILL, "count": 2, "seed": 42}),
    Example("postProblem", "POST", "/api/v1/problems/single", body={"skill": SKILL, "seed": 42}),
    Example("getProblems", "GET", "/api/v1/problems", query={"skill": SKILL, "count": "2", "seed": "42"}),
    Example("getProblem", "GET", "/api/v1/problems/single", query={"skill": SKILL, "seed": "42"}),
    Example(
        "requestKey",
        "POST",
        "/api/v1/keys/request",
        body={
            "name": "Maple Elementary",
            "email": "it@maple.example",
            "projectDescription": "Weekly math worksheets for grades 3 to 5",
        },
    ),
    Example("checkAnswers", "POST", "/api/v1/answers/check", body=CHECK_BODY),
    Example(
        "listMisconceptions", "GET", "/api/v1/misconceptions", query={"skill": CHECKED_SKILL, "pageSize": "2"}
    ),
    Example("getUsage", "GET", "/api/v1/usage", keyed=True),
    Example("getUsageHistory", "GET", "/api/v1/usage/history", query={"days": "3"}, keyed=True),
    Example("getUsageBySkill", "GET", "/api/v1/usage/by-skill", query={"days": "7"}, keyed=True),
    Example("getUsageByEndpoint", "GET", "/api/v1/usage/by-endpoint", query={"days": "7"}, keyed=True),
    Example("getKeyInfo", "GET", "/api/v1/keys/info", keyed=True),
    Example("revokeKey", "DELETE", "/api/v1/keys", keyed=True),
    Example("getHealth", "GET", "/api/v1/health"),
)
"""In the order they are sent: usage is read after some keyed generation, the key revoked last."""
WARM_UP = (
    f"/api/v1/problems?skill={SKILL}&count=5&seed=7",
    "/api/v1/problems?skill=add-tens-to-a-two-digit-number&count=3&seed=7",
    "/api/v1/skills?grade=3",
)
UNRECORDED = frozenset({"getOpenApiDocument", "getWorksheet", "getWorksheetBuilder"})
"""Operations whose answer is not worth an example (the document itself) or is not JSON (a worksheet,
the builder page: docs/worksheets.md and docs/worksheet-builder.md show them)."""


def _fix(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: FIXED.get(k, _fix(v)) if k in FIXED else _fix(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_fix(v) for v in value]
    return value


def _fix_key(body: dict[str, Any]) -> dict[str, Any]:
    data = body.get("data")
    if isinstance(data, dict) and "keyPrefix" in data:
        body = {**body, "data": {**data, **KEY_FIXED}}
    return body


@contextmanager
def _recording_environment() -> Iterator[None]:
    """moto's DynamoDB with the template's tables, generous limits and a fixed clock."""
    from moto import mock_aws

    from educontent.http import clock
    from educontent.local.template import load_template
    from educontent.settings import get_settings
    from educontent.storage.dynamodb import create_tables, dynamodb_client

    saved = dict(os.environ)
    os.environ.update(
        {
            "AWS_REGION": "us-east-1",
            "AWS_ACCESS_KEY_ID": "recording",
            "AWS_SECRET_ACCESS_KEY": "recording",
            "PUBLIC_BASE_URL": "https://api.example.org",
            "POWERTOOLS_TRACE_DISABLED": "true",
            "POWERTOOLS_LOG_LEVEL": "ERROR",
            "POWERTOOLS_METRICS_NAMESPACE": "EduContentExamples",
            "TIER_LIMITS": "",
        }
    )
    os.environ.pop("DYNAMODB_ENDPOINT", None)
    os.environ.pop("ORIGIN_VERIFY_SECRET", None)
    os.environ.pop("ITEM_ID_KEY", None)  # ids signed with the checkout's key, as everywhere in docs
    template = load_template()
    os.environ.update(
        {k: v for k, v in template.function_environment().items() if k.endswith("_TABLE") or k == "STAGE"}
    )
    real_now = clock.utc_now
    clock.utc_now = lambda: RECORDED_AT  # type: ignore[assignment]
    get_settings.cache_clear()
    try:
        with mock_aws():
            create_tables(dynamodb_client(), template.tables())
            yield
    finally:
        clock.utc_now = real_now  # type: ignore[assignment]
        os.environ.clear()
        os.environ.update(saved)
        get_settings.cache_clear()


def record() -> dict[str, Any]:
    """Send every example through the handlers; ``{operationId: {request, status, body}}``."""
    from educontent.access.key_management import issue_key
    from educontent.core.key_records import Tier
    from educontent.generation.engine import CACHE
    from educontent.local.server import LocalGateway
    from educontent.local.template import load_template

    recorded: dict[str, Any] = {}
    with _recording_environment():
        CACHE.clear()
        gateway = LocalGateway(load_template())
        key, _ = issue_key(name="Maple Elementary", email="it@maple.example", tier=Tier.FREE, now=RECORDED_AT)
        for url in WARM_UP:  # some keyed use first, so that the usage examples have something to show
            gateway.invoke("GET", url, {"X-Service-Key": key}, b"", "198.51.100.20")
        for example in EXAMPLES:
            if example.body == CHECK_BODY:
                example = replace(example, body=_check_body())
            path = example.path.format(**example.path_parameters)
            url = path + (f"?{urlencode(example.query)}" if example.query else "")
            headers = {"Content-Type": "application/json"} if example.body is not None else {}
            if example.keyed:
                headers["X-Service-Key"] = key
            body = json.dumps(example.body).encode() if example.body is not None else b""
            status, _, payload = gateway.invoke(example.method, url, headers, body, "198.51.100.20")
            if status >= 400:
                raise RuntimeError(f"{example.operation_id}: {status} {payload[:300]!r}")
            request: dict[str, Any] = {}
            if example.path_parameters:
                request["pathParameters"] = example.path_parameters
            if example.query:
                request["query"] = example.query
            if example.body is not None:
                request["body"] = example.body
            recorded[example.operation_id] = {
                "request": request,
                "status": status,
                "body": _fix_key(_fix(json.loads(payload))),
            }
    return recorded


def _check_body() -> dict[str, Any]:
    from educontent.generation.engine import GenerationRequest, generate

    item = generate(GenerationRequest(skills=(CHECKED_SKILL,), count=1, seed=42)).items[0]
    wrong = item.answer.common_errors[0].value  # type: ignore[union-attr]
    return {
        "items": [
            {"itemId": item.id, "response": item.answer.display},
            {"itemId": item.id, "response": wrong},
        ]
    }


def render() -> str:
    return json.dumps(record(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    target = Path(argv[0]) if argv else TARGET
    target.write_text(render(), encoding="utf-8")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
