"""Pushes and pulls (K-PS2-1, K-PS2-2), from ``model-pushes.json``: which action is a push or a
pull, what a push, a pull or a bump does to a moving thing, which design change makes a toy car go
faster, slower, turn or stop, and tables from a rolling simulation: how far a toy rolls after gentle,
medium and hard pushes, on different floors, or down a ramp of more and more blocks.

The simulation: a toy rolls 5 cm for each unit of push (gentle 1, medium 2, hard 3) times how well it
rolls on the floor (the model's ranking, 1 to 5); down a ramp, each block adds one unit of push.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_motion import push_arrows
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds

STEP_CM = 5
PUSHES = (("gentle push", 1), ("medium push", 2), ("hard push", 3))
MOTIONS = {
    "direction": "changes direction",
    "stops": "stops",
    "starts": "starts to move",
    "faster": "speeds up",
    "slower": "slows down",
}
CLOSE = {
    "direction": {"slower"},
    "stops": {"slower"},
    "slower": {"stops"},
    "starts": {"faster"},
    "faster": {"starts"},
}
"""Motions too close to a kind to be called wrong for it (a ball that stops has slowed down)."""
NEAR = {"stops": ("slower",), "slower": ("stops",)}
"""Design effects too close to call wrong for a goal (a car slowed by a towel may stop)."""
ROLLS = {1: "to the right", -1: "to the left", 0: "it will not move"}
GOALS = {"faster": "go faster", "slower": "go slower", "turns": "turn a different way", "stops": "stop"}


class PushesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["classify", "motion", "design", "strength", "ramp"]] = Field(min_length=1)


def _data(ctx: GenerationContext, part: str) -> list[dict[str, Any]]:
    return in_grade(model("pushes")[part], ctx.grade)


def _classify_claim(ctx: GenerationContext) -> Claim:
    """Which of these is a push (a pull)?"""
    rng, actions = ctx.rng, _data(ctx, "actions")
    kind = pick(rng, ("push", "pull"))
    other = "pull" if kind == "push" else "push"
    answer = pick(rng, [a for a in actions if a["kind"] == kind])
    away = {"push": "moves something away from you", "pull": "moves something toward you"}
    wrong = [
        Wrong(a["action"], f"calls-a-{other}-a-{kind}", f"{cap(a['action'])} is a {other}: it {away[other]}.")
        for a in rng.sample([a for a in actions if a["kind"] == other], 3)
    ]
    return Claim(
        question=f"Which of these is a {kind}?",
        answer=answer["action"],
        wrong=tuple(wrong),
        why=f"A {kind} {away[kind]}. {cap(answer['action'])} is a {kind}.",
        key=f"classify|{kind}|{answer['action']}",
        sentence=f"{{}} is a {kind}.",
        standard="K-PS2-1",
    )


def _motion_claim(ctx: GenerationContext) -> Claim:
    """A push, a pull or a bump: what happens to the moving thing?"""
    rng = ctx.rng
    event = pick(rng, _data(ctx, "collisions"))
    kind = event["kind"]
    others = [k for k in MOTIONS if k != kind and k not in CLOSE.get(kind, set())]
    wrong = [
        Wrong(MOTIONS[k], "push-changes-motion-the-wrong-way", f"{event['event']} {event['result']}")
        for k in rng.sample(others, min(3, len(others)))
    ]
    return Claim(
        question=f"{event['event']} What happens to {event['what']}?",
        answer=MOTIONS[kind],
        wrong=tuple(wrong),
        why=f"{event['result']} A push, a pull or a bump can change how something moves.",
        key=f"motion|{event['event']}",
        sentence=f"{event['event']} Then {event['what']} {{}}.",
        task="reason",
        standard="K-PS2-1",
    )


def _design_claim(ctx: GenerationContext) -> Claim:
    """Which change to the ramp or the push makes the toy car do what the child wants?"""
    rng, designs = ctx.rng, _data(ctx, "designs")
    kid = child(ctx)
    effect = pick(rng, list(GOALS))
    answer = pick(rng, [d for d in designs if d["effect"] == effect])
    wrong = [
        Wrong(
            d["change"],
            "picks-a-change-with-another-effect",
            f"If you {d['change']}, the car will {GOALS[d['effect']]}.",
        )
        for d in rng.sample([d for d in designs if d["effect"] not in (effect, *NEAR.get(effect, ()))], 3)
    ]
    goal = GOALS[effect]
    return Claim(
        question=f"{kid.name} wants a toy car to {goal}. Which change should {kid.subject} try?",
        answer=answer["change"],
        wrong=tuple(wrong),
        why=f"If you {answer['change']}, the car will {goal}.",
        key=f"design|{effect}|{answer['change']}|{kid.name}",
        sentence=f"To make a toy car {goal}, {kid.name} could {{}}.",
        task="reason",
        standard="K-PS2-2",
    )


def _push_diagram(ctx: GenerationContext) -> Draft:
    """A toy pushed from one side (easy) or from both sides with pushes of different strength (medium;
    at hard also equal pushes): which way will it roll?"""
    rng = ctx.rng
    mover = pick(rng, _data(ctx, "movers"))["name"]
    units = dict(PUSHES)
    if ctx.level.rank == 0:
        pushes = [(pick(rng, ("left", "right")), pick(rng, ("gentle", "medium", "hard")))]
    else:
        a, b = rng.sample(["gentle", "medium", "hard"], 2)
        if ctx.level.rank == 2 and rng.random() < 0.3:
            b = a
        pushes = [("left", a), ("right", b)]
    net = sum(units[f"{s} push"] * (1 if side == "left" else -1) for side, s in pushes)
    answer = ROLLS[(net > 0) - (net < 0)]
    told = " and ".join(f"a {s} push from the {side}" for side, s in pushes)
    desc = f"A {mover} on the floor with {told}."
    wrong = [
        (text, "rolls-toward-the-push" if k else "thinks-unequal-pushes-cancel",
         "A push moves a thing away from the side it comes from, and the harder push wins." if k
         else "The pushes are not the same strength, so the toy moves.")
        for k, text in ROLLS.items() if text != answer
    ]  # fmt: skip
    if answer == ROLLS[0]:
        wrong = [(t, "thinks-equal-pushes-still-move", "Equal pushes from both sides cancel out.") for t in ROLLS.values() if t != answer]  # fmt: skip
    if not net:
        why = f"Equal pushes from both sides cancel, so the {mover} will not move."
    elif len(pushes) == 2:
        why = f"The harder push wins, and the {mover} rolls away from it: {answer}."
    else:
        why = f"A push moves a thing away from the side it comes from, so the {mover} rolls {answer}."
    return diagram_draft(
        f"Which way will the {mover} roll?", push_arrows(mover, pushes, f"Pushing a {mover}", desc), answer,
        why, wrong, rng, f"pushdg|{mover}|{pushes}", kind="model", task="reason", steps=len(pushes),
    )  # fmt: skip


def _strength_table(ctx: GenerationContext) -> Draft:
    """How far a toy rolls after pushes of different strength (hard: on different floors)."""
    rng, kid = ctx.rng, child(ctx)
    mover = pick(rng, _data(ctx, "movers"))["name"]
    surfaces = _data(ctx, "surfaces")
    if ctx.level.rank == 2:
        strength = pick(rng, PUSHES)
        shown = _distinct_floors(ctx, surfaces, 3)
        rows = [[s["name"], strength[1] * s["rolling"] * STEP_CM] for s in shown]
        best = max(rows, key=lambda r: r[1])
        return table_draft(
            ctx, title=f"How far the {mover} rolled", columns=["Floor", "Distance rolled (cm)"], rows=rows,
            question=f"{kid.name} gave a {mover} the same {strength[0]} on three floors. "
            f"On which floor did the {mover} roll the farthest?",
            value=best[0], display=best[0],
            why=f"The biggest distance in the table is {best[1]} cm, on {best[0]}.",
            key=f"floors|{mover}|{'|'.join(r[0] for r in rows)}|{strength[0]}", standard="K-PS2-1",
        )  # fmt: skip
    floor = reviewed(pick(rng, surfaces))
    pushes = list(PUSHES) if ctx.level.rank else [PUSHES[0], PUSHES[2]]
    rng.shuffle(pushes)
    rows = [[name, units * floor["rolling"] * STEP_CM] for name, units in pushes]
    far = rng.random() < 0.5
    best = (max if far else min)(rows, key=lambda r: r[1])
    word = "farthest" if far else "shortest distance"
    return table_draft(
        ctx, title=f"Pushing a {mover} on {floor['name']}", columns=["Push", "Distance rolled (cm)"], rows=rows,
        question=f"{kid.name} pushed a {mover} on {floor['name']}. Which push made it roll the {word}?",
        value=best[0], display=f"the {best[0]}",
        accept=(f"the {best[0]}", f"a {best[0]}"),
        why=f"The {best[0]} made the {mover} roll {best[1]} cm, the {'most' if far else 'least'} in the table. "
        "A harder push makes a thing roll farther.",
        key=f"pushes|{mover}|{floor['name']}|{word}|{'|'.join(r[0] for r in rows)}", standard="K-PS2-1",
    )  # fmt: skip


def _distinct_floors(
    ctx: GenerationContext, surfaces: list[dict[str, Any]], count: int
) -> list[dict[str, Any]]:
    """``count`` floors on which a toy rolls different distances."""
    chosen: list[dict[str, Any]] = []
    for s in ctx.rng.sample(surfaces, len(surfaces)):
        if len(chosen) < count and all(s["rolling"] != c["rolling"] for c in chosen):
            chosen.append(reviewed(s))
    return chosen


def _ramp_table(ctx: GenerationContext) -> Draft:
    """A toy car rolls down a ramp of 1 to 5 blocks: which is the lowest ramp that sends it as far as the
    child wants?"""
    rng, kid = ctx.rng, child(ctx)
    floor = reviewed(pick(rng, [s for s in _data(ctx, "surfaces") if s["rolling"] <= 3]))
    heights = list(range(1, 4 + ctx.level.rank))
    rows = [[h, h * floor["rolling"] * STEP_CM] for h in heights]
    target_row = pick(rng, rows[1:])
    goal = target_row[1] - rng.randint(0, floor["rolling"] * STEP_CM - 1)
    shown = rng.sample(rows, len(rows)) if ctx.level.rank == 2 else rows
    return table_draft(
        ctx, title=f"A toy car rolling off a ramp onto {floor['name']}",
        columns=["Ramp height (blocks)", "Distance rolled (cm)"], rows=shown,
        question=f"{kid.name} wants a toy car to roll at least {goal} cm past the ramp. "
        "What is the lowest ramp height that works?",
        value=target_row[0], display=f"{target_row[0]} blocks", unit="blocks",
        why=f"A higher ramp makes the car roll farther. {target_row[0]} blocks sends it {target_row[1]} cm, "
        f"which is at least {goal} cm; a lower ramp does not.",
        key=f"ramp|{floor['name']}|{goal}|{len(rows)}", standard="K-PS2-2",
    )  # fmt: skip


MODES: Modes = {
    "classify": claims(_classify_claim),
    "motion": claims(_motion_claim),
    "design": claims(_design_claim),
    "strength": {DT: _strength_table, DG: _push_diagram},
    "ramp": {DT: _ramp_table},
}

_BANDS = (
    "push tables: a gentle and a hard push at easy, three pushes at medium, three floors at hard; "
    "ramp tables: 3, 4 or 5 heights, out of order at hard; push pictures: one push at easy, two unequal "
    "pushes at medium, sometimes equal ones at hard; choices: 3 for kindergarten"
)


@generator(content_types=kinds(MODES), params=PushesParams, levels=Levels("steps", _BANDS))
def pushes(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
