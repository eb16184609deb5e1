"""Equation stories: one-step (stickers, muffin boxes, notebook prices, laps; 6.EE.B.7) and
two-step (gym fees, movie snacks, a rectangle's perimeter, a growing plant, a falling temperature;
7.EE.B.4a). Each kind of story is a small builder; the question around it is shared."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from educontent.generation.kit.answer_forms import acceptable_forms, person, question, wrongs
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import count_of, with_article
from educontent.generation.kit.levels import ranked_draw
from educontent.generation.kit.math_forms import MathQuestion
from educontent.generation.numbers.rationals import digits, dx, fx, money, tidy

F = Fraction


@dataclass(frozen=True)
class _Story:
    stem: str
    ask: str
    tail: str
    eq: str
    value: Fraction
    candidates: list[tuple[str, str, str]]


# ---- one step ----------------------------------------------------------------------------------------


def _more(rng: random.Random, lvl: int, who: str, pron: str) -> _Story:
    x, p = (rng.randint((5, 20, 60)[lvl], (30, 80, 300)[lvl]) for _ in range(2))
    return _Story(
        f"{who} had some stickers. After getting {p} more, {pron} has {x + p} stickers.",
        f"How many stickers did {who} have at first?",
        f"{who} had ___ stickers at first.",
        f"s + {p} = {x + p}",
        F(x),
        [
            (str(2 * p + x), "added-instead-of-subtracting", f"Undo adding {p} by subtracting {p}."),
            (str(x + p), "copied-the-total", "That is how many there are now."),
        ],
    )


def _boxes(rng: random.Random, lvl: int, who: str, pron: str) -> _Story:
    p, x = rng.randint(4, 12), rng.randint((3, 6, 15)[lvl], (10, 20, 40)[lvl])
    return _Story(
        f"Each box holds {p} muffins. {who} fills some boxes with {p * x} muffins in all.",
        "How many boxes are filled?",
        "___ boxes are filled.",
        f"{p}b = {p * x}",
        F(x),
        [
            (str(p * x - p), "subtracted-instead-of-dividing", f"Each box holds {p}, so divide by {p}."),
            (str(p * p * x), "multiplied-instead-of-dividing", f"Divide {p * x} by {p}."),
        ],
    )


def _cost(rng: random.Random, lvl: int, who: str, pron: str) -> _Story:
    p = rng.randint((2, 3, 5)[lvl], (6, 9, 12)[lvl])
    each = F(rng.randint(50, 900), 100) if lvl else F(rng.randint(1, 9))
    return _Story(
        f"{who} paid {money(p * each)} for {p} notebooks that each cost the same.",
        "How much did each notebook cost?",
        "Each notebook cost ___.",
        f"{p}c = {dx(p * each)}",
        each,
        [
            (money(p * each * p), "multiplied-instead-of-dividing", f"Divide the total by {p}."),
            (money(p * each - p), "subtracted-instead-of-dividing", f"Divide the total by {p}."),
        ],
    )


def _laps(rng: random.Random, lvl: int, who: str, pron: str) -> _Story:
    p = F(rng.randint(1, 7), 4) + rng.randint(0, 2)
    x = ranked_draw(rng, 2, 12, lvl)
    return _Story(
        f"One lap around a park is {count_of(p, 'mile', fx(p))}. {who} ran {fx(p * x)} miles by running some laps.",
        f"How many laps did {who} run?",
        f"{who} ran ___ laps.",
        f"{fx(p)}l = {fx(p * x)}",
        F(x),
        [
            (
                fx(p * x - p),
                "subtracted-instead-of-dividing",
                f"Divide the total distance by the length of one lap, {fx(p)}.",
            ),
            (fx(p * x * p), "multiplied-instead-of-dividing", "Divide to find how many laps."),
        ],
    )


_ONE_STEP = {"more": _more, "boxes": _boxes, "cost": _cost, "laps": _laps}


def one_step_story(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = person(rng)
    kind = pick(rng, tuple(_ONE_STEP))
    story = _ONE_STEP[kind](rng, lvl, who, pron)
    value = story.value
    answer = money(value) if kind == "cost" else fx(value)
    return question(
        prompt=f"{story.stem} {story.ask}",
        fill=f"{story.stem} {story.tail}",
        answer=answer,
        acceptable=(dx(value),) if kind == "cost" else (),
        explanation=f"Write an equation: {story.eq}. Use the inverse operation to solve it: the answer is {answer}.",
        wrong=wrongs(answer, story.candidates, fallback=value, fallback_fmt=money if kind == "cost" else fx),
        task="word-problem",
        steps=2,
        magnitude=digits(value),
        key=f"one-story:{kind}:{story.stem}",
        standard="6.EE.B.7",
    )


# ---- two steps ---------------------------------------------------------------------------------------


def _gym(rng: random.Random, lvl: int, who: str) -> _Story:
    j, m, x = ranked_draw(rng, 2, 10, lvl) * 5, ranked_draw(rng, 10, 40, lvl), ranked_draw(rng, 2, 12, lvl)
    return _Story(
        f"A gym charges {with_article(f'{j}-dollar')} joining fee and {m} dollars each month. {who} has paid {j + m * x} dollars in all.",
        f"For how many months has {who} been a member?",
        f"{who} has been a member for ___ months.",
        f"{j} + {m}x = {j + m * x}",
        F(x),
        [
            (fx(F(j + m * x + j, m)), "added-the-fee", "Subtract the joining fee first."),
            (fx(F(j + m * x, m)), "forgot-the-fee", "Take away the joining fee before dividing."),
            (str(j + m * x - j), "forgot-to-divide", f"Divide by {m}, the cost of one month."),
        ],
    )


def _snack(rng: random.Random, lvl: int, who: str) -> _Story:
    n, s = ranked_draw(rng, 2, 6, lvl), ranked_draw(rng, 2, 8, lvl)
    ticket = F(rng.randint(5, 15)) if lvl < 2 else F(rng.randint(20, 60), 4)
    total = n * (ticket + s)
    return _Story(
        f"{n} friends each buy a movie ticket and {with_article(f'{s}-dollar')} snack. They spend {tidy(total)} dollars in all.",
        "How many dollars does one ticket cost?",
        "One ticket costs ___ dollars.",
        f"{n}(x + {s}) = {tidy(total)}",
        ticket,
        [
            (tidy(total / n + s), "added-the-snack", "Subtract the snack cost after dividing."),
            (tidy((total - s) / n), "subtracted-only-one-snack", f"Each of the {n} friends buys a snack."),
            (tidy(total / n), "forgot-the-snack", "Each friend's share includes the snack."),
        ],
    )


def _perimeter(rng: random.Random, lvl: int, who: str) -> _Story:
    w, length = ranked_draw(rng, 2, 15, lvl), ranked_draw(rng, 3, 30, lvl)
    return _Story(
        f"A rectangle is {w} centimeters wide and has a perimeter of {2 * (w + length)} centimeters.",
        "How long is the rectangle in centimeters?",
        "The rectangle is ___ centimeters long.",
        f"2(x + {w}) = {2 * (w + length)}",
        F(length),
        [
            (
                str(2 * (w + length) - w),
                "forgot-to-halve",
                "The perimeter counts each side twice: divide by 2 first.",
            ),
            (
                str(2 * (w + length) // 2),
                "forgot-the-width",
                f"Half the perimeter is length + width; subtract {w}.",
            ),
            (
                fx(F(2 * (w + length) - 2 * w, 4)),
                "divided-by-4",
                "A rectangle has two lengths and two widths.",
            ),
        ],
    )


def _plant(rng: random.Random, lvl: int, who: str) -> _Story:
    h, g, x = ranked_draw(rng, 2, 20, lvl), ranked_draw(rng, 2, 6, lvl), ranked_draw(rng, 2, 10, lvl)
    return _Story(
        f"A plant is {h} centimeters tall and grows {g} centimeters each week.",
        f"After how many weeks will it be {h + g * x} centimeters tall?",
        f"It will be {h + g * x} centimeters tall after ___ weeks.",
        f"{h} + {g}x = {h + g * x}",
        F(x),
        [
            (fx(F(h + g * x, g)), "forgot-the-starting-height", f"Subtract the starting height {h} first."),
            (str(g * x), "forgot-to-divide", f"Divide the growth by {g}."),
            (
                fx(F(h + g * x + h, g)),
                "added-the-starting-height",
                "Subtract, do not add, the starting height.",
            ),
        ],
    )


def _cold(rng: random.Random, lvl: int, who: str) -> _Story:
    t, d, x = rng.randint(-5, 20), ranked_draw(rng, 2, 6, lvl), ranked_draw(rng, 2, 8, lvl)
    end = t - d * x
    return _Story(
        f"The temperature is {t}°F and falls {d}°F each hour.",
        f"After how many hours will it be {end}°F?",
        f"It will be {end}°F after ___ hours.",
        f"{t} - {d}x = {end}",
        F(x),
        [
            (
                fx(F(abs(end), d)) if end else str(x + 1),
                "ignored-the-starting-temperature",
                f"The change is {end} - {t} = {end - t}.",
            ),
            (str(d * x), "forgot-to-divide", f"Divide the change by {d}."),
            (
                fx(F(t + end, d)) if (t + end) > 0 else str(x + 2),
                "added-the-temperatures",
                "Find the change by subtracting.",
            ),
        ],
    )


_TWO_STEP = {"gym": _gym, "snack": _snack, "perimeter": _perimeter, "plant": _plant, "cold": _cold}


def two_step_story(rng: random.Random, lvl: int) -> MathQuestion:
    who = person(rng).name
    kind = pick(rng, tuple(_TWO_STEP))
    story = _TWO_STEP[kind](rng, lvl, who)
    value = story.value
    answer = fx(value) if value.denominator == 1 or kind != "snack" else tidy(value)
    return question(
        prompt=f"{story.stem} {story.ask}",
        fill=f"{story.stem} {story.tail}",
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=f"Write an equation: {story.eq}. Undo the operations in reverse order to get x = {answer}. Check by substituting.",
        wrong=wrongs(answer, story.candidates, fallback=value),
        task="word-problem",
        steps=3,
        magnitude=digits(value),
        key=f"two-story:{kind}:{story.stem}:{story.ask}",
        standard="7.EE.B.4a",
    )
