"""Forces and motion, grade 8 (MS-PS2-1, MS-PS2-2): the two forces of a pair (a swimmer pushes the
water back, the water pushes the swimmer forward), colliding objects of the motion model (equal
forces, unequal changes of motion), net force computed from several forces and the motion it
predicts, and F = m × a in tables of lab carts.

Objects and their masses come from ``model-motion.json``; the forces and lab-cart masses of an
investigation are drawn at random (they are not facts about real things).
"""

from __future__ import annotations

import itertools
from typing import Any

from educontent.generation.draw.science_physical import forces as forces_svg
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import article, with_article
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DG, DT, FB, MC, MT, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical._phys_ms import Asks, cap, claimed, dispatch, num, types_of
from educontent.generation.science.physical._phys_ms_collisions import bumper_claim, bumper_table

_THIRD = {"push": "pushes", "pull": "pulls"}


def _pair_claim(ctx: GenerationContext, sentences: bool) -> Claim:
    """The partner of a force of the model's pairs; wrong answers: the same direction, the force
    still on the first object, a force from something else, no partner at all."""
    p = pick(ctx.rng, in_grade(model("motion")["pairs"], ctx.grade))
    verb = _THIRD.get(p["verb"], p["verb"])
    action = f"{p['by']} {p['verb']} {p['on']} {p['direction']}"
    back = f"{p['onAgain']} {verb} {p['byAgain']}"
    pushed = p["onAgain"]
    wrong = [
        Wrong(f"{back} {p['direction']}", "pair-forces-same-direction",
              "The two forces of a pair point in opposite directions."),
        Wrong(f"{p['byAgain']} {p['verb']} {pushed} {p['back']}", "pair-acts-on-the-same-object",
              f"That force would still act on {pushed}; its partner acts on {p['byAgain']}."),
        Wrong(p["other"][:1].lower() + p["other"][1:].rstrip("."), "any-force-is-the-partner",
              "That force comes from something else; the partner is the force of the second object back on the first."),
        Wrong(f"nothing pushes or pulls back on {p['byAgain']}", "pushed-objects-do-not-push-back",
              f"{cap(pushed)} always pushes or pulls back: forces come in pairs."),
    ]  # fmt: skip
    answer = f"{back} {p['back']}"
    why = f"Forces come in pairs: when {action}, {answer}. The two forces are equal in size, opposite in direction, and act on different objects."
    if sentences:
        wrong = [Wrong(cap(w.text) + ".", w.misconception, w.reason) for w in wrong]
        return Claim(
            question=f"{cap(action)}. What is the other force of this pair?",
            answer=cap(answer) + ".", wrong=tuple(wrong), why=why, key=f"pairs|{p['id']}",
            task="reason", standard="MS-PS2-1",
        )  # fmt: skip
    return Claim(
        question=f"{cap(action)}. What is the other force of this pair?", answer=answer, wrong=tuple(wrong),
        why=why, key=f"pairs|{p['id']}", sentence=f"When {action}, {{}}.", task="reason", standard="MS-PS2-1",
    )  # fmt: skip


def _pairs_matching(ctx: GenerationContext) -> Draft:
    pairs = in_grade(model("motion")["pairs"], ctx.grade)
    chosen = ctx.rng.sample(pairs, pairs_size(ctx) + (1 if ctx.level.rank == 2 else 0))
    rows = []
    for p in chosen:
        verb = _THIRD.get(p["verb"], p["verb"])
        rows.append((cap(f"{p['by']} {p['verb']} {p['on']} {p['direction']}."),
                     cap(f"{p['onAgain']} {verb} {p['byAgain']} {p['back']}.")))  # fmt: skip
    return matching_draft(
        ctx, rows, prompt="Match each force with the other force of its pair.",
        instructions="Draw a line from each force to its partner.",
        why="The partner of a force is the push or pull of the second object back on the first: equal in size, opposite in direction.",
        key="pairs-match|" + "|".join(sorted(p["id"] for p in chosen)), task="reason", standard="MS-PS2-1",
    )  # fmt: skip


def _objects() -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in model("motion")["objects"]}


def _collide_claim(ctx: GenerationContext) -> Claim:
    """Two objects of the model collide: the force back (equal), or whose motion changes more (the
    lighter one's: the same force, a smaller mass)."""
    c = pick(ctx.rng, in_grade(model("motion")["collisions"], ctx.grade))
    objects = _objects()
    a, b = objects[c["mover"]], objects[c["target"]]
    ma, mb = quantity(a["mass"]).value, quantity(b["mass"]).value
    scene = f"{cap(with_article(a['name']))} (about {num(ma)} kg) {c['verb']} {with_article(b['name'])} (about {num(mb)} kg)."
    kind = pick(ctx.rng, ["size", "more"] if ctx.level.rank else ["size", "size", "more"])
    if kind == "size":
        force = ctx.rng.randint(2, 12) * (500 if max(ma, mb) > 100 else 5)
        wrong = (
            Wrong("0 N", "pushed-objects-do-not-push-back", f"The {b['name']} pushes back: forces come in pairs."),
            Wrong(f"{num(force * 2)} N", "pair-forces-add",
                  "The two forces act on different objects, so they do not add up."),
            Wrong(f"{num(force / 2)} N", "lighter-or-still-object-pushes-less",
                  "Mass and motion do not matter: the forces of a pair are always equal in size."),
        )  # fmt: skip
        return Claim(
            question=f"{scene} The {a['name']} pushes on the {b['name']} with a force of {num(force)} N. How large is the force of the {b['name']} on the {a['name']}?",
            answer=f"{num(force)} N", wrong=wrong, key=f"collide|{c['id']}|{force}",
            why=f"The {b['name']} pushes back on the {a['name']} with a force equal in size and opposite in direction: {num(force)} N.",
            sentence=f"When the {a['name']} pushes on the {b['name']} with {num(force)} N, the {b['name']} pushes back with {{}}.",
            accept=(num(force), f"{num(force)} newtons"), task="reason", standard="MS-PS2-1",
        )  # fmt: skip
    light, heavy = (a, b) if ma < mb else (b, a)
    wrong = (
        Wrong(f"the {heavy['name']}", "heavier-object-changes-more",
              f"The {heavy['name']} has more mass, so the same force changes its motion less."),
        Wrong("both change the same amount", "equal-forces-equal-changes",
              "The forces are equal, but the same force changes the motion of a smaller mass more."),
        Wrong("neither, because the forces cancel", "pair-forces-cancel",
              "The two forces act on different objects, so they do not cancel."),
    )  # fmt: skip
    return Claim(
        question=f"{scene} Which object's motion changes more in the collision?",
        answer=f"the {light['name']}", wrong=wrong, key=f"collide-more|{c['id']}",
        why=f"Each object feels a force of the same size. The {light['name']} has less mass, so its motion changes more (a = F ÷ m).",
        sentence=f"When the {a['name']} (about {num(ma)} kg) and the {b['name']} (about {num(mb)} kg) collide, {{}} changes its motion more.",
        accept=(light["name"],), task="reason", steps=2, standard="MS-PS2-1",
    )  # fmt: skip


def _forces(ctx: GenerationContext) -> tuple[list[int], list[int]]:
    """Forces to the right and to the left (newtons): 2 forces at easy, 3 at medium, 4 at hard;
    balanced about one time in five."""
    rng = ctx.rng
    count = 2 + ctx.level.rank
    right = [rng.randint(2, 12) * 5 for _ in range(rng.randint(1, count - 1))]
    left = [rng.randint(1, 8) * 5 for _ in range(count - len(right))]
    if rng.random() < 0.2 and sum(right) > sum(left[1:]):
        left[0] = sum(right) - sum(left[1:])
    if rng.random() < 0.5:
        right, left = left, right
    return right, left


def _listed(right: list[int], left: list[int]) -> str:
    parts = [f"{f} N to the right" for f in right] + [f"{f} N to the left" for f in left]
    return ", ".join(parts[:-1]) + f" and {parts[-1]}"


def _net(net: int) -> str:
    return "0 N" if net == 0 else f"{abs(net)} N to the {'right' if net > 0 else 'left'}"


def _net_wrong(right: list[int], left: list[int]) -> tuple[Wrong, ...]:
    net = sum(right) - sum(left)
    big = max(right + left)
    big_dir = "right" if big in right else "left"
    wrong = [
        Wrong(f"{sum(right) + sum(left)} N to the {'right' if net >= 0 else 'left'}", "adds-opposite-forces",
              "Forces in opposite directions take away from each other; only forces in the same direction add."),
        Wrong(f"{big} N to the {big_dir}", "largest-force-wins",
              "The net force combines all the forces, not only the largest one."),
    ]  # fmt: skip
    if net:
        wrong.append(Wrong(_net(-net), "net-force-points-to-smaller-side",
                           "The net force points toward the side with the greater total force."))  # fmt: skip
    else:
        wrong.append(Wrong(f"{sum(right)} N to the right", "balanced-forces-still-push",
                           "The forces to the right and to the left are equal, so they balance."))  # fmt: skip
    return tuple(w for w in wrong if w.text != _net(net))


def _net_claim(ctx: GenerationContext, motion: bool | None = None) -> Claim:
    """The net force of 2-4 forces, or (``motion``) what it does to a moving object's speed."""
    thing = pick(ctx.rng, in_grade(model("motion")["movers"], ctx.grade))["name"]
    right, left = _forces(ctx)
    net = sum(right) - sum(left)
    setup = f"These forces act on {{}} {thing}: {_listed(right, left)}."
    why = f"Add the forces to the right ({sum(right)} N) and the forces to the left ({sum(left)} N), then subtract: the net force is {_net(net)}."
    if not (ctx.rng.random() < 0.5 if motion is None else motion):
        return Claim(
            question=f"{setup.format(article(thing))} What is the net force on the {thing}?", answer=_net(net),
            wrong=_net_wrong(right, left), why=why, key=f"net|{thing}|{right}|{left}",
            sentence=f"{setup.format(article(thing))} The net force on the {thing} is {{}}.",
            accept=(f"{abs(net)} N",) if net else ("0", "zero"), task="compute", steps=1 + ctx.level.rank, standard="MS-PS2-2",
        )  # fmt: skip
    moving = pick(ctx.rng, ["right", "left"])
    side = "right" if net > 0 else "left"
    if net == 0:
        answer = "It keeps moving at the same speed."
    else:
        answer = "It speeds up." if side == moving else "It slows down."
    outcomes = {
        "It speeds up.": ("unbalanced-means-faster", "It speeds up only when the net force points the way it moves."),
        "It slows down.": ("unbalanced-means-slower", "It slows down only when the net force points against its motion."),
        "It keeps moving at the same speed.": ("motion-needs-net-force", "Its speed stays the same only when the forces are balanced."),
        "It stops at once.": ("balanced-forces-stop-motion", "A moving object does not stop at once: a net force changes its speed little by little, and balanced forces do not change it at all."),
    }  # fmt: skip
    wrong = tuple(Wrong(text, m, r) for text, (m, r) in outcomes.items() if text != answer)
    return Claim(
        question=f"{cap(with_article(thing))} is moving to the {moving}. {setup.format('the')} What happens to its speed?",
        answer=answer, wrong=wrong, key=f"net-motion|{thing}|{moving}|{right}|{left}",
        why=why + (" Balanced forces do not change its motion." if net == 0 else f" A net force to the {side} makes it {'speed up' if side == moving else 'slow down'}."),
        task="reason", steps=2 + ctx.level.rank, standard="MS-PS2-2",
    )  # fmt: skip


def _net_diagram(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    thing = pick(rng, in_grade(model("motion")["movers"], ctx.grade))["name"]
    push_right, push_left = pick_two(rng, range(2, 13))
    mass = rng.choice([1, 2, 5]) if ctx.level.rank == 2 else None
    net = push_right - push_left
    desc = f"A {thing} on the ground. A force of {push_right} N pushes it to the right and a force of {push_left} N pushes it to the left."
    if mass:
        desc += f" Its mass is {mass} kg."
    svg_doc = forces_svg(thing, push_right, push_left, mass, f"Forces on a {thing}", desc)
    if mass:
        accel = abs(net) / mass
        answer = f"{num(accel)} m/s² to the {'right' if net > 0 else 'left'}"
        wrong = [
            (f"{num(abs(net) * mass)} m/s² to the {'right' if net > 0 else 'left'}", "multiplies-force-by-mass", "Acceleration is net force divided by mass, not times mass."),
            (f"{num((push_right + push_left) / mass)} m/s² to the {'right' if net > 0 else 'left'}", "adds-opposite-forces", "Opposite forces subtract before you divide by the mass."),
            (f"{num(accel)} m/s² to the {'left' if net > 0 else 'right'}", "net-force-points-to-smaller-side", "The acceleration points the same way as the net force."),
        ]  # fmt: skip
        why = f"Net force: {max(push_right, push_left)} N − {min(push_right, push_left)} N = {abs(net)} N to the {'right' if net > 0 else 'left'}. Acceleration = {abs(net)} N ÷ {mass} kg = {num(accel)} m/s²."
        question, steps = f"What is the acceleration of the {thing}?", 2
    else:
        answer = _net(net)
        wrong = [(w.text, w.misconception, w.reason) for w in _net_wrong([push_right], [push_left])]
        why = f"The forces point in opposite directions, so subtract: {max(push_right, push_left)} N − {min(push_right, push_left)} N = {abs(net)} N, toward the larger force."
        question, steps = f"What is the net force on the {thing}?", 1
    return diagram_draft(
        question, svg_doc, answer, why, wrong, rng, f"net-diagram|{thing}|{push_right}|{push_left}|{mass}",
        kind="model", task="compute", steps=steps,
    )  # fmt: skip


def _friction_claim(ctx: GenerationContext) -> Claim:
    """Two surfaces of the motion model at least two steps apart in friction (three at hard): where a
    block given the same push slides farther, or stops sooner."""
    rng = ctx.rng
    surfaces = in_grade(model("motion")["surfaces"], ctx.grade)
    while True:
        shown = sorted(rng.sample(surfaces, 2 + (ctx.level.rank == 2)), key=lambda x: x["rank"])
        if all(b["rank"] - a["rank"] >= 2 for a, b in itertools.pairwise(shown)):
            break
    for x in shown:
        reviewed(x)
    farther = rng.random() < 0.5
    right = shown[0] if farther else shown[-1]
    names = [x["name"] for x in rng.sample(shown, len(shown))]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 2 else " and ".join(names)
    wrong = tuple(
        Wrong(x["name"], "rough-surfaces-help-sliding" if farther else "smooth-surfaces-stop-things",
              f"{cap(x['name'])} has {'more' if farther else 'less'} friction, so the block {'slows down sooner' if farther else 'keeps sliding longer'}.")
        for x in shown if x is not right
    )  # fmt: skip
    verb = "slides farthest" if farther else "stops soonest"
    return Claim(
        question=f"A wooden block gets the same push on {listed}. On which surface does it {verb.replace('slides', 'slide').replace('stops', 'stop')}?",
        answer=right["name"], wrong=wrong, key=f"friction|{verb}|{'|'.join(sorted(names))}",
        why=f"Friction is the force that slows the sliding block. {cap(right['name'])} has the {'least' if farther else 'most'} friction of these, so the block {verb} there.",
        sentence=f"With the same push on {listed}, a wooden block {verb} on {{}}.", task="compare", steps=2, standard="MS-PS2-2",
    )  # fmt: skip


def _cart_rows(ctx: GenerationContext) -> list[list[int]]:
    """Lab carts ``[mass kg, net force N, acceleration m/s²]``: 3 rows at easy, 4 at medium, 5 at hard
    (distinct accelerations, whole numbers)."""
    rng = ctx.rng
    count = 3 + ctx.level.rank
    masses = rng.sample(range(1, 9), count)
    if ctx.level.rank == 0:
        force = pick(rng, [12, 24, 36, 60])
        return [[m, force, 0] for m in masses]
    accels = rng.sample(range(1, 10), count)
    return [[m, m * a, a] for m, a in zip(masses, accels, strict=True)]


def _newton_table(ctx: GenerationContext) -> Draft:
    rows = _cart_rows(ctx)
    names = [f"Cart {'ABCDE'[i]}" for i in range(len(rows))]
    columns = ["Cart", "Mass (kg)", "Net force (N)", "Acceleration (m/s²)"]
    if ctx.level.rank == 0:
        shown = [[n, m, f, "?"] for n, (m, f, _) in zip(names, rows, strict=True)]
        lightest = min(range(len(rows)), key=lambda i: rows[i][0])
        return table_draft(
            ctx, title="Pushing carts with the same net force", columns=columns, rows=shown,
            question="Every cart is pushed with the same net force. Which cart has the greatest acceleration?",
            value=names[lightest], display=names[lightest], key=f"newton-same|{rows}",
            why=f"With the same net force, the cart with the least mass speeds up the most (a = F ÷ m): {names[lightest]}, {rows[lightest][0]} kg.",
            standard="MS-PS2-2",
        )  # fmt: skip
    i = ctx.rng.randrange(len(rows))
    m, f, a = rows[i]
    blank = 3 if ctx.level.rank == 1 else ctx.rng.choice([1, 2, 3])
    shown = [[n, *r] for n, r in zip(names, rows, strict=True)]
    shown[i][blank] = "?"
    asked = {1: ("mass", m, "kg", f"m = F ÷ a = {f} N ÷ {a} m/s² = {m} kg"),
             2: ("net force", f, "N", f"F = m × a = {m} kg × {a} m/s² = {f} N"),
             3: ("acceleration", a, "m/s²", f"a = F ÷ m = {f} N ÷ {m} kg = {a} m/s²")}[blank]  # fmt: skip
    word, value, unit, work = asked
    return table_draft(
        ctx, title="Lab carts: mass, net force and acceleration", columns=columns, rows=shown,
        question=f"Use F = m × a. What is the {word} of {names[i]}?", value=value, display=f"{value} {unit}",
        unit=unit, accept=(str(value),), why=f"Use the row of {names[i]}: {work}.", key=f"newton|{rows}|{i}|{blank}",
        steps=2 + (blank != 3), standard="MS-PS2-2",
    )  # fmt: skip


def _newton_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    m, a = rng.randint(2, 9), rng.randint(2, 9)
    f = m * a
    if ctx.level.rank == 0 or rng.random() < 0.5:
        wrong = (
            Wrong(f"{f * m} m/s²", "multiplies-force-by-mass", "Acceleration is net force divided by mass, not times it."),
            Wrong(f"{f + m} m/s²", "adds-force-and-mass", "Force and mass are not added; divide the force by the mass."),
            Wrong(f"{num(m / f)} m/s²", "divides-mass-by-force", "Divide the force by the mass, not the mass by the force."),
        )  # fmt: skip
        wrong = tuple(w for w in wrong if w.text != f"{a} m/s²")
        return Claim(
            question=f"A net force of {f} N acts on {with_article(f'{m} kg')} cart. What is the cart's acceleration?",
            answer=f"{a} m/s²", wrong=wrong, why=f"a = F ÷ m = {f} N ÷ {m} kg = {a} m/s².",
            key=f"newton-a|{m}|{a}", sentence=f"A net force of {f} N gives {with_article(f'{m} kg')} cart an acceleration of {{}}.",
            accept=(str(a),), task="compute", steps=2, standard="MS-PS2-2",
        )  # fmt: skip
    wrong = (
        Wrong(f"{a} N", "acceleration-is-the-force", "The acceleration is not the force; multiply it by the mass."),
        Wrong(f"{m + a} N", "adds-mass-and-acceleration", "Mass and acceleration are multiplied, not added."),
        Wrong(f"{abs(m - a)} N", "subtracts-mass-and-acceleration", "Mass and acceleration are multiplied, not subtracted."),
    )  # fmt: skip
    wrong = tuple(w for w in wrong if w.text != f"{f} N")
    return Claim(
        question=f"{cap(with_article(f'{m} kg'))} cart speeds up at {a} m/s². What net force acts on it?",
        answer=f"{f} N", wrong=wrong, why=f"F = m × a = {m} kg × {a} m/s² = {f} N.", key=f"newton-f|{m}|{a}",
        sentence=f"To give {with_article(f'{m} kg')} cart an acceleration of {a} m/s², the net force must be {{}}.",
        accept=(str(f),), task="compute", steps=2, standard="MS-PS2-2",
    )  # fmt: skip


ASKS: Asks = {
    "pairs": {
        MC: claimed(lambda ctx: _pair_claim(ctx, sentences=True)),
        TF: lambda ctx: claim_draft(ctx, _pair_claim(ctx, sentences=False)),
        MT: _pairs_matching,
    },
    "collide": {kind: claimed(_collide_claim) for kind in (MC, TF, SA, FB)},
    "design": {DT: bumper_table, MC: claimed(bumper_claim)},
    "friction": {MC: claimed(_friction_claim), TF: claimed(_friction_claim)},
    "net": {
        **{kind: claimed(_net_claim) for kind in (MC, SA)},
        TF: claimed(lambda ctx: _net_claim(ctx, motion=False)),
        DG: _net_diagram,
    },
    "newton": {**{kind: claimed(_newton_claim) for kind in (MC, FB, SA)}, DT: _newton_table},
}

_BANDS = (
    "net force: 2 forces at easy, 3 at medium, 4 at hard (the diagram adds the mass and asks the acceleration at hard); "
    "F = m × a tables: 3 carts with one force at easy (which speeds up most), 4 carts with a missing acceleration at medium, "
    "5 carts with a missing mass, force or acceleration at hard; matching: 3, 4 and 5 force pairs; "
    "crash tests: 3 bumpers (the best) at easy, 4 (a force) at medium, 5 (how many meet a limit) at hard"
)

ForcesParams = many_of(ASKS, field="ask", name="ForcesParams")


@generator(content_types=types_of(ASKS), params=ForcesParams, levels=Levels("steps", _BANDS))
def forces_ms(ctx: GenerationContext) -> Draft:
    return dispatch(ctx, ASKS, ctx.params.ask)
