"""Energy in food (grade 5, 5-PS3-1), from the heat model's foods and eaters: the energy in food was
once energy from the sun, captured by plants. Order the path of energy from the sun to a food, find
the plant that captured it in a food-chain diagram, name where the energy first came from, and say
what animals use the energy from food for."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_cycles import sequence
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, text_features
from educontent.generation.kit.types import DG, FB, MC, OR, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.physical._matter_kit import route

_BANDS = (
    "paths and food chains: easy 3 steps from the sun, medium 4, hard 5; written: easy where a food's "
    "energy came from, hard what an animal uses its food's energy for"
)
USE = "to move, to grow and to keep its body warm"
USE_COLD = "to move and to grow"


class FoodEnergyParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ask: list[Literal["order", "chain", "source", "use"]] = Field(min_length=1)


def _foods(ctx: GenerationContext, by_length: bool = True) -> list[dict[str, Any]]:
    foods = in_grade(model("heat")["foods"], ctx.grade)
    if not by_length:
        return foods
    size = 3 + ctx.level.rank
    return [f for f in foods if len(f["chain"]) == size] or foods


def _order(ctx: GenerationContext) -> Draft:
    food = pick(ctx.rng, _foods(ctx))
    chain = food["chain"]
    return ordering_draft(
        ctx.rng, chain,
        instructions="Put the steps in order.", prompt=f"Put these in order to show how energy from the sun got into {food['food']}.",
        order_by="from where the energy started to where it ended up",
        why=f"The sun's energy is captured by {chain[1]}, then passed along: " + " → ".join(chain) + ".",
        features=text_features("reason", words=sum(len(c.split()) for c in chain), steps=len(chain) - 1),
        key=f"order:{food['id']}",
    )  # fmt: skip


def _chain(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    food = pick(rng, _foods(ctx))
    chain = food["chain"]
    svg_doc = sequence(
        chain, f"How energy got into {food['food']}", "Boxes joined by arrows: " + ", then ".join(chain) + "."
    )
    wrong = [
        (
            c,
            "non-plant-captures-sunlight",
            f"{c[0].upper()}{c[1:]} gets its energy from what came before it in the chain.",
        )
        for c in chain[2:]
    ]
    wrong.append((chain[0], "sun-as-living-thing", "The sun gives off the energy; a plant captures it."))
    return diagram_draft(
        "In this chain, which one captured the sun's energy to make food?", svg_doc, chain[1],
        f"{chain[1][0].upper()}{chain[1][1:]} captured sunlight to make food; every later step got the energy from it.",
        wrong, rng, f"chain:{food['id']}", task="identify", steps=2,
    )  # fmt: skip


def _source(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    if rng.random() < 0.5:
        eater = pick(rng, in_grade(model("heat")["eaters"], ctx.grade))
        thing, lead, key = (
            eater["eats"],
            f"{eater['animal'][0].upper()}{eater['animal'][1:]} eats {eater['eats']}. ",
            eater["id"],
        )
    else:
        food = pick(rng, _foods(ctx, by_length=False))
        thing, lead, key = food["food"], "", food["id"]
    wrong = (
        Wrong("the soil", "plants-eat-soil", "Plants take in water and minerals from soil, but their energy comes from sunlight."),
        Wrong("the water", "water-is-food", "Water does not give living things energy."),
        Wrong("the air", "air-is-food", "Plants take in air, but the energy they store comes from sunlight."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"{lead}Where did the energy in {thing} first come from?", answer="the sun", wrong=wrong,
            why="Plants capture energy from sunlight to make food; animals that eat plants (or eat animals that ate plants) pass it on.",
            key=f"source:{key}", sentence=f"{lead}The energy in {thing} first came from {{}}.",
        ),
    )  # fmt: skip


def _use(ctx: GenerationContext) -> Draft:
    eater = pick(ctx.rng, in_grade(model("heat")["eaters"], ctx.grade))
    animal = eater["animal"]
    use = USE if eater["warmBlooded"] else USE_COLD
    wrong = (
        Wrong("to make sunlight for plants", "animals-make-sunlight", "Only the sun gives off sunlight; animals use energy to live."),
        Wrong("nothing: food only helps it feel full", "food-has-no-energy", "Food holds energy that the body uses every day."),
        Wrong("to turn the food back into soil", "eating-makes-soil", "Animals use food's energy to live and grow."),
    )  # fmt: skip
    return claim_draft(
        ctx,
        Claim(
            question=f"{animal[0].upper()}{animal[1:]} eats {eater['eats']}. What does it use the energy from its food for?",
            answer=use, wrong=wrong, why=f"{animal[0].upper()}{animal[1:]} uses the energy in its food {use}.",
            key=f"use:{eater['id']}", sentence=f"{animal[0].upper()}{animal[1:]} uses the energy in {eater['eats']} {{}}.",
            task="reason", steps=2,
        ),
    )  # fmt: skip


ASKS = {
    "order": (frozenset({OR}), _order),
    "chain": (frozenset({DG}), _chain),
    "source": (frozenset({MC, TF, FB}), _source),
    "use": (frozenset({MC, TF, FB}), _use),
}


@generator(content_types={OR, DG, MC, TF, FB}, params=FoodEnergyParams, levels=Levels("steps", _BANDS))
def food_energy(ctx: GenerationContext) -> Draft:
    if (
        ctx.content_type is not OR
        and ctx.content_type is not DG
        and ctx.level.rank == 2
        and "use" in ctx.params.ask
    ):
        return _use(ctx)
    return route(ctx, ASKS, ctx.params.ask)
