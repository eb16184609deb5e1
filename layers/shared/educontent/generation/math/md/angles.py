"""Grade 4 angles: angles as turns and fractions of a full turn, angles made of equal smaller angles,
reading angle measures on a degree scale and naming kinds of angles, and adding angles or finding an
unknown part (4.MD.C.5-7)."""

from __future__ import annotations

from fractions import Fraction

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features
from educontent.generation.draw.angles import angle_figure
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import answer_question
from educontent.generation.kit.math_forms import Misconception
from educontent.generation.kit.modes import chosen, params_model
from educontent.generation.kit.question_builders import diagram, features, finish, mis
from educontent.generation.kit.types import DG, WRITTEN
from educontent.generation.numbers.decimals import mixed
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

TURNS = (
    Fraction(1, 4),
    Fraction(1, 2),
    Fraction(3, 4),
    Fraction(1, 3),
    Fraction(1, 6),
    Fraction(1, 8),
    Fraction(1, 12),
    Fraction(1, 36),
    Fraction(1, 10),
    Fraction(1, 5),
    Fraction(3, 8),
    Fraction(2, 3),
    Fraction(5, 12),
    Fraction(1, 360),
)


def _ask(
    ctx: GenerationContext,
    prompt: str,
    answer: str,
    unit: str | None,
    explanation: str,
    wrong: list[Misconception],
    fill: str,
    svg: str,
    answer_format: str,
    feats: Features,
    key: str,
) -> Draft:
    """The question about the angle drawn in ``svg`` (whole-number answers are numbers)."""
    q = answer_question(
        prompt,
        answer,
        explanation,
        wrong,
        answer_value=int(answer) if answer.isdigit() else answer,
        unit=unit,
        fill_text=fill,
        diagram=diagram("shape", svg, prompt),
        answer_format=answer_format,
        features=feats,
        key=key,
    )
    return finish(ctx, q)


def _turn(ctx: GenerationContext, mode: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    turn = pick(rng, TURNS[: (5, 10, 14)[rank]])
    deg = turn * 360
    svg = angle_figure(
        [0, float(deg)] if deg < 360 else [0],
        ["?"],
        title="An angle as part of a turn",
        desc=f"Two rays from a center point. The angle between them is {mixed(turn)} of a full turn around a circle.",
    )
    if mode == "turn":
        answer = str(deg.numerator)
        prompt = f"An angle turns through {mixed(turn)} of a full circle. How many degrees is the angle?"
        fill = f"An angle that turns through {mixed(turn)} of a full circle measures ___."
        wrong = [
            mis(
                str(int(180 * turn)) if (180 * turn).denominator == 1 else "180",
                "used-180-for-a-full-turn",
                "A full turn is 360 degrees, not 180.",
            ),
            mis(
                str(int(100 * turn)) if (100 * turn).denominator == 1 else str(turn.denominator),
                "used-100-for-a-full-turn",
                "A full turn is 360 degrees.",
            ),
            mis(
                str(360 - deg.numerator) if deg != 180 else "90",
                "found-the-rest-of-the-turn",
                "This is the part of the circle the angle does not turn through.",
            ),
            mis(str(turn.denominator), "gave-the-denominator", f"Find {mixed(turn)} of 360 degrees."),
        ]
        explanation = f"A full turn is 360°. {mixed(turn)} of 360 = 360 ÷ {turn.denominator} × {turn.numerator} = {deg}°."
        unit = "degrees"
        af = "number"
    else:
        answer = mixed(turn)
        prompt = f"An angle measures {deg}°. What fraction of a full turn is it?"
        fill = f"An angle of {deg}° is a fraction of a full turn that is ___."
        wrong = [
            mis(
                mixed(Fraction(deg.numerator, 180)) if deg < 180 else mixed(turn / 2),
                "used-180-for-a-full-turn",
                "A full turn is 360 degrees.",
            ),
            mis(
                mixed(Fraction(deg.numerator, 100)),
                "used-100-for-a-full-turn",
                "A full turn is 360 degrees.",
            ),
            mis(
                mixed(1 - turn),
                "found-the-rest-of-the-turn",
                "This is the part of the turn that is left over.",
            ),
        ]
        explanation = f"A full turn is 360°. {deg}/360 = {answer}."
        unit = None
        af = "fraction"
    return _ask(
        ctx,
        prompt,
        answer,
        unit,
        explanation,
        wrong,
        fill,
        svg,
        af,
        features("compute", 2, 3, "text"),
        f"{mode}:{turn}",
    )


def _equal_parts(ctx: GenerationContext, mode: str) -> Draft:
    rng, rank = ctx.rng, ctx.level.rank
    k = rng.randint(2, (4, 6, 9)[rank])
    d = pick(rng, (5, 10, 15, 20) if rank < 2 else (5, 10, 12, 15, 18, 20))
    while k * d > 180:
        k -= 1
    total = k * d
    svg = angle_figure(
        [float(d * i) for i in range(k + 1)],
        [f"{d}°"] * k,
        title="An angle made of equal smaller angles",
        desc=f"An angle split into {k} equal smaller angles, each marked {d}°.",
    )
    prompt = f"An angle is made of {k} smaller angles that each measure {d}°. What is the measure of the whole angle?"
    wrong = [
        mis(str(k + d), "added-instead-of-multiplied", f"There are {k} angles of {d}° each: multiply."),
        mis(str(d), "gave-one-part", "That is only one of the small angles."),
        mis(str(d * (k - 1)), "one-part-too-few", "Count every small angle."),
    ]
    explanation = (
        f"An angle that turns through {total} one-degree angles measures {total}°: {k} × {d} = {total}."
    )
    fill = f"An angle made of {k} smaller angles of {d}° each measures ___."
    feats = features("compute", 2, 3, "visual")
    return _ask(
        ctx, prompt, str(total), "degrees", explanation, wrong, fill, svg, "number", feats, f"parts:{k}:{d}"
    )


def _measure(ctx: GenerationContext, mode: str) -> Draft:
    """Read an angle on a degree scale ("measure") or name its kind ("classify")."""
    rng, rank = ctx.rng, ctx.level.rank
    step = 10 if rank == 0 else 5
    if mode == "classify":
        deg = pick(rng, [x for x in range(step, 181, step) if x not in (0,)])
    else:
        deg = rng.randrange(step * 2, 180 - step, step)
    base = 0.0
    svg = angle_figure(
        [base, base + deg],
        [f"{deg}°"] if mode == "classify" else [""],
        scale=mode == "measure",
        letters=["A", "C", "B"],
        title="An angle",
        desc=(
            "Angle ABC with vertex B, drawn on a degree scale marked every 10 degrees from 0 to 180. Ray BA lies along 0."
            if mode == "measure"
            else f"Angle ABC with vertex B. Its measure is labelled {deg}°."
        ),
    )
    if mode == "measure":
        answer = str(deg)
        prompt = "Use the degree scale. What is the measure of angle ABC?"
        fill = "The measure of angle ABC is ___."
        wrong = [
            mis(str(180 - deg), "read-the-wrong-scale", "Start counting from the ray that lies on 0."),
            mis(
                str(deg + 10),
                "counted-one-mark-too-many",
                "Each long mark is 10 degrees; recount the marks.",
            ),
            mis(
                str(deg - 10),
                "counted-one-mark-too-few",
                "Each long mark is 10 degrees; recount the marks.",
            ),
        ]
        explanation = f"Ray BA is on 0. Follow the scale around to ray BC: it points to {deg}. The angle measures {deg}°."
        unit = "degrees"
        task = "represent"
    else:
        answer = "right" if deg == 90 else "straight" if deg == 180 else "acute" if deg < 90 else "obtuse"
        prompt = f"Angle ABC measures {deg}°. What kind of angle is it: acute, right, obtuse or straight?"
        fill = f"An angle of {deg}° is ___."
        names = load_bank("math", "md-angles")["kinds"]
        wrong = [
            mis(k, f"confused-{answer}-with-{k}", names[k])
            for k in ("acute", "right", "obtuse", "straight")
            if k != answer
        ]
        rng.shuffle(wrong)
        explanation = f"{deg}° compared with 90°: {names[answer]} So it is {answer}."
        unit = None
        task = "identify"
    af = "number" if answer.isdigit() else "text"
    feats = features(task, 1, 3, "visual")  # type: ignore[arg-type]
    return _ask(ctx, prompt, answer, unit, explanation, wrong, fill, svg, af, feats, f"{mode}:{deg}")


def _parts(ctx: GenerationContext, mode: str) -> Draft:
    """An angle split in two: find the unknown part ("unknown-part") or the whole ("join")."""
    rng, rank = ctx.rng, ctx.level.rank
    whole = pick(rng, (90, 180) if rank == 0 else (90, 180, 0))
    if whole == 0:
        whole = rng.randrange(60, 171, 5)
    a = rng.randrange(10, whole - 5, 5 if rank < 2 else 1)
    b = whole - a
    kind = {90: "a right angle", 180: "a straight angle"}.get(whole, f"an angle of {whole}°")
    if mode == "unknown-part":
        svg = angle_figure(
            [0.0, float(a), float(whole)],
            [f"{a}°", "?"],
            letters=["A", "D", "C", "B"],
            title="An angle split into two parts",
            desc=f"Angle ABC measures {whole}°. Ray BD splits it into two angles: angle ABD is {a}° and angle DBC is unknown.",
        )
        start = f"Angle ABC is {kind} ({whole}°)" if whole in (90, 180) else f"Angle ABC measures {whole}°"
        prompt = f"{start}. Ray BD splits it into two parts. Angle ABD is {a}°. What is angle DBC?"
        fill = f"Angle ABC measures {whole}° and angle ABD measures {a}°, so angle DBC measures ___."
        answer = b
        wrong = [
            mis(
                str(whole + a),
                "added-instead-of-subtracted",
                "The parts add up to the whole, so subtract the known part.",
            ),
            mis(
                str(180 - a) if whole == 90 else str(90 - a) if a < 90 and whole == 180 else str(b + 10),
                "used-the-wrong-whole",
                f"The whole angle is {whole}°.",
            ),
            mis(
                str(b + 10) if whole != 90 else str(b - 5),
                "subtraction-slip",
                "Check: the two parts must add up to the whole.",
            ),
        ]
        explanation = (
            f"The two parts add up to the whole angle: {a}° + ? = {whole}°. So ? = {whole} - {a} = {b}°."
        )
    else:
        svg = angle_figure(
            [0.0, float(a), float(whole)],
            [f"{a}°", f"{b}°"],
            letters=["A", "D", "C", "B"],
            title="Two angles side by side",
            desc=f"Ray BD splits angle ABC into angle ABD of {a}° and angle DBC of {b}°.",
        )
        prompt = f"Angle ABD is {a}° and angle DBC is {b}°. They share ray BD and do not overlap. What is the measure of angle ABC?"
        fill = f"Angle ABD is {a}° and angle DBC is {b}°, so angle ABC measures ___."
        answer = whole
        wrong = [
            mis(str(abs(a - b)), "subtracted-instead-of-added", "The whole angle is the sum of its parts."),
            mis(str(whole + 10), "addition-slip", "Check the addition."),
            mis(str(max(a, b)), "gave-the-larger-part", "Add both parts."),
        ]
        explanation = f"Angle measure is additive: {a}° + {b}° = {whole}°."
    feats = features("word-problem", 2, 3, "visual")
    return _ask(
        ctx,
        prompt,
        str(answer),
        "degrees",
        explanation,
        wrong,
        fill,
        svg,
        "number",
        feats,
        f"{mode}:{whole}:{a}",
    )


MODES = {
    "turn": _turn,
    "turn-fraction": _turn,
    "equal-parts": _equal_parts,
    "measure": _measure,
    "classify": _measure,
    "unknown-part": _parts,
    "join": _parts,
}
AngleParams = params_model("AngleParams", mode=chosen(MODES))


_BANDS = "angles read to the nearest 10° (easy) or 5° (medium, hard); parts of a right or straight angle (easy), of any angle (medium), to the degree (hard); harder fractions of a turn and more equal parts at each level"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=AngleParams, levels=Levels("form", _BANDS))
def angles(ctx: GenerationContext) -> Draft:
    p: AngleParams = ctx.params
    return MODES[p.mode](ctx, p.mode)
