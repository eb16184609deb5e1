"""One built story event told twice (RI.4.6, RI.5.6): a firsthand account, the hero's own letter in
the first person with the hero's feelings (``narrators``), and a secondhand account, a class news
report by a writer who was not there: third person, facts only, "According to <the helper>, ...".

A passage-based item shows the two accounts as ``passage`` and ``paired_passage`` (in a drawn order); a
multiple-choice item shows them as the two headed sections of one passage. Kinds (``KINDS``):
``firsthand`` (which account is firsthand and how you can tell), ``only-firsthand`` (what the letter
tells that the report does not: the feelings), ``both-tell`` (an event both tell) and ``focus`` (how
the two differ in focus). Wrong answers come from the world: the other account, the feelings only one
tells, events of other plots that neither tells.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import PB
from educontent.generation.reading.comprehension.world import narrators, stories
from educontent.generation.reading.comprehension.world.asking import (
    Asked,
    Kind,
    asked_draft,
    pick_kind,
    standard_for,
)
from educontent.generation.reading.comprehension.world.common import (
    build,
    cap,
    clause,
    closest,
    fill,
    sentence,
)
from educontent.generation.reading.comprehension.world.pair_asks import pair_draft
from educontent.generation.registry import Draft, GenerationContext

READERS = ("Grandma", "Grandpa", "Nana", "Gran", "Auntie", "Uncle")
NEWS = "Class News"
_LINKS = ("Next, ", "Then ", "After that, ")


@dataclass(frozen=True)
class Accounts:
    story: stories.Story
    letter: Passage
    report: Passage


def letter(story: stories.Story, grade: int, reader: str) -> Passage:
    """The hero's letter: the story in the first person, with a greeting and the hero's name."""
    body = narrators.paragraphs(narrators.first_person(story), grade)
    written = [f"Dear {reader},", *body, f"Love, {story.hero.name}"]
    return build(f"A Letter from {story.hero.name}", "letter", [{"paragraphs": written}])


def report(story: stories.Story, grade: int) -> Passage:
    """The class news report: what happened, in the third person, from what the helper told; in the
    frame that reads nearest the grade's target: the source named with the first event or in a
    sentence of its own, with more short sentences (the hero as "she" after the first mention, unless the helper is "she"
    too), or
    with the helper's reasons."""
    hero, helper = story.hero.name, story.helper.name
    opening = [sentence(f"{story.time}, {clause(story.setup)}"), story.problem]
    ending = [story.solution, f"{helper} told the {NEWS} what happened."]
    short = [story.solution, "It all worked out.", ending[-1]]
    source = f"According to {helper}, this is what happened."
    said, why, named = _events(story, ""), _events(story, "", why=True), _events(story, "First, ")
    frames = (
        (opening, [sentence(f"According to {helper}, {clause(said[0])}"), *said[1:]], ending),
        (opening, [source, *named], ending),
        ([*opening, f"{hero} needed help."], [f"{helper} was there.", source, *named], short),
        _renamed(
            story, ([*opening, f"{hero} needed help."], [f"{helper} was there.", source, *named], short)
        ),
        (opening, [sentence(f"According to {helper}, {clause(why[0])}"), *why[1:]], ending),
    )
    drafts = [[{"paragraphs": [" ".join(part) for part in frame]}] for frame in frames]
    return build(f"{NEWS}: {story.title}", "informational", closest(grade, drafts))


def _renamed(story: stories.Story, frame: tuple[list[str], ...]) -> tuple[list[str], ...]:
    """``frame`` with the hero as "she", "he" or "they" where the hero's name begins a sentence or
    follows a comma, after the first sentence; unchanged when the helper has the same pronoun or the
    hero is "they"."""
    hero, pronoun = story.hero.name, story.hero.subject
    if pronoun in (story.helper.subject, "they"):  # "they was" would not agree
        return frame
    named = re.compile(rf"(?:(?<=^)|(?<=[.!?] )|(?<=, )){hero}(?! and)")

    def swap(sentence_: str) -> str:
        return named.sub(
            lambda m: pronoun if m.start() and sentence_[m.start() - 2] == "," else cap(pronoun), sentence_
        )

    (first, *opening), *rest = frame
    return ([first, *map(swap, opening)], *([swap(s) for s in part] for part in rest))


def _events(story: stories.Story, first: str, *, why: bool = False) -> list[str]:
    """The events as the report tells them, each after a linking word (``first`` before the first),
    with the helper's reasons if ``why``."""
    told = []
    for index, event in enumerate(story.events):
        text = f"{event.actor} {event.do}"
        if why and event.why and event.actor == story.helper.name:
            text += f" because {event.why}"
        link = (first, *_LINKS)[index % 4] if index else first
        told.append(sentence(f"{link}{text}"))
    return told


def item(ctx: GenerationContext) -> Draft:
    """A passage-based item showing both accounts (or a multiple-choice item showing them as two
    sections of one passage), of a kind ``ctx.params`` (``BuiltParams``) asks."""
    story = stories.draw(ctx.rng, ctx.grade)
    own = random.Random(ctx.rng.random())
    told = Accounts(story, letter(story, ctx.grade, pick(own, READERS)), report(story, ctx.grade))
    kind = pick_kind(ctx, KINDS, list(KINDS))
    asked = KINDS[kind].build(own, told)
    if ctx.content_type == PB:
        shown = (told.letter, told.report) if own.random() < 0.5 else (told.report, told.letter)
        return pair_draft(ctx, shown, asked, standard_for(ctx, kind))
    sections = [
        {"heading": told.letter.title, "paragraphs": told.letter.sections[0].paragraphs},
        {"heading": told.report.title, "paragraphs": told.report.sections[0].paragraphs},
    ]
    both = build(f"Two Accounts: {story.title}", "informational", sections)
    return asked_draft(ctx, both, asked, noun="two accounts")


def _firsthand(rng: random.Random, told: Accounts) -> Asked:
    hero, helper = told.story.hero.name, told.story.helper.name
    mine, news = told.letter.title, told.report.title
    return Asked(
        "firsthand",
        "Which account is a firsthand account, and how can you tell?",
        f'"{mine}": {hero} was there and tells what happened using I and my.',
        [
            Wrong(
                f'"{news}": it tells the facts of what happened.',
                "facts-mean-firsthand",
                "A report can tell facts about something its writer did not see.",
            ),
            Wrong(
                f'"{news}": it names {helper}, who was there.',
                "source-as-writer",
                f"The report tells what {helper} said; its writer was not there.",
            ),
            Wrong(
                f'"{mine}": it is written to someone in the family.',
                "right-text-wrong-reason",
                f'It is firsthand because {hero} was there and says "I", not because of who reads it.',
            ),
        ],
        f'{hero} wrote "{mine}" about something {hero} did, using I and my, so it is a firsthand account. '
        f'"{news}" says "According to {helper}": its writer heard about it from someone else.',
        task="reason",
    )


def _untold(rng: random.Random, story: stories.Story, count: int) -> list[str]:
    """Events of other plots, told about this story's cast: what neither account tells."""
    hero, helper = story.hero.name, story.helper.name
    found = []
    for plot in rng.sample(stories.other_plots(story), count):
        event = rng.choice(plot["events"])
        actor = {"hero": hero, "helper": helper}.get(event["who"], f"{hero} and {helper}")
        found.append(sentence(f"{actor} {fill(event['do'], stories.other_slots(story, plot))}"))
    return found


def _feeling(story: stories.Story) -> str:
    return f"How {story.hero.name} felt: {story.feel_start} at first and {story.feel_end} at the end"


def _only_firsthand(rng: random.Random, told: Accounts) -> Asked:
    story = told.story
    event = rng.choice(story.events).summary
    return Asked(
        "only-firsthand",
        "What does the firsthand account tell that the secondhand account does not?",
        _feeling(story),
        [
            Wrong(story.problem, "shared-detail-as-only", "Both accounts tell this."),
            Wrong(event, "shared-detail-as-only", "Both accounts tell this."),
            *(Wrong(e, "detail-not-in-texts", "Neither account tells this.") for e in _untold(rng, story, 1)),
        ],
        f'Only the letter tells {story.hero.name}\'s feelings: "I felt {story.feel_start}" and '
        f'"I felt {story.feel_end}." The news report tells only what happened.',
        task="reason",
    )


def _both_tell(rng: random.Random, told: Accounts) -> Asked:
    story = told.story
    event = rng.choice(story.events).summary
    return Asked(
        "both-tell",
        "What do both accounts tell?",
        event,
        [
            Wrong(_feeling(story), "one-text-for-both", "Only the letter tells how it felt."),
            *(Wrong(e, "detail-not-in-texts", "Neither account tells this.") for e in _untold(rng, story, 2)),
        ],
        f"Both accounts tell this event: {event} The letter tells it in {story.hero.name}'s own words.",
    )


def _focus(rng: random.Random, told: Accounts) -> Asked:
    hero = told.story.hero.name
    return Asked(
        "focus",
        "How are the two accounts different?",
        f"The letter tells {hero}'s own feelings; the news report tells only the facts of what happened.",
        [
            Wrong(
                f"The news report tells {hero}'s own feelings; the letter tells only the facts of what happened.",
                "focus-swapped",
                f"Only the letter says how {hero} felt.",
            ),
            Wrong(
                "The two accounts tell about two different events at two different places.",
                "different-events",
                "Both tell about one event.",
            ),
            Wrong(
                "The letter does not tell what happened; it tells only how everyone at school felt.",
                "letter-without-events",
                "The letter tells every event, and the feelings too.",
            ),
        ],
        f"Both accounts tell the same events. {hero} was there, so the letter also tells how {hero} felt; "
        "the report's writer was not there and tells only the facts.",
        task="reason",
    )


KINDS: dict[str, Kind] = {
    "firsthand": Kind(0, False, _firsthand),
    "both-tell": Kind(1, False, _both_tell),
    "only-firsthand": Kind(1, False, _only_firsthand),
    "focus": Kind(2, False, _focus),
}
"""Builders take a separate ``random.Random`` and the two ``Accounts``."""
