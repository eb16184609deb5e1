"""Plate tectonics (MS-ESS2-2, MS-ESS2-3): how plates move at each kind of boundary and what that
builds (with a diagram of two plates), what fossils and rocks found on separate continents show,
seafloor ages computed from the ridge's spreading rate, how far plates move over long times, and
how long different surface changes take (``model-geosphere.json``).
"""

from __future__ import annotations

from educontent.generation.draw.science_earth import plates as plates_drawing
from educontent.generation.kit.claims import table_draft
from educontent.generation.kit.types import DG, DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    diagram_choice,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity

ARROWS = {
    "divergent": "away from each other",
    "convergent": "toward each other",
    "transform": "past each other, one up and one down the page",
}


def _diagram(ctx: GenerationContext) -> Draft:
    boundaries = in_grade(model("geosphere")["plateBoundaries"], ctx.grade)
    entry = ctx.rng.choice(boundaries)
    desc = (
        f"Two plates seen from above, side by side. The arrows show them moving {ARROWS[entry['boundary']]}."
    )
    svg = plates_drawing(entry["boundary"], "Two plates at a boundary", desc)
    feature = ctx.level.rank > 0 and ctx.rng.random() < 0.6
    if feature:
        question = "What could form where these two plates meet?"
        answer = entry["feature"]
        wrong = [
            (
                b["feature"],
                "mixed-up-boundaries",
                f"{b['feature'][:1].upper()}{b['feature'][1:]} form where plates {b['motion']}.",
            )
            for b in boundaries
            if b is not entry
        ]
    else:
        question = "What kind of plate boundary does the diagram show?"
        answer = f"a {entry['boundary']} boundary"
        wrong = [
            (
                f"a {b['boundary']} boundary",
                "mixed-up-boundaries",
                f"At a {b['boundary']} boundary the plates {b['motion']}.",
            )
            for b in boundaries
            if b is not entry
        ]
    why = f"The plates {entry['motion']}, so this is a {entry['boundary']} boundary; it can make {entry['feature']}, like {entry['example']}."
    return diagram_choice(
        ctx, question, svg, answer, why, wrong, f"diagram|{entry['boundary']}|{feature}", standard="MS-ESS2-3"
    )


def _tidy(value: float) -> int | float:
    """A whole number without its ``.0``."""
    return int(value) if float(value).is_integer() else value


def _seafloor(ctx: GenerationContext) -> Draft:
    """Seafloor ages at distances from the Mid-Atlantic Ridge, from its spreading rate."""
    rate = quantity(model("geosphere")["ridge"]["rate"])
    side = (
        rate.value / 2 * 10
    )  # km per million years that each side moves (1 cm/year = 10 km per million years)
    step = ctx.rng.choice([100, 200, 250, 500])
    count = 4 + ctx.level.rank
    rows = [[step * i, _tidy(round(step * i / side, 1))] for i in range(count)]
    far = step * (count + ctx.rng.randint(1, 4))
    value = _tidy(round(far / side, 1))
    return table_draft(
        ctx,
        title="Age of the seafloor east of the Mid-Atlantic Ridge",
        columns=["Distance from the ridge (km)", "Age of the seafloor (million years)"],
        rows=rows,
        question=f"The pattern continues. About how old is the seafloor {num(far)} km from the ridge, in millions of years?",
        value=value,
        display=f"about {num(value)} million years",
        why=(
            f"The ridge spreads about {num(rate.value)} {rate.unit}, so each side moves {num(side)} km every million years. "
            f"{num(far)} ÷ {num(side)} = {num(value)} million years. Rock gets older the farther it is from the ridge, where it formed."
        ),
        key=f"seafloor|{step}|{far}",
        unit="million years",
        accept=[num(value)],
        standard="MS-ESS2-3",
    )


def _plate_distance(ctx: GenerationContext) -> Draft:
    speeds = in_grade(model("geosphere")["plateSpeeds"], ctx.grade)
    rows = [[p["plate"].removeprefix("the "), quantity(p["speed"]).value] for p in speeds]
    plate = ctx.rng.choice(rows)
    millions = ctx.rng.choice([1, 2, 5, 10, 20, 50][: 4 + ctx.level.rank])
    value = plate[1] * 10 * millions
    return table_draft(
        ctx,
        title="How fast some plates move",
        columns=["Plate", "Speed (cm per year)"],
        rows=rows,
        question=f"How many kilometers does the {plate[0]} move in {num(millions)} million years at this speed? (100,000 cm = 1 km)",
        value=value,
        display=f"{num(value)} km",
        why=(
            f"In one year it moves {num(plate[1])} cm, so in one million years it moves {num(plate[1])} × 1,000,000 cm = "
            f"{num(plate[1] * 10)} km; in {num(millions)} million years, {num(plate[1] * 10)} × {num(millions)} = {num(value)} km. "
            "Too slow to notice in a day, plate motion builds mountains and opens oceans over millions of years."
        ),
        key=f"plate-distance|{plate[0]}|{millions}",
        unit="km",
        accept=[num(value), f"{num(value)} kilometers"],
        standard="MS-ESS2-2",
    )


ASKS = {
    "boundaries": relation_ask("geosphere", ["boundary-motion", "boundary-feature"]),
    "evidence": relation_ask("geosphere", ["evidence-shows"]),
    "boundary-diagram": Ask(_diagram, frozenset({DG})),
    "seafloor": Ask(_seafloor, frozenset({DT})),
    "changes": relation_ask("geosphere", ["change-time"]),
    "plate-distance": Ask(_plate_distance, frozenset({DT})),
}
PlateParams = asks_params(ASKS, "PlateParams")

_BANDS = "easy asks how plates move and names the boundary in a diagram; medium and hard ask what a boundary builds and what the evidence shows; tables have four rows at easy, five at medium, six at hard, with longer times at hard"


@generator(content_types={DG, DT, *CLAIM_TYPES}, params=PlateParams, levels=Levels("form", _BANDS))
def plates(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
