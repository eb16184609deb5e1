"""The questions the engine asks about a built article, one builder per kind (``KINDS``), and the item
a skill's kinds make from a freshly drawn article: ``built_articles`` asks only these, and library
skills (``passage_questions`` with ``built``) ask them about some of their items.

The question comes from the world: the main idea, a key detail, the heading a fact is under, which
heading tells about a topic, what a glossary word means and where to find it, why something happens,
and which life-cycle stage comes next; ordering items put the stages in order. Wrong answers come from
the world too: details for the main idea, other headings, other glossary words, causes and main ideas
of other subjects, stages out of order.
"""

from __future__ import annotations

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import OR
from educontent.generation.reading.comprehension.world import article_asks_k1, articles
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
    "body": "what the bodies of {name} are like",
    "cycle": "how {name} grow",
}


def item(ctx: GenerationContext) -> Draft:
    """An item about an article drawn for the grade, of a kind ``ctx.params`` (``BuiltParams``) asks
    (kindergarten and grade 1 read the K-1 article world, ``article_asks_k1``)."""
    if ctx.grade <= 1:
        return article_asks_k1.item(ctx)
    article = articles.draw(ctx.rng, ctx.grade)
    passage = articles.render(article, ctx.grade)
    if ctx.content_type == OR:
        stages = list(article.stages)
        return sequence_draft(
            ctx,
            passage,
            stages,
            noun="article",
            prompt=f"Put the stages of the life cycle of {article.name} in order.",
            why=f'Read the section "{article.sections[-1].heading}". It tells the stages in order: '
            + ", then ".join(stages)
            + ".",
            kind="order",
        )
    kind = pick_kind(ctx, KINDS, usable(article))
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, article), noun="article")


def usable(article: articles.Article) -> list[str]:
    """The kinds this article can be asked about (glossary questions only when it has a glossary)."""
    return [k for k in KINDS if k not in ("glossary", "feature") or article.glossary]


def _main_idea(ctx: GenerationContext, article: articles.Article) -> Asked:
    other = pick(ctx.rng, articles.others(article))
    details = ctx.rng.sample([a.fact for a in article.asks], 2)
    return Asked(
        "main-idea",
        "What is the main idea of the article?",
        article.main_idea,
        [
            *(
                Wrong(
                    d,
                    "detail-as-main-idea",
                    "This is one detail from the article, not what the whole article is about.",
                )
                for d in details
            ),
            Wrong(other["mainIdea"], "main-idea-of-another-text", "This is about a different animal."),
        ],
        f"The first paragraph tells what the whole article is about, and every section tells more about it: {article.main_idea}",
        task="identify",
    )


def _detail(ctx: GenerationContext, article: articles.Article) -> Asked:
    ask = pick(ctx.rng, article.asks)
    bare = ask.answer.split(" ", 1)[1] if ask.answer.split(" ", 1)[0] in ("In", "Near", "On") else ask.answer
    return Asked(
        "detail",
        f"According to the article, {ask.question[:1].lower()}{ask.question[1:]}",
        ask.answer,
        [
            Wrong(w, "detail-not-in-text", f"The article does not say this about {article.name}.")
            for w in ask.wrong
        ],
        f"The article says: {ask.fact}",
        acceptable=tuple(dict.fromkeys((ask.answer, ask.answer.lower(), bare, bare.lower()))),
    )


def _headings_wrong(article: articles.Article, right: str) -> list[Wrong]:
    return [
        Wrong(s.heading, "wrong-section", f'The section "{s.heading}" tells about something else.')
        for s in article.sections
        if s.heading != right
    ]


def _heading(ctx: GenerationContext, article: articles.Article) -> Asked:
    section = pick(ctx.rng, article.sections)
    fact = pick(ctx.rng, section.facts)
    return _heading_asked(
        "heading", f'Under which heading can you read this sentence? "{fact}"', article, section
    )


def _heading_topic(ctx: GenerationContext, article: articles.Article) -> Asked:
    section = pick(ctx.rng, article.sections)
    topic = TOPICS[section.category].format(name=article.name)
    return _heading_asked("heading-topic", f"Which heading tells you about {topic}?", article, section)


def _heading_asked(kind: str, question: str, article: articles.Article, section: articles.Section) -> Asked:
    """A question answered by ``section``'s heading, the article's other headings wrong."""
    return Asked(
        kind,
        question,
        section.heading,
        _headings_wrong(article, section.heading),
        f'Headings tell what each section is about. The section "{section.heading}" tells '
        f"{TOPICS[section.category].format(name=article.name)}.",
        acceptable=(section.heading,),
    )


def _glossary(ctx: GenerationContext, article: articles.Article) -> Asked:
    term, meaning = pick(ctx.rng, article.glossary)
    inside = [m for t, m in article.glossary if t != term]
    outside = [
        g["definition"]
        for s in articles.others(article)
        for g in s["glossary"]
        if g["term"] not in [t for t, _ in article.glossary] and g["definition"] not in inside
    ]
    wrong = [
        Wrong(cap(m), "definition-of-another-word", "This is what another glossary word means.")
        for m in inside[:2]
    ]
    wrong += [
        Wrong(cap(m), "definition-not-in-glossary", "The glossary does not say this.")
        for m in ctx.rng.sample(outside, 3 - len(wrong))
    ]
    return Asked(
        "glossary",
        f'What does the word "{term}" mean in this article?',
        cap(meaning),
        wrong,
        f'The glossary at the end of the article says that "{term}" means {meaning}.',
        rubric=(f"Says that {term} means {meaning}",),
    )


def _feature(ctx: GenerationContext, article: articles.Article) -> Asked:
    term, _ = pick(ctx.rng, article.glossary)
    heading = article.sections[0].heading
    return Asked(
        "feature",
        f'Where can a reader look to find what the word "{term}" means?',
        "In the glossary",
        [
            Wrong(
                "In the title", "title-as-definition", "The title names the topic; it does not explain words."
            ),
            Wrong(
                f'In the heading "{heading}"',
                "heading-as-definition",
                "A heading names a section; it does not explain words.",
            ),
            Wrong(
                "In the first sentence",
                "first-sentence-as-definition",
                "The first sentence gives the main idea, not word meanings.",
            ),
        ],
        f'The word "{term}" is printed in bold. A glossary lists words like this and tells what they mean.',
    )


def _cause(ctx: GenerationContext, article: articles.Article) -> Asked:
    others = ctx.rng.sample(articles.others(article), 3)
    return Asked(
        "cause",
        f"According to the article, {article.cause['q'][:1].lower()}{article.cause['q'][1:]}",
        article.cause["a"],
        [
            Wrong(o["cause"]["a"], "cause-from-another-text", "This is a reason about a different animal.")
            for o in others
        ],
        f"The article gives the reason with the word because: {article.cause['text']}",
        task="reason",
        rubric=(f"Gives this reason: {sentence(article.cause['a'])}",),
    )


def _next_stage(ctx: GenerationContext, article: articles.Article) -> Asked:
    stages = article.stages
    index = ctx.rng.randrange(len(stages) - 1)
    return Asked(
        "next-stage",
        f"In the life cycle of {article.name}, which stage comes right after the {stages[index]} stage?",
        cap(stages[index + 1]),
        [
            Wrong(cap(s), "stage-out-of-order", "This stage comes at another point in the life cycle.")
            for i, s in enumerate(stages)
            if i != index + 1
        ],
        f"The life cycle goes in this order: {', then '.join(stages)}.",
        task="represent",
        acceptable=(stages[index + 1], cap(stages[index + 1])),
    )


def _structure(ctx: GenerationContext, article: articles.Article) -> Asked:
    cycle = article.sections[-1]
    return Asked(
        "structure",
        f'How is the section "{cycle.heading}" organized?',
        "In time order, from the first stage of life to the last",
        [
            Wrong(
                "As a problem and how it was solved",
                "structure-problem-solution",
                "The section names no problem to solve.",
            ),
            Wrong(
                "As a comparison of two animals",
                "structure-compare",
                f"The section tells about {article.name} only.",
            ),
            Wrong(
                "As an opinion with reasons",
                "structure-opinion",
                "The section tells facts, not what the writer thinks.",
            ),
        ],
        f"The section tells the stages one after another ({', then '.join(article.stages)}), so it is in time order.",
        task="represent",
    )


def _section_role(ctx: GenerationContext, article: articles.Article) -> Asked:
    section = pick(ctx.rng, article.sections)
    role = f"It tells {TOPICS[section.category].format(name=article.name)}."
    return Asked(
        "section-role",
        f'What does the section "{section.heading}" add to the article?',
        role,
        [
            Wrong(
                f"It tells {TOPICS[s.category].format(name=article.name)}.",
                "role-of-another-section",
                f'The section "{s.heading}" does that.',
            )
            for s in article.sections
            if s is not section
        ],
        f'Each section adds one part to the main idea. The section "{section.heading}" tells {TOPICS[section.category].format(name=article.name)}.',
        task="represent",
    )


def _purpose(ctx: GenerationContext, article: articles.Article) -> Asked:
    """The author's purpose: an article of facts under headings is written to inform."""
    name = article.name
    return Asked(
        "purpose",
        "Why did the author most likely write this article?",
        f"To teach readers facts about {name}",
        [
            Wrong(
                f"To convince readers that {name} are better than other animals",
                "purpose-persuade",
                "The article gives facts; it never argues that one animal is better.",
            ),
            Wrong(
                f"To tell a made-up story about {name}",
                "purpose-entertain",
                "The article has no characters or plot; it gives facts under headings.",
            ),
            Wrong(
                f"To give readers steps to follow to draw {name}",
                "purpose-instruct",
                "The article gives no steps to follow.",
            ),
        ],
        "The article has a heading over each section, and every section gives facts. "
        f"{article.main_idea} An author who writes like this wants to inform readers about {name}.",
        task="reason",
    )


KINDS: dict[str, Kind] = {
    "structure": Kind(1, False, _structure),
    "section-role": Kind(2, False, _section_role),
    "detail": Kind(0, True, _detail),
    "heading-topic": Kind(0, True, _heading_topic),
    "feature": Kind(0, False, _feature),
    "main-idea": Kind(1, False, _main_idea),
    "heading": Kind(1, True, _heading),
    "glossary": Kind(1, True, _glossary),
    "next-stage": Kind(1, True, _next_stage),
    "cause": Kind(2, True, _cause),
    "purpose": Kind(1, False, _purpose),
}
