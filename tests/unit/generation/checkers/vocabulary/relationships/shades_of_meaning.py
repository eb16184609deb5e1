"""Checker for ``vocabulary.relationships.shades_of_meaning``: word order, the strongest word and the word
with a meaning or feeling, recomputed from the scales bank JSON."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.banks import bank, check_choice, check_ordering, in_sets, others


@checks("vocabulary.relationships.shades_of_meaning")
def check_scale(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    scales = in_sets(bank("vocabulary", "scales")["scales"], params)
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
        assert set(others(item)) <= set(s["options"])
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
        family = {s["family"] for s in scales if word in {w["word"] for w in s["words"]}}
        for other in others(item):  # a word of the key's family could also mean it ("unhappy": sad, down)
            assert not family & {s["family"] for s in scales if other in {w["word"] for w in s["words"]}}
