"""The one builder of ``Passage`` items: a bank passage as structured data (sections with an optional
heading, paragraphs, a play's spoken lines and an optional caption; the key terms printed in bold; the
glossary) and its plain ``text``.

The reading banks (``passages-*``) hold passages as ``sections``; the vocabulary and proofreading
banks hold short plain passages as ``text`` (no markup, one paragraph a line), which become one
section. Code that needs a passage's words (word counts, evidence, proofreading) reads
``plain_text`` or the sections, never a bank's ``text``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from educontent.generation.items import GlossaryEntry, Passage, PassageSection, ScriptLine


def bank_sections(entry: dict) -> list[dict]:
    """The bank passage's sections (``{"heading"?, "paragraphs", "caption"?}``); a plain ``text``
    passage is one section of its non-empty lines."""
    if "sections" in entry:
        return entry["sections"]
    return [{"paragraphs": [line for line in entry["text"].split("\n") if line.strip()]}]


def section_text(sections: Sequence[dict]) -> str:
    """Headings, paragraphs and a play's lines (``SPEAKER: line``) in order, separated by blank lines;
    captions left out."""
    parts: list[str] = []
    for section in sections:
        if section.get("heading"):
            parts.append(section["heading"])
        parts.extend(section["paragraphs"])
        parts.extend(_script_line(line) for line in section.get("lines") or ())
    return "\n\n".join(parts)


def _script_line(line: dict) -> str:
    direction = f" ({line['direction']})" if line.get("direction") else ""
    return f"{line['speaker']}{direction}: {line['text']}"


def plain_text(entry: dict) -> str:
    """The bank passage as the plain text items carry in ``passage.text``."""
    return section_text(bank_sections(entry))


_BUILT: dict[int, tuple[dict, Passage, int]] = {}
"""Built once per bank passage and container, keyed by the entry's identity (the banks are read-only
and live as long as the container; the entry is kept beside its passage, so its id is never reused)."""


def _built(entry: dict) -> tuple[Passage, int]:
    found = _BUILT.get(id(entry))
    if found is None or found[0] is not entry:
        found = _BUILT[id(entry)] = (entry, _build(entry, None), _words(entry))
    return found[1], found[2]


def passage_words(entry: dict) -> int:
    """How many words there are to read in the bank passage (headings, paragraphs and captions)."""
    return _built(entry)[1]


def _words(entry: dict) -> int:
    return sum(
        len(part.split())
        for section in bank_sections(entry)
        for part in [
            section.get("heading") or "",
            *section["paragraphs"],
            *(line["text"] for line in section.get("lines") or ()),
            section.get("caption") or "",
        ]
    )


def build_passage(entry: dict, *, edit: Callable[[list[dict]], list[dict]] | None = None) -> Passage:
    """The ``Passage`` of a bank passage (its title, genre, sections and key terms); ``edit``, when
    given, rewrites a copy of the sections first (proofreading puts its misspelling in)."""
    return _built(entry)[0] if edit is None else _build(entry, edit)


def _build(entry: dict, edit: Callable[[list[dict]], list[dict]] | None) -> Passage:
    sections = [dict(s, paragraphs=list(s["paragraphs"])) for s in bank_sections(entry)]
    if edit is not None:
        sections = edit(sections)
    return Passage(
        title=entry["title"],
        text=section_text(sections),
        sections=[
            PassageSection(
                heading=s.get("heading"),
                paragraphs=s["paragraphs"],
                lines=[ScriptLine(**line) for line in s["lines"]] if s.get("lines") else None,
                caption=s.get("caption"),
            )
            for s in sections
        ],
        key_terms=entry.get("keyTerms"),
        glossary=[GlossaryEntry(**e) for e in entry["glossary"]] if entry.get("glossary") else None,
        genre=entry["genre"],
    )
