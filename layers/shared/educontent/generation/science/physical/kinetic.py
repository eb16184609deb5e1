"""Kinetic and potential energy, grade 8 (MS-PS3-1, MS-PS3-2): kinetic energy ½ × m × v² computed
in tables for the objects of ``model-motion.json`` (their masses are model quantities), how it
grows with mass (in step) and with speed (with its square), potential energy m × g × h on ramps and
roller coasters (g a model quantity), and energy stored at a distance (the model's ``storing``).

Speeds, heights and cart masses of an investigation are drawn at random.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from educontent.generation.draw.science_waves import coaster
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT, FB, MC, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, num, tidy, types_of


def _table_objects(ctx: GenerationContext) -> list[dict[str, Any]]:
    """Objects whose ½ × m × v² is exact to three decimals (small masses too finely given are left out)."""
    return [
        o for o in in_grade(model("motion")["objects"], ctx.grade)
        if (Fraction(str(o["mass"]["value"])) * 500).denominator == 1 and o["mass"]["value"] < 100
    ]  # fmt: skip


def _ke(mass: float, speed: int) -> int | float:
    return tidy(float(Fraction(str(mass)) * speed * speed / 2))


def _kinetic_table(ctx: GenerationContext) -> Draft:
    """Easy: one object at three speeds, one energy missing; medium: the same object at four speeds,
    how many times the energy grows when the speed doubles; hard: five objects at different speeds,
    which has the most kinetic energy."""
    rng = ctx.rng
    objects = _table_objects(ctx)
    columns = ["Object", "Mass (kg)", "Speed (m/s)", "Kinetic energy (J)"]
    if ctx.level.rank < 2:
        o = pick(rng, objects)
        m = quantity(o["mass"]).value
        speeds = (
            sorted(rng.sample(range(1, 9), 3)) if ctx.level.rank == 0 else [1, 2, 4, pick(rng, [3, 5, 6])]
        )
        speeds = sorted(set(speeds))
        rows: list[list[Any]] = [[cap(o["name"]), tidy(m), v, _ke(m, v)] for v in speeds]
        if ctx.level.rank == 0:
            i = rng.randrange(len(rows))
            value = rows[i][3]
            rows[i][3] = "?"
            return table_draft(
                ctx, title=f"A {o['name']} at different speeds", columns=columns, rows=rows, unit="J",
                question=f"KE = ½ × m × v². What is the kinetic energy of the {o['name']} at {speeds[i]} m/s?",
                value=value, display=f"{num(value)} J", accept=(num(value),), key=f"ke|{o['id']}|{speeds}|{i}",
                why=f"½ × {num(m)} kg × {speeds[i]} m/s × {speeds[i]} m/s = {num(value)} J.", standard="MS-PS3-1",
            )  # fmt: skip
        low = pick(rng, [v for v in speeds if 2 * v in speeds])
        return table_draft(
            ctx, title=f"A {o['name']} at different speeds", columns=columns, rows=rows,
            question=f"Compare the rows for {low} m/s and {2 * low} m/s. When the speed doubles, how many times as large does the kinetic energy become?",
            value=4, display="4 times", accept=("4", "four", "four times"), key=f"ke-double|{o['id']}|{speeds}|{low}",
            why=f"{num(_ke(m, 2 * low))} J ÷ {num(_ke(m, low))} J = 4. Kinetic energy grows with the square of the speed: twice the speed gives 2 × 2 = 4 times the energy.",
            steps=3, standard="MS-PS3-1",
        )  # fmt: skip
    chosen = rng.sample(objects, min(5, len(objects)))
    rows = []
    for o in chosen:
        m = quantity(o["mass"]).value
        v = rng.randint(1, 12) if m < 2 else rng.randint(1, 6)
        rows.append([cap(o["name"]), tidy(m), v, _ke(m, v)])
    best = max(rows, key=lambda r: r[3])
    if sum(r[3] == best[3] for r in rows) > 1:
        rows = [r for r in rows if r is best or r[3] != best[3]]
    shown = [[*r[:3], "?"] for r in rows]
    return table_draft(
        ctx, title="Moving objects", columns=columns, rows=shown, value=best[0], display=best[0],
        question="Use KE = ½ × m × v². Which object has the most kinetic energy?",
        why=f"Work out ½ × m × v² for each row: {'; '.join(f'{r[0]} {num(r[3])} J' for r in rows)}. The most is the {best[0].lower()}'s.",
        key=f"ke-most|{rows}", steps=3, standard="MS-PS3-1",
    )  # fmt: skip


_WORKED = {
    "speed": "Speed is squared, so the factor is {f} × {f} = {t}",
    "mass": "Mass is not squared, so the factor stays {t}",
}


_TIMES = {2: "twice", 3: "three times"}
_RELATION_ASKED = {
    "speed": "The speed of a moving {name} {word} and nothing else changes. How does its kinetic energy change?",
    "mass": "Object B has {times} the mass of a moving {name} and moves at the same speed. How does object B's kinetic energy compare with the {name}'s?",
}
_RELATION_TOLD = {
    "speed": "When the speed of a moving {name} {word}, its kinetic energy becomes",
    "mass": "An object with {times} the mass of a moving {name}, at the same speed, has kinetic energy that is",
}


def _relation_claim(ctx: GenerationContext) -> Claim:
    """How many times the kinetic energy grows when mass or speed is multiplied by 2 or 3 (3 only at
    hard), or which of two objects at the same speed has more."""
    rng = ctx.rng
    objects = in_grade(model("motion")["objects"], ctx.grade)
    if rng.random() < 0.3:
        a, b = pick_two(rng, objects)
        ma, mb = quantity(a["mass"]).value, quantity(b["mass"]).value
        heavy, light = (a, b) if ma > mb else (b, a)
        speed = rng.randint(2, 9)
        wrong = (
            Wrong(f"the {light['name']}", "smaller-objects-have-more-energy", "At the same speed, less mass means less kinetic energy."),
            Wrong("they have the same kinetic energy", "same-speed-same-energy", "Kinetic energy depends on mass as well as speed."),
        )  # fmt: skip
        return Claim(
            question=f"A {a['name']} (about {num(ma)} kg) and a {b['name']} (about {num(mb)} kg) both move at {speed} m/s. Which has more kinetic energy?",
            answer=f"the {heavy['name']}", wrong=wrong, key=f"ke-same-speed|{a['id']}|{b['id']}|{speed}",
            why=f"At the same speed, the object with more mass has more kinetic energy: the {heavy['name']}.",
            sentence=f"When a {a['name']} (about {num(ma)} kg) and a {b['name']} (about {num(mb)} kg) both move at {speed} m/s, {{}} has more kinetic energy.",
            task="compare", standard="MS-PS3-1",
        )  # fmt: skip
    o = pick(rng, objects)
    what = pick(rng, ["speed", "mass"])
    factor = 3 if ctx.level.rank == 2 and rng.random() < 0.5 else 2
    times = factor * factor if what == "speed" else factor
    word = {2: "doubles", 3: "triples"}[factor]
    options = {
        factor: "grows-in-step",
        factor * factor: "squares",
        2 * factor: "doubles-the-factor",
        1: "energy-stays-the-same",
    }
    reasons = {
        "grows-in-step": "Only mass changes the energy in step; speed counts twice (v × v).",
        "squares": "Mass counts once in ½ × m × v²; only speed is squared.",
        "doubles-the-factor": "Use the formula ½ × m × v²: nothing else is multiplied by 2.",
        "energy-stays-the-same": f"A change of {what} changes the kinetic energy.",
    }
    wrong = tuple(
        Wrong(f"{n} times as large" if n > 1 else "the same", slug, reasons[slug])
        for n, slug in options.items()
        if n != times
    )
    answer = f"{times} times as large"
    return Claim(
        question=_RELATION_ASKED[what].format(name=o["name"], word=word, times=_TIMES[factor]),
        answer=answer, wrong=wrong, key=f"ke-relation|{o['id']}|{what}|{factor}",
        why=f"KE = ½ × m × v². {_WORKED[what].format(f=factor, t=times)}: the energy becomes {times} times as large.",
        sentence=_RELATION_TOLD[what].format(name=o["name"], word=word, times=_TIMES[factor]) + " {}.", task="reason", steps=2,
        standard="MS-PS3-1",
    )  # fmt: skip


def _track(ctx: GenerationContext) -> tuple[list[tuple[str, int]], int, float]:
    """Points A-E of a roller-coaster track (heights in m: the start highest), a car's mass (kg) and
    Earth's gravity (the model's quantity)."""
    rng = ctx.rng
    count = 4 + (ctx.level.rank > 0)
    heights = [rng.randint(30, 50), *rng.sample(range(0, 29, 2), count - 1)]
    earth = next(b for b in model("motion")["bodies"] if b["id"] == "earth")
    return (
        [("ABCDE"[i], h) for i, h in enumerate(heights)],
        pick(rng, [100, 200, 250, 400, 500]),
        quantity(earth["gravity"]).value,
    )


def _pe(mass: int, g: float, height: int) -> int | float:
    return tidy(float(mass * Fraction(str(g)) * height))


def _coaster_question(
    ctx: GenerationContext, points: list[tuple[str, int]], mass: int, g: float
) -> tuple[str, str, str, list[tuple[str, str, str]], int]:
    """(question, answer, why, wrong answers, steps): the most potential or kinetic energy at easy and
    medium; the kinetic energy at a point, from the drop since the start, at hard."""
    rng = ctx.rng
    names = [p for p, _ in points]
    top = max(points, key=lambda p: p[1])
    low = min(points[1:], key=lambda p: p[1])
    if ctx.level.rank < 2:
        if rng.random() < 0.5:
            wrong = [
                (
                    low[0],
                    "lowest-point-most-potential",
                    "Potential energy is greatest where the car is highest.",
                )
            ]
            wrong += [
                (n, "potential-energy-same-everywhere", f"Point {n} is lower than point {top[0]}.")
                for n in names
                if n not in (top[0], low[0])
            ]
            return ("At which point does the car have the most potential energy?", top[0],
                    f"Potential energy m × g × h is greatest where the car is highest: point {top[0]}, {top[1]} m.", wrong, 1)  # fmt: skip
        wrong = [
            (
                top[0],
                "highest-point-most-kinetic",
                "At the highest point the car has the most potential energy and moves slowest.",
            )
        ]
        wrong += [
            (n, "kinetic-energy-same-everywhere", f"Point {n} is higher than point {low[0]}.")
            for n in names[1:]
            if n not in (top[0], low[0])
        ]
        return ("The car starts at rest at point A and friction is small enough to ignore. At which point after A does it move fastest, with the most kinetic energy?",
                low[0], f"The lower the car goes, the more potential energy has changed into kinetic energy: point {low[0]} is lowest ({low[1]} m).", wrong, 2)  # fmt: skip
    name, h = pick(rng, points[1:])
    drop = points[0][1] - h
    ke = _pe(mass, g, drop)
    wrong = [
        (f"{num(_pe(mass, g, h))} J", "kinetic-energy-from-height-left", "That is the potential energy still stored at that height, not the energy gained by falling."),
        (f"{num(_pe(mass, g, points[0][1]))} J", "all-energy-is-kinetic", f"The car is still {h} m high, so part of the energy is still potential energy."),
        (f"{num(mass * drop)} J", "forgets-gravity", f"Potential energy is m × g × h: multiply by g = {num(g)} m/s² too."),
    ]  # fmt: skip
    return (f"The {mass} kg car starts at rest at point A. Ignoring friction, how much kinetic energy does it have at point {name}? (g = {num(g)} m/s²)",
            f"{num(ke)} J", f"It has fallen {points[0][1]} m − {h} m = {drop} m. The potential energy it lost became kinetic energy: {mass} kg × {num(g)} m/s² × {drop} m = {num(ke)} J.",
            [w for w in wrong if w[0] != f"{num(ke)} J"], 3)  # fmt: skip


def _coaster_diagram(ctx: GenerationContext) -> Draft:
    points, mass, g = _track(ctx)
    question, answer, why, wrong, steps = _coaster_question(ctx, points, mass, g)
    desc = f"A roller-coaster track with a {mass} kg car. " + " ".join(
        f"Point {n} is {h} m above the ground." for n, h in points
    )
    return diagram_draft(
        question, coaster(points, "A roller-coaster track", desc), answer, why, wrong, ctx.rng,
        f"coaster|{points}|{mass}|{question[:30]}", kind="model", task="reason", steps=steps,
    )  # fmt: skip


def _coaster_table(ctx: GenerationContext) -> Draft:
    points, mass, g = _track(ctx)
    rows: list[list[Any]] = [[n, h] for n, h in points]
    if ctx.level.rank == 1:
        full = [[n, h, _pe(mass, g, h)] for n, h in points]
        i = ctx.rng.randrange(len(full))
        value = full[i][2]
        full[i][2] = "?"
        return table_draft(
            ctx, title=f"A {mass} kg roller-coaster car", columns=["Point", "Height (m)", "Potential energy (J)"], rows=full,
            question=f"PE = m × g × h, with g = {num(g)} m/s². What is the car's potential energy at point {full[i][0]}?",
            value=value, display=f"{num(value)} J", unit="J", accept=(num(value),), key=f"pe|{points}|{mass}|{i}",
            why=f"{mass} kg × {num(g)} m/s² × {points[i][1]} m = {num(value)} J.", steps=2, standard="MS-PS3-2",
        )  # fmt: skip
    question, answer, why, _, steps = _coaster_question(ctx, points, mass, g)
    return table_draft(
        ctx, title=f"A {mass} kg roller-coaster car", columns=["Point", "Height (m)"], rows=rows, question=question,
        value=answer, display=answer, key=f"coaster-table|{points}|{mass}|{question[:30]}", why=why, steps=steps,
        standard="MS-PS3-2",
    )  # fmt: skip


def _stored_claim(ctx: GenerationContext) -> Claim:
    s = reviewed(pick(ctx.rng, in_grade(model("motion")["storing"], ctx.grade)))
    answer, other = ("increases", "decreases") if s["effect"] == "more" else ("decreases", "increases")
    wrong = (
        Wrong(other, "stored-energy-reversed", "Moving the parts against the force stores energy; letting them move with it releases energy."),
        Wrong("stays the same", "distance-does-not-store-energy", "The energy stored depends on the distance between the parts."),
    )  # fmt: skip
    return Claim(
        question=f"Think of {s['system']} as one system. They {s['change']}. What happens to the potential energy stored in the system?",
        answer=answer, wrong=wrong, key=f"stored|{s['id']}",
        why=f"When {s['system']} {s['change']}, the stored energy {answer}: "
        + ("they move against the force between them." if answer == "increases" else "they move the way the force between them acts."),
        sentence=f"When {s['system']} {s['change']}, the potential energy stored in the system {{}}.", task="reason",
        standard="MS-PS3-2",
    )  # fmt: skip


ASKS: Asks = {
    "kinetic": {DT: _kinetic_table, MC: claimed(_relation_claim)},
    "relation": {kind: claimed(_relation_claim) for kind in (MC, TF, FB)},
    "potential": {
        DT: _coaster_table,
        DG: _coaster_diagram,
        MC: claimed(_stored_claim),
        TF: claimed(_stored_claim),
    },
}

_BANDS = (
    "kinetic energy tables: one object at 3 speeds at easy (a missing energy), 4 speeds at medium (doubling the speed), "
    "5 objects at hard (which has the most); relations: doubling at easy and medium, tripling too at hard; roller coasters: "
    "4 points at easy, 5 otherwise, the most potential or kinetic energy at easy, a computed potential energy at medium, "
    "the kinetic energy gained by falling at hard"
)

KineticParams = many_of(ASKS, field="ask", name="KineticParams")


@generator(content_types=types_of(ASKS), params=KineticParams, levels=Levels("steps", _BANDS))
def kinetic(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
