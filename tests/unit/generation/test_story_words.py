"""The ``story-words`` bank (word questions about built stories): every word it lists for a plot is
said by every story of that plot, in every band's sentence frames, and every plot it names exists."""

from __future__ import annotations

import random
import re

from educontent.generation.banks import load_bank
from educontent.generation.reading.comprehension.world import stories
from educontent.generation.reading.comprehension.world.common import band_of

WORDS = load_bank("reading", "story-words")["plots"]


def test_every_listed_plot_is_a_main_plot_of_the_story_world():
    main = {p["id"] for p in stories.world()["plots"] if p["band"] == "main"}
    assert {entry["plot"] for entry in WORDS} <= main


def test_every_listed_word_is_in_every_rendering_of_its_plot():
    listed = {entry["plot"]: [w["word"] for w in entry["words"]] for entry in WORDS}
    missing = []
    for grade in range(2, 9):
        for seed in range(120):
            story = stories.draw(random.Random(seed), grade)
            assert story.band == band_of(grade)
            for depth_sections in (stories.sections_at(story, d) for d in range(7)):
                text = " ".join(p for s in depth_sections for p in s["paragraphs"])
                for word in listed.get(story.plot, ()):
                    if not re.search(rf"\b{word}\b", text, re.IGNORECASE):
                        missing.append((story.plot, word, seed))
    assert not missing, missing[:5]


def test_wrong_meanings_differ_from_the_meaning():
    for entry in WORDS:
        for word in entry["words"]:
            texts = [w["text"].lower() for w in word["wrong"]]
            assert word["meaning"].lower() not in texts and len(set(texts)) == len(texts), word["word"]
