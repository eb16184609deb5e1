"""Checker for ``spelling.conventions.printing``: the letter asked for is the other case of the
letter shown (worked out with ``str.upper``/``str.lower``), every other choice is another letter,
tracing shows the letter of the skill's case in the dotted guide."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.common import check_choices_distinct
from tests.unit.generation.checkers.support.spelling_targets import assert_target


def _case(letter: str) -> str:
    return "capital" if letter.isupper() else "lowercase"


@checks("spelling.conventions.printing")
def check_printing(item: dict[str, Any], params: dict[str, Any]) -> None:
    content, answer = item["content"], item["answer"]
    case = params["case"]
    if content["type"] == "word-puzzle":
        letter = answer["value"]
        assert content["puzzleKind"] == "tracing" and content["words"] == [letter]
        assert len(letter) == 1 and letter.isalpha() and _case(letter) == case
        svg = item["visuals"]["diagramSvg"]
        assert re.search(rf'stroke-dasharray="3 3">{letter}</text>', svg), "no dotted guide of the letter"
        assert_target(item, letter, f"{case}-letter", "trace")
        return
    asked = re.search(
        r"the (capital|lowercase) form of the (capital|lowercase) letter (\w)\b", content["question"]
    )
    assert asked, content["question"]
    form, shown_case, shown = asked.groups()
    assert form == case and shown_case != case and _case(shown) == shown_case
    expected = shown.upper() if case == "capital" else shown.lower()
    if content["type"] == "multiple-choice":
        check_choices_distinct(item)
        texts = [c["text"] for c in content["choices"]]
        assert texts[answer["value"]] == expected
        assert all((len(t) == 1 and t.lower() != shown.lower()) or t == shown for t in texts if t != expected)
        assert_target(item, expected, f"{case}-letter", "choose")
    else:
        assert content["type"] == "short-answer" and answer["value"] == expected
        assert answer["acceptableAnswers"] == [expected]
        assert_target(item, expected, f"{case}-letter", "write")
