"""Grade 3 liquid volume and mass: reading beakers and scales, choosing grams, kilograms or liters,
and one-step problems that add, subtract, multiply or divide masses and volumes (3.MD.A.2)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from educontent.generation.banks import load_bank
from educontent.generation.draw.measuring_tools import beaker, dial_scale
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.question_builders import arith, diagram, features, finish, mis, name
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.md._units import cue, measured, story_fill
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _unit_choice(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    bank = load_bank("math", "md-mass-volume")
    chosen = pick(rng, bank["unitChoices"])
    thing, unit = chosen["thing"], chosen["unit"]
    liquid = unit == "liters"
    wrong = (
        [
            mis(
                "grams",
                "used-a-mass-unit-for-liquid-volume",
                "Grams measure how heavy something is, not how much liquid it holds.",
            ),
            mis(
                "kilograms",
                "used-a-mass-unit-for-liquid-volume",
                "Kilograms measure how heavy something is, not how much liquid it holds.",
            ),
        ]
        if liquid
        else [
            mis(
                "kilograms" if unit == "grams" else "grams",
                "chose-a-unit-of-the-wrong-size",
                "Grams are for light things and kilograms for heavy things.",
            ),
            mis("liters", "used-a-liquid-unit-for-mass", "Liters measure liquid volume, not mass."),
        ]
    )
    why = bank["unitReasons"][unit]
    q = answer_question(
        f"Which unit is best to measure {thing}: grams, kilograms, or liters?",
        unit,
        f"Use {unit}: {why}.",
        wrong,
        fill_text=f"The best unit to measure {thing} is ___.",
        answer_format="text",
        features=features("identify", 1, 1, "text"),
        key=f"unit:{thing}",
    )
    return finish(ctx, q)


def _read_tool(ctx: GenerationContext) -> Draft:
    """Read a beaker ("read-beaker") or a weighing scale ("read-scale")."""
    p: MassVolumeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    if p.mode == "read-beaker":
        capacity, step, label_every = ((10, 1, 1), (10, 1, 2), (20, 1, 5))[rank]
        amount = rng.randint(1, capacity - 1)
        unit = "liters"
        svg = beaker(
            capacity,
            step,
            label_every,
            amount,
            "liters",
            title="A measuring beaker",
            desc=f"A beaker marked every {step} liter from 0 to {measured(capacity, 'liters')}, with numbers every "
            f"{label_every}. The water level is at the {amount} liter mark.",
        )
        prompt = "How many liters of water are in the beaker?"
        fill = "The amount of water in the beaker is ___."
        kind = "number-line"
        what = "water level"
    else:
        unit = pick(rng, ("grams", "kilograms"))
        if unit == "grams":
            end, step, label_every = ((500, 50, 100), (1000, 50, 200), (1000, 20, 100))[rank]
        else:
            end, step, label_every = ((10, 1, 2), (20, 1, 5), (50, 2, 10))[rank]
        amount = rng.randrange(step, end, step)
        svg = dial_scale(
            0,
            end,
            step,
            label_every,
            amount,
            unit,
            title="A weighing scale",
            desc=f"A scale marked every {measured(step, unit)} from 0 to {measured(end, unit)}, with numbers every "
            f"{label_every}. The pointer is at {measured(amount, unit)}.",
        )
        prompt = f"What mass does the scale show, in {unit}?"
        fill = "The mass shown on the scale is ___."
        kind = "number-line"
        what = "pointer"
    below = amount // label_every * label_every
    wrong = [
        mis(
            str(below if below != amount else below + label_every),
            "read-the-nearest-number",
            "The mark between the numbers must be counted, not just the closest number read.",
        ),
        mis(str(amount + step), "read-the-next-mark", f"The {what} is at the mark before this one."),
        mis(
            str(below + (amount - below) // step),
            "counted-marks-as-ones",
            f"Each small mark is worth {step}, not 1.",
        ),
        mis(str(amount - step), "read-the-mark-below", f"The {what} is at the mark after this one."),
    ]
    explanation = (
        f"Each small mark is {measured(step, unit)}. Start at the number {below} and count on "
        f"{count_of((amount - below) // step, 'mark')} of {step}: the {what} is at {measured(amount, unit)}."
    )
    q = answer_question(
        prompt,
        amount,
        explanation,
        wrong,
        unit=unit,
        fill_text=fill,
        diagram=diagram(kind, svg),
        features=features("represent", 2, len(str(amount)), "visual"),
        key=f"{p.mode}:{unit}:{amount}:{step}",
    )
    return finish(ctx, q)


def _word(ctx: GenerationContext) -> Draft:
    p: MassVolumeParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    op = pick(rng, p.ops)
    unit = pick(rng, ("grams", "kilograms", "liters"))
    who = name(rng)
    big = unit == "grams"
    if op in ("add", "subtract"):
        top = ((20, 100, 500), (50, 200, 1000))[int(big)][rank]
        a = rng.randint(top // 4, top)
        b = rng.randint(1, a - 1) if op == "subtract" else rng.randint(1, top)
    else:
        b = draw(rng, 2, 10, ctx.level)
        q_ = rng.randint(2, (10, 10, 25 if big else 12)[rank])
        a = q_ * (10 if big and rank else 1) if op == "multiply" else q_ * b * (10 if big and rank else 1)
        if op == "divide" and a % b:
            a = b * q_
    bank = load_bank("math", "md-mass-volume")
    thing = bank["stuff"][unit]
    if op == "add":
        answer = a + b
        prompt = f"{who} has {measured(a, unit)} of {thing}. A neighbor gives {who} {measured(b, unit)} more. How many {unit} of {thing} is that in all?"
        wrong = [
            mis(str(abs(a - b)), "subtracted-instead-of-added", "More is given, so the amounts are added."),
            mis(str(answer + 10), "added-an-extra-ten", "A ten was counted twice."),
            mis(str(answer - 1), "counting-slip", "This is one less than the total."),
        ]
        symbol = "+"
    elif op == "subtract":
        answer = a - b
        prompt = f"A container had {measured(a, unit)} of {thing}. {who} used {measured(b, unit)}. How many {unit} of {thing} are left?"
        wrong = [
            mis(str(a + b), "added-instead-of-subtracted", "Some was used, so the amount is taken away."),
            mis(
                str(answer + 10), "regrouped-without-taking-the-ten", "A ten was borrowed but not taken away."
            ),
            mis(str(answer + 1), "counting-slip", "This is one more than what is left."),
        ]
        symbol = "-"
    elif op == "multiply":
        answer = a * b
        holder, holders = bank["holders"][unit]["one"], bank["holders"][unit]["many"]
        prompt = f"Each {holder} holds {measured(a, unit)} of {thing}. {who} has {b} {holders}. How many {unit} of {thing} are there altogether?"
        wrong = [
            mis(
                str(a + b), "added-instead-of-multiplied", f"There are {b} equal groups of {a}, so multiply."
            ),
            mis(str(a * (b - 1)), "one-group-too-few", "One group was left out."),
            mis(str(a * (b + 1)), "one-group-too-many", "One extra group was counted."),
        ]
        symbol = "×"
    else:
        answer = a // b
        holder = bank["sharedInto"][unit]
        prompt = f"{who} shares {measured(a, unit)} of {thing} equally into {count_of(b, holder)}. How many {unit} go in each {holder}?"
        wrong = [
            mis(str(a - b), "subtracted-instead-of-divided", "Equal sharing is division, not taking away."),
            mis(str(a * b), "multiplied-instead-of-divided", "Sharing makes each part smaller, so divide."),
            mis(
                str(answer + 1),
                "one-too-many-in-each",
                "Check by multiplying: this times the number of groups is too big.",
            ),
        ]
        symbol = "÷"
    explanation = (
        f"Write the number sentence: {a} {symbol} {b} = {answer}. The answer is {measured(answer, unit)}."
    )
    fill = story_fill(prompt, cue(op))
    q = Asked(prompt, str(answer), explanation, wrong, fill, f"word:{op}:{unit}:{a}:{b}", answer).question(
        unit=unit,
        arithmetic=arith(a, symbol, b, f"{a} {symbol} {b} = ___"),
        features=features("word-problem", 1, len(str(max(a, b, answer))), "text"),
    )
    return finish(ctx, q)


MODES = {"read-beaker": _read_tool, "read-scale": _read_tool, "word": _word, "unit-choice": _unit_choice}
MassVolumeParams = params_model(
    "MassVolumeParams",
    mode=chosen(MODES),
    ops=(
        list[Literal["add", "subtract", "multiply", "divide"]],
        Field(default_factory=lambda: ["add", "subtract"]),
    ),
)


_BANDS = "reading: every mark labelled (easy), every second or fifth mark (medium), larger scales in finer steps (hard); word problems: amounts from a quarter of 20, 100, 500 (grams: 50, 200, 1000) up to it and groups of 2-7, 4-8, 6-10"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=MassVolumeParams, levels=Levels("form", _BANDS))
def mass_volume(ctx: GenerationContext) -> Draft:
    p: MassVolumeParams = ctx.params
    return MODES[p.mode](ctx)
