"""Usage routes (docs/api/usage.md): the calling key's usage today, per day, per skill and per endpoint."""

from __future__ import annotations

from typing import Annotated

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query

from educontent.access import usage_reports
from educontent.access.accounting import keyed_account
from educontent.access.schemas import UsageByEndpoint, UsageBySkill, UsageHistory, UsageSummary
from educontent.core.errors import ProblemKind
from educontent.http import clock
from educontent.http.app import reject_unknown_query_parameters
from educontent.http.envelope import Envelope
from educontent.http.params import ascii_int
from educontent.http.responses import KEY_REQUIRED, problem_responses, respond

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Usage"]
_ERRORS = problem_responses(ProblemKind.UNAUTHORIZED, ProblemKind.SERVICE_UNAVAILABLE)
_WINDOW_ERRORS = problem_responses(
    ProblemKind.UNPROCESSABLE, ProblemKind.UNAUTHORIZED, ProblemKind.SERVICE_UNAVAILABLE
)
_KEYED = {"tags": TAGS, "security": KEY_REQUIRED}
Days = Annotated[ascii_int(1, 90), Query(description="UTC days to cover, today included (1-90).")]


@router.get("/api/v1/usage", summary="Today's usage of the calling key", responses=_ERRORS, **_KEYED)
def get_usage() -> Response[Envelope[UsageSummary]]:
    return respond(router, usage_reports.summary(keyed_account(), clock.utc_now()))


@router.get(
    "/api/v1/usage/history", summary="Requests and items per UTC day", responses=_WINDOW_ERRORS, **_KEYED
)
def get_usage_history(days: Days = 30) -> Response[Envelope[UsageHistory]]:
    return respond(router, usage_reports.history(keyed_account().caller, days, clock.utc_now()))


@router.get(
    "/api/v1/usage/by-skill", summary="Requests and items per skill", responses=_WINDOW_ERRORS, **_KEYED
)
def get_usage_by_skill(days: Days = 30) -> Response[Envelope[UsageBySkill]]:
    return respond(router, usage_reports.by_skill(keyed_account().caller, days, clock.utc_now()))


@router.get(
    "/api/v1/usage/by-endpoint",
    summary="Requests and average response time per endpoint",
    responses=_WINDOW_ERRORS,
    **_KEYED,
)
def get_usage_by_endpoint(days: Days = 30) -> Response[Envelope[UsageByEndpoint]]:
    return respond(router, usage_reports.by_endpoint(keyed_account().caller, days, clock.utc_now()))
