"""Narrator questions about a built story told in the first person by its hero (``narrators``) or in the
third person by a narrator outside the story (``stories.render``); which one is drawn per item.

Kinds (``KINDS``): ``who`` (who is telling the story: the hero, or a narrator who is not in it; wrong:
the helper, the other form), ``words`` (the words that show who tells it: "I" and "my", or the hero's
name and pronouns), ``person`` (first or third person, and how you can tell; grades 4-5), and ``know``
(what the hero as narrator can tell that the helper could not: the hero's own feelings or thoughts;
first person only). Wrong answers come from the world: the helper, the other form, events the helper saw too.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import SA
from educontent.generation.reading.comprehension.world import narrators, stories
from educontent.generation.reading.comprehension.world.asking import Asked, Kind, asked_draft, pick_kind
from educontent.generation.registry import Draft, GenerationContext

OUTSIDE = "A narrator who is not in the story"
FIRST_WORDS = ("I", "my", "me", "we", "our", "us")


@dataclass(frozen=True)
class Told:
    """A drawn story (third person, as drawn), how this item tells it, and the text it shows."""

    story: stories.Story
    first: bool
    text: str
    named: str = ""  # the sentence that names the first-person narrator


def item(ctx: GenerationContext) -> Draft:
    """An item about a story drawn for the grade, told in the first or third person (drawn from a
    separate ``random.Random``, so only this path's choices follow)."""
    story = stories.draw(ctx.rng, ctx.grade)
    own = random.Random(ctx.rng.random())
    first = own.random() < 0.5
    named = ""
    if first:
        cheered = own.choice(narrators.CHEERS) if story.band != "k1" and own.random() < 0.5 else None
        passage = narrators.render(story, narrators.first_person(story), ctx.grade, cheered)
        named = (
            narrators.introduction(story.hero.name) if cheered is None else narrators.cheer(story, cheered)
        )
    else:
        passage = stories.render(story, ctx.grade)
    told = Told(story, first, narrators.narration(passage.text), named)
    kind = pick_kind(ctx, KINDS, [k for k in KINDS if first or k != "know"])
    return asked_draft(ctx, passage, KINDS[kind].build(own, told, ctx.content_type == SA), noun="story")


def _said(text: str, words: tuple[str, ...]) -> list[str]:
    """Those of ``words`` the narration uses (at a sentence's start too), in their order."""
    found = set(re.findall(r"[A-Za-z]+", text))
    found |= {w.lower() for w in found if w != "I"}
    return [w for w in words if w in found]


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _who(rng: random.Random, told: Told, short: bool) -> Asked:
    hero, helper = told.story.hero.name, told.story.helper.name
    both = f"{hero} and {helper} together"
    if told.first:
        return Asked(
            "who",
            "Who is telling this story?",
            hero,
            [
                Wrong(
                    helper, "helper-as-narrator", f"{helper} is in the story, but {helper} does not tell it."
                ),
                Wrong(
                    OUTSIDE, "first-person-as-outside", f'The one telling the story says "I": it is {hero}.'
                ),
                Wrong(both, "both-characters-tell", f'Only one person tells the story and says "I": {hero}.'),
            ],
            f'The one telling the story says "I" and "my", and the story says who that is: {told.named} '
            f"{hero} is the main character and tells the story.",
            acceptable=(hero,),
        )
    return Asked(
        "who",
        "Who is telling this story?",
        OUTSIDE,
        [
            Wrong(
                hero, "main-character-as-narrator", f'The narrator calls {hero} by name and never says "I".'
            ),
            Wrong(
                helper, "helper-as-narrator", f"{helper} is a character in the story, not the one telling it."
            ),
            Wrong(both, "both-characters-tell", "The characters talk in the story, but they do not tell it."),
        ],
        f'The narrator tells what {hero} and {helper} do and calls them by name, not "I". '
        "The narrator is not a character in the story.",
        acceptable=(OUTSIDE, "a narrator", "the narrator", "narrator", "someone who is not in the story"),
    )


def _words(rng: random.Random, told: Told, short: bool) -> Asked:
    story = told.story
    hero, helper = story.hero, story.helper
    helper_words = _listed([helper.name, *_said(told.text, (helper.subject, helper.possessive))])
    you = Wrong("you and your", "second-person-words", "The story never talks to the reader as you.")
    if told.first:
        mine = _said(told.text, FIRST_WORDS)[:3]
        return Asked(
            "words",
            "Which words show who is telling the story?",
            _listed(mine),
            [
                you,
                Wrong(
                    helper_words,
                    "helper-words",
                    f"These words tell about {helper.name}, who does not tell the story.",
                ),
                Wrong(
                    _listed([hero.name, hero.subject, hero.possessive]),
                    "third-person-words",
                    f'{hero.name} tells the story, so {hero.name} says "I", not {hero.subject}.',
                ),
            ],
            f"The one telling the story uses the words {_listed(mine)}: {hero.name} is telling the story.",
        )
    theirs = [hero.name, *_said(told.text, (hero.subject, hero.possessive))]
    return Asked(
        "words",
        "Which words show who is telling the story?",
        _listed(theirs),
        [
            you,
            Wrong(
                "I, my and me",
                "dialogue-as-narration",
                'The narrator never says "I" or "my"; only characters say "I" when they talk.',
            ),
            Wrong("we, our and us", "first-person-words", 'The narrator never says "we" or "our".'),
        ],
        f"The narrator calls the main character {_listed(theirs)}, so the narrator is someone outside the story.",
    )


def _form(rng: random.Random, told: Told, short: bool) -> Asked:
    hero, helper = told.story.hero, told.story.helper
    first = f"First person: {hero.name} tells the story and uses I and my."
    third = (
        f"Third person: a narrator outside the story tells about {hero.name} "
        f"and uses {hero.subject} and {hero.possessive}."
    )
    helper_first = f"First person: {helper.name} tells the story and uses I and my."
    helper_third = f"Third person: {helper.name} tells the story about {hero.name}."
    question = "Is this story told in the first person or the third person?"
    if not short:
        question += " How can you tell?"
    if told.first:
        return Asked(
            "person",
            question,
            "first person" if short else first,
            [
                Wrong(
                    third,
                    "first-person-as-third",
                    f'{hero.name} tells the story and says "I", so it is first person.',
                ),
                Wrong(
                    helper_first, "helper-as-narrator", f"{helper.name} is in the story but does not tell it."
                ),
                Wrong(helper_third, "helper-as-narrator", f'{hero.name} tells the story and says "I".'),
            ],
            f'{hero.name} tells the story and says "I" and "my", so it is told in the first person.',
            task="reason",
            acceptable=("first person", "first-person", "first", "the first person", "1st person"),
        )
    return Asked(
        "person",
        question,
        "third person" if short else third,
        [
            Wrong(
                first,
                "dialogue-as-narration",
                f'{hero.name} says "I" only when talking; the narrator does not.',
            ),
            Wrong(helper_first, "helper-as-narrator", "No character tells this story."),
            Wrong(helper_third, "helper-as-narrator", "The narrator is not a character in the story."),
        ],
        f"A narrator outside the story tells about {hero.name} by name, so it is told in the third person.",
        task="reason",
        acceptable=("third person", "third-person", "third", "the third person", "3rd person"),
    )


def _that(text: str, story: stories.Story) -> str:
    """An event or ending as "That ...", without its period ("That the dog trotted over")."""
    text = text.removesuffix(".")
    named = text.split(" ", 1)[0] in (story.hero.name, story.helper.name)
    return f"That {text if named else text[:1].lower() + text[1:]}"


INNER = ("hoped", "wanted", "thought", "remembered", "did not want", "was afraid")
"""How a reason that only its thinker knows begins ("she hoped to find clues")."""


def _thoughts(story: stories.Story) -> list[str]:
    """The hero's own thoughts behind the hero's events, as "Maya hoped to find clues" (not those that
    name the hero again, "help her know": the narrator says "help me know")."""
    start = f"{story.hero.subject} "
    found = [e.why.removeprefix(start) for e in story.events if e.actor == story.hero.name and e.why]
    return [
        f"{story.hero.name} {why}"
        for why in found
        if why.startswith(INNER) and not set(why.split()) & {"him", "her", "his", "them", "their"}
    ]


def _know(rng: random.Random, told: Told, short: bool) -> Asked:
    story = told.story
    hero, helper = story.hero.name, story.helper.name
    seen = [e.summary for e in story.events if e.actor != hero]
    why = f"{helper} was there and saw this, so {helper} could tell it too."
    wrong = [Wrong(_that(s, story), "outward-event-as-inner", why) for s in rng.sample(seen, 2)]
    wrong.append(Wrong(_that(story.solution, story), "outward-event-as-inner", why))
    thoughts = _thoughts(story)
    if thoughts and rng.random() < 0.5:
        thought = rng.choice(thoughts)
        inside = thought.removeprefix(f"{hero} ")
        answer = f"That {thought}"
        explained = (
            f'Only {hero} knows what {story.hero.subject} was thinking: "I {inside}." '
            f"{helper} could see what {hero} did, but not what {hero} was thinking."
        )
    else:
        answer = f"That {hero} felt {story.feel_start} at first and {story.feel_end} at the end"
        explained = (
            f'Only {hero} knows {story.hero.possessive} own feelings: "I felt {story.feel_start}" and '
            f'"I felt {story.feel_end}." {helper} could only tell what {helper} saw happen.'
        )
    return Asked(
        "know",
        f"{hero} tells this story. What can {hero} tell us that {helper} could not?",
        answer,
        wrong,
        explained,
        task="reason",
    )


KINDS: dict[str, Kind] = {
    "who": Kind(0, True, _who),
    "words": Kind(1, False, _words),
    "person": Kind(1, True, _form),
    "know": Kind(2, False, _know),
}
"""Builders take a separate ``random.Random``, the ``Told`` story and whether the answer is written."""
