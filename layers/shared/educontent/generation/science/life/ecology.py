"""Ecosystems (MS-LS2-2 to MS-LS2-5): the role of each organism, kinds of interaction, energy passed
up a food chain (computed with the reviewed share of about 10%), what a change to an ecosystem does
to a population, and design solutions compared against criteria. Facts from ``model-ecology.json``;
design solutions are weighed in ``ms_designs``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cells import energy_pyramid
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import Wrong, matching_draft, skill_code
from educontent.generation.kit.types import DG, DT, MC, MT, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import Quantity, in_grade, model, quantity, reviewed
from educontent.generation.science.life.ms_designs import design_choice, design_table
from educontent.generation.science.life.ms_forms import CHOICE_TYPES, CLAIM_TYPES, Mode, passage, render, size

Ask = Literal[
    "role",
    "role-job",
    "pyramid",
    "pyramid-diagram",
    "interaction",
    "match-interactions",
    "predict",
    "designs",
]
EFFECTS = ("increase", "decrease", "stay about the same")


class EcologyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _eco(key: str, ctx: GenerationContext) -> list[dict]:
    return in_grade(model("ecology")[key], ctx.grade)


def _role(ctx: GenerationContext) -> Claim:
    organism = reviewed(pick(ctx.rng, _eco("organisms", ctx)))
    roles = _eco("roles", ctx)
    role = next(r for r in roles if r["name"] == organism["role"])
    wrong = tuple(
        Wrong(r["name"], "mixed-up-roles", f"A {r['name']} {r['job']}; the {organism['name']} does not.")
        for r in roles
        if r is not role
    )
    return Claim(
        question=f"In {with_article(organism['ecosystem'])} ecosystem, what role does the {organism['name']} play?",
        answer=role["name"],
        wrong=wrong,
        why=f"The {organism['name']} is a {role['name']}: it {role['job']}.",
        key=f"role|{organism['name']}",
        sentence=f"The {organism['name']} plays the role of a {{}} in {with_article(organism['ecosystem'])} ecosystem.",
        standard="MS-LS2-3",
    )


def _role_job(ctx: GenerationContext) -> Claim:
    roles = _eco("roles", ctx)
    role = pick(ctx.rng, roles)
    wrong = tuple(
        Wrong(r["name"], "mixed-up-roles", f"A {r['name']} {r['job']}.") for r in roles if r is not role
    )
    return Claim(
        question=f"Which kind of organism {role['job']}?",
        answer=role["name"],
        wrong=wrong,
        why=f"A {role['name']} {role['job']}. Producers, consumers and decomposers together keep matter cycling.",
        key=f"role-job|{role['name']}",
        sentence=f"A {{}} {role['job']}.",
        standard="MS-LS2-3",
    )


def _chain_energy(ctx: GenerationContext) -> tuple[Quantity, dict, list[str], int, list[int]]:
    """A food chain of the level's length and the energy at each level (kJ): the producers' energy
    drawn, each level above it the reviewed share of the level below."""
    share = quantity(reviewed(_eco("energy", ctx)[0])["share"])
    chain = pick(ctx.rng, _eco("chains", ctx))
    links = chain["links"][: size(ctx)]
    base = ctx.rng.randrange(10_000, 100_000, 10_000)
    return share, chain, links, base, [base * share.value**k // 100**k for k in range(len(links))]


def _pyramid(ctx: GenerationContext) -> Draft:
    share, chain, links, base, energy = _chain_energy(ctx)
    if ctx.rng.random() < 0.5:
        asked = ctx.rng.randrange(1, len(links))
        rows = [[k + 1, link, "?" if k == asked else energy[k]] for k, link in enumerate(links)]
        value = energy[asked]
        question = (
            f"About how much energy reaches the {links[asked]}? Use the rule that about {share.value}{share.unit} "
            "of the energy at one level passes to the next."
        )
        why = f"Each level passes on about {share.value}{share.unit}: {energy[asked - 1]:,} × {share.value}/100 = {value:,} kJ."
        display, unit, key = (
            f"{value:,} kJ",
            "kJ",
            f"pyramid|{chain['ecosystem']}|{base}|{asked}|{len(links)}",
        )
    else:
        low, high = 0, len(links) - 1
        rows = [[k + 1, link, energy[k]] for k, link in enumerate(links)]
        value = round(100 * energy[high] / energy[low], 4)
        question = f"What percent of the energy in the {links[low]} level reaches the {links[high]}?"
        why = f"{energy[high]:,} ÷ {energy[low]:,} × 100 = {value:g}%. Most energy is used for living or lost as heat."
        display, unit, key = f"{value:g}%", "%", f"percent|{chain['ecosystem']}|{len(links)}"
    return table_draft(
        ctx,
        title=f"Energy in {with_article(chain['ecosystem'])} food chain",
        columns=["Level", "Organism", "Energy (kJ)"],
        rows=rows,
        question=question,
        value=value,
        display=display,
        unit=unit,
        accept=[f"{value:g}", f"{value:,}"],
        why=why,
        key=key,
        steps=2 + ctx.level.rank,
        standard="MS-LS2-3",
    )


def _pyramid_diagram(ctx: GenerationContext) -> Draft:
    share, chain, links, base, energy = _chain_energy(ctx)
    asked = ctx.rng.randrange(1, len(links))
    shown = [f"{link}: {'?' if k == asked else f'{energy[k]:,} kJ'}" for k, link in enumerate(links)]
    desc = "An energy pyramid, bottom to top: " + "; ".join(shown) + "."
    value = energy[asked]
    wrong = [
        (f"{energy[asked - 1]:,} kJ", "thinks-all-energy-passes-on", "Most of the energy is used for living or lost as heat; only about a tenth passes on."),
        (f"{energy[asked - 1] // 2:,} kJ", "thinks-half-passes-on", f"Only about {share.value}{share.unit} passes on, not half."),
        (f"{value // 10:,} kJ", "took-a-tenth-twice", "That takes a tenth twice; the level is just one step above the one below."),
    ]  # fmt: skip
    draft = diagram_draft(
        f"About how much energy reaches the {links[asked]}? About {share.value}{share.unit} of the energy at one level "
        "passes to the next.",
        energy_pyramid(shown, f"Energy pyramid of {with_article(chain['ecosystem'])} food chain", desc),
        f"{value:,} kJ",
        f"{energy[asked - 1]:,} × {share.value}/100 = {value:,} kJ: each level passes on only about {share.value}{share.unit}.",
        wrong,
        ctx.rng,
        f"pyramid-diagram|{chain['ecosystem']}|{base}|{asked}|{len(links)}",
        task="compute",
        steps=2,
    )
    draft.standard = skill_code(ctx, "MS-LS2-3")
    return draft


def _interaction(ctx: GenerationContext) -> Claim:
    example = reviewed(pick(ctx.rng, _eco("examples", ctx)))
    kinds = _eco("interactions", ctx)
    kind = next(k for k in kinds if k["kind"] == example["kind"])
    wrong = tuple(
        Wrong(k["kind"], f"mistook-{example['kind']}-for-{k['kind']}", f"In {k['kind']}, {k['meaning']}.")
        for k in kinds
        if k is not kind
    )
    story = example["story"]
    return Claim(
        question=f"{story[0].upper()}{story[1:]}. Which kind of interaction is this?",
        answer=kind["kind"],
        wrong=wrong,
        why=f"This is {kind['kind']}: {kind['meaning']}.",
        key=f"interaction|{story}",
        sentence=f"When {story}, the interaction is {{}}.",
        task="reason",
        standard="MS-LS2-2",
    )


def _match_interactions(ctx: GenerationContext) -> Draft:
    kinds = ctx.rng.sample(_eco("interactions", ctx), min(4, size(ctx)))
    examples = [pick(ctx.rng, [e for e in _eco("examples", ctx) if e["kind"] == k["kind"]]) for k in kinds]
    return matching_draft(
        ctx,
        [(e["story"], e["kind"]) for e in examples],
        prompt="Match each example to the kind of interaction it shows.",
        instructions="Draw a line from each example to its kind of interaction.",
        why="; ".join(f"{k['kind']}: {k['meaning']}" for k in kinds).capitalize() + ".",
        key="match|" + ",".join(sorted(e["story"] for e in examples)),
        standard="MS-LS2-2",
    )


def _predict(ctx: GenerationContext) -> Claim | tuple[Claim, object]:
    case = reviewed(pick(ctx.rng, _eco("changes", ctx)))
    answer = case["effect"]
    reasons = {
        "increase": "A population grows when it gains food or shelter or loses a predator.",
        "decrease": "A population shrinks when it loses food, water or shelter or gains a competitor or predator.",
        "stay about the same": "A change to a living or nonliving part of an ecosystem affects the populations linked to it.",
    }
    wrong = tuple(
        Wrong(e, f"predicted-{e.replace(' ', '-')}", f"{reasons[e]} Here {case['why']}.")
        for e in EFFECTS
        if e != answer
    )
    ask = f"How will the {case['population']} population most likely change?"
    scene = f"{case['setting']} Then {case['change']}."
    claim = Claim(
        question=ask if ctx.content_type is PB else f"{scene} {ask}",
        answer=answer,
        wrong=wrong,
        why=f"The {case['population']} population will most likely {answer}: {case['why']}.",
        key=f"predict|{case['change']}|{case['population']}",
        sentence=f"After {case['change']}, the {case['population']} population will most likely {{}}.",
        task="reason",
        steps=2,
        standard="MS-LS2-4",
    )
    return claim, passage(f"A change in {case['ecosystem']}", [case["setting"], f"Then {case['change']}."])


def _designs(ctx: GenerationContext) -> Draft:
    """A design question with one best answer (drawn again while the designs drawn tie)."""
    build = design_table if ctx.content_type is DT else design_choice
    for _ in range(50):
        draft = build(ctx, reviewed(pick(ctx.rng, _eco("problems", ctx))))
        if draft is not None:
            return draft
    raise NoSuchForm("no single best design for that question")


MODES = {
    "role": Mode(CLAIM_TYPES, _role),
    "role-job": Mode(CHOICE_TYPES, _role_job),
    "pyramid": Mode(frozenset({DT}), _pyramid),
    "pyramid-diagram": Mode(frozenset({DG}), _pyramid_diagram),
    "interaction": Mode(CHOICE_TYPES, _interaction),
    "match-interactions": Mode(frozenset({MT}), _match_interactions),
    "predict": Mode(frozenset({MC, TF, PB}), _predict),
    "designs": Mode(frozenset({DT, MC}), _designs),
}

_BANDS = (
    "food chains: 3 levels at easy, 4 at medium, 5 at hard; matching: 3 pairs at easy, 4 at medium and hard; "
    "design tables: more designs and criteria to weigh at hard"
)


@generator(content_types={DG, DT, MT, PB} | CLAIM_TYPES, params=EcologyParams, levels=Levels("steps", _BANDS))
def ecology(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
