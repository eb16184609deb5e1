"""Reading comprehension from original passages: key details, characters and events, main idea and
summary, theme, point of view, text structure and features, evidence and claims (RL and RI standards,
grades K-8).

Each passage in the ``passages-*`` banks carries hand-written questions (kind, answer, wrong answers
with their misconceptions, the evidence sentence and how to find it) and, for stories, its events in
order. A passage may name the second text it is paired with (``pairedWith``); its questions marked
``paired`` compare the two and are asked only as passage-based items, which show both texts. A skill picks passage sets and question kinds; the item shows the question with the passage
(passage-based), with the passage in the item's ``passage`` field or an excerpt inline
(multiple-choice, short-answer), the events to put in order (ordering), question-answer pairs or
paragraph structures to match (matching), or a claim with one piece of evidence to judge (true-false,
from the ``claims`` bank). A question, prompt or instruction never repeats the passage: the "Read the
story ..." line is the item's instructions and the passage is structured data (``kit.passages``). The
``question-kinds`` bank gives each question kind its task and usual level, and each genre its name.
A skill whose questions the story and article engine can also ask names those kinds in ``built``: a
fixed share of its items is then asked about a freshly built passage (``_built.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from educontent.generation.banks import load_bank
from educontent.generation.difficulty import Features, TaskKind
from educontent.generation.items import (
    ExactAnswer,
    MatchingContent,
    MultipleChoiceContent,
    OpenEndedAnswer,
    Passage,
    SetAnswer,
    ShortAnswerContent,
)
from educontent.generation.kit.choose import pick
from educontent.generation.kit.passages import build_passage, passage_words
from educontent.generation.kit.text_forms import (
    choice_answer,
    choices_count,
    level_pool,
    matching_sets,
    numbered,
    ordering_draft,
    passage_choice_draft,
    text_features,
    true_false_draft,
    word_count,
    wrong_from_bank,
)
from educontent.generation.kit.types import MC, MT, OR, PB, SA, TF
from educontent.generation.reading.comprehension._bank import (
    candidates_for,
    genre_word,
    kind_of,
    partner_of,
    passages_of,
    questions_of,
)
from educontent.generation.reading.comprehension._built import BuiltShare, built_draft
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

LITERARY = ("fiction", "poem", "drama")


class PassageParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sets: list[str] = Field(min_length=1, description="Passage sets the skill reads from.")
    kinds: list[str] | None = Field(default=None, description="Question kinds asked (default: all).")
    kind_standards: dict[str, str] = Field(
        default_factory=dict, description="Question kind -> the skill's standard code it practises."
    )
    matching: Literal["questions", "structures", "features"] = "questions"
    claim_sets: list[str] = Field(default_factory=list, description="Claim sets for true-false items.")
    built: BuiltShare | None = Field(
        default=None, description="Engine kinds also asked about built stories and articles (_built.py)."
    )


_BANDS = "questions mostly (7 in 10) of the level's kind: easy finds details (who, where, what happened), medium sequences, summarises and finds the main idea or lesson, hard infers, weighs evidence and explains theme and point of view; events to order: easy 3, medium 4, hard 5; pairs to match: easy 3, medium and hard 4; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={PB, MC, SA, OR, MT, TF}, params=PassageParams, levels=Levels("form", _BANDS))
def passage_questions(ctx: GenerationContext) -> Draft:
    builder = _BUILDERS.get(ctx.content_type)
    if builder is None:
        raise ValueError(f"reading.comprehension.passage_questions does not make {ctx.content_type}")
    built = built_draft(ctx, lambda genre, kind: _standard(ctx, {"genre": genre}, kind))
    return builder(ctx) if built is None else built


def _standard(ctx: GenerationContext, passage: dict, kind: str | None) -> str | None:
    params: PassageParams = ctx.params
    codes = list(ctx.skill.standards)
    if kind and kind in params.kind_standards:
        return params.kind_standards[kind]
    prefix = "RL." if passage["genre"] in LITERARY else "RI."
    for code in codes:
        if code.startswith(prefix):
            return code
    return codes[0]


def _read_line(passage: dict) -> str:
    return f'Read the {genre_word(passage)} "{passage["title"]}".'


def _passage_features(task: TaskKind, passage: dict, asked: str, steps: int) -> Features:
    """Features of an item that carries the passage: the passage's words and the task's."""
    return text_features(
        task, words=passage_words(passage) + word_count(asked), steps=steps, representation="passage"
    )


def _pick_question(ctx: GenerationContext, *, short: bool = False) -> tuple[dict, dict]:
    params: PassageParams = ctx.params
    candidates = candidates_for(
        tuple(params.sets),
        None if params.kinds is None else tuple(params.kinds),
        short,
        ctx.content_type == PB,
    )
    if not candidates:
        raise ValueError(f"no questions for {params.sets} {params.kinds} (short={short})")
    pool = level_pool(ctx.rng, candidates, itemgetter(2), ctx.level.rank)  # (passage, question, level)
    passage, question, _ = pick(ctx.rng, pool)
    return passage, question


def _choice_draft(ctx: GenerationContext) -> Draft:
    passage, q = _pick_question(ctx)
    task, _ = kind_of(q["kind"])
    steps = 3 if task == "reason" else 2
    key, standard = f"{passage['id']}:{q['id']}", _standard(ctx, passage, q["kind"])
    wrong = wrong_from_bank(q["distractors"])
    if ctx.content_type == PB:
        return passage_choice_draft(
            ctx,
            passage,
            q["question"],
            q["answer"],
            wrong,
            q["explanation"],
            key=key,
            instructions=(
                "Read both texts, then answer the question."
                if q.get("paired")
                else f"Read the {genre_word(passage)}, then answer the question."
            ),
            task=task,
            steps=steps,
            standard=standard,
            paired=partner_of(passage) if q.get("paired") else None,
        )
    count = choices_count(ctx.grade, ctx.level.rank)
    choices, answer = choice_answer(ctx.rng, q["answer"], wrong, count=count, explanation=q["explanation"])
    if q.get("excerpt"):  # the excerpt is enough: it is the task, and the item carries no passage
        instructions = f'Read this part of "{passage["title"]}". Then choose the best answer.'
        question, shown = f"{q['excerpt']}\n\n{q['question']}", None
        features = text_features(task, words=word_count(question), steps=steps, representation="passage")
    else:
        instructions, question = f"{_read_line(passage)} Then choose the best answer.", q["question"]
        shown, features = build_passage(passage), _passage_features(task, passage, question, steps)
    return Draft(
        content=MultipleChoiceContent(
            instructions=instructions, passage=shown, question=question, choices=choices
        ),
        answer=answer,
        features=features,
        key=key,
        standard=standard,
    )


def _short_answer_draft(ctx: GenerationContext) -> Draft:
    passage, q = _pick_question(ctx, short=True)
    asked = q.get("shortQuestion") or q["question"]
    if q.get("acceptable"):
        answer = ExactAnswer(
            value=q["answer"],
            display=q["answer"],
            explanation=q["explanation"],
            acceptable_answers=q["acceptable"],
        )
        task: TaskKind = kind_of(q["kind"])[0]
    else:
        sample = q.get("sample") or q["answer"]
        rubric = q.get("rubric") or [f"Gives this answer in their own words: {q['answer']}"]
        if q.get("evidence") and not q.get("rubric"):
            quote = q["evidence"] if '"' in q["evidence"] else f'"{q["evidence"]}"'
            rubric = [*rubric, f"Supports it with a detail from the text, such as {quote}"]
        answer = OpenEndedAnswer(value=sample, display=sample, explanation=q["explanation"], rubric=rubric)
        task = "explain" if kind_of(q["kind"])[0] == "reason" else "represent"
    return Draft(
        content=ShortAnswerContent(
            instructions=f"{_read_line(passage)} Answer in a sentence or two.",
            passage=build_passage(passage),
            question=asked,
            answer_format="text",
        ),
        answer=answer,
        features=_passage_features(task, passage, asked, 2),
        key=f"{passage['id']}:{q['id']}",
        standard=_standard(ctx, passage, q["kind"]),
    )


def _ordering_draft(ctx: GenerationContext) -> Draft:
    params: PassageParams = ctx.params
    passages = [p for p in passages_of(params.sets) if len(p.get("events") or []) >= 3]
    if not passages:
        raise ValueError(f"no passages with events in {params.sets}")
    passage = pick(ctx.rng, passages)
    events = passage["events"]
    size = min(len(events), 3 + ctx.level.rank)
    keep = sorted(ctx.rng.sample(range(len(events)), size))
    in_order = [events[i] for i in keep]
    verb = "happened" if passage["genre"] in LITERARY else "come in the text"
    prompt = f"Put these events in the order they {verb}."
    return ordering_draft(
        ctx.rng,
        in_order,
        instructions=f"{_read_line(passage)} Then number the events from first to last.",
        passage=build_passage(passage),
        prompt=prompt,
        order_by="first to last",
        display=numbered(in_order),
        why=(
            f'Find each event in "{passage["title"]}" and notice which one the text tells first, '
            "next and last. Words like first, then, next, after and at last are clues. "
            f"First: {in_order[0]} Last: {in_order[-1]}"
        ),
        features=_passage_features("represent", passage, prompt, size - 1),
        key=f"{passage['id']}:order:{'-'.join(map(str, keep))}",
        standard=_standard(ctx, passage, "sequence"),
    )


def _matching(ctx: GenerationContext) -> Draft:
    if ctx.params.matching == "questions":
        return _question_matching(ctx)
    return _structure_matching(ctx)


def _question_matching(ctx: GenerationContext) -> Draft:
    params: PassageParams = ctx.params
    size = 3 + min(ctx.level.rank, 1)
    options = []
    for passage in passages_of(params.sets):
        usable = [q for q in questions_of(passage, params.kinds) if len(q["answer"]) <= 60]
        answers = {q["answer"].lower() for q in usable}
        if len(usable) >= 3 and len(answers) == len(usable):
            options.append((passage, usable))
    if not options:
        raise ValueError(f"no passages with matchable questions in {params.sets}")
    passage, usable = pick(ctx.rng, options)
    chosen = ctx.rng.sample(usable, min(size, len(usable)))
    prompt = "Match each question to its answer from the text."
    return _matching_draft(
        ctx,
        [(q["question"], q["answer"]) for q in chosen],
        instructions=f"{_read_line(passage)} Then draw a line from each question to its answer.",
        passage=build_passage(passage),
        prompt=prompt,
        display="; ".join(f"{q['question']} → {q['answer']}" for q in chosen),
        why="Read each question, then find the part of the text that answers it. "
        + " ".join(f"{q['question']} {q['explanation']}" for q in chosen),
        features=_passage_features("identify", passage, prompt, len(chosen)),
        key=f"{passage['id']}:match:{'-'.join(sorted(q['id'] for q in chosen))}",
        standard=_standard(ctx, passage, chosen[0]["kind"]),
    )


def _structure_matching(ctx: GenerationContext) -> Draft:
    bank = load_bank("reading", "text-structures")
    size = 3 + min(ctx.level.rank, 1)
    if ctx.params.matching == "features":
        features = ctx.rng.sample(bank["features"], size)
        pairs = [(f["name"], f["job"]) for f in features]
        return _matching_draft(
            ctx,
            pairs,
            instructions="Draw a line from each text feature to its job.",
            prompt="Match each text feature to what it helps a reader do.",
            display="; ".join(f"{a} → {b}" for a, b in pairs),
            why="Think about where you see each feature in a book and how it helps you find facts. "
            + " ".join(f"{f['name']}: {f['job']}." for f in features),
            features=text_features(
                "identify", words=sum(word_count(a + " " + b) for a, b in pairs), steps=size
            ),
            key="features:" + "-".join(sorted(f["name"] for f in features)),
        )
    by_structure: dict[str, list[dict]] = {}
    for snippet in bank["snippets"]:
        by_structure.setdefault(snippet["structure"], []).append(snippet)
    names = ctx.rng.sample(sorted(by_structure), size)
    snippets = [pick(ctx.rng, by_structure[name]) for name in names]
    return _matching_draft(
        ctx,
        [(s["text"], s["structure"]) for s in snippets],
        instructions="Draw a line from each paragraph to the way it is organized.",
        prompt="Read each short paragraph. Match it to its text structure.",
        display="; ".join(f"Paragraph {i + 1} → {s['structure']}" for i, s in enumerate(snippets)),
        why="Look for signal words and ask what the paragraph does. "
        + " ".join(f"Paragraph {i + 1}: {s['clue']}" for i, s in enumerate(snippets)),
        features=text_features(
            "represent", words=sum(word_count(s["text"]) for s in snippets), steps=size, representation="text"
        ),
        key="structures:" + "-".join(sorted(s["id"] for s in snippets)),
    )


def _matching_draft(
    ctx: GenerationContext,
    pairs: list[tuple[str, str]],
    *,
    instructions: str,
    prompt: str,
    display: str,
    why: str,
    features: Features,
    key: str,
    standard: str | None = None,
    passage: Passage | None = None,
) -> Draft:
    left, right, value = matching_sets(ctx.rng, pairs)
    return Draft(
        content=MatchingContent(
            instructions=instructions, passage=passage, prompt=prompt, left=left, right=right
        ),
        answer=SetAnswer(value=value, display=display, explanation=why),
        features=features,
        key=key,
        standard=standard,
    )


def _claim_true_false(ctx: GenerationContext) -> Draft:
    params: PassageParams = ctx.params
    claims = [c for c in load_bank("reading", "claims")["claims"] if c["set"] in params.claim_sets]
    if not claims:
        raise ValueError(f"no claims in {params.claim_sets}")
    claim = pick(ctx.rng, claims)
    index = ctx.rng.randrange(len(claim["evidence"]))
    evidence = claim["evidence"][index]
    statement = (
        f'An author claims: "{claim["claim"]}" The author gives this evidence: "{evidence["text"]}" '
        "True or false: this evidence supports the claim."
    )
    return true_false_draft(
        statement,
        evidence["supports"],
        f"Ask: does this evidence give a reason to believe the claim? {evidence['why']}",
        features=text_features("reason", words=word_count(statement), steps=2, representation="text"),
        key=f"{claim['id']}:{index}",
    )


_BUILDERS: dict[str, Callable[[GenerationContext], Draft]] = {
    PB: _choice_draft,
    MC: _choice_draft,
    SA: _short_answer_draft,
    OR: _ordering_draft,
    MT: _matching,
    TF: _claim_true_false,
}
