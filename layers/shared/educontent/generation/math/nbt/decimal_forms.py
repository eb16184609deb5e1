"""Grade 5 reading and writing decimals to thousandths: expanded form with fractions of ten, words,
and decimals from words (5.NBT.A.3a)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.math_forms import AnswerFormat
from educontent.generation.kit.modes import one_of
from educontent.generation.kit.question_builders import features, finish, mis
from educontent.generation.kit.types import WRITTEN
from educontent.generation.numbers.decimals import decimal_words, exact_value, place_term
from educontent.generation.numbers.words import number_words, place_word
from educontent.generation.registry import Draft, GenerationContext, Levels, generator


@dataclass(frozen=True)
class _Decimal:
    whole: int
    frac: int
    places: int
    value: Fraction
    text: str

    @property
    def words(self) -> str:
        return decimal_words(self.whole, self.frac, self.places)


def _expanded(n: _Decimal) -> Asked:
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
    explanation = "Write each digit times its place value: " + answer + f" = {text}."
    fill = f"The expanded form of {text} is ___."
    return Asked(
        f"Which is the expanded form of {text}?", answer, explanation, wrong, fill, f"expanded:{text}"
    )


def _to_words(n: _Decimal) -> Asked:
    whole, frac, places, text, said = n.whole, n.frac, n.places, n.text, n.words
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
    explanation = f"Read the whole number, say 'and' for the decimal point, then read {frac} and name the last place: {said}."
    return Asked(
        f"How do you write {text} in words?",
        said,
        explanation,
        wrong,
        f"In words, {text} is ___.",
        f"towords:{text}",
    )


def _from_words(n: _Decimal) -> Asked:
    whole, frac, places, said = n.whole, n.frac, n.places, n.words
    answer = n.text
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
    explanation = f"The whole number is {whole}. The decimal part {place_word(places)}s needs {places} digit{'s' if places > 1 else ''} after the point: {answer}."
    fill = f"As a decimal, “{said}” is ___."
    return Asked(f"Write “{said}” as a decimal.", answer, explanation, wrong, fill, f"fromwords:{answer}")


# mode -> (builder, answer format, steps, representation)
MODES: dict[str, tuple[Callable[[_Decimal], Asked], AnswerFormat, int, str]] = {
    "expanded": (_expanded, "expression", 2, "symbolic"),
    "to-words": (_to_words, "text", 1, "text"),
    "from-words": (_from_words, "number", 1, "text"),
}


class DecimalFormParams(one_of(MODES)):
    """Which form to ask for (a key of ``MODES``)."""


_BANDS = "the whole-number part: easy 0-9, medium 10-99, hard 100-999; decimal places: easy 1, medium 2, hard 3 (expanded form: 2, 3, 3)"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN, params=DecimalFormParams, levels=Levels("size", _BANDS))
def decimal_forms(ctx: GenerationContext) -> Draft:
    p: DecimalFormParams = ctx.params
    rng, rank = ctx.rng, ctx.level.rank
    places = (2, 3, 3)[rank] if p.mode == "expanded" else (1, 2, 3)[rank]
    whole = rng.randint((0, 10, 100)[rank], (9, 99, 999)[rank])
    frac = rng.randint(1, 10**places - 1)
    if frac % 10 == 0 and places > 1:
        frac += 1
    value = Fraction(whole) + Fraction(frac, 10**places)
    text = f"{whole}.{frac:0{places}d}"
    build, form, steps, representation = MODES[p.mode]
    asked = build(_Decimal(whole, frac, places, value, text))
    q = asked.question(answer_format=form, features=features("represent", steps, len(text), representation))
    return finish(ctx, q)
