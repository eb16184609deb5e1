"""The K-8 math catalog: every CCSS-MATH standard K-8 has skills, and there are at least 400."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from educontent.catalog.index import get_catalog

STANDARDS = Path(__file__).resolve().parents[3] / "catalog_data" / "standards" / "ccss-math.json"


def test_every_ccss_math_standard_k8_is_covered_by_a_skill():
    # catalog_data/standards holds every official K-8 code (tests/unit/test_catalog_data.py)
    codes = {s["code"] for s in json.loads(STANDARDS.read_text()) if not re.search(r"[a-z]$", s["code"])}
    assert len(codes) == 229
    covered = {code for skill in get_catalog().skill_records.values() for code in skill.standards}
    assert not sorted(codes - covered)


def test_at_least_400_math_skills_across_all_grades():
    index = get_catalog()
    per_grade = Counter(
        s.grade for s in index.skill_records.values() if index.skill_subject[s.slug] == "math"
    )
    assert sum(per_grade.values()) >= 400
    assert all(per_grade[g.slug] >= 25 for g in index.grade_records), per_grade


def test_most_standards_are_split_over_several_skills():
    index = get_catalog()
    math = [code for code, standard in index.standard_records.items() if standard.framework == "CCSS-MATH"]
    several = [code for code in math if len(index.skills_by_standard.get(code, ())) >= 2]
    assert len(several) >= len(math) // 2
