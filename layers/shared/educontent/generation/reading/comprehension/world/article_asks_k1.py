"""The questions the engine asks about a built kindergarten or grade-1 article (``world.articles_k1``),
one builder per kind (``KINDS``, the same kind names as ``article_asks``), worded so a teacher can
read them aloud: short questions, short answers.

A key detail is the bank's own question ("Where is a duck at home?"); the main idea is what the
article is mostly about; a word's meaning comes from the glossary, and a grade-1 reader finds it in
the glossary; a heading tells what its section is about; how two ideas connect is the cause and
effect the article gives with "because" and the life-cycle stage that comes next; ordering items put
the stages in order. Wrong answers come from the world: details for the main idea, other headings,
other glossary words, reasons, main ideas and stages of other animals, stages out of order.
"""

from __future__ import annotations

import re

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import OR
from educontent.generation.reading.comprehension.world import articles_k1
from educontent.generation.reading.comprehension.world.articles import Article, Section
from educontent.generation.reading.comprehension.world.asking import (
    Asked,
    Kind,
    asked_draft,
    pick_kind,
    sequence_draft,
)
from educontent.generation.reading.comprehension.world.common import cap, sentence
from educontent.generation.registry import Draft, GenerationContext

TOPICS = {
    "home": "where {name} live",
    "food": "what {name} eat",
    "body": "what {name} look like",
    "cycle": "how {name} grow",
}
MAIN = "What is this article mostly about?"
_BABY = re.compile(r"an? (?:baby|young) ")
_IT = re.compile(r"^(?:it|its|they|the) ", re.IGNORECASE)


def _said(reason: str, told: str) -> re.Match | None:
    """Whether the article says ``reason`` of its own animal (it has webbed feet too: not a wrong reason)."""
    return re.search(re.escape(_IT.sub("", reason.lower())), told)


def item(ctx: GenerationContext) -> Draft:
    """An item about a K-1 article drawn for the grade, of a kind ``ctx.params`` (``BuiltParams``) asks."""
    article = articles_k1.draw(ctx.rng, ctx.grade)
    passage = articles_k1.render(article, ctx.grade)
    if ctx.content_type == OR:
        stages = list(article.stages)
        one = articles_k1.subject_of(article)["one"]
        return sequence_draft(
            ctx,
            passage,
            stages,
            noun="article",
            prompt=f"How does {one} grow? Put these in order.",
            why="The end of the article tells how it grows, in order: " + ", then ".join(stages) + ".",
            kind="order",
        )
    kind = pick_kind(ctx, KINDS, usable(article, ctx.grade))
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, article), noun="article")


def usable(article: Article, grade: int) -> list[str]:
    """The kinds this article can be asked about: heading and glossary-finding questions only where
    the text shows headings (grade 1), word questions only when it has a glossary."""
    kinds = [k for k in KINDS if k not in ("glossary", "feature") or article.glossary]
    return kinds if articles_k1.headed(grade) else [k for k in kinds if k not in _HEADED]


def _main_idea(ctx: GenerationContext, article: Article) -> Asked:
    other = pick(ctx.rng, articles_k1.others(article))
    details = ctx.rng.sample([a.fact for a in article.asks], 2)
    return Asked(
        "main-idea",
        MAIN,
        article.main_idea,
        [
            *(
                Wrong(
                    d, "detail-as-main-idea", "This is one fact from the article, not what it is all about."
                )
                for d in details
            ),
            Wrong(other["mainIdea"], "main-idea-of-another-text", "This is about a different animal."),
        ],
        f"The first sentence tells what the whole article is about, and the rest tells more: {article.main_idea}",
    )


def _detail(ctx: GenerationContext, article: Article) -> Asked:
    ask = pick(ctx.rng, article.asks)
    return Asked(
        "detail",
        ask.question,
        ask.answer,
        [
            Wrong(w, "detail-not-in-text", f"The article does not say this about {article.name}.")
            for w in ask.wrong
        ],
        f"The article says: {ask.fact}",
        acceptable=tuple(dict.fromkeys((ask.answer, ask.answer.lower()))),
    )


def _glossary(ctx: GenerationContext, article: Article) -> Asked:
    term, meaning = pick(ctx.rng, article.glossary)
    inside = [m for t, m in article.glossary if t != term]
    terms = [t for t, _ in article.glossary]
    outside = [
        g["definition"]
        for s in articles_k1.others(article)
        for g in s["glossary"]
        if g["term"] not in terms
        and g["definition"] not in inside
        and not (_BABY.match(g["definition"]) and _BABY.match(meaning))  # a duckling is a baby bird too
    ]
    wrong = [
        Wrong(cap(m), "definition-of-another-word", "This is what another word in the article means.")
        for m in inside[:2]
    ]
    wrong += [
        Wrong(cap(m), "definition-not-in-glossary", "This is what a word in another article means.")
        for m in ctx.rng.sample(sorted(set(outside)), 3 - len(wrong))
    ]
    return Asked(
        "glossary",
        f'What does the word "{term}" mean?',
        cap(meaning),
        wrong,
        f'The word list at the end of the article says that "{term}" means {meaning}.',
        rubric=(f"Says that {term} means {meaning}",),
    )


def _feature(ctx: GenerationContext, article: Article) -> Asked:
    term, _ = pick(ctx.rng, article.glossary)
    heading = article.sections[0].heading
    return Asked(
        "feature",
        f'Where can you look to find what "{term}" means?',
        "In the glossary",
        [
            Wrong(
                "In the title",
                "title-as-definition",
                "The title tells what the article is about, not what words mean.",
            ),
            Wrong(
                f'In the heading "{heading}"',
                "heading-as-definition",
                "A heading tells what one part is about.",
            ),
            Wrong(
                "In the first sentence",
                "first-sentence-as-definition",
                "The first sentence tells the main idea.",
            ),
        ],
        f'The word "{term}" is in bold. The glossary at the end lists bold words and tells what they mean.',
    )


def _heading_asked(kind: str, question: str, article: Article, section: Section) -> Asked:
    return Asked(
        kind,
        question,
        section.heading,
        [
            Wrong(s.heading, "wrong-section", f'The part "{s.heading}" tells about something else.')
            for s in article.sections
            if s.heading != section.heading
        ],
        f'A heading tells what a part is about. The part "{section.heading}" tells '
        f"{TOPICS[section.category].format(name=article.name)}.",
        acceptable=(section.heading,),
    )


def _heading(ctx: GenerationContext, article: Article) -> Asked:
    section = pick(ctx.rng, article.sections)
    fact = pick(ctx.rng, section.facts)
    return _heading_asked("heading", f'Under which heading can you read this? "{fact}"', article, section)


def _heading_topic(ctx: GenerationContext, article: Article) -> Asked:
    section = pick(ctx.rng, article.sections)
    topic = TOPICS[section.category].format(name=article.name)
    return _heading_asked("heading-topic", f"Which heading tells {topic}?", article, section)


def _cause(ctx: GenerationContext, article: Article) -> Asked:
    told = " ".join(f for s in article.sections for f in s.facts).lower()
    reasons = [o for o in articles_k1.others(article) if _said(o["cause"]["a"], told) is None]
    others = ctx.rng.sample(reasons, 3)
    return Asked(
        "cause",
        article.cause["q"],
        article.cause["a"],
        [
            Wrong(o["cause"]["a"], "cause-from-another-text", "This is a reason about a different animal.")
            for o in others
        ],
        f"The article tells why with the word because: {article.cause['text']}",
        task="reason",
        rubric=(f"Gives this reason: {sentence(article.cause['a'])}",),
    )


def _next_stage(ctx: GenerationContext, article: Article) -> Asked:
    stages = article.stages
    index = ctx.rng.randrange(len(stages) - 1)
    one = articles_k1.subject_of(article)["one"]
    elsewhere = sorted({s for o in articles_k1.others(article) for s in o["cycle"]["stages"]} - set(stages))
    return Asked(
        "next-stage",
        f"The article tells how {one} grows. What comes right after the {stages[index]}?",
        cap(stages[index + 1]),
        [
            *(
                Wrong(cap(s), "stage-out-of-order", "This comes at another time as it grows.")
                for i, s in enumerate(stages)
                if i not in (index, index + 1)
            ),
            *(
                Wrong(cap(s), "stage-of-another-animal", "This is how a different animal grows.")
                for s in ctx.rng.sample(elsewhere, 2)
            ),
        ],
        f"The article tells the order: {', then '.join(stages)}.",
        task="represent",
        acceptable=(stages[index + 1], cap(stages[index + 1])),
    )


KINDS: dict[str, Kind] = {
    "detail": Kind(0, True, _detail),
    "main-idea": Kind(0, False, _main_idea),
    "heading-topic": Kind(0, True, _heading_topic),
    "feature": Kind(0, False, _feature),
    "glossary": Kind(1, True, _glossary),
    "heading": Kind(1, True, _heading),
    "next-stage": Kind(1, True, _next_stage),
    "cause": Kind(2, True, _cause),
}
_HEADED = ("heading", "heading-topic", "feature")
"""Kinds that need the headings a grade-1 text shows."""
