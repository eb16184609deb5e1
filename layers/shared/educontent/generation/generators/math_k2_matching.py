"""Matching for kindergarten to grade 2 (``math.k2.matching``): dot groups to numerals, tens and ones
to numbers, shapes to their sides, solid shapes to everyday objects, equal shares to their names,
coins to their values and clock times to their words."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.difficulty import Features
from educontent.generation.generators._k2_common import level_top, matching_draft, pick, standard
from educontent.generation.generators.math_k2_geometry import SOLID_OBJECTS
from educontent.generation.registry import Draft, GenerationContext, generator

SHAPE_SIDES = (
    ("triangle", "3 straight sides"),
    ("square", "4 equal sides"),
    ("pentagon", "5 straight sides"),
    ("hexagon", "6 straight sides"),
    ("circle", "no straight sides"),
)
SHARE_NAMES = (("2 equal shares", "halves"), ("3 equal shares", "thirds"), ("4 equal shares", "fourths"))
COINS = (("penny", "1¢"), ("nickel", "5¢"), ("dime", "10¢"), ("quarter", "25¢"), ("dollar bill", "100¢"))

MatchSet = Literal["dots", "tens-ones", "shape-sides", "solid-objects", "share-names", "coins", "times"]


class MatchParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    set: MatchSet
    max: int = Field(default=10, ge=4, le=99)


def _tens_ones(n: int) -> str:
    t, o = divmod(n, 10)
    return f"{t} ten{'s' if t != 1 else ''} and {o} one{'s' if o != 1 else ''}"


@generator("math.k2.matching", content_types={ContentType.MATCHING}, params=MatchParams)
def matching(ctx: GenerationContext) -> Draft:
    p: MatchParams = ctx.params
    rng = ctx.rng
    kind = p.set
    if kind == "dots":
        values = rng.sample(range(1, level_top(ctx, 5, p.max) + 1), 4)
        pairs = [("●" * v, str(v)) for v in values]
        prompt = "Count the dots. Match each group of dots to its number."
        explanation = "Count each group, touching each dot once. " + " ".join(
            f"{v} dots: {v}." for v in values
        )
        std = standard(ctx, "K.CC.A.3", "K.CC.B.5")
    elif kind == "tens-ones":
        a = rng.randint(12, min(p.max, 98))
        while a % 10 == 0 or a % 10 == a // 10:
            a = rng.randint(12, min(p.max, 98))
        values = [a]
        if (a % 10) * 10 + a // 10 <= p.max:
            values.append((a % 10) * 10 + a // 10)
        while len(values) < 4:
            v = rng.randint(10, p.max)
            if v not in values:
                values.append(v)
        rng.shuffle(values)
        pairs = [(_tens_ones(v), str(v)) for v in values]
        prompt = "Match each set of tens and ones to its number."
        explanation = (
            "The tens digit tells how many tens and the ones digit tells how many ones. "
            + " ".join(f"{_tens_ones(v)} is {v}." for v in values)
        )
        std = standard(ctx, "1.NBT.B.2")
    elif kind == "shape-sides":
        pairs = rng.sample(SHAPE_SIDES, 4)
        prompt = "Match each shape to what it has."
        explanation = "Count the straight sides of each shape. " + " ".join(
            f"A {s} has {d}." for s, d in pairs
        )
        std = standard(ctx, "K.G.B.4", "2.G.A.1", "1.G.A.1")
    elif kind == "solid-objects":
        solids = rng.sample(tuple(SOLID_OBJECTS), 4)
        pairs = [(pick(rng, SOLID_OBJECTS[s]), s) for s in solids]
        prompt = "Match each object to the solid shape it looks like."
        explanation = " ".join(f"{o.capitalize()} is shaped like a {s}." for o, s in pairs)
        std = standard(ctx, "K.G.A.1", "K.G.A.3")
    elif kind == "share-names":
        pairs = list(SHARE_NAMES)
        rng.shuffle(pairs)
        prompt = "Match the number of equal shares to their name."
        explanation = (
            "Two equal shares are halves, three are thirds and four are fourths (also called quarters)."
        )
        std = standard(ctx, "2.G.A.3", "1.G.A.3")
    elif kind == "coins":
        pairs = rng.sample(COINS, 4)
        prompt = "Match each coin or bill to its value."
        explanation = (
            "A penny is 1¢, a nickel is 5¢, a dime is 10¢, a quarter is 25¢ and a dollar bill is 100¢."
        )
        std = standard(ctx, "2.MD.C.8")
    else:
        hours = rng.sample(range(1, 13), 4)
        pairs = []
        for h in hours:
            half = rng.random() < 0.5
            pairs.append((f"half past {h}" if half else f"{h} o'clock", f"{h}:30" if half else f"{h}:00"))
        prompt = "Match each time in words to the time on a digital clock."
        explanation = (
            "o'clock means 0 minutes (:00); half past means 30 minutes after the hour (:30). "
            + " ".join(f"{w} is {t}." for w, t in pairs)
        )
        std = standard(ctx, "1.MD.B.3")
    return matching_draft(
        ctx,
        prompt,
        pairs,
        explanation=explanation,
        features=Features(task="identify", steps=1, magnitude=1, representation="text"),
        key=f"match:{kind}:{'|'.join(a for a, _ in pairs)}",
        std=std,
    )
