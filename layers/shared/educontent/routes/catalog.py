"""Catalog routes (docs/api/catalog.md): parse the request, ask ``catalog.queries``, wrap the answer."""

from __future__ import annotations

from typing import Annotated

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


@router.get("/api/v1/grades", tags=TAGS, summary="List grades", responses=problem_responses())
def get_grades() -> Response[Envelope[GradeListData]]:
    return respond(router, queries.list_grades())


@router.get(
    "/api/v1/grades/<slug>",
    tags=TAGS,
    summary="A grade and its subjects",
    responses=problem_responses(MISSING),
)
def get_grade(
    slug: Annotated[str, Path(description="Grade slug or integer 0-8.")],
) -> Response[Envelope[GradeDetailData]]:
    return respond(router, queries.grade_detail(slug))


@router.get("/api/v1/subjects", tags=TAGS, summary="List subjects", responses=problem_responses())
def get_subjects() -> Response[Envelope[SubjectListData]]:
    return respond(router, queries.list_subjects())


@router.get(
    "/api/v1/subjects/<slug>",
    tags=TAGS,
    summary="A subject and its topics",
    responses=problem_responses(BAD, MISSING),
)
def get_subject(slug: str, grade: GradeQuery = None) -> Response[Envelope[SubjectDetailData]]:
    return respond(router, queries.subject_detail(slug, grade))


@router.get("/api/v1/topics", tags=TAGS, summary="List topics", responses=problem_responses(BAD))
def get_topics(
    subject: SubjectQuery = None,
    grade: GradeQuery = None,
    q: Search = None,
    page: Page = 1,
    page_size: Annotated[PageSize, Query(alias="pageSize")] = 50,
) -> Response[PagedEnvelope[TopicListData]]:
    data, pagination = queries.list_topics(subject=subject, grade=grade, q=q, page=page, page_size=page_size)
    return respond(router, data, pagination=pagination)


@router.get(
    "/api/v1/topics/<slug>",
    tags=TAGS,
    summary="A topic and its skills",
    responses=problem_responses(BAD, MISSING),
)
def get_topic(slug: str, grade: GradeQuery = None) -> Response[Envelope[TopicDetailData]]:
    return respond(router, queries.topic_detail(slug, grade))


@router.get("/api/v1/skills", tags=TAGS, summary="List skills", responses=problem_responses(BAD))
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


@router.get(
    "/api/v1/skills/<slug>", tags=TAGS, summary="A skill in full", responses=problem_responses(MISSING)
)
def get_skill(slug: str) -> Response[Envelope[SkillDetailData]]:
    return respond(router, queries.skill_detail(slug))


@router.get("/api/v1/standards", tags=TAGS, summary="List standards", responses=problem_responses(BAD))
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


@router.get(
    "/api/v1/standards/<code>",
    tags=TAGS,
    summary="A standard and the skills aligned to it",
    responses=problem_responses(MISSING),
)
def get_standard(code: str) -> Response[Envelope[StandardDetailData]]:
    return respond(router, queries.standard_detail(code))
