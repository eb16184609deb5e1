"""Changes caused by heating and cooling (2-PS1-4), from ``model-materials.json``: which change can
(or cannot) be undone, what heating or cooling does to an everyday thing, matching things to what
heating or cooling does to them, and a table of water's temperature as a class heats or cools it
(the answer read from the table with water's freezing or boiling point, a quantity of the model).

Wrong answers are changes of the other kind (a cooked egg is not raw again when it cools), what the
opposite temperature change would do, or "it stays the same".
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.levels import banded_value
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DT, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, quantity, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds

VERB = {"heating": "heated", "cooling": "cooled"}
OTHER = {"heating": "cooling", "cooling": "heating"}


class ChangesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["undo", "predict", "water"]] = Field(min_length=1)


def _changes(ctx: GenerationContext) -> list[dict[str, Any]]:
    found = in_grade(model("materials")["changes"], ctx.grade)
    return found if ctx.level.rank else [c for c in found if c["cause"] == "heating"]


def _said(change: dict[str, Any]) -> str:
    return f"{change['thing']} {change['result']}"


def _undo_claim(ctx: GenerationContext) -> Claim:
    """Which change can be undone (or cannot)? Easy: heating changes only; after, cooling ones too."""
    rng = ctx.rng
    undone = rng.random() < 0.5
    changes = _changes(ctx)
    answer = reviewed(pick(rng, [c for c in changes if c["reversible"] is undone]))
    others = rng.sample([c for c in changes if c["reversible"] is not undone], 3)
    slug = "thinks-cooking-can-be-undone" if undone else "thinks-melting-is-for-good"
    wrong = tuple(Wrong(_said(reviewed(c)), slug, c["undo"]) for c in others)
    can = "can" if undone else "cannot"
    return Claim(
        question=f"Which change {can} be undone?",
        answer=_said(answer),
        wrong=wrong,
        why=f"When {_said(answer)}, the change {can} be undone. {answer['undo']}",
        key=f"undo|{can}|{answer['thing']}",
        sentence=f"When {{}}, the change {can} be undone.",
        task="reason",
        steps=1 + ctx.level.rank // 2,
        standard="2-PS1-4",
    )


def _predict_claim(ctx: GenerationContext) -> Claim:
    """What happens to a thing when it is heated (or cooled)?"""
    rng, changes = ctx.rng, _changes(ctx)
    change = reviewed(pick(rng, changes))
    cause = change["cause"]
    opposite = [c for c in in_grade(model("materials")["changes"], ctx.grade) if c["cause"] != cause]
    wrong = [
        Wrong(c["result"], "mixes-up-heating-and-cooling", f"{cap(VERB[OTHER[cause]])} things can {_base(c)}; "
              f"{VERB[cause]} things do not.")
        for c in rng.sample(opposite, min(2, len(opposite)))
    ]  # fmt: skip
    wrong.append(
        Wrong(
            "stays just the same",
            "temperature-changes-nothing",
            f"Being {VERB[cause]} changes {change['thing']}.",
        )
    )
    return Claim(
        question=f"What happens to {change['thing']} when it is {VERB[cause]}?",
        answer=change["result"],
        wrong=tuple(wrong),
        why=f"When {change['thing']} is {VERB[cause]}, it {change['result']}.",
        key=f"predict|{change['thing']}",
        sentence=f"When {change['thing']} is {VERB[cause]}, it {{}}.",
        task="reason",
        standard="2-PS1-4",
    )


def _base(change: dict[str, Any]) -> str:
    """The first verb of a result without its -s ("melts into liquid water" -> "melt")."""
    return change["result"].split()[0].removesuffix("s")


def _match(ctx: GenerationContext) -> Draft:
    """Match things to what heating or cooling does to them."""
    changes = ctx.rng.sample(_changes(ctx), pairs_size(ctx))
    pairs = [(f"{reviewed(c)['thing']}, {VERB[c['cause']]}", c["result"]) for c in changes]
    return matching_draft(
        ctx,
        pairs,
        prompt="Match each thing to what happens to it.",
        instructions="Draw a line from each thing to the change.",
        why=" ".join(f"When {c['thing']} is {VERB[c['cause']]}, it {c['result']}." for c in changes),
        key="match|" + "|".join(p[0] for p in pairs),
        standard="2-PS1-4",
    )


def _water_table(ctx: GenerationContext) -> Draft:
    """A class heats (or cools) water and reads its temperature every few minutes: when did it start
    to boil (freeze)? Hard: by how many degrees did it warm (cool) before that."""
    rng = ctx.rng
    water = model("materials")["temperatures"][0]
    heating = rng.random() < 0.5
    point = quantity(water["boils" if heating else "freezes"])
    step, every = pick(rng, [(10, 2), (15, 3), (20, 5)] if heating else [(2, 5), (4, 10), (5, 5)])
    sign = -1 if heating else 1
    low, high = (20, 40) if heating else (10, 30)
    reaches = [r for r in range(3, 9) if low <= point.value + sign * step * r <= high]
    reach = banded_value(rng, reaches, ctx.level)
    start = point.value + sign * step * reach
    temps = [start + (step if heating else -step) * i for i in range(reach + 1)]
    temps += [point.value] * (1 + ctx.level.rank)
    rows = [[i * every, t] for i, t in enumerate(temps)]
    when = reach * every
    kid, doing = child(ctx), "boil" if heating else "freeze"
    title = f"Temperature of water {'on a hot plate' if heating else 'in a freezer'}"
    told = (
        f"{kid.name}'s teacher heated a pot of water on a hot plate."
        if heating
        else f"{kid.name}'s class put a cup of water in a freezer."
    )
    if ctx.level.rank == 2:
        change = abs(point.value - start)
        return table_draft(
            ctx, title=title, columns=["Time (minutes)", f"Temperature ({point.unit})"], rows=rows,
            question=f"{told} By how many degrees did the temperature "
            f"change before the water started to {doing}?",
            value=change, display=f"{change} {point.unit}", unit=point.unit,
            why=f"Water starts to {doing} at {point.value} {point.unit}. The water began at {start} {point.unit}, "
            f"and {abs(point.value - start)} is the difference between {start} and {point.value}.",
            key=f"water|{doing}|{start}|{step}|{every}|change", steps=3, standard="2-PS1-4",
        )  # fmt: skip
    return table_draft(
        ctx, title=title, columns=["Time (minutes)", f"Temperature ({point.unit})"], rows=rows,
        question=f"{told} Water starts to {doing} at {point.value} {point.unit}. "
        f"After how many minutes did the water start to {doing}?",
        value=when, display=f"{when} minutes", unit="minutes",
        why=f"The temperature first reaches {point.value} {point.unit} at {when} minutes, and then it stays "
        f"there while the water {'boils' if heating else 'freezes'}.",
        key=f"water|{doing}|{start}|{step}|{every}|when", standard="2-PS1-4",
    )  # fmt: skip


MODES: Modes = {
    "undo": claims(_undo_claim),
    "predict": {**claims(_predict_claim), MT: _match},
    "water": {DT: _water_table},
}

_BANDS = (
    "heating changes only at easy, heating and cooling after; matching: 3 pairs at easy, 4 after; "
    "water tables: longer at medium and hard, and at hard the change in temperature before boiling "
    "or freezing instead of the time"
)


@generator(content_types=kinds(MODES), params=ChangesParams, levels=Levels("steps", _BANDS))
def changes(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
