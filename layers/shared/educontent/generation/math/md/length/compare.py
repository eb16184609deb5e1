"""Comparing lengths and heights: strips or cube towers lined up at one end (which is longest,
shortest, taller..., or all of them in order), and comparing two objects through a third."""

from __future__ import annotations

from typing import NamedTuple

from educontent.generation.difficulty import Features
from educontent.generation.draw.measuring_objects import strips, towers
from educontent.generation.kit.forms_answers import mistake_question, words_draft
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.math_forms import DiagramForm
from educontent.generation.kit.picture_forms import Mistake, finish, ordering_draft, standard
from educontent.generation.kit.types import OR
from educontent.generation.math.md.length.params import LengthParams, objects
from educontent.generation.registry import Draft, GenerationContext


class _Lined(NamedTuple):
    """Strips or towers lined up at one end: their names, lengths and picture."""

    kind: str
    names: list[str]
    values: list[int]
    picture: str
    noun: str  # "Strip " or "Tower " before a letter, "" for named objects
    big_word: str
    small_word: str
    what: str

    @property
    def ranked(self) -> list[str]:
        return [n for _, n in sorted(zip(self.values, self.names, strict=True))]


_PICTURES = {
    "towers": (towers, "Towers of cubes", "Towers of cubes standing on the same line", "cubes tall"),
    "compare": (strips, "Strips to compare", "Strips lined up at the left edge", "units long"),
}
"""How each kind is drawn: the drawing, its title, and what its description starts with and says of
each one."""
_WORDS = {"towers": ("tallest", "height"), "compare": ("longest", "length")}
"""The word for the biggest of each kind, and what is measured."""


def _lined_up(ctx: GenerationContext, p: LengthParams, kind: str) -> _Lined:
    rng = ctx.rng
    count = p.count if ctx.content_type is not OR else 3
    values = rng.sample(range(2, 11 if kind == "compare" else 9), count)
    while ctx.level.rank == 2 and max(values) - min(values) > count + 1:  # hard: lengths close together
        values = rng.sample(range(2, 11 if kind == "compare" else 9), count)
    if p.labels == "names" or ctx.content_type is OR:
        labels = rng.sample(objects(), count)
        noun = ""
    else:
        labels = list("ABC"[:count])
        noun = "Strip " if kind == "compare" else "Tower "
    names = [f"{noun}{lab}" if noun else lab for lab in labels]
    draw, title, lead, each = _PICTURES[kind]
    picture = draw(
        list(zip(labels, values, strict=True)),
        title=title,
        desc=f"{lead}: " + "; ".join(f"{n} is {v} {each}" for n, v in zip(names, values, strict=True)) + ".",
    )
    big_word, what = _WORDS[kind]
    return _Lined(kind, names, values, picture, noun, big_word, "shortest", what)


def _ordering(ctx: GenerationContext, lined: _Lined) -> Draft:
    up = ctx.rng.random() < 0.5
    ranked, big_word, small_word = lined.ranked, lined.big_word, lined.small_word
    order = ranked if up else ranked[::-1]
    order_by = f"{small_word} to {big_word}" if up else f"{big_word} to {small_word}"
    return ordering_draft(
        ctx,
        f"Put the objects in order from {order_by}.",
        order,
        order_by,
        explanation=f"They start at the same line, so compare where they end. From {order_by}: {', '.join(order)}.",
        features=Features(task="compare", steps=2, magnitude=1, representation="visual"),
        key=f"lenorder:{lined.kind}:{','.join(lined.names)}:{','.join(map(str, lined.values))}:{order_by}",
        std=standard(ctx, "1.MD.A.1", "K.MD.A.2"),
        svg=lined.picture,
    )


def _mistakes(lined: _Lined, biggest: bool, word: str) -> list[Mistake]:
    ranked, big_word, small_word = lined.ranked, lined.big_word, lined.small_word
    other_end = ranked[0] if biggest else ranked[-1]
    mistakes: list[Mistake] = [
        (
            other_end,
            f"picked-the-{small_word if biggest else big_word}",
            f"This one is the {small_word if biggest else big_word}.",
        )
    ]
    if len(ranked) == 3:
        mistakes.append((ranked[1], "picked-the-middle-one", f"Another one is {word.replace('est', 'er')}."))
    else:
        mistakes.append(
            (
                "They are the same",
                "thought-they-match",
                f"One ends {'higher' if lined.kind == 'towers' else 'farther'} than the other.",
            )
        )
    return mistakes


def compare_lengths(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """Which strip or tower is the longest, shortest, tallest (or longer, shorter, taller)."""
    kind = "towers" if mode == "towers" else "compare"
    lined = _lined_up(ctx, p, kind)
    if ctx.content_type is OR:
        return _ordering(ctx, lined)
    count = len(lined.names)
    biggest = ctx.rng.random() < 0.5
    if count == 2:
        word = ("taller" if kind == "towers" else "longer") if biggest else "shorter"
    else:
        word = lined.big_word if biggest else lined.small_word
    answer = lined.ranked[-1] if biggest else lined.ranked[0]
    article = "" if lined.noun else "the "
    prompt = f"Which one is the {word}?" if count == 3 else f"Which one is {word}?"
    be = f"is the {word}" if count == 3 else f"is {word}"
    others = "the others" if count == 3 else "the other one"
    if biggest:
        reason = (
            f"{article.capitalize()}{answer} ends {'higher' if kind == 'towers' else 'farther'} than {others}"
        )
    else:
        reason = (
            f"{article.capitalize()}{answer} ends {'lower' if kind == 'towers' else 'sooner'} than {others}"
        )
    q = mistake_question(
        prompt,
        answer,
        f"They start at the same {'floor' if kind == 'towers' else 'line'}, so look at where each one ends. "
        f"{reason}, so {article}{answer} {be}.",
        _mistakes(lined, biggest, word),
        fill_text=f"{'The ' if article else ''}___ {be}.",
        answer_format="text",
        diagram=DiagramForm("model", lined.picture, prompt),
        features=Features(task="compare", steps=1, magnitude=1, representation="visual"),
        key=f"lencmp:{kind}:{','.join(lined.names)}:{','.join(map(str, lined.values))}:{word}",
        standard=standard(ctx, "K.MD.A.2", "1.MD.A.1"),
        instructions=f"Compare the {plural(lined.what)}.",
    )
    return finish(q, ctx, lined.picture)


def indirect(ctx: GenerationContext, p: LengthParams, mode: str) -> Draft:
    """Two facts comparing three objects: which is the longest or the shortest."""
    rng = ctx.rng
    a, b, c = rng.sample(objects(), 3)  # a longest, c shortest
    if rng.random() < 0.5:
        facts = f"The {a} is longer than the {b}. The {b} is longer than the {c}."
    else:
        facts = f"The {c} is shorter than the {b}. The {b} is shorter than the {a}."
    longest = rng.random() < 0.5
    answer = a if longest else c
    word = "longest" if longest else "shortest"
    return words_draft(
        ctx,
        f"{facts} Which is the {word}?",
        answer,
        f"The {b} is in the middle: the {a} is longer than it and the {c} is shorter than it. "
        f"So the {a} is longer than the {c}, and the {answer} is the {word}.",
        [
            (b, "picked-the-middle-one", f"The {b} is in the middle."),
            (
                c if longest else a,
                f"picked-the-{'shortest' if longest else 'longest'}",
                f"The {c if longest else a} is the {'shortest' if longest else 'longest'}.",
            ),
        ],
        f"{facts} The ___ is the {word}.",
        task="reason",
        steps=2,
        key=f"indirect:{a}:{b}:{c}:{word}:{facts[:8]}",
        codes=("1.MD.A.1",),
        instructions="Use the clues to compare.",
    )
