"""Built articles for kindergarten and grade 1, drawn from the ``article-world-k1`` bank.

The grade 2-8 article world (``world.articles``) is written for readers of grade 2 and up. This one
holds the same shape of facts in short, decodable sentences: per animal a one-sentence main idea, a
few facts under home, food and body (the one a question asks about, then two more), its life cycle in
plain words, one cause and effect and two to four glossary words with K-1 meanings. A drawn article is
an ``articles.Article`` of band ``k1``; ``render`` writes it one fact a sentence, with a heading over
each section for grade 1 (title, headings, bold words and a glossary: RI.1.5) and plain paragraphs
for kindergarten (read aloud, no headings). Subjects marked ``minGrade`` 1 use too many long words
for a kindergarten text.
"""

from __future__ import annotations

import random
import re
from functools import cache

from educontent.generation.banks import load_bank
from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.reading.comprehension.world.articles import CATEGORIES, Article, Ask, Section
from educontent.generation.reading.comprehension.world.common import build

FACTS = {0: 3, 1: 2}
"""The facts drawn under each heading besides the one a question asks about, by grade (a kindergarten
text has more of the shortest sentences)."""


@cache
def world() -> dict:
    return load_bank("reading", "article-world-k1")


def subjects(grade: int) -> list[dict]:
    """The subjects a text of ``grade`` may be about, in bank order."""
    return [s for s in world()["subjects"] if s.get("minGrade", 0) <= grade]


def subject_of(article: Article) -> dict:
    return next(s for s in world()["subjects"] if s["id"] == article.subject)


def others(article: Article) -> list[dict]:
    """The other subjects of the bank, in bank order (for wrong answers from outside the article)."""
    return [s for s in world()["subjects"] if s["id"] != article.subject]


def _used(term: str, texts: list[str]) -> bool:
    pattern = re.compile(rf"\b{re.escape(term)}\b", re.IGNORECASE)
    return any(pattern.search(text) for text in texts)


def draw(rng: random.Random, grade: int, like: Article | None = None) -> Article:
    """An article for kindergarten or grade 1: a subject, its title, a heading for each section, and
    under each heading the asked fact, two more (three in kindergarten, in bank order) and the cause where it belongs.
    Given ``like``, another article on its subject, as if by another author: another title, headings
    and further facts drawn afresh."""
    if like is not None:
        return _draw(rng, grade, subject_of(like), [t for t in subject_of(like)["titles"] if t != like.title])
    subject = pick(rng, subjects(grade))
    return _draw(rng, grade, subject, subject["titles"])


def _draw(rng: random.Random, grade: int, subject: dict, titles: list[str]) -> Article:
    headings = world()["headings"]
    sections: list[Section] = []
    asks: list[Ask] = []
    for category in CATEGORIES:
        entry = subject["sections"][category]
        ask = entry["ask"]
        extra = rng.sample(entry["facts"], FACTS[min(grade, 1)])
        facts = [ask["text"], *(f for f in entry["facts"] if f in extra)]
        if subject["cause"]["section"] == category:
            facts.append(subject["cause"]["text"])
        sections.append(Section(category, pick(rng, headings[category]), tuple(facts)))
        asks.append(Ask(category, ask["text"], ask["q"], ask["a"], tuple(ask["wrong"])))
    sections.append(Section("cycle", pick(rng, headings["cycle"]), tuple(subject["cycle"]["text"])))
    texts = [subject["mainIdea"], *(f for s in sections for f in s.facts)]
    return Article(
        subject=subject["id"],
        name=subject["name"],
        band="k1",
        title=pick(rng, titles),
        main_idea=subject["mainIdea"],
        sections=tuple(sections),
        asks=tuple(asks),
        stages=tuple(subject["cycle"]["stages"]),
        cause=subject["cause"],
        glossary=tuple((g["term"], g["definition"]) for g in subject["glossary"] if _used(g["term"], texts)),
    )


def headed(grade: int) -> bool:
    """Whether a text of ``grade`` shows headings (grade 1 does; a kindergarten text is read aloud)."""
    return grade >= 1


def render(article: Article, grade: int) -> Passage:
    """The article one fact a sentence: the main idea, then a paragraph a section (under its heading
    from grade 1), with its key terms and glossary."""
    sections = [{"paragraphs": [article.main_idea]}]
    for section in article.sections:
        shown = {"paragraphs": [" ".join(section.facts)]}
        sections.append({"heading": section.heading, **shown} if headed(grade) else shown)
    terms = [term for term, _ in article.glossary]
    return build(article.title, "informational", sections, key_terms=terms, glossary=list(article.glossary))
