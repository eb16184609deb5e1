"""Worksheet routes (docs/api/worksheets.md): a printable worksheet of a seeded batch, and the builder page.

``GET /worksheets`` takes the selection parameters of ``GET /problems`` and shows exactly the items
that ``GET /problems`` returns for them (the same ``generate`` call), laid out for print as HTML or
PDF (``educontent.worksheets``). Seeded worksheets are cacheable like seeded problems.
"""

from __future__ import annotations

import base64
import hashlib
import re
from functools import cache
from importlib import resources
from typing import Annotated, Literal

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router
from aws_lambda_powertools.event_handler.openapi.params import Query

from educontent.core.errors import ProblemKind
from educontent.generation.engine import generate
from educontent.http.app import reject_unknown_query_parameters
from educontent.http.responses import NO_STORE, problem_responses
from educontent.routes.generation import (
    SEEDED_CACHE_CONTROL,
    CountQuery,
    DifficultyQuery,
    GradeQuery,
    SeedQuery,
    SkillQuery,
    SkillsQuery,
    StandardQuery,
    StandardsQuery,
    SubjectQuery,
    account,
    selection_body,
)
from educontent.worksheets.options import WorksheetOptions

router = Router()
router.use([reject_unknown_query_parameters])
TAGS = ["Worksheets"]
_KINDS = (ProblemKind.UNPROCESSABLE, ProblemKind.NOT_FOUND, ProblemKind.GENERATION_FAILED)
HTML = "text/html; charset=utf-8"
PDF = "application/pdf"
MAX_TITLE = 120

_WORKSHEET_RESPONSES = problem_responses(*_KINDS, description="The worksheet, as HTML or PDF (`format`).")
_WORKSHEET_RESPONSES[200]["content"] = {
    "text/html": {"schema": {"type": "string", "description": "A printable HTML document."}},
    PDF: {"schema": {"type": "string", "format": "binary", "description": "A PDF document."}},
}
_BUILDER_RESPONSES = problem_responses(description="The worksheet builder page.")
_BUILDER_RESPONSES[200]["content"] = {"text/html": {"schema": {"type": "string"}}}

WORKSHEET_CSP = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"
)
"""A worksheet has no script and loads nothing: its style and pictures are inline."""

FormatQuery = Annotated[Literal["html", "pdf"], Query(description="`html` (default) or `pdf`.")]
TitleQuery = Annotated[
    str | None,
    Query(
        min_length=1,
        max_length=MAX_TITLE,
        description='Title printed at the top (default: the skill\'s name, or "Practice worksheet").',
    ),
]
AnswerKeyQuery = Annotated[
    Literal["separate", "none"],
    Query(
        alias="answerKey", description="`separate` (default): the answer key on its own page; `none`: no key."
    ),
]
PaperQuery = Annotated[Literal["letter", "a4"], Query(description="Paper size: `letter` (default) or `a4`.")]


@router.get(
    "/api/v1/worksheets",
    summary="A printable worksheet (HTML or PDF) of the items GET /problems gives",
    tags=TAGS,
    responses=_WORKSHEET_RESPONSES,
)
def get_worksheet(  # noqa: ANN201 (no return annotation: Powertools would validate PDF bytes as text)
    grade: GradeQuery = None,  # in the order a teacher chooses (the builder page's order)
    subject: SubjectQuery = None,
    skill: SkillQuery = None,
    skills: SkillsQuery = None,
    standard: StandardQuery = None,
    standards: StandardsQuery = None,
    difficulty: DifficultyQuery = None,
    count: CountQuery = 10,
    seed: SeedQuery = None,
    format: FormatQuery = "html",
    title: TitleQuery = None,
    answer_key: AnswerKeyQuery = "separate",
    paper: PaperQuery = "letter",
):
    body = selection_body(
        grade=grade,
        subject=subject,
        skill=skill,
        skills=skills,
        standard=standard,
        standards=standards,
        difficulty=difficulty,
        count=count,
        seed=seed,
    )
    batch = account(generate(body.to_request()))
    options = WorksheetOptions(title=title, answer_key=answer_key, paper=paper)
    headers = {
        "Cache-Control": SEEDED_CACHE_CONTROL if seed is not None else NO_STORE,
        "X-Seed": str(batch.seed),
        "Content-Security-Policy": WORKSHEET_CSP,
    }
    if format == "pdf":
        from educontent.worksheets.pdf import render_pdf  # fpdf2 is imported by the first PDF only

        headers["Content-Disposition"] = f'inline; filename="{_file_name(batch.skills_used, batch.seed)}"'
        return Response(200, PDF, render_pdf(batch, options), headers)
    from educontent.worksheets.html import render_html

    return Response(200, HTML, render_html(batch, options), headers)


def _file_name(skills: tuple[str, ...], seed: int) -> str:
    stem = skills[0] if len(skills) == 1 else "worksheet"
    return f"{stem}-{seed}.pdf"


@router.get(
    "/api/v1/worksheets/builder",
    summary="The worksheet builder page (HTML)",
    tags=TAGS,
    responses=_BUILDER_RESPONSES,
)
def get_builder() -> Response[str]:
    page, csp = builder_page()
    return Response(200, HTML, page, {"Cache-Control": "public, max-age=300", "Content-Security-Policy": csp})


@cache
def builder_page() -> tuple[str, str]:
    """The builder page and its Content-Security-Policy, which allows its one inline script by hash."""
    page = (
        resources.files("educontent.worksheets").joinpath("builder/builder.html").read_text(encoding="utf-8")
    )
    scripts = re.findall(r"<script>(.*?)</script>", page, flags=re.DOTALL)
    hashes = " ".join(f"'sha256-{_sha256(s)}'" for s in scripts)
    csp = (
        f"default-src 'self'; script-src {hashes or chr(39) + 'none' + chr(39)}; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data: blob:; frame-src 'self' blob: data:; object-src 'none'; base-uri 'none'; "
        "form-action 'self'; frame-ancestors 'none'"
    )
    return page, csp


def _sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
