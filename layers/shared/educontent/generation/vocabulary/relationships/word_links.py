"""How two words are linked (L.6.5b, L.8.5b): naming the relationship a pair of words shows (part and
whole, cause and effect, item and category, synonyms, antonyms ...), finding the pair that shows one,
judging a statement about a pair, and matching pairs to their relationships.

It reads the ``relations`` bank: each relation has a ``label`` (the first word's role first) and, when
the order of the words matters, the label read backward (``reversed``), which is the wrong answer of a
learner who reads the pair the wrong way round.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    matching_draft,
    pairs_size,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "pairs to match: easy 3, medium and hard 4 (as many as the set has relationships); choices: 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, MT, TF}, params=SetsParams, levels=Levels("steps", _BANDS))
def word_links(ctx: GenerationContext) -> Draft:
    bank = load_bank("vocabulary", "relations")
    pairs = [p for p in bank["pairs"] if p["set"] in ctx.params.sets]
    if not pairs:
        raise ValueError(f"no pairs in {ctx.params.sets}")
    names = sorted({p["relation"] for p in pairs})
    rels = {r["name"]: r for r in bank["relations"] if r["name"] in names}
    if ctx.content_type == MT:
        return _matching(ctx, pairs, rels)
    pair = pick(ctx.rng, pairs)
    if ctx.content_type == TF:
        return _true_false(ctx, pair, rels)
    return pick(ctx.rng, _CHOICES)(ctx, pairs, rels, pair)


def linked(relation: dict, a: str, b: str) -> str:
    """The relation's sentence for the pair, capitalized, as a full sentence."""
    text = relation["sentence"].format(a=a, b=b, an_a=with_article(a), an_b=with_article(b))
    return f"{text[0].upper()}{text[1:]}."


def _shown(pair: dict) -> str:
    return f"{pair['a']} – {pair['b']}"


def _other_labels(relation: dict, rels: dict[str, dict], a: str, b: str) -> list[Wrong]:
    wrong = [
        Wrong(
            r["label"],
            "wrong-relationship",
            f'In a pair that shows {r["label"]}, {r["description"]}. That is not how "{a}" and "{b}" are linked.',
        )
        for r in rels.values()
        if r["name"] != relation["name"]
    ]
    if relation.get("reversed"):
        wrong.append(
            Wrong(
                relation["reversed"],
                "read-the-pair-backward",
                f'This reads the pair backward: "{a}" comes first, and {linked(relation, a, b)[0].lower()}'
                f"{linked(relation, a, b)[1:]}",
            )
        )
    return wrong


# ---- multiple choice --------------------------------------------------------------------------


def _name_it(ctx: GenerationContext, pairs: list[dict], rels: dict[str, dict], pair: dict) -> Draft:
    relation = rels[pair["relation"]]
    a, b = pair["a"], pair["b"]
    return choice_draft(
        ctx,
        f'Read the two words in order: "{a}", then "{b}". Which relationship do they show?',
        relation["label"],
        _other_labels(relation, rels, a, b),
        f"{linked(relation, a, b)} So the words show {relation['label']}.",
        key=f"name:{a}:{b}",
        task="reason",
        steps=2,
    )


def _find_pair(ctx: GenerationContext, pairs: list[dict], rels: dict[str, dict], pair: dict) -> Draft:
    relation = rels[pair["relation"]]
    others = [p for p in pairs if p["relation"] != pair["relation"]]
    wrong = [
        Wrong(_shown(p), "wrong-relationship", linked(rels[p["relation"]], p["a"], p["b"]))
        for p in ctx.rng.sample(others, min(len(others), 3))
    ]
    if relation.get("reversed"):
        back = pick(ctx.rng, [p for p in pairs if p["relation"] == pair["relation"] and p is not pair])
        wrong.insert(
            0,
            Wrong(
                f"{back['b']} – {back['a']}",
                "read-the-pair-backward",
                f"These words are in the wrong order: {linked(relation, back['a'], back['b'])[0].lower()}"
                f"{linked(relation, back['a'], back['b'])[1:]}",
            ),
        )
    return choice_draft(
        ctx,
        f"Which pair of words shows {relation['label']}{', in that order' if relation.get('reversed') else ''}?",
        _shown(pair),
        wrong[:3],
        f"{linked(relation, pair['a'], pair['b'])} So the pair shows {relation['label']}.",
        key=f"find:{pair['a']}:{pair['b']}",
        task="reason",
        steps=2,
    )


_CHOICES: list[Callable[[GenerationContext, list[dict], dict[str, dict], dict], Draft]] = [
    _name_it,
    _find_pair,
]


# ---- true-false and matching ------------------------------------------------------------------


def _true_false(ctx: GenerationContext, pair: dict, rels: dict[str, dict]) -> Draft:
    relation = rels[pair["relation"]]
    a, b = pair["a"], pair["b"]
    truth = ctx.rng.random() < 0.5
    label = relation["label"] if truth else pick(ctx.rng, _other_labels(relation, rels, a, b)).text
    statement = f'The words "{a}" and "{b}", in that order, show {label}.'
    return true_false_draft(
        statement,
        truth,
        f"{linked(relation, a, b)} So the words show {relation['label']}.",
        features=text_features("reason", words=word_count(statement), steps=2),
        key=f"tf:{a}:{b}:{label}",
    )


def _matching(ctx: GenerationContext, pairs: list[dict], rels: dict[str, dict]) -> Draft:
    names = ctx.rng.sample(sorted(rels), min(len(rels), pairs_size(ctx)))
    chosen = [pick(ctx.rng, [p for p in pairs if p["relation"] == n]) for n in names]
    return matching_draft(
        ctx,
        [(_shown(p), rels[p["relation"]]["label"]) for p in chosen],
        prompt="Match each pair of words to the relationship it shows. Read each pair in order.",
        instructions="Draw a line from each pair to its relationship.",
        why=" ".join(linked(rels[p["relation"]], p["a"], p["b"]) for p in chosen),
        key="match:" + "-".join(sorted(f"{p['a']}:{p['b']}" for p in chosen)),
        task="reason",
    )
