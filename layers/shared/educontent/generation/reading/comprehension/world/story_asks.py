"""The questions the engine asks about a built story, one builder per kind (``KINDS``), and the item a
skill's kinds make from a freshly drawn story: ``built_stories`` asks only these, and library skills
(``passage_questions`` with ``built``) ask them about some of their items.

The question comes from the world: who the main character is, where the story happens, the problem
and its solution, what happened first, next or last, why a character did something, how the hero
felt and why, and the lesson. Wrong answers come from the world too: the helper, places and events
of other plots, a feeling from another part of the story, the reason for another event. Ordering
items put the events (and, on hard items, the solution) in order.
"""

from __future__ import annotations

from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import OR
from educontent.generation.reading.comprehension.world import stories, story_words
from educontent.generation.reading.comprehension.world.asking import (
    Asked,
    Kind,
    asked_draft,
    pick_kind,
    sequence_draft,
)
from educontent.generation.reading.comprehension.world.common import cap, fill, sentence
from educontent.generation.registry import Draft, GenerationContext


def item(ctx: GenerationContext) -> Draft:
    """An item about a story drawn for the grade, of a kind ``ctx.params`` (``BuiltParams``) asks."""
    story = stories.draw(ctx.rng, ctx.grade)
    passage = stories.render(story, ctx.grade)
    if ctx.content_type == OR:
        return _order(ctx, story, passage)
    kind = pick_kind(ctx, KINDS, usable(story))
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, story), noun="story")


def usable(story: stories.Story) -> list[str]:
    """The kinds this story can be asked about (a setting only when it has one; why not on K-1)."""
    return [
        k
        for k in KINDS
        if (k != "setting" or stories.has_setting(story))
        and (k != "why" or story.band != "k1")
        and (k != "word-meaning" or story_words.words_of(story))
    ]


def _order(ctx: GenerationContext, story: stories.Story, passage: Passage) -> Draft:
    size = min(3 + ctx.level.rank, len(story.events))
    keep = sorted(ctx.rng.sample(range(len(story.events)), size))
    in_order = [story.events[i].summary for i in keep]
    if ctx.level.rank == 2:
        in_order.append(story.solution)
    return sequence_draft(
        ctx,
        passage,
        in_order,
        noun="story",
        prompt="Put these events in the order they happened in the story.",
        why="Find each event in the story and notice which one the story tells first, next and last. "
        f"Words like first, next, then and after that are clues. First: {in_order[0]} Last: {in_order[-1]}",
        kind="order",
    )


def other_events(ctx: GenerationContext, story: stories.Story, count: int) -> list[str]:
    """Events of other plots, told about this story's cast: things that did not happen."""
    found = []
    for plot in ctx.rng.sample(stories.other_plots(story), count):
        slots = stories.other_slots(story, plot)
        event = pick(ctx.rng, plot["events"])
        actor = {"hero": story.hero.name, "helper": story.helper.name}.get(
            event["who"], f"{story.hero.name} and {story.helper.name}"
        )
        found.append(sentence(f"{actor} {fill(event['do'], slots)}"))
    return found


def not_in(ctx: GenerationContext, story: stories.Story, count: int, misconception: str) -> list[Wrong]:
    return [
        Wrong(text, misconception, "This does not happen in the story.")
        for text in other_events(ctx, story, count)
    ]


def _character(ctx: GenerationContext, story: stories.Story) -> Asked:
    cast = [p.name for p in stories.cast_of(story.band) if p.name not in (story.hero.name, story.helper.name)]
    outsiders = ctx.rng.sample(cast, 2)
    return Asked(
        "character",
        "Who is the main character in the story?",
        story.hero.name,
        [
            Wrong(
                story.helper.name,
                "helper-as-main-character",
                f"{story.helper.name} helps, but the story is mostly about {story.hero.name}.",
            ),
            *(
                Wrong(name, "name-not-in-story", f"No one named {name} is in this story.")
                for name in outsiders
            ),
        ],
        f"The story is mostly about {story.hero.name}: it tells {story.hero.possessive} problem and how it was solved.",
        acceptable=(story.hero.name,),
    )


def _setting(ctx: GenerationContext, story: stories.Story) -> Asked:
    told = " ".join(stories.world_strings(story)).lower()
    places = [p for p in stories.all_places(story.band) if p.lower() not in told]
    wrong = ctx.rng.sample(places, 3)
    bare = story.place.removeprefix("the ")
    return Asked(
        "setting",
        "Where does the story take place?",
        cap(story.place),
        [Wrong(cap(p), "setting-not-in-story", "The story never goes to this place.") for p in wrong],
        f"The beginning of the story tells the setting: {story.setup}",
        acceptable=(story.place, bare, cap(story.place)),
    )


def _other_problems(ctx: GenerationContext, story: stories.Story, misconception: str) -> list[Wrong]:
    """Two problems of other plots, told about this story's cast."""
    return [
        Wrong(
            fill(p["problem"], stories.other_slots(story, p)),
            misconception,
            "This does not happen in the story.",
        )
        for p in ctx.rng.sample(stories.other_plots(story), 2)
    ]


def _problem(ctx: GenerationContext, story: stories.Story) -> Asked:
    return Asked(
        "problem",
        f"What problem does {story.hero.name} have at the beginning of the story?",
        story.problem,
        [
            Wrong(story.solution, "solution-as-problem", "This is how the story ends, not the problem."),
            *_other_problems(ctx, story, "problem-not-in-story"),
        ],
        f"The problem comes near the beginning: {story.problem}",
    )


def _solution(ctx: GenerationContext, story: stories.Story) -> Asked:
    other = pick(ctx.rng, stories.other_plots(story))
    return Asked(
        "solution",
        "How does the story end?",
        story.solution,
        [
            Wrong(
                story.problem, "problem-as-solution", "This is the problem at the beginning, not how it ends."
            ),
            Wrong(
                story.events[0].summary,
                "early-step-as-solution",
                "This is a first try, not how the story ends.",
            ),
            Wrong(
                fill(other["solution"], stories.other_slots(story, other)),
                "solution-not-in-story",
                "This does not happen in the story.",
            ),
        ],
        f"The end of the story tells how the problem was solved: {story.solution}",
        task="identify",
    )


def _nth(ctx: GenerationContext, story: stories.Story, kind: str) -> Asked:
    events = story.events
    if kind == "first":
        index, question = 0, "After the problem begins, what happens first?"
    elif kind == "last":
        index, question = len(events) - 1, "Which of these events happens last?"
    else:
        index = ctx.rng.randrange(len(events) - 1) + 1
        question = f'What happens right after this? "{events[index - 1].summary}"'
    wrong = [
        Wrong(e.summary, "wrong-order", "This happens in the story, but at another time.")
        for i, e in enumerate(events)
        if i != index and (kind != "next" or i != index - 1)
    ]
    return Asked(
        kind,
        question,
        events[index].summary,
        [*ctx.rng.sample(wrong, 2), *not_in(ctx, story, 1, "event-not-in-story")],
        f"The events in order: {' '.join(e.summary for e in events)}",
        task="represent",
    )


def _why(ctx: GenerationContext, story: stories.Story) -> Asked:
    index = ctx.rng.randrange(len(story.events))
    event = story.events[index]
    others = [sentence(e.why) for i, e in enumerate(story.events) if i != index and e.why]
    plot = pick(ctx.rng, stories.other_plots(story))
    stray = sentence(fill(pick(ctx.rng, plot["events"])["why"], stories.other_slots(story, plot)))
    return Asked(
        "why",
        f"What is the reason that {event.actor} {event.do}?",
        sentence(event.why or ""),
        [
            *(
                Wrong(w, "reason-for-another-event", "This is the reason for a different event.")
                for w in ctx.rng.sample(others, 2)
            ),
            Wrong(stray, "reason-not-in-story", "The story does not say this."),
        ],
        f"The story gives the reason right with the event: {event.actor} {event.do} because {event.why}.",
        task="reason",
    )


def _feeling(ctx: GenerationContext, story: stories.Story, at_start: bool) -> Asked:
    right, other = (story.feel_start, story.feel_end) if at_start else (story.feel_end, story.feel_start)
    stray = [f for f in stories.world()["feelings"] if f not in (right, other)]
    when = "when the problem begins" if at_start else "at the end of the story"
    part = "beginning" if at_start else "end"
    return Asked(
        "feel-start" if at_start else "feel-end",
        f"How does {story.hero.name} feel {when}?",
        right,
        [
            Wrong(
                other,
                "feeling-from-another-part",
                f"{story.hero.name} feels this at another part of the story.",
            ),
            *(
                Wrong(f, "feeling-not-in-text", "The story does not say this feeling.")
                for f in ctx.rng.sample(stray, 2)
            ),
        ],
        f"At the {part} the story says that {story.hero.name} felt {right}.",
        acceptable=(right,),
    )


def _feel_why(ctx: GenerationContext, story: stories.Story) -> Asked:
    return Asked(
        "feel-why",
        f"What makes {story.hero.name} feel {story.feel_start}?",
        story.problem,
        [
            Wrong(
                story.solution,
                "reason-from-another-part",
                "This happens at the end, when the feeling has changed.",
            ),
            *_other_problems(ctx, story, "reason-not-in-story"),
        ],
        f"{story.hero.name} feels {story.feel_start} because of the problem: {story.problem}",
        task="reason",
    )


def _lesson(ctx: GenerationContext, story: stories.Story) -> Asked:
    others = ctx.rng.sample(stories.other_plots(story), 3)
    lesson = sentence(story.lesson)
    return Asked(
        "lesson",
        "What lesson does the story teach?",
        lesson,
        [
            Wrong(
                sentence(p["lesson"]),
                "lesson-from-another-story",
                "This is a good lesson, but nothing in this story shows it.",
            )
            for p in others
        ],
        f"Think about the problem and how it was solved. {story.solution} The story shows that {story.lesson}.",
        task="reason",
        rubric=(
            f"Gives this lesson in their own words: {story.lesson}",
            "Tells how the story's events show it",
        ),
    )


KINDS: dict[str, Kind] = {
    "character": Kind(0, True, _character),
    "setting": Kind(0, True, _setting),
    "problem": Kind(0, False, _problem),
    "first": Kind(0, False, lambda ctx, s: _nth(ctx, s, "first")),
    "next": Kind(1, False, lambda ctx, s: _nth(ctx, s, "next")),
    "last": Kind(1, False, lambda ctx, s: _nth(ctx, s, "last")),
    "solution": Kind(1, False, _solution),
    "feel-start": Kind(1, True, lambda ctx, s: _feeling(ctx, s, True)),
    "feel-end": Kind(1, True, lambda ctx, s: _feeling(ctx, s, False)),
    "why": Kind(2, False, _why),
    "feel-why": Kind(2, False, _feel_why),
    "lesson": Kind(2, True, _lesson),
    "word-meaning": Kind(1, False, story_words.word_meaning),
    "feeling-word": Kind(0, True, story_words.feeling_word),
}
