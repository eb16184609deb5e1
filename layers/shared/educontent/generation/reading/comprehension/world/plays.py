"""A drawn ``Story`` (``world.stories``) told in another form: as a play or in chapters.

``as_play`` writes the story as a short play, as the library's dramas are shaped: a "Cast of
Characters" section, then two scenes, each with its setting and stage directions in the present tense
(``paragraphs``) and its spoken lines (``lines``). A narrator tells the beginning, each event and the
ending; the characters speak the plot's talk lines; the hero's first line carries the starting feeling
as a stage direction and the hero's last line the feeling at the end. Scene 1 holds the problem and the
first ``split`` events, Scene 2 the rest and the solution.

``as_chapters`` writes the story's own sentences in three chapters: the problem (Chapter 1), the first
``split`` events (Chapter 2), the other events and the solution (Chapter 3).

Both choose, like ``stories.render``, the sentence frames that read nearest the grade's target.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from educontent.generation.items import Passage, PassageSection, ScriptLine
from educontent.generation.kit.passages import section_text
from educontent.generation.reading.comprehension.world import stories
from educontent.generation.reading.comprehension.world.common import (
    TARGET,
    cap,
    clause,
    closest,
    sentence,
    sentence_counts,
    title_case,
)

NARRATOR = "Narrator"
CAST = "Cast of Characters"
TRYING = "Trying to Fix It"
_TALK = re.compile(r'^"(?P<text>.+?)[,]?" (?:(?:said|called|asked) (?P<who>.+?)|(?P<they>they) said)\.$')
_EXTRAS = {"the worker": "Worker", "a man": "Man"}
"""Speakers of talk lines who are not the hero or the helper, as a cast list names them."""
_DEPTHS = {"g2": (0, 1, 2), "g4": (0, 1, 2, 3), "g6": (3, 4, 5, 6)}
"""The narrator's frames: 0 one sentence a line; 1 an event and its reason in one line; 2 the reason
joined with "because"; 3 with ", because"; 4 two events a line, with linking phrases, and the scene told
in the opening; 5 all of a scene's events in one line; 6 the opening joins the first scene's events."""


@dataclass(frozen=True)
class Talk:
    speaker: str
    text: str


def talk_of(story: stories.Story, index: int) -> Talk:
    """The plot's ``index``th talk line as a play's line: who says it, and what."""
    match = _TALK.match(story.talk[index])
    if match is None:
        raise ValueError(f"not a talk line: {story.talk[index]!r}")
    said = match.group("text")
    said = said if said[-1:] in "!?" else f"{said}."
    if match.group("they"):
        return Talk(f"{story.hero.name} and {story.helper.name}", said)
    who = match.group("who")
    return Talk(_EXTRAS.get(who, who), said)


def extras(story: stories.Story) -> list[str]:
    """The speakers besides the hero, the helper and the narrator, in the order they speak."""
    names = [talk_of(story, i).speaker for i in range(len(story.talk))]
    known = (story.hero.name, story.helper.name, f"{story.hero.name} and {story.helper.name}")
    return list(dict.fromkeys(n for n in names if n not in known))


def cast_line(story: stories.Story) -> str:
    """The cast list: the narrator, the hero, the helper (and how they are related), any others."""
    helper = f"{story.helper.name}, {story.hero.possessive} {story.relation or 'friend'}"
    others = [f"a {n.lower()}" for n in extras(story)]
    return " ".join(sentence(part) for part in (NARRATOR, story.hero.name, helper, *others))


def _narration(story: stories.Story, index: int, depth: int) -> list[str]:
    """The narrator's sentences for one event: the reason in its own sentence (depth 0-1) or joined."""
    event = story.events[index]
    link = stories.LINKS["rich"][index % 4] if depth >= 4 else ""
    told = f"{link}{event.actor} {event.do}"
    if event.why is None:
        return [sentence(told)]
    if depth <= 1:
        return [sentence(told), sentence(event.why)]
    return [sentence(f"{told}{', because' if depth >= 3 else ' because'} {event.why}")]


def _event_lines(story: stories.Story, indexes: range, depth: int) -> list[ScriptLine]:
    """The narrator tells the events (one sentence a line at depth 0, two events a line at depth 4, all
    of the scene's at 5), each group followed by its talk lines."""
    size = 2 if depth == 4 else len(indexes) if depth >= 5 else 1
    order = list(indexes)
    lines: list[ScriptLine] = []
    for start in range(0, len(order), size):
        group = order[start : start + size]
        told = [s for i in group for s in _narration(story, i, depth)]
        narrated = [told] if depth else [[s] for s in told]
        lines += [ScriptLine(speaker=NARRATOR, text=" ".join(part)) for part in narrated]
        lines += [_talk_line(story, i) for i in group]
    return lines


def _talk_line(story: stories.Story, index: int) -> ScriptLine:
    talk = talk_of(story, index)
    return ScriptLine(speaker=talk.speaker, text=talk.text)


def _with_feeling(lines: list[ScriptLine], hero: str, feeling: str, last: bool) -> list[ScriptLine]:
    """The hero's first (or last) line, with the feeling as its stage direction."""
    spots = [i for i, line in enumerate(lines) if line.speaker == hero]
    if not spots:
        return lines
    at = spots[-1] if last else spots[0]
    return [
        line.model_copy(update={"direction": feeling}) if i == at else line for i, line in enumerate(lines)
    ]


def _stage(story: stories.Story, scene: int, depth: int) -> list[str]:
    """A scene's setting and stage directions, present tense: one sentence a paragraph at depth 0, one
    paragraph above, told more fully from depth 5."""
    hero, helper = story.hero.name, story.helper.name
    if scene == 1:
        where = [f"{cap(story.place)}."] if stories.has_setting(story) else []
        together = "stand together near the front of the stage" if depth >= 5 else "stand together"
        feeling = f"{hero} looks {story.feel_start}" + (" and is not sure what to do" if depth >= 5 else "")
        said = [*where, f"{hero} and {helper} {together}.", sentence(feeling)]
    else:
        working = "are still working on the problem" + (
            ", and neither of them wants to give up" if depth >= 5 else ""
        )
        said = ["A little later.", f"{hero} and {helper} {working}."]
    return said if depth == 0 else [" ".join(said)]


def _closing(hero: str, helper: str, depth: int) -> str:
    if depth >= 5:
        return f"{hero} smiles at {helper}, and the two of them stand quietly for a moment as the lights slowly go down."
    return f"{hero} smiles at {helper}. The lights go down."


def play_sections(story: stories.Story, split: int, depth: int) -> list[dict]:
    """The play's sections (``{"heading", "paragraphs", "lines"?}``): cast, Scene 1, Scene 2, closing."""
    hero, helper = story.hero.name, story.helper.name
    opening = [sentence(f"{story.time}, {clause(story.setup)}"), story.problem]
    if depth >= 4 and story.scene:
        opening.append(story.scene)
    told = [[line] for line in opening] if depth == 0 else [opening]
    first = [ScriptLine(speaker=NARRATOR, text=" ".join(part)) for part in told]
    events = _event_lines(story, range(split), depth)
    if depth >= 6:  # the opening and the first events in one line
        first, events = [ScriptLine(speaker=NARRATOR, text=f"{first[0].text} {events[0].text}")], events[1:]
    first = _with_feeling([*first, *events], hero, story.feel_start, last=False)
    second = _event_lines(story, range(split, len(story.events)), depth)
    second += [
        ScriptLine(speaker=NARRATOR, text=story.solution),
        ScriptLine(speaker=hero, text=f"Thank you for helping me, {helper}!", direction=story.feel_end),
    ]
    return [
        {"heading": CAST, "paragraphs": [cast_line(story)]},
        {"heading": "Scene 1", "paragraphs": _stage(story, 1, depth), "lines": first},
        {"heading": "Scene 2", "paragraphs": _stage(story, 2, depth), "lines": second},
        {"paragraphs": [_closing(hero, helper, depth)]},
    ]


def spoken(passage_sections: list[dict]) -> list[str]:
    """What a reader reads aloud in a play, one line each: the settings and stage directions, and each
    spoken line with its direction (speaker names and headings left out)."""
    found: list[str] = []
    for section in passage_sections:
        found += section["paragraphs"]
        for line in section.get("lines") or ():
            line = line if isinstance(line, dict) else line.model_dump(exclude_none=True)
            found.append(f"({line['direction']}) {line['text']}" if line.get("direction") else line["text"])
    return found


def _line_grade(sections: list[dict]) -> float:
    """The estimated Flesch-Kincaid grade of a play's read-aloud lines (``spoken``), each a sentence."""
    counted = [sentence_counts(line) for line in spoken(sections)]
    words = max(sum(w for w, _ in counted), 1)
    return 0.39 * words / max(len(counted), 1) + 11.8 * sum(s for _, s in counted) / words - 15.59


def _text(sections: list[dict]) -> str:
    return section_text(
        [
            {**s, "lines": [line.model_dump(exclude_none=True) for line in s.get("lines") or ()]}
            for s in sections
        ]
    )


def as_play(story: stories.Story, grade: int, split: int) -> Passage:
    """The story as a play for ``grade`` (Scene 1 ends after the first ``split`` events)."""
    if story.band == "k1" or not story.talk:
        raise ValueError("only stories with talk lines are told as plays")
    drafts = [play_sections(story, split, depth) for depth in _DEPTHS[story.band]]
    target = TARGET.get(grade, 5.0)
    chosen = min(drafts, key=lambda sections: abs(_line_grade(sections) - target))
    return Passage(
        title=story.title,
        text=_text(chosen),
        sections=[
            PassageSection(heading=s.get("heading"), paragraphs=s["paragraphs"], lines=s.get("lines"))
            for s in chosen
        ],
        genre="drama",
    )


def chapter_titles(story: stories.Story) -> tuple[str, str, str]:
    """The three chapters' headings: the time the story begins, the tries, how the hero feels at last."""
    return (
        f"Chapter 1: {title_case(story.time)}",
        f"Chapter 2: {TRYING}",
        f"Chapter 3: {story.hero.name} Feels {cap(story.feel_end)}",
    )


def chapter_sections(story: stories.Story, split: int, depth: int) -> list[dict]:
    """The story's own sentences at ``depth`` (``stories.sections_at``), regrouped in three chapters."""
    (whole,) = stories.sections_at(story, depth)
    paragraphs = whole["paragraphs"]
    middle = " ".join(paragraphs[1:-1])
    cut = _event_cut(story, middle, split)
    titles = chapter_titles(story)
    return [
        {"heading": titles[0], "paragraphs": [paragraphs[0]]},
        {"heading": titles[1], "paragraphs": [middle[:cut].strip()]},
        {"heading": titles[2], "paragraphs": [middle[cut:].strip(), paragraphs[-1]]},
    ]


def _event_cut(story: stories.Story, middle: str, split: int) -> int:
    """Where the ``split``th event's sentence begins in the middle of the story."""
    event = story.events[split]
    at = middle.find(f" {event.do}")
    if at < 0:
        raise ValueError(f"event {event.do!r} is not in the story")
    start = middle.rfind(". ", 0, at)
    return start + 2 if start >= 0 else 0


def as_chapters(story: stories.Story, grade: int, split: int) -> Passage:
    """The story in three chapters for ``grade`` (Chapter 2 holds the first ``split`` events)."""
    if story.band == "k1":
        raise ValueError("kindergarten and first-grade stories are not told in chapters")
    drafts = [chapter_sections(story, split, depth) for depth in stories.DEPTHS[story.band]]
    chosen = closest(grade, drafts)
    return Passage(
        title=story.title,
        text=section_text(chosen),
        sections=[PassageSection(heading=s["heading"], paragraphs=s["paragraphs"]) for s in chosen],
        genre="fiction",
    )
