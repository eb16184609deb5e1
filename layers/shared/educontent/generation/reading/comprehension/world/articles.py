"""An article world drawn from the ``article-world`` bank and rendered as a passage.

A drawn ``Article`` is one subject (an animal) with its main idea, a heading for each category (where it
lives, what it eats, its body, how it grows), the facts chosen under each heading (always the one a
question asks about), its life cycle in order, one cause and effect, and the glossary words its facts
use. ``render`` writes it with headings, key terms and a glossary, one fact a sentence for younger
readers and facts joined into longer sentences for older ones.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.reading.comprehension.world.common import band_of, build, closest

CATEGORIES = ("home", "food", "body")
_DEPTHS = {"g2": (0, 1, 2), "g4": (1, 2, 3), "g6": (2, 3, 4, 5)}
"""The sentence frames each band may use, simplest (0) to richest (5): 0 one fact a sentence, with a
short sentence opening each section; 1 adds a
sentence to the introduction that previews the headings; 2 joins the first two facts of each section;
3 joins the facts in pairs; 4 and 5 join them in pairs, then in threes, with longer linking words."""
_PREVIEW = "This article tells where they live, what they eat, what their bodies are like and how they grow."


@dataclass(frozen=True)
class Ask:
    category: str
    fact: str
    question: str
    answer: str
    wrong: tuple[str, ...]


@dataclass(frozen=True)
class Section:
    category: str
    heading: str
    facts: tuple[str, ...]
    easy: str | None = None  # a short sentence the simplest frames add (never asked about)


@dataclass(frozen=True)
class Article:
    subject: str
    name: str
    band: str
    title: str
    main_idea: str
    sections: tuple[Section, ...]  # the categories, then the life cycle
    asks: tuple[Ask, ...]
    stages: tuple[str, ...]
    cause: dict
    glossary: tuple[tuple[str, str], ...]

    @property
    def facts(self) -> list[str]:
        """Every fact of the body of the article (not the introduction), in order."""
        return [fact for section in self.sections for fact in section.facts]


@cache
def world() -> dict:
    return load_bank("reading", "article-world")


def subjects() -> list[dict]:
    return world()["subjects"]


def _uses(term: str, texts: list[str]) -> bool:
    pattern = re.compile(rf"\b{re.escape(term)}\b", re.IGNORECASE)
    return any(pattern.search(text) for text in texts)


def draw(rng: random.Random, grade: int, like: Article | None = None) -> Article:
    """An article for ``grade``: a subject, its title and headings, and the facts of each section (the
    asked fact, then two more and the cause under its heading; grade 2 reads the asked fact alone),
    all from ``rng``. Given ``like``, a second author's article on its subject: another title and
    another heading over each section."""
    if like is None:
        subject = pick(rng, [s for s in subjects() if s.get("minGrade", 3) <= max(grade, 2)])
        headings = world()["headings"]
    else:
        subject = next(s for s in subjects() if s["id"] == like.subject)
        subject = {**subject, "titles": [t for t in subject["titles"] if t != like.title]}
        used = {s.heading for s in like.sections}
        headings = {c: [h for h in names if h not in used] for c, names in world()["headings"].items()}
    sections: list[Section] = []
    asks: list[Ask] = []
    for category in CATEGORIES:
        entry = subject["sections"][category]
        ask = entry["ask"]
        extra = rng.sample(entry["facts"], min(len(entry["facts"]), 2))
        facts = [ask["text"], *(f for f in entry["facts"] if f in extra)]
        if subject["cause"]["section"] == category:
            facts.append(subject["cause"]["text"])
        sections.append(Section(category, pick(rng, headings[category]), tuple(facts), entry.get("easy")))
        asks.append(Ask(category, ask["text"], ask["q"], ask["a"], tuple(ask["wrong"])))
    sections.append(Section("cycle", pick(rng, headings["cycle"]), tuple(subject["cycle"]["text"])))
    texts = [subject["mainIdea"], *(f for s in sections for f in s.facts)]
    glossary = tuple((g["term"], g["definition"]) for g in subject["glossary"] if _uses(g["term"], texts))
    return Article(
        subject=subject["id"],
        name=subject["name"],
        band=band_of(max(grade, 2)),
        title=pick(rng, subject["titles"]),
        main_idea=subject["mainIdea"],
        sections=tuple(sections),
        asks=tuple(asks),
        stages=tuple(subject["cycle"]["stages"]),
        cause=subject["cause"],
        glossary=glossary,
    )


def others(article: Article) -> list[dict]:
    """The other subjects of the bank, in bank order (for wrong answers from outside the article)."""
    return [s for s in subjects() if s["id"] != article.subject]


def _join(first: str, second: str, link: str) -> str:
    return f"{first.removesuffix('.')}{link}{second[:1].lower()}{second[1:]}"


def _joined(group: list[str], link: str) -> str:
    """The facts of ``group`` as one sentence: "; " between them, ``link`` before the last."""
    text = group[0]
    for index, fact in enumerate(group[1:], 2):
        text = _join(text, fact, link if index == len(group) else "; ")
    return text


def _paragraph(facts: tuple[str, ...], depth: int) -> str:
    if depth <= 1:
        return " ".join(facts)
    if depth == 2:
        groups = [list(facts[:2]), *[[f] for f in facts[2:]]]
    else:
        size = 3 if depth >= 5 else 2
        groups = [list(facts[i : i + size]) for i in range(0, len(facts), size)]
    link = "; in addition, " if depth == 4 else ", and "
    return " ".join(_joined(group, link) for group in groups)


def _with_easy(section: Section, depth: int) -> tuple[str, ...]:
    return (section.easy, *section.facts) if depth == 0 and section.easy else section.facts


def sections_at(article: Article, depth: int) -> list[dict]:
    """The article's sections in the frames of ``depth``: the introduction, then one a heading."""
    intro = [article.main_idea] + ([_PREVIEW] if depth >= 1 else [])
    sections = [{"paragraphs": [" ".join(intro)]}]
    sections += [
        {"heading": s.heading, "paragraphs": [_paragraph(_with_easy(s, depth), depth)]}
        for s in article.sections
    ]
    return sections


def render(article: Article, grade: int) -> Passage:
    """The article in its band's frames that read nearest the grade's target, with its key terms
    and glossary."""
    sections = closest(grade, [sections_at(article, depth) for depth in _DEPTHS[article.band]])
    terms = [term for term, _ in article.glossary]
    return build(article.title, "informational", sections, key_terms=terms, glossary=list(article.glossary))
