"""Questions about two built passages shown together (RL.x.9, RI.x.9): the item is passage-based, with
the first text as its ``passage`` and the second as its ``paired_passage``.

``pair-articles``: two articles on one animal by two authors (``articles.draw(like=...)``: the same
subject, another title, another heading over each section, facts drawn afresh). Asked: which text
tells a fact (one title, both texts or neither: the fact is told, or not, by each world), what topic
both texts tell about, under which heading the second text tells it, and which fact only the second
text gives.

``pair-stories``: two stories of one plot, so of one lesson, with different characters, object and
place (``stories.draw(like=...)``). Asked: the lesson both teach, the main character of each, how the
stories differ, and the problem in the second story. Wrong answers come from the worlds: the other
text's title, heading, hero or problem, other plots' lessons, other animals' topics.
"""

from __future__ import annotations

from collections.abc import Callable

from educontent.generation.items import Passage, PassageBasedContent
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    level_pool,
    text_features,
    word_count,
)
from educontent.generation.reading.comprehension.world import articles, articles_k1, stories
from educontent.generation.reading.comprehension.world.article_asks import TOPICS
from educontent.generation.reading.comprehension.world.asking import Asked, BuiltParams, passage_key
from educontent.generation.reading.comprehension.world.common import cap, fill, sentence
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

PAIR_ARTICLES = "pair-articles"
PAIR_STORIES = "pair-stories"
GENRES = {PAIR_ARTICLES: "informational", PAIR_STORIES: "fiction"}
BOTH, NEITHER = "Both texts", "Neither text"


def item(ctx: GenerationContext) -> Draft:
    """A passage-based item about two built texts, of a pair kind ``ctx.params`` (``BuiltParams``) asks."""
    params: BuiltParams = ctx.params
    kinds = [k for k in params.asks if k in GENRES]
    if not kinds:
        raise NoSuchForm(f"no pair kind in {params.asks}")
    source = pick(ctx.rng, kinds)
    worlds = _articles(ctx) if source == PAIR_ARTICLES else _stories(ctx)
    first, second, shown, table, usable = worlds
    kind = pick(ctx.rng, level_pool(ctx.rng, usable, lambda k: table[k][0], ctx.level.rank))
    asked = table[kind][1](ctx, first, second)
    return pair_draft(ctx, shown, asked, params.kind_standards.get(source))


def _articles(ctx: GenerationContext) -> tuple:
    """Two articles on one subject; for grade 1 from the K-1 article world (kindergarten texts have no
    headings to compare, so kindergarten pairs are stories)."""
    world = articles_k1 if ctx.grade <= 1 else articles
    first = world.draw(ctx.rng, ctx.grade)
    second = world.draw(ctx.rng, ctx.grade, like=first)
    shown = (world.render(first, ctx.grade), world.render(second, ctx.grade))
    usable = [k for k in ARTICLE_KINDS if k != "only-second" or _only(second, first)]
    return first, second, shown, ARTICLE_KINDS, usable


def _stories(ctx: GenerationContext) -> tuple:
    first = stories.draw(ctx.rng, ctx.grade)
    second = stories.draw(ctx.rng, ctx.grade, like=first)
    shown = (stories.render(first, ctx.grade), stories.render(second, ctx.grade))
    return first, second, shown, STORY_KINDS, list(STORY_KINDS)


def pair_draft(
    ctx: GenerationContext, shown: tuple[Passage, Passage], asked: Asked, standard: str | None
) -> Draft:
    choices, answer = choice_answer(
        ctx.rng,
        asked.answer,
        asked.wrong,
        count=choices_count(ctx.grade, ctx.level.rank),
        explanation=asked.why,
    )
    words = word_count(shown[0].text) + word_count(shown[1].text) + word_count(asked.question)
    return Draft(
        content=PassageBasedContent(
            instructions="Read both texts, then answer the question.",
            passage=shown[0],
            paired_passage=shown[1],
            question=asked.question,
            choices=choices,
        ),
        answer=answer,
        features=text_features(asked.task, words=words, steps=3, representation="passage"),
        key=f"{passage_key(shown[0])}:{passage_key(shown[1])}:{asked.kind}:{asked.question}",
        standard=standard if standard in ctx.skill.standards else None,
    )


def _only(article: articles.Article, other: articles.Article) -> list[str]:
    """Facts ``article`` tells and ``other`` does not."""
    told = set(other.facts)
    return [f for f in article.facts if f not in told]


def _untold(first: articles.Article, second: articles.Article) -> list[str]:
    """Facts of the subject in the bank that neither article tells."""
    subject = (
        articles_k1.subject_of(first)
        if first.band == "k1"
        else next(s for s in articles.subjects() if s["id"] == first.subject)
    )
    told = set(first.facts) | set(second.facts)
    pool = [f for entry in subject["sections"].values() for f in entry["facts"]]
    return [f for f in pool if f not in told]


def _which_text(ctx: GenerationContext, first: articles.Article, second: articles.Article) -> Asked:
    both = [f for f in first.facts if f in set(second.facts)]
    classes = [
        (answer, facts)
        for answer, facts in (
            (BOTH, both),
            (first.title, _only(first, second)),
            (second.title, _only(second, first)),
            (NEITHER, _untold(first, second)),
        )
        if facts
    ]
    answer, facts = pick(ctx.rng, classes)
    fact = pick(ctx.rng, facts)
    truth = {
        BOTH: "Both texts tell this fact.",
        first.title: f'Only the first text, "{first.title}", tells this fact.',
        second.title: f'Only the second text, "{second.title}", tells this fact.',
        NEITHER: "Neither text tells this fact.",
    }
    wrong = [
        Wrong(text, _MIXUPS[_role(text, first, second), _role(answer, first, second)], truth[answer])
        for text in (first.title, second.title, BOTH, NEITHER)
        if text != answer
    ]
    return Asked(
        "which-text",
        f'Which text tells this fact? "{fact}"',
        answer,
        wrong,
        f"Look for the fact in each text. {truth[answer]}",
    )


def _role(text: str, first: articles.Article, second: articles.Article) -> str:
    return "one" if text in (first.title, second.title) else text


_MIXUPS = {
    ("one", "one"): "fact-in-other-text",
    ("one", BOTH): "one-text-for-both",
    ("one", NEITHER): "fact-not-in-texts",
    (BOTH, "one"): "both-for-one-text",
    (BOTH, NEITHER): "fact-not-in-texts",
    (NEITHER, "one"): "missed-fact-in-text",
    (NEITHER, BOTH): "missed-fact-in-text",
}


def _both_topic(ctx: GenerationContext, first: articles.Article, second: articles.Article) -> Asked:
    category = pick(ctx.rng, [s.category for s in first.sections])
    others = ctx.rng.sample((articles_k1 if first.band == "k1" else articles).others(first), 3)
    return Asked(
        "both-topic",
        "What do both texts tell about?",
        cap(TOPICS[category].format(name=first.name)),
        [
            Wrong(
                cap(TOPICS[category].format(name=o["name"])),
                "topic-of-another-animal",
                f"Both texts are about {first.name}, not {o['name']}.",
            )
            for o in others
        ],
        f"Each text has a section that tells {TOPICS[category].format(name=first.name)}.",
        task="represent",
    )


def _second_heading(ctx: GenerationContext, first: articles.Article, second: articles.Article) -> Asked:
    index = ctx.rng.randrange(len(second.sections))
    section, mate = second.sections[index], first.sections[index]
    topic = TOPICS[section.category].format(name=second.name)
    wrong = [
        Wrong(mate.heading, "heading-from-other-text", f'"{mate.heading}" is a heading in the first text.')
    ]
    wrong += [
        Wrong(s.heading, "wrong-section", f'The section "{s.heading}" tells about something else.')
        for s in second.sections
        if s is not section
    ]
    return Asked(
        "second-heading",
        f"Both texts tell {topic}. Under which heading does the second text tell it?",
        section.heading,
        [wrong[0], *ctx.rng.sample(wrong[1:], 2)],
        f'The second text, "{second.title}", tells {topic} under the heading "{section.heading}". '
        f'The first text uses the heading "{mate.heading}".',
    )


def _only_second(ctx: GenerationContext, first: articles.Article, second: articles.Article) -> Asked:
    fact = pick(ctx.rng, _only(second, first))
    both = [f for f in first.facts if f in set(second.facts)]
    wrong = [Wrong(f, "fact-in-both-texts", "Both texts tell this fact.") for f in ctx.rng.sample(both, 2)]
    wrong += [
        Wrong(f, "fact-from-first-text", "Only the first text tells this.") for f in _only(first, second)[:1]
    ]
    wrong += [Wrong(f, "fact-not-in-texts", "Neither text tells this.") for f in _untold(first, second)[:1]]
    return Asked(
        "only-second",
        "Which fact do you learn only from the second text?",
        fact,
        wrong,
        f'The second text, "{second.title}", says: {fact} The first text does not.',
        task="reason",
    )


def _both_lesson(ctx: GenerationContext, first: stories.Story, second: stories.Story) -> Asked:
    others = ctx.rng.sample(stories.other_plots(first), 3)
    return Asked(
        "both-lesson",
        "What lesson do both stories teach?",
        sentence(first.lesson),
        [
            Wrong(sentence(p["lesson"]), "lesson-from-another-story", "Neither story shows this lesson.")
            for p in others
        ],
        f"Think about how each problem is solved. {' '.join(dict.fromkeys((first.solution, second.solution)))} "
        f"Both stories show that {first.lesson}.",
        task="reason",
    )


def _heroes(ctx: GenerationContext, first: stories.Story, second: stories.Story) -> Asked:
    one, two = first.hero.name, second.hero.name
    return Asked(
        "heroes",
        "Who is the main character in each story?",
        f"{one} in the first story and {two} in the second story",
        [
            Wrong(
                f"{first.helper.name} in the first story and {second.helper.name} in the second story",
                "helper-as-main-character",
                "These characters help, but each story is mostly about someone else.",
            ),
            Wrong(
                f"{two} in the first story and {one} in the second story",
                "stories-mixed-up",
                "The stories are mixed up.",
            ),
            Wrong(f"{one} in both stories", "one-story-only", f"{one} is not in the second story."),
        ],
        f"The first story is mostly about {one} and the second is mostly about {two}.",
    )


def _differ(ctx: GenerationContext, first: stories.Story, second: stories.Story) -> Asked:
    lesson = f"Both stories teach that {first.lesson}."
    return Asked(
        "differ",
        "How are the two stories different?",
        f"They have different main characters: {first.hero.name} and {second.hero.name}.",
        [
            Wrong("They teach different lessons.", "lessons-differ", lesson),
            Wrong(
                "Only the first story has a problem to solve.",
                "problem-in-one-story",
                "Both stories have a problem.",
            ),
            Wrong(
                "The second story does not tell how the problem is solved.",
                "no-solution",
                f"The second story ends: {second.solution}",
            ),
        ],
        f"The stories have the same kind of problem and the same lesson, but different characters. {lesson}",
        task="reason",
    )


def _second_problem(ctx: GenerationContext, first: stories.Story, second: stories.Story) -> Asked:
    plots = ctx.rng.sample(stories.other_plots(second), 2)
    wrong = [
        Wrong(
            fill(plot["problem"], stories.other_slots(second, plot)),
            "problem-not-in-story",
            "This does not happen in either story.",
        )
        for plot in plots
    ]
    if _renamed(first.problem, first, second) != second.problem:  # the first problem is not this one
        wrong[-1] = Wrong(
            first.problem, "problem-from-other-story", "This is the problem in the first story."
        )
    return Asked(
        "second-problem",
        f"What problem does {second.hero.name} have at the beginning of the second story?",
        second.problem,
        [
            Wrong(
                second.solution, "solution-as-problem", "This is how the second story ends, not its problem."
            ),
            *wrong,
        ],
        f"The second story tells its problem near the beginning: {second.problem}",
    )


def _renamed(text: str, first: stories.Story, second: stories.Story) -> str:
    """``text`` of the first story told with the second story's cast."""
    return text.replace(first.hero.name, second.hero.name).replace(first.helper.name, second.helper.name)


ARTICLE_KINDS: dict[str, tuple[int, Callable[..., Asked]]] = {
    "which-text": (1, _which_text),
    "second-heading": (0, _second_heading),
    "both-topic": (0, _both_topic),
    "only-second": (2, _only_second),
}
STORY_KINDS: dict[str, tuple[int, Callable[..., Asked]]] = {
    "heroes": (0, _heroes),
    "second-problem": (0, _second_problem),
    "both-lesson": (1, _both_lesson),
    "differ": (2, _differ),
}
