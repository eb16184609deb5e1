"""Words by category: ``vocabulary.categories`` (kindergarten sorting, grade 1 defining by group
and trait). The ``categories`` bank holds groups with members and the trait that sets each member
apart, and which groups overlap (a hen is a bird and a farm animal) so they are never asked together."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.catalog.records import ContentType
from educontent.generation.banks import load_bank
from educontent.generation.items import (
    MatchingContent,
    SetAnswer,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_draft,
    matching_sets,
    text_features,
    with_article,
    word_count,
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


# ---- categories -------------------------------------------------------------------------------


class CategoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["sort", "define"]


def _apart(categories: list[dict], count: int, rng) -> list[dict]:  # noqa: ANN001 - random.Random
    """``count`` categories with no overlaps between them (a hen is a bird and a farm animal)."""
    for _ in range(50):
        chosen = rng.sample(categories, count)
        names = {c["name"] for c in chosen}
        if not any(o in names for c in chosen for o in c["overlaps"]):
            return chosen
    raise ValueError("no set of separate categories")


@generator("vocabulary.categories", content_types={MATCH, MC}, params=CategoryParams)
def categories(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    cats = load_bank("vocabulary", "categories")["categories"]
    define = ctx.params.mode == "define"
    if ctx.content_type == MATCH:
        size = 3 + min(ctx.level.rank, 1)
        if define:
            cat = pick(rng, cats) if rng.random() < 0.5 else None
            if cat is not None:
                chosen = [(m["word"], cat) for m in rng.sample(cat["members"], size)]
            else:
                chosen = [(pick(rng, c["members"])["word"], c) for c in _apart(cats, size, rng)]
            traits = {m["word"]: m["trait"] for c in cats for m in c["members"]}
            pairs = [(w, f"{c['singular']} {traits[w]}") for w, c in chosen]
            prompt = "Match each word to what it is."
            why = "Name the group, then the trait that makes each one special. " + " ".join(
                f"{with_article(w).capitalize()} is {d}." for w, d in pairs
            )
            standard = "L.1.5b"
        else:
            chosen_cats = _apart(cats, size, rng)
            pairs = [(pick(rng, c["members"])["word"], c["name"]) for c in chosen_cats]
            prompt = "Match each word to the group it belongs in."
            why = "Think about what each thing is. " + " ".join(
                f"{with_article(w).capitalize()} is {with_article(g)}." for w, g in pairs
            )
            standard = "L.K.5a"
        left, right, value = matching_sets(rng, pairs)
        return Draft(
            content=MatchingContent(
                instructions="Draw a line to match.", prompt=prompt, left=left, right=right
            ),
            answer=SetAnswer(value=value, display="; ".join(f"{a} → {b}" for a, b in pairs), explanation=why),
            features=text_features(
                "identify", words=sum(word_count(f"{a} {b}") for a, b in pairs), steps=size
            ),
            key="cat:" + "-".join(sorted(a for a, _ in pairs)),
            standard=standard if standard in ctx.skill.standards else None,
        )
    form = rng.randrange(2)
    if define and form == 0:
        cat = pick(rng, cats)
        member = pick(rng, cat["members"])
        wrong = [
            Wrong(
                m["word"],
                "right-group-wrong-trait",
                f"{with_article(m['word']).capitalize()} is {cat['singular']} too, but it is one {m['trait']}.",
            )
            for m in cat["members"]
            if m["word"] != member["word"]
        ][:2]
        other = pick(rng, [c for c in cats if c["name"] != cat["name"] and c["name"] not in cat["overlaps"]])
        wrong.append(
            Wrong(
                pick(rng, other["members"])["word"],
                "wrong-group",
                f"That is {other['singular']}, not {cat['singular']}.",
            )
        )
        return _mc(
            ctx,
            f"Which word names {cat['singular']} {member['trait']}?",
            member["word"],
            wrong,
            f"{with_article(member['word']).capitalize()} is {cat['singular']} {member['trait']}. "
            "Check both parts: the group and the special trait.",
            f"define:{member['word']}",
            task="identify",
            standard="L.1.5b",
        )
    if define:
        cat = pick(rng, cats)
        member = pick(rng, cat["members"])
        wrong = [
            Wrong(
                c["name"],
                "wrong-group",
                f"{with_article(member['word']).capitalize()} is not {c['singular']}.",
            )
            for c in cats
            if c["name"] != cat["name"] and c["name"] not in cat["overlaps"]
        ]
        rng.shuffle(wrong)
        return _mc(
            ctx,
            f'Which group does the word "{member["word"]}" belong to?',
            cat["name"],
            wrong,
            f"{with_article(member['word']).capitalize()} is {cat['singular']} {member['trait']}.",
            f"group:{member['word']}",
            task="identify",
            standard="L.1.5a",
        )
    if form == 0:
        cat, *others = _apart(cats, 4, rng)
        member = pick(rng, cat["members"])
        wrong = [
            Wrong(
                m["word"],
                "wrong-group",
                f"{with_article(m['word']).capitalize()} is {o['singular']}, not {cat['singular']}.",
            )
            for o in others
            for m in [pick(rng, o["members"])]
        ]
        return _mc(
            ctx,
            f"Which one is {cat['singular']}?",
            member["word"],
            wrong,
            f"{with_article(member['word']).capitalize()} is {cat['singular']}. The others belong to different groups.",
            f"which:{member['word']}",
            task="identify",
        )
    cat, other = _apart(cats, 2, rng)
    group = rng.sample(cat["members"], 3)
    odd = pick(rng, other["members"])
    words = [m["word"] for m in group] + [odd["word"]]
    rng.shuffle(words)
    wrong = [
        Wrong(
            m["word"],
            "belongs-to-the-group",
            f"{with_article(m['word']).capitalize()} is {cat['singular']}, like two of the others.",
        )
        for m in group
    ]
    return _mc(
        ctx,
        f"Which word does not belong with the others? {', '.join(words)}",
        odd["word"],
        wrong,
        f"{', '.join(m['word'] for m in group)} are each {cat['singular']}. "
        f"{with_article(odd['word']).capitalize()} is {other['singular']}, so it does not belong.",
        f"odd:{odd['word']}:" + "-".join(sorted(m["word"] for m in group)),
        task="compare",
    )
