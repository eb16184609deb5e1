"""Text hygiene over every skill's items: the slips of ``text_hygiene.RULES``, as a ratchet.

For each skill, 60 items (seeds 0-2, easy and hard, 10 a batch) are read. The skills known to slip
are listed per rule in ``text_hygiene_known.json`` (issue 10 works through them): a slip in a skill
not listed fails, and so does a listed skill that no longer slips, so the list only shrinks and
always says where the work is.
"""

from __future__ import annotations

import json
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.engine import CACHE, GenerationRequest, generate
from tests.unit.generation.text_hygiene import RULES, slips_in, texts

KNOWN_FILE = Path(__file__).with_name("text_hygiene_known.json")
SEEDS = (0, 1, 2)
LEVELS = (DifficultyLevel.EASY, DifficultyLevel.HARD)
SUBJECTS = ("math", "reading", "vocabulary", "spelling", "science")


@cache
def slips(subject: str) -> dict[str, dict[str, list[str]]]:
    """rule -> skill of ``subject`` -> examples (at most three a skill)."""
    found: dict[str, dict[str, list[str]]] = defaultdict(dict)
    for slug, subject_of in get_catalog().skill_subject.items():
        if subject_of != subject:
            continue
        for seed in SEEDS:
            for level in LEVELS:
                batch = generate(GenerationRequest(skills=(slug,), count=10, seed=seed, difficulty=level))
                for item in batch.items:
                    explanation = item.answer.explanation or ""
                    for text in texts(item.model_dump(mode="json", by_alias=True)):
                        for rule, example in slips_in(text, explanation=text == explanation):
                            examples = found[rule].setdefault(slug, [])
                            if len(examples) < 3 and example not in examples:
                                examples.append(example)
        CACHE.clear()
    return found


def known() -> dict[str, list[str]]:
    return json.loads(KNOWN_FILE.read_text())


def test_the_survey_reads_every_subject_of_the_catalog() -> None:
    """The survey runs a subject a test: a subject missing from ``SUBJECTS`` would go unread."""
    assert set(SUBJECTS) == set(get_catalog().skill_subject.values())


@pytest.mark.parametrize("subject", SUBJECTS)
def test_slips_match_the_known_list(subject: str) -> None:
    """Given every skill's items, when each rule reads them, then the skills that slip are exactly
    the known ones: no new slip anywhere, and no fixed skill left on the list."""
    found, listed = slips(subject), known()
    ours = {slug for slug, subject_of in get_catalog().skill_subject.items() if subject_of == subject}
    report = []
    for rule in sorted(RULES):
        new = {slug: ex for slug, ex in found.get(rule, {}).items() if slug not in listed[rule]}
        fixed = sorted(set(listed[rule]) & ours - set(found.get(rule, {})))
        report += [f"{rule}: new slip in {slug}: {ex}" for slug, ex in sorted(new.items())[:15]]
        report += [f"{rule}: no longer slips in {slug}: remove it from {KNOWN_FILE.name}" for slug in fixed]
    assert not report, "\n".join(report)


@pytest.mark.parametrize(
    ("rule", "text"),
    [
        ("one-with-a-plural", "so 1 groups of 6 make 6."),
        ("one-with-a-plural", "Erasers cost 1 dollars each."),
        ("wrong-article", "She picks a orange marble."),
        ("doubled-word", "False: the answer is is round."),
        ("bad-ordinal", "Each part is 1/4, so count the 4ths."),
        ("handmade-plural", "Both sandwichs are cut in halves."),
        ("false-equation", "13/10 = 13 × 10 / 10 × 10 = 130/100."),
        ("mixed-units", "A 15-unit ladder leans on a wall, its foot 9 cm from the wall."),
        ("mixed-units", "The rope is 3 feet long and the string 40 cm."),
        ("singular-after-a-count", "Make 3 group of 6."),
        ("singular-after-a-count", "Pens cost 5 dollar each."),
    ],
)
def test_each_rule_catches_the_slips_the_issue_named(rule: str, text: str) -> None:
    assert RULES[rule](text), f"{rule} missed: {text}"


@pytest.mark.parametrize(
    "text",
    [
        "Make 1 group of 6. 2 groups of 6 make 12.",
        "She picks an orange marble and a unit cube.",
        "Write 0.799 in words: zero point seven nine nine.",
        "13/10 = (13 × 10) / (10 × 10) = 130/100.",
        "Each part is 1/4, so count the fourths.",
        "The rope is 3 feet long: 3 × 12 = 36 inches.",
        "A 4 cm by 5 cm rectangle has an area of 20 square centimeters.",
        "It is a 5 minute walk; 2 hundred and 3 tens make 230.",
    ],
)
def test_clean_text_passes_every_rule(text: str) -> None:
    assert not {rule: found for rule, check in RULES.items() if (found := check(text))}
