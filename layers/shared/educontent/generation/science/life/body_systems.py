"""Body systems (MS-LS1-3): the levels of organization from cell to organism, what each body system
does and which organs belong to it, and how two systems work together. Facts from
``model-cells.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cells import labelled_person, person_organs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import Wrong, matching_draft, skill_code
from educontent.generation.kit.types import DG, MT, OR
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    CLAIM_TYPES,
    Mode,
    listed,
    order_draft,
    render,
    size,
)

Ask = Literal[
    "order-levels",
    "level-of",
    "system-job",
    "organ-system",
    "teamwork",
    "match-jobs",
    "match-organs",
    "organ-diagram",
]
LEVEL_KEYS = ("cell", "tissue", "organ", "system")


class BodySystemsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _systems(ctx: GenerationContext) -> list[dict]:
    return [reviewed(s) for s in in_grade(model("cells")["systems"], ctx.grade)]


def _example(chain: dict, level: str) -> str:
    """How a chain's example at ``level`` is written in a sentence."""
    name = chain[level]
    if level == "cell":
        return with_article(name)
    return name if level == "tissue" else f"the {name}"


def _order_levels(ctx: GenerationContext) -> Draft:
    levels = [e["name"] for e in in_grade(model("cells")["levels"], ctx.grade)]
    count = size(ctx)
    start = ctx.rng.randint(0, len(levels) - count)
    if ctx.rng.random() < 0.5:
        shown = levels[start : start + count]
        prompt, key = "Order these levels of organization from smallest to largest.", "levels"
    else:
        chain = pick(ctx.rng, in_grade(model("cells")["chains"], ctx.grade))
        names = [chain["cell"], chain["tissue"], chain["organ"], chain["system"], "a person"]
        shown = names[start : start + count]
        prompt, key = "Order these parts of the body from smallest to largest.", chain["system"]
    return order_draft(
        ctx,
        shown,
        prompt=prompt,
        order_by="smallest to largest",
        why="Cells make up tissues, tissues make up organs, organs work together in organ systems, and the "
        "organ systems together make up the organism.",
        key=f"order|{key}|{start}|{count}",
        standard="MS-LS1-3",
    )


def _level_of(ctx: GenerationContext) -> Claim:
    chain = pick(ctx.rng, in_grade(model("cells")["chains"], ctx.grade))
    level = pick(ctx.rng, LEVEL_KEYS)
    named = {"system": "organ system"}
    answer = named.get(level, level)
    example = _example(chain, level)
    wrong = tuple(
        Wrong(named.get(other, other), "mixed-up-levels", f"{_example(chain, other).capitalize()} is at the "
              f"{named.get(other, other)} level.")
        for other in LEVEL_KEYS
        if other != level
    )  # fmt: skip
    return Claim(
        question=f"At which level of organization is {example}?",
        answer=answer,
        wrong=wrong,
        why=f"{example.capitalize()} is at the {answer} level: "
        + {
            "cell": "it is one cell.",
            "tissue": "it is a group of similar cells doing the same job.",
            "organ": "it is made of several kinds of tissue working together.",
            "system": "it is a group of organs working on one major job.",
        }[level],
        key=f"level-of|{chain['system']}|{level}",
        sentence=f"{example.capitalize()} is at the {{}} level of organization.",
        standard="MS-LS1-3",
    )


def _system_job(ctx: GenerationContext) -> Claim:
    systems = _systems(ctx)
    system = pick(ctx.rng, systems)
    wrong = tuple(
        Wrong(s["name"], "mixed-up-body-systems", f"The {s['name']} {s['job']}.")
        for s in systems
        if s is not system
    )
    return Claim(
        question=f"Which body system {system['job']}?",
        answer=system["name"],
        wrong=wrong,
        why=f"The {system['name']} {system['job']}.",
        key=f"system-job|{system['name']}",
        sentence=f"The {{}} {system['job']}.",
        standard="MS-LS1-3",
    )


def _organ_system(ctx: GenerationContext) -> Claim:
    systems = _systems(ctx)
    system = pick(ctx.rng, systems)
    organ = pick(ctx.rng, system["organs"])
    wrong = tuple(
        Wrong(s["name"], "mixed-up-body-systems", f"The {s['name']} is made of organs such as the "
              f"{' and the '.join(s['organs'][:2])}.")
        for s in systems
        if s is not system
    )  # fmt: skip
    return Claim(
        question=f"Which body system includes the {organ}?",
        answer=system["name"],
        wrong=wrong,
        why=f"The {organ} belong{'' if organ.endswith('s') else 's'} to the {system['name']}, which {system['job']}.",
        key=f"organ-system|{organ}",
        sentence=f"The {{}} includes the {organ}.",
        standard="MS-LS1-3",
    )


def _pair(systems: list[str]) -> str:
    first, second = (s.removesuffix(" system") for s in systems)
    return f"{first} and {second} systems"


def _teamwork(ctx: GenerationContext) -> Claim:
    teams = in_grade(model("cells")["teamwork"], ctx.grade)
    team = pick(ctx.rng, teams)
    names = [s["name"] for s in _systems(ctx)]
    pairs = {_pair(t["systems"]) for t in teams} | {
        _pair([team["systems"][0], other]) for other in names if other not in team["systems"]
    }
    answer = _pair(team["systems"])
    wrong = tuple(
        Wrong(p, "wrong-pair-of-systems", f"The {p} are not the two systems at work when {team['how']}.")
        for p in sorted(pairs - {answer})
    )
    return Claim(
        question=f"Which two body systems work together when {team['how']}?",
        answer=answer,
        wrong=wrong,
        why=f"When {team['how']}, the {answer} work together.",
        key=f"teamwork|{answer}",
        sentence=f"The {{}} work together when {team['how']}.",
        steps=2,
        task="reason",
        standard="MS-LS1-3",
    )


def _match(ctx: GenerationContext, organs: bool) -> Draft:
    systems = ctx.rng.sample(_systems(ctx), size(ctx))
    if organs:
        pairs = [(pick(ctx.rng, s["organs"]), s["name"]) for s in systems]
        prompt, key = "Match each organ to the body system it belongs to.", "organs"
    else:
        pairs = [(s["name"], s["job"]) for s in systems]
        prompt, key = "Match each body system to its main job.", "jobs"
    return matching_draft(
        ctx,
        pairs,
        prompt=prompt,
        instructions="Draw a line from each item on the left to its match on the right.",
        why="; ".join(f"the {s['name']} {s['job']}" for s in systems).capitalize() + ".",
        key=f"match|{key}|" + ",".join(sorted(a for a, _ in pairs)),
        standard="MS-LS1-3",
    )


def _organ_diagram(ctx: GenerationContext) -> Draft:
    """A person with organs drawn, every label but one written: which system does the unlabelled organ
    belong to? (Name the organ by elimination, then its system.)"""
    systems = _systems(ctx)
    system_of = {organ: s for s in systems for organ in s["organs"]}
    drawn = person_organs()
    missing = pick(ctx.rng, [organ for organ in drawn if organ in system_of])
    system = system_of[missing]
    shown = {organ: ("?" if organ == missing else organ) for organ in drawn}
    title = "Organs inside the human body"
    desc = f"A person with the {listed(drawn)} drawn inside; every organ is labelled but one, whose label shows a question mark."
    wrong = [
        (
            system_of[o]["name"],
            "named-a-labelled-organs-system",
            f"That is the system of the {o}, which has its own label.",
        )
        for o in drawn
        if o in system_of and system_of[o] is not system
    ] + [
        (s["name"], "mixed-up-body-systems", f"The {s['name']} {s['job']}.")
        for s in systems
        if s is not system
    ]
    draft = diagram_draft(
        "One organ has a question mark for its label. Which body system does that organ belong to?",
        labelled_person(shown, title, desc),
        system["name"],
        f"The organ without its name is the {missing}, which belongs to the {system['name']}: it {system['job']}.",
        wrong,
        ctx.rng,
        f"organ-diagram|{missing}",
        task="reason",
        steps=2,
    )
    draft.standard = skill_code(ctx, "MS-LS1-3")
    return draft


MODES = {
    "organ-diagram": Mode(frozenset({DG}), _organ_diagram),
    "order-levels": Mode(frozenset({OR}), _order_levels),
    "level-of": Mode(CLAIM_TYPES, _level_of),
    "system-job": Mode(CLAIM_TYPES, _system_job),
    "organ-system": Mode(CLAIM_TYPES, _organ_system),
    "teamwork": Mode(CHOICE_TYPES, _teamwork),
    "match-jobs": Mode(frozenset({MT}), lambda ctx: _match(ctx, organs=False)),
    "match-organs": Mode(frozenset({MT}), lambda ctx: _match(ctx, organs=True)),
}

_BANDS = "ordering and matching: 3 items at easy, 4 at medium, 5 at hard"


@generator(content_types={DG, OR, MT} | CLAIM_TYPES, params=BodySystemsParams, levels=Levels("steps", _BANDS))
def body_systems(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
