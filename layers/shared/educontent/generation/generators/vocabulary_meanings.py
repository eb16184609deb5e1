"""Words with more than one meaning (``vocabulary.multiple-meaning``: kindergarten second meanings,
grade 5 homographs) and reference tools (``vocabulary.reference``: glossaries and guide words,
ABC order, dictionary entries with numbered meanings and parts of speech).

Banks: ``multiple-meanings`` (each word's senses, a sentence for each and, for homographs, how to
say it) and ``reference`` (short glossaries by topic and dictionary entries with example sentences
tied to a numbered meaning).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    BooleanAnswer,
    ExactAnswer,
    FillBlankContent,
    MultipleChoiceContent,
    OrderingContent,
    SetAnswer,
    ShortAnswerContent,
    TrueFalseContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    ordering_items,
    text_features,
    word_count,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

MC, TF, FILL, ORDER, SHORT = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.TRUE_FALSE,
    ContentType.FILL_BLANK,
    ContentType.ORDERING,
    ContentType.SHORT_ANSWER,
)


def _mc(
    ctx: GenerationContext,
    question: str,
    correct: str,
    wrong: list[Wrong],
    why: str,
    key: str,
    standard: str | None = None,
) -> Draft:
    choices, answer = choice_answer(
        ctx.rng, correct, wrong, count=choices_count(ctx.grade, ctx.level.rank), explanation=why
    )
    return Draft(
        content=MultipleChoiceContent(
            instructions="Choose the best answer.", question=question, choices=choices
        ),
        answer=answer,
        features=text_features("identify", words=word_count(question), steps=2),
        key=key,
        standard=standard if standard in ctx.skill.standards else None,
    )


def _blank(sentence: str, word: str) -> str:
    return re.sub(
        r"(?<![A-Za-z])" + re.escape(word) + r"(?![A-Za-z])", "___", sentence, count=1, flags=re.IGNORECASE
    )


# ---- multiple meanings and homographs ---------------------------------------------------------


class MeaningParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)


def _said(sense: dict) -> str:
    return f" (say it: {sense['say']})" if sense.get("say") else ""


@generator("vocabulary.multiple-meaning", content_types={MC, TF, FILL}, params=MeaningParams)
def multiple_meaning(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    words = [w for w in load_bank("vocabulary", "multiple-meanings")["words"] if w["set"] in ctx.params.sets]
    if not words:
        raise ValueError(f"no words in {ctx.params.sets}")
    entry = pick(rng, words)
    word = entry["word"]
    index = rng.randrange(len(entry["senses"]))
    sense = entry["senses"][index]
    others = [s for i, s in enumerate(entry["senses"]) if i != index]
    if ctx.content_type == FILL:
        first, second = entry["senses"][0], entry["senses"][1]
        bank = [word, *(w["word"] for w in rng.sample([w for w in words if w["word"] != word], 3))]
        rng.shuffle(bank)
        text = f"1. {_blank(first['sentence'], word)}\n2. {_blank(second['sentence'], word)}"
        return Draft(
            content=FillBlankContent(
                instructions="Write one word that fits in both sentences.",
                text=text,
                blanks=2,
                word_bank=bank,
                word_bank_header="Word bank",
            ),
            answer=ExactAnswer(
                value=word,
                display=word,
                explanation=f'"{word}" fits both. In sentence 1 it means "{first["meaning"]}"{_said(first)}; '
                f'in sentence 2 it means "{second["meaning"]}"{_said(second)}.',
            ),
            features=text_features("reason", words=word_count(text), steps=2),
            key=f"both:{word}",
        )
    if ctx.content_type == TF:
        truthful = rng.random() < 0.5
        shown = sense if truthful else pick(rng, others)
        statement = f'In the sentence "{sense["sentence"]}", the word "{word}" means "{shown["meaning"]}".'
        why = f'Here "{word}" means "{sense["meaning"]}"{_said(sense)}.'
        if not truthful:
            why += f' "{shown["meaning"]}" is a different meaning of "{word}", as in: {shown["sentence"]}'
        return Draft(
            content=TrueFalseContent(
                instructions="Decide whether the statement is true or false.", statement=statement
            ),
            answer=BooleanAnswer(value=truthful, display="True" if truthful else "False", explanation=why),
            features=text_features("identify", words=word_count(statement), steps=2),
            key=f"{word}:{index}:{truthful}",
        )
    wrong = [
        Wrong(
            s["meaning"],
            "other-meaning-of-the-word",
            f'That is another meaning of "{word}", as in: {s["sentence"]}',
        )
        for s in others
    ]
    stranger = pick(rng, [w for w in words if w["word"] != word])
    for s in rng.sample(stranger["senses"], 1):
        wrong.append(
            Wrong(s["meaning"], "meaning-of-a-different-word", f'That is a meaning of "{stranger["word"]}".')
        )
    question = f'Read the sentence.\n\n{sense["sentence"]}\n\nWhat does "{word}" mean in this sentence?'
    return _mc(
        ctx,
        question,
        sense["meaning"],
        wrong,
        f'Use the other words in the sentence as clues. Here "{word}" means "{sense["meaning"]}"{_said(sense)}.',
        f"{word}:{index}",
    )


# ---- glossaries, ABC order and dictionaries ---------------------------------------------------


class ReferenceParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["glossary", "dictionary"]


@cache
def _glossary_words() -> list[str]:
    words = {e["word"] for g in load_bank("vocabulary", "reference")["glossaries"] for e in g["entries"]}
    return sorted(words)


def _abc_key(word: str) -> str:
    return word.lower()


@generator("vocabulary.reference", content_types={MC, ORDER, SHORT}, params=ReferenceParams)
def reference(ctx: GenerationContext) -> Draft:
    if ctx.params.mode == "dictionary":
        return _dictionary(ctx)
    rng = ctx.rng
    bank = load_bank("vocabulary", "reference")
    words = _glossary_words()
    if ctx.content_type == ORDER:
        size = 3 + ctx.level.rank
        for _ in range(50):
            chosen = rng.sample(words, size)
            firsts = {w[0] for w in chosen}
            if (len(firsts) == size) == (ctx.level.rank == 0):
                break
        in_order = sorted(chosen, key=_abc_key)
        same_start = len({w[0] for w in in_order}) < len(in_order)
        return Draft(
            content=OrderingContent(
                instructions="Write the words in ABC order.",
                prompt="Put these words in ABC (alphabetical) order, the way they would appear in a glossary.",
                items=ordering_items(rng, in_order),
                order_by="ABC order",
            ),
            answer=SetAnswer(
                value=in_order,
                display=", ".join(in_order),
                explanation="Look at the first letter of each word and put them in alphabet order. "
                + (
                    "When two words start with the same letter, look at the second letter, and so on. "
                    if same_start
                    else ""
                )
                + f"The order is {', '.join(in_order)}.",
            ),
            features=text_features("represent", words=size, steps=size - 1),
            key="abc:" + "-".join(in_order),
        )
    form = rng.randrange(3)
    if form == 0:
        glossary = pick(rng, bank["glossaries"])
        entry = pick(rng, glossary["entries"])
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
        return _mc(
            ctx,
            f'Here is the glossary from {glossary["topic"]}.\n\n{lines}\n\nUse the glossary. What does "{entry["word"]}" mean?',
            entry["definition"],
            wrong,
            f'Glossary words are in ABC order. Find "{entry["word"]}" and read the meaning next to it: '
            f"{entry['definition']}.",
            f"gloss:{entry['word']}",
        )
    if form == 1:
        start = rng.randrange(len(words) - 4)
        low, middle, high = words[start], words[start + 1 : start + 4], words[start + 4]
        target = pick(rng, middle)
        before = [w for w in words if _abc_key(w) < _abc_key(low)]
        after = [w for w in words if _abc_key(w) > _abc_key(high)]
        wrong = [
            Wrong(
                w,
                "outside-guide-words",
                f'"{w}" comes before "{low}" in ABC order, so it is on an earlier page.',
            )
            for w in rng.sample(before, min(2, len(before)))
        ] + [
            Wrong(
                w,
                "outside-guide-words",
                f'"{w}" comes after "{high}" in ABC order, so it is on a later page.',
            )
            for w in rng.sample(after, min(2, len(after)))
        ]
        return _mc(
            ctx,
            f'A glossary page has the guide words "{low}" and "{high}" at the top. Which word would be on that page?',
            target,
            wrong,
            f'Guide words show the first and last words on a page. "{target}" comes after "{low}" and before '
            f'"{high}" in ABC order, so it is on that page.',
            f"guide:{low}:{target}",
        )
    chosen = rng.sample(words, choices_count(ctx.grade, ctx.level.rank))
    first = min(chosen, key=_abc_key)
    wrong = [
        Wrong(w, "not-abc-order", f'"{w}" comes after "{first}" in ABC order.') for w in chosen if w != first
    ]
    return _mc(
        ctx,
        "Which word would come first in a glossary?",
        first,
        wrong,
        f"Glossaries list words in ABC order. Compare the first letters (then the next letters if they match). "
        f'"{first}" comes first.',
        "first:" + "-".join(sorted(chosen)),
    )


def _entry_text(entry: dict) -> str:
    senses = "\n".join(f"{i + 1}. ({s['pos']}) {s['definition']}" for i, s in enumerate(entry["senses"]))
    return f"{entry['word']} ({entry['say']})\n{senses}"


def _dictionary(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    entries = load_bank("vocabulary", "reference")["dictionary"]
    entry = pick(rng, entries)
    example = pick(rng, entry["examples"])
    n = example["sense"]
    sense = entry["senses"][n - 1]
    word = entry["word"]
    shown = f"Read the dictionary entry.\n\n{_entry_text(entry)}\n\nSentence: {example['sentence']}"
    why = f"Try each meaning in the sentence. Meaning {n} ({sense['pos']}: {sense['definition']}) is the one that makes sense."
    if ctx.content_type == SHORT:
        question = f'{shown}\n\nWhich numbered meaning of "{word}" is used in the sentence? Write the number.'
        return Draft(
            content=ShortAnswerContent(
                instructions="Check your guess with the dictionary.",
                question=question,
                answer_format="number",
            ),
            answer=ExactAnswer(
                value=str(n),
                display=str(n),
                explanation=why,
                acceptable_answers=[str(n), f"meaning {n}", f"#{n}", ["one", "two", "three", "four"][n - 1]],
            ),
            features=text_features("reason", words=word_count(question), steps=2),
            key=f"number:{word}:{n}",
            standard="L.6.4d" if "L.6.4d" in ctx.skill.standards else None,
        )
    if rng.random() < 0.35:
        pos = sense["pos"]
        wrong = [
            Wrong(
                p,
                "wrong-part-of-speech",
                f'"{word}" is not used as {"an" if p[0] in "aeiou" else "a"} {p} in this sentence.',
            )
            for p in ("noun", "verb", "adjective", "adverb")
            if p != pos
        ]
        return _mc(
            ctx,
            f'{shown}\n\nWhat part of speech is "{word}" in this sentence?',
            pos,
            wrong,
            why + f" The entry labels that meaning as {'an' if pos[0] in 'aeiou' else 'a'} {pos}.",
            f"pos:{word}:{n}",
            standard="L.6.4c",
        )
    wrong = [
        Wrong(
            s["definition"],
            "wrong-sense",
            f"That is meaning {i + 1} ({s['pos']}); it does not fit this sentence.",
        )
        for i, s in enumerate(entry["senses"])
        if i != n - 1
    ]
    return _mc(
        ctx,
        f'{shown}\n\nWhich meaning of "{word}" is used in the sentence?',
        sense["definition"],
        wrong,
        why,
        f"sense:{word}:{n}",
        standard="L.6.4c",
    )
