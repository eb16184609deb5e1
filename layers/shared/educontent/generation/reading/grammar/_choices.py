"""Items from a bank of sentence choices (``grammar-sentences`` and ``language-choices``): for each
entry a better sentence and worse ones, each worse one naming its misconception and a teacher's
reason, sometimes after a given text (sentences to combine, a situation, a purpose).

Items ask which sentence is best (multiple-choice), judge one sentence (true-false), or, for sets
that build sentences, put the words of the sentence in order (ordering).
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.kit.text_forms import (
    choice_draft,
    ordering_draft,
    short_text_features,
    true_false_draft,
    wrong_from_bank,
)
from educontent.generation.kit.types import OR, TF
from educontent.generation.reading.grammar._bank import drawn, set_info
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm


def choice_item(ctx: GenerationContext, bank: str) -> Draft:
    """An item of the requested type about one entry of ``bank`` in the skill's sets."""
    entry = drawn(ctx, bank, lambda e: e["right"])
    return _BUILDERS.get(ctx.content_type, _choice)(ctx, bank, entry)


def _stop(text: str) -> str:
    """A period after a quoted answer that does not end in its own mark."""
    return "" if text[-1:] in ".!?" else "."


def _asked(template: str, entry: dict, **more: str) -> str:
    return template.format(given=entry.get("given", ""), **more)


def _choice(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    return choice_draft(
        ctx,
        _asked(info["ask"], entry),
        entry["right"],
        wrong_from_bank(entry["wrong"]),
        f'{entry["rule"]} The best answer is "{entry["right"]}"{_stop(entry["right"])}',
        key=f"mc:{entry['id']}",
        task="compare",
        steps=2,
        instructions=info.get("instructions", "Choose the best answer."),
    )


def _true_false(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    wrong = entry["wrong"][ctx.rng.randrange(len(entry["wrong"]))] if ctx.rng.random() < 0.5 else None
    shown = wrong["text"] if wrong else entry["right"]
    why = entry["rule"] if wrong is None else f"{wrong['reason']} {entry['rule']}"
    return true_false_draft(
        _asked(info["claim"], entry, sentence=shown),
        wrong is None,
        f'{why} A better choice is "{entry["right"]}"{_stop(entry["right"])}'
        if wrong
        else f"{why} So the statement is true.",
        features=short_text_features("compare", 2),
        key=f"tf:{entry['id']}:{wrong['text'] if wrong else ''}",
    )


def _ordering(ctx: GenerationContext, bank: str, entry: dict) -> Draft:
    info = set_info(bank, entry["set"])
    words = entry["right"].split()
    if not info.get("order") or len({w.lower() for w in words}) != len(words):
        raise NoSuchForm(f"{entry['id']} is not built word by word")
    return ordering_draft(
        ctx.rng,
        words,
        instructions="Put the words in order to make a sentence.",
        prompt="Move the words so that they make a complete sentence. The first word starts with a capital letter.",
        order_by="sentence order",
        why=f'{entry["rule"]} The sentence is "{entry["right"]}"',
        features=short_text_features("represent", min(5, len(words))),
        key=f"or:{entry['id']}",
        display=entry["right"],
    )


_BUILDERS: dict[str, Callable[[GenerationContext, str, dict], Draft]] = {TF: _true_false, OR: _ordering}
