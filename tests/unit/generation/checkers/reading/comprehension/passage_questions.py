"""Checker for ``reading.comprehension.passage_questions``: looks the passage up by title in the passage
banks and the question by its text, and compares the item's answer with the bank's. An item that
needs the passage carries it (``content.passage``, the bank's sections and key terms); a question
about a heading, a bold word or a caption is answered from those fields of the item's passage."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.reading.comprehension import built_articles, built_stories
from tests.unit.generation.checkers.support import (
    built_arguments,
    built_forms,
    built_narrators,
    built_pairs,
    built_pictures,
    built_poems,
    built_views,
)
from tests.unit.generation.checkers.support.banks import (
    bank,
    check_choice,
    check_matching,
    check_ordering,
    check_passage,
    last_paragraph,
    passage_plain,
    quoted,
    quoted_title,
)

BANKS = ("passages-k", "passages-g1", "passages-g2", "passages-g3-5", "passages-g6-8")
WORDS = {2: (60, 150), 3: (60, 170), 4: (120, 220), 5: (120, 220)}
"""Words per passage by grade (grade 3 up to 170: a play carries a cast list and scene settings)."""
SHORT_FORMS = ("poem", "drama")
"""Grades 6-8: a poem or a short play may run from 120 words (a 180-word poem is longer than most
poems a sixth to eighth grader meets in one sitting; the prose limits stay 180-320)."""


@cache
def passages() -> dict[str, dict]:
    return {p["title"]: p for name in BANKS for p in bank("reading", name)["passages"]}


def _plain(passage: dict) -> str:
    return passage_plain(passage["sections"])


def _passage(title: str, params: dict[str, Any]) -> dict:
    passage = passages()[title]
    assert set(passage["sets"]) & set(params["sets"]), f"{title} is not in {params['sets']}"
    words = len(_plain(passage).split())
    if passage["grade"] <= 1:
        sentences = len(re.findall(r"[.!?]\"?(?:\s|$)", _plain(passage)))
        assert 3 <= sentences <= 6, (title, sentences)
    else:
        low, high = WORDS.get(passage["grade"], (180, 320))
        if passage["grade"] >= 6 and passage["genre"] in SHORT_FORMS:
            low = 120
        assert low <= words <= high, (title, words)
    return passage


def _question(passage: dict, asked: str, params: dict[str, Any]) -> dict:
    found = [q for q in passage["questions"] if asked in (q["question"], q.get("shortQuestion"))]
    assert len(found) == 1, f"question {asked!r} not in {passage['title']}"
    q = found[0]
    assert params.get("kinds") is None or q["kind"] in params["kinds"], q["kind"]
    if q.get("evidence"):
        captions = [s["caption"] for s in passage["sections"] if s.get("caption")]
        assert q["evidence"] in _plain(passage) or q["evidence"] in captions, (
            "evidence is not from the passage"
        )
    return q


def _shown(item: dict[str, Any], params: dict[str, Any]) -> dict:
    """The bank passage the item carries, checked against the bank."""
    shown = item["content"]["passage"]
    passage = _passage(shown["title"], params)
    check_passage(shown, passage)
    if item["content"]["type"] != "passage-based":  # the read line names the passage
        assert f'"{shown["title"]}"' in item["content"]["instructions"]
    return passage


def _check_feature(q: dict, shown: dict) -> None:
    """A heading, bold-word or caption question is about the item's passage: its answer (or the word
    it names) is a heading, a key term or a caption of that passage."""
    asked = q["question"].lower()
    sections = shown["sections"]
    if "caption" in asked:
        assert q["answer"] in [s.get("caption") for s in sections], "the caption is not the passage's"
    elif "heading" in asked:
        assert q["answer"] in [s.get("heading") for s in sections], "not a heading of the passage"
    elif "bold" in asked or q["kind"] == "feature":
        terms = shown.get("keyTerms") or []
        named = quoted(q["question"]) or [q["answer"]]
        assert all(t in terms for t in named), f"{named} are not key terms of the passage ({terms})"


def _check_choice(item: dict[str, Any], q: dict) -> None:
    check_choice(item, q["answer"], {d["text"]: d["misconception"] for d in q["distractors"]})


def _check_pair(content: dict[str, Any], passage: dict, q: dict) -> None:
    """A question about two texts shows the passage's partner as the paired passage; no other does."""
    if not q.get("paired"):
        assert "pairedPassage" not in content, "a one-text question shows a second text"
        return
    assert content["type"] == "passage-based", "a two-text question outside a passage-based item"
    assert "both texts" in content["instructions"], "the instructions name one text"
    partner = next(p for p in passages().values() if p["id"] == passage["pairedWith"])
    check_passage(content["pairedPassage"], partner)


def _built(shown: dict[str, Any]) -> bool:
    """Whether the item's passage is not a bank passage (an engine title may be a bank title too)."""
    entry = passages().get(shown["title"])
    return entry is None or passage_plain(entry["sections"]) != passage_plain(shown["sections"])


def _check_built(item: dict[str, Any], params: dict[str, Any]) -> None:
    """An item about an engine-built passage (``built``): checked as the engine's checkers check theirs,
    from the story or article world, for a kind the skill names."""
    passage = item["content"]["passage"]
    if built_forms.owns(item):
        built_forms.check(item, params)
        return
    if built_narrators.route(item, params.get("built") or {}):
        return
    if item["content"].get("pairedPassage"):
        built_pairs.check(item, (params.get("built") or {}).get("pairs") or [])
        return
    if built_pictures.is_pictured(item):
        built_pictures.check(item, (params.get("built") or {}).get("pictures") or [])
        return
    if passage["genre"] == "poem":
        built_poems.check(item, (params.get("built") or {}).get("poems") or [])
        return
    if passage["genre"] == "fiction" and built_views.kind_of(item["content"].get("question", "")):
        built_views.check(item, (params.get("built") or {}).get("views") or [])
        return
    if passage["genre"] == "opinion":  # an argument (world.arguments)
        built_arguments.check(item, (params.get("built") or {}).get("arguments") or [])
        return
    source = "stories" if passage["genre"] == "fiction" else "articles"
    kinds = (params.get("built") or {}).get(source) or []
    assert kinds, f"the skill asks no built {source}, yet the item reads one"
    assert item["type"] != "ordering" or "order" in kinds, "the skill orders no built passage"
    (built_stories.check if source == "stories" else built_articles.check)(item, params)


@checks("reading.comprehension.passage_questions")
def check(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    if content.get("passage") and _built(content["passage"]):
        _check_built(item, params)
        return
    kind = content["type"]
    if kind in ("passage-based", "multiple-choice") and content.get("passage"):
        passage = _shown(item, params)
        q = _question(passage, content["question"], params)
        _check_feature(q, content["passage"])
        _check_choice(item, q)
        _check_pair(content, passage, q)
    elif kind == "multiple-choice":  # an excerpt, shown with the question
        passage = _passage(quoted_title(content["instructions"]), params)
        q = _question(passage, last_paragraph(content["question"]), params)
        excerpt = content["question"].rsplit("\n\n", 1)[0]
        assert excerpt == q.get("excerpt") and excerpt in _plain(passage), "the excerpt is not the bank's"
        _check_choice(item, q)
    elif kind == "short-answer":
        q = _question(_shown(item, params), content["question"], params)
        _check_feature(q, content["passage"])
        if answer["type"] == "exact":
            assert answer["value"] == q["answer"] and q["acceptable"]
        else:
            assert answer["type"] == "open-ended" and answer["rubric"]
            assert answer["value"] == q.get("sample", q["answer"])
    elif kind == "ordering":
        check_ordering(item, _shown(item, params)["events"])
    elif kind == "matching":
        if params.get("matching", "questions") == "questions":
            passage = _shown(item, params)
            check_matching(item, {q["question"]: q["answer"] for q in passage["questions"]})
            for q in passage["questions"]:
                if q["question"] in content["left"]:
                    _check_feature(q, content["passage"])
        elif params["matching"] == "structures":
            snippets = bank("reading", "text-structures")["snippets"]
            check_matching(item, {s["text"]: s["structure"] for s in snippets})
            assert len(set(content["right"])) == len(content["right"])
        else:
            features = bank("reading", "text-structures")["features"]
            check_matching(item, {f["name"]: f["job"] for f in features})
    elif kind == "true-false":
        if built_arguments.check_true_false(item, (params.get("built") or {}).get("arguments") or []):
            return
        match = re.fullmatch(
            r'An author claims: "(.+)" The author gives this evidence: "(.+)" True or false: this evidence supports the claim\.',
            content["statement"],
        )
        assert match, content["statement"]
        claims = [c for c in bank("reading", "claims")["claims"] if c["claim"] == match.group(1)]
        assert len(claims) == 1 and claims[0]["set"] in params["claim_sets"]
        evidence = [e for e in claims[0]["evidence"] if e["text"] == match.group(2)]
        assert len(evidence) == 1
        assert answer["value"] is evidence[0]["supports"]
    else:
        raise AssertionError(f"unexpected content type {kind}")
