"""Multiple-choice word-parts items: what a word or a part means, which word shares a root, which
word has a meaning."""

from __future__ import annotations

import random
from collections.abc import Callable

from educontent.generation.items import MultipleChoiceContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    text_features,
    word_count,
)
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.vocabulary.acquisition.word_parts.pieces import (
    explain,
    key_pieces,
    part_label,
    parts,
    split,
    standard,
)

# what a choice form asks: the question, the correct text, the wrong ones, why, the item key
Asked = tuple[str, str, list[Wrong], str, str]


def choice(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    mode = pick(rng, ctx.params.choice)
    count = choices_count(ctx.grade, ctx.level.rank)
    with_keys = [w for w in words if key_pieces(w)]
    if mode == "part-meaning" and with_keys:
        asked = _part_meaning(rng, words, with_keys)
    elif mode in _CHOICE_FORMS:
        asked = _CHOICE_FORMS[mode](rng, words, count)
    else:
        asked = _word_meaning(rng, words)
    question, correct, wrong, why, key = asked
    rng.shuffle(wrong)
    choices, answer = choice_answer(rng, correct, wrong, count=count, explanation=why)
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features(
            "reason" if mode != "part-meaning" else "identify", words=word_count(question), steps=2
        ),
        key=key,
        standard=standard(ctx, mode),
    )


def _part_meaning(rng: random.Random, words: list[dict], with_keys: list[dict]) -> Asked:
    word = pick(rng, with_keys)
    piece = pick(rng, key_pieces(word))
    part = parts()[piece["part"]]
    others = {
        parts()[p["part"]]["meaning"]: p for w in words for p in key_pieces(w) if p["part"] != piece["part"]
    }
    wrong = [
        Wrong(m, "mixed-up-word-parts", f'"{part_label(p)}" means "{m}".')
        for m, p in sorted(others.items())
        if m != part["meaning"]
    ]
    question = f'In the word "{word["word"]}", what does the {part["kind"]} "{part_label(piece)}" mean?'
    return question, part["meaning"], wrong, explain(word), f"part:{word['word']}:{piece['part']}"


def _shared_base(rng: random.Random, words: list[dict], count: int) -> Asked:
    families = [w for w in words if sum(o["base"] == w["base"] for o in words) >= 2]
    word = pick(rng, families)
    correct_word = pick(rng, [o for o in words if o["base"] == word["base"] and o["word"] != word["word"]])
    wrong = [
        Wrong(
            o["word"], "looks-alike-different-root", f'"{o["word"]}" comes from the root word "{o["base"]}".'
        )
        for o in words
        if o["base"] != word["base"]
    ]
    correct = correct_word["word"]
    why = (
        f'Take off the prefixes and suffixes. "{word["word"]}" ({split(word)}) and "{correct}" '
        f'({split(correct_word)}) both have the root word "{word["base"]}".'
    )
    return (
        f'Which word has the same root word as "{word["word"]}"?',
        correct,
        wrong,
        why,
        f"base:{word['word']}:{correct}",
    )


def _word_from_meaning(rng: random.Random, words: list[dict], count: int) -> Asked:
    word = pick(rng, words)
    keys = {p["part"] for p in key_pieces(word)}
    wrong = [
        Wrong(o["word"], "matched-only-one-part", f'"{o["word"]}" means "{o["meaning"]}".')
        for o in words
        if o["word"] != word["word"]
        and o["meaning"] != word["meaning"]
        and ({p["part"] for p in key_pieces(o)} & keys or o["base"] == word["base"])
    ]
    if len(wrong) < count - 1:
        wrong += [
            Wrong(o["word"], "meaning-of-a-different-word", f'"{o["word"]}" means "{o["meaning"]}".')
            for o in rng.sample(words, min(len(words), 6))
            if o["word"] != word["word"] and o["meaning"] != word["meaning"]
        ]
    return (
        f'Which word means "{word["meaning"]}"?',
        word["word"],
        wrong,
        explain(word),
        f"which:{word['word']}",
    )


def _word_meaning(rng: random.Random, words: list[dict]) -> Asked:
    word = pick(rng, words)
    question = f'Use the word parts to figure it out. What does "{word["word"]}" mean?'
    return (
        question,
        word["meaning"],
        _meaning_wrong(rng, word, words),
        explain(word),
        f"meaning:{word['word']}",
    )


def _meaning_wrong(rng: random.Random, word: dict, words: list[dict]) -> list[Wrong]:
    keys = {p["part"] for p in key_pieces(word)}
    sharing, same_base, rest = [], [], []
    for other in words:
        if other["word"] == word["word"] or other["meaning"] == word["meaning"]:
            continue
        shared = [p for p in key_pieces(other) if p["part"] in keys]
        if shared:
            sharing.append(
                Wrong(
                    other["meaning"],
                    "matched-only-one-part",
                    f'That is what "{other["word"]}" means. Both words have "{part_label(shared[0])}", '
                    f"but their other parts are different.",
                )
            )
        elif other["base"] == word["base"]:
            same_base.append(
                Wrong(
                    other["meaning"],
                    "mixed-up-word-parts",
                    f'That is what "{other["word"]}" means. It has the same root word, "{word["base"]}", '
                    "but a different prefix or suffix.",
                )
            )
        else:
            rest.append(
                Wrong(
                    other["meaning"], "meaning-of-a-different-word", f'That is what "{other["word"]}" means.'
                )
            )
    rng.shuffle(sharing)
    rng.shuffle(same_base)
    rng.shuffle(rest)
    return (same_base + sharing)[:2] + rest[:3]


_CHOICE_FORMS: dict[str, Callable[[random.Random, list[dict], int], Asked]] = {
    "shared-base": _shared_base,
    "word-from-meaning": _word_from_meaning,
}
