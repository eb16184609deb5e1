"""The Earth-sun-moon system and gravity (MS-ESS1-1, MS-ESS1-2): the moon's phases on a diagram of
its orbit and in order, how long the cycle takes, what causes day and night, seasons, phases and
eclipses, the noon sun's height and daylight through the year at a city (computed from Earth's tilt
and the city's latitude), what keeps moons and planets in their orbits, and the planets' orbital
speeds (``model-sky.json``, ``model-planets.json``).
"""

from __future__ import annotations

from educontent.generation.draw.science_earth import moon_orbit
from educontent.generation.draw.science_space import alignment, tilted_orbit
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DG, DT, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    CLAIM_TYPES,
    Ask,
    asks_params,
    claim_ask,
    diagram_choice,
    level_count,
    num,
    relation_ask,
    run,
)
from educontent.generation.science.knowledge import in_grade, model, quantity

ORBIT_DESC = (
    "Sunlight comes from the left. Earth is in the middle, and the moon is shown at eight places on its path "
    "around Earth, moving counterclockwise as seen from above the North Pole. Going counterclockwise from the "
    "place between Earth and the sun, the places are numbered {}."
)


def _phases(ctx: GenerationContext) -> list[dict]:
    return sorted(in_grade(model("sky")["phases"], ctx.grade), key=lambda p: p["place"])


def _phase_diagram(ctx: GenerationContext) -> Draft:
    phases = _phases(ctx)
    labels = ctx.rng.sample(range(1, 9), 8)
    desc = ORBIT_DESC.format(", ".join(str(n) for n in labels))
    svg = moon_orbit(labels, "The moon's orbit around Earth", desc)
    k = ctx.rng.randrange(8)
    phase = phases[k]["phase"]
    if ctx.level.rank == 0 or ctx.rng.random() < 0.5:
        question = f"At which numbered place do people on Earth see {_noun(phase)}?"
        answer = str(labels[k])
        wrong = [
            (
                str(labels[j]),
                "lit-side-faces-earth" if j in ((k + 4) % 8,) else "mixed-up-phases",
                f"At place {labels[j]} we see {_noun(phases[j]['phase'])}.",
            )
            for j in range(8)
            if j != k
        ]
    else:
        question = f"The moon is at place {labels[k]}. Which phase do people on Earth see?"
        answer = phase
        wrong = [
            (
                p["phase"],
                "mixed-up-phases",
                f"We see {_noun(p['phase'])} when the moon is at place {labels[p['place']]}.",
            )
            for p in phases
            if p["phase"] != phase
        ]
    why = (
        f"The half of the moon facing the sun is always lit. At place {labels[k]} the moon is "
        f"{_where(k)}. From Earth we see {_noun(phase)}."
    )
    return diagram_choice(ctx, question, svg, answer, why, wrong, f"phase|{labels}|{k}|{question[:10]}")


def _noun(phase: str) -> str:
    """A phase as a noun phrase: "a full moon", "a first quarter moon"."""
    return f"a {phase}" if phase.endswith("moon") else f"a {phase} moon"


def _where(k: int) -> str:
    return {
        0: "between Earth and the sun, with its lit half facing away from us",
        4: "on the far side of Earth from the sun, with its lit half facing us",
        2: "a quarter of the way around its orbit, where half of its lit half faces us",
        6: "three quarters of the way around its orbit, where half of its lit half faces us",
    }.get(k, "partway around its orbit, where part of its lit half faces us")


def _phase_order(ctx: GenerationContext) -> Draft:
    phases = _phases(ctx)
    count = level_count(ctx, 4, 8)
    start = ctx.rng.randrange(8)
    chosen = [phases[(start + i) % 8]["phase"] for i in range(count)]
    return ordering_draft(
        ctx.rng,
        chosen,
        instructions="Put the phases in order.",
        prompt=f"Put these moon phases in the order we see them, starting with the {chosen[0]}.",
        order_by="the order of the phases over a month",
        why="Each night we see a little more (waxing) and then a little less (waning) of the moon's sunlit half: "
        "new moon, waxing crescent, first quarter, waxing gibbous, full moon, waning gibbous, third quarter, waning crescent.",
        features=text_features("reason", words=4 * count, steps=count),
        key=f"phase-order|{start}|{count}",
    )


def _phase_cycle(ctx: GenerationContext) -> Claim:
    cycle = quantity(model("sky")["moon"]["cycle"])
    half = ctx.level.rank > 0 and ctx.rng.random() < 0.5
    days = cycle.value / 2 if half else cycle.value
    shown = f"about {num(round(days))} days" if half else f"about {num(days)} days"
    start, end = ("new moon", "full moon") if half else ("full moon", "full moon")
    wrong = [
        Wrong(
            "about 1 day",
            "phase-changes-daily",
            "The moon's shape changes a little each night; the whole cycle takes much longer.",
        ),
        Wrong(
            "about 7 days",
            "week-is-the-cycle",
            "About a week takes the moon only a quarter of the way around.",
        ),
        Wrong(
            "about 365 days",
            "phases-take-a-year",
            "365 days is a year, the time Earth takes to go around the sun.",
        ),
        Wrong(
            "about 29.5 days" if half else "about 15 days",
            "half-or-whole-cycle",
            "That is the whole cycle." if half else "That is only half of the cycle, from full to new.",
        ),
    ]
    return Claim(
        question=f"Tonight there is a {start}. About how many days until the next {end}?",
        answer=shown,
        wrong=tuple(wrong),
        why=f"The phases repeat about every {num(cycle.value)} days{', so half the cycle is about ' + num(round(days)) + ' days' if half else ''}.",
        key=f"cycle|{half}",
        sentence=f"From one {start} to the next {end} takes {{}}.",
        task="reason",
        accept=(num(round(days)) if half else num(days),),
        standard="MS-ESS1-1",
    )


def _seasons_table(ctx: GenerationContext) -> Draft:
    sky = model("sky")
    tilt, lat = quantity(sky["earth"]["tilt"]).value, quantity(sky["city"]["latitude"]).value
    tilt_by_month = {"March": 0.0, "June": tilt, "September": 0.0, "December": -tilt}
    daylight = {
        d["month"]: quantity(d["hours"]).value for d in sky["daylight"] if d["month"] in tilt_by_month
    }
    rows = [[m, round(90 - lat + t, 1), daylight[m]] for m, t in tilt_by_month.items()]
    high, low = max(rows, key=lambda r: r[1]), min(rows, key=lambda r: r[1])
    if ctx.level.rank == 0:
        question, value = "In which month is the noon sun highest in the sky?", high[0]
        display, unit, why = (
            high[0],
            None,
            f"In {high[0]} the noon sun is {num(high[1])} degrees high, the most in the table, and the days are longest: the Northern Hemisphere tilts toward the sun.",
        )
    else:
        value = round(high[1] - low[1], 1)
        question = f"How many degrees higher is the noon sun in {high[0]} than in {low[0]}?"
        display, unit = f"{num(value)} degrees", "degrees"
        why = f"{num(high[1])} − {num(low[1])} = {num(value)}. Earth's tilt points the Northern Hemisphere toward the sun in {high[0]} and away in {low[0]}, so the sun climbs higher and days are longer."
    return table_draft(
        ctx, title="The noon sun and daylight in Denver (40 degrees north)",
        columns=["Month (around the 21st)", "Height of the noon sun (degrees)", "Hours of daylight"],
        rows=rows, question=question, value=value, display=display, unit=unit, why=why,
        key=f"seasons|{question}", accept=[num(value)] if unit else [], standard="MS-ESS1-1",
    )  # fmt: skip


def _orbit_speed(ctx: GenerationContext) -> Draft:
    planets = ctx.rng.sample(in_grade(model("planets")["planets"], ctx.grade), level_count(ctx, 3, 5))
    planets.sort(key=lambda p: quantity(p["distanceAu"]).value)
    rows = [[p["name"], quantity(p["distanceAu"]).value, quantity(p["speed"]).value] for p in planets]
    fast = ctx.rng.random() < 0.5
    pick = rows[0] if fast else rows[-1]
    return table_draft(
        ctx, title="How fast planets move along their orbits",
        columns=["Planet", "Average distance from the sun (AU)", "Orbital speed (km per second)"],
        rows=rows, question=f"Which planet in the table moves {'fastest' if fast else 'slowest'} along its orbit?",
        value=pick[0], display=pick[0],
        why=f"{pick[0]} moves about {num(pick[2])} km per second. The sun's gravity pulls hardest on planets close to it, so closer planets must move faster to stay in orbit.",
        key=f"speed|{fast}|{'|'.join(r[0] for r in rows)}", task="reason", standard="MS-ESS1-2",
    )  # fmt: skip


ECLIPSES = {"the moon": "a solar eclipse", "Earth": "a lunar eclipse"}


def _eclipse_diagram(ctx: GenerationContext) -> Draft:
    middle = ctx.rng.choice(list(ECLIPSES))
    outer = "Earth" if middle == "the moon" else "the moon"
    order = ["the sun", middle, outer]
    if ctx.rng.random() < 0.5:
        order.reverse()
    desc = f"From left to right: {order[0]}, {order[1]} and {order[2]}, in a straight line, with the shadow of {middle} falling on {outer}."
    svg = alignment(order, "The sun, the moon and Earth in a line", desc)
    answer = ECLIPSES[middle]
    wrong = [
        (ECLIPSES[outer], "mixed-up-eclipses", f"In {ECLIPSES[outer]}, {outer} would be in the middle."),
        (
            "a full moon with no eclipse",
            "eclipse-every-month",
            "When the three line up exactly, a shadow falls; most months they do not line up exactly.",
        ),
        (
            "a new moon with no eclipse",
            "eclipse-every-month",
            "When the three line up exactly, a shadow falls; most months they do not line up exactly.",
        ),
    ]
    why = f"{middle[:1].upper() + middle[1:]} is between the sun and {outer}, so its shadow falls on {outer}: {answer}."
    return diagram_choice(
        ctx, "What does the diagram show?", svg, answer, why, wrong, f"eclipse|{order}", standard="MS-ESS1-1"
    )


def _season_diagram(ctx: GenerationContext) -> Draft:
    left, right = ctx.rng.sample(["A", "B", "C", "D"], 2)
    lean = ctx.rng.choice([1, -1])
    side = "right" if lean == 1 else "left"
    desc = (
        f"The sun is in the middle. Earth is shown at position {left} on the left and at position {right} on the right. "
        f"At both, Earth's axis tilts the same way: the North Pole leans toward the {side} side of the picture."
    )
    svg = tilted_orbit(left, right, lean, "Earth's tilted axis at two places on its orbit", desc)
    toward = left if lean == 1 else right
    away = right if toward == left else left
    summer = ctx.level.rank == 0 or ctx.rng.random() < 0.5
    season = "summer" if summer else "winter"
    answer = f"position {toward if summer else away}"
    other = f"position {away if summer else toward}"
    wrong = [
        (
            other,
            "distance-causes-seasons" if summer else "tilt-toward-means-winter",
            f"At {other} the North Pole leans {'away from' if summer else 'toward'} the sun, so it is {'winter' if summer else 'summer'} in the north.",
        ),
        (
            "both positions",
            "same-season-everywhere",
            "The tilt stays the same while Earth moves, so the north leans toward the sun at one side of the orbit and away at the other.",
        ),
    ]
    why = f"At {answer} the North Pole leans {'toward' if summer else 'away from'} the sun, so sunlight strikes the Northern Hemisphere {'more directly for more hours' if summer else 'at a low angle for fewer hours'}: it is {season} there."
    return diagram_choice(
        ctx,
        f"At which position is it {season} in the Northern Hemisphere?",
        svg,
        answer,
        why,
        wrong,
        f"season|{left}|{right}|{lean}|{season}",
        standard="MS-ESS1-1",
    )


ASKS = {
    "eclipse-diagram": Ask(_eclipse_diagram, frozenset({DG})),
    "season-diagram": Ask(_season_diagram, frozenset({DG})),
    "phase-diagram": Ask(_phase_diagram, frozenset({DG})),
    "phase-order": Ask(_phase_order, frozenset({OR})),
    "phase-cycle": claim_ask(_phase_cycle, (MC, TF, SA)),
    "causes": relation_ask("sky", ["effect-cause", "cause-effect"]),
    "seasons-table": Ask(_seasons_table, frozenset({DT})),
    "gravity": relation_ask("sky", ["gravity-force", "orbit-center"]),
    "orbit-speed": Ask(_orbit_speed, frozenset({DT})),
}
SpaceParams = asks_params(ASKS, "SpaceParams")

_BANDS = "easy: find the place of a phase on the diagram, order four phases, name a cause, read the month of the highest sun; medium and hard: name the phase at a place, order six or eight phases, name the effect of a cause, compute the difference in the sun's height"


@generator(content_types={DG, OR, DT, *CLAIM_TYPES}, params=SpaceParams, levels=Levels("form", _BANDS))
def space(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
