"""The one builder of ``Passage`` items: a bank passage as structured data (sections with an optional
heading, paragraphs and an optional caption; the key terms printed in bold) and its plain ``text``.

The reading banks (``passages-*``) hold passages as ``sections``; the vocabulary and proofreading
banks hold short plain passages as ``text`` (no markup, one paragraph a line), which become one
section. Code that needs a passage's words (word counts, evidence, proofreading) reads
``plain_text`` or the sections, never a bank's ``text``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from educontent.generation.items import Passage, PassageSection


def bank_sections(entry: dict) -> list[dict]:
    """The bank passage's sections (``{"heading"?, "paragraphs", "caption"?}``); a plain ``text``
    passage is one section of its non-empty lines."""
    if "sections" in entry:
        return entry["sections"]
    return [{"paragraphs": [line for line in entry["text"].split("\n") if line.strip()]}]


def section_text(sections: Sequence[dict]) -> str:
    """Headings and paragraphs in order, separated by blank lines; captions left out."""
    parts: list[str] = []
    for section in sections:
        if section.get("heading"):
            parts.append(section["heading"])
        parts.extend(section["paragraphs"])
    return "\n\n".join(parts)


def plain_text(entry: dict) -> str:
    """The bank passage as the plain text items carry in ``passage.text``."""
    return section_text(bank_sections(entry))


def passage_words(entry: dict) -> int:
    """How many words there are to read in the bank passage (headings, paragraphs and captions)."""
    return sum(
        len(part.split())
        for section in bank_sections(entry)
        for part in [section.get("heading") or "", *section["paragraphs"], section.get("caption") or ""]
    )


def build_passage(entry: dict, *, edit: Callable[[list[dict]], list[dict]] | None = None) -> Passage:
    """The ``Passage`` of a bank passage (its title, genre, sections and key terms); ``edit``, when
    given, rewrites a copy of the sections first (proofreading puts its misspelling in)."""
    sections = [dict(s, paragraphs=list(s["paragraphs"])) for s in bank_sections(entry)]
    if edit is not None:
        sections = edit(sections)
    return Passage(
        title=entry["title"],
        text=section_text(sections),
        sections=[
            PassageSection(heading=s.get("heading"), paragraphs=s["paragraphs"], caption=s.get("caption"))
            for s in sections
        ],
        key_terms=entry.get("keyTerms"),
        genre=entry["genre"],
    )
