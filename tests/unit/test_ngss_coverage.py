"""NGSS coverage of the science skills (issue 12) and the placement of middle-school expectations.

Every performance expectation of ``catalog_data/standards/ngss.json`` (K-5 and the middle-school
band) is covered by a science skill with a working generator; there are at least 200 science skills,
at least 15 in every grade.
"""

from __future__ import annotations

from pathlib import Path

from educontent.catalog.index import get_catalog
from educontent.local import ngss_coverage

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _gaps() -> dict:
    found = ngss_coverage.survey()
    grades = found["grades"]
    return {
        "missing": found["missing"],
        "shortGrades": [g for g in range(9) if grades.get(g, 0) < ngss_coverage.MIN_PER_GRADE],
        "skillsBelowTarget": sum(grades.values()) < ngss_coverage.MIN_SKILLS,
    }


def test_every_expectation_is_covered_and_every_grade_has_enough_skills():
    gaps = _gaps()
    assert not gaps["missing"], f"expectations without a skill: {gaps['missing']}"
    assert not gaps["shortGrades"], (
        f"grades with fewer than {ngss_coverage.MIN_PER_GRADE}: {gaps['shortGrades']}"
    )
    assert not gaps["skillsBelowTarget"], f"fewer than {ngss_coverage.MIN_SKILLS} science skills"


def test_science_skills_sit_where_their_expectations_are_placed():
    """Given a science skill's NGSS codes, when its grade is compared with the placement, then every
    code's placement holds the grade (K-5 codes in their own grade; MS-ESS in 6, MS-LS in 7, MS-PS in
    8, MS-ETS1 in 6-8)."""
    index = get_catalog()
    entries = {e["code"]: e for e in ngss_coverage.codes()}
    for slug, record in index.skill_records.items():
        if index.skill_subject[slug] != ngss_coverage.SUBJECT:
            continue
        grade = index.grade_record_by_slug[record.grade].order
        for code in record.standards:
            assert code in entries, (slug, code)
            assert grade in ngss_coverage.placed_grades(entries[code]), (slug, code, grade)


def test_every_code_has_a_band_and_discipline_the_page_knows():
    for entry in ngss_coverage.codes():
        assert ngss_coverage.band(entry["code"]) in ngss_coverage._BANDS, entry["code"]
        assert ngss_coverage.discipline(entry["code"]) in ngss_coverage.MS_GRADES, entry["code"]


def test_the_coverage_page_is_current():
    assert (DOCS / "ngss-coverage.md").read_text() == ngss_coverage.render(), "run make docs"


def test_every_science_skill_names_a_core_idea_and_crosscutting_concept():
    """Given the catalog, then every science skill, and no other, names the NGSS disciplinary core idea
    and crosscutting concept it practises (the index refuses codes the dimensions file lacks)."""
    index = get_catalog()
    for slug, record in index.skill_records.items():
        science = index.skill_subject[slug] == ngss_coverage.SUBJECT
        assert (record.science is not None) == science, slug
