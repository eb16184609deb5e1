"""One described picture for a built story or article: the ``caption`` of a section, drawn from the
``built-pictures`` bank.

A story's picture shows one event of its plot (who does what, in the present tense, as a caption says
it) or the hero at the end (a pose that shows the last feeling), and adds a detail the words never
say: what one character in it wears. An article's picture is a labeled diagram of the animal's body
(under the body heading) or a picture of one stage of its life cycle (under the life-cycle heading),
with a detail of how the animal looks that the article's words do not say (the K-1 article world,
``articles_k1``, has pictures of its own, in shorter words). The passage is the
engine's own rendering with the caption added; its text (which leaves captions out) is unchanged.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.reading.comprehension.world import articles, articles_k1, stories
from educontent.generation.reading.comprehension.world.common import fill, sentence
from educontent.generation.registry import NoSuchForm

PICTURED = ("body", "cycle")
"""The article sections that may carry a picture: a diagram of the body, a stage of the life cycle."""


@cache
def bank() -> dict:
    return load_bank("reading", "built-pictures")


def band_key(story: stories.Story) -> str:
    return "k1" if story.band == "k1" else "main"


def with_article(word: str) -> str:
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


@dataclass(frozen=True)
class StoryPicture:
    story: stories.Story
    index: int | None  # the event the picture shows; None: the hero at the end
    who: str  # whose clothes the caption tells
    color: str
    cloth: str
    shows: str  # the caption's first sentence: the moment

    def wearing(self, who: str, color: str) -> str:
        """The sentence that tells what ``who`` wears (the caption says it of ``self.who``)."""
        return sentence(f"{who} {bank()['wears'][band_key(self.story)]} {with_article(color)} {self.cloth}")

    @property
    def detail(self) -> str:
        return self.wearing(self.who, self.color)

    @property
    def caption(self) -> str:
        return f"{self.shows} {self.detail}"


def slots(story: stories.Story) -> dict[str, str]:
    return stories.slots_of(story.hero, story.helper, story.relation, story.thing, story.place)


def event_caption(story: stories.Story, plot: str, index: int, slot_values: dict[str, str]) -> str:
    """What a picture of the plot's event ``index`` shows, told in the present tense."""
    return fill(bank()["events"][plot][index], slot_values)


def pose(story: stories.Story) -> str:
    return fill(bank()["poses"][story.feel_end], slots(story))


def draw_story(rng: random.Random, story: stories.Story, *, at_end: bool) -> StoryPicture:
    """A picture of one of the story's events (or of the hero at the end), and what one person in it
    wears."""
    key = band_key(story)
    color, cloth = pick(rng, bank()["colors"][key]), pick(rng, bank()["clothes"][key])
    if at_end:
        shows = sentence(f"At the end, {story.hero.name} {pose(story)}")
        return StoryPicture(story, None, story.hero.name, color, cloth, shows)
    index = rng.randrange(len(story.events))
    who = story.events[index].actor.split(" and ")[0]
    return StoryPicture(
        story, index, who, color, cloth, event_caption(story, story.plot, index, slots(story))
    )


def captioned(passage: Passage, section: int, caption: str) -> Passage:
    """``passage`` with ``caption`` under the picture of section ``section``."""
    sections = list(passage.sections or [])
    sections[section] = sections[section].model_copy(update={"caption": caption})
    return passage.model_copy(update={"sections": sections})


def story_passage(picture: StoryPicture, grade: int) -> Passage:
    return captioned(stories.render(picture.story, grade), 0, picture.caption)


@dataclass(frozen=True)
class ArticlePicture:
    article: articles.Article
    category: str  # "body" or "cycle"
    shows: str  # what the picture shows, as a noun phrase
    label: str  # the caption's first sentence
    look: str  # the detail the words do not say

    @property
    def caption(self) -> str:
        return f"{self.label} {self.look}"

    @property
    def section(self) -> articles.Section:
        return next(s for s in self.article.sections if s.category == self.category)


def subject_pictures(article: articles.Article, subject: str) -> dict:
    """The bank's pictures of ``subject`` of the article's world (K-1 articles have their own)."""
    return bank()["k1Subjects" if article.band == "k1" else "subjects"][subject]


def article_picture(article: articles.Article, subject: str, category: str) -> ArticlePicture:
    """The picture of ``category`` the bank gives ``subject`` (shown in ``article`` or, for wrong
    answers, of another subject)."""
    entry = subject_pictures(article, subject)
    one = f"{entry['a']} {entry['one']}"
    if category == "body":
        shows = f"the parts of {one}'s body"
        label = f"A diagram of {one}, with labels on {entry['body']['parts']}."
        return ArticlePicture(article, category, shows, label, entry["body"]["look"])
    cycle = entry["cycle"]
    return ArticlePicture(article, category, cycle["shows"], f"A picture of {cycle['shows']}.", cycle["look"])


def draw_article(rng: random.Random, article: articles.Article) -> ArticlePicture:
    """A picture of one of the article's pictured sections (whichever of them the article has)."""
    shown = [c for c in PICTURED if any(s.category == c for s in article.sections)]
    if not shown:
        raise NoSuchForm(f"the article on {article.name} has no section a picture shows")
    return article_picture(article, article.subject, pick(rng, shown))


def article_passage(picture: ArticlePicture, grade: int) -> Passage:
    """The article with the picture's caption on its section (the introduction is section 0)."""
    index = 1 + [s.category for s in picture.article.sections].index(picture.category)
    world = articles_k1 if picture.article.band == "k1" else articles
    return captioned(world.render(picture.article, grade), index, picture.caption)
