"""Measurement stories in two units of one kind (distance, time, liquid volume, mass): convert the
larger unit, then add, subtract, multiply or divide, shown as jumps on a number line."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import NamedTuple

from educontent.generation.banks import load_bank
from educontent.generation.draw.jump_lines import jump_line
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.question_builders import features, mis
from educontent.generation.math.md._units import cue, measured, story_fill
from educontent.generation.numbers.decimals import measure as show
from educontent.generation.registry import Draft, GenerationContext


class _Story(NamedTuple):
    who: str
    n: int
    part: int
    big_text: str
    whole: int
    small: str
    big1: str
    factor: int
    template: str
    kind: str
    unit_step: int


# answer, prompt, wrong answers, explanation, jumps
Told = tuple[int, str, list[Misconception], str, list[tuple[int, int, str]]]


def _add(rng: random.Random, rank: int, s: _Story) -> Told:
    who, n, part, big_text, whole, small, big1, factor, template, *_ = s
    answer = whole + part
    prompt = template.format(who=who, big=big_text, part=part) + f". How many {small} is that in all?"
    wrong = [
        mis(
            str(n + part),
            "added-without-converting",
            f"Change {big_text} to {small} first: {measured(whole, small)}.",
        ),
        mis(str(whole - part), "subtracted-instead-of-added", "The amounts are put together, so add."),
        mis(str(n * 100 + part), "used-the-wrong-factor", f"1 {big1} = {measured(factor, small)}."),
    ]
    expl = f"Change to {small}: {big_text} = {n} × {factor} = {measured(whole, small)}. Then add: {whole} + {part} = {measured(answer, small)}."
    jumps = [(0, whole, f"+{whole}"), (whole, answer, f"+{part}")]
    return answer, prompt, wrong, expl, jumps


def _subtract(rng: random.Random, rank: int, s: _Story) -> Told:
    who, n, part, big_text, whole, small, big1, factor, template, *_ = s
    answer = whole - part
    action = template.format(who=who, big=big_text, part=part)
    prompt = f"{action}. How many {small} are left?"
    wrong = [
        mis(str(whole + part), "added-instead-of-subtracted", "Some is used up, so subtract."),
        mis(
            str(abs(n - part)) if n != part else str(part),
            "subtracted-without-converting",
            f"Change {big_text} to {measured(whole, small)} first.",
        ),
        mis(
            str(n * 100 - part) if n * 100 > part else str(n * 100 + part),
            "used-the-wrong-factor",
            f"1 {big1} = {measured(factor, small)}.",
        ),
    ]
    expl = f"Change to {small}: {big_text} = {n} × {factor} = {measured(whole, small)}. Then subtract: {whole} - {part} = {measured(answer, small)}."
    jumps = [(whole, answer, f"-{part}")]
    return answer, prompt, wrong, expl, jumps


def _multiply(rng: random.Random, rank: int, s: _Story) -> Told:
    who, _, _, _, _, small, _, factor, template, _, unit_step = s
    count = rng.randint((2, 3, 5)[rank], (4, 6, 9)[rank])
    each = rng.randrange(unit_step, factor // 2, unit_step)
    answer = each * count
    verb = template.format(who=who, count=count, each=each)
    prompt = f"{verb}. How many {small} is that altogether?"
    wrong = [
        mis(
            str(each + count),
            "added-instead-of-multiplied",
            f"There are {count} equal groups, so multiply.",
        ),
        mis(str(each * (count - 1)), "one-group-too-few", "One group was left out."),
        mis(str(each * (count + 1)), "one-group-too-many", "One extra group was counted."),
    ]
    expl = f"{count} equal groups of {each}: {count} × {each} = {measured(answer, small)}."
    jumps = [(each * i, each * (i + 1), f"+{each}") for i in range(count)]
    return answer, prompt, wrong, expl, jumps


def _divide(rng: random.Random, rank: int, s: _Story) -> Told:
    who, n, _, big_text, whole, small, _, factor, template, kind, _ = s
    count = rng.choice([2, 4, 5, 10] if kind != "time" else [2, 3, 4, 5, 6])
    answer = whole // count
    if whole % count:
        count = 2
        answer = whole // 2
    share = template.format(who=who, big=big_text, count=count)
    prompt = f"{share}. How many {small} are in each?"
    wrong = [
        mis(
            show(Fraction(n, count), False),
            "divided-without-converting",
            f"Change {big_text} to {measured(whole, small)} first.",
        ),
        mis(
            str(whole * count),
            "multiplied-instead-of-divided",
            "Sharing equally makes each part smaller, so divide.",
        ),
        mis(str(whole - count), "subtracted-instead-of-divided", "Equal sharing is division."),
    ]
    expl = f"Change to {small}: {big_text} = {n} × {factor} = {measured(whole, small)}. Share equally: {whole} ÷ {count} = {measured(answer, small)}."
    jumps = [(answer * i, answer * (i + 1), "") for i in range(count)]
    return answer, prompt, wrong, expl, jumps


OPERATIONS = {"add": _add, "subtract": _subtract, "multiply": _multiply, "divide": _divide}


def unit_story(ctx: GenerationContext, kind: str, who: str) -> Draft:
    """A story in the larger and smaller unit of ``kind``."""
    rng, rank = ctx.rng, ctx.level.rank
    units = load_bank("math", "md-measurement-stories")["kinds"][kind]
    big, big1, small, factor = units["larger"], units["largerOne"], units["smaller"], units["factor"]
    op = pick(rng, ("add", "subtract", "multiply", "divide") if rank else ("add", "subtract"))
    n = rng.randint((1, 2, 4)[rank], (2, 4, 6)[rank])
    unit_step = 5 if kind == "time" else (50 if rank < 2 else 5)
    part = rng.randrange(unit_step, factor, unit_step)
    big_text = measured(n, big)
    story = _Story(who, n, part, big_text, n * factor, small, big1, factor, units[op], kind, unit_step)
    answer, prompt, wrong, expl, jumps = OPERATIONS[op](rng, rank, story)
    top = max(j for pair in jumps for j in pair[:2])
    step = next(s for s in (5, 10, 20, 50, 100, 200, 500, 1000) if top / s <= 12)
    end = -(-top // step) * step
    svg = jump_line(
        0,
        end,
        step,
        jumps,
        small,
        title=f"Number line in {small}",
        desc=f"A number line in {small} from 0 to {end} marked every {step}, with jumps: "
        + ", ".join(f"from {a} to {b}" + (f" ({lab})" if lab else "") for a, b, lab in jumps)
        + ".",
    )
    fill = story_fill(prompt, cue(op))
    asked = Asked(prompt, str(answer), expl, wrong, fill, f"mw:{kind}:{op}:{n}:{part}:{answer}", answer)
    return drawn(
        ctx, asked, "number-line", svg, features("word-problem", 2, len(str(answer)), "text"), unit=small
    )
