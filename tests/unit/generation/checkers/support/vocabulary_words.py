"""The ``words`` bank read for the vocabulary checkers: the skill's words (by the item's grade when the
params name none), entries by word, and whether two entries are close in meaning."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers.support.banks import bank


def item_grade(item: dict[str, Any]) -> int:
    return int(item["gradeLevel"])


def entries() -> dict[str, dict[str, Any]]:
    return {e["word"]: e for e in bank("vocabulary", "words")["words"]}


def skill_words(item: dict[str, Any], params: dict[str, Any]) -> dict[str, dict[str, Any]]:
    grades = params.get("grades")
    if grades is None:
        grades = [item_grade(item)]
    tiers = params.get("tiers") or ["everyday", "academic", "domain"]
    kinds = params.get("parts_of_speech")
    return {
        w: e
        for w, e in entries().items()
        if e["grade"] in grades and e["tier"] in tiers and (kinds is None or e["partOfSpeech"] in kinds)
    }


_COMMON = set(
    re.findall(
        r"[a-z]+",
        "about being does from have into like make more other people place some someone something than that "
        "their there they thing things used very what when where which with your",
    )
)


def _meaningful(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 3} - _COMMON


def close(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Same word, listed as a synonym or antonym of the other, sharing a synonym or antonym, or with
    definitions that share a content word, or with a synonym of one in the other's definition."""
    near_a, near_b = set(a["synonyms"] + a["antonyms"]), set(b["synonyms"] + b["antonyms"])
    return (
        a["word"] == b["word"]
        or b["word"] in near_a
        or a["word"] in near_b
        or bool(near_a & near_b)
        or bool(_meaningful(a["definition"]) & _meaningful(b["definition"]))
        or bool(_meaningful(" ".join(a["synonyms"])) & _meaningful(b["definition"]))
        or bool(_meaningful(" ".join(b["synonyms"])) & _meaningful(a["definition"]))
    )
