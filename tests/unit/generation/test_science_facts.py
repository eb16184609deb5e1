"""The science knowledge model and its fact review file (issue 12).

Every number in the model (a quantity ``{"value", "unit", "source", "fact"}``) and every contestable
fact (an entry's ``"review"`` id) is listed in ``fact-review.json`` with the same value and unit; the
review file lists nothing the model lacks; every entry names its grades. That every fact a generator
*used* is listed is checked where the items are generated (``test_generated_items``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CONTENT = Path(__file__).resolve().parents[3] / "catalog_data" / "content" / "science"


def review() -> dict[str, dict[str, Any]]:
    """The review file's entries by fact id."""
    entries = json.loads((CONTENT / "fact-review.json").read_text(encoding="utf-8"))["facts"]
    by_id = {e["fact"]: e for e in entries}
    assert len(by_id) == len(entries), "a fact is listed twice in fact-review.json"
    return by_id


def _walk(node: Any, path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from _walk(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _walk(value, f"{path}[{i}]")


def _models() -> dict[str, Any]:
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(CONTENT.glob("model-*.json"))}


def model_facts() -> tuple[dict[str, tuple[str, dict[str, Any]]], dict[str, str]]:
    """The model's quantities (fact id -> where, the quantity) and contestable facts (id -> where)."""
    quantities: dict[str, tuple[str, dict[str, Any]]] = {}
    contestable: dict[str, str] = {}
    for name, data in _models().items():
        for where, node in _walk(data, name):
            if "fact" in node and "value" in node:
                assert node["fact"] not in quantities, f"fact {node['fact']} twice: {where}"
                quantities[node["fact"]] = (where, node)
            if "review" in node:
                contestable[node["review"]] = where
    return quantities, contestable


def test_every_model_number_is_in_the_review_file_with_its_value_unit_and_source():
    listed = review()
    quantities, _ = model_facts()
    for fact, (where, q) in quantities.items():
        assert {"value", "unit", "source"} <= set(q), f"{where}: a quantity needs value, unit and source"
        assert fact in listed, f"{where}: {fact} is not in fact-review.json"
        entry = listed[fact]
        assert (entry.get("value"), entry.get("unit")) == (q["value"], q["unit"]), (fact, entry, q)


def test_every_contestable_fact_is_in_the_review_file():
    listed = review()
    _, contestable = model_facts()
    missing = sorted(f for f in contestable if f not in listed)
    assert not missing, f"contestable facts not in fact-review.json: {missing}"


def test_the_review_file_lists_only_facts_the_model_holds():
    quantities, contestable = model_facts()
    stale = sorted(set(review()) - set(quantities) - set(contestable))
    assert not stale, f"fact-review.json lists facts the model no longer holds: {stale}"


def test_the_review_file_is_sorted_by_fact_id():
    ids = list(review())
    assert ids == sorted(ids)


def test_every_model_entry_names_its_grades():
    """Given a model file, then each entry of its top-level lists carries ``grades: [low, high]``
    within K-8 (0-8), low <= high."""
    for name, data in _models().items():
        for key, entries in data.items():
            if not isinstance(entries, list):
                continue
            for i, entry in enumerate(entries):
                if not isinstance(entry, dict):
                    continue
                assert "grades" in entry, f"{name}.{key}[{i}] has no grades"
                low, high = entry["grades"]
                assert 0 <= low <= high <= 8, f"{name}.{key}[{i}]: grades {entry['grades']}"
