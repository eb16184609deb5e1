"""Electric, magnetic and gravitational forces, grade 8 (MS-PS2-3, MS-PS2-4, MS-PS2-5): what makes
them stronger or weaker (the motion model's reviewed ``factors``), electromagnet trials and
force-at-a-distance tables computed from a simple model, weights from the gravity of the bodies in
``model-motion.json``, and forces that act without touching (``interactions``).

The trial settings and masses of an investigation are drawn at random; the gravity of each body is
a model quantity.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DT, MC, MT, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, num, tidy, types_of

_FORCES = {
    "electromagnet": ("an electromagnet's pull",),
    "distance": (
        "the pull between a magnet and a paper clip",
        "the pull between a charged balloon and bits of paper",
    ),
    "gravity": ("the pull of gravity between two objects",),
}


def _factor_claim(ctx: GenerationContext, ask: str) -> Claim:
    """What one factor of the model does to a force: stronger, weaker (or the same, a wrong answer)."""
    factors = [f for f in in_grade(model("motion")["factors"], ctx.grade) if f["force"] in _FORCES[ask]]
    f = reviewed(pick(ctx.rng, factors))
    other = "weaker" if f["effect"] == "stronger" else "stronger"
    wrong = (
        Wrong(other, f"{f['id']}-reversed", f"{f['factor'][:1].upper() + f['factor'][1:]} makes the force {f['effect']}, not {other}."),
        Wrong("the same", "factor-does-not-matter", f"This factor changes the force: it makes it {f['effect']}."),
    )  # fmt: skip
    return Claim(
        question=f"Think about {f['force']}. What happens to it with {f['factor']}?",
        answer=f["effect"], wrong=wrong, key=f"factor|{f['id']}",
        why=f"With {f['factor']}, {f['force']} is {f['effect']}.",
        sentence=f"With {f['factor']}, {f['force']} is {{}}.", task="reason",
    )  # fmt: skip


def _magnet_table(ctx: GenerationContext) -> Draft:
    """Electromagnet trials: paper clips picked up = coils × cells ÷ 5 (a simple model). Easy: which
    variable changed (3 trials); medium: predict one more trial (4 trials); hard: predict a trial
    that changes both variables (5 trials)."""
    rng = ctx.rng
    reviewed(next(f for f in model("motion")["factors"] if f["id"] == "electromagnet-coils"))
    count = 3 + ctx.level.rank
    vary = pick(rng, ["coils", "cells"])
    coils = (
        sorted(rng.sample([10, 20, 30, 40, 50, 60], count))
        if vary == "coils"
        else [pick(rng, [20, 30, 40])] * count
    )
    cells = (
        sorted(rng.sample([1, 2, 3, 4, 5, 6], count)) if vary == "cells" else [pick(rng, [1, 2, 3])] * count
    )
    if ctx.level.rank == 2:
        cells = [rng.randint(1, 4) for _ in range(count)]
    rows = [[i + 1, c, b, c * b // 5] for i, (c, b) in enumerate(zip(coils, cells, strict=True))]
    columns = ["Trial", "Coils of wire", "Battery cells", "Paper clips picked up"]
    title = "Testing an electromagnet"
    if ctx.level.rank == 0:
        word = "the number of coils of wire" if vary == "coils" else "the number of battery cells"
        return table_draft(
            ctx, title=title, columns=columns, rows=rows, key=f"em-var|{rows}",
            question="Which variable did the class change on purpose in these trials?", value=word, display=word,
            accept=("coils", "the coils") if vary == "coils" else ("battery cells", "cells"),
            why=f"Only {word} changes from trial to trial; the other setting stays the same, and the paper clips are what the class measured.",
            standard="MS-PS2-3",
        )  # fmt: skip
    new_c = pick(rng, [c for c in (10, 20, 30, 40, 50, 60, 70, 80) if c not in coils] or [80])
    new_b = rng.randint(1, 6) if ctx.level.rank == 2 else cells[0]
    if vary == "cells" and ctx.level.rank == 1:
        new_c, new_b = coils[0], pick(rng, [b for b in range(1, 9) if b not in cells])
    clips = new_c * new_b // 5
    per = "coil and battery cell" if ctx.level.rank == 2 else ("coil" if vary == "coils" else "battery cell")
    return table_draft(
        ctx, title=title, columns=columns, rows=rows, key=f"em-predict|{rows}|{new_c}|{new_b}", unit="paper clips",
        question=f"The pattern in the table continues. How many paper clips would the electromagnet pick up with {new_c} coils and {new_b} battery {'cell' if new_b == 1 else 'cells'}?",
        value=clips, display=f"{clips} paper clips", accept=(str(clips),),
        why=f"In every trial, paper clips = coils × battery cells ÷ 5, so more of each {per} gives a stronger pull: {new_c} × {new_b} ÷ 5 = {clips}.",
        steps=3, standard="MS-PS2-3",
    )  # fmt: skip


_STRENGTH = {1: 14.4, 2: 7.2, 3: 3.6}


def _distance_table(ctx: GenerationContext) -> Draft:
    """The pull of a magnet (or a charged balloon) at several distances in a model where the force
    falls with the square of the distance; one force is missing and is found from the pattern."""
    rng = ctx.rng
    force_name = pick(rng, list(_FORCES["distance"]))
    reviewed(
        next(f for f in model("motion")["factors"] if f["force"] == force_name and "distance" in f["factor"])
    )
    strength = _STRENGTH[rng.randint(1, 3)]
    distances = sorted(rng.sample([1, 2, 3, 4, 6], 3 + ctx.level.rank))
    rows: list[list[Any]] = [[d, tidy(strength / d / d)] for d in distances]
    pairs = [(a, b) for a in distances for b in distances if b == 2 * a]
    if ctx.level.rank == 0 and pairs:
        near, far = pick(rng, pairs)
        return table_draft(
            ctx, title=f"A model of {force_name}", columns=["Distance (cm)", "Force (N)"], rows=rows,
            question=f"How many times stronger is the force at {near} cm than at {far} cm?", value=4, display="4 times",
            accept=("4", "four", "four times"), key=f"dist-ratio|{strength}|{distances}|{near}",
            why=f"{num(strength / near / near)} N ÷ {num(strength / far / far)} N = 4: doubling the distance makes the force one fourth as strong.",
            standard="MS-PS2-3",
        )  # fmt: skip
    i = rng.randrange(1, len(rows))
    d, force = rows[i]
    rows[i] = [d, "?"]
    return table_draft(
        ctx, title=f"A model of {force_name}", columns=["Distance (cm)", "Force (N)"], rows=rows, unit="N",
        question=f"In this model, force × distance × distance is the same in every row. What is the missing force at {d} cm?",
        value=force, display=f"{num(force)} N", accept=(num(force),), key=f"dist-missing|{strength}|{distances}|{i}",
        why=f"In every row, force × distance × distance is {num(strength)}, so the force at {d} cm is {num(strength)} ÷ {d * d} = {num(force)} N. The force gets weaker as the distance grows.",
        steps=3, standard="MS-PS2-3",
    )  # fmt: skip


def _weight_table(ctx: GenerationContext) -> Draft:
    """Weight = mass × gravity for one mass on the bodies of the model (their gravity a quantity)."""
    rng = ctx.rng
    bodies = in_grade(model("motion")["bodies"], ctx.grade)
    mass = pick(rng, [5, 10, 20, 40, 50])
    shown = bodies if ctx.level.rank else bodies[:3]
    rows = [[b["name"][:1].upper() + b["name"][1:], quantity(b["gravity"]).value] for b in shown]
    weights = [tidy(mass * g) for _, g in rows]
    i = rng.randrange(len(rows))
    full = [[*r, w] for r, w in zip(rows, weights, strict=True)]
    full[i][2] = "?"
    return table_draft(
        ctx, title=f"The weight of a {mass} kg backpack", columns=["Place", "Gravity (m/s²)", "Weight (N)"], rows=full,
        question=f"Weight = mass × gravity. What does the {mass} kg backpack weigh on {rows[i][0].replace('The moon', 'the moon')}?",
        value=weights[i], display=f"{num(weights[i])} N", unit="N", accept=(num(weights[i]),),
        why=f"{mass} kg × {num(rows[i][1])} m/s² = {num(weights[i])} N. The mass is the same everywhere; a body with more mass (at the same distance) pulls harder.",
        key=f"weight|{mass}|{len(rows)}|{i}", steps=2, standard="MS-PS2-4",
    )  # fmt: skip


_CHANGES = {0: ("m1", "m2"), 1: ("d",), 2: ("m1", "m2", "d")}


def _pull_table(ctx: GenerationContext) -> Draft:
    """Pairs of balls compared with pair A: each other pair changes one mass or the distance (easy:
    masses only; medium: the distance; hard: both, and one pair changes two things). The pull is
    mass × mass ÷ (distance × distance), told as a multiple of pair A's; one pull is missing."""
    rng = ctx.rng
    reviewed(next(f for f in model("motion")["factors"] if f["id"] == "gravity-distance"))
    base = (pick(rng, [10, 20, 50]), pick(rng, [10, 20, 50]), pick(rng, [1, 2]))
    rows: list[list[Any]] = [["A", *base, "1"]]
    used = set()
    for name in "BCD"[: 2 + (ctx.level.rank == 2)]:
        m1, m2, d = base
        what = [pick(rng, _CHANGES[ctx.level.rank])]
        if ctx.level.rank == 2 and name == "D":
            what = ["m1", "d"]
        for w in what:
            k = pick(rng, [2, 3])
            m1, m2, d = (m1 * k, m2, d) if w == "m1" else (m1, m2 * k, d) if w == "m2" else (m1, m2, d * k)
        if (m1, m2, d) in used or (m1, m2, d) == base:
            continue
        used.add((m1, m2, d))
        rows.append([name, m1, m2, d, str(Fraction(m1 * m2 * base[2] ** 2, base[0] * base[1] * d * d))])
    i = rng.randrange(1, len(rows))
    value = rows[i][4]
    rows[i][4] = "?"
    masses = Fraction(rows[i][1] * rows[i][2], base[0] * base[1])
    spread = Fraction(rows[i][3] ** 2, base[2] ** 2)
    return table_draft(
        ctx, title="Gravity between pairs of balls", rows=rows,
        columns=["Pair", "Mass of ball 1 (kg)", "Mass of ball 2 (kg)", "Distance between centers (m)", "Pull (pair A = 1)"],
        question=f"In this model, the pull of gravity grows with each mass and shrinks with distance × distance. Pair A's pull counts as 1. What number goes in the missing cell for pair {rows[i][0]}?",
        value=value, display=value, accept=(num(Fraction(value)),) if "/" in value else (), key=f"pull|{rows}",
        why=f"Compare pair {rows[i][0]} with pair A: the masses multiply to {masses} times as much, and distance × distance is {spread} times as much, so the pull is {masses} ÷ {spread} = {value}.",
        steps=2 + ctx.level.rank, standard="MS-PS2-4",
    )  # fmt: skip


def _gravity_table(ctx: GenerationContext) -> Draft:
    return (_pull_table if ctx.rng.random() < 0.5 else _weight_table)(ctx)


def _gravity_claim(ctx: GenerationContext) -> Claim:
    if ctx.rng.random() < 0.6:
        claim = _factor_claim(ctx, "gravity")
        return replace(claim, standard="MS-PS2-4")
    wrong = (
        Wrong("push them apart", "gravity-can-repel", "Gravity never pushes; it always pulls objects together."),
        Wrong("pull only when one of them is very large", "only-big-things-have-gravity",
              "Every pair of objects pulls on each other; the pull is just too small to notice between small objects."),
        Wrong("pull only when they touch", "gravity-needs-contact", "Gravity acts across distances, even across space."),
    )  # fmt: skip
    return Claim(
        question="What does gravity always do to two objects?", answer="pull them toward each other", wrong=wrong,
        why="Gravity is always an attraction: any two objects with mass pull on each other, more strongly when they have more mass or are closer.",
        key="gravity-attracts", sentence="Gravity between two objects always tends to {}.", task="recall", standard="MS-PS2-4",
    )  # fmt: skip


def _at_distance_claim(ctx: GenerationContext) -> Claim:
    """One force of the model's interactions: does it act without touching? (A multiple-choice item
    offers one field force among contact forces, or the reverse.)"""
    rng = ctx.rng
    interactions = in_grade(model("motion")["interactions"], ctx.grade)
    field = [i for i in interactions if not i["contact"]]
    contact = [i for i in interactions if i["contact"]]
    if ctx.content_type is TF:
        it = pick(rng, interactions)
        answer, other = (
            ("without touching", "only by touching")
            if not it["contact"]
            else ("only by touching", "without touching")
        )
        why = (f"The {it['field']} force acts across a gap, through a field." if not it["contact"]
               else "The two objects touch: this is a contact force.")  # fmt: skip
        return Claim(
            question=f"When {it['name']}, how does the force act?", answer=answer,
            wrong=(Wrong(other, "field-and-contact-forces-confused", "Ask whether the two objects touch."),), why=why, key=f"at-distance|{it['id']}",
            sentence=f"When {it['name']}, the force acts {{}}.", task="identify", standard="MS-PS2-5",
        )  # fmt: skip
    if rng.random() < 0.6:
        it, others = pick(rng, field), rng.sample(contact, 3)
        question = "Which of these forces acts without the objects touching?"
        why = f"When {it['name']}, {with_article(it['field'] + ' field')} reaches across the space between the objects."
        reason = "In this one the objects touch: it is a contact force."
        slug = "all-forces-need-contact"
    else:
        it, others = pick(rng, contact), rng.sample(field, 3)
        question = "Which of these forces needs the objects to touch?"
        why = f"When {it['name']}, the objects touch: it is a contact force. The others act through fields."
        reason = "This force acts across a gap, through a magnetic, electric or gravitational field."
        slug = "field-forces-need-contact"
    return Claim(
        question=question, answer=cap(it["name"]) + ".", wrong=tuple(Wrong(cap(o["name"]) + ".", slug, reason) for o in others),
        why=why, key=f"at-distance-choice|{it['id']}|{question[:20]}", task="identify", standard="MS-PS2-5",
    )  # fmt: skip


_KINDS = {"magnetic": "a magnetic force", "electric": "an electric force", "gravitational": "gravity"}


def _fields_matching(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    interactions = in_grade(model("motion")["interactions"], ctx.grade)
    kinds = rng.sample([*_KINDS, "contact"], pairs_size(ctx))
    pairs = []
    for kind in kinds:
        it = pick(rng, [i for i in interactions if (i.get("field") or "contact") == kind])
        pairs.append((cap(it["name"]) + ".", _KINDS.get(kind, "a contact force (touching)")))
    return matching_draft(
        ctx, pairs, prompt="Match each event with the force that causes it.", instructions="Draw a line from each event to its force.",
        why="Magnets act through magnetic fields, charged objects through electric fields, and masses through gravity; contact forces need touching.",
        key="fields-match|" + "|".join(sorted(p[0] for p in pairs)), task="identify", standard="MS-PS2-5",
    )  # fmt: skip


ASKS: Asks = {
    "electromagnet": {DT: _magnet_table, MC: claimed(lambda ctx: _factor_claim(ctx, "electromagnet"))},
    "distance": {
        DT: _distance_table,
        MC: claimed(lambda ctx: _factor_claim(ctx, "distance")),
        TF: claimed(lambda ctx: _factor_claim(ctx, "distance")),
    },
    "gravity": {kind: claimed(_gravity_claim) for kind in (MC, TF)} | {DT: _gravity_table},
    "at-distance": {kind: claimed(_at_distance_claim) for kind in (MC, TF)} | {MT: _fields_matching},
}

_BANDS = (
    "electromagnet tables: 3 trials and which variable changed at easy, 4 trials and a prediction at medium, "
    "5 trials changing both variables at hard; distance tables: 3, 4 and 5 distances (a ratio at easy, a missing force "
    "otherwise); weights on 3 bodies at easy, 4 otherwise; matching: 3 pairs at easy, 4 otherwise"
)

FieldsParams = many_of(ASKS, field="ask", name="FieldsParams")


@generator(content_types=types_of(ASKS), params=FieldsParams, levels=Levels("steps", _BANDS))
def fields(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
