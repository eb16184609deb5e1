"""Checker for ``math.md.tell_time``: the time read from the angles of the hands drawn, with a.m. or p.m. from the activity."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import NS, judge, parse_svg


def read_clock(svg_text: str) -> tuple[int, int]:
    """The time shown by the hands: the thick short hand and the thinner long hand."""
    root = parse_svg(svg_text)
    hands = {}
    for line in root.iter(f"{NS}line"):
        width = line.get("stroke-width")
        if width in ("6", "3"):
            dx = float(line.get("x2")) - float(line.get("x1"))
            dy = float(line.get("y2")) - float(line.get("y1"))
            hands[width] = math.degrees(math.atan2(dx, -dy)) % 360
    minute = round(hands["3"] / 6) % 60
    hour = round((hands["6"] - minute * 0.5) / 30) % 12 or 12
    return hour, minute


WORD_NUMBERS = {"o'clock": 0, "half past": 30, "quarter past": 15}


def parse_time(text: str) -> tuple[int, int, str] | None:
    text = text.strip()
    suffix = ""
    for s in ("a.m.", "p.m."):
        if text.endswith(s):
            suffix, text = s, text[: -len(s)].strip()
    if m := re.fullmatch(r"(\d{1,2}):(\d\d)", text):
        return int(m.group(1)), int(m.group(2)), suffix
    if m := re.fullmatch(r"(\d{1,2}) o'clock", text):
        return int(m.group(1)), 0, suffix
    if m := re.fullmatch(r"half past (\d{1,2})", text):
        return int(m.group(1)), 30, suffix
    if m := re.fullmatch(r"quarter past (\d{1,2})", text):
        return int(m.group(1)), 15, suffix
    if m := re.fullmatch(r"quarter to (\d{1,2})", text):
        return (int(m.group(1)) - 2) % 12 + 1, 45, suffix
    if m := re.fullmatch(r"(\d{1,2}) minutes? past (\d{1,2})", text):
        return int(m.group(2)), int(m.group(1)), suffix
    return None


MORNING_WORDS = ("breakfast", "wakes up", "walks to school", "before school")


EVENING_WORDS = ("dinner", "goes to bed", "bedtime", "after school")


@checks("math.md.tell_time")
@reads_question
def check_clock(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content.get("choices") and content["choices"][0].get("svg"):
        wanted = parse_time(re.search(r"Which clock shows (.+)\?", text).group(1))
        shown = [read_clock(c["svg"]) for c in content["choices"]]
        assert len(set(shown)) == len(shown)
        for i, (h, m) in enumerate(shown):
            assert ((h, m) == wanted[:2]) == (i == item["answer"]["value"]), (shown, wanted)
        assert len(shown) >= 3
        return
    hour, minute = read_clock(item["visuals"]["diagramSvg"])
    assert minute % params.get("step", 30) == 0 or (params.get("step") == 60 and minute == 0)
    suffix = ""
    if any(w in text for w in MORNING_WORDS):
        suffix = "a.m."
    elif any(w in text for w in EVENING_WORDS):
        suffix = "p.m."
    if "Write a.m. or p.m." in text or (content["type"] == "true-false" and suffix):
        assert suffix

    def right(candidate: str) -> bool:
        t = parse_time(candidate)
        return t is not None and t == (hour, minute, suffix)

    def claimed(statement: str) -> str:
        if ": " in statement:
            return statement.rsplit(": ", 1)[1]
        return statement.split("shows ", 1)[1].removesuffix(".")

    judge(item, right, claimed)
