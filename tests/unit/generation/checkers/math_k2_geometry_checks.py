"""Checkers for the K-2 geometry generators: flat shapes named from their drawn corners, solid
shapes, positions, composed shapes (outline found as a convex hull), equal shares (areas and
angles), rectangles cut into squares, shape attributes and the matching sets."""

from __future__ import annotations

import math
import re
from typing import Any

from tests.unit.generation.checkers import checks
from tests.unit.generation.checkers.math_k2_util import (
    FAMILY,
    NS,
    after,
    area,
    check_matching,
    classify,
    flat_shape_in,
    hull,
    judge,
    number_is,
    parse_svg,
    polygon_points,
    same_text,
    solve_in,
    svg_of,
    with_class,
    words_to_number,
)


def _question(item: dict[str, Any]) -> str:
    c = item["content"]
    return c.get("question") or c.get("prompt") or c.get("text") or c.get("statement") or ""


def is_a(name: str, target: str) -> bool:
    """Whether a shape classified as ``name`` may be called ``target``."""
    if name == target:
        return True
    if target in ("rectangle", "rhombus") and name == "square":
        return True
    return target == "quadrilateral" and name in (
        "square",
        "rectangle",
        "rhombus",
        "trapezoid",
        "quadrilateral",
    )


@checks("math.k2.shape-name")
def check_shape_name(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
    if content.get("choices") and content["choices"][0].get("svg"):
        target = re.search(r"Which shape is an? ([a-z ]+)\?", text).group(1)
        names = [flat_shape_in(parse_svg(c["svg"]))[0] for c in content["choices"]]
        assert len(names) >= 3
        for i, name in enumerate(names):
            assert is_a(name, target) == (i == item["answer"]["value"]), (names, target)
        return
    name, sides = flat_shape_in(svg_of(item))
    if re.search(r"How many (sides|corners|angles)|has (?:___|\d+) (sides|corners|angles)", text):
        assert sides >= 3
        judge(item, number_is(sides), after(r"has (\d+) \w+\.$"))
        return
    if "family" in params.get("ask", []):
        judge(item, lambda t: same_text(t, FAMILY[sides]), after(r"is an? ([a-z ]+)\.$"))
    else:
        judge(item, lambda t: is_a(name, t.strip().lower()), after(r"is an? ([a-z ]+)\.$"))


SOLIDS = {"cube", "rectangular prism", "sphere", "cylinder", "cone"}
FLAT = {"circle", "square", "triangle", "rectangle", "hexagon"}
FACES = {"cube": 6, "rectangular prism": 6, "cylinder": 2, "cone": 1, "sphere": 0}
CORNERS = {"cube": 8, "rectangular prism": 8}
ROLLERS = {"sphere", "cylinder", "cone"}
LOOKS_LIKE = {
    "a ball": "sphere",
    "an orange": "sphere",
    "a globe": "sphere",
    "a soup can": "cylinder",
    "a drum": "cylinder",
    "a candle": "cylinder",
    "a number cube": "cube",
    "an ice cube": "cube",
    "a toy block": "cube",
    "a party hat": "cone",
    "an ice cream cone": "cone",
    "a traffic cone": "cone",
    "a cereal box": "rectangular prism",
    "a brick": "rectangular prism",
    "a tissue box": "rectangular prism",
}


@checks("math.k2.solids")
def check_solids(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    if content["type"] == "matching":
        check_matching(item, lambda left, right: LOOKS_LIKE[left] == right)
        return
    text = _question(item)
    if content["type"] == "true-false":
        if m := re.fullmatch(r"An? ([a-z ]+) is an? (flat|solid) shape\.", text):
            truth = (m.group(1) in SOLIDS) == (m.group(2) == "solid")
        elif m := re.fullmatch(r"An? ([a-z ]+) has (\d+) flat faces\.", text):
            truth = FACES[m.group(1)] == int(m.group(2))
        elif m := re.fullmatch(r"An? ([a-z ]+) has (\d+) corners\.", text):
            truth = CORNERS[m.group(1)] == int(m.group(2))
        elif m := re.fullmatch(r"An? ([a-z ]+) can roll\.", text):
            truth = m.group(1) in ROLLERS
        elif m := re.fullmatch(r"This solid shape is an? ([a-z ]+)\.", text):
            drawn = (
                with_class(svg_of(item), "solid")[0]
                .get("class")
                .split()[1]
                .removeprefix("solid-")
                .replace("-", " ")
            )
            truth = m.group(1) == drawn
        else:
            raise AssertionError(text)
        assert item["answer"]["value"] is truth
        return
    if "name of this solid" in text or "This solid shape is" in text:
        drawn = (
            with_class(svg_of(item), "solid")[0]
            .get("class")
            .split()[1]
            .removeprefix("solid-")
            .replace("-", " ")
        )
        judge(item, lambda t: same_text(t, drawn))
    elif m := re.search(
        r"Is an? ([a-z ]+) a flat shape or a solid shape\?|An? ([a-z ]+) is a ___ shape\.", text
    ):
        name = m.group(1) or m.group(2)
        judge(item, lambda t: same_text(t, "solid" if name in SOLIDS else "flat"))
    elif "Which one is a solid shape" in text or "is a solid shape" in text:
        judge(item, lambda t: t.strip() in SOLIDS)
    elif m := re.search(
        r"How many flat faces does an? ([a-z ]+) have|An? ([a-z ]+) has ___ flat faces", text
    ):
        judge(item, number_is(FACES[m.group(1) or m.group(2)]))
    elif m := re.search(
        r"How many corners \(vertices\) does an? ([a-z ]+) have|An? ([a-z ]+) has ___ corners", text
    ):
        judge(item, number_is(CORNERS[m.group(1) or m.group(2)]))
    else:
        assert "roll" in text, text
        judge(item, lambda t: t.strip() in ROLLERS)


@checks("math.k2.positions")
def check_positions(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    mover = with_class(root, "mover")[0]
    anchor = with_class(root, "anchor")[0]
    mx, my = float(mover.get("data-x")), float(mover.get("data-y"))
    ax, ay = float(anchor.get("data-x")), float(anchor.get("data-y"))
    if my < ay and mx == ax:
        expected = {"above"}
    elif my > ay and mx == ax:
        expected = {"below"}
    else:
        assert my == ay and mx != ax
        expected = {"beside", "next to"}
    judge(item, lambda t: t.strip().lower() in expected, after(r"is ((?:next to)|\w+) the \w+\.$"))


@checks("math.k2.compose")
def check_compose(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    pieces = [polygon_points(p) for p in with_class(root, "piece")]
    kinds = {classify(hull(p)) for p in pieces}
    assert len(kinds) == 1, kinds
    piece = kinds.pop()
    outline = classify(hull([pt for p in pieces for pt in p]))
    total = sum(area(p) for p in pieces)
    assert abs(total - area(hull([pt for p in pieces for pt in p]))) < 0.01 * total, "gaps or overlaps"
    text = _question(item)
    plural = "rhombuses" if piece == "rhombus" else f"{piece}s"
    assert plural in text, (plural, text)
    if re.search(r"How many \w+ make this|(?:___|^\d+) \w+ make this", text):
        assert outline in text
        judge(item, number_is(len(pieces)), after(r"^(\d+) "))
        return
    judge(item, lambda t: same_text(t, outline), after(r"make an? (\w+)\.$"))


SHARE_COUNT = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "thirds": 3,
    "fourth": 4,
    "fourths": 4,
    "quarter": 4,
    "quarters": 4,
}
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


@checks("math.k2.shares")
def check_shares(item: dict[str, Any], params: dict[str, Any]) -> None:
    content = item["content"]
    text = _question(item)
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
        judge(item, lambda t: same_text(t, expected), after(r"\? (.+) are bigger\.$"))
        return
    sizes, shaded = read_shares(item["visuals"]["diagramSvg"])
    n = len(sizes)
    if "Are the shares equal" in text or re.search(r"shares of the \w+ are", text):
        m = re.search(r"cut into (\d+) shares|The (\d+) shares", text)
        assert int(m.group(1) or m.group(2)) == n
        expected = "equal" if _equal(sizes) else "not equal"
        judge(item, lambda t: same_text(t, expected), after(r"are (equal|not equal)\.$"))
        return
    assert _equal(sizes), "the shares are not equal"
    if m := re.search(r"How many (\w+) make the whole|The whole \w+ is (?:___|\d+) (\w+)\.", text):
        assert SHARE_COUNT[m.group(1) or m.group(2)] == n
        judge(item, number_is(n), after(r"is (\d+) \w+\.$"))
        return
    if "What is one share called" in text or "One share is" in text:
        expected = {share_words(1, n), share_words(1, n).replace("fourth", "quarter")}
        judge(item, lambda t: t.strip().lower() in expected, after(r"One share is (.+) of the whole\.$"))
        return
    assert "shaded" in text, text
    expected = {share_words(shaded, n), share_words(shaded, n).replace("fourth", "quarter")}
    judge(item, lambda t: t.strip().lower() in expected, after(r"part is (.+) of the \w+\.$"))


@checks("math.k2.partition-rectangle")
def check_partition_rectangle(item: dict[str, Any], params: dict[str, Any]) -> None:
    root = svg_of(item)
    thin = [ln for ln in root.iter(f"{NS}line") if ln.get("stroke-width") == "1"]
    cols = 1 + sum(1 for ln in thin if ln.get("x1") == ln.get("x2"))
    rows = 1 + sum(1 for ln in thin if ln.get("y1") == ln.get("y2"))
    text = _question(item)
    if m := re.search(r"cut into (\d+) rows and (\d+) columns", text):
        assert (int(m.group(1)), int(m.group(2))) == (rows, cols)
    content = item["content"]
    if content["type"] == "picture-counting":
        assert content["countTarget"] == rows * cols
    if content["type"] == "fill-blank":
        assert solve_in(content["text"]) == rows * cols
    judge(item, number_is(rows * cols), lambda s: s.split(" = ")[-1])


SIDES = {"triangle": 3, "square": 4, "rectangle": 4, "pentagon": 5, "hexagon": 6, "circle": 0}


def every_has(shape: str, claim: str) -> bool:
    """Whether ``claim`` (e.g. 'has 3 straight sides and 3 corners') is true of every ``shape``."""
    claim = claim.strip().rstrip(".")
    if claim in ("is grey", "points up", "is big", "is small"):
        return False
    if claim == "is round and closed with no corners":
        return shape == "circle"
    if m := re.fullmatch(r"has (\d) straight sides and (\d) (square )?corners", claim):
        n = int(m.group(1))
        return SIDES[shape] == n == int(m.group(2)) and (not m.group(3) or shape in ("square", "rectangle"))
    if claim == "has 4 equal sides and 4 square corners":
        return shape == "square"
    raise AssertionError(claim)


@checks("math.k2.shape-attributes")
def check_shape_attributes(item: dict[str, Any], params: dict[str, Any]) -> None:
    text = _question(item)
    if m := re.search(r"about every (\w+)\?|^Every (\w+) (?:___|.+)\.$", text):
        shape = m.group(1) or m.group(2)
        judge(item, lambda t: every_has(shape, t), after(rf"^Every {shape} (.+)\.$"))
        return
    if m := re.search(
        r"builds an? (\w+) with straws for the sides and clay balls for the corners\. How many (straws|clay balls)",
        text,
    ):
        judge(item, number_is(SIDES[m.group(1)]), after(r"\? (\d+)$"))
        return
    m = re.search(r"with (\d) (?:straight )?sides and (\d) angles", text)
    assert m and m.group(1) == m.group(2), text
    expected = FAMILY[int(m.group(1))]
    judge(item, lambda t: same_text(t, expected), after(r"is an? (\w+)\.$"))


SHAPE_HAS = {
    "triangle": "3 straight sides",
    "square": "4 equal sides",
    "pentagon": "5 straight sides",
    "hexagon": "6 straight sides",
    "circle": "no straight sides",
}
COIN_CENTS = {"penny": 1, "nickel": 5, "dime": 10, "quarter": 25, "dollar bill": 100}


def _tens_ones_value(text: str) -> int:
    m = re.fullmatch(r"(\d+) tens? and (\d+) ones?", text)
    return 10 * int(m.group(1)) + int(m.group(2))


def _time_words(text: str) -> str:
    if m := re.fullmatch(r"(\d+) o'clock", text):
        return f"{m.group(1)}:00"
    m = re.fullmatch(r"half past (\d+)", text)
    return f"{m.group(1)}:30"


@checks("math.k2.matching")
def check_k2_matching(item: dict[str, Any], params: dict[str, Any]) -> None:
    kind = params["set"]
    rules = {
        "dots": lambda left, right: len(left) == int(right) and set(left) == {"●"},
        "tens-ones": lambda left, right: _tens_ones_value(left) == int(right),
        "shape-sides": lambda left, right: SHAPE_HAS[left] == right,
        "solid-objects": lambda left, right: LOOKS_LIKE[left] == right,
        "share-names": lambda left, right: int(left.split()[0]) == SHARE_COUNT[right],
        "coins": lambda left, right: COIN_CENTS[left] == int(right.rstrip("¢")),
        "times": lambda left, right: _time_words(left) == right,
    }
    check_matching(item, rules[kind])
    assert words_to_number("one") == 1  # the shared reader is importable and sane
