"""The misconception catalog: every id a wrong answer can name, with its description and where it occurs.

``catalog_data/misconceptions/<part>.json`` describe the ids (hand-written, one file per subject plus
``free-response.json`` for the mistakes only the answer checker recognises); ``occurrences.json``
records, for each id, the skills whose items name it, surveyed by ``make misconceptions``
(``educontent.local.misconception_survey``). A test holds both to the generators: every id a
generated item names is described and recorded for its skill.
"""

from __future__ import annotations

import json
from functools import cache

from pydantic import Field

from educontent.catalog.index import get_catalog
from educontent.core.errors import FieldError, Unprocessable
from educontent.core.models import ApiModel
from educontent.http.envelope import Pagination, paginate
from educontent.settings import get_settings

OCCURRENCES = "occurrences.json"


class Misconception(ApiModel):
    id: str = Field(description="Stable id, as items' distractors and answer checks name it.")
    description: str = Field(description="What a learner with this misconception thinks or does.")
    subjects: list[str] = Field(description="Subjects of the skills where it occurs.")
    skills: list[str] = Field(
        description="Skills whose items name it (in a wrong choice, or as a recognised free-response mistake)."
    )


@cache
def descriptions() -> dict[str, str]:
    """Every described id and its description, from all the part files."""
    folder = get_settings().catalog_dir / "misconceptions"
    described: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        if path.name == OCCURRENCES:
            continue
        for entry in json.loads(path.read_text(encoding="utf-8"))["misconceptions"]:
            described[entry["id"]] = entry["description"]
    return described


@cache
def occurrences() -> dict[str, tuple[str, ...]]:
    path = get_settings().catalog_dir / "misconceptions" / OCCURRENCES
    recorded = json.loads(path.read_text(encoding="utf-8"))["skills"]
    return {mid: tuple(skills) for mid, skills in recorded.items()}


@cache
def catalog() -> tuple[Misconception, ...]:
    """The catalog in id order."""
    index = get_catalog()
    where = occurrences()
    entries = []
    for mid, description in sorted(descriptions().items()):
        skills = [s for s in where.get(mid, ()) if s in index.skill_records]
        subjects = sorted({index.skill_subject[s] for s in skills})
        entries.append(Misconception(id=mid, description=description, subjects=subjects, skills=skills))
    return tuple(entries)


def describe(misconception_id: str) -> str | None:
    return descriptions().get(misconception_id)


def list_misconceptions(
    *, subject: str | None, skill: str | None, q: str | None, page: int, page_size: int
) -> tuple[list[Misconception], Pagination]:
    """The catalog filtered by subject, skill and text, one page of it."""
    if skill is not None and skill.lower() not in get_catalog().skill_records:
        raise Unprocessable(
            f"Unknown skill {skill[:100]!r}",
            errors=[FieldError(field="query.skill", message="unknown skill", value=skill[:100])],
        )
    chosen = [
        m
        for m in catalog()
        if (subject is None or subject in m.subjects)
        and (skill is None or skill.lower() in m.skills)
        and (q is None or q.lower() in m.id or q.lower() in m.description.lower())
    ]
    return paginate(chosen, page, page_size)
