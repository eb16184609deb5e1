"""Item ids that carry their item: everything needed to make the item again, signed.

An item is fully determined by the generator version, the seed, the skill, the grade it was made
for, the difficulty the request pinned (if any) and its place among that skill's items in the batch
(the engine gives each skill its own seeded stream, ``engine.skill_stream``). The id holds exactly
these, so answer checking needs no storage: it decodes the id, checks the signature and makes the
item again.

Format (opaque to callers, docs/answers.md): ``itm_`` + base64url(payload) + ``.`` +
base64url(HMAC-SHA256(key, payload))[:16], where the payload is
``version|seed|skill|grade|pin|nth``. The key is the deployment's ``ITEM_ID_KEY``; an id whose
signature does not match (forged, altered or from another deployment) is refused, as is one from
another generator version (its item can no longer be made as it was).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from dataclasses import dataclass

from educontent.core.catalog_records import DifficultyLevel
from educontent.settings import get_settings

PREFIX = "itm_"
MAX_ID_CHARS = 400
_MAC_CHARS = 16


@dataclass(frozen=True)
class ItemAddress:
    """Where an item comes from: its skill's stream (seed, skill, grade, pinned level) and its place."""

    version: str
    seed: int
    skill: str
    grade: int
    pin: DifficultyLevel | None
    nth: int

    def stream(self) -> tuple[int, str, int, DifficultyLevel | None]:
        return self.seed, self.skill, self.grade, self.pin


class ItemIdError(ValueError):
    """An id that is not one of ours, was altered, or comes from another generator version."""


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(payload: bytes) -> str:
    key = get_settings().item_id_key.encode()
    return _b64(hmac.new(key, payload, hashlib.sha256).digest())[:_MAC_CHARS]


def encode(address: ItemAddress) -> str:
    pin = address.pin.value if address.pin is not None else ""
    fields = (address.version, address.seed, address.skill, address.grade, pin, address.nth)
    payload = "|".join(str(f) for f in fields).encode()
    return f"{PREFIX}{_b64(payload)}.{_mac(payload)}"


def decode(item_id: str, version: str) -> ItemAddress:
    """The address an id carries; ``ItemIdError`` when it is malformed, unsigned or from another version."""
    if not item_id.startswith(PREFIX) or len(item_id) > MAX_ID_CHARS or item_id.count(".") != 1:
        raise ItemIdError("not an item id of this service")
    body, mac = item_id[len(PREFIX) :].split(".")
    try:
        payload = _unb64(body)
    except (binascii.Error, ValueError):
        raise ItemIdError("not an item id of this service") from None
    if not hmac.compare_digest(mac.encode(), _mac(payload).encode()):
        raise ItemIdError("unknown or altered item id")
    try:
        made_by, seed, skill, grade, pin, nth = payload.decode().split("|")
        address = ItemAddress(
            version=made_by,
            seed=int(seed),
            skill=skill,
            grade=int(grade),
            pin=DifficultyLevel(pin) if pin else None,
            nth=int(nth),
        )
    except ValueError:  # signed by us but unreadable: only a change of this format could do that
        raise ItemIdError("not an item id of this service") from None
    if address.version != version:
        raise ItemIdError(
            f"this item was made by generator version {address.version}; this server makes version "
            f"{version} and cannot make it again: generate the items again"
        )
    return address
