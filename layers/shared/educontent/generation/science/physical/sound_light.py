"""Sound and light in grade 1 (1-PS4-1 to 1-PS4-4), from ``model-energy-k4.json`` (sounds and what
vibrates, things that do or do not make their own light, signalling devices and fixes) and
``model-materials.json`` (how much light each material lets through): what vibrates to make a sound,
a table of rice jumping on a drum tapped harder and harder, which things make their own light, what a
material does to a flashlight beam (and a light-meter table), and whether a signal uses light or sound.

The rice simulation: rice on a drum jumps 5 mm for each step of a tap (gentle 1, medium 2, hard 3);
the light meter reads what the model's ``beams`` say for each light trait.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_motion import shadow_setup
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DG, DT, MC, MT, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds
from educontent.generation.science.physical.k4_passages import sound_reading

TAPS = (("gentle tap", 1), ("medium tap", 2), ("hard tap", 3))


@cache
def beams() -> dict[str, str]:
    """What a flashlight beam does at a sheet, by the sheet's light trait (the model's ``beams``)."""
    return {b["trait"]: b["beam"] for b in model("energy-k4")["beams"]}


@cache
def meter() -> dict[str, int]:
    """The light meter's reading behind a sheet, by its light trait."""
    return {b["trait"]: b["meter"] for b in model("energy-k4")["beams"] if "meter" in b}


class SoundLightParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["vibrate", "rice", "sources", "dark", "beam", "signal", "reading"]] = Field(
        min_length=1
    )


def _data(ctx: GenerationContext, part: str) -> list[dict[str, Any]]:
    return in_grade(model("energy-k4")[part], ctx.grade)


def _vibrate_claim(ctx: GenerationContext) -> Claim:
    """What vibrates to make this sound?"""
    sounds = _data(ctx, "sounds")
    sound = pick(ctx.rng, sounds)
    wrong = [
        Wrong(s["part"], "names-a-part-of-another-sound", f"{cap(s['part'])} belongs to {s['source']}, not to {sound['source']}.")
        for s in ctx.rng.sample([s for s in sounds if s is not sound], 3)
    ]  # fmt: skip
    return Claim(
        question=f"What vibrates to make the sound of {sound['source']}?",
        answer=sound["part"],
        wrong=tuple(wrong),
        why=f"Sound is made when something vibrates, moving back and forth very fast. For {sound['source']}, "
        f"the part that vibrates is {sound['part']}.",
        key=f"vibrate|{sound['source']}",
        sentence=f"To make the sound of {sound['source']}, the part that vibrates is {{}}.",
        standard="1-PS4-1",
    )


def _vibrate_match(ctx: GenerationContext) -> Draft:
    sounds = ctx.rng.sample(_data(ctx, "sounds"), pairs_size(ctx))
    pairs = [(s["source"], s["part"]) for s in sounds]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each sound to the part that vibrates to make it.",
        instructions="Draw a line from each sound to what vibrates.",
        why=" ".join(f"For {a}, the part that vibrates is {b}." for a, b in pairs),
        key="vibratematch|" + "|".join(a for a, _ in pairs),
        standard="1-PS4-1",
    )


def _rice_table(ctx: GenerationContext) -> Draft:
    """Rice on a drum tapped gently and hard: which tap made the loudest (softest) sound?"""
    rng, kid = ctx.rng, child(ctx)
    taps = list(TAPS) if ctx.level.rank else [TAPS[0], TAPS[2]]
    rows = [[name, units * 5] for name, units in rng.sample(taps, len(taps))]
    loud = rng.random() < 0.5
    best = (max if loud else min)(rows, key=lambda r: r[1])
    word = "loudest" if loud else "softest"
    return table_draft(
        ctx, title="Rice on a drum", columns=["Tap on the drum", "How high the rice jumped (mm)"], rows=rows,
        question=f"{kid.name} put rice on a drum and tapped it. Which tap made the {word} sound?",
        value=best[0], display=f"the {best[0]}", accept=(f"the {best[0]}", f"a {best[0]}"),
        why=f"The drum skin vibrates and makes the rice jump. With the {best[0]} the rice jumped {best[1]} mm, "
        f"the {'most' if loud else 'least'}, so the drum vibrated {'most' if loud else 'least'} and the sound "
        f"was {word}.",
        key=f"rice|{word}|{'|'.join(r[0] for r in rows)}", standard="1-PS4-1",
    )  # fmt: skip


def _sources_claim(ctx: GenerationContext) -> Claim:
    """Which of these makes its own light (does not)?"""
    rng, lights = ctx.rng, _data(ctx, "lights")
    own = rng.random() < 0.5
    answer = reviewed(pick(rng, [t for t in lights if t["ownLight"] is own]))
    others = [reviewed(t) for t in rng.sample([t for t in lights if t["ownLight"] is not own], 3)]
    if own:
        wrong = [Wrong(t["thing"], "thinks-shiny-things-make-light", f"{cap(t['thing'])} does not make light; we see it when light shines on it.") for t in others]  # fmt: skip
    else:
        wrong = [Wrong(t["thing"], "thinks-a-light-source-is-dark", f"{cap(t['thing'])} makes its own light.") for t in others]  # fmt: skip
    does = "makes" if own else "does not make"
    return Claim(
        question=f"Which of these {does} its own light?",
        answer=answer["thing"],
        wrong=tuple(wrong),
        why="We see things when light shines on them and bounces to our eyes. Some things, like the sun, "
        f"make their own light. {cap(answer['thing'])} {does} its own light.",
        key=f"sources|{does}|{answer['thing']}",
        sentence=f"{{}} {does} its own light.",
        standard="1-PS4-2",
    )


def _dark_claim(ctx: GenerationContext) -> Claim:
    """In a room with no light at all, can a child see this thing? Only if it makes its own light."""
    rng, kid = ctx.rng, child(ctx)
    thing = reviewed(pick(rng, [t for t in _data(ctx, "lights") if not t.get("inSky")]))
    own, name = thing["ownLight"], thing["thing"]
    told = f"{kid.name} is in a room with no light at all."
    why = (
        f"{cap(name)} makes its own light, so its light reaches {kid.name}'s eyes even in the dark."
        if own
        else f"We see a thing only when light shines on it and bounces to our eyes. No light shines on {name}."
    )
    if ctx.content_type is TF:
        can, cannot = ("can", "cannot") if own else ("cannot", "can")
        reason = "It makes its own light." if own else "No light shines on it."
        return Claim(
            question=f"{told} Can {kid.subject} see {name}?",
            answer=can,
            wrong=(Wrong(cannot, "thinks-seeing-needs-no-light" if not own else "thinks-nothing-shows-in-the-dark", reason),),
            why=why,
            key=f"darktf|{name}|{kid.name}",
            sentence=f"{told} {cap(kid.subject)} {{}} see {name}.",
            standard="1-PS4-2",
        )  # fmt: skip
    yes, no = "yes, because it makes its own light", "no, because no light shines on it"
    wrong = [
        Wrong(no if own else yes, "mixes-up-light-sources", "Only things that make light can be seen with no light at all."),
        Wrong(f"yes, once {kid.possessive} eyes get used to the dark", "eyes-adjust-to-total-darkness",
              "With no light at all, there is nothing for the eyes to see, however long you wait."),
        Wrong(f"yes, because {kid.subject} knows where it is", "knowing-is-seeing", "Knowing where a thing is does not let you see it."),
    ]  # fmt: skip
    return Claim(
        question=f"{told} Can {kid.subject} see {name}?",
        answer=yes if own else no,
        wrong=tuple(wrong),
        why=why,
        key=f"dark|{name}|{kid.name}",
        task="reason",
        standard="1-PS4-2",
    )


def _beam_of(material: dict[str, Any]) -> str | None:
    if "reflective" in material["traits"]:
        return "reflective"
    return next((t for t in material["traits"] if t in meter()), None)


def _sheets(ctx: GenerationContext) -> list[dict[str, Any]]:
    """The materials of the grade a flashlight is shone at."""
    named = {s["material"] for s in in_grade(model("energy-k4")["beamSheets"], ctx.grade)}
    return [m for m in model("materials")["materials"] if m["name"] in named]


def _beam_claim(ctx: GenerationContext) -> Claim:
    """A flashlight shines on a material: what happens to the light?"""
    mats = _sheets(ctx)
    material = reviewed(pick(ctx.rng, mats))
    kind = _beam_of(material)
    wrong = [
        Wrong(
            beams()[k],
            f"thinks-{material['name'].replace(' ', '-')}-is-{k}",
            f"That happens with {k} materials.",
        )
        for k in meter()
        if k != kind and not (kind == "reflective" and k == "opaque")
    ]
    return Claim(
        question=f"{child(ctx).name} shines a flashlight at a sheet of {material['name']}. What happens to the light?",
        answer=beams()[kind],
        wrong=tuple(wrong),
        why=f"{cap(material['name'])} is {kind}, so {beams()[kind]}.",
        key=f"beam|{material['name']}",
        sentence=f"When a flashlight shines at a sheet of {material['name']}, {{}}.",
        task="reason",
        standard="1-PS4-3",
    )


def _shadow_diagram(ctx: GenerationContext) -> Draft:
    """A flashlight, a sheet and a wall: how will the wall behind the sheet look?"""
    rng = ctx.rng
    walls = {b["trait"]: b["wall"] for b in model("energy-k4")["beams"] if "wall" in b}
    material = reviewed(pick(rng, [m for m in _sheets(ctx) if any(t in walls for t in m["traits"])]))
    kind = next(t for t in material["traits"] if t in walls)
    name = material["name"]
    desc = f"A flashlight shines toward a sheet of {name} standing between the flashlight and a wall."
    wrong = [
        (
            walls[k],
            f"thinks-{name.replace(' ', '-')}-is-{k}",
            f"The wall looks {walls[k]} behind a sheet that is {k}.",
        )
        for k in walls
        if k != kind
    ]
    return diagram_draft(
        "The flashlight is turned on. How will the wall behind the sheet look?",
        shadow_setup(name, "A flashlight, a sheet and a wall", desc), walls[kind],
        f"{cap(name)} is {kind}: {beams()[kind]}. So the wall looks {walls[kind]}.",
        wrong, rng, f"shadowdg|{name}", kind="model", task="reason",
    )  # fmt: skip


def _beam_table(ctx: GenerationContext) -> Draft:
    """Light-meter readings behind sheets of three materials: which is opaque (transparent,
    translucent)?"""
    rng = ctx.rng
    mats = [m for m in _sheets(ctx) if _beam_of(m) in meter()]
    kinds = list(meter()) if ctx.level.rank else rng.sample(list(meter()), 2)
    rows = []
    for kind in kinds:
        m = reviewed(pick(rng, [m for m in mats if _beam_of(m) == kind]))
        rows.append([m["name"], meter()[kind]])
    rows = rng.sample(rows, len(rows))
    asked = pick(rng, kinds)
    answer = next(r for r in rows if r[1] == meter()[asked])
    return table_draft(
        ctx, title="Light meter behind each sheet", columns=["Sheet of", "Light meter reading"], rows=rows,
        question=f"A flashlight shone through each sheet onto a light meter. Which material is {asked}?",
        value=answer[0], display=answer[0],
        why=f"A transparent material lets almost all the light through, a translucent one some, and an "
        f"opaque one none. The meter read {answer[1]} behind {answer[0]}, so it is {asked}.",
        key=f"meter|{asked}|{'|'.join(r[0] for r in rows)}", standard="1-PS4-3",
    )  # fmt: skip


def _signal_claim(ctx: GenerationContext) -> Claim:
    """Which signal uses light (sound)? Or: what fixes a signal that does not work?"""
    rng = ctx.rng
    if ctx.level.rank == 2 and ctx.content_type is MC and rng.random() < 0.5:
        fixes = _data(ctx, "signalFixes")
        fix = pick(rng, fixes)
        wrong = [Wrong(f["fix"], "fix-for-another-problem", f"That fixes another problem: {f['problem']}") for f in fixes if f is not fix]  # fmt: skip
        return Claim(
            question=f"{fix['problem']} What should the children do?",
            answer=fix["fix"],
            wrong=tuple(wrong),
            why=f"{fix['fix']} That lets the message get through.",
            key=f"fix|{fix['problem']}",
            task="reason",
            standard="1-PS4-4",
        )
    signals = _data(ctx, "signals")
    carrier = pick(rng, ("light", "sound"))
    other = "sound" if carrier == "light" else "light"
    answer = pick(rng, [s for s in signals if s["carrier"] == carrier])
    wrong = [
        Wrong(s["device"], f"thinks-a-{other}-signal-uses-{carrier}", f"{cap(s['device'])} sends its message with {other}.")
        for s in rng.sample([s for s in signals if s["carrier"] == other], 3)
    ]  # fmt: skip
    return Claim(
        question=f"Which of these sends a message with {carrier}?",
        answer=answer["device"],
        wrong=tuple(wrong),
        why=f"{cap(answer['device'])} sends its message with {carrier}: people {'see' if carrier == 'light' else 'hear'} it far away.",
        key=f"signal|{carrier}|{answer['device']}",
        sentence=f"{{}} sends a message with {carrier}.",
        standard="1-PS4-4",
    )


MODES: Modes = {
    "reading": {PB: sound_reading, MC: sound_reading},
    "vibrate": {**claims(_vibrate_claim), MT: _vibrate_match},
    "rice": {DT: _rice_table},
    "sources": claims(_sources_claim),
    "dark": {MC: _dark_claim, TF: _dark_claim},
    "beam": {**claims(_beam_claim), DT: _beam_table, DG: _shadow_diagram},
    "signal": claims(_signal_claim),
}

_BANDS = (
    "choices: 3 at easy, 4 after; matching: 3 pairs at easy, 4 after; rice and light-meter tables: two "
    "or three rows at easy, three after; signals: fixing a signal that does not work at hard"
)


@generator(content_types=kinds(MODES), params=SoundLightParams, levels=Levels("steps", _BANDS))
def sound_light(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
