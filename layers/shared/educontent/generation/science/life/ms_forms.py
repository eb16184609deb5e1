"""Forms shared by the middle-school life science generators (``cells``, ``body_systems``,
``senses_ms``, ``photosynthesis``, ``reproduction``, ``populations``, ``ecology``, ``genetics``,
``evolution``): a generator is a table of modes, each able to make some content types; a mode
builds a ``Claim`` (asked in any written form), a claim with its passage, or a finished draft
(matching, ordering, data table, diagram).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from educontent.core.catalog_records import ContentType
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft, table_draft
from educontent.generation.kit.text_forms import Wrong, ordering_draft, skill_code, text_features, word_count
from educontent.generation.kit.types import FB, MC, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

CLAIM_TYPES = frozenset({MC, TF, FB, SA})
"""The written forms every claim takes."""
CHOICE_TYPES = frozenset({MC, TF, FB})
"""The forms of a claim whose answer is a phrase too long to write back exactly."""

Made = Draft | Claim | tuple[Claim, Passage]


@dataclass(frozen=True)
class Mode:
    """What a mode makes (``types``) and how (``build``: a claim, a claim with its passage, or a draft)."""

    types: frozenset[ContentType]
    build: Callable[[GenerationContext], Made]


def render(ctx: GenerationContext, modes: Mapping[str, Mode], asked: Sequence[str]) -> Draft:
    """The item of ``ctx.content_type`` made by one of the ``asked`` modes that can make it."""
    usable = [name for name in asked if ctx.content_type in modes[name].types]
    if not usable:
        raise NoSuchForm(f"none of {list(asked)} makes {ctx.content_type.value}")
    made = modes[pick(ctx.rng, usable)].build(ctx)
    if isinstance(made, Draft):
        return made
    if isinstance(made, tuple):
        claim, passage = made
        return claim_draft(ctx, claim, passage=passage if ctx.content_type is PB else None)
    return claim_draft(ctx, made)


def size(ctx: GenerationContext, low: int = 3) -> int:
    """How many parts an item has: ``low`` at easy, one more at medium, two more at hard."""
    return low + ctx.level.rank


def wrongs(texts: Sequence[str], misconception: str, reason: Callable[[str], str]) -> tuple[Wrong, ...]:
    """Wrong answers sharing one misconception, each with its own reason."""
    return tuple(Wrong(text, misconception, reason(text)) for text in texts)


def others(entries: Sequence[Mapping], entry: Mapping, field: str = "name") -> list[str]:
    """The ``field`` of every entry but ``entry`` whose value differs from it."""
    return [e[field] for e in entries if e[field] != entry[field]]


def passage(title: str, paragraphs: Sequence[str]) -> Passage:
    """A short informational passage."""
    return Passage(
        title=title,
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=list(paragraphs))],
        genre="informational",
    )


def order_draft(
    ctx: GenerationContext,
    in_order: Sequence[str],
    *,
    prompt: str,
    order_by: str,
    why: str,
    key: str,
    standard: str | None = None,
) -> Draft:
    """An ordering item of ``in_order`` (its steps grow with the number of items)."""
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions="Put these in order.",
        prompt=prompt,
        order_by=order_by,
        why=why,
        features=text_features("reason", words=word_count(" ".join(in_order)), steps=len(in_order)),
        key=key,
        standard=skill_code(ctx, standard),
    )


def run_draft(
    ctx: GenerationContext,
    steps: Sequence[str],
    count: int,
    *,
    prompt: str,
    why: str,
    key: str,
    standard: str,
) -> Draft:
    """An ordering item of ``count`` consecutive ``steps`` (all of them when there are fewer), first to last."""
    count = min(count, len(steps))
    start = ctx.rng.randint(0, len(steps) - count)
    return order_draft(
        ctx,
        steps[start : start + count],
        prompt=prompt,
        order_by="first to last",
        why=why,
        key=f"{key}|{start}|{count}",
        standard=standard,
    )


def listed(words: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


_ROLES = {
    "changed": (
        "Which is the variable the students change on purpose?",
        "is the variable the students change on purpose",
    ),
    "measured": ("Which is the variable the students measure?", "is the variable the students measure"),
}
_ROLE_WRONGS = {
    "changed": (
        "confused-independent-and-dependent",
        "That is what the students measure, not what they change.",
    ),
    "measured": (
        "confused-independent-and-dependent",
        "That is what the students change on purpose, not what they measure.",
    ),
    "kept": ("confused-controlled-variable", "That is kept the same so the test is fair."),
}


def variables_claim(ctx: GenerationContext, investigations: Sequence[Mapping], standard: str) -> Claim:
    """A question about one investigation's variables: what is changed on purpose, what is measured,
    or what must be kept the same (a fair test); the wrong answers are the investigation's other
    variables."""
    case = pick(ctx.rng, investigations)
    role = pick(ctx.rng, ["changed", "measured", "kept"])
    setup = case["setup"]
    if role == "kept":
        answer = pick(ctx.rng, case["kept"])
        question = f"{setup} Which of these should the students keep the same?"
        sentence = f"{setup} For a fair test, the students should keep {{}} the same."
        wrong = (
            Wrong(
                case["changed"],
                "kept-the-tested-variable",
                "That is the one variable the students change on purpose.",
            ),
            Wrong(
                case["measured"],
                "kept-the-measured-variable",
                "That is what the students measure; it is the result.",
            ),
        )
        why = (
            f"Only {case['changed']} should change; {listed(case['kept'])} stay the same so the test is fair."
        )
    else:
        answer = case[role]
        ask, says = _ROLES[role]
        question, sentence = f"{setup} {ask}", f"{setup} In this investigation, {{}} {says}."
        other = "measured" if role == "changed" else "changed"
        misconception, reason = _ROLE_WRONGS[role]
        kept_name, kept_reason = _ROLE_WRONGS["kept"]
        wrong = (
            Wrong(case[other], misconception, reason),
            *(Wrong(k, kept_name, kept_reason) for k in case["kept"]),
        )
        why = f"The students change {case['changed']} on purpose and measure {case['measured']}."
    return Claim(
        question=question,
        answer=answer,
        wrong=wrong,
        why=why,
        key=f"variables|{setup[:40]}|{role}|{answer}",
        sentence=sentence,
        task="reason",
        standard=standard,
    )


class Asked(NamedTuple):
    """What a data-table item asks and its computed answer."""

    question: str
    value: str | int | float
    display: str
    unit: str | None
    accept: Sequence[str]
    why: str


def table(
    ctx: GenerationContext,
    asked: Asked,
    *,
    title: str,
    columns: Sequence[str],
    rows: Sequence[Sequence],
    key: str,
    standard: str,
    steps: int = 2,
) -> Draft:
    """A data-table item of computed ``rows`` asking ``asked``."""
    return table_draft(
        ctx,
        title=title,
        columns=columns,
        rows=rows,
        key=key,
        steps=steps,
        standard=standard,
        **asked._asdict(),
    )
