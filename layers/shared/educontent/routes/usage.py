"""Usage routes (SPEC 4.3). Declared so the API is complete; they answer 501 until the feature ships."""

from __future__ import annotations

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.http.problems import NotImplementedYet, Problem, ProblemKind
from educontent.http.responses import problem_responses

router = Router()
TAGS = ["Usage"]
_PENDING = problem_responses(ProblemKind.NOT_IMPLEMENTED)
_DETAIL = "Usage reporting is not available yet on this deployment"


@router.get("/api/v1/usage", tags=TAGS, summary="Today's usage of the calling key", responses=_PENDING)
def get_usage() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.get("/api/v1/usage/history", tags=TAGS, summary="Daily usage history", responses=_PENDING)
def get_usage_history() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.get("/api/v1/usage/by-skill", tags=TAGS, summary="Usage per skill", responses=_PENDING)
def get_usage_by_skill() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.get("/api/v1/usage/by-endpoint", tags=TAGS, summary="Usage per endpoint", responses=_PENDING)
def get_usage_by_endpoint() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)
