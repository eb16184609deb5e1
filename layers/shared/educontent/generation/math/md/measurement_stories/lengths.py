"""Length stories with fractions: adding or subtracting lengths in halves, fourths or eighths of a
unit, with the first length marked on a measuring scale."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.draw.svg import number_line
from educontent.generation.kit.arith_asked import Asked
from educontent.generation.kit.choose import pick
from educontent.generation.kit.geo_drawn import drawn
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.question_builders import features, mis
from educontent.generation.math.md._units import in_number, measured, parts, story_fill
from educontent.generation.numbers.decimals import mixed
from educontent.generation.registry import Draft, GenerationContext


def fraction_length(ctx: GenerationContext, who: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    den = pick(rng, ((2, 4), (2, 4, 8), (4, 8))[rank])
    unit = pick(rng, ("meter", "foot", "inch") if den != 8 else ("inch",))
    bank = load_bank("math", "md-measurement-stories")["lengths"]
    units = bank["units"][unit]
    a = rng.randint(den + 1, 4 * den)
    b = rng.randint(1, a - 1)
    add = rng.random() < 0.5
    fa, fb = Fraction(a, den), Fraction(b, den)
    answer = fa + fb if add else fa - fb
    thing = pick(rng, bank["things"])
    if add:
        prompt = f"{who} has {with_article(thing)} {measured(mixed(fa), units)} long and another {measured(mixed(fb), units)} long. How many {units} is that in all?"
        wrong = [
            mis(
                mixed(Fraction(a + b, 2 * den)),
                "added-the-denominators",
                "The pieces are the same size, so the denominator stays the same.",
            ),
            mis(mixed(fa - fb), "subtracted-instead-of-added", "Both pieces are put together, so add."),
        ]
    else:
        prompt = f"{who} has {with_article(thing)} {measured(mixed(fa), units)} long and cuts off {measured(mixed(fb), units)}. How many {units} are left?"
        wrong = [
            mis(mixed(fa + fb), "added-instead-of-subtracted", "A piece is cut off, so subtract."),
            mis(
                mixed(Fraction(a - b, 1)),
                "dropped-the-denominator",
                f"The parts are {parts(den)}, so keep the denominator {den}.",
            ),
        ]
    wrong.append(mis(mixed(answer + Fraction(1, den)), "counting-slip", f"Count the {parts(den)} again."))
    wrong.append(mis(mixed(answer + 1), "whole-number-slip", "Add or subtract the whole numbers carefully."))
    sym = "+" if add else "-"
    expl = (
        f"Write both lengths in {parts(den)}: {a}/{den} {sym} {b}/{den} = {a + b if add else a - b}/{den}"
        + (
            f" = {mixed(answer)}"
            if Fraction(a + b if add else a - b, den).denominator != den or answer > 1
            else ""
        )
        + f" {in_number(answer, units)}."
    )
    top = int(max(fa, fb, answer)) + 1
    svg = number_line(
        0,
        top,
        Fraction(1, den),
        labels={Fraction(k): str(k) for k in range(top + 1)},
        points=[(fa, "A")],
        title=f"Number line in {units}",
        desc=f"A measuring scale from 0 to {measured(top, units)} marked every 1/{den} {unit}. Point A marks {measured(mixed(fa), units)}, the first length in the problem.",
    )
    ans = mixed(answer)
    fill = story_fill(prompt, f"The length {'in all' if add else 'left'}")
    asked = Asked(prompt, ans, expl, wrong, fill, f"frac-len:{a}:{b}:{den}:{add}")
    return drawn(
        ctx,
        asked,
        "number-line",
        svg,
        features("word-problem", 2, 2, "text"),
        unit=units,
        answer_format="fraction",
    )
