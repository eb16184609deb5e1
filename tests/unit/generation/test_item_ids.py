"""An item id names its item: decoding it and making the item again gives the same item, and an id
that was not made by this server (forged, altered, signed with another key, from another generator
version) is refused."""

from __future__ import annotations

import base64

import pytest

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation import item_ids
from educontent.generation.engine import GenerationRequest, generate
from educontent.generation.item_ids import ItemAddress, ItemIdError
from educontent.generation.remake import REMADE, item_by_id
from educontent.generation.version import GENERATOR_VERSION
from educontent.settings import get_settings

FRACTIONS = "compare-and-find-equivalent-fractions"
COUNTING = "count-objects-to-20"


@pytest.fixture(autouse=True)
def _fresh_remade():
    REMADE.clear()
    yield
    REMADE.clear()


def _address(**changes: object) -> ItemAddress:
    fields: dict[str, object] = {
        "version": GENERATOR_VERSION,
        "seed": 7,
        "skill": FRACTIONS,
        "grade": 4,
        "pin": None,
        "nth": 3,
    }
    fields.update(changes)
    return ItemAddress(**fields)  # type: ignore[arg-type]


def test_an_id_decodes_to_the_address_it_was_made_from():
    for address in (_address(), _address(pin=DifficultyLevel.HARD, nth=0, seed=0), _address(grade=0, nth=49)):
        assert item_ids.decode(item_ids.encode(address), GENERATOR_VERSION) == address


@pytest.mark.parametrize(
    "request_",
    [
        GenerationRequest(skills=(FRACTIONS, COUNTING), count=7, seed=7),
        GenerationRequest(skills=(FRACTIONS,), count=5, seed=3, difficulty=DifficultyLevel.HARD),
        GenerationRequest(standards=("4.NF.A.1",), count=4, seed=11, grade=4),
        GenerationRequest(subject="science", grade=6, count=6, seed=5),
    ],
    ids=["two-skills", "pinned", "standard-and-grade", "subject"],
)
def test_every_item_of_a_batch_is_made_again_from_its_id_alone(request_):
    # Given a batch, when each id is turned back into an item in a process that forgot the batch
    batch = generate(request_)
    for item in reversed(batch.items):  # out of order: each skill's stream is made again as needed
        # Then it is the same item, byte for byte
        assert item_by_id(item.id).model_dump_json() == item.model_dump_json()


def test_a_skill_gives_the_same_items_whatever_else_the_request_holds():
    alone = generate(GenerationRequest(skills=(FRACTIONS,), count=3, seed=9))
    mixed = generate(GenerationRequest(skills=(COUNTING, FRACTIONS), count=12, seed=9))
    assert [i.id for i in mixed.items if i.skill == FRACTIONS][:3] == [i.id for i in alone.items]


def _tampered(item_id: str) -> list[str]:
    body, mac = item_id[len(item_ids.PREFIX) :].split(".")
    payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)).decode()
    other = payload.replace(f"|{FRACTIONS}|", f"|{COUNTING}|").encode()
    forged_body = base64.urlsafe_b64encode(other).rstrip(b"=").decode()
    flipped = mac[:-1] + ("A" if mac[-1] != "A" else "B")
    return [
        f"{item_ids.PREFIX}{forged_body}.{mac}",  # another skill under the old signature
        f"{item_ids.PREFIX}{body}.{flipped}",  # one character of the signature changed
        f"{item_ids.PREFIX}{body}",  # no signature
        item_id + ".x",
        "itm_" + "A" * 500,
        "xyz_" + item_id[4:],
        "itm_!!!.AAAAAAAAAAAAAAAA",
        "",
    ]


def test_an_altered_or_forged_id_is_refused():
    item_id = generate(GenerationRequest(skills=(FRACTIONS,), count=1, seed=1)).items[0].id
    for forged in _tampered(item_id):
        with pytest.raises(ItemIdError):
            item_by_id(forged)


def test_an_id_signed_with_another_key_is_refused(monkeypatch):
    item_id = item_ids.encode(_address())
    monkeypatch.setenv("ITEM_ID_KEY", "another deployment's key")
    get_settings.cache_clear()
    try:
        with pytest.raises(ItemIdError, match="unknown or altered"):
            item_ids.decode(item_id, GENERATOR_VERSION)
    finally:
        monkeypatch.delenv("ITEM_ID_KEY")
        get_settings.cache_clear()


def test_an_id_of_another_generator_version_is_refused_with_the_reason():
    item_id = item_ids.encode(_address(version="1"))
    with pytest.raises(ItemIdError, match="generator version 1"):
        item_by_id(item_id)


def test_a_signed_id_naming_what_the_catalog_does_not_hold_is_refused():
    for address in (_address(skill="no-such-skill"), _address(nth=50), _address(grade=9)):
        with pytest.raises(ItemIdError):
            item_by_id(item_ids.encode(address))


def test_an_unresolved_secret_reference_falls_back_to_the_checkout_key(monkeypatch):
    # sam local invoke leaves {{resolve:secretsmanager:...}} as it is
    monkeypatch.setenv("ITEM_ID_KEY", "{{resolve:secretsmanager:arn:aws:secretsmanager:x:SecretString}}")
    get_settings.cache_clear()
    try:
        from educontent.settings import LOCAL_ITEM_ID_KEY

        assert get_settings().item_id_key == LOCAL_ITEM_ID_KEY
    finally:
        monkeypatch.delenv("ITEM_ID_KEY")
        get_settings.cache_clear()
