"""POST /keys/request is idempotent on its content (Powertools idempotency on DynamoDB, moto)."""

from __future__ import annotations

import pytest

from educontent.settings import get_settings
from educontent.storage import dynamodb, keys_store
from educontent.storage.dynamodb import dynamodb_client
from tests.conftest import assert_problem
from tests.handlers.access_helpers import V1

BODY = {"name": "Oak School", "email": "it@oak.example", "projectDescription": "Spelling lists, grade 3"}


def test_identical_requests_get_the_same_answer_and_are_stored_once(api):
    first = api.post(f"{V1}/keys/request", body=BODY)
    assert first.status == 202
    for _ in range(3):
        again = api.post(f"{V1}/keys/request", body=BODY)
        assert again.status == 202
        assert again.json["data"] == first.json["data"]
    assert len(keys_store.list_requests()) == 1
    records = dynamodb_client().scan(TableName=get_settings().idempotency_table)["Items"]
    assert len(records) == 1
    [record] = records
    assert record["status"]["S"] == "COMPLETED"
    assert record["id"]["S"].startswith("key-request#")
    expires_in = int(record["expiration"]["N"]) - int(record["in_progress_expiration"]["N"]) // 1000
    assert 24 * 3600 - 60 <= expires_in <= 24 * 3600  # kept 24 hours
    assert "it@oak.example" not in str(record)  # only a hash of the content


def test_the_same_content_with_other_case_and_spacing_is_the_same_request(api):
    assert api.post(f"{V1}/keys/request", body=BODY).status == 202
    variant = {
        "name": "  oak   SCHOOL ",
        "email": "IT@Oak.example",
        "projectDescription": "Spelling  lists,\ngrade 3",
    }
    assert api.post(f"{V1}/keys/request", body=variant).status == 202
    [stored] = keys_store.list_requests()
    assert stored.name == "Oak School"  # the first one, as sent


@pytest.mark.parametrize("field", ["name", "email", "projectDescription"])
def test_different_content_is_a_different_request(api, field):
    assert api.post(f"{V1}/keys/request", body=BODY).status == 202
    other = {**BODY, field: "x" + BODY[field][1:]}  # "xt@oak.example" for the email
    assert api.post(f"{V1}/keys/request", body=other).status == 202
    assert len(keys_store.list_requests()) == 2


def test_a_failed_store_is_not_remembered_and_the_retry_stores_it(api, monkeypatch):
    real_put = keys_store.put_request

    def failing(record):
        raise dynamodb.StoreUnavailable("DynamoDB put_item: EndpointConnectionError")

    monkeypatch.setattr(keys_store, "put_request", failing)
    response = api.post(f"{V1}/keys/request", body=BODY)
    assert_problem(response, 503, "service-unavailable")
    assert response.header("Retry-After") == "5"
    monkeypatch.setattr(keys_store, "put_request", real_put)
    assert api.post(f"{V1}/keys/request", body=BODY).status == 202
    assert len(keys_store.list_requests()) == 1
