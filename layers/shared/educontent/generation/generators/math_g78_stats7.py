"""Grade 7 statistics and probability (7.SP): samples and predictions, comparing two data sets,
simple and compound probability, experiments and simulations."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.catalog.records import ContentType
from educontent.generation.generators._g78_common import (
    NAMES,
    Wrong,
    build,
    dec,
    digits,
    num,
    pick,
    std,
    terminates,
)
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

SHORT = {
    ContentType.MULTIPLE_CHOICE,
    ContentType.FILL_BLANK,
    ContentType.TRUE_FALSE,
    ContentType.SHORT_ANSWER,
}
WITH_TABLE = SHORT | {ContentType.DATA_TABLE}


def frac_acceptable(p: Fraction, raw: tuple[int, int] | None = None) -> tuple[str, ...]:
    out = []
    if raw and Fraction(*raw) == p and raw != (p.numerator, p.denominator):
        out.append(f"{raw[0]}/{raw[1]}")
    if terminates(p):
        out.append(dec(p))
    return tuple(out)


# ---- samples (7.SP.A.1, 7.SP.A.2) ----------------------------------------------------------------


class SampleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["representative", "predict", "sample-variation"]] = Field(min_length=1)


# (who, what, representative sample, [(biased sample, misconception, reason)])
SAMPLING = (
    (
        "the students at a middle school",
        "how students get to school",
        "60 students picked at random from all the students in the school",
        [
            (
                "60 students waiting at the bus stop",
                "sampled-one-group",
                "Students at the bus stop mostly ride the bus, so walkers and riders in cars are left out.",
            ),
            (
                "the first 60 students who answer an online poll",
                "used-volunteers",
                "Only students who choose to answer are counted, so the sample may lean one way.",
            ),
            (
                "60 students picked at random from the bike club",
                "random-but-from-one-group",
                "Picking at random inside the bike club still leaves out everyone else.",
            ),
        ],
    ),
    (
        "the people in a town",
        "which new park feature people want",
        "200 people picked at random from all the households in the town",
        [
            (
                "200 people at the skate park on Saturday",
                "sampled-one-group",
                "People at the skate park may want skate features more than others.",
            ),
            (
                "200 people who mail back a flyer",
                "used-volunteers",
                "Only people who care enough to reply are counted.",
            ),
            (
                "200 people picked at random from the tennis club",
                "random-but-from-one-group",
                "The tennis club is only one part of the town.",
            ),
        ],
    ),
    (
        "the readers at a public library",
        "how many books readers borrow each month",
        "80 readers picked at random from all the library card holders",
        [
            (
                "80 readers at the library on one Monday morning",
                "sampled-one-group",
                "People there on a weekday morning may not be like other readers.",
            ),
            (
                "80 readers in the mystery book club",
                "sampled-one-group",
                "Club members may borrow more books than most readers.",
            ),
            (
                "80 readers picked at random from the children's story time",
                "random-but-from-one-group",
                "Story time families are only one part of the library's readers.",
            ),
        ],
    ),
    (
        "the students in a school district",
        "how many hours of sleep students get",
        "150 students picked at random from all the schools in the district",
        [
            (
                "150 students from one school's early sports practice",
                "sampled-one-group",
                "Students at early practice may sleep less than others.",
            ),
            (
                "150 students who reply to a survey on the school website",
                "used-volunteers",
                "Only students who choose to reply are counted.",
            ),
            (
                "150 students picked at random from the grade 8 classes",
                "random-but-from-one-group",
                "Grade 8 students are only one part of the district.",
            ),
        ],
    ),
    (
        "the visitors to a zoo this summer",
        "which animal exhibit visitors like best",
        "100 visitors picked at random from all the visitors each day of the summer",
        [
            (
                "100 visitors standing at the penguin exhibit",
                "sampled-one-group",
                "People at the penguins may like penguins best.",
            ),
            (
                "100 visitors who fill in a card at the gift shop",
                "used-volunteers",
                "Only visitors who choose to fill in a card are counted.",
            ),
            (
                "100 visitors picked at random on one rainy morning",
                "random-but-from-one-group",
                "One rainy morning may bring different visitors from the rest of the summer.",
            ),
        ],
    ),
)
CHOICES = (
    ("favorite lunch", ("pasta", "tacos", "salad", "soup")),
    ("favorite sport", ("soccer", "basketball", "swimming", "tennis")),
    ("favorite season", ("spring", "summer", "fall", "winter")),
    ("way to get to school", ("walk", "bus", "car", "bike")),
)


@generator("math.g78.sampling", content_types=WITH_TABLE, params=SampleParams)
def sampling(ctx: GenerationContext) -> Draft:
    p: SampleParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    if mode == "representative":
        who, what, good, biased = pick(rng, SAMPLING)
        lead = f"A group wants to learn {what} for {who}."
        return build(
            ctx,
            prompt=f"{lead} Which sample is most likely to be representative?",
            answer=good,
            explanation=(
                f"A sample is representative when every member of the group has a fair chance of being chosen. "
                f"Picking at random from all of {who} gives everyone that chance, so the best sample is: {good}."
            ),
            wrong=[(t, n, r) for t, n, r in biased],
            fill=f"{lead} The sample most likely to be representative is ___.",
            fmt="text",
            task="reason",
            steps=1,
            mag=2,
            words=True,
            key=f"rep:{who}",
            standard=std(ctx, "7.SP.A.1"),
        )
    topic, options = pick(rng, CHOICES)
    name = pick(rng, NAMES)
    cats = list(options[: 3 + (lv > 0)])
    if mode == "predict":
        n = pick(rng, ((20, 25, 40, 50), (40, 50, 60, 80), (60, 75, 80, 120))[lv])
        while True:
            cuts = sorted(rng.sample(range(1, n), len(cats) - 1))
            counts = [b - a for a, b in zip([0, *cuts], [*cuts, n], strict=True)]
            if min(counts) >= 2:
                break
        k_index = rng.randrange(len(cats))
        cat, k = cats[k_index], counts[k_index]
        big = n * rng.randint(*((5, 20), (8, 30), (10, 40))[lv])
        ans = Fraction(k * big, n)
        listing = ", ".join(f"{c}: {x}" for c, x in zip(cats, counts, strict=True))
        lead = f"A random sample of {n} of the {big:,} students at a school were asked their {topic}."
        ask = f"Predict how many of the {big:,} students would choose {cat}."
        wrong: list[Wrong] = [
            (
                str(k),
                "gave-the-sample-count",
                f"{k} is how many in the sample chose {cat}, not in the whole school.",
            ),
            (f"{big - int(ans):,}", "found-the-rest", f"That is the number who would not choose {cat}."),
            (
                f"{k + big - n:,}",
                "added-the-rest-of-the-school",
                "The sample's rate must be scaled up, not the leftover students added.",
            ),
        ]
        explanation = (
            f"In the sample, {k} out of {n} chose {cat}, a rate of {num(Fraction(k, n))}. "
            f"Use the same rate for the school: {num(Fraction(k, n))} × {big:,} = {int(ans):,} students."
        )
        return build(
            ctx,
            prompt=f"{lead} Results: {listing}. {ask}",
            answer=f"{int(ans):,}",
            value=int(ans),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} Results: {listing}. The best prediction for how many students would choose {cat} is ___.",
            table=TableForm(
                f"Random sample of {n} students",
                (topic.capitalize(), "Number of students"),
                tuple((c, x) for c, x in zip(cats, counts, strict=True)),
                question=f"{lead} The table shows the results. {ask}",
            ),
            task="word-problem",
            steps=2,
            mag=digits(big),
            key=f"pred:{n}:{big}:{counts}:{cat}",
            standard=std(ctx, "7.SP.A.2"),
        )
    cat = pick(rng, cats)
    n = pick(rng, ((10, 20), (20, 25), (20, 25, 40))[lv])
    samples = 4 + (lv == 2)
    base = rng.randint(2, n // 2)
    counts = [max(1, base + rng.randint(-2, 2)) for _ in range(samples)]
    counts[-1] += (-sum(counts)) % samples
    mean = Fraction(sum(counts), samples)
    big = n * rng.randint(*((10, 30), (15, 40), (20, 60))[lv])
    ans = mean * big / n
    assert ans.denominator == 1
    shown = ", ".join(str(c) for c in counts)
    lead = (
        f"{name} took {samples} random samples of {n} students each from the {big:,} students at a school "
        f"and counted how many in each sample chose {cat} as their {topic}."
    )
    ask = f"Use the mean of the samples to estimate how many of the {big:,} students would choose {cat}."
    wrong = [
        (
            f"{int(Fraction(counts[0] * big, n)):,}" if counts[0] * big % n == 0 else "",
            "used-one-sample",
            "Only the first sample was used; the mean of all samples is a better estimate.",
        ),
        (
            num(mean),
            "did-not-scale-up",
            f"{num(mean)} is the mean count in a sample of {n}, not in the whole school.",
        ),
        (
            f"{int(Fraction(sum(counts) * big, n)):,}" if sum(counts) * big % n == 0 else "",
            "used-the-total-of-all-samples",
            "The counts must be averaged before scaling up.",
        ),
        (f"{int(ans) + big // n:,}", "rounded-the-mean-up", "The mean count was made one too large."),
    ]
    explanation = (
        f"Mean count = ({' + '.join(str(c) for c in counts)}) ÷ {samples} = {sum(counts)} ÷ {samples} = {num(mean)} out of {n}. "
        f"Scale up to the school: {num(mean)}/{n} × {big:,} = {int(ans):,} students."
    )
    return build(
        ctx,
        prompt=f"{lead} The counts were {shown}. {ask}",
        answer=f"{int(ans):,}",
        value=int(ans),
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The counts were {shown}. Using the mean of the samples, the estimate is ___.",
        table=TableForm(
            f"Students who chose {cat} in each sample of {n}",
            ("Sample", f"Number who chose {cat}"),
            tuple((f"Sample {i + 1}", c) for i, c in enumerate(counts)),
            question=f"{lead} The table shows the counts. {ask}",
        ),
        task="word-problem",
        steps=3,
        mag=digits(big),
        key=f"var:{n}:{big}:{counts}",
        standard=std(ctx, "7.SP.A.2"),
    )


# ---- comparing two data sets (7.SP.B.3, 7.SP.B.4) -------------------------------------------------


class CompareParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["mad-multiple", "mean-difference", "median-difference"]] = Field(min_length=1)


PATTERNS = (
    (-3, -2, -1, 1, 2, 3),
    (-4, -2, 0, 0, 2, 4),
    (-3, -3, 0, 0, 3, 3),
    (-2, -2, -2, 2, 2, 2),
    (-5, -1, 0, 0, 1, 5),
)
GROUPS = (
    ("Team A", "Team B", "points scored in six games", "Game", "points"),
    ("Class 1", "Class 2", "minutes spent reading on six days", "Day", "minutes"),
    ("Garden A", "Garden B", "heights of six sunflowers in centimeters", "Plant", "cm"),
    ("Store A", "Store B", "numbers of customers in six hours", "Hour", "customers"),
)


def _listing(name: str, values: list[int]) -> str:
    return f"{name}: {', '.join(str(v) for v in values)}"


@generator("math.g78.compare-data", content_types=WITH_TABLE, params=CompareParams)
def compare_data(ctx: GenerationContext) -> Draft:
    p: CompareParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    g1, g2, what, row, _unit = pick(rng, GROUPS)
    if mode == "median-difference":
        size = 7 if lv < 2 else 9
        while True:
            a = [rng.randint(10, 60) for _ in range(size)]
            b = [rng.randint(10, 60) + rng.randint(3, 15) for _ in range(size)]
            ma, mb = sorted(a)[size // 2], sorted(b)[size // 2]
            if mb > ma and a[size // 2] - b[size // 2] != ma - mb:
                break
        what = what.replace("six", "seven" if size == 7 else "nine")
        ans = mb - ma
        wrong = [
            (
                str(b[size // 2] - a[size // 2]) if b[size // 2] > a[size // 2] else "",
                "did-not-order-the-data",
                "The middle value is found after putting the data in order.",
            ),
            (str(mb), "gave-one-median", f"{mb} is the median of {g2} alone."),
            (
                str(max(b) - max(a)) if max(b) > max(a) else "",
                "compared-the-greatest-values",
                "The medians, not the greatest values, are compared.",
            ),
            (
                num(Fraction(sum(b) - sum(a), size)),
                "compared-the-means",
                "The question asks about medians, not means.",
            ),
        ]
        explanation = (
            f"Order each list and take the middle value. {g1}: {', '.join(map(str, sorted(a)))} → median {ma}. "
            f"{g2}: {', '.join(map(str, sorted(b)))} → median {mb}. Difference: {mb} - {ma} = {ans}."
        )
        ask = f"How much greater is the median for {g2} than the median for {g1}?"
        fill_end = f"The median for {g2} is greater than the median for {g1} by ___."
        key = f"med:{a}:{b}"
        std_code = std(ctx, "7.SP.B.4")
        steps = 3
    else:
        k = rng.randint(1, (1, 2, 3)[lv])
        mad = 2 * k
        t = rng.randint(1, 4)
        mean_a = rng.randint(5 * k + 2, 40)
        mean_b = mean_a + t * mad
        pa, pb = list(pick(rng, PATTERNS)), list(pick(rng, PATTERNS))
        rng.shuffle(pa)
        rng.shuffle(pb)
        a = [mean_a + k * d for d in pa]
        b = [mean_b + k * d for d in pb]
        size = 6
        diff = mean_b - mean_a
        means = f"Mean of {g1} = {sum(a)} ÷ 6 = {mean_a}; mean of {g2} = {sum(b)} ÷ 6 = {mean_b}."
        if mode == "mad-multiple":
            ans = t
            wrong = [
                (
                    str(diff),
                    "gave-the-difference-of-means",
                    "That is the difference itself; divide it by the MAD.",
                ),
                (num(Fraction(t, 2)), "divided-by-twice-the-mad", "Divide the difference by the MAD once."),
                (str(t + 1), "miscounted-the-mads", f"{diff} ÷ {mad} = {t}."),
            ]
            explanation = (
                f"{means} The difference is {mean_b} - {mean_a} = {diff}. Each data set has a mean absolute deviation "
                f"of {mad} (the average distance from the mean). {diff} ÷ {mad} = {t}, so the difference is {t} times the MAD."
            )
            ask = "Both data sets have the same mean absolute deviation (MAD). The difference between the means is how many times the MAD?"
            fill_end = "The difference between the means, measured in MADs, is ___."
            key = f"mad:{a}:{b}"
            std_code = std(ctx, "7.SP.B.3")
            steps = 3
        else:
            ans = diff
            wrong = [
                (
                    str(sum(b) - sum(a)),
                    "compared-the-totals",
                    "The totals were compared; divide each total by 6 first.",
                ),
                (str(mean_b), "gave-one-mean", f"{mean_b} is the mean of {g2} alone."),
                (
                    str(mad),
                    "gave-the-mad",
                    "That is the spread of the data, not the difference of the means.",
                ),
            ]
            explanation = f"{means} Difference: {mean_b} - {mean_a} = {diff}."
            ask = f"How much greater is the mean for {g2} than the mean for {g1}?"
            fill_end = f"The mean for {g2} is greater than the mean for {g1} by ___."
            key = f"mean:{a}:{b}"
            std_code = std(ctx, "7.SP.B.4")
            steps = 2
    lead = f"The lists show {what} for {g1} and {g2}. {_listing(g1, a)}. {_listing(g2, b)}."
    return build(
        ctx,
        prompt=f"{lead} {ask}",
        answer=str(ans),
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} {fill_end}",
        table=TableForm(
            what.capitalize(),
            (row, g1, g2),
            tuple((f"{row} {i + 1}", x, y) for i, (x, y) in enumerate(zip(a, b, strict=True))),
            question=f"The table shows {what} for {g1} and {g2}. {ask}",
        ),
        task="compare",
        steps=steps,
        mag=2,
        key=key,
        standard=std_code,
    )


# ---- probability (7.SP.C.5 - 7.SP.C.7) -------------------------------------------------------------

ProbMode = Literal[
    "marbles", "cube-spinner", "likelihood", "complement", "predict", "experimental", "compare-model"
]


class ProbParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[ProbMode] = Field(min_length=1)


PREDICTIONS = (
    (
        "a spinner lands on blue",
        "The spinner is spun {n} times.",
        "About how many times should it land on blue?",
    ),
    (
        "a basketball player makes a free throw",
        "The player takes {n} free throws.",
        "About how many free throws should the player make?",
    ),
    (
        "a seed grows into a plant",
        "A gardener plants {n} seeds.",
        "About how many seeds should grow into plants?",
    ),
    (
        "a coin lands on heads",
        "The coin is tossed {n} times.",
        "About how many times should it land on heads?",
    ),
)
COLORS = ("red", "blue", "green", "yellow", "purple", "orange")
LIKELIHOOD = ("impossible", "unlikely", "neither likely nor unlikely", "likely", "certain")
LIKELY_VALUES = (
    (Fraction(0),),
    (
        Fraction(1, 10),
        Fraction(1, 5),
        Fraction(3, 20),
        Fraction(1, 4),
        Fraction(3, 10),
        Fraction(1, 8),
        Fraction(1, 3),
    ),
    (Fraction(1, 2),),
    (Fraction(7, 10), Fraction(3, 4), Fraction(4, 5), Fraction(9, 10), Fraction(17, 20), Fraction(2, 3)),
    (Fraction(1),),
)


def _event(kind: str, k: int) -> str:
    return {
        "even": "an even number",
        "odd": "an odd number",
        "greater": f"a number greater than {k}",
        "less": f"a number less than {k}",
        "multiple3": "a multiple of 3",
        "exact": f"a {k}",
    }[kind]


def _event_outcomes(kind: str, k: int, sides: int) -> list[int]:
    rule = {
        "even": lambda v: v % 2 == 0,
        "odd": lambda v: v % 2 == 1,
        "greater": lambda v: v > k,
        "less": lambda v: v < k,
        "multiple3": lambda v: v % 3 == 0,
        "exact": lambda v: v == k,
    }[kind]
    return [v for v in range(1, sides + 1) if rule(v)]


def _prob_wrongs(k: int, total: int, extra: list[Wrong] | None = None) -> list[Wrong]:
    p = Fraction(k, total)
    out: list[Wrong] = list(extra or [])
    if total - k:
        out.append(
            (
                num(Fraction(k, total - k)),
                "compared-part-to-part",
                f"Compare the {k} favorable outcomes with all {total} outcomes, not with the {total - k} others.",
            )
        )
    out.append(
        (num(1 - p), "found-the-complement", "That is the probability that the event does not happen.")
    )
    out.append((str(k), "gave-the-count", f"{k} is how many outcomes fit; divide by all {total} outcomes."))
    return [w for w in out if w[0] != num(p)]


@generator("math.g78.probability", content_types=WITH_TABLE, params=ProbParams)
def probability(ctx: GenerationContext) -> Draft:
    p: ProbParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    table = None
    if mode == "marbles":
        colors = rng.sample(COLORS, 3 + (lv == 2))
        counts = [rng.randint(1, (5, 9, 12)[lv]) for _ in colors]
        i = rng.randrange(len(colors))
        k, total = counts[i], sum(counts)
        ans = Fraction(k, total)
        listing = (
            ", ".join(f"{c} {col}" for c, col in zip(counts[:-1], colors[:-1], strict=True))
            + f", and {counts[-1]} {colors[-1]}"
        )
        lead = f"A bag has {listing} marbles. One marble is picked without looking."
        ask = f"What is the probability that it is {colors[i]}?"
        wrong = _prob_wrongs(
            k,
            total,
            [
                (
                    num(Fraction(1, len(colors))),
                    "treated-colors-as-equally-likely",
                    "The colors have different numbers of marbles, so they are not equally likely.",
                )
            ],
        )
        explanation = (
            f"There are {' + '.join(map(str, counts))} = {total} marbles and {k} of them are {colors[i]}. P({colors[i]}) = {k}/{total}"
            + (f" = {num(ans)}." if ans.denominator != total else ".")
        )
        prompt, fill = f"{lead} {ask}", f"{lead} The probability of picking a {colors[i]} marble is ___."
        table = TableForm(
            "Marbles in the bag",
            ("Color", "Number of marbles"),
            tuple(zip(colors, counts, strict=True)),
            question=f"One marble is picked from the bag without looking. {ask}",
        )
        key, code, task, steps = f"marbles:{counts}:{i}", std(ctx, "7.SP.C.7a", "7.SP.C.5"), "compute", 2
        acceptable = frac_acceptable(ans, (k, total))
    elif mode == "cube-spinner":
        cube = rng.random() < 0.5
        sides = 6 if cube else pick(rng, (4, 5, 8, 10))
        kind = pick(rng, ("even", "odd", "greater", "less", "multiple3", "exact"))
        kk = rng.randint(2, sides - 1)
        outcomes = _event_outcomes(kind, kk, sides)
        while not outcomes:
            kind = "even"
            outcomes = _event_outcomes(kind, kk, sides)
        event = _event(kind, kk)
        lead = (
            "A number cube with faces numbered 1 to 6 is rolled."
            if cube
            else f"A spinner has {sides} equal sections numbered 1 to {sides}. It is spun once."
        )
        verb = "rolling" if cube else "spinning"
        ans = Fraction(len(outcomes), sides)
        ask = f"What is the probability of {verb} {event}?"
        wrong = _prob_wrongs(
            len(outcomes),
            sides,
            [
                (
                    num(Fraction(1, sides)),
                    "counted-one-outcome",
                    f"{len(outcomes)} outcomes fit, not just one.",
                )
            ],
        )
        explanation = (
            f"There are {sides} equally likely outcomes. The ones that are {event[2:] if event.startswith('a ') else event}: {', '.join(map(str, outcomes))}, which is {len(outcomes)}. P = {len(outcomes)}/{sides}"
            + (f" = {num(ans)}." if ans.denominator != sides else ".")
        )
        prompt, fill = f"{lead} {ask}", f"{lead} The probability of {verb} {event} is ___."
        table = TableForm(
            "Possible outcomes",
            ("Outcome",),
            tuple((v,) for v in range(1, sides + 1)),
            question=f"{lead} The table lists the outcomes. {ask}",
        )
        key, code, task, steps = f"cube:{sides}:{kind}:{kk}", std(ctx, "7.SP.C.7a"), "compute", 2
        acceptable = frac_acceptable(ans, (len(outcomes), sides))
    elif mode == "likelihood":
        cat = rng.randrange(5)
        value = pick(rng, LIKELY_VALUES[cat])
        shown = dec(value) if terminates(value) and rng.random() < 0.5 else num(value)
        answer_word = LIKELIHOOD[cat]
        lead = f"An event has a probability of {shown}."
        reasons = {
            0: "A probability of 0 means the event cannot happen.",
            1: "A probability between 0 and 1/2 means the event is unlikely.",
            2: "A probability of exactly 1/2 means the event is as likely as not.",
            3: "A probability between 1/2 and 1 means the event is likely.",
            4: "A probability of 1 means the event must happen.",
        }
        wrong = [
            (LIKELIHOOD[j], "misread-the-probability-scale", f"{reasons[j]} This probability is {shown}.")
            for j in sorted(range(5), key=lambda j: abs(j - cat))
            if j != cat
        ][:3]
        explanation = f"Probabilities go from 0 (impossible) to 1 (certain), with 1/2 in the middle. {reasons[cat]} So the event is {answer_word}."
        prompt = f"{lead} Which best describes the event: impossible, unlikely, neither likely nor unlikely, likely, or certain?"
        fill = f"{lead} The event is ___."
        table = TableForm(
            "Probability of an event",
            ("Event", "Probability"),
            (("The event", shown),),
            question="Which word best describes the event in the table: impossible, unlikely, neither likely nor unlikely, likely, or certain?",
        )
        key, code, task, steps = f"like:{shown}", std(ctx, "7.SP.C.5"), "identify", 1
        acceptable = ()
        return build(
            ctx,
            prompt=prompt,
            answer=answer_word,
            explanation=explanation,
            wrong=wrong,
            fill=fill,
            fmt="text",
            table=table,
            task=task,
            steps=steps,
            mag=1,
            key=key,
            standard=code,
        )
    elif mode == "complement":
        event = pick(
            rng,
            (
                "it rains tomorrow",
                "the bus is late",
                "a seed sprouts",
                "the home team wins",
                "a spinner lands on red",
            ),
        )
        use_dec = rng.random() < 0.5
        if use_dec:
            pv = (
                Fraction(pick(rng, [k for k in range(1, 20) if k != 10]) * 5, 100)
                if lv
                else Fraction(pick(rng, (1, 2, 3, 4, 6, 7, 8, 9)), 10)
            )
            shown, ans_s = dec(pv), dec(1 - pv)
            slip = (
                Fraction(10 - (pv * 100) // 10 % 10, 10) + Fraction(10 - pv * 100 % 10, 100)
                if (pv * 100) % 10
                else None
            )
            wrong = [
                (
                    dec(pv),
                    "gave-the-same-probability",
                    "The event and its opposite only match when each is 0.5.",
                ),
                (
                    dec(slip) if slip is not None and slip != 1 - pv and slip < 1 else "",
                    "subtracted-each-digit-from-10",
                    "Subtracting from 1.00 needs regrouping; each digit is not taken from 10.",
                ),
                (
                    dec(1 - pv + Fraction(1, 10))
                    if 1 - pv + Fraction(1, 10) < 1
                    else dec(1 - pv - Fraction(1, 10)),
                    "subtraction-slip",
                    f"1 - {shown} = {ans_s}.",
                ),
                (
                    dec((1 - pv) * 100),
                    "wrote-a-percent-as-a-probability",
                    "Probabilities are written from 0 to 1.",
                ),
            ]
        else:
            den = pick(rng, (5, 6, 8, 10, 12))
            pv = Fraction(pick(rng, [k for k in range(1, den) if 2 * k != den]), den)
            shown, ans_s = num(pv), num(1 - pv)
            wrong = [
                (
                    num(pv),
                    "gave-the-same-probability",
                    "The event and its opposite only match when each is 1/2.",
                ),
                (
                    num(Fraction(pv.denominator - pv.numerator, pv.numerator)) if pv.numerator else "",
                    "compared-part-to-part",
                    "The chance of not happening is a part of the whole, 1.",
                ),
                (
                    f"1/{pv.denominator - pv.numerator}"
                    if pv.denominator - pv.numerator > 1
                    else f"{pv.numerator}/{pv.denominator + 1}",
                    "misused-the-denominator",
                    f"1 - {shown} = {ans_s}.",
                ),
                (
                    str(pv.denominator - pv.numerator),
                    "gave-the-count",
                    "A probability is a part of 1, not a count.",
                ),
            ]
        ans = 1 - pv
        lead = f"The probability that {event} is {shown}."
        ask = "What is the probability that this does not happen?"
        explanation = f"An event and its opposite add up to 1. So P(not) = 1 - {shown} = {ans_s}."
        prompt, fill = f"{lead} {ask}", f"{lead} The probability that this does not happen is ___."
        table = TableForm(
            "Chance of an event",
            ("Event", "Probability"),
            ((event, shown),),
            question=f"The table gives the probability that {event}. {ask}",
        )
        key, code, task, steps = f"comp:{event}:{shown}", std(ctx, "7.SP.C.7a", "7.SP.C.5"), "compute", 1
        acceptable = frac_acceptable(ans) if not use_dec else (num(ans),)
        return build(
            ctx,
            prompt=prompt,
            answer=ans_s,
            value=ans_s,
            explanation=explanation,
            wrong=wrong,
            fill=fill,
            fmt="fraction" if not use_dec else "number",
            table=table,
            task=task,
            steps=steps,
            mag=2,
            key=key,
            standard=code,
            acceptable=acceptable,
        )
    elif mode == "predict":
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
        thing, setup_t, ask = pick(rng, PREDICTIONS)
        if "coin" in thing:
            pv = Fraction(1, 2)
            trials = 2 * rng.randint(10, 60)
        ans = pv * trials
        lead = f"The probability that {thing} is {num(pv)}."
        ask_setup = setup_t.format(n=trials)
        wrong = [
            (num(trials - ans), "predicted-the-complement", "That is how many times it should not happen."),
            (
                str(pv.denominator),
                "used-the-denominator",
                f"Find {num(pv)} of {trials}, not the denominator.",
            ),
            (str(trials), "gave-the-number-of-trials", "Only some of the trials give this outcome."),
            (
                num(Fraction(trials, pv.denominator)) if pv.numerator > 1 else "",
                "forgot-the-numerator",
                f"Dividing by {pv.denominator} gives 1/{pv.denominator} of the trials; multiply by {pv.numerator} too.",
            ),
        ]
        explanation = f"Expected number = probability × number of trials = {num(pv)} × {trials} = {num(ans)}."
        prompt, fill = f"{lead} {ask_setup} {ask}", f"{lead} {ask_setup} The best prediction is ___."
        table = TableForm(
            "Chance and trials",
            ("Probability", "Number of trials"),
            ((num(pv), trials),),
            question=f"The table gives the probability that {thing} and the number of trials. {ask}",
        )
        key, code, task, steps = f"pred:{thing}:{pv}:{trials}", std(ctx, "7.SP.C.6"), "word-problem", 2
        acceptable = ()
    elif mode == "experimental":
        cube = rng.random() < 0.5
        outcomes = [str(v) for v in range(1, 7)] if cube else rng.sample(COLORS, 4)
        total = pick(rng, ((30, 40, 50, 60), (50, 60, 80, 100), (100, 120, 150, 200))[lv])
        while True:
            cuts = sorted(rng.sample(range(1, total), len(outcomes) - 1))
            counts = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
            if min(counts) >= 2:
                break
        i = rng.randrange(len(outcomes))
        k = counts[i]
        ans = Fraction(k, total)
        what = (
            "A number cube was rolled" if cube else f"A spinner with {len(outcomes)} equal sections was spun"
        )
        label = f"rolling a {outcomes[i]}" if cube else f"landing on {outcomes[i]}"
        lead = (
            f"{what} {total} times. Results: "
            + ", ".join(f"{o}: {c}" for o, c in zip(outcomes, counts, strict=True))
            + "."
        )
        ask = f"What is the experimental probability of {label}?"
        theo = Fraction(1, len(outcomes))
        wrong = _prob_wrongs(
            k,
            total,
            [
                (
                    num(theo),
                    "gave-the-theoretical-probability",
                    "The experimental probability comes from the results, not from equal chances.",
                )
            ],
        )
        explanation = f"Experimental probability = times it happened ÷ total trials = {k}/{total}" + (
            f" = {num(ans)}." if ans.denominator != total else "."
        )
        prompt, fill = f"{lead} {ask}", f"{lead} The experimental probability of {label} is ___."
        table = TableForm(
            f"Results of {total} trials",
            ("Outcome", "Frequency"),
            tuple(zip(outcomes, counts, strict=True)),
            question=f"{what} {total} times. {ask}",
        )
        key, code, task, steps = (
            f"exp:{outcomes}:{counts}:{i}",
            std(ctx, "7.SP.C.7b", "7.SP.C.6"),
            "compute",
            2,
        )
        acceptable = frac_acceptable(ans, (k, total))
    else:
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
        ans = Fraction(observed - expected)
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
        explanation = f"The model predicts 1/{sides} × {trials} = {expected} times. It happened {observed} times: {observed} - {expected} = {observed - expected} more."
        prompt, fill = (
            f"{what} {model} {ask}",
            f"{what} {model} The number of extra times compared with the prediction is ___.",
        )
        table = TableForm(
            "Observed and predicted",
            ("Trials", "Outcome", "Observed", "Model probability"),
            ((trials, target, observed, f"1/{sides}"),),
            question=f"{what} {model} {ask}",
        )
        key, code, task, steps = f"cmp:{trials}:{observed}:{target}", std(ctx, "7.SP.C.7"), "compare", 2
        acceptable = ()
    answer = num(ans)
    return build(
        ctx,
        prompt=prompt,
        answer=answer,
        explanation=explanation,
        wrong=wrong,
        fill=fill,
        fmt="fraction" if ans.denominator != 1 else "number",
        table=table,
        task=task,  # type: ignore[arg-type]
        steps=steps,
        mag=digits(ans.denominator, ans.numerator),
        key=key,
        standard=code,
        acceptable=acceptable,
    )


# ---- compound events (7.SP.C.8) --------------------------------------------------------------


class CompoundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["count-outcomes", "two-cubes", "independent", "simulation"]] = Field(min_length=1)


MENUS = (
    (
        "A lunch menu has",
        ("sandwiches", "drinks", "fruits"),
        "A lunch is one sandwich, one drink, and one fruit.",
        "lunches",
    ),
    (
        "A closet has",
        ("shirts", "pairs of pants", "hats"),
        "An outfit is one shirt, one pair of pants, and one hat.",
        "outfits",
    ),
    (
        "An ice cream stand has",
        ("flavors", "cone types", "toppings"),
        "A treat is one flavor, one cone type, and one topping.",
        "treats",
    ),
)


@generator("math.g78.compound-probability", content_types=WITH_TABLE, params=CompoundParams)
def compound(ctx: GenerationContext) -> Draft:
    p: CompoundParams = ctx.params
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, p.modes)
    code = std(ctx, "7.SP.C.8a")
    if mode == "count-outcomes":
        intro, things, rule_text, made = pick(rng, MENUS)
        parts = 2 if lv == 0 else 3
        things = things[:parts]
        counts = [rng.randint(2, (4, 6, 8)[lv]) for _ in range(parts)]
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
        explanation = f"Each of the {counts[0]} {things[0]} can go with each of the other choices: {' × '.join(map(str, counts))} = {total} {made}."
        table = TableForm(
            "Choices",
            ("Item", "Number of choices"),
            tuple((t, c) for t, c in zip(things, counts, strict=True)),
            question=f"{rule_text} {ask}",
        )
        return build(
            ctx,
            prompt=f"{lead} {ask}",
            answer=str(total),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The number of different {made} is ___.",
            table=table,
            task="word-problem",
            steps=parts,
            mag=digits(total),
            key=f"count:{intro}:{counts}",
            standard=std(ctx, "7.SP.C.8b"),
        )
    if mode == "two-cubes":
        kind = pick(rng, ("sum", "greater", "doubles", "less"))
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
                num(Fraction(k, 12)) if k < 12 else "",
                "added-the-outcomes",
                "Two cubes give 6 × 6 = 36 outcomes, not 6 + 6 = 12.",
            ),
            (num(1 - ans), "found-the-complement", "That is the probability that the event does not happen."),
            (
                "1/11" if kind == "sum" else num(Fraction(k, 21)),
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
            + (f" = {num(ans)}." if ans.denominator != 36 else ".")
        )
        table = TableForm(
            "Sums of two number cubes",
            ("First cube", *[f"Second: {b}" for b in range(1, 7)]),
            tuple((a, *[a + b for b in range(1, 7)]) for a in range(1, 7)),
            question=f"The table shows the sum for every roll of two number cubes. {ask}",
        )
        return build(
            ctx,
            prompt=f"{lead} {ask}",
            answer=num(ans),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The probability that {rule[1]} is ___.",
            fmt="fraction",
            table=table,
            task="compute",
            steps=3,
            mag=2,
            key=f"dice:{kind}:{s}",
            standard=std(ctx, "7.SP.C.8b", "7.SP.C.8a"),
            acceptable=frac_acceptable(ans, (k, 36)),
        )
    if mode == "independent":
        first = pick(rng, ("coin", "cube"))
        sides = pick(rng, (3, 4, 5, 8))
        if first == "coin":
            e1, n1, k1, verb1 = pick(rng, ("heads", "tails")), 2, 1, "flipping"
            lead1 = "A coin is flipped"
        else:
            kind1 = pick(rng, ("even", "odd", "greater", "exact"))
            kk = rng.randint(2, 5)
            e1, n1, k1, verb1 = _event(kind1, kk), 6, len(_event_outcomes(kind1, kk, 6)), "rolling"
            lead1 = "A number cube numbered 1 to 6 is rolled"
        kind2 = pick(rng, ("even", "odd", "greater", "exact"))
        k2v = rng.randint(2, sides - 1) if sides > 2 else 1
        outs2 = _event_outcomes(kind2, k2v, sides)
        if not outs2:
            kind2, outs2 = "exact", [k2v]
        e2, n2, k2 = _event(kind2, k2v), sides, len(outs2)
        p1, p2 = Fraction(k1, n1), Fraction(k2, n2)
        ans = p1 * p2
        lead = f"{lead1} and a spinner with {sides} equal sections numbered 1 to {sides} is spun."
        ask = f"What is the probability of {verb1} {e1} and spinning {e2}?"
        wrong = [
            (
                num(p1 + p2) if p1 + p2 < 1 else "",
                "added-the-probabilities",
                "For two events that both happen, multiply the probabilities.",
            ),
            (
                num(Fraction(k1 * k2, n1 + n2)) if k1 * k2 < n1 + n2 else "",
                "added-the-outcomes",
                f"There are {n1} × {n2} = {n1 * n2} outcome pairs, not {n1 + n2}.",
            ),
            (
                num(p2),
                "ignored-the-first-event",
                "Both events must happen, so the first event's probability counts too.",
            ),
            (
                num(p1),
                "ignored-the-second-event",
                "Both events must happen, so the spinner's probability counts too.",
            ),
        ]
        explanation = (
            f"P({e1}) = {k1}/{n1} and P({e2}) = {k2}/{n2}. The events do not affect each other, so multiply: {k1}/{n1} × {k2}/{n2} = {k1 * k2}/{n1 * n2}"
            + (f" = {num(ans)}." if ans.denominator != n1 * n2 else ".")
        )
        table = TableForm(
            "Two chance events",
            ("Event", "Favorable outcomes", "Possible outcomes"),
            ((f"{verb1} {e1}", k1, n1), (f"spinning {e2}", k2, n2)),
            question=f"{lead} {ask}",
        )
        return build(
            ctx,
            prompt=f"{lead} {ask}",
            answer=num(ans),
            explanation=explanation,
            wrong=wrong,
            fill=f"{lead} The probability of {verb1} {e1} and spinning {e2} is ___.",
            fmt="fraction",
            table=table,
            task="compute",
            steps=3,
            mag=2,
            key=f"ind:{lead1}:{e1}:{sides}:{e2}",
            standard=code,
            acceptable=frac_acceptable(ans, (k1 * k2, n1 * n2)),
        )
    # simulation
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
    theo = Fraction(theo_hits, 2**flips)
    lead = f"A class used a simulation of flipping {flips} coins. Each trial is a list of {flips} flips (H = heads, T = tails). The {trials} trials were: {', '.join(results)}."
    ask = f"Based on the simulation, what is the experimental probability of getting {test[1]}?"
    wrong = _prob_wrongs(
        k,
        trials,
        [
            (
                num(theo),
                "gave-the-theoretical-probability",
                "The question asks for the estimate from the simulation results.",
            )
        ],
    )
    explanation = (
        f"Count the trials with {test[1]}: {k} of the {trials} trials. Experimental probability = {k}/{trials}"
        + (f" = {num(ans)}." if ans.denominator != trials else ".")
    )
    table = TableForm(
        f"Simulation of flipping {flips} coins",
        ("Trial", "Result"),
        tuple((i + 1, r) for i, r in enumerate(results)),
        question=f"Each trial shows {flips} coin flips (H = heads, T = tails). {ask}",
    )
    return build(
        ctx,
        prompt=f"{lead} {ask}",
        answer=num(ans),
        explanation=explanation,
        wrong=wrong,
        fill=f"{lead} The experimental probability of getting {test[1]} is ___.",
        fmt="fraction",
        table=table,
        task="compute",
        steps=2,
        mag=2,
        key=f"sim:{results}:{kind}",
        standard=std(ctx, "7.SP.C.8c"),
        acceptable=frac_acceptable(ans, (k, trials)),
    )


def _two_rule(rule_text: str) -> str:
    """``A lunch is one sandwich, one drink, and one fruit.`` -> ``A lunch is one sandwich and one drink.``"""
    head, rest = rule_text.split(", ", 1)
    second = rest.split(", and ")[0]
    return f"{head} and {second}."
