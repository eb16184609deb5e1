"""Questions about the described picture of a built story or article (kind ``visual`` in the library's
terms), one builder per kind: ``STORY_KINDS`` and ``ARTICLE_KINDS``, asked by library skills that name
them in ``built.pictures`` (``_built.py``).

Stories: what the picture shows, which sentence of the story goes with it, what it tells that the
words do not, what happens just after the moment it shows, and (a picture of the hero at the end)
what feeling it helps show. Articles: what the picture shows, which detail of the article goes with
it, what it tells that the words do not, and what it helps a reader understand. Wrong answers come
from the world: other events of the story, an event of another plot, the other character, a colour
the picture does not show, details of other sections, the pictures of other animals.
"""

from __future__ import annotations

import re

from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world import (
    article_asks_k1,
    articles,
    articles_k1,
    pictures,
    stories,
    story_asks,
)
from educontent.generation.reading.comprehension.world.article_asks import TOPICS
from educontent.generation.reading.comprehension.world.asking import Asked, Kind, asked_draft, pick_kind
from educontent.generation.reading.comprehension.world.common import cap
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

SENTENCE_END = re.compile(r'(?<=[.!?])\s+|(?<=[.!?]")\s+')


def story_item(ctx: GenerationContext) -> Draft:
    """An item about the picture of a story drawn for the grade, of a kind the skill asks."""
    story = stories.draw(ctx.rng, ctx.grade)
    kind = pick_kind(ctx, STORY_KINDS, list(STORY_KINDS))
    picture = pictures.draw_story(ctx.rng, story, at_end=kind == "picture-feeling")
    passage = pictures.story_passage(picture, ctx.grade)
    return asked_draft(ctx, passage, STORY_KINDS[kind].build(ctx, picture, passage.text), noun="story")


def article_item(ctx: GenerationContext) -> Draft:
    """An item about the picture of an article drawn for the grade, of a kind the skill asks."""
    if ctx.grade <= 1 and not articles_k1.headed(ctx.grade):
        raise NoSuchForm("a kindergarten article has no headings to put a picture under")
    article = (articles_k1 if ctx.grade <= 1 else articles).draw(ctx.rng, ctx.grade)
    kinds = ARTICLE_KINDS if ctx.grade <= 2 else {**ARTICLE_KINDS, **_OLDER}
    kind = pick_kind(ctx, kinds, list(kinds))
    picture = pictures.draw_article(ctx.rng, article)
    passage = pictures.article_passage(picture, ctx.grade)
    return asked_draft(ctx, passage, ARTICLE_KINDS[kind].build(ctx, picture), noun="article")


def _event(picture: pictures.StoryPicture) -> stories.Event:
    assert picture.index is not None
    return picture.story.events[picture.index]


def _others(picture: pictures.StoryPicture) -> list[int]:
    return [i for i in range(len(picture.story.events)) if i != picture.index]


def _stray_caption(ctx: GenerationContext, story: stories.Story) -> str:
    """A picture of an event of another plot, with this story's cast: something that does not happen."""
    plot = pick(ctx.rng, stories.other_plots(story))
    index = ctx.rng.randrange(len(plot["events"]))
    return pictures.event_caption(story, plot["id"], index, stories.other_slots(story, plot))


def _shows(ctx: GenerationContext, picture: pictures.StoryPicture, text: str) -> Asked:
    story = picture.story
    others = ctx.rng.sample(_others(picture), 2)
    return Asked(
        "picture-shows",
        "What does the picture show?",
        picture.shows,
        [
            *(
                Wrong(
                    pictures.event_caption(story, story.plot, i, pictures.slots(story)),
                    "event-not-pictured",
                    "This happens in the story, but the picture does not show it.",
                )
                for i in others
            ),
            Wrong(_stray_caption(ctx, story), "event-not-in-story", "This does not happen in the story."),
        ],
        f"The caption tells what the picture shows: {picture.caption}",
    )


def sentences(text: str) -> list[str]:
    return [s for paragraph in text.split("\n") for s in SENTENCE_END.split(paragraph.strip()) if s]


def _telling(text: str, event: stories.Event) -> list[str]:
    return [s for s in sentences(text) if event.do.lower() in s.lower()]


def _sentence(ctx: GenerationContext, picture: pictures.StoryPicture, text: str) -> Asked:
    found = _telling(text, _event(picture))
    others = [_telling(text, picture.story.events[i]) for i in _others(picture)]
    if len(found) != 1 or any(len(o) != 1 or o[0] == found[0] for o in others):
        raise NoSuchForm("the pictured event is not told in a sentence of its own")
    return Asked(
        "picture-sentence",
        "Which sentence from the story goes with the picture?",
        found[0],
        [
            Wrong(o[0], "sentence-for-another-part", "This sentence tells another part of the story.")
            for o in ctx.rng.sample(others, 3)
        ],
        f"The picture shows this moment: {picture.shows} The sentence that tells the same moment is: {found[0]}",
        task="reason",
    )


def _adds(ctx: GenerationContext, picture: pictures.StoryPicture, text: str) -> Asked:
    story = picture.story
    other_color = pick(
        ctx.rng, [c for c in pictures.bank()["colors"][pictures.band_key(story)] if c != picture.color]
    )
    other_person = story.helper.name if picture.who == story.hero.name else story.hero.name
    told = picture.shows if picture.index is not None else story.solution
    return Asked(
        "picture-adds",
        "What does the picture tell you that the words do not?",
        picture.detail,
        [
            Wrong(told, "words-tell-it", "The words of the story tell this too."),
            Wrong(
                picture.wearing(picture.who, other_color),
                "detail-not-in-picture",
                f"The picture shows {pictures.with_article(picture.color)} {picture.cloth}, not {pictures.with_article(other_color)} one.",
            ),
            Wrong(
                picture.wearing(other_person, picture.color),
                "wrong-character",
                f"The caption says this about {picture.who}, not {other_person}.",
            ),
        ],
        f"The caption says: {picture.caption} The story's words never tell what {picture.who} wears, so only the picture shows it.",
        task="reason",
    )


def _after(ctx: GenerationContext, picture: pictures.StoryPicture, text: str) -> Asked:
    story, index = picture.story, picture.index
    assert index is not None
    last = index == len(story.events) - 1
    answer = story.solution if last else story.events[index + 1].summary
    rest = [i for i in range(len(story.events)) if i not in (index, index + 1)]
    return Asked(
        "picture-after",
        "What happens just after the moment in the picture?",
        answer,
        [
            Wrong(
                _event(picture).summary,
                "picture-moment",
                "This is the moment the picture shows, not what comes after it.",
            ),
            Wrong(
                story.events[pick(ctx.rng, rest)].summary,
                "wrong-order",
                "This happens in the story, but not right after the moment in the picture.",
            ),
            *story_asks.not_in(ctx, story, 1, "event-not-in-story"),
        ],
        f"The picture shows this moment: {picture.shows} Find it in the story and read on. Next: {answer}",
        task="represent",
    )


def _feeling(ctx: GenerationContext, picture: pictures.StoryPicture, text: str) -> Asked:
    story = picture.story
    unhappy = [f for f in pictures.bank()["unhappy"] if f != story.feel_start]
    return Asked(
        "picture-feeling",
        "What feeling does the picture help show?",
        story.feel_end,
        [
            Wrong(
                story.feel_start,
                "feeling-from-another-part",
                f"{story.hero.name} feels this at the beginning, before the problem is solved.",
            ),
            *(
                Wrong(f, "feeling-not-shown", "Nothing in the picture shows this feeling.")
                for f in ctx.rng.sample(unhappy, 2)
            ),
        ],
        f"In the picture, {story.hero.name} {pictures.pose(story)}. That shows how {story.hero.subject} feels at the end: {story.feel_end}.",
        task="reason",
    )


STORY_KINDS: dict[str, Kind] = {
    "picture-shows": Kind(0, False, _shows),
    "picture-sentence": Kind(0, False, _sentence),
    "picture-adds": Kind(1, False, _adds),
    "picture-after": Kind(1, False, _after),
    "picture-feeling": Kind(1, False, _feeling),
}


def _other_animals(ctx: GenerationContext, picture: pictures.ArticlePicture) -> list[pictures.ArticlePicture]:
    world = articles_k1 if picture.article.band == "k1" else articles
    others = ctx.rng.sample(world.others(picture.article), 2)
    return [pictures.article_picture(picture.article, o["id"], picture.category) for o in others]


def _twin(picture: pictures.ArticlePicture) -> pictures.ArticlePicture:
    """The article's other picture (the one this article does not show)."""
    other = next(c for c in pictures.PICTURED if c != picture.category)
    return pictures.article_picture(picture.article, picture.article.subject, other)


def _article_shows(ctx: GenerationContext, picture: pictures.ArticlePicture) -> Asked:
    return Asked(
        "diagram-shows",
        "What does the picture in the article show?",
        cap(picture.shows),
        [
            Wrong(
                cap(_twin(picture).shows),
                "other-picture",
                "The picture does not show this.",
            ),
            *(
                Wrong(cap(o.shows), "other-animal", "This is about a different animal.")
                for o in _other_animals(ctx, picture)
            ),
        ],
        f"The caption tells what the picture shows: {picture.caption}",
    )


def _article_adds(ctx: GenerationContext, picture: pictures.ArticlePicture) -> Asked:
    told = picture.section.facts[0]
    return Asked(
        "diagram-adds",
        "What does the picture tell you that the words do not?",
        picture.look,
        [
            Wrong(told, "words-tell-it", "The words of the article tell this too."),
            Wrong(_twin(picture).look, "detail-not-in-picture", "The picture does not show this."),
            Wrong(_other_animals(ctx, picture)[0].look, "other-animal", "This is about a different animal."),
        ],
        f"The caption says: {picture.caption} The article's words never say this: {picture.look}",
        task="reason",
    )


def _detail_of(picture: pictures.ArticlePicture) -> str:
    if picture.category == "body":
        return picture.section.facts[0]
    stage = pictures.subject_pictures(picture.article, picture.article.subject)["cycle"]["stage"]
    pattern = re.compile(rf"\b{re.escape(stage)}", re.IGNORECASE)
    found = [f for f in picture.section.facts if pattern.search(f)]
    if not found:
        raise NoSuchForm(f"the life-cycle section does not name the {stage} stage")
    return found[0]


def _article_sentence(ctx: GenerationContext, picture: pictures.ArticlePicture) -> Asked:
    answer = _detail_of(picture)
    others = [a.fact for a in picture.article.asks if a.category != picture.category]
    if picture.category != "cycle":  # the life cycle's first stage, which a body diagram does not show
        others += [s.facts[0] for s in picture.article.sections if s.category == "cycle"]
    return Asked(
        "diagram-sentence",
        "Which detail from the article goes with the picture?",
        answer,
        [
            Wrong(
                o,
                "detail-from-another-section",
                "This detail is in the article, but the picture does not show it.",
            )
            for o in others
        ],
        f"The caption says: {picture.caption} The section with the picture tells about the same thing: {answer}",
        task="reason",
    )


def _article_helps(ctx: GenerationContext, picture: pictures.ArticlePicture) -> Asked:
    name = picture.article.name
    noun = "diagram" if picture.category == "body" else "picture"
    topics = article_asks_k1.TOPICS if picture.article.band == "k1" else TOPICS
    topic = {c: cap(t.format(name=name)) for c, t in topics.items()}
    return Asked(
        "diagram-helps",
        f'What does the {noun} in the section "{picture.section.heading}" help a reader understand?',
        topic[picture.category],
        [
            Wrong(t, "other-section", "Another section tells about this, and the picture does not show it.")
            for c, t in topic.items()
            if c != picture.category
        ],
        f"The caption says: {picture.caption} It shows {picture.shows}, so it helps a reader understand {topic[picture.category][:1].lower() + topic[picture.category][1:]}.",
        task="reason",
    )


ARTICLE_KINDS: dict[str, Kind] = {
    "diagram-shows": Kind(0, False, _article_shows),
    "diagram-sentence": Kind(1, False, _article_sentence),
    "diagram-adds": Kind(1, False, _article_adds),
    "diagram-helps": Kind(0, False, _article_helps),
}
_OLDER = {"diagram-helps": Kind(1, False, _article_helps)}
"""From grade 3, what a diagram helps a reader understand is asked at medium (with the other
questions that connect the picture to the words), not at easy with what the picture shows."""
