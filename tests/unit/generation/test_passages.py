"""Passages are structured data (issue 10): no item string carries Markdown, and no item string but
the passage's own repeats a passage.

Read over every skill of the subjects whose banks hold passages (reading, vocabulary, spelling),
seeds 0-2, 10 items a batch. A passage is every ``passages`` entry of those subjects' banks, read
straight from the JSON: its plain text (headings and paragraphs) and its first paragraph. An item
string repeats a passage when it holds the whole plain text, or the first paragraph with at most one
word changed (proofreading changes one). The item's own ``passage`` (its ``text``, headings,
paragraphs and caption) is where the passage belongs and is not read for repeats.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from educontent.catalog.index import get_catalog
from educontent.generation.engine import CACHE, GenerationRequest, generate
from educontent.settings import get_settings

SUBJECTS = ("reading", "vocabulary", "spelling")
SEEDS = (0, 1, 2)
MARKDOWN = re.compile(
    r'\*\*|(?:^|\n|")\s*#{1,6}\s|\(Caption\b|`|\[[^\]\n]+\]\([^)]*\)|(?:^|\n)\s*[-*+] |\[[A-Za-z]+\]'
)


@cache
def bank_passages() -> list[tuple[str, str, list[str]]]:
    """(id or title, plain text, words of the first paragraph) of every bank passage."""
    found = []
    for subject in SUBJECTS:
        for path in sorted((get_settings().catalog_dir / "content" / subject).glob("*.json")):
            for entry in json.loads(path.read_text(encoding="utf-8")).get("passages", []):
                if "sections" in entry:
                    sections = entry["sections"]
                    parts = [
                        p
                        for s in sections
                        for p in ([s["heading"]] if s.get("heading") else []) + s["paragraphs"]
                    ]
                    first = sections[0]["paragraphs"][0]
                else:
                    parts = [
                        line
                        for line in re.sub(r"\[(\w+)\]", r"\1", entry["text"]).split("\n")
                        if line.strip()
                    ]
                    first = parts[0]
                found.append(
                    (entry.get("id", entry["title"]), " ".join(" ".join(parts).split()), first.split())
                )
    return found


def _strings(value: Any, key: str = "") -> Iterator[str]:
    """Every string of an item's content and answer, but its own ``passage`` (and the paired
    passage read with it) and SVG."""
    if isinstance(value, str):
        if key not in ("svg", "diagramSvg"):
            yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if k not in ("passage", "pairedPassage"):  # the item's own texts, as data
                yield from _strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v, key)


def markdown(text: str) -> list[str]:
    return [m.group(0) for m in MARKDOWN.finditer(text)]


def repeats(text: str) -> list[str]:
    """The bank passages ``text`` repeats: all their plain text, or their first paragraph with at
    most one word changed (none in a paragraph under eight words)."""
    words = text.split()
    flat = " ".join(words)
    found = []
    for name, plain, first in bank_passages():
        if len(words) < len(first):
            continue
        allowed = 1 if len(first) >= 8 else 0  # one changed word in a real paragraph, none in a short one
        if plain in flat or any(
            sum(a != b for a, b in zip(words[i : i + len(first)], first, strict=True)) <= allowed
            for i in range(len(words) - len(first) + 1)
        ):
            found.append(name)
    return found


def _skills() -> list[str]:
    index = get_catalog()
    return [slug for slug, subject in index.skill_subject.items() if subject in SUBJECTS]


@pytest.mark.parametrize("slug", _skills())
def test_no_item_string_holds_markdown_or_repeats_a_passage(slug: str) -> None:
    """Given a skill's items, when every string but the item's own passage is read, then none holds
    Markdown and none repeats a bank passage; a passage the item carries is the bank's, as data."""
    problems = []
    for seed in SEEDS:
        for item in generate(GenerationRequest(skills=(slug,), count=10, seed=seed)).items:
            data = item.model_dump(mode="json", by_alias=True)
            for text in _strings({"content": data["content"], "answer": data["answer"]}):
                problems += [f"markdown {m!r} in {text[:60]!r}" for m in markdown(text)]
                problems += [f"passage {name} repeated in {text[:60]!r}" for name in repeats(text)]
            for passage in (data["content"].get("passage"), data["content"].get("pairedPassage")):
                if not passage:
                    continue
                for section in passage.get("sections") or []:
                    for part in [
                        section.get("heading") or "",
                        section.get("caption") or "",
                        *section["paragraphs"],
                    ]:
                        problems += [f"markdown {m!r} in the passage: {part[:60]!r}" for m in markdown(part)]
                problems += [f"markdown {m!r} in passage.text" for m in markdown(passage["text"])]
    CACHE.clear()
    assert not problems, "\n".join(sorted(set(problems))[:20])


def test_some_skills_carry_passages_in_every_content_type_that_can() -> None:
    """The reading skills still give their passage, now in ``content.passage``: multiple-choice,
    short-answer, ordering, matching and passage-based items each carry one somewhere."""
    carried = set()
    for slug in _skills():
        for item in generate(GenerationRequest(skills=(slug,), count=10, seed=0)).items:
            if getattr(item.content, "passage", None) is not None:
                carried.add(item.content.type)
    CACHE.clear()
    assert carried >= {"multiple-choice", "short-answer", "ordering", "matching", "passage-based"}, carried


@pytest.mark.parametrize(
    "text",
    [
        "## Where Koalas Live\nKoalas live in Australia.",
        'Find the heading. The text says: "## What Koalas Eat"',
        "A baby koala is called a **joey**.",
        "(Caption: A joey rides on its mother's back after it leaves the pouch.)",
        "Last spring, our neighborhood [committee] decided to turn an empty lot into a garden.",
    ],
)
def test_the_markdown_the_issue_named_is_caught(text: str) -> None:
    assert markdown(text), text


def test_a_question_pasting_a_passage_is_caught() -> None:
    name, plain, first = bank_passages()[0]
    assert name in repeats(f'Read the story "X".\n\n{plain}\n\nWho is it about?')
    changed = [*first[:3], "misspeled", *first[4:]]
    assert name in repeats("One word in this paragraph is misspelled.\n\n" + " ".join(changed))
    assert not repeats("Who finds the box?")


def test_text_feature_questions_ask_about_the_passages_own_fields() -> None:
    """Every key term stands in its passage's paragraphs, and every bank question about a heading, a
    caption or a bold word is answered by a heading, a caption or a key term of its own passage."""
    problems = []
    for name in ("passages-k", "passages-g1", "passages-g2", "passages-g3-5", "passages-g6-8"):
        path = get_settings().catalog_dir / "content" / "reading" / f"{name}.json"
        for entry in json.loads(path.read_text(encoding="utf-8"))["passages"]:
            sections, terms = entry["sections"], entry.get("keyTerms") or []
            paragraphs = " ".join(p for s in sections for p in s["paragraphs"])
            problems += [
                f"{entry['id']}: key term {t!r} not in the text" for t in terms if t not in paragraphs
            ]
            for q in entry["questions"]:
                asked = q["question"].lower()
                if "caption" in asked:
                    ok = q["answer"] in [s.get("caption") for s in sections]
                elif "heading" in asked:
                    ok = q["answer"] in [s.get("heading") for s in sections]
                elif "bold" in asked or q["kind"] == "feature":
                    ok = all(t in terms for t in re.findall(r'"([^"]+)"', q["question"]) or [q["answer"]])
                else:
                    continue
                if not ok:
                    problems.append(f"{entry['id']}:{q['id']} {q['question']!r}")
    assert not problems, "\n".join(problems)
