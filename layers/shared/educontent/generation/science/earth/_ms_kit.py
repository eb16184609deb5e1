"""What the grade 1, 5 and 6 earth and space generators share (sky, shadows, stars, planets, space,
geologic time, rock cycle, plates, water cycle, atmosphere, resources, hazards, impact): a table of
asks, each with the content types it can make, and the params model listing a skill's asks; short
informational passages built from model sentences; numbers written for a reader.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from educontent.core.catalog_records import ContentType
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.claims import Claim, claim_draft
from educontent.generation.kit.fact_forms import diagram_draft
from educontent.generation.kit.modes import many_of
from educontent.generation.kit.text_forms import Wrong, skill_code
from educontent.generation.kit.types import FB, MC, SA, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm
from educontent.generation.science.knowledge import in_grade, model, reviewed

CLAIM_TYPES = frozenset({MC, TF, FB, SA})
"""The content types a claim with a sentence and wrong answers makes."""


@dataclass(frozen=True)
class Ask:
    """One kind of question: its builder and the content types it makes."""

    build: Callable[[GenerationContext], Draft]
    types: frozenset[ContentType]


def claim_ask(make: Callable[[GenerationContext], Claim], types: Iterable[ContentType] = CLAIM_TYPES) -> Ask:
    """An ask whose question is a ``Claim`` (rendered by ``claim_draft``)."""
    return Ask(lambda ctx: claim_draft(ctx, make(ctx)), frozenset(types))


def asks_params(table: dict[str, Ask], name: str) -> type:
    """The params model of a generator: ``asks``, one or more of the table's names."""
    return many_of(table, field="asks", name=name)


def run(ctx: GenerationContext, table: dict[str, Ask]) -> Draft:
    """The item of one of the skill's asks that makes the requested content type."""
    names = [a for a in ctx.params.asks if ctx.content_type in table[a].types]
    if not names:
        raise NoSuchForm(f"no ask of {ctx.params.asks} makes {ctx.content_type.value}")
    return table[pick(ctx.rng, names)].build(ctx)


def informational(title: str, paragraphs: Sequence[str]) -> Passage:
    """A short informational passage of plain paragraphs."""
    return Passage(
        title=title,
        text="\n\n".join(paragraphs),
        sections=[PassageSection(paragraphs=list(paragraphs))],
        genre="informational",
    )


def num(value: float) -> str:
    """A number as a reader writes it: thousands separated, no trailing ``.0``."""
    if float(value).is_integer():
        return f"{int(value):,}"
    return f"{value:,}"


def level_count(ctx: GenerationContext, easy: int, hard: int) -> int:
    """``easy`` things at easy, ``hard`` at hard, between them at medium."""
    return (easy, (easy + hard + 1) // 2, hard)[ctx.level.rank]


def _fill(template: str, entry: dict) -> str:
    """``template`` with the entry's text fields in place of ``{field}`` (``{}`` kept for the answer),
    starting with a capital."""
    out = template.replace("{}", "\0")
    for field, value in entry.items():
        if isinstance(value, str):
            out = out.replace("{" + field + "}", value)
    out = out.replace("\0", "{}")
    return out[:1].upper() + out[1:]


def relations(area: str, ctx: GenerationContext, names: Sequence[str]) -> list[dict]:
    """The model's relations named ``names`` that the context's level may ask: those of its rank or
    below, the ones of its own rank when there are any."""
    wanted = [r for r in in_grade(model(area)["relations"], ctx.grade) if r["id"] in names]
    fit = [r for r in wanted if r["rank"] <= ctx.level.rank] or wanted
    top = max(r["rank"] for r in fit)
    return [r for r in fit if r["rank"] == top] if ctx.rng.random() < 0.7 else fit


def relation_claim(ctx: GenerationContext, area: str, names: Sequence[str]) -> Claim:
    """A claim asking one field of a model entry given another, by one of the model's ``relations``
    (question and sentence templates, the field given and the field asked); the wrong answers are
    the asked field of the entry's neighbours in the same table, each with the relation's reason."""
    rel = pick(ctx.rng, relations(area, ctx, names))
    entries = in_grade(model(area)[rel["table"]], ctx.grade)
    given, asked = rel["given"], rel["ask"]
    entry = reviewed(pick(ctx.rng, entries))
    answer = entry[asked]
    wrong, seen = [], {answer.lower()}
    for other in entries:
        if other[asked].lower() not in seen and other[given] != entry[given]:
            seen.add(other[asked].lower())
            told = {"wrong": other[asked], "wrong_given": other[given]}
            wrong.append(Wrong(other[asked], rel["misconception"], _fill(rel["wrong"], {**entry, **told})))
    for trap in entry.get("traps", []):
        if trap["field"] == asked:
            wrong.append(Wrong(trap["text"], trap["misconception"], trap["reason"]))
    return Claim(
        question=_fill(rel["question"], entry),
        answer=answer,
        wrong=tuple(wrong),
        why=_fill(rel["why"], entry),
        key=f"{rel['id']}|{entry[given]}",
        sentence=_fill(rel["sentence"], entry),
        task="reason" if rel["rank"] else "identify",
        steps=1 + rel["rank"],
        standard=rel.get("standard"),
    )


def relation_ask(area: str, names: Sequence[str]) -> Ask:
    """An ask of claims made by ``relation_claim``."""
    return claim_ask(lambda ctx: relation_claim(ctx, area, names))


def diagram_choice(
    ctx: GenerationContext,
    question: str,
    svg: str,
    answer: str,
    why: str,
    wrong: Sequence[tuple[str, str, str]],
    key: str,
    *,
    standard: str | None = None,
) -> Draft:
    """A multiple-choice question about a model diagram (wrong answers: text, misconception, reason);
    one more step at each level."""
    draft = diagram_draft(question, svg, answer, why, wrong, ctx.rng, key, steps=1 + ctx.level.rank)
    draft.standard = skill_code(ctx, standard)
    return draft
