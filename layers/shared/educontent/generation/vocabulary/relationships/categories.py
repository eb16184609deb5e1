"""Words by category: sorting words into groups (kindergarten, L.K.5a) and defining a word by its
group and the trait that sets it apart (grade 1, L.1.5a, L.1.5b).

The ``categories`` bank (and ``more-categories``, of the same form) holds groups with members and the trait that sets each member apart, and which
groups overlap (a hen is a bird and a farm animal) so they are never asked together.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Literal

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.text_forms import Wrong, choice_draft, matching_draft
from educontent.generation.kit.types import MC, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

CategoryParams = params_model(
    "CategoryParams",
    mode=chosen(("sort", "define")),
    bank=(Literal["categories", "more-categories"], "categories"),
)
"""``bank``: the categories bank a skill draws from (both have the same form)."""


_BANDS = "words to match or sort: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MT, MC}, params=CategoryParams, levels=Levels("steps", _BANDS))
def categories(ctx: GenerationContext) -> Draft:
    cats = load_bank("vocabulary", ctx.params.bank)["categories"]
    define = ctx.params.mode == "define"
    if ctx.content_type == MT:
        return _define_matching(ctx, cats) if define else _sort_matching(ctx, cats)
    form = ctx.rng.randrange(2)
    return _CHOICES[define, form](ctx, cats)


def _apart(categories: list[dict], count: int, rng: random.Random) -> list[dict]:
    """``count`` categories with no overlaps between them (a hen is a bird and a farm animal)."""
    for _ in range(50):
        chosen = rng.sample(categories, count)
        names = {c["name"] for c in chosen}
        if not any(o in names for c in chosen for o in c["overlaps"]):
            return chosen
    raise ValueError("no set of separate categories")


def _a(word: str) -> str:
    """``A hen``: the word with its article, capitalized, to start a sentence."""
    return with_article(word).capitalize()


# ---- matching ---------------------------------------------------------------------------------


def _define_matching(ctx: GenerationContext, cats: list[dict]) -> Draft:
    rng = ctx.rng
    size = 3 + min(ctx.level.rank, 1)
    cat = pick(rng, cats) if rng.random() < 0.5 else None
    if cat is not None:
        chosen = [(m["word"], cat) for m in rng.sample(cat["members"], size)]
    else:
        chosen = [(pick(rng, c["members"])["word"], c) for c in _apart(cats, size, rng)]
    traits = {m["word"]: m["trait"] for c in cats for m in c["members"]}
    pairs = [(w, f"{c['singular']} {traits[w]}") for w, c in chosen]
    why = "Name the group, then the trait that makes each one special."
    return _matching(ctx, "L.1.5b", pairs, "Match each word to what it is.", why)


def _sort_matching(ctx: GenerationContext, cats: list[dict]) -> Draft:
    size = 3 + min(ctx.level.rank, 1)
    chosen_cats = _apart(cats, size, ctx.rng)
    pairs = [(pick(ctx.rng, c["members"])["word"], c["name"]) for c in chosen_cats]
    groups = [(w, with_article(g)) for w, g in pairs]
    prompt = "Match each word to the group it belongs in."
    return _matching(ctx, "L.K.5a", pairs, prompt, "Think about what each thing is.", groups)


def _matching(
    ctx: GenerationContext,
    standard: str,
    pairs: list[tuple[str, str]],
    prompt: str,
    why: str,
    said: Sequence[tuple[str, str]] = (),
) -> Draft:
    """Words matched to what they are; after ``why`` the explanation says "A hen is ..." for each of
    ``said`` (by default the pairs themselves)."""
    return matching_draft(
        ctx,
        pairs,
        prompt=prompt,
        instructions="Draw a line to match.",
        why=f"{why} " + " ".join(f"{_a(w)} is {d}." for w, d in said or pairs),
        key="cat:" + "-".join(sorted(a for a, _ in pairs)),
        standard=standard,
    )


# ---- multiple choice --------------------------------------------------------------------------


def _by_trait(ctx: GenerationContext, cats: list[dict]) -> Draft:
    rng = ctx.rng
    cat = pick(rng, cats)
    member = pick(rng, cat["members"])
    wrong = [
        Wrong(
            m["word"],
            "right-group-wrong-trait",
            f"{_a(m['word'])} is {cat['singular']} too, but it is one {m['trait']}.",
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
    return choice_draft(
        ctx,
        f"Which word names {cat['singular']} {member['trait']}?",
        member["word"],
        wrong,
        f"{_a(member['word'])} is {cat['singular']} {member['trait']}. "
        "Check both parts: the group and the special trait.",
        key=f"define:{member['word']}",
        standard="L.1.5b",
        steps=2,
    )


def _group_of(ctx: GenerationContext, cats: list[dict]) -> Draft:
    rng = ctx.rng
    cat = pick(rng, cats)
    member = pick(rng, cat["members"])
    wrong = [
        Wrong(c["name"], "wrong-group", f"{_a(member['word'])} is not {c['singular']}.")
        for c in cats
        if c["name"] != cat["name"] and c["name"] not in cat["overlaps"]
    ]
    rng.shuffle(wrong)
    return choice_draft(
        ctx,
        f'Which group does the word "{member["word"]}" belong to?',
        cat["name"],
        wrong,
        f"{_a(member['word'])} is {cat['singular']} {member['trait']}.",
        key=f"group:{member['word']}",
        standard="L.1.5a",
        steps=2,
    )


def _which_one(ctx: GenerationContext, cats: list[dict]) -> Draft:
    rng = ctx.rng
    cat, *others = _apart(cats, 4, rng)
    member = pick(rng, cat["members"])
    wrong = [
        Wrong(m["word"], "wrong-group", f"{_a(m['word'])} is {o['singular']}, not {cat['singular']}.")
        for o in others
        for m in [pick(rng, o["members"])]
    ]
    return choice_draft(
        ctx,
        f"Which one is {cat['singular']}?",
        member["word"],
        wrong,
        f"{_a(member['word'])} is {cat['singular']}. The others belong to different groups.",
        key=f"which:{member['word']}",
        steps=2,
    )


def _odd_one_out(ctx: GenerationContext, cats: list[dict]) -> Draft:
    rng = ctx.rng
    cat, other = _apart(cats, 2, rng)
    group = rng.sample(cat["members"], 3)
    odd = pick(rng, other["members"])
    words = [m["word"] for m in group] + [odd["word"]]
    rng.shuffle(words)
    wrong = [
        Wrong(
            m["word"],
            "belongs-to-the-group",
            f"{_a(m['word'])} is {cat['singular']}, like two of the others.",
        )
        for m in group
    ]
    return choice_draft(
        ctx,
        f"Which word does not belong with the others? {', '.join(words)}",
        odd["word"],
        wrong,
        f"{', '.join(m['word'] for m in group)} are each {cat['singular']}. "
        f"{_a(odd['word'])} is {other['singular']}, so it does not belong.",
        key=f"odd:{odd['word']}:" + "-".join(sorted(m["word"] for m in group)),
        task="compare",
        steps=2,
    )


# (define mode, form drawn) -> question
_CHOICES: dict[tuple[bool, int], Callable[[GenerationContext, list[dict]], Draft]] = {
    (True, 0): _by_trait,
    (True, 1): _group_of,
    (False, 0): _which_one,
    (False, 1): _odd_one_out,
}
