"""Checker for ``math.md.length_stories``: each story form read by its pattern and computed."""

from __future__ import annotations

import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.pictures import after, judge, number_is, question_text, story_text

LENGTH_STORIES = (
    (r"is (\d+) \w+ long\. \w+ cuts off (\d+) \w+\. How long", lambda a, b: a - b),
    (r"puts an? (\d+)-\w+ \w+ and an? (\d+)-\w+ \w+ end to end", lambda a, b: a + b),
    (r"is (\d+) \w+ long\. A blue \w+ is (\d+) \w+ long\. How much longer", lambda a, b: a - b),
    (r"cut off (\d+) \w+\. Now it is (\d+) \w+ long\. How long was", lambda b, c: b + c),
    (r"is (\d+) \w+ long\. \w+ has painted (\d+) \w+ of it", lambda a, b: a - b),
    (r"is (\d+) \w+ long\. A yellow \w+ is (\d+) \w+ longer", lambda b, d: b + d),
)


@checks("math.md.length_stories")
def check_length_story(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = story_text(question_text(item))
    found = [
        f(int(m.group(1)), int(m.group(2)))
        for pattern, f in LENGTH_STORIES
        if (m := re.search(pattern, text))
    ]
    assert len(found) == 1, text
    unit = item["answer"].get("unit") or re.search(
        r"Answer: \d+ (\w+)$", item["content"].get("statement", "")
    ).group(1)
    singular = {"inches": "inch", "feet": "foot"}.get(unit, unit.removesuffix("s"))
    assert unit in text or singular in text, unit
    judge(item, number_is(found[0]), after(r"Answer: (\d+)"))
