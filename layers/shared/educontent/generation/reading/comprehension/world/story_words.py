"""Word questions about a built story (RL.x.4): what a word the plot always says means in the story
(``word-meaning``), and which word tells how the hero feels (``feeling-word``, words that suggest
feelings).

A plot's words and their meanings come from the ``story-words`` bank, written for the sentence each
plot uses the word in, with wrong meanings that name the mistake behind them (the opposite, another
meaning of the word, a meaning the sentence does not support). The feeling words are the ones the
story says the hero felt.
"""

from __future__ import annotations

import re
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world import stories
from educontent.generation.reading.comprehension.world.asking import Asked
from educontent.generation.reading.comprehension.world.common import sentence
from educontent.generation.registry import GenerationContext


@cache
def _bank() -> dict[str, tuple[dict, ...]]:
    return {entry["plot"]: tuple(entry["words"]) for entry in load_bank("reading", "story-words")["plots"]}


def words_of(story: stories.Story) -> tuple[dict, ...]:
    """The bank's words for the story's plot (none for plots the bank does not list)."""
    return _bank().get(story.plot, ())


def _told_in(story: stories.Story, word: str) -> str:
    """The part of the story (a world sentence) that uses ``word``."""
    parts = [story.setup, story.problem, story.solution]
    for event in story.events:
        parts += [sentence(f"{event.actor} {event.do}"), *([sentence(event.why)] if event.why else [])]
    pattern = re.compile(rf"\b{re.escape(word)}\b", re.IGNORECASE)
    return next(p for p in parts if pattern.search(p))


def word_meaning(ctx: GenerationContext, story: stories.Story) -> Asked:
    entry = ctx.rng.choice(words_of(story))
    word, meaning = entry["word"], entry["meaning"]
    return Asked(
        "word-meaning",
        f'In the story, what does the word "{word}" mean?',
        meaning,
        [Wrong(w["text"], w["misconception"], w["reason"]) for w in entry["wrong"]],
        f'Read the words around "{word}": {_told_in(story, word)} Here "{word}" means {meaning}.',
        task="identify",
    )


def feeling_word(ctx: GenerationContext, story: stories.Story) -> Asked:
    at_start = ctx.rng.random() < 0.5
    right, other = (story.feel_start, story.feel_end) if at_start else (story.feel_end, story.feel_start)
    stray = [f for f in stories.world()["feelings"] if f not in (right, other)]
    when = "when the problem begins" if at_start else "at the end of the story"
    return Asked(
        "feeling-word",
        f"Which word in the story tells how {story.hero.name} feels {when}?",
        right,
        [
            Wrong(
                other,
                "feeling-from-another-part",
                f"{story.hero.name} feels this at another part of the story.",
            ),
            *(
                Wrong(f, "feeling-not-in-text", "The story does not use this word.")
                for f in ctx.rng.sample(stray, 2)
            ),
        ],
        f"The story says that {story.hero.name} {'was' if story.band == 'k1' else 'felt'} {right}. "
        f'The word "{right}" is a feeling word.',
        acceptable=(right,),
    )
