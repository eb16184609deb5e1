"""Reading with purpose and understanding (RF.1.4a to RF.5.4a): a short text built from a small world
(grades 1-2: a child's day out with a pet; grades 3-5: a school club notice), read to find one thing
out. Every answer is a value of the world the text was built from, so it is right by construction.

Bank ``purpose-world``: the children's pets, places and activities, and the clubs, times and rooms.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage, PassageBasedContent, PassageSection
from educontent.generation.kit.choose import pick
from educontent.generation.kit.grammar import with_article
from educontent.generation.kit.passages import section_text
from educontent.generation.kit.people import roster
from educontent.generation.kit.text_forms import (
    Wrong,
    choice_answer,
    choices_count,
    ordering_draft,
    text_features,
)
from educontent.generation.kit.types import OR, PB
from educontent.generation.reading.foundations.word_sounds._common import by_grade
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = (
    "easy: the short text (the story tells one thing the children did; the notice has no change of room "
    "or sign-up); medium and hard: the longer text, and hard also asks what came first, where the club "
    "meets if its room is used, and whom to sign up with"
)
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""

_CODES = {1: "RF.1.4a", 2: "RF.2.4a", 3: "RF.3.4a", 4: "RF.4.4a", 5: "RF.5.4a"}
_INSTRUCTIONS = "Read the text. Then answer the question."


@dataclass(frozen=True)
class Asked:
    """A question about the text: what to read for, the question, its answer and wrong answers."""

    purpose: str
    question: str
    answer: str
    wrong: list[Wrong]
    why: str
    slot: str


def _others(rng, values: list[str], used: set[str], count: int = 3) -> list[str]:  # noqa: ANN001
    return rng.sample([v for v in values if v not in used], count)


def _not_said(text: str) -> Wrong:
    return Wrong(text, "not-in-the-text", "The text does not say that.")


def _passage(title: str, paragraphs: list[str], genre: str) -> Passage:
    sections = [{"paragraphs": paragraphs}]
    return Passage(
        title=title,
        text=section_text(sections),
        sections=[PassageSection(paragraphs=paragraphs)],
        genre=genre,  # type: ignore[arg-type]
    )


# ---- grades 1-2: a day out with a pet --------------------------------------------------------------


def _title(s: dict) -> str:
    return f"{s['name']} and the {s['pet'].capitalize()}"


def _story(ctx: GenerationContext, *, long: bool = False) -> tuple[dict, list[str], bool]:
    """The story's world and paragraph; the long form (two things done) from medium up, or when asked."""
    rng, w = ctx.rng, load_bank("reading", "purpose-world")
    place = pick(rng, w["places"])
    s = {
        "name": pick(rng, roster("roster-1")),
        "pet": pick(rng, w["pets"]),
        "color": pick(rng, w["colors"]),
        "day": pick(rng, w["days"]),
        "place": place["place"],
        "first": place["activities"][0],
        "then": place["activities"][1],
        "feeling": pick(rng, w["feelings"]),
    }
    long = long or ctx.level.rank >= 1
    did = f"First, they {s['first']}. Then they {s['then']}." if long else f"They {s['first']}."
    paragraphs = [
        f"{s['name']} has {with_article(s['color'] + ' ' + s['pet'])}. On {s['day']}, {s['name']} and the {s['pet']} went to the "
        f"{s['place']}. {did} {s['name']} felt {s['feeling']}."
    ]
    return s, paragraphs, long


def _story_questions(ctx: GenerationContext, s: dict, long: bool) -> list[Asked]:
    rng, w = ctx.rng, load_bank("reading", "purpose-world")
    acts = [a for p in w["places"] if p["place"] != s["place"] for a in p["activities"]]
    asked = [
        Asked(
            "what pet the child has",
            f"What pet does {s['name']} have?",
            f"a {s['pet']}",
            [_not_said(f"a {p}") for p in _others(rng, w["pets"], {s["pet"]})],
            f"The first sentence says {s['name']} has {with_article(s['color'] + ' ' + s['pet'])}.",
            "pet",
        ),
        Asked(
            "where they went",
            f"Where did {s['name']} and the {s['pet']} go?",
            f"to the {s['place']}",
            [
                _not_said(f"to the {p['place']}")
                for p in rng.sample([p for p in w["places"] if p["place"] != s["place"]], 3)
            ],
            f"The story says they went to the {s['place']}.",
            "place",
        ),
        Asked(
            "what color the pet is",
            f"What color is the {s['pet']}?",
            s["color"],
            [_not_said(c) for c in _others(rng, w["colors"], {s["color"]})],
            f"The story says it is {with_article(s['color'] + ' ' + s['pet'])}.",
            "color",
        ),
        Asked(
            "when they went",
            f"On which day did they go to the {s['place']}?",
            s["day"],
            [_not_said(d) for d in _others(rng, w["days"], {s["day"]})],
            f"The story says they went on {s['day']}.",
            "day",
        ),
        Asked(
            "how the child felt",
            f"How did {s['name']} feel?",
            s["feeling"],
            [_not_said(f) for f in _others(rng, w["feelings"], {s["feeling"]})],
            f"The last sentence says {s['name']} felt {s['feeling']}.",
            "feeling",
        ),
    ]
    if long and ctx.level.rank == 2:
        wrong = [Wrong(s["then"], "happened-later", "They did that next, not first.")]
        wrong += [_not_said(a) for a in rng.sample(acts, 2)]
        asked.append(
            Asked(
                "what they did first",
                f"What did they do first at the {s['place']}?",
                s["first"],
                wrong,
                f'The story says "First, they {s["first"]}."',
                "first",
            )
        )
    else:
        asked.append(
            Asked(
                "what they did there",
                f"What did they do at the {s['place']}?",
                s["first"],
                [_not_said(a) for a in rng.sample(acts, 3)],
                f"The story says they {s['first']}.",
                "did",
            )
        )
    return asked


# ---- grades 3-5: a club notice -------------------------------------------------------------------------


def _room(room: str) -> str:
    return room if room.startswith("Room") else f"the {room}"


def _notice(ctx: GenerationContext) -> tuple[dict, list[str], bool]:
    rng, w = ctx.rng, load_bank("reading", "purpose-world")
    club = pick(rng, w["clubs"])
    room, other = rng.sample(w["rooms"], 2)
    day, deadline = rng.sample(w["days"][:5], 2)
    n = {
        **club,
        "day": day,
        "time": pick(rng, w["times"]),
        "room": room,
        "other": other,
        "teacher": pick(rng, w["teachers"]),
        "deadline": deadline,
    }
    paragraphs = [
        f"The {n['club']} will meet on {day} at {n['time']} in {_room(room)}.",
        f"This week, we will {n['activity']}. Please bring {n['item']}.",
    ]
    long = ctx.level.rank >= 1 or ctx.grade >= 4
    if long:
        paragraphs.append(
            f"If {_room(room)} is being used, we will meet in {_room(other)} instead. "
            f"New members can sign up with {n['teacher']} by {deadline}."
        )
    return n, paragraphs, long


def _notice_questions(ctx: GenerationContext, n: dict, long: bool) -> list[Asked]:
    rng, w = ctx.rng, load_bank("reading", "purpose-world")
    clubs = [c for c in w["clubs"] if c["club"] != n["club"]]
    when = f"on {n['day']} at {n['time']}"
    when_wrong = [
        _not_said(f"on {d} at {n['time']}") for d in _others(rng, w["days"][:5], {n["day"], n["deadline"]}, 2)
    ]
    if long:
        when_wrong.append(
            Wrong(
                f"on {n['deadline']} at {n['time']}",
                "mixed-up-the-days",
                f"{n['deadline']} is the day to sign up by.",
            )
        )
    rooms = [_not_said(f"in {_room(r)}") for r in _others(rng, w["rooms"], {n["room"], n["other"]}, 2)]
    if long:
        rooms.append(
            Wrong(
                f"in {_room(n['other'])}",
                "missed-the-if",
                f"They meet there only if {_room(n['room'])} is being used.",
            )
        )
    asked = [
        Asked(
            "when the club meets",
            "When does the club meet?",
            when,
            when_wrong,
            f"The first sentence gives the day and time: {when}",
            "when",
        ),
        Asked(
            "where the club meets",
            "Where does the club usually meet?",
            f"in {_room(n['room'])}",
            rooms,
            f"The first sentence says it meets in {_room(n['room'])}.",
            "where",
        ),
        Asked(
            "what to bring",
            "What should each member bring?",
            n["item"],
            [_not_said(c["item"]) for c in rng.sample([c for c in clubs if c["item"] != n["item"]], 3)],
            f'The notice says, "Please bring {n["item"]}."',
            "bring",
        ),
        Asked(
            "what the club will do",
            "What will the club do this week?",
            n["activity"],
            [_not_said(c["activity"]) for c in rng.sample(clubs, 3)],
            f'The notice says, "This week, we will {n["activity"]}."',
            "do",
        ),
    ]
    if long and ctx.level.rank == 2:
        asked += _notice_changes(ctx, n)
    return asked


def _notice_changes(ctx: GenerationContext, n: dict) -> list[Asked]:
    """The hard questions: where the club meets if its room is used, and how to join."""
    rng, w = ctx.rng, load_bank("reading", "purpose-world")
    out: list[Asked] = []
    out.append(
        Asked(
            "where to go if the room is in use",
            f"If {_room(n['room'])} is being used, where will the club meet?",
            f"in {_room(n['other'])}",
            [
                Wrong(f"in {_room(n['room'])}", "missed-the-if", "That room is being used, so they move."),
                *[_not_said(f"in {_room(r)}") for r in _others(rng, w["rooms"], {n["room"], n["other"]}, 2)],
            ],
            f"The notice says they will meet in {_room(n['other'])} instead.",
            "instead",
        )
    )
    teachers = _others(rng, w["teachers"], {n["teacher"]}, 2)
    out.append(
        Asked(
            "how to join",
            "How can a new member join?",
            f"sign up with {n['teacher']} by {n['deadline']}",
            [
                Wrong(
                    f"sign up with {n['teacher']} by {n['day']}",
                    "mixed-up-the-days",
                    f"{n['day']} is the meeting day.",
                ),
                *[_not_said(f"sign up with {t} by {n['deadline']}") for t in teachers],
            ],
            f"The notice says to sign up with {n['teacher']} by {n['deadline']}.",
            "join",
        )
    )
    return out


# ---- items --------------------------------------------------------------------------------------------


def _world(ctx: GenerationContext) -> tuple[str, list[str], list[Asked], str, dict]:
    if ctx.grade <= 2:
        s, paragraphs, long = _story(ctx)
        return _title(s), paragraphs, _story_questions(ctx, s, long), "fiction", s
    n, paragraphs, long = _notice(ctx)
    return f"{n['club']} News", paragraphs, _notice_questions(ctx, n, long), "informational", n


def purpose_question(ctx: GenerationContext) -> Draft:
    title, paragraphs, questions, genre, _ = _world(ctx)
    a = pick(ctx.rng, questions)
    choices, answer = choice_answer(
        ctx.rng, a.answer, a.wrong, count=choices_count(ctx.grade, ctx.level.rank), explanation=a.why
    )
    passage = _passage(title, paragraphs, genre)
    return Draft(
        content=PassageBasedContent(
            instructions=_INSTRUCTIONS,
            passage=passage,
            question=f"You read to find out {a.purpose}. {a.question}",
            choices=choices,
        ),
        answer=answer,
        features=text_features(
            "identify", words=len(passage.text.split()) + 12, steps=2, representation="passage"
        ),
        key=f"{a.slot}:{passage.text}",
        standard=by_grade(ctx, _CODES),
    )


def story_order(ctx: GenerationContext) -> Draft:
    s, paragraphs, _ = _story(ctx, long=True)
    title, genre = _title(s), "fiction"
    events = [
        f"{s['name']} and the {s['pet']} went to the {s['place']}.",
        f"They {s['first']}.",
        f"They {s['then']}.",
        f"{s['name']} felt {s['feeling']}.",
    ]
    return ordering_draft(
        ctx.rng,
        events,
        instructions=_INSTRUCTIONS,
        prompt="Put what happened in the story in order.",
        order_by="first to last",
        why="Words like first and then tell the order: " + " ".join(events),
        features=text_features("represent", words=60, steps=3, representation="passage"),
        key=f"order:{paragraphs[0]}",
        standard=by_grade(ctx, _CODES),
        passage=_passage(title, paragraphs, genre),
    )


_BUILDERS: dict[str, Callable[[GenerationContext], Draft]] = {PB: purpose_question, OR: story_order}


@generator(content_types=set(_BUILDERS), levels=Levels("text", _BANDS))
def reading_purpose(ctx: GenerationContext) -> Draft:
    return _BUILDERS[ctx.content_type](ctx)
