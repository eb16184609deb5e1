"""Grades 3-5 categories of shapes: which statements about groups of shapes ("All squares are
rectangles", "Every rhombus has 4 equal sides") are true (3.G.A.1, 5.G.B.3, 5.G.B.4)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.kit.types import MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class CategoryParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["hierarchy", "attributes"]
    shapes: list[str] = Field(
        default_factory=lambda: ["square", "rectangle", "rhombus", "parallelogram", "quadrilateral"]
    )


@dataclass(frozen=True)
class _Categories:
    supers: dict[str, set[str]]  # the groups each shape belongs to, itself included
    plural: dict[str, str]
    has: dict[str, set[str]]  # feature -> the shapes that always have it


@cache
def _categories() -> _Categories:
    bank = load_bank("math", "g-shape-categories")
    return _Categories(
        {k: set(v) for k, v in bank["groups"].items()},
        dict(bank["plurals"]),
        {k: set(v) for k, v in bank["features"].items()},
    )


def _hierarchy(rng: random.Random, shapes: list[str], rank: int) -> tuple[str, list[Misconception], str]:
    """A true "all A are B": on easy B is the broadest group A belongs to (all squares are
    quadrilaterals), on hard the narrowest (all squares are rhombuses)."""
    c = _categories()
    wrong: list[Misconception] = []
    for _ in range(50):
        sub = pick(rng, shapes)
        trues = sorted(c.supers[sub] - {sub})
        if trues:
            break
    trues.sort(key=lambda g: -sum(g in groups for groups in c.supers.values()))
    sup = (trues[0], pick(rng, trues), trues[-1])[rank]
    answer = f"All {c.plural[sub]} are {c.plural[sup]}."
    if sup in shapes and sub not in c.supers[sup]:
        wrong.append(
            mis(
                f"All {c.plural[sup]} are {c.plural[sub]}.",
                "reversed-the-categories",
                f"Every {sub} is {with_article(sup)}, but not every {sup} is {with_article(sub)}.",
            )
        )
    others = [
        (x, y)
        for x in sorted(shapes)
        for y in sorted(shapes)
        if x != y and y not in c.supers[x] and (x, y) != (sup, sub)
    ]
    rng.shuffle(others)
    for x, y in others[:3]:
        reason = (
            f"Every {y} is {with_article(x)}, but not every {x} is {with_article(y)}."
            if x in c.supers[y]
            else f"{article(x).capitalize()} {x} does not have to have the features of {with_article(y)}."
        )
        wrong.append(
            mis(
                f"All {c.plural[x]} are {c.plural[y]}.",
                "reversed-the-categories" if x in c.supers[y] else "mixed-up-categories",
                reason,
            )
        )
    explanation = f"Every {sub} has all the features of {with_article(sup)}, so all {c.plural[sub]} are {c.plural[sup]}. A smaller group sits inside a bigger group, not the other way round."
    return answer, wrong, explanation


def _attributes(rng: random.Random, shapes: list[str], rank: int) -> tuple[str, list[Misconception], str]:
    """A true "every A has P": on easy P belongs to A's own definition where it can, on hard P comes
    from a bigger group A belongs to where it can."""
    c = _categories()
    wrong: list[Misconception] = []
    for _ in range(50):
        sub = pick(rng, shapes)
        props = sorted(k for k, owners in c.has.items() if sub in owners)
        if props:
            break
    inherited = [k for k in props if any(x != sub and x in c.has[k] for x in c.supers[sub])]
    own = [k for k in props if k not in inherited]
    prop = pick(rng, ((own or props), props, (inherited or props))[rank])
    answer = f"Every {sub} has {prop}."
    for other in sorted(shapes):
        for k in sorted(c.has):
            if other not in c.has[k] and any(o in c.has[k] for o in shapes):
                some = any(other in c.supers[s] and s in c.has[k] for s in c.supers)
                reason = (
                    f"Only some {c.plural[other]} have {k}."
                    if some
                    else f"{c.plural[other].capitalize()} never have {k}."
                )
                wrong.append(
                    mis(f"Every {other} has {k}.", "gave-a-subgroup-feature-to-the-whole-group", reason)
                )
    rng.shuffle(wrong)
    parent = sorted(x for x in c.supers[sub] if x != sub and prop in [k for k, v in c.has.items() if x in v])
    explanation = (
        f"{article(sub).capitalize()} {sub} is a kind of {parent[0]}, and every {parent[0]} has {prop}, so every {sub} has {prop} too."
        if parent
        else f"Every {sub} has {prop}: it is part of what makes a shape {with_article(sub)}."
    )
    return answer, wrong, explanation


_BANDS = "easy: a shape in its broadest group (all squares are quadrilaterals) and a feature from its own definition; medium: any true statement; hard: a shape in its narrowest group (all squares are rhombuses) and a feature it gets from a bigger group"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MC, TF}, params=CategoryParams, levels=Levels("form", _BANDS))
def shape_categories(ctx: GenerationContext) -> Draft:
    p: CategoryParams = ctx.params
    shapes = [s for s in p.shapes if s in _categories().supers]
    build = _hierarchy if p.mode == "hierarchy" else _attributes
    answer, wrong, explanation = build(ctx.rng, shapes, ctx.level.rank)
    q = answer_question(
        "Which statement is true?",
        answer,
        explanation,
        wrong[:4],
        fill_text="___",
        answer_format="text",
        features=features("reason", 2, 1, "text"),
        key=f"cat:{answer}",
        instructions="Think about the groups that shapes belong to.",
    )
    return finish(ctx, q)
