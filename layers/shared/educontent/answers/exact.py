"""Checking answers of kind ``exact``: words, numbers, quantities with units, money, times, and
spelled words.

The keys are the answer's display, its acceptable answers and (when the answer has no unit) its
value. A response that writes a key up to case, spaces and final punctuation is correct; otherwise,
when the display or an acceptable answer is a quantity, the response is read as that quantity and
compared by value and form.
"""

from __future__ import annotations

import re

from educontent.answers import quantities, rules
from educontent.answers.mistakes import recognise
from educontent.answers.quantities import Judgement
from educontent.answers.ratios import judge_ratio, read_ratio
from educontent.answers.schemas import CheckOutcome, ResponseShapeError, ResponseValue, Verdict, outcome
from educontent.answers.text import as_text, clean, keeps_case, same_text, spelling_key
from educontent.generation.items import ContentItem, ExactAnswer

_UNREADABLE = {
    "number": "Write your answer as a number, such as 12, 3/4 or 2.5.",
    "percent": "Write your answer as a percent, such as 25%.",
    "money": "Write your answer as an amount of money, such as $3.50.",
    "time": "Write your answer as a time, such as 3:05 or 3:05 p.m.",
    "ratio": "Write your answer as a ratio, such as 3:4.",
}
_POINT = re.compile(r"^\(\s*-?[\d.]+\s*,\s*-?[\d.]+\s*\)$")
"""A point ``(4, -6)``: also right without its brackets."""
_RANK = {"correct": 0, "not-simplified": 1, "incorrect": 2, "needs-review": 3}


def keys(answer: ExactAnswer) -> list[str]:
    """Every written form that counts as the answer."""
    found = [answer.display, *(answer.acceptable_answers or [])]
    if answer.unit is None:
        found.append(as_text(answer.value))
    return list(dict.fromkeys(k for k in found if k.strip()))


def check_exact(item: ContentItem, answer: ExactAnswer, response: ResponseValue) -> CheckOutcome:
    if isinstance(response, bool | list):
        kind = "true or false" if isinstance(response, bool) else "a list"
        raise ResponseShapeError(f"this item takes one answer (text or a number), not {kind}")
    text = as_text(response)
    expected = answer.display
    if rules.is_spelling(item):
        return _spelling(answer, text)
    candidates = keys(answer)
    candidates += [key[1:-1] for key in candidates if _POINT.match(key)]
    if any(same_text(text, key) for key in candidates):
        return outcome("correct", expected, _as_written(item, answer, text))
    best, kinds = _judge_quantities(item, answer, text)
    if best is not None and best.verdict == "correct":
        return outcome("correct", expected, best.understood)
    if best is not None:
        return _wrong(item, best.verdict, expected, best.understood, best.feedback)
    if kinds and (not clean(text) or quantities.read_expected(text, None) is None):
        return outcome("incorrect", expected, None, _UNREADABLE[kinds[0]])
    if not clean(text):
        return outcome(
            "incorrect", expected, None, "There is no answer yet. Write your answer and check again."
        )
    return _wrong(item, "incorrect", expected, clean(text), _text_feedback(item))


def _judge_quantities(
    item: ContentItem, answer: ExactAnswer, text: str
) -> tuple[Judgement | None, list[str]]:
    """The best judgement of ``text`` against the keys that are quantities (or ratios), and the
    kinds of those keys (to say what form is expected when the response cannot be read)."""
    best: Judgement | None = None
    kinds: list[str] = []
    ratio_item = rules.is_ratio(item)
    for key in [answer.display, *(answer.acceptable_answers or [])]:
        judgement: Judgement | None = None
        if ratio_item and read_ratio(key) is not None:
            kinds.append("ratio")
            judgement = judge_ratio(key, text, item)
        else:
            want = quantities.read_expected(key, answer.unit)
            if want is None:
                continue
            kinds.append(want.kind)
            judgement = quantities.judge(want, text, item)
        if judgement is not None and (best is None or _RANK[judgement.verdict] < _RANK[best.verdict]):
            best = judgement
            if best.verdict == "correct":
                break
    return best, kinds


def _as_written(item: ContentItem, answer: ExactAnswer, text: str) -> str:
    """A correct response as understood: in the form of the quantity it writes, else as text."""
    want = quantities.read_expected(answer.display, answer.unit)
    judgement = quantities.judge(want, text, item) if want is not None else None
    return judgement.understood if judgement is not None else clean(text)


def _wrong(
    item: ContentItem, verdict: Verdict, expected: str, understood: str, feedback: str | None
) -> CheckOutcome:
    match = recognise(item, understood) if verdict == "incorrect" and rules.is_math(item) else None
    if match is not None:
        feedback = match.explanation
    return outcome(verdict, expected, understood, feedback, match)


def _text_feedback(item: ContentItem) -> str:
    if rules.is_math(item):
        return "That is not the answer. Read the question again and check each step of your work."
    return "That is not the answer. Read the question again carefully, then try once more."


def _spelling(answer: ExactAnswer, text: str) -> CheckOutcome:
    """Letter for letter: only surrounding spaces, and case for words that are not names, are forgiven."""
    written = spelling_key(text, keep_case=False)
    if not written:
        return outcome(
            "incorrect", answer.display, None, "There is no answer yet. Write the word and check again."
        )
    for key in [answer.display, *(answer.acceptable_answers or []), as_text(answer.value)]:
        keep = keeps_case(key)
        if spelling_key(text, keep_case=keep) == spelling_key(key, keep_case=keep):
            return outcome("correct", answer.display, spelling_key(text, keep_case=True))
    if written == spelling_key(answer.display, keep_case=False):
        feedback = "The letters are right, but this word starts with a capital letter."
    else:
        feedback = "Check the spelling letter by letter."
    return outcome("incorrect", answer.display, spelling_key(text, keep_case=True), feedback)
