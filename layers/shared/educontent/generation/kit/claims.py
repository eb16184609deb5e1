"""One fact asked about, in whichever content type a skill wants: the science generators build a
``Claim`` from their knowledge model (the question, the answer, wrong answers each naming the
misconception behind it, and a sentence with ``{}`` where the answer goes), and ``claim_draft`` makes
the multiple-choice, true-false, fill-blank, short-answer or passage-based item of it. ``table_draft``
makes a data-table item of computed rows.

Every random choice comes from ``ctx.rng``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    DataTableContent,
    ExactAnswer,
    Passage,
    PassageBasedContent,
    Scalar,
    ShortAnswerContent,
)
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choice_draft,
    choices_count,
    fill_draft,
    shuffled,
    skill_code,
    text_features,
    true_false_draft,
    word_count,
)
from educontent.generation.kit.types import FB, MC, PB, SA, TF
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm


@dataclass(frozen=True)
class Claim:
    """A question with one right answer.

    ``sentence`` states the fact with ``{}`` where the answer goes ("A frog is {}."): true-false items
    put the answer or a wrong answer there, fill-blank items a blank. Without a sentence the claim has
    no true-false or fill-blank form. ``accept``: other written forms a short answer may take.
    """

    question: str
    answer: str
    wrong: tuple[Wrong, ...]
    why: str
    key: str
    sentence: str = ""
    task: TaskKind = "identify"
    steps: int = 1
    standard: str | None = None
    accept: tuple[str, ...] = field(default=())


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def statement(claim: Claim, text: str) -> str:
    """The claim's sentence with ``text`` in place of ``{}`` (capitalised when it starts the sentence)."""
    filled = claim.sentence.replace("{}", text)
    return _capital(filled) if claim.sentence.startswith("{}") else filled


def claim_draft(ctx: GenerationContext, claim: Claim, *, passage: Passage | None = None) -> Draft:
    """The item of ``ctx.content_type`` that asks ``claim`` (``passage``: the text a passage-based
    item is about). Raises ``NoSuchForm`` when the claim has no such form (no sentence for true-false
    or fill-blank, no passage for passage-based, no wrong answers for choices)."""
    standard = skill_code(ctx, claim.standard)
    kind = ctx.content_type
    if kind is MC:
        if not claim.wrong:
            raise NoSuchForm(f"no wrong answers for {claim.question!r}")
        return choice_draft(
            ctx, claim.question, claim.answer, claim.wrong, claim.why,
            key=claim.key, standard=claim.standard, task=claim.task, steps=claim.steps,
        )  # fmt: skip
    if kind is TF:
        return _true_false(ctx, claim, standard)
    if kind is FB:
        return _fill_blank(ctx, claim, standard)
    if kind is SA:
        return Draft(
            content=ShortAnswerContent(
                instructions="Write the answer.", question=claim.question, answer_format="text"
            ),
            answer=ExactAnswer(
                value=claim.answer,
                display=claim.answer,
                explanation=claim.why,
                acceptable_answers=list(claim.accept) or None,
            ),
            features=text_features(claim.task, words=word_count(claim.question), steps=claim.steps),
            key=claim.key,
            standard=standard,
        )
    if kind is PB:
        if passage is None or not claim.wrong:
            raise NoSuchForm("a passage-based item needs a passage and wrong answers")
        choices, answer = choice_answer(
            ctx.rng,
            claim.answer,
            claim.wrong,
            count=choices_count(ctx.grade, ctx.level.rank),
            explanation=claim.why,
        )
        return Draft(
            content=PassageBasedContent(
                instructions="Read the passage. Then answer the question.",
                passage=passage,
                question=claim.question,
                choices=choices,
            ),
            answer=answer,
            features=text_features(
                claim.task, words=word_count(passage.text), steps=claim.steps + 1, representation="passage"
            ),
            key=f"{claim.key}|{passage.title}",
            standard=standard,
        )
    raise NoSuchForm(f"a claim has no {kind.value} form")


def _true_false(ctx: GenerationContext, claim: Claim, standard: str | None) -> Draft:
    """The true sentence or, half the time, the sentence with one wrong answer in it (its reason
    explains why it is false)."""
    if not claim.sentence:
        raise NoSuchForm(f"no sentence for {claim.question!r}")
    features = text_features(claim.task, words=word_count(claim.sentence), steps=claim.steps)
    if not claim.wrong or ctx.rng.random() < 0.5:
        return true_false_draft(
            statement(claim, claim.answer),
            True,
            claim.why,
            features=features,
            key=f"{claim.key}|true",
            standard=standard,
        )
    wrong = claim.wrong[ctx.rng.randrange(len(claim.wrong))]
    return true_false_draft(
        statement(claim, wrong.text),
        False,
        f"{wrong.reason} {claim.why}",
        features=features,
        key=f"{claim.key}|{wrong.text}",
        standard=standard,
    )


def _fill_blank(ctx: GenerationContext, claim: Claim, standard: str | None) -> Draft:
    """The sentence with a blank for the answer; a word bank of the answer and up to three wrong
    answers."""
    if not claim.sentence or not claim.wrong:
        raise NoSuchForm(f"no sentence or wrong answers for {claim.question!r}")
    others = [w.text for w in claim.wrong if w.text.lower() != claim.answer.lower()]
    bank = shuffled(ctx.rng, [claim.answer, *ctx.rng.sample(others, min(3, len(others)))])
    blanked = claim.sentence.replace("{}", "___")
    return fill_draft(
        _capital(blanked),
        claim.answer,
        claim.why,
        bank=bank,
        instructions="Fill in the blank with a word or words from the word bank.",
        features=text_features(claim.task, words=word_count(blanked), steps=claim.steps),
        key=claim.key,
        standard=standard,
    )


def table_draft(
    ctx: GenerationContext,
    *,
    title: str,
    columns: Sequence[str],
    rows: Sequence[Sequence[Scalar]],
    question: str,
    value: str | int | float,
    display: str,
    why: str,
    key: str,
    unit: str | None = None,
    accept: Sequence[str] = (),
    task: TaskKind = "reason",
    steps: int = 2,
    standard: str | None = None,
) -> Draft:
    """A data-table item: the table (computed by the caller), a question and its exact answer."""
    return Draft(
        content=DataTableContent(
            instructions="Use the table to answer the question.",
            question=question,
            title=title,
            columns=list(columns),
            rows=[list(row) for row in rows],
        ),
        answer=ExactAnswer(
            value=value, display=display, unit=unit, explanation=why, acceptable_answers=list(accept) or None
        ),
        features=Features(
            task=task, steps=steps, magnitude=max(1, min(8, len(rows))), representation="table"
        ),
        key=key,
        standard=skill_code(ctx, standard),
    )
