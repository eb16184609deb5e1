"""Balanced and unbalanced forces and patterns of motion (3-PS2-1, 3-PS2-2), from
``model-pushes.json``: what a thing pushed from two sides will do (told, or drawn with
``draw/science_physical.forces``), what a fair test of a force question changes, keeps the same and
measures, and where a swinging or rolling thing will be next, from a pattern told or tabled.

Motion patterns are simulated: a swing passes left side, middle, right side, middle, one place each
second; a toy car rolls the same distance each second.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.draw.science_physical import forces
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, table_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import DG, DT
from educontent.generation.registry import Draft, GenerationContext, Levels, generator
from educontent.generation.science.knowledge import in_grade, model
from educontent.generation.science.physical.k4_kit import Modes, child, claims, drafted, kinds

MOVES = {1: "start moving to the right", -1: "start moving to the left", 0: "stay still"}
SWING = ("left side", "middle", "right side", "middle")


class BalanceParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ask: list[Literal["forces", "fair", "pattern"]] = Field(min_length=1)


def _sign(n: int) -> int:
    return (n > 0) - (n < 0)


def _pushes(ctx: GenerationContext) -> tuple[str, list[int], int]:
    """A thing, the pushes to the right (one, or two at hard) and the push to the left."""
    rng = ctx.rng
    thing = pick(rng, in_grade(model("pushes")["things"], ctx.grade))["name"]
    rights = [rng.randint(1, 6)] if ctx.level.rank < 2 else [rng.randint(1, 3), rng.randint(1, 3)]
    total = sum(rights)
    left = total if rng.random() < 0.35 else pick(rng, [n for n in range(1, 7) if n != total])
    return thing, rights, left


def _move_wrong(net: int, thing: str) -> list[Wrong]:
    reasons = {
        0: ("unbalanced-called-balanced", "The pushes are not the same size, so they do not cancel."),
        1: ("moves-toward-the-wrong-side", f"The {thing} moves the way the bigger push points."),
        -1: ("moves-toward-the-wrong-side", f"The {thing} moves the way the bigger push points."),
    }
    if net == 0:
        reasons = {
            k: ("balanced-forces-still-move", "Equal pushes from opposite sides cancel.") for k in (1, -1)
        }
    return [Wrong(MOVES[k], *reasons[k]) for k in MOVES if k != net]


def _told(rights: list[int], left: int, thing: str) -> str:
    if len(rights) == 1:
        return f"One child pushes a {thing} to the right with {rights[0]} N. Another child pushes it to the left with {left} N."
    return (
        f"Two children push a {thing} to the right, one with {rights[0]} N and one with {rights[1]} N. "
        f"Another child pushes it to the left with {left} N."
    )


def _forces_claim(ctx: GenerationContext) -> Claim:
    thing, rights, left = _pushes(ctx)
    net = _sign(sum(rights) - left)
    told = _told(rights, left, thing)
    return Claim(
        question=f"{told} What will the {thing} do?",
        answer=MOVES[net],
        wrong=tuple(_move_wrong(net, thing)),
        why=_why(rights, left, thing, net),
        key=f"forces|{thing}|{rights}|{left}",
        sentence=f"{told} The {thing} will {{}}.",
        task="reason",
        steps=len(rights),
        standard="3-PS2-1",
    )


def _why(rights: list[int], left: int, thing: str, net: int) -> str:
    total = sum(rights)
    first = f"The pushes to the right add up to {total} N. " if len(rights) > 1 else ""
    if net == 0:
        return f"{first}{total} N to the right and {left} N to the left are balanced, so the {thing} stays still."
    side = "right" if net > 0 else "left"
    return f"{first}{total} N to the right and {left} N to the left are unbalanced, so the {thing} moves to the {side}."


def _forces_diagram(ctx: GenerationContext) -> Draft:
    thing, rights, left = _pushes(ctx)
    right = sum(rights)
    net = _sign(right - left)
    desc = f"A {thing} on the ground. A push of {right} N points to the right and a push of {left} N points to the left."
    doc = forces(thing, right, left, None, f"Pushes on a {thing}", desc)
    wrong = [(w.text, w.misconception, w.reason) for w in _move_wrong(net, thing)]
    return diagram_draft(
        f"The {thing} is standing still. What will it do?", doc, MOVES[net], _why([right], left, thing, net),
        wrong, ctx.rng, f"forcesdg|{thing}|{right}|{left}", kind="model", task="reason",
    )  # fmt: skip


def _fair_claim(ctx: GenerationContext) -> Claim:
    """What a fair test changes, keeps the same or measures."""
    rng, kid = ctx.rng, child(ctx)
    test = pick(rng, in_grade(model("pushes")["tests"], ctx.grade))
    ask = pick(rng, ("change", "same", "measure") if ctx.level.rank else ("change", "measure"))
    said = {"change": "change on purpose", "same": "keep the same", "measure": "measure"}
    answer = test[ask] if ask != "same" else pick(rng, test["same"])
    wrong = [
        Wrong(s, "changes-what-should-stay-the-same", "This should stay the same so the test is fair.")
        for s in test["same"]
    ]
    wrong += [
        Wrong(test["change"], "keeps-the-tested-variable-fixed", "This is what the test changes on purpose."),
        Wrong(test["measure"], "confuses-result-and-variable", "This is what the test measures."),
    ]
    wrong = [w for w in wrong if w.text != answer and not (ask == "same" and w.text in test["same"])]
    return Claim(
        question=f'{kid.name} asks, "{test["question"]}" In a fair test, what should {kid.subject} {said[ask]}?',
        answer=answer,
        wrong=tuple(rng.sample(wrong, min(3, len(wrong)))),
        why=f"A fair test changes one thing ({test['change']}), keeps the rest the same "
        f"({', '.join(test['same'])}) and measures the result ({test['measure']}).",
        key=f"fair|{test['question']}|{ask}|{answer}",
        sentence=f'In a fair test of "{test["question"]}" the thing {kid.name} should {said[ask]} is {{}}.',
        task="reason",
        steps=2,
        standard="3-PS2-1",
    )


def _swing(ctx: GenerationContext) -> tuple[int, int, int, str]:
    """The swing's starting place in the pattern, the seconds shown, the second asked and the answer."""
    rng = ctx.rng
    start = rng.randrange(4)
    shown = 4 + ctx.level.rank
    asked = shown + rng.randint(1 + 4 * ctx.level.rank, 4 + 6 * ctx.level.rank)
    return start, shown, asked, SWING[(start + asked) % 4]


def _pattern_claim(ctx: GenerationContext) -> Claim:
    start, shown, asked, answer = _swing(ctx)
    seen = ", ".join(f"the {SWING[(start + t) % 4]} at {t} s" for t in range(shown))
    wrong = [Wrong(p, "breaks-the-pattern", f"Keep the pattern going one second at a time: at {asked} s it is at the {answer}.") for p in sorted(set(SWING)) if p != answer]  # fmt: skip
    return Claim(
        question=f"A swing moves in a pattern. It is at {seen}. The pattern repeats. Where will it be at {asked} s?",
        answer=answer,
        wrong=tuple(wrong),
        why=f"The swing repeats left side, middle, right side, middle every 4 seconds. Counting on, at {asked} s it is at the {answer}.",
        key=f"swing|{start}|{shown}|{asked}",
        task="reason",
        steps=2,
        standard="3-PS2-2",
    )


def _pattern_table(ctx: GenerationContext) -> Draft:
    rng, kid = ctx.rng, child(ctx)
    if rng.random() < 0.5:
        start, shown, asked, answer = _swing(ctx)
        rows: list[list[Any]] = [[t, SWING[(start + t) % 4]] for t in range(shown)]
        return table_draft(
            ctx, title="Where the swing is", columns=["Time (s)", "Place"], rows=rows,
            question=f"{kid.name} watched a swing. The pattern repeats. Where will the swing be at {asked} s?",
            value=answer, display=f"the {answer}", accept=(f"the {answer}",),
            why=f"The places repeat every 4 seconds. Counting on, at {asked} s the swing is at the {answer}.",
            key=f"swingtable|{start}|{shown}|{asked}", standard="3-PS2-2",
        )  # fmt: skip
    speed = rng.choice([10, 15, 20, 25])
    shown = 4 + ctx.level.rank
    asked = shown + rng.randint(1, 3 + 3 * ctx.level.rank)
    rows = [[t, speed * t] for t in range(shown)]
    return table_draft(
        ctx, title="A toy car rolling across the floor", columns=["Time (s)", "Distance from start (cm)"], rows=rows,
        question=f"{kid.name}'s toy car keeps the same pattern. How far from the start will it be at {asked} s?",
        value=speed * asked, display=f"{speed * asked} cm", unit="cm",
        why=f"The car goes {speed} cm farther each second, so at {asked} s it is {speed} × {asked} = {speed * asked} cm from the start.",
        key=f"cartable|{speed}|{shown}|{asked}", standard="3-PS2-2",
    )  # fmt: skip


MODES: Modes = {
    "forces": {**claims(_forces_claim), DG: _forces_diagram},
    "fair": claims(_fair_claim),
    "pattern": {**claims(_pattern_claim), DT: _pattern_table},
}

_BANDS = (
    "forces: one push each way at easy and medium, two pushes to the right at hard; fair tests: what "
    "to change or measure at easy, also what to keep the same after; patterns: 4, 5 or 6 seconds "
    "shown and the asked second farther ahead at hard"
)


@generator(content_types=kinds(MODES), params=BalanceParams, levels=Levels("steps", _BANDS))
def balance(ctx: GenerationContext) -> Draft:
    return drafted(ctx, MODES, ctx.params.ask)
