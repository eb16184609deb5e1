"""Random samples (grade 7, 7.SP.A.1 and 7.SP.A.2): which sample is representative, predicting for a
population from a sample, and estimating from the mean of several samples."""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Wrong, bank_rows, build, digits, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.kit.people import roster
from educontent.generation.kit.types import DT, WRITTEN
from educontent.generation.math.sp._samples import split
from educontent.generation.numbers import fmt
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


class SampleParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    modes: list[Literal["representative", "predict", "sample-variation"]] = Field(min_length=1)


def _representative(ctx: GenerationContext) -> Draft:
    who, what, good, biased = pick(
        ctx.rng, bank_rows("sp-sampling", "surveys", "population", "question", "representative", "biased")
    )
    lead = f"A group wants to learn {what} for {who}."
    return build(
        ctx,
        prompt=f"{lead} Which sample is most likely to be representative?",
        answer=good,
        explanation=(
            f"A sample is representative when every member of the group has a fair chance of being chosen. "
            f"Picking at random from all of {who} gives everyone that chance, so the best sample is: {good}."
        ),
        wrong=[(b["sample"], b["misconception"], b["reason"]) for b in biased],
        fill=f"{lead} The sample most likely to be representative is ___.",
        fmt="text",
        task="reason",
        steps=1,
        mag=2,
        words=True,
        key=f"rep:{who}",
        standard=std(ctx, "7.SP.A.1"),
    )


def _school_estimate(
    ctx: GenerationContext,
    ans: Fraction,
    big: int,
    prompt: str,
    fill: str,
    explanation: str,
    wrong: list[Wrong],
    table: TableForm,
    steps: int,
    key: str,
) -> Draft:
    """A prediction from samples for all ``big`` students of a school: the whole number ``ans``."""
    return build(
        ctx,
        prompt=prompt,
        answer=f"{int(ans):,}",
        value=int(ans),
        explanation=explanation,
        wrong=wrong,
        fill=fill,
        table=table,
        task="word-problem",
        steps=steps,
        mag=digits(big),
        key=key,
        standard=std(ctx, "7.SP.A.2"),
    )


def _predict(ctx: GenerationContext, topic: str, cats: list[str]) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    n = pick(rng, ((20, 25, 40, 50), (40, 50, 60, 80), (60, 75, 80, 120))[lv])
    counts = split(rng, n, len(cats))
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
        f"In the sample, {k} out of {n} chose {cat}, a rate of {fmt(Fraction(k, n))}. "
        f"Use the same rate for the school: {fmt(Fraction(k, n))} × {big:,} = {int(ans):,} students."
    )
    table = TableForm(
        f"Random sample of {n} students",
        (topic.capitalize(), "Number of students"),
        tuple((c, x) for c, x in zip(cats, counts, strict=True)),
        question=f"{lead} The table shows the results. {ask}",
    )
    return _school_estimate(
        ctx,
        ans,
        big,
        f"{lead} Results: {listing}. {ask}",
        f"{lead} Results: {listing}. The best prediction for how many students would choose {cat} is ___.",
        explanation,
        wrong,
        table,
        2,
        f"pred:{n}:{big}:{counts}:{cat}",
    )


def _sample_variation(ctx: GenerationContext, topic: str, cats: list[str], name: str) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
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
            fmt(mean),
            "did-not-scale-up",
            f"{fmt(mean)} is the mean count in a sample of {n}, not in the whole school.",
        ),
        (
            f"{int(Fraction(sum(counts) * big, n)):,}" if sum(counts) * big % n == 0 else "",
            "used-the-total-of-all-samples",
            "The counts must be averaged before scaling up.",
        ),
        (f"{int(ans) + big // n:,}", "rounded-the-mean-up", "The mean count was made one too large."),
    ]
    explanation = (
        f"Mean count = ({' + '.join(str(c) for c in counts)}) ÷ {samples} = {sum(counts)} ÷ {samples} = {fmt(mean)} out of {n}. "
        f"Scale up to the school: {fmt(mean)}/{n} × {big:,} = {int(ans):,} students."
    )
    table = TableForm(
        f"Students who chose {cat} in each sample of {n}",
        ("Sample", f"Number who chose {cat}"),
        tuple((f"Sample {i + 1}", c) for i, c in enumerate(counts)),
        question=f"{lead} The table shows the counts. {ask}",
    )
    return _school_estimate(
        ctx,
        ans,
        big,
        f"{lead} The counts were {shown}. {ask}",
        f"{lead} The counts were {shown}. Using the mean of the samples, the estimate is ___.",
        explanation,
        wrong,
        table,
        3,
        f"var:{n}:{big}:{counts}",
    )


_BANDS = "easy: 3 categories, samples of 20-50 (four samples of 10-20 to compare); medium: 4 categories, samples of 40-80 (20-25); hard: 4 categories, samples of 60-120 and five samples of 20-40 to compare, with bigger populations each level (choosing a representative sample is the same at every level)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(levels=Levels("steps", _BANDS), content_types=WRITTEN | {DT}, params=SampleParams)
def sampling(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    mode = pick(rng, ctx.params.modes)
    if mode == "representative":
        return _representative(ctx)
    topic, options = pick(rng, bank_rows("sp-sampling", "choices", "topic", "options"))
    name = pick(rng, roster("roster-5"))
    cats = list(options[: 3 + (lv > 0)])
    if mode == "predict":
        return _predict(ctx, topic, cats)
    return _sample_variation(ctx, topic, cats, name)
