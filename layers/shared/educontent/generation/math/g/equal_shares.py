"""Equal shares (grades 1 and 2): circles and rectangles cut into halves, thirds and fourths: the
name of one share, the part shaded, how many shares make the whole, whether shares are equal,
which picture shows equal shares, and why more shares of the same whole are smaller.

Standards: 1.G.A.3, 2.G.A.3."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import Field

from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.banks import load_bank
from educontent.generation.difficulty import TaskKind
from educontent.generation.draw.flat_shapes import shares_circle, shares_rectangle
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.forms_answers import mistake_question, words_draft
from educontent.generation.kit.forms_pictured import pictured, visual
from educontent.generation.kit.grammar import plural, with_article
from educontent.generation.kit.levels import band, banded
from educontent.generation.kit.math_forms import MathQuestion, Misconception
from educontent.generation.kit.modes import listed, params_model
from educontent.generation.kit.people import roster
from educontent.generation.kit.picture_forms import Mistake, picture_choices_draft, standard
from educontent.generation.kit.types import DG, MC, WRITTEN
from educontent.generation.numbers.words import number_words
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SHARE_NAMES = {2: ("half", "halves"), 3: ("third", "thirds"), 4: ("fourth", "fourths")}
R_W, R_H = 300, 200  # the rectangle cut into shares


def _strips(widths: list[float], vertical: bool = True) -> list[list[tuple[float, float]]]:
    out = []
    pos = 0.0
    for w in widths:
        if vertical:
            out.append([(pos, 0), (pos + w, 0), (pos + w, R_H), (pos, R_H)])
        else:
            out.append([(0, pos), (R_W, pos), (R_W, pos + w), (0, pos + w)])
        pos += w
    return out


def _rect_cuts(
    parts: int, equal: bool, rng_pick: int, level: DifficultyLevel
) -> list[list[tuple[float, float]]]:
    """Ways to cut the 300 x 200 rectangle into ``parts`` shares (equal or not); equal ones from
    the level's band of them, strips first and shares of other shapes (grid, triangles) last."""
    if equal:
        options = {
            2: [
                _strips([150, 150]),
                _strips([100, 100], False),
                [[(0, 0), (300, 0), (300, 200)], [(0, 0), (300, 200), (0, 200)]],
            ],
            3: [_strips([100, 100, 100])],
            4: [
                _strips([75, 75, 75, 75]),
                _strips([50, 50, 50, 50], False),
                [
                    [(0, 0), (150, 0), (150, 100), (0, 100)],
                    [(150, 0), (300, 0), (300, 100), (150, 100)],
                    [(0, 100), (150, 100), (150, 200), (0, 200)],
                    [(150, 100), (300, 100), (300, 200), (150, 200)],
                ],
                [
                    [(0, 0), (300, 0), (150, 100)],
                    [(300, 0), (300, 200), (150, 100)],
                    [(300, 200), (0, 200), (150, 100)],
                    [(0, 200), (0, 0), (150, 100)],
                ],
            ],
        }[parts]
    else:
        options = {
            2: [
                _strips([100, 200]),
                _strips([60, 140], False),
                [[(0, 0), (150, 0), (0, 200)], [(150, 0), (300, 0), (300, 200), (0, 200)]],
            ],
            3: [_strips([60, 120, 120]), _strips([40, 60, 100], False), _strips([150, 75, 75])],
            4: [_strips([50, 100, 75, 75]), _strips([30, 50, 50, 70], False), _strips([150, 50, 50, 50])],
        }[parts]
        return options[rng_pick % len(options)]
    low, high = band(0, len(options) - 1, level)
    return options[low + rng_pick % (high - low + 1)]


def _circle_cuts(parts: int, equal: bool, rng_pick: int, level: DifficultyLevel) -> list[int]:
    """Equal shares, or unequal ones: far from equal on easy, close to equal on hard."""
    if equal:
        return [360 // parts] * parts
    options = {
        2: [[240, 120], [200, 160]],
        3: [[180, 90, 90], [150, 120, 90]],
        4: [[180, 60, 60, 60], [120, 90, 60, 90]],
    }[parts]
    return options[(0, rng_pick % len(options), -1)[level.rank]]


def _share_picture(ctx: GenerationContext, shape: str, parts: int, equal: bool, shaded: int) -> str:
    rng = ctx.rng
    choice = rng.randrange(12)
    if shape == "circle":
        return shares_circle(
            _circle_cuts(parts, equal, choice, ctx.level),
            shaded,
            title="A circle cut into shares",
            desc=f"A circle cut into {parts} shares; {shaded} shaded.",
        )
    return shares_rectangle(
        _rect_cuts(parts, equal, choice, ctx.level),
        shaded,
        title="A rectangle cut into shares",
        desc=f"A rectangle cut into {parts} shares; {shaded} shaded.",
    )


def share_name(k: int, parts: int) -> str:
    one, many = SHARE_NAMES[parts]
    return f"{number_words(k)} {one if k == 1 else many}"


def _pick_equal(ctx: GenerationContext, shape: str, parts: int, std: str | None) -> Draft:
    """Four pictures: which one is cut into ``parts`` equal shares."""
    rng = ctx.rng
    many = SHARE_NAMES[parts][1]
    options: list[tuple[str | None, Misconception | None]] = [
        (_share_picture(ctx, shape, parts, True, 0), None)
    ]
    for k in range(3):
        other_parts = parts if k < 2 else (parts + 1 if parts < 4 else 2)
        equal = k == 2
        options.append(
            (
                _share_picture(ctx, shape, other_parts, equal, 0),
                Misconception(
                    f"shape {k}",
                    "picked-unequal-shares" if not equal else "counted-the-shares-wrong",
                    "These shares are not the same size."
                    if not equal
                    else f"This shape has {other_parts} shares, not {parts}.",
                ),
            )
        )
    return picture_choices_draft(
        ctx,
        f"Which shape is cut into {parts} equal shares ({many})?",
        options,
        explanation=f"Look for {parts} shares that are all the same size. Equal shares can have different shapes, but they must be the same size.",
        features=visual("identify", 2),
        key=f"shares:pick:{shape}:{parts}:{rng.random():.3f}",
        std=std,
    )


def _bigger(ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None) -> Draft:
    """Two children cut the same whole into different numbers of shares: whose are bigger?"""
    rng = ctx.rng
    a, b = pick_two(rng, roster("roster-1"))
    food = pick(rng, load_bank("math", "g-equal-shares")["foods"])
    few, lots = sorted(rng.sample(list(p.parts) if len(p.parts) > 1 else [2, 4], 2))
    answer = f"{a}'s pieces"
    prompt = (
        f"{a} cuts {with_article(food)} into {SHARE_NAMES[few][1]}. {b} cuts the same size {food} into {SHARE_NAMES[lots][1]}. "
        f"Whose pieces are bigger?"
    )
    return words_draft(
        ctx,
        prompt,
        answer,
        f"Both {plural(food)} are the same size. Cutting into more equal shares makes each share smaller, so "
        f"{SHARE_NAMES[few][1]} ({few} shares) are bigger than {SHARE_NAMES[lots][1]} ({lots} shares).",
        [
            (
                f"{b}'s pieces",
                "thought-more-pieces-are-bigger",
                "More shares of the same whole are smaller.",
            ),
            (
                "They are the same size",
                "thought-all-shares-match",
                "The wholes are the same, but the number of shares is different.",
            ),
        ],
        f"{prompt} ___ are bigger.",
        task="reason",
        steps=2,
        key=f"shares:bigger:{food}:{few}:{lots}:{a}",
        codes=("1.G.A.3", "2.G.A.3"),
        instructions="Think about the size of equal shares.",
    )


def _whole(ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None) -> Draft:
    """How many shares make the whole."""
    one, many = SHARE_NAMES[parts]
    svg = _share_picture(ctx, shape, parts, True, 0)
    prompt = f"The {shape} is cut into equal shares called {many}. How many {many} make the whole {shape}?"
    q = mistake_question(
        prompt,
        parts,
        f"Count the equal shares: there are {parts}. The whole is {parts} {many}"
        + (" (two halves)." if parts == 2 else "."),
        [
            (1, "thought-one-share-is-the-whole", f"One share is one {one}, not the whole."),
            (parts - 1, "counted-the-cut-lines", "Count the shares, not the cuts."),
            (parts + 1, "counted-one-twice", "One share was counted twice."),
        ],
        fill_text=f"The number of {many} that make the whole {shape} is ___.",
        key=f"shares:whole:{shape}:{parts}:{svg[-200:]}",
    )
    return _shown(ctx, q, svg, "represent", std, "Think about equal shares.")


def _shown(
    ctx: GenerationContext, q: MathQuestion, svg: str, task: TaskKind, std: str | None, instructions: str
) -> Draft:
    """``q`` asked about the shares drawn in ``svg`` (one step, small numbers)."""
    return pictured(ctx, q, "shape", svg, visual(task), std, instructions)


def _equal(ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None) -> Draft:
    """Are the shares drawn equal or not?"""
    equal = ctx.rng.random() < 0.5
    svg = _share_picture(ctx, shape, parts, equal, 0)
    answer = "equal" if equal else "not equal"
    prompt = f"The {shape} is cut into {parts} shares. Are the shares equal or not equal?"
    q = mistake_question(
        prompt,
        answer,
        f"Compare the sizes of the {parts} shares. "
        + (
            "They are all the same size, so they are equal shares."
            if equal
            else "Some shares are bigger than others, so they are not equal shares."
        ),
        [
            (
                "not equal" if equal else "equal",
                "judged-by-the-number-of-pieces",
                "Equal shares must be the same size; check each one.",
            )
        ],
        fill_text=f"The {parts} shares of the {shape} are ___.",
        answer_format="text",
        key=f"shares:equal:{shape}:{parts}:{svg[-200:]}",
    )
    return _shown(ctx, q, svg, "compare", std, "Look at the sizes of the shares.")


def _share_mistakes(ask: str, parts: int, shaded: int) -> list[Mistake]:
    wrong: list[Mistake] = []
    if shaded == 1 and parts - 1 >= 2 and ask == "shaded":
        wrong.append(
            (
                share_name(1, parts - 1),
                "compared-shaded-to-unshaded",
                f"Compare the shaded share with all {parts} shares, not with the unshaded ones.",
            )
        )
    if ask == "shaded" and parts - shaded >= 1 and parts - shaded != shaded:
        wrong.append(
            (
                share_name(parts - shaded, parts),
                "named-the-unshaded-part",
                "That is the part that is not shaded.",
            )
        )
    wrong += [
        (share_name(1, k), "counted-the-shares-wrong", f"Count the shares again: there are {parts}.")
        for k in (2, 3, 4)
        if k != parts
    ]
    return wrong


def _named(
    ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None, ask: str
) -> Draft:
    """The name of one share, or of the shaded part."""
    one, many = SHARE_NAMES[parts]
    shaded = 1 if ask == "name" or parts == 2 else pick(ctx.rng, (1, parts - 1))
    svg = _share_picture(ctx, shape, parts, True, shaded)
    answer = share_name(shaded, parts)
    if ask == "name":
        prompt = f"The {shape} is cut into {parts} equal shares. What is one share called?"
        fill = "One share is ___ of the whole."
        explanation = (
            f"There are {parts} equal shares, so each share is one {one}"
            + (" (also called one quarter)." if parts == 4 else ".")
            + f" {parts} {many} make the whole."
        )
    else:
        prompt = f"What part of the {shape} is shaded?"
        fill = f"The shaded part is ___ of the {shape}."
        explanation = f"The {shape} has {parts} equal shares and {shaded} {'is' if shaded == 1 else 'are'} shaded, so {answer} is shaded."
    q = mistake_question(
        prompt,
        answer,
        explanation,
        _share_mistakes(ask, parts, shaded),
        fill_text=fill,
        answer_format="text",
        acceptable=(answer.replace("fourth", "quarter"),) if parts == 4 else (),
        key=f"shares:{ask}:{shape}:{parts}:{shaded}:{svg[-200:]}",
    )
    return _shown(ctx, q, svg, "represent", std, "Think about equal shares.")


def _name(ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None) -> Draft:
    return _named(ctx, p, shape, parts, std, "name")


def _shaded(ctx: GenerationContext, p: SharesParams, shape: str, parts: int, std: str | None) -> Draft:
    return _named(ctx, p, shape, parts, std, "shaded")


_ASKS: dict[str, Callable[[GenerationContext, SharesParams, str, int, str | None], Draft]] = {
    "name": _name,
    "shaded": _shaded,
    "whole": _whole,
    "equal": _equal,
    "bigger": _bigger,
}
SharesParams = params_model(
    "SharesParams",
    parts=(list[Literal[2, 3, 4]], Field(default_factory=lambda: [2, 4], min_length=1)),
    shapes=(
        list[Literal["circle", "rectangle"]],
        Field(default_factory=lambda: ["circle", "rectangle"], min_length=1),
    ),
    ask=listed(_ASKS),
)


_BANDS = "easy: equal shares cut in strips, unequal ones far from equal, halves or thirds where a skill has thirds; medium: any cut; hard: equal shares of other shapes too (a grid, triangles), unequal circle shares close to equal, thirds or fourths where a skill has thirds"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {DG}, params=SharesParams, levels=Levels("form", _BANDS))
def equal_shares(ctx: GenerationContext) -> Draft:
    p: SharesParams = ctx.params
    rng = ctx.rng
    ask = pick(rng, p.ask)
    parts = banded(rng, sorted(p.parts), ctx.level)
    shape = pick(rng, p.shapes)
    std = standard(ctx, "1.G.A.3", "2.G.A.3")
    if ask == "equal" and ctx.content_type is MC:
        return _pick_equal(ctx, shape, parts, std)
    return _ASKS[ask](ctx, p, shape, parts, std)
