"""The passage banks as the comprehension generator reads them: passages by set, the questions a
skill's sets and kinds offer, and each question kind's task and usual level (``question-kinds``)."""

from __future__ import annotations

from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import TaskKind

PASSAGE_BANKS = ("passages-k", "passages-g1", "passages-g2", "passages-g3-5", "passages-g6-8")


@cache
def passages_by_set() -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for bank in PASSAGE_BANKS:
        for passage in load_bank("reading", bank)["passages"]:
            for name in passage["sets"]:
                out.setdefault(name, []).append(passage)
    return out


def kind_of(kind: str) -> tuple[TaskKind, int]:
    """The task a question kind asks and its usual level rank (unknown kinds: identify, 1)."""
    entry = load_bank("reading", "question-kinds")["kinds"].get(kind)
    return ("identify", 1) if entry is None else (entry["task"], entry["level"])


def genre_word(passage: dict) -> str:
    return load_bank("reading", "question-kinds")["genreWords"][passage["genre"]]


def passages_of(sets: list[str] | tuple[str, ...]) -> list[dict]:
    """The passages of ``sets``, each once, in bank order."""
    index = passages_by_set()
    found = [p for name in sets for p in index.get(name, [])]
    if not found:
        raise ValueError(f"no passages in sets {sets}")
    return list({p["id"]: p for p in found}.values())


def questions_of(
    passage: dict, kinds: list[str] | tuple[str, ...] | None, *, paired: bool = False
) -> list[dict]:
    """The passage's questions of ``kinds``; questions about two texts only when ``paired``."""
    return [
        q
        for q in passage["questions"]
        if (kinds is None or q["kind"] in kinds) and (paired or not q.get("paired"))
    ]


@cache
def _passages_by_id() -> dict[str, dict]:
    return {p["id"]: p for bank in PASSAGE_BANKS for p in load_bank("reading", bank)["passages"]}


def partner_of(passage: dict) -> dict | None:
    """The second text a paired passage is read with (``pairedWith``), or None."""
    partner = passage.get("pairedWith")
    return None if partner is None else _passages_by_id()[partner]


def level_of_question(question: dict) -> int:
    return question.get("level", kind_of(question["kind"])[1])


def answerable_in_words(q: dict) -> bool:
    """A question can be asked without choices when it has a short-answer form or is not a
    "Which ..." question that only makes sense with choices."""
    return bool(q.get("shortQuestion") or q.get("acceptable") or q.get("rubric")) or not q[
        "question"
    ].startswith("Which")


@cache
def candidates_for(
    sets: tuple[str, ...], kinds: tuple[str, ...] | None, short: bool, paired: bool = False
) -> list[tuple[dict, dict, int]]:
    """Every (passage, question, level) that ``sets`` and ``kinds`` offer, in bank order (once per
    container: the banks are read-only); ``short``: only questions answerable in words; ``paired``:
    questions about two texts too (only a passage-based item shows two passages)."""
    return [
        (passage, q, level_of_question(q))
        for passage in passages_of(sets)
        for q in questions_of(passage, kinds, paired=paired)
        if not short or answerable_in_words(q)
    ]
