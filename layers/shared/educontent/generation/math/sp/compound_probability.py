"""Compound events (grade 7, 7.SP.C.8): counting the outcomes of a choice of several things, the
probability of an event with two number cubes, of two independent events, and the experimental
probability from a simulation of coin flips."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_rows, build, digits, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.math.sp._chance import (
    Chance,
    chance_draft,
    event,
    event_outcomes,
    prob_wrongs,
    simplified,
)
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import frac_acceptable
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


def _probability(
    ctx: GenerationContext,
    ans: Fraction,
    lead: str,
    ask: str,
    what: str,
    explanation: str,
    wrong: list[Wrong],
    table: TableForm,
    steps: int,
    key: str,
    standard: str | None,
    count: tuple[int, int],
) -> Draft:
    """A probability question: ``lead`` then ``ask``; the fill-in sentence says "The ``what`` is ___";
    ``count`` is (favorable, possible), also accepted as an unsimplified fraction."""
    asked = Chance(
        ans,
        f"{lead} {ask}",
        f"{lead} The {what} is ___.",
        explanation,
        wrong,
        table,
        key,
        standard,
        acceptable=frac_acceptable(ans, count),
    )
    return chance_draft(ctx, asked, steps, mag=2, always_fraction=True)


def _two_rule(rule_text: str) -> str:
    """``A lunch is one sandwich, one drink, and one fruit.`` -> ``A lunch is one sandwich and one drink.``"""
    head, rest = rule_text.split(", ", 1)
    second = rest.split(", and ")[0]
    return f"{head} and {second}."


def _count_outcomes(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    intro, things, rule_text, made = pick(
        rng, bank_rows("sp-compound-probability", "menus", "intro", "parts", "rule", "outcomes")
    )
    parts = 2 if lv == 0 else 3
    things = things[:parts]
    counts = [rng.randint((2, 2, 3)[lv], (4, 6, 8)[lv]) for _ in range(parts)]
    if parts == 2:
        rule_text = _two_rule(rule_text)
    listing = (
        " and ".join(f"{c} {t}" for c, t in zip(counts, things, strict=True))
        if parts == 2
        else f"{counts[0]} {things[0]}, {counts[1]} {things[1]}, and {counts[2]} {things[2]}"
    )
    total = 1
    for c in counts:
        total *= c
    lead = f"{intro} {listing}. {rule_text}"
    ask = f"How many different {made} are possible?"
    wrong = [
        (
            str(sum(counts)),
            "added-instead-of-multiplied",
            "Each choice can go with every other choice, so multiply.",
        ),
        (
            str(counts[0] * counts[1]) if parts == 3 else str(counts[0] * counts[1] + 1),
            "left-out-a-choice" if parts == 3 else "counted-an-extra",
            "Every part of the choice multiplies the number of outcomes.",
        ),
        (str(total * 2), "double-counted", "Each outcome was counted twice."),
    ]
    return build(
        ctx,
        prompt=f"{lead} {ask}",
        answer=str(total),
        explanation=f"Each of the {counts[0]} {things[0]} can go with each of the other choices: {' × '.join(map(str, counts))} = {total} {made}.",
        wrong=wrong,
        fill=f"{lead} The number of different {made} is ___.",
        table=TableForm(
            "Choices",
            ("Item", "Number of choices"),
            tuple((t, c) for t, c in zip(things, counts, strict=True)),
            question=f"{rule_text} {ask}",
        ),
        task="word-problem",
        steps=parts,
        mag=digits(total),
        key=f"count:{intro}:{counts}",
        standard=std(ctx, "7.SP.C.8b"),
    )


def _two_cubes(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    # easy and medium: one sum or doubles; hard: a range of sums (more outcomes to count)
    kind = pick(rng, ("sum", "doubles") if lv < 2 else ("greater", "less", "sum"))
    s = rng.randint(3, 11) if kind == "sum" else rng.randint(4, 10)
    rule = {
        "sum": (lambda a, b: a + b == s, f"the sum is {s}"),
        "greater": (lambda a, b: a + b > s, f"the sum is greater than {s}"),
        "less": (lambda a, b: a + b < s, f"the sum is less than {s}"),
        "doubles": (lambda a, b: a == b, "both cubes show the same number"),
    }[kind]
    hits = [(a, b) for a in range(1, 7) for b in range(1, 7) if rule[0](a, b)]
    k = len(hits)
    ans = Fraction(k, 36)
    wrong = [
        (
            fmt(Fraction(k, 12)) if k < 12 else "",
            "added-the-outcomes",
            "Two cubes give 6 × 6 = 36 outcomes, not 6 + 6 = 12.",
        ),
        (fmt(1 - ans), "found-the-complement", "That is the probability that the event does not happen."),
        (
            "1/11" if kind == "sum" else fmt(Fraction(k, 21)),
            "treated-sums-as-equally-likely" if kind == "sum" else "left-out-repeated-pairs",
            "Some sums happen in more ways than others; count all 36 pairs."
            if kind == "sum"
            else "Pairs like (1, 2) and (2, 1) are different outcomes.",
        ),
        (str(k), "gave-the-count", f"{k} is how many pairs fit; divide by 36."),
    ]
    lead = "Two number cubes, each numbered 1 to 6, are rolled."
    ask = f"What is the probability that {rule[1]}?"
    explanation = (
        f"There are 6 × 6 = 36 equally likely pairs. {k} of them fit: "
        + ", ".join(f"({a}, {b})" for a, b in hits[:12])
        + (" and more" if k > 12 else "")
        + f". P = {k}/36"
        + simplified(36, ans)
    )
    return _probability(
        ctx,
        ans,
        lead,
        ask,
        f"probability that {rule[1]}",
        explanation,
        wrong,
        TableForm(
            "Sums of two number cubes",
            ("First cube", *[f"Second: {b}" for b in range(1, 7)]),
            tuple((a, *[a + b for b in range(1, 7)]) for a in range(1, 7)),
            question=f"The table shows the sum for every roll of two number cubes. {ask}",
        ),
        3,
        f"dice:{kind}:{s}",
        std(ctx, "7.SP.C.8b", "7.SP.C.8a"),
        (k, 36),
    )


def _independent(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    first = pick(rng, (("coin",), ("coin", "cube"), ("cube",))[lv])  # hard: two events with several outcomes
    sides = pick(rng, (3, 4, 5, 8))
    if first == "coin":
        e1, n1, k1, verb1 = pick(rng, ("heads", "tails")), 2, 1, "flipping"
        lead1 = "A coin is flipped"
    else:
        kind1 = pick(rng, ("even", "odd", "greater", "exact"))
        kk = rng.randint(2, 5)
        e1, n1, k1, verb1 = event(kind1, kk), 6, len(event_outcomes(kind1, kk, 6)), "rolling"
        lead1 = "A number cube numbered 1 to 6 is rolled"
    kind2 = pick(rng, ("even", "odd", "greater", "exact"))
    k2v = rng.randint(2, sides - 1) if sides > 2 else 1
    outs2 = event_outcomes(kind2, k2v, sides)
    if not outs2:
        kind2, outs2 = "exact", [k2v]
    e2, n2, k2 = event(kind2, k2v), sides, len(outs2)
    p1, p2 = Fraction(k1, n1), Fraction(k2, n2)
    ans = p1 * p2
    lead = f"{lead1} and a spinner with {sides} equal sections numbered 1 to {sides} is spun."
    ask = f"What is the probability of {verb1} {e1} and spinning {e2}?"
    wrong = [
        (
            fmt(p1 + p2) if p1 + p2 < 1 else "",
            "added-the-probabilities",
            "For two events that both happen, multiply the probabilities.",
        ),
        (
            fmt(Fraction(k1 * k2, n1 + n2)) if k1 * k2 < n1 + n2 else "",
            "added-the-outcomes",
            f"There are {n1} × {n2} = {n1 * n2} outcome pairs, not {n1 + n2}.",
        ),
        (
            fmt(p2),
            "ignored-the-first-event",
            "Both events must happen, so the first event's probability counts too.",
        ),
        (
            fmt(p1),
            "ignored-the-second-event",
            "Both events must happen, so the spinner's probability counts too.",
        ),
    ]
    explanation = (
        f"P({e1}) = {k1}/{n1} and P({e2}) = {k2}/{n2}. The events do not affect each other, so multiply: {k1}/{n1} × {k2}/{n2} = {k1 * k2}/{n1 * n2}"
        + simplified(n1 * n2, ans)
    )
    return _probability(
        ctx,
        ans,
        lead,
        ask,
        f"probability of {verb1} {e1} and spinning {e2}",
        explanation,
        wrong,
        TableForm(
            "Two chance events",
            ("Event", "Favorable outcomes", "Possible outcomes"),
            ((f"{verb1} {e1}", k1, n1), (f"spinning {e2}", k2, n2)),
            question=f"{lead} {ask}",
        ),
        3,
        f"ind:{lead1}:{e1}:{sides}:{e2}",
        std(ctx, "7.SP.C.8a"),
        (k1 * k2, n1 * n2),
    )


def _simulation(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    flips = 2 if lv < 2 else 3
    trials = pick(rng, (20, 25, 40) if lv < 2 else (20, 25, 40, 50))
    results = ["".join(pick(rng, "HT") for _ in range(flips)) for _ in range(trials)]
    kind = pick(rng, ("all-heads", "at-least-one-tail", "exactly-one-head"))
    test = {
        "all-heads": (lambda r: "T" not in r, "all heads" if flips == 3 else "two heads"),
        "at-least-one-tail": (lambda r: "T" in r, "at least one tail"),
        "exactly-one-head": (lambda r: r.count("H") == 1, "exactly one head"),
    }[kind]
    k = sum(1 for r in results if test[0](r))
    if k == 0:
        results[0] = (
            "H" * flips
            if kind == "all-heads"
            else ("HT" + "T" * (flips - 2) if kind == "exactly-one-head" else "T" * flips)
        )
        k = sum(1 for r in results if test[0](r))
    ans = Fraction(k, trials)
    theo_hits = sum(
        1 for i in range(2**flips) if test[0]("".join("H" if i >> j & 1 else "T" for j in range(flips)))
    )
    theoretical = (
        fmt(Fraction(theo_hits, 2**flips)),
        "gave-the-theoretical-probability",
        "The question asks for the estimate from the simulation results.",
    )
    lead = f"A class used a simulation of flipping {flips} coins. Each trial is a list of {flips} flips (H = heads, T = tails). The {trials} trials were: {', '.join(results)}."
    ask = f"Based on the simulation, what is the experimental probability of getting {test[1]}?"
    return _probability(
        ctx,
        ans,
        lead,
        ask,
        f"experimental probability of getting {test[1]}",
        f"Count the trials with {test[1]}: {k} of the {trials} trials. Experimental probability = {k}/{trials}"
        + simplified(trials, ans),
        prob_wrongs(k, trials, [theoretical]),
        TableForm(
            f"Simulation of flipping {flips} coins",
            ("Trial", "Result"),
            tuple((i + 1, r) for i, r in enumerate(results)),
            question=f"Each trial shows {flips} coin flips (H = heads, T = tails). {ask}",
        ),
        2,
        f"sim:{results}:{kind}",
        std(ctx, "7.SP.C.8c"),
        (k, trials),
    )


_MODES = {
    "count-outcomes": _count_outcomes,
    "two-cubes": _two_cubes,
    "independent": _independent,
    "simulation": _simulation,
}
CompoundParams = many_of(_MODES, name="CompoundParams")


_BANDS = "easy: two choices of 2-4 options, a coin with a second event, flips of two coins, one sum or doubles of two cubes; medium: three choices of up to 6, a coin or a cube first; hard: three choices of 3-8 options, a number cube with a second event, flips of three coins, a range of sums"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DT}, params=CompoundParams, levels=Levels("steps", _BANDS))
def compound_probability(ctx: GenerationContext) -> Draft:
    mode = pick(ctx.rng, ctx.params.modes)
    return _MODES[mode](ctx)
