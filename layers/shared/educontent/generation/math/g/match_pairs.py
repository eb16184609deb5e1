"""Matching for kindergarten to grade 2: dot groups to numerals, tens and ones to numbers, shapes
to their sides, solid shapes to everyday objects, equal shares to their names, coins to their
values and clock times to their words. The word pairs are data (``g-match-pairs.json``, solid
objects in ``g-shapes.json``).

Standards: K.CC.A.3, K.CC.B.5, K.G.A.1, K.G.A.3, 1.G.A.1, 1.NBT.B.2, 1.MD.B.3, 2.G.A.3,
2.MD.C.8."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import article, count_of, with_article
from educontent.generation.kit.levels import band
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.picture_forms import matching_draft, standard
from educontent.generation.kit.types import MT
from educontent.generation.math.g._shapes import solid_objects
from educontent.generation.numbers.counting import place_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

# the pairs to match, the prompt, the explanation and the standard
Matched = tuple[list[tuple[str, str]], str, str, str | None]


def _tens_ones(n: int) -> str:
    return place_words(None, n // 10, n % 10)


def _dots(ctx: GenerationContext, p: MatchParams) -> Matched:
    low, high = band(1, p.max, ctx.level)
    values = ctx.rng.sample(range(low, max(high, low + 3) + 1), 4)
    pairs = [("●" * v, str(v)) for v in values]
    explanation = "Count each group, touching each dot once. " + " ".join(
        f"{count_of(v, 'dot')}: {v}." for v in values
    )
    prompt = "Count the dots. Match each group of dots to its number."
    return pairs, prompt, explanation, standard(ctx, "K.CC.A.3", "K.CC.B.5")


def _tens_and_ones(ctx: GenerationContext, p: MatchParams) -> Matched:
    rng = ctx.rng
    low, high = band(12, min(p.max, 98), ctx.level)
    a = rng.randint(low, high)
    while a % 10 == 0 or a % 10 == a // 10:
        a = rng.randint(low, high)
    values = [a]
    if (a % 10) * 10 + a // 10 <= p.max:
        values.append((a % 10) * 10 + a // 10)
    while len(values) < 4:
        v = rng.randint(max(10, low - 2), high)
        if v not in values:
            values.append(v)
    rng.shuffle(values)
    pairs = [(_tens_ones(v), str(v)) for v in values]
    explanation = "The tens digit tells how many tens and the ones digit tells how many ones. " + " ".join(
        f"{_tens_ones(v)} is {v}." for v in values
    )
    prompt = "Match each set of tens and ones to its number."
    return pairs, prompt, explanation, standard(ctx, "1.NBT.B.2")


def _shape_sides(ctx: GenerationContext, p: MatchParams) -> Matched:
    pairs = ctx.rng.sample(load_bank("math", "g-match-pairs")["shapeSides"], 4)
    explanation = "Count the straight sides of each shape. " + " ".join(
        f"{article(s).capitalize()} {s} has {d}." for s, d in pairs
    )
    prompt = "Match each shape to what it has."
    return pairs, prompt, explanation, standard(ctx, "K.G.B.4", "2.G.A.1", "1.G.A.1")


def _solid_objects(ctx: GenerationContext, p: MatchParams) -> Matched:
    rng = ctx.rng
    objects = solid_objects()
    solids = rng.sample(tuple(objects), 4)
    pairs = [(pick(rng, objects[s]), s) for s in solids]
    explanation = " ".join(f"{o.capitalize()} is shaped like {with_article(s)}." for o, s in pairs)
    prompt = "Match each object to the solid shape it looks like."
    return pairs, prompt, explanation, standard(ctx, "K.G.A.1", "K.G.A.3")


def _share_names(ctx: GenerationContext, p: MatchParams) -> Matched:
    pairs = ctx.rng.sample(load_bank("math", "g-match-pairs")["shareNames"], 4)
    explanation = (
        "The name says how many equal shares the whole is cut into (halves, thirds, fourths) and how "
        "many of them are taken. " + " ".join(f"{left.capitalize()} is {name}." for left, name in pairs)
    )
    if any(left.split()[0] == left.split()[2] for left, _ in pairs):
        explanation += " Two halves, three thirds and four fourths are each the whole."
    prompt = "Match each set of equal shares to its name."
    return pairs, prompt, explanation, standard(ctx, "2.G.A.3", "1.G.A.3")


def _coins(ctx: GenerationContext, p: MatchParams) -> Matched:
    pairs = ctx.rng.sample(load_bank("math", "g-match-pairs")["coins"], 4)
    explanation = "A penny is 1¢, a nickel is 5¢, a dime is 10¢, a quarter is 25¢ and a dollar bill is 100¢."
    prompt = "Match each coin or bill to its value."
    return pairs, prompt, explanation, standard(ctx, "2.MD.C.8")


def _times(ctx: GenerationContext, p: MatchParams) -> Matched:
    rng = ctx.rng
    hours = rng.sample(range(1, 13), 4)
    pairs = []
    for h in hours:
        half = ctx.level.rank > 0 and rng.random() < 0.5  # easy: o'clock only
        pairs.append((f"half past {h}" if half else f"{h} o'clock", f"{h}:30" if half else f"{h}:00"))
    explanation = (
        "o'clock means 0 minutes (:00); half past means 30 minutes after the hour (:30). "
        + " ".join(f"{w} is {t}." for w, t in pairs)
    )
    prompt = "Match each time in words to the time on a digital clock."
    return pairs, prompt, explanation, standard(ctx, "1.MD.B.3")


_SETS: dict[str, Callable[[GenerationContext, MatchParams], Matched]] = {
    "dots": _dots,
    "tens-ones": _tens_and_ones,
    "shape-sides": _shape_sides,
    "solid-objects": _solid_objects,
    "share-names": _share_names,
    "coins": _coins,
    "times": _times,
}
MatchParams = params_model("MatchParams", set=chosen(_SETS), max=(int, Field(default=10, ge=4, le=99)))


_BANDS = "dot groups and tens and ones: numbers from the level's band of the skill's range (easy the lower 60 %, medium the middle 60 %, hard the upper half); times: easy o'clock only, then half past too; shapes, solids, coins and share names are the same at every level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={MT}, params=MatchParams, levels=Levels("form", _BANDS))
def match_pairs(ctx: GenerationContext) -> Draft:
    p: MatchParams = ctx.params
    pairs, prompt, explanation, std = _SETS[p.set](ctx, p)
    return matching_draft(
        ctx,
        prompt,
        pairs,
        explanation=explanation,
        features=Features(task="identify", steps=1, magnitude=1, representation="text"),
        key=f"match:{p.set}:{'|'.join(a for a, _ in pairs)}",
        std=std,
    )
