"""Rhymes (RF.K.2a), syllable counts (RF.K.2b spoken, RF.1.3d written) and onsets and rimes (RF.K.2c)."""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.draw.sound_boxes import sound_boxes
from educontent.generation.items import ExactAnswer, PictureCountingContent, Visuals
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    fill_draft,
    matching_draft,
    pairs_size,
    text_features,
    true_false_draft,
)
from educontent.generation.kit.types import FB, MC, MT, PC, TF
from educontent.generation.reading.foundations.word_sounds._common import (
    bank_words,
    by_grade,
    one_syllable,
    pictured,
    slashed,
    slashes,
)
from educontent.generation.registry import Draft, GenerationContext

Builder = Callable[[GenerationContext], Draft]


def _families(level_rank: int) -> dict[str, list[dict]]:
    """Rhyme families of two or more words (the level's one-syllable words), in bank order."""
    out: dict[str, list[dict]] = {}
    for w in one_syllable(level_rank):
        out.setdefault(w["rhyme"], []).append(w)
    return {k: v for k, v in out.items() if len(v) >= 2}


def _rhyme_wrong(key: dict, families: dict[str, list[dict]]) -> list[Wrong]:
    others = [w for rhyme, ws in families.items() if rhyme != key["rhyme"] for w in ws]
    out = [
        Wrong(
            w["word"], "same-first-sound", f'"{w["word"]}" starts like "{key["word"]}" but ends differently.'
        )
        for w in others
        if w["sounds"][0] == key["sounds"][0]
    ][:1]
    out += [
        Wrong(
            w["word"],
            "same-vowel-only",
            f'"{w["word"]}" has the same vowel sound, but its ending is different.',
        )
        for w in others
        if w["vowel"] == key["vowel"] and w["sounds"][0] != key["sounds"][0]
    ][:1]
    out += [
        Wrong(
            w["word"],
            "different-ending",
            f'"{w["word"]}" ends with {slashes(w["rhyme"].split())}, not {slashes(key["rhyme"].split())}.',
        )
        for w in others
        if w["sounds"][0] != key["sounds"][0] and w["vowel"] != key["vowel"]
    ]
    return out


def rhyme_choice(ctx: GenerationContext) -> Draft:
    families = _families(ctx.level.rank)
    family = families[pick(ctx.rng, sorted(families))]
    key, correct = ctx.rng.sample(family, 2)
    wrong = _rhyme_wrong(key, families)
    first, rest = wrong[:2], wrong[2:]
    wrong = first + ctx.rng.sample(rest, min(len(rest), 3))
    draft = choice_draft(
        ctx,
        f'Which word rhymes with "{key["word"]}"?',
        correct["word"],
        wrong,
        f'Rhyming words end with the same sounds. "{key["word"]}" and "{correct["word"]}" both end with '
        f"{slashes(key['rhyme'].split())}.",
        key=f"rhyme:{key['word']}:{correct['word']}",
        standard="RF.K.2a",
    )
    return pictured(draft, key)


def rhyme_true_false(ctx: GenerationContext) -> Draft:
    families = _families(ctx.level.rank)
    family = families[pick(ctx.rng, sorted(families))]
    first, second = ctx.rng.sample(family, 2)
    rhymes = ctx.rng.random() < 0.5
    if not rhymes:
        second = pick(ctx.rng, _rhyme_wrong(first, families))
        second = next(w for w in bank_words() if w["word"] == second.text)
    why = (
        f"Both words end with {slashes(first['rhyme'].split())}, so they rhyme."
        if rhymes
        else f'"{first["word"]}" ends with {slashes(first["rhyme"].split())} and "{second["word"]}" ends with '
        f"{slashes(second['rhyme'].split())}, so they do not rhyme."
    )
    return true_false_draft(
        f'"{first["word"]}" and "{second["word"]}" rhyme.',
        rhymes,
        why,
        instructions="Say both words. Decide whether they rhyme.",
        features=text_features("identify", words=8),
        key=f"rhyme-tf:{first['word']}:{second['word']}",
        standard=by_grade(ctx, {0: "RF.K.2a"}),
    )


def rhyme_matching(ctx: GenerationContext) -> Draft:
    families = _families(ctx.level.rank)
    chosen = ctx.rng.sample(sorted(families), pairs_size(ctx))
    pairs = [tuple(w["word"] for w in ctx.rng.sample(families[r], 2)) for r in chosen]
    return matching_draft(
        ctx,
        pairs,  # type: ignore[arg-type]
        prompt="Match each word to the word that rhymes with it.",
        instructions="Draw a line between the words that rhyme.",
        why="Rhyming words end with the same sounds. " + " ".join(f"{a} and {b} rhyme." for a, b in pairs),
        key="rhymes:" + "-".join(sorted(a for a, _ in pairs)),
        standard="RF.K.2a",
    )


# ---- syllables -------------------------------------------------------------------------------------


def _syllable_words(level_rank: int) -> list[dict]:
    """Easy: one and two syllables; medium: up to three; hard: two to four."""
    low, high = ((1, 2), (1, 3), (2, 4))[level_rank]
    return [w for w in bank_words() if low <= len(w["parts"]) <= high]


def _count_wrong(n: int) -> list[Wrong]:
    out = [Wrong(str(n + 1), "counted-one-too-many", "That is one clap too many.")]
    if n > 1:
        out.append(Wrong(str(n - 1), "counted-one-too-few", "That is one clap too few."))
    out.append(Wrong(str(n + 2), "counted-too-many", "That is too many claps."))
    if n > 2:
        out.append(Wrong(str(n - 2), "counted-too-few", "That is too few claps."))
    return out


def _syllable_why(w: dict) -> str:
    n = len(w["parts"])
    return (
        f"Say it slowly and clap each part: {'-'.join(w['parts'])}. Each part has one vowel sound. "
        f"That is {count_of(n, 'syllable')}."
    )


def syllable_choice(ctx: GenerationContext) -> Draft:
    w = pick(ctx.rng, _syllable_words(ctx.level.rank))
    written = ctx.grade >= 1
    question = (
        f'Read the word "{w["word"]}". How many syllables does it have?'
        if written
        else f'Say "{w["word"]}" and clap for each part. How many syllables (claps) do you hear?'
    )
    draft = choice_draft(
        ctx,
        question,
        str(len(w["parts"])),
        _count_wrong(len(w["parts"])),
        _syllable_why(w),
        key=f"syllables:{w['word']}",
        standard=by_grade(ctx, {0: "RF.K.2b", 1: "RF.1.3d"}),
        task="compute",
    )
    return pictured(draft, w)


def syllable_claps(ctx: GenerationContext) -> Draft:
    w = pick(ctx.rng, _syllable_words(ctx.level.rank))
    n = len(w["parts"])
    title = f"Clap the syllables in {w['word']}"
    desc = f"The word {w['word']} above four empty circles, one to color for each clap."
    picture = sound_boxes(w["word"], 4, "circle", title, desc)
    draft = Draft(
        content=PictureCountingContent(
            instructions="Color one circle for each clap.",
            prompt=f'Say "{w["word"]}" and clap for each part. Color one circle for each clap. How many claps?',
            icon_category="clap circle",
            count_target=n,
            arrangement="line",
        ),
        answer=ExactAnswer(value=n, display=str(n), explanation=_syllable_why(w)),
        features=text_features("compute", words=4, representation="visual"),
        key=f"syllables:{w['word']}",
        visuals=Visuals(diagram_svg=picture),
        standard=by_grade(ctx, {0: "RF.K.2b", 1: "RF.1.3d"}),
    )
    return pictured(draft, w)


# ---- onsets and rimes ------------------------------------------------------------------------------


def _split(w: dict) -> tuple[list[str], str]:
    """The sounds before the vowel (the onset) and the rest of the word said together (the rime)."""
    v = next(i for i, s in enumerate(w["sounds"]) if s == w["vowel"])
    return w["sounds"][:v], "".join(w["sounds"][v:])


def _onset_words(level_rank: int) -> list[dict]:
    return [w for w in one_syllable(level_rank) if _split(w)[0]]


def _blend_wrong(w: dict, words: list[dict]) -> list[Wrong]:
    """Words with the same rest and another first part, or the same first part and another rest;
    when there are too few, words that share neither."""
    onset, rime = _split(w)
    out = []
    for o in words:
        o_onset, o_rime = _split(o)
        if o["word"] == w["word"]:
            continue
        if o_rime == rime and o_onset != onset:
            out.append(
                Wrong(o["word"], "changed-first-sound", f'"{o["word"]}" starts with {slashes(o_onset)}.')
            )
        elif o_onset == onset and o_rime != rime:
            out.append(Wrong(o["word"], "changed-the-rest", f'"{o["word"]}" ends with {slashed(o_rime)}.'))
    if len(out) < 3:
        out += [
            Wrong(
                o["word"],
                "guessed-a-word",
                f'"{o["word"]}" is {slashes(_split(o)[0])} + {slashed(_split(o)[1])}.',
            )
            for o in sorted(words, key=lambda o: o["sounds"][0] != w["sounds"][0])
            if _split(o)[1] != rime and _split(o)[0] != onset
        ][:3]
    return out


def onset_blend(ctx: GenerationContext) -> Draft:
    words = _onset_words(ctx.level.rank)
    w = pick(ctx.rng, words)
    onset, rime = _split(w)
    wrong = _blend_wrong(w, words)
    ctx.rng.shuffle(wrong)
    draft = choice_draft(
        ctx,
        f"Say the first part, {slashes(onset)}, then the rest, {slashed(rime)}. Put them together. "
        "What word do you make?",
        w["word"],
        wrong,
        f'{slashes(onset)} and {slashed(rime)} blend into "{w["word"]}".',
        key=f"onset:{w['word']}",
        standard="RF.K.2c",
    )
    return pictured(draft, w)


def onset_split(ctx: GenerationContext) -> Draft:
    words = _onset_words(ctx.level.rank)
    w = pick(ctx.rng, words)
    onset, rime = _split(w)
    correct = f"{slashes(onset)} + {slashed(rime)}"
    wrong = []
    for o in ctx.rng.sample(words, len(words)):
        o_onset, o_rime = _split(o)
        if o_onset != onset and len(wrong) < 2:
            wrong.append(
                Wrong(
                    f"{slashes(o_onset)} + {slashed(rime)}",
                    "wrong-first-sound",
                    f'The first sound of "{w["word"]}" is {slashes(onset)}, not {slashes(o_onset)}.',
                )
            )
        elif o_onset == onset and o_rime != rime and len(wrong) < 4:
            wrong.append(
                Wrong(
                    f"{slashes(onset)} + {slashed(o_rime)}",
                    "wrong-rest-of-word",
                    f'The rest of "{w["word"]}" is {slashed(rime)}, not {slashed(o_rime)}.',
                )
            )
    draft = choice_draft(
        ctx,
        f'Say "{w["word"]}". Which shows its first part and the rest of the word?',
        correct,
        wrong,
        f'Say "{w["word"]}" slowly: first {slashes(onset)}, then {slashed(rime)}.',
        key=f"onset-split:{w['word']}",
        standard="RF.K.2c",
    )
    return pictured(draft, w)


def onset_fill(ctx: GenerationContext) -> Draft:
    words = _onset_words(ctx.level.rank)
    w = pick(ctx.rng, words)
    onset, rime = _split(w)
    options = [w["word"], *[x.text for x in _blend_wrong(w, words)]]
    options = [options[0], *ctx.rng.sample(options[1:], min(3, len(options) - 1))]
    ctx.rng.shuffle(options)
    return fill_draft(
        f"{slashes(onset)} + {slashed(rime)} makes the word ___.",
        w["word"],
        f'Blend {slashes(onset)} with {slashed(rime)}: "{w["word"]}".',
        bank=options,
        instructions="Blend the two parts. Write the word they make.",
        features=text_features("identify", words=10),
        key=f"onset:{w['word']}",
        standard="RF.K.2c",
    )


RHYME: dict[str, Builder] = {MC: rhyme_choice, TF: rhyme_true_false, MT: rhyme_matching}
SYLLABLES: dict[str, Builder] = {MC: syllable_choice, PC: syllable_claps}
ONSET_RIME: dict[str, Builder | list[Builder]] = {MC: [onset_blend, onset_split], FB: onset_fill}
