"""Checkers for ``vocabulary.word-scale``, ``vocabulary.relations`` and ``vocabulary.categories``:
order, pairs and group membership are recomputed from the scales, relations and categories bank
JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_ordering


def _chosen(item: dict[str, Any]) -> str:
    return item["content"]["choices"][item["answer"]["value"]]["text"]


def _others(item: dict[str, Any]) -> list[str]:
    return [c["text"] for i, c in enumerate(item["content"]["choices"]) if i != item["answer"]["value"]]


@checks("vocabulary.word-scale")
def check_scale(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    scales = [s for s in bank("vocabulary", "scales")["scales"] if s["set"] in params["sets"]]
    kind = content["type"]
    if kind == "ordering":
        (scale,) = [
            s
            for s in scales
            if s["orderBy"] == content["orderBy"] and set(content["items"]) <= {w["word"] for w in s["words"]}
        ]
        check_ordering(item, [w["word"] for w in scale["words"]])
        return
    if kind == "fill-blank":
        (s,) = [s for sc in scales for s in sc["sentences"] if s["text"] == content["text"]]
        assert answer["value"] == s["answer"] and sorted(content["wordBank"]) == sorted(
            [s["answer"], *s["options"]]
        )
        return
    q = content["question"]
    if q.startswith("Which word best fits the feeling"):
        (s,) = [s for sc in scales for s in sc["sentences"] if q.endswith(s["text"])]
        check_choice(item, s["answer"])
        assert set(_others(item)) <= set(s["options"])
    elif q.startswith("Which of these words is the"):
        top = re.fullmatch(r"Which of these words is the (.+)\?", q).group(1)
        words = [c["text"] for c in content["choices"]]
        (scale,) = [s for s in scales if s["top"] == top and set(words) <= {w["word"] for w in s["words"]}]
        order = [w["word"] for w in scale["words"]]
        check_choice(item, max(words, key=order.index))
    else:
        (meaning,) = re.findall(r'"([^"]+)"', q)
        (word,) = {
            w["word"]
            for s in scales
            for w in s["words"]
            if w["meaning"] == meaning and w["word"] in [c["text"] for c in content["choices"]]
        }
        check_choice(item, word)


@checks("vocabulary.relations")
def check_relations(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    pairs = [p for p in bank("vocabulary", "relations")["pairs"] if p["set"] in params["sets"]]
    kind = content["type"]
    if params["mode"] == "analogies":
        text = content.get("text") or content["question"]
        m = re.search(r"(\S+) : (\S+) :: (\S+) : ___", text) or re.search(
            r"Complete the analogy: (.+) is to (.+) as (.+) is to ___\.", text
        )
        a, b, c = m.groups()
        (rel,) = {p["relation"] for p in pairs if p["a"] == a and p["b"] == b}
        (d,) = [p["b"] for p in pairs if p["a"] == c and p["relation"] == rel]
        got = answer["value"] if kind == "fill-blank" else _chosen(item)
        assert got == d, (a, b, c, got, d)
        shown = content["wordBank"] if kind == "fill-blank" else [x["text"] for x in content["choices"]]
        for other in shown:
            if other != d:
                assert not any(p["a"] == c and p["b"] == other and p["relation"] == rel for p in pairs)
        if kind == "multiple-choice":
            check_choice(item, d)
        return
    if kind == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            assert any(p["a"] == left and p["b"] == right for p in pairs), (left, right)
        relations = {
            p["relation"]
            for left, i in zip(content["left"], answer["value"], strict=True)
            for p in pairs
            if p["a"] == left and p["b"] == content["right"][i]
        }
        assert len(relations) == 1
        return
    text = content.get("text") or content["question"]
    (a,) = re.findall(r'"([^"]+)"', text)
    if "synonym" in text.lower():
        relation = "synonym"
    elif "antonym" in text.lower():
        relation = "antonym"
    else:
        relation = "opposite"
    (b,) = [p["b"] for p in pairs if p["a"] == a and p["relation"] == relation]
    if kind == "fill-blank":
        assert answer["value"] == b and b in content["wordBank"]
    else:
        check_choice(item, b)


@checks("vocabulary.categories")
def check_categories(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    cats = bank("vocabulary", "categories")["categories"]
    group_of = {m["word"]: c for c in cats for m in c["members"]}
    trait_of = {m["word"]: m["trait"] for c in cats for m in c["members"]}
    if content["type"] == "matching":
        for left, index in zip(content["left"], answer["value"], strict=True):
            right = content["right"][index]
            c = group_of[left]
            assert right in (c["name"], f"{c['singular']} {trait_of[left]}"), (left, right)
        return
    q = content["question"]
    chosen = _chosen(item)
    if q.startswith("Which word names"):
        phrase = q[len("Which word names ") : -1]
        assert f"{group_of[chosen]['singular']} {trait_of[chosen]}" == phrase
        assert all(f"{group_of[o]['singular']} {trait_of[o]}" != phrase for o in _others(item))
    elif q.startswith("Which group does"):
        (word,) = re.findall(r'"([^"]+)"', q)
        assert chosen == group_of[word]["name"]
        assert all(o not in group_of[word]["overlaps"] for o in _others(item))
    elif q.startswith("Which one is"):
        singular = q[len("Which one is ") : -1]
        assert group_of[chosen]["singular"] == singular
        for o in _others(item):
            assert (
                group_of[o]["singular"] != singular
                and group_of[chosen]["name"] not in group_of[o]["overlaps"]
            )
    else:
        words = q.split("? ", 1)[1].split(", ")
        groups = [group_of[w]["name"] for w in words]
        assert groups.count(group_of[chosen]["name"]) == 1
        assert all(groups.count(group_of[o]["name"]) == 3 for o in _others(item))
    check_choice(item, chosen)
