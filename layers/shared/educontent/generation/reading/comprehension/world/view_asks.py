"""Questions about how the characters of a built story see its problem, and about dramatic irony: what
the reader knows that the hero does not, and the suspense or humor that creates (``world.views``).

Kinds (``KINDS``): ``views`` (how the hero and the helper see the problem differently), ``who-thinks``
(whose view a view is; a name, so also short answer), ``voice`` (which spoken line shows a character's
view), ``irony-know`` (what the reader knows that the hero does not know yet) and ``irony-effect``
(how that knowledge affects the story) and ``irony-learns`` (what happens right before the hero finds it
out). Wrong answers come from the world: the two views swapped, one
view given to both, the views, lines and secrets of other plots told about this cast, the other
character's line, the problem (which the hero knows), the other effect.
"""

from __future__ import annotations

from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world import stories, story_asks, views
from educontent.generation.reading.comprehension.world.asking import Asked, Kind, asked_draft, pick_kind
from educontent.generation.reading.comprehension.world.common import sentence
from educontent.generation.reading.comprehension.world.views import Views
from educontent.generation.registry import Draft, GenerationContext

IRONY = ("irony-know", "irony-effect", "irony-learns")
"""The kinds whose passages tell the secret; a skill that asks one of them reads it in every story (from
grade ``views.IRONY_FROM`` on)."""


def item(ctx: GenerationContext) -> Draft:
    """An item about a story drawn for the grade and told with its views, of a kind the skill asks."""
    story = stories.draw(ctx.rng, ctx.grade)
    seen = views.views_of(story)
    irony = ctx.grade >= views.IRONY_FROM and any(k in IRONY for k in ctx.params.asks)
    passage = views.render(story, seen, ctx.grade, irony=irony)
    kind = pick_kind(ctx, KINDS, list(KINDS) if irony else [k for k in KINDS if k not in IRONY])
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, story, seen), noun="story")


def _others(ctx: GenerationContext, story: stories.Story, count: int) -> list[Views]:
    """The views of other plots told about this story's cast: views no one in this story has."""
    found = []
    for plot in ctx.rng.sample(stories.other_plots(story), len(stories.other_plots(story))):
        other = views.plot_views(plot, stories.other_slots(story, plot))
        if other is not None:
            found.append(other)
    return found[:count]


def _both(story: stories.Story, hero_view: str, helper_view: str) -> str:
    return f"{story.hero.name} thought that {hero_view}, but {story.helper.name} thought that {helper_view}."


def _views(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    hero, helper = story.hero.name, story.helper.name
    stray = _others(ctx, story, 1)[0]
    return Asked(
        "views",
        f"How did {hero} and {helper} see the problem differently at first?",
        _both(story, seen.hero, seen.helper),
        [
            Wrong(
                _both(story, seen.helper, seen.hero),
                "views-swapped",
                f"These are the two views, but each belongs to the other character: {helper} is the one "
                f"who thought that {seen.helper}.",
            ),
            Wrong(
                f"Both {hero} and {helper} thought that {seen.hero}.",
                "same-view-for-both",
                f"Only {hero} thought this; {helper} saw the problem another way.",
            ),
            Wrong(
                _both(story, stray.hero, stray.helper),
                "view-not-in-story",
                "Neither character says or thinks this in the story.",
            ),
        ],
        f"The story tells each view: {hero} thought that {seen.hero}, while {helper} thought that "
        f"{seen.helper}. Their words show it too.",
        task="reason",
    )


def _who_thinks(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    hero, helper = story.hero.name, story.helper.name
    holder, other, view = _holder(ctx, story, seen)
    cast = [p.name for p in stories.cast_of(story.band) if p.name not in (hero, helper)]
    return Asked(
        "who-thinks",
        f"At first, who thought that {view}?",
        holder,
        [
            Wrong(other, "view-of-other-character", f"{other} saw the problem another way."),
            *(
                Wrong(name, "name-not-in-story", f"No one named {name} is in this story.")
                for name in ctx.rng.sample(cast, 2)
            ),
        ],
        f"The story says that {holder} thought that {view}.",
        acceptable=(holder,),
    )


def _holder(ctx: GenerationContext, story: stories.Story, seen: Views) -> tuple[str, str, str]:
    """Whose view is asked about (the hero or the helper), the other character, and the view."""
    hero, helper = story.hero.name, story.helper.name
    return (hero, helper, seen.hero) if ctx.rng.random() < 0.5 else (helper, hero, seen.helper)


def _voice(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    holder, other, view = _holder(ctx, story, seen)
    mine, theirs = (
        (seen.hero_says, seen.helper_says)
        if holder == story.hero.name
        else (seen.helper_says, seen.hero_says)
    )
    strays = _others(ctx, story, 2)
    return Asked(
        "voice",
        f"Which line shows how {holder} saw the problem?",
        views.line_choice(mine),
        [
            Wrong(
                views.line_choice(theirs),
                "line-of-other-character",
                f"{other} says this; it shows how {other} saw the problem.",
            ),
            *(
                Wrong(
                    views.line_choice(s.hero_says if i else s.helper_says),
                    "line-not-in-story",
                    "No one in the story says this.",
                )
                for i, s in enumerate(strays)
            ),
        ],
        f"{holder} thought that {view}, and {holder}'s words show it: {views.quoted_line(mine, holder)}",
    )


def _irony_know(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    hero = story.hero.name
    stray = _others(ctx, story, 1)[0]
    return Asked(
        "irony-know",
        f"What does the reader know before {hero} does?",
        sentence(seen.secret),
        [
            Wrong(
                story.problem,
                "hero-knows-the-problem",
                f"{hero} knows this already: it is the problem {hero} is trying to solve.",
            ),
            Wrong(
                sentence(seen.hero),
                "hero-own-view",
                f"This is what {hero} believed at first: {hero}'s own view, not something {hero} has yet "
                "to find out.",
            ),
            Wrong(sentence(stray.secret), "secret-not-in-story", "The story never says this."),
        ],
        f"Early in the story, the reader is told that {seen.secret}. {hero} finds it out only later.",
        task="reason",
    )


_EFFECT = {"suspense": "builds suspense", "humor": "adds humor"}


def _irony_effect(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    hero = story.hero.name
    other = "humor" if seen.effect == "suspense" else "suspense"
    mistaken = {
        "humor": f"It adds humor, because {hero} tells a funny joke at the start.",
        "suspense": f"It builds suspense, because the reader fears that {hero} is in danger.",
    }[other]
    return Asked(
        "irony-effect",
        f"The reader knows that {seen.secret} before {hero} does. How does this affect the story?",
        f"It {_EFFECT[seen.effect]}, because {seen.effect_why}.",
        [
            Wrong(
                mistaken,
                "wrong-effect",
                f"The story does not say this; what the reader knows makes it feel full of {seen.effect}.",
            ),
            Wrong(
                f"It makes the reader just as puzzled as {hero}, because the reader does not know it either.",
                "reader-knows-no-more",
                f"The story tells the reader this, so the reader knows more than {hero}.",
            ),
            Wrong(
                f"It has no effect, because {hero} knew it from the very start.",
                "hero-already-knows",
                f"The story says that {hero} did not know it yet.",
            ),
        ],
        "When the reader knows something a character does not, it is called dramatic irony. Here it "
        f"{_EFFECT[seen.effect]}: {seen.effect_why}.",
        task="reason",
    )


def _irony_learns(ctx: GenerationContext, story: stories.Story, seen: Views) -> Asked:
    hero, events = story.hero.name, story.events
    right = events[seen.learns_at]
    others = [e.summary for i, e in enumerate(events) if i != seen.learns_at]
    return Asked(
        "irony-learns",
        f"What happens right before {hero} finds out that {seen.secret}?",
        right.summary,
        [
            *(
                Wrong(
                    text, "wrong-order", f"This happens in the story, but not right before {hero} finds out."
                )
                for text in ctx.rng.sample(others, 2)
            ),
            *(
                Wrong(text, "event-not-in-story", "This does not happen in the story.")
                for text in story_asks.other_events(ctx, story, 1)
            ),
        ],
        f"The reader knows it from early in the story, but {hero} finds it out only after this: "
        f"{right.summary} Until then the reader waits for {hero} to learn it.",
        task="represent",
    )


KINDS: dict[str, Kind] = {
    "who-thinks": Kind(1, True, _who_thinks),
    "voice": Kind(1, False, _voice),
    "views": Kind(2, False, _views),
    "irony-know": Kind(1, False, _irony_know),
    "irony-effect": Kind(2, False, _irony_effect),
    "irony-learns": Kind(2, False, _irony_learns),
}
