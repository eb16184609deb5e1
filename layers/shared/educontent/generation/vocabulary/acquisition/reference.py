"""Reference tools: glossaries, guide words and ABC order (grade 2, L.2.4e) and dictionary entries with
numbered meanings and parts of speech (grade 6, L.6.4c, L.6.4d).

Bank ``reference``: short glossaries by topic and dictionary entries with example sentences tied to a
numbered meaning.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import ExactAnswer, ShortAnswerContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    choices_count,
    ordering_draft,
    skill_code,
    text_features,
    word_count,
)
from educontent.generation.kit.types import MC, OR, SA
from educontent.generation.numbers.words import number_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

PARTS_OF_SPEECH = ("noun", "verb", "adjective", "adverb")


ReferenceParams = one_of(("glossary", "dictionary"), name="ReferenceParams")


_BANDS = "ABC order: easy 3 words with different first letters, medium 4 and hard 5 words, some sharing a first letter; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, OR, SA}, params=ReferenceParams, levels=Levels("steps", _BANDS))
def reference(ctx: GenerationContext) -> Draft:
    if ctx.params.mode == "dictionary":
        return _dictionary(ctx)
    if ctx.content_type == OR:
        return _abc_order(ctx)
    return _GLOSSARY_FORMS[ctx.rng.randrange(3)](ctx)


# ---- glossaries and ABC order -----------------------------------------------------------------


@cache
def _glossary_words() -> list[str]:
    words = {e["word"] for g in load_bank("vocabulary", "reference")["glossaries"] for e in g["entries"]}
    return sorted(words)


def _abc_key(word: str) -> str:
    return word.lower()


def _abc_order(ctx: GenerationContext) -> Draft:
    rng, words = ctx.rng, _glossary_words()
    size = 3 + ctx.level.rank
    for _ in range(50):
        chosen = rng.sample(words, size)
        firsts = {w[0] for w in chosen}
        if (len(firsts) == size) == (ctx.level.rank == 0):
            break
    in_order = sorted(chosen, key=_abc_key)
    same_start = len({w[0] for w in in_order}) < len(in_order)
    return ordering_draft(
        rng,
        in_order,
        instructions="Write the words in ABC order.",
        prompt="Put these words in ABC (alphabetical) order, the way they would appear in a glossary.",
        order_by="ABC order",
        why="Look at the first letter of each word and put them in alphabet order. "
        + (
            "When two words start with the same letter, look at the second letter, and so on. "
            if same_start
            else ""
        )
        + f"The order is {', '.join(in_order)}.",
        features=text_features("represent", words=size, steps=size - 1),
        key="abc:" + "-".join(in_order),
    )


def _glossary_entry(ctx: GenerationContext) -> Draft:
    glossary = pick(ctx.rng, load_bank("vocabulary", "reference")["glossaries"])
    entry = pick(ctx.rng, glossary["entries"])
    lines = "\n".join(f"{e['word']}: {e['definition']}" for e in glossary["entries"])
    wrong = [
        Wrong(
            e["definition"],
            "read-the-wrong-entry",
            f'That is the meaning of "{e["word"]}", a different entry.',
        )
        for e in glossary["entries"]
        if e["word"] != entry["word"]
    ]
    return choice_draft(
        ctx,
        f'Here is the glossary from {glossary["topic"]}.\n\n{lines}\n\nUse the glossary. What does "{entry["word"]}" mean?',
        entry["definition"],
        wrong,
        f'Glossary words are in ABC order. Find "{entry["word"]}" and read the meaning next to it: '
        f"{entry['definition']}.",
        key=f"gloss:{entry['word']}",
        steps=2,
    )


def _guide_words(ctx: GenerationContext) -> Draft:
    rng, words = ctx.rng, _glossary_words()
    start = rng.randrange(len(words) - 4)
    low, middle, high = words[start], words[start + 1 : start + 4], words[start + 4]
    target = pick(rng, middle)
    before = [w for w in words if _abc_key(w) < _abc_key(low)]
    after = [w for w in words if _abc_key(w) > _abc_key(high)]
    wrong = [
        Wrong(
            w, "outside-guide-words", f'"{w}" comes before "{low}" in ABC order, so it is on an earlier page.'
        )
        for w in rng.sample(before, min(2, len(before)))
    ] + [
        Wrong(w, "outside-guide-words", f'"{w}" comes after "{high}" in ABC order, so it is on a later page.')
        for w in rng.sample(after, min(2, len(after)))
    ]
    return choice_draft(
        ctx,
        f'A glossary page has the guide words "{low}" and "{high}" at the top. Which word would be on that page?',
        target,
        wrong,
        f'Guide words show the first and last words on a page. "{target}" comes after "{low}" and before '
        f'"{high}" in ABC order, so it is on that page.',
        key=f"guide:{low}:{target}",
        steps=2,
    )


def _first_in_glossary(ctx: GenerationContext) -> Draft:
    chosen = ctx.rng.sample(_glossary_words(), choices_count(ctx.grade, ctx.level.rank))
    first = min(chosen, key=_abc_key)
    wrong = [
        Wrong(w, "not-abc-order", f'"{w}" comes after "{first}" in ABC order.') for w in chosen if w != first
    ]
    return choice_draft(
        ctx,
        "Which word would come first in a glossary?",
        first,
        wrong,
        f"Glossaries list words in ABC order. Compare the first letters (then the next letters if they match). "
        f'"{first}" comes first.',
        key="first:" + "-".join(sorted(chosen)),
        steps=2,
    )


_GLOSSARY_FORMS: tuple[Callable[[GenerationContext], Draft], ...] = (
    _glossary_entry,
    _guide_words,
    _first_in_glossary,
)


# ---- dictionary entries -----------------------------------------------------------------------


def _entry_text(entry: dict) -> str:
    senses = "\n".join(f"{i + 1}. ({s['pos']}) {s['definition']}" for i, s in enumerate(entry["senses"]))
    return f"{entry['word']} ({entry['say']})\n{senses}"


def _dictionary(ctx: GenerationContext) -> Draft:
    entry = pick(ctx.rng, load_bank("vocabulary", "reference")["dictionary"])
    example = pick(ctx.rng, entry["examples"])
    n = example["sense"]
    sense = entry["senses"][n - 1]
    shown = f"Read the dictionary entry.\n\n{_entry_text(entry)}\n\nSentence: {example['sentence']}"
    why = f"Try each meaning in the sentence. Meaning {n} ({sense['pos']}: {sense['definition']}) is the one that makes sense."
    if ctx.content_type == SA:
        return _meaning_number(ctx, entry["word"], n, shown, why)
    if ctx.rng.random() < 0.35:
        return _part_of_speech(ctx, entry["word"], n, sense["pos"], shown, why)
    wrong = [
        Wrong(
            s["definition"],
            "wrong-sense",
            f"That is meaning {i + 1} ({s['pos']}); it does not fit this sentence.",
        )
        for i, s in enumerate(entry["senses"])
        if i != n - 1
    ]
    return choice_draft(
        ctx,
        f'{shown}\n\nWhich meaning of "{entry["word"]}" is used in the sentence?',
        sense["definition"],
        wrong,
        why,
        key=f"sense:{entry['word']}:{n}",
        standard="L.6.4c",
        steps=2,
    )


def _meaning_number(ctx: GenerationContext, word: str, n: int, shown: str, why: str) -> Draft:
    question = f'{shown}\n\nWhich numbered meaning of "{word}" is used in the sentence? Write the number.'
    return Draft(
        content=ShortAnswerContent(
            instructions="Check your guess with the dictionary.", question=question, answer_format="number"
        ),
        answer=ExactAnswer(
            value=str(n),
            display=str(n),
            explanation=why,
            acceptable_answers=[str(n), f"meaning {n}", f"#{n}", number_words(n)],
        ),
        features=text_features("reason", words=word_count(question), steps=2),
        key=f"number:{word}:{n}",
        standard=skill_code(ctx, "L.6.4d"),
    )


def _part_of_speech(ctx: GenerationContext, word: str, n: int, pos: str, shown: str, why: str) -> Draft:
    wrong = [
        Wrong(p, "wrong-part-of-speech", f'"{word}" is not used as {with_article(p)} in this sentence.')
        for p in PARTS_OF_SPEECH
        if p != pos
    ]
    return choice_draft(
        ctx,
        f'{shown}\n\nWhat part of speech is "{word}" in this sentence?',
        pos,
        wrong,
        why + f" The entry labels that meaning as {with_article(pos)}.",
        key=f"pos:{word}:{n}",
        standard="L.6.4c",
        steps=2,
    )
