"""Word parts: ``vocabulary.word-parts`` (endings, prefixes and suffixes, compound words, root
words, Greek and Latin roots).

The ``word-parts`` bank lists the parts (id, kind, meaning, spellings) and words split into pieces,
each piece tied to a part when it is one and marked ``key`` when it carries the meaning the skill
teaches. Params choose the set of words and which question forms the skill uses, so grade 1
endings and grade 8 classical roots share one data-driven generator.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    ExactAnswer,
    FillBlankContent,
    MatchingContent,
    MultipleChoiceContent,
    SetAnswer,
    WordPuzzleContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    matching_sets,
    text_features,
    word_count,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

MatchMode = Literal["word-meaning", "part-meaning", "word-base"]
ChoiceMode = Literal["word-meaning", "part-meaning", "shared-base", "word-from-meaning"]


class WordPartParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)
    matching: list[MatchMode] = Field(default_factory=lambda: ["word-meaning"])
    choice: list[ChoiceMode] = Field(default_factory=lambda: ["word-meaning"])
    fill: Literal["inflection", "sentence", "definition"] = "definition"
    mode_standards: dict[str, str] = Field(default_factory=dict, description="Item mode -> standard code.")


@cache
def _parts() -> dict[str, dict]:
    return {p["id"]: p for p in load_bank("vocabulary", "word-parts")["parts"]}


def _words(sets: list[str]) -> list[dict]:
    found = [w for w in load_bank("vocabulary", "word-parts")["words"] if w["set"] in sets]
    if not found:
        raise ValueError(f"no words in {sets}")
    return found


def _label(piece: dict) -> str:
    """How a part is written when named alone: ``un-``, ``-ful``, ``graph``."""
    kind = _parts()[piece["part"]]["kind"]
    if "prefix" in kind:
        return f"{piece['text']}-"
    if kind in ("suffix", "ending"):
        return f"-{piece['text']}"
    return piece["text"]


def _keys(word: dict) -> list[dict]:
    return [p for p in word["pieces"] if p["key"]]


def _split(word: dict) -> str:
    return " + ".join(p["text"] for p in word["pieces"])


def _explain(word: dict) -> str:
    said = " ".join(f'"{_label(p)}" means "{_parts()[p["part"]]["meaning"]}".' for p in _keys(word))
    return f'Break the word into parts: {_split(word)}. {said} So "{word["word"]}" means "{word["meaning"]}".'.replace(
        "  ", " "
    )


def _standard(ctx: GenerationContext, mode: str) -> str:
    return ctx.params.mode_standards.get(mode, ctx.skill.standards[0])


def _meaning_wrong(rng: random.Random, word: dict, words: list[dict]) -> list[Wrong]:
    keys = {p["part"] for p in _keys(word)}
    sharing, same_base, rest = [], [], []
    for other in words:
        if other["word"] == word["word"] or other["meaning"] == word["meaning"]:
            continue
        shared = [p for p in _keys(other) if p["part"] in keys]
        if shared:
            sharing.append(
                Wrong(
                    other["meaning"],
                    "matched-only-one-part",
                    f'That is what "{other["word"]}" means. Both words have "{_label(shared[0])}", '
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


def _choice(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    params: WordPartParams = ctx.params
    mode = pick(rng, params.choice)
    count = choices_count(ctx.grade, ctx.level.rank)
    with_keys = [w for w in words if _keys(w)]
    if mode == "part-meaning" and with_keys:
        word = pick(rng, with_keys)
        piece = pick(rng, _keys(word))
        part = _parts()[piece["part"]]
        others = {
            _parts()[p["part"]]["meaning"]: p for w in words for p in _keys(w) if p["part"] != piece["part"]
        }
        wrong = [
            Wrong(m, "mixed-up-word-parts", f'"{_label(p)}" means "{m}".')
            for m, p in sorted(others.items())
            if m != part["meaning"]
        ]
        question = f'In the word "{word["word"]}", what does the {part["kind"]} "{_label(piece)}" mean?'
        correct, why, key = part["meaning"], _explain(word), f"part:{word['word']}:{piece['part']}"
    elif mode == "shared-base":
        families = [w for w in words if sum(o["base"] == w["base"] for o in words) >= 2]
        word = pick(rng, families)
        correct_word = pick(
            rng, [o for o in words if o["base"] == word["base"] and o["word"] != word["word"]]
        )
        wrong = [
            Wrong(
                o["word"],
                "looks-alike-different-root",
                f'"{o["word"]}" comes from the root word "{o["base"]}".',
            )
            for o in words
            if o["base"] != word["base"]
        ]
        question = f'Which word has the same root word as "{word["word"]}"?'
        correct = correct_word["word"]
        why = (
            f'Take off the prefixes and suffixes. "{word["word"]}" ({_split(word)}) and "{correct}" '
            f'({_split(correct_word)}) both have the root word "{word["base"]}".'
        )
        key = f"base:{word['word']}:{correct}"
    elif mode == "word-from-meaning":
        word = pick(rng, words)
        keys = {p["part"] for p in _keys(word)}
        wrong = [
            Wrong(o["word"], "matched-only-one-part", f'"{o["word"]}" means "{o["meaning"]}".')
            for o in words
            if o["word"] != word["word"]
            and o["meaning"] != word["meaning"]
            and ({p["part"] for p in _keys(o)} & keys or o["base"] == word["base"])
        ]
        if len(wrong) < count - 1:
            wrong += [
                Wrong(o["word"], "meaning-of-a-different-word", f'"{o["word"]}" means "{o["meaning"]}".')
                for o in rng.sample(words, min(len(words), 6))
                if o["word"] != word["word"] and o["meaning"] != word["meaning"]
            ]
        question = f'Which word means "{word["meaning"]}"?'
        correct, why, key = word["word"], _explain(word), f"which:{word['word']}"
    else:
        word = pick(rng, words)
        wrong = _meaning_wrong(rng, word, words)
        question = f'Use the word parts to figure it out. What does "{word["word"]}" mean?'
        correct, why, key = word["meaning"], _explain(word), f"meaning:{word['word']}"
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
        standard=_standard(ctx, mode),
    )


def _matching(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    params: WordPartParams = ctx.params
    mode = pick(rng, params.matching)
    size = 3 + min(ctx.level.rank, 1)
    if mode == "part-meaning":
        seen: dict[str, tuple[str, str]] = {}
        for w in words:
            for p in _keys(w):
                meaning = _parts()[p["part"]]["meaning"]
                seen.setdefault(p["part"], (_label(p), meaning))
        pool = sorted(seen.values())
        pairs: list[tuple[str, str]] = []
        for label, meaning in rng.sample(pool, len(pool)):
            if meaning not in {m for _, m in pairs} and len(pairs) < size:
                pairs.append((label, meaning))
        prompt, why = (
            "Match each word part to its meaning.",
            "Think of a word you know with each part. " + " ".join(f'"{a}" means "{b}".' for a, b in pairs),
        )
    elif mode == "word-base":
        pairs = []
        for w in rng.sample(words, len(words)):
            if w["base"] not in {b for _, b in pairs} and len(pairs) < size:
                pairs.append((w["word"], w["base"]))
        prompt = "Match each word to its root word."
        why = "Cover the ending to find the root word. " + " ".join(
            f"{a} = {_split_of(words, a)}." for a, _ in pairs
        )
    else:
        pairs = []
        for w in rng.sample(words, len(words)):
            if w["meaning"] not in {m for _, m in pairs} and len(pairs) < size:
                pairs.append((w["word"], w["meaning"]))
        prompt = "Match each word to its meaning. Use the word parts to help you."
        why = "Break each word into its parts. " + " ".join(
            f"{a} = {_split_of(words, a)}: {b}." for a, b in pairs
        )
    left, right, value = matching_sets(rng, pairs)
    return Draft(
        content=MatchingContent(instructions="Draw a line to match.", prompt=prompt, left=left, right=right),
        answer=SetAnswer(value=value, display="; ".join(f"{a} → {b}" for a, b in pairs), explanation=why),
        features=text_features(
            "identify", words=sum(word_count(f"{a} {b}") for a, b in pairs), steps=len(pairs)
        ),
        key=f"{mode}:" + "-".join(sorted(a for a, _ in pairs)),
        standard=_standard(ctx, mode),
    )


def _split_of(words: list[dict], word: str) -> str:
    return _split(next(w for w in words if w["word"] == word))


def _fill(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    params: WordPartParams = ctx.params
    mode = params.fill
    if mode == "inflection":
        word = pick(rng, [w for w in words if w.get("sentence")])
        bank = sorted({word["base"], *(w["word"] for w in words if w["base"] == word["base"])})
        rng.shuffle(bank)
        text = _blank(word["sentence"], word["word"])
        why = (
            f'Look for clues about time in the sentence. It needs the form that means "{word["meaning"]}": '
            f'{_split(word)} = "{word["word"]}".'
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
            f'"{word["word"]}" is made of {_split(word)}, so it means "{word["meaning"]}". It fits the blank.'
        )
    return Draft(
        content=FillBlankContent(
            instructions="Choose the word from the word bank that completes the sentence.",
            text=text,
            blanks=1,
            word_bank=bank,
            word_bank_header="Word bank",
        ),
        answer=ExactAnswer(value=word["word"], display=word["word"], explanation=why),
        features=text_features("word-problem", words=word_count(text), steps=2),
        key=f"fill:{word['word']}",
        standard=_standard(ctx, f"fill-{mode}"),
    )


def _blank(sentence: str, word: str) -> str:
    start = sentence.lower().find(word.lower())
    while start > 0 and sentence[start - 1].isalpha():
        start = sentence.lower().find(word.lower(), start + 1)
    return sentence[:start] + "___" + sentence[start + len(word) :]


def _puzzle(ctx: GenerationContext, words: list[dict]) -> Draft:
    rng = ctx.rng
    word = pick(rng, [w for w in words if _keys(w)])
    piece = pick(rng, _keys(word))
    part = _parts()[piece["part"]]
    partial = "".join("_" * len(p["text"]) if p is piece else p["text"] for p in word["pieces"])
    return Draft(
        content=WordPuzzleContent(
            instructions="Write the missing letters.",
            puzzle_kind="missing-letters",
            prompt=f'Fill in the missing word part to make a word that means "{word["meaning"]}".',
            partial_word=partial,
            hint=f'The missing {part["kind"]} means "{part["meaning"]}".',
        ),
        answer=ExactAnswer(
            value=word["word"],
            display=word["word"],
            explanation=f'The {part["kind"]} that means "{part["meaning"]}" is "{_label(piece)}". {_explain(word)}',
        ),
        features=text_features("recall", words=12, steps=2),
        key=f"puzzle:{word['word']}",
        standard=_standard(ctx, "puzzle"),
    )


@generator(
    "vocabulary.word-parts",
    content_types={
        ContentType.MATCHING,
        ContentType.MULTIPLE_CHOICE,
        ContentType.FILL_BLANK,
        ContentType.WORD_PUZZLE,
    },
    params=WordPartParams,
)
def word_parts(ctx: GenerationContext) -> Draft:
    words = _words(ctx.params.sets)
    if ctx.content_type == ContentType.MATCHING:
        return _matching(ctx, words)
    if ctx.content_type == ContentType.FILL_BLANK:
        return _fill(ctx, words)
    if ctx.content_type == ContentType.WORD_PUZZLE:
        return _puzzle(ctx, words)
    return _choice(ctx, words)
