"""Questions about a built story told in three chapters (``plays.as_chapters``): which chapter tells
how the problem is solved, in which chapter an event happens, and what a chapter adds to the story.
Wrong answers are the other chapters and what they tell.
"""

from __future__ import annotations

from educontent.generation.items import Passage
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world import plays, stories
from educontent.generation.reading.comprehension.world.asking import Asked
from educontent.generation.registry import GenerationContext


def solved(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    titles = plays.chapter_titles(story)
    return Asked(
        "chapter-solved",
        "Which chapter tells how the problem is solved?",
        titles[2],
        [
            Wrong(titles[0], "problem-chapter-for-solution", "This chapter tells the problem."),
            Wrong(titles[1], "tries-chapter-for-solution", "This chapter tells the first tries."),
        ],
        f"The last chapter tells the ending: {story.solution}",
    )


def chapter_of(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    index = ctx.rng.randrange(len(story.events))
    titles = plays.chapter_titles(story)
    answer = titles[1] if index < split else titles[2]
    return Asked(
        "chapter-of",
        f'In which chapter does this happen? "{story.events[index].summary}"',
        answer,
        [Wrong(t, "wrong-chapter", f"It happens in {answer}.") for t in titles if t != answer],
        f"Find the event in the story. It comes under the heading {answer}.",
    )


def chapter_adds(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    titles = plays.chapter_titles(story)
    parts = (
        f"It tells the problem: {story.problem}",
        f"It tells how they start to work on the problem: {story.events[0].summary}",
        f"It tells how the problem is solved: {story.solution}",
    )
    index = ctx.rng.randrange(3)
    number = titles[index].split(":")[0]
    return Asked(
        "chapter-adds",
        f"What does {number} add to the story?",
        parts[index],
        [
            Wrong(p, "part-of-another-chapter", "Another chapter tells this.")
            for i, p in enumerate(parts)
            if i != index
        ],
        f"Read {number}. {parts[index]}",
        task="reason",
        rubric=(
            f"Tells what {number} adds: {parts[index].split(': ', 1)[1]}",
            "Tells how it fits the chapters",
        ),
    )
