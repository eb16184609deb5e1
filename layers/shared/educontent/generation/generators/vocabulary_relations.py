"""Word relationships: ``vocabulary.relations`` (opposites, synonyms and antonyms, analogies). The
``relations`` bank holds word pairs with the relation that links them and a sentence template that
says how; analogies pair two pairs with the same relation."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    ExactAnswer,
    FillBlankContent,
    MatchingContent,
    SetAnswer,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    choices_count,
    matching_sets,
    text_features,
    with_article,
)
from educontent.generation.kit.choose import pick
from educontent.generation.registry import Draft, GenerationContext, generator

MC, FILL, MATCH, ORDER = (
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.MATCHING,
    ContentType.ORDERING,
)


def _mc(
    ctx: GenerationContext,
    question: str,
    correct: str,
    wrong: list[Wrong],
    why: str,
    key: str,
    *,
    task: str = "compare",
    standard: str | None = None,
) -> Draft:
    return choice_draft(ctx, question, correct, wrong, why, key=key, task=task, standard=standard, steps=2)  # type: ignore[arg-type]


# ---- opposites, synonyms, antonyms, analogies -------------------------------------------------


class RelationParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1)
    mode: Literal["opposites", "synonyms-antonyms", "analogies"]


def _relation_sentence(relation: dict, a: str, b: str) -> str:
    return relation["sentence"].format(a=a, b=b, an_a=with_article(a), an_b=with_article(b))


@generator("vocabulary.relations", content_types={MATCH, MC, FILL}, params=RelationParams)
def relations(ctx: GenerationContext) -> Draft:
    params: RelationParams = ctx.params
    bank = load_bank("vocabulary", "relations")
    rels = {r["name"]: r for r in bank["relations"]}
    pairs = [p for p in bank["pairs"] if p["set"] in params.sets]
    if not pairs:
        raise ValueError(f"no pairs in {params.sets}")
    if params.mode == "analogies":
        return _analogy(ctx, pairs, rels)
    rng = ctx.rng
    relation = "opposite" if params.mode == "opposites" else pick(rng, ["synonym", "antonym"])
    usable = [p for p in pairs if p["relation"] == relation]
    if ctx.content_type == MATCH:
        size = 3 + min(ctx.level.rank, 1)
        chosen = rng.sample(usable, size)
        pairs_shown = [(p["a"], p["b"]) for p in chosen]
        left, right, value = matching_sets(rng, pairs_shown)
        noun = {
            "opposite": "opposite",
            "synonym": "synonym (a word that means almost the same)",
            "antonym": "antonym (opposite)",
        }[relation]
        return Draft(
            content=MatchingContent(
                instructions="Draw a line to match.",
                prompt=f"Match each word to its {noun}.",
                left=left,
                right=right,
            ),
            answer=SetAnswer(
                value=value,
                display="; ".join(f"{a} → {b}" for a, b in pairs_shown),
                explanation=" ".join(
                    _relation_sentence(rels[relation], a, b).capitalize() + "." for a, b in pairs_shown
                ),
            ),
            features=text_features("identify", words=size * 2, steps=size),
            key=f"{relation}:" + "-".join(sorted(a for a, _ in pairs_shown)),
        )
    pair = pick(rng, usable)
    a, b = pair["a"], pair["b"]
    others = [p for p in pairs if p["a"] != a]
    wrong = [
        Wrong(n, "chose-a-similar-word", f'"{n}" means almost the same as "{a}", not the opposite.')
        for n in pair.get("near", [])
    ]
    if relation != "opposite":
        other_rel = "antonym" if relation == "synonym" else "synonym"
        wrong += [
            Wrong(
                p["b"],
                f"chose-the-{other_rel}",
                f'"{p["b"]}" is {with_article(other_rel)} of "{a}", not {with_article(relation)}.',
            )
            for p in pairs
            if p["a"] == a and p["relation"] == other_rel
        ]
    rng.shuffle(wrong)
    for p in rng.sample(others, 4):
        wrong.append(Wrong(p["b"], "unrelated-word", f'"{p["b"]}" goes with "{p["a"]}", not with "{a}".'))
    wrong = [w for w in wrong if w.text != b][: choices_count(ctx.grade, ctx.level.rank) - 1]
    why = _relation_sentence(rels[relation], a, b).capitalize() + "."
    if ctx.content_type == FILL:
        options = [b, *(w.text for w in wrong[:3])]
        rng.shuffle(options)
        label = "the opposite" if relation == "opposite" else with_article(relation)
        return Draft(
            content=FillBlankContent(
                instructions="Use the word bank to complete the sentence.",
                text=f'{label.capitalize()} of "{a}" is ___.',
                blanks=1,
                word_bank=options,
                word_bank_header="Word bank",
            ),
            answer=ExactAnswer(value=b, display=b, explanation=why),
            features=text_features("identify", words=10),
            key=f"{relation}:{a}",
        )
    question = {
        "opposite": f'What is the opposite of "{a}"?',
        "synonym": f'Which word is a synonym of "{a}" (means almost the same)?',
        "antonym": f'Which word is an antonym of "{a}" (means the opposite)?',
    }[relation]
    return _mc(ctx, question, b, wrong, why, f"{relation}:{a}", task="identify")


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
    if ctx.content_type == FILL:
        options = [d, *(w.text for w in wrong[:3])]
        rng.shuffle(options)
        return Draft(
            content=FillBlankContent(
                instructions='Complete the analogy. Read a : b :: c : d as "a is to b as c is to d".',
                text=f"{a} : {b} :: {c} : ___",
                blanks=1,
                word_bank=options,
                word_bank_header="Word bank",
            ),
            answer=ExactAnswer(value=d, display=d, explanation=why),
            features=text_features("reason", words=8, steps=2),
            key=key,
        )
    return _mc(
        ctx, f"Complete the analogy: {a} is to {b} as {c} is to ___.", d, wrong, why, key, task="reason"
    )
