"""Sounds in spoken words (``reading.sounds``): rhymes and syllable claps (kindergarten), blending
and segmenting phonemes (grade 1). Bank ``phonological``: rhyme families, words split into
syllables and words split into sounds."""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.draw import svg
from educontent.generation.items import (
    ExactAnswer,
    OrderingContent,
    PictureCountingContent,
    SetAnswer,
    Visuals,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_draft,
    numbered,
    ordering_items,
    pairs_size,
    pick,
    text_features,
)
from educontent.generation.registry import Draft, GenerationContext, generator

MC, MATCH, ORDER, PICTURE = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.MATCHING,
    ContentType.ORDERING,
    ContentType.PICTURE_COUNTING,
)


# ---- sounds in words: rhymes, syllables, phonemes ---------------------------------------------


class SoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    focus: Literal["rhyme-syllable", "phonemes"]


def _slashes(sounds: list[str]) -> str:
    return " ".join(f"/{s}/" for s in sounds)


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


def _boxes_svg(word: str, boxes: int, shape: str, title: str, desc: str) -> str:
    width = max(260, 70 * boxes + 40)
    body = [svg.text(width / 2, 40, word, size=30, weight="bold")]
    for k in range(boxes):
        x = (width - 70 * boxes) / 2 + 70 * k + 35
        if shape == "circle":
            body.append(
                f'<circle cx="{x:.1f}" cy="100" r="24" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
            )
        else:
            body.append(
                f'<rect x="{x - 28:.1f}" y="72" width="56" height="56" fill="#fff" stroke="{svg.INK}" stroke-width="3"/>'
            )
    return svg.document(int(width), 150, title, desc, body)


@generator("reading.sounds", content_types={MC, MATCH, ORDER, PICTURE}, params=SoundParams)
def sounds(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "phonological")
    if ctx.params.focus == "rhyme-syllable":
        return _rhyme_syllable(ctx, bank)
    return _phonemes(ctx, bank)


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
    for f in rng.sample(others, 3):
        w = pick(rng, f["words"])
        wrong.append(
            Wrong(w, "different-ending", f'"{w}" ends with "{f["ending"]}", not "{family["ending"]}".')
        )
    return choice_draft(
        ctx,
        f'Which word rhymes with "{key_word}"?',
        correct,
        wrong,
        f'Rhyming words end with the same sound. "{key_word}" and "{correct}" both end with "{family["ending"]}".',
        key=f"rhyme:{key_word}:{correct}",
        standard="RF.K.2a",
    )


def _rhyme_syllable(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    words = bank["syllables"]
    if ctx.content_type == MC:
        if rng.random() < 0.5:
            return _rhyme_question(ctx, bank)
        w = pick(rng, words)
        n = len(w["parts"])
        return choice_draft(
            ctx,
            f'Say "{w["word"]}" and clap for each part. How many syllables (claps) do you hear?',
            str(n),
            _count_wrong(n, 4),
            f"Clap as you say it: {'-'.join(w['parts'])}. That is {n} clap{'s' if n > 1 else ''}.",
            key=f"syllables:{w['word']}",
            standard="RF.K.2b",
        )
    if ctx.content_type == MATCH:
        families = rng.sample(bank["rhymes"], pairs_size(ctx))
        pairs = [tuple(rng.sample(f["words"], 2)) for f in families]
        return matching_draft(
            ctx,
            pairs,  # type: ignore[arg-type]
            prompt="Match each word to the word that rhymes with it.",
            instructions="Draw a line between words that rhyme.",
            why="Rhyming words end with the same sound. " + " ".join(f"{a} and {b} rhyme." for a, b in pairs),
            key="rhymes:" + "-".join(sorted(a for a, _ in pairs)),
            standard="RF.K.2a",
        )
    w = pick(rng, words)
    n = len(w["parts"])
    picture = _boxes_svg(
        w["word"],
        4,
        "circle",
        f"Clap the syllables in {w['word']}",
        f"The word {w['word']} in large letters above a row of four empty circles to color, one for each clap.",
    )
    return Draft(
        content=PictureCountingContent(
            instructions="Color one circle for each clap.",
            prompt=f'Say "{w["word"]}" and clap for each part. Color one circle for each clap. How many claps?',
            icon_category="clap circle",
            count_target=n,
            arrangement="line",
        ),
        answer=ExactAnswer(
            value=n,
            display=str(n),
            explanation=f"Say it slowly and clap: {'-'.join(w['parts'])}. That is {n} clap{'s' if n > 1 else ''}, "
            f"so color {n} circle{'s' if n > 1 else ''}.",
        ),
        features=text_features("identify", words=2, representation="visual"),
        key=f"syllables:{w['word']}",
        visuals=Visuals(diagram_svg=picture),
        standard="RF.K.2b",
    )


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


def _phonemes(ctx: GenerationContext, bank: dict) -> Draft:
    rng = ctx.rng
    words = [w for w in bank["phonemes"] if len(w["sounds"]) <= 3 + ctx.level.rank]
    w = pick(rng, words)
    sounds, n = w["sounds"], len(w["sounds"])
    if ctx.content_type == MC:
        if rng.random() < 0.5:
            return choice_draft(
                ctx,
                f"Blend these sounds together: {_slashes(sounds)}. What word do they make?",
                w["word"],
                _blend_wrong(rng, w, bank["phonemes"]),
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
    if ctx.content_type == ORDER:
        shown = [f"/{s}/" for s in sounds]
        return Draft(
            content=OrderingContent(
                instructions="Number the sounds from first to last.",
                prompt=f'Put the sounds of "{w["word"]}" in order.',
                items=ordering_items(rng, shown),
                order_by="first sound to last sound",
            ),
            answer=SetAnswer(
                value=shown,
                display=" ".join(shown),
                explanation=f'Say "{w["word"]}" slowly and listen for the first sound, then the next: '
                f"{' '.join(shown)}.",
            ),
            features=text_features("represent", words=n, steps=n - 1),
            key=f"order:{w['word']}",
            standard="RF.1.2d",
        )
    picture = _boxes_svg(
        w["word"],
        5,
        "box",
        f"Sound boxes for {w['word']}",
        f"The word {w['word']} above a row of five empty sound boxes; color one box for each sound you hear.",
    )
    return Draft(
        content=PictureCountingContent(
            instructions="Color one box for each sound.",
            prompt=f'Say "{w["word"]}" slowly. Color one box for each sound you hear. How many sounds?',
            icon_category="sound box",
            count_target=n,
            arrangement="line",
        ),
        answer=ExactAnswer(
            value=n,
            display=str(n),
            explanation=f"Stretch the word out: {_slashes(sounds)}. Each sound gets one box, so color {n} boxes. "
            + numbered([f"/{s}/" for s in sounds]),
        ),
        features=text_features("identify", words=2, representation="visual"),
        key=f"count:{w['word']}",
        visuals=Visuals(diagram_svg=picture),
        standard="RF.1.2d",
    )
