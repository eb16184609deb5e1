"""Written word-parts items: a word from the word bank in a sentence or definition, and a missing
word part."""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import fill_draft, text_features, word_count
from educontent.generation.kit.word_puzzles import missing_letters_draft
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.vocabulary.acquisition.word_parts.pieces import (
    explain,
    key_pieces,
    part_label,
    parts,
    split,
    standard,
)


def _blank(sentence: str, word: str) -> str:
    start = sentence.lower().find(word.lower())
    while start > 0 and sentence[start - 1].isalpha():
        start = sentence.lower().find(word.lower(), start + 1)
    return sentence[:start] + "___" + sentence[start + len(word) :]


def fill(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    mode = ctx.params.fill
    if mode == "inflection":
        word = pick(rng, [w for w in words if w.get("sentence")])
        bank = sorted({word["base"], *(w["word"] for w in words if w["base"] == word["base"])})
        rng.shuffle(bank)
        text = _blank(word["sentence"], word["word"])
        why = (
            f'Look for clues about time in the sentence. It needs the form that means "{word["meaning"]}": '
            f'{split(word)} = "{word["word"]}".'
        )
    else:
        with_sentence = [w for w in words if w.get("sentence")]
        word = pick(rng, with_sentence if mode == "sentence" and with_sentence else words)
        others = [w["word"] for w in words if w["word"] != word["word"]]
        bank = [word["word"], *rng.sample(others, 3)]
        rng.shuffle(bank)
        if mode == "sentence" and word.get("sentence"):
            text = _blank(word["sentence"], word["word"])
        else:
            text = f'A word that means "{word["meaning"]}" is ___.'
        why = (
            f'"{word["word"]}" is made of {split(word)}, so it means "{word["meaning"]}". It fits the blank.'
        )
    return fill_draft(
        text,
        word["word"],
        why,
        bank=bank,
        instructions="Choose the word from the word bank that completes the sentence.",
        features=text_features("word-problem", words=word_count(text), steps=2),
        key=f"fill:{word['word']}",
        standard=standard(ctx, f"fill-{mode}"),
    )


def puzzle(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    word = pick(rng, [w for w in words if key_pieces(w)])
    piece = pick(rng, key_pieces(word))
    part = parts()[piece["part"]]
    partial = "".join("_" * len(p["text"]) if p is piece else p["text"] for p in word["pieces"])
    return missing_letters_draft(
        word["word"],
        partial,
        prompt=f'Fill in the missing word part to make a word that means "{word["meaning"]}".',
        hint=f'The missing {part["kind"]} means "{part["meaning"]}".',
        why=f'The {part["kind"]} that means "{part["meaning"]}" is "{part_label(piece)}". {explain(word)}',
        features=text_features("recall", words=12, steps=2),
        key=f"puzzle:{word['word']}",
        standard=standard(ctx, "puzzle"),
    )
