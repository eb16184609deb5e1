"""CCSS-ELA coverage of the reading, vocabulary and spelling skills (issue 11), as a ratchet.

The goal: every code of ``catalog_data/standards/ccss-ela.json`` that a generated item can assess is
covered by a skill with a working generator (the rest are listed with reasons in
``educontent.local.ela_coverage.LEFT_OUT``), at least 450 skills, at least 15 per subject in every
grade. Until then ``ela_coverage_known.json`` lists the gaps: a new gap fails, and so does a gap
that is closed but still listed, so the list only shrinks and always says where the work is.
"""

from __future__ import annotations

import json
from pathlib import Path

from educontent.catalog.index import get_catalog
from educontent.local import ela_coverage
from educontent.settings import get_settings

KNOWN = Path(__file__).with_name("ela_coverage_known.json")
DOCS = Path(__file__).resolve().parents[2] / "docs"


def _gaps() -> dict:
    found = ela_coverage.survey()
    short = {
        f"{subject} {grade}": count
        for (subject, grade), count in sorted(found["cells"].items())
        if count < ela_coverage.MIN_PER_GRADE
    }
    for subject in ela_coverage.SUBJECTS:
        for grade in range(9):
            short.setdefault(f"{subject} {grade}", found["cells"].get((subject, grade), 0))
    short = {cell: count for cell, count in sorted(short.items()) if count < ela_coverage.MIN_PER_GRADE}
    total = sum(found["cells"].values())
    return {
        "missing": found["missing"],
        "shortCells": sorted(short),
        "skillsBelowTarget": total < ela_coverage.MIN_SKILLS,
    }


def test_coverage_gaps_are_exactly_the_known_ones():
    """Given the skills, when coverage is measured, then the codes not covered and the subject-grade
    cells under 15 skills are exactly the known ones (no new gap; no closed gap left listed)."""
    gaps, known = _gaps(), json.loads(KNOWN.read_text())
    new = sorted(set(gaps["missing"]) - set(known["missing"]))
    closed = sorted(set(known["missing"]) - set(gaps["missing"]))
    assert not new, f"codes that lost their skills: {new}"
    assert not closed, f"covered now, remove from {KNOWN.name}: {closed}"
    assert gaps["shortCells"] == known["shortCells"], (gaps["shortCells"], known["shortCells"])
    assert gaps["skillsBelowTarget"] == known["skillsBelowTarget"]


def test_left_out_codes_exist_and_are_not_covered():
    codes = {e["code"] for e in ela_coverage.survey()["codes"]}
    covered = ela_coverage.survey()["covered"]
    for code in ela_coverage.LEFT_OUT:
        assert code in codes, code
        assert code not in covered, f"{code} is covered: remove it from LEFT_OUT"


def test_language_skills_claim_only_codes_of_their_own_grade():
    index = get_catalog()
    codes = {
        e["code"]: e
        for e in json.loads((get_settings().catalog_dir / "standards" / "ccss-ela.json").read_text())
    }
    for slug, record in index.skill_records.items():
        if index.skill_subject[slug] not in ela_coverage.SUBJECTS:
            continue
        grade = index.grade_record_by_slug[record.grade].order
        for code in record.standards:
            if code in codes:
                assert grade in codes[code]["grades"], (slug, code)


def test_the_coverage_page_is_current():
    assert (DOCS / "ela-coverage.md").read_text() == ela_coverage.render(), "run make docs"
