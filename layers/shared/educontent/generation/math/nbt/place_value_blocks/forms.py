"""Place value in its forms: base-ten blocks, tens and ones (or hundreds, tens and ones) either
way, the value of a digit, expanded form and its missing part, and choosing the expanded form."""

from __future__ import annotations

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.difficulty import Features
from educontent.generation.draw.base_ten import base_ten
from educontent.generation.kit.choose import pick
from educontent.generation.kit.math_forms import DiagramForm, MathQuestion, PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, standard, wrongs
from educontent.generation.math.nbt._places import place_count
from educontent.generation.math.nbt.place_value_blocks.item import PV
from educontent.generation.numbers.counting import expanded, place_words, unit_count
from educontent.generation.registry import Draft, GenerationContext


def blocks(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """The number shown by base-ten blocks."""
    picture = None
    svg = base_ten(
        h,
        t,
        o,
        title="Base-ten blocks",
        desc="Base-ten blocks: flats are hundreds, rods are tens, small cubes are ones.",
    )
    prompt = "What number do the base-ten blocks show?"
    answer = n
    parts = ([f"{unit_count(h, 'hundred', 'hundreds')} = {h * 100}"] if three else []) + [
        f"{unit_count(t, 'ten', 'tens')} = {t * 10}",
        f"{unit_count(o, 'one', 'ones')} = {o}",
    ]
    together = f"{expanded(n)} = {n}" if "+" in expanded(n) else str(n)
    explanation = f"Count each kind of block: {'; '.join(parts)}. Together: {together}."
    mistakes: list[Mistake] = [
        (t + o + h, "counted-every-block-as-one", "Each rod is 10 and each flat is 100, not 1."),
        (
            int(f"{h}{o}{t}") if three else o * 10 + t,
            "swapped-tens-and-ones",
            "The tens and ones are swapped.",
        ),
        (n - o, "left-out-the-ones", "The small cubes were not counted."),
        (n + 10, "counted-a-rod-twice", "One rod was counted twice."),
    ]
    if ctx.level is DifficultyLevel.HARD:  # hard leaves out the far-off count of blocks
        mistakes = mistakes[1:]
    diagram = DiagramForm("model", svg, prompt)  # type: ignore[arg-type]
    if not three:
        picture = PictureForm("base-ten cube", n, "groups", svg, groups=tuple([10] * t + ([o] if o else [])))
    fill = "The blocks show ___."
    std = standard(ctx, "1.NBT.B.2", "2.NBT.A.1", "1.NBT.A.1")
    return PV(prompt, answer, explanation, mistakes, fill, std, n, svg, picture, diagram)


def tens_and_ones(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """A number and its tens and ones (either side missing)."""
    rng = ctx.rng
    if mode == "from-tens":
        fill = f"{place_words(h if three else None, t, o)} = ___"
        answer = n
        mistakes: list[Mistake] = [
            (h + t + o, "added-the-digits", "The tens and hundreds are worth more than ones."),
            (
                o * 10 + t if not three else h * 100 + o * 10 + t,
                "swapped-tens-and-ones",
                "The tens and ones are swapped.",
            ),
            (
                (f"{h * 100}" if three else "") + f"{t * 10}{o}",
                "wrote-each-part",
                "Each place gets one digit.",
            ),
        ]
    else:
        which = pick(rng, ("tens", "ones") + (("hundreds",) if three else ()))
        hh = ("___" if which == "hundreds" else h) if three else None
        tt = "___" if which == "tens" else t
        oo = "___" if which == "ones" else o
        fill = f"{n} = {place_words(hh, tt, oo)}"
        answer = {"hundreds": h, "tens": t, "ones": o}[which]
        mistakes = [
            (n, "wrote-the-whole-number", "The blank is how many of one place, not the whole number."),
            (
                {"hundreds": t, "tens": o, "ones": t}[which],
                "used-the-wrong-digit",
                "This digit belongs to another place.",
            ),
            (
                {"hundreds": h * 100, "tens": t * 10, "ones": o * 10}[which],
                "wrote-the-value-not-the-count",
                "The blank counts tens (or ones), it is not the value.",
            ),
            (answer + 1, "off-by-one", "This is one too many."),
        ]
    prompt = f"What number makes this true? {fill}"
    explanation = f"{n} = {expanded(n)}: {place_words(h if three else None, t, o)}."
    std = standard(ctx, "1.NBT.B.2", "2.NBT.A.1", "2.NBT.A.3")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def digit_value(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """The value of one digit."""
    rng = ctx.rng
    digits = str(n)
    choices = [k for k, d in enumerate(digits) if d != "0" and (k < len(digits) - 1 or rng.random() < 0.2)]
    k = pick(rng, choices or [len(digits) - 1])
    digit = int(digits[k])
    power = len(digits) - 1 - k
    answer = digit * 10**power
    place = ("ones", "tens", "hundreds")[power]
    prompt = f"What is the value of the digit {digit} in {n}? (It is in the {place} place.)"
    fill = f"In {n}, the digit {digit} in the {place} place is worth ___."
    explanation = f"The {digit} is in the {place} place, so it is worth {place_count(digit, power)}: {answer}. {n} = {expanded(n)}."
    mistakes: list[Mistake] = [
        (digit, "gave-the-digit-not-its-value", f"The {digit} stands for {place_count(digit, power)}."),
        (
            digit * 10 ** ((power + 1) % 3),
            "used-the-wrong-place",
            "This is the value in a different place.",
        ),
        (
            digit * 10 ** ((power + 2) % 3),
            "used-the-wrong-place",
            "This is the value in a different place.",
        ),
    ]
    std = standard(ctx, "2.NBT.A.1", "1.NBT.B.2")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def expanded_form(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """The number an expanded form makes."""
    fill = f"{expanded(n)} = ___"
    answer = n
    prompt = f"What number makes this true? {fill}"
    explanation = f"Put each part in its place: {place_words(h if three else None, t, o)} is {n}."
    parts = expanded(n).split(" + ")
    mistakes: list[Mistake] = [
        ("".join(parts), "wrote-the-parts-side-by-side", "Each place gets one digit; add the parts."),
        (sum(int(x[0]) for x in parts), "added-the-digits", "The parts are worth tens and hundreds."),
        (n + 10, "adding-slip", "Add the parts again."),
    ]
    if three and (t == 0 or o == 0):
        mistakes.insert(0, (int(str(h) + str(t or o)), "left-out-a-zero", "A zero holds the empty place."))
    std = standard(ctx, "2.NBT.A.3", "1.NBT.B.2")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def expanded_missing(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> PV:
    """The missing tens part of an expanded form."""
    rng = ctx.rng
    if not three or t == 0:
        t = t or rng.randint(1, 9)
    n = h * 100 + t * 10 + o
    shown = [str(x) for x in ([h * 100] if three else []) + [t * 10] + ([o] if o else [])]
    idx = len(shown) - (2 if o else 1)  # the tens part
    answer = t * 10
    shown[idx] = "___"
    fill = f"{n} = {' + '.join(shown)}"
    prompt = f"What number makes this true? {fill}"
    explanation = f"The tens digit of {n} is {t}, so it is worth {t * 10}. {n} = {expanded(n)}."
    mistakes: list[Mistake] = [
        (t, "wrote-the-digit", f"The {t} is in the tens place, so it is worth {t * 10}."),
        (t * 100, "used-the-wrong-place", "This is the hundreds place value."),
        (n - o if three else n, "wrote-the-rest-of-the-number", "The blank is only the tens part."),
    ]
    std = standard(ctx, "2.NBT.A.3", "1.NBT.B.2")
    return PV(prompt, answer, explanation, mistakes, fill, std, n)


def pick_expanded(ctx: GenerationContext, mode: str, n: int, h: int, t: int, o: int, three: bool) -> Draft:
    """Which shows the number in expanded form."""
    rng = ctx.rng
    if three and t and o and rng.random() < 0.5:
        t = 0
        n = h * 100 + o
    answer_text = expanded(n)
    prompt = f"Which shows {n} in expanded form?"
    explanation = f"Write the value of each digit and add: {n} = {answer_text}."
    digits = [int(d) for d in str(n)]
    wrong_digits = " + ".join(str(d) for d in digits)
    shifted = " + ".join(str(d * 10 ** (len(digits) - k)) for k, d in enumerate(digits) if d)
    mistakes: list[Mistake] = [
        (
            wrong_digits,
            "wrote-digits-not-values",
            "Each digit is worth more in the tens and hundreds places.",
        ),
        (shifted, "used-the-wrong-place", "Each part is ten times too big."),
    ]
    if three and (t == 0) != (o == 0):
        moved = expanded(h * 100 + o * 10 + t)
        mistakes.insert(0, (moved, "put-a-digit-in-the-wrong-place", "The zero shows which place is empty."))
    mistakes.append((expanded(n + 10 if t < 9 else n - 10), "wrong-tens", "The tens part does not match."))
    q = MathQuestion(
        prompt=prompt,
        answer_display=answer_text,
        explanation=explanation,
        misconceptions=wrongs(answer_text, *mistakes),
        fill_text=f"{n} = ___",
        answer_format="expression",
        features=Features(task="represent", steps=1, magnitude=len(str(n)), representation="symbolic"),
        key=f"pv:pick:{n}",
        standard=standard(ctx, "2.NBT.A.3"),
        instructions="Think about the value of each digit.",
    )
    return finish(q, ctx)
