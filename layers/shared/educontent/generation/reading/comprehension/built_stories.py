"""Questions about stories the engine builds (RL.1, RL.2, RL.3, grades K-8).

Each item draws a story world (``world.stories``: a hero and a helper, a setting, a problem, events
with their reasons, a solution, feelings and a lesson) and renders it in the grade's sentence frames.
The question comes from the world: who the main character is, where the story happens, the problem
and its solution, what happened first, next or last, why a character did something, how the hero
felt and why, and the lesson. Wrong answers come from the world too: the helper, places and events
of other plots, a feeling from another part of the story, the reason for another event. Ordering
items put the events (and, on hard items, the solution) in order.
"""

from __future__ import annotations

from educontent.generation.kit.types import MC, OR, PB, SA
from educontent.generation.reading.comprehension.world import story_asks
from educontent.generation.reading.comprehension.world.asking import BuiltParams
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "easy asks who the main character is, where the story happens, what the problem is and what happened first; medium asks what happened next or last, how the problem was solved and how the hero felt; hard asks why a character did something, why the hero felt that way and what lesson the story teaches; events to order: easy 3, medium 4, hard 4 and the solution; choices: 3 on kindergarten and easy first-grade items, otherwise 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={PB, MC, SA, OR}, params=BuiltParams, levels=Levels("form", _BANDS))
def built_stories(ctx: GenerationContext) -> Draft:
    return story_asks.item(ctx)
