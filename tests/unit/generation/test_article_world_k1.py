"""The ``article-world-k1`` bank (built articles for kindergarten and grade 1) holds what its questions
need: a sentence a heading question quotes is under one heading only, the life cycle names stage i in
sentence i, a glossary word is used in the text, an answer is never one of its wrong answers, and a
main idea is not one of the details offered as wrong main ideas."""

from __future__ import annotations

import re

import pytest

from educontent.generation.banks import load_bank

SUBJECTS = load_bank("reading", "article-world-k1")["subjects"]


def _texts(subject: dict) -> list[str]:
    sections = subject["sections"].values()
    return [
        subject["mainIdea"],
        *(t for s in sections for t in (s["ask"]["text"], *s["facts"])),
        subject["cause"]["text"],
        *subject["cycle"]["text"],
    ]


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s["id"])
def test_the_subject_holds_what_its_questions_need(subject: dict):
    texts = _texts(subject)
    assert len(texts) == len(set(texts)), "a sentence stands twice"
    for stage, said in zip(subject["cycle"]["stages"], subject["cycle"]["text"], strict=True):
        assert re.search(rf"\b{re.escape(stage)}", said, re.IGNORECASE), (stage, said)
    for entry in subject["glossary"]:
        assert any(re.search(rf"\b{re.escape(entry['term'])}\b", t, re.IGNORECASE) for t in texts), entry
    for section in subject["sections"].values():
        ask = section["ask"]
        assert ask["text"] not in section["facts"] and ask["a"] not in ask["wrong"]
    assert subject["cause"]["a"].lower().removeprefix("it ") in subject["cause"]["text"].lower()


def test_kindergarten_has_subjects_and_each_has_a_distinct_main_idea():
    assert len([s for s in SUBJECTS if s.get("minGrade", 0) == 0]) >= 4
    assert len({s["mainIdea"] for s in SUBJECTS}) == len(SUBJECTS)
    assert len({s["cause"]["a"] for s in SUBJECTS}) == len(SUBJECTS)
