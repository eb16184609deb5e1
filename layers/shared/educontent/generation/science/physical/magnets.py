"""Magnets and static electricity: pushes and pulls without touching (3-PS2-3, 3-PS2-4), from
``model-pushes.json`` (magnet poles, jobs for a magnet, static electricity) and
``model-materials.json`` (which materials and objects a magnet pulls): whether two magnets pull
together or push apart (told or drawn with ``draw/science_motion.magnets``), a table of paper clips a
magnet holds at growing distances, what static electricity does, which object a magnet pulls, and
which material the part a magnet holds on to must be made of.

The distance simulation: a magnet holds a few clips at 1 cm and 1 or 2 fewer for each centimetre
farther away.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_motion import magnets as magnets_svg
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DG, DT, MC, MT, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds
from educontent.generation.science.physical.k4_passages import magnet_reading

DOES = {"attract": "pull together", "repel": "push apart"}
NO_TOUCH = Wrong(
    "nothing, because they do not touch", "forces-need-touching", "Magnets push and pull without touching."
)
LETTER = {"north": "N", "south": "S"}


class MagnetsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["poles", "distance", "static", "picks", "design", "reading"]] = Field(min_length=1)


def _pole_pair(ctx: GenerationContext) -> dict[str, Any]:
    return pick(ctx.rng, in_grade(model("pushes")["poles"], ctx.grade))


def _pole_wrong(result: str) -> tuple[Wrong, ...]:
    other = "repel" if result == "attract" else "attract"
    reason = "Poles that are alike push apart; poles that are different pull together."
    return (Wrong(DOES[other], f"thinks-{result}-poles-{other}", reason), NO_TOUCH)


def _poles_claim(ctx: GenerationContext) -> Claim:
    pair = _pole_pair(ctx)
    a, b = pair["facing"]
    told = f"The {a} pole of one magnet faces the {b} pole of another magnet."
    return Claim(
        question=f"{told} What will the magnets do?",
        answer=DOES[pair["result"]],
        wrong=_pole_wrong(pair["result"]),
        why=f"Poles that are alike push apart and poles that are different pull together, so {a} and {b} "
        f"{DOES[pair['result']]}.",
        key=f"poles|{a}|{b}",
        sentence=f"{told} The magnets will {{}}.",
        standard="3-PS2-3",
    )


def _poles_diagram(ctx: GenerationContext) -> Draft:
    """Two bar magnets drawn end to end: what will they do? Or (medium and hard, half the time) they
    pull together or push apart: which pole is the one marked "?"."""
    pair = _pole_pair(ctx)
    a, b = pair["facing"]
    flip = {"N": "S", "S": "N"}
    first = (flip[LETTER[a]], LETTER[a])
    second = (LETTER[b], flip[LETTER[b]])
    does = DOES[pair["result"]]
    if ctx.level.rank and ctx.rng.random() < 0.5:
        desc = (
            f"Two bar magnets end to end with a gap. The {a} pole of the left magnet faces the right magnet's "
            f"pole marked with a question mark. The magnets {does}."
        )
        doc = magnets_svg(first, ("?", second[1]), "Two bar magnets", desc)
        other = "south" if b == "north" else "north"
        wrong = [
            (f"a {other} pole", "mixes-up-attract-and-repel", "Poles that are alike push apart; different poles pull together."),
            ("there is no way to tell", "poles-cannot-be-worked-out", f"How the magnets act tells the pole: they {does}."),
        ]  # fmt: skip
        return diagram_draft(
            f"These two magnets {does}. Which pole is marked with a question mark?", doc, f"a {b} pole",
            f"They {does}, so the facing poles are {'different' if pair['result'] == 'attract' else 'alike'}. "
            f"The left magnet's facing pole is {a}, so the marked pole is {b}.",
            wrong, ctx.rng, f"polesq|{a}|{b}", kind="model", task="reason", steps=2,
        )  # fmt: skip
    desc = f"Two bar magnets end to end with a gap. The {a} pole of the left magnet faces the {b} pole of the right magnet."
    doc = magnets_svg(first, second, "Two bar magnets", desc)
    wrong = [(w.text, w.misconception, w.reason) for w in _pole_wrong(pair["result"])]
    return diagram_draft(
        "N is a north pole and S is a south pole. What will these two magnets do?", doc, does,
        f"The facing poles are {a} and {b}. Poles that are alike push apart and poles that are different "
        f"pull together, so the magnets {does}.",
        wrong, ctx.rng, f"polesdg|{a}|{b}|{first}", kind="model", task="reason",
    )  # fmt: skip


def _distance_table(ctx: GenerationContext) -> Draft:
    """Paper clips held at 1, 2, 3... cm: read one (easy), compare two (medium), predict the next
    distance (hard)."""
    rng, kid, rank = ctx.rng, child(ctx), ctx.level.rank
    fewer = rng.randint(1, 2)
    cm = 4 + rank
    most = fewer * (cm + (1 if rank == 2 else 0)) + rng.randint(1, 3)
    rows = [[d, most - fewer * (d - 1)] for d in range(1, cm + 1)]
    columns = ["Distance from the magnet (cm)", "Paper clips held"]
    title = "How many paper clips the magnet held"
    start = f"{kid.name} held a magnet above a pile of paper clips at different distances."
    if rank == 2:
        nxt = most - fewer * cm
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{start} If the pattern keeps going, how many paper clips will the magnet hold at {cm + 1} cm?",
            value=nxt, display=f"{nxt} paper clips", unit="paper clips",
            why=f"Each centimetre farther, the magnet holds {fewer} fewer. {rows[-1][1]} - {fewer} = {nxt}.",
            key=f"clips|next|{most}|{fewer}|{cm}", steps=2, standard="3-PS2-3",
        )  # fmt: skip
    if rank == 1:
        far = pick(rng, rows[1:])
        diff = most - far[1]
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{start} How many more paper clips did it hold at 1 cm than at {far[0]} cm?",
            value=diff, display=f"{diff} paper clips", unit="paper clips",
            why=f"{most} at 1 cm and {far[1]} at {far[0]} cm: {most} - {far[1]} = {diff}. The closer the magnet, "
            "the stronger its pull.",
            key=f"clips|diff|{most}|{fewer}|{far[0]}", standard="3-PS2-3",
        )  # fmt: skip
    row = pick(rng, rows)
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"{start} How many paper clips did the magnet hold at {row[0]} cm?",
        value=row[1], display=f"{row[1]} paper clips", unit="paper clips",
        why=f"The row for {row[0]} cm shows {row[1]} paper clips. The closer the magnet, the more it holds.",
        key=f"clips|read|{most}|{fewer}|{row[0]}", task="identify", steps=1, standard="3-PS2-3",
    )  # fmt: skip


def _static_claim(ctx: GenerationContext) -> Claim:
    rng, events = ctx.rng, in_grade(model("pushes")["static"], ctx.grade)
    event = reviewed(pick(rng, events))
    wrong = [
        Wrong(e["effect"], "mixes-up-cause-and-effect", f"That happens after {e['cause']}.")
        for e in rng.sample([e for e in events if e is not event], 2)
    ]
    return Claim(
        question=f"What happens after {event['cause']}?",
        answer=event["effect"],
        wrong=(*wrong, Wrong("nothing happens, because nothing touches", "forces-need-touching", "Electric charges push and pull without touching.")),
        why=f"Rubbing can give things an electric charge, and charged things push or pull without touching: "
        f"{event['effect']}.",
        key=f"static|{event['cause']}",
        sentence=f"After {event['cause']}, {{}}.",
        task="reason",
        standard="3-PS2-3",
    )  # fmt: skip


def _static_match(ctx: GenerationContext) -> Draft:
    events = [
        reviewed(e) for e in ctx.rng.sample(in_grade(model("pushes")["static"], ctx.grade), pairs_size(ctx))
    ]
    pairs = [(e["cause"], e["effect"]) for e in events]
    return matching_draft(
        ctx, pairs, prompt="Match each action to what happens after it.",
        instructions="Draw a line from each action to its effect.",
        why=" ".join(f"After {a}, {b}." for a, b in pairs),
        key="staticmatch|" + "|".join(a for a, _ in pairs), task="reason", standard="3-PS2-3",
    )  # fmt: skip


def _magnetic(material: str) -> bool:
    found = next(m for m in model("materials")["materials"] if m["name"] == material)
    return "magnetic" in reviewed(found)["traits"]


def _picks_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    objects = in_grade(model("materials")["objects"], ctx.grade)
    answer = pick(rng, [o for o in objects if _magnetic(o["material"])])
    wrong = [
        Wrong(o["name"], "thinks-all-metals-are-magnetic" if o["material"] in ("copper", "aluminum foil") else "thinks-magnets-pull-everything",
              f"{cap(o['name'])} is made of {o['material']}, and a magnet does not pull {o['material']}.")
        for o in rng.sample([o for o in objects if not _magnetic(o["material"])], 3)
    ]  # fmt: skip
    return Claim(
        question="Which object will a magnet pull?",
        answer=answer["name"],
        wrong=tuple(wrong),
        why=f"A magnet pulls things made of iron and most steel. {cap(answer['name'])} is made of {answer['material']}.",
        key=f"picks|{answer['name']}",
        sentence="A magnet will pull {}.",
        standard="3-PS2-3",
    )


def _design_claim(ctx: GenerationContext) -> Claim:
    rng, kid = ctx.rng, child(ctx)
    job = pick(rng, in_grade(model("pushes")["magnetJobs"], ctx.grade))
    mats = in_grade(model("materials")["materials"], ctx.grade)
    answer = pick(rng, [m["name"] for m in mats if _magnetic(m["name"])])
    wrong = [
        Wrong(m["name"], "thinks-all-metals-are-magnetic" if "conductor" in m["traits"] else "thinks-magnets-pull-everything",
              f"A magnet does not pull {m['name']}, so it would not hold.")
        for m in rng.sample([m for m in mats if "not-magnetic" in m["traits"]], 3)
    ]  # fmt: skip
    return Claim(
        question=f"{kid.name} wants to {job['problem']} with {job['holder']}. What material must the part "
        "that the magnet holds on to be made of?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"A magnet only holds on to things it pulls, like iron and most steel. {cap(answer)} works.",
        key=f"design|{job['problem']}|{answer}|{kid.name}",
        sentence=f"To {job['problem']} with {job['holder']}, {kid.name} could make the part the magnet holds on to out of {{}}.",
        task="reason",
        steps=2,
        standard="3-PS2-4",
    )


MODES: Modes = {
    "reading": {PB: magnet_reading, MC: magnet_reading},
    "poles": {**claims(_poles_claim), DG: _poles_diagram},
    "distance": {DT: _distance_table},
    "static": {**claims(_static_claim), MT: _static_match},
    "picks": claims(_picks_claim),
    "design": claims(_design_claim),
}

_BANDS = (
    "distance tables: read a row at easy, compare two rows at medium, continue the pattern at hard; "
    "matching: 3 pairs at easy, 4 after"
)


@generator(content_types=kinds(MODES), params=MagnetsParams, levels=Levels("steps", _BANDS))
def magnets(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
