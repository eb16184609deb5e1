"""Checks an item about an engine-built opinion passage (``passage_questions`` with ``built.arguments``)
from the passage it shows and the ``argument-world`` bank, never by calling the engine.

The issue is the one whose claim (in either band's wording) the passage states. The passage's reasons,
their evidence, the reason given with no support and the sentence off the point are found by looking
for the bank's sentences in the text: as written, or after a linking word (first letter in lower case,
the period a semicolon when the evidence follows in the same sentence); an evidence template's numbers
match any number. The answer to each question is then recomputed from what the passage tells: a reason
it gives, its claim, the one unsupported reason, the evidence that follows a reason, the one sentence
off the point, and whether a reason has evidence (in a grade-8 passage, the sentence off the point may
stand in for a reason's evidence: that reason is neither supported nor bare).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tests.unit.generation.checkers.support.banks import bank, check_choice, quoted
from tests.unit.generation.checkers.support.common import answer_value

SUPPORTED = "Yes. The author gives a fact that shows the reason is true."
NO_EVIDENCE = "No. No fact follows it at all; it is only an opinion stated as a fact."
OFF_POINT = "No. The fact that follows it is about something else."
STRONG = "Yes. The author states it strongly, so it must be true."
_TRUE_FALSE = re.compile(
    r'An author argues: "(.+?)" True or false: this sentence from the author\'s '
    r'(?:letter|opinion column|speech|note|talk) supports the claim: "(.+)"'
)


def _first(text: str) -> str:
    """A regex for a sentence's first letter in either case ("I" stays as it is)."""
    if text.startswith("I "):
        return "I"
    return f"[{re.escape(text[0].upper())}{re.escape(text[0].lower())}]"


def _regex(sentence: str) -> str:
    """A regex for a bank sentence as told in a passage (its {n} slots any number)."""
    body = re.escape(sentence[1:].removesuffix("."))
    return _first(sentence) + re.sub(r"\\\{[a-z]\\\}", r"\\d+", body)


def _told(text: str, sentence: str) -> str | None:
    """The sentence as the passage tells it (capitalized, ending in a period), or None."""
    found = re.search(rf"(?<![A-Za-z]){_regex(sentence)}(?=[.;])", text)
    return None if found is None else found.group(0)[:1].upper() + found.group(0)[1:] + "."


@dataclass
class Told:
    """What one passage tells of its issue, in the band's wording."""

    words: dict[str, Any]
    reasons: list[str] = field(default_factory=list)  # the reasons given, supported or not
    evidence: dict[str, str] = field(default_factory=dict)  # reason -> its evidence as told
    unsupported: list[str] = field(default_factory=list)
    misled: list[str] = field(default_factory=list)  # reasons followed by the sentence off the point alone
    irrelevant: list[str] = field(default_factory=list)


def _reasons(words: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(r, None) if isinstance(r, str) else (r["reason"], r["evidence"]) for r in words["reasons"]]


def told(text: str) -> Told:
    """The issue the passage argues and what it tells of it."""
    found = [
        words
        for issue in bank("reading", "argument-world")["issues"]
        for words in (issue["k1"], issue["upper"])
        if _told(text, words["claim"])
    ]
    assert len(found) == 1, f"the passage states {len(found)} claims of the bank"
    result = Told(found[0])
    result.irrelevant = [s for s in result.words["irrelevant"] if _told(text, s)]
    assert len(result.irrelevant) == 1, "the passage has not one sentence off the point"
    for reason, evidence in _reasons(result.words):
        if _told(text, reason):
            result.reasons.append(reason)
            shown = None if evidence is None else _told(text, evidence)
            if shown:
                result.evidence[reason] = shown
            elif evidence is not None:  # told with the sentence off the point in place of its evidence
                assert re.search(f"{_regex(reason)}[.;] {_regex(result.irrelevant[0])}", text), reason
                result.misled.append(reason)
    result.unsupported = [s for s in result.words.get("unsupported", []) if _told(text, s)]
    if "unsupported" in result.words:
        assert len(result.unsupported) == 1, "not one reason given bare"
        assert len(result.evidence) + len(result.misled) == 3 and len(result.misled) <= 1, result.reasons
    else:
        assert 2 <= len(result.reasons) <= 3, result.reasons
    return result


def _clause(text: str) -> str:
    return (text if text.startswith("I ") else text[:1].lower() + text[1:]).removesuffix(".")


def _choices(item: dict[str, Any]) -> list[str]:
    return [c["text"] for c in item["content"]["choices"]]


def _kind(question: str, facts: Told) -> str:
    if question.endswith("What is one reason the author gives?"):
        assert quoted(question)[0] == facts.words["claim"], "the question names another point"
        return "author-reasons"
    if question == "What is the author's claim?":
        return "claim"
    if question == "Which reason does the author give without any evidence to support it?":
        return "unsupported"
    if question.startswith("Which evidence supports the reason that "):
        return "evidence"
    if question == "Which sentence does not support the author's claim?":
        return "irrelevant"
    assert question.endswith("Is it supported by relevant and sufficient evidence?"), question
    return "sufficient"


def _author_reasons(item: dict[str, Any], facts: Told) -> None:
    others = {
        r
        for issue in bank("reading", "argument-world")["issues"]
        if issue["k1"] is not facts.words
        for r in issue["k1"]["reasons"]
    }
    if item["content"]["type"] == "short-answer":
        answer = item["answer"]
        assert answer["value"] in facts.reasons and set(answer["acceptableAnswers"]) == set(facts.reasons)
        return
    chosen = answer_value(item)
    assert chosen in facts.reasons, f"{chosen!r} is not a reason the passage gives"
    wrong = {facts.irrelevant[0]: "fact-not-reason", facts.words["opposite"]: "opposite-of-point"}
    wrong |= {r: "not-in-text" for r in others if r not in facts.reasons}
    check_choice(item, chosen, wrong)


def _claim(item: dict[str, Any], facts: Told) -> None:
    words = facts.words
    if item["content"]["type"] == "short-answer":
        assert item["answer"]["value"] == words["claim"] and item["answer"]["rubric"]
        return
    wrong = {words["opposite"]: "opposite-claim"}
    wrong[words["counterclaim"][:1].upper() + words["counterclaim"][1:]] = "counterclaim-as-claim"
    wrong |= {r: "reason-as-claim" for r in facts.evidence}
    wrong |= {e: "evidence-as-claim" for e in facts.evidence.values()}
    check_choice(item, words["claim"], wrong)


def _evidence(item: dict[str, Any], facts: Told) -> None:
    asked = item["content"]["question"].removeprefix("Which evidence supports the reason that ")
    (reason,) = [r for r in facts.evidence if _clause(r) + "?" == asked]
    wrong = {e: "evidence-for-another-reason" for r, e in facts.evidence.items() if r != reason}
    wrong[facts.irrelevant[0]] = "irrelevant-as-evidence"
    wrong[facts.unsupported[0]] = "opinion-as-evidence"
    check_choice(item, facts.evidence[reason], wrong)


def _sufficient(item: dict[str, Any], facts: Told) -> None:
    (reason,) = quoted(item["content"]["question"])
    if reason in facts.misled:
        correct = OFF_POINT
        wrong = {SUPPORTED: "irrelevant-as-evidence", NO_EVIDENCE: "missed-irrelevant-fact"}
    elif reason in facts.unsupported:
        correct = NO_EVIDENCE
        wrong = {SUPPORTED: "opinion-as-evidence", OFF_POINT: "no-evidence-as-irrelevant"}
    else:
        assert reason in facts.evidence, f"{reason!r} is not a reason the passage supports"
        correct = SUPPORTED
        wrong = {NO_EVIDENCE: "missed-evidence", OFF_POINT: "relevant-as-irrelevant"}
    check_choice(item, correct, {**wrong, STRONG: "strong-wording-as-evidence"})


def check(item: dict[str, Any], kinds: list[str]) -> None:
    """A passage-based, multiple-choice or short-answer item about a built opinion passage."""
    passage = item["content"]["passage"]
    assert passage["genre"] == "opinion" and kinds, "the skill asks no built arguments"
    facts = told(passage["text"])
    question = item["content"]["question"]
    kind = _kind(question, facts)
    assert kind in kinds, f"the skill does not ask {kind}"
    if kind == "author-reasons":
        _author_reasons(item, facts)
    elif kind == "claim":
        _claim(item, facts)
    elif kind == "unsupported":
        check_choice(item, facts.unsupported[0], {r: "supported-reason" for r in facts.evidence})
    elif kind == "evidence":
        _evidence(item, facts)
    elif kind == "irrelevant":
        sentences = [*facts.evidence, *facts.evidence.values()]
        check_choice(item, facts.irrelevant[0], dict.fromkeys(sentences, "supporting-sentence"))
    else:
        _sufficient(item, facts)


def check_true_false(item: dict[str, Any], kinds: list[str]) -> bool:
    """Whether the item is a built argument's true-false item (then checked): a reason or evidence of
    the issue whose claim it names supports the claim; a sentence off the point does not."""
    match = _TRUE_FALSE.fullmatch(item["content"]["statement"])
    if match is None:
        return False
    assert kinds, "the skill asks no built arguments"
    claim, sentence = match.groups()
    (words,) = [
        w
        for issue in bank("reading", "argument-world")["issues"]
        for w in (issue["k1"], issue["upper"])
        if w["claim"] == claim
    ]
    supports = [
        r for r, e in _reasons(words) for s in (r, e) if s and re.fullmatch(_regex(s) + r"\.", sentence)
    ]
    off = sentence in words["irrelevant"]
    assert supports or off, f"{sentence!r} is not a sentence of the issue"
    assert item["answer"]["value"] is bool(supports)
    return True
