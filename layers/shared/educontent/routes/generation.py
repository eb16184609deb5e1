"""Generation routes (docs/api/generation.md): POST /generate, /generate/single, and their GET/POST /problems mirrors."""

from __future__ import annotations

from typing import Annotated, Any

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Body, Query
from pydantic import BaseModel, ValidationError

from educontent.access.accounting import record_items
from educontent.core.catalog_records import DifficultyLevel
from educontent.core.errors import ProblemKind, Unprocessable
from educontent.generation.engine import Batch, generate
from educontent.generation.requests import GenerateBody, SingleBody, split_list
from educontent.generation.rng import MAX_SEED
from educontent.generation.schemas import BatchData, GenerationEnvelope, GenerationMeta, SingleData
from educontent.generation.version import GENERATOR_VERSION
from educontent.http.app import reject_unknown_query_parameters, validation_field_errors
from educontent.http.envelope import new_meta
from educontent.http.params import GRADE_DESCRIPTION, GRADE_PATTERN, Subject, ascii_int
from educontent.http.responses import NO_STORE, problem_responses, request_id

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Generation"]
_KINDS = (ProblemKind.UNPROCESSABLE, ProblemKind.NOT_FOUND, ProblemKind.GENERATION_FAILED)
BatchEnvelope = GenerationEnvelope[BatchData]
SingleEnvelope = GenerationEnvelope[SingleData]
_BATCH = {"tags": TAGS, "responses": problem_responses(*_KINDS, model=BatchEnvelope)}
_SINGLE = {"tags": TAGS, "responses": problem_responses(*_KINDS, model=SingleEnvelope)}
"""Generation answers are serialised here, once, by pydantic's JSON serialiser (the items were
validated when the generators made them), so the routes declare their success schema in
``responses`` rather than as a return model that the resolver would validate and dump again."""
SEEDED_CACHE_CONTROL = "public, max-age=3600, s-maxage=86400"


def account(batch: Batch) -> Batch:
    """Count the items per skill in the caller's usage (cache hits included: they were served)."""
    per_skill: dict[str, int] = {}
    for item in batch.items:
        per_skill[item.skill] = per_skill.get(item.skill, 0) + 1
    for skill, count in per_skill.items():
        record_items(skill, count)
    return batch


def _meta(batch: Batch) -> GenerationMeta:
    base = new_meta(request_id(router), cache_hit=batch.cache_hit)
    return GenerationMeta(
        **base.model_dump(),
        seed=batch.seed,
        skills_used=list(batch.skills_used),
        total_generated=len(batch.items),
        generation_time_ms=batch.generation_ms,
        repeated_items=len(batch.repeated),
        repeated_skills=list(dict.fromkeys(batch.repeated)),
        generator_version=GENERATOR_VERSION,
    )


def _headers(batch: Batch, *, seeded: bool, cacheable: bool) -> dict[str, str]:
    if cacheable and seeded:
        return {"Cache-Control": SEEDED_CACHE_CONTROL, "X-Seed": str(batch.seed)}
    return {"Cache-Control": NO_STORE}


def _json(body: BaseModel, batch: Batch, *, seeded: bool, cacheable: bool) -> Response[str]:
    return Response(
        200, "application/json", body.model_dump_json(), _headers(batch, seeded=seeded, cacheable=cacheable)
    )


def _batch_response(batch: Batch, *, seeded: bool, cacheable: bool) -> Response[str]:
    account(batch)
    data = BatchData(items=list(batch.items), answer_key=list(batch.answer_key))
    return _json(BatchEnvelope(data=data, meta=_meta(batch)), batch, seeded=seeded, cacheable=cacheable)


def _single_response(batch: Batch, *, seeded: bool, cacheable: bool) -> Response[str]:
    account(batch)
    data = SingleData(item=batch.items[0], answer=batch.answer_key[0])
    return _json(SingleEnvelope(data=data, meta=_meta(batch)), batch, seeded=seeded, cacheable=cacheable)


def from_query(model: type[BaseModel], values: dict[str, Any]) -> Any:
    """Validate query values with the body model, reporting fields as ``query.<name>``."""
    try:
        return model.model_validate({k: v for k, v in values.items() if v is not None})
    except ValidationError as error:
        detail, errors = validation_field_errors(
            {**e, "loc": ("query", *e["loc"]) if e["loc"] else ("query",)} for e in error.errors()
        )
        raise Unprocessable(detail, errors=errors) from None


@router.post("/api/v1/generate", summary="Generate a batch of items with an answer key", **_BATCH)
@router.post("/api/v1/problems", summary="Same as POST /generate (path kept for existing clients)", **_BATCH)
def post_generate(body: Annotated[GenerateBody, Body()]) -> Response[str]:
    return _batch_response(generate(body.to_request()), seeded=body.seed is not None, cacheable=False)


@router.post("/api/v1/generate/single", summary="Generate one item for a skill", **_SINGLE)
@router.post(
    "/api/v1/problems/single",
    summary="Same as POST /generate/single (path kept for existing clients)",
    **_SINGLE,
)
def post_generate_single(body: Annotated[SingleBody, Body()]) -> Response[str]:
    return _single_response(generate(body.to_request()), seeded=body.seed is not None, cacheable=False)


_ONE_OF = " One of `skill`, `skills`, `standard`, `standards` or `subject` is required."


def _chooser(max_length: int, description: str) -> Any:
    """An optional text query parameter that chooses the skills (one of five)."""
    return Annotated[
        str | None, Query(min_length=1, max_length=max_length, description=description + _ONE_OF)
    ]


SkillQuery = _chooser(120, "A skill slug.")
SkillsQuery = _chooser(2500, "Skill slugs, comma-separated (1-20, each 1-120 characters).")
StandardQuery = _chooser(40, "A standard code.")
StandardsQuery = _chooser(850, "Standard codes, comma-separated (1-20, each 1-40 characters).")
SubjectQuery = Annotated[
    Subject | None, Query(description="Subject slug (random skills within it)." + _ONE_OF)
]
GradeQuery = Annotated[str | None, Query(pattern=GRADE_PATTERN, description=GRADE_DESCRIPTION)]
CountQuery = Annotated[ascii_int(1, 50), Query(description="How many items (1-50).")]
SeedQuery = Annotated[
    ascii_int(0, MAX_SEED) | None, Query(description="Deterministic seed (cacheable when given).")
]
DifficultyQuery = Annotated[DifficultyLevel | None, Query(description="Pin all items to one level.")]


@router.get("/api/v1/problems", summary="Generate a batch (query form of POST /generate)", **_BATCH)
def get_problems(
    skill: SkillQuery = None,
    skills: SkillsQuery = None,
    standard: StandardQuery = None,
    standards: StandardsQuery = None,
    subject: SubjectQuery = None,
    grade: GradeQuery = None,
    count: CountQuery = 10,
    seed: SeedQuery = None,
    difficulty: DifficultyQuery = None,
) -> Response[str]:
    body = selection_body(
        skill=skill,
        skills=skills,
        standard=standard,
        standards=standards,
        subject=subject,
        grade=grade,
        count=count,
        seed=seed,
        difficulty=difficulty,
    )
    return _batch_response(generate(body.to_request()), seeded=seed is not None, cacheable=True)


def selection_body(*, skills: str | None, standards: str | None, **values: Any) -> GenerateBody:
    """The query form of a batch's selection (``GET /problems``, ``GET /worksheets``) as a validated body."""
    body: GenerateBody = from_query(
        GenerateBody, {**values, "skills": split_list(skills), "standards": split_list(standards)}
    )
    return body


@router.get("/api/v1/problems/single", summary="Generate one item (query form)", **_SINGLE)
def get_problem_single(
    skill: Annotated[str, Query(min_length=1, max_length=120, description="A skill slug (required).")],
    grade: GradeQuery = None,
    seed: SeedQuery = None,
    difficulty: DifficultyQuery = None,
) -> Response[str]:
    body: SingleBody = from_query(
        SingleBody, {"skill": skill, "grade": grade, "seed": seed, "difficulty": difficulty}
    )
    return _single_response(generate(body.to_request()), seeded=seed is not None, cacheable=True)
