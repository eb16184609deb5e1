"""Catalog routes (docs/api/catalog.md): parse the request, ask ``catalog.queries``, wrap the answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Path, Query

from educontent.catalog import queries
from educontent.catalog.schemas import (
    GradeDetailData,
    GradeListData,
    SkillDetailData,
    SkillListData,
    StandardDetailData,
    StandardListData,
    SubjectDetailData,
    SubjectListData,
    TopicDetailData,
    TopicListData,
)
from educontent.core.errors import ProblemKind
from educontent.http.app import reject_unknown_query_parameters
from educontent.http.envelope import Envelope, PagedEnvelope
from educontent.http.params import (
    FRAMEWORK_DESCRIPTION,
    FRAMEWORK_PATTERN,
    GRADE_DESCRIPTION,
    GRADE_PATTERN,
    Subject,
    ascii_int,
    canonical_framework,
)
from educontent.http.responses import problem_responses, respond

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Catalog"]
BAD, MISSING = ProblemKind.UNPROCESSABLE, ProblemKind.NOT_FOUND  # BAD: a filter fails validation

MAX_PAGE = 10_000
GradeQuery = Annotated[str | None, Query(pattern=GRADE_PATTERN, description=GRADE_DESCRIPTION)]
SubjectQuery = Annotated[Subject | None, Query(description="Subject slug.")]
TopicQuery = Annotated[str | None, Query(min_length=1, max_length=120, description="Topic slug.")]
Page = Annotated[ascii_int(1, MAX_PAGE), Query(description="Page number, from 1.")]
PageSize = ascii_int(1, 100)
Search = Annotated[str | None, Query(max_length=100, description="Case-insensitive text in name or slug.")]

F = TypeVar("F", bound=Callable[..., Any])


def _get(path: str, summary: str, *problems: ProblemKind) -> Callable[[F], F]:
    """A catalog route: GET ``path``, tagged Catalog, answering ``problems`` besides success."""
    return router.get(path, tags=TAGS, summary=summary, responses=problem_responses(*problems))


@_get("/api/v1/grades", "List grades")
def get_grades() -> Response[Envelope[GradeListData]]:
    return respond(router, queries.list_grades())


@_get("/api/v1/grades/<slug>", "A grade and its subjects", MISSING)
def get_grade(
    slug: Annotated[str, Path(description="Grade slug or integer 0-8.")],
) -> Response[Envelope[GradeDetailData]]:
    return respond(router, queries.grade_detail(slug))


@_get("/api/v1/subjects", "List subjects")
def get_subjects() -> Response[Envelope[SubjectListData]]:
    return respond(router, queries.list_subjects())


@_get("/api/v1/subjects/<slug>", "A subject and its topics", BAD, MISSING)
def get_subject(slug: str, grade: GradeQuery = None) -> Response[Envelope[SubjectDetailData]]:
    return respond(router, queries.subject_detail(slug, grade))


@_get("/api/v1/topics", "List topics", BAD)
def get_topics(
    subject: SubjectQuery = None,
    grade: GradeQuery = None,
    q: Search = None,
    page: Page = 1,
    page_size: Annotated[PageSize, Query(alias="pageSize")] = 50,
) -> Response[PagedEnvelope[TopicListData]]:
    data, pagination = queries.list_topics(subject=subject, grade=grade, q=q, page=page, page_size=page_size)
    return respond(router, data, pagination=pagination)


@_get("/api/v1/topics/<slug>", "A topic and its skills", BAD, MISSING)
def get_topic(slug: str, grade: GradeQuery = None) -> Response[Envelope[TopicDetailData]]:
    return respond(router, queries.topic_detail(slug, grade))


@_get("/api/v1/skills", "List skills", BAD)
def get_skills(
    grade: GradeQuery = None,
    subject: SubjectQuery = None,
    topic: TopicQuery = None,
    q: Search = None,
    page: Page = 1,
    page_size: Annotated[PageSize, Query(alias="pageSize")] = 20,
) -> Response[PagedEnvelope[SkillListData]]:
    data, pagination = queries.list_skills(
        grade=grade, subject=subject, topic=topic, q=q, page=page, page_size=page_size
    )
    return respond(router, data, pagination=pagination)


@_get("/api/v1/skills/<slug>", "A skill in full", MISSING)
def get_skill(slug: str) -> Response[Envelope[SkillDetailData]]:
    return respond(router, queries.skill_detail(slug))


@_get("/api/v1/standards", "List standards", BAD)
def get_standards(
    q: Search = None,
    grade: GradeQuery = None,
    framework: Annotated[
        str | None, Query(pattern=FRAMEWORK_PATTERN, description=FRAMEWORK_DESCRIPTION)
    ] = None,
    page: Page = 1,
    page_size: Annotated[PageSize, Query(alias="pageSize")] = 50,
) -> Response[PagedEnvelope[StandardListData]]:
    data, pagination = queries.list_standards(
        q=q, grade=grade, framework=canonical_framework(framework), page=page, page_size=page_size
    )
    return respond(router, data, pagination=pagination)


@_get("/api/v1/standards/<code>", "A standard and the skills aligned to it", MISSING)
def get_standard(code: str) -> Response[Envelope[StandardDetailData]]:
    return respond(router, queries.standard_detail(code))
