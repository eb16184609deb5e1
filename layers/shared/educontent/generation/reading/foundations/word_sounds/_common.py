"""What the word-sounds builders share: the bank's words by level, sounds written with slashes, the
picture of a word and the standard a question practises at the asking grade."""

from __future__ import annotations

from dataclasses import replace

from educontent.generation.banks import load_bank
from educontent.generation.items import ImageRef, Visuals
from educontent.generation.registry import Draft, GenerationContext


def bank_words() -> list[dict]:
    return load_bank("reading", "word-sounds")["words"]


def one_syllable(level_rank: int) -> list[dict]:
    """Words whose sounds a child counts plainly: easy CVC words, medium also digraphs and
    blends with short vowels, hard every such word (long vowels and vowel teams too)."""
    words = [w for w in bank_words() if w["plainSounds"]]
    if level_rank == 0:
        return [w for w in words if "cvc" in w["patterns"]]
    if level_rank == 1:
        return [w for w in words if w["vowelKind"] == "short"]
    return words


def slashed(sound: str) -> str:
    return f"/{sound}/"


def slashes(sounds: list[str]) -> str:
    return " ".join(slashed(s) for s in sounds)


def pictured(draft: Draft, *words: dict) -> Draft:
    """``draft`` with a picture reference for each of ``words`` that a picture can show."""
    refs = [ImageRef(id=w["word"], alt=w["picture"], category="object") for w in words if w["picture"]]
    if not refs:
        return draft
    visuals = draft.visuals or Visuals()
    return replace(draft, visuals=visuals.model_copy(update={"image_refs": refs}))


def by_grade(ctx: GenerationContext, codes: dict[int, str]) -> str | None:
    """The code for the asking grade (the nearest grade listed at or below it), when the skill lists it."""
    grade = max((g for g in codes if g <= ctx.grade), default=min(codes))
    code = codes[grade]
    return code if code in ctx.skill.standards else None
