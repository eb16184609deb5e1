"""Generation endpoints end to end through the real handler: selection, determinism, caching, errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from educontent.generation.engine import CACHE
from tests.conftest import assert_problem

V1 = "/api/v1"
REPO = Path(__file__).resolve().parents[2]
SKILL = "multiply-within-100"
OTHER = "divide-within-100"


@pytest.fixture(autouse=True)
def empty_cache():
    CACHE.clear()
    yield
    CACHE.clear()


def test_post_generate_by_skill(api):
    response = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 5, "seed": 11})
    assert response.status == 200, response.raw
    body = response.json
    items, key = body["data"]["items"], body["data"]["answerKey"]
    assert len(items) == 5 and [k["itemId"] for k in key] == [i["id"] for i in items]
    assert [k["answer"] for k in key] == [i["answer"]["display"] for i in items]
    assert all(
        i["skill"] == SKILL and i["gradeLevel"] == 3 and i["type"] == i["content"]["type"] for i in items
    )
    meta = body["meta"]
    assert meta["seed"] == 11 and meta["skillsUsed"] == [SKILL] and meta["totalGenerated"] == 5
    assert isinstance(meta["generationTimeMs"], float) and meta["cacheHit"] is False
    assert response.header("Cache-Control") == "no-store" and response.header("X-Seed") is None


def test_get_problems_mirrors_post_generate_and_is_cacheable_when_seeded(api):
    posted = api.post(f"{V1}/generate", body={"skills": [SKILL, OTHER], "count": 6, "seed": 5})
    CACHE.clear()
    got = api.get(f"{V1}/problems", params={"skills": f"{SKILL},{OTHER}", "count": 6, "seed": 5})
    assert got.status == 200
    assert got.json["data"] == posted.json["data"]
    assert got.header("Cache-Control") == "public, max-age=3600, s-maxage=86400"
    assert got.header("X-Seed") == "5"


def test_unseeded_requests_return_a_seed_that_replays_them(api):
    first = api.get(f"{V1}/problems", params={"skill": SKILL, "count": 4})
    assert first.header("Cache-Control") == "no-store" and first.header("X-Seed") is None
    seed = first.json["meta"]["seed"]
    assert isinstance(seed, int) and 0 <= seed <= 2**53 - 1
    replay = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 4, "seed": seed})
    assert replay.json["data"] == first.json["data"]


def test_several_skills_share_the_count_round_robin(api):
    items = api.post(f"{V1}/generate", body={"skills": [SKILL, OTHER], "count": 5, "seed": 1}).json["data"][
        "items"
    ]
    assert [i["skill"] for i in items] == [SKILL, OTHER, SKILL, OTHER, SKILL]


def test_second_seeded_call_is_a_cache_hit_with_identical_data(api):
    first = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 3, "seed": 99})
    second = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 3, "seed": 99})
    assert first.json["meta"]["cacheHit"] is False and second.json["meta"]["cacheHit"] is True
    assert first.json["data"] == second.json["data"]


def test_post_problems_aliases(api):
    a = api.post(f"{V1}/problems", body={"skill": SKILL, "count": 3, "seed": 3}).json["data"]
    CACHE.clear()
    b = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 3, "seed": 3}).json["data"]
    assert a == b
    single = api.post(f"{V1}/problems/single", body={"skill": SKILL, "seed": 3}).json["data"]
    CACHE.clear()
    assert single == api.post(f"{V1}/generate/single", body={"skill": SKILL, "seed": 3}).json["data"]


def test_single_endpoints(api):
    posted = api.post(f"{V1}/generate/single", body={"skill": SKILL, "seed": 8})
    data = posted.json["data"]
    assert data["answer"] == {"itemId": data["item"]["id"], "answer": data["item"]["answer"]["display"]}
    assert posted.json["meta"]["seed"] == 8
    CACHE.clear()
    got = api.get(f"{V1}/problems/single", params={"skill": SKILL, "seed": 8})
    assert got.json["data"] == data and got.header("X-Seed") == "8"


def test_by_standard_uses_the_skills_mapped_to_it(api):
    body = api.post(
        f"{V1}/generate", body={"standard": "3.OA.C.7", "grade": "grade-3", "count": 6, "seed": 2}
    ).json
    mapped = {s["slug"] for s in api.get(f"{V1}/standards/3.OA.C.7").json["data"]["skills"]}
    assert set(body["meta"]["skillsUsed"]) <= mapped and body["meta"]["totalGenerated"] == 6


def test_by_subject_picks_skills_of_that_subject_and_grade(api):
    body = api.get(f"{V1}/problems", params={"subject": "math", "grade": 3, "count": 12, "seed": 4}).json
    assert all(i["gradeLevel"] == 3 for i in body["data"]["items"])
    catalog = {
        s["slug"]
        for s in api.get(f"{V1}/skills", params={"subject": "math", "grade": 3, "pageSize": 100}).json[
            "data"
        ]["skills"]
    }
    assert set(body["meta"]["skillsUsed"]) <= catalog


def test_grade_as_integer_or_slug_is_the_same(api):
    a = api.post(f"{V1}/generate", body={"skill": SKILL, "grade": 3, "count": 2, "seed": 6}).json["data"]
    b = api.post(f"{V1}/generate", body={"skill": SKILL, "grade": "grade-3", "count": 2, "seed": 6}).json[
        "data"
    ]
    assert [i["content"] for i in a["items"]] == [i["content"] for i in b["items"]]


def test_difficulty_pins_the_level(api):
    items = api.post(
        f"{V1}/generate", body={"skill": SKILL, "count": 6, "seed": 1, "difficulty": "hard"}
    ).json["data"]["items"]
    assert {i["difficulty"]["level"] for i in items} == {"hard"}


def test_no_duplicate_items_in_a_batch(api):
    items = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 50, "seed": 12}).json["data"]["items"]
    shown = [json.dumps(i["content"], sort_keys=True) for i in items]
    assert len(set(shown)) == len(shown)
    assert len({i["id"] for i in items}) == 50


def test_a_skill_that_runs_out_of_items_says_so_in_meta(api):
    # Given a skill with a handful of questions (unit fractions of shapes), when a batch asks for 50
    # with another skill, then meta counts the repeats and names the skill that ran out.
    body = {"skills": ["identify-unit-fractions", SKILL], "count": 50, "seed": 4}
    meta = api.post(f"{V1}/generate", body=body).json["meta"]
    assert meta["repeatedItems"] > 0 and meta["repeatedSkills"] == ["identify-unit-fractions"]
    plenty = api.post(f"{V1}/generate", body={"skill": SKILL, "count": 50, "seed": 4}).json["meta"]
    assert plenty["repeatedItems"] == 0 and plenty["repeatedSkills"] == []


def test_same_seed_gives_byte_identical_data_in_another_process(api):
    here = api.post(f"{V1}/generate", body={"skills": [SKILL, OTHER], "count": 10, "seed": 2024}).json["data"]
    script = (
        "import json; from educontent.generation.engine import generate, GenerationRequest;"
        "from educontent.generation.schemas import BatchData;"
        f"b = generate(GenerationRequest(skills=({SKILL!r}, {OTHER!r}), count=10, seed=2024));"
        "print(BatchData(items=list(b.items), answer_key=list(b.answer_key)).model_dump_json())"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
        env={"PYTHONHASHSEED": "123", "PATH": "/usr/bin:/bin"},
    ).stdout
    assert json.loads(out) == here


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"count": 3}, "body"),
        ({"skill": SKILL, "count": 0}, "body.count"),
        ({"skill": SKILL, "count": 51}, "body.count"),
        ({"skill": SKILL, "seed": -1}, "body.seed"),
        ({"skill": SKILL, "seed": 2**53}, "body.seed"),
        ({"skill": SKILL, "colour": "red"}, "body.colour"),
        ({"skill": SKILL, "count": "ten"}, "body.count"),
        ({"skills": []}, "body.skills"),
        ({"skill": SKILL, "difficulty": "extreme"}, "body.difficulty"),
    ],
)
def test_invalid_generate_bodies_are_422_naming_the_field(api, body, field):
    problem = assert_problem(api.post(f"{V1}/generate", body=body), 422, "validation-failed")
    assert field in [e["field"] for e in problem["errors"]]


def test_invalid_json_is_400(api):
    problem = assert_problem(api.post(f"{V1}/generate", raw_body=b'{"skill": '), 400, "bad-request")
    assert problem["detail"] == "The request body is not valid JSON"


def test_single_requires_skill(api):
    assert_problem(api.post(f"{V1}/generate/single", body={"seed": 1}), 422, "validation-failed")
    problem = assert_problem(api.get(f"{V1}/problems/single"), 422, "validation-failed")
    assert problem["errors"][0]["field"] == "query.skill"


@pytest.mark.parametrize(
    "params",
    [
        {"count": 5},
        {"skill": SKILL, "count": 0},
        {"skill": SKILL, "seed": "abc"},
        {"skill": SKILL, "utm_source": "x"},
    ],
)
def test_invalid_problem_queries_are_422(api, params):
    assert_problem(api.get(f"{V1}/problems", params=params), 422, "validation-failed")


def test_unknown_skill_is_404(api):
    problem = assert_problem(
        api.post(f"{V1}/generate", body={"skills": [SKILL, "juggling"]}), 404, "not-found"
    )
    assert problem["detail"] == "No skill found with slug 'juggling'"
    assert_problem(api.get(f"{V1}/problems/single", params={"skill": "juggling"}), 404, "not-found")


def test_skill_at_another_grade_is_404_saying_so(api):
    problem = assert_problem(
        api.post(f"{V1}/generate", body={"skill": SKILL, "grade": "grade-5"}), 404, "not-found"
    )
    assert "not available in grade-5" in problem["detail"]


def test_unknown_standard_is_404_and_unknown_subject_422(api):
    assert_problem(api.post(f"{V1}/generate", body={"standard": "9.XX.A.1"}), 404, "not-found")
    problem = assert_problem(api.post(f"{V1}/generate", body={"subject": "art"}), 422, "validation-failed")
    assert problem["errors"][0]["field"] == "body.subject"  # subjects are a closed list (an enum)


def test_generator_failure_is_a_generation_failed_problem(api, monkeypatch):
    from educontent.generation import engine, registry

    spec = registry.get_generator("math.nbt.arithmetic")
    monkeypatch.setattr(engine, "_PARSED", {})  # forget the parsed generator of every skill

    def broken(ctx):
        raise ZeroDivisionError("boom")

    monkeypatch.setitem(
        registry._REGISTRY,
        "math.nbt.arithmetic",
        registry.GeneratorSpec(spec.name, broken, spec.content_types, spec.params_model),
    )
    response = api.post(f"{V1}/generate", body={"skill": SKILL, "seed": 1})
    problem = assert_problem(response, 500, "generation-failed")
    assert "boom" not in response.raw.decode() and SKILL in problem["detail"]
