"""Questions about articles the engine builds (RI.1, RI.2, RI.3, RI.5, grades 3-8).

Each item draws an article world (``world.articles``: an animal's main idea, facts under headings, its
life cycle, a cause and effect, glossary words) and renders it with headings, bold key terms and a
glossary in the grade's sentence frames. The question comes from the world: the main idea, a key
detail, the heading a fact is under, which heading tells about a topic, what a glossary word means
and where to find it, why something happens, and which life-cycle stage comes next; ordering items
put the stages in order. Wrong answers come from the world too: details for the main idea, other
headings, other glossary words, causes and main ideas of other subjects, stages out of order.
"""

from __future__ import annotations

from educontent.generation.kit.types import MC, OR, PB, SA
from educontent.generation.reading.comprehension.world import article_asks
from educontent.generation.reading.comprehension.world.asking import BuiltParams
from educontent.generation.registry import Draft, GenerationContext, Levels, generator

_BANDS = "easy asks for a key detail, which heading tells about a topic and where to find a word's meaning; medium asks for the main idea, the heading a sentence is under, what a glossary word means and which life-cycle stage comes next; hard asks why something happens; choices: 4"
"""What easy, medium and hard mean, for a teacher (docs/difficulty.md)."""


@generator(content_types={PB, MC, SA, OR}, params=BuiltParams, levels=Levels("form", _BANDS))
def built_articles(ctx: GenerationContext) -> Draft:
    return article_asks.item(ctx)
