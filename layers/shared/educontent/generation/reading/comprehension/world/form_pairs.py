"""One built story shown twice, as a story (``passage``) and as a play (``paired_passage``), and asked
how the two forms tell it (RL.4.5, RL.7.5, RL.8.5): what the play has that the story does not, which
event both tell, and how the play shows a feeling the story tells in narration. Wrong answers are parts
both texts have, the narrator's or the characters' words, and events of other plots.
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world import pair_asks, plays, stories, story_asks
from educontent.generation.reading.comprehension.world.asking import Asked, standard_for
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

PAIR = "pair"
PLAY_HAS = "A cast of characters, scenes and stage directions"


def item(ctx: GenerationContext, story: stories.Story, kind: str, split: int) -> Draft:
    """A passage-based item with the story and the same story as a play."""
    shown = (stories.render(story, ctx.grade), plays.as_play(story, ctx.grade, split))
    asked = _BUILDERS[kind](ctx, story)
    return pair_asks.pair_draft(ctx, shown, asked, standard_for(ctx, kind))


def unused(*_: object) -> Asked:
    raise NoSuchForm("a pair kind is asked through form_pairs.item")


def _has(ctx: GenerationContext, story: stories.Story) -> Asked:
    return Asked(
        "pair-has",
        "Both texts tell the same story. What does the play have that the story does not?",
        PLAY_HAS,
        [
            Wrong(
                "Characters with a problem to solve",
                "shared-part",
                "Both texts have characters and a problem.",
            ),
            Wrong("An ending where the problem is solved", "shared-part", "Both texts tell how it ends."),
            Wrong(
                "Events told in the order they happen", "shared-part", "Both texts tell the events in order."
            ),
        ],
        "A play is written to be acted: it lists its cast, splits the story into scenes and gives stage "
        "directions, and each line starts with the name of the character who says it.",
    )


def _same(ctx: GenerationContext, story: stories.Story) -> Asked:
    event = story.events[ctx.rng.randrange(len(story.events))]
    return Asked(
        "pair-same",
        "Which event do both the story and the play tell?",
        event.summary,
        [
            Wrong(text, "event-not-in-texts", "Neither text tells this.")
            for text in story_asks.other_events(ctx, story, 3)
        ],
        f"In the story the narrator tells it in a paragraph; in the play the narrator tells it in a line. "
        f"{event.summary}",
    )


def _feeling(ctx: GenerationContext, story: stories.Story) -> Asked:
    hero, feeling = story.hero.name, story.feel_start
    return Asked(
        "pair-feeling",
        f"The story says that {hero} felt {feeling}. How does the play show this?",
        f"With stage directions: {hero} looks {feeling}, and ({feeling}) comes before {hero}'s first line",
        [
            Wrong(
                f"The narrator says that {hero} felt {feeling}",
                "narrator-tells-feelings",
                "In the play the narrator never names the feeling.",
            ),
            Wrong(
                f'{hero} says, "I feel {feeling}."',
                "feeling-in-dialogue",
                f"{hero} never says this in the play.",
            ),
            Wrong(
                f"The cast of characters says that {hero} is {feeling}",
                "cast-list-tells-feelings",
                "The cast list only names the characters.",
            ),
        ],
        f"A story's narrator tells feelings; a play shows them in stage directions for the actors. "
        f"The play's directions say that {hero} looks {feeling}.",
        task="reason",
    )


_BUILDERS = {"pair-has": _has, "pair-same": _same, "pair-feeling": _feeling}
KINDS = {"pair-has": 0, "pair-same": 1, "pair-feeling": 2}
"""Each pair kind and its usual level."""
