"""Phonics: spelling patterns (``reading.phonics-pattern``: consonant digraphs, vowel teams) and
longer words with prefixes and suffixes (``reading.affixes``).

Banks: ``phonics-patterns`` (words with their pattern, a meaning clue and, for vowel teams,
hand-checked misspellings that are not real words) and ``affixes`` (prefixes and suffixes with
their meanings, and words built from them with their syllables).
"""

from __future__ import annotations

import random
from typing import Literal

from pydantic import BaseModel, ConfigDict

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
    pick,
    text_features,
)
from educontent.generation.registry import Draft, GenerationContext, generator

MC, FILL, MATCH, PUZZLE = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.MATCHING,
    ContentType.WORD_PUZZLE,
)


def _standard(ctx: GenerationContext, code: str) -> str:
    return code if code in ctx.skill.standards else ctx.skill.standards[0]


def _mc(
    ctx: GenerationContext, question: str, correct: str, wrong: list[Wrong], why: str, key: str, code: str
) -> Draft:
    choices, answer = choice_answer(
        ctx.rng, correct, wrong, count=choices_count(ctx.grade, ctx.level.rank), explanation=why
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features("identify", words=len(question.split())),
        key=key,
        standard=_standard(ctx, code),
    )


# ---- spelling patterns ------------------------------------------------------------------------


class PatternParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    set: Literal["digraphs", "vowel-teams"]


def _frame(word: dict) -> str:
    return word["word"].replace(word["pattern"], "___", 1)


@generator("reading.phonics-pattern", content_types={MC, FILL, PUZZLE}, params=PatternParams)
def phonics_pattern(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "phonics-patterns")
    rng = ctx.rng
    info = bank["sets"][ctx.params.set]
    words = [w for w in bank["words"] if w["set"] == ctx.params.set]
    code = "RF.1.3a" if ctx.params.set == "digraphs" else "RF.2.3b"
    decoding = "RF.1.3b" if ctx.params.set == "digraphs" else "RF.2.3b"  # reading whole words
    w = pick(rng, words)
    if ctx.content_type == MC:
        if rng.random() < 0.5:
            return _pattern_mc(ctx, w, words, info, code)
        return _clue_mc(ctx, w, words, info, decoding)
    if ctx.content_type == FILL:
        options = [w["pattern"], *rng.sample([p for p in info["patterns"] if p != w["pattern"]], 3)]
        rng.shuffle(options)
        return Draft(
            content=FillBlankContent(
                instructions="Write the letters that complete the word.",
                text=f'Add {info["label"]} to make a word that means "{w["clue"]}": {_frame(w)}',
                blanks=1,
                word_bank=options,
                word_bank_header="Letters",
            ),
            answer=ExactAnswer(
                value=w["pattern"],
                display=f"{w['pattern']} ({w['word']})",
                explanation=f'Try each choice and read the word. "{w["word"]}" means "{w["clue"]}", so the missing '
                f'letters are "{w["pattern"]}".',
            ),
            features=text_features("identify", words=12),
            key=f"{w['word']}",
            standard=_standard(ctx, code),
        )
    if ctx.params.set == "vowel-teams" and rng.random() < 0.5:
        candidates = [w["word"], *rng.sample(w["misspellings"], 2 + min(ctx.level.rank, 1))]
        rng.shuffle(candidates)
        return Draft(
            content=WordPuzzleContent(
                instructions="Circle the word that is spelled correctly.",
                puzzle_kind="misspelling",
                prompt=f'Which spelling is right for the word that means "{w["clue"]}"?',
                candidates=candidates,
                hint=f'Look for the vowel team "{w["pattern"]}".',
            ),
            answer=ExactAnswer(
                value=w["word"],
                display=w["word"],
                explanation=f'"{w["word"]}" spells its vowel sound with the team "{w["pattern"]}". '
                "The other spellings are not real words.",
            ),
            features=text_features("identify", words=len(candidates) + 6),
            key=f"{w['word']}",
            standard=_standard(ctx, code),
        )
    if rng.random() < 0.5:
        letters = list(w["word"])
        for _ in range(20):
            rng.shuffle(letters)
            if "".join(letters) != w["word"]:
                break
        scrambled = "".join(letters)
        return Draft(
            content=WordPuzzleContent(
                instructions="Unscramble the letters to make a word.",
                puzzle_kind="scramble",
                prompt=f'Unscramble the letters to make a word that means "{w["clue"]}".',
                scrambled=scrambled,
                hint=f'The word has "{w["pattern"]}" in it.',
            ),
            answer=ExactAnswer(
                value=w["word"],
                display=w["word"],
                explanation=f'Find the letters "{w["pattern"]}" and keep them together, then place the other letters. '
                f'The word is "{w["word"]}".',
            ),
            features=text_features("compute", words=8, steps=2),
            key=f"{w['word']}",
            standard=_standard(ctx, decoding),
        )
    partial = w["word"].replace(w["pattern"], "_" * len(w["pattern"]), 1)
    return Draft(
        content=WordPuzzleContent(
            instructions="Write the missing letters.",
            puzzle_kind="missing-letters",
            prompt=f'Fill in the missing letters to make a word that means "{w["clue"]}".',
            partial_word=partial,
            hint=f"The missing letters are {info['label']}.",
        ),
        answer=ExactAnswer(
            value=w["word"],
            display=w["word"],
            explanation=f'Read the word with each choice. "{w["word"]}" means "{w["clue"]}", so the missing letters are '
            f'"{w["pattern"]}".',
        ),
        features=text_features("recall", words=8),
        key=f"{w['word']}",
        standard=_standard(ctx, code),
    )


def _pattern_mc(ctx: GenerationContext, w: dict, words: list[dict], info: dict, code: str) -> Draft:
    rng = ctx.rng
    same = [o for o in words if o["pattern"] == w["pattern"] and o["word"] != w["word"]]
    example = pick(rng, same)
    others = [o for o in words if w["pattern"] not in o["word"]]
    wrong = [
        Wrong(
            o["word"],
            "different-pattern",
            f'"{o["word"]}" is spelled with "{o["pattern"]}", not "{w["pattern"]}".',
        )
        for o in rng.sample(others, 3)
    ]
    if ctx.params.set == "digraphs":
        question = f'Which word has the "{w["pattern"]}" sound, like in "{example["word"]}"?'
        why = f'Say each word. "{w["word"]}" has the "{w["pattern"]}" sound, just like "{example["word"]}".'
    else:
        question = f'Which word is spelled with the vowel team "{w["pattern"]}", like "{example["word"]}"?'
        why = f'Look for the letters "{w["pattern"]}" together. "{w["word"]}" has them, just like "{example["word"]}".'
    return _mc(ctx, question, w["word"], wrong, why, f"has:{w['word']}", code)


def _clue_mc(ctx: GenerationContext, w: dict, words: list[dict], info: dict, code: str) -> Draft:
    rng = ctx.rng
    frame = _frame(w)
    near = [o for o in words if o["word"] != w["word"] and _frame(o) == frame]
    wrong = [Wrong(o["word"], "mixed-up-pattern", f'"{o["word"]}" means "{o["clue"]}".') for o in near]
    for p in info["patterns"]:
        made = frame.replace("___", p)
        if p != w["pattern"] and made not in {o["word"] for o in words} and len(wrong) < 3:
            wrong.append(
                Wrong(
                    made,
                    "mixed-up-pattern",
                    f'"{made}" has "{p}" instead of "{w["pattern"]}", so it is not the word.',
                )
            )
    rng.shuffle(wrong)
    return _mc(
        ctx,
        f'Which word means "{w["clue"]}"?',
        w["word"],
        wrong,
        f'Read each word by blending its sounds. "{w["word"]}" (with "{w["pattern"]}") means "{w["clue"]}".',
        f"{w['word']}",
        code,
    )


# ---- prefixes and suffixes --------------------------------------------------------------------


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


def _built(w: dict) -> str:
    """The word's parts in reading order: ``un- + happy`` or ``help + -ful``."""
    return f"{w['affix']} + {w['base']}" if w["affix"].endswith("-") else f"{w['base']} + {w['affix']}"


@generator("reading.affixes", content_types={MC, MATCH, PUZZLE})
def affixes(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "affixes")
    rng = ctx.rng
    parts = {a["affix"]: a for a in bank["affixes"]}
    words = bank["words"]
    w = pick(rng, words)
    a = parts[w["affix"]]
    if ctx.content_type == MC:
        form = rng.randrange(3)
        if form == 0:
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
                for o in rng.sample(
                    [o for o in words if o["base"] != w["base"] and o["affix"] == w["affix"]], 2
                )
            ]
            return _mc(
                ctx,
                f'What does "{w["word"]}" mean?',
                w["meaning"],
                wrong,
                f'Split the word: {_built(w)}. The {a["kind"]} "{w["affix"]}" means '
                f'"{a["meaning"]}", so "{w["word"]}" means "{w["meaning"]}".',
                f"meaning:{w['word']}",
                "RF.3.3a",
            )
        if form == 1:
            wrong = [
                Wrong(o["meaning"], "wrong-affix-meaning", f'"{o["affix"]}" means "{o["meaning"]}".')
                for o in rng.sample([o for o in bank["affixes"] if o["affix"] != w["affix"]], 3)
            ]
            return _mc(
                ctx,
                f'In the word "{w["word"]}", what does the {a["kind"]} "{w["affix"]}" mean?',
                a["meaning"],
                wrong,
                f'"{w["word"]}" means "{w["meaning"]}". The {a["kind"]} "{w["affix"]}" adds the meaning '
                f'"{a["meaning"]}" to "{w["base"]}".',
                f"affix:{w['word']}",
                "RF.3.3a",
            )
        splits = _split_choices(rng, w["syllables"])
        if not splits:
            w = next(o for o in words if len(o["syllables"]) >= 2)
            splits = _split_choices(rng, w["syllables"])
        right = "-".join(w["syllables"])
        wrong = [
            Wrong(s, "split-inside-a-part", "This split breaks a word part or a vowel sound apart.")
            for s in splits
        ]
        return _mc(
            ctx,
            f'Which shows "{w["word"]}" broken into syllables?',
            right,
            wrong,
            f"First find the word parts: {_built(w)}. Each syllable has one vowel sound: {right}.",
            f"split:{w['word']}",
            "RF.3.3c",
        )
    if ctx.content_type == MATCH:
        size = 3 + min(ctx.level.rank, 1)
        if rng.random() < 0.5:
            chosen = rng.sample(words, size)
            while len({c["meaning"] for c in chosen}) < size:
                chosen = rng.sample(words, size)
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
            standard=_standard(ctx, "RF.3.3a"),
        )
    affix_letters = w["affix"].strip("-")
    if w["affix"].endswith("-"):
        partial = "_" * len(affix_letters) + w["word"][len(affix_letters) :]
    else:
        partial = w["word"][: -len(affix_letters)] + "_" * len(affix_letters)
    return Draft(
        content=WordPuzzleContent(
            instructions="Write the missing letters.",
            puzzle_kind="missing-letters",
            prompt=f'Add a {a["kind"]} to "{w["base"]}" to make a word that means "{w["meaning"]}".',
            partial_word=partial,
            hint=f'The {a["kind"]} means "{a["meaning"]}".',
        ),
        answer=ExactAnswer(
            value=w["word"],
            display=w["word"],
            explanation=f'The {a["kind"]} "{w["affix"]}" means "{a["meaning"]}". {_built(w)} = "{w["word"]}".',
        ),
        features=text_features("recall", words=12),
        key=f"puzzle:{w['word']}",
        standard=_standard(ctx, "RF.3.3a"),
    )
