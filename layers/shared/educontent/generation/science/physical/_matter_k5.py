"""Grade 5 tables and questions of ``matter_k5``: identify a mystery material by comparing its test
results with known materials (results from the substances model; floating and the mass of 10 cm³
computed from density), and the mass before and after a change (computed)."""

from __future__ import annotations

import random
from typing import Any

from educontent.generation.draw.science_matter import particle_boxes
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft
from educontent.generation.kit.types import MC
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._matter_kit import (
    arranged,
    number,
    short_name,
    substances,
    temp_in,
)

COLUMNS = {
    "powder": (("dissolves", "Dissolves in water?"), ("fizzes", "Fizzes with vinegar?"),
               ("iodine", "Turns blue-black with iodine?"), ("melts_when_warmed", "Melts when heated?")),
    "solid": (("magnetic", "Sticks to a magnet?"), ("conducts", "Lights a bulb in a circuit?"),
              ("floats", "Floats in water?")),
}  # fmt: skip
SEALED = {"ice-melting": "an ice cube", "freezing-juice": "some juice", "chocolate": "a piece of chocolate"}


def results(entry: dict[str, Any]) -> dict[str, Any]:
    """Test id -> "yes"/"no" (and, for solids, the mass of a 10 cm³ piece in grams)."""
    found = {k: "yes" if v else "no" for k, v in entry["tests"].items()}
    if entry["group"] == "solid":
        density = quantity(entry["density"]).value
        found["floats"] = "yes" if density < 1 else "no"
        found["mass"] = number(round(density * 10, 1))
    return found


def identify(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    group = pick(rng, ["powder", "solid"])
    members = [reviewed(s) for s in substances(ctx.grade) if s.get("group") == group]
    known = rng.sample(members, min(len(members), 3 + ctx.level.rank))
    answer = pick(rng, known)
    tests = COLUMNS[group] + ((("mass", "Mass of a 10 cm³ piece (g)"),) if group == "solid" else ())
    found = {s["id"]: results(s) for s in known}
    if ctx.content_type is MC:
        return _identify_choice(ctx, group, answer, known, found)
    rows = [[short_name(s), *(found[s["id"]][t] for t, _ in tests)] for s in known]
    rows.append(["Mystery sample", *(found[answer["id"]][t] for t, _ in tests)])
    return table_draft(
        ctx, title=f"Testing {'white powders' if group == 'powder' else 'solid materials'}",
        columns=["Material", *(label for _, label in tests)], rows=rows,
        question="Which known material has the same test results as the mystery sample?",
        value=short_name(answer), display=short_name(answer),
        why=f"Only {short_name(answer)} matches every result of the mystery sample.",
        key=f"identify:{group}:{answer['id']}:" + ",".join(sorted(s["id"] for s in known)), task="compare",
    )  # fmt: skip


_SAID = {
    "dissolves": ("dissolves in water", "does not dissolve in water"),
    "fizzes": ("fizzes with vinegar", "does not fizz with vinegar"),
    "iodine": ("turns blue-black with iodine", "does not turn blue-black with iodine"),
    "melts_when_warmed": ("melts when heated", "does not melt when heated"),
    "magnetic": ("sticks to a magnet", "does not stick to a magnet"),
    "conducts": ("lights a bulb in a circuit", "does not light a bulb in a circuit"),
    "floats": ("floats in water", "sinks in water"),
}


def _said(test: str, value: str) -> str:
    if test == "mass":
        return f"a 10 cm³ piece has a mass of {value} g"
    return _SAID[test][0 if value == "yes" else 1]


def _identify_choice(
    ctx: GenerationContext,
    group: str,
    answer: dict[str, Any],
    known: list[dict[str, Any]],
    found: dict[str, Any],
) -> Draft:
    mine = found[answer["id"]]
    tests = [t for t, _ in COLUMNS[group]] + (["mass"] if group == "solid" else [])
    wrong = []
    for other in known:
        if other is answer:
            continue
        differs = next(t for t in tests if found[other["id"]][t] != mine[t])
        wrong.append(Wrong(short_name(other), "ignores-a-test",
                           f"{short_name(other)[0].upper()}{short_name(other)[1:]}: {_said(differs, found[other['id']][differs])}."))  # fmt: skip
    said = "; ".join(_said(t, mine[t]) for t in tests)
    kind = "white powder" if group == "powder" else "solid"
    return claim_draft(
        ctx,
        Claim(
            question=f"A mystery {kind}: {said}. Which material is it?", answer=short_name(answer), wrong=tuple(wrong),
            why=f"{short_name(answer)[0].upper()}{short_name(answer)[1:]} has every one of these properties.",
            key=f"identify-choice:{answer['id']}:" + ",".join(sorted(s["id"] for s in known)), task="reason", steps=2,
        ),
    )  # fmt: skip


def mass(ctx: GenerationContext) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    changes = in_grade(model("reactions")["changes"], ctx.grade)
    if rank == 0:
        change = pick(rng, [c for c in changes if c["id"] in SEALED])
        before = rng.randrange(120, 400, 5)
        parts = [
            (
                f"The sealed bag with {SEALED[change['id']]} in it",
                before,
            )
        ]
        verb = "freeze" if change["id"] == "freezing-juice" else "melt"
        lead = f"A class seals {SEALED[change['id']]} in a bag and lets it {verb}."
        return _mass_item(ctx, change, parts, before, sealed=True, lead=lead)
    mixed = [reviewed(c) for c in changes if "parts" in c and (c["gasEscapes"] == (rank == 2))]
    change = pick(rng, mixed)
    a, b = rng.randrange(20, 200, 5), rng.randrange(20, 200, 5)
    sealed = ctx.content_type is MC or rank < 2 or rng.random() < 0.4
    escaped = 0 if sealed else rng.randint(1, 4)
    parts = [(f"The {change['parts'][0]}", a), (f"The {change['parts'][1]}", b)]
    where = "a sealed bag" if sealed else "an open cup"
    lead = f"A class mixes {change['parts'][0]} and {change['parts'][1]} in {where}."
    return _mass_item(ctx, change, parts, a + b - escaped, sealed=sealed, lead=lead)


def _mass_item(
    ctx: GenerationContext,
    change: dict[str, Any],
    parts: list[tuple[str, int]],
    after: int,
    *,
    sealed: bool,
    lead: str,
) -> Draft:
    before = sum(m for _, m in parts)
    where = "a sealed bag" if sealed else "an open cup"
    if ctx.content_type is MC:
        wrong = (
            Wrong(f"{before - 5} g", "mass-lost-in-change", "Nothing left the sealed bag, so no mass was lost."),
            Wrong(f"{before + 5} g", "mass-gained-in-change", "Nothing was added, so the mass cannot go up."),
            Wrong(f"{max(m for _, m in parts)} g", "counts-one-part", "Add the masses of everything in the bag."),
        )  # fmt: skip
        return claim_draft(
            ctx,
            Claim(
                question=f"{lead} Before: " + ", ".join(f"{p[:1].lower()}{p[1:]} {m} g" for p, m in parts)
                + ". What is the total mass after the change?",
                answer=f"{before} g", wrong=wrong, key=f"mass-choice:{change['id']}:{before}",
                why=f"In {where} nothing gets in or out, so the total mass stays {before} g.", task="compute", steps=2,
            ),
        )  # fmt: skip
    rows = [[f"{p} before (g)", m] for p, m in parts] + [["Everything after (g)", "?" if sealed else after]]
    if sealed:
        question, value = f"{lead} What is the total mass after the change?", before
        why = (
            f"Nothing got in or out of the sealed bag, so the mass after equals the mass before: {before} g."
        )
    else:
        question, value = f"{lead} A gas bubbled out of the cup. What mass of gas escaped?", before - after
        why = f"The mass dropped from {before} g to {after} g: {before - after} g of gas went into the air. It was not destroyed."
    return table_draft(
        ctx, title=f"Mass before and after: {change['what']}", columns=["What was weighed", "Mass (g)"], rows=rows,
        question=question, value=value, display=f"{value} g", unit="g", accept=(str(value), f"{value} g"), why=why,
        key=f"mass:{change['id']}:" + ",".join(str(m) for _, m in parts) + f":{after}", steps=2 + ctx.level.rank,
    )  # fmt: skip


PURPOSES = (
    ("conducts", True, "the wire inside an electric cord", "it lets electricity flow through it",
     "does not let electricity flow, so the cord would not work"),
    ("magnetic", True, "a cabinet latch that a magnet holds shut", "it sticks to a magnet",
     "does not stick to a magnet, so the latch would not stay shut"),
    ("floats", True, "a small toy boat that floats", "it floats in water",
     "sinks in water, so the boat would sink"),
)  # fmt: skip


def choose(ctx: GenerationContext) -> Draft:
    """The one material (of the identification set) with the property a use needs."""
    rng = ctx.rng
    test, wanted, use, because, not_because = pick(rng, PURPOSES)
    pool = [reviewed(s) for s in substances(ctx.grade) if s.get("group") == "solid"]
    fits = [s for s in pool if (results(s)[test] == "yes") == wanted]
    misses = [s for s in pool if s not in fits]
    answer = pick(rng, fits)
    others = rng.sample(misses, min(len(misses), 2 + ctx.level.rank))
    wrong = tuple(
        Wrong(
            short_name(s), f"ignores-{test}", f"{short_name(s)[0].upper()}{short_name(s)[1:]} {not_because}."
        )
        for s in others
    )
    return claim_draft(
        ctx,
        Claim(
            question=f"Which material would work best for {use}?", answer=short_name(answer), wrong=wrong,
            why=f"{short_name(answer)[0].upper()}{short_name(answer)[1:]} works because {because}.",
            key=f"choose:{test}:{answer['id']}:" + ",".join(sorted(s["id"] for s in others)),
            sentence=f"For {use}, {{}} would work because of its properties.", task="reason", steps=2,
        ),
    )  # fmt: skip


STATES = ("solid", "liquid", "gas")


def _points(rng: random.Random, state: str) -> list[tuple[float, float]]:
    """Particle centres in the unit square: a 4 by 4 grid (solid), 12 jumbled near each other in the
    lower part (liquid), or 5 spread out (gas)."""
    if state == "solid":
        return [(c / 3, r / 3) for r in range(4) for c in range(4)]
    if state == "liquid":
        spots = [(c / 3, 0.34 + r * 0.22) for r in range(3) for c in range(4)]
        return [
            (min(1.0, max(0.0, x + rng.uniform(-0.08, 0.08))), y + rng.uniform(-0.05, 0.05)) for x, y in spots
        ]
    corners = [(0.1, 0.1), (0.85, 0.2), (0.45, 0.5), (0.1, 0.9), (0.9, 0.85)]
    return [
        (min(1.0, max(0.0, x + rng.uniform(-0.08, 0.08))), y + rng.uniform(-0.08, 0.08)) for x, y in corners
    ]


def boxes(ctx: GenerationContext) -> Draft:
    """Which box of particles shows a substance at room temperature (or, hard, at a given temperature)."""
    rng = ctx.rng
    pool = [s for s in substances(ctx.grade) if s["formula"] and s["kind"] != "mixture"]
    entry = pick(rng, pool)
    name = short_name(entry)
    state, when = entry["state"], "at room temperature"
    if ctx.level.rank == 2 and "melts" in entry and "boils" in entry:
        melts, boils = quantity(entry["melts"]).value, quantity(entry["boils"]).value
        state = pick(rng, [s for s in STATES if s != entry["state"]])
        temp = temp_in(rng, state, melts, boils, 1)
        when = f"at {number(temp)} °C (it melts at {number(melts)} °C and boils at {number(boils)} °C)"
    order = rng.sample(STATES, 3)
    labels = [f"Box {i + 1}" for i in range(3)]
    svg_doc = particle_boxes(
        [(labels[i], _points(rng, s)) for i, s in enumerate(order)], "Particles in three boxes",
        "; ".join(f"{labels[i]}: particles {arranged(s)}" for i, s in enumerate(order)) + ".",
    )  # fmt: skip
    answer = labels[order.index(state)]
    wrong = [
        (
            labels[i],
            f"{s}-for-{state}",
            f"{labels[i]} shows particles {arranged(s)}: a {s}, but {name} is a {state} {when}.",
        )
        for i, s in enumerate(order)
        if s != state
    ]
    return diagram_draft(
        f"Which box shows the particles of {name} {when}?", svg_doc, answer,
        f"{name[0].upper()}{name[1:]} is a {state} {when}, so its particles are {arranged(state)}.",
        wrong, rng, f"boxes:{entry['id']}:{state}:{','.join(order)}", task="represent", steps=2 + (ctx.level.rank == 2),
    )  # fmt: skip


def sort_pairs(rng: random.Random, pool: list[dict[str, Any]], size: int) -> list[tuple[str, str]]:
    """``size`` materials of one group, each with a test result that is true of it and of none of the
    others (tried on random draws until one works)."""
    for _ in range(40):
        group = pick(rng, ["powder", "solid"])
        members = [s for s in pool if s.get("group") == group]
        chosen = rng.sample(members, min(size, len(members)))
        found = {s["id"]: results(s) for s in chosen}
        tests = [t for t, _ in COLUMNS[group]] + (["mass"] if group == "solid" else [])
        pairs: list[tuple[str, str]] = []
        for s in chosen:
            unique = [
                (t, found[s["id"]][t])
                for t in tests
                if all(found[o["id"]][t] != found[s["id"]][t] for o in chosen if o is not s)
            ]
            if not unique:
                break
            test, value = pick(rng, unique)
            pairs.append((short_name(s), _said(test, value)))
        else:
            return pairs
    raise ValueError("no set of materials with a distinct result each")


def sort_materials(ctx: GenerationContext) -> Draft:
    pool = [reviewed(s) for s in substances(ctx.grade) if "group" in s]
    pairs = sort_pairs(ctx.rng, pool, 3 + (ctx.level.rank > 0))
    return matching_draft(
        ctx, pairs, prompt="Match each material to the test result that only it shows.",
        instructions="Match each material on the left to a property on the right.",
        why=" ".join(f"{a[0].upper()}{a[1:]}: {b}." for a, b in pairs),
        key="sort:" + ",".join(f"{a}={b}" for a, b in pairs), task="identify",
    )  # fmt: skip
