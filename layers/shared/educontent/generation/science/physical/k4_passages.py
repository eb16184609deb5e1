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
    title = " ".join(w if w in SMALL else w.capitalize() for w in the(name).split())
    return _asked(ctx, claim, _passage(f"How {title} Changes Energy", paragraphs))
