"""The solar system's scale (MS-ESS1-3): compare and order the planets by size, distance, year and
day; classify them (rocky, gas giant, ice giant; Pluto a dwarf planet); compute how many times
larger or farther one is than another from a table of their figures, and sizes in a scale model;
read a short informational text about one planet built from the model (``model-planets.json``).
"""

from __future__ import annotations

from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, ordering_draft, text_features
from educontent.generation.kit.types import DT, FB, MC, MT, OR, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.earth._ms_kit import (
    Ask,
    asks_params,
    claim_ask,
    informational,
    level_count,
    num,
    run,
)
from educontent.generation.science.knowledge import Quantity, in_grade, model, quantity, reviewed

PROPERTIES = {
    # field: (noun phrase for the top, noun for the bottom, how it is written)
    "diameter": ("the largest diameter", "the smallest diameter", "a diameter of {} km"),
    "distance": (
        "the greatest average distance from the sun",
        "the smallest average distance from the sun",
        "an average distance of {} million km from the sun",
    ),
    "year": ("the longest year", "the shortest year", "a year of {} Earth days"),
    "day": ("the longest day", "the shortest day", "a day of {} hours"),
}
KINDS = {"rocky": "a rocky planet", "gas giant": "a gas giant", "ice giant": "an ice giant"}


def _planets(ctx: GenerationContext) -> list[dict]:
    return in_grade(model("planets")["planets"], ctx.grade)


def _value(planet: dict, field: str) -> Quantity:
    return quantity(planet[field])


def _some(ctx: GenerationContext, count: int) -> list[dict]:
    return ctx.rng.sample(_planets(ctx), count)


def _extreme(ctx: GenerationContext) -> Claim:
    """Which of three or four planets has the largest (or smallest) diameter, distance, year or day."""
    field = ctx.rng.choice(list(PROPERTIES))
    most = ctx.rng.random() < 0.6
    group = _some(ctx, level_count(ctx, 3, 4))
    ranked = sorted(group, key=lambda p: _value(p, field).value, reverse=most)
    top, phrase, shown = ranked[0], PROPERTIES[field][0 if most else 1], PROPERTIES[field][2]
    names = [p["name"] for p in group]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    told = f"{top['name']} has {shown.format(num(_value(top, field).value))}."
    wrong = tuple(
        Wrong(
            p["name"],
            "compared-the-wrong-way" if most else "picked-the-largest",
            f"{p['name']} has {shown.format(num(_value(p, field).value))}, so it does not have {phrase}.",
        )
        for p in ranked[1:]
    )
    return Claim(
        question=f"Which of these planets has {phrase}: {listed}?",
        answer=top["name"],
        wrong=wrong,
        why=told,
        key=f"extreme|{field}|{most}|{'|'.join(sorted(names))}",
        sentence=f"Of {listed}, {{}} has {phrase}.",
        task="reason",
        steps=len(group) - 1,
    )


def _order(ctx: GenerationContext) -> Draft:
    field = ctx.rng.choice(["diameter", "distance", "year"])
    group = _some(ctx, level_count(ctx, 3, 5))
    ranked = sorted(group, key=lambda p: _value(p, field).value)
    shown = PROPERTIES[field][2]
    by = {"diameter": "diameter", "distance": "average distance from the sun", "year": "length of year"}[
        field
    ]
    why = "; ".join(f"{p['name']}: {shown.format(num(_value(p, field).value))}" for p in ranked)
    return ordering_draft(
        ctx.rng,
        [p["name"] for p in ranked],
        instructions="Put the planets in order.",
        prompt=f"Order these planets by {by}, from smallest to largest.",
        order_by=f"{by}, smallest first",
        why=f"{why}.",
        features=text_features("reason", words=12, steps=len(group)),
        key=f"order|{field}|{'|'.join(sorted(p['name'] for p in group))}",
    )


def _kind(ctx: GenerationContext) -> Claim:
    """What kind of planet one is, or (grade 6 on) that Pluto is a dwarf planet."""
    dwarfs = in_grade(model("planets")["dwarfPlanets"], ctx.grade)
    if dwarfs and ctx.rng.random() < 0.15:
        pluto = reviewed(dwarfs[0])
        size = num(quantity(pluto["diameter"]).value)
        return Claim(
            question=f"What kind of object is {pluto['name']}?",
            answer="a dwarf planet",
            wrong=(
                Wrong(
                    "a rocky planet",
                    "pluto-is-still-a-planet",
                    "Pluto was called a planet until 2006, when astronomers classed it as a dwarf planet.",
                ),
                Wrong(
                    "a gas giant", "far-means-giant", f"Pluto is small and icy, only about {size} km across."
                ),
                Wrong(
                    "a star",
                    "bright-dots-are-stars",
                    "Pluto does not make its own light; it goes around the sun.",
                ),
            ),
            why=f"{pluto['name']} goes around the sun but has not cleared its path of other objects, so it is a dwarf planet. It is about {size} km across.",
            key="kind|Pluto",
            sentence=f"{pluto['name']} is {{}}.",
        )
    planet = reviewed(ctx.rng.choice(_planets(ctx)))
    answer = KINDS[planet["kind"]]
    reasons = {
        "rocky": f"{planet['name']} is not rocky: it is a giant planet with no solid surface to stand on.",
        "gas giant": f"{planet['name']} is not a gas giant: Jupiter and Saturn are, made mostly of hydrogen and helium.",
        "ice giant": f"{planet['name']} is not an ice giant: Uranus and Neptune are, with much water, ammonia and methane ice.",
    }
    wrong = [Wrong(KINDS[k], f"not-{k.replace(' ', '-')}", reasons[k]) for k in KINDS if k != planet["kind"]]
    wrong.append(
        Wrong(
            "a star",
            "planets-are-stars",
            "A planet does not make its own light; it reflects the sun's light.",
        )
    )
    where = "one of the four inner planets" if planet["kind"] == "rocky" else "one of the four outer planets"
    return Claim(
        question=f"What kind of planet is {planet['name']}?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"{planet['name']} is {where}, and it is {answer}.",
        key=f"kind|{planet['name']}",
        sentence=f"{planet['name']} is {{}}.",
    )


def _ratio(ctx: GenerationContext) -> Draft:
    """How many times larger or farther one planet is than another, from a table of their figures."""
    field = ctx.rng.choice(["diameter", "distanceAu"])
    while True:
        group = _some(ctx, level_count(ctx, 3, 5))
        big, small = sorted(ctx.rng.sample(group, 2), key=lambda p: _value(p, field).value, reverse=True)
        times = _value(big, field).value / _value(small, field).value
        if times >= 1.5:
            break
    answer = round(times)
    rows = [[p["name"], _value(p, "diameter").value, _value(p, "distanceAu").value] for p in group]
    what = "diameter" if field == "diameter" else "average distance from the sun"
    b, s = _value(big, field), _value(small, field)
    return table_draft(
        ctx,
        title="Some planets of the solar system",
        columns=["Planet", "Diameter (km)", "Average distance from the sun (AU)"],
        rows=rows,
        question=f"About how many times greater is {big['name']}'s {what} than {small['name']}'s? Round to the nearest whole number.",
        value=answer,
        display=f"about {answer} times",
        why=f"Divide: {num(b.value)} ÷ {num(s.value)} ≈ {times:.2f}, which rounds to {answer}.",
        key=f"ratio|{field}|{big['name']}|{small['name']}|{'|'.join(sorted(r[0] for r in rows))}",
        accept=[str(answer), f"{answer} times"],
        steps=2 + ctx.level.rank,
    )


def _scale(ctx: GenerationContext) -> Claim:
    """A scale model: Earth (or a small planet) as a ball of a few centimeters; the size of another."""
    ball = ctx.rng.choice([2, 3, 4, 5])
    while True:
        base, other = ctx.rng.sample(_planets(ctx), 2)
        b, o = _value(base, "diameter").value, _value(other, "diameter").value
        if max(b, o) / min(b, o) >= 1.5:
            break
    exact = ball * o / b
    answer = round(exact, 1)
    shown = f"{num(answer)} cm"
    wrong = [
        Wrong(
            f"{num(round(o / b, 1))} cm",
            "forgot-the-scale",
            f"{num(round(o / b, 1))} is how many times wider {other['name']} is; multiply it by the {ball} cm of the model.",
        ),
        Wrong(
            f"{num(round(ball * b / o, 1))} cm",
            "divided-the-wrong-way",
            f"That divides {base['name']}'s diameter by {other['name']}'s; the model of {other['name']} must be {'larger' if o > b else 'smaller'}.",
        ),
        Wrong(
            f"{num(round(ball + (o - b) / b, 1))} cm",
            "added-instead-of-multiplied",
            "A scale model multiplies every size by the same number; it does not add.",
        ),
    ]
    return Claim(
        question=(
            f"In a scale model of the solar system, {base['name']} is a ball {ball} cm across. "
            f"{base['name']} is {num(b)} km across and {other['name']} is {num(o)} km across. "
            f"At the same scale, how wide is {other['name']}, to the nearest tenth of a centimeter?"
        ),
        answer=shown,
        wrong=tuple(w for w in wrong if w.text != shown),
        why=f"{other['name']} is {num(o)} ÷ {num(b)} ≈ {o / b:.3f} times as wide, so its ball is {ball} × {o / b:.3f} ≈ {shown}.",
        key=f"scale|{ball}|{base['name']}|{other['name']}",
        task="compute",
        steps=2,
        accept=(num(answer), f"{num(answer)} centimeters"),
    )


def _distance_scale(ctx: GenerationContext) -> Claim:
    """A scale model of distances: 1 AU is a few centimeters; how far from the sun a planet goes."""
    per = ctx.rng.choice([2, 5, 10, 20])
    planet = ctx.rng.choice([p for p in _planets(ctx) if _value(p, "distanceAu").value > 1.5])
    au = _value(planet, "distanceAu").value
    answer = round(per * au)
    wrong = [
        Wrong(
            f"{num(round(au))} cm",
            "forgot-the-scale",
            f"{num(au)} is the distance in AU; multiply it by the {per} cm that stand for 1 AU.",
        ),
        Wrong(
            f"{num(round(per + au))} cm",
            "added-instead-of-multiplied",
            "A scale model multiplies every distance by the same number; it does not add.",
        ),
        Wrong(
            f"{num(answer * 10)} cm",
            "place-value-slip",
            f"{num(per)} × {num(au)} is about {num(answer)}, not ten times that.",
        ),
    ]
    return Claim(
        question=(
            f"In a scale model of the solar system, 1 AU (Earth's average distance from the sun) is {per} cm. "
            f"{planet['name']} is on average {num(au)} AU from the sun. At this scale, how far from the model sun "
            "should it be, to the nearest centimeter?"
        ),
        answer=f"{num(answer)} cm",
        wrong=tuple(w for w in wrong if w.text != f"{num(answer)} cm"),
        why=f"{num(au)} × {per} cm = {num(round(per * au, 2))} cm{'' if round(per * au, 2) == answer else f', about {num(answer)} cm'}. "
        "Even in a model, the outer planets are far apart.",
        key=f"distance-scale|{per}|{planet['name']}",
        task="compute",
        steps=2,
        accept=(num(answer), f"{num(answer)} centimeters"),
    )


def _any_scale(ctx: GenerationContext) -> Claim:
    return _scale(ctx) if ctx.rng.random() < 0.5 else _distance_scale(ctx)


def _match(ctx: GenerationContext) -> Draft:
    field = ctx.rng.choice(["diameter", "distance", "year"])
    group = _some(ctx, level_count(ctx, 3, 5))
    shown = {"diameter": "{} km", "distance": "{} million km", "year": "{} Earth days"}[field]
    what = {
        "diameter": "diameter",
        "distance": "average distance from the sun",
        "year": "length of its year",
    }[field]
    pairs = [(p["name"], shown.format(num(_value(p, field).value))) for p in group]
    return matching_draft(
        ctx,
        pairs,
        prompt=f"Match each planet with its {what}.",
        instructions="Draw a line from each planet to its number.",
        why="Bigger planets have bigger diameters, and planets farther from the sun take longer to go around it: "
        + "; ".join(f"{a}: {b}" for a, b in pairs)
        + ".",
        key=f"match|{field}|{'|'.join(sorted(p['name'] for p in group))}",
        task="reason",
    )


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _passage(ctx: GenerationContext) -> Draft:
    """A short text about one planet and a question whose answer is in it; wrong answers are the
    text's other numbers (a day for a year) or Earth's."""
    planets = _planets(ctx)
    planet = reviewed(ctx.rng.choice(planets))
    name = planet["name"]
    d, dist, au = (_value(planet, f).value for f in ("diameter", "distance", "distanceAu"))
    year, day, moons = (_value(planet, f).value for f in ("year", "day", "moons"))
    place = ORDINALS[[p["name"] for p in model("planets")["planets"]].index(name)]
    moon_text = {
        0: f"{name} has no moons.",
        1: f"{name} has one moon.",
        2: f"{name} has two small moons.",
    }.get(int(moons), f"{name} has dozens of known moons, and astronomers still find new ones.")
    paragraphs = [
        f"{name} is the {place} planet from the sun. It is {KINDS[planet['kind']]}, about {num(d)} km across.",
        f"On average, {name} is about {num(dist)} million km from the sun, or {num(au)} AU. "
        f"It takes about {num(year)} Earth days to travel once around the sun. That is one year on {name}.",
        f"{name} also spins. From one sunrise to the next, a day on {name} lasts about {num(day)} hours. {moon_text}",
    ]
    told = {
        "year": (f"about {num(year)} Earth days", f"how long is one year on {name}"),
        "day": (f"about {num(day)} hours", f"how long is one day on {name}"),
        "distance": (f"about {num(dist)} million km", f"how far is {name} from the sun on average"),
    }
    ask = ctx.rng.choice(list(told))
    answer, asked = told[ask]
    wrong = [
        Wrong(
            told[o][0],
            f"{o}-for-{ask}",
            f"That is {name}'s {'year' if o == 'year' else 'day' if o == 'day' else 'distance from the sun'}, not its {ask}.",
        )
        for o in told
        if o != ask
    ]
    earth = {"year": "about 365.2 Earth days", "day": "about 24 hours"}.get(ask)
    if earth and name != "Earth":
        wrong.append(
            Wrong(earth, "every-planet-is-like-earth", f"That is Earth's {ask}; the passage gives {name}'s.")
        )
    claim = Claim(
        question=f"According to the passage, {asked}?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"The passage says {name}'s {ask} is {answer}.",
        key=f"passage|{name}|{ask}",
        task="reason",
    )
    return claim_draft(ctx, claim, passage=informational(f"The Planet {name}", paragraphs))


ASKS = {
    "extreme": claim_ask(_extreme),
    "order": Ask(_order, frozenset({OR})),
    "kind": claim_ask(_kind),
    "ratio": Ask(_ratio, frozenset({DT})),
    "scale": claim_ask(_any_scale, (MC, SA)),
    "match": Ask(_match, frozenset({MT})),
    "passage": Ask(_passage, frozenset({PB})),
}
PlanetParams = asks_params(ASKS, "PlanetParams")

_BANDS = "three planets to compare, order or match at easy, four at medium, five at hard (four to compare); hard ratios use tables of five planets"


@generator(
    content_types={MC, TF, FB, SA, OR, MT, DT, PB}, params=PlanetParams, levels=Levels("steps", _BANDS)
)
def planets(ctx: GenerationContext) -> Draft:
    return run(ctx, ASKS)
