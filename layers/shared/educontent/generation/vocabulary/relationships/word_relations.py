"""Word relationships: opposites (kindergarten, L.K.5b), synonyms and antonyms (grade 4, L.4.5c) and
analogies (grade 7, L.7.5b).

The ``relations`` bank holds word pairs with the relation that links them and a sentence template that
says how (and, for opposites, synonyms and antonyms, how a matching item and a question name them);
analogies pair two pairs with the same relation. Its ``close`` groups, with its synonym pairs, say
which words may be taken for one another (brave, courageous, bold): a question never offers, beside its
key, a word that would also answer it.
"""

from __future__ import annotations

from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.items import MatchingContent, SetAnswer
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import (
    SetsParams,
    Wrong,
    choice_draft,
    choices_count,
    fill_draft,
    matching_sets,
    text_features,
)
from educontent.generation.kit.types import FB, MC, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class RelationParams(SetsParams):
    mode: Literal["opposites", "synonyms-antonyms", "analogies"]


_BANDS = "pairs to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MT, MC, FB}, params=RelationParams, levels=Levels("steps", _BANDS))
def word_relations(ctx: GenerationContext) -> Draft:
    params: RelationParams = ctx.params
    bank = load_bank("vocabulary", "relations")
    rels = {r["name"]: r for r in bank["relations"]}
    pairs = [p for p in bank["pairs"] if p["set"] in params.sets]
    if not pairs:
        raise ValueError(f"no pairs in {params.sets}")
    if params.mode == "analogies":
        return _analogy(ctx, pairs, rels)
    relation = "opposite" if params.mode == "opposites" else pick(ctx.rng, ["synonym", "antonym"])
    usable = [p for p in pairs if p["relation"] == relation]
    if ctx.content_type == MT:
        return _matching(ctx, rels[relation], usable)
    return _pair_question(ctx, pairs, rels[relation], pick(ctx.rng, usable))


_CLOSE: dict[int, tuple[dict, dict[str, set[str]]]] = {}
"""``_close`` once per bank and container, keyed by the bank's identity (banks are read-only and live
as long as the container; the bank is kept beside its answer, so its id is never reused)."""


def _close(bank: dict) -> dict[str, set[str]]:
    """Each word -> the words close to it in meaning (itself included): the ``close`` groups and the
    synonym pairs, joined where they share a word."""
    found = _CLOSE.get(id(bank))
    if found is None or found[0] is not bank:
        found = _CLOSE[id(bank)] = (bank, _join_close(bank))
    return found[1]


def _join_close(bank: dict) -> dict[str, set[str]]:
    groups = [set(g) for g in bank.get("close", [])]
    groups += [{p["a"], p["b"]} for p in bank["pairs"] if p["relation"] == "synonym"]
    merged: list[set[str]] = []
    for g in groups:
        for m in [m for m in merged if m & g]:
            merged.remove(m)
            g = g | m
        merged.append(g)
    return {w: g for g in merged for w in g}


def _answers(bank: dict, name: str, a: str) -> set[str]:
    """The words that answer "which word is the ``name`` of ``a``?": the words close to ``a``, for a
    synonym; for an opposite or antonym, the words close to an opposite of a word close to ``a``."""
    close = _close(bank)
    near_a = close.get(a, {a})
    if name == "synonym":
        return near_a
    return {
        w
        for p in bank["pairs"]
        if p["relation"] in ("opposite", "antonym")
        for x, y in ((p["a"], p["b"]), (p["b"], p["a"]))
        if x in near_a
        for w in close.get(y, {y})
    }


def _relation_sentence(relation: dict, a: str, b: str) -> str:
    return relation["sentence"].format(a=a, b=b, an_a=with_article(a), an_b=with_article(b))


def _matching(ctx: GenerationContext, relation: dict, usable: list[dict]) -> Draft:
    size = 3 + min(ctx.level.rank, 1)
    chosen = ctx.rng.sample(usable, size)
    pairs_shown = [(p["a"], p["b"]) for p in chosen]
    left, right, value = matching_sets(ctx.rng, pairs_shown)
    return Draft(
        content=MatchingContent(
            instructions="Draw a line to match.",
            prompt=f"Match each word to its {relation['matchNoun']}.",
            left=left,
            right=right,
        ),
        answer=SetAnswer(
            value=value,
            display="; ".join(f"{a} → {b}" for a, b in pairs_shown),
            explanation=" ".join(
                _relation_sentence(relation, a, b).capitalize() + "." for a, b in pairs_shown
            ),
        ),
        features=text_features("identify", words=size * 2, steps=size),
        key=f"{relation['name']}:" + "-".join(sorted(a for a, _ in pairs_shown)),
    )


def _pair_question(ctx: GenerationContext, pairs: list[dict], relation: dict, pair: dict) -> Draft:
    rng, name = ctx.rng, relation["name"]
    a, b = pair["a"], pair["b"]
    wrong = [
        Wrong(n, "chose-a-similar-word", f'"{n}" means almost the same as "{a}", not the opposite.')
        for n in pair.get("near", [])
    ]
    if name != "opposite":
        other_rel = "antonym" if name == "synonym" else "synonym"
        wrong += [
            Wrong(
                p["b"],
                f"chose-the-{other_rel}",
                f'"{p["b"]}" is {with_article(other_rel)} of "{a}", not {with_article(name)}.',
            )
            for p in pairs
            if p["a"] == a and p["relation"] == other_rel
        ]
    rng.shuffle(wrong)
    answers = _answers(load_bank("vocabulary", "relations"), name, a)
    unrelated = [p for p in pairs if p["a"] != a and p["b"] not in answers]
    for p in rng.sample(unrelated, 4):
        wrong.append(Wrong(p["b"], "unrelated-word", f'"{p["b"]}" goes with "{p["a"]}", not with "{a}".'))
    wrong = [w for w in wrong if w.text != b][: choices_count(ctx.grade, ctx.level.rank) - 1]
    why = _relation_sentence(relation, a, b).capitalize() + "."
    if ctx.content_type == FB:
        label = "the opposite" if name == "opposite" else with_article(name)
        return _word_bank_draft(
            ctx,
            b,
            wrong,
            why,
            f'{label.capitalize()} of "{a}" is ___.',
            "Use the word bank to complete the sentence.",
            text_features("identify", words=10),
            f"{name}:{a}",
        )
    return choice_draft(ctx, relation["question"].format(a=a), b, wrong, why, key=f"{name}:{a}", steps=2)


def _analogy(ctx: GenerationContext, pairs: list[dict], rels: dict[str, dict]) -> Draft:
    rng = ctx.rng
    relation = pick(rng, sorted({p["relation"] for p in pairs}))
    same = [p for p in pairs if p["relation"] == relation]
    first, second = rng.sample(same, 2)
    a, b, c, d = first["a"], first["b"], second["a"], second["b"]
    taken = {(p["a"], p["b"]) for p in pairs}
    wrong = [
        Wrong(p["b"], "matched-the-wrong-pair", f'"{p["b"]}" goes with "{p["a"]}", not with "{c}".')
        for p in same
        if p["b"] not in (b, d) and (c, p["b"]) not in taken
    ]
    rng.shuffle(wrong)
    wrong = wrong[:1]
    for p in rng.sample([p for p in pairs if p["relation"] != relation], 6):
        if p["b"] not in (b, d) and (c, p["b"]) not in taken:
            wrong.append(
                Wrong(
                    p["b"],
                    "wrong-relationship",
                    f'"{c}" and "{p["b"]}" are not linked the way "{a}" and "{b}" are ({rels[relation]["description"]}).',
                )
            )
    wrong = wrong[: choices_count(ctx.grade, ctx.level.rank) - 1]
    why = (
        f"First say how the first pair is linked: {_relation_sentence(rels[relation], a, b)}. "
        f"The second pair must be linked the same way: {_relation_sentence(rels[relation], c, d)}."
    )
    key = f"analogy:{a}:{c}"
    if ctx.content_type == FB:
        return _word_bank_draft(
            ctx,
            d,
            wrong,
            why,
            f"{a} : {b} :: {c} : ___",
            'Complete the analogy. Read a : b :: c : d as "a is to b as c is to d".',
            text_features("reason", words=8, steps=2),
            key,
        )
    question = f"Complete the analogy: {a} is to {b} as {c} is to ___."
    return choice_draft(ctx, question, d, wrong, why, key=key, task="reason", steps=2)


def _word_bank_draft(
    ctx: GenerationContext,
    answer: str,
    wrong: list[Wrong],
    why: str,
    text: str,
    instructions: str,
    features: Features,
    key: str,
) -> Draft:
    """The answer among up to three of the wrong words, shuffled, as a word bank."""
    options = [answer, *(w.text for w in wrong[:3])]
    ctx.rng.shuffle(options)
    return fill_draft(text, answer, why, bank=options, instructions=instructions, features=features, key=key)
