"""The science banks a skill's params name, read from ``catalog_data/content/science``.

Each bank kind may be split over several files by grade band (``facts.json``, ``facts-g1-4.json``,
``facts-g5-8.json`` ...); their entries are merged, ids must be unique across the files.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from educontent.generation.banks import load_bank
from educontent.settings import get_settings

BANK_PARTS = ("", "-g1-4", "-g5-8")


@cache
def merged(kind: str, key: str) -> Any:
    """Entry ``key`` of every file of bank ``kind``, merged in ``BANK_PARTS`` order."""
    folder = get_settings().catalog_dir / "content" / "science"
    result: Any = None
    for part in BANK_PARTS:
        if not (folder / f"{kind}{part}.json").exists():
            continue
        entries = load_bank("science", f"{kind}{part}")[key]
        if result is None:
            result = entries
        elif isinstance(entries, dict):
            result = {**result, **entries}
        else:
            result = [*result, *entries]
    return result


def fact_sets(ids: list[str]) -> list[dict[str, Any]]:
    """The fact sets ``ids`` (each with its ``id``), in the order named."""
    bank = merged("facts", "sets")
    return [dict(bank[name], id=name) for name in ids]


def tables() -> dict[str, dict[str, Any]]:
    """Observation-table scenarios by id."""
    return {t["id"]: t for t in merged("tables", "tables")}


def diagrams() -> dict[str, dict[str, Any]]:
    """Diagram specs by id."""
    return merged("diagrams", "diagrams")


def diagram_words() -> dict[str, Any]:
    """Moon phases, the places of the moon-orbit drawing and the kinds of plate boundary."""
    return load_bank("science", "diagram-words")
