"""Evolution (MS-LS4-1 to MS-LS4-6): the order of first appearances in the fossil record and rock
layers, homologous and look-alike structures, shared features of early embryos, which variation helps
survival, tables of a trait over generations from a small natural selection simulation, and
artificial selection and genetic engineering. Facts from ``model-evolution.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cells import rock_layers
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, matching_draft, skill_code
from educontent.generation.kit.types import DG, DT, MC, MT, OR, PB, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    CLAIM_TYPES,
    Mode,
    order_draft,
    passage,
    render,
    size,
)
from educontent.generation.science.life.ms_selection import selection_table

Ask = Literal[
    "fossil-order", "first", "layers", "extinct", "homology", "lookalike", "match-limbs", "embryo", "survive", "selection",
    "breeding", "technology", "match-crops",
]  # fmt: skip
COMMON = "they share a common ancestor"


class EvolutionParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _evo(key: str, ctx: GenerationContext) -> list[dict]:
    return [reviewed(e) for e in in_grade(model("evolution")[key], ctx.grade)]


def _fossils(ctx: GenerationContext, count: int) -> list[dict]:
    """``count`` groups, oldest first."""
    chosen = ctx.rng.sample(_evo("fossils", ctx), count)
    return sorted(chosen, key=lambda f: -quantity(f["first"]).value)


def _fossil_order(ctx: GenerationContext) -> Draft:
    groups = _fossils(ctx, size(ctx))
    return order_draft(
        ctx,
        [g["group"] for g in groups],
        prompt="Order these groups by when they first appear in the fossil record, oldest first.",
        order_by="oldest to most recent",
        why="First appearances: "
        + "; ".join(f"{g['group']} about {quantity(g['first']).value:,g} million years ago" for g in groups)
        + ".",
        key="order|" + ",".join(g["group"] for g in groups),
        standard="MS-LS4-1",
    )


def _first(ctx: GenerationContext) -> Claim:
    older, newer = _fossils(ctx, 2)
    asked = pick(ctx.rng, ["earlier", "later"])
    answer, other = (older, newer) if asked == "earlier" else (newer, older)
    ages = (
        f"the oldest fossils of {older['group']} are about {quantity(older['first']).value:,g} million years old, "
        f"and those of {newer['group']} about {quantity(newer['first']).value:,g} million years old"
    )
    return Claim(
        question=f"Which group first appears {asked} in the fossil record: {older['group']} or {newer['group']}?"
        if ctx.rng.random() < 0.5
        else f"Which group first appears {asked} in the fossil record: {newer['group']} or {older['group']}?",
        answer=answer["group"],
        wrong=(Wrong(other["group"], "reversed-fossil-order", f"In the fossil record, {ages}."),),
        why=f"In the fossil record, {ages}.",
        key=f"first|{older['group']}|{newer['group']}|{asked}",
        standard="MS-LS4-1",
    )


def _layers(ctx: GenerationContext) -> Draft:
    groups = _fossils(ctx, size(ctx))
    names = [g["group"] for g in groups]
    asked = pick(ctx.rng, ["oldest", "most recent"])
    answer = names[0] if asked == "oldest" else names[-1]
    title = "Fossils in rock layers"
    desc = (
        "Rock layers from bottom to top: "
        + "; ".join(f"layer {k}: {n}" for k, n in enumerate(names, start=1))
        + "."
    )
    wrong = [
        (n, "ignored-layer-order", "Lower layers formed first, so they hold older fossils.")
        for n in names
        if n != answer
    ]
    draft = diagram_draft(
        f"The layers have not been disturbed. Which fossils are the {asked}?",
        rock_layers(names, title, desc),
        answer,
        f"Layers form one on top of another, so the bottom layer is oldest and the top layer most recent: the {asked} fossils are {answer}.",
        wrong,
        ctx.rng,
        f"layers|{','.join(names)}|{asked}",
        kind="model",
    )
    draft.standard = skill_code(ctx, "MS-LS4-1")
    return draft


def _extinct(ctx: GenerationContext) -> Claim:
    gone = pick(ctx.rng, _evo("extinct", ctx))
    last = quantity(gone["last"])
    living = [g["group"] for g in _evo("fossils", ctx) if g["group"] != "single-celled organisms"]
    when = f"about {last.value * 1000:,g} thousand" if last.value < 1 else f"about {last.value:,g} million"
    return Claim(
        question="Which of these groups is extinct, known today only from fossils and remains?",
        answer=gone["group"],
        wrong=tuple(
            Wrong(
                g,
                "thinks-old-groups-are-extinct",
                f"{g.capitalize()} first appear long ago in the fossil record, but they still live today.",
            )
            for g in living
        ),
        why=f"The last {gone['group']} disappear from the fossil record {when} years ago. The fossil record shows many groups that lived and then died out.",
        key=f"extinct|{gone['group']}",
        sentence="{} are extinct, known today only from fossils and remains.",
        standard="MS-LS4-1",
    )


def _homology(ctx: GenerationContext) -> Claim:
    one, two = pick_two(ctx.rng, _evo("limbs", ctx))
    wrong = (
        Wrong("they use these limbs for the same job", "thinks-same-use-means-related", f"A {one['organism']} uses its {one['limb']} for {one['use']} and a {two['organism']} for {two['use']}."),
        Wrong("one of them evolved from the other", "thinks-living-species-descend-from-each-other", "Living species are cousins: neither is the ancestor of the other."),
        Wrong("the match is only a coincidence", "thinks-similarity-is-chance", "The same bones in the same order are too many to match by chance."),
    )  # fmt: skip
    return Claim(
        question=f"A {one['organism']}'s {one['limb']} and a {two['organism']}'s {two['limb']} have the same kinds of bones in the same order. What does this suggest about the two animals?",
        answer=COMMON,
        wrong=wrong,
        why=f"Homologous structures like these were inherited from a common ancestor, even though the {one['organism']} uses its {one['limb']} for {one['use']} and the {two['organism']} uses its {two['limb']} for {two['use']}.",
        key=f"homology|{one['organism']}|{two['organism']}",
        standard="MS-LS4-2",
    )


def _lookalike(ctx: GenerationContext) -> Claim:
    limbs = [limb for limb in _evo("limbs", ctx) if limb["organism"] != "bird"]
    one, two = pick_two(ctx.rng, limbs)
    answer = f"a {one['organism']}'s {one['limb']} and a {two['organism']}'s {two['limb']}"
    wrong = tuple(
        Wrong(e["pair"], "mistook-look-alike-for-homologous", f"Not homologous: {e['why']}.")
        for e in _evo("lookalikes", ctx)
    )
    return Claim(
        question="Which pair of structures is homologous, with the same bones inherited from a common ancestor?",
        answer=answer,
        wrong=wrong,
        why=f"The {one['limb']} of a {one['organism']} and the {two['limb']} of a {two['organism']} have the same bones in the same order.",
        key=f"lookalike|{one['organism']}|{two['organism']}",
        sentence="{} are homologous structures.",
        standard="MS-LS4-2",
    )


def _match_limbs(ctx: GenerationContext) -> Draft:
    limbs = ctx.rng.sample([limb for limb in _evo("limbs", ctx) if limb["organism"] != "bird"], size(ctx))
    return matching_draft(
        ctx,
        [(f"{limb['organism']} {limb['limb']}", limb["use"]) for limb in limbs],
        prompt="These limbs have the same bones. Match each limb to the job it does.",
        instructions="Draw a line from each limb to its job.",
        why="The same set of bones is shaped for a different job in each animal: "
        + "; ".join(f"{limb['organism']} {limb['limb']}: {limb['use']}" for limb in limbs)
        + ".",
        key="match|" + ",".join(sorted(limb["organism"] for limb in limbs)),
        standard="MS-LS4-2",
    )


def _embryo(ctx: GenerationContext) -> tuple[Claim, object]:
    one, two = pick_two(ctx.rng, _evo("embryos", ctx))
    feature = pick(ctx.rng, _evo("embryo-features", ctx))["feature"]
    wrong = tuple(
        Wrong(e["adult"], "adult-feature-in-embryo", f"Only the adult {e['organism']} has {e['adult']}.")
        for e in (one, two)
    )
    text = passage(
        f"Early {one['organism']} and {two['organism']} embryos",
        [
            f"An adult {one['organism']} has {one['adult']}, and an adult {two['organism']} has {two['adult']}. "
            "The adults look very different.",
            f"Early in development, though, their embryos look alike. Both have {feature}.",
        ],
    )
    claim = Claim(
        question=f"Which feature do early embryos of a {one['organism']} and a {two['organism']} share?",
        answer=feature,
        wrong=(
            *wrong,
            Wrong(
                COMMON,
                "answered-a-different-question",
                "That explains the likeness; the question asks for a feature.",
            ),
        ),
        why=f"Early embryos of both have {feature}; shared features like this show they are related through a common ancestor.",
        key=f"embryo|{one['organism']}|{two['organism']}|{feature}",
        sentence=f"Early embryos of a {one['organism']} and a {two['organism']} both have {{}}.",
        standard="MS-LS4-3",
    )
    return claim, text


def _survive(ctx: GenerationContext) -> tuple[Claim, object]:
    case = pick(ctx.rng, _evo("selection", ctx))
    where = case["setting"][0].upper() + case["setting"][1:]
    answer = f"those with {case['helpful']}"
    wrong = [Wrong(f"those with {case['other']}", "picked-the-less-helpful-variation",
                   f"{where}, {case['pressure']}, so those with {case['other']} survive less often.")]  # fmt: skip
    if ctx.content_type is not TF:
        wrong.append(
            Wrong(
                "both kinds equally",
                "thinks-variation-does-not-matter",
                "The environment favors some variations over others.",
            )
        )
    text = passage(
        f"{case['organisms'].capitalize()} {case['setting']}",
        [f"Some {case['organisms']} {case['setting']} have {case['helpful']}; others have {case['other']}.",
         f"Here, {case['pressure']}."],
    )  # fmt: skip
    ask = f"Which {case['organisms']} are more likely to survive and reproduce?"
    claim = Claim(
        question=ask if ctx.content_type is PB else f"{where}, {case['pressure']}. {ask}",
        answer=answer,
        wrong=tuple(wrong),
        why=f"Because {case['pressure']}, {case['organisms']} with {case['helpful']} survive and reproduce more often, so over generations that trait becomes more common.",
        key=f"survive|{case['organisms']}",
        sentence=f"{where}, the {case['organisms']} more likely to survive and reproduce are {{}}.",
        task="reason",
        standard="MS-LS4-4",
    )
    return claim, text


def _breeding(ctx: GenerationContext) -> Claim:
    crops = _evo("breeding", ctx)
    case = pick(ctx.rng, crops)
    wrong = tuple(
        Wrong(
            c["result"], "mixed-up-bred-varieties", f"{c['result'].capitalize()} was bred for {c['chosen']}."
        )
        for c in crops
        if c["result"] != case["result"]
    )
    return Claim(
        question=f"For many generations, people bred {case['from']}, each time choosing the ones with {case['chosen']}. "
        "Which of these did they produce?",
        answer=case["result"],
        wrong=wrong,
        why=f"{case['result'].capitalize()} came from {case['from']}, when people kept breeding the ones with {case['chosen']}: artificial selection.",
        key=f"breeding|{case['result']}",
        sentence=f"Breeding {case['from']}{',' if ',' in case['from'] else ''} for {case['chosen']} produced {{}}.",
        standard="MS-LS4-5",
    )


def _technology(ctx: GenerationContext) -> Claim:
    case = pick(ctx.rng, _evo("technologies", ctx))
    other = "genetic engineering" if case["kind"] == "selective breeding" else "selective breeding"
    reasons = {
        "selective breeding": "Here people choose which organisms get to reproduce; no gene is moved by hand.",
        "genetic engineering": "Here scientists move a gene directly into the organism's DNA.",
    }
    wrong = (
        Wrong(
            other,
            "mixed-up-technologies",
            f"Not {other}: {reasons[case['kind']][0].lower()}{reasons[case['kind']][1:]}",
        ),
        Wrong(
            "natural selection",
            "called-it-natural-selection",
            "People, not the environment, decide which traits are passed on.",
        ),
    )
    return Claim(
        question=f"When {case['example']}, which technology are they using?",
        answer=case["kind"],
        wrong=wrong,
        why=f"This is {case['kind']}. {reasons[case['kind']]}",
        key=f"technology|{case['example']}",
        sentence=f"When {case['example']}, they are using {{}}.",
        standard="MS-LS4-5",
    )


def _match_crops(ctx: GenerationContext) -> Draft:
    crops = ctx.rng.sample(_evo("breeding", ctx), size(ctx))
    return matching_draft(
        ctx,
        [(c["result"], c["chosen"]) for c in crops],
        prompt="Match each bred plant or animal to the trait people chose when breeding it.",
        instructions="Draw a line from each one to the trait people chose.",
        why="; ".join(f"{c['result']} from {c['from']}, bred for {c['chosen']}" for c in crops).capitalize()
        + ".",
        key="match|" + ",".join(sorted(c["result"] for c in crops)),
        standard="MS-LS4-5",
    )


MODES = {
    "fossil-order": Mode(frozenset({OR}), _fossil_order),
    "first": Mode(frozenset({MC}), _first),
    "layers": Mode(frozenset({DG}), _layers),
    "extinct": Mode(frozenset({MC, TF}), _extinct),
    "homology": Mode(frozenset({MC}), _homology),
    "lookalike": Mode(CHOICE_TYPES, _lookalike),
    "match-limbs": Mode(frozenset({MT}), _match_limbs),
    "embryo": Mode(frozenset({MC, TF, PB}), _embryo),
    "survive": Mode(frozenset({MC, TF, PB}), _survive),
    "selection": Mode(frozenset({DT}), selection_table),
    "breeding": Mode(CLAIM_TYPES, _breeding),
    "technology": Mode(CHOICE_TYPES, _technology),
    "match-crops": Mode(frozenset({MT}), _match_crops),
}

_BANDS = "ordering, rock layers and matching: 3 at easy, 4 at medium, 5 at hard; selection tables: more generations at hard"


@generator(
    content_types={OR, DG, MT, DT, PB} | CLAIM_TYPES, params=EvolutionParams, levels=Levels("steps", _BANDS)
)
def evolution(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
