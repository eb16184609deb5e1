"""A story world drawn from the ``story-world`` bank and rendered as a passage.

A drawn ``Story`` is a cast (a hero and a helper with their pronouns), a setting (a time and a place),
an object, a problem, events in order (who did what, and why), a solution, the hero's feelings at the
start and at the end, and the lesson. ``render`` writes it in its grade band's sentence frames: short
decodable sentences for K-1, a reason in its own sentence for grades 2-3, "because" clauses for 4-5,
and longer sentences with richer linking phrases for 6-8.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick, pick_two
from educontent.generation.kit.people import Person, people
from educontent.generation.reading.comprehension.world.common import (
    band_of,
    build,
    cap,
    clause,
    closest,
    fill,
    sentence,
    title_case,
)

_OBJECT = {"she": "her", "he": "him", "they": "them"}
LINKS = {
    "k1": ("", "Then ", "Next, ", "Then "),
    "plain": ("First, ", "Next, ", "Then ", "After that, "),
    "rich": ("To begin with, ", "Before long, ", "After that, ", "Finally, "),
}
DEPTHS = {"k1": (0,), "g2": (0, 1, 2), "g4": (0, 1, 2, 3), "g6": (2, 3, 4, 5, 6)}
"""The sentence frames each band may use, simplest (0) to richest (6): 0 adds short spoken lines and
gives each reason its own sentence; 1 drops the spoken lines; 2 adds the scene and joins every other
reason with "because"; 3 joins every reason; 4 uses richer linking phrases and says more about the
hero's feeling; 5 also closes with a longer sentence; 6 joins the problem and the feeling, and the
solution and the last feeling, into one sentence each."""


@dataclass(frozen=True)
class Event:
    actor: str  # the names of who did it ("Maya", "Maya and Omar")
    do: str  # what they did, past tense, without the actor
    why: str | None  # the reason, a clause that can stand as a sentence

    @property
    def summary(self) -> str:
        return sentence(f"{self.actor} {self.do}")


@dataclass(frozen=True)
class Story:
    plot: str
    band: str
    title: str
    hero: Person
    helper: Person
    relation: str | None
    place: str
    time: str
    setup: str
    scene: str | None
    problem: str
    events: tuple[Event, ...]
    solution: str
    feel_start: str
    feel_end: str
    lesson: str
    talk: tuple[str, ...] = ()  # a short spoken line after each event (the simplest frames)
    thing: str = ""  # the object the plot is about


@cache
def world() -> dict:
    return load_bank("reading", "story-world")


def plots(band: str) -> list[dict]:
    kind = "k1" if band == "k1" else "main"
    return [p for p in world()["plots"] if p["band"] == kind]


def cast_of(band: str) -> tuple[Person, ...]:
    """The names a band's stories use (short, decodable names for K-1; shorter names for 2-3)."""
    if band in ("k1", "g2"):
        return tuple(Person(e["name"], e["subject"], e["possessive"]) for e in world()[f"{band}Cast"])
    return people("roster-4")


def all_places(band: str) -> list[str]:
    """Every place where a story of the band's plots happens, each once, in bank order."""
    settings = [plot for plot in plots(band) if plot.get("placeIsSetting", True)]
    return list(dict.fromkeys(place for plot in settings for place in plot["places"]))


def has_setting(story: Story) -> bool:
    """Does the story happen at its place (not so when the place is an event or a plan)?"""
    return (
        story.band != "k1"
        and story.place in all_places(story.band)
        and not any(p["id"] == story.plot and p.get("placeIsSetting") is False for p in plots(story.band))
    )


def world_strings(story: Story) -> list[str]:
    """Everything the drawn story tells (setting, problem, events, solution, spoken lines)."""
    told = [story.setup, story.scene or "", story.problem, story.solution, *story.talk]
    return told + [f"{e.actor} {e.do} {e.why or ''}" for e in story.events]


def slots_of(hero: Person, helper: Person, relation: str | None, obj: str, place: str) -> dict[str, str]:
    return {
        "hero": hero.name,
        "helper": helper.name,
        "he": hero.subject,
        "his": hero.possessive,
        "him": _OBJECT[hero.subject],
        "hhe": helper.subject,
        "hhis": helper.possessive,
        "relation": relation or "friend",
        "object": obj,
        "place": place,
    }


def draw(rng: random.Random, grade: int, like: Story | None = None) -> Story:
    """A story for ``grade``: a plot of its band, its cast, setting and object, all from ``rng``.
    Given ``like``, another story of its plot (so of its lesson) with another cast, object and place."""
    band = band_of(grade)
    if like is None:
        plot = pick(rng, plots(band))
        hero, helper = pick_two(rng, cast_of(band))
        obj, place = pick(rng, plot["objects"]), pick(rng, plot["places"])
    else:
        plot = next(p for p in plots(band) if p["id"] == like.plot)
        taken = (like.hero.name, like.helper.name)
        hero, helper = pick_two(rng, tuple(p for p in cast_of(band) if p.name not in taken))
        obj = pick(rng, [o for o in plot["objects"] if o != like.thing] or plot["objects"])
        place = pick(rng, [p for p in plot["places"] if p != like.place] or plot["places"])
    relation = None if band == "k1" else pick(rng, plot.get("relations") or world()["relations"])
    time = pick(rng, plot.get("times") or world()["times"]["main" if band in ("g4", "g6") else band])
    slots = slots_of(hero, helper, relation, obj, place)
    actors = {"hero": hero.name, "helper": helper.name, "both": f"{hero.name} and {helper.name}"}
    events = tuple(
        Event(actors[e["who"]], fill(e["do"], slots), fill(e["why"], slots) if e.get("why") else None)
        for e in plot["events"]
    )
    title = f"{hero.name} and the {title_case(obj)}" if band != "k1" else f"The {title_case(obj)}"
    return Story(
        plot=plot["id"],
        band=band,
        title=title,
        hero=hero,
        helper=helper,
        relation=relation,
        place=place,
        time=time,
        setup=fill(plot["setup"], slots),
        scene=fill(plot["scene"], slots) if plot.get("scene") else None,
        problem=fill(plot["problem"], slots),
        events=events,
        solution=fill(plot["solution"], slots),
        feel_start=plot["feelStart"],
        feel_end=plot["feelEnd"],
        lesson=plot["lesson"],
        talk=tuple(fill(line, slots) for line in plot.get("talk") or ()),
        thing=obj,
    )


def other_plots(story: Story) -> list[dict]:
    """The plots of the story's band other than its own, in bank order."""
    return [p for p in plots(story.band) if p["id"] != story.plot]


def other_slots(story: Story, plot: dict) -> dict[str, str]:
    """The story's cast in another plot (its first object and place), for wrong answers."""
    return slots_of(story.hero, story.helper, story.relation, plot["objects"][0], plot["places"][0])


def _introduced(story: Story) -> bool:
    return story.relation is None or story.helper.name in story.setup


def _actor(story: Story, event: Event, first_helper: bool) -> str:
    """Who did it as the text says it: the helper named with the relation on first mention."""
    if not first_helper or story.relation is None:
        return event.actor
    named = f"{story.hero.possessive} {story.relation} {story.helper.name}"
    if event.actor == story.helper.name:
        return named
    return event.actor.replace(story.helper.name, named)


def _event_sentences(story: Story, index: int, event: Event, first_helper: bool, depth: int) -> list[str]:
    link = LINKS["k1" if story.band == "k1" else "rich" if depth >= 4 else "plain"][index % 4]
    actor = _actor(story, event, first_helper)
    said = f"{link}{actor if link else cap(actor)} {event.do}"
    if event.why is None:
        return [sentence(said)]
    if depth == 0 and story.talk:
        return [sentence(said), sentence(event.why), story.talk[index]]
    if depth <= 1 or (depth == 2 and index % 2):
        return [sentence(said), sentence(event.why)]
    return [sentence(f"{said}{', because' if depth >= 5 else ' because'} {event.why}")]


def _opening(story: Story, depth: int) -> list[str]:
    hero = story.hero.name
    opening = [sentence(f"{story.time}, {clause(story.setup)}")]
    if story.scene and depth >= 2:
        opening.append(story.scene)
    feeling = f"{hero} {_felt(story)} {story.feel_start}"
    if depth >= 4:
        feeling += f" and wondered how {story.hero.subject} could possibly solve the problem"
    elif depth == 3:
        feeling += " and wondered what to do"
    if depth >= 6:
        return [*opening, f"{story.problem.removesuffix('.')}, and {feeling}."]
    opening += [story.problem, sentence(feeling)]
    if depth == 0 and story.band != "k1" and not story.talk:
        opening.append(f'"Oh no," said {hero}. "What can I do?"')
    return opening


def _felt(story: Story) -> str:
    return "was" if story.band == "k1" else "felt"


def _ending(story: Story, depth: int) -> list[str]:
    hero = story.hero.name
    if depth >= 6:
        return [f"{story.solution.removesuffix('.')}, and {hero} felt {story.feel_end} at last."]
    if depth >= 5:
        return [
            story.solution,
            sentence(f"When everything was finally settled, {hero} felt {story.feel_end}"),
        ]
    ending = [story.solution, sentence(f"{hero} {_felt(story)} {story.feel_end}")]
    if depth == 0 and story.band != "k1":
        ending += [f"{hero} smiled.", f'"Thank you for helping," said {hero}.']
    return ending


def sections_at(story: Story, depth: int) -> list[dict]:
    """The story's one section in the frames of ``depth``: the setting and problem, the events in
    order, then the solution."""
    middle: list[str] = []
    introduced = _introduced(story)
    for index, event in enumerate(story.events):
        first_helper = not introduced and story.helper.name in event.actor
        middle += _event_sentences(story, index, event, first_helper, depth)
        introduced = introduced or first_helper
    paragraphs = [" ".join(_opening(story, depth))]
    if depth >= 4:
        half = len(middle) // 2
        paragraphs += [" ".join(middle[:half]), " ".join(middle[half:])]
    else:
        paragraphs.append(" ".join(middle))
    paragraphs.append(" ".join(_ending(story, depth)))
    return [{"paragraphs": paragraphs}]


def render(story: Story, grade: int) -> Passage:
    """The story in its band's frames that read nearest the grade's target."""
    drafts = [sections_at(story, depth) for depth in DEPTHS[story.band]]
    return build(story.title, "fiction", closest(grade, drafts))
