"""Everyday materials and their properties (2-PS1-1, 2-PS1-2, 2-PS1-3), from
``model-materials.json``: which material has a property (one, or two at once), which material suits
a job (also from a table of the class's test results), matching materials to properties, and what can
be built again from the pieces of a taken-apart object.

Wrong answers are materials with the opposite property (glass is stiff, so it is not flexible), or
the ideas that taking apart uses the pieces up or changes how many there are.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DT, MC, MT, PB
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, bare, cap, child, claims, drafted, kinds
from educontent.generation.science.physical.k4_passages import material_reading

KINDS = ("hardness", "bending", "light", "water", "soaking", "magnet", "electricity")

HEADINGS = {
    "hardness": "Hard or soft?",
    "bending": "Flexible or stiff?",
    "light": "How much light gets through?",
    "water": "Floats or sinks?",
    "soaking": "Absorbent or waterproof?",
    "magnet": "Magnet test",
    "electricity": "Circuit test",
}


class MaterialsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["trait", "job", "rebuild", "reading"]] = Field(min_length=1)
    kinds: list[Literal[KINDS]] = Field(default_factory=lambda: list(KINDS[:5]))  # type: ignore[valid-type]


@cache
def traits() -> dict[str, dict[str, Any]]:
    return {t["id"]: t for t in model("materials")["traits"]}


def has(material: dict[str, Any], trait: str) -> bool:
    return trait in material["traits"]


def opposite(material: dict[str, Any], trait: str) -> str | None:
    """The material's trait of the same kind as ``trait`` when it is another one (it lacks ``trait``)."""
    kind = traits()[trait]["kind"]
    found = [t for t in material["traits"] if traits()[t]["kind"] == kind]
    return found[0] if found and trait not in found else None


def word(trait: str) -> str:
    """The trait as a short word for a table or a matching column ("not magnetic")."""
    return trait.replace("-", " ")


def _usable(ctx: GenerationContext) -> list[dict[str, Any]]:
    kinds = ctx.params.kinds
    return [t for t in in_grade(model("materials")["traits"], ctx.grade) if t["kind"] in kinds]


def _materials(ctx: GenerationContext) -> list[dict[str, Any]]:
    return in_grade(model("materials")["materials"], ctx.grade)


def _wrong(material: dict[str, Any], wanted: list[str]) -> Wrong | None:
    """Why ``material`` lacks one of the ``wanted`` traits, or None when the model cannot tell."""
    for trait in wanted:
        other = opposite(material, trait)
        if other:
            reason = f"{cap(material['name'])} {traits()[other]['is']}, so it {traits()[trait]['isNot']}."
            return Wrong(material["name"], f"{other}-taken-for-{trait}", reason)
    return None


@cache
def _split(grade: int, ids: tuple[str, ...]) -> tuple[list[dict[str, Any]], list[Wrong]]:
    """The grade's materials that have all of ``ids`` and the wrong answers of those that lack one."""
    mats = in_grade(model("materials")["materials"], grade)
    return [m for m in mats if all(has(m, t) for t in ids)], [w for m in mats if (w := _wrong(m, list(ids)))]


def _trait_claim(ctx: GenerationContext) -> Claim:
    """Which material has the property (hard: two properties at once)?"""
    rng, usable, mats = ctx.rng, _usable(ctx), _materials(ctx)
    for _ in range(40):
        if ctx.level.rank == 2 and len({t["kind"] for t in usable}) > 1:
            first, second = pick_two(rng, usable)
            if first["kind"] == second["kind"]:
                continue
            wanted = [first, second]
        else:
            wanted = [pick(rng, usable)]
        ids = [t["id"] for t in wanted]
        right, wrong = _split(ctx.grade, tuple(ids))
        if right and len(wrong) >= 2:
            break
    answer = reviewed(pick(rng, right))
    wrongs = rng.sample(wrong, min(3, len(wrong)))
    for w in wrongs:
        reviewed(next(m for m in mats if m["name"] == w.text))
    said = " and ".join(t["is"] for t in wanted)
    why = " ".join(t["means"] for t in wanted) + f" {cap(answer['name'])} {said}."
    return Claim(
        question=f"Which material {said}?",
        answer=answer["name"],
        wrong=tuple(wrongs),
        why=why,
        key=f"trait|{'+'.join(ids)}|{answer['name']}",
        sentence=f"{{}} {said}.",
        task="identify" if len(ids) == 1 else "compare",
        steps=len(ids),
        standard="2-PS1-1",
    )


def _job_parts(ctx: GenerationContext) -> tuple[dict[str, Any], dict[str, Any], list[Wrong]]:
    """A job, a material that suits it and materials that do not (with the reason)."""
    kinds = ctx.params.kinds
    jobs = [
        j for j in in_grade(model("materials")["jobs"], ctx.grade) if traits()[j["needs"]]["kind"] in kinds
    ]
    for _ in range(40):
        job = pick(ctx.rng, jobs)
        fits, wrong = _split(ctx.grade, (job["needs"],))
        right = [m for m in fits if all(has(m, t) for t in job.get("alsoNeeds", ()))]
        if right and len(wrong) >= 3:
            break
    return job, reviewed(pick(ctx.rng, right)), wrong


def _job_claim(ctx: GenerationContext) -> Claim:
    job, answer, wrong = _job_parts(ctx)
    need = traits()[job["needs"]]
    more = "".join(f" and {traits()[t]['is']}" for t in job.get("alsoNeeds", ()))
    return Claim(
        question=f"Which material would be best for {job['job']}?",
        answer=answer["name"],
        wrong=tuple(ctx.rng.sample(wrong, 3)),
        why=f"{cap(job['job'])} needs a material that {need['is']}{more}. {need['means']} "
        f"{cap(answer['name'])} {need['is']}{more}.",
        key=f"job|{job['job']}|{answer['name']}",
        sentence=f"{{}} would be a good material for {job['job']}.",
        task="reason",
        steps=2,
        standard="2-PS1-2",
    )


def _job_table(ctx: GenerationContext) -> Draft:
    """The class's test results for a few materials; which one suits the job?"""
    job, answer, wrong = _job_parts(ctx)
    need_kind = traits()[job["needs"]]["kind"]
    mats = {m["name"]: m for m in _materials(ctx)}
    rows_wanted = 3 + ctx.level.rank
    others = [w.text for w in ctx.rng.sample(wrong, min(rows_wanted - 1, len(wrong)))]
    shown = [answer, *(reviewed(mats[n]) for n in others)]
    ctx.rng.shuffle(shown)
    kinds = [
        need_kind,
        *[k for k in ctx.params.kinds if k != need_kind and all(_trait_of(m, k) for m in shown)][
            : ctx.level.rank
        ],
    ]
    rows = [[m["name"], *(word(_trait_of(m, k) or "") for k in kinds)] for m in shown]
    need = traits()[job["needs"]]
    return table_draft(
        ctx,
        title="Our material tests",
        columns=["Material", *(HEADINGS[k] for k in kinds)],
        rows=rows,
        question=f"The class needs a material for {job['job']}. Which material should they choose?",
        value=answer["name"],
        display=answer["name"],
        why=f"{cap(job['job'])} needs a material that {need['is']}. In the table, only {answer['name']} "
        f"is marked {word(job['needs'])}.",
        key=f"jobtable|{job['job']}|{'|'.join(r[0] for r in rows)}|{len(kinds)}",
        standard="2-PS1-2",
    )


def _trait_of(material: dict[str, Any], kind: str) -> str | None:
    found = [t for t in material["traits"] if traits()[t]["kind"] == kind]
    return found[0] if found else None


def _match(ctx: GenerationContext) -> Draft:
    """Match materials to one property each (no material has another's property)."""
    usable, mats = _usable(ctx), _materials(ctx)
    size = pairs_size(ctx)
    for _ in range(60):
        chosen: list[tuple[dict[str, Any], str]] = []
        for trait in [t["id"] for t in ctx.rng.sample(usable, len(usable))]:
            if len(chosen) < size and all(opposite(m, trait) for m, _ in chosen):
                fits = [
                    m for m in mats
                    if has(m, trait) and all(m is not c and opposite(m, o) for c, o in chosen)
                ]  # fmt: skip
                if fits:
                    chosen.append((pick(ctx.rng, fits), trait))
        pairs = [(reviewed(m)["name"], word(t)) for m, t in chosen]
        if len(pairs) == size:
            return matching_draft(
                ctx,
                pairs,
                prompt="Match each material to one of its properties.",
                instructions="Draw a line from each material to its property.",
                why=" ".join(f"{cap(a)}: {b}." for a, b in pairs),
                key="match|" + "|".join(f"{a}={b}" for a, b in pairs),
                standard="2-PS1-1",
            )
    return _made_of(ctx, size)


def _made_of(ctx: GenerationContext, size: int) -> Draft:
    """Match objects to the material each is made of (when no set of properties has a unique match)."""
    objects, picked = in_grade(model("materials")["objects"], ctx.grade), []
    for thing in ctx.rng.sample(objects, len(objects)):
        if len(picked) < size and all(thing["material"] != o["material"] for o in picked):
            picked.append(thing)
    pairs = [(o["name"], o["material"]) for o in picked]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each object to the material it is made of.",
        instructions="Draw a line from each object to its material.",
        why=" ".join(f"{cap(o['name'])} is made of {o['material']}, good for {o['use']}." for o in picked),
        key="madeof|" + "|".join(f"{a}={b}" for a, b in pairs),
        standard="2-PS1-1",
    )


def _rebuild_claim(ctx: GenerationContext) -> Claim:
    """A child builds something from pieces, takes it apart and builds again."""
    rng = ctx.rng
    kits = in_grade(model("materials")["kits"], ctx.grade)
    kit = pick(rng, kits)
    first, second = pick_two(rng, kit["builds"])
    kid = child(ctx)
    count = rng.randint(6 + 2 * ctx.level.rank, 12 + 4 * ctx.level.rank)
    pieces = kit["pieces"]
    story = f"{kid.name} built {first} out of {count} {pieces}. Then {kid.subject} took it apart."
    if ctx.level.rank == 0 or rng.random() < 0.5:
        builds = {b for k in kits for b in k["builds"] if b not in kit["builds"]}
        other = {b: k["pieces"] for k in kits for b in k["builds"]}
        wrong = [
            Wrong(b, "pieces-make-anything", f"{cap(b)} is made from {other[b]}, not {pieces}.")
            for b in sorted(builds)
        ]
        wrong = [
            *rng.sample(wrong, 2),
            Wrong(
                "nothing, because the pieces are used up",
                "taking-apart-uses-up-pieces",
                "Taking an object apart does not use up its pieces; they can be put together again.",
            ),
        ]
        return Claim(
            question=f"{story} Which of these can {kid.subject} build with the same {pieces}?",
            answer=second,
            wrong=tuple(wrong),
            why=f"The same {pieces} can be put together in a new way, so {kid.name} can build {second}.",
            key=f"rebuild|{pieces}|{first}|{second}|{kid.name}",
            sentence=f"{story} {cap(kid.subject)} can use the same {pieces} to build {{}}.",
            task="reason",
            standard="2-PS1-3",
        )
    return _count_claim(ctx, kit, first, second, count, kid.name, story)


def _count_claim(
    ctx: GenerationContext, kit: dict[str, Any], first: str, second: str, count: int, name: str, story: str
) -> Claim:
    """How many pieces the new object has when every piece is used (hard: two objects taken apart)."""
    pieces = kit["pieces"]
    total, steps = count, 1
    if ctx.level.rank == 2:
        extra = ctx.rng.randint(3, 9)
        third = pick(ctx.rng, [b for b in kit["builds"] if b not in (first, second)])
        story = story.replace(". Then", f" and {third} out of {extra} more. Then").replace(
            "took it", "took both"
        )
        total, steps = count + extra, 2
    asked = f"{name} used every piece to build {second}."
    wrong = [
        Wrong(str(total + 2), "taking-apart-adds-pieces", "Taking apart does not make new pieces."),
        Wrong(str(total - 2), "taking-apart-loses-pieces", "No pieces were lost, and every piece was used."),
        Wrong(str(total * 2), "counts-pieces-twice", "Each piece is counted once, in the new object."),
    ]
    return Claim(
        question=f"{story} {asked} How many {pieces} are in the {bare(second)}?",
        answer=str(total),
        wrong=tuple(wrong),
        why=f"Taking apart and building again keeps the same pieces, so the {bare(second)} has {total} {pieces}."
        + (f" {count} + {total - count} = {total}." if steps == 2 else ""),
        key=f"count|{pieces}|{first}|{second}|{total}|{steps}",
        sentence=f"{story} {asked} The {bare(second)} has {{}} {pieces}.",
        task="reason",
        steps=steps,
        standard="2-PS1-3",
    )


MODES: Modes = {
    "reading": {PB: material_reading, MC: material_reading},
    "trait": {**claims(_trait_claim), MT: _match},
    "job": {**claims(_job_claim), DT: _job_table},
    "rebuild": claims(_rebuild_claim),
}

_BANDS = (
    "which material: one property at easy and medium, two properties at once at hard; test tables: "
    "3, 4 or 5 materials and 1, 2 or 3 tests; matching: 3 pairs at easy, 4 after; rebuilding: which "
    "object at easy, how many pieces after, pieces of two objects at hard"
)


@generator(content_types=kinds(MODES), params=MaterialsParams, levels=Levels("steps", _BANDS))
def materials(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
