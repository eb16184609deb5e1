"""Naming the misconception behind a wrong free response to a math item.

``recognise`` looks first at the wrong answers the item itself anticipates (``answer.commonErrors``,
the same misconceptions as the item's multiple-choice distractors), then, for an arithmetic item,
at the classic slips worked out from its numbers (``arithmetic_mistakes``). Numbers are compared as
numbers (``0.5`` is ``1/2``), anything else as text. A response that is right is never a mistake.
"""

from __future__ import annotations

from fractions import Fraction

from educontent.answers.arithmetic_mistakes import computed_mistakes
from educontent.answers.arithmetic_operands import read_problem
from educontent.answers.mistake_values import parse_number, text_key
from educontent.answers.schemas import MisconceptionMatch
from educontent.generation.items import ArithmeticContent, CommonError, ContentItem, ExactAnswer


def recognise(item: ContentItem, understood: str) -> MisconceptionMatch | None:
    """The known mistake ``understood`` (the checker's normalised response) matches, or None.

    None also when the item has no exact answer, or when the response is the answer or one of its
    accepted forms (the checker decides what is right; this only names what is wrong)."""
    answer = item.answer
    if not isinstance(answer, ExactAnswer):
        return None
    rights = [answer.value, *(answer.acceptable_answers or [])]
    number = parse_number(understood)
    key = text_key(understood)
    accepted = {n for n in map(parse_number, rights) if n is not None}
    if number in accepted or key in {text_key(str(r)) for r in rights}:
        return None
    listed = _listed(answer.common_errors or [], key, number)
    if listed is not None:
        return MisconceptionMatch(id=listed.misconception, explanation=listed.reason)
    if number is None or not isinstance(item.content, ArithmeticContent):
        return None
    problem = read_problem(item.content, answer)
    if problem is None:
        return None
    for value, name, why in computed_mistakes(problem, frozenset(accepted)):
        if value == number:
            return MisconceptionMatch(id=name, explanation=why)
    return None


def _listed(errors: list[CommonError], key: str, number: Fraction | None) -> CommonError | None:
    """The common error written as the response is, else the first that is the same number."""
    for error in errors:
        if text_key(error.value) == key:
            return error
    if number is None:
        return None
    return next((e for e in errors if parse_number(e.value) == number), None)


def recognisable(item: ContentItem) -> list[str]:
    """The misconception ids ``recognise`` can name for this item's free responses, in order: its
    anticipated wrong answers', then the slips worked out from an arithmetic item's numbers."""
    answer = item.answer
    if not isinstance(answer, ExactAnswer):
        return []
    names = [e.misconception for e in answer.common_errors or []]
    if isinstance(item.content, ArithmeticContent):
        problem = read_problem(item.content, answer)
        if problem is not None:
            rights = [answer.value, *(answer.acceptable_answers or [])]
            accepted = frozenset(n for n in map(parse_number, rights) if n is not None)
            names += [name for _, name, _ in computed_mistakes(problem, accepted)]
    return list(dict.fromkeys(names))
