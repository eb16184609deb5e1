"""Answer checking and the misconception catalog end to end through the real handler."""

from __future__ import annotations

import pytest

from educontent.generation import item_ids
from educontent.generation.engine import CACHE
from educontent.generation.remake import REMADE
from tests.conftest import assert_problem

V1 = "/api/v1"
FRACTIONS = "add-fractions-with-unlike-denominators"
CHOICES = "compare-and-find-equivalent-fractions"


@pytest.fixture(autouse=True)
def fresh_memory():
    CACHE.clear()
    REMADE.clear()
    yield
    CACHE.clear()
    REMADE.clear()


def _items(api, skill: str, count: int = 6, seed: int = 5) -> list[dict]:
    response = api.get(f"{V1}/problems", params={"skill": skill, "count": str(count), "seed": str(seed)})
    assert response.status == 200, response.raw
    return response.json["data"]["items"]


def _check(api, body: dict):
    return api.post(f"{V1}/answers/check", body=body)


def test_a_key_answer_is_correct_and_the_result_says_what_was_understood(api):
    item = _items(api, FRACTIONS)[0]
    response = _check(api, {"itemId": item["id"], "response": item["answer"]["display"]})
    assert response.status == 200, response.raw
    result = response.json["data"]
    assert result["correct"] is True and result["verdict"] == "correct"
    assert result["expected"] == item["answer"]["display"] and result["itemId"] == item["id"]
    assert response.header("Cache-Control") == "no-store"


def test_a_free_response_with_a_known_mistake_names_its_misconception(api):
    item = next(i for i in _items(api, FRACTIONS) if i["answer"].get("commonErrors"))
    error = item["answer"]["commonErrors"][0]
    result = _check(api, {"itemId": item["id"], "response": error["value"]}).json["data"]
    assert result["correct"] is False and result["verdict"] == "incorrect"
    assert result["misconception"]["id"] == error["misconception"] and result["feedback"]


def test_a_batch_checks_every_distractor_as_wrong_with_its_misconception(api):
    chosen = [i for i in _items(api, CHOICES, count=10) if i["answer"]["type"] == "multiple-choice-index"]
    entries, expected = [], []
    for item in chosen:
        for distractor in item["answer"].get("distractors") or []:
            entries.append({"itemId": item["id"], "response": distractor["choiceIndex"]})
            expected.append(distractor["misconception"])
    assert entries
    results = _check(api, {"items": entries}).json["data"]["results"]
    assert [r["correct"] for r in results] == [False] * len(entries)
    assert [r["misconception"]["id"] for r in results] == expected


def test_one_check_counts_as_one_request_whatever_its_batch(api):
    item = _items(api, FRACTIONS)[0]
    response = _check(api, {"items": [{"itemId": item["id"], "response": "1"}] * 100})
    assert response.status == 200 and len(response.json["data"]["results"]) == 100
    assert response.header("RateLimit-Policy")


def test_a_forged_altered_or_outdated_id_is_a_problem_naming_the_field(api):
    good = _items(api, FRACTIONS)[0]["id"]
    forged = good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")
    outdated = item_ids.encode(item_ids.ItemAddress("1", 5, FRACTIONS, 5, None, 0))
    body = assert_problem(
        _check(
            api,
            {
                "items": [
                    {"itemId": good, "response": "1"},
                    {"itemId": forged, "response": "1"},
                    {"itemId": outdated, "response": "1"},
                    {"itemId": "itm_nope", "response": "1"},
                ]
            },
        ),
        422,
        "validation-failed",
    )
    fields = {e["field"]: e["message"] for e in body["errors"]}
    assert set(fields) == {"body.items[1].itemId", "body.items[2].itemId", "body.items[3].itemId"}
    assert "generator version 1" in fields["body.items[2].itemId"]


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"itemId": "itm_x"},
        {"response": "3"},
        {"itemId": None, "response": "3"},
        {"itemId": "itm_x", "response": None},
        {"items": []},
        {"items": [{"itemId": "itm_x", "response": "1"}] * 101},
        {"items": [{"itemId": "itm_x"}]},
        {"itemId": "itm_x", "response": "1", "items": [{"itemId": "itm_x", "response": "1"}]},
        {"itemId": "itm_x", "response": {"a": 1}},
        {"itemId": "itm_x", "response": [[1]]},
        {"itemId": "itm_x", "response": "x" * 501},
        {"itemId": "x" * 401, "response": "1"},
        {"itemId": "itm_x", "response": "1", "extra": True},
    ],
    ids=lambda b: str(b)[:40],
)
def test_bodies_of_the_wrong_shape_are_problems(api, body):
    assert_problem(_check(api, body), 422, "validation-failed")


def test_a_response_of_the_wrong_shape_for_its_item_names_the_field(api):
    items = _items(api, FRACTIONS)
    body = assert_problem(
        _check(
            api,
            {
                "items": [
                    {"itemId": items[0]["id"], "response": "1"},
                    {"itemId": items[1]["id"], "response": [1, 2]},
                ]
            },
        ),
        422,
        "validation-failed",
    )
    assert [e["field"] for e in body["errors"]] == ["body.items[1].response"]


def test_too_large_and_non_json_bodies_are_problems(api):
    assert_problem(
        api.post(f"{V1}/answers/check", raw_body=b"x" * 70_000, headers={"Content-Type": "application/json"}),
        413,
        "payload-too-large",
    )
    assert_problem(
        api.post(f"{V1}/answers/check", raw_body=b"{", headers={"Content-Type": "application/json"}),
        400,
        "bad-request",
    )


def test_the_misconception_catalog_lists_filters_and_pages(api):
    response = api.get(f"{V1}/misconceptions", params={"skill": FRACTIONS})
    assert response.status == 200, response.raw
    body = response.json
    ids = {m["id"] for m in body["data"]}
    assert "added-numerators-and-denominators" in ids
    assert all(FRACTIONS in m["skills"] and m["description"] for m in body["data"])
    page = api.get(f"{V1}/misconceptions", params={"subject": "science", "pageSize": "3", "page": "2"}).json
    assert len(page["data"]) == 3 and page["pagination"]["page"] == 2 and page["pagination"]["hasNext"]
    assert_problem(
        api.get(f"{V1}/misconceptions", params={"skill": "no-such-skill"}), 422, "validation-failed"
    )
    assert_problem(api.get(f"{V1}/misconceptions", params={"pageSize": "101"}), 422, "validation-failed")
