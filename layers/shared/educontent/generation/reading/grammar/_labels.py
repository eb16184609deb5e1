"""Items from a bank of labelled sentences (``grammar-labels`` and ``language-registers``): each entry
a sentence with a marked word, phrase or the whole sentence, and the label that names its job or
kind (a part of speech, a kind of clause, a voice, a mood, formal or informal English).

Items ask what the marked part is (multiple-choice, wrong labels explained by what they do), which
sentence is of a kind (multiple-choice, for whole-sentence sets), whether a statement about it is
true (true-false), or match several to their labels (matching).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_draft,
    pairs_size,
    short_text_features,
    true_false_draft,
)
from educontent.generation.kit.types import MT, TF
from educontent.generation.reading.grammar._bank import drawn, entries, plain, set_info, target
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm


def label_item(ctx: GenerationContext, bank: str) -> Draft:
    """An item of the requested type about one entry of ``bank`` in the skill's sets."""
    entry = drawn(ctx, bank, lambda e: plain(e["sentence"]))
    return _BUILDERS.get(ctx.content_type, _choice)(ctx, bank, entry)


def _slug(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")


def _whole(entry: dict) -> bool:
    return target(entry["sentence"]) == plain(entry["sentence"])


def _not_here(entry: dict) -> str:
    if _whole(entry):
        return "That does not describe this sentence."
    return f'That is not the job "{target(entry["sentence"])}" does in this sentence.'


def _why(labels: dict, entry: dict) -> str:
    label = labels[entry["label"]]
    part = (
        "This sentence fits that"
        if _whole(entry)
        else f'In this sentence, "{target(entry["sentence"])}" does that'
    )
    return f"{label['says']} {part}, so it is {label['is']}."


def _choice(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    if info.get("find") and ctx.rng.random() < 0.4:
        return _find(ctx, bank, entry, info)
    labels = info["labels"]
    wrong = [
        Wrong(
            other,
            f"mistakes-{_slug(entry['label'])}-for-{_slug(other)}",
            f"{labels[other]['says']} {_not_here(entry)}",
        )
        for other in labels
        if other != entry["label"]
    ]
    question = f'{info.get("intro", "Read the sentence.")}\n\n"{plain(entry["sentence"])}"\n\n{info["ask"].format(target=target(entry["sentence"]))}'
    return choice_draft(
        ctx,
        question,
        entry["label"],
        wrong,
        _why(labels, entry),
        key=f"mc:{entry['id']}",
        steps=2,
        instructions=info.get("instructions", "Choose the best answer."),
    )


def _find(ctx: GenerationContext, bank: str, entry: dict, info: dict) -> Draft:
    labels = info["labels"]
    others = [
        e for e in entries(bank, ctx.params) if e["set"] == entry["set"] and e["label"] != entry["label"]
    ]
    wrong = [
        Wrong(
            plain(e["sentence"]),
            f"mistakes-{_slug(e['label'])}-for-{_slug(entry['label'])}",
            f"This sentence is {labels[e['label']]['is']}. {labels[e['label']]['says']}",
        )
        for e in ctx.rng.sample(others, min(len(others), 6))
    ]
    return choice_draft(
        ctx,
        info["find"].format(label=labels[entry["label"]]["is"]),
        plain(entry["sentence"]),
        wrong,
        _why(labels, entry),
        key=f"find:{entry['id']}",
        steps=2,
        instructions="Read each sentence. Choose the one that answers the question.",
    )


def _true_false(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    labels = info["labels"]
    others = [label for label in labels if label != entry["label"]]
    said = others[ctx.rng.randrange(len(others))] if ctx.rng.random() < 0.5 else entry["label"]
    statement = info["claim"].format(
        sentence=plain(entry["sentence"]), target=target(entry["sentence"]), label=labels[said]["is"]
    )
    why = _why(labels, entry)
    if said != entry["label"]:
        why = f"{labels[said]['says']} {_not_here(entry)} {why}"
    return true_false_draft(
        statement,
        said == entry["label"],
        why,
        features=short_text_features("identify", 2),
        key=f"tf:{entry['id']}:{said}",
    )


def _matching(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    pool = [e for e in entries(bank, ctx.params) if e["set"] == entry["set"] and e["label"] != entry["label"]]
    chosen = [entry]
    for other in ctx.rng.sample(pool, len(pool)):
        if len(chosen) < pairs_size(ctx) and all(other["label"] != c["label"] for c in chosen):
            chosen.append(other)
    if len(chosen) < 3:
        raise NoSuchForm(f"set {entry['set']} has too few labels to match")
    pairs = [(_shown(e), e["label"]) for e in chosen]
    return matching_draft(
        ctx,
        pairs,
        prompt=info["match"],
        instructions="Match each one to its label.",
        why=" ".join(_why(info["labels"], e) for e in chosen),
        key="mt:" + ",".join(sorted(e["id"] for e in chosen)),
    )


def _shown(entry: dict) -> str:
    if _whole(entry):
        return plain(entry["sentence"])
    return f'"{target(entry["sentence"])}" in "{plain(entry["sentence"])}"'


_BUILDERS: dict[str, Callable[[GenerationContext, str, dict], Draft]] = {TF: _true_false, MT: _matching}
