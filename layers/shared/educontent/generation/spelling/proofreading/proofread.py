"""Proofreading for spelling (grade 5, L.5.2e; grade 7, L.7.2b): finding and fixing the misspelled word
in a sentence from the spelling word lists, or in a paragraph of the ``spelling/proofreading`` bank
(grade-leveled passages with marked words and their bank misspellings). A paragraph item carries the
paragraph as its ``passage`` (built by ``kit.passages``, the misspelling put into its paragraphs);
the question never repeats it. Every item carries its ``SpellingTarget``: the word to spell correctly,
its list's pattern (a paragraph's words: ``frequently-misspelled``), and the activity, ``write`` for a
short answer and ``find-misspelling`` otherwise.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import (
    ExactAnswer,
    Passage,
    PassageBasedContent,
    ShortAnswerContent,
    SpellingTarget,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.passages import build_passage, plain_text
from educontent.generation.kit.text_forms import true_false_draft, whole_word
from educontent.generation.kit.types import MC, PB, SA, TF
from educontent.generation.kit.word_puzzles import (
    choose_word,
    explain_word,
    listed_choice_answer,
    listed_choice_draft,
)
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.spelling.proofreading._targets import PARAGRAPH_PATTERN, list_pattern

_TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
_MARK = re.compile(r"\[([A-Za-z]+)\]")
_SENTENCE = Features(task="identify", steps=2, magnitude=3, representation="text")


class ProofreadParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lists: list[str] = Field(min_length=1, description="Word lists whose sentences are proofread.")
    passage_grades: list[int] = Field(default_factory=list, description="Grades of proofreading paragraphs.")


_BANDS = "words to find the misspelled one among: easy 3, medium 4, hard 5; hard short-answer items proofread a whole paragraph when the skill has paragraphs"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF, SA, PB}, params=ProofreadParams, levels=Levels("steps", _BANDS))
def proofread(ctx: GenerationContext) -> Draft:
    kind = ctx.content_type
    paragraph_asked = kind == PB or (kind == SA and (ctx.level.rank == 2 or ctx.rng.random() < 0.6))
    use_passage = ctx.params.passage_grades and paragraph_asked
    if use_passage:
        draft, word, pattern = _passage_task(ctx)
    else:
        entry, record, sentence, wrong, reason = _sentence_task(ctx)
        draft = _sentence_draft(ctx, entry, record, sentence, wrong, reason)
        word, pattern = record["word"], list_pattern(entry)
    activity = "write" if kind == SA else "find-misspelling"
    draft.spelling = SpellingTarget(word=word, pattern=pattern, activity=activity)
    return draft


def _sentence_draft(
    ctx: GenerationContext,
    entry: dict[str, Any],
    word: dict[str, Any],
    sentence: str,
    wrong: str,
    reason: str,
) -> Draft:
    """Find or fix ``wrong``, the misspelling of ``word`` in ``sentence``."""
    kind = ctx.content_type
    right = word["word"]
    explanation = (
        f"{wrong} is misspelled: {reason} The correct spelling is {right}. {explain_word(entry, word)}"
    )
    if kind == TF:
        return _true_false(ctx, entry, word, sentence, wrong, explanation)
    if kind == SA:
        return _corrected(
            f"One word in this sentence is misspelled. Write it correctly. {sentence}",
            right,
            explanation,
            instructions="Find the mistake and fix it.",
            features=Features(task="reason", steps=2, magnitude=3, representation="text"),
            key=f"sa:{wrong}",
        )
    tokens = [t for t in _TOKEN.findall(sentence) if len(t) >= 3 and t != wrong and "'" not in t]
    others = list(dict.fromkeys(tokens))
    picked = ctx.rng.sample(others, min(2 + ctx.level.rank, len(others)))
    return listed_choice_draft(
        ctx.rng,
        f"Which word in this sentence is misspelled? {sentence}",
        wrong,
        [(t, "correct-word-picked", f"{t} is spelled correctly.") for t in picked],
        instructions="Proofread the sentence.",
        display=f"{wrong} (should be {right})",
        explanation=explanation,
        features=_SENTENCE,
        key=f"mc:{wrong}",
    )


def _sentence_task(ctx: GenerationContext) -> tuple[dict[str, Any], dict[str, Any], str, str, str]:
    """A word-list word and its sentence with one bank misspelling of it (first letter's case kept)."""
    entry, word = choose_word(ctx, ctx.params.lists)
    wrong, name = pick(ctx.rng, word["wrong"])
    found = whole_word(word["word"], apostrophes=True).search(word["sentence"])
    if found is None:
        raise ValueError(f"{word['word']!r} not in its sentence")
    if found.group(0)[0].isupper():
        wrong = wrong[0].upper() + wrong[1:]
    sentence = word["sentence"][: found.start()] + wrong + word["sentence"][found.end() :]
    return entry, word, sentence, wrong, entry["misconceptions"][name]


def _true_false(
    ctx: GenerationContext,
    entry: dict[str, Any],
    word: dict[str, Any],
    sentence: str,
    wrong: str,
    explanation: str,
) -> Draft:
    right = word["word"]
    if ctx.rng.random() < 0.5:
        return true_false_draft(
            f"Every word in this sentence is spelled correctly: {word['sentence']}",
            True,
            f"Check each word. {right} is spelled correctly. {explain_word(entry, word)}",
            instructions="Read the sentence carefully.",
            features=_SENTENCE,
            key=f"tf-ok:{right}",
        )
    return true_false_draft(
        f"Every word in this sentence is spelled correctly: {sentence}",
        False,
        explanation,
        instructions="Read the sentence carefully.",
        features=_SENTENCE,
        key=f"tf:{wrong}",
    )


def _passage_task(ctx: GenerationContext) -> tuple[Draft, str, str]:
    """A paragraph item, its target word and the target's pattern."""
    rng = ctx.rng
    bank = load_bank("spelling", "proofreading")
    passage = pick(rng, [p for p in bank["passages"] if p["grade"] in ctx.params.passage_grades])
    marked = _MARK.findall(plain_text(passage))
    target_word = pick(rng, marked)
    wrong, name = pick(rng, passage["targets"][target_word])
    shown = build_passage(passage, edit=_misspelled(target_word, wrong))
    explanation = (
        f"Read each word slowly and check the tricky ones. {wrong} should be spelled {target_word}: "
        f"{bank['misconceptions'][name]}"
    )
    magnitude = min(8, len(shown.text.split()) // 40)
    if ctx.content_type == SA:
        draft = _corrected(
            "One word in this paragraph is misspelled. Write it correctly.",
            target_word,
            explanation,
            instructions="Proofread the paragraph.",
            features=Features(task="reason", steps=3, magnitude=magnitude, representation="passage"),
            key=f"sa:{passage['title']}:{target_word}:{wrong}",
            passage=shown,
        )
        return draft, target_word, PARAGRAPH_PATTERN
    others = [w for w in dict.fromkeys(marked) if w != target_word]
    picked = rng.sample(others, min(3, len(others)))
    choices, answer = listed_choice_answer(
        rng,
        wrong,
        [(w, "correct-word-picked", f"{w} is spelled correctly in the paragraph.") for w in picked],
        display=f"{wrong} (should be {target_word})",
        explanation=explanation,
    )
    draft = Draft(
        content=PassageBasedContent(
            instructions="Read the paragraph. Then answer the question.",
            passage=shown,
            question="Which word in the paragraph is misspelled?",
            choices=choices,
        ),
        answer=answer,
        features=Features(task="identify", steps=3, magnitude=magnitude, representation="passage"),
        key=f"pb:{passage['title']}:{target_word}:{wrong}",
    )
    return draft, target_word, PARAGRAPH_PATTERN


def _misspelled(target: str, wrong: str) -> Callable[[list[dict]], list[dict]]:
    """An edit of a passage's sections: the first marked ``target`` written ``wrong``, and every
    other mark taken off."""

    def edit(sections: list[dict]) -> list[dict]:
        done = False
        for section in sections:
            paragraphs = []
            for paragraph in section["paragraphs"]:
                if not done and f"[{target}]" in paragraph:
                    paragraph, done = paragraph.replace(f"[{target}]", wrong, 1), True
                paragraphs.append(_MARK.sub(lambda m: m.group(1), paragraph))
            section["paragraphs"] = paragraphs
        return sections

    return edit


def _corrected(
    question: str,
    word: str,
    why: str,
    *,
    instructions: str,
    features: Features,
    key: str,
    passage: Passage | None = None,
) -> Draft:
    """A short-answer draft whose answer is the misspelled word written correctly (``passage``: the
    paragraph it is in, when it is one)."""
    return Draft(
        content=ShortAnswerContent(
            instructions=instructions, passage=passage, question=question, answer_format="text"
        ),
        answer=ExactAnswer(value=word, display=word, explanation=why),
        features=features,
        key=key,
    )
