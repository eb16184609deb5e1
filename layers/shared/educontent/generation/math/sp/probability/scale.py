"""The probability scale (7.SP.C.5, 7.SP.C.7a): how likely an event with a given probability is, and
the probability that an event does not happen."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.kit.choose import pick
from educontent.generation.kit.drafts import Ask, Wrong, bank_list, build_ask, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers import fmt, fmt_decimal
from educontent.generation.numbers.powers import frac_acceptable, terminates
from educontent.generation.registry import Draft, GenerationContext

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
REASONS = (
    "A probability of 0 means the event cannot happen.",
    "A probability between 0 and 1/2 means the event is unlikely.",
    "A probability of exactly 1/2 means the event is as likely as not.",
    "A probability between 1/2 and 1 means the event is likely.",
    "A probability of 1 means the event must happen.",
)


def likelihood(ctx: GenerationContext) -> Draft:
    rng = ctx.rng
    cat = rng.randrange(5)
    # easy: unlikely and likely values far from 1/2; hard: close to it (1/4 to 3/4)
    far = [v for v in LIKELY_VALUES[cat] if abs(v - Fraction(1, 2)) > Fraction(1, 4)]
    values = (far, LIKELY_VALUES[cat], [v for v in LIKELY_VALUES[cat] if v not in far])[ctx.level.rank]
    value = pick(rng, values or LIKELY_VALUES[cat])
    shown = fmt_decimal(value) if terminates(value) and rng.random() < 0.5 else fmt(value)
    answer_word = LIKELIHOOD[cat]
    lead = f"An event has a probability of {shown}."
    wrong = [
        (LIKELIHOOD[j], "misread-the-probability-scale", f"{REASONS[j]} This probability is {shown}.")
        for j in sorted(range(5), key=lambda j: abs(j - cat))
        if j != cat
    ][:3]
    asked = Ask(
        f"{lead} Which best describes the event: impossible, unlikely, neither likely nor unlikely, likely, or certain?",
        f"{lead} The event is ___.",
        answer_word,
        f"Probabilities go from 0 (impossible) to 1 (certain), with 1/2 in the middle. {REASONS[cat]} So the event is {answer_word}.",
        wrong,
        f"like:{shown}",
        fmt="text",
        task="identify",
    )
    return build_ask(
        ctx,
        asked,
        table=TableForm(
            "Probability of an event",
            ("Event", "Probability"),
            (("The event", shown),),
            question="Which word best describes the event in the table: impossible, unlikely, neither likely nor unlikely, likely, or certain?",
        ),
        standard=std(ctx, "7.SP.C.5"),
    )


def _decimal(pv: Fraction) -> tuple[str, str, list[Wrong]]:
    """A probability written as a decimal: shown, its complement and the wrong complements."""
    shown, ans_s = fmt_decimal(pv), fmt_decimal(1 - pv)
    slip = (
        Fraction(10 - (pv * 100) // 10 % 10, 10) + Fraction(10 - pv * 100 % 10, 100)
        if (pv * 100) % 10
        else None
    )
    wrong = [
        (
            fmt_decimal(pv),
            "gave-the-same-probability",
            "The event and its opposite only match when each is 0.5.",
        ),
        (
            fmt_decimal(slip) if slip is not None and slip != 1 - pv and slip < 1 else "",
            "subtracted-each-digit-from-10",
            "Subtracting from 1.00 needs regrouping; each digit is not taken from 10.",
        ),
        (
            fmt_decimal(1 - pv + Fraction(1, 10))
            if 1 - pv + Fraction(1, 10) < 1
            else fmt_decimal(1 - pv - Fraction(1, 10)),
            "subtraction-slip",
            f"1 - {shown} = {ans_s}.",
        ),
        (
            fmt_decimal((1 - pv) * 100),
            "wrote-a-percent-as-a-probability",
            "Probabilities are written from 0 to 1.",
        ),
    ]
    return shown, ans_s, wrong


def _fraction(pv: Fraction) -> tuple[str, str, list[Wrong]]:
    """A probability written as a fraction: shown, its complement and the wrong complements."""
    shown, ans_s = fmt(pv), fmt(1 - pv)
    wrong = [
        (fmt(pv), "gave-the-same-probability", "The event and its opposite only match when each is 1/2."),
        (
            fmt(Fraction(pv.denominator - pv.numerator, pv.numerator)) if pv.numerator else "",
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
        (str(pv.denominator - pv.numerator), "gave-the-count", "A probability is a part of 1, not a count."),
    ]
    return shown, ans_s, wrong


def complement(ctx: GenerationContext) -> Draft:
    rng, lv = ctx.rng, ctx.level.rank
    what = pick(rng, bank_list("sp-probability", "events"))
    use_dec = rng.random() < 0.5
    if use_dec:
        pv = (
            Fraction(pick(rng, [k for k in range(1, 20) if k != 10]) * 5, 100)
            if lv
            else Fraction(pick(rng, (1, 2, 3, 4, 6, 7, 8, 9)), 10)
        )
        shown, ans_s, wrong = _decimal(pv)
    else:
        den = pick(rng, (5, 6, 8, 10, 12))
        pv = Fraction(pick(rng, [k for k in range(1, den) if 2 * k != den]), den)
        shown, ans_s, wrong = _fraction(pv)
    ans = 1 - pv
    lead = f"The probability that {what} is {shown}."
    ask = "What is the probability that this does not happen?"
    asked = Ask(
        f"{lead} {ask}",
        f"{lead} The probability that this does not happen is ___.",
        ans_s,
        f"An event and its opposite add up to 1. So P(not) = 1 - {shown} = {ans_s}.",
        wrong,
        f"comp:{what}:{shown}",
        fmt="fraction" if not use_dec else "number",
        acceptable=frac_acceptable(ans) if not use_dec else (fmt(ans),),
    )
    return build_ask(
        ctx,
        asked,
        value=ans_s,
        table=TableForm(
            "Chance of an event",
            ("Event", "Probability"),
            ((what, shown),),
            question=f"The table gives the probability that {what}. {ask}",
        ),
        mag=2,
        standard=std(ctx, "7.SP.C.7a", "7.SP.C.5"),
    )
