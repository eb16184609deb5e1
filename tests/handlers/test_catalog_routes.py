"""Every catalog route and every error case, through the real Lambda handlers."""

from __future__ import annotations

import uuid

import pytest

from tests.conftest import assert_problem

V1 = "/api/v1"


def _ok(response):
    assert response.status == 200, response.raw
    body = response.json
    meta = body["meta"]
    uuid.UUID(meta["requestId"])
    assert meta["apiVersion"] == "v1"
    assert meta["cacheHit"] is False
    assert meta["generatedAt"].endswith("Z")
    assert response.header("Cache-Control") == "no-store"
    assert response.header("Content-Type") == "application/json"
    return body


def test_grades_list_has_all_nine_grades_with_counts(api, fixed_clock):
    body = _ok(api.get(f"{V1}/grades"))
    grades = body["data"]["grades"]
    assert [g["order"] for g in grades] == list(range(9))
    assert grades[0] == {**grades[0], "slug": "kindergarten", "name": "Kindergarten"}
    assert all(g["subjectCount"] == 5 and g["skillCount"] >= 15 for g in grades)
    assert body["meta"]["generatedAt"] == "2026-03-14T15:09:26.535Z"


@pytest.mark.parametrize("slug", ["grade-3", "3", "GRADE-3"])
def test_grade_detail_accepts_slug_or_integer(api, slug):
    data = _ok(api.get(f"{V1}/grades/{slug}"))["data"]
    assert data["grade"] == {"slug": "grade-3", "name": "Grade 3", "order": 3}
    assert {s["slug"] for s in data["subjects"]} == {"math", "reading", "vocabulary", "spelling", "science"}
    for subject in data["subjects"]:
        assert set(subject) == {"slug", "name", "topicCount", "skillCount"}


def test_grade_detail_kindergarten_by_zero(api):
    assert _ok(api.get(f"{V1}/grades/0"))["data"]["grade"]["slug"] == "kindergarten"


@pytest.mark.parametrize("slug", ["grade-9", "9", "first"])
def test_unknown_grade_is_a_404_naming_it(api, slug):
    body = assert_problem(api.get(f"{V1}/grades/{slug}"), 404, "not-found")
    assert body["detail"] == f"No grade found with slug '{slug}'"
    assert body["instance"] == f"{V1}/grades/{slug}"


def test_subjects_list_counts_add_up(api):
    subjects = _ok(api.get(f"{V1}/subjects"))["data"]["subjects"]
    assert [s["slug"] for s in subjects] == ["math", "reading", "vocabulary", "spelling", "science"]
    grades = _ok(api.get(f"{V1}/grades"))["data"]["grades"]
    assert sum(s["skillCount"] for s in subjects) == sum(g["skillCount"] for g in grades)
    assert all(s["gradeCount"] == 9 and s["topicCount"] >= 1 and s["description"] for s in subjects)


def test_subject_detail_lists_topic_summaries(api):
    data = _ok(api.get(f"{V1}/subjects/math"))["data"]
    assert data["subject"]["slug"] == "math" and data["subject"]["description"]
    assert data["topics"]
    for topic in data["topics"]:
        assert set(topic) == {"slug", "name", "description", "skillCount", "grades"}


def test_subject_detail_filtered_by_grade_counts_that_grades_skills(api):
    all_topics = {t["slug"]: t for t in _ok(api.get(f"{V1}/subjects/math"))["data"]["topics"]}
    graded = _ok(api.get(f"{V1}/subjects/math", params={"grade": "2"}))["data"]["topics"]
    assert graded and all("grade-2" in t["grades"] for t in graded)
    assert all(t["skillCount"] <= all_topics[t["slug"]]["skillCount"] for t in graded)
    skills = _ok(api.get(f"{V1}/skills", params={"grade": "grade-2", "subject": "math", "pageSize": 100}))
    assert sum(t["skillCount"] for t in graded) == skills["pagination"]["total"]


def test_unknown_subject_is_a_404(api):
    body = assert_problem(api.get(f"{V1}/subjects/art"), 404, "not-found")
    assert body["detail"] == "No subject found with slug 'art'"


def test_subject_detail_with_unknown_grade_is_a_422(api):
    response = api.get(f"{V1}/subjects/math", params={"grade": "grade-12"})
    body = assert_problem(response, 422, "validation-failed")
    assert [(e["field"], e["value"]) for e in body["errors"]] == [("query.grade", "grade-12")]


def test_topics_list_paginates_with_top_level_pagination(api):
    body = _ok(api.get(f"{V1}/topics", params={"pageSize": 5, "page": 2}))
    assert set(body) == {"data", "meta", "pagination"}
    pagination = body["pagination"]
    assert pagination["page"] == 2 and pagination["pageSize"] == 5
    assert pagination["hasNext"] == (pagination["total"] > 10)
    assert len(body["data"]["topics"]) == 5
    topic = body["data"]["topics"][0]
    assert set(topic) == {"slug", "name", "description", "subject", "skillCount", "grades"}


def test_topics_default_page_size_is_50(api):
    assert _ok(api.get(f"{V1}/topics"))["pagination"]["pageSize"] == 50


def test_topics_filters_by_subject_grade_and_q(api):
    topics = _ok(api.get(f"{V1}/topics", params={"subject": "science", "grade": 7}))["data"]["topics"]
    assert topics and all(t["subject"]["slug"] == "science" and "grade-7" in t["grades"] for t in topics)
    first = topics[0]
    found = _ok(api.get(f"{V1}/topics", params={"q": first["name"].upper()}))["data"]["topics"]
    assert first["slug"] in [t["slug"] for t in found]


def test_topics_page_past_the_end_is_empty(api):
    body = _ok(api.get(f"{V1}/topics", params={"page": 999}))
    assert body["data"]["topics"] == [] and body["pagination"]["hasNext"] is False


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"pageSize": 0}, "query.pageSize"),
        ({"pageSize": 101}, "query.pageSize"),
        ({"page": 0}, "query.page"),
        ({"page": "two"}, "query.page"),
        ({"subject": "art"}, "query.subject"),
        ({"grade": "grade-12"}, "query.grade"),
        ({"colour": "blue"}, "query.colour"),
    ],
)
def test_topics_bad_query_parameters_are_422_with_field_errors(api, params, field):
    body = assert_problem(api.get(f"{V1}/topics", params=params), 422, "validation-failed")
    assert [e["field"] for e in body["errors"]] == [field]
    assert all(set(e) == {"field", "message", "value"} for e in body["errors"])


def test_topic_detail_lists_its_skills(api):
    topic = _ok(api.get(f"{V1}/topics", params={"subject": "math", "pageSize": 1}))["data"]["topics"][0]
    data = _ok(api.get(f"{V1}/topics/{topic['slug']}"))["data"]
    assert data["topic"] == topic
    assert len(data["skills"]) == topic["skillCount"]
    assert all(s["topic"]["slug"] == topic["slug"] for s in data["skills"])


def test_topic_detail_by_grade(api):
    topic = _ok(api.get(f"{V1}/topics", params={"subject": "math", "pageSize": 1}))["data"]["topics"][0]
    grade = topic["grades"][0]
    data = _ok(api.get(f"{V1}/topics/{topic['slug']}", params={"grade": grade}))["data"]
    assert data["skills"] and all(s["grade"]["slug"] == grade for s in data["skills"])
    assert data["topic"]["skillCount"] == len(data["skills"])


def test_topic_detail_at_a_grade_without_skills_is_a_404(api):
    topic = _ok(api.get(f"{V1}/topics", params={"subject": "math", "grade": "kindergarten"}))["data"][
        "topics"
    ][0]
    missing = next(g for g in [f"grade-{i}" for i in range(8, 0, -1)] if g not in topic["grades"])
    body = assert_problem(
        api.get(f"{V1}/topics/{topic['slug']}", params={"grade": missing}), 404, "not-found"
    )
    assert missing in body["detail"]


def test_unknown_topic_is_a_404(api):
    assert_problem(api.get(f"{V1}/topics/underwater-basket-weaving"), 404, "not-found")


def test_skills_list_defaults_and_shape(api):
    body = _ok(api.get(f"{V1}/skills"))
    assert body["pagination"]["pageSize"] == 20 and len(body["data"]["skills"]) == 20
    skill = body["data"]["skills"][0]
    assert set(skill) == {"slug", "name", "grade", "subject", "topic", "standards"}
    assert set(skill["grade"]) == {"slug", "name", "order"}
    assert set(skill["standards"][0]) == {"code", "framework", "description"}


def test_skills_filters_combine(api):
    body = _ok(api.get(f"{V1}/skills", params={"grade": 3, "subject": "reading", "pageSize": 100}))
    skills = body["data"]["skills"]
    assert skills and all(s["grade"]["order"] == 3 and s["subject"]["slug"] == "reading" for s in skills)
    assert body["pagination"]["total"] == len(skills)


def test_skills_q_searches_name_or_slug_case_insensitively(api):
    skills = _ok(api.get(f"{V1}/skills", params={"q": "ADD", "pageSize": 100}))["data"]["skills"]
    assert skills
    assert all("add" in s["name"].lower() or "add" in s["slug"] for s in skills)


def test_skills_filter_by_topic(api):
    skills = _ok(api.get(f"{V1}/skills", params={"topic": "addition-and-subtraction"}))["data"]["skills"]
    assert skills and all(s["topic"]["slug"] == "addition-and-subtraction" for s in skills)


@pytest.mark.parametrize(
    "params", [{"topic": "nope"}, {"pageSize": 500}, {"grade": "-1"}, {"subject": "MATHS"}]
)
def test_skills_bad_filters_are_422(api, params):
    assert_problem(api.get(f"{V1}/skills", params=params), 422, "validation-failed")


def test_skill_detail_has_catalog_walkthrough_fields(api):
    slug = _ok(api.get(f"{V1}/skills", params={"subject": "math", "grade": 3}))["data"]["skills"][0]["slug"]
    skill = _ok(api.get(f"{V1}/skills/{slug}"))["data"]["skill"]
    assert skill["slug"] == slug
    assert skill["grade"]["slug"] == "grade-3"
    assert {"slug": "grade-3", "name": "Grade 3", "order": 3} in skill["availableGrades"]
    assert skill["contentTypes"] and skill["difficultyRange"]["min"] in ("easy", "medium", "hard")
    assert skill["standards"] and skill["standards"][0]["framework"] == "CCSS-MATH"


def test_a_science_skill_names_its_core_idea_and_crosscutting_concept(api):
    """Given a science skill and a math skill, when their details are fetched, then the science skill
    carries its NGSS core idea and crosscutting concept with their names, and the math skill has no
    `science` field at all."""
    science = _ok(api.get(f"{V1}/skills/compare-pushes-and-pulls"))["data"]["skill"]
    assert science["science"] == {
        "coreIdea": {"code": "PS2.A", "name": "Forces and motion"},
        "crosscuttingConcept": {"slug": "cause-and-effect", "name": "Cause and effect"},
    }
    math = _ok(api.get(f"{V1}/skills/multiply-within-100"))["data"]["skill"]
    assert "science" not in math


def test_unknown_skill_is_a_404(api):
    body = assert_problem(api.get(f"{V1}/skills/flying"), 404, "not-found")
    assert body["detail"] == "No skill found with slug 'flying'"


def test_standards_list_filters(api):
    body = _ok(api.get(f"{V1}/standards", params={"framework": "NGSS", "grade": "grade-7", "pageSize": 100}))
    standards = body["data"]["standards"]
    assert standards and all(s["framework"] == "NGSS" for s in standards)
    assert all(s["code"].startswith("MS-") for s in standards)
    assert set(standards[0]) == {"code", "framework", "label", "description", "grades", "skillCount"}
    assert body["pagination"]["pageSize"] == 100


def test_standards_grade_accepts_integer_and_kindergarten_is_zero(api):
    by_int = _ok(api.get(f"{V1}/standards", params={"grade": 0, "framework": "CCSS-MATH", "pageSize": 100}))
    by_slug = _ok(
        api.get(
            f"{V1}/standards", params={"grade": "kindergarten", "framework": "CCSS-MATH", "pageSize": 100}
        )
    )
    assert by_int["data"] == by_slug["data"]
    assert all(s["code"].startswith("K.") for s in by_int["data"]["standards"])


def test_standards_q_matches_code_and_words(api):
    codes = [s["code"] for s in _ok(api.get(f"{V1}/standards", params={"q": "3.oa.c"}))["data"]["standards"]]
    assert codes == ["3.OA.C.7"]


def test_standards_default_page_size_is_50(api):
    assert _ok(api.get(f"{V1}/standards"))["pagination"]["pageSize"] == 50


@pytest.mark.parametrize("params", [{"framework": "CCSS"}, {"grade": 9}, {"page": -1}])
def test_standards_bad_filters_are_422(api, params):
    assert_problem(api.get(f"{V1}/standards", params=params), 422, "validation-failed")


def test_standard_detail_lists_aligned_skills_without_their_standards(api):
    data = _ok(api.get(f"{V1}/standards/3.OA.C.7"))["data"]
    assert data["standard"]["code"] == "3.OA.C.7" and data["standard"]["label"]
    assert set(data["standard"]) == {"code", "framework", "label", "description", "grades"}
    assert data["skills"]
    assert all(set(s) == {"slug", "name", "grade", "subject", "topic"} for s in data["skills"])


def test_ngss_standard_detail(api):
    assert _ok(api.get(f"{V1}/standards/MS-LS1-6"))["data"]["standard"]["framework"] == "NGSS"


def test_unknown_standard_is_a_404(api):
    body = assert_problem(api.get(f"{V1}/standards/9.ZZ.A.1"), 404, "not-found")
    assert body["detail"] == "No standard found with code '9.ZZ.A.1'"


def test_wrong_method_is_405_with_allow(api):
    response = api.request("DELETE", f"{V1}/skills")
    assert_problem(response, 405, "method-not-allowed")
    assert response.header("Allow") == "GET, HEAD, OPTIONS"


def test_cors_preflight_does_not_allow_the_key_header(api):
    response = api.request(
        "OPTIONS",
        f"{V1}/skills",
        headers={"Origin": "https://school.example", "Access-Control-Request-Method": "GET"},
    )
    assert response.status == 204
    assert response.header("Access-Control-Allow-Origin") == "*"
    allowed = (response.header("Access-Control-Allow-Headers") or "").lower()
    assert "content-type" in allowed and "x-service-key" not in allowed


def test_cors_header_on_success_and_on_problems(api):
    headers = {"Origin": "https://school.example"}
    assert api.get(f"{V1}/grades", headers=headers).header("Access-Control-Allow-Origin") == "*"
    assert api.get(f"{V1}/grades/grade-10", headers=headers).header("Access-Control-Allow-Origin") == "*"


def test_oversized_body_is_413(api):
    response = api.request("GET", f"{V1}/grades", raw_body=b"x" * (64 * 1024 + 1))
    assert_problem(response, 413, "payload-too-large")
