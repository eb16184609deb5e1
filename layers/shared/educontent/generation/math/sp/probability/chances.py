"""Probabilities as numbers: picking a marble, rolling a number cube or spinning a spinner, the
expected count in some trials, experimental probability from results, and observed against
predicted counts."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import bank_list, bank_rows, std
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.math.sp._chance import Chance, event, event_outcomes, prob_wrongs, simplified
from educontent.generation.math.sp._samples import split
from educontent.generation.numbers import fmt
from educontent.generation.numbers.powers import frac_acceptable
from educontent.generation.registry import GenerationContext


def marbles(ctx: GenerationContext) -> Chance:
    rng, lv = ctx.rng, ctx.level.rank
    colors = rng.sample(bank_list("sp-probability", "colors"), 3 + (lv == 2))
    counts = [rng.randint((1, 2, 3)[lv], (5, 9, 12)[lv]) for _ in colors]
    i = rng.randrange(len(colors))
    k, total = counts[i], sum(counts)
    ans = Fraction(k, total)
    listing = (
        ", ".join(f"{c} {col}" for c, col in zip(counts[:-1], colors[:-1], strict=True))
        + f", and {counts[-1]} {colors[-1]}"
    )
    lead = f"A bag has {listing} marbles. One marble is picked without looking."
    ask = f"What is the probability that it is {colors[i]}?"
    equally = (
        fmt(Fraction(1, len(colors))),
        "treated-colors-as-equally-likely",
        "The colors have different numbers of marbles, so they are not equally likely.",
    )
    return Chance(
        ans,
        f"{lead} {ask}",
        f"{lead} The probability of picking {with_article(f'{colors[i]} marble')} is ___.",
        f"There are {' + '.join(map(str, counts))} = {total} marbles and {k} of them are {colors[i]}. P({colors[i]}) = {k}/{total}"
        + simplified(total, ans),
        prob_wrongs(k, total, [equally]),
        TableForm(
            "Marbles in the bag",
            ("Color", "Number of marbles"),
            tuple(zip(colors, counts, strict=True)),
            question=f"One marble is picked from the bag without looking. {ask}",
        ),
        f"marbles:{counts}:{i}",
        std(ctx, "7.SP.C.7a", "7.SP.C.5"),
        acceptable=frac_acceptable(ans, (k, total)),
    )


def cube_or_spinner(ctx: GenerationContext) -> Chance:
    rng, lv = ctx.rng, ctx.level.rank
    cube = rng.random() < 0.5
    # easy: spinners of 4-5 sections and one-number or even/odd events; hard: 8-10 sections, ranges and multiples
    sides = 6 if cube else pick(rng, ((4, 5), (4, 5, 8, 10), (8, 10))[lv])
    kinds = ("even", "odd", "greater", "less", "multiple3", "exact")
    kind = pick(rng, (("even", "odd", "exact"), kinds, ("greater", "less", "multiple3"))[lv])
    kk = rng.randint(2, sides - 1)
    outcomes = event_outcomes(kind, kk, sides)
    while not outcomes:
        kind = "even"
        outcomes = event_outcomes(kind, kk, sides)
    what = event(kind, kk)
    lead = (
        "A number cube with faces numbered 1 to 6 is rolled."
        if cube
        else f"A spinner has {sides} equal sections numbered 1 to {sides}. It is spun once."
    )
    verb = "rolling" if cube else "spinning"
    ans = Fraction(len(outcomes), sides)
    ask = f"What is the probability of {verb} {what}?"
    one = (fmt(Fraction(1, sides)), "counted-one-outcome", f"{len(outcomes)} outcomes fit, not just one.")
    return Chance(
        ans,
        f"{lead} {ask}",
        f"{lead} The probability of {verb} {what} is ___.",
        f"There are {sides} equally likely outcomes. The ones that are {what[2:] if what.startswith('a ') else what}: {', '.join(map(str, outcomes))}, which is {len(outcomes)}. P = {len(outcomes)}/{sides}"
        + simplified(sides, ans),
        prob_wrongs(len(outcomes), sides, [one]),
        TableForm(
            "Possible outcomes",
            ("Outcome",),
            tuple((v,) for v in range(1, sides + 1)),
            question=f"{lead} The table lists the outcomes. {ask}",
        ),
        f"cube:{sides}:{kind}:{kk}",
        std(ctx, "7.SP.C.7a"),
        acceptable=frac_acceptable(ans, (len(outcomes), sides)),
    )


def predict(ctx: GenerationContext) -> Chance:
    rng, lv = ctx.rng, ctx.level.rank
    pv = pick(
        rng,
        (
            Fraction(1, 2),
            Fraction(1, 4),
            Fraction(1, 3),
            Fraction(1, 5),
            Fraction(2, 5),
            Fraction(3, 4),
            Fraction(1, 6),
            Fraction(3, 10),
        ),
    )
    trials = pv.denominator * rng.randint(*((4, 12), (8, 30), (20, 100))[lv])
    thing, setup_t, ask = pick(rng, bank_rows("sp-probability", "predictions", "event", "trials", "ask"))
    if "coin" in thing:
        pv = Fraction(1, 2)
        trials = 2 * rng.randint(10, 60)
    ans = pv * trials
    lead = f"The probability that {thing} is {fmt(pv)}."
    ask_setup = setup_t.format(n=trials)
    wrong = [
        (fmt(trials - ans), "predicted-the-complement", "That is how many times it should not happen."),
        (str(pv.denominator), "used-the-denominator", f"Find {fmt(pv)} of {trials}, not the denominator."),
        (str(trials), "gave-the-number-of-trials", "Only some of the trials give this outcome."),
        (
            fmt(Fraction(trials, pv.denominator)) if pv.numerator > 1 else "",
            "forgot-the-numerator",
            f"Dividing by {pv.denominator} gives 1/{pv.denominator} of the trials; multiply by {pv.numerator} too.",
        ),
    ]
    return Chance(
        ans,
        f"{lead} {ask_setup} {ask}",
        f"{lead} {ask_setup} The best prediction is ___.",
        f"Expected number = probability × number of trials = {fmt(pv)} × {trials} = {fmt(ans)}.",
        wrong,
        TableForm(
            "Chance and trials",
            ("Probability", "Number of trials"),
            ((fmt(pv), trials),),
            question=f"The table gives the probability that {thing} and the number of trials. {ask}",
        ),
        f"pred:{thing}:{pv}:{trials}",
        std(ctx, "7.SP.C.6"),
        "word-problem",
    )


def experimental(ctx: GenerationContext) -> Chance:
    rng, lv = ctx.rng, ctx.level.rank
    cube = rng.random() < 0.5
    outcomes = [str(v) for v in range(1, 7)] if cube else rng.sample(bank_list("sp-probability", "colors"), 4)
    total = pick(rng, ((30, 40, 50, 60), (50, 60, 80, 100), (100, 120, 150, 200))[lv])
    counts = split(rng, total, len(outcomes))
    i = rng.randrange(len(outcomes))
    k = counts[i]
    ans = Fraction(k, total)
    what = "A number cube was rolled" if cube else f"A spinner with {len(outcomes)} equal sections was spun"
    label = f"rolling {with_article(outcomes[i])}" if cube else f"landing on {outcomes[i]}"
    lead = (
        f"{what} {total} times. Results: "
        + ", ".join(f"{o}: {c}" for o, c in zip(outcomes, counts, strict=True))
        + "."
    )
    ask = f"What is the experimental probability of {label}?"
    theoretical = (
        fmt(Fraction(1, len(outcomes))),
        "gave-the-theoretical-probability",
        "The experimental probability comes from the results, not from equal chances.",
    )
    return Chance(
        ans,
        f"{lead} {ask}",
        f"{lead} The experimental probability of {label} is ___.",
        f"Experimental probability = times it happened ÷ total trials = {k}/{total}" + simplified(total, ans),
        prob_wrongs(k, total, [theoretical]),
        TableForm(
            f"Results of {total} trials",
            ("Outcome", "Frequency"),
            tuple(zip(outcomes, counts, strict=True)),
            question=f"{what} {total} times. {ask}",
        ),
        f"exp:{outcomes}:{counts}:{i}",
        std(ctx, "7.SP.C.7b", "7.SP.C.6"),
        acceptable=frac_acceptable(ans, (k, total)),
    )


def compare_model(ctx: GenerationContext) -> Chance:
    rng, lv = ctx.rng, ctx.level.rank
    cube = rng.random() < 0.5
    sides = 6 if cube else 2
    trials = sides * rng.randint(*((5, 15), (10, 30), (20, 60))[lv])
    expected = trials // sides
    observed = expected + rng.randint(2, max(3, expected // 3))
    target = f"a {rng.randint(1, 6)}" if cube else "heads"
    what = (
        f"A number cube was rolled {trials} times and landed on {target} {observed} times."
        if cube
        else f"A coin was tossed {trials} times and landed on {target} {observed} times."
    )
    model = f"The probability model says P({target.removeprefix('a ')}) = 1/{sides}."
    ask = f"How many more times did it land on {target} than the model predicts?"
    wrong = [
        (
            str(expected),
            "gave-the-predicted-count",
            "That is the number the model predicts, not the difference.",
        ),
        (str(observed), "gave-the-observed-count", "That is the number observed, not the difference."),
        (
            str(trials - observed),
            "compared-with-the-wrong-count",
            "Compare the observed count with the predicted count.",
        ),
    ]
    return Chance(
        Fraction(observed - expected),
        f"{what} {model} {ask}",
        f"{what} {model} The number of extra times compared with the prediction is ___.",
        f"The model predicts 1/{sides} × {trials} = {expected} times. It happened {observed} times: {observed} - {expected} = {observed - expected} more.",
        wrong,
        TableForm(
            "Observed and predicted",
            ("Trials", "Outcome", "Observed", "Model probability"),
            ((trials, target, observed, f"1/{sides}"),),
            question=f"{what} {model} {ask}",
        ),
        f"cmp:{trials}:{observed}:{target}",
        std(ctx, "7.SP.C.7"),
        "compare",
    )
