"""``kit.claims``: one claim in each written form, and ``knowledge.recording``."""

from __future__ import annotations

import random

import pytest

from educontent.catalog.index import get_catalog
from educontent.core.catalog_records import DifficultyLevel
from educontent.generation.items import Passage, PassageSection
from educontent.generation.kit.claims import Claim, claim_draft, statement
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import FB, MC, PB, SA, TF
from educontent.generation.registry import GenerationContext, NoSuchForm
from educontent.generation.science.knowledge import quantity, recording, reviewed

CLAIM = Claim(
    question="What kind of animal is a frog?",
    answer="an amphibian",
    wrong=(
        Wrong(
            "a reptile", "amphibians-are-reptiles", "Reptiles have dry, scaly skin; a frog's skin is moist."
        ),
        Wrong("a fish", "water-animals-are-fish", "A frog breathes air with lungs as an adult."),
    ),
    why="A frog starts life in water and has moist skin: it is an amphibian.",
    key="frog-group",
    sentence="A frog is {}.",
)


def _ctx(content_type, seed: int = 1) -> GenerationContext:
    skill = next(r for r in get_catalog().skill_records.values() if r.grade == "grade-3")
    return GenerationContext(skill, 3, DifficultyLevel.MEDIUM, content_type, None, random.Random(seed))


def test_multiple_choice_offers_the_answer_and_names_each_wrong_answers_misconception():
    draft = claim_draft(_ctx(MC), CLAIM)
    texts = [c.text for c in draft.content.choices]
    assert texts[draft.answer.value] == "an amphibian"
    assert {d.misconception for d in draft.answer.distractors} == {
        "amphibians-are-reptiles",
        "water-animals-are-fish",
    }


def test_true_false_states_the_answer_or_a_wrong_answer_and_explains_a_false_one():
    seen = set()
    for seed in range(20):
        draft = claim_draft(_ctx(TF, seed), CLAIM)
        seen.add(draft.answer.value)
        if draft.answer.value:
            assert draft.content.statement == "A frog is an amphibian."
        else:
            assert draft.content.statement in {"A frog is a reptile.", "A frog is a fish."}
            assert "moist" in draft.answer.explanation
    assert seen == {True, False}


def test_fill_blank_has_a_word_bank_holding_the_answer():
    draft = claim_draft(_ctx(FB), CLAIM)
    assert draft.content.text == "A frog is ___."
    assert "an amphibian" in draft.content.word_bank and draft.answer.value == "an amphibian"


def test_a_sentence_that_starts_with_the_answer_is_capitalised():
    claim = Claim("Which?", "ice", (), "", "k", sentence="{} is water in its solid form.")
    assert statement(claim, "ice") == "Ice is water in its solid form."


def test_short_answer_and_passage_based_forms():
    assert claim_draft(_ctx(SA), CLAIM).answer.value == "an amphibian"
    passage = Passage(
        title="Frogs",
        text="Frogs live near ponds.",
        sections=[PassageSection(paragraphs=["Frogs live near ponds."])],
        genre="informational",
    )
    draft = claim_draft(_ctx(PB), CLAIM, passage=passage)
    assert draft.content.passage.title == "Frogs"


def test_forms_a_claim_cannot_take_are_refused_so_the_engine_draws_again():
    bare = Claim("Which?", "ice", (), "Ice is solid.", "k")
    for content_type in (MC, TF, FB, PB):
        with pytest.raises(NoSuchForm):
            claim_draft(_ctx(content_type), bare)


def test_recording_gathers_the_facts_handed_out_and_only_while_open():
    raw = {"value": 4879, "unit": "km", "source": "NASA", "fact": "planets.mercury.diameter"}
    quantity(raw)  # not recorded: nothing is open
    with recording() as used:
        assert quantity(raw).value == 4879
        reviewed({"name": "Pluto", "review": "planets.pluto.dwarf"})
        reviewed({"name": "Mars"})
    assert used == {"planets.mercury.diameter", "planets.pluto.dwarf"}
