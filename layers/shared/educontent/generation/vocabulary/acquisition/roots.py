"""Affixes and Greek and Latin roots from the ``roots`` bank (L.K.4b, L.1.4b, L.2.4b, L.3.4b, L.4.4b
through L.8.4b): what a part means, what a word built on it means, which word holds a part with a
given meaning, matching parts to meanings, and the part that completes "___ means ...".

A skill's parts are those of its kinds and origins first taught from ``min_grade`` up to the
request's grade. Wrong answers come from parts whose meanings share no word with the target's
(so "look" and "look at or see" never stand side by side) and from words that hold none of the
target's forms.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    fill_draft,
    matching_draft,
    pairs_size,
    shuffled,
    text_features,
    word_count,
)
from educontent.generation.kit.types import FB, MC, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator

Ask = Literal["part-meaning", "word-meaning", "which-word"]
_SMALL = frozenset({"a", "an", "the", "of", "or", "to", "it", "is", "in", "at", "be", "not", "and", "now"})


class RootsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kinds: list[Literal["prefix", "root", "suffix"]] = Field(
        default_factory=lambda: ["prefix", "root", "suffix"], min_length=1
    )
    origins: list[Literal["English", "Greek", "Latin"]] = Field(
        default_factory=lambda: ["English", "Greek", "Latin"], min_length=1
    )
    min_grade: int = Field(default=0, ge=0, le=8, description="The earliest grade of the parts used.")
    choice: list[Ask] = Field(
        default_factory=lambda: ["part-meaning", "word-meaning", "which-word"], min_length=1
    )


_BANDS = (
    "easy: the parts first taught in the skill's earliest grades; medium and hard: any of its parts, "
    "with 4 pairs to match instead of 3"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, FB}, params=RootsParams, levels=Levels("steps", _BANDS))
def roots(ctx: GenerationContext) -> Draft:
    parts = _parts(ctx.params, ctx.grade)
    first = [p for p in parts if p["grade"] <= parts[0]["grade"] + 1]
    part = pick(ctx.rng, first if ctx.level.rank == 0 and len(first) >= 4 else parts)
    if ctx.content_type == MC:
        return _CHOICES[pick(ctx.rng, ctx.params.choice)](ctx, part, parts)
    return _BUILDERS[ctx.content_type](ctx, part, parts)


@cache
def _bank() -> tuple[dict, ...]:
    return tuple(sorted(load_bank("vocabulary", "roots")["parts"], key=lambda p: p["grade"]))


def _parts(params: RootsParams, grade: int) -> list[dict]:
    found = [
        p
        for p in _bank()
        if p["kind"] in params.kinds
        and p["origin"] in params.origins
        and params.min_grade <= p["grade"] <= grade
    ]
    if len(found) < 4:
        raise ValueError(f"too few word parts for {params} at grade {grade}")
    return found


def shown(part: dict) -> str:
    """A prefix as "un-", a suffix as "-ful", a root as itself."""
    return {"prefix": f"{part['id']}-", "suffix": f"-{part['id']}"}.get(part["kind"], part["id"])


def _words_of(meaning: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", meaning.lower()) if w not in _SMALL}


def _apart(a: dict, b: dict) -> bool:
    """Different parts whose meanings share no word."""
    return a["id"] != b["id"] and not (_words_of(a["meaning"]) & _words_of(b["meaning"]))


def _others(part: dict, parts: list[dict]) -> list[dict]:
    """Parts apart in meaning from ``part``: the skill's own, or else the five earliest taught of its kind."""
    near = [p for p in parts if _apart(part, p)]
    if len(near) >= 3:
        return near
    return [p for p in _bank() if _apart(part, p) and p["kind"] == part["kind"]][:5]


def _lacks(part: dict, word: str) -> bool:
    return not any(form in word for form in part["forms"])


def _examples(part: dict, count: int = 3) -> str:
    names = [w["word"] for w in part["words"][:count]]
    return ", ".join(names[:-1]) + f" and {names[-1]}"


def _part_meaning(ctx: GenerationContext, part: dict, parts: list[dict]) -> Draft:
    name = shown(part)
    wrong = [
        Wrong(o["meaning"], "confused-with-another-part", f'"{shown(o)}" means "{o["meaning"]}".')
        for o in shuffled(ctx.rng, _others(part, parts))[:6]
    ]
    return choice_draft(
        ctx,
        f'The {part["kind"]} "{name}" is in the words {_examples(part)}. What does "{name}" mean?',
        part["meaning"],
        wrong,
        f'"{name}" comes from {part["origin"]} and means "{part["meaning"]}": '
        f'{part["words"][0]["word"]} means "{part["words"][0]["meaning"]}".',
        key=f"{part['id']}:part-meaning",
    )


def _word_meaning(ctx: GenerationContext, part: dict, parts: list[dict]) -> Draft:
    name, example = shown(part), pick(ctx.rng, part["words"])
    wrong = [
        Wrong(
            w["meaning"], "ignores-word-part", f'That is what "{w["word"]}" means; it does not have "{name}".'
        )
        for o in _others(part, parts)
        for w in o["words"]
        if _lacks(part, w["word"]) and w["word"] != example["word"]
    ]
    return choice_draft(
        ctx,
        f'The {part["kind"]} "{name}" means "{part["meaning"]}". What does "{example["word"]}" most likely mean?',
        example["meaning"],
        shuffled(ctx.rng, wrong)[:6],
        f'"{example["word"].capitalize()}" has "{name}", which means "{part["meaning"]}", '
        f'so it means "{example["meaning"]}".',
        key=f"{part['id']}:{example['word']}:word-meaning",
        task="reason",
        steps=2,
    )


def _which_word(ctx: GenerationContext, part: dict, parts: list[dict]) -> Draft:
    name, example = shown(part), pick(ctx.rng, part["words"])
    wrong = [
        Wrong(w["word"], "wrong-word-part", f'"{w["word"]}" has "{shown(o)}", which means "{o["meaning"]}".')
        for o in _others(part, parts)
        for w in o["words"]
        if _lacks(part, w["word"]) and not any(_shares(part, q, w["word"]) for q in _bank())
    ]
    return choice_draft(
        ctx,
        f'Which word has a {part["kind"]} that means "{part["meaning"]}"?',
        example["word"],
        shuffled(ctx.rng, wrong)[:6],
        f'"{example["word"].capitalize()}" has "{name}", which means "{part["meaning"]}".',
        key=f"{part['id']}:{example['word']}:which-word",
    )


def _shares(part: dict, other: dict, word: str) -> bool:
    """Is ``word`` an example of ``other``, a part whose meaning overlaps ``part``'s?"""
    listed = any(w["word"] == word for w in other["words"])
    return listed and (other["id"] == part["id"] or not _apart(part, other))


def _matching(ctx: GenerationContext, part: dict, parts: list[dict]) -> Draft:
    chosen = [part]
    for other in shuffled(ctx.rng, parts):
        if len(chosen) < pairs_size(ctx) and all(
            _apart(other, c) and shown(other) != shown(c) for c in chosen
        ):
            chosen.append(other)
    if len(chosen) < 3:
        raise NoSuchForm("too few word parts with different meanings")
    pairs = [(shown(p), p["meaning"]) for p in chosen]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word part to its meaning.",
        instructions="Draw a line from each word part to what it means.",
        why="; ".join(f'"{a}" means "{b}"' for a, b in pairs) + ".",
        key="match:" + ",".join(sorted(p["id"] for p in chosen)),
    )


def _fill(ctx: GenerationContext, part: dict, parts: list[dict]) -> Draft:
    name = shown(part)
    others = [o for o in _others(part, parts) if o["kind"] == part["kind"]]
    others = others if len(others) >= 3 else _others(part, parts)
    if len(others) < 3:
        raise NoSuchForm("too few other parts for a word bank")
    bank = shuffled(ctx.rng, [name, *(shown(o) for o in ctx.rng.sample(others, 3))])
    text = f'The {part["kind"]} ___ means "{part["meaning"]}". You can find it in {_examples(part)}.'
    return fill_draft(
        text,
        name,
        f'"{name}" means "{part["meaning"]}", as in {part["words"][0]["word"]}: "{part["words"][0]["meaning"]}".',
        bank=bank,
        instructions="Choose the word part from the word bank that completes the sentence.",
        features=text_features("identify", words=word_count(text), steps=1),
        key=f"{part['id']}:fill",
    )


_CHOICES: dict[str, Callable[[GenerationContext, dict, list[dict]], Draft]] = {
    "part-meaning": _part_meaning,
    "word-meaning": _word_meaning,
    "which-word": _which_word,
}
_BUILDERS: dict[str, Callable[[GenerationContext, dict, list[dict]], Draft]] = {MT: _matching, FB: _fill}
