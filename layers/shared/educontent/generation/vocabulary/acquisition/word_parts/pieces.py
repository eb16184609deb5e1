"""The word-parts bank and how its pieces are named, split and explained (shared by the word-parts
builders)."""

from __future__ import annotations

from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.registry import GenerationContext


@cache
def parts() -> dict[str, dict]:
    """The parts by id."""
    return {p["id"]: p for p in load_bank("vocabulary", "word-parts")["parts"]}


def words_in(sets: list[str]) -> list[dict]:
    """The bank words of ``sets``."""
    found = [w for w in load_bank("vocabulary", "word-parts")["words"] if w["set"] in sets]
    if not found:
        raise ValueError(f"no words in {sets}")
    return found


def part_label(piece: dict) -> str:
    """How a part is written when named alone: ``un-``, ``-ful``, ``graph``."""
    kind = parts()[piece["part"]]["kind"]
    if "prefix" in kind:
        return f"{piece['text']}-"
    if kind in ("suffix", "ending"):
        return f"-{piece['text']}"
    return piece["text"]


def key_pieces(word: dict) -> list[dict]:
    """The pieces that carry the meaning the skill teaches."""
    return [p for p in word["pieces"] if p["key"]]


def split(word: dict) -> str:
    """``un + help + ful``."""
    return " + ".join(p["text"] for p in word["pieces"])


def split_of(words: list[dict], word: str) -> str:
    """The split of the bank word spelled ``word``."""
    return split(next(w for w in words if w["word"] == word))


def explain(word: dict) -> str:
    """How the parts make the meaning."""
    said = " ".join(f'"{part_label(p)}" means "{parts()[p["part"]]["meaning"]}".' for p in key_pieces(word))
    return f'Break the word into parts: {split(word)}. {said} So "{word["word"]}" means "{word["meaning"]}".'.replace(
        "  ", " "
    )


def standard(ctx: GenerationContext, mode: str) -> str:
    """The standard an item mode practises (params ``mode_standards``, else the skill's first)."""
    return ctx.params.mode_standards.get(mode, ctx.skill.standards[0])
