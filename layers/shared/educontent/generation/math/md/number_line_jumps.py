"""Number-line jumps (grades 1 and 2): counting on and back one jump at a time, adding and
subtracting within 100 with jumps of ten and some ones, and the number at a point on a number
line with ticks every 1, 2, 5 or 10.

Standards: 1.OA.C.5, 2.MD.B.6."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from pydantic import Field

from educontent.generation.draw.hop_number_lines import number_line
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import count_of
from educontent.generation.kit.levels import draw
from educontent.generation.kit.math_forms import ArithmeticForm
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.picture_forms import Mistake, standard
from educontent.generation.kit.types import AR, DG, WRITTEN
from educontent.generation.math.md._units import measured
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class _Hops(NamedTuple):
    """The line's span, its labels and jumps, and the question about them."""

    low: int
    high: int
    labels: dict[int, str]
    jumps: list[tuple[int, int, str]]
    prompt: str
    explanation: str
    std: str | None


def _operands(ctx: GenerationContext, p: NumberLineParams, mode: str, forward: bool) -> tuple[int, int]:
    """The start and the size of the whole jump."""
    rng = ctx.rng
    # the larger of the two ends (the sum, or the number a difference starts from) is drawn from the
    # level's band, then the jump fits under it
    if mode in ("add", "subtract"):
        big = draw(rng, min(20, p.max), p.max, ctx.level)
        n = rng.randint(min(11, p.jump_max, big - 5), max(1, min(p.jump_max, big - 5)))
    else:
        big = draw(rng, min(3, p.max), p.max, ctx.level)
        n = rng.randint(1, max(1, min(p.jump_max, big - 1)))
    return (big - n, n) if forward else (big, n)


def _count_hops(ctx: GenerationContext, start: int, n: int, end: int, forward: bool) -> _Hops:
    """Counting on or back by ones: one jump for each number said."""
    sym = "+" if forward else "-"
    if max(start, end) <= 20:
        low, high = 0, (10 if max(start, end) <= 10 else 20)
    else:
        low = (min(start, end) // 10) * 10
        high = low + 20 if max(start, end) <= low + 20 else low + 30
    step = 1 if forward else -1
    jumps = [(start + step * k, start + step * (k + 1), str(k + 1)) for k in range(n)]
    labels = {v: str(v) for v in range(low, high + 1)}
    said = ", ".join(str(start + step * (k + 1)) for k in range(n))
    verb = "count on" if forward else "count back"
    prompt = f"Start at {start} and {verb} {n}. Where do you land? ({start} {sym} {n} = ___)"
    explanation = f"Start at {start}. {verb.capitalize()} {n}, one jump at a time: {said}. You land on {end}. So {start} {sym} {n} = {end}."
    return _Hops(low, high, labels, jumps, prompt, explanation, standard(ctx, "1.OA.C.5"))


def _ten_hops(ctx: GenerationContext, start: int, n: int, end: int, forward: bool) -> _Hops:
    """Adding or subtracting with jumps of ten, then the ones."""
    sym = "+" if forward else "-"
    tens, ones = divmod(n, 10)
    low = (min(start, end) // 10) * 10
    high = -(-max(start, end) // 10) * 10
    high = max(high, low + 20)
    jumps = []
    here = start
    d = 1 if forward else -1
    for _ in range(tens):
        jumps.append((here, here + 10 * d, f"{sym}10"))
        here += 10 * d
    if ones:
        jumps.append((here, here + ones * d, f"{sym}{ones}"))
    labels = {v: str(v) for v in range(low, high + 1) if v % 5 == 0}
    steps_text = ", ".join(f"{j[2]} to {j[1]}" for j in jumps)
    prompt = (
        f"The number line shows {start} {sym} {n}. Where does the last jump land? ({start} {sym} {n} = ___)"
    )
    explanation = (
        f"Start at {start}. Break {n} into {' and '.join(j[2].lstrip('+-') for j in jumps)}. "
        f"Jump {steps_text}. The last jump lands on {end}, so {start} {sym} {n} = {end}."
    )
    return _Hops(low, high, labels, jumps, prompt, explanation, standard(ctx, "2.MD.B.6"))


_HOPS: dict[str, Callable[[GenerationContext, int, int, int, bool], _Hops]] = {
    "count-on": _count_hops,
    "count-back": _count_hops,
    "add": _ten_hops,
    "subtract": _ten_hops,
}
NumberLineParams = params_model(
    "NumberLineParams",
    modes=listed(_HOPS, ("point",)),
    max=(int, Field(default=20, ge=10, le=100)),
    jump_max=(int, Field(default=5, ge=1, le=60)),
    tick=(Literal[1, 2, 5, 10], 1),
    label_every=(int, Field(default=1, ge=1, le=20)),
)


def _jumps(ctx: GenerationContext, p: NumberLineParams, mode: str) -> Draft:
    forward = mode in ("count-on", "add")
    start, n = _operands(ctx, p, mode, forward)
    end = start + n if forward else start - n
    sym = "+" if forward else "-"
    hops = _HOPS[mode](ctx, start, n, end, forward)
    svg = number_line(
        hops.low,
        hops.high,
        labels=hops.labels,
        points=[(start, "" if mode in ("count-on", "count-back") else str(start))],
        jumps=hops.jumps,
        title="Jumps on a number line",
        desc=f"A number line from {hops.low} to {hops.high} with a dot at the start and jumps {'forward' if forward else 'back'}.",
    )
    mistakes: list[Mistake] = [
        (
            end - 1 if forward else end + 1,
            "counted-the-start",
            "The starting number is not one of the jumps.",
        ),
        (end + 1 if forward else end - 1, "counted-one-too-many", "One extra jump was counted."),
        (start - n if forward else start + n, "jumped-the-wrong-way", "The jumps go the other way."),
    ]
    if n >= 10:
        mistakes.append(
            (end - 10 * (1 if forward else -1), "left-out-a-ten", "One jump of ten was left out.")
        )
    q = mistake_question(
        hops.prompt,
        end,
        hops.explanation,
        mistakes,
        fill_text=f"{start} {sym} {n} = ___",
        arithmetic=ArithmeticForm(start, n, sym, f"{start} {sym} {n} = ___"),
        key=f"nl:{mode}:{start}:{n}",
    )
    features = visual("represent", 1 + len(hops.jumps) // 3, len(str(max(start, end))))
    return pictured(ctx, q, "number-line", svg, features, hops.std, "Use the number line.")


def _point(ctx: GenerationContext, p: NumberLineParams, mode: str) -> Draft:
    """The number at point A, counting ticks from a label."""
    rng = ctx.rng
    high = p.max
    value = p.tick * draw(rng, 1, (high - 1) // p.tick, ctx.level)
    tries = 0
    while value % p.label_every == 0 and tries < 20:
        value = p.tick * draw(rng, 1, (high - 1) // p.tick, ctx.level)
        tries += 1
    labels = {v: str(v) for v in range(0, high + 1, p.label_every)}
    svg = number_line(
        0,
        high,
        tick=p.tick,
        labels=labels,
        points=[(value, "A")],
        title="A point on a number line",
        desc=f"A number line from 0 to {high} with a tick every {p.tick} and a point A.",
    )
    below = value - value % p.label_every
    ticks = (value - below) // p.tick
    prompt = "What number is at point A?"
    explanation = (
        f"Each tick mark is {p.tick} more than the one before. Start at the labelled {below} and count "
        f"{count_of(ticks, 'tick')} to the right"
        + (f" by {p.tick}s" if p.tick > 1 else "")
        + f": point A is at {value}. It is {measured(value, 'units')} from 0."
    )
    mistakes: list[Mistake] = [
        (value + p.tick, "counted-one-tick-too-many", "One extra tick was counted."),
        (value - p.tick, "counted-one-tick-too-few", "One tick was missed."),
        (below, "read-the-nearest-label", "This is the labelled number before point A."),
        (below + ticks, "counted-ticks-as-ones", f"Each tick is {p.tick}, not 1.")
        if p.tick > 1
        else (value + 2, "counting-slip", "Count the ticks again."),
    ]
    q = mistake_question(
        prompt,
        value,
        explanation,
        mistakes,
        fill_text="Point A is at ___.",
        key=f"nlpoint:{high}:{p.tick}:{value}",
    )
    features, std = visual("represent", 2, len(str(high))), standard(ctx, "2.MD.B.6")
    return pictured(ctx, q, "number-line", svg, features, std, "Use the number line.")


_BANDS = "the larger number (the sum, the start of a difference, or the point read), of the skill's line: easy the lower 60 %, medium the middle 60 %, hard the upper half"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG, AR}, params=NumberLineParams, levels=Levels("size", _BANDS))
def number_line_jumps(ctx: GenerationContext) -> Draft:
    p: NumberLineParams = ctx.params
    mode = pick(ctx.rng, p.modes)
    return (_point if mode == "point" else _jumps)(ctx, p, mode)
