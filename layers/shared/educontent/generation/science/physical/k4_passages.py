"""Short informational passages of the kindergarten to grade 4 physical-science generators, written
from the knowledge model: one material (its properties and what people make of it, from
``model-materials.json``) and one device that changes energy (from ``model-energy-k4.json``), each
with a question about it. Outside the passage-based form the question is asked on its own.

Every random choice comes from ``ctx.rng``.
"""

from __future__ import annotations

from dataclasses import replace

from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import PB
from educontent.generation.registry import Draft, GenerationContext
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import cap, the

SMALL = ("the", "a", "an", "with", "of")
"""Words a title leaves in lower case."""
FORMS_OF = ("heat", "light", "sound", "motion", "electrical energy")


def _passage(title: str, paragraphs: list[str]) -> Passage:
    return Passage(
        title=title,
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=paragraphs)],
        genre="informational",
    )


def _title(words: str) -> str:
    """``words`` in title case: the first word and every word but a short one capitalised."""
    return " ".join(w.capitalize() if i == 0 or w not in SMALL else w for i, w in enumerate(words.split()))


def _asked(ctx: GenerationContext, claim: Claim, passage: Passage) -> Draft:
    """The passage-based item, or the question on its own ("According to the passage, which ..." ->
    "Which ...")."""
    if ctx.content_type is PB:
        return claim_draft(ctx, claim, passage=passage)
    alone = claim.question.replace("According to the passage, w", "W")
    return claim_draft(ctx, replace(claim, question=alone, key=f"{claim.key}|alone"))


def material_reading(ctx: GenerationContext) -> Draft:
    """A passage about one material: two or three of its properties and an object made of it; which
    property is true of it?"""
    rng = ctx.rng
    traits = {t["id"]: t for t in model("materials")["traits"]}
    kinds = ("hardness", "bending", "light", "water", "soaking")
    objects = in_grade(model("materials")["objects"], ctx.grade)
    mats = [
        m for m in in_grade(model("materials")["materials"], ctx.grade)
        if any(o["material"] == m["name"] for o in objects) and sum(traits[t]["kind"] in kinds for t in m["traits"]) >= 2
    ]  # fmt: skip
    material = reviewed(pick(rng, mats))
    name = material["name"]
    own = [traits[t] for t in material["traits"] if traits[t]["kind"] in kinds]
    told = rng.sample(own, min(len(own), 2 + min(ctx.level.rank, 1)))
    thing = pick(rng, [o for o in objects if o["material"] == name])
    answer = pick(rng, told)
    kinds_told = {t["kind"]: t for t in told}
    others = [t for t in traits.values() if t["kind"] in kinds_told and t["id"] not in material["traits"]]
    paragraphs = [
        f"{cap(name)} is a material. " + " ".join(f"{cap(name)} {t['is']}. {t['means']}" for t in told),
        f"People use {name} to make {thing['name']}. It is good for {thing['use']}.",
    ]
    claim = Claim(
        question=f"According to the passage, which is true about {name}?",
        answer=f"it {answer['is']}",
        wrong=tuple(
            Wrong(
                f"it {t['is']}",
                "misreads-the-passage",
                f"The passage says that {name} {kinds_told[t['kind']]['is']}.",
            )
            for t in rng.sample(others, min(3, len(others)))
        ),
        why=f"{cap(name)} {answer['is']}. {answer['means']}",
        key=f"reading|{name}|{answer['id']}|{thing['name']}|{len(told)}",
        task="identify",
        standard="2-PS1-1",
    )
    return _asked(ctx, claim, _passage(f"All About {name.title()}", paragraphs))


def device_reading(ctx: GenerationContext) -> Draft:
    """A passage about one device: what energy it takes in, what it mostly makes and what else it gives
    off; what does it mostly change its energy into?"""
    rng = ctx.rng
    device = pick(rng, in_grade(model("energy-k4")["devices"], ctx.grade))
    name, made = device["device"], device["to"]
    also = device["also"]
    paragraphs = [
        f"{cap(name)} is a device that changes energy from one form into another.",
        f"It takes in {device['from']}. It changes most of that energy into {made}."
        + (f" It also gives off a little {' and '.join(also)}." if also else ""),
        "Energy is never used up. It moves from place to place or changes into another form.",
    ]
    wrong = [
        Wrong(
            f,
            "names-a-form-the-device-does-not-make",
            f"The passage does not say that {the(name)} makes {f}.",
        )
        for f in FORMS_OF
        if f not in (made, device["from"], *also)
    ]
    claim = Claim(
        question=f"According to the passage, what does {the(name)} change most of its energy into?",
        answer=made,
        wrong=tuple(wrong),
        why=f"{cap(the(name))} changes most of its energy into {made}.",
        key=f"devicereading|{name}",
        standard="4-PS3-4",
    )
    return _asked(ctx, claim, _passage(_title(f"how {the(name)} changes energy"), paragraphs))


def sound_reading(ctx: GenerationContext) -> Draft:
    """A short passage about one sound and what vibrates to make it; what vibrates?"""
    rng = ctx.rng
    sounds = in_grade(model("energy-k4")["sounds"], ctx.grade)
    sound = pick(rng, sounds)
    source, part = sound["source"], sound["part"]
    paragraphs = [
        f"Listen to {source}. Do you hear it? Something is moving to make that sound.",
        f"For {source}, the part that moves is {part}. It moves back and forth very fast. "
        "This is called vibrating.",
        "When the vibrating stops, the sound stops too.",
    ]
    wrong = [
        Wrong(
            s["part"],
            "names-a-part-of-another-sound",
            f"The passage says that {part} vibrates, not {s['part']}.",
        )
        for s in rng.sample([s for s in sounds if s is not sound], 3)
    ]
    claim = Claim(
        question=f"According to the passage, what vibrates to make the sound of {source}?",
        answer=part,
        wrong=tuple(wrong),
        why=f"For {source}, the part that vibrates is {part}.",
        key=f"soundreading|{source}",
        standard="1-PS4-1",
    )
    return _asked(ctx, claim, _passage(_title(f"the sound of {source}"), paragraphs))


def magnet_reading(ctx: GenerationContext) -> Draft:
    """A passage about magnets (what they pull, poles, distance) naming two objects; which object
    would a magnet pull?"""
    rng = ctx.rng
    materials = {m["name"]: m for m in model("materials")["materials"]}
    objects = in_grade(model("materials")["objects"], ctx.grade)
    pulled = [o for o in objects if "magnetic" in reviewed(materials[o["material"]])["traits"]]
    not_pulled = [o for o in objects if "not-magnetic" in materials[o["material"]]["traits"]]
    shown_yes, shown_no = pick(rng, pulled), pick(rng, not_pulled)
    paragraphs = [
        "A magnet can push or pull some things without touching them.",
        f"A magnet pulls things made of iron and most steel. It pulls {shown_yes['name']}, which is made of "
        f"{shown_yes['material']}. It does not pull {shown_no['name']}, which is made of {shown_no['material']}.",
        "Every magnet has a north pole and a south pole. Poles that are alike push apart. Poles that are "
        "different pull together. A magnet pulls hardest when it is close.",
    ]
    answer = pick(rng, pulled)
    wrong = [
        Wrong(
            o["name"],
            "thinks-magnets-pull-everything",
            f"{cap(o['name'])} is made of {o['material']}, and a magnet does not pull {o['material']}.",
        )
        for o in rng.sample([o for o in not_pulled if o is not shown_no], 3)
    ]
    claim = Claim(
        question="According to the passage, which of these would a magnet pull?",
        answer=answer["name"],
        wrong=tuple(wrong),
        why=f"A magnet pulls things made of iron and most steel. {cap(answer['name'])} is made of {answer['material']}.",
        key=f"magnetreading|{shown_yes['name']}|{shown_no['name']}|{answer['name']}",
        task="reason",
        steps=2,
        standard="3-PS2-3",
    )
    return _asked(ctx, claim, _passage("What Magnets Pull", paragraphs))
