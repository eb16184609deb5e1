"""Equations and inequalities (6.EE.B, 6.EE.C.9, 7.EE.B): solutions from a set by substitution,
one-step equations, inequalities x > c and x < c (words, number lines, solutions), dependent and
independent variables (tables, equations, graphs), two-step equations px + q = r and
p(x + q) = r, multi-step problems with rational numbers, and two-step inequalities."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Literal

from educontent.catalog.records import ContentType
from educontent.generation.generators import _g67_svg as draw
from educontent.generation.generators._g67_core import (
    F,
    ModeParams,
    acceptable_forms,
    coef_text,
    digits,
    dx,
    emit,
    fx,
    linear,
    money,
    name,
    nonzero,
    pick,
    question,
    terminates,
    wrongs,
)
from educontent.generation.kit.math_forms import ArithmeticForm, DiagramForm, MathQuestion, TableForm
from educontent.generation.registry import Draft, GenerationContext, generator

T = ContentType


def _num(v: Fraction) -> str:
    return dx(v) if terminates(v) and v.denominator != 1 else fx(v)


def _rhs(v: Fraction) -> str:
    return _num(v)


# ---- one-step equations -------------------------------------------------------------------------------------


def _one_step(rng: random.Random, lvl: int, numbers: str) -> MathQuestion:
    v = pick(rng, ("x", "n", "y", "m"))
    add = rng.random() < 0.5
    decimal = False
    if numbers == "whole":
        top = (20, 100, 500)[lvl]
        if add:
            x, p = F(rng.randint(0, top)), F(rng.randint(1, top))
        else:
            p, x = F(rng.randint(2, (9, 12, 25)[lvl])), F(rng.randint(0, (12, 30, 60)[lvl]))
    elif rng.random() < 0.5:
        decimal = True
        if add:
            x, p = F(rng.randint(1, 200), pick(rng, (10, 100))), F(rng.randint(1, 200), 10)
        else:
            p, x = F(rng.randint(2, 40), pick(rng, (2, 4, 10))), F(rng.randint(1, 40))
            p = p if p != 1 else F(3, 2)
    else:
        if add:
            x, p = (
                F(rng.randint(1, 11), pick(rng, (2, 3, 4, 6))),
                F(rng.randint(1, 5), pick(rng, (2, 3, 4, 6))),
            )
        else:
            p, x = F(rng.randint(1, 5), pick(rng, (2, 3, 4, 5))), F(rng.randint(1, 12))
            p = p if p != 1 else F(3, 4)

    def show(t: Fraction) -> str:
        return dx(t) if decimal and terminates(t) else fx(t)

    if add:
        q = x + p
        eq = f"{v} + {show(p)} = {show(q)}"
        cands = [
            (
                show(q + p),
                "added-instead-of-subtracting",
                f"Undo adding {show(p)} by subtracting {show(p)} from both sides.",
            ),
            (show(q), "copied-the-total", f"{show(q)} is the total, not the value of {v}."),
            (
                show(p - q) if p > q else show(x + 1),
                "subtracted-in-the-wrong-order" if p > q else "arithmetic-slip",
                "Subtract the known part from the total." if p > q else "Check by substituting.",
            ),
        ]
        explain = f"Subtract {show(p)} from both sides: {v} = {show(q)} - {show(p)} = {show(x)}. Check: {show(x)} + {show(p)} = {show(q)}."
        arithmetic = ArithmeticForm(
            x, p, "+", f"___ + {show(p)} = {show(q)}", missing="operand1", operand_displays=(show(x), show(p))
        )
    else:
        q = p * x
        eq = f"{coef_text(p, decimal=decimal)}{v} = {show(q)}"
        cands = [
            (
                show(q - p),
                "subtracted-instead-of-dividing",
                f"{coef_text(p, decimal=decimal)}{v} means {show(p)} times {v}; undo it by dividing by {show(p)}.",
            ),
            (
                show(q * p),
                "multiplied-instead-of-dividing",
                f"Undo multiplying by {show(p)} by dividing both sides by {show(p)}.",
            ),
            (
                show(p / q) if q else show(p),
                "divided-the-wrong-way",
                f"Divide the product {show(q)} by {show(p)}.",
            ),
        ]
        explain = f"Divide both sides by {show(p)}: {v} = {show(q)} ÷ {show(p)} = {show(x)}. Check: {show(p)} × {show(x)} = {show(q)}."
        arithmetic = ArithmeticForm(
            p, x, "×", f"{show(p)} × ___ = {show(q)}", missing="operand2", operand_displays=(show(p), show(x))
        )
    answer = show(x)
    return question(
        prompt=f"Solve {eq}. What is {v}?",
        fill=f"{eq}, so {v} = ___.",
        answer=answer,
        acceptable=acceptable_forms(x),
        explanation=explain,
        wrong=wrongs(answer, cands, fallback=x, fallback_fmt=show),
        arithmetic=arithmetic,
        task="compute",
        steps=1,
        magnitude=digits(q, p),
        key=f"one-step:{eq}",
        standard="6.EE.B.7",
    )


def _one_step_story(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = name(rng)
    kind = pick(rng, ("more", "boxes", "cost", "laps"))
    if kind == "more":
        x, p = rng.randint(5, (30, 80, 300)[lvl]), rng.randint(5, (30, 80, 300)[lvl])
        stem = f"{who} had some stickers. After getting {p} more, {pron} has {x + p} stickers."
        ask, tail_ = f"How many stickers did {who} have at first?", f"{who} had ___ stickers at first."
        eq, value = f"s + {p} = {x + p}", F(x)
        cands = [
            (str(2 * p + x), "added-instead-of-subtracting", f"Undo adding {p} by subtracting {p}."),
            (str(x + p), "copied-the-total", "That is how many there are now."),
        ]
    elif kind == "boxes":
        p, x = rng.randint(4, 12), rng.randint(3, (10, 20, 40)[lvl])
        stem = f"Each box holds {p} muffins. {who} fills some boxes with {p * x} muffins in all."
        ask, tail_ = "How many boxes are filled?", "___ boxes are filled."
        eq, value = f"{p}b = {p * x}", F(x)
        cands = [
            (str(p * x - p), "subtracted-instead-of-dividing", f"Each box holds {p}, so divide by {p}."),
            (str(p * p * x), "multiplied-instead-of-dividing", f"Divide {p * x} by {p}."),
        ]
    elif kind == "cost":
        p = rng.randint(2, (6, 9, 12)[lvl])
        each = F(rng.randint(50, 900), 100) if lvl else F(rng.randint(1, 9))
        stem = f"{who} paid {money(p * each)} for {p} notebooks that each cost the same."
        ask, tail_ = "How much did each notebook cost?", "Each notebook cost ___."
        eq, value = f"{p}c = {dx(p * each)}", each
        cands = [
            (money(p * each * p), "multiplied-instead-of-dividing", f"Divide the total by {p}."),
            (money(p * each - p), "subtracted-instead-of-dividing", f"Divide the total by {p}."),
        ]
    else:
        p = F(rng.randint(1, 7), 4) + rng.randint(0, 2)
        x = rng.randint(2, 12)
        stem = f"One lap around a park is {fx(p)} miles. {who} ran {fx(p * x)} miles by running some laps."
        ask, tail_ = f"How many laps did {who} run?", f"{who} ran ___ laps."
        eq, value = f"{fx(p)}l = {fx(p * x)}", F(x)
        cands = [
            (
                fx(p * x - p),
                "subtracted-instead-of-dividing",
                f"Divide the total distance by the length of one lap, {fx(p)}.",
            ),
            (fx(p * x * p), "multiplied-instead-of-dividing", "Divide to find how many laps."),
        ]
    answer = money(value) if kind == "cost" else fx(value)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail_}",
        answer=answer,
        acceptable=(dx(value),) if kind == "cost" else (),
        explanation=f"Write an equation: {eq}. Use the inverse operation to solve it: the answer is {answer}.",
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=money if kind == "cost" else fx),
        task="word-problem",
        steps=2,
        magnitude=digits(value),
        key=f"one-story:{kind}:{stem}",
        standard="6.EE.B.7",
    )


# ---- substitution -------------------------------------------------------------------------------------------


def _substitution(rng: random.Random, lvl: int, inequality: bool) -> MathQuestion:
    v = pick(rng, ("x", "n", "y"))
    a, b = rng.randint(2, (5, 9, 12)[lvl]), rng.randint(1, (10, 20, 30)[lvl])
    start = rng.randint(0, (8, 15, 20)[lvl])
    choices = [start + i for i in range(4)]
    minus = rng.random() < 0.4 and a * start > b
    lhs = f"{a}{v} {'-' if minus else '+'} {b}"

    def value(n: int) -> int:
        return a * n - b if minus else a * n + b

    if inequality:
        greater = rng.random() < 0.5
        if greater:  # only the largest choice works
            right = choices[-1]
            bound = rng.randint(value(choices[-2]), value(choices[-1]) - 1)
            relation = f"{lhs} > {bound}"
            works = [n for n in choices if value(n) > bound]
        else:
            right = choices[0]
            bound = rng.randint(value(choices[0]) + 1, value(choices[1]))
            relation = f"{lhs} < {bound}"
            works = [n for n in choices if value(n) < bound]
        assert works == [right]
    else:
        right = pick(rng, choices)
        relation = f"{lhs} = {value(right)}"
    shown_set = "{" + ", ".join(map(str, choices)) + "}"
    cands = [
        (
            str(n),
            "did-not-check-by-substituting",
            f"Substituting {n} gives {a} × {n} {'-' if minus else '+'} {b} = {value(n)}, which does not make {relation} true.",
        )
        for n in choices
        if n != right
    ]
    answer = str(right)
    return question(
        prompt=f"Which value of {v} from the set {shown_set} makes {relation} true?",
        fill=f"From the set {shown_set}, the value of {v} that makes {relation} true is ___.",
        answer=answer,
        explanation=(
            "Substitute each value and check: "
            + "; ".join(f"{a} × {n} {'-' if minus else '+'} {b} = {value(n)}" for n in choices)
            + f". Only {v} = {right} makes {relation} true."
        ),
        wrong=wrongs(answer, cands),
        task="reason",
        steps=3,
        magnitude=digits(value(choices[-1])),
        key=f"subst:{relation}:{choices}",
        standard="6.EE.B.5",
    )


# ---- two-step equations -------------------------------------------------------------------------------------


def _two_step(rng: random.Random, lvl: int, parentheses: bool) -> MathQuestion:
    v = pick(rng, ("x", "n", "y", "m"))
    if lvl == 0:
        p, q, x = F(rng.randint(2, 9)), F(rng.randint(1, 20)), F(rng.randint(1, 12))
    elif lvl == 1:
        p, q, x = F(nonzero(rng, -9, 9)), F(nonzero(rng, -20, 20)), F(nonzero(rng, -12, 12))
    else:
        p = pick(rng, (F(nonzero(rng, -9, 9), 2), F(nonzero(rng, -9, 9), 10), F(nonzero(rng, -9, 9))))
        q = pick(rng, (F(nonzero(rng, -40, 40), 4), F(nonzero(rng, -90, 90), 10)))
        x = F(nonzero(rng, -12, 12)) if p.denominator != 1 else F(nonzero(rng, -24, 24), 2)
        if p == 1 or p == -1:
            p = F(3, 2)
    decimal = any(t.denominator in (10, 100) for t in (p, q)) and all(terminates(t) for t in (p, q, x))

    def show(t: Fraction) -> str:
        return dx(t) if decimal and terminates(t) else fx(t)

    if parentheses:
        r = p * (x + q)
        inner = linear([(1, v), (q, "")], decimal=decimal)
        lead = show(p) if p.denominator == 1 or decimal else f"({fx(p, mixed=False)})"
        eq = f"{lead}({inner}) = {show(r)}"
        cands = [
            (
                show(r / p + q),
                "added-instead-of-subtracting",
                f"After dividing by {show(p)}, undo + {show(q)} by subtracting.",
            ),
            (
                show((r - q) / p),
                "did-not-divide-the-whole-side-first",
                f"{show(p)} multiplies the whole sum, so divide both sides by {show(p)} first (or distribute).",
            ),
            (show(r - p * q), "forgot-to-divide", f"Divide by {show(p)} to find {v}."),
        ]
        explain = f"Divide both sides by {show(p)}: {inner} = {show(r / p)}. Then subtract {show(q)}: {v} = {show(r / p)} - {'(' + show(q) + ')' if q < 0 else show(q)} = {show(x)}."
    else:
        r = p * x + q
        eq = f"{linear([(p, v), (q, '')], decimal=decimal)} = {show(r)}"
        cands = [
            (
                show((r + q) / p),
                "added-instead-of-subtracting",
                f"Undo + {show(q)} by subtracting {show(q)} from both sides."
                if q > 0
                else f"Undo - {show(-q)} by adding {show(-q)} to both sides.",
            ),
            (show(r - q), "forgot-to-divide", f"After subtracting, divide both sides by {show(p)}."),
            (
                show(r / p - q),
                "divided-before-subtracting-only-one-term",
                f"Subtract {show(q)} first, then divide by {show(p)}.",
            ),
            (show(-x), "sign-error", "Check the signs by substituting the answer."),
        ]
        explain = (
            f"Undo the constant: {linear([(p, v)], decimal=decimal)} = {show(r)} - {'(' + show(q) + ')' if q < 0 else show(q)} = {show(r - q)}. "
            f"Then divide by {show(p)}: {v} = {show(r - q)} ÷ {'(' + show(p) + ')' if p < 0 else show(p)} = {show(x)}."
        )
    answer = show(x)
    return question(
        prompt=f"Solve {eq}. What is {v}?",
        fill=f"{eq}, so {v} = ___.",
        answer=answer,
        acceptable=acceptable_forms(x),
        explanation=explain + f" Check: substitute {show(x)} for {v}.",
        wrong=wrongs(answer, cands, signed=True, fallback=x, fallback_fmt=show),
        arithmetic=ArithmeticForm(
            p,
            q,
            "+",
            f"{eq}, {v} = ___",
            operand3=r,
            missing="result",
            operand_displays=(show(p), show(q), show(r)),
        ),
        task="compute",
        steps=2,
        magnitude=digits(p, q, r),
        key=f"two-step:{eq}",
        standard="7.EE.B.4a",
    )


def _two_step_story(rng: random.Random, lvl: int) -> MathQuestion:
    who, _, _ = name(rng)
    kind = pick(rng, ("gym", "snack", "perimeter", "plant", "cold"))
    if kind == "gym":
        j, m, x = rng.randint(2, 10) * 5, rng.randint(10, 40), rng.randint(2, 12)
        stem = f"A gym charges a {j}-dollar joining fee and {m} dollars each month. {who} has paid {j + m * x} dollars in all."
        ask, tail_ = (
            f"For how many months has {who} been a member?",
            f"{who} has been a member for ___ months.",
        )
        eq, value = f"{j} + {m}x = {j + m * x}", F(x)
        cands = [
            (fx(F(j + m * x + j, m)), "added-the-fee", "Subtract the joining fee first."),
            (fx(F(j + m * x, m)), "forgot-the-fee", "Take away the joining fee before dividing."),
            (str(j + m * x - j), "forgot-to-divide", f"Divide by {m}, the cost of one month."),
        ]
    elif kind == "snack":
        n, s = rng.randint(2, 6), rng.randint(2, 8)
        ticket = F(rng.randint(5, 15)) if lvl < 2 else F(rng.randint(20, 60), 4)
        total = n * (ticket + s)
        stem = f"{n} friends each buy a movie ticket and a {s}-dollar snack. They spend {_num(total)} dollars in all."
        ask, tail_ = "How many dollars does one ticket cost?", "One ticket costs ___ dollars."
        eq, value = f"{n}(x + {s}) = {_num(total)}", ticket
        cands = [
            (_num(total / n + s), "added-the-snack", "Subtract the snack cost after dividing."),
            (_num((total - s) / n), "subtracted-only-one-snack", f"Each of the {n} friends buys a snack."),
            (_num(total / n), "forgot-the-snack", "Each friend's share includes the snack."),
        ]
    elif kind == "perimeter":
        w, length = rng.randint(2, 15), rng.randint(3, 30)
        stem = f"A rectangle is {w} centimeters wide and has a perimeter of {2 * (w + length)} centimeters."
        ask, tail_ = "How long is the rectangle in centimeters?", "The rectangle is ___ centimeters long."
        eq, value = f"2(x + {w}) = {2 * (w + length)}", F(length)
        cands = [
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
        ]
    elif kind == "plant":
        h, g, x = rng.randint(2, 20), rng.randint(2, 6), rng.randint(2, 10)
        stem = f"A plant is {h} centimeters tall and grows {g} centimeters each week."
        ask, tail_ = (
            f"After how many weeks will it be {h + g * x} centimeters tall?",
            f"It will be {h + g * x} centimeters tall after ___ weeks.",
        )
        eq, value = f"{h} + {g}x = {h + g * x}", F(x)
        cands = [
            (fx(F(h + g * x, g)), "forgot-the-starting-height", f"Subtract the starting height {h} first."),
            (str(g * x), "forgot-to-divide", f"Divide the growth by {g}."),
            (
                fx(F(h + g * x + h, g)),
                "added-the-starting-height",
                "Subtract, do not add, the starting height.",
            ),
        ]
    else:
        t, d, x = rng.randint(-5, 20), rng.randint(2, 6), rng.randint(2, 8)
        end = t - d * x
        stem = f"The temperature is {t}°F and falls {d}°F each hour."
        ask, tail_ = f"After how many hours will it be {end}°F?", f"It will be {end}°F after ___ hours."
        eq, value = f"{t} - {d}x = {end}", F(x)
        cands = [
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
        ]
    answer = fx(value) if value.denominator == 1 or kind != "snack" else _num(value)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail_}",
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=f"Write an equation: {eq}. Undo the operations in reverse order to get x = {answer}. Check by substituting.",
        wrong=wrongs(answer, cands, fallback=value),
        task="word-problem",
        steps=3,
        magnitude=digits(value),
        key=f"two-story:{kind}:{stem}:{ask}",
        standard="7.EE.B.4a",
    )


def _multi_step(rng: random.Random, lvl: int) -> MathQuestion:
    who, pron, _ = name(rng)
    kind = pick(rng, ("sale", "wages", "recipe", "tank"))
    if kind == "sale":
        p = pick(rng, (10, 20, 25, 50, 30, 40))
        cost = F(4 * rng.randint(3, 12)) if p in (25, 50) else F(rng.randint(10, 40))
        n = rng.randint(2, 3)
        spend = n * cost * (100 - p) / 100
        bill = F(next(b for b in (20, 50, 100, 200) if b > spend))
        value = bill - spend
        stem = f"A shirt costs {money(cost)}. It is on sale for {p}% off. {who} buys {n} shirts and pays with a {money(bill)} bill."
        ask, tail_ = f"How much change does {who} get?", f"{who} gets ___ in change."
        explain = f"Sale price: {money(cost)} × {dx(F(100 - p, 100))} = {money(cost * (100 - p) / 100)}. {n} shirts: {money(spend)}. Change: {money(bill)} - {money(spend)} = {money(value)}."
        cands = [
            (money(bill - n * cost), "forgot-the-discount", f"The shirts are {p}% off."),
            (money(bill - cost * (100 - p) / 100), "paid-for-one-shirt", f"{who} buys {n} shirts."),
            (money(spend), "found-the-cost-not-the-change", "Subtract the cost from the bill."),
        ]
        show = money
    elif kind == "wages":
        rate = F(rng.randint(20, 40), 2)
        hours = rng.randint(2, 8) * 2
        frac = pick(rng, (F(1, 2), F(1, 4), F(3, 4), F(1, 5), F(2, 5)))
        value = rate * hours * frac
        stem = f"{who} earns {money(rate)} each hour and works {hours} hours. {pron.capitalize()} saves {fx(frac)} of the money."
        ask, tail_ = f"How much money does {who} save?", f"{who} saves ___."
        explain = f"Money earned: {money(rate)} × {hours} = {money(rate * hours)}. Saved: {fx(frac)} × {money(rate * hours)} = {money(value)}."
        cands = [
            (
                money(rate * hours),
                "found-only-the-earnings",
                f"{pron.capitalize()} saves only {fx(frac)} of it.",
            ),
            (money(rate * hours * (1 - frac)), "found-the-part-spent", "This is the part that is not saved."),
            (money(rate * frac), "used-one-hour", f"{who} works {hours} hours."),
        ]
        show = money
    elif kind == "recipe":
        a = F(rng.randint(5, 15), 4)
        m = pick(rng, (F(3, 2), F(2), F(5, 2), F(3)))
        have = F(rng.randint(1, int(a * m) - 1 if a * m > 2 else 1))
        value = a * m - have
        stem = f"A recipe uses {fx(a)} cups of flour. {who} makes {_num(m)} times the recipe and already has {fx(have)} cups of flour."
        ask, tail_ = f"How many more cups of flour does {who} need?", f"{who} needs ___ more cups."
        explain = f"Flour needed: {fx(a)} × {_num(m)} = {fx(a * m)} cups. Subtract what {pron} has: {fx(a * m)} - {fx(have)} = {fx(value)} cups."
        cands = [
            (fx(a * m), "forgot-to-subtract", f"{who} already has {fx(have)} cups."),
            (
                fx(a - have) if a > have else fx(a + have),
                "did-not-scale-the-recipe",
                f"Multiply the recipe by {_num(m)} first.",
            ),
            (fx(a * m + have), "added-instead-of-subtracted", "Subtract the flour already there."),
        ]
        show = fx
    else:
        total = rng.randint(4, 20) * 20
        f = pick(rng, (F(3, 4), F(1, 2), F(2, 5), F(3, 5), F(4, 5)))
        used = F(rng.randint(1, int(total * f) - 1)) + F(pick(rng, (0, 5)), 10)
        value = total * f - used
        stem = f"A water tank holds {total} liters when full. It is {fx(f)} full. {who} uses {_num(used)} liters."
        ask, tail_ = "How many liters are left in the tank?", "There are ___ liters left."
        explain = f"Water in the tank: {fx(f)} × {total} = {fx(total * f)} liters. After using {_num(used)}: {fx(total * f)} - {_num(used)} = {_num(value)} liters."
        cands = [
            (_num(total - used), "used-the-full-tank", f"The tank is only {fx(f)} full."),
            (_num(total * f), "forgot-to-subtract", f"{who} used {_num(used)} liters."),
            (_num(total * f + used), "added-instead-of-subtracted", "Using water makes less."),
        ]
        show = _num
    answer = show(value)
    return question(
        prompt=f"{stem} {ask}",
        fill=f"{stem} {tail_}",
        answer=answer,
        acceptable=acceptable_forms(value),
        explanation=explain + " Estimate to check that the answer is reasonable.",
        wrong=wrongs(answer, cands, fallback=value, fallback_fmt=show),
        task="word-problem",
        steps=3,
        magnitude=digits(value),
        key=f"multi:{kind}:{stem}",
        standard="7.EE.B.3",
    )


EquationMode = Literal[
    "one-step",
    "one-step-story",
    "substitution",
    "substitution-inequality",
    "two-step",
    "parentheses",
    "two-step-story",
    "multi-step",
]


class EquationParams(ModeParams):
    mode: EquationMode
    numbers: Literal["whole", "rational"] = "whole"


@generator(
    "math.g67.equations",
    content_types={T.ARITHMETIC, T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE},
    params=EquationParams,
)
def equations(ctx: GenerationContext) -> Draft:
    p: EquationParams = ctx.params
    rng, lvl = ctx.rng, ctx.level.rank
    if p.mode == "one-step":
        q = _one_step(rng, lvl, p.numbers)
    elif p.mode in ("substitution", "substitution-inequality"):
        q = _substitution(rng, lvl, p.mode == "substitution-inequality")
    elif p.mode in ("two-step", "parentheses"):
        q = _two_step(rng, lvl, p.mode == "parentheses")
    else:
        q = {"one-step-story": _one_step_story, "two-step-story": _two_step_story, "multi-step": _multi_step}[
            p.mode
        ](rng, lvl)
    return emit(ctx, q)


# ---- inequalities -------------------------------------------------------------------------------------------

_CONSTRAINTS = (
    (
        "A ride is only for riders taller than {n} inches. Let h be a rider's height in inches.",
        "h",
        ">",
        (40, 54),
    ),
    (
        "The temperature stayed below {n} degrees all day. Let t be the temperature in degrees.",
        "t",
        "<",
        (-10, 40),
    ),
    ("More than {n} people came to the fair. Let p be the number of people who came.", "p", ">", (50, 900)),
    ("A box can hold less than {n} pounds. Let w be the weight in the box in pounds.", "w", "<", (10, 80)),
    ("Scores greater than {n} points win a prize. Let s be a score that wins a prize.", "s", ">", (60, 95)),
    ("A bus has fewer than {n} open seats. Let e be the number of open seats.", "e", "<", (5, 30)),
)


def _ineq(v: str, op: str, bound: Fraction) -> str:
    return f"{v} {op} {fx(bound)}"


_FLIP = {">": "<", "<": ">", "≥": "≤", "≤": "≥"}


def _write_inequality(rng: random.Random, lvl: int) -> MathQuestion:
    sentence, v, op, (low, high) = pick(rng, _CONSTRAINTS)
    n = F(rng.randint(low, high))
    stem = sentence.format(n=fx(n))
    answer = _ineq(v, op, n)
    cands = [
        (
            _ineq(v, _FLIP[op], n),
            "reversed-the-symbol",
            f"The words say {v} is {'greater' if op == '>' else 'less'} than {fx(n)}.",
        ),
        (f"{v} = {fx(n)}", "used-an-equals-sign", f"{v} can be many values, not only {fx(n)}."),
        (
            _ineq(v, "≥" if op == ">" else "≤", n),
            "included-the-boundary",
            f'"{"More" if op == ">" else "Less"} than {fx(n)}" does not include {fx(n)} itself.',
        ),
    ]
    return question(
        prompt=f"{stem} Write an inequality for {v}.",
        fill=f"{stem} An inequality for {v} is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(f"{fx(n)} {_FLIP[op]} {v}", answer.replace(" ", "")),
        explanation=f"The words mean {v} is {'greater' if op == '>' else 'less'} than {fx(n)}, so {answer}. There are infinitely many values of {v} that work.",
        wrong=wrongs(answer, cands, by_value=False),
        task="represent",
        magnitude=digits(n),
        key=f"write-ineq:{sentence[:12]}:{n}",
        standard="6.EE.B.8",
    )


def _ray_svg(c: Fraction, direction: int, closed: bool) -> str:
    lo = F(min(int(c) - 4, -2))
    hi = F(max(int(c) + 4, 2))
    return draw.number_line(
        lo,
        hi,
        1,
        label_every=1 if hi - lo <= 16 else 2,
        ray=(c, direction, closed),
        title="Solutions on a number line",
        desc="A number line with a circle at one number and a thick arrow showing the solutions.",
    )


def _read_graph(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(nonzero(rng, -8, 8))
    direction = pick(rng, (1, -1))
    closed = lvl == 2 and rng.random() < 0.4
    op = (">" if direction > 0 else "<") if not closed else ("≥" if direction > 0 else "≤")
    answer = _ineq("x", op, c)
    svg = _ray_svg(c, direction, closed)
    other_close = {">": "≥", "<": "≤", "≥": ">", "≤": "<"}[op]
    cands = [
        (
            _ineq("x", _FLIP[op], c),
            "reversed-the-direction",
            f"The arrow points to the {'right (greater numbers)' if direction > 0 else 'left (lesser numbers)'}.",
        ),
        (
            _ineq("x", other_close, c),
            "mixed-up-open-and-closed-circles",
            f"An {'open circle means the number is not included' if not closed else 'closed circle means the number is included'}.",
        ),
        (_ineq("x", op, c + direction), "misread-the-boundary", f"The circle is at {fx(c)}."),
    ]
    ask = "Which inequality do the solutions on the number line show?"
    return question(
        prompt=ask,
        fill="The number line shows the solutions of ___.",
        answer=answer,
        answer_format="expression",
        explanation=f"The circle is at {fx(c)} and it is {'closed, so ' + fx(c) + ' is included' if closed else 'open, so ' + fx(c) + ' is not included'}. The arrow points {'right' if direction > 0 else 'left'}, to numbers {'greater' if direction > 0 else 'less'} than {fx(c)}: {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="represent",
        magnitude=1,
        key=f"read-graph:{c}:{direction}:{closed}",
        standard="6.EE.B.8",
    )


def _solutions(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(nonzero(rng, -10, 10)) if lvl < 2 else F(nonzero(rng, -19, 19), 2)
    op = pick(rng, (">", "<"))
    side = 1 if op == ">" else -1
    good = c + side * pick(rng, (F(1, 2), F(1), F(3), F(7, 2))[: 2 + lvl])
    bad = [c, c - side * 1, c - side * pick(rng, (F(2), F(5, 2), F(4)))]
    answer = _num(good)
    cands = [
        (
            _num(c),
            "included-the-boundary",
            f"{fx(c)} makes both sides equal; it is not {'greater' if op == '>' else 'less'} than {fx(c)}.",
        ),
        (
            _num(bad[1]),
            "went-the-wrong-way",
            f"{_num(bad[1])} is {'less' if op == '>' else 'greater'} than {fx(c)}.",
        ),
        (
            _num(bad[2]),
            "compared-without-signs",
            f"On the number line, {_num(bad[2])} is on the wrong side of {fx(c)}.",
        ),
    ]
    relation = _ineq("x", op, c)
    return question(
        prompt=f"Which number is a solution of {relation}?",
        fill=f"One solution of {relation} is x = ___.",
        answer=answer,
        acceptable=acceptable_forms(good),
        explanation=f"A solution makes the inequality true. {answer} {op} {fx(c)} is true. {relation} has infinitely many solutions: every number {'greater' if op == '>' else 'less'} than {fx(c)}.",
        wrong=wrongs(answer, cands, signed=True),
        task="reason",
        magnitude=digits(c),
        key=f"solutions:{relation}:{good}",
        standard="6.EE.B.8",
    )


def _solve_inequality(rng: random.Random, lvl: int) -> MathQuestion:
    v = pick(rng, ("x", "n", "y"))
    if lvl == 0:
        p, q, c = F(rng.randint(2, 9)), F(rng.randint(1, 20)), F(rng.randint(-5, 15))
    elif lvl == 1:
        p, q, c = F(rng.randint(2, 9)), F(nonzero(rng, -20, 20)), F(nonzero(rng, -12, 12))
    else:
        p, q = F(nonzero(rng, -9, -2)), F(nonzero(rng, -20, 20))
        c = F(nonzero(rng, -12, 12)) if rng.random() < 0.6 else F(nonzero(rng, -23, 23), 2)
    op = pick(rng, (">", "<"))
    r = p * c + q
    sol_op = op if p > 0 else _FLIP[op]
    lhs = linear([(p, v), (q, "")])
    relation = f"{lhs} {op} {_num(r)}"
    answer = _ineq(v, sol_op, c)
    cands = [
        (
            _ineq(v, op if p < 0 else _FLIP[op], c),
            "did-not-flip-the-symbol" if p < 0 else "flipped-the-symbol",
            "Dividing both sides by a negative number reverses the inequality symbol."
            if p < 0
            else f"Dividing by a positive number ({fx(p)}) keeps the symbol the same.",
        ),
        (
            _ineq(v, sol_op, (r + q) / p),
            "added-instead-of-subtracting",
            f"Undo {'+ ' + fx(q) if q > 0 else '- ' + fx(-q)} first.",
        ),
        (_ineq(v, sol_op, r - q), "forgot-to-divide", f"Divide both sides by {fx(p)}."),
    ]
    return question(
        prompt=f"Solve {relation}.",
        fill=f"The solution of {relation} is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""), f"{fx(c)} {_FLIP[sol_op]} {v}"),
        explanation=(
            f"Subtract {fx(q)} from both sides: {linear([(p, v)])} {op} {_num(r - q)}. "
            f"Divide by {fx(p)}"
            + (" and reverse the symbol because you divided by a negative number" if p < 0 else "")
            + f": {answer}."
        ),
        wrong=wrongs(answer, cands, by_value=False),
        task="compute",
        steps=3 if p < 0 else 2,
        magnitude=digits(r, q),
        key=f"solve-ineq:{relation}",
        standard="7.EE.B.4b",
    )


def _inequality_story(rng: random.Random, lvl: int) -> MathQuestion:
    who, _, _ = name(rng)
    kind = pick(rng, ("plumber", "savings", "van"))
    if kind == "plumber":
        a, b = rng.randint(3, 10) * 10, rng.randint(2, 9) * 5
        c = a + b * rng.randint(2, 8) + (pick(rng, (0, b // 2)) if lvl else 0)
        stem = f"A plumber charges {a} dollars plus {b} dollars for each hour. {who} wants to spend less than {c} dollars. Let h be the number of hours."
        v, op, bound, eq = "h", "<", F(c - a, b), f"{a} + {b}h < {c}"
    elif kind == "savings":
        a, b = rng.randint(1, 10) * 5, rng.randint(2, 9) * 5
        c = a + b * rng.randint(3, 12) + (pick(rng, (0, 5)) if lvl else 0)
        stem = f"{who} has {a} dollars and saves {b} dollars each week. {who} wants to have more than {c} dollars. Let w be the number of weeks."
        v, op, bound, eq = "w", ">", F(c - a, b), f"{a} + {b}w > {c}"
    else:
        a, b = rng.randint(150, 220), rng.randint(2, 8) * 10
        c = a + b * rng.randint(5, 20) + (pick(rng, (0, b // 2)) if lvl else 0)
        stem = f"A van can carry less than {c} pounds. The driver weighs {a} pounds and each box weighs {b} pounds. Let n be the number of boxes."
        v, op, bound, eq = "n", "<", F(c - a, b), f"{a} + {b}n < {c}"
    answer = _ineq(v, op, bound)
    cands = [
        (
            _ineq(v, _FLIP[op], bound),
            "reversed-the-symbol",
            f'"{"Less" if op == "<" else "More"} than" keeps the symbol {op}.',
        ),
        (_ineq(v, op, F(c, b)), "forgot-the-starting-amount", f"Subtract {a} before dividing."),
        (_ineq(v, op, F(c + a, b)), "added-the-starting-amount", f"Subtract {a}; do not add it."),
    ]
    return question(
        prompt=f"{stem} Write and solve an inequality for {v}.",
        fill=f"{stem} The solution is ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Write the inequality {eq}. Subtract {a}: {b}{v} {op} {c - a}. Divide by {b}: {answer}. In the story, {v} must also be a whole number of at least 0.",
        wrong=wrongs(answer, cands, by_value=False),
        task="word-problem",
        steps=3,
        magnitude=digits(c),
        key=f"ineq-story:{kind}:{a}:{b}:{c}",
        standard="7.EE.B.4b",
    )


def _graph_solution(rng: random.Random, lvl: int) -> MathQuestion:
    c = F(nonzero(rng, -7, 7))
    p = F(rng.randint(2, 5)) * (pick(rng, (1, -1)) if lvl == 2 else 1)
    q = F(nonzero(rng, -9, 9))
    sol = pick(rng, (">", "<"))
    op = sol if p > 0 else _FLIP[sol]
    r = p * c + q
    lhs = linear([(p, "x"), (q, "")])
    answer = f"{lhs} {op} {_num(r)}"
    svg = _ray_svg(c, 1 if sol == ">" else -1, False)
    cands = [
        (
            f"{lhs} {_FLIP[op]} {_num(r)}",
            "reversed-the-symbol",
            "Solve the inequality and compare the direction with the arrow.",
        ),
        (
            f"{lhs} {op} {_num(r + p)}",
            "boundary-is-off-by-one",
            f"Solve: the boundary should be {fx(c)}, where the circle is.",
        ),
        (
            f"{lhs} {op} {_num(c)}",
            "forgot-to-solve",
            "The number line shows the values of x, so solve the inequality for x first.",
        ),
    ]
    ask = "The number line shows the solutions of an inequality. Which inequality is it?"
    return question(
        prompt=ask,
        fill="The number line shows the solutions of ___.",
        answer=answer,
        answer_format="expression",
        explanation=f"Solve {answer}: subtract {fx(q)}, then divide by {fx(p)}"
        + (" and reverse the symbol" if p < 0 else "")
        + f", giving x {sol} {fx(c)}. That matches the open circle at {fx(c)} and the arrow pointing {'right' if sol == '>' else 'left'}.",
        wrong=wrongs(answer, cands, by_value=False),
        diagram=DiagramForm("number-line", svg, question=ask),
        task="reason",
        steps=3,
        magnitude=digits(r),
        key=f"graph-sol:{answer}",
        standard="7.EE.B.4b",
    )


InequalityMode = Literal["write", "read-graph", "solutions", "solve", "story", "graph-solution"]


class InequalityParams(ModeParams):
    mode: InequalityMode


@generator(
    "math.g67.inequalities",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DIAGRAM},
    params=InequalityParams,
)
def inequalities(ctx: GenerationContext) -> Draft:
    builder = {
        "write": _write_inequality,
        "read-graph": _read_graph,
        "solutions": _solutions,
        "solve": _solve_inequality,
        "story": _inequality_story,
        "graph-solution": _graph_solution,
    }[ctx.params.mode]
    return emit(ctx, builder(ctx.rng, ctx.level.rank))


# ---- dependent and independent variables --------------------------------------------------------------------

_RELATIONS = (
    ("Hours worked, x", "Pay in dollars, y"),
    ("Tickets, x", "Cost in dollars, y"),
    ("Weeks, x", "Plant height in cm, y"),
    ("Boxes, x", "Crayons, y"),
)


def _rule(rng: random.Random, lvl: int) -> tuple[Fraction, Fraction]:
    if lvl == 0 or rng.random() < 0.5:
        return (
            (F(rng.randint(2, 9)), F(0)) if rng.random() < 0.6 or lvl == 0 else (F(1), F(rng.randint(2, 9)))
        )
    return F(rng.randint(2, 6)), F(rng.randint(1, 9))


def _eq(k: Fraction, b: Fraction) -> str:
    return f"y = {linear([(k, 'x'), (b, '')])}"


def _pairs(xs: list[int], k: Fraction, b: Fraction) -> str:
    shown = [f"({x}, {fx(k * x + b)})" for x in xs]
    return ", ".join(shown[:-1]) + f" and {shown[-1]}"


def _table_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k, b = _rule(rng, lvl)
    xs = sorted(rng.sample(range(1, 11), 4))
    xname, yname = pick(rng, _RELATIONS)
    answer = _eq(k, b)
    y0 = k * xs[0] + b
    cands = [
        (
            _eq(F(1), y0 - xs[0]) if (k, b) != (1, y0 - xs[0]) else _eq(y0 / xs[0], F(0)),
            "fit-only-the-first-pair",
            "The rule must work for every pair in the table, not just the first one.",
        ),
        (
            f"x = {linear([(k, 'y'), (b, '')])}",
            "swapped-the-variables",
            "y is the dependent variable: write y = ...",
        ),
        (_eq(k + 1, b) if b else _eq(k, F(1)), "miscounted-the-change", "Check the rule with each pair."),
        (
            _eq(k * xs[1] + b - (k * xs[0] + b), F(0)) if xs[1] - xs[0] != 1 else _eq(k, b + 2),
            "used-the-change-in-y",
            "Compare y with x in the same row.",
        ),
    ]
    return question(
        prompt=f"Each pair (x, y) follows the same rule: {_pairs(xs, k, b)}. Which equation gives y in terms of x?",
        fill=f"The pairs {_pairs(xs, k, b)} follow the equation ___.",
        answer=answer,
        answer_format="expression",
        acceptable=(answer.replace(" ", ""),),
        explanation=f"Look at each row: {', '.join(f'{x} → {fx(k * x + b)}' for x in xs)}. Each time, y = {linear([(k, 'x'), (b, '')])}. x is the independent variable; y depends on x.",
        wrong=wrongs(answer, cands, by_value=False),
        table=TableForm(
            title=f"{yname.split(',')[0]} and {xname.split(',')[0].lower()}",
            columns=(xname, yname),
            rows=tuple((x, int(k * x + b)) for x in xs),
            question="Write an equation for y in terms of x.",
        ),
        task="represent",
        steps=2,
        magnitude=digits(k * xs[-1] + b),
        key=f"table-eq:{k}:{b}:{xs}",
        standard="6.EE.C.9",
    )


def _table_value(rng: random.Random, lvl: int) -> MathQuestion:
    k, b = F(rng.randint(2, 9)), F(rng.randint(0, (0, 9, 20)[lvl]))
    rule = _eq(k, b)
    xs = sorted(rng.sample(range(1, 16), 4))
    target = rng.randrange(4)
    x = xs[target]
    y = k * x + b
    rows = tuple((xx, "?" if i == target else int(k * xx + b)) for i, xx in enumerate(xs))
    answer = fx(y)
    cands = [
        (fx(k + x + b), "added-instead-of-multiplied", f"{fx(k)}x means {fx(k)} × x."),
        (fx(k * (x + b)), "added-before-multiplying", "Multiply before adding."),
        (
            fx(k * x),
            "left-out-the-constant",
            f"Add {fx(b)} after multiplying." if b else "Check the multiplication.",
        ),
    ]
    return question(
        prompt=f"The rule is {rule}. What is y when x = {x}?",
        fill=f"The rule is {rule}. When x = {x}, y = ___.",
        answer=answer,
        explanation=f"Substitute x = {x}: y = {fx(k)} × {x}" + (f" + {fx(b)}" if b else "") + f" = {answer}.",
        wrong=wrongs(answer, cands, fallback=y),
        table=TableForm(
            title="Input and output",
            columns=("x", "y"),
            rows=rows,
            question=f"The table follows the rule {rule}. What number goes where the ? is?",
        ),
        task="compute",
        steps=2,
        magnitude=digits(y),
        key=f"table-value:{rule}:{x}",
        standard="6.EE.C.9",
    )


_SITUATIONS = (
    (
        "{name} earns {r} dollars for each hour worked.",
        "the number of hours worked",
        "the money earned",
        "the rate of {r} dollars per hour",
    ),
    (
        "Each ticket to a play costs {r} dollars.",
        "the number of tickets bought",
        "the total cost",
        "the price of {r} dollars per ticket",
    ),
    (
        "{name} reads {r} pages each day.",
        "the number of days",
        "the number of pages read",
        "the rate of {r} pages per day",
    ),
    (
        "A car goes {r} miles on each gallon of gas.",
        "the number of gallons used",
        "the distance driven",
        "the rate of {r} miles per gallon",
    ),
    (
        "Each box holds {r} crayons.",
        "the number of boxes",
        "the number of crayons",
        "the {r} crayons in each box",
    ),
)


def _dependent(rng: random.Random, lvl: int) -> MathQuestion:
    sentence, indep, dep, rate = pick(rng, _SITUATIONS)
    r = rng.randint(2, 20)
    stem = sentence.format(name=name(rng)[0], r=r)
    ask_dep = rng.random() < 0.6
    answer = dep if ask_dep else indep
    other = indep if ask_dep else dep
    word = "dependent" if ask_dep else "independent"
    cands = [
        (
            other,
            "swapped-dependent-and-independent",
            f"The {'dependent variable depends on' if ask_dep else 'independent variable is the one that'} {'the other quantity' if ask_dep else 'changes on its own'}: {dep} depends on {indep}.",
        ),
        (rate.format(r=r), "chose-the-constant-rate", f"{r} stays the same, so it is not a variable."),
    ]
    return question(
        prompt=f"{stem} Which quantity is the {word} variable?",
        fill=f"{stem} The {word} variable is ___.",
        answer=answer,
        answer_format="text",
        explanation=f"{dep.capitalize()} depends on {indep}: when {indep} changes, {dep} changes. So {dep} is the dependent variable and {indep} is the independent variable. The number {r} is a constant rate.",
        wrong=wrongs(answer, cands, by_value=False),
        task="reason",
        magnitude=1,
        key=f"dependent:{sentence[:10]}:{r}:{ask_dep}",
        standard="6.EE.C.9",
    )


def _graph_equation(rng: random.Random, lvl: int) -> MathQuestion:
    k = F(rng.randint(1, 3))
    b = F(rng.randint(0, 4)) if lvl else F(0)
    xs = sorted(rng.sample(range(0, 6), 4))
    pts = [(x, k * x + b, "") for x in xs]
    top = int(k * 8 + b)
    svg = draw.plane(
        title="Points on a coordinate plane",
        desc="A coordinate plane in the first quadrant with four points plotted.",
        xlo=0,
        xhi=8,
        ylo=0,
        yhi=top if top <= 20 else -(-top // 2) * 2,
        ystep=1 if top <= 20 else 2,
        points=pts,
        xname="x",
        yname="y",
    )
    answer = _eq(k, b)
    cands = [
        (_eq(k, b + 1), "misread-the-starting-value", "Check where the pattern meets the y-axis (x = 0)."),
        (_eq(k + 1, b), "misread-the-steepness", f"y goes up by {fx(k)} each time x goes up by 1."),
        (f"x = {linear([(k, 'y'), (b, '')])}", "swapped-the-variables", "y depends on x: write y = ..."),
        (
            _eq(F(1), b + k) if k != 1 else _eq(F(2), b),
            "fit-only-one-point",
            "The equation must fit every point.",
        ),
    ]
    ask = "Which equation matches the points on the graph?"
    return question(
        prompt=ask,
        fill="The points on the graph fit the equation ___.",
        answer=answer,
        answer_format="expression",
        explanation=f"Read the points: {', '.join(f'({x}, {fx(y)})' for x, y, _ in pts)}. Each time x goes up by 1, y goes up by {fx(k)}"
        + (f", and when x = 0, y = {fx(b)}" if b else ", and the points start at (0, 0)")
        + f". So {answer}.",
        wrong=wrongs(answer, cands, by_value=False),
        diagram=DiagramForm("coordinate-plane", svg, question=ask),
        task="represent",
        steps=2,
        magnitude=1,
        key=f"graph-eq:{k}:{b}:{xs}",
        standard="6.EE.C.9",
    )


class VariableParams(ModeParams):
    mode: Literal["table-equation", "table-value", "dependent", "graph-equation"]


@generator(
    "math.g67.variables",
    content_types={T.MULTIPLE_CHOICE, T.FILL_BLANK, T.SHORT_ANSWER, T.TRUE_FALSE, T.DATA_TABLE, T.DIAGRAM},
    params=VariableParams,
)
def variables(ctx: GenerationContext) -> Draft:
    builder = {
        "table-equation": _table_equation,
        "table-value": _table_value,
        "dependent": _dependent,
        "graph-equation": _graph_equation,
    }[ctx.params.mode]
    return emit(ctx, builder(ctx.rng, ctx.level.rank))
