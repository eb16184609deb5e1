"""Access control: DynamoDB requests per API call (counted) and the latency it adds (DynamoDB Local).

Requests are counted with a botocore ``before-send`` hook on the service's own client, so every
HTTP request to DynamoDB is seen, retries included. Latency is the same warm request through
``handle`` (access control on) and through the resolver alone (access control off), both in
this process against DynamoDB Local on the loopback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from tests.bench.measure import Row, per_call_seconds

REPO = Path(__file__).resolve().parents[2]
GENEROUS = json.dumps(
    {t: {"perMinute": 10**7, "perDay": 10**9} for t in ("anonymous", "free", "pro", "agent")}
)


def run(endpoint: str) -> list[Row]:
    """The access-control rows, against the DynamoDB Local at ``endpoint`` (tables created here)."""
    from tests.integration.dynamodb_local.server import environment_for

    os.environ.update(environment_for(endpoint))  # already so when run by tests.bench
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "ERROR")
    os.environ["TIER_LIMITS"] = GENEROUS
    sys.path.insert(0, str(REPO / "functions" / "catalog"))

    from catalog_api.handler import app
    from educontent.access import key_management
    from educontent.access.authentication import reset_key_cache
    from educontent.core.key_records import Tier
    from educontent.entry import handle
    from educontent.http import clock
    from educontent.local.server import FakeLambdaContext, build_event
    from educontent.local.template import load_template
    from educontent.settings import get_settings
    from educontent.storage.dynamodb import create_tables, dynamodb_client, forget_clients

    get_settings.cache_clear()
    forget_clients()
    create_tables(dynamodb_client(), load_template().tables())
    sent: list[str] = []
    dynamodb_client().meta.events.register(
        "before-send.dynamodb", lambda request, **_: sent.append(request.headers.get("X-Amz-Target", b""))
    )
    # A settable clock a year ahead (DynamoDB Local applies TTL against the real clock).
    start = datetime.now(UTC).replace(second=0, microsecond=0) + timedelta(days=365)
    moment = {"now": start}
    clock_now: Callable[[], datetime] = lambda: moment["now"]  # noqa: E731
    original_now = clock.utc_now
    clock.utc_now = clock_now
    try:
        key, _ = key_management.issue_key(name="bench", email=None, tier=Tier.PRO, now=start)
        routes = {r.path: r for r in load_template().routes()}
        context = FakeLambdaContext(function_name="bench")

        def event(ip: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
            route = routes["/api/v1/skills/{slug}"]
            return build_event(
                route, "GET", "/api/v1/skills/multiply-within-100", "", headers or {}, b"", ip, "dev"
            )

        anonymous = event("198.51.100.1")
        keyed = event("198.51.100.2", {"X-Service-Key": key})
        refused = event("198.51.100.3")

        def requests_per_call(evt: dict[str, Any], calls: int = 50) -> float:
            handle(app, evt, context)  # warm: key cached, minute known
            sent.clear()
            for _ in range(calls):
                handle(app, evt, context)
            return len(sent) / calls

        rows = [
            Row("DynamoDB requests per anonymous catalog call", requests_per_call(anonymous), "req"),
            Row("DynamoDB requests per keyed call (key cached)", requests_per_call(keyed), "req"),
        ]
        moment["now"] = start + timedelta(minutes=1)
        sent.clear()
        handle(app, keyed, context)
        rows.append(Row("DynamoDB requests, keyed call, first of a minute", len(sent), "req"))
        reset_key_cache()
        sent.clear()
        handle(app, keyed, context)
        rows.append(Row("DynamoDB requests, keyed call, key not cached", len(sent), "req"))
        sent.clear()
        os.environ["TIER_LIMITS"] = '{"anonymous": {"perMinute": 1}}'
        get_settings.cache_clear()
        handle(app, refused, context)  # admitted
        sent.clear()
        first_refusal = handle(app, refused, context)
        assert first_refusal["statusCode"] == 429
        learnt = len(sent)
        sent.clear()
        for _ in range(50):
            handle(app, refused, context)
        rows.append(Row("DynamoDB requests for the first 429 of a container", learnt, "req"))
        rows.append(Row("DynamoDB requests per further 429 (caller remembered)", len(sent) / 50, "req"))
        os.environ["TIER_LIMITS"] = GENEROUS
        get_settings.cache_clear()

        for _ in range(300):  # DynamoDB Local runs on a JVM: let it warm up before timing
            handle(app, anonymous, context)
        client = dynamodb_client()
        probe = {
            "TableName": get_settings().usage_table,
            "Key": {"pk": {"S": "CALLER#bench"}, "sk": {"S": "PROBE"}},
            "UpdateExpression": "ADD n :one",
            "ExpressionAttributeValues": {":one": {"N": "1"}},
        }
        round_trip = per_call_seconds(lambda: client.update_item(**probe), repeat=5, number=100)
        without = per_call_seconds(lambda: app.resolve(anonymous, context), repeat=5, number=100)
        for name, evt in [("anonymous", anonymous), ("keyed", keyed)]:
            with_access = per_call_seconds(lambda evt=evt: handle(app, evt, context), repeat=5, number=100)
            rows.append(
                Row(
                    f"GET /skills/{{slug}} {name}, access control on",
                    with_access * 1000,
                    "ms",
                    with_access / without,
                    "the same request, access control off",
                )
            )
            rows.append(
                Row(
                    f"  added by access control ({name})",
                    (with_access - without) * 1000,
                    "ms",
                    (with_access - without) / round_trip,
                    "one raw UpdateItem round trip",
                )
            )
        rows.append(Row("GET /skills/{slug}, access control off", without * 1000, "ms"))
        rows.append(Row("one raw UpdateItem round trip to DynamoDB Local", round_trip * 1000, "ms"))
        return rows
    finally:
        clock.utc_now = original_now
