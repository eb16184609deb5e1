"""Landforms, water and map patterns (2-ESS2-2, 2-ESS2-3, 4-ESS2-2), from ``model-landforms.json``:

- ``names``: what a landform or body of water is called, from what it looks like, and which are water;
- ``map``: a map model with lettered landforms and bodies of water (which letter shows a feature, what
  a letter shows, which letter fits a description);
- ``water``: where water is found on Earth, frozen or liquid, salty or fresh;
- ``patterns``: where earthquakes, volcanoes, trenches and mountain chains lie on world maps, and a map
  of four regions with earthquakes and volcanoes to read.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from educontent.generation.draw.science_land import map_model, region_map
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import count_of, with_article
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, FB, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth.k5_claims import (
    cap,
    claim_or_match,
    distinct_pairs,
    match_draft,
    pick,
    wrongs,
)
from educontent.generation.science.knowledge import in_grade, model, reviewed


class LandformsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: Literal["names", "map", "water", "patterns"]


_BANDS = (
    "easy: name one feature from a clue, a map with four features (three pairs to match); medium: sort "
    "features by kind, five features on the map (four pairs); hard: match a description to the map, six "
    "features, add up counts read from a map (five pairs)"
)


# ---- names ---------------------------------------------------------------------------------------


def _names_claim(ctx: GenerationContext) -> Claim:
    forms = in_grade(model("landforms")["landforms"], ctx.grade)
    if ctx.level.rank and ctx.rng.random() < 0.5:
        water = ctx.rng.random() < 0.5
        kind, other = ("water", "land") if water else ("land", "water")
        entry = pick(ctx, [f for f in forms if f["kind"] == kind])
        what = "a body of water" if water else "a landform"
        return Claim(
            question=f"Which of these is {what}?",
            answer=with_article(entry["name"]),
            wrong=wrongs(ctx, [f for f in forms if f["kind"] == other], lambda f: with_article(f["name"]),
                         "land-and-water-mixed-up", lambda f: f"{cap(with_article(f['name']))} is {f['clue']}."),
            why=f"{cap(with_article(entry['name']))} is {entry['clue']}.",
            key=f"kind|{entry['name']}",
            sentence=f"{{}} is {what}.",
        )  # fmt: skip
    entry = pick(ctx, forms)
    return Claim(
        question=f"What do we call {entry['clue']}?",
        answer=with_article(entry["name"]),
        wrong=wrongs(ctx, [f for f in forms if f is not entry], lambda f: with_article(f["name"]),
                     "landforms-mixed-up", lambda f: f"{cap(with_article(f['name']))} is {f['clue']}."),
        why=f"{cap(with_article(entry['name']))} is {entry['clue']}.",
        key=f"name|{entry['name']}",
        sentence=f"{cap(entry['clue'])} is called {{}}.",
    )  # fmt: skip


def _names_match(ctx: GenerationContext) -> Draft:
    forms = in_grade(model("landforms")["landforms"], ctx.grade)
    pairs = distinct_pairs(ctx, forms, lambda f: f["name"], lambda f: [f["clue"]])
    return match_draft(
        ctx,
        pairs,
        prompt="Match each word to what it means.",
        why="Each landform or body of water has its own shape.",
        key="names-match",
    )


# ---- map -----------------------------------------------------------------------------------------

_MAP_CLUE = {"mountains": "mountain", "hills": "hill", "valley": "valley", "lake": "lake", "plain": "plain",
             "river": "river", "ocean": "ocean", "island": "island"}  # fmt: skip
"""The landform in the model each map feature is one of (its clue describes it)."""


def _map_item(ctx: GenerationContext) -> Draft:
    shown = [f["name"] for f in in_grade(model("landforms")["map_features"], ctx.grade)]
    count = 4 + ctx.level.rank
    names = ctx.rng.sample(shown, count)
    if "island" in names and "ocean" not in names:
        names[names.index("island")] = "ocean"
    letters = dict(zip(names, "ABCDEF", strict=False))
    desc = (
        "A map model of land and water. "
        + "; ".join(f"Letter {mark} marks the {n}" for n, mark in letters.items())
        + "."
    )
    doc = map_model(letters, "A map of land and water", desc)
    target = pick(ctx, names)
    others = [n for n in names if n != target]
    form = ctx.rng.randrange(1 + ctx.level.rank)
    if form == 0:
        question, answer = f"Which letter shows the {target}?", letters[target]
        wrong = [(letters[n], "misread-map-symbol", f"Letter {letters[n]} marks the {n}.") for n in others]
    elif form == 1:
        question, answer = f"What does letter {letters[target]} show?", f"the {target}"
        wrong = [(f"the {n}", "misread-map-symbol", f"The {n} is at letter {letters[n]}.") for n in others]
    else:
        clue = next(f["clue"] for f in model("landforms")["landforms"] if f["name"] == _MAP_CLUE[target])
        question, answer = f"Which letter shows {clue}?", letters[target]
        wrong = [(letters[n], "landforms-mixed-up", f"Letter {letters[n]} marks the {n}.") for n in others]
    why = f"Letter {letters[target]} marks the {target}."
    key = f"map|{'|'.join(f'{n}{mark}' for n, mark in sorted(letters.items()))}|{form}|{target}"
    draft = diagram_draft(question, doc, answer, why, wrong, ctx.rng, key, kind="model", task="represent")
    if ctx.content_type is MC:
        claim = Claim(
            question=f"Look at the map. {question}",
            answer=answer,
            wrong=tuple(Wrong(*w) for w in wrong),
            why=why,
            key=key,
        )
        mc = claim_draft(ctx, claim)
        mc.visuals = draft.visuals
        return mc
    return draft


# ---- water ---------------------------------------------------------------------------------------

_STATE_WORD = {"solid": "frozen", "liquid": "liquid"}
_STATES = {
    "solid": ("holds water that is frozen solid", "water-ice-mixed-up"),
    "liquid": ("holds liquid water", "water-ice-mixed-up"),
}


def _water_claim(ctx: GenerationContext) -> Claim:
    waters = [reviewed(w) for w in in_grade(model("landforms")["waters"], ctx.grade)]
    form = ctx.rng.randrange(2 + ctx.level.rank)
    if form == 0:
        state = ctx.rng.choice(("solid", "liquid"))
        words, slug = _STATES[state]
        entry = pick(ctx, [w for w in waters if w["state"] == state])
        return Claim(
            question=f"Which of these {words}?",
            answer=entry["name"],
            wrong=wrongs(ctx, [w for w in waters if w["state"] != state], lambda w: w["name"], slug,
                         lambda w: f"{cap(w['name'])} holds {_STATE_WORD[w['state']]} water."),
            why=f"{cap(entry['name'])} {entry['place']}, and its water is {_STATE_WORD[entry['state']]}.",
            key=f"state|{entry['name']}",
            sentence=f"{{}} {words}.",
        )  # fmt: skip
    if form == 2:
        entry = pick(ctx, [w for w in waters if w["salty"]])
        return Claim(
            question="Which of these holds salt water?",
            answer=entry["name"],
            wrong=wrongs(ctx, [w for w in waters if not w["salty"]], lambda w: w["name"], "all-water-is-salty",
                         lambda w: f"{cap(w['name'])} holds fresh water."),
            why="Ocean water is salty. Rivers, most lakes, ice and groundwater hold fresh water.",
            key=f"salt|{entry['name']}",
            sentence="{} holds salt water.",
            steps=2,
        )  # fmt: skip
    entry = pick(ctx, waters)
    return Claim(
        question=f"Which kind of water is this? It {entry['place']}.",
        answer=entry["name"],
        wrong=wrongs(ctx, [w for w in waters if w is not entry], lambda w: w["name"], "water-places-mixed-up",
                     lambda w: f"{cap(w['name'])} {w['place']}."),
        why=f"{cap(entry['name'])} {entry['place']}.",
        key=f"place|{entry['name']}",
        sentence=f"{{}} {entry['place']}.",
    )  # fmt: skip


def _water_match(ctx: GenerationContext) -> Draft:
    waters = [reviewed(w) for w in in_grade(model("landforms")["waters"], ctx.grade)]
    pairs = distinct_pairs(ctx, waters, lambda w: w["name"], lambda w: [w["place"]])
    return match_draft(
        ctx,
        pairs,
        prompt="Match each kind of water to where it is found.",
        why="Water is found in many places on Earth, as a liquid and as ice.",
        key="water-match",
    )


# ---- patterns ------------------------------------------------------------------------------------


def _patterns_claim(ctx: GenerationContext) -> Claim:
    data = model("landforms")
    entry = reviewed(pick(ctx, in_grade(data["map_patterns"], ctx.grade)))
    bad = in_grade(data["wrong_patterns"], ctx.grade)
    return Claim(
        question=f"On a world map, where are most {entry['feature']} found?",
        answer=entry["pattern"],
        wrong=tuple(Wrong(b["pattern"], b["misconception"], b["reason"]) for b in ctx.rng.sample(bad, 3)),
        why=f"Most {entry['feature']} are found {entry['pattern']}.",
        key=f"pattern|{entry['feature']}",
        sentence=f"Most {entry['feature']} are found {{}}.",
        task="reason",
    )


def _spots(ctx: GenerationContext, count: int) -> list[tuple[float, float]]:
    spots: list[tuple[float, float]] = []
    while len(spots) < count:
        x, y = ctx.rng.randrange(15, 136, 10), ctx.rng.randrange(15, 246, 10)
        if (x, y) not in spots:
            spots.append((x, y))
    return spots


def _patterns_map(ctx: GenerationContext) -> Draft:
    belt = ctx.rng.randrange(4)
    counts = [ctx.rng.randint(7, 12) if i == belt else ctx.rng.randint(0, 4) for i in range(4)]
    peaks = [ctx.rng.randint(2, 4) if i == belt else ctx.rng.randint(0, 1) for i in range(4)]
    spots = [_spots(ctx, c + v) for c, v in zip(counts, peaks, strict=True)]
    dots = [s[: counts[i]] for i, s in enumerate(spots)]
    volcanoes = [s[counts[i] :] for i, s in enumerate(spots)]
    desc = (
        "A map in four regions, A to D. "
        + "; ".join(
            f"Region {'ABCD'[i]} has {count_of(counts[i], 'earthquake dot')} and {count_of(peaks[i], 'volcano triangle')}"
            for i in range(4)
        )
        + "."
    )
    doc = region_map(dots, volcanoes, "Earthquakes and volcanoes on a map", desc)
    letter = "ABCD"[belt]
    key = f"regions|{counts}|{peaks}"
    if ctx.level.rank < 2:
        wrong = [
            (
                "ABCD"[i],
                "misread-map-symbol",
                f"Region {'ABCD'[i]} has only {count_of(counts[i], 'earthquake')}.",
            )
            for i in range(4)
            if i != belt
        ]
        feature = "earthquakes" if ctx.level.rank == 0 else "earthquakes and volcanoes together"
        why = f"Region {letter} has {count_of(counts[belt], 'earthquake')} and {count_of(peaks[belt], 'volcano')}, more than any other region."
        return diagram_draft(
            f"Which region has the most {feature}?",
            doc,
            letter,
            why,
            wrong,
            ctx.rng,
            f"{key}|{feature}",
            task="compare",
        )
    pair = sorted((belt, ctx.rng.choice([i for i in range(4) if i != belt])))
    total = counts[pair[0]] + counts[pair[1]]
    names = " and ".join(f"region {'ABCD'[i]}" for i in pair)
    why = f"{counts[pair[0]]} + {counts[pair[1]]} = {total} earthquakes."
    return diagram_draft(f"How many earthquakes are shown in {names} together?", doc, str(total), why, None, ctx.rng,
                         f"{key}|{pair}", task="compare", steps=2, value=total)  # fmt: skip


_CLAIMS = {"names": _names_claim, "water": _water_claim, "patterns": _patterns_claim}
_MATCHES = {"names": _names_match, "water": _water_match}


@generator(content_types={MC, TF, MT, FB, DG}, params=LandformsParams, levels=Levels("steps", _BANDS))
def landforms(ctx: GenerationContext) -> Draft:
    ask = ctx.params.ask
    if ask == "map":
        return _map_item(ctx)
    if ask == "patterns" and ctx.content_type is DG:
        return _patterns_map(ctx)
    return claim_or_match(ctx, lambda: _CLAIMS[ask](ctx), lambda: _MATCHES[ask](ctx))
