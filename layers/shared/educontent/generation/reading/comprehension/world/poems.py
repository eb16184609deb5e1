"""A poem drawn from the ``poem-world`` bank and the questions the engine asks about it (RL.x.4: how
rhymes and repeated lines give a poem its rhythm).

A drawn ``Poem`` is one theme's title, three or four of its rhyming couplets in a drawn order, and one
of its refrains, which closes every stanza: the short or the long one, whichever brings the poem
nearer its grade's reading level (``common.closest``). Asked: which word rhymes with the last word of a line (its
couplet partner; wrong answers are the last words of the poem's other lines, which the bank keeps
from rhyming with it), and which line repeats (the refrain; wrong answers are lines said once).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.reading.comprehension.world.asking import Asked, Kind, asked_draft, pick_kind
from educontent.generation.reading.comprehension.world.common import build, closest
from educontent.generation.registry import Draft, GenerationContext

_WORD = re.compile(r"[A-Za-z']+")


@dataclass(frozen=True)
class Poem:
    theme: str
    title: str
    couplets: tuple[tuple[str, str], ...]
    refrain: str


@cache
def themes() -> tuple[dict, ...]:
    return tuple(load_bank("reading", "poem-world")["themes"])


def draw(rng: random.Random, grade: int) -> Poem:
    """Three couplets of one theme for grade 2 and below, four for older readers, in a drawn order."""
    theme = pick(rng, themes())
    title = pick(rng, theme["titles"])
    couplets = tuple((a, b) for a, b in rng.sample(theme["couplets"], 3 if grade <= 2 else 4))
    drafts = [_sections(couplets, refrain) for refrain in theme["refrains"]]
    refrain = theme["refrains"][drafts.index(closest(grade, drafts))]
    return Poem(theme["id"], title, couplets, refrain)


def _sections(couplets: tuple[tuple[str, str], ...], refrain: str) -> list[dict]:
    """The poem as one section: a stanza a paragraph, its lines separated by newlines."""
    return [{"paragraphs": ["\n".join((a, b, refrain)) for a, b in couplets]}]


def render(poem: Poem) -> Passage:
    return build(poem.title, "poem", _sections(poem.couplets, poem.refrain))


def item(ctx: GenerationContext) -> Draft:
    """An item about a poem drawn for the grade, of a kind ``ctx.params`` (``BuiltParams``) asks."""
    poem = draw(ctx.rng, ctx.grade)
    kind = pick_kind(ctx, KINDS, list(KINDS))
    return asked_draft(ctx, render(poem), KINDS[kind].build(ctx, poem), noun="poem")


def last_word(line: str) -> str:
    return _WORD.findall(line)[-1].lower()


def _line(line: str) -> str:
    """A line as a choice: without the comma or full stop that ends it."""
    return line.rstrip(",.")


def _rhyme(ctx: GenerationContext, poem: Poem) -> Asked:
    couplet = pick(ctx.rng, poem.couplets)
    asked, partner = couplet if ctx.rng.random() < 0.5 else couplet[::-1]
    word, answer = last_word(asked), last_word(partner)
    others = [last_word(line) for other in poem.couplets if other != couplet for line in other]
    return Asked(
        "rhyme",
        f'Which word in the poem rhymes with "{word}"?',
        answer,
        [
            Wrong(
                w,
                "word-in-poem-not-rhyme",
                f'"{w}" is in the poem, but it does not end with the sound of "{word}".',
            )
            for w in others
        ],
        f'"{word}" and "{answer}" end with the same sound. They end two lines that go together: '
        f'"{_line(couplet[0])}" and "{_line(couplet[1])}"',
        acceptable=(answer,),
    )


def _repeated(ctx: GenerationContext, poem: Poem) -> Asked:
    lines = [_line(line) for couplet in poem.couplets for line in couplet]
    return Asked(
        "repeated-line",
        "Which line is repeated in the poem?",
        poem.refrain,
        [
            Wrong(line, "line-said-once", "This line is in the poem only once.")
            for line in ctx.rng.sample(lines, 3)
        ],
        f'The line "{poem.refrain}" ends every stanza. Saying it again and again gives the poem a beat, '
        "like the chorus of a song.",
    )


KINDS: dict[str, Kind] = {
    "rhyme": Kind(0, True, _rhyme),
    "repeated-line": Kind(0, False, _repeated),
}
