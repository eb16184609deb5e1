"""Simple machines (3-PS2-1, MS-PS2-2), from ``model-machines.json``: which of the six simple
machines an everyday thing is (told, matched, or drawn with ``draw/science_machines`` and the name
shown as "?"), what each machine does, the parts of a lever, the three classes of lever, and for
grade 8 the law of the lever (effort × effort distance = load × load distance) in a question or a
table of lever setups computed from it: find the missing force or distance, or which setup balances.

Lever setups are whole numbers: a load in newtons, distances from the fulcrum in centimetres.
"""

from __future__ import annotations

from math import gcd
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw import science_machines as draw
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.text_forms import Wrong, matching_draft, pairs_size
from educontent.generation.kit.types import DG, DT, MT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model, reviewed
from educontent.generation.science.physical.k4_kit import Modes, cap, child, claims, drafted, kinds

MIX = "mixes-up-simple-machines"
LETTERS = "ABCDE"


class MachinesParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["classify", "does", "parts", "classes", "law"]] = Field(min_length=1)


def _machines(ctx: GenerationContext) -> dict[str, dict[str, Any]]:
    return {m["name"]: m for m in in_grade(model("machines")["machines"], ctx.grade)}


def _machine_wrong(ctx: GenerationContext, right: str, shown: str, skip: tuple[str, ...] = ()) -> list[Wrong]:
    machines = _machines(ctx)
    others = [n for n in machines if n != right and n not in skip]
    return [
        Wrong(
            n,
            MIX,
            f"{cap(with_article(n))} is {machines[n]['looks']}; {shown} is {machines[right]['looks']}.",
        )
        for n in ctx.rng.sample(others, 3)
    ]


def _classify_claim(ctx: GenerationContext) -> Claim:
    example = reviewed(pick(ctx.rng, in_grade(model("machines")["examples"], ctx.grade)))
    name, right = example["name"], example["machine"]
    looks = _machines(ctx)[right]["looks"]
    return Claim(
        question=f"Which simple machine is {name}?",
        answer=right,
        wrong=tuple(_machine_wrong(ctx, right, name, tuple(example.get("also", ())))),
        why=f"{cap(name)} is {with_article(right)}: {looks}.",
        key=f"classify|{name}",
        sentence=f"The simple machine in {name} is the {{}}.",
        standard="3-PS2-1",
    )


def _classify_match(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    examples = in_grade(model("machines")["examples"], ctx.grade)
    kinds_ = rng.sample(sorted(_machines(ctx)), pairs_size(ctx))
    chosen = [reviewed(pick(rng, [e for e in examples if e["machine"] == k])) for k in kinds_]
    pairs = [(cap(e["name"]), e["machine"]) for e in chosen]
    return matching_draft(
        ctx, pairs, prompt="Match each everyday thing to the simple machine it is.",
        instructions="Draw a line from each thing to its simple machine.",
        why=" ".join(f"{a} is {with_article(b)}." for a, b in pairs),
        key="classifymatch|" + "|".join(a for a, _ in pairs), standard="3-PS2-1",
    )  # fmt: skip


def _drawn(shown: str) -> str:
    """The SVG of a lever, ramp or pulley (``shown``) with its name written as "?"."""
    if shown == "lever":
        desc = "A long bar rests on a fixed point. A load sits on one end and an arrow pushes down on the other end."
        names = {"fulcrum": "", "load": "load", "effort": "push"}
        return draw.lever(
            ("load", "fulcrum", "effort"), names, False, "Which machine is this?", desc, name="?"
        )
    if shown == "inclined plane":
        desc = "A flat surface slopes from the floor up to a platform. A box is pushed up the slope."
        return draw.ramp("?", "Which machine is this?", desc)
    desc = "A wheel hangs from a beam with a rope over it. A load hangs on one end of the rope and a pull points down on the other end."
    return draw.pulley("?", "Which machine is this?", desc)


def _classify_diagram(ctx: GenerationContext) -> Draft:
    shown = pick(ctx.rng, ("lever", "inclined plane", "pulley"))
    doc = _drawn(shown)
    wrong = [(w.text, w.misconception, w.reason) for w in _machine_wrong(ctx, shown, "this machine")]
    return diagram_draft(
        "Which simple machine is this?", doc, shown,
        f"The drawing shows {with_article(shown)}: {_machines(ctx)[shown]['looks']}.",
        wrong, ctx.rng, f"machinedg|{shown}", kind="model", task="identify",
    )  # fmt: skip


def _does_claim(ctx: GenerationContext) -> Claim:
    machines = _machines(ctx)
    name = pick(ctx.rng, sorted(machines))
    wrong = [
        Wrong(machines[n]["does"], MIX, f"That is what {with_article(n)} does.")
        for n in ctx.rng.sample([n for n in machines if n != name], 3)
    ]
    return Claim(
        question=f"What does {with_article(name)} do?",
        answer=machines[name]["does"],
        wrong=tuple(wrong),
        why=f"{cap(with_article(name))} is {machines[name]['looks']}. It {machines[name]['does']}.",
        key=f"does|{name}",
        sentence=f"{cap(with_article(name))} {{}}.",
        standard="3-PS2-1",
    )


def _parts_claim(ctx: GenerationContext) -> Claim:
    parts = in_grade(model("machines")["leverParts"], ctx.grade)
    part = pick(ctx.rng, parts)
    wrong = [
        Wrong(p["part"], "mixes-up-lever-parts", f"The {p['part']} is {p['means']}.")
        for p in parts
        if p is not part
    ]
    return Claim(
        question=f"Which part of a lever is {part['means']}?",
        answer=part["part"],
        wrong=tuple(wrong),
        why=f"The {part['part']} is {part['means']}.",
        key=f"parts|{part['part']}",
        sentence=f"The part of a lever that is {part['means']} is the {{}}.",
        standard="3-PS2-1",
    )


def _parts_diagram(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    order = pick(rng, [c["order"] for c in model("machines")["leverClasses"]])
    hidden = "fulcrum" if ctx.level.rank == 0 else pick(rng, order)
    names = {p: ("?" if p == hidden else p) for p in order}
    where = ", ".join(f"the {'part marked with a question mark' if p == hidden else p}" for p in order)
    desc = f"A lever: a bar with, from left to right, {where}. The effort is an arrow and the load is a box."
    doc = draw.lever(tuple(order), names, order[1] == "effort", "The parts of a lever", desc)
    parts = in_grade(model("machines")["leverParts"], ctx.grade)
    wrong = [
        (p["part"], "mixes-up-lever-parts", f"The {p['part']} is {p['means']}.")
        for p in parts
        if p["part"] != hidden
    ]
    means = next(p["means"] for p in parts if p["part"] == hidden)
    return diagram_draft(
        "Which part of the lever is marked with a question mark?", doc, hidden,
        f"The marked part is {means}, so it is the {hidden}.",
        wrong, rng, f"partsdg|{order}|{hidden}", kind="model", task="identify", steps=1 + (ctx.level.rank > 0),
    )  # fmt: skip


def _class_wrong(right: dict[str, Any]) -> tuple[Wrong, ...]:
    return tuple(
        Wrong(
            c["name"], "mixes-up-lever-classes", f"In a {c['name']} lever the {c['middle']} is in the middle."
        )
        for c in model("machines")["leverClasses"]
        if c is not right
    )


def _classes_claim(ctx: GenerationContext) -> Claim:
    rng = ctx.rng
    kind = reviewed(pick(rng, in_grade(model("machines")["leverClasses"], ctx.grade)))
    example = pick(rng, kind["examples"])
    return Claim(
        question=f"Which class of lever is {example}?",
        answer=kind["name"],
        wrong=_class_wrong(kind),
        why=f"In {example} the {kind['middle']} is between the other two parts, so it is a {kind['name']} lever.",
        key=f"classes|{example}",
        sentence=f"{cap(example)} is a {{}} lever.",
        task="reason",
        steps=2,
        standard="MS-PS2-2",
    )


def _classes_diagram(ctx: GenerationContext) -> Draft:
    kind = reviewed(pick(ctx.rng, in_grade(model("machines")["leverClasses"], ctx.grade)))
    order = kind["order"][::-1] if ctx.rng.random() < 0.5 else kind["order"]
    desc = f"A lever: a bar with, from left to right, the {order[0]}, the {order[1]} and the {order[2]}."
    doc = draw.lever(tuple(order), {p: p for p in order}, order[1] == "effort", "A lever", desc)
    return diagram_draft(
        "Which class of lever is this?", doc, kind["name"],
        f"The {kind['middle']} is in the middle, so this is a {kind['name']} lever.",
        [(w.text, w.misconception, w.reason) for w in _class_wrong(kind)], ctx.rng,
        f"classesdg|{order}", kind="model", task="reason", steps=2,
    )  # fmt: skip


def _setup(ctx: GenerationContext) -> tuple[int, int, int, int]:
    """A balanced lever: load (N), load distance (cm), effort (N), effort distance (cm), all whole
    numbers with load × load distance = effort × effort distance."""
    rng = ctx.rng
    load_cm = rng.choice((10, 20, 25, 30, 40, 50))
    effort_cm = rng.choice([d for d in (20, 30, 40, 50, 60, 75, 80, 100, 120) if d != load_cm])
    step = load_cm // gcd(load_cm, effort_cm)
    effort = step * rng.randint(1, max(1, 120 // step))
    return effort * effort_cm // load_cm, load_cm, effort, effort_cm


def _law_claim(ctx: GenerationContext) -> Claim:
    load, load_cm, effort, effort_cm = _setup(ctx)
    wrong = {
        f"{load} N": (
            "thinks-effort-equals-load",
            "The distances differ, so the effort is not the same as the load.",
        ),
        f"{load * load_cm} N": (
            "forgets-to-divide",
            f"{load * load_cm} is load × load distance; divide it by {effort_cm} cm.",
        ),
        f"{load * effort_cm} N": (
            "uses-the-wrong-distances",
            "Multiply the load by its own distance from the fulcrum.",
        ),
    }
    if (load * effort_cm) % load_cm == 0:
        wrong.pop(f"{load * effort_cm} N")
        wrong[f"{load * effort_cm // load_cm} N"] = (
            "inverts-the-lever-ratio",
            "A longer effort arm needs less effort, not more.",
        )
    wrong.pop(f"{effort} N", None)
    return Claim(
        question=f"A load of {load} N sits {load_cm} cm from the fulcrum of a lever. What effort, pushing {effort_cm} cm "
        "from the fulcrum on the other side, balances it?",
        answer=f"{effort} N",
        wrong=tuple(Wrong(t, m, r) for t, (m, r) in list(wrong.items())[:3]),
        why=f"Effort × effort distance = load × load distance: {load} × {load_cm} = {load * load_cm}, and "
        f"{load * load_cm} ÷ {effort_cm} = {effort} N.",
        key=f"law|{load}|{load_cm}|{effort_cm}",
        task="compute",
        steps=2,
        standard="MS-PS2-2",
    )  # fmt: skip


COLUMNS = ["Setup", "Load (N)", "Load distance (cm)", "Effort (N)", "Effort distance (cm)"]


def _law_table(ctx: GenerationContext) -> Draft:
    """Easy: the missing effort; medium: the missing effort distance; hard: which setup balances."""
    rng, rank, kid = ctx.rng, ctx.level.rank, child(ctx)
    setups = [_setup(ctx) for _ in range(3 + rank)]
    title = "Lever setups"
    start = f"{kid.name} set up levers with different loads and distances from the fulcrum."
    if rank == 2:
        right = rng.randrange(len(setups))
        rows: list[list[Any]] = []
        for i, (load, load_cm, effort, effort_cm) in enumerate(setups):
            off = 0 if i == right else rng.choice((5, 10, 20))
            if off < effort and rng.random() < 0.5:
                off = -off
            rows.append([LETTERS[i], load, load_cm, effort + off, effort_cm])
        letter = LETTERS[right]
        return table_draft(
            ctx, title=title, columns=COLUMNS, rows=rows,
            question=f"{kid.name} tried {len(rows)} lever setups. In which setup does the lever balance?",
            value=letter, display=f"setup {letter}", accept=(f"setup {letter}",),
            why="A lever balances when effort × effort distance = load × load distance. Only in setup "
            f"{letter} are they equal: {rows[right][3]} × {rows[right][4]} = {rows[right][1]} × {rows[right][2]}.",
            key=f"lawpick|{rows}", steps=3, standard="MS-PS2-2",
        )  # fmt: skip
    col = 3 if rank == 0 else 4
    ask = rng.randrange(len(setups))
    rows = [[LETTERS[i], *s] for i, s in enumerate(setups)]
    value = rows[ask][col]
    rows[ask][col] = "?"
    load, load_cm = rows[ask][1], rows[ask][2]
    other = rows[ask][7 - col]
    unit, what = ("N", "effort") if col == 3 else ("cm", "effort distance")
    return table_draft(
        ctx, title=title, columns=COLUMNS, rows=rows,
        question=f"{start} Every setup balances. What is the {what} in setup {LETTERS[ask]}?",
        value=value, display=f"{value} {unit}", unit=unit,
        why=f"The lever balances, so effort × effort distance = load × load distance = {load} × {load_cm} = "
        f"{load * load_cm}. Then {load * load_cm} ÷ {other} = {value} {unit}.",
        key=f"lawtable|{col}|{rows}", steps=2, standard="MS-PS2-2",
    )  # fmt: skip


MODES: Modes = {
    "classify": {**claims(_classify_claim), MT: _classify_match, DG: _classify_diagram},
    "does": claims(_does_claim),
    "parts": {**claims(_parts_claim), DG: _parts_diagram},
    "classes": {**claims(_classes_claim), DG: _classes_diagram},
    "law": {**claims(_law_claim), DT: _law_table},
}

_BANDS = (
    "matching: 3 pairs at easy, 4 after; lever-part drawings hide the fulcrum at easy, any part after; "
    "lever tables: find the missing effort (3 setups) at easy, the missing effort distance (4 setups) at "
    "medium, which of 5 setups balances at hard"
)


@generator(content_types=kinds(MODES), params=MachinesParams, levels=Levels("steps", _BANDS))
def machines(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
