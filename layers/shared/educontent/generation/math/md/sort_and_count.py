"""Sorting and counting (kindergarten): pictures of several kinds scattered together, sorted into
groups and counted: how many of one kind, which group has the most or fewest, and the groups in
order from most to fewest.

Standards: K.MD.B.3."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.difficulty import Features
from educontent.generation.draw.pictures import mixed
from educontent.generation.kit.choose import pick
from educontent.generation.kit.forms_answers import mistake_question
from educontent.generation.kit.grammar import plural
from educontent.generation.kit.levels import distinct_in_band
from educontent.generation.kit.math_forms import PictureForm
from educontent.generation.kit.picture_forms import Mistake, finish, ordering_draft, standard
from educontent.generation.kit.types import FB, OR, PC, SA, WRITTEN
from educontent.generation.math.md._units import there_are
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

SORT_KINDS = ("star", "heart", "triangle", "apple", "flower")


class SortParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    groups: int = Field(default=3, ge=2, le=3)
    max: int = Field(default=6, ge=3, le=9, description="Most pictures in one group.")


@dataclass(frozen=True, slots=True)
class _Sorted:
    kinds: list[str]
    data: dict[str, int]  # kind -> count
    entries: list[str]  # the pictures in drawing order
    plural: dict[str, str]
    svg: str

    @property
    def order(self) -> list[str]:
        """The kinds from most to fewest."""
        return sorted(self.kinds, key=lambda k: self.data[k], reverse=True)

    @property
    def counted(self) -> str:
        return "; ".join(f"{self.plural[k]}: {self.data[k]}" for k in self.kinds)


def _ordering(ctx: GenerationContext, s: _Sorted) -> Draft:
    order = s.order
    return ordering_draft(
        ctx,
        "Sort the pictures into groups and count each group. Put the groups in order from most to fewest.",
        [s.plural[k] for k in order],
        "most to fewest",
        explanation=f"Count each kind: {s.counted}. From most to fewest: {', '.join(s.plural[k] for k in order)}.",
        features=Features(
            task="compare", steps=2, magnitude=len(str(max(s.data.values()))), representation="visual"
        ),
        key=f"sort:order:{','.join(s.entries)}",
        std=standard(ctx, "K.MD.B.3"),
        svg=s.svg,
    )


# prompt, answer, answer value, explanation, mistakes, picture form and fill-in text
Asked = tuple[str, str, int | str, str, list[Mistake], PictureForm | None, str]


def _how_many(ctx: GenerationContext, s: _Sorted) -> Asked:
    k = pick(ctx.rng, s.kinds)
    name = s.plural[k]
    how = f"Put each kind in its own group and count: {s.counted}. {there_are(s.data[k], k)}."
    others = [s.data[o] for o in s.kinds if o != k]
    mistakes: list[Mistake] = [
        (len(s.entries), "counted-every-picture", "Count only this kind of picture."),
        (others[0], "counted-the-wrong-group", "That is another group."),
        (s.data[k] + 1, "counting-slip", "Count this group again."),
    ]
    picture = PictureForm(k, s.data[k], "scattered", s.svg)
    prompt = f"Sort the pictures. How many {name} are there?"
    return prompt, str(s.data[k]), s.data[k], how, mistakes, picture, f"Number of {name}: ___"


def _extreme(ctx: GenerationContext, s: _Sorted, most: bool) -> Asked:
    order = s.order
    word = "most" if most else "fewest"
    k = order[0] if most else order[-1]
    answer = s.plural[k]
    prompt = f"Sort the pictures and count each group. Which group has the {word}?"
    how = f"Count each kind: {s.counted}. The {answer} group has the {word}."
    mistakes: list[Mistake] = [
        (
            s.plural[order[-1] if most else order[0]],
            f"picked-the-{'fewest' if most else 'most'}",
            f"That group has the {'fewest' if most else 'most'}.",
        ),
        (s.plural[order[1]], "picked-a-middle-group", "Count each group again and compare."),
    ]
    return prompt, answer, answer, how, mistakes, None, f"The group with the {word} is the ___."


_BANDS = "more things to count: each group's count from the lower 60 % (easy), the middle 60 % (medium) or the upper half (hard) of 1 to the skill's largest count"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types=WRITTEN | {PC, OR}, params=SortParams, levels=Levels("steps", _BANDS))
def sort_and_count(ctx: GenerationContext) -> Draft:
    p: SortParams = ctx.params
    rng = ctx.rng
    kinds = rng.sample(SORT_KINDS, p.groups)
    counts = distinct_in_band(rng, 1, p.max, p.groups, ctx.level)
    data = dict(zip(kinds, counts, strict=True))
    entries = [k for k in kinds for _ in range(data[k])]
    rng.shuffle(entries)
    names = {k: plural(k) for k in kinds}
    svg = mixed(
        entries,
        title="Pictures to sort",
        desc="A mix of " + ", ".join(names[k] for k in kinds) + " scattered together.",
    )
    s = _Sorted(kinds, data, entries, names, svg)
    if ctx.content_type is OR:
        return _ordering(ctx, s)
    ask = (
        "how-many"
        if ctx.content_type in (PC, FB, SA) or rng.random() < 0.5
        else pick(rng, ("most", "fewest"))
    )
    if ask == "how-many":
        prompt, answer, value, how, mistakes, picture, fill = _how_many(ctx, s)
    else:
        prompt, answer, value, how, mistakes, picture, fill = _extreme(ctx, s, ask == "most")
    q = mistake_question(
        prompt,
        answer,
        how,
        mistakes,
        answer_value=value,
        fill_text=fill,
        answer_format="number" if ask == "how-many" else "text",
        picture=picture,
        features=Features(
            task="identify" if ask == "how-many" else "compare",
            steps=2,
            magnitude=len(str(len(entries))),
            representation="visual",
        ),
        key=f"sort:{ask}:{','.join(entries)}:{prompt}",
        standard=standard(ctx, "K.MD.B.3"),
        instructions="Sort and count.",
    )
    return finish(q, ctx, svg)
