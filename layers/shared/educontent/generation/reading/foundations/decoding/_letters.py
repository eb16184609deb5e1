"""Words that look alike (RF.K.3d) and words that start with consonant blends (RF.1.3b), from the
``word-sounds`` bank."""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    distinct_pairs,
    matching_draft,
    pairs_size,
    text_features,
    true_false_draft,
)
from educontent.generation.reading.foundations.word_sounds._common import pictured
from educontent.generation.registry import Draft, GenerationContext

_PLACES = ("beginning", "middle", "end")
DIGRAPHS = ("sh", "ch", "th", "wh")


def _short_words() -> list[dict]:
    return [
        w
        for w in load_bank("reading", "word-sounds")["words"]
        if len(w["parts"]) == 1 and len(w["word"]) <= 5
    ]


def _one_apart(a: str, b: str) -> int | None:
    """The place where two words of the same length differ, when they differ in exactly one letter."""
    if len(a) != len(b):
        return None
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return diff[0] if len(diff) == 1 else None


def _look_alikes(word: str) -> list[str]:
    return [w["word"] for w in _short_words() if _one_apart(word, w["word"]) is not None]


def _where(place: str) -> str:
    """``in the middle``, ``at the beginning`` or ``at the end``."""
    return "in the middle" if place == "middle" else f"at the {place}"


def _place(word: str, at: int) -> str:
    return "beginning" if at == 0 else "end" if at == len(word) - 1 else "middle"


def _with_look_alikes(ctx: GenerationContext) -> tuple[dict, list[str]]:
    words = [w for w in _short_words() if len(_look_alikes(w["word"])) >= 2]
    if ctx.level.rank == 0:
        words = [w for w in words if len(w["word"]) == 3]
    w = pick(ctx.rng, words)
    return w, _look_alikes(w["word"])


def same_word(ctx: GenerationContext) -> Draft:
    w, alikes = _with_look_alikes(ctx)
    wrong = [
        Wrong(
            o,
            "one-letter-different",
            f'"{o}" has a different letter {_where(_place(o, _one_apart(o, w["word"]) or 0))}.',
        )
        for o in alikes
    ]
    draft = choice_draft(
        ctx,
        f'Find the word that is exactly the same as "{w["word"]}".',
        w["word"],
        wrong,
        f'Check every letter from left to right: {", ".join(w["word"])}. Only "{w["word"]}" has all the same letters.',
        key=f"same:{w['word']}",
        standard="RF.K.3d",
    )
    return pictured(draft, w)


def different_letter(ctx: GenerationContext) -> Draft:
    w, alikes = _with_look_alikes(ctx)
    other = pick(ctx.rng, alikes)
    at = _one_apart(w["word"], other) or 0
    place = _place(w["word"], at)
    if ctx.rng.random() < 0.5:
        return choice_draft(
            ctx,
            f'Look at "{w["word"]}" and "{other}". Where are they different?',
            _where(place),
            [
                Wrong(_where(p), "looked-at-the-wrong-place", f"The letters {_where(p)} are the same.")
                for p in _PLACES
                if p != place
            ],
            f'"{w["word"]}" has "{w["word"][at]}" and "{other}" has "{other[at]}" {_where(place)}. The other letters match.',
            key=f"where:{w['word']}:{other}",
            standard="RF.K.3d",
        )
    wrong = [
        Wrong(c, "same-letter", f'Both words have "{c}".')
        for c in dict.fromkeys(w["word"])
        if c != w["word"][at]
    ]
    return choice_draft(
        ctx,
        f'Look at "{w["word"]}" and "{other}". Which letter in "{w["word"]}" is different?',
        w["word"][at],
        wrong,
        f'"{w["word"]}" has "{w["word"][at]}" where "{other}" has "{other[at]}". The other letters are the same.',
        key=f"letter:{w['word']}:{other}",
        standard="RF.K.3d",
    )


def same_true_false(ctx: GenerationContext) -> Draft:
    w, alikes = _with_look_alikes(ctx)
    other = w["word"] if ctx.rng.random() < 0.4 else pick(ctx.rng, alikes)
    same = other == w["word"]
    at = _one_apart(w["word"], other)
    why = (
        "Every letter matches, in the same order."
        if same
        else f'{_where(_place(other, at or 0)).capitalize()}, "{w["word"]}" has "{w["word"][at or 0]}" and "{other}" has "{other[at or 0]}".'
    )
    return true_false_draft(
        f'"{w["word"]}" and "{other}" are the same word.',
        same,
        why,
        instructions="Look at every letter. Decide whether the sentence is true or false.",
        features=text_features("identify", words=8),
        key=f"same-tf:{w['word']}:{other}",
        standard="RF.K.3d",
    )


# ---- blends -----------------------------------------------------------------------------------------


def blend_of(w: dict) -> str | None:
    """The two-letter consonant blend a one-syllable word starts with, if any."""
    onset = w["onset"]
    if len(onset) == 2 and onset not in DIGRAPHS and onset[1] != "h":
        return onset
    return None


def _blend_words(ctx: GenerationContext) -> list[dict]:
    return [w for w in _short_words() if blend_of(w) and (ctx.level.rank > 0 or w["vowelKind"] == "short")]


def blend_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = _blend_words(ctx)
    w = pick(rng, words)
    blend = blend_of(w)
    if rng.random() < 0.5:
        wrong = [
            Wrong(o["word"], "different-blend", f'"{o["word"]}" starts with "{blend_of(o)}".')
            for o in rng.sample(words, len(words))
            if blend_of(o) != blend and blend_of(o)[0] == blend[0]  # type: ignore[index]
        ][:1]
        wrong += [
            Wrong(
                o["word"],
                "one-letter-only",
                f'"{o["word"]}" starts with just one consonant, "{o["word"][0]}".',
            )
            for o in rng.sample(_short_words(), 30)
            if len(o["onset"]) == 1 and o["onset"] in blend
        ][:2]
        wrong += [
            Wrong(o["word"], "different-blend", f'"{o["word"]}" starts with "{blend_of(o)}".')
            for o in rng.sample(words, len(words))
            if blend_of(o) != blend
        ][:3]
        draft = choice_draft(
            ctx,
            f'Which word starts with the blend "{blend}"?',
            w["word"],
            wrong,
            f'In "{w["word"]}", you hear both /{blend[0]}/ and /{blend[1]}/ at the start: "{blend}".',
            key=f"blend:{w['word']}",
            standard="RF.1.3b",
        )
        return pictured(draft, w)
    word = w["word"]
    wrong = [
        Wrong(word[0], "only-the-first-letter", "A blend has two consonants, and you hear both sounds."),
        Wrong(word[1:3], "took-the-vowel", f'"{word[1:3]}" takes in the vowel "{word[2]}".'),
        Wrong(word[-2:], "looked-at-the-end", f'"{word[-2:]}" is at the end of the word.'),
    ]
    draft = choice_draft(
        ctx,
        f'Read "{word}". Which letters make the blend at the start?',
        blend,  # type: ignore[arg-type]
        wrong,
        f'"{word}" starts with two consonants, {blend[0]} and {blend[1]}. Blend their sounds: "{blend}".',  # type: ignore[index]
        key=f"blend-letters:{word}",
        standard="RF.1.3b",
    )
    return pictured(draft, w)


def blend_matching(ctx: GenerationContext) -> Draft:
    words = [(w["word"], blend_of(w) or "") for w in _blend_words(ctx)]
    pairs = distinct_pairs(ctx.rng, words, pairs_size(ctx))
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each word to the blend it starts with.",
        instructions="Read each word. Draw a line to its blend.",
        why=" ".join(f'"{a}" starts with "{b}".' for a, b in pairs),
        key="blends:" + "-".join(sorted(a for a, _ in pairs)),
        standard="RF.1.3b",
    )
