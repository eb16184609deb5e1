"""Sounds in spoken words: rhymes and syllable claps (kindergarten, RF.K.2a, RF.K.2b), blending and
segmenting phonemes (grade 1, RF.1.2b, RF.1.2d).

Bank ``phonological``: rhyme families, words split into syllables and words split into sounds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.draw.sound_boxes import sound_boxes
from educontent.generation.items import ExactAnswer, PictureCountingContent, Visuals
from educontent.generation.kit.choose import one_word_each, pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_draft,
    numbered,
    ordering_draft,
    pairs_size,
    text_features,
)
from educontent.generation.kit.types import MC, MT, OR, PC
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SoundParams = one_of(("rhyme-syllable", "phonemes"), field="focus", name="SoundParams")


_BANDS = "words to break into sounds: easy up to 3 sounds, medium up to 4, hard up to 5; pairs to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, OR, PC}, params=SoundParams, levels=Levels("text", _BANDS))
def sounds(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "phonological")
    if ctx.params.focus == "rhyme-syllable":
        return _RHYME_SYLLABLE.get(ctx.content_type, _clap_picture)(ctx, bank)
    words = [w for w in bank["phonemes"] if len(w["sounds"]) <= 3 + ctx.level.rank]
    w = pick(ctx.rng, words)
    return _PHONEMES.get(ctx.content_type, _sound_box_picture)(ctx, bank, w)


def _slashes(sounds: list[str]) -> str:
    return " ".join(f"/{s}/" for s in sounds)


def _claps(n: int) -> str:
    return count_of(n, "clap")


def _count_wrong(n: int, top: int, letters: int | None = None) -> list[Wrong]:
    out = []
    if letters is not None and letters != n:
        out.append(
            Wrong(
                str(letters),
                "counted-letters-not-sounds",
                "That is the number of letters. Some letters work together to make one sound.",
            )
        )
    if n + 1 <= top:
        out.append(Wrong(str(n + 1), "counted-one-too-many", "That is one too many."))
    if n - 1 >= 1:
        out.append(Wrong(str(n - 1), "counted-one-too-few", "That is one too few."))
    if n + 2 <= top:
        out.append(Wrong(str(n + 2), "counted-too-many", "That is too many."))
    return out


# ---- rhymes and syllables ---------------------------------------------------------------------


def _rhyme_or_claps(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.5:
        return _rhyme_question(ctx, bank)
    w = pick(rng, bank["syllables"])
    n = len(w["parts"])
    return choice_draft(
        ctx,
        f'Say "{w["word"]}" and clap for each part. How many syllables (claps) do you hear?',
        str(n),
        _count_wrong(n, 4),
        f"Clap as you say it: {'-'.join(w['parts'])}. That is {_claps(n)}.",
        key=f"syllables:{w['word']}",
        standard="RF.K.2b",
    )


def _rhyme_question(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    family = pick(rng, bank["rhymes"])
    key_word, correct = rng.sample(family["words"], 2)
    others = [f for f in bank["rhymes"] if f["ending"] != family["ending"]]
    same_start = [w for f in others for w in f["words"] if w[0] == key_word[0]]
    wrong = [
        Wrong(
            w,
            "same-first-sound",
            f'"{w}" starts like "{key_word}" but ends differently, so it does not rhyme.',
        )
        for w in same_start[:1]
    ]
    wrong += [
        Wrong(w, "different-ending", f'"{w}" ends with "{f["ending"]}", not "{family["ending"]}".')
        for w, f in one_word_each(rng, others, 3)
    ]
    return choice_draft(
        ctx,
        f'Which word rhymes with "{key_word}"?',
        correct,
        wrong,
        f'Rhyming words end with the same sound. "{key_word}" and "{correct}" both end with "{family["ending"]}".',
        key=f"rhyme:{key_word}:{correct}",
        standard="RF.K.2a",
    )


def _rhyme_matching(ctx: GenerationContext, bank: dict) -> Draft:
    families = ctx.rng.sample(bank["rhymes"], pairs_size(ctx))
    pairs = [tuple(ctx.rng.sample(f["words"], 2)) for f in families]
    return matching_draft(
        ctx,
        pairs,  # type: ignore[arg-type]
        prompt="Match each word to the word that rhymes with it.",
        instructions="Draw a line between words that rhyme.",
        why="Rhyming words end with the same sound. " + " ".join(f"{a} and {b} rhyme." for a, b in pairs),
        key="rhymes:" + "-".join(sorted(a for a, _ in pairs)),
        standard="RF.K.2a",
    )


def _clap_picture(ctx: GenerationContext, bank: dict) -> Draft:
    w = pick(ctx.rng, bank["syllables"])
    n = len(w["parts"])
    picture = sound_boxes(
        w["word"],
        4,
        "circle",
        f"Clap the syllables in {w['word']}",
        f"The word {w['word']} in large letters above a row of four empty circles to color, one for each clap.",
    )
    return _counting_draft(
        n,
        instructions="Color one circle for each clap.",
        prompt=f'Say "{w["word"]}" and clap for each part. Color one circle for each clap. How many claps?',
        icon="clap circle",
        why=f"Say it slowly and clap: {'-'.join(w['parts'])}. That is {_claps(n)}, "
        f"so color {count_of(n, 'circle')}.",
        key=f"syllables:{w['word']}",
        picture=picture,
        standard="RF.K.2b",
    )


def _counting_draft(
    n: int, *, instructions: str, prompt: str, icon: str, why: str, key: str, picture: str, standard: str
) -> Draft:
    return Draft(
        content=PictureCountingContent(
            instructions=instructions, prompt=prompt, icon_category=icon, count_target=n, arrangement="line"
        ),
        answer=ExactAnswer(value=n, display=str(n), explanation=why),
        features=text_features("identify", words=2, representation="visual"),
        key=key,
        visuals=Visuals(diagram_svg=picture),
        standard=standard,
    )


# ---- phonemes ---------------------------------------------------------------------------------


def _blend_wrong(rng: random.Random, target: dict, words: list[dict]) -> list[Wrong]:
    sounds = target["sounds"]
    out = []
    for other in words:
        if other["word"] == target["word"] or len(other["sounds"]) != len(sounds):
            continue
        diff = [i for i, (a, b) in enumerate(zip(sounds, other["sounds"], strict=True)) if a != b]
        if 1 <= len(diff) <= 2:
            i = diff[0]
            out.append(
                Wrong(
                    other["word"],
                    "changed-a-sound",
                    f'"{other["word"]}" has /{other["sounds"][i]}/ where the sounds you heard have /{sounds[i]}/.',
                )
            )
    rng.shuffle(out)
    if len(out) < 2:
        for other in rng.sample(words, 4):
            if other["word"] != target["word"]:
                out.append(
                    Wrong(
                        other["word"],
                        "guessed-from-one-sound",
                        f'"{other["word"]}" has the sounds {_slashes(other["sounds"])}.',
                    )
                )
    return out


def _blend_or_count(ctx: GenerationContext, bank: dict, w: dict) -> Draft:
    sounds, n = w["sounds"], len(w["sounds"])
    if ctx.rng.random() < 0.5:
        return choice_draft(
            ctx,
            f"Blend these sounds together: {_slashes(sounds)}. What word do they make?",
            w["word"],
            _blend_wrong(ctx.rng, w, bank["phonemes"]),
            f"Say the sounds slowly, then faster and faster until they run together: {_slashes(sounds)} "
            f'makes "{w["word"]}".',
            key=f"blend:{w['word']}",
            standard="RF.1.2b",
        )
    return choice_draft(
        ctx,
        f'How many sounds do you hear in "{w["word"]}"?',
        str(n),
        _count_wrong(n, 6, letters=len(w["word"])),
        f'Say "{w["word"]}" slowly and count each sound: {_slashes(sounds)}. That is {n} sounds.',
        key=f"count:{w['word']}",
        standard="RF.1.2d",
        task="compute",
    )


def _sound_order(ctx: GenerationContext, bank: dict, w: dict) -> Draft:
    shown = [f"/{s}/" for s in w["sounds"]]
    n = len(shown)
    return ordering_draft(
        ctx.rng,
        shown,
        instructions="Number the sounds from first to last.",
        prompt=f'Put the sounds of "{w["word"]}" in order.',
        order_by="first sound to last sound",
        display=" ".join(shown),
        why=f'Say "{w["word"]}" slowly and listen for the first sound, then the next: {" ".join(shown)}.',
        features=text_features("represent", words=n, steps=n - 1),
        key=f"order:{w['word']}",
        standard="RF.1.2d",
    )


def _sound_box_picture(ctx: GenerationContext, bank: dict, w: dict) -> Draft:
    sounds, n = w["sounds"], len(w["sounds"])
    picture = sound_boxes(
        w["word"],
        5,
        "box",
        f"Sound boxes for {w['word']}",
        f"The word {w['word']} above a row of five empty sound boxes; color one box for each sound you hear.",
    )
    return _counting_draft(
        n,
        instructions="Color one box for each sound.",
        prompt=f'Say "{w["word"]}" slowly. Color one box for each sound you hear. How many sounds?',
        icon="sound box",
        why=f"Stretch the word out: {_slashes(sounds)}. Each sound gets one box, so color {n} boxes. "
        + numbered([f"/{s}/" for s in sounds]),
        key=f"count:{w['word']}",
        picture=picture,
        standard="RF.1.2d",
    )


_RHYME_SYLLABLE: dict[str, Callable[[GenerationContext, dict], Draft]] = {
    MC: _rhyme_or_claps,
    MT: _rhyme_matching,
}
_PHONEMES: dict[str, Callable[[GenerationContext, dict, dict], Draft]] = {
    MC: _blend_or_count,
    OR: _sound_order,
}
