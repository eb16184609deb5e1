"""Choosing the right form in a sentence (CCSS-ELA L.1, K-6): plurals, verb tenses and agreement,
pronouns, question words, prepositions, adjectives and adverbs, conjunctions, modals and more.

The ``grammar-usage`` bank holds hand-written sentences, each with its target marked in square
brackets (the right form), wrong forms that each name a misconception and a teacher's reason, and
the rule. Items ask which form completes the sentence (multiple-choice), fill the blank from a word
bank of the right and wrong forms (fill-blank), judge whether a sentence is written correctly
(true-false), or rewrite a sentence that uses a wrong form (short-answer, the corrected sentence).
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.items import ExactAnswer, ShortAnswerContent
from educontent.generation.kit.text_forms import (
    SetsParams,
    choice_draft,
    fill_draft,
    short_text_features,
    text_features,
    true_false_draft,
    word_count,
    wrong_from_bank,
)
from educontent.generation.kit.types import FB, MC, SA, TF
from educontent.generation.reading.grammar._bank import LENGTH_BANDS, drawn, filled, plain, set_info, target
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANK = "grammar-usage"
_BANDS = LENGTH_BANDS
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, FB, TF, SA}, params=SetsParams, levels=Levels("text", _BANDS))
def usage(ctx: GenerationContext) -> Draft:
    entry = drawn(ctx, _BANK, lambda e: plain(e["sentence"]))
    return _BUILDERS.get(ctx.content_type, _choice)(ctx, entry)


def _blanked(entry: dict) -> str:
    """The sentence with a blank for its target, and the hint after it when the entry has one."""
    blank = f"___ ({entry['hint']})" if entry.get("hint") else "___"
    return filled(entry["sentence"], blank)


def _explain(entry: dict) -> str:
    return f'{entry["rule"]} The sentence reads: "{plain(entry["sentence"])}"'


def _choice(ctx: GenerationContext, entry: dict) -> Draft:
    info = set_info(_BANK, entry["set"])
    question = f'Read the sentence.\n\n"{_blanked(entry)}"\n\n{info["ask"]}'
    return choice_draft(
        ctx,
        question,
        target(entry["sentence"]),
        wrong_from_bank(entry["wrong"]),
        _explain(entry),
        key=f"mc:{entry['id']}",
        instructions="Choose the answer that correctly completes the sentence.",
    )


def _fill(ctx: GenerationContext, entry: dict) -> Draft:
    right = target(entry["sentence"])
    others = [w["text"] for w in entry["wrong"]]
    bank = [right, *ctx.rng.sample(others, min(3, len(others)))]
    ctx.rng.shuffle(bank)
    text = _blanked(entry)
    return fill_draft(
        text,
        right,
        _explain(entry),
        bank=bank,
        instructions="Choose the word or words from the word bank that correctly complete the sentence.",
        features=text_features("identify", words=word_count(text), steps=2),
        key=f"fb:{entry['id']}",
    )


def _true_false(ctx: GenerationContext, entry: dict) -> Draft:
    wrong = entry["wrong"][ctx.rng.randrange(len(entry["wrong"]))] if ctx.rng.random() < 0.5 else None
    shown = filled(entry["sentence"], wrong["text"] if wrong else target(entry["sentence"]))
    if wrong is None:
        why = f'{entry["rule"]} "{target(entry["sentence"])}" is the right form here, so the sentence is correct.'
    else:
        why = f"{wrong['reason']} {_explain(entry)}"
    return true_false_draft(
        f'This sentence is written correctly: "{shown}"',
        wrong is None,
        why,
        features=short_text_features("identify", 1),
        key=f"tf:{entry['id']}:{wrong['text'] if wrong else ''}",
        instructions="Read the sentence carefully. Decide whether the statement is true or false.",
    )


def _rewrite(ctx: GenerationContext, entry: dict) -> Draft:
    wrong = entry["wrong"][ctx.rng.randrange(len(entry["wrong"]))]
    shown = filled(entry["sentence"], wrong["text"])
    correct = plain(entry["sentence"])
    question = f'One part of this sentence is not correct.\n\n"{shown}"\n\nWrite the sentence correctly.'
    return Draft(
        content=ShortAnswerContent(
            instructions="Fix the mistake and write the whole sentence.",
            question=question,
            answer_format="text",
        ),
        answer=ExactAnswer(
            value=correct,
            display=correct,
            explanation=f"{wrong['reason']} {_explain(entry)}",
            acceptable_answers=[correct, correct.rstrip(".!?")],
        ),
        features=short_text_features("reason", 2),
        key=f"sa:{entry['id']}:{wrong['text']}",
    )


_BUILDERS: dict[str, Callable[[GenerationContext, dict], Draft]] = {
    FB: _fill,
    TF: _true_false,
    SA: _rewrite,
}
