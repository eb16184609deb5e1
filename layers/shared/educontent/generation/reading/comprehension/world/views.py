"""A built story told with its two characters' points of view, and for dramatic irony with something
the reader learns that the hero does not know yet.

A main plot of the ``story-world`` bank may carry ``views``: how the hero and the helper each see the
problem at first, a line each says in that voice, a secret the reader is told and the hero is not, and
the effect of that secret (suspense or humor) with its reason. ``render`` tells the drawn story in its
band's frames (``stories.sections_at``) with one more paragraph after the opening: each character's
view in their own sentence ("Maya thought that ..."), their two spoken lines, and on request the
secret ("Maya did not know it yet, but ...") and, right after the event ``learnsAt``, that the hero
found it out ("Soon Maya found out that ..."). The story's own text and its draw are unchanged; these
kinds (``world.view_asks``) are the only readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from educontent.generation.items import Passage
from educontent.generation.reading.comprehension.world import stories
from educontent.generation.reading.comprehension.world.common import build, cap, closest, fill, sentence
from educontent.generation.registry import NoSuchForm

_STARTS = re.compile(r'(?<=[.!?]) (?=[A-Z"])|(?<=[.!?]") (?=[A-Z"])')
IRONY_FROM = 3
"""The first grade whose stories may tell a secret: the two sentences it adds read above grade 2's band."""
RICH = 4
"""From this depth of the story's frames on, the views read "was convinced that" and "believed that"."""


@dataclass(frozen=True)
class Views:
    """The drawn story's views, filled with its cast and object."""

    hero: str  # what the hero thinks at first (a clause)
    helper: str  # what the helper thinks at first (a clause)
    hero_says: str  # the hero's line, a sentence without quotation marks
    helper_says: str
    secret: str  # what the reader learns that the hero does not know yet (a clause)
    effect: str  # "suspense" or "humor"
    effect_why: str  # why the secret has that effect (a clause)
    learns_at: int  # the event right after which the hero finds the secret out


def plot_views(plot: dict, slots: dict[str, str]) -> Views | None:
    """A plot's ``views`` filled with ``slots``, or None when the plot has none."""
    raw = plot.get("views")
    if raw is None:
        return None
    return Views(
        hero=fill(raw["hero"], slots),
        helper=fill(raw["helper"], slots),
        hero_says=fill(raw["heroSays"], slots),
        helper_says=fill(raw["helperSays"], slots),
        secret=fill(raw["secret"], slots),
        effect=raw["effect"],
        effect_why=fill(raw["effectWhy"], slots),
        learns_at=raw["learnsAt"],
    )


def plot_of(story: stories.Story) -> dict:
    return next(p for p in stories.plots(story.band) if p["id"] == story.plot)


def slots(story: stories.Story) -> dict[str, str]:
    return stories.slots_of(story.hero, story.helper, story.relation, story.thing, story.place)


def views_of(story: stories.Story) -> Views:
    """The story's views (NoSuchForm when its plot has none, as K-1 plots do)."""
    found = plot_views(plot_of(story), slots(story)) if story.band != "k1" else None
    if found is None:
        raise NoSuchForm(f"the plot {story.plot} tells no points of view")
    return found


def quoted_line(says: str, speaker: str) -> str:
    """``says`` as spoken: '"It just wants to play," said Omar.'"""
    spoken = says[:-1] + "," if says.endswith(".") else says
    return f'"{spoken}" said {speaker}.'


def line_choice(says: str) -> str:
    """A spoken line as an answer choice, in quotation marks."""
    return f'"{sentence(says)}"'


def secret_line(hero: str, views: Views, *, rich: bool = False) -> str:
    """The sentence that tells the reader the secret."""
    if rich:
        return f"What {hero} did not realize yet was that {views.secret}."
    return f"{hero} did not know it yet, but {views.secret}."


def _paragraph(story: stories.Story, views: Views, depth: int, *, introduce: bool, irony: bool) -> str:
    hero, helper = story.hero.name, story.helper.name
    who = f"{story.hero.possessive} {story.relation} {helper}" if introduce else helper
    if depth >= RICH:  # one sentence for the two views, one for the two lines
        spoken = quoted_line(views.hero_says, hero).removesuffix(".")
        told = [
            f"At first, {hero} was convinced that {views.hero}, but {who} saw the problem differently and "
            f"believed that {views.helper}.",
            f'{spoken}, and {helper} replied thoughtfully, "{sentence(views.helper_says)}"',
        ]
    else:
        told = [
            f"At first, {hero} thought that {views.hero}.",
            f"{cap(who)} saw it another way.",
            f"{helper} thought that {views.helper}.",
            quoted_line(views.hero_says, hero),
            quoted_line(views.helper_says, helper),
        ]
    if irony:
        told.append(secret_line(hero, views, rich=depth >= RICH))
    return " ".join(told)


def sections_at(story: stories.Story, views: Views, depth: int, *, irony: bool) -> list[dict]:
    """The story in the frames of ``depth`` with the views paragraph after the opening. A helper whom
    the setup does not name is introduced there (so the events name the helper plainly)."""
    introduce = story.relation is not None and story.helper.name not in story.setup
    told = replace(story, relation=None) if introduce else story
    (section,) = stories.sections_at(told, depth)
    paragraphs = list(section["paragraphs"])
    if irony:
        _tell_found_out(story, views, paragraphs, rich=depth >= RICH)
    paragraphs.insert(1, _paragraph(story, views, depth, introduce=introduce, irony=irony))
    return [{"paragraphs": paragraphs}]


def found_out_line(hero: str, views: Views, *, rich: bool = False) -> str:
    """The sentence that tells when the hero finds the secret out."""
    if rich:
        return f"Only then did {hero} discover that {views.secret}."
    return f"Soon {hero} found out that {views.secret}."


def _tell_found_out(story: stories.Story, views: Views, paragraphs: list[str], *, rich: bool) -> None:
    """Tell, right after the event ``views.learns_at`` (its reason and spoken line), that the hero
    found the secret out: before the next event's sentence, or at the end of the event's paragraph."""
    line = found_out_line(story.hero.name, views, rich=rich)
    done = story.events[views.learns_at].do
    at = next(i for i in range(1, len(paragraphs) - 1) if done in paragraphs[i])
    text = paragraphs[at]
    following = story.events[views.learns_at + 1 :]
    later = text.find(following[0].do) if following else -1
    if later < 0:
        paragraphs[at] = f"{text} {line}"
        return
    start = max(m.end() for m in _STARTS.finditer(text, 0, later))
    paragraphs[at] = f"{text[:start]}{line} {text[start:]}"


def render(story: stories.Story, views: Views, grade: int, *, irony: bool) -> Passage:
    """The story with its views (and with ``irony`` the secret) in the frames that read nearest the
    grade's target."""
    drafts = [sections_at(story, views, depth, irony=irony) for depth in stories.DEPTHS[story.band]]
    return build(story.title, "fiction", closest(grade, drafts))
