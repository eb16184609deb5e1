"""A drawn story told in the first person, by its hero ("I", "my", "me"; "Omar and I").

``first_person(story)`` fills the story's plot templates again (the ``story-world`` bank) with the hero
as "I": the hero's name as subject ("I picked up the kite") or object ("asked me about it"), the hero's
pronouns as "I", "my" and "me", the hero and helper together as "we", "us" and "our" (outside spoken
lines only: a character's "them" stays as said), "said Maya" as "I said", and "Maya and her cousin
Omar" as "my cousin Omar and I". ``render`` writes it in the band's frames (``stories.render``) and
opens with the hero's name ("My name is Maya.") or closes with the helper calling the hero by name
("We did it, Maya!" said Omar.), so a reader can tell who "I" is. The engine's own
story frames need two more changes, made on the rendered text: "said I." becomes "I said.", and a
first word "My" after the time ("On Sunday, My ...") is lower case.
"""

from __future__ import annotations

import re
from dataclasses import replace

from educontent.generation.items import Passage
from educontent.generation.kit.people import Person
from educontent.generation.reading.comprehension.world import stories
from educontent.generation.reading.comprehension.world.common import build, fill

NARRATOR = Person("I", "I", "my")
"""The narrator as ``stories.render`` names the hero: "I felt worried", "my cousin Omar"."""

_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\{hero\} and \{his\} \{relation\} \{helper\}"), "{his} {relation} {helper} and {hero}"),
    (re.compile(r"\{hero\} and the \{object\}"), "the {object} and {hero}"),
    (re.compile(r"\{hero\}'s\b"), "{his}"),
    (re.compile(r"\b(said|asked|called) \{hero\}(?=[.!?]|$)"), r"{hero} \1"),
    (re.compile(r"\b(reminded|asked|to|for|with|thanked|told|helped|invited) \{hero\}"), r"\1 {me}"),
)
"""Template rewrites, in order: the hero named last in a pair; "Maya's" as "my"; "said Maya" as "I said";
the hero's name after a verb or preposition as "me"."""
_GROUP = {"they": "we", "They": "We", "them": "us", "Them": "Us", "their": "our", "Their": "Our"}
_GROUP_WORD = re.compile(r"\b(?:they|They|them|Them|their|Their)\b")
_QUOTED = re.compile(r'("[^"]*")')
_SAID_I = re.compile(r'," said I\.')
_LOW_MY = re.compile(r"(?<=, )My\b")


def _group(text: str) -> str:
    """``they``/``them``/``their`` as ``we``/``us``/``our`` outside spoken lines (the template's
    plural always means the hero and the helper together)."""
    parts = _QUOTED.split(text)
    return "".join(
        p if p.startswith('"') else _GROUP_WORD.sub(lambda m: _GROUP[m.group(0)], p) for p in parts
    )


def first_fill(template: str, slots: dict[str, str]) -> str:
    """``template`` filled with the hero as the first person."""
    for pattern, into in _REWRITES:
        template = pattern.sub(into, template)
    return fill(_group(template), slots)


def _slots(story: stories.Story) -> dict[str, str]:
    helper = story.helper
    return {
        "hero": "I",
        "me": "me",
        "helper": helper.name,
        "he": "I",
        "his": "my",
        "him": "me",
        "hhe": helper.subject,
        "hhis": helper.possessive,
        "relation": story.relation or "friend",
        "object": story.thing,
        "place": story.place,
    }


def plot_of(story: stories.Story) -> dict:
    return next(p for p in stories.plots(story.band) if p["id"] == story.plot)


def first_person(story: stories.Story) -> stories.Story:
    """The drawn (third-person) ``story`` with its hero as the narrator: the same plot, cast, object,
    place and time, every template filled in the first person."""
    plot, slots = plot_of(story), _slots(story)
    actors = {"hero": "I", "helper": story.helper.name, "both": f"{story.helper.name} and I"}
    events = tuple(
        stories.Event(
            actors[e["who"]],
            first_fill(e["do"], slots),
            first_fill(e["why"], slots) if e.get("why") else None,
        )
        for e in plot["events"]
    )
    return replace(
        story,
        hero=NARRATOR,
        setup=first_fill(plot["setup"], slots),
        scene=first_fill(plot["scene"], slots) if plot.get("scene") else None,
        problem=first_fill(plot["problem"], slots),
        events=events,
        solution=first_fill(plot["solution"], slots),
        talk=tuple(first_fill(line, slots) for line in plot.get("talk") or ()),
    )


CHEERS = ("We did it", "You did it", "Great job", "Good thinking")
"""What the helper says to the hero at the end, by name, when the hero does not introduce themself."""


def introduction(name: str) -> str:
    return f"My name is {name}."


def cheer(story: stories.Story, words: str) -> str:
    return f'"{words}, {story.hero.name}!" said {story.helper.name}.'


def paragraphs(told: stories.Story, grade: int) -> list[str]:
    """The first-person story ``told`` in the band's frames (``stories.render``), as paragraphs."""
    drawn = stories.render(told, grade)
    return [_LOW_MY.sub("my", _SAID_I.sub('," I said.', p)) for s in drawn.sections for p in s.paragraphs]


def render(story: stories.Story, told: stories.Story, grade: int, cheered: str | None = None) -> Passage:
    """``told`` (``first_person(story)``) in the band's frames, opening with the hero's name, or, given
    ``cheered`` (one of ``CHEERS``), closing with the helper calling the hero by name."""
    written = paragraphs(told, grade)
    if cheered is None:
        written[0] = f"{introduction(story.hero.name)} {written[0]}"
    else:
        written[-1] = f"{written[-1]} {cheer(story, cheered)}"
    return build(told.title, "fiction", [{"paragraphs": written}])


def narration(text: str) -> str:
    """The text outside spoken lines."""
    return _QUOTED.sub(" ", text)
