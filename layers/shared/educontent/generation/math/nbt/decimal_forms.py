"""Grade 5 reading and writing decimals to thousandths: expanded form with fractions of ten, words,
and decimals from words (5.NBT.A.3a)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from educontent.generation.kit.arith_params import one_of
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.kit.question_builders import clean, features, finish, mis
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.decimals import decimal_words, exact_value, place_term
from educontent.generation.numbers.words import number_words, place_word
from educontent.generation.registry import Draft, GenerationContext, generator


@dataclass(frozen=True)
class _Decimal:
    whole: int
    frac: int
    places: int
    value: Fraction
    text: str


def _expanded(ctx: GenerationContext, n: _Decimal) -> Draft:
    whole, places, text = n.whole, n.places, n.text
    digits = [
        (int(ch), e)
        for ch, e in zip(text.replace(".", ""), range(len(str(whole)) - 1, -places - 1, -1), strict=True)
    ]
    answer = " + ".join(place_term(d, e) for d, e in digits if d)
    wrong = [
        mis(
            " + ".join(place_term(d, e - 1 if e < 0 else e) for d, e in digits if d),
            "shifted-the-decimal-places",
            "The first place after the decimal point is tenths (1/10).",
        ),
        mis(
            " + ".join(place_term(d, e if e >= 0 else -e - 1) for d, e in digits if d),
            "treated-decimal-digits-as-whole-numbers",
            "Digits after the decimal point are worth less than 1.",
        ),
        mis(
            " + ".join(place_term(d, e + 1) for d, e in digits if d),
            "every-place-one-too-big",
            "Start from the ones place just left of the decimal point.",
        ),
    ]
    wrong = [m for m in wrong if exact_value(m.display) != n.value]
    q = MathQuestion(
        prompt=f"Which is the expanded form of {text}?",
        answer_display=answer,
        explanation="Write each digit times its place value: " + answer + f" = {text}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"The expanded form of {text} is ___.",
        answer_format="expression",
        features=features("represent", 2, len(text), "symbolic"),
        key=f"expanded:{text}",
    )
    return finish(ctx, q)


def _to_words(ctx: GenerationContext, n: _Decimal) -> Draft:
    whole, frac, places, text = n.whole, n.frac, n.places, n.text
    said = decimal_words(whole, frac, places)
    other = {1: 2, 2: 1, 3: 2}[places]
    digits = " ".join(number_words(int(c)) for c in f"{frac:0{places}d}")
    wrong = [
        mis(
            decimal_words(whole, frac, other)
            if frac < 10**other
            else decimal_words(whole, frac, 3 if places != 3 else 2),
            "named-the-wrong-place",
            f"The last digit is in the {place_word(places)}s place.",
        ),
        mis(
            number_words(whole * 10**places + frac)
            if whole * 10**places + frac < 1000
            else f"{number_words(whole)} point {digits}",
            "ignored-the-decimal-point",
            "Say 'and' for the decimal point, then name the decimal part with its place.",
        ),
        mis(
            decimal_words(whole + 1, frac, places) if whole else decimal_words(1, frac, places),
            "misread-the-whole-number",
            f"The whole number part is {whole}.",
        ),
    ]
    q = MathQuestion(
        prompt=f"How do you write {text} in words?",
        answer_display=said,
        explanation=f"Read the whole number, say 'and' for the decimal point, then read {frac} and name the last place: {said}.",
        misconceptions=clean(said, wrong),
        fill_text=f"In words, {text} is ___.",
        answer_format="text",
        features=features("represent", 1, len(text), "text"),
        key=f"towords:{text}",
    )
    return finish(ctx, q)


def _from_words(ctx: GenerationContext, n: _Decimal) -> Draft:
    whole, frac, places, text = n.whole, n.frac, n.places, n.text
    said = decimal_words(whole, frac, places)
    answer = text
    wrong = [
        mis(f"{whole}.{frac}", "left-out-placeholder-zeros", "The last digit must land in the named place."),
        mis(f"{whole}{frac:0{places}d}", "ignored-the-decimal-point", "'and' marks the decimal point."),
        mis(
            f"{whole}.0{frac:0{places}d}",
            "put-the-digits-in-the-wrong-places",
            "Count the places after the decimal point.",
        ),
        mis(
            f"{whole + 1}.{frac:0{places}d}", "misread-the-whole-number", f"The whole number part is {whole}."
        ),
    ]
    q = MathQuestion(
        prompt=f"Write “{said}” as a decimal.",
        answer_display=answer,
        answer_value=answer,
        explanation=f"The whole number is {whole}. The decimal part {place_word(places)}s needs {places} digit{'s' if places > 1 else ''} after the point: {answer}.",
        misconceptions=clean(answer, wrong),
        fill_text=f"As a decimal, “{said}” is ___.",
        features=features("represent", 1, len(text), "text"),
        key=f"fromwords:{text}",
    )
    return finish(ctx, q)


MODES = {"expanded": _expanded, "to-words": _to_words, "from-words": _from_words}


class DecimalFormParams(one_of(MODES)):
    """Which form to ask for (a key of ``MODES``)."""


@generator(content_types=WRITTEN, params=DecimalFormParams)
def decimal_forms(ctx: GenerationContext) -> Draft:
    p: DecimalFormParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    places = (2, 3, 3)[rank] if p.mode == "expanded" else (1, 2, 3)[rank]
    whole = rng.randint(0, (9, 99, 999)[rank])
    frac = rng.randint(1, 10**places - 1)
    if frac % 10 == 0 and places > 1:
        frac += 1
    value = Fraction(whole) + Fraction(frac, 10**places)
    return MODES[p.mode](ctx, _Decimal(whole, frac, places, value, f"{whole}.{frac:0{places}d}"))
