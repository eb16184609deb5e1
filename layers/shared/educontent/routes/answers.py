"""Answer routes (docs/api/answers.md): check responses by item id, and the misconception catalog."""

from __future__ import annotations

from typing import Annotated, Any

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Body, Query

from educontent.answers.misconceptions import Misconception, list_misconceptions
from educontent.answers.service import CheckBatchData, CheckBody, CheckResult, check_entries
from educontent.core.errors import ProblemKind
from educontent.http.app import reject_unknown_query_parameters
from educontent.http.envelope import Envelope, PagedEnvelope
from educontent.http.params import Subject
from educontent.http.responses import problem_responses, respond
from educontent.routes.catalog import Page, PageSize

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Answers"]

_CHECK_RESPONSES = problem_responses(ProblemKind.UNPROCESSABLE)
_CHECK_RESPONSES[200]["content"] = {
    "application/json": {"model": Envelope[CheckResult] | Envelope[CheckBatchData]}  # type: ignore[dict-item]
}


@router.post(
    "/api/v1/answers/check",
    summary="Check a learner's answer (or up to 100) by item id",
    tags=TAGS,
    responses=_CHECK_RESPONSES,
)
def post_check(body: Annotated[CheckBody, Body()]) -> Response[Any]:
    batch = body.items is not None
    results = check_entries(body.entries(), batch=batch)
    if batch:
        return respond(router, CheckBatchData(results=results))
    return respond(router, results[0])


SubjectQuery = Annotated[Subject | None, Query(description="Only misconceptions met in this subject.")]
SkillQuery = Annotated[
    str | None, Query(min_length=1, max_length=120, description="Only misconceptions met in this skill.")
]
Search = Annotated[
    str | None, Query(max_length=100, description="Case-insensitive text in id or description.")
]


@router.get(
    "/api/v1/misconceptions",
    summary="List the misconceptions wrong answers name",
    tags=TAGS,
    responses=problem_responses(ProblemKind.UNPROCESSABLE),
)
def get_misconceptions(
    subject: SubjectQuery = None,
    skill: SkillQuery = None,
    q: Search = None,
    page: Page = 1,
    page_size: Annotated[PageSize, Query(alias="pageSize")] = 50,
) -> Response[PagedEnvelope[list[Misconception]]]:
    data, pagination = list_misconceptions(subject=subject, skill=skill, q=q, page=page, page_size=page_size)
    response = respond(router, data, pagination=pagination)
    response.headers["Cache-Control"] = "public, max-age=300"
    return response
