"""Possessive nouns (grade 3, L.3.2d): singular owners ('s), plural owners ending in s (s') and
irregular plurals ('s), in fill-blank and multiple-choice items.

Bank ``spelling/possessives``: each possessive with its owner, kind, meaning and sentence, wrong
spellings with their misconceptions, and the rule for each kind.
"""

from __future__ import annotations

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import fill_draft, shuffled
from educontent.generation.kit.types import FB, MC
from educontent.generation.kit.word_puzzles import blank_sentence, listed_choice_draft
from educontent.generation.registry import Draft, GenerationContext, generator

# level rank -> the kinds of possessive asked
_LEVEL_KINDS = {0: ["singular"], 1: ["singular", "plural"], 2: ["plural", "irregular"]}


@generator(content_types={MC, FB})
def possessives(ctx: GenerationContext) -> Draft:
    bank = load_bank("spelling", "possessives")
    reasons, rules = bank["misconceptions"], bank["rules"]
    kinds = _LEVEL_KINDS[ctx.level.rank]
    entry = pick(ctx.rng, [e for e in bank["possessives"] if e["kind"] in kinds])
    word, owner = entry["possessive"], entry["owner"]
    explanation = f"{entry['meaning']} {rules[entry['kind']]} So write {word}."
    if ctx.content_type == FB:
        return fill_draft(
            f"{blank_sentence(entry['sentence'], word)} ({entry['meaning']})",
            word,
            explanation,
            bank=shuffled(ctx.rng, [word, *[w for w, _ in entry["wrong"]][:2]]),
            header="Choose the correct spelling.",
            instructions="Write the possessive noun.",
            features=Features(task="recall", steps=2, magnitude=2, representation="text"),
            key=f"fill:{word}:{owner}",
        )
    return listed_choice_draft(
        ctx.rng,
        f"{entry['meaning']} Which word completes the sentence? {blank_sentence(entry['sentence'], word)}",
        word,
        [(w, name, reasons[name]) for w, name in entry["wrong"]],
        instructions="Choose the correct possessive.",
        display=word,
        explanation=explanation,
        features=Features(task="identify", steps=2, magnitude=2, representation="text"),
        key=f"mc:{word}:{owner}",
    )
