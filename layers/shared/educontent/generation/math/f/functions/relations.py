"""Relations and functions (8.F.A.1): is a set of pairs a function, which relation is one, and the
value of a function at an input."""

from __future__ import annotations

import random

from educontent.generation.kit.drafts import Ask, build_ask, digits, nonzero, std
from educontent.generation.kit.math_forms import TableForm
from educontent.generation.numbers.powers import expr, point
from educontent.generation.registry import Draft, GenerationContext


def _relation(rng: random.Random, function: bool, size: int) -> list[tuple[int, int]]:
    xs = rng.sample(range(-5, 10), size)
    pairs = [(x, rng.randint(-5, 12)) for x in xs]
    if not function:
        i, j = rng.sample(range(size), 2)
        y = pairs[i][1] + nonzero(rng, -4, 4)
        pairs[j] = (pairs[i][0], y)
    rng.shuffle(pairs)
    return pairs


def _rel_text(pairs: list[tuple[int, int]]) -> str:
    return "{" + ", ".join(point(x, y) for x, y in pairs) + "}"


def _repeat(pairs: list[tuple[int, int]]) -> str:
    seen: dict[int, int] = {}
    for x, y in pairs:
        if x in seen and seen[x] != y:
            return f"The input {x} has two outputs, {seen[x]} and {y}."
        seen[x] = y
    return "Each input has exactly one output."


def _size(ctx: GenerationContext) -> int:
    return 4 + ctx.level.rank


def is_function(ctx: GenerationContext, mode: str) -> Draft:
    is_fn = ctx.rng.random() < 0.5
    pairs = _relation(ctx.rng, is_fn, _size(ctx))
    text = _rel_text(pairs)
    answer = "a function" if is_fn else "not a function"
    why = _repeat(pairs)
    asked = Ask(
        f"Is the relation {text} a function?",
        f"The relation {text} is ___.",
        answer,
        f"A function gives each input exactly one output. {why} So the relation is {answer}.",
        [("not a function" if is_fn else "a function", "misread-inputs-and-outputs", why)],
        f"isfn:{text}",
        fmt="text",
        task="identify",
    )
    table = TableForm(
        "A relation",
        ("x", "y"),
        tuple(pairs),
        question="Is the relation in the table a function? Answer 'a function' or 'not a function'.",
    )
    return build_ask(ctx, asked, table=table, mag=1, standard=std(ctx, "8.F.A.1"))


def which_is_function(ctx: GenerationContext, mode: str) -> Draft:
    size = _size(ctx)
    target = _relation(ctx.rng, True, size)
    others = [_relation(ctx.rng, False, size) for _ in range(3)]
    asked = Ask(
        "Which relation is a function?",
        None,
        _rel_text(target),
        "A function gives each input exactly one output. In the right answer no x-value repeats with a different y-value; each other relation has an input with two outputs.",
        [(_rel_text(o), "missed-a-repeated-input", _repeat(o)) for o in others],
        f"which:{target}",
        fmt="text",
        task="identify",
        steps=2,
    )
    return build_ask(ctx, asked, mag=1, standard=std(ctx, "8.F.A.1"))


def evaluate(ctx: GenerationContext, mode: str) -> Draft:
    rng = ctx.rng
    m, b = nonzero(rng, -6, 9), rng.randint(-10, 10)
    k = rng.randint((0, -5, -10)[ctx.level.rank], 10)
    val = m * k + b
    f = f"f(x) = {expr(m, b)}"
    wrong = [
        (
            str(m * k),
            "left-out-the-constant",
            f"Add {b} after multiplying." if b else "Multiply carefully.",
        ),
        (str(m + k + b), "added-instead-of-multiplying", f"{m}x means {m} times x."),
        (
            str(val + 2 * b) if b else str(val + 1),
            "sign-slip",
            "Substitute the input and keep the signs.",
        ),
        (str(val - m), "used-the-input-before", f"Use x = {k}, not x = {k - 1}."),
        (str(val + m), "used-the-input-after", f"Use x = {k}, not x = {k + 1}."),
    ]
    sign = "+" if b >= 0 else "-"
    asked = Ask(
        f"For the function {f}, what is f({k})?",
        f"For the function {f}, f({k}) = ___",
        str(val),
        f"Replace x with {k}: f({k}) = {m} × {k} {sign} {abs(b)} = {m * k} {sign} {abs(b)} = {val}.",
        wrong,
        f"eval:{m}:{b}:{k}",
        steps=2,
    )
    return build_ask(ctx, asked, mag=digits(val), standard=std(ctx, "8.F.A.1"))
