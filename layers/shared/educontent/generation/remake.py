"""Items made again from their ids, for answer checking (docs/answers.md).

An id names a skill's stream (seed, skill, grade, pinned level) and the item's place in it
(``item_ids``); the stream is made again up to that place with the engine's own ``new_run`` and
``next_item``, so the item is byte for byte the one the batch gave. Streams are kept in a small LRU:
checking a worksheet item by item makes each stream once.
"""

from __future__ import annotations

from threading import Lock

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation import item_ids
from educontent.generation.engine import SkillRun, new_run, next_item
from educontent.generation.item_ids import ItemAddress
from educontent.generation.items import ContentItem
from educontent.generation.lru import Lru
from educontent.generation.version import GENERATOR_VERSION


class _Remade:
    """Skill streams made again for answer checking, kept so that checking a worksheet item by item
    makes each stream once (a stream continues where it stopped; one at a time, as it changes)."""

    def __init__(self, size: int) -> None:
        self._runs: Lru[tuple[int, str, int, DifficultyLevel | None], SkillRun] = Lru(size)
        self._lock = Lock()

    def item(self, address: ItemAddress) -> ContentItem:
        with self._lock:
            run = self._runs.get(address.stream())
            if run is None:
                run = new_run(get_catalog(), address.skill, address.seed, address.grade, address.pin)
                self._runs.put(address.stream(), run)
            while run.made <= address.nth:
                next_item(get_catalog(), run)
            return run.items[address.nth]

    def clear(self) -> None:
        self._runs.clear()


REMADE = _Remade(size=64)
MAX_NTH = 49
"""An item is at most the 50th of its skill in a batch (``count`` is at most 50)."""


def item_by_id(item_id: str) -> ContentItem:
    """The item an id names, made again; ``ItemIdError`` when the id is not a valid id of this server."""
    address = item_ids.decode(item_id, GENERATOR_VERSION)
    index = get_catalog()
    record = index.skill_records.get(address.skill)
    if record is None or not 0 <= address.grade <= 8 or not 0 <= address.nth <= MAX_NTH:
        raise item_ids.ItemIdError("not an item id of this service")
    return REMADE.item(address)
