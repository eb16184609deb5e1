"""Checker for ``math.g.equal_shares``: share sizes measured from the drawing (polygon areas or
sector angles), how many are shaded, and whose shares are bigger in a story."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.support.openings import reads_question
from tests.unit.generation.checkers.support.pictures import (
    NS,
    SHARE_COUNT,
    after,
    area,
    judge,
    number_is,
    parse_svg,
    polygon_points,
    text_is,
    with_class,
)

SHARE_NAME = {2: ("half", "halves"), 3: ("third", "thirds"), 4: ("fourth", "fourths")}


SHADE = "#9a9a9a"


def read_shares(svg_text: str) -> tuple[list[float], int]:
    """The sizes of the shares (areas, or angles for circle sectors) and how many are shaded."""
    root = parse_svg(svg_text)
    sizes = []
    shaded = 0
    for share in with_class(root, "share"):
        if share.tag == f"{NS}polygon":
            sizes.append(area(polygon_points(share)))
        else:
            nums = [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", share.get("d"))]
            cx, cy, x0, y0, _r1, _r2, _rot, large, _sweep, x1, y1 = nums
            a0 = math.degrees(math.atan2(y0 - cy, x0 - cx))
            a1 = math.degrees(math.atan2(y1 - cy, x1 - cx))
            sweep = (a1 - a0) % 360
            if large and sweep < 180:
                sweep = 360 - sweep
            sizes.append(sweep)
        shaded += share.get("fill") == SHADE
    return sizes, shaded


def _equal(sizes: list[float]) -> bool:
    return max(sizes) - min(sizes) <= 0.015 * max(sizes)


def share_words(k: int, parts: int) -> str:
    one, many = SHARE_NAME[parts]
    word = ["zero", "one", "two", "three", "four"][k]
    return f"{word} {one if k == 1 else many}"


@checks("math.g.equal_shares")
@reads_question
def check_shares(item: dict[str, Any], params: dict[str, Any], content: dict[str, Any], text: str) -> None:
    if content.get("choices") and content["choices"][0].get("svg"):
        n = int(re.search(r"cut into (\d+) equal shares", text).group(1))
        read = [read_shares(c["svg"])[0] for c in content["choices"]]
        assert len(read) >= 3
        for i, sizes in enumerate(read):
            assert (len(sizes) == n and _equal(sizes)) == (i == item["answer"]["value"])
        return
    if m := re.search(
        r"(\w+) cuts an? ([\w ]+) into (\w+)\. (\w+) cuts the same size [\w ]+ into (\w+)\. Whose", text
    ):
        first, few, second, lots = m.group(1), SHARE_COUNT[m.group(3)], m.group(4), SHARE_COUNT[m.group(5)]
        assert few != lots
        expected = f"{first}'s pieces" if few < lots else f"{second}'s pieces"
        judge(item, text_is(expected), after(r"\? (.+) are bigger\.$"))
        return
    sizes, shaded = read_shares(item["visuals"]["diagramSvg"])
    n = len(sizes)
    if "Are the shares equal" in text or re.search(r"shares of the \w+ are", text):
        m = re.search(r"cut into (\d+) shares|The (\d+) shares", text)
        assert int(m.group(1) or m.group(2)) == n
        expected = "equal" if _equal(sizes) else "not equal"
        judge(item, text_is(expected), after(r"are (equal|not equal)\.$"))
        return
    assert _equal(sizes), "the shares are not equal"
    if m := re.search(r"How many (\w+) make the whole|The number of (\w+) that make the whole", text):
        assert SHARE_COUNT[m.group(1) or m.group(2)] == n
        judge(item, number_is(n), after(r"is (\d+)\.$"))
        return
    if "What is one share called" in text or "One share is" in text:
        expected = {share_words(1, n), share_words(1, n).replace("fourth", "quarter")}
        judge(item, lambda t: t.strip().lower() in expected, after(r"One share is (.+) of the whole\.$"))
        return
    assert "shaded" in text, text
    expected = {share_words(shaded, n), share_words(shaded, n).replace("fourth", "quarter")}
    judge(item, lambda t: t.strip().lower() in expected, after(r"part is (.+) of the \w+\.$"))
