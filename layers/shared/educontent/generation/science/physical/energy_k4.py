"""Energy in grade 4 (4-PS3-1 to 4-PS3-4), from ``model-energy-k4.json`` (energy transfer, devices
that change energy, collisions, solar-oven changes) and ``model-materials.json`` (which materials let
electric current through): speed and energy from a ramp (told, tabled or drawn with
``draw/science_motion.ramp``), how energy moves from place to place, whether a circuit lights its bulb
(``draw/science_motion.circuit``), where a moving thing's energy goes in a collision, what a device
changes energy into, and which solar-oven design gets hottest.

Simulations: a ball let go higher on a ramp is faster at the bottom and slides a cup 2 cm for every
centimetre of height; a solar oven starts at the air's temperature and warms 15 °C with foil flaps,
10 °C with a black lining and 8 °C with a clear cover (every mix of parts ends at a different
temperature).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_motion import circuit, ramp
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DG, DT, MC, MT, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds, the
from educontent.generation.science.physical.k4_passages import device_reading

CUP_PER_CM = 2
PARTS = (("Foil flaps", 15), ("Black lining", 10), ("Clear cover", 8))
NEEDS = {
    "light": "something shining on it",
    "sound": "something vibrating nearby",
    "heat": "something warmer touching it",
    "electric current": "wires joining it to a battery or an outlet",
}
FORMS_OF = ("heat", "light", "sound", "motion", "electrical energy")


class EnergyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[
        Literal["speed", "fast", "ramp", "transfer", "circuit", "collide", "devices", "oven", "reading"]
    ] = Field(min_length=1)


def _data(ctx: GenerationContext, part: str) -> list[dict[str, Any]]:
    return in_grade(model("energy-k4")[part], ctx.grade)


def _speed_table(ctx: GenerationContext) -> Draft:
    """A ball let go from several heights slides a cup: which start gave it the most energy? Hard:
    how far from a height not in the table (the pattern continued)."""
    rng, kid = ctx.rng, child(ctx)
    step = pick(rng, (5, 10))
    heights = [step * i for i in range(1, 4 + ctx.level.rank)]
    rows = [[h, h * CUP_PER_CM] for h in rng.sample(heights, len(heights))]
    columns = ["Start height (cm)", "How far the cup slid (cm)"]
    title = "A ball rolling down a ramp into a cup"
    if ctx.level.rank == 2:
        new = heights[-1] + step
        return table_draft(
            ctx, title=title, columns=columns, rows=rows,
            question=f"{kid.name} let a ball roll down a ramp into a cup. If the pattern keeps going, how far "
            f"will the cup slide when the ball starts at {new} cm?",
            value=new * CUP_PER_CM, display=f"{new * CUP_PER_CM} cm", unit="cm",
            why=f"In every row the cup slid {CUP_PER_CM} times the start height, so from {new} cm it slides "
            f"{CUP_PER_CM} × {new} = {new * CUP_PER_CM} cm. A higher start makes the ball faster, with more energy.",
            key=f"speed|next|{step}|{len(rows)}", steps=3, standard="4-PS3-1",
        )  # fmt: skip
    best = max(rows, key=lambda r: r[1])
    return table_draft(
        ctx, title=title, columns=columns, rows=rows,
        question=f"{kid.name} let a ball roll down a ramp into a cup. From which start height did the ball "
        "have the most energy when it hit the cup?",
        value=best[0], display=f"{best[0]} cm", unit="cm",
        why=f"The cup slid farthest ({best[1]} cm) when the ball started at {best[0]} cm. The ball was fastest "
        "then, and a faster ball has more energy to give the cup.",
        key=f"speed|most|{'|'.join(str(r[0]) for r in rows)}", standard="4-PS3-1",
    )  # fmt: skip


def _fast_claim(ctx: GenerationContext) -> Claim:
    hit = pick(ctx.rng, _data(ctx, "collisions"))
    mover, target = hit["mover"], hit["target"]
    return Claim(
        question=f"{cap(mover)} hits {target} twice: once moving fast and once moving slowly. When does it "
        "have more energy?",
        answer="when it moves fast",
        wrong=(
            Wrong(
                "when it moves slowly",
                "slower-means-more-energy",
                "A slower thing has less energy of motion.",
            ),
            Wrong(
                "the same both times",
                "energy-does-not-depend-on-speed",
                "The faster a thing moves, the more energy it has.",
            ),
        ),
        why=f"The faster a thing moves, the more energy it has, so {mover} has more energy when it moves fast "
        f"and gives {the(target)} a bigger push.",
        key=f"fast|{mover}",
        sentence=f"{cap(mover)} that hits {target} has more energy {{}}.",
        standard="4-PS3-1",
    )


def _ramp_diagram(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    heights = sorted(rng.sample(range(10, 61, 10), 3))
    letters = rng.sample(["A", "B", "C"], 3)
    marks = list(zip(letters, heights, strict=True))
    far = rng.random() < 0.5
    letter, cm = (max if far else min)(marks, key=lambda m: m[1])
    desc = (
        "A ramp with start marks "
        + ", ".join(f"{m} at {h} cm" for m, h in marks)
        + ", and a cup at its foot."
    )
    doc = ramp(marks, "A ball on a ramp", desc)
    word = "farthest" if far else "the shortest distance"
    wrong = [
        (m, "lower-start-is-faster" if far else "higher-start-is-slower",
         f"From {m} ({h} cm) the ball is {'slower' if far else 'faster'} at the bottom than from {letter} ({cm} cm).")
        for m, h in marks if m != letter
    ]  # fmt: skip
    return diagram_draft(
        f"A ball is let go from one of the marks. From which mark will it push the cup {word}?", doc, letter,
        f"The higher the start, the faster the ball at the bottom and the more energy it gives the cup. {letter} is "
        f"at {cm} cm, the {'highest' if far else 'lowest'} mark.",
        wrong, rng, f"rampdg|{marks}|{far}", kind="model", task="reason", steps=2,
    )  # fmt: skip


def _transfer_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    example = pick(rng, _data(ctx, "transfers"))
    by = example["by"]
    wrong = [Wrong(f"by {b}", f"sees-{b.replace(' ', '-')}-where-there-is-none", f"Energy moving by {b} needs {NEEDS[b]}.") for b in NEEDS if b != by]  # fmt: skip
    return Claim(
        question=f"{example['example']} How does energy move from place to place here?",
        answer=f"by {by}",
        wrong=tuple(wrong),
        why=f"Energy can move by light, sound, heat or electric current. Here it moves by {by}.",
        key=f"transfer|{example['example']}",
        sentence=f"{example['example']} Here energy moves from place to place {{}}.",
        standard="4-PS3-2",
    )


def _transfer_match(ctx: GenerationContext) -> Draft:
    rng, examples = ctx.rng, _data(ctx, "transfers")
    kinds = rng.sample(list(NEEDS), pairs_size(ctx))
    pairs = [(pick(rng, [e for e in examples if e["by"] == k])["example"], f"by {k}") for k in kinds]
    return matching_draft(
        ctx, pairs, prompt="Match each example to how energy moves in it.",
        instructions="Draw a line from each example to how its energy moves.",
        why=" ".join(f"{a} Energy moves {b}." for a, b in pairs),
        key="transfermatch|" + "|".join(a for a, _ in pairs), standard="4-PS3-2",
    )  # fmt: skip


def _conductors(ctx: GenerationContext) -> tuple[list[str], list[str]]:
    mats = in_grade(model("materials")["materials"], ctx.grade)
    return (
        [m["name"] for m in mats if "conductor" in m["traits"]],
        [m["name"] for m in mats if "insulator" in m["traits"]],
    )


def _circuit_claim(ctx: GenerationContext) -> Claim:
    rng, kid = ctx.rng, child(ctx)
    good, bad = _conductors(ctx)
    answer = pick(rng, good)
    wrong = [Wrong(m, "thinks-every-material-carries-current", f"{cap(m)} blocks electric current, so the loop stays open.") for m in rng.sample(bad, 3)]  # fmt: skip
    return Claim(
        question=f"{kid.name}'s circuit has a gap in the wire, so the bulb is dark. Which material could close "
        "the gap so the bulb lights?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"Electric current flows only through a complete loop of materials that let it through. "
        f"{cap(answer)} lets electric current flow.",
        key=f"circuit|{answer}|{kid.name}",
        sentence=f"If a strip of {{}} closes the gap in {kid.name}'s circuit, the bulb lights.",
        task="reason",
        standard="4-PS3-2",
    )


def _circuit_diagram(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    good, bad = _conductors(ctx)
    closed = True
    if rng.random() < 0.4:
        closed = rng.random() < 0.5
        part, desc = (
            "switch",
            f"A battery, wires and a bulb in a loop with a switch that is {'closed' if closed else 'open'}.",
        )
        lights, why = (
            closed,
            "A closed switch completes the loop." if closed else "An open switch breaks the loop.",
        )
    else:
        material = pick(rng, good + bad)
        lights = material in good
        part, desc = (
            material,
            f"A battery, wires and a bulb in a loop with a gap bridged by a strip of {material}.",
        )
        why = f"{cap(material)} {'lets electric current flow' if lights else 'blocks electric current'}."
    answer = "The bulb lights." if lights else "The bulb stays dark."
    other = "The bulb stays dark." if lights else "The bulb lights."
    wrong = [(other, "ignores-the-complete-loop", "Current flows only around a complete loop of conductors.")]
    return diagram_draft(
        "Look at the circuit. What happens to the bulb?", circuit(part, closed, "A simple circuit", desc),
        answer, f"{why} Electric current lights the bulb only when the loop is complete.",
        wrong, rng, f"circuitdg|{part}|{lights}", kind="model", task="reason",
    )  # fmt: skip


def _collide_claim(ctx: GenerationContext) -> Claim:
    hit = pick(ctx.rng, _data(ctx, "collisions"))
    mover, target = hit["mover"], hit["target"]
    right = f"partly moves into {the(target)} and partly turns into sound and heat"
    wrong = (
        Wrong("is used up and gone", "energy-disappears", "Energy does not disappear; it moves or changes form."),
        Wrong(f"all stays in {the(mover)}", "energy-stays-put", f"{cap(the(target))} moves, so it got energy."),
        Wrong("turns into more energy than before", "energy-grows", "A collision never makes more energy."),
    )  # fmt: skip
    return Claim(
        question=f"{cap(mover)} hits {target}. What happens to the energy of {the(mover)}?",
        answer=right,
        wrong=wrong,
        why=f"When {mover} hits {target}, its energy moves into {the(target)}, and some becomes sound and heat. "
        "No energy is lost or made.",
        key=f"collide|{mover}",
        sentence=f"When {mover} hits {target}, the energy of {the(mover)} {{}}.",
        task="reason",
        steps=2,
        standard="4-PS3-3",
    )


def _device_claim(ctx: GenerationContext) -> Claim:
    device = pick(ctx.rng, _data(ctx, "devices"))
    made = {device["to"], device["from"], *device["also"]}
    wrong = [Wrong(f, "names-another-form-of-energy", f"{cap(device['device'])} does not mainly make {f}.") for f in FORMS_OF if f not in made]  # fmt: skip
    return Claim(
        question=f"{cap(device['device'])} changes {device['from']} mostly into what?",
        answer=device["to"],
        wrong=tuple(wrong),
        why=f"{cap(device['device'])} changes {device['from']} mostly into {device['to']}.",
        key=f"device|{device['device']}",
        sentence=f"{cap(device['device'])} changes {device['from']} mostly into {{}}.",
        standard="4-PS3-4",
    )


def _device_match(ctx: GenerationContext) -> Draft:
    chosen: list[dict[str, Any]] = []
    for d in ctx.rng.sample(_data(ctx, "devices"), len(_data(ctx, "devices"))):
        if all(d["to"] != c["to"] for c in chosen) and len(chosen) < pairs_size(ctx):
            chosen.append(d)
    pairs = [(d["device"], d["to"]) for d in chosen]
    return matching_draft(
        ctx, pairs, prompt="Match each device to the form of energy it mostly makes.",
        instructions="Draw a line from each device to what it mostly makes.",
        why=" ".join(f"{cap(a)} mostly makes {b}." for a, b in pairs),
        key="devicematch|" + "|".join(a for a, _ in pairs), standard="4-PS3-4",
    )  # fmt: skip


def _oven_claim(ctx: GenerationContext) -> Claim:
    rng, kid = ctx.rng, child(ctx)
    changes = _data(ctx, "ovenChanges")
    hotter = rng.random() < 0.7
    want = "hotter" if hotter else "cooler"
    answer = pick(rng, [c for c in changes if c["effect"] == want])
    wrong = [Wrong(c["change"], "picks-a-change-that-works-against-the-goal", f"That would make the oven {c['effect']}.") for c in rng.sample([c for c in changes if c["effect"] != want], 3)]  # fmt: skip
    return Claim(
        question=f"{kid.name} built a solar oven that turns sunlight into heat. Which change would make it {want} inside?",
        answer=answer["change"],
        wrong=tuple(wrong),
        why=f"More sunlight in and less heat out make a solar oven hotter. If you {answer['change']}, it gets {want}.",
        key=f"oven|{answer['change']}|{kid.name}",
        sentence=f"To make a solar oven {want} inside, {kid.name} could {{}}.",
        task="reason",
        steps=2,
        standard="4-PS3-4",
    )


def _oven_table(ctx: GenerationContext) -> Draft:
    rng, kid = ctx.rng, child(ctx)
    air = rng.randint(20, 28)
    designs = rng.sample([(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)], 3 + ctx.level.rank // 2)
    rows = [
        [f"Oven {'ABCD'[i]}", *("yes" if on else "no" for on in d), air + sum(p[1] for p, on in zip(PARTS, d, strict=True) if on)]
        for i, d in enumerate(designs)
    ]  # fmt: skip
    best = max(rows, key=lambda r: r[-1])
    return table_draft(
        ctx, title="Solar ovens after one hour in the sun",
        columns=["Oven", *(p[0] for p in PARTS), "Temperature inside (°C)"], rows=rows,
        question=f"{kid.name}'s class tested solar ovens on the same sunny day. Which oven turned the most sunlight into heat?",
        value=best[0], display=best[0],
        why=f"{best[0]} reached {best[-1]} °C, the highest temperature, so it turned the most sunlight into heat.",
        key=f"oventable|{air}|{designs}", standard="4-PS3-4",
    )  # fmt: skip


MODES: Modes = {
    "reading": {PB: device_reading, MC: device_reading},
    "speed": {DT: _speed_table},
    "fast": claims(_fast_claim),
    "ramp": {DG: _ramp_diagram},
    "transfer": {**claims(_transfer_claim), MT: _transfer_match},
    "circuit": {**claims(_circuit_claim), DG: _circuit_diagram},
    "collide": claims(_collide_claim),
    "devices": {**claims(_device_claim), MT: _device_match},
    "oven": {**claims(_oven_claim), DT: _oven_table},
}

_BANDS = (
    "ramp tables: 3, 4 or 5 heights, and at hard the cup's slide from a new height; matching: 3 pairs at "
    "easy, 4 after; oven tables: 3 ovens, 4 at hard"
)


@generator(content_types=kinds(MODES), params=EnergyParams, levels=Levels("steps", _BANDS))
def energy_k4(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
