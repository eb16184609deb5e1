"""Longer words with prefixes and suffixes (grade 3, RF.3.3a, RF.3.3c): what an affix means, what the
whole word means, how the word breaks into syllables, and adding the missing affix.

Bank ``affixes``: prefixes and suffixes with their meanings, and words built from them with their
syllables.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.items import MatchingContent, SetAnswer
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong, choice_draft, matching_sets, skill_code, text_features
from educontent.generation.kit.types import MC, MT, WP
from educontent.generation.kit.word_puzzles import missing_letters_draft
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "words to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, WP}, levels=Levels("steps", _BANDS))
def affixes(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "affixes")
    parts = {a["affix"]: a for a in bank["affixes"]}
    w = pick(ctx.rng, bank["words"])
    return _BUILDERS.get(ctx.content_type, _puzzle)(ctx, bank, parts, w)


def _built(w: dict) -> str:
    """The word's parts in reading order: ``un- + happy`` or ``help + -ful``."""
    return f"{w['affix']} + {w['base']}" if w["affix"].endswith("-") else f"{w['base']} + {w['affix']}"


def _split_choices(rng: random.Random, syllables: list[str]) -> list[str]:
    """Wrong ways to split a word: one syllable boundary moved by a letter."""
    word = "".join(syllables)
    cuts = [sum(len(s) for s in syllables[: i + 1]) for i in range(len(syllables) - 1)]
    out = []
    for i, cut in enumerate(cuts):
        for shift in (-1, 1):
            moved = sorted({*cuts[:i], cut + shift, *cuts[i + 1 :]})
            if 0 < cut + shift < len(word) and cut + shift not in cuts:
                parts = [word[a:b] for a, b in zip([0, *moved], [*moved, len(word)], strict=True)]
                out.append("-".join(parts))
    rng.shuffle(out)
    return out


def _choice(ctx: GenerationContext, bank: dict, parts: dict, w: dict) -> Draft:
    form = ctx.rng.randrange(3)
    if form == 0:
        return _word_meaning(ctx, bank, parts, w)
    if form == 1:
        return _affix_meaning(ctx, bank, parts, w)
    return _syllables(ctx, bank, w)


def _word_meaning(ctx: GenerationContext, bank: dict, parts: dict, w: dict) -> Draft:
    words, a = bank["words"], parts[w["affix"]]
    wrong = [
        Wrong(
            o["meaning"],
            "mixed-up-affix",
            f'That is what "{o["word"]}" means. "{o["affix"]}" means "{parts[o["affix"]]["meaning"]}", '
            f'but "{w["word"]}" has "{w["affix"]}".',
        )
        for o in words
        if o["base"] == w["base"] and o["word"] != w["word"]
    ]
    wrong += [
        Wrong(
            o["meaning"],
            "meaning-of-a-different-word",
            f'That is what "{o["word"]}" means; it has a different base word.',
        )
        for o in ctx.rng.sample([o for o in words if o["base"] != w["base"] and o["affix"] == w["affix"]], 2)
    ]
    return choice_draft(
        ctx,
        f'What does "{w["word"]}" mean?',
        w["meaning"],
        wrong,
        f'Split the word: {_built(w)}. The {a["kind"]} "{w["affix"]}" means '
        f'"{a["meaning"]}", so "{w["word"]}" means "{w["meaning"]}".',
        key=f"meaning:{w['word']}",
        standard="RF.3.3a",
    )


def _affix_meaning(ctx: GenerationContext, bank: dict, parts: dict, w: dict) -> Draft:
    a = parts[w["affix"]]
    wrong = [
        Wrong(o["meaning"], "wrong-affix-meaning", f'"{o["affix"]}" means "{o["meaning"]}".')
        for o in ctx.rng.sample([o for o in bank["affixes"] if o["affix"] != w["affix"]], 3)
    ]
    return choice_draft(
        ctx,
        f'In the word "{w["word"]}", what does the {a["kind"]} "{w["affix"]}" mean?',
        a["meaning"],
        wrong,
        f'"{w["word"]}" means "{w["meaning"]}". The {a["kind"]} "{w["affix"]}" adds the meaning '
        f'"{a["meaning"]}" to "{w["base"]}".',
        key=f"affix:{w['word']}",
        standard="RF.3.3a",
    )


def _syllables(ctx: GenerationContext, bank: dict, w: dict) -> Draft:
    splits = _split_choices(ctx.rng, w["syllables"])
    if not splits:
        w = next(o for o in bank["words"] if len(o["syllables"]) >= 2)
        splits = _split_choices(ctx.rng, w["syllables"])
    right = "-".join(w["syllables"])
    wrong = [
        Wrong(s, "split-inside-a-part", "This split breaks a word part or a vowel sound apart.")
        for s in splits
    ]
    return choice_draft(
        ctx,
        f'Which shows "{w["word"]}" broken into syllables?',
        right,
        wrong,
        f"First find the word parts: {_built(w)}. Each syllable has one vowel sound: {right}.",
        key=f"split:{w['word']}",
        standard="RF.3.3c",
    )


def _matching(ctx: GenerationContext, bank: dict, parts: dict, w: dict) -> Draft:
    rng = ctx.rng
    size = 3 + min(ctx.level.rank, 1)
    if rng.random() < 0.5:
        chosen = rng.sample(bank["words"], size)
        while len({c["meaning"] for c in chosen}) < size:
            chosen = rng.sample(bank["words"], size)
        pairs = [(c["word"], c["meaning"]) for c in chosen]
        why = "Find the base word and the prefix or suffix in each word. " + " ".join(
            f"{c['word']} = {_built(c)}." for c in chosen
        )
        key = "words:" + "-".join(sorted(c["word"] for c in chosen))
    else:
        chosen = rng.sample(bank["affixes"], size)
        pairs = [(c["affix"], c["meaning"]) for c in chosen]
        why = "Think of a word you know with each part. " + " ".join(
            f'{c["affix"]} means "{c["meaning"]}".' for c in chosen
        )
        key = "affixes:" + "-".join(sorted(c["affix"] for c in chosen))
    left, right, value = matching_sets(rng, pairs)
    return Draft(
        content=MatchingContent(
            instructions="Draw a line from each item to its meaning.",
            prompt="Match each word part or word to its meaning.",
            left=left,
            right=right,
        ),
        answer=SetAnswer(value=value, display="; ".join(f"{x} → {y}" for x, y in pairs), explanation=why),
        features=text_features("identify", words=size * 4, steps=size),
        key=key,
        standard=skill_code(ctx, "RF.3.3a"),
    )


def _puzzle(ctx: GenerationContext, bank: dict, parts: dict, w: dict) -> Draft:
    a = parts[w["affix"]]
    affix_letters = w["affix"].strip("-")
    if w["affix"].endswith("-"):
        partial = "_" * len(affix_letters) + w["word"][len(affix_letters) :]
    else:
        partial = w["word"][: -len(affix_letters)] + "_" * len(affix_letters)
    return missing_letters_draft(
        w["word"],
        partial,
        prompt=f'Add a {a["kind"]} to "{w["base"]}" to make a word that means "{w["meaning"]}".',
        hint=f'The {a["kind"]} means "{a["meaning"]}".',
        why=f'The {a["kind"]} "{w["affix"]}" means "{a["meaning"]}". {_built(w)} = "{w["word"]}".',
        features=text_features("recall", words=12),
        key=f"puzzle:{w['word']}",
        standard=skill_code(ctx, "RF.3.3a"),
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict, dict, dict], Draft]] = {MC: _choice, MT: _matching}
