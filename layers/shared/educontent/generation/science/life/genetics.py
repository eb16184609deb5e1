"""Heredity (MS-LS3-1, MS-LS3-2): Punnett squares of pea plant crosses (the percent of offspring with a
trait, computed from the parents' alleles), which trait an allele pair shows, mutations and their
effects, the steps from a changed gene to a changed trait, and sexual compared with asexual
reproduction. Facts from ``model-genetics.json``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cells import punnett_square
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, skill_code
from educontent.generation.kit.types import DG, MC, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.ms_forms import (
    CHOICE_TYPES,
    CLAIM_TYPES,
    Mode,
    render,
    run_draft,
    size,
)

Ask = Literal["punnett", "cross", "shows", "mutation", "mutation-steps", "sexual-asexual", "outcome"]
PERCENTS = (0, 25, 50, 75, 100)


class GeneticsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Ask] = Field(min_length=1, description="The kinds of question the skill asks.")


def _gen(key: str, ctx: GenerationContext) -> list[dict]:
    return [reviewed(e) for e in in_grade(model("genetics")[key], ctx.grade)]


def pair(a: str, b: str) -> str:
    """An allele pair written dominant first (``Rr``)."""
    return a + b if a.isupper() or b.islower() else b + a


def recessive_share(one: str, two: str) -> int:
    """The percent of offspring of parents ``one`` x ``two`` with two recessive alleles."""
    boxes = [pair(a, b) for a in one for b in two]
    return 100 * sum(p.islower() for p in boxes) // 4


def _parents(ctx: GenerationContext, trait: dict) -> tuple[str, str]:
    big, small = trait["letter"], trait["letter"].lower()
    kinds = [big + big, big + small, small + small]
    one, two = pick(ctx.rng, kinds), pick(ctx.rng, kinds)
    return one, two


def _percent_wrongs(answer: int, trait: dict, show: str) -> tuple[Wrong, ...]:
    reasons = {
        0: "Count the boxes again: some boxes may hold two recessive alleles.",
        25: "One box of four is 25%; check how many boxes really give this trait.",
        50: "Half the boxes is 50%; check how many boxes really give this trait.",
        75: "Three boxes of four is 75%; check which boxes show the dominant trait.",
        100: "Every box would have to give this trait.",
    }
    return tuple(Wrong(f"{p}%", "miscounted-punnett-boxes", reasons[p]) for p in PERCENTS if p != answer)


def _cross_numbers(ctx: GenerationContext) -> tuple[dict, str, str, str, int]:
    trait = pick(ctx.rng, _gen("traits", ctx))
    one, two = _parents(ctx, trait)
    recessive = recessive_share(one, two)
    show = pick(ctx.rng, ["dominant", "recessive"])
    share = recessive if show == "recessive" else 100 - recessive
    return trait, one, two, show, share


def _cross(ctx: GenerationContext) -> Claim:
    trait, one, two, show, share = _cross_numbers(ctx)
    letter = trait["letter"]
    question = (
        f"In pea plants, the allele for {trait['dominant']} ({letter}) is dominant over the allele for "
        f"{trait['recessive']} ({letter.lower()}). A plant with the alleles {one} is crossed with a plant with the alleles "
        f"{two}. What percent of "
        f"the offspring are expected to have {trait[show]}?"
    )
    return Claim(
        question=question,
        answer=f"{share}%",
        wrong=_percent_wrongs(share, trait, show),
        why=f"The Punnett square of {one} × {two} has the boxes {', '.join(pair(a, b) for a in one for b in two)}; "
        f"{share // 25} of 4 boxes give {trait[show]}, which is {share}%.",
        key=f"cross|{trait['trait']}|{one}|{two}|{show}",
        accept=(str(share), f"{share} percent"),
        task="compute",
        steps=2,
        standard="MS-LS3-2",
    )


def _punnett(ctx: GenerationContext) -> Draft:
    trait, one, two, show, share = _cross_numbers(ctx)
    letter = trait["letter"]
    filled = ctx.level.rank == 0
    title = f"Punnett square for {trait['trait']} in pea plants"
    desc = (
        f"A Punnett square crossing the parents {one} (top) and {two} (side), {letter} for "
        f"{trait['dominant']} (dominant) and {letter.lower()} for {trait['recessive']} (recessive)."
    )
    draft = diagram_draft(
        f"{'Use' if filled else 'Complete'} the Punnett square. What percent of the offspring are expected to "
        f"have {trait[show]}?",
        punnett_square(list(one), list(two), title, desc, fill=filled),
        f"{share}%",
        f"The boxes are {', '.join(pair(a, b) for a in one for b in two)}; {share // 25} of 4 give {trait[show]}.",
        [(w.text, w.misconception, w.reason) for w in _percent_wrongs(share, trait, show)],
        ctx.rng,
        f"punnett|{trait['trait']}|{one}|{two}|{show}",
        task="compute",
        steps=1 if filled else 2,
    )
    draft.standard = skill_code(ctx, "MS-LS3-2")
    return draft


def _shows(ctx: GenerationContext) -> Claim:
    trait = pick(ctx.rng, _gen("traits", ctx))
    big, small = trait["letter"], trait["letter"].lower()
    alleles = pick(ctx.rng, [big + big, big + small, small + small])
    answer, other = (
        (trait["recessive"], trait["dominant"])
        if alleles.islower()
        else (trait["dominant"], trait["recessive"])
    )
    blend = f"a mix halfway between {trait['dominant']} and {trait['recessive']}"
    wrong = (
        Wrong(other, "mixed-up-dominant-and-recessive", "A recessive trait shows only with two recessive alleles; "
              "one dominant allele is enough for the dominant trait."),
        Wrong(blend, "thinks-traits-blend", "For these pea traits, one allele is fully dominant, so the traits do not blend."),
    )  # fmt: skip
    return Claim(
        question=f"In pea plants, {trait['dominant']} ({big}) are dominant over {trait['recessive']} ({small}). "
        f"What does a plant with the alleles {alleles} have?",
        answer=answer,
        wrong=wrong,
        why=f"With {alleles}, the plant has {answer}: "
        + ("it has two recessive alleles." if alleles.islower() else f"one {big} allele is enough."),
        key=f"shows|{trait['trait']}|{alleles}",
        sentence=f"A pea plant with the alleles {alleles} for {trait['trait']} has {{}}.",
        standard="MS-LS3-2",
    )


def _mutation(ctx: GenerationContext) -> Claim:
    case = pick(ctx.rng, _gen("mutations", ctx))
    reasons = {
        "helpful": "A helpful mutation makes the organism more likely to survive and reproduce where it lives.",
        "harmful": "A harmful mutation makes the organism less likely to survive or stay healthy.",
        "neutral": "A neutral mutation does not change how well the organism survives.",
    }
    wrong = tuple(
        Wrong(e, f"called-{case['effect']}-{e}", reasons[e]) for e in reasons if e != case["effect"]
    )
    return Claim(
        question=f"Suppose {case['example']}. Is this mutation helpful, harmful or neutral to the organism?",
        answer=case["effect"],
        wrong=wrong,
        why=f"This mutation is {case['effect']}. {reasons[case['effect']]}",
        key=f"mutation|{case['example']}",
        sentence=f"When {case['example']}, the mutation is {{}}.",
        task="reason",
        standard="MS-LS3-1",
    )


def _mutation_steps(ctx: GenerationContext) -> Draft:
    return run_draft(
        ctx,
        [s["step"] for s in _gen("mutation-steps", ctx)],
        size(ctx),
        prompt="Put these events in order, from a change in a gene to a change in a trait.",
        why="A gene is the instructions for a protein; when the gene changes, the protein can change, and the "
        "protein's job decides the trait.",
        key="mutation-steps",
        standard="MS-LS3-1",
    )


def _sexual_asexual(ctx: GenerationContext) -> Claim:
    case = pick(ctx.rng, _gen("reproduction", ctx))
    answer = f"{case['kind']} reproduction"
    other = "sexual reproduction" if case["kind"] == "asexual" else "asexual reproduction"
    why = {
        "asexual": "One parent makes offspring on its own, so they are genetically identical to it.",
        "sexual": "Two parents each give half the genes, so the offspring vary.",
    }[case["kind"]]
    mistake = {
        "asexual": "Sexual reproduction needs two parents, and here there is only one.",
        "sexual": "Asexual reproduction needs only one parent, and here there are two.",
    }[case["kind"]]
    return Claim(
        question=f"When {case['example']}, which kind of reproduction is it?",
        answer=answer,
        wrong=(Wrong(other, "mixed-up-reproduction", mistake),),
        why=f"This is {answer}. {why}",
        key=f"kind|{case['example']}",
        sentence=f"When {case['example']}, it is {{}}.",
        accept=(case["kind"],),
        standard="MS-LS3-2",
    )


def _outcome(ctx: GenerationContext) -> Claim:
    outcomes = _gen("outcomes", ctx)
    case = pick(ctx.rng, outcomes)
    other = next(o for o in outcomes if o is not case)
    wrong = (
        Wrong(other["offspring"], "mixed-up-reproduction", f"That is true of {other['kind']} reproduction."),
        Wrong(
            "get all their genes from just one of their two parents",
            "thinks-one-parent-gives-all-genes",
            "In sexual reproduction each parent gives half the genes.",
        ),
    )
    return Claim(
        question=f"How do the offspring of {case['kind']} reproduction compare with their parents?",
        answer=case["offspring"],
        wrong=wrong,
        why=f"The offspring of {case['kind']} reproduction {case['offspring']}.",
        key=f"outcome|{case['kind']}",
        sentence=f"The offspring of {case['kind']} reproduction {{}}.",
        standard="MS-LS3-2",
    )


MODES = {
    "punnett": Mode(frozenset({DG}), _punnett),
    "cross": Mode(frozenset({MC, SA}), _cross),
    "shows": Mode(CHOICE_TYPES, _shows),
    "mutation": Mode(CLAIM_TYPES, _mutation),
    "mutation-steps": Mode(frozenset({OR}), _mutation_steps),
    "sexual-asexual": Mode(frozenset({MC, TF, SA}), _sexual_asexual),
    "outcome": Mode(CHOICE_TYPES, _outcome),
}

_BANDS = (
    "Punnett squares: filled in at easy, to complete at medium and hard; ordering: 3 events at easy, 4 above"
)


@generator(content_types={DG, OR} | CLAIM_TYPES, params=GeneticsParams, levels=Levels("steps", _BANDS))
def genetics(ctx: GenerationContext) -> Draft:
    return render(ctx, MODES, ctx.params.ask)
