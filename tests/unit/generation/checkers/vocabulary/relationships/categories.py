"""Checker for ``vocabulary.relationships.categories``: group membership and traits recomputed from the
categories bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, others
from tests.unit.generation.checkers.support.common import chosen_text


@checks("vocabulary.relationships.categories")
def check_categories(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    cats = bank("vocabulary", params.get("bank", "categories"))["categories"]
    group_of = {m["word"]: c for c in cats for m in c["members"]}
    trait_of = {m["word"]: m["trait"] for c in cats for m in c["members"]}
    if content["type"] == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            c = group_of[left]
            assert right in (c["name"], f"{c['singular']} {trait_of[left]}"), (left, right)
        return
    q = content["question"]
    chosen = chosen_text(item)
    if q.startswith("Which word names"):
        phrase = q[len("Which word names ") : -1]
        assert f"{group_of[chosen]['singular']} {trait_of[chosen]}" == phrase
        assert all(f"{group_of[o]['singular']} {trait_of[o]}" != phrase for o in others(item))
    elif q.startswith("Which group does"):
        (word,) = re.findall(r'"([^"]+)"', q)
        assert chosen == group_of[word]["name"]
        assert all(o not in group_of[word]["overlaps"] for o in others(item))
    elif q.startswith("Which one is"):
        singular = q[len("Which one is ") : -1]
        assert group_of[chosen]["singular"] == singular
        for o in others(item):
            assert (
                group_of[o]["singular"] != singular
                and group_of[chosen]["name"] not in group_of[o]["overlaps"]
            )
    else:
        words = q.split("? ", 1)[1].split(", ")
        groups = [group_of[w]["name"] for w in words]
        assert groups.count(group_of[chosen]["name"]) == 1
        assert all(groups.count(group_of[o]["name"]) == 3 for o in others(item))
    check_choice(item, chosen)
