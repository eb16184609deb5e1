"""Keys routes (SPEC 4.4). Declared so the API is complete; they answer 501 until the feature ships."""

from __future__ import annotations

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.http.problems import NotImplementedYet, Problem, ProblemKind
from educontent.http.responses import problem_responses

router = Router()
TAGS = ["Keys"]
_PENDING = problem_responses(ProblemKind.NOT_IMPLEMENTED)
_DETAIL = "API keys is not available yet on this deployment"


@router.get("/api/v1/keys/info", tags=TAGS, summary="The calling key's details", responses=_PENDING)
def get_key_info() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.delete("/api/v1/keys", tags=TAGS, summary="Revoke the calling key", responses=_PENDING)
def delete_key() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.post("/api/v1/keys/request", tags=TAGS, summary="Request an API key", responses=_PENDING)
def post_key_request() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)
