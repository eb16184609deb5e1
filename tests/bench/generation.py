"""Generation: engine throughput and the warm cost of GET /problems?count=50 against its floor.

Handler timings call the function's resolver directly (access control off, as its own bench
measures it): the real route against a floor route that returns the same 50 items precomputed
through the same routing, validation, envelope and serialisation.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from aws_lambda_powertools.event_handler import Response
from aws_lambda_powertools.event_handler.api_gateway import Router

from educontent.generation.schemas import BatchData, GenerationEnvelope
from tests.bench.measure import Row, per_call_seconds

REPO = Path(__file__).resolve().parents[2]
ARITHMETIC_SKILLS = ("multiply-within-100", "divide-within-100")
TARGET_ITEMS_PER_SECOND = 50_000
TARGET_FLOOR_RATIO = 3.0


def _items_per_second(skills: tuple[str, ...], only: str | None = None) -> float:
    """Items per second of ``generate`` for 50-item batches of ``skills`` (fresh seeds, no cache).
    With ``only``, the skills are restricted to that content type for the run."""
    from educontent.catalog.index import get_catalog
    from educontent.core.catalog_records import ContentType
    from educontent.generation.engine import CACHE, GenerationRequest, generate

    records = get_catalog().skill_records
    saved = {slug: records[slug] for slug in skills}
    if only is not None:
        for slug in skills:
            records[slug] = saved[slug].model_copy(update={"content_types": (ContentType(only),)})
    seed = [0]

    def batch() -> None:
        seed[0] += 1
        generate(GenerationRequest(skills=skills, count=50, seed=seed[0]))
        CACHE.clear()

    try:
        return 50 / per_call_seconds(batch, repeat=5, number=40)
    finally:
        records.update(saved)


def _representative_mix() -> tuple[str, ...]:
    """One skill per (subject, grade) cell: every subject, every grade, many content types."""
    from educontent.catalog.index import get_catalog

    index = get_catalog()
    picked: dict[tuple[str, str], str] = {}
    for slug, skill in index.skills.items():
        picked.setdefault((skill.subject.slug, skill.grade.slug), slug)
    return tuple(picked.values())


def run() -> list[Row]:
    os.environ.setdefault("POWERTOOLS_TRACE_DISABLED", "true")
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(REPO / "functions" / "generation"))
    from educontent.generation.engine import CACHE, GenerationRequest, generate
    from educontent.http.app import build_resolver
    from educontent.local.server import FakeLambdaContext, build_event
    from educontent.local.template import load_template
    from educontent.routes import generation as routes
    from generation_api.handler import app as generation_app

    rows: list[Row] = []
    arithmetic = _items_per_second(ARITHMETIC_SKILLS, only="arithmetic")
    rows.append(
        Row(
            "engine: arithmetic items per second (content type arithmetic)",
            arithmetic,
            "items/s",
            arithmetic / TARGET_ITEMS_PER_SECOND,
            f"target {TARGET_ITEMS_PER_SECOND:,} items/s",
        )
    )
    own_types = _items_per_second(ARITHMETIC_SKILLS)
    rows.append(
        Row(
            "engine: the same skills in all their content types",
            own_types,
            "items/s",
            own_types / arithmetic,
            "arithmetic items/s",
        )
    )
    mix = _representative_mix()
    mixed = _items_per_second(mix)
    rows.append(
        Row(
            f"engine: mixed items per second ({len(mix)} skills, all subjects)",
            mixed,
            "items/s",
            mixed / arithmetic,
            "arithmetic items/s",
        )
    )

    route = next(r for r in load_template().routes() if r.path == "/api/v1/problems")
    context = FakeLambdaContext(function_name="bench")
    query = f"skills={','.join(ARITHMETIC_SKILLS)}&count=50"
    event = build_event(route, "GET", "/api/v1/problems", query, {}, b"", "203.0.113.7", "dev")

    precomputed = generate(GenerationRequest(skills=ARITHMETIC_SKILLS, count=50, seed=1))
    CACHE.clear()
    floor_router = Router()

    @floor_router.get("/api/v1/problems")
    def floor_problems() -> Response[GenerationEnvelope[BatchData]]:  # same envelope and serialisation
        return routes._batch_response(precomputed, seeded=False, cacheable=True)

    floor_app = build_resolver(floor_router)
    floor = per_call_seconds(lambda: floor_app.resolve(event, context), repeat=5, number=100)
    real = per_call_seconds(lambda: generation_app.resolve(event, context), repeat=5, number=100)
    rows.append(
        Row(
            "GET /problems?count=50, unseeded (warm)",
            real * 1000,
            "ms",
            real / floor,
            f"floor: same stack, precomputed items (target <= {TARGET_FLOOR_RATIO}x)",
        )
    )
    rows.append(Row("GET /problems?count=50 floor (routing + envelope + JSON)", floor * 1000, "ms"))
    seeded_event = build_event(
        route, "GET", "/api/v1/problems", query + "&seed=7", {}, b"", "203.0.113.7", "dev"
    )
    generation_app.resolve(seeded_event, context)
    hit = per_call_seconds(lambda: generation_app.resolve(seeded_event, context), repeat=5, number=100)
    rows.append(
        Row("GET /problems?count=50&seed=7, in-memory cache hit", hit * 1000, "ms", hit / floor, "floor")
    )
    return rows
