"""Reference skills over the grade-levelled ``words`` bank (L.2.4e, L.3.4d, L.4.4c through L.8.4c,
L.6.4d through L.8.4d): guide words on a dictionary page, ABC order, reading a short glossary or
dictionary, using a thesaurus to find a synonym or an antonym, reading a dictionary's syllables
and stress marks, and checking a guessed meaning against the dictionary.

Guide words and ABC order follow Python's ordering of the lower-case words (the bank's words are
plain lower-case letters); a glossary lists its entries in that order.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    ordering_draft,
    shuffled,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import MC, OR, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.vocabulary.acquisition._words import WordsParams, unrelated, words_for

Ask = Literal["guide-words", "glossary", "thesaurus", "pronunciation"]


class DictionaryParams(WordsParams):
    choice: list[Ask] = Field(default_factory=lambda: ["guide-words", "glossary"], min_length=1)


_BANDS = (
    "ABC order: easy 3 words with different first letters, medium 4, hard 5 words with some sharing a "
    "first letter; glossaries: easy 3 entries, medium 4, hard 5; guide words: easy pages of 6 words, "
    "hard of 3"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, OR, TF}, params=DictionaryParams, levels=Levels("steps", _BANDS))
def dictionary_skills(ctx: GenerationContext) -> Draft:
    pool = words_for(ctx.params, ctx.grade)
    if ctx.content_type == MC:
        return _CHOICES[pick(ctx.rng, ctx.params.choice)](ctx, pool)
    return _BUILDERS[ctx.content_type](ctx, pool)


def _guide_words(ctx: GenerationContext, pool: list[dict]) -> Draft:
    words = sorted(e["word"] for e in pool)
    span = 6 - 2 * ctx.level.rank + 1
    start = ctx.rng.randrange(1, len(words) - span - 1)
    low, high = words[start], words[start + span]
    target = pick(ctx.rng, words[start + 1 : start + span])
    wrong = [
        Wrong(
            w,
            "before-first-guide-word",
            f'"{w}" comes before "{low}" in ABC order, so it is on an earlier page.',
        )
        for w in ctx.rng.sample(words[:start], min(2, start))
    ] + [
        Wrong(
            w, "after-last-guide-word", f'"{w}" comes after "{high}" in ABC order, so it is on a later page.'
        )
        for w in ctx.rng.sample(words[start + span + 1 :], min(2, len(words) - start - span - 1))
    ]
    return choice_draft(
        ctx,
        f'The guide words at the top of a dictionary page are "{low}" and "{high}". '
        "Which word would you find on this page?",
        target,
        wrong,
        f'Guide words show the first and last words on a page. "{target}" comes after "{low}" and before '
        f'"{high}" in ABC order, so it is on this page.',
        key=f"guide:{low}:{high}:{target}",
        task="reason",
        steps=2,
        instructions="Use ABC order to answer.",
    )


def _glossary(ctx: GenerationContext, pool: list[dict]) -> Draft:
    size = 3 + ctx.level.rank
    chosen: list[dict] = []
    for entry in shuffled(ctx.rng, pool):
        if len(chosen) < size and all(unrelated(entry, [c]) for c in chosen):
            chosen.append(entry)
    entries = sorted(chosen, key=lambda e: e["word"])
    target = pick(ctx.rng, entries)
    lines = "\n".join(f"{e['word']} ({e['partOfSpeech']}): {e['definition']}" for e in entries)
    wrong = [
        Wrong(
            e["definition"],
            "read-the-wrong-entry",
            f'That is the meaning of "{e["word"]}", a different entry.',
        )
        for e in entries
        if e is not target
    ]
    return choice_draft(
        ctx,
        f'Here is part of a glossary.\n\n{lines}\n\nUse the glossary. What does "{target["word"]}" mean?',
        target["definition"],
        wrong,
        f'Glossary words are in ABC order. Find "{target["word"]}" and read the meaning beside it: '
        f'"{target["definition"]}".',
        key="gloss:" + ",".join(e["word"] for e in entries) + f":{target['word']}",
        steps=2,
        instructions="Read the glossary, then answer.",
    )


def _thesaurus(ctx: GenerationContext, pool: list[dict]) -> Draft:
    listed = [e for e in pool if e["synonyms"] and e["antonyms"]]
    entry = pick(ctx.rng, listed)
    want_synonym = ctx.rng.random() < 0.5
    kind, correct = (
        ("synonym", pick(ctx.rng, entry["synonyms"]))
        if want_synonym
        else (
            "antonym",
            pick(ctx.rng, entry["antonyms"]),
        )
    )
    flip = entry["antonyms"] if want_synonym else entry["synonyms"]
    wrong = [
        Wrong(
            w,
            "synonym-antonym-mix-up",
            f'"{w}" is {"an antonym" if want_synonym else "a synonym"} of "{entry["word"]}", not {"a synonym" if want_synonym else "an antonym"}.',
        )
        for w in flip
    ] + [
        Wrong(o["word"], "unrelated-word", f'"{o["word"]}" means "{o["definition"]}", which is not related.')
        for o in shuffled(ctx.rng, [o for o in unrelated(entry, pool) if not _listed_near(o, entry)])[:4]
    ]
    meaning = "the same as or nearly the same as" if want_synonym else "the opposite of"
    return choice_draft(
        ctx,
        f'You look up "{entry["word"]}" in a thesaurus. Which word would it list as {"a synonym" if want_synonym else "an antonym"}, '
        f'a word that means {meaning} "{entry["word"]}"?',
        correct,
        wrong,
        f'"{entry["word"].capitalize()}" means "{entry["definition"]}". "{correct.capitalize()}" means {meaning} it.',
        key=f"thesaurus:{entry['word']}:{kind}:{correct}",
    )


def _listed_near(other: dict, entry: dict) -> bool:
    """Is ``other`` written the same as one of the entry's synonyms or antonyms?"""
    return other["word"] in entry["synonyms"] + entry["antonyms"]


def _abc_order(ctx: GenerationContext, pool: list[dict]) -> Draft:
    size = 3 + ctx.level.rank
    words = [e["word"] for e in pool]
    for _ in range(50):
        chosen = ctx.rng.sample(words, size)
        if (len({w[0] for w in chosen}) == size) == (ctx.level.rank < 2):
            break
    in_order = sorted(chosen)
    shared = len({w[0] for w in in_order}) < size
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions="Write the words in ABC order.",
        prompt="Put these words in ABC (alphabetical) order, the way a dictionary lists them.",
        order_by="ABC order",
        why="Look at the first letter of each word and put them in alphabet order. "
        + (
            "When two words start with the same letter, look at the next letter, and so on. "
            if shared
            else ""
        )
        + f"The order is {', '.join(in_order)}.",
        features=text_features("represent", words=size, steps=size - 1),
        key="abc:" + "-".join(in_order),
    )


def _verify(ctx: GenerationContext, pool: list[dict]) -> Draft:
    entry = pick(ctx.rng, pool)
    name = pick(ctx.rng, roster("roster-1"))
    right = ctx.rng.random() < 0.5
    if right:
        guess = pick(ctx.rng, entry["synonyms"]) if entry["synonyms"] else entry["definition"]
    else:
        others = unrelated(entry, pool)
        if not others:
            raise NoSuchForm("no other word to guess")
        guess = pick(ctx.rng, others)["definition"]
    statement = (
        f'{name} read this sentence: "{entry["example"]}" {name} guessed that "{entry["word"]}" means '
        f'"{guess}". The dictionary says "{entry["word"]}" means "{entry["definition"]}". '
        f"The dictionary shows that {name}'s guess is right."
    )
    why = (
        f'"{guess.capitalize()}" matches the dictionary meaning, "{entry["definition"]}", and it fits the sentence.'
        if right
        else f'The dictionary meaning is "{entry["definition"]}", not "{guess}", so {name} should change the guess.'
    )
    return true_false_draft(
        statement,
        right,
        why,
        features=text_features("reason", words=word_count(statement), steps=2),
        key=f"verify:{entry['word']}:{guess}",
        instructions="Read about the guess. Decide whether the statement is true or false.",
    )


def _pronunciation(ctx: GenerationContext, pool: list[dict]) -> Draft:
    entry = pick(ctx.rng, [e for e in pool if "stress" in e])
    word, parts, stressed = entry["word"], entry["syllables"], entry["stress"]
    if ctx.rng.random() < 0.4:
        count = len(parts)
        wrong = [
            Wrong(
                str(n),
                "miscounted-syllables",
                f'{n} is {"too few" if n < count else "too many"}: "{word}" is said in {count} parts, {"-".join(parts)}.',
            )
            for n in (count - 1, count + 1, count + 2)
            if n >= 1
        ]
        return choice_draft(
            ctx,
            f'A dictionary splits each word into syllables. How many syllables does "{word}" have?',
            str(count),
            wrong,
            f'Say "{word}" slowly and clap each part: {"-".join(parts)}. That is {count} syllables.',
            key=f"say:{word}:count",
        )
    if len(set(parts)) < len(parts):
        raise NoSuchForm(f"{word} repeats a syllable")
    marked = "-".join(p.upper() if i == stressed else p for i, p in enumerate(parts))
    wrong = [
        Wrong(
            p, "wrong-stressed-syllable", f'You say "{parts[stressed]}" the strongest in "{word}", not "{p}".'
        )
        for i, p in enumerate(parts)
        if i != stressed
    ]
    return choice_draft(
        ctx,
        f'A dictionary shows that "{word}" has the syllables {"-".join(parts)}. Which syllable is stressed '
        f'(said the strongest) in "{word}"?',
        parts[stressed],
        wrong,
        f'A dictionary marks the stressed syllable: {marked}. In "{word}" you say "{parts[stressed]}" the strongest.',
        key=f"say:{word}:stress",
        steps=2,
    )


_CHOICES: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {
    "pronunciation": _pronunciation,
    "guide-words": _guide_words,
    "glossary": _glossary,
    "thesaurus": _thesaurus,
}
_BUILDERS: dict[str, Callable[[GenerationContext, list[dict]], Draft]] = {OR: _abc_order, TF: _verify}
