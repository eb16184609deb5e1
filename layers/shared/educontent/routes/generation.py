"""Generation routes (SPEC 4.2). Declared so the API is complete; they answer 501 until the feature ships."""

from __future__ import annotations

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.http.problems import NotImplementedYet, Problem, ProblemKind
from educontent.http.responses import problem_responses

router = Router()
TAGS = ["Generation"]
_PENDING = problem_responses(ProblemKind.NOT_IMPLEMENTED)
_DETAIL = "Content generation is not available yet on this deployment"


@router.post("/api/v1/generate", tags=TAGS, summary="Generate a batch of items", responses=_PENDING)
def post_generate() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.post("/api/v1/generate/single", tags=TAGS, summary="Generate one item", responses=_PENDING)
def post_generate_single() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.get("/api/v1/problems", tags=TAGS, summary="Generate a batch (query form)", responses=_PENDING)
def get_problems() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)


@router.get(
    "/api/v1/problems/single", tags=TAGS, summary="Generate one item (query form)", responses=_PENDING
)
def get_problem_single() -> Response[Problem]:
    raise NotImplementedYet(_DETAIL)
