"""Food chains and webs from ``model-foodwebs.json`` (5-LS2-1, and what animals eat where they live,
K-ESS3-1): put a food chain in order from its producer, say what an animal eats in a habitat, name
a living thing's role (producer, consumer, decomposer), predict what happens to one population when
another shrinks, match eaters to their food, and find the missing link of a food-chain diagram.

A chain is a path of the web's "eats" links; wrong answers are reversed links, living things of the
web with no such link, other roles or the opposite change, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import pairwise, permutations
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.catalog_records import ContentType
from educontent.generation.draw.science_cycles import cycle, sequence
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim
from educontent.generation.kit.text_forms import Wrong, ordering_draft, short_text_features, skill_code
from educontent.generation.kit.types import DG, FB, MC, MT, OR, SA, TF
from educontent.generation.registry import Draft, GenerationContext, Levels, NoSuchForm, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.life.k5_kit import listed, matched, picture_choice, serve

Ask = Literal["eats", "role", "effect"]


class FoodChainsParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    asks: list[Ask] = Field(default_factory=lambda: ["eats"], description="What written items ask.")


def _web(ctx: GenerationContext) -> dict:
    webs = in_grade(model("foodwebs")["webs"], ctx.grade)
    if not webs:
        raise NoSuchForm("no food web at this grade")
    return reviewed(pick(ctx.rng, webs))


def _foods(web: dict) -> dict[str, list[str]]:
    return {e["eater"]: e["foods"] for e in web["eats"]}


def _links(web: dict) -> set[tuple[str, str]]:
    """(food, eater) pairs."""
    return {(f, e["eater"]) for e in web["eats"] for f in e["foods"]}


@cache
def _chains(habitat: str) -> tuple[tuple[str, ...], ...]:
    """Every chain of the web at least 3 long that starts with a producer, each living thing eaten by
    the next, whose living things make no other chain (so its order is the only one)."""
    web = next(w for w in model("foodwebs")["webs"] if w["habitat"] == habitat)
    eaters: dict[str, list[str]] = {}
    for food, eater in sorted(_links(web)):
        eaters.setdefault(food, []).append(eater)
    found: list[tuple[str, ...]] = []

    def walk(path: tuple[str, ...]) -> None:
        if len(path) >= 3:
            found.append(path)
        for nxt in eaters.get(path[-1], []):
            if nxt not in path:
                walk((*path, nxt))

    for producer in web["producers"]:
        walk((producer,))
    return tuple(c for c in found if _only_order(web, c))


def _only_order(web: dict, chain: tuple[str, ...]) -> bool:
    links = _links(web)
    valid = [
        p
        for p in permutations(chain)
        if p[0] in web["producers"] and all((a, b) in links for a, b in pairwise(p))
    ]
    return valid == [chain]


def _chain(ctx: GenerationContext, web: dict) -> tuple[str, ...]:
    size = 3 + min(ctx.level.rank, 2)
    chains = [c for c in _chains(web["habitat"]) if len(c) == size] or list(_chains(web["habitat"]))
    return pick(ctx.rng, chains)


def _arrows(chain: tuple[str, ...] | list[str]) -> str:
    return " → ".join(chain)


_START = {
    True: "Start with the one that makes its own food from sunlight.",
    False: "Start with the producer.",
}


def _ordering(ctx: GenerationContext) -> Draft:
    web = _web(ctx)
    chain = _chain(ctx, web)
    return ordering_draft(
        ctx.rng,
        list(chain),
        instructions="Put the living things in order.",
        prompt=f"Put these living things from {web['name']} in order to make a food chain. {_START[ctx.grade <= 2]}",
        order_by="the producer first, then each living thing that eats the one before it",
        why=f"The chain starts with the producer, the {chain[0]}. Each living thing is eaten by the next one: {_arrows(chain)}.",
        features=short_text_features("represent", len(chain)),
        key=f"chain|{web['habitat']}|{_arrows(chain)}",
        standard=skill_code(ctx, None),
    )


def _eats_claim(ctx: GenerationContext) -> Claim:
    """Which living thing is food for an eater (said so, because "the squirrel eats the oak tree"
    reads as if it ate the whole tree)."""
    web = _web(ctx)
    foods = _foods(web)
    eater = pick(ctx.rng, sorted(foods))
    food = pick(ctx.rng, foods[eater])
    wrong = [
        Wrong(e, "reverses-the-arrow", f"The {eater} is food for the {e}, not the other way around.")
        for e, fs in foods.items()
        if eater in fs
    ]
    others = [
        n
        for n in [*web["producers"], *foods]
        if n != eater and n not in foods[eater] and eater not in foods.get(n, [])
    ]
    wrong += [
        Wrong(n, "not-its-food", f"In this food web, the {n} is not food for the {eater}.")
        for n in ctx.rng.sample(others, min(4, len(others)))
    ]
    verb = "is" if len(foods[eater]) == 1 else "are"
    return Claim(
        f"In {web['name']}, which living thing is food for the {eater}?",
        food,
        tuple(wrong),
        f"In {web['name']}, {listed([f'the {f}' for f in foods[eater]])} {verb} food for the {eater}.",
        f"eats|{web['habitat']}|{eater}|{food}",
        f"In {web['name']}, the {{}} is food for the {eater}.",
    )


def _role_claim(ctx: GenerationContext) -> Claim:
    web = _web(ctx)
    roles = {r["role"]: r for r in in_grade(model("foodwebs")["roles"], ctx.grade)}
    named = [(n, "producer") for n in web["producers"]] + [(e["eater"], "consumer") for e in web["eats"]]
    named += [(n, "decomposer") for n in web["decomposers"]]
    name, role = pick(ctx.rng, named)
    wrong = tuple(
        Wrong(r["word"], f"{role}-not-{k}", f"A {r['word']} {r['does']}; the {name} does not.")
        for k, r in roles.items()
        if k != role
    )
    return Claim(
        f"What is the role of the {name} in the food web of {web['name']}?",
        roles[role]["word"],
        wrong,
        f"The {name} is a {roles[role]['word']}: it {roles[role]['does']}.",
        f"role|{web['habitat']}|{name}",
        f"In the food web of {web['name']}, the {name} is a {{}}.",
    )


_CHANGES = {"up": "get bigger", "down": "get smaller", "same": "stay the same"}


def _effect_claim(ctx: GenerationContext) -> Claim:
    web = _web(ctx)
    foods = _foods(web)
    pairs = [(f, e, "down") for e, fs in foods.items() for f in fs if len(fs) <= 2]
    pairs += [(e, f, "up") for e, fs in foods.items() for f in fs]
    shrinks, other, way = pick(ctx.rng, pairs)
    if way == "down":
        why = f"The {other} eats the {shrinks}. With less food, the {other} population would most likely get smaller."
    else:
        why = f"The {shrinks} eats the {other}. With fewer of them eating it, the {other} population would most likely get bigger."
    wrong = tuple(
        Wrong(text, "no-link-no-change" if k == "same" else "reverses-the-effect", why)
        for k, text in _CHANGES.items() if k != way
    )  # fmt: skip
    return Claim(
        f"In {web['name']}, suppose the {shrinks} population got much smaller. What would most likely happen to the {other} population?",
        _CHANGES[way],
        wrong,
        why,
        f"effect|{web['habitat']}|{shrinks}|{other}",
        f"In {web['name']}, if the {shrinks} population got much smaller, the {other} population would most likely {{}}.",
        task="reason",
        steps=2,
    )


CLAIMS: dict[str, Callable[[GenerationContext], Claim]] = {
    "eats": _eats_claim,
    "role": _role_claim,
    "effect": _effect_claim,
}


def _matching(ctx: GenerationContext) -> Draft:
    web = _web(ctx)
    foods = _foods(web)
    return matched(
        ctx,
        [(e, f) for e, fs in foods.items() for f in fs],
        fits=lambda left, right: right in foods[left],
        prompt=f"Match each animal from {web['name']} to a food it eats there.",
        why="Each animal is matched to a living thing it eats in this food web.",
        key=f"match|{web['habitat']}",
    )


def _diagram(ctx: GenerationContext) -> Draft:
    web = _web(ctx)
    chain = _chain(ctx, web)
    k = ctx.rng.randrange(len(chain))
    shown = ["?" if i == k else n for i, n in enumerate(chain)]
    links = _links(web)
    names = sorted({*web["producers"], *_foods(web)})

    def fits(n: str) -> bool:
        before = (k == 0 and n in web["producers"]) or (k > 0 and (chain[k - 1], n) in links)
        return before and (k == len(chain) - 1 or (n, chain[k + 1]) in links)

    wrong = [
        [n, "breaks-the-chain", f"The {n} does not fit there: check who eats whom on each side of the gap."]
        for n in names
        if n not in chain and not fits(n)
    ]
    wrong += [
        [n, "already-in-the-chain", f"The {n} is already in the food chain."] for n in chain if n != chain[k]
    ][:1]
    title = f"A food chain in {web['name']}"
    desc = (
        f"{title}: boxes joined by arrows from left to right, each arrow pointing from a living thing to the one that eats it: "
        + ", ".join(shown)
        + "."
    )
    return picture_choice(
        ctx, "Which living thing is missing from this food chain?", sequence(shown, title, desc), chain[k],
        f"The chain is {_arrows(chain)}: the {chain[k]} fits, because each living thing is eaten by the next.",
        wrong, f"diagram|{web['habitat']}|{_arrows(chain)}|{k}", kind="model", steps=2,
    )  # fmt: skip


_BANDS = "food chains (ordering and diagrams): 3 living things at easy, 4 at medium, 5 where the web has them at hard; matching: 3, 4 or 5 pairs"


MATTER = "soil, water and air"
_EDGES = ["is eaten by", "dies and is broken down by", "returns matter to", "is taken in by"]


def _matter_cycle(ctx: GenerationContext) -> Draft:
    """How matter cycles in a web (5-LS2-1): a producer, an animal that eats it, a decomposer and the
    soil, water and air, drawn as a loop with one part missing."""
    web = _web(ctx)
    foods = _foods(web)
    consumer = pick(ctx.rng, [e for e, fs in foods.items() if set(fs) & set(web["producers"])])
    producer = pick(ctx.rng, [f for f in foods[consumer] if f in web["producers"]])
    parts = [producer, consumer, pick(ctx.rng, web["decomposers"]), MATTER]
    k = ctx.rng.randrange(4)
    shown = ["?" if i == k else p for i, p in enumerate(parts)]
    title = f"How matter cycles in {web['name']}"
    desc = (
        f"{title}: a loop of four parts joined by labeled arrows, clockwise from the top: "
        + "; ".join(f"{p}, which {e} the next" for p, e in zip(shown, _EDGES, strict=True))
        + "."
    )
    roles = {
        0: [(n, "not-a-producer", f"The {n} cannot make its own food, so it cannot start the cycle.") for n in [*foods, *web["decomposers"]]],
        1: [(n, "does-not-eat-it", f"The {n} does not eat the {producer}.") for n in [*web["producers"], *web["decomposers"]] if n != producer],
        2: [(n, "not-a-decomposer", f"The {n} does not break down dead plants and animals.") for n in [*web["producers"], *foods] if n not in parts],
        3: [("sunlight", "light-is-matter", "Sunlight brings energy, but it is not matter that decomposers return."),
            ("the sun", "light-is-matter", "The sun gives energy; matter goes back to the soil, water and air.")],
    }  # fmt: skip
    wrong = [list(w) for w in roles[k]]
    why = f"Matter moves around the loop: the {producer} is eaten by the {consumer}, dead matter is broken down by the {parts[2]}, and it returns to the {MATTER}, which the {producer} takes in again."
    return picture_choice(ctx, "Which part is missing from this model of how matter cycles?", cycle(shown, _EDGES, title, desc),
                          parts[k], why, ctx.rng.sample(wrong, min(6, len(wrong))), f"matter|{web['habitat']}|{'|'.join(parts)}|{k}")  # fmt: skip


def _pictured(ctx: GenerationContext) -> Draft:
    """For skills that ask about roles (grade 5 and up), half the time the matter cycle; otherwise a food chain."""
    if "role" in ctx.params.asks and ctx.grade >= 5 and ctx.rng.random() < 0.5:
        return _matter_cycle(ctx)
    return _diagram(ctx)


FORMS: dict[ContentType, Callable[[GenerationContext], Draft]] = {OR: _ordering, DG: _pictured, MT: _matching}


@generator(
    content_types={OR, DG, MC, TF, FB, SA, MT}, params=FoodChainsParams, levels=Levels("steps", _BANDS)
)
def food_chains(ctx: GenerationContext) -> Draft:
    return serve(ctx, FORMS, CLAIMS)
